package crt_test

import (
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// rulesCase is one rule of issue 10, "Every rule as the texts say": command
// lines played from a fresh game's recovery phase in variant v, where a line
// "!CMD|TEXT" must be refused with a reason that says TEXT; check, when set,
// looks at the game after.
type rulesCase struct {
	name   string
	source string // the rules file and section
	v      engine.Variant
	lines  []string
	check  func(t *testing.T, g *engine.Game)
}

func runRules(t *testing.T, cases []rulesCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(string(c.v)+": "+c.name, func(t *testing.T) {
			t.Logf("source: %s", c.source)
			g := play(t, c.v, c.lines...)
			if c.check != nil {
				c.check(t, g)
			}
		})
	}
}

// secondMove is issue 10's repro: a Mark III and a GEV of the ogre side, a
// missile tank of the defence; the GEV enters forest in the first movement
// phase (die 5: no effect), then the ogre's second movement phase begins.
var secondMove = []string{"add mark-iii as MK3", "add missile-tank as M", "add gev as G side ogre", "next",
	"enter G forest die 5", "next", "next"}

// TestSecondMovementPhase: only GEVs move in the second movement phase, and
// not one that entered forest, rubble or swamp (published: or town) in the
// first (issue 10, item 1).
func TestSecondMovementPhase(t *testing.T) {
	gevIn := func(t engine.Terrain) []string {
		return []string{"add mark-iii as MK3", "add missile-tank as M", "add gev as G side ogre", "next",
			"enter G " + string(t), "next", "next"}
	}
	cases := []rulesCase{
		{name: "an Ogre neither rams nor enters terrain", v: crt.Published,
			source: "003 Ogre Lite, THE TURN SEQUENCE, Phase 5; OFFICIAL-NOTES, The turn: move any or all GEVs again",
			lines: append(secondMove, "!ram MK3 M die 2|MK3 has no second movement, so it cannot ram M in the second movement phase",
				"!enter MK3 clear|MK3 has no second movement", "!overrun MK3 at M|MK3 has no second movement",
				"override enter MK3 clear")},
		{name: "a GEV that entered forest has no second move", v: crt.Published,
			source: "000 FAQ, MOVEMENT MODES, GEV Mode: Forest - No GEV phase; OFFICIAL-NOTES, The turn",
			lines: append(secondMove, "!enter G clear|G entered forest in the first movement phase, so it has no second movement this turn",
				"!ram G M die 3|G entered forest", "!overrun G at M|G entered forest", "override enter G clear")},
		{name: "nor one that entered swamp", v: crt.Classic, source: "000 FAQ, MOVEMENT MODES, GEV Mode: Swamp - No GEV phase",
			lines: append(gevIn(crt.TerrainSwamp)[:4], "enter G swamp die 6", "next", "next", "!enter G clear|G entered swamp")},
		{name: "nor one that entered town", v: crt.Published,
			source: "OFFICIAL-NOTES, The turn: except those which entered town or swamp/rubble/forest on the first movement phase",
			lines:  append(gevIn(crt.TerrainTown), "!enter G clear|G entered town in the first movement phase")},
		// The FAQ's GEV Mode takes the GEV phase away in forest, rubble and
		// swamp only: in town a GEV "moves at half rate".
		{name: "a GEV that entered town moves again", v: crt.Classic, source: "000 FAQ, MOVEMENT MODES, GEV Mode: Urban",
			lines: append(gevIn(crt.TerrainTown), "enter G clear")},
		// Ogre Lite's GEVs move again unless disabled, whatever they entered
		// (003 Ogre Lite, THE TURN SEQUENCE, Phase 5; its terrain table
		// gives no GEV-phase rule for forest).
		{name: "a GEV that entered forest moves again", v: crt.Lite, source: "003 Ogre Lite, THE TURN SEQUENCE, Phase 5",
			lines: append(secondMove, "enter G clear", "!enter MK3 clear|MK3 has no second movement")},
		{name: "a GEV in clear moves and rams again", v: crt.Published,
			source: "OFFICIAL-NOTES, The turn: rams and overruns are resolved as in movement",
			lines:  append(gevIn(crt.TerrainClear), "enter G road", "ram G M die 1")},
		{name: "last turn's forest does not count", v: crt.Published, source: "000 FAQ, MOVEMENT MODES, GEV Mode",
			lines: append(secondMove, "next", "next", "next", "next", "next", "next", "enter G clear", "next", "next", "enter G road")},
		{name: "an attacker joins an overrun only with a second move", v: crt.Published,
			source: "003 Ogre Lite, THE TURN SEQUENCE, Phase 5",
			lines: []string{"add heavy-tank as H side ogre", "add gev as G1 side ogre", "add gev as G2", "next", "next", "next",
				"overrun G1 at G2", "!overrun join H|H has no second movement, so it cannot join the overrun"}},
	}
	runRules(t, cases)
}

