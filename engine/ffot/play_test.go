package ffot_test

import (
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
)

// table is a game of FFOTigers at the table (a play of barrage_test.go),
// with the example figures: the attacker's veteran HQ unit 1st of two
// heavy tanks (HT1, HT2) and average unit 3rd of an infantry squad (AI1);
// the defender's average unit 2nd of three infantry squads (INF1 to INF3)
// and average unit 4th of a heavy tank (DHT1). It is the attacker's
// command phase of turn 1.
type table struct{ *play }

func newTable(t *testing.T) *table {
	t.Helper()
	return setTable(&table{newPlay(t)})
}

// setTable plays the lines that set up a table on its game.
func setTable(tb *table) *table {
	tb.t.Helper()
	for _, l := range []string{
		"add heavy-tank x2 as HT side attacker", "add infantry-squad as AI1 side attacker",
		"add infantry-squad x3 as INF side defender", "add heavy-tank as DHT1 side defender",
		"unit 1st HT1,HT2 quality veteran hq", "unit 3rd AI1 quality average",
		"unit 2nd INF1,INF2,INF3 quality average", "unit 4th DHT1 quality average",
	} {
		tb.must(l)
	}
	return tb
}

// to moves on with next until it is side's phase.
func (tb *table) to(side string, phase engine.Phase) {
	tb.t.Helper()
	for i := 0; i < 16 && (tb.g.CurrentSide() != side || tb.g.Phase != phase); i++ {
		tb.must("next")
	}
}

func (tb *table) stand(label string) *ffot.UnitState { return ffot.StandOf(tb.g.Unit(label)) }

// diceOf returns the values of every die the events rolled, in order.
func diceOf(evs []engine.Event) []int {
	var out []int
	for _, e := range evs {
		for _, d := range e.Dice {
			out = append(out, d.Value)
		}
	}
	return out
}

// TestFFOTCommandVerb: the army command roll, once in the command phase.
func TestFFOTCommandVerb(t *testing.T) {
	tb := newTable(t)
	// 004 FFOTigers: "The average quality round up, is each side's army
	// command rating": veteran, veteran, average is 2.67, veteran, 3+; "adds
	// one to all army command rolls per HQ unit in play": 2+. A 1 fails.
	evs := tb.must("command die 1")
	if in, rolled := ffot.InCommand(tb.g, "attacker"); in || !rolled {
		t.Errorf("after a 1 on 2+: in command %v, rolled %v; want out of command, rolled", in, rolled)
	}
	if c, rolled := ffot.CommandRolled(tb.g, "attacker"); !rolled || c.Needed != 2 || c.Rating != ffot.Veteran || c.HQ != 1 || c.Die != 1 || c.InCommand {
		t.Errorf("the attacker's roll: %+v, rolled %v", c, rolled)
	}
	if _, rolled := ffot.CommandRolled(tb.g, "defender"); rolled {
		t.Errorf("the defender has a roll before it rolled")
	}
	if got := diceOf(evs); len(got) != 1 || got[0] != 1 || !strings.Contains(evs[0].Text, "out of command") {
		t.Errorf("the event shows %v: %q", got, evs[0].Text)
	}
	tb.refused("command die 4", "rolled for command this turn already")
	tb.must("next")
	tb.refused("command die 4", "only in the command phase")
	// 004 FFOTigers: the defender's average units: 4+; no HQ. A 4 passes.
	tb.to("defender", ffot.PhaseCommand)
	tb.must("command die 4")
	if in, rolled := ffot.InCommand(tb.g, "defender"); !in || !rolled {
		t.Errorf("the defender after a 4 on 4+: in command %v, rolled %v", in, rolled)
	}
	// A new turn has no roll yet: the side counts as in command.
	tb.to("attacker", ffot.PhaseCommand)
	if in, rolled := ffot.InCommand(tb.g, "attacker"); !in || rolled {
		t.Errorf("turn 2 before the roll: in command %v, rolled %v", in, rolled)
	}
	if _, rolled := ffot.CommandRolled(tb.g, "attacker"); rolled {
		t.Errorf("turn 2 before the roll: the roll of turn 1 is this turn's")
	}
}

