package crt_test

import (
	"encoding/json"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// textsOf returns the texts of the events of kind k.
func textsOf(evs []engine.Event, k engine.EventKind) []string {
	var out []string
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, e.Text)
		}
	}
	return out
}

// sameAsReplay checks that replaying log on a new game gives g's state
// (ARCHITECTURE.md, Decisions, Tests: replay(events) == state).
func sameAsReplay(t *testing.T, g *engine.Game, log []engine.Event) {
	t.Helper()
	r, err := engine.NewGame(g.Catalog, g.Variant, g.Scale, g.Sides)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range roundTrip(t, log) {
		if err := r.Apply(e); err != nil {
			t.Fatalf("replay: %v", err)
		}
	}
	a, _ := json.Marshal(g)
	b, _ := json.Marshal(r)
	if string(a) != string(b) {
		t.Fatalf("replay differs:\n%s\n%s", a, b)
	}
}

// TestOverrunFoughtToTheEnd is issue 3's whole-turn scenario: a Mark III
// overruns a stack of infantry in forest and a heavy tank. The defender
// fires first and rounds alternate; infantry and the Ogre's weapons fire at
// double strength; infantry fight as single squads; D reads X except
// against an Ogre weapon; the Ogre rams once after its first fire round; the
// battle ends when one side remains, and the Ogre's weapons fire again in
// the fire phase.
func TestOverrunFoughtToTheEnd(t *testing.T) {
	g, _ := engine.NewGame(catalog(t), crt.Published, engine.Hexes, nil)
	log := run(t, g,
		"add mark-iii as MK3", "add infantry squads 3 as INF1", "add heavy-tank as HVY1", "add gev as G9",
		"terrain INF1 forest",
		"next", // the ogre's movement phase: overruns happen here (003 Ogre Lite, THE TURN SEQUENCE, Phase 3)
		"overrun MK3 at INF1,HVY1",
		// Fire round 1: the defender fires (003 Ogre Lite, OVERRUN COMBAT TURN SEQUENCE).
		"!fire MK3.main1 at INF1|fire round 1 is for the defenders",
		"fire INF1 at MK3.main1 die 3",      // 3 squads x2 = 6 v 4: 1-1, D: no effect on an Ogre weapon (003 Ogre Lite, COMBAT RESULTS TABLE, Overrun)
		"fire HVY1 at MK3.secondary1 die 5", // 4 v 3: 1-1, X
		"!ram MK3 HVY1|only after its first fire round",
		"next",
		// Fire round 2: the attacker.
		"!fire INF1 at MK3.ap1|fire round 2 is for the attackers (ogre)",
		"!fire MK3.main1 at G9|G9 is not in the overrun",
		"fire MK3.main1 at INF1 die 3",      // 4x2 = 8 v one squad in forest (1x2): 4-1, XX: a squad
		"fire MK3.secondary2 at INF1 die 1", // 3x2 = 6 v 2: 3-1, D read as X: a squad (000 FAQ, OVERRUN)
		"fire MK3.secondary3 at HVY1 die 1", // 6 v 3: 2-1, NE
		"!fire MK3.main1 at HVY1|already fired in this fire round",
		"!fire INF1 at MK3.ap1 with HVY1|fire round 2",
		"next",
		// Fire round 3: the defender; the Ogre has had its first fire round and rams.
		"ram MK3 HVY1 die 5",         // 4-6 destroyed; 2 treads for a heavy tank (OFFICIAL-NOTES, Ramming)
		"fire INF1 at MK3.ap1 die 4", // the last squad: 1x2 = 2 v 1: 2-1, X
		"next",                       // fire round 4: the attacker
		"fire MK3.ap2 at INF1 die 6", // 1x2 = 2 v 2: 1-1, XX: the last squad; the defenders are gone
		"next",                       // the overrun is over: next moves on to the fire phase
		"fire MK3.main1 at G9 die 1", // the main battery fires again in the fire phase
	)
	if crt.GameOf(g).Overrun != nil {
		t.Fatalf("the overrun is still on: %+v", crt.GameOf(g).Overrun)
	}
	if g.Phase != crt.PhaseFire {
		t.Errorf("after the overrun, next went to the %s phase, want fire", g.Phase)
	}
	ends := textsOf(log, crt.EventOverrunEnd)
	if len(ends) != 1 || !strings.Contains(ends[0], "the attackers (ogre) hold the field with MK3") || !strings.Contains(ends[0], "after 4 fire rounds") {
		t.Errorf("end of the overrun: %q", ends)
	}
	rounds := textsOf(log, crt.EventFireRound)
	want := []string{"Fire round 1: the defenders fire", "Fire round 2: the attackers (ogre) fire", "Fire round 3: the defenders fire", "Fire round 4: the attackers (ogre) fire"}
	if len(rounds) != len(want) {
		t.Fatalf("fire rounds: %q", rounds)
	}
	for i, w := range want {
		if !strings.HasPrefix(rounds[i], w) {
			t.Errorf("round %d: %q, want %q...", i+1, rounds[i], w)
		}
	}
	attacks := strings.Join(textsOf(log, crt.EventAttack), "\n")
	for _, w := range []string{
		"Overrun, fire round 1: INF1 (3×2) = 6 fires at MK3.main1 (defence 4): 1-1, die 3: D, no effect on an Ogre weapon.", // OFFICIAL-NOTES, Attacks on treads: a D has no effect on an Ogre
		"Overrun, fire round 2: MK3.main1 (4×2) = 8 fires at a squad of INF1 (defence 2): 4-1, die 3: XX.",
		"Overrun, fire round 2: MK3.secondary2 (3×2) = 6 fires at a squad of INF1 (defence 2): 3-1, die 1: D, read as X (overrun).",
		"Overrun, fire round 4: MK3.ap2 (1×2) = 2 fires at a squad of INF1 (defence 2): 1-1, die 6: XX.",
	} {
		if !strings.Contains(attacks, w) {
			t.Errorf("the record lacks %q:\n%s", w, attacks)
		}
	}
	mk := g.Unit("MK3")
	if crt.UnitOf(mk).Treads != 43 || crt.UnitWeapon(mk, "main1").Status != engine.StatusOK || crt.UnitWeapon(mk, "secondary1").Status != engine.StatusDestroyed || crt.UnitWeapon(mk, "ap1").Status != engine.StatusDestroyed {
		t.Errorf("MK3 after the overrun: %d treads, main1 %s, secondary1 %s, ap1 %s", crt.UnitOf(mk).Treads,
			crt.UnitWeapon(mk, "main1").Status, crt.UnitWeapon(mk, "secondary1").Status, crt.UnitWeapon(mk, "ap1").Status)
	}
	if inf, hvy := g.Unit("INF1"), g.Unit("HVY1"); inf.Alive() || hvy.Alive() || !crt.UnitOf(hvy).Hulk {
		t.Errorf("INF1 %s, HVY1 %s (hulk %v)", inf.Status, hvy.Status, crt.UnitOf(hvy).Hulk)
	}
	// OFFICIAL-NOTES, Victory points: infantry 2 a squad, standard armour 6;
	// secondary 4, AP 1, tread 1 each: the 2 treads MK3 lost ramming HVY1
	// score too, as its VP lost says (issue 10, item 15).
	if g.VP["ogre"] != 12 || g.VP["defence"] != 7 {
		t.Errorf("VP ogre %v defence %v, want 12 and 7", g.VP["ogre"], g.VP["defence"])
	}
	sameAsReplay(t, g, log)
}

