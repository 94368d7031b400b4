package crt_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/templates"
)

func catalog(t testing.TB) *engine.Catalog {
	t.Helper()
	c, err := templates.Default()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// play runs command lines on a new game and returns it; a line starting with
// "!" must be refused, with the rest after "|" a part of the reason.
func play(t *testing.T, v engine.Variant, lines ...string) *engine.Game {
	t.Helper()
	g, err := engine.NewGame(catalog(t), v, engine.Hexes, nil)
	if err != nil {
		t.Fatal(err)
	}
	run(t, g, lines...)
	return g
}

// run plays command lines on g as play does, and returns the events they
// made, in order.
func run(t *testing.T, g *engine.Game, lines ...string) []engine.Event {
	t.Helper()
	var log []engine.Event
	for i, line := range lines {
		want := ""
		if strings.HasPrefix(line, "!") {
			line, want, _ = strings.Cut(line[1:], "|")
		}
		cmd, err := crt.ParseCommand(line)
		if err == nil {
			var evs []engine.Event
			evs, err = engine.Resolve(g, cmd, engine.NewSeeded(1, uint64(i)))
			for _, e := range evs {
				if aerr := g.Apply(e); aerr != nil {
					t.Fatalf("%q: Apply(%+v) = %v", line, e, aerr)
				}
			}
			log = append(log, evs...)
		}
		switch {
		case want == "" && err != nil:
			t.Fatalf("%q: %v", line, err)
		case want != "" && err == nil:
			t.Fatalf("%q was accepted, want it refused (%s)", line, want)
		case want != "" && !strings.Contains(err.Error(), want):
			t.Fatalf("%q refused with %q, want it to say %q", line, err, want)
		}
	}
	return log
}

func TestFireOnTreads(t *testing.T) {
	// OFFICIAL-NOTES, Attacks on treads: one unit alone, always 1-1; an X
	// removes treads equal to its strength: a heavy tank's hit removes 4.
	lines := append([]string{"add mark-iii as MK3", "add heavy-tank as H1 side ogre", "add heavy-tank x2 as D side defence"},
		"next", "next", "next", "next", "next", "next", // to the defence's fire phase
		"fire D1 at MK3.treads die 5")
	g := play(t, crt.Published, lines...)
	mk := g.Unit("MK3")
	if crt.UnitOf(mk).Treads != 41 || crt.Movement(mk) != 3 {
		t.Errorf("Mark III after a heavy tank's X on treads: %d treads, movement %v; want 41, 3", crt.UnitOf(mk).Treads, crt.Movement(mk))
	}
	if g.VP["defence"] != 4 {
		t.Errorf("VP for 4 tread units = %v, want 4 (OFFICIAL-NOTES, Victory points: tread 1 each)", g.VP["defence"])
	}
	// A D has no effect on treads; an attack on treads is never combined.
	g = play(t, crt.Published, append(lines[:len(lines)-1],
		"fire D1 at MK3.treads die 3",
		"!fire D2,H1 at MK3.treads|different sides",
		"!fire D1 at MK3.main1|already fired",
		"!fire D2 at MK3|treads and weapons are targeted separately")...)
	if mk := g.Unit("MK3"); crt.UnitOf(mk).Treads != 45 {
		t.Errorf("a D on treads removed treads: %d left", crt.UnitOf(mk).Treads)
	}
	play(t, crt.Published, "add mark-iii as MK3", "add heavy-tank x2 as D",
		"next", "next", "next", "next", "next", "next",
		"!fire D1,D2 at MK3.treads|one attacker alone")
}

func TestFireRefusals(t *testing.T) {
	play(t, crt.Published, "add mark-iii as MK3", "add heavy-tank as H", "add infantry as I",
		"!fire MK3.main1 at H|fire phase", // 003 Ogre Lite, THE TURN SEQUENCE: fire in phase 4
		"next", "next",                    // the ogre's fire phase
		"!fire H at MK3.main1|it is the ogre's turn", // the defence cannot fire in the ogre's turn
		"override fire H at MK3.main1 die 1",         // the referee may override
		"!fire MK3.ap1 at H|anti-personnel",          // 003 Ogre Lite, THE OGRE: AP targets Inf or CP only
		"fire MK3.ap1 at I die 1",
		"!fire MK3.ap1 at I|already fired",
		"!fire MK3.main1,MK3.main1 at I|named twice",
		"!fire MK3.main9 at I|no weapon",
		"!fire ZZ at I|no unit ZZ",
		"!fire MK3.main1 at MK3.ap1|same side",
	)
}

func TestResultsByTarget(t *testing.T) {
	cases := []struct {
		name   string
		target string
		die    int
		check  func(*engine.Unit) bool
		source string
	}{
		// Main battery (4) on a heavy tank (3): 1-1.
		{"armour D disables", "heavy-tank", 3, func(u *engine.Unit) bool { return u.Status == engine.StatusDisabled }, "000 FAQ, COMBAT RESULTS TABLE: D"},
		{"armour X leaves a hulk", "heavy-tank", 5, func(u *engine.Unit) bool { return !u.Alive() && crt.UnitOf(u).Hulk }, "000 FAQ, COMBAT RESULTS TABLE: X"},
		{"armour XX leaves none", "heavy-tank", 6, func(u *engine.Unit) bool { return !u.Alive() && !crt.UnitOf(u).Hulk }, "000 FAQ, COMBAT RESULTS TABLE: XX"},
		// Main battery (4) on 3 squads of infantry (3): 1-1.
		{"infantry D costs a squad", "infantry squads 3", 3, func(u *engine.Unit) bool { return u.Alive() && crt.UnitOf(u).Squads == 2 }, "003 Ogre Lite, RESULTS: INF is at -1 strength"},
		{"infantry X destroys the stack", "infantry squads 3", 5, func(u *engine.Unit) bool { return !u.Alive() }, "003 Ogre Lite, RESULTS"},
		// Main battery (4) on militia (1): 4-1, die 1 is D, which reads X.
		{"militia D reads X", "militia-squad", 1, func(u *engine.Unit) bool { return !u.Alive() }, "000 FAQ, Militia: D results are treated as X"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := play(t, crt.Published, "add mark-iii as MK3", "add "+c.target+" as T", "next", "next",
				"fire MK3.main1 at T die "+string(rune('0'+c.die)))
			if u := g.Unit("T"); !c.check(u) {
				t.Errorf("%s: got %+v (%s)", c.name, *u, c.source)
			}
		})
	}
	// A D on a disabled unit destroys it (000 FAQ, COMBAT RESULTS TABLE: D).
	g := play(t, crt.Published, "add mark-iii as MK3", "add heavy-tank as T", "next", "next",
		"fire MK3.main1 at T die 3", "fire MK3.secondary1 at T die 3")
	if u := g.Unit("T"); u.Alive() {
		t.Errorf("a second D left the heavy tank %s", u.Status)
	}
	// An Ogre weapon: D no effect, X destroys it (003 Ogre Lite, RESULTS).
	g = play(t, crt.Published, "add mark-iii as MK3", "add howitzer as HW", "add missile-tank as M",
		"next", "next", "next", "next", "next", "next",
		"fire HW at MK3.secondary1 die 2", // 6 v 3 = 2-1: D
		"fire M at MK3.secondary2 die 5")  // 3 v 3 = 1-1: X
	mk := g.Unit("MK3")
	if crt.UnitWeapon(mk, "secondary1").Status != engine.StatusOK || crt.UnitWeapon(mk, "secondary2").Status != engine.StatusDestroyed {
		t.Errorf("weapons after D and X: %v, %v", crt.UnitWeapon(mk, "secondary1").Status, crt.UnitWeapon(mk, "secondary2").Status)
	}
	if g.VP["defence"] != 4 {
		t.Errorf("VP for a secondary = %v, want 4 (OFFICIAL-NOTES, Victory points)", g.VP["defence"])
	}
}

