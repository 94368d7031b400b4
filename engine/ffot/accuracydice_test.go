package ffot_test

import (
	"encoding/json"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
)

// configured returns a game configured with options ("": none, as an old
// game has), as a session does before the first event, with an average
// spotter and average artillery for the attacker.
func configured(t *testing.T, options string) *play {
	t.Helper()
	p := newPlay(t)
	if err := p.g.System().(engine.Configurer).Configure(p.g, json.RawMessage(options)); err != nil {
		t.Fatalf("Configure(%s): %v", options, err)
	}
	for _, l := range []string{
		"add mobile-howitzer x2 as ART side attacker", "add heavy-tank as SPOT side attacker",
		"add heavy-tank as HT side defender", "add infantry-squad as INF side defender",
		"unit arty ART1,ART2 quality average", "unit recce SPOT quality average",
		"unit tanks HT quality average", "unit foot INF quality green", "terrain INF forest",
	} {
		p.must(l)
	}
	return p
}

// TestFFOTAccuracyDice: the accuracy roll is on the dice the game was
// created with: 1d6 when its options give none (NoteAccuracyDice), 2d6
// when they say so; both the placing line and the landing roll say them.
func TestFFOTAccuracyDice(t *testing.T) {
	cases := []struct {
		name, options string
		dice          int
		land          []int
		placed, lands string
		state         string
	}{
		// 004 FFOTigers, ARTILLERY ACCURACY: an average spotter +2, average
		// artillery +0; "Any modified result of 10+ hits": 8+ on 1d6, none.
		{"no options: 1d6", "", 1, []int{6, 1, 3}, "on 8+ on 1d6 (modifier +2), 0.0%",
			"accuracy 6 +2 = 8, 10+ hits", ffot.BarrageScatter},
		{"1d6 said", `{"accuracy_dice":1}`, 1, []int{6, 1, 3}, "on 8+ on 1d6 (modifier +2), 0.0%",
			"accuracy 6 +2 = 8, 10+ hits", ffot.BarrageScatter},
		// On 2d6, 8+ is 15 of 36: 41.7%; 5+3 +2 = 10 hits.
		{"2d6", `{"accuracy_dice":2}`, 2, []int{5, 3}, "on 8+ on 2d6 (modifier +2), 41.7%",
			"lands on target at hill: accuracy 5+3 (2d6) +2 = 10, 10+ hits", ffot.BarrageOn},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := configured(t, c.options)
			if got := ffot.AccuracyDiceOf(p.g); got != c.dice {
				t.Errorf("AccuracyDiceOf: %d, want %d", got, c.dice)
			}
			evs := p.must("barrage ART1,ART2 at hill spotter SPOT")
			if !strings.Contains(evs[0].Text, c.placed) {
				t.Errorf("the barrage says %q, want %q", evs[0].Text, c.placed)
			}
			for range 7 { // to the defender's barrage phase
				p.must("next")
			}
			evs = p.must("land B1", c.land...)
			if !strings.Contains(evs[0].Text, c.lands) {
				t.Errorf("the landing says %q, want %q", evs[0].Text, c.lands)
			}
			if b := ffot.GameOf(p.g).Barrage("B1"); b.State != c.state {
				t.Errorf("B1 is %q, want %q", b.State, c.state)
			}
			// A clone, as a snapshot or a view takes, keeps the dice.
			if got := ffot.AccuracyDiceOf(p.g.Clone()); got != c.dice {
				t.Errorf("a clone rolls %d dice, want %d", got, c.dice)
			}
		})
	}
	// Options that give other dice, or no JSON, are refused.
	for _, bad := range []string{`{"accuracy_dice":3}`, `{`} {
		g := newPlay(t).g
		if err := g.System().(engine.Configurer).Configure(g, json.RawMessage(bad)); err == nil {
			t.Errorf("Configure(%s) accepted", bad)
		}
	}
	for _, c := range []struct {
		in   string
		want int
	}{{"1d6", 1}, {"2D6", 2}, {"3d6", 0}, {"d6", 0}} {
		n, err := ffot.ParseAccuracyDice(c.in)
		if n != c.want || (c.want == 0) != (err != nil) {
			t.Errorf("ParseAccuracyDice(%q): %d, %v; want %d", c.in, n, err, c.want)
		}
	}
}
