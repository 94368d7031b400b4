package tracker

import (
	"encoding/json"
	"fmt"
	"ogretable/engine"
)

// snapStore is a memStore that also keeps snapshots, as db does: the
// latest of each game, saved only right after a command's last event. It
// counts the reads, so tests can tell a replay of the whole log from one
// of the events after a snapshot.
type snapStore struct {
	*memStore
	snaps       map[int64]engine.StoredSnapshot
	saves       []int64 // the event seqs of the snapshots saved, in order
	failSave    error   // when set, SaveSnapshot fails with it
	fullReads   int     // calls of Events
	tailReads   int     // calls of EventsAfter
	eventsRead  int     // events returned by Events and EventsAfter
	latestReads int     // calls of LatestSnapshot
	// failEach, when set, makes EachEvent fail with it after giving fn
	// failEachAfter events, as a log damaged part of the way does.
	failEach      error
	failEachAfter int
}

var (
	_ SnapshotStore = (*snapStore)(nil)
	_ StreamStore   = (*snapStore)(nil)
)

// EachEvent calls fn with each of the game's events after afterSeq, as
// EventsAfter returns them, counting the read as Events (afterSeq 0) or
// EventsAfter would: the session replays a whole log through it, with
// checkpoints.
func (m *snapStore) EachEvent(gameID, afterSeq int64, fn func(engine.LogEvent) error) error {
	var recs []engine.LogEvent
	if afterSeq <= 0 {
		var err error
		if recs, err = m.Events(gameID); err != nil {
			return err
		}
	} else {
		recs, _ = m.EventsAfter(gameID, afterSeq)
	}
	for i, r := range recs {
		if m.failEach != nil && i == m.failEachAfter {
			return m.failEach
		}
		if err := fn(r); err != nil {
			return err
		}
	}
	return nil
}

func newSnapStore() *snapStore {
	return &snapStore{memStore: newMemStore(), snaps: map[int64]engine.StoredSnapshot{}}
}

func (m *snapStore) Events(gameID int64) ([]engine.LogEvent, error) {
	recs, err := m.memStore.Events(gameID)
	m.mu.Lock()
	defer m.mu.Unlock()
	m.fullReads++
	m.eventsRead += len(recs)
	return recs, err
}

// EventsAfter returns the game's events after afterSeq, with VoidedBy set
// over them alone.
func (m *snapStore) EventsAfter(gameID, afterSeq int64) ([]engine.LogEvent, error) {
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

// SaveSnapshot keeps state as the game's latest snapshot, unless a later
// one is kept already.
func (m *snapStore) SaveSnapshot(gameID, eventSeq, commandSeq int64, state json.RawMessage) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.failSave != nil {
		return m.failSave
	}
	evs := m.events[gameID]
	if eventSeq < 1 || eventSeq > int64(len(evs)) || evs[eventSeq-1].CommandSeq != commandSeq ||
		eventSeq < int64(len(evs)) && evs[eventSeq].CommandSeq == commandSeq {
		return fmt.Errorf("snapstore: event %d is not the last event of command %d", eventSeq, commandSeq)
	}
	if !json.Valid(state) {
		return fmt.Errorf("snapstore: the snapshot is not JSON")
	}
	m.saves = append(m.saves, eventSeq)
	if old, ok := m.snaps[gameID]; !ok || old.EventSeq <= eventSeq {
		m.snaps[gameID] = engine.StoredSnapshot{EventSeq: eventSeq, CommandSeq: commandSeq, State: append(json.RawMessage(nil), state...)}
	}
	return nil
}

func (m *snapStore) LatestSnapshot(gameID int64) (engine.StoredSnapshot, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.latestReads++
	s, ok := m.snaps[gameID]
	return s, ok, nil
}

// counts returns the read counters and clears them.
func (m *snapStore) counts() (full, tail, events int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	full, tail, events = m.fullReads, m.tailReads, m.eventsRead
	m.fullReads, m.tailReads, m.eventsRead = 0, 0, 0
	return full, tail, events
}