func TestNinjaECM(t *testing.T) {
	// 000 FAQ, Ogre Ninja: subtract 1 from the die against it. A heavy tank
	// (4) on a secondary (3) is 1-1: die 5 - 1 = 4 is a D, no effect.
	g := play(t, crt.Published, "add ogre-ninja as N", "add heavy-tank as H",
		"next", "next", "next", "next", "next", "next", "fire H at N.secondary1 die 5")
	if w := crt.UnitWeapon(g.Unit("N"), "secondary1"); w.Status != engine.StatusOK {
		t.Errorf("die 5-1 on a Ninja's secondary destroyed it")
	}
}

// TestModifierNamed: the record of an attack on a Ninja names its die
// modifier's reason, and a roll logged before reasons were kept reads as it
// did (issue 11: say why a die is modified).
func TestModifierNamed(t *testing.T) {
	g, err := engine.NewGame(catalog(t), crt.Published, engine.Hexes, nil)
	if err != nil {
		t.Fatal(err)
	}
	evs := run(t, g, "add ogre-ninja as N", "add heavy-tank as H", "add heavy-tank as H2",
		"next", "next", "next", "next", "next", "next", "fire H at N.secondary1 die 5")
	var attack *engine.Event
	for i := range evs {
		if evs[i].Kind == crt.EventAttack {
			attack = &evs[i]
		}
	}
	if attack == nil {
		t.Fatal("no attack")
	}
	// 000 FAQ, Ogre Ninja: 1 off the die; 1-1, die 5-1 = 4: D.
	want := "H (4) fires at N.secondary1 (defence 3): 1-1, die 5-1 (ECM): D, no effect on an Ogre weapon."
	if attack.Text != want {
		t.Errorf("the record says %q, want %q", attack.Text, want)
	}
	if r := crt.EventOf(*attack).Roll; r == nil || r.Modifier != -1 || len(r.Modifiers) != 1 || r.Modifiers[0] != (crt.DieModifier{Value: -1, Reason: crt.ReasonECM}) {
		t.Errorf("the roll carries %+v, want -1 for ECM", crt.EventOf(*attack).Roll)
	}
	p, err := crt.PlanFire(g, []string{"H2"}, "N.secondary2", false)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Attack.ModifierText(); got != "-1 (ECM)" {
		t.Errorf("the plan's modifier reads %q, want -1 (ECM)", got)
	}
	// A bare modifier (the crt command's, or a roll from an older log) has
	// no reason to give.
	if got := (crt.Attack{Modifier: -1}).ModifierText(); got != "-1" {
		t.Errorf("a bare modifier reads %q, want -1", got)
	}
	if got := (crt.Attack{}).ModifierText(); got != "" {
		t.Errorf("no modifier reads %q", got)
	}
}