// TestFFOTFireVerbs: fire, overwatch and over-run roll to hit, save and
// effect in 004's order, and leave the target destroyed, due a check or
// suppressed.
func TestFFOTFireVerbs(t *testing.T) {
	cases := []struct {
		name   string
		setup  []string
		line   string
		dice   []int
		target string
		check  func(tb *table) bool
		want   string
		toHit  int // the to-hit dice among dice
	}{
		// 004 FFOTigers: "MEDIUM RANGE HITS ON A MODIFIED 4+", veteran +1: 3+ on
		// ROF 1+1 dice; "Stands in Forests ... save on a roll of 4+"; pen 5 -
		// armour 0 = 5, "an effects die for every point of difference above 1":
		// 4 dice, +1 veteran, a 3 is an adjusted 4: a check.
		{"direct fire, a save, a check", []string{"terrain INF1 forest"}, "fire HT1 at INF1 range 8", []int{3, 5, 4, 2, 1, 2, 3, 1}, "INF1",
			func(tb *table) bool { return tb.stand("INF1").CheckDue && tb.g.Unit("INF1").Alive() }, "a check due", 2},
		// "Short range fire is +1 to penetration"; "Adjusted rolls of six destroy".
		{"direct fire destroys", nil, "fire HT1 at INF2 range 4", []int{2, 1, 5, 1, 1, 1, 1}, "INF2",
			func(tb *table) bool {
				return tb.g.Unit("INF2").Status == engine.StatusDestroyed && ffot.GameOf(tb.g).Formation("2nd").Lost
			}, "destroyed, a loss of 2nd", 2},
		// "If the firing player's penitration is 3 or more less than the
		// defender's armor ... if the die roll for effects is a six, the defender
		// is suppressed": rifles pen 0 +1 short at armour 5.
		{"INF fire at a hard target suppresses", []string{"next", "move HT1 quarter"}, "overwatch INF1 at HT1 range 2", []int{2, 1, 6}, "HT1",
			func(tb *table) bool { return tb.stand("HT1").Marker == ffot.Suppressed && !tb.stand("HT1").CheckDue }, "suppressed", 2},
		// "Each modified die roll that equals or exceeds the firing stand's INF
		// number will hit"; "Soft targets must make a quality check if hit ...
		// Soft targets are always pinned when they have to make a quality check."
		{"INF fire at a soft target checks and pins", nil, "fire AI1 at INF3 range 2", []int{4, 1}, "INF3",
			func(tb *table) bool { return tb.stand("INF3").CheckDue && tb.stand("INF3").PinOnCheck }, "a check due that pins", 2},
		// "Stands which are hull down to the fire save on a roll of 4+": both hits saved.
		{"hull down saves", []string{"terrain DHT1 open hull-down"}, "fire HT1 at DHT1 range 10 side", []int{6, 3, 5, 4}, "DHT1",
			func(tb *table) bool { return !tb.stand("DHT1").CheckDue && tb.g.Unit("DHT1").Alive() }, "no effect", 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t)
			for _, l := range c.setup {
				tb.must(l)
			}
			if c.line[:4] == "fire" {
				tb.to("attacker", ffot.PhaseFire)
			}
			evs := tb.must(c.line, c.dice...)
			if got := diceOf(evs); !slices.Equal(got, c.dice) {
				t.Errorf("the event's dice %v, want every die typed %v", got, c.dice)
			}
			// What the report's luck reads of it: its to-hit dice, the
			// face they hit from, and the hits (ffot.ReadFire).
			for _, e := range evs {
				if f, ok := ffot.ReadFire(e); ok {
					hits := 0
					for _, d := range c.dice[:min(f.ToHitDice, len(c.dice))] {
						if d >= f.Needed {
							hits++
						}
					}
					if f.ToHitDice != c.toHit || f.Hits != hits {
						t.Errorf("ReadFire: %d to-hit dice, %d hits from %d+; want %d dice, %d hits", f.ToHitDice, f.Hits, f.Needed, c.toHit, hits)
					}
				}
			}
			if !c.check(tb) {
				t.Errorf("%s: %+v, want %s (%s)", c.target, tb.stand(c.target), c.want, evs[len(evs)-1].Text)
			}
		})
	}
}

