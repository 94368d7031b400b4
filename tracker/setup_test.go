package tracker

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// TestSetupScenarios: the set-up of each scenario puts its forces and its
// objectives in play and opens its fixed point pools; random pools wait for
// "roll points".
func TestSetupScenarios(t *testing.T) {
	cat := catalog(t)
	for _, c := range []struct {
		source, scenario string
		want             []string // lines the set-up must hold
		pools            string
	}{
		// 000 FAQ, Scenario: Nuclear Hare and Hounds: the ice-breaker
		// Drubetskaya; the Combine's 10 + 1d6 x 10 points are rolled.
		{"000 FAQ, Nuclear Hare and Hounds", "hare-and-hounds", []string{"add ice-breaker x1 side paneuropean"}, ""},
		// 000 FAQ, Scenario: Gang Bang, OGRE Style: the auto-fac, and 150
		// points of local forces.
		{"000 FAQ, Gang Bang, OGRE Style", "gang-bang", []string{"add auto-fac x1 side paneuropean", "pool paneuropean 150"}, "paneuropean 150"},
		{"ogretable, the quick game", "quick", nil, ""},
	} {
		lines, err := SetupCommands(cat, c.scenario)
		if err != nil {
			t.Fatal(err)
		}
		joined := strings.Join(lines, "\n")
		for _, w := range c.want {
			if !strings.Contains(joined, w) {
				t.Errorf("%s: set-up %q lacks %q", c.source, lines, w)
			}
		}
		sc, _ := cat.Scenario(c.scenario)
		s, err := Open(newMemStore(), cat, Info{ID: 1, Variant: crt.Published, Scale: engine.Hexes, Scenario: sc.ID, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		run(t, s, lines...)
		var pools []string
		for side, p := range s.State().Pools {
			pools = append(pools, side+" "+engine.FormatNumber(p.Left()))
		}
		if strings.Join(pools, ",") != c.pools {
			t.Errorf("%s: pools %v, want %q", c.source, pools, c.pools)
		}
	}
	if got := GoalLine(mustScenario(t, "quick")); got != "Quick game: the ogre: destroy the command post; the defence: stop the Ogre: destroy it before it destroys the command post." {
		t.Errorf("GoalLine(quick) = %q", got)
	}
}

func mustScenario(t *testing.T, id string) *engine.Scenario {
	t.Helper()
	sc, err := catalog(t).Scenario(id)
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// TestEndAndUndoOfEnd: an ended game refuses every command but undo, which
// reopens it; the end is logged as an event.
func TestEndAndUndoOfEnd(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	run(t, s, "end the Ogre withdraws")
	if e := s.State().Ended; e == nil || e.Reason != "the Ogre withdraws" {
		t.Fatalf("ended %+v", e)
	}
	log, _ := s.Log()
	if last := log[len(log)-1]; last.Kind != string(engine.EventEnded) || last.Text != "The game ends in turn 1: the Ogre withdraws." {
		t.Errorf("last log line %+v", last)
	}
	for _, l := range []string{"next", "note after", "redo", "end again"} {
		if _, err := s.Do(l); err == nil {
			t.Errorf("%q accepted in an ended game", l)
		}
	}
	run(t, s, "undo")
	if s.State().Ended != nil {
		t.Fatal("undo did not reopen the game")
	}
	run(t, s, "next")
}

// TestResolveSetup: a scenario's set-up resolved in memory is what a
// session doing its commands one at a time stores, event for event; and
// a game stored with it opens to the same state (issue 21: the set-up goes
// into the file with the game, in one transaction).
func TestResolveSetup(t *testing.T) {
	cat := catalog(t)
	for _, scenario := range []string{"quick", "hare-and-hounds", "gang-bang"} {
		info := Info{ID: 1, Variant: crt.Published, Scale: engine.Hexes, Scenario: scenario, Seed: 9}
		lines, err := SetupCommands(cat, scenario)
		if err != nil {
			t.Fatal(err)
		}
		cmds, err := ResolveSetup(cat, info, lines)
		if err != nil {
			t.Fatalf("%s: %v", scenario, err)
		}
		done := newMemStore()
		s, err := Open(done, cat, info)
		if err != nil {
			t.Fatal(err)
		}
		run(t, s, lines...)
		want, _ := done.Events(1)
		stored := newMemStore()
		n := 0
		for i, c := range cmds {
			if c.Text != lines[i] {
				t.Errorf("%s: command %d is %q, want %q", scenario, i+1, c.Text, lines[i])
			}
			for _, r := range c.Records {
				if n >= len(want) || r.Seq != want[n].Seq || r.CommandSeq != int64(i+1) || r.Kind != want[n].Kind ||
					string(r.Payload) != string(want[n].Payload) || r.Turn != want[n].Turn || r.Side != want[n].Side || r.Phase != want[n].Phase {
					t.Fatalf("%s: event %d: %+v; the session stored %+v", scenario, n+1, r, want[min(n, len(want)-1)])
				}
				n++
			}
			if _, _, err := stored.Append(1, -1, c.Text, c.Records); err != nil {
				t.Fatal(err)
			}
		}
		if n != len(want) {
			t.Errorf("%s: %d events resolved, the session stored %d", scenario, n, len(want))
		}
		again, err := Open(stored, cat, info)
		if err != nil {
			t.Fatal(err)
		}
		if a, b := len(again.State().Units), len(s.State().Units); a != b || a == 0 {
			t.Errorf("%s: the stored set-up opens with %d units, the session's with %d", scenario, a, b)
		}
	}
	if _, err := ResolveSetup(cat, Info{ID: 1, Variant: crt.Published, Scale: engine.Hexes, Scenario: "quick"}, []string{"add mark-iii side ogre", "undo"}); err == nil {
		t.Error("a set-up that undoes was resolved")
	}
}