func TestSplitFire(t *testing.T) {
	// 000 FAQ, Superheavy Tank: 1 attack of 6 or 2 of 3 at different targets.
	g := play(t, crt.Published, "add superheavy-tank as S", "add gev x2 as G side ogre",
		"next", "next", "next", "next", "next", "next",
		"fire S.gun1 at G1 die 1", "!fire S.gun2 at G1|different targets", "fire S.gun2 at G2 die 1", "!fire S at G2|already fired")
	if !g.Unit("G1").Alive() || g.Unit("G1").Status != engine.StatusOK {
		t.Error("3 v 2 (1-1) die 1 is NE")
	}
	g = play(t, crt.Published, "add superheavy-tank as S", "add heavy-tank as H side ogre",
		"next", "next", "next", "next", "next", "next", "fire S at H die 2")
	if u := g.Unit("H"); u.Status != engine.StatusDisabled {
		t.Errorf("both guns together, 6 v 3 (2-1), die 2: %v, want disabled", u.Status)
	}
}

func TestRecoveryTimers(t *testing.T) {
	// OFFICIAL-NOTES, Disabled units: disabled by enemy fire in the enemy's
	// turn, it stays disabled through its own next turn and recovers at the
	// start of the turn after. The ogre moves first; the defence's heavy tank
	// is disabled in the ogre's turn 1, stays out through the defence's turn
	// 1, and recovers at the start of the defence's turn 2.
	g := play(t, crt.Published, "add mark-iii as MK3", "add heavy-tank as H", "next", "next", "fire MK3.main1 at H die 3")
	h := g.Unit("H")
	if h.Status != engine.StatusDisabled || crt.Recovers(h) != "recovers at the start of the defence's turn 2" {
		t.Fatalf("after a D: %v, %q", h.Status, crt.Recovers(h))
	}
	steps := []struct {
		side   string
		turn   int
		phase  engine.Phase
		status engine.Status
	}{
		{"ogre", 1, crt.PhaseSecondMovement, engine.StatusDisabled},
		{"defence", 1, crt.PhaseRecovery, engine.StatusDisabled},
		{"defence", 1, crt.PhaseMovement, engine.StatusDisabled},
		{"defence", 1, crt.PhaseFire, engine.StatusDisabled},
		{"defence", 1, crt.PhaseSecondMovement, engine.StatusDisabled},
		{"ogre", 2, crt.PhaseRecovery, engine.StatusDisabled},
		{"ogre", 2, crt.PhaseMovement, engine.StatusDisabled},
		{"ogre", 2, crt.PhaseFire, engine.StatusDisabled},
		{"ogre", 2, crt.PhaseSecondMovement, engine.StatusDisabled},
		{"defence", 2, crt.PhaseRecovery, engine.StatusOK},
	}
	for _, s := range steps {
		evs, err := engine.Resolve(g, engine.Command{Verb: engine.VerbNext}, engine.NewSeeded(1, 1))
		if err != nil {
			t.Fatal(err)
		}
		apply(t, g, evs...)
		if g.CurrentSide() != s.side || g.Turn != s.turn || g.Phase != s.phase || g.Unit("H").Status != s.status {
			t.Fatalf("at %s %d %s: heavy tank %v; want %v", g.CurrentSide(), g.Turn, g.Phase, g.Unit("H").Status, s.status)
		}
	}
}