// TestRamRulesByVariant: when a ram is made and who makes it (issue 10,
// items 2 and 3).
func TestRamRulesByVariant(t *testing.T) {
	base := []string{"add mark-iii as MK3", "add missile-tank as M", "next"}
	armour := []string{"add mark-iii as MK3 side defence", "add heavy-tank as H side ogre", "add infantry squads 3 as I side ogre", "next"}
	cases := []rulesCase{
		{name: "an Ogre rams only in an overrun", v: crt.Classic,
			source: "000 FAQ, RAMMING: An Ogre may ram after the fire phases during an overrun",
			lines: append(base, "!ram MK3 M|in the classic rules a ram is made only during an overrun",
				"overrun MK3 at M", "next", "next", "ram MK3 M")},
		{name: "an Ogre rams only in an overrun", v: crt.Lite,
			source: "003 Ogre Lite, RAMMING (under OVERRUNS): Ogres may ram one unit after its first fire round",
			lines: append(base, "!ram MK3 M die 2|in the lite rules a ram is made only during an overrun",
				"overrun MK3 at M", "next", "next", "ram MK3 M die 2")},
		{name: "an Ogre rams in movement", v: crt.Published,
			source: "OFFICIAL-NOTES, The turn: entering an enemy-occupied hex makes a ram or an overrun",
			lines:  append(base, "ram MK3 M die 2")},
		{name: "referee's override rams outside an overrun", v: crt.Lite, source: "issue 10: override lets the referee through",
			lines: append(base, "override ram MK3 M die 2")},
		{name: "a heavy tank does not ram", v: crt.Lite, source: "003 Ogre Lite, RAMMING: Ogres may ram one unit",
			lines: append(armour, "!ram H MK3|in the lite rules only Ogres ram")},
		{name: "a heavy tank rams an Ogre", v: crt.Published, source: "OFFICIAL-NOTES, Ramming: armour ramming an Ogre",
			lines: append(armour, "ram H MK3")},
		// Infantry are not armour: they never ram.
		{name: "infantry never ram", v: crt.Published, source: "OFFICIAL-NOTES, Ramming: armour ramming an Ogre is destroyed",
			lines: append(armour, "!ram I MK3|only Ogres and armour ram (OFFICIAL-NOTES, Ramming), and I is infantry, not armour")},
		{name: "infantry never ram", v: crt.Lite, source: "003 Ogre Lite, RAMMING",
			lines: append(armour, "!ram I MK3|only Ogres ram")},
		{name: "infantry never ram", v: crt.Classic, source: "000 FAQ, RAMMING: only Ogres and the superheavy",
			lines: append(armour, "!ram I MK3|only Ogres and the superheavy ram")},
		{name: "walkers do not ram", v: crt.Published, source: "000 FAQ, Walkers, 3.0 CRT And Overruns: walkers have no need to ram",
			lines: []string{"add mark-iii as MK3 side defence", "add early-walker as W side ogre", "next", "!ram W MK3|walkers do not ram"}},
	}
	runRules(t, cases)
}

