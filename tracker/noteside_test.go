package tracker

import (
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/engine/dsii"
	"ogretable/engine/ffot"
	"ogretable/templates"
)

// TestNoteSide: a note, whose event names no side, is logged as no side's
// in a game where every side acts in each phase (OGRE for DSII: "the units
// of both sides activate", not the first side's, as a note written by
// another program was in the issue 22 review), and as the side to play's
// where there is one (FFOTigers, the Ogre CRT's log, unchanged); a turn's
// end in OGRE for DSII is no side's too.
func TestNoteSide(t *testing.T) {
	cat, err := templates.Load(templates.Files(), "../templates/examples")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		variant engine.Variant
		before  []string
		line    string
		want    string
	}{
		{"OGRE for DSII", dsii.Variant, []string{"add dsii-mark-v as MK5 side ogre", "add heavy-tank as HT side defence"}, "note x", ""},
		{"OGRE for DSII's turn end", dsii.Variant, []string{"add dsii-mark-v as MK5 side ogre"}, "next", ""},
		{"FFOTigers", ffot.Variant, []string{"next", "next", "next", "next", "next"}, "note x", "defender"},
		{"the Ogre CRT", crt.Published, []string{"next", "next", "next", "next", "next"}, "note x", "defence"},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := newMemStore()
			s, err := Open(st, cat, Info{ID: 1, Name: c.name, Variant: c.variant, Scale: engine.Inches, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			run(t, s, c.before...)
			lines, err := s.Do(c.line)
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range lines {
				if l.Side != c.want {
					t.Errorf("%q logs %q on the side %q, want %q", c.line, l.Text, l.Side, c.want)
				}
			}
		})
	}
}

// TestAddedSide: a unit the referee puts in play in the other side's phase
// is logged on its own side, not the side to play's, in every system
// (issue 31, at the table: the Ogre CRT's log named the phase's owner).
func TestAddedSide(t *testing.T) {
	cat, err := templates.Load(templates.Files(), "../templates/examples")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		variant engine.Variant
		line    string
		want    string
	}{
		{"the Ogre CRT", crt.Published, "add heavy-tank x2 as HT side defence", "defence"},
		{"OGRE for DSII", dsii.Variant, "add heavy-tank as HT side defence", "defence"},
		{"FFOTigers", ffot.Variant, "add heavy-tank as HT side defender", "defender"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := Open(newMemStore(), cat, Info{ID: 1, Name: c.name, Variant: c.variant, Scale: engine.Inches, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			if side := s.State().CurrentSide(); side == c.want {
				t.Fatalf("the game opens in the %s's phase: the test needs the other side's", side)
			}
			lines, err := s.Do(c.line)
			if err != nil {
				t.Fatal(err)
			}
			log, err := s.Log()
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range append(lines, log...) {
				if l.Kind == string(engine.EventAdded) && l.Side != c.want {
					t.Errorf("%q logs %q on the side %q, want %q", c.line, l.Text, l.Side, c.want)
				}
			}
		})
	}
}