func TestRams(t *testing.T) {
	// Issue 3's scenario: a Mark V at 41 treads rams a missile tank and
	// drops to movement 2 (OFFICIAL-NOTES, Ramming: 1 tread for other
	// armour; Treads and movement: 40 treads → movement 2).
	g2, _ := engine.NewGame(catalog(t), crt.Published, engine.Hexes, nil)
	apply(t, g2,
		engine.Event{Kind: engine.EventAdded, Unit: "MK5", Type: "mark-v", Side: "ogre"},
		engine.Event{Kind: engine.EventAdded, Unit: "M", Type: "missile-tank", Side: "defence"},
		crt.With(engine.Event{Kind: crt.EventTreadsLost, Unit: "MK5"}, crt.Record{Treads: 19}),
		engine.Event{Kind: engine.EventPhase, Turn: 1, Phase: crt.PhaseMovement})
	cmd, _ := crt.ParseCommand("ram MK5 M die 2")
	evs, err := engine.Resolve(g2, cmd, nil)
	if err != nil {
		t.Fatal(err)
	}
	apply(t, g2, evs...)
	if mk := g2.Unit("MK5"); crt.UnitOf(mk).Treads != 40 || crt.Movement(mk) != 2 {
		t.Errorf("Mark V at 41 ramming a missile tank: %d treads, movement %v; want 40, 2", crt.UnitOf(mk).Treads, crt.Movement(mk))
	}
	if m := g2.Unit("M"); m.Status != engine.StatusDisabled {
		t.Errorf("rammed missile tank on a 2: %v, want disabled (1-3)", m.Status)
	}
}

// replaySetup puts the units of a random game in play: an Ogre, armour,
// infantry, walkers and an immobile unit on both sides.
var replaySetup = []string{"add mark-v as MK", "add heavy-tank x3 as H", "add gev x2 as G", "add infantry x2 squads 3 as I",
	"add howitzer as W", "add heavy-tank as OH side ogre", "add gev as OG side ogre", "add early-walker as WK side ogre",
	"add early-walker as WD", "add grunts squads 2 as GR", "add truck-armed as TR"}

// replayVerbs are the random commands: each verb's line is made from two
// random labels a and b, another label c, and an Ogre weapon w; "%a" is the
// attacker, which is half the time one of the Ogre's weapons.
var replayVerbs = []string{"next", "next", "next", "fire %a at %b", "fire %a at %b.treads", "fire %a at MK.%w",
	"fire %a at %b with %c", "fire %b:1 at %c", "fire %b:2 at %c", "ram %b %c", "enter %b forest", "enter %b clear far",
	"enter %b swamp forced", "terrain %b town", "note n",
	"overrun %b at %c", "overrun %b,%c at %a", "overrun MK at %b,%c", "overrun join %b", "overrun end"}

// randomLine returns a random command line for g (many are refused), made
// from replayVerbs and the units' labels; in an overrun, half the lines are
// a shot by the side whose fire round it is.
func randomLine(rng *rand.Rand, g *engine.Game, labels []string) string {
	v := replayVerbs[rng.IntN(len(replayVerbs))]
	pick := func() string { return labels[rng.IntN(len(labels))] }
	a, b, c := pick(), pick(), pick()
	w := []string{"main1", "secondary1", "ap1", "missile1", "rack1"}[rng.IntN(5)]
	if rng.IntN(2) == 0 {
		a = "MK." + w
	}
	line := strings.NewReplacer("%a", a, "%b", b, "%c", c, "%w", w).Replace(v)
	if o := crt.GameOf(g).Overrun; o != nil && rng.IntN(2) == 0 {
		// A shot in the overrun, by the side whose fire round it is.
		cur, _ := o.Current()
		from, at := o.Labels(cur.Role), o.Labels(cur.Role.Other())
		a, b = from[rng.IntN(len(from))], at[rng.IntN(len(at))]
		if a == "MK" {
			a = "MK." + w
		}
		if b == "MK" {
			b = "MK." + []string{"treads", "main1", "ap2", "secondary3"}[rng.IntN(4)]
		}
		line = fmt.Sprintf("fire %s at %s", a, b)
		if rng.IntN(3) == 0 {
			line = fmt.Sprintf("fire %s:1 at %s", a, b)
		}
	}
	if rng.IntN(4) == 0 {
		line = "override " + line
	}
	return line
}

