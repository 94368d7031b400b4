package trackertest

import (
	"encoding/json"
	"fmt"

	"ogretable/engine"
	"ogretable/tracker"
)

// SnapStore is a MemStore that also keeps snapshots, as db does: the
// latest of each game, saved only right after a command's last event. It
// counts the reads, so tests can tell a replay of the whole log from one
// of the events after a snapshot.
type SnapStore struct {
	*MemStore
	snaps      map[int64]engine.StoredSnapshot
	fullReads  int // calls of Events
	tailReads  int // calls of EventsAfter
	eventsRead int // events returned by Events and EventsAfter
}

var (
	_ tracker.SnapshotStore = (*SnapStore)(nil)
	_ tracker.StreamStore   = (*SnapStore)(nil)
)

// NewSnapStore returns an empty store that keeps snapshots.
func NewSnapStore() *SnapStore {
	return &SnapStore{MemStore: NewMemStore(), snaps: map[int64]engine.StoredSnapshot{}}
}

// Events returns the game's events in order, counting the read.
func (m *SnapStore) Events(gameID int64) ([]engine.LogEvent, error) {
	recs, err := m.MemStore.Events(gameID)
	m.mu.Lock()
	defer m.mu.Unlock()
	m.fullReads++
	m.eventsRead += len(recs)
	return recs, err
}

// EventsAfter returns the game's events after afterSeq, with VoidedBy set
// over them alone.
func (m *SnapStore) EventsAfter(gameID, afterSeq int64) ([]engine.LogEvent, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.tailReads++
	var out []engine.LogEvent
	for _, e := range m.events[gameID] {
		if e.Seq > afterSeq {
			out = append(out, e)
		}
	}
	engine.MarkVoided(out)
	m.eventsRead += len(out)
	return out, nil
}

// EachEvent calls fn with each of the game's events after afterSeq, as
// EventsAfter returns them, counting the read as Events (afterSeq 0) or
// EventsAfter would, and stops at fn's first error.
func (m *SnapStore) EachEvent(gameID, afterSeq int64, fn func(engine.LogEvent) error) error {
	var recs []engine.LogEvent
	if afterSeq <= 0 {
		var err error
		if recs, err = m.Events(gameID); err != nil {
			return err
		}
	} else {
		recs, _ = m.EventsAfter(gameID, afterSeq)
	}
	for _, r := range recs {
		if err := fn(r); err != nil {
			return err
		}
	}
	return nil
}

// SaveSnapshot keeps state as the game's latest snapshot, unless a later
// one is kept already.
func (m *SnapStore) SaveSnapshot(gameID, eventSeq, commandSeq int64, state json.RawMessage) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	evs := m.events[gameID]
	if eventSeq < 1 || eventSeq > int64(len(evs)) || evs[eventSeq-1].CommandSeq != commandSeq ||
		eventSeq < int64(len(evs)) && evs[eventSeq].CommandSeq == commandSeq {
		return fmt.Errorf("snapstore: event %d is not the last event of command %d", eventSeq, commandSeq)
	}
	if !json.Valid(state) {
		return fmt.Errorf("snapstore: the snapshot is not JSON")
	}
	if old, ok := m.snaps[gameID]; !ok || old.EventSeq <= eventSeq {
		m.snaps[gameID] = engine.StoredSnapshot{EventSeq: eventSeq, CommandSeq: commandSeq, State: append(json.RawMessage(nil), state...)}
	}
	return nil
}

// LatestSnapshot returns the game's latest snapshot, if it has one.
func (m *SnapStore) LatestSnapshot(gameID int64) (engine.StoredSnapshot, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	s, ok := m.snaps[gameID]
	return s, ok, nil
}

// Counts returns the read counters and clears them.
func (m *SnapStore) Counts() (full, tail, events int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	full, tail, events = m.fullReads, m.tailReads, m.eventsRead
	m.fullReads, m.tailReads, m.eventsRead = 0, 0, 0
	return full, tail, events
}
