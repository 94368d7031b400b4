package tracker

import (
	"encoding/json"
	"errors"

	"ogretable/engine"
	"ogretable/tracker/memstore"
)

// The tests' store is the one in memory that every package's tests share
// (tracker/memstore); it is a Store as the program's database is.
var _ Store = (*memstore.Store)(nil)

// newMemStore returns an empty store in memory.
func newMemStore() *memstore.Store { return memstore.New() }

// replayOnly is a store whose snapshots are hidden, so that a session on
// it replays the whole log, and saves none: another program that keeps
// no snapshots, or the replay a snapshot is checked against.
type replayOnly struct{ *memstore.Store }

// LatestSnapshot says that the game has no snapshot.
func (replayOnly) LatestSnapshot(int64) (engine.StoredSnapshot, bool, error) {
	return engine.StoredSnapshot{}, false, nil
}

// SaveSnapshot keeps nothing.
func (replayOnly) SaveSnapshot(int64, int64, int64, json.RawMessage) error {
	return errors.New("replayOnly: the store keeps no snapshot here")
}

// eventsOf returns the events st holds of game, as stored.
func eventsOf(st *memstore.Store, game int64) []engine.LogEvent {
	_, evs := st.Log(game)
	return evs
}

// snapOf returns the latest snapshot st holds of game, the zero one when
// none.
func snapOf(st *memstore.Store, game int64) engine.StoredSnapshot {
	s, _ := st.Kept(game)
	return s
}