// TestReplay: replaying the events of random command sequences gives the
// same state (ARCHITECTURE.md, Decisions, Tests: replay(events) == state), overruns and
// spillover included.
func TestReplay(t *testing.T) {
	cat := catalog(t)
	rng := rand.New(rand.NewPCG(7, 7))
	var overruns, rounds, shots, spills int
	for round := range 40 {
		g, _ := engine.NewGame(cat, engine.Variant([]string{"published", "classic", "lite"}[round%3]), engine.Hexes, nil)
		var log []engine.Event
		do := func(line string) {
			cmd, err := crt.ParseCommand(line)
			if err != nil {
				return
			}
			evs, err := engine.Resolve(g, cmd, engine.NewSeeded(uint64(round), uint64(len(log))))
			if err != nil {
				return
			}
			for _, e := range evs {
				if err := g.Apply(e); err != nil {
					t.Fatalf("%q: %v", line, err)
				}
				switch e.Kind {
				case crt.EventOverrunStart:
					overruns++
				case crt.EventFireRound:
					rounds++
				case crt.EventAttack:
					if crt.EventOf(e).Round > 0 {
						shots++
					}
					if crt.EventOf(e).Roll != nil && crt.EventOf(e).Roll.Reading == crt.Spillover {
						spills++
					}
				}
			}
			log = append(log, evs...)
		}
		for _, l := range replaySetup {
			do(l)
		}
		labels := g.Labels()
		for range 300 {
			do(randomLine(rng, g, labels))
		}
		r, _ := engine.NewGame(cat, g.Variant, engine.Hexes, nil)
		for _, e := range roundTrip(t, log) {
			if err := r.Apply(e); err != nil {
				t.Fatal(err)
			}
		}
		a, _ := json.Marshal(g)
		b, _ := json.Marshal(r)
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("round %d: replay differs:\n%s\n%s", round, a, b)
		}
	}
	t.Logf("%d overruns, %d fire rounds, %d shots in them, %d spillovers", overruns, rounds, shots, spills)
	if overruns < 10 || rounds < 30 || shots < 10 || spills < 10 {
		t.Errorf("the random commands made %d overruns, %d fire rounds, %d shots in them and %d spillovers; too few to test them", overruns, rounds, shots, spills)
	}
}

