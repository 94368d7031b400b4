package present_test

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/internal/trackertest"
	"ogretable/tracker/present"
)

// TestHeaderStanding: the header says at once that a game-ending condition
// is met, that the game has ended, or which victory class a side has met;
// with nothing met it says nothing more (ogretable, the quick game; 000 FAQ,
// Scenario: Gang Bang, OGRE Style, Victory Conditions).
func TestHeaderStanding(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	if c := present.StandingCells(s.State()); c != nil {
		t.Errorf("a new quick game: %v", c)
	}
	run(t, s, "override fire $O.main1 at CP1")
	if got := (present.Row{Cells: present.HeaderText(s.Info(), s.State(), 0)}).Text(); !strings.HasSuffix(got, " │ GAME ENDS: the command post is destroyed, ogre wins (end?)") {
		t.Errorf("header %q", got)
	}
	run(t, s, "end")
	got := present.Row{Cells: present.HeaderText(s.Info(), s.State(), 80)}.Text()
	if !strings.Contains(got, present.GlyphDestroyed+" GAME OVER: the command post is destroyed, ogre wins") {
		t.Errorf("header %q", got)
	}
	// The state opens with the result, and the standing after the units
	// does not say it again (issue 31.4).
	const result = "The game ended in turn 1: the command post is destroyed. The ogre wins (the command post is destroyed). \"undo\" reopens it."
	if r := present.ResultLine(s.State()); r != result {
		t.Errorf("result line %q", r)
	}
	var state strings.Builder
	if err := present.WriteState(&state, s.Info(), s.State()); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(state.String(), result+"\nGame ") || strings.Count(state.String(), result) != 1 {
		t.Errorf("state does not open with the result:\n%s", state.String())
	}
	for _, l := range present.StandingLines(s.State()) {
		if strings.Contains(l, "reopens") {
			t.Errorf("the standing repeats the result: %q", l)
		}
	}

	// 000 FAQ, Gang Bang: "Class D Failure ... Two Ogres disabled or
	// destroyed" is met and ends nothing.
	g, err := engine.NewGame(trackertest.Catalog(t), crt.Published, engine.Hexes, []string{"combine", "paneuropean"})
	if err != nil {
		t.Fatal(err)
	}
	g.Scenario = "gang-bang"
	for _, e := range []engine.Event{
		{Kind: engine.EventAdded, Unit: "MK6", Type: "mark-vi", Side: "combine"},
		{Kind: engine.EventAdded, Unit: "MK5", Type: "mark-v", Side: "combine"},
		{Kind: engine.EventAdded, Unit: "MK4", Type: "mark-iv", Side: "combine"},
		{Kind: engine.EventAdded, Unit: "REV", Type: "revener", Side: "paneuropean"},
		{Kind: engine.EventDestroyed, Unit: "MK5"},
		{Kind: engine.EventDestroyed, Unit: "MK4"},
	} {
		if err := g.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	if c := (present.Row{Cells: present.StandingCells(g)}).Text(); c != "Met: combine D" {
		t.Errorf("gang bang standing %q, want Met: combine D", c)
	}
}
