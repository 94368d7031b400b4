package trackertest

import (
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"ogretable/engine"
)

// MemStore is an in-memory Store for the tests: it keeps one game's
// commands and events and marks voided events by the undo rule (engine.MarkVoided).
type MemStore struct {
	mu       sync.Mutex
	events   map[int64][]engine.LogEvent
	commands map[int64]int64 // game -> last command seq
	texts    map[int64][]string
}

// NewMemStore returns an empty store.
func NewMemStore() *MemStore {
	return &MemStore{events: map[int64][]engine.LogEvent{}, commands: map[int64]int64{}, texts: map[int64][]string{}}
}

// Events returns the game's events in order with VoidedBy filled in.
func (m *MemStore) Events(gameID int64) ([]engine.LogEvent, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]engine.LogEvent, len(m.events[gameID]))
	copy(out, m.events[gameID])
	engine.MarkVoided(out)
	return out, nil
}

// EventsAfter returns the game's events after afterSeq, with VoidedBy set
// over them alone.
func (m *MemStore) EventsAfter(gameID, afterSeq int64) ([]engine.LogEvent, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []engine.LogEvent
	for _, e := range m.events[gameID] {
		if e.Seq > afterSeq {
			out = append(out, e)
		}
	}
	engine.MarkVoided(out)
	return out, nil
}

// Append stores one command's events, all or none, if the game's last
// event is after (a negative after: wherever the log ends); else it returns
// an error matching engine.ErrMovedOn.
func (m *MemStore) Append(gameID, after int64, text string, events []engine.LogEvent) (int64, []engine.LogEvent, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if last := int64(len(m.events[gameID])); after >= 0 && last != after {
		return 0, nil, fmt.Errorf("memstore: the log ends at event %d, not %d: %w", last, after, engine.ErrMovedOn)
	}
	for i, e := range events {
		if e.Kind == "" {
			return 0, nil, fmt.Errorf("memstore: event %d of %q has no kind", i+1, text)
		}
	}
	seq := m.commands[gameID] + 1
	last := int64(len(m.events[gameID]))
	now := time.Now().UTC()
	stored := make([]engine.LogEvent, len(events))
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

// Commands returns the text of each of the game's commands, in order: the
// command of seq n is the nth.
func (m *MemStore) Commands(gameID int64) []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]string(nil), m.texts[gameID]...)
}