// roundTrip passes events through JSON, as the battle log stores them.
func roundTrip(t *testing.T, evs []engine.Event) []engine.Event {
	b, err := json.Marshal(evs)
	if err != nil {
		t.Fatal(err)
	}
	var out []engine.Event
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestTreadBandsEveryOgre checks the movement bands of every Ogre in the
// catalog: full movement with all treads, equal bands of treads/move each,
// 1 with one tread left, 0 with none (OFFICIAL-NOTES, Treads and movement).
func TestTreadBandsEveryOgre(t *testing.T) {
	n := 0
	for _, u := range catalog(t).Units {
		if u.Kind != engine.KindOgre {
			continue
		}
		n++
		max, move := u.Treads, int(u.Move)
		if got := crt.TreadMovement(max, max, move); got != move {
			t.Errorf("%s with all %d treads: movement %d, want %d", u.Name, max, got, move)
		}
		if got := crt.TreadMovement(1, max, move); got != 1 {
			t.Errorf("%s with 1 tread: movement %d, want 1", u.Name, got)
		}
		if got := crt.TreadMovement(0, max, move); got != 0 {
			t.Errorf("%s with no treads: movement %d, want 0", u.Name, got)
		}
		// Every band holds treads/move tread units (rounded up at the top).
		counts := make([]int, move+1)
		for tr := 1; tr <= max; tr++ {
			m := crt.TreadMovement(tr, max, move)
			if m < crt.TreadMovement(tr-1, max, move) {
				t.Fatalf("%s: movement falls as treads rise at %d", u.Name, tr)
			}
			counts[m]++
		}
		for m := 1; m <= move; m++ {
			if d := counts[m] - max/move; d < 0 || d > 1 {
				t.Errorf("%s: band %d holds %d treads, want about %d", u.Name, m, counts[m], max/move)
			}
		}
	}
	if n < 16 {
		t.Errorf("only %d Ogres in the catalog", n)
	}
}

// TestOgreDestroyedByItsLastMissile: an Ogre is destroyed only when every
// weapon and every tread is gone (OFFICIAL-NOTES, Treads and movement); a
// fired missile is gone, so a treadless Ogre firing its last one is done.
func TestOgreDestroyedByItsLastMissile(t *testing.T) {
	g, _ := engine.NewGame(catalog(t), crt.Published, engine.Hexes, nil)
	apply(t, g,
		engine.Event{Kind: engine.EventAdded, Unit: "MK3", Type: "mark-iii", Side: "ogre"},
		engine.Event{Kind: engine.EventAdded, Unit: "H", Type: "heavy-tank", Side: "defence"},
		crt.With(engine.Event{Kind: crt.EventTreadsLost, Unit: "MK3"}, crt.Record{Treads: 45}),
		engine.Event{Kind: engine.EventPhase, Turn: 1, Phase: crt.PhaseFire})
	for _, w := range crt.UnitOf(g.Unit("MK3")).Weapons {
		if w.Type.Kind != crt.WeaponMissile {
			g.Apply(engine.Event{Kind: crt.EventWeaponLost, Unit: "MK3", Weapon: w.ID})
		}
	}
	for i, line := range []string{"fire MK3.missile1 at H die 1", "fire MK3.missile2 at H die 1"} {
		cmd, _ := crt.ParseCommand(line)
		evs, err := engine.Resolve(g, cmd, nil)
		if err != nil {
			t.Fatal(err)
		}
		apply(t, g, evs...)
		if alive := g.Unit("MK3").Alive(); alive != (i == 0) {
			t.Errorf("after %q the Ogre is alive: %v", line, alive)
		}
	}
}

// TestTreadBands checks TreadBands for every Ogre in the catalog: the bands
// run from all treads down to 1 without gaps, each one movement lower than
// the last, each holding exactly the counts TreadMovement gives its
// movement (OFFICIAL-NOTES, Treads and movement: Mark V 60..41 → 3, 40..21
// → 2, 20..1 → 1; Mark III 45..31, 30..16, 15..1; Mark IV 56..43, 42..29,
// 28..15, 14..1).
func TestTreadBands(t *testing.T) {
	want := map[string][]crt.Band{
		"mark-v":   {{Movement: 3, From: 60, To: 41}, {Movement: 2, From: 40, To: 21}, {Movement: 1, From: 20, To: 1}},
		"mark-iii": {{Movement: 3, From: 45, To: 31}, {Movement: 2, From: 30, To: 16}, {Movement: 1, From: 15, To: 1}},
		"mark-iv":  {{Movement: 4, From: 56, To: 43}, {Movement: 3, From: 42, To: 29}, {Movement: 2, From: 28, To: 15}, {Movement: 1, From: 14, To: 1}},
	}
	n := 0
	for _, u := range catalog(t).Units {
		if u.Kind != engine.KindOgre {
			continue
		}
		n++
		max, move := u.Treads, int(u.Move)
		bands := crt.TreadBands(max, move)
		if len(bands) != move {
			t.Errorf("%s: %d bands, want %d", u.Name, len(bands), move)
			continue
		}
		next := max
		for i, b := range bands {
			if b.From != next || b.To > b.From || b.Movement != move-i {
				t.Errorf("%s: band %d is %+v, want it to start at %d with movement %d", u.Name, i, b, next, move-i)
			}
			for tr := b.To; tr <= b.From; tr++ {
				if m := crt.TreadMovement(tr, max, move); m != b.Movement {
					t.Errorf("%s: band %+v holds %d treads, whose movement is %d", u.Name, b, tr, m)
				}
			}
			next = b.To - 1
		}
		if next != 0 {
			t.Errorf("%s: the bands end at %d, want 1", u.Name, next+1)
		}
		if w, ok := want[u.ID]; ok && !slices.Equal(bands, w) {
			t.Errorf("%s: %+v, want %+v", u.Name, bands, w)
		}
	}
	if n < 16 {
		t.Errorf("only %d Ogres in the catalog", n)
	}
	if b := crt.TreadBands(0, 3); b != nil {
		t.Errorf("no treads: %+v, want no bands", b)
	}
}