// TestGEVRams: a GEV ramming armour attacks it at twice its strength and is
// destroyed (published rules, 6.07.3); a GEV ramming an Ogre rams as any
// armour: destroyed, the Ogre loses 1 tread (OFFICIAL-NOTES, Ramming; issue
// 10, item 4). In the classic rules only Ogres and the superheavy ram (000
// FAQ, RAMMING) and in Ogre Lite only Ogres (003 Ogre Lite, RAMMING): a GEV
// rams nothing there.
func TestGEVRams(t *testing.T) {
	setup := []string{"add gev as G side ogre", "add heavy-tank as H", "add gev as D", "add mark-iii as MK3 side defence",
		"terrain D town", "next"}
	status := func(want map[string]engine.Status, vp float64) func(*testing.T, *engine.Game) {
		return func(t *testing.T, g *engine.Game) {
			for l, s := range want {
				if got := g.Unit(l).Status; got != s {
					t.Errorf("%s is %s, want %s", l, got, s)
				}
			}
			if g.VP["defence"] != vp {
				t.Errorf("defence VP %v, want %v (OFFICIAL-NOTES, Victory points: a GEV is standard armour, 6)", g.VP["defence"], vp)
			}
		}
	}
	cases := []rulesCase{
		// 4 v 3: 1-1; die 5 X.
		{name: "at a heavy tank, 1-1 die 5: X", v: crt.Published, source: "published rules, 6.07.3",
			lines: append(setup, "ram G H die 5"),
			check: status(map[string]engine.Status{"G": engine.StatusDestroyed, "H": engine.StatusDestroyed}, 6)},
		{name: "at a heavy tank, 1-1 die 3: D", v: crt.Published, source: "published rules, 6.07.3",
			lines: append(setup, "ram G H die 3"),
			check: status(map[string]engine.Status{"G": engine.StatusDestroyed, "H": engine.StatusDisabled}, 6)},
		// 4 v 2x2 in town: 1-1, die 1: NE.
		{name: "at a GEV in town, 1-1 die 1: NE", v: crt.Published, source: "published rules, 6.07.3; 000 FAQ, GEV Mode: Urban, defence doubled",
			lines: append(setup, "ram G D die 1"),
			check: status(map[string]engine.Status{"G": engine.StatusDestroyed, "D": engine.StatusOK}, 6)},
		{name: "at an Ogre: destroyed, 1 tread, no die", v: crt.Published, source: "OFFICIAL-NOTES, Ramming",
			lines: append(setup, "!ram G MK3 die 5|no die is rolled for this ram", "ram G MK3"),
			check: func(t *testing.T, g *engine.Game) {
				if mk := g.Unit("MK3"); crt.UnitOf(mk).TreadsMax-crt.UnitOf(mk).Treads != 1 || g.Unit("G").Alive() {
					t.Errorf("MK3 lost %d treads, G %s; want 1 and destroyed", crt.UnitOf(mk).TreadsMax-crt.UnitOf(mk).Treads, g.Unit("G").Status)
				}
			}},
		{name: "a GEV does not ram", v: crt.Classic, source: "000 FAQ, RAMMING",
			lines: append(setup, "!ram G H|only Ogres and the superheavy ram", "!ram G MK3|only Ogres and the superheavy ram")},
		{name: "a GEV does not ram", v: crt.Lite, source: "003 Ogre Lite, RAMMING",
			lines: append(setup, "!ram G H|only Ogres ram", "!ram G MK3|only Ogres ram")},
		{name: "other armour rams only an Ogre", v: crt.Published, source: "OFFICIAL-NOTES, Ramming",
			lines: []string{"add heavy-tank as T side ogre", "add heavy-tank as H", "next", "!ram T H|only an Ogre rams armour, and a GEV"}},
	}
	runRules(t, cases)
}

// TestRackOncePerTurn: a missile rack fires one internal missile per turn
// (OFFICIAL-NOTES, Treads and movement), also across the fire rounds of one
// overrun and from an overrun into the fire phase (issue 10, item 5).
func TestRackOncePerTurn(t *testing.T) {
	// Racks fire at 6, doubled in an overrun: 12 against the superheavy's 5
	// is 2-1, and die 1 is NE, so the battle goes on.
	setup := []string{"add mark-iv as MK4", "add heavy-tank x2 as H", "add superheavy-tank as SH", "add gev as G", "next"}
	cases := []rulesCase{
		{name: "once across the fire rounds of an overrun", v: crt.Published, source: "OFFICIAL-NOTES, Treads and movement: racks fire one internal missile per turn",
			lines: append(setup, "overrun MK4 at SH", "next", "fire MK4.rack1 at SH die 1", "fire MK4.rack2 at SH die 1", "next", "next",
				"!fire MK4.rack1 at SH die 1|MK4.rack1 has fired its missile this turn", "fire MK4.main1 at SH die 1", "fire MK4.rack3 at SH die 1")},
		{name: "not again in the fire phase", v: crt.Published, source: "OFFICIAL-NOTES, Treads and movement",
			lines: append(setup, "overrun MK4 at SH", "next", "fire MK4.rack1 at SH die 1", "overrun end", "next",
				"!fire MK4.rack1 at G die 1|one internal missile per turn", "fire MK4.rack3 at G die 1")},
		{name: "again the next turn", v: crt.Published, source: "OFFICIAL-NOTES, Treads and movement",
			lines: append(setup, "next", "fire MK4.rack1 at G die 1", "!fire MK4.rack1 at H1 die 1|already fired this turn",
				"next", "next", "next", "next", "next", "next", "next", "next", "fire MK4.rack1 at H1 die 1")},
		// The defence's player-turn is another turn: the rack fires back in
		// its overrun.
		{name: "again in the enemy's player-turn", v: crt.Classic, source: "OFFICIAL-NOTES, Treads and movement",
			lines: append(setup, "next", "fire MK4.rack1 at G die 1", "next", "next", "next",
				"overrun H1 at MK4", "fire MK4.rack1 at H1 die 1")},
	}
	runRules(t, cases)
}

