package ffot_test

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
)

// TestFFOTRoutIsAMove: a unit that withdraws or routs goes "their full
// movement away from the enemy" (004 FFOTigers, the rout), so its stands
// moved all of their movement: they may not fire in their fire phase
// ("Phasing player stands that did not move or moved less than half ...
// may fire") and are a moving target for INF fire ("If the target is
// moving or moved in the last movement phase: +2 in open").
func TestFFOTRoutIsAMove(t *testing.T) {
	for _, c := range []struct {
		name string
		die  int
		// better is how much lower INF1's INF roll at AI1 needs after the
		// rout: +2 moving in the open, and +1 at a routed unit (NoteRoutedINF).
		better int
	}{
		{"withdraws", 6, 2},
		{"routs", 1, 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t)
			tb.to("attacker", ffot.PhaseMovement)
			rifles := ffot.FiguresOf(tb.g, tb.g.Unit("INF1").TypeID).Weapons[0]
			odds := func() int {
				o, err := ffot.Fire{Firer: tb.g.Unit("INF1"), Target: tb.g.Unit("AI1"), Weapon: rifles, Range: 2, How: ffot.HowFire}.Odds(tb.g)
				if err != nil {
					t.Fatal(err)
				}
				return o.ToHit.Needed
			}
			before := odds()
			tb.must("rout 3rd", c.die)
			if s := tb.stand("AI1"); s.Moved != ffot.MovedFull || !s.MoveMade {
				t.Errorf("AI1 after its unit %s: %+v, want moved all", c.name, s)
			}
			if after := odds(); after != before-c.better {
				t.Errorf("INF at AI1 needs %d+ after its unit %s, %d+ before; want %d better", after, c.name, before, c.better)
			}
			// NoteMoveOnce: the withdrawal was the stands' move.
			tb.refused("move AI1 quarter", "AI1 moved all of its movement this phase already")
			tb.must("next")
			tb.refused("fire AI1 at INF1 range 2", "AI1 moved all of its movement and may not fire")
		})
	}
}

// TestFFOTMoveOnce: a stand moves once in its side's movement phase
// (NoteMoveOnce: 004 FFOTigers, step 2, "moves any and all stands"; "On the
// next turn the stand rolls for bog"), and moves again in its next one.
func TestFFOTMoveOnce(t *testing.T) {
	tb := newTable(t)
	tb.to("attacker", ffot.PhaseMovement)
	tb.must("move HT1 quarter")
	tb.refused("move HT1 full", "HT1 moved a quarter of its movement this phase already")
	tb.refused("move HT2,HT1 half", "HT1 moved a quarter")
	if s := tb.stand("HT2"); s.MoveMade || s.Moved != ffot.MovedNone {
		t.Errorf("HT2 after a refused move of HT2 and HT1: %+v", s)
	}
	tb.must("move AI1 none")
	tb.refused("move AI1 half", "AI1 moved none of its movement this phase already")
	// A bogged stand tries again next turn, not three times a phase.
	tb.must("terrain HT2 swamp")
	tb.must("move HT2 full", 1)
	tb.refused("move HT2 full", "HT2 bogged down in the swamp this phase and tries again next turn", 6)
	tb.must("next")
	tb.to("attacker", ffot.PhaseMovement)
	if tb.g.Turn != 2 {
		t.Fatalf("turn %d", tb.g.Turn)
	}
	tb.must("move HT1 full")
	tb.must("move HT2 quarter", 3) // bogs on 2 or less after one bogging: a 3 frees it
	if s := tb.stand("HT2"); s.Moved != ffot.MovedQuarter || s.Bogged != 1 {
		t.Errorf("HT2 in turn 2: %+v", s)
	}
}

