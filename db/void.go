package db

import (
	"bytes"
	"encoding/json"
	"strconv"

	"ogretable/engine"
)

// The kinds of the events that void and restore commands.
const (
	KindUndo = "undo"
	KindRedo = "redo"
)

// markVoided sets VoidedBy on events, which are one game's events in seq
// order, by the rule documented on Events: engine.Voided's. The event_log
// view in migrations/0001_init.sql is the same rule in SQL: change both
// together.
func markVoided(events []Event) {
	var marks []engine.Mark
	for _, e := range events {
		if e.Kind != KindUndo && e.Kind != KindRedo {
			continue
		}
		n, ok := markTarget(e.Payload)
		if !ok {
			n = 0 // names no command, but its command still holds a mark
		}
		marks = append(marks, engine.Mark{Seq: e.Seq, Command: e.CommandSeq, Undo: e.Kind == KindUndo, Target: n})
	}
	voided := engine.Voided(marks)
	if len(voided) == 0 {
		return
	}
	for i := range events {
		events[i].VoidedBy = voided[events[i].CommandSeq]
	}
}

// markTarget returns the command named by a mark's payload,
// {"command": N}, and whether there is one. Like SQLite's json_type and
// json_extract it matches the key exactly, takes its first occurrence, and
// accepts only an integer (no fraction, no exponent).
func markTarget(payload json.RawMessage) (int64, bool) {
	dec := json.NewDecoder(bytes.NewReader(payload))
	dec.UseNumber()
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return 0, false
	}
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return 0, false
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return 0, false
		}
		if key != "command" {
			continue
		}
		if bytes.ContainsAny(v, ".eE") {
			return 0, false
		}
		n, err := strconv.ParseInt(string(v), 10, 64)
		return n, err == nil
	}
	return 0, false
}
