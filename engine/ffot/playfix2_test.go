package ffot_test

import (
	"strings"
	"testing"

	"ogretable/engine/ffot"
)

// TestFFOTBarrageLandsByItsTurnsCommand: a barrage lands by its side's
// command roll of the turn it was placed, though the defender's land in
// the next turn, before it rolls again (004 FFOTigers, steps 4 and 5:
// "Defenders artillery barrage may land", "Defender rolls for Command and
// places his artillery barrages"; "A side whose army is out of command may
// only land a barrage on a roll of 4+"). A playtest's defender rolled a 1,
// and its barrage landed in turn 2 as in command.
func TestFFOTBarrageLandsByItsTurnsCommand(t *testing.T) {
	for _, c := range []struct {
		name    string
		lines   []string // in the defender's command phase of turn 1
		land    string   // in the attacker's barrage phase of turn 2
		state   string
		says    string
		notSays string
	}{
		{"rolled out of command, then placed", []string{"command die 1", "barrage DART1 at the ford spotter DHT1"}, "land B1 die 3",
			ffot.BarrageNot, "was out of command in turn 1, when it placed the barrage B1: it does not land (die 3, 4+ needed)", "No command roll"},
		{"placed, then rolled out of command", []string{"barrage DART1 at the ford spotter DHT1", "command die 2"}, "land B1 die 1",
			ffot.BarrageNot, "does not land (die 1, 4+ needed)", "No command roll"},
		{"out of command, the 4+ made", []string{"command die 1", "barrage DART1 at the ford spotter DHT1"}, "land B1 die 4 6",
			ffot.BarrageOn, "lands it on die 4 (4+)", "No command roll"},
		{"in command", []string{"command die 6", "barrage DART1 at the ford spotter DHT1"}, "land B1 die 6",
			ffot.BarrageOn, "lands on target", "command"},
		{"no roll in turn 1", []string{"barrage DART1 at the ford spotter DHT1"}, "land B1 die 6",
			ffot.BarrageOn, "No command roll of the defender is recorded for turn 1, when it placed B1: it lands as in command.", "out of command"},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t)
			tb.must("add mobile-howitzer as DART1 side defender")
			tb.must("unit guns DART1 quality elite")
			tb.to("defender", ffot.PhaseCommand)
			for _, l := range c.lines {
				tb.must(l)
			}
			tb.to("attacker", ffot.PhaseBarrage)
			if tb.g.Turn != 2 {
				t.Fatalf("turn %d, want the attacker's barrage phase of turn 2", tb.g.Turn)
			}
			// The defender has not rolled in turn 2: its roll of turn 1 governs.
			if _, rolled := ffot.InCommand(tb.g, "defender"); rolled {
				t.Errorf("the defender counts as rolled in turn 2 before its command phase")
			}
			evs := tb.must(c.land)
			text := evs[len(evs)-1].Text
			if !strings.Contains(text, c.says) || strings.Contains(text, c.notSays) {
				t.Errorf("%s: %q, want %q and not %q", c.land, text, c.says, c.notSays)
			}
			if b := ffot.GameOf(tb.g).Barrage("B1"); b.State != c.state {
				t.Errorf("B1 is %q, want %q", b.State, c.state)
			}
		})
	}
}