// TestFFOTBogDiceRecorded: the bog roll's die is the move event's, typed
// or rolled, as every verb's dice are (004 FFOTigers: "The bog roll for a
// vehicle is \"1\" for tracked"), so the log and the report show it.
func TestFFOTBogDiceRecorded(t *testing.T) {
	tb := newTable(t)
	tb.to("attacker", ffot.PhaseMovement)
	tb.must("terrain HT2 swamp")
	evs := tb.must("move HT2 half", 4)
	if len(evs) != 1 || len(evs[0].Dice) != 1 || evs[0].Dice[0] != (engine.Die{Value: 4, Manual: true}) {
		t.Errorf("the move's event: %+v", evs)
	}
	// Rolled by the program: one die, not typed.
	c, err := tb.g.ParseCommand("move HT1 quarter into swamp")
	if err != nil {
		t.Fatal(err)
	}
	evs, err = engine.Resolve(tb.g, c, engine.NewSeeded(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if len(evs) != 1 || len(evs[0].Dice) != 1 || evs[0].Dice[0].Manual {
		t.Errorf("a rolled bog die: %+v", evs)
	}
	// A move out of the swamp's way rolls none.
	if evs := tb.must("move AI1 quarter"); len(evs[0].Dice) != 0 || strings.Contains(evs[0].Text, "bog") {
		t.Errorf("a move in the open: %+v", evs[0])
	}
}

// TestFFOTRoutEndOneRoll: a routed unit whose stand owes a check for fire
// rolls once for both at the end of the turn, at -1 (004 FFOTigers: "If the
// unit has to make a quality check for effects of fire then only roll once
// for both but modify it -1"; NoteRoutEnd), not a check at the end of the
// fire phase and another at the end of the turn.
func TestFFOTRoutEndOneRoll(t *testing.T) {
	tb := newTable(t)
	tb.to("attacker", ffot.PhaseMovement)
	tb.must("rout 3rd", 1) // average 5+: a 1 routs
	tb.to("defender", ffot.PhaseFire)
	// INF 4, +2 at a stand that moved in the open, +1 at a routed unit:
	// a 4 hits; a soft target checks, and is pinned when it does.
	tb.must("fire INF1 at AI1 range 2", 4, 1)
	if s := tb.stand("AI1"); !s.CheckDue || !s.PinOnCheck {
		t.Fatalf("AI1 after INF fire hit it: %+v", s)
	}
	if evs := tb.must("next"); len(diceOf(evs)) != 0 { // its check waits for the end of the turn
		t.Errorf("the end of the defender's fire phase rolled %v", diceOf(evs))
	}
	if s := tb.stand("AI1"); !s.CheckDue || s.Checks != 0 {
		t.Errorf("AI1 after the fire phase: %+v, want its check still due", s)
	}
	// The prompt says the -1 (average 5+, -1: 6+).
	if _, err := tb.do("next"); err == nil || !strings.Contains(err.Error(), "which routed, checks at the end of the turn: 6+ passes (-1 with its check for fire)") {
		t.Errorf("next without the die: %v", err)
	}
	evs := tb.must("next", 6)
	if len(evs) != 2 || !strings.Contains(evs[0].Text, "6+ needed (-1 with its check for fire), die 6: it passes") {
		t.Errorf("the end of the turn: %+v", evs)
	}
	// Pinned by its check (a soft target), then suppressed by the
	// attacker's command phase the turn's end leads into ("all pinned
	// markers are converted to suppressed").
	if s := tb.stand("AI1"); s.CheckDue || s.Marker != ffot.Suppressed || !tb.g.Unit("AI1").Alive() {
		t.Errorf("AI1 after passing its one roll: %+v", s)
	}
	if f := ffot.GameOf(tb.g).Formation("3rd"); f.RoutCheck {
		t.Errorf("3rd after its check: %+v", f)
	}
}

// TestFFOTRoutRollPasses: a rout roll's prompt says its modifiers, and
// that no face passes when none does (004 FFOTigers: "-1 from roll if any
// stands in the unit are suppressed and -2 if any stands are pinned").
func TestFFOTRoutRollPasses(t *testing.T) {
	for _, c := range []struct {
		roll ffot.RoutRoll
		want string
	}{
		{ffot.RoutRoll{Quality: ffot.Average}, "5+ passes"},
		{ffot.RoutRoll{Quality: ffot.Average, Suppressed: true}, "6+ passes (-1 suppressed)"},
		{ffot.RoutRoll{Quality: ffot.Green, Pinned: true}, "no face passes (7+ needed: -2 pinned)"},
		{ffot.RoutRoll{Quality: ffot.Elite, Pinned: true, Suppressed: true, WithFire: true}, "no face passes (7+ needed: -1 suppressed, -2 pinned, -1 with its check for fire)"},
	} {
		if got := c.roll.Passes(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.roll, got, c.want)
		}
	}
}

// TestFFOTLostStandCarriesNoMarker: a stand destroyed or removed leaves
// the table with its marker (004 FFOTigers: "Adjusted rolls of six destroy
// the targeted stand"; "Stands that fail their quality check are removed
// from the board"), so it shows none and owes no check.
func TestFFOTLostStandCarriesNoMarker(t *testing.T) {
	tb := newTable(t)
	tb.to("attacker", ffot.PhaseFire)
	// Rifles at armour 5 cannot kill: "if the die roll for effects is a
	// six, the defender is suppressed".
	tb.must("fire AI1 at DHT1 range 2", 4, 1, 6)
	if m := tb.stand("DHT1").Marker; m != ffot.Suppressed {
		t.Fatalf("DHT1 after a six it could not be killed by: %s", m)
	}
	// The gun, pen 5 +1 short at armour 5: one die, +1 veteran: a 5 destroys.
	tb.must("fire HT1 at DHT1 range 4", 2, 1, 5)
	u := tb.g.Unit("DHT1")
	if u.Status != engine.StatusDestroyed || tb.stand("DHT1").Marker != ffot.Unmarked || ffot.MarkerOf(u) != ffot.Unmarked {
		t.Errorf("DHT1 destroyed: %s, %+v", u.Status, tb.stand("DHT1"))
	}
	// MarkerOf shows none for a stand out of play whatever it holds.
	tb.stand("DHT1").Marker = ffot.Pinned
	if ffot.MarkerOf(u) != ffot.Unmarked {
		t.Errorf("a destroyed stand shows %s", ffot.MarkerOf(u))
	}
}

// TestFFOTRefusalsSayWhatIsWrong: a refusal names what is at fault and
// what to do: overwatch by the moving side's own stand names the firer
// (004 FFOTigers, step 9: "Non Phasing player may fire at moving stands"),
// and a barrage that burst, did not land or has not landed says so (steps
// 4 and 8: "artillery barrage may land").
func TestFFOTRefusalsSayWhatIsWrong(t *testing.T) {
	tb := newTable(t)
	tb.must("add mobile-howitzer as ART1 side attacker")
	tb.must("unit arty ART1 quality veteran")
	tb.must("barrage ART1 at the ford spotter HT1")
	tb.must("next")
	tb.must("move HT1 quarter")
	tb.refused("overwatch HT2 at INF1 range 8", `HT2 is the attacker's, and this is the attacker's movement phase: overwatch is fired by the other side's stands at the attacker's moving stands`)
	tb.refused("overwatch HT2 at INF1 range 8", `HT2 fires with "fire" in the attacker's fire phase`)
	tb.to("defender", ffot.PhaseBarrage)
	tb.refused("burst B1 at INF1", `the barrage B1 has not landed yet; land it first with "land B1"`)
	tb.must("land B1 die 6")
	tb.must("burst B1 at INF1 die 6")
	tb.refused("burst B1 at INF2 feature oak-wood:trees", "the barrage B1 has burst already, and a barrage bursts once; to roll its burst again, undo it first")

	tb = newTable(t)
	tb.must("add mobile-howitzer as ART1 side attacker")
	tb.must("unit arty ART1 quality veteran")
	tb.must("command die 1") // out of command: its barrages land only on 4+
	tb.must("barrage ART1 at the ford spotter HT1")
	tb.to("defender", ffot.PhaseBarrage)
	tb.must("land B1 die 3")
	tb.refused("burst B1 at INF1", "the barrage B1 did not land (its side was out of command and missed its 4+), so it has no burst")
}

// TestFFOTUnitWording: the log line of a unit formed reads as English
// (004 FFOTigers: "This means Regimental or brigade hq unit, not hq
// stand").
func TestFFOTUnitWording(t *testing.T) {
	p := newPlay(t)
	p.must("add heavy-tank x2 as HT side attacker")
	evs := p.must("unit 1st HT1,HT2 quality veteran hq")
	if want := "The attacker forms the veteran unit 1st, a regimental or brigade HQ: HT1 and HT2."; evs[0].Text != want {
		t.Errorf("%q, want %q", evs[0].Text, want)
	}
}