// overrunSetup is a game in the ogre's movement phase with an overrun under
// way: a Mark III, a GEV in town and a walker attack; infantry in town, two
// heavy tanks (one disabled), a disabled walker, grunts and a second stack
// of infantry defend.
var overrunSetup = []string{
	"add mark-iii as MK3", "add gev as G1 side ogre", "add early-walker as W1 side ogre",
	"add infantry squads 3 as INF1", "add heavy-tank as HVY1", "add heavy-tank as HVY2", "add early-walker as W2",
	"add grunts squads 2 as GR", "add infantry squads 2 as INF2",
	"terrain INF1 town", "terrain G1 town", "terrain GR forest",
	"next",
	"override fire MK3.main1 at HVY2 die 3", // 4 v 3: 1-1, D: disabled
	"override fire MK3.secondary1 at W2 die 5", // 3 v 6: 1-2, D: disabled
	"overrun MK3,G1,W1 at INF1,HVY1,HVY2,W2,GR,INF2",
}

// TestOverrunStrengths: who doubles, who halves, and the defence each side
// gets in an overrun.
func TestOverrunStrengths(t *testing.T) {
	g := play(t, crt.Published, overrunSetup...)
	cases := []struct {
		attackers     string
		target        string
		strength, def float64
		source        string
	}{
		{"INF1:1", "MK3.main1", 2, 4, "000 FAQ, OVERRUN: infantry are single squads and double"},
		{"INF1:2", "MK3.main1", 4, 4, "000 FAQ, OVERRUN"},
		{"INF1", "MK3.main1", 6, 4, "000 FAQ, OVERRUN: a 3-squad stack is three attackers of 1, each doubled"},
		{"GR:1", "MK3.ap1", 1, 1, "001 ARMOR!, 3.017 Grunts: attack only in an overrun, not doubled"},
		{"HVY2", "MK3.ap1", 2, 1, "000 FAQ, OVERRUN: a disabled unit fires back at half strength"},
		{"HVY1", "MK3.treads", 4, 0, "OFFICIAL-NOTES, Attacks on treads: armour does not double"},
		{"HVY1", "G1", 4, 2, "003 Ogre Lite, OVERRUNS: units that initiated the combat get no terrain bonus (G1 is in town)"},
		{"HVY1", "W1", 4, 6, "000 FAQ, OVERRUN"},
		{"MK3.main1", "INF1", 8, 3, "003 Ogre Lite, OVERRUNS: Ogres double; defenders keep terrain (one squad x3 in town)"},
		{"MK3.main1", "INF2", 8, 1, "000 FAQ, OVERRUN: infantry defend as single squads"},
		{"MK3.main1", "GR", 8, 1, "001 ARMOR!, 3.017 Grunts: no terrain bonuses"},
		{"MK3.main1", "HVY1", 8, 3, "003 Ogre Lite, OVERRUNS"},
		{"MK3.main1,MK3.secondary2", "W2", 14, 6, "000 FAQ, OVERRUN: Ogre weapons double"},
		{"G1", "INF2", 2, 1, "000 FAQ, OVERRUN: a GEV does not double"},
		{"W1:2", "INF1", 4, 3, "000 FAQ, Walkers, 3.0 CRT And Overruns: split first, then double"},
		{"W1", "HVY1", 12, 3, "000 FAQ, Walkers, 3.0 CRT And Overruns"},
		{"MK3.ap1", "GR", 2, 1, "003 Ogre Lite, THE OGRE: AP at infantry"},
	}
	for _, c := range cases {
		p, err := crt.PlanFire(g, strings.Split(c.attackers, ","), c.target, true)
		if err != nil {
			t.Errorf("%s at %s: %v (%s)", c.attackers, c.target, err, c.source)
			continue
		}
		if p.Attack.Strength != c.strength || p.Attack.Defense != c.def || p.Attack.Reading != crt.Overrun {
			t.Errorf("%s at %s: %v v %v (%v), want %v v %v overrun (%s)", c.attackers, c.target,
				p.Attack.Strength, p.Attack.Defense, p.Attack.Reading, c.strength, c.def, c.source)
		}
	}
	refused := []struct{ attackers, target, want, source string }{
		{"W2", "MK3.main1", "disabled walkers do not attack in an overrun", "000 FAQ, Walkers, 3.0 CRT And Overruns"},
		{"W1:7", "INF1", "only 6 attack points left", "000 FAQ, Walkers, 3.0 CRT And Overruns"},
		{"HVY1:1", "G1", "only a walker divides its attack", "000 FAQ, Walkers, 3.0 CRT And Overruns"},
		{"INF1:4", "G1", "only 3 squads left", "000 FAQ, OVERRUN"},
		{"INF1:x", "G1", "whole number", "the command language"},
		{"MK3.ap1", "HVY1", "anti-personnel", "003 Ogre Lite, THE OGRE"},
		{"HVY1", "INF2", "same side of the overrun", "000 FAQ, OVERRUN"},
	}
	for _, c := range refused {
		if _, err := crt.PlanFire(g, strings.Split(c.attackers, ","), c.target, true); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s at %s: %v, want it refused with %q (%s)", c.attackers, c.target, err, c.want, c.source)
		}
	}
	// 000 FAQ, OVERRUN: no spillover inside an overrun.
	if _, err := crt.PlanFire(g, []string{"MK3.main1"}, "INF1", true, "INF2"); err == nil || !strings.Contains(err.Error(), "no spillover in an overrun") {
		t.Errorf("spillover in an overrun: %v", err)
	}
}