// TestInfantryAtTreadsInOverrun: in an overrun infantry fight as single
// squads (000 FAQ, OVERRUN) and attacks on treads are never combined
// (OFFICIAL-NOTES, Attacks on treads), so a 2-squad stack at treads makes two
// attacks of one squad each (issue 10, item 11). The stack-wide command is
// refused, saying what to type, rather than rolled as two attacks: each
// squad's attack is a command of its own with its own die, as the referee
// rolls them one by one at the table, and the log shows each.
func TestInfantryAtTreadsInOverrun(t *testing.T) {
	setup := []string{"add mark-iii as MK3", "add infantry squads 2 as INF1", "next"}
	treadsLost := func(n int) func(*testing.T, *engine.Game) {
		return func(t *testing.T, g *engine.Game) {
			if mk := g.Unit("MK3"); crt.UnitOf(mk).TreadsMax-crt.UnitOf(mk).Treads != n {
				t.Errorf("MK3 lost %d treads, want %d", crt.UnitOf(mk).TreadsMax-crt.UnitOf(mk).Treads, n)
			}
		}
	}
	cases := []rulesCase{
		// Each squad 1x2 = 2 at 1-1; two X take 2 each.
		{name: "squad by squad in an overrun", v: crt.Published, source: "000 FAQ, OVERRUN; OFFICIAL-NOTES, Attacks on treads",
			lines: append(setup, "overrun MK3 at INF1",
				`!fire INF1 at MK3.treads die 5|fire "INF1:1 at MK3.treads" once for each of its 2 squads, each with its own die`,
				"!fire INF1:2 at MK3.treads die 5|once for each of its 2 squads",
				"fire INF1:1 at MK3.treads die 5", "fire INF1:1 at MK3.treads die 6"),
			check: treadsLost(4)},
		{name: "squad by squad in an overrun", v: crt.Lite, source: "000 FAQ, OVERRUN; OFFICIAL-NOTES, Attacks on treads",
			lines: append(setup, "overrun MK3 at INF1", "!fire INF1 at MK3.treads die 5|once for each of its 2 squads")},
		// Outside an overrun the stack is one unit of strength 2.
		{name: "the whole stack in the fire phase", v: crt.Published, source: "OFFICIAL-NOTES, Attacks on treads",
			lines: append(setup[:2], "next", "next", "next", "next", "next", "next", "fire INF1 at MK3.treads die 5"),
			check: treadsLost(2)},
	}
	runRules(t, cases)
}

// TestRamTreadsScore: the treads an Ogre loses ramming are lost tread units
// like any other, 1 VP each to its enemy (OFFICIAL-NOTES, Victory points:
// "tread 1 each"; the FAQ gives no VP rule of its own for rams), so the
// side's VP and the Ogre's VP lost agree (issue 10, item 15).
func TestRamTreadsScore(t *testing.T) {
	agree := func(want float64) func(*testing.T, *engine.Game) {
		return func(t *testing.T, g *engine.Game) {
			w, tr := crt.VPLost(g, g.Unit("MK3"))
			if g.VP["defence"] != w+tr || g.VP["defence"] != want {
				t.Errorf("defence VP %v, MK3's VP lost %v + %v; want both %v", g.VP["defence"], w, tr, want)
			}
		}
	}
	cases := []rulesCase{
		// 1 tread for a missile tank (OFFICIAL-NOTES, Ramming).
		{name: "ramming armour", v: crt.Published, source: "OFFICIAL-NOTES, Ramming; Victory points",
			lines: []string{"add mark-iii as MK3", "add missile-tank as M", "next", "ram MK3 M die 2"}, check: agree(1)},
		// 2 treads against a vehicle; the GEV destroyed scores for the ogre.
		{name: "ramming in an overrun", v: crt.Classic, source: "000 FAQ, RAMMING; OFFICIAL-NOTES, Victory points",
			lines: []string{"add mark-iii as MK3", "add gev as G", "next", "overrun MK3 at G", "next", "next", "ram MK3 G"}, check: agree(2)},
		// 5 treads against a larger Ogre; the Mark V loses 2+3 = 5 to the
		// Mark III's two dice, scored for the ogre.
		{name: "ramming an Ogre", v: crt.Lite, source: "003 Ogre Lite, RAMMING; OFFICIAL-NOTES, Victory points",
			lines: []string{"add mark-iii as MK3", "add mark-v as D5 side defence", "next", "overrun MK3 at D5", "next", "next", "ram MK3 D5 dice 2 3"},
			check: func(t *testing.T, g *engine.Game) {
				agree(5)(t, g)
				if g.VP["ogre"] != 5 {
					t.Errorf("ogre VP %v, want 5 for D5's treads", g.VP["ogre"])
				}
			}},
	}
	runRules(t, cases)
}
