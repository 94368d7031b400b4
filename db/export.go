package db

import (
	"database/sql"
	"encoding/json"
	"ogretable/engine"
	"strings"
	"time"
)

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
	d.kept.Store(true)
	g.Commands = len(cmds)
	d.noteWhole(g.ID, int64(len(cmds)), int64(len(evs)))
	return g, nil
}