// TestOverrunReadings: in an overrun a D reads X against anything but an
// Ogre (003 Ogre Lite, COMBAT RESULTS TABLE, Overrun Combat; OFFICIAL-NOTES,
// Overrun and spillover: only a true X hurts an Ogre).
func TestOverrunReadings(t *testing.T) {
	cases := []struct {
		name, line string
		check      func(*engine.Game) bool
		source     string
	}{
		{"armour D reads X", "fire MK3.main1 at HVY1 die 2", // 8 v 3: 2-1, die 2 D
			func(g *engine.Game) bool { return !g.Unit("HVY1").Alive() && crt.UnitOf(g.Unit("HVY1")).Hulk }, "000 FAQ, OVERRUN"},
		{"walker D reads X", "fire MK3.main1,MK3.secondary2 at W2 die 2", // 14 v 6: 2-1, D
			func(g *engine.Game) bool { return !g.Unit("W2").Alive() }, "000 FAQ, OVERRUN"},
		{"infantry D costs the squad", "fire MK3.ap2 at INF2 die 2", // 2 v 1: 2-1, die 2 D
			func(g *engine.Game) bool { return crt.UnitOf(g.Unit("INF2")).Squads == 1 }, "000 FAQ, OVERRUN"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := play(t, crt.Published, append(overrunSetup, "next", "next", c.line)...) // round 3 is the attackers' others
			if !c.check(g) {
				t.Errorf("%s: no (%s)", c.line, c.source)
			}
		})
	}
	// Against the Ogre: a D on a weapon or on the treads does nothing.
	g := play(t, crt.Published, append(overrunSetup[:len(overrunSetup)-1],
		"overrun MK3 at HVY1,INF2",
		"fire HVY1 at MK3.treads die 3",    // 1-1, D
		"fire INF2:1 at MK3.ap1 die 2")...) // 2 v 1: 2-1, die 2 D
	mk := g.Unit("MK3")
	if crt.UnitOf(mk).Treads != 45 || crt.UnitWeapon(mk, "ap1").Status != engine.StatusOK {
		t.Errorf("a D in an overrun hurt the Ogre: %d treads, ap1 %s", crt.UnitOf(mk).Treads, crt.UnitWeapon(mk, "ap1").Status)
	}
}

