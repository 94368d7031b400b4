package ffot_test

import (
	"strings"
	"testing"

	"ogretable/engine"
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

// TestFFOTAccuracyOf: a barrage's accuracy roll is built in one place, for
// the verbs and the forms: the spotter's level, the artillery's firing
// modifier, its adjustments and the spotter's fate, on the game's dice
// (004 FFOTigers: "Each level of quality of the spotting unit is worth
// plus one on the accuracy roll. The quality of the artillery stand is
// then added or subtracted"; "If the spotting unit is attacked or
// destroyed subtract 2 and 4 from the accuracy roll respectfully").
func TestFFOTAccuracyOf(t *testing.T) {
	tb := newTable(t)
	tb.must("add mobile-howitzer as ART1 side attacker")
	tb.must("unit arty ART1 quality green")
	tb.must("barrage ART1 at the ford spotter HT1")
	b := ffot.GameOf(tb.g).Barrage("B1")
	for _, c := range []struct {
		obs      ffot.Observer
		modifier int
		words    string
	}{
		// HT1 veteran +3, green artillery -1.
		{ffot.ObserverOK, 2, "spotter veteran +3, artillery green -1"},
		{ffot.ObserverAttacked, 0, "spotter veteran +3, artillery green -1, -2 the spotter attacked"},
		{ffot.ObserverDestroyed, -2, "spotter veteran +3, artillery green -1, -4 the spotter destroyed"},
	} {
		a := ffot.AccuracyOf(tb.g, b, c.obs)
		if a.Modifier() != c.modifier || a.Modifiers() != c.words || a.TwoDice != (ffot.AccuracyDiceOf(tb.g) == 2) {
			t.Errorf("spotter %s: %+v, modifier %d %q, want %d %q", c.obs, a, a.Modifier(), a.Modifiers(), c.modifier, c.words)
		}
	}
}

// TestFFOTRocketShortRange: a rocket does not fire indirectly below its
// short range, and fires at it (issue 29), the one number the verb and the barrage form ask (004
// FFOTigers: "Rockets cannot fire below maximum short range").
func TestFFOTRocketShortRange(t *testing.T) {
	for _, c := range []struct {
		name  string
		w     ffot.StandWeapon
		short float64
		ok    bool
	}{
		{"rocket", ffot.StandWeapon{Name: "r", Rocket: true, Indirect: true, Ranges: []float64{6, 12, 18}}, 6, true},
		{"howitzer", ffot.StandWeapon{Name: "h", Indirect: true, Ranges: []float64{12, 24, 36}}, 0, false},
	} {
		short, ok := c.w.RocketShortRange()
		if short != c.short || ok != c.ok {
			t.Errorf("%s: %v %v, want %v %v", c.name, short, ok, c.short, c.ok)
		}
		if err := c.w.CheckIndirect(5.5); (err != nil) != c.ok {
			t.Errorf("%s at 5.5\": %v", c.name, err)
		}
		if err := c.w.CheckIndirect(6); err != nil {
			t.Errorf("%s at its short range, 6\": %v", c.name, err)
		}
	}
}

// TestFFOTPhaseEndsChecks: the fire and barrage phases end their checks
// due, the others do not (004 FFOTigers, steps 3, 4, 7 and 8); the
// kill credit asks it too.
func TestFFOTPhaseEndsChecks(t *testing.T) {
	tb := newTable(t)
	for _, c := range []struct {
		phase engine.Phase
		ends  bool
	}{
		{ffot.PhaseCommand, false}, {ffot.PhaseMovement, false}, {ffot.PhaseFire, true}, {ffot.PhaseBarrage, true},
	} {
		tb.to("attacker", c.phase)
		if got := ffot.PhaseEndsChecks(tb.g); got != c.ends {
			t.Errorf("the %s phase ends its checks: %v, want %v", c.phase, got, c.ends)
		}
	}
}

// TestFFOTFireAtRoutedSaysTurnEnd: a check that fire gives a stand of a
// routed unit waits for the unit's check at the end of the turn, and the
// log says so, not "at the end of the fire phase" (004 FFOTigers: "At the
// end of the turn this unit must make a quality check again"; NoteRoutEnd);
// the effect dice show the adjusted roll beside each die, as the accuracy
// roll does (004 FFOTigers: "Each adjusted 4 or 5 results in a quality
// check"), so the referee can check it.
func TestFFOTFireAtRoutedSaysTurnEnd(t *testing.T) {
	for _, c := range []struct {
		name   string
		rout   bool
		says   string
		effect string
	}{
		{"routed", true, "INF1's unit routed: its check waits for the unit's check at the end of the turn, one roll for both at -1.", "dice 3, 3, 3, 3 +1 = 4, 4, 4, 4"},
		{"not routed", false, "INF1 checks its quality at the end of the fire phase.", "dice 3, 3, 3, 3 +1 = 4, 4, 4, 4"},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t)
			tb.to("defender", ffot.PhaseMovement)
			if c.rout {
				tb.must("rout 2nd die 1")
			}
			// HT1, veteran: ROF 1 +1, medium 4+ -1 (+1 at a routed unit);
			// pen 5 at armour 0: 4 effect dice, +1 each.
			evs := tb.must("overwatch HT1 at INF1 range 8 die 6 1 3 3 3 3")
			text := evs[len(evs)-1].Text
			if !strings.Contains(text, c.says) || !strings.Contains(text, c.effect) {
				t.Errorf("%q, want %q and %q", text, c.says, c.effect)
			}
		})
	}
}

// TestFFOTAdjustmentWord: a barrage adjusted once says "1 adjustment", not
// "1 adjustment(s)" (004 FFOTigers: "Each adjustment in later turns adds
// one to this roll").
func TestFFOTAdjustmentWord(t *testing.T) {
	tb := newTable(t)
	tb.must("add mobile-howitzer as ART1 side attacker")
	tb.must("unit arty ART1 quality veteran")
	tb.must("barrage ART1 at the ford spotter HT1")
	tb.to("defender", ffot.PhaseBarrage)
	tb.must("land B1 die 6")
	tb.must("burst B1 at INF1 die 1")
	tb.to("attacker", ffot.PhaseCommand)
	evs := tb.must("barrage ART1 at the ford spotter HT1")
	if text := evs[len(evs)-1].Text; !strings.Contains(text, "; 1 adjustment.") {
		t.Errorf("the second barrage at the ford: %q", text)
	}
}