// TestFFOTFireRefusals: who may fire, and when (004 FFOTigers).
func TestFFOTFireRefusals(t *testing.T) {
	tb := newTable(t)
	tb.refused("fire HT1 at INF1 range 4", "only in the fire phase")
	tb.must("next")
	tb.must("move HT1 half")
	tb.must("terrain INF2 forest")
	// "the overwatch stand must not of used more than 1/4 of its movement in the last turn"
	tb.refused("overwatch HT1 at INF1 range 4", "HT1 is the attacker's, and this is the attacker's movement phase")
	tb.refused("pivot HT1", "only the non-phasing side's stands pivot")
	// "This may only be done once per non phasing stand."
	tb.must("pivot INF1")
	tb.refused("pivot INF1", "pivoted in this turn already")
	tb.must("next")
	// "Phasing player stands that did not move or moved less than half ... may fire"
	tb.refused("fire HT1 at INF1 range 4", "may not fire: only stands that moved less than half")
	tb.refused("fire HT2 at HT1 range 4", "both the attacker's")
	tb.refused("fire HT2.mortar at INF1 range 4", "no weapon \"mortar\"; its weapons are gun")
	tb.refused("fire HT2 at INF1 range 19", "out of range")
	tb.refused("fire HT2 at INF1 range near", "not a number of inches")
	tb.refused("fire HT2 at INF1 4", "write")
	// "Suppressed units can fire in overwatch or while being over-run" only (NoteSuppressedFire).
	tb.must("fire HT2 at DHT1 range 4", 2, 1, 6) // pen 5+1-5 = 1: one die, a 6 + 1 destroys
	if tb.g.Unit("DHT1").Alive() {
		t.Fatalf("DHT1 survived an adjusted 7")
	}
	tb.to("defender", ffot.PhaseMovement)
	tb.refused("overwatch HT1 at INF1 range 4", "used half of its movement in its last turn")
}

// TestFFOTOverrun: "Non Phasing stand fires first followed by moving stand,
// if it survives. Any result that requires a quality check will stop
// movement ... All weapons have a ROF of one during over-run combat."
func TestFFOTOverrun(t *testing.T) {
	tb := newTable(t)
	tb.must("next")
	// INF3 misses (one die: ROF 1); HT2's one die hits on 2+ (short 3+,
	// veteran +1); pen 6 at armour 0: 5 dice, a 5 +1 destroys.
	evs := tb.must("overrun HT2 at INF3", 1, 4, 5, 1, 1, 1, 1)
	if tb.g.Unit("INF3").Alive() || !strings.Contains(evs[len(evs)-1].Text, "may move on") {
		t.Errorf("INF3 %s; %q", tb.g.Unit("INF3").Status, evs[len(evs)-1].Text)
	}
	if evs[0].Unit != "INF3" || len(evs[0].Dice) != 1 {
		t.Errorf("the defender fires first with one die: %+v", evs[0])
	}
	// DHT1 (average, 3+ short) hits HT1's front: pen 5+1-5 = 1, one die, a
	// 4 is a check: HT1 stops, and fires back: it survived.
	evs = tb.must("overrun HT1 at DHT1", 3, 4, 1)
	if !tb.stand("HT1").CheckDue || !strings.Contains(evs[len(evs)-1].Text, "stops its movement") || len(evs) != 3 {
		t.Errorf("HT1 after a check in an over-run: %+v; %q", tb.stand("HT1"), evs[len(evs)-1].Text)
	}
}

// TestFFOTChecksAtNext: the fire phase's quality checks, the second at
// half strength, and the pins of a loss (004 FFOTigers: "Quality checks
// are made at the end of the fire phase"; "Stands that fail their quality
// check are removed from the board and count for 1/2 loss"; "A second
// quality check must be made for a stand whose unit losses reduced a
// units's strength to 50 percent or worse"; "All units that roll a quality
// check are suppressed. If a unit suffers a loss then all surviving stands
// that were supressed are pinned.").
func TestFFOTChecksAtNext(t *testing.T) {
	tb := newTable(t)
	tb.to("attacker", ffot.PhaseFire)
	tb.must("fire HT1 at INF2 range 4", 2, 1, 5, 1, 1, 1, 1) // destroyed
	tb.must("fire HT2 at INF1 range 4", 2, 1, 3, 1, 1, 1, 1) // a check
	tb.must("fire AI1 at INF3 range 2", 4, 1)                // a check that pins
	// INF1 (average, 5+) fails on a 4: removed; INF3 passes on a 5. Losses:
	// 2 + 1 halves of 3 stands = half strength: INF3 checks again, 6.
	evs := tb.must("next", 4, 5, 6)
	if got := diceOf(evs); !slices.Equal(got, []int{4, 5, 6}) {
		t.Errorf("the checks' dice %v", got)
	}
	if u := tb.g.Unit("INF1"); u.Status != engine.StatusRemoved {
		t.Errorf("INF1 failed its check: %s, want removed", u.Status)
	}
	if s := tb.stand("INF3"); s.Marker != ffot.Pinned || s.Checks != 2 || s.CheckDue {
		t.Errorf("INF3 after two checks: %+v, want pinned", s)
	}
	if f := ffot.GameOf(tb.g).Formation("2nd"); f.Lost || f.LossesOf(tb.g) != 3 {
		t.Errorf("2nd: %+v, losses %d halves", f, f.LossesOf(tb.g))
	}
	// "The most quality checks that a unit has to make in a turn, however is two."
	tb.to("defender", ffot.PhaseCommand)
	if s := tb.stand("INF3"); s.Marker != ffot.Suppressed {
		t.Errorf("INF3 in its command phase: %s, want suppressed (pinned converted)", s.Marker)
	}
	tb.refused("next die 3", "no die is rolled")
	tb.must("next")
	tb.must("overwatch HT1 at INF3 range 2", 2, 1, 3, 1, 1, 1, 1) // a check due
	tb.to("defender", ffot.PhaseFire)
	if due := ffot.ChecksDue(tb.g); len(due) != 0 {
		t.Errorf("checks due of a stand that made two this turn: %v", due)
	}
	tb.must("next")
	if s := tb.stand("INF3"); s.CheckDue || s.Checks != 2 || !tb.g.Unit("INF3").Alive() {
		t.Errorf("INF3 after a third check was due: %+v", s)
	}
}

