package db

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"ogretable/engine"
	"strings"
	"time"
)

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
		case hasControl(e.Side) || hasControl(e.Phase) || hasControl(e.Kind):
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
		e.Time, e.VoidedBy = storedTime(e.Time), 0
		out[i] = e
	}
	engine.MarkVoided(out)
	return out, nil
}

// importBatch is how many rows insertRows puts in one statement: well
// under SQLite's limit of 32,766 parameters.
const importBatch = 256

// insertRows runs insert (an INSERT ... VALUES) for n rows, importBatch
// rows a statement, each row's placeholders row and its values args(i).
func insertRows(tx *sql.Tx, insert, row string, n int, args func(i int) []any) error {
	for start := 0; start < n; start += importBatch {
		end := min(start+importBatch, n)
		var q strings.Builder
		q.WriteString(insert)
		var vals []any
		for i := start; i < end; i++ {
			if i > start {
				q.WriteString(", ")
			}
			q.WriteString(row)
			vals = append(vals, args(i)...)
		}
		if _, err := tx.Exec(q.String(), vals...); err != nil {
			return err
		}
	}
	return nil
}

// ImportGame stores a whole game, its commands and its events as given (a
// game exported from another database), in one transaction: all of it or,
// on any error, nothing. The game gets a new ID; its name, creation time
// (now, if zero), rules, scale, scenario, seed and options are kept, and
// so are the commands' seqs, times and texts and the events' seqs, times,
// turns, sides, phases, kinds and payloads, byte for byte. A game that
// CheckGame refuses is refused with its error, and nothing is written; so
// is a damaged file, as CreateGame refuses it.
//
// ImportGame returns the game as stored, with its Commands and LastPlayed,
// once it is durable on the disk.
func (d *DB) ImportGame(g Game, cmds []Command, events []engine.LogEvent) (Game, error) {
	if d.w == nil {
		return Game{}, d.readOnlyError()
	}
	evs, err := CheckGame(g, cmds, events)
	if err != nil {
		return Game{}, err
	}
	if len(g.Options) == 0 {
		g.Options = json.RawMessage("{}")
	}
	if g.Created.IsZero() {
		g.Created = time.Now()
	}
	g.Created = storedTime(g.Created)
	g.Options = append(json.RawMessage(nil), g.Options...)

	return d.storeGame("importing the game", g, cmds, evs)
}

// storeGame stores game g (Created and Options set), its commands and
// its events (as CheckGame returns them) in one transaction, once
// checkWhole has found the file whole, and returns g as stored: all of it,
// durable on the disk, or, on any error, nothing. what says what is being
// done, for the errors.
func (d *DB) storeGame(what string, g Game, cmds []Command, evs []engine.LogEvent) (Game, error) {
	tx, err := d.w.Begin() // BEGIN IMMEDIATE: see _txlock in openWriter
	if err != nil {
		return Game{}, d.fault(what, err)
	}
	defer tx.Rollback()
	if err := d.checkWhole(tx, what); err != nil {
		return Game{}, err
	}
	res, err := tx.Exec(`INSERT INTO games (name, created, rules, scale, scenario, seed, options)
		VALUES (?, ?, ?, ?, ?, ?, ?)`,
		g.Name, formatTime(g.Created), g.Rules, g.Scale, g.Scenario, g.Seed, string(g.Options))
	if err != nil {
		return Game{}, d.fault(what, err)
	}
	if g.ID, err = res.LastInsertId(); err != nil {
		return Game{}, d.fault(what, err)
	}
	g.LastPlayed = g.Created
	if len(cmds) > 0 {
		g.LastPlayed = storedTime(cmds[len(cmds)-1].Time)
	}
	// Many rows a statement: a game of 100,000 events goes in several
	// times faster than row by row.
	err = insertRows(tx, `INSERT INTO commands (game_id, seq, time, text) VALUES `, "(?, ?, ?, ?)", len(cmds),
		func(i int) []any {
			c := cmds[i]
			return []any{g.ID, c.Seq, formatTime(storedTime(c.Time)), c.Text}
		})
	if err != nil {
		return Game{}, d.fault(what, err)
	}
	err = insertRows(tx, `INSERT INTO events (game_id, seq, command_seq, time, turn, side, phase, kind, payload) VALUES `,
		"(?, ?, ?, ?, ?, ?, ?, ?, ?)", len(evs), func(i int) []any {
			e := evs[i]
			return []any{g.ID, e.Seq, e.CommandSeq, formatTime(e.Time), e.Turn, e.Side, e.Phase, e.Kind, string(e.Payload)}
		})
	if err != nil {
		if strings.Contains(err.Error(), "payload_json") {
			return Game{}, &GameError{Reason: "the payload of an event is not valid JSON"}
		}
		return Game{}, d.fault(what, err)
	}
	if err := tx.Commit(); err != nil {
		return Game{}, d.fault(what, err)
	}
	g.Commands = len(cmds)
	d.noteWhole(g.ID, int64(len(cmds)), int64(len(evs)))
	return g, nil
}
