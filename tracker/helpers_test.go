package tracker

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/templates"
)

func catalog(t testing.TB) *engine.Catalog {
	t.Helper()
	cat, err := templates.Default()
	if err != nil {
		t.Fatalf("templates: %v", err)
	}
	return cat
}

// quickInfo is the quick game's details.
func quickInfo(scale engine.Scale) Info {
	return Info{ID: 1, Name: "Quick game", Variant: crt.Published, Scale: scale, Scenario: "quick", Seed: 42}
}

// openQuick opens the quick game on st, setting it up when st is empty, as
// a first start does.
func openQuick(t testing.TB, st Store, scale engine.Scale) *Session {
	t.Helper()
	cat := catalog(t)
	s, err := Open(st, cat, quickInfo(scale))
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	if len(s.Recent(1)) == 0 {
		lines, err := SetupCommands(cat, "quick")
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

// ogreOf returns the label the catalog gave the quick game's Ogre.
func ogreOf(s *Session) string {
	if u := crt.FirstOgre(s.State()); u != nil {
		return u.Label
	}
	return "$O"
}

// sub writes the quick game's Ogre's label for "$O" in text.
func sub(s *Session, text string) string { return strings.ReplaceAll(text, "$O", ogreOf(s)) }

// run runs command lines on a session ("$O" for its Ogre), failing on a
// refusal.
func run(t testing.TB, s *Session, lines ...string) {
	t.Helper()
	for _, l := range lines {
		l = sub(s, l)
		if _, err := s.Do(l); err != nil {
			t.Fatalf("%s: %v", l, err)
		}
	}
}

// nexts returns n "next" commands.
func nexts(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = "next"
	}
	return out
}

// openBare opens a game with no scenario on a new store and runs lines on
// it: a game whose units come in the order the test says.
func openBare(t *testing.T, lines ...string) *Session {
	t.Helper()
	s, err := Open(newMemStore(), catalog(t), Info{ID: 1, Name: "Bare", Variant: crt.Published, Scale: engine.Hexes, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, lines...)
	return s
}
