package db

import "ogretable/engine"

// The kinds of the events that void and restore commands.
const (
	KindUndo = "undo"
	KindRedo = "redo"
)

// markVoided sets VoidedBy on events, which are one game's events in seq
// order, by the rule documented on Events: engine.Voided's. The event_log
// view in migrations/0001_init.sql is the same rule in SQL: change both
// together.
func markVoided(events []engine.LogEvent) {
	var marks []engine.Mark
	for _, e := range events {
		if e.Kind != KindUndo && e.Kind != KindRedo {
			continue
		}
		n, ok := engine.MarkTarget(e.Payload)
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
