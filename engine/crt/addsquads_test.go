package crt_test

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// TestAddSquads checks the CRT's own word of "add" and "buy", "squads N":
// an infantry stack holds 1 to 3 squads (000 FAQ, Infantry: squads stack
// three to a stack), one when none is given, and no other unit comes in
// squads.
func TestAddSquads(t *testing.T) {
	for _, c := range []struct {
		name, line string
		squads     int    // of the unit added, when it is added
		refused    string // part of the refusal, else ""
		text       string // part of the added event's text
	}{
		// 000 FAQ, Infantry
		{"three squads", "add infantry as I squads 3", 3, "", "I (Infantry Squad, 3 squads) joins the defence."},
		// 000 FAQ, Infantry
		{"one squad when none is given", "add infantry as I", 1, "", "I (Infantry Squad) joins the defence."},
		// 000 FAQ, Infantry: three to a stack
		{"four squads are refused", "add infantry as I squads 4", 0, "an infantry stack holds 1 to 3 squads, not \"4\"", ""},
		{"squads before as", "add infantry squads 2 as I", 2, "", "I (Infantry Squad, 2 squads) joins the defence."},
		{"a word for its value", "add infantry as I squads many", 0, "an infantry stack holds 1 to 3 squads, not \"many\"", ""},
		{"no value", "add infantry as I squads", 0, "\"squads\" needs a value after it; write \"add TYPE [xN] [as LABEL] [side SIDE] [squads N]\"", ""},
		// 000 FAQ, Infantry: only infantry come in squads
		{"a tank in squads is refused", "add heavy-tank as I squads 2", 0, "only infantry come in squads, and Heavy Tank is not infantry", ""},
		// "as" takes the word as its value: a label, refused as a word of the language.
		{"a label that is the word", "add heavy-tank as squads", 0, "SQUADS cannot be a label", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := engine.NewGame(catalog(t), crt.Published, engine.Hexes, nil)
			if err != nil {
				t.Fatal(err)
			}
			cmd, err := g.ParseCommand(c.line)
			var evs []engine.Event
			if err == nil {
				evs, err = engine.Resolve(g, cmd, engine.NewSeeded(1, 0))
			}
			if c.refused != "" {
				if err == nil || !strings.Contains(err.Error(), c.refused) {
					t.Fatalf("%q: err = %v, want a refusal saying %q", c.line, err, c.refused)
				}
				return
			}
			if err != nil {
				t.Fatalf("%q: %v", c.line, err)
			}
			for _, e := range evs {
				if e.Kind != engine.EventAdded {
					continue
				}
				if e.Squads != c.squads || !strings.Contains(e.Text, c.text) {
					t.Errorf("%q: added %q with %d squads, want %q with %d", c.line, e.Text, e.Squads, c.text, c.squads)
				}
				return
			}
			t.Fatalf("%q: no unit added (%v)", c.line, evs)
		})
	}
}

// TestAddSyntaxShowsSquads checks that the CRT's help gives "add" with its
// own word, squads, and that its label words include it.
func TestAddSyntaxShowsSquads(t *testing.T) {
	g, err := engine.NewGame(catalog(t), crt.Published, engine.Hexes, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := "add TYPE [xN] [as LABEL] [side SIDE] [squads N]"
	if got := g.Verb(engine.VerbAdd).Syntax; got != want {
		t.Errorf("add's syntax = %q, want %q", got, want)
	}
	if got := engine.SyntaxOf(engine.VerbAdd); got != want {
		t.Errorf("SyntaxOf(add) = %q, want %q (the default system's)", got, want)
	}
	if got := g.VerbsOf()[0].Syntax; got != want {
		t.Errorf("help's add = %q, want %q", got, want)
	}
}