// TestFFOTRout: "During the movement phase, roll the unit's quality
// check. -1 from roll if any stands in the unit are suppressed and -2 if
// any stands are pinned."
func TestFFOTRout(t *testing.T) {
	tb := newTable(t)
	tb.to("attacker", ffot.PhaseFire)
	tb.must("fire AI1 at INF3 range 2", 4, 1)
	tb.must("next", 5) // INF3 passes: pinned, a soft target
	tb.to("defender", ffot.PhaseMovement)
	// The defender's command phase made INF3 suppressed: average 5+, -1.
	tb.refused("rout 1st", "the attacker's")
	evs := tb.must("rout 2nd", 4)
	f := ffot.GameOf(tb.g).Formation("2nd")
	if !f.Routed || !f.RoutCheck || !strings.Contains(evs[0].Text, "6+ needed (-1 suppressed)") {
		t.Errorf("2nd after a 4 on 5+: %+v; %q", f, evs[0].Text)
	}
	tb.refused("rout 2nd", "routed this turn already")
	// "At the end of the turn this unit must make a quality check again. If it
	// fails, the unit is eliminated from play."
	tb.to("defender", ffot.PhaseBarrage)
	evs = tb.must("next", 2)
	for _, l := range []string{"INF1", "INF2", "INF3"} {
		if tb.g.Unit(l).Status != engine.StatusDestroyed {
			t.Errorf("%s is %s after its unit failed the check at the end of the turn", l, tb.g.Unit(l).Status)
		}
	}
	if f.RoutCheck || len(evs) != 2 {
		t.Errorf("2nd after its end-of-turn check: %+v, %d events", f, len(evs))
	}

	// A unit that passes withdraws, its markers cleared.
	tb = newTable(t)
	tb.to("attacker", ffot.PhaseFire)
	tb.must("fire AI1 at INF3 range 2", 4, 1)
	tb.must("next", 5)
	tb.to("defender", ffot.PhaseCommand)
	tb.must("next")
	evs = tb.must("rout 2nd", 6)
	if s := tb.stand("INF3"); s.Marker != ffot.Unmarked || !strings.Contains(evs[0].Text, "withdraws") || ffot.GameOf(tb.g).Formation("2nd").Routed {
		t.Errorf("2nd after passing: INF3 %s; %q", s.Marker, evs[0].Text)
	}
}

// TestFFOTFireOdds: the chances shown before a fire are those of the
// stands as the game holds them, the same figures the fire verbs roll.
func TestFFOTFireOdds(t *testing.T) {
	tb := newTable(t)
	tb.must("terrain INF1 forest")
	weapon := func(label string) ffot.StandWeapon { return ffot.FiguresOf(tb.g, tb.g.Unit(label).TypeID).Weapons[0] }
	for _, c := range []struct {
		name                    string
		fire                    ffot.Fire
		inf                     bool
		needed, dice, save, per int
		band                    ffot.Band
	}{
		// 004 FFOTigers: "MEDIUM RANGE HITS ON A MODIFIED 4+", veteran +1 and
		// ROF +1; forest 4+; pen 5 at armour 0: 4 effect dice a hit.
		{"direct fire", ffot.Fire{Firer: tb.g.Unit("HT1"), Target: tb.g.Unit("INF1"), Weapon: weapon("HT1"), Range: 8, How: ffot.HowFire},
			false, 3, 2, 4, 4, ffot.Medium},
		// INF 4, average, no cover: 4+ on ROF 2 dice; a soft target rolls no effect.
		{"INF fire at a soft target", ffot.Fire{Firer: tb.g.Unit("AI1"), Target: tb.g.Unit("INF3"), Weapon: weapon("AI1"), Range: 2, How: ffot.HowFire},
			true, 4, 2, 0, 0, ffot.Short},
		// "All weapons have a ROF of one during over-run combat"; the side armour 4.
		{"over-run at the side", ffot.Fire{Firer: tb.g.Unit("INF1"), Target: tb.g.Unit("HT1"), Weapon: weapon("INF1"), How: ffot.HowOverrun, Side: true},
			true, 4, 1, 0, 1, ffot.Short},
	} {
		o, err := c.fire.Odds(tb.g)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if o.INF != c.inf || o.ToHit.Needed != c.needed || o.ToHit.Dice != c.dice || o.Save != c.save || o.Effect.Dice != c.per || o.Band != c.band {
			t.Errorf("%s: %+v, want INF %v, %d+ on %d dice, save %d, %d effect dice, %s", c.name, o, c.inf, c.needed, c.dice, c.save, c.per, c.band)
		}
	}
}

