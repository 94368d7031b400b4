package record

import (
	"encoding/json"
	"errors"
	"fmt"

	"ogretable/engine"
)

// The errors below are the faults a caller may want to tell apart, for
// example to choose an exit code. The errors package db returns read as
// whole sentences naming the file and what to do; test them with errors.Is
// against these values, never by their text.
var (
	// ErrNoDatabase means there is no database file at the path, or an
	// empty one, and Open was not asked to create it.
	ErrNoDatabase = errors.New("db: no database")

	// ErrDamaged means the file is not an SQLite database at all, or is
	// one that is truncated or corrupt: SQLite cannot read a page of it,
	// or a game's log or commands read back shorter, or with a gap, than
	// the game says they are.
	ErrDamaged = errors.New("db: not an ogretable database or damaged")

	// ErrForeign means the file is an SQLite database that belongs to some
	// other program.
	ErrForeign = errors.New("db: database of another program")

	// ErrNewerSchema means the file was written by a newer ogretable whose
	// schema this build does not know.
	ErrNewerSchema = errors.New("db: newer schema")

	// ErrOlderSchema means the file needs a schema upgrade that a
	// read-only DB cannot make.
	ErrOlderSchema = errors.New("db: older schema")

	// ErrReadOnly means a write was refused: the DB was opened with
	// ReadOnly, or the file or its directory cannot be written.
	ErrReadOnly = errors.New("db: read-only")

	// ErrDiskFull means the disk holding the database is full.
	ErrDiskFull = errors.New("db: disk full")

	// ErrNoGame means no game has the id asked for (or, from LatestGame,
	// that there is no game at all).
	ErrNoGame = errors.New("db: no such game")

	// ErrBadJSON means a payload or a game's options were not valid JSON.
	ErrBadJSON = errors.New("db: not valid JSON")

	// ErrBadEvent means an event given to Append lacks its kind.
	ErrBadEvent = errors.New("db: bad event")

	// ErrBadSnapshot means a snapshot given to SaveSnapshot does not fall
	// right after the last event of the command it names.
	ErrBadSnapshot = errors.New("db: bad snapshot")
)

// ErrNoDesign means no walker design has the name or id asked for.
var ErrNoDesign = errors.New("db: no such walker design")

// ErrBadDesign means a walker design given to SaveWalker has problems
// (engine.Design.Problems), and nothing was saved.
var ErrBadDesign = errors.New("db: bad walker design")

// ErrBadGame means a game given to ImportGame or CheckGame cannot be stored
// as given: its commands or events do not run 1, 2, 3... with no gap, an
// event names a command the game does not have, or a field is not what the
// database keeps. Such an error is a *GameError, which says what is at
// fault.
var ErrBadGame = errors.New("db: bad game to import")

// GameError is the error of ImportGame and CheckGame for a game that
// cannot be stored as given. Command and Event are the seqs of the command
// and the event at fault (Event 0 when the fault is in a command, both 0
// when it is in the game itself), so that a caller reading a file can name
// the line they came from.
type GameError struct {
	Command, Event int64
	Reason         string // the sentence for a person, without the package prefix
}

// Error returns the reason with the package prefix.
func (e *GameError) Error() string { return "db: " + e.Reason }

// Sentence returns the reason, for a person.
func (e *GameError) Sentence() string { return e.Reason }

// Unwrap returns ErrBadGame.
func (e *GameError) Unwrap() error { return ErrBadGame }

func badCommand(seq int64, format string, args ...any) error {
	return &GameError{Command: seq, Reason: fmt.Sprintf(format, args...)}
}

func badEvent(e engine.LogEvent, format string, args ...any) error {
	return &GameError{Command: e.CommandSeq, Event: e.Seq, Reason: fmt.Sprintf(format, args...)}
}

// CheckGame checks a whole game as ImportGame would store it, without a
// database, and returns its events as Events would read them back: times in
// UTC to the millisecond (a zero time becomes its command's), an empty
// payload "{}", and VoidedBy set by the rule of Events. It refuses, with a
// *GameError matching ErrBadGame, a game whose options are not a JSON
// value; commands whose seqs do not run 1 to N in order; events whose seqs
// do not run 1 to M in order, that name a command the game does not have or
// an earlier command than the event before them, that lack a kind, that
// hold a control character in their side, phase or kind, or whose payload
// is not valid JSON. g's ID, Commands and LastPlayed are ignored.
func CheckGame(g Game, cmds []Command, events []engine.LogEvent) ([]engine.LogEvent, error) {
	if len(g.Options) > 0 && !json.Valid(g.Options) {
		return nil, &GameError{Reason: fmt.Sprintf("the options of game %q are not valid JSON", g.Name)}
	}
	for i, c := range cmds {
		if want := int64(i) + 1; c.Seq != want {
			return nil, badCommand(c.Seq, "command %d comes where command %d should (commands are numbered 1, 2, 3... with no gap)", c.Seq, want)
		}
	}
	out := make([]engine.LogEvent, len(events))
	last := int64(0) // the command of the event before
	for i, e := range events {
		if want := int64(i) + 1; e.Seq != want {
			return nil, badEvent(e, "event %d comes where event %d should (events are numbered 1, 2, 3... with no gap)", e.Seq, want)
		}
		switch {
		case e.CommandSeq < 1 || e.CommandSeq > int64(len(cmds)):
			return nil, badEvent(e, "event %d names command %d, which the game does not have (it has %d)", e.Seq, e.CommandSeq, len(cmds))
		case e.CommandSeq < last:
			return nil, badEvent(e, "event %d of command %d comes after an event of command %d (a command's events follow those of the command before)", e.Seq, e.CommandSeq, last)
		case e.Kind == "":
			return nil, badEvent(e, "event %d has no kind", e.Seq)
		case HasControl(e.Side) || HasControl(e.Phase) || HasControl(e.Kind):
			return nil, badEvent(e, "event %d has a control character in its side, phase or kind (%q, %q, %q)", e.Seq, e.Side, e.Phase, e.Kind)
		}
		last = e.CommandSeq
		if len(e.Payload) == 0 {
			e.Payload = json.RawMessage("{}")
		} else if !json.Valid(e.Payload) {
			return nil, badEvent(e, "the payload of event %d (%s) is not valid JSON", e.Seq, e.Kind)
		} else {
			e.Payload = append(json.RawMessage(nil), e.Payload...) // the caller's slice stays the caller's
		}
		if e.Time.IsZero() {
			e.Time = cmds[e.CommandSeq-1].Time
		}
		e.Time, e.VoidedBy = StoredTime(e.Time), 0
		out[i] = e
	}
	engine.MarkVoided(out)
	return out, nil
}
