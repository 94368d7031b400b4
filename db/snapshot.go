package db

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"ogretable/engine"
	"time"
)

// lastSnapshotQuery reads a game's latest snapshot.
const lastSnapshotQuery = `SELECT event_seq, command_seq, time, state FROM snapshots
	WHERE game_id = ? ORDER BY event_seq DESC LIMIT 1`

// SaveSnapshot stores state as the game's state right after the event
// eventSeq, which must be the last event of the command commandSeq, so
// that a snapshot always falls between two commands. It replaces any
// snapshot of the game at an earlier event: a game keeps only its latest.
//
// A snapshot is a cache: unlike the log, it may be replaced or deleted, and
// a caller should treat a failure to save one as a lost optimisation, not a
// lost game. It errors, saving nothing, when the database is read-only
// (ErrReadOnly), the game does not exist (ErrNoGame), state is not valid
// JSON (ErrBadJSON), or eventSeq is not the last event of commandSeq
// (ErrBadSnapshot).
func (d *DB) SaveSnapshot(gameID, eventSeq, commandSeq int64, state json.RawMessage) error {
	if d.w == nil {
		return d.readOnlyError()
	}
	if !json.Valid(state) {
		return newError(ErrBadJSON, nil, "db: the snapshot of game %d at event %d is not valid JSON; nothing was saved", gameID, eventSeq)
	}
	tx, err := d.w.Begin()
	if err != nil {
		return d.fault("saving a snapshot", err)
	}
	defer tx.Rollback()
	if err := d.gameExists(tx, gameID); err != nil {
		return err
	}
	// The event must belong to the command, and the next event (if any)
	// to a later one.
	var cmdOf, nextCmd sql.NullInt64
	err = tx.QueryRow(`SELECT (SELECT command_seq FROM events WHERE game_id = ?1 AND seq = ?2),
		(SELECT command_seq FROM events WHERE game_id = ?1 AND seq = ?2 + 1)`, gameID, eventSeq).Scan(&cmdOf, &nextCmd)
	if err != nil {
		return d.fault("saving a snapshot", err)
	}
	if !cmdOf.Valid || cmdOf.Int64 != commandSeq || nextCmd.Valid && nextCmd.Int64 == commandSeq {
		return newError(ErrBadSnapshot, nil,
			"db: event %d of game %d is not the last event of command %d, so no snapshot can be saved there; nothing was saved", eventSeq, gameID, commandSeq)
	}
	if _, err := tx.Exec(`INSERT OR REPLACE INTO snapshots (game_id, event_seq, command_seq, time, state) VALUES (?, ?, ?, ?, ?)`,
		gameID, eventSeq, commandSeq, formatTime(time.Now()), string(state)); err != nil {
		return d.fault("saving a snapshot", err)
	}
	if _, err := tx.Exec(`DELETE FROM snapshots WHERE game_id = ?1
		AND event_seq < (SELECT max(event_seq) FROM snapshots WHERE game_id = ?1)`, gameID); err != nil {
		return d.fault("saving a snapshot", err)
	}
	return d.fault("saving a snapshot", tx.Commit())
}

// LatestSnapshot returns the game's latest snapshot and true, or false when
// it has none (a game that does not exist has none either, nor a file of a
// schema before snapshots, opened read-only).
func (d *DB) LatestSnapshot(gameID int64) (engine.StoredSnapshot, bool, error) {
	if d.lastSnapshot == nil {
		return engine.StoredSnapshot{}, false, nil
	}
	var s engine.StoredSnapshot
	var t, state string
	q, err := d.lastSnapshot.get()
	if err != nil {
		return engine.StoredSnapshot{}, false, d.fault("reading the snapshot", err)
	}
	err = q.QueryRow(gameID).Scan(&s.EventSeq, &s.CommandSeq, &t, &state)
	if errors.Is(err, sql.ErrNoRows) {
		return engine.StoredSnapshot{}, false, nil
	}
	if err != nil {
		return engine.StoredSnapshot{}, false, d.fault("reading the snapshot", err)
	}
	if s.Time, err = parseTime(t); err != nil {
		return engine.StoredSnapshot{}, false, d.corrupt(fmt.Sprintf("the snapshot of game %d at event %d has a bad time %q", gameID, s.EventSeq, t), err)
	}
	s.State = json.RawMessage(state)
	return s, true, nil
}
