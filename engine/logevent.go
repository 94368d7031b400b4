package engine

import (
	"context"
	"encoding/json"
	"errors"
	"time"
)

// LogEvent is one event as a game's battle log keeps it: the one record
// the database stores (db), the session replays and appends (tracker), the
// sheets print and an export file carries. Seq numbers the game's events
// 1, 2, 3... across commands, CommandSeq is the command that caused it,
// Turn, Side and Phase are the game's when it was applied, Kind is the
// event's kind (or "undo" and "redo" for the undo marks), and Payload the
// Event as JSON, kept byte for byte. VoidedBy is the Seq of the undo event
// that currently voids its command (Voided's rule), 0 while it stands.
type LogEvent struct {
	Seq        int64
	CommandSeq int64
	Time       time.Time
	Turn       int
	Side       string
	Phase      string
	Kind       string
	Payload    json.RawMessage
	VoidedBy   int64
}

// StoredSnapshot is a game's state as a store keeps it, saved right after
// one of its events, EventSeq, the last event of the command CommandSeq:
// the JSON of Game.Snapshot, and when it was saved (UTC, to the
// millisecond). It is a cache of what replaying the events up to EventSeq
// rebuilds, never the source of truth: the events are.
type StoredSnapshot struct {
	EventSeq   int64
	CommandSeq int64
	Time       time.Time
	State      json.RawMessage
}

// ErrMovedOn says that another program appended to a game's log between a
// reader's last read and its append, and nothing was written: the store's
// append returns an error matching it, and the session and the screens
// tell it apart from other faults with errors.Is.
var ErrMovedOn = errors.New("engine: the game moved on in another program")

// ErrLocked says that another program held the store's write lock for
// longer than the store waits, and nothing was written: the store's append
// returns an error matching it, and a screen may try again.
var ErrLocked = errors.New("engine: the battle log is held by another program")

// ErrGivenUp says that an append was given up (its context was done)
// before it was durable, and nothing was written: the store's append
// returns an error matching it.
var ErrGivenUp = errors.New("engine: the command was given up")

// waitNoticeKey is the context key of WithWaitNotice.
type waitNoticeKey struct{}

// WithWaitNotice returns ctx carrying fn, which a store's append calls
// once, on another goroutine, when it starts waiting for another program's
// write lock: a screen says then what it waits for.
func WithWaitNotice(ctx context.Context, fn func()) context.Context {
	return context.WithValue(ctx, waitNoticeKey{}, fn)
}

// WaitNotice returns the function WithWaitNotice put in ctx, nil for none.
func WaitNotice(ctx context.Context) func() {
	fn, _ := ctx.Value(waitNoticeKey{}).(func())
	return fn
}

// The kinds of the log's undo and redo marks: LogEvents whose payload is
// {"command": N, ...}, the command the mark voids or restores (MarkTarget).
const (
	MarkUndo = "undo"
	MarkRedo = "redo"
)

// IsMark reports whether e is an undo or redo mark.
func (e LogEvent) IsMark() bool { return e.Kind == MarkUndo || e.Kind == MarkRedo }

// MarkVoided sets VoidedBy on events, one game's events in seq order (the
// whole log, or a run of it read alone), by the undo rule (Voided): the seq
// of the undo that voids each event's command, 0 while it stands. A mark
// that names no command still counts as its command's mark.
func MarkVoided(events []LogEvent) {
	var marks []Mark
	for _, e := range events {
		if !e.IsMark() {
			continue
		}
		n, ok := MarkTarget(e.Payload)
		if !ok {
			n = 0
		}
		marks = append(marks, Mark{Seq: e.Seq, Command: e.CommandSeq, Undo: e.Kind == MarkUndo, Target: n})
	}
	voided := Voided(marks)
	for i := range events {
		events[i].VoidedBy = voided[events[i].CommandSeq]
	}
}
