package engine

import (
	"bytes"
	"encoding/json"
	"strconv"
)

// Mark is one undo or redo event of a game's log, as the undo rule reads
// it: where it stands in the log, which command holds it, and which
// command it names.
type Mark struct {
	Seq     int64 // the event's seq in the log
	Command int64 // the seq of the command that holds the event
	Undo    bool  // true for an undo, false for a redo
	Target  int64 // the seq of the command the event names; 0 when it names none
}

// Voided applies the undo rule to marks, every undo and redo event of one
// game's log in seq order, and returns the commands the marks leave voided,
// each with the Seq of the undo that voids it. It returns nil when no
// command is voided.
//
// The rule: a mark counts only if its Target is an earlier command
// (1 <= Target < Command) that holds no marks itself, so undo and redo
// commands are never voided and an undo of an undo is ignored (redo is the
// way back). A command's marks are read in order: an undo voids it if it
// stands, a redo restores it if it is voided, and either does nothing
// otherwise. So a command is voided when its last counted mark is an undo,
// voided by the first undo after its last redo.
//
// The event_log view in db/migrations/0001_init.sql states the same rule
// in SQL for readers of the file; db tests check that the two agree.
func Voided(marks []Mark) map[int64]int64 {
	var (
		holders map[int64]bool  // commands that hold marks
		voided  map[int64]int64 // command seq -> seq of the undo voiding it
	)
	for _, m := range marks {
		if holders == nil {
			holders = make(map[int64]bool)
		}
		holders[m.Command] = true
		// Every mark of an earlier command comes before m, so holders is
		// complete for the target.
		n := m.Target
		if n < 1 || n >= m.Command || holders[n] {
			continue
		}
		switch {
		case m.Undo && voided[n] == 0:
			if voided == nil {
				voided = make(map[int64]int64)
			}
			voided[n] = m.Seq
		case !m.Undo:
			delete(voided, n)
		}
	}
	if len(voided) == 0 {
		return nil
	}
	return voided
}

// MarkTarget returns the command that an undo or redo event's payload
// names, {"command": N}, and whether it names one: the Target of its Mark.
// Like SQLite's json_type and json_extract, which the event_log view reads
// it with, it matches the key exactly, takes its first occurrence, and
// accepts only an integer (no fraction, no exponent, none too big for 64
// bits); N may be any such integer, and Voided ignores one that names no
// earlier command.
func MarkTarget(payload []byte) (int64, bool) {
	// The payloads the program writes start with the key: read those
	// without a decoder, which costs more than the rest of a replay's
	// reading of its marks.
	if rest, ok := bytes.CutPrefix(payload, []byte(`{"command":`)); ok {
		i := 0
		if i < len(rest) && rest[i] == '-' {
			i++
		}
		j := i
		for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
			j++
		}
		if j > i && j < len(rest) && (rest[j] == ',' || rest[j] == '}') && (rest[i] != '0' || j == i+1) {
			n, err := strconv.ParseInt(string(rest[:j]), 10, 64)
			return n, err == nil
		}
	}
	return markTargetDecoded(payload)
}

// markTargetDecoded is MarkTarget for any payload, with a JSON decoder.
func markTargetDecoded(payload []byte) (int64, bool) {
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
