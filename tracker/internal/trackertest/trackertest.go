// Package trackertest holds what the tests of the packages beside tracker
// (present, dashboard) share: the store in memory and the quick game. Only
// tests import it. tracker's own tests use the same store
// (tracker/memstore), which imports no tracker package.
package trackertest

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/templates"
	"ogretable/tracker"
	"ogretable/tracker/internal/cadence"
	"ogretable/tracker/memstore"
)

// Store is the tests' store in memory, the one every package's tests and
// fuzz targets share (tracker/memstore): a tracker.Store as the program's
// database is, with the walker designs the dashboard's designer saves
// (Save and Saved, as its Options.SaveWalker and SavedWalker).
type Store = memstore.Store

var _ tracker.Store = (*Store)(nil)

// NewStore returns an empty store keeping designs.
func NewStore(designs ...engine.Design) *Store { return memstore.New(designs...) }

// Catalog returns the embedded templates.
func Catalog(t testing.TB) *engine.Catalog {
	t.Helper()
	cat, err := templates.Default()
	if err != nil {
		t.Fatalf("templates: %v", err)
	}
	return cat
}

// QuickInfo is the quick game's details.
func QuickInfo(scale engine.Scale) tracker.Info {
	return tracker.Info{ID: 1, Name: "Quick game", Variant: crt.Published, Scale: scale, Scenario: "quick", Seed: 42}
}

// OpenQuick opens the quick game on st, setting it up when st is empty, as
// a first start does.
func OpenQuick(t testing.TB, st tracker.Store, scale engine.Scale) *tracker.Session {
	t.Helper()
	cat := Catalog(t)
	s, err := tracker.Open(st, cat, QuickInfo(scale))
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	if len(s.Recent(1)) == 0 {
		lines, err := tracker.SetupCommands(cat, "quick")
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range lines {
			if _, err := s.Do(l); err != nil {
				t.Fatalf("%s: %v", l, err)
			}
		}
	}
	return s
}

// OgreOf returns the label the catalog gave the quick game's Ogre: the
// first Ogre in play, else the first Ogre, else "$O".
func OgreOf(s *tracker.Session) string {
	first := ""
	for _, u := range s.State().Units {
		if !crt.IsOgre(u) {
			continue
		}
		if u.Alive() {
			return u.Label
		}
		if first == "" {
			first = u.Label
		}
	}
	if first == "" {
		return "$O"
	}
	return first
}

// Sub writes the quick game's Ogre's label for "$O" in text.
func Sub(s *tracker.Session, text string) string {
	return strings.ReplaceAll(text, "$O", OgreOf(s))
}

// Run runs command lines on a session ("$O" for its Ogre), failing on a
// refusal.
func Run(t testing.TB, s *tracker.Session, lines ...string) {
	t.Helper()
	for _, l := range lines {
		l = Sub(s, l)
		if _, err := s.Do(l); err != nil {
			t.Fatalf("%s: %v", l, err)
		}
	}
}

// Nexts returns n "next" commands.
func Nexts(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = "next"
	}
	return out
}

// SmallSnapshots makes sessions save a snapshot every n events for the
// test.
func SmallSnapshots(t testing.TB, n int64) {
	old := cadence.SnapshotEvery
	cadence.SnapshotEvery = n
	t.Cleanup(func() { cadence.SnapshotEvery = old })
}

// OpenBare opens a game of the default variant with no scenario on a new
// store and runs lines on it: a game whose units come in the order the
// test says.
func OpenBare(t testing.TB, lines ...string) *tracker.Session {
	t.Helper()
	s, err := tracker.Open(NewStore(), Catalog(t), tracker.Info{ID: 1, Name: "Bare", Variant: crt.Published, Scale: engine.Hexes, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	Run(t, s, lines...)
	return s
}
