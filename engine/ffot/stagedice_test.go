package ffot_test

import (
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
)

// TestFFOTNeedsAfterTypedDice: a fire's later rolls are found from the dice
// typed so far, stage by stage (issue 23, typing the table's dice): 004
// FFOTigers, "Players roll to hit ... The defender rolls any saving throws
// for status or terraign. Then hits are rolled for effects." HT1, veteran,
// at INF1 in forest at range 8: "MEDIUM RANGE HITS ON A MODIFIED 4+",
// veteran +1: 3+ on ROF 1+1 dice; "Stands in Forests ... save on a roll of
// 4+"; pen 5 - armour 0 = 5, "an effects die for every point of difference
// above 1": 4 dice for each unsaved hit.
func TestFFOTNeedsAfterTypedDice(t *testing.T) {
	cases := []struct {
		name  string
		typed []int
		want  []int // the dice of each roll known
		more  bool
	}{
		{"nothing typed: the to-hit dice, more to follow", nil, []int{2}, true},
		{"one to-hit die of two: still the to-hit dice", []int{3}, []int{2}, true},
		{"two hits: a save each, more to follow", []int{3, 5}, []int{2, 2}, true},
		{"one save typed of two: still the saves", []int{3, 5, 4}, []int{2, 2}, true},
		{"one hit unsaved: its 4 effect dice, nothing more", []int{3, 5, 4, 2}, []int{2, 2, 4}, false},
		{"both hits unsaved: 8 effect dice", []int{3, 5, 1, 2}, []int{2, 2, 8}, false},
		{"both hits saved: no effect dice", []int{3, 5, 4, 6}, []int{2, 2}, false},
		{"one hit: one save", []int{1, 6}, []int{2, 1}, true},
		{"both miss: nothing more", []int{1, 2}, []int{2}, false},
		{"every die typed", []int{3, 5, 4, 2, 1, 2, 3, 1}, []int{2, 2, 4}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t)
			tb.must("terrain INF1 forest")
			tb.to("attacker", ffot.PhaseFire)
			cmd, err := tb.g.ParseCommand("fire HT1 at INF1 range 8")
			if err != nil {
				t.Fatal(err)
			}
			needs, more, err := engine.NeedsAfter(tb.g, cmd, c.typed, engine.NewSeeded(7, 1))
			if err != nil {
				t.Fatal(err)
			}
			var got []int
			for _, n := range needs {
				got = append(got, n.Count)
			}
			if !slices.Equal(got, c.want) || more != c.more {
				t.Errorf("after %v: %s (more %v), want the dice %v (more %v)", c.typed, engine.NeedsText(needs), more, c.want, c.more)
			}
			// The rolls are in 004's order: to hit, saves, effects.
			for i, w := range []string{"to hit", "to save", "for the effects"}[:len(needs)] {
				if !strings.HasPrefix(needs[i].For, w) {
					t.Errorf("roll %d is %q, want %s", i+1, needs[i].For, w)
				}
			}
		})
	}
}

// TestFFOTNeedsAfterRefusesADieNotOnIt: a typed value is checked against
// its own die, and the game is left as it was.
func TestFFOTNeedsAfterRefusesADieNotOnIt(t *testing.T) {
	tb := newTable(t)
	tb.to("attacker", ffot.PhaseFire)
	cmd, err := tb.g.ParseCommand("fire HT1 at INF1 range 8")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := engine.NeedsAfter(tb.g, cmd, []int{3, 7}, engine.NewSeeded(7, 1)); err == nil || !strings.Contains(err.Error(), "7 is not on a d6 (the roll to hit, 3+ each)") {
		t.Errorf("a 7 typed: %v, want it refused on its die", err)
	}
	// Nothing was kept: the fire still runs with every die.
	tb.must("fire HT1 at INF1 range 8", 1, 1)
}

// TestFFOTTooFewDiceSaysWhich: typing too few dice for a fire is refused
// with the rolls the typed dice lead to, in order (issue 23): two hits on
// INF1 in forest need two saves (004 FFOTigers, as above).
func TestFFOTTooFewDiceSaysWhich(t *testing.T) {
	tb := newTable(t)
	tb.must("terrain INF1 forest")
	tb.to("attacker", ffot.PhaseFire)
	tb.refused("fire HT1 at INF1 range 8", "needs 4 dice but 3 dice typed: roll 2d6 to hit, 3+ each, then roll 2d6 to save the hits, 4+ each", 3, 5, 4)
	tb.refused("fire HT1 at INF1 range 8", "needs 8 dice but 5 dice typed: roll 2d6 to hit, 3+ each, then roll 2d6 to save the hits, 4+ each, then roll 4d6 for the effects", 3, 5, 4, 2, 1)
}