// TestOverrunNinja: the Ninja's -1 applies to every attack on it but
// infantry attacks in an overrun (000 FAQ, Ogre Ninja).
func TestOverrunNinja(t *testing.T) {
	g := play(t, crt.Published, "add ninja as N", "add infantry squads 3 as I", "add heavy-tank as H", "next", "overrun N at I,H")
	cases := []struct {
		attackers string
		modifier  int
	}{
		{"I", 0},
		{"I:1", 0},
		{"H", -1},
		{"I,H", -1}, // not an infantry attack alone
	}
	for _, c := range cases {
		p, err := crt.PlanFire(g, strings.Split(c.attackers, ","), "N.main1", false)
		if err != nil {
			t.Fatal(err)
		}
		if p.Attack.Modifier != c.modifier {
			t.Errorf("%s at a Ninja in an overrun: modifier %d, want %d (000 FAQ, Ogre Ninja)", c.attackers, p.Attack.Modifier, c.modifier)
		}
	}
}

// TestOverrunWalkersFireFirst: the defender's walkers, the attacker's
// walkers, the defender's others, the attacker's others; a walker may divide
// its attack among targets (000 FAQ, Walkers, 3.0 CRT And Overruns; 000 FAQ,
// OVERRUN).
func TestOverrunWalkersFireFirst(t *testing.T) {
	g, _ := engine.NewGame(catalog(t), crt.Published, engine.Hexes, nil)
	log := run(t, g, "add heavy-tank as H1 side ogre", "add early-walker as W1 side ogre", "add early-walker as W2", "add gev as G2",
		"next", "overrun H1,W1 at W2,G2",
		"!fire G2 at H1|who fire first",
		"fire W2:2 at W1 die 1", // 2x2 = 4 v 6: 1-2, NE
		"fire W2:4 at H1 die 1", // 4x2 = 8 v 3: 2-1, NE
		"!fire W2 at H1|already fired in this fire round",
		"next", "fire W1 at W2 die 1", // 12 v 6: 2-1, NE
		"next", "!fire W2 at H1|fired in its side's walkers' round", "fire G2 at H1 die 1",
		"next", "fire H1 at G2 die 1",
		"next")
	var got []string
	for _, r := range crt.GameOf(g).Overrun.Rounds {
		got = append(got, string(r.Role)+map[bool]string{true: " walkers", false: ""}[r.Walkers])
	}
	want := "defender walkers,attacker walkers,defender,attacker,defender walkers"
	if strings.Join(got, ",") != want {
		t.Errorf("fire rounds %v, want %s", got, want)
	}
	if !strings.Contains(strings.Join(textsOf(log, crt.EventAttack), "\n"), "W2:4 (4×2) = 8 fires at H1") {
		t.Errorf("the record lacks the walker's divided attack: %q", textsOf(log, crt.EventAttack))
	}
	sameAsReplay(t, g, log)
}

