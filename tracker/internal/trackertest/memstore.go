package trackertest

import (
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"ogretable/tracker"
)

// MemStore is an in-memory Store for the tests: it keeps one game's
// commands and events and marks voided events by the rule of db.markVoided.
type MemStore struct {
	mu       sync.Mutex
	events   map[int64][]tracker.Record
	commands map[int64]int64 // game -> last command seq
	texts    map[int64][]string
}

// NewMemStore returns an empty store.
func NewMemStore() *MemStore {
	return &MemStore{events: map[int64][]tracker.Record{}, commands: map[int64]int64{}, texts: map[int64][]string{}}
}

// Events returns the game's events in order with VoidedBy filled in.
func (m *MemStore) Events(gameID int64) ([]tracker.Record, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]tracker.Record, len(m.events[gameID]))
	copy(out, m.events[gameID])
	markVoided(out)
	return out, nil
}

// Append stores one command's events, all or none.
func (m *MemStore) Append(gameID int64, text string, events []tracker.Record) (int64, []tracker.Record, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for i, e := range events {
		if e.Kind == "" {
			return 0, nil, fmt.Errorf("memstore: event %d of %q has no kind", i+1, text)
		}
	}
	seq := m.commands[gameID] + 1
	last := int64(len(m.events[gameID]))
	now := time.Now().UTC()
	stored := make([]tracker.Record, len(events))
	for i, e := range events {
		e.Seq, e.CommandSeq, e.VoidedBy = last+int64(i)+1, seq, 0
		if e.Time.IsZero() {
			e.Time = now
		}
		if e.Payload == nil {
			e.Payload = json.RawMessage("{}")
		}
		stored[i] = e
	}
	m.commands[gameID] = seq
	m.texts[gameID] = append(m.texts[gameID], text)
	m.events[gameID] = append(m.events[gameID], stored...)
	return seq, stored, nil
}

// markVoided sets VoidedBy on one game's events in seq order, the rule of
// db/void.go: an undo of command N voids every event of N unless N is
// already voided; a later redo of N restores it; marks aimed at commands
// that hold marks themselves, at later commands or at nothing are ignored.
func markVoided(events []tracker.Record) {
	holders := map[int64]bool{}
	voided := map[int64]int64{}
	for _, e := range events {
		if e.Kind != tracker.KindUndo && e.Kind != tracker.KindRedo {
			continue
		}
		holders[e.CommandSeq] = true
		n, ok := markTarget(e.Payload)
		if !ok || n < 1 || n >= e.CommandSeq || holders[n] {
			continue
		}
		switch {
		case e.Kind == tracker.KindUndo && voided[n] == 0:
			voided[n] = e.Seq
		case e.Kind == tracker.KindRedo:
			delete(voided, n)
		}
	}
	for i := range events {
		events[i].VoidedBy = voided[events[i].CommandSeq]
	}
}

// markTarget returns the command an undo or redo mark names, and whether
// it names one, as tracker reads its marks: {"command": N, ...}.
func markTarget(payload json.RawMessage) (int64, bool) {
	var m struct {
		Command int64 `json:"command"`
	}
	if json.Unmarshal(payload, &m) != nil || m.Command < 1 {
		return 0, false
	}
	return m.Command, true
}