// TestFFOTBarrageChecks: a stand a barrage hits and does not save owes a
// quality check like one of the fire phase (NoteBarrageHit), rolled as the
// barrage phase ends; the barrage lands by the side's command roll (004
// FFOTigers: "A side whose army is out of command may only land a barrage
// on a roll of 4+").
func TestFFOTBarrageChecks(t *testing.T) {
	tb := newTable(t)
	tb.must("add mobile-howitzer as ART1 side attacker")
	tb.must("unit arty ART1 quality veteran")
	tb.must("command die 1") // 2+ needed: out of command
	tb.must("barrage ART1 at the ford spotter HT1")
	tb.to("defender", ffot.PhaseBarrage)
	evs := tb.must("land B1 die 3") // out of command: a 3 does not land
	if !strings.Contains(evs[0].Text, "out of command") {
		t.Errorf("a barrage of a side out of command: %q", evs[0].Text)
	}
	tb = newTable(t)
	tb.must("add mobile-howitzer as ART1 side attacker")
	tb.must("unit arty ART1 quality veteran")
	tb.must("barrage ART1 at the ford spotter HT1")
	tb.to("defender", ffot.PhaseBarrage)
	tb.must("land B1 die 6")
	tb.must("burst B1 at INF1 die 6")
	if !tb.stand("INF1").CheckDue {
		t.Fatalf("INF1 hit by a barrage in the open owes no check: %+v", tb.stand("INF1"))
	}
	evs = tb.must("next", 6)
	if s := tb.stand("INF1"); s.Marker != ffot.Suppressed || s.CheckDue || !strings.Contains(evs[0].Text, "INF1 checks its quality") {
		t.Errorf("INF1 after its check as the barrage phase ends: %+v; %q", s, evs[0].Text)
	}
}

// TestFFOTMoveSaysInches: a move's log line says the part of its movement
// a stand used and the inches that allows where it goes (issue 23: "today
// move does not state inches"; 004 FFOTigers: "6/4 ... road ... cross
// country"; "Woods ... cost double for tracked vehicles").
func TestFFOTMoveSaysInches(t *testing.T) {
	tb := newTable(t)
	tb.to("attacker", ffot.PhaseMovement)
	for _, c := range []struct{ line, says string }{
		{"move HT1 half toward into forest", `HT1 moves half of its movement toward the enemy, into forest: up to 1" in forest (4" cross country, cost ×2).`},
		{"move HT2 full away into road", `HT2 moves all of its movement away from the enemy, into road: up to 6" in road (6" road).`},
		{"move AI1 none", "AI1 moves none of its movement toward the enemy."},
	} {
		evs := tb.must(c.line)
		if got := evs[len(evs)-1].Text; got != c.says {
			t.Errorf("%s: %q, want %q", c.line, got, c.says)
		}
	}
}

// TestFFOTMoveNoBogRollOnce: a die typed for a move that rolls none is
// refused with why, said once for two stands: only a vehicle moving in or
// into a swamp rolls to bog down (004 FFOTigers, Swamps). The fuzz target
// found "no die is rolled for a move out of swamp, nor for a move out of
// swamp" for two tanks going into a forest.
func TestFFOTMoveNoBogRollOnce(t *testing.T) {
	tb := newTable(t)
	tb.to("attacker", ffot.PhaseMovement)
	_, err := tb.do("move HT1,HT2 half toward into forest die 2")
	want := `no die is rolled for this move: only a vehicle moving in or into a swamp rolls, to bog down (004 FFOTigers); leave out "die"`
	if err == nil || engine.Sentence(err) != want {
		t.Errorf("move HT1,HT2 ... die 2: %v, want the refusal %q", err, want)
	}
}