// TestWalkerDividesItsFire: outside an overrun a walker's attack may also
// be divided among targets, each part once a turn (000 FAQ, Walkers, 3.0 CRT
// And Overruns).
func TestWalkerDividesItsFire(t *testing.T) {
	g := play(t, crt.Published, "add early-walker as W side ogre", "add gev x3 as G", "next", "next",
		"fire W:2 at G1 die 1", "fire W:1 at G2 die 1", "!fire W:4 at G3|only 3 attack points left",
		"fire W at G3 die 1", "!fire W at G3|already fired this turn", "!fire W:1 at G3|already fired")
	if u := g.Unit("W"); crt.UnitOf(u).Spent != 6 {
		t.Errorf("walker spent %v of 6", crt.UnitOf(u).Spent)
	}
	play(t, crt.Published, "add early-walker as W side ogre", "add gev as G", "next", "next", "!fire W:0 at G|whole number")
}

// TestOverrunOgreWithoutWeapons: with an Ogre involved the battle goes on
// until it has destroyed its opponents, or two fire rounds after it has lost
// all its weapons (003 Ogre Lite, OVERRUN COMBAT TURN SEQUENCE).
func TestOverrunOgreWithoutWeapons(t *testing.T) {
	g := play(t, crt.Published, "add mark-i as MK1", "add infantry squads 3 as INF1", "next")
	var log []engine.Event
	for i := 1; i <= 4; i++ {
		e := engine.Event{Kind: crt.EventWeaponLost, Unit: "MK1", Weapon: "ap" + string(rune('0'+i))}
		if err := g.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	log = append(log, run(t, g,
		"overrun MK1 at INF1",
		"fire INF1:1 at MK1.main1 die 6", // 2 v 4: 1-2, X: the last weapon
		"next",                           // round 2, the Ogre's: nothing can fire, it passes; round 3
		// Infantry fight as single squads and tread attacks are never
		// combined: a squad at a time (000 FAQ, OVERRUN; OFFICIAL-NOTES,
		// Attacks on treads; issue 10, item 11).
		"fire INF1:1 at MK1.treads die 6", "fire INF1:1 at MK1.treads die 6",
		"next")...) // two rounds after round 1: over
	if crt.GameOf(g).Overrun != nil {
		t.Fatalf("the overrun goes on: %+v", crt.GameOf(g).Overrun)
	}
	text := strings.Join(textsOf(log, crt.EventFireRound), "\n")
	if !strings.Contains(text, "Fire round 2: the attackers (ogre) have nothing that can fire; the round passes.") {
		t.Errorf("round 2 did not pass: %s", text)
	}
	ends := textsOf(log, crt.EventOverrunEnd)
	if len(ends) != 1 || !strings.Contains(ends[0], "MK1 has fought two fire rounds without weapons: the defenders (defence) hold the field with INF1") {
		t.Errorf("end: %q", ends)
	}
	if crt.UnitOf(g.Unit("MK1")).Treads != 14 { // 4 tread units off 18: two squads, 1x2 = 2 each
		t.Errorf("MK1 treads %d, want 14", crt.UnitOf(g.Unit("MK1")).Treads)
	}
}

// TestOverrunJoinAndEnd: the defender may move units in (000 FAQ, OVERRUN;
// 003 Ogre Lite, OVERRUNS), not immobile or disabled ones; the referee may
// end an overrun; next ends a fire round, not the phase.
func TestOverrunJoinAndEnd(t *testing.T) {
	g := play(t, crt.Published,
		"add heavy-tank as H1 side ogre", "add heavy-tank as H2 side ogre", "add gev x3 as G", "add howitzer as HW",
		"!overrun H1 at G1|movement",
		"next",
		"!overrun G1 at H1|it is the ogre's turn",
		"!overrun H1 at H2|on the attackers' side",
		"!overrun H1,G2 at G1|different sides",
		"!overrun HW at H1|cannot move",
		"!overrun join G2|no overrun to join",
		"!overrun end|no overrun to end",
		"overrun H1 at G1",
		"!overrun H2 at G3|already being fought",
		"overrun join G2,H2",
		"!overrun join HW|cannot move",
		"override overrun join HW",
		"!overrun join G2|already in the overrun",
		"fire G1,G2 at H1 die 1", // 4 v 3: 1-1, NE
		"!overrun join G3|before its first shot",
		"!ram H1 G1|only an Ogre rams",
		"next", "next", "next",
	)
	o := crt.GameOf(g).Overrun
	if o == nil || strings.Join(o.Attackers, ",") != "H1,H2" || strings.Join(o.Defenders, ",") != "G1,G2,HW" {
		t.Fatalf("overrun %+v", o)
	}
	if g.Phase != crt.PhaseMovement || len(o.Rounds) != 4 {
		t.Errorf("after three nexts: %s phase, %d rounds; want movement, 4", g.Phase, len(o.Rounds))
	}
	run(t, g, "overrun end", "next")
	if crt.GameOf(g).Overrun != nil || g.Phase != crt.PhaseFire {
		t.Errorf("after overrun end and next: %+v, %s", crt.GameOf(g).Overrun, g.Phase)
	}
	// 003 Ogre Lite, THE TURN SEQUENCE, Phase 5: only GEVs move again.
	play(t, crt.Published, "add heavy-tank as H1 side ogre", "add gev as G1 side ogre", "add gev as G2",
		"next", "next", "next",
		"!overrun H1 at G2|no second movement", "overrun G1 at G2")
}

// TestOverrunRamsOnce: an Ogre rams one unit after its first fire round
// (003 Ogre Lite, RAMMING), by the ram rules of the game's variant.
func TestOverrunRamsOnce(t *testing.T) {
	for _, v := range []engine.Variant{crt.Published, crt.Classic, crt.Lite} {
		ram := "ram MK5 H1 die 2"
		if v == crt.Classic {
			ram = "ram MK5 H1" // no die: the rammed unit is destroyed
		}
		g := play(t, v, "add mark-v as MK5", "add heavy-tank x2 as H", "next", "overrun MK5 at H1,H2",
			"!ram MK5 H1|after its first fire round", "next", "!ram MK5 H1|after its first fire round", "next",
			ram,
			"!ram MK5 H2|already rammed in this overrun",
			"!override ram H2 MK5|only an Ogre rams")
		want := engine.StatusDisabled // OFFICIAL-NOTES, Ramming; 003 Ogre Lite, RAMMING: 1-3 disabled
		if v == crt.Classic {
			want = engine.StatusDestroyed // 000 FAQ, RAMMING: the rammed unit is destroyed
		}
		if s := g.Unit("H1").Status; s != want {
			t.Errorf("%s: rammed H1 is %s, want %s", v, s, want)
		}
	}
}

// TestRammedRecovers: a unit disabled by a ram in the enemy's turn stays
// disabled through its own next turn; one disabled in its own turn is back
// at its next (OFFICIAL-NOTES, Disabled units).
func TestRammedRecovers(t *testing.T) {
	g := play(t, crt.Published, "add mark-v as MK5", "add missile-tank as M", "next", "ram MK5 M die 2")
	m := g.Unit("M")
	if m.Timer == nil || m.Timer.Cause != crt.CauseRammed || crt.Recovers(m) != "recovers at the start of the defence's turn 2" {
		t.Errorf("rammed in the ogre's turn 1: %+v, %q", m.Timer, crt.Recovers(m))
	}
	g = play(t, crt.Published, "add mark-v as MK5", "add missile-tank as M", "next", "next", "next", "next", "next",
		"override ram MK5 M die 2") // the defence's movement phase, turn 1
	m = g.Unit("M")
	if m.Timer == nil || m.Timer.Cause != crt.CauseOwnTurn || crt.Recovers(m) != "recovers at the start of the defence's turn 2" {
		t.Errorf("rammed in its own turn 1: %+v, %q", m.Timer, crt.Recovers(m))
	}
}
