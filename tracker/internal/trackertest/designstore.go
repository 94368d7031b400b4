package trackertest

import (
	"sync"

	"ogretable/engine"
	"ogretable/tracker"
)

// DesignStore is a MemStore that keeps walker designs too, as the
// database does: a save adds a design, or replaces the one of its unit
// type id however it is capitalised.
type DesignStore struct {
	*MemStore
	mu      sync.Mutex
	designs []engine.WalkerDesign
}

var _ tracker.DesignStore = (*DesignStore)(nil)

// NewDesignStore returns an empty store with designs.
func NewDesignStore(designs ...engine.WalkerDesign) *DesignStore {
	return &DesignStore{MemStore: NewMemStore(), designs: designs}
}

// Save stores d, as the dashboard's Options.SaveWalker does, and says so.
func (m *DesignStore) Save(d engine.WalkerDesign) (string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for i, w := range m.designs {
		if engine.WalkerID(w.Name) == engine.WalkerID(d.Name) {
			m.designs[i] = d
			return "Saved " + d.Name + ".", nil
		}
	}
	m.designs = append(m.designs, d)
	return "Saved " + d.Name + ".", nil
}

// Saved returns the design a save of one named name would replace, as the
// dashboard's Options.SavedWalker does.
func (m *DesignStore) Saved(name string) (engine.WalkerDesign, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, w := range m.designs {
		if engine.WalkerID(w.Name) == engine.WalkerID(name) {
			return w, true, nil
		}
	}
	return engine.WalkerDesign{}, false, nil
}

// WalkerTypes returns the designs as unit types (tracker.DesignStore).
func (m *DesignStore) WalkerTypes() ([]*engine.UnitType, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]*engine.UnitType, len(m.designs))
	for i, d := range m.designs {
		out[i] = d.UnitType()
	}
	return out, nil
}
