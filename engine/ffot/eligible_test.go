package ffot_test

import (
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
)

// labels returns the stands' labels.
func labels(us []*engine.Unit) []string {
	out := make([]string, len(us))
	for i, u := range us {
		out[i] = u.Label
	}
	return out
}

// TestFFOTEligibleStands: which stands may fire, fire in overwatch,
// over-run and pivot, as the forms offer them and the verbs refuse the
// others.
func TestFFOTEligibleStands(t *testing.T) {
	tb := newTable(t)
	tb.to("attacker", ffot.PhaseMovement)
	// The defender's INF1 used half its movement in its last turn, INF2 is
	// pinned, INF3 suppressed; the attacker's HT2 is pinned.
	tb.stand("INF1").Moved = ffot.MovedHalf
	tb.stand("INF2").Marker = ffot.Pinned
	tb.stand("INF3").Marker = ffot.Suppressed
	tb.stand("HT2").Marker = ffot.Pinned
	cases := []struct {
		name string
		got  []*engine.Unit
		want []string
	}{
		// 004 FFOTigers, step 9: "Non Phasing player may fire at moving
		// stands ... the overwatch stand must not of used more than 1/4 of its
		// movement in the last turn"; "Suppressed units can fire in overwatch";
		// pinned "may only fire as a result of being over-run".
		{"overwatch: the side not moving, a quarter or less, not pinned", ffot.Firers(tb.g, ffot.HowOverwatch), []string{"INF3", "DHT1"}},
		// 004 FFOTigers, step 3: "Attacker fires" after it moves.
		{"fire: none in the movement phase", ffot.Firers(tb.g, ffot.HowFire), nil},
		// 004 FFOTigers, step 11: "Units may attempt to enter enemy
		// locations"; pinned "may only retreat away from the enemy".
		{"over-run: the moving side, not pinned", ffot.Stands(tb.g, ffot.MayOverrun), []string{"HT1", "AI1"}},
		// 004 FFOTigers, step 10: "Non Phasing player may pivot a stand's
		// forward arc towards a moving stand".
		{"pivot: the side not moving", ffot.Stands(tb.g, ffot.MayPivot), []string{"INF1", "INF2", "INF3", "DHT1"}},
	}
	for _, c := range cases {
		if got := labels(c.got); !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
	// The verbs refuse what the lists leave out, with the same words.
	if err := ffot.MayFire(tb.g, tb.g.Unit("INF1"), ffot.HowOverwatch); err == nil || !strings.Contains(err.Error(), "no more than a quarter") {
		t.Errorf("INF1 in overwatch: %v", err)
	}
	tb.refused("overwatch INF1 at HT1 range 4", "no more than a quarter")
	tb.refused("overwatch INF2 at HT1 range 4", "is pinned and may not fire in overwatch")
	tb.refused("overrun HT2 at INF1", "is pinned")
	// "This may only be done once per non phasing stand."
	tb.must("pivot INF1")
	if got := labels(ffot.Stands(tb.g, ffot.MayPivot)); slices.Contains(got, "INF1") {
		t.Errorf("INF1 pivoted and is offered again: %v", got)
	}
	tb.refused("pivot INF1", "pivoted in this turn already")
	// 004 FFOTigers: "Phasing player stands that did not move or moved less
	// than half during the phasing turn may fire": HT2 is pinned.
	tb.must("move HT1 half")
	tb.to("attacker", ffot.PhaseFire)
	if got := labels(ffot.Firers(tb.g, ffot.HowFire)); !slices.Equal(got, []string{"AI1"}) {
		t.Errorf("fire in the attacker's fire phase: %v, want [AI1] (HT1 moved half, HT2 pinned)", got)
	}
	if got := labels(ffot.Firers(tb.g, ffot.HowOverwatch)); len(got) > 0 {
		t.Errorf("overwatch in the fire phase: %v, want none", got)
	}
}
