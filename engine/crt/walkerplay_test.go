package crt_test

import (
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// The designs the walker cases field.
var (
	hopDesign   = crt.WalkerDesign{Name: "Hop", Generation: crt.GenerationEarly, Attack: 4, Defense: 2, Range: 2, Move: 3, Jumpjets: true}
	plainDesign = crt.WalkerDesign{Name: "Plain", Generation: crt.GenerationEarly, Attack: 2, Defense: 1, Range: 1, Move: 1}
	quadDesign  = crt.WalkerDesign{Name: "Quad", Generation: crt.GenerationEarly, Attack: 4, Defense: 2, Range: 2, Move: 3, Legs: crt.LegsQuad}
	latDesign   = crt.WalkerDesign{Name: "Lat", Generation: crt.GenerationLate, Attack: 4, Defense: 2, Range: 4, Move: 4, LAT: true}
	wheelDesign = crt.WalkerDesign{Name: "Wheel", Generation: crt.GenerationEarly, Attack: 2, Defense: 2, Range: 2, Move: 2, Wheels: true}
)

// walkerGame returns a new game of variant v with the optional walker
// rules named, whose catalog holds the walker designs above, after lines.
func walkerGame(t *testing.T, v engine.Variant, rules string, lines ...string) *engine.Game {
	t.Helper()
	c := *catalog(t)
	c.Units = slices.Clone(c.Units)
	for _, d := range []crt.WalkerDesign{hopDesign, plainDesign, quadDesign, latDesign, wheelDesign} {
		c.Units = append(c.Units, d.UnitType())
	}
	g, err := engine.NewGame(&c, v, engine.Hexes, nil)
	if err != nil {
		t.Fatal(err)
	}
	w, err := crt.ParseWalkerRules(rules)
	if err != nil {
		t.Fatal(err)
	}
	crt.GameOf(g).Walkers = &w
	run(t, g, lines...)
	return g
}

// dieFor returns a die that gives result want for strength against defence
// on the regular reading.
func dieFor(t *testing.T, strength, defense float64, want crt.Result) string {
	t.Helper()
	for d := 1; d <= 6; d++ {
		if (crt.Attack{Strength: strength, Defense: defense}).Resolve(d).Result == want {
			return " die " + string(rune('0'+d))
		}
	}
	t.Fatalf("no die gives %v at %v against %v", want, strength, defense)
	return ""
}

// TestWalkerRecoversAtOwnersNextTurn is a regression case: a walker disabled
// in the enemy's turn recovers at its owner's next turn, not a turn later
// as armour does (000 FAQ, Walkers, 3.0 CRT And Overruns: "recovering on
// the walker's owning player's next turn").
func TestWalkerRecoversAtOwnersNextTurn(t *testing.T) {
	t.Logf("source: %s", faqCRT)
	g := walkerGame(t, crt.Published, "", "add mark-iii as MK3", "add walker:plain as W", "add heavy-tank as H",
		"next", "next", "fire MK3.secondary1 at W"+dieFor(t, 3, 1, crt.D), "fire MK3.secondary2 at H"+dieFor(t, 3, 3, crt.D))
	w, h := g.Unit("W"), g.Unit("H")
	if w.Status != engine.StatusDisabled || w.Timer == nil || w.Timer.Turn != 1 || w.Timer.Side != "defence" {
		t.Fatalf("W: %s, timer %+v; want disabled until the defence's turn 1", w.Status, w.Timer)
	}
	if h.Timer == nil || h.Timer.Turn != 2 {
		t.Errorf("the heavy tank's timer %+v: armour stays down through its own next turn (OFFICIAL-NOTES, Disabled units)", h.Timer)
	}
	run(t, g, "next", "next")
	if g.CurrentSide() != "defence" || w.Status != engine.StatusOK || h.Status != engine.StatusDisabled {
		t.Errorf("at the defence's recovery: W %s, H %s", w.Status, h.Status)
	}
}

// TestWalkersNeverRam is a regression case: no variant lets a walker ram
// (000 FAQ, Walkers, 3.0 CRT And Overruns: "walkers have no need to ram").
func TestWalkersNeverRam(t *testing.T) {
	for _, v := range []engine.Variant{crt.Published, crt.Classic, crt.Lite} {
		t.Run(string(v), func(t *testing.T) {
			t.Logf("source: %s", faqCRT)
			walkerGame(t, v, "", "add mark-iii as MK3 side defence", "add walker:plain as W side ogre", "add early-walker as E side ogre",
				"next", "!ram W MK3|walkers do not ram", "!ram E MK3|walkers do not ram", "!override ram W MK3|walkers do not ram",
				"overrun W at MK3", "!ram W MK3|walkers do not ram")
		})
	}
}

// TestWalkerInCraterAttacksAtMinusOne is a regression case: a walker in a
// crater subtracts 1 from the die of its own attacks (000 FAQ, Walkers, 2.0
// Movement and Terrain, Craters: "subtracts 1 from the CRT die roll").
func TestWalkerInCraterAttacksAtMinusOne(t *testing.T) {
	t.Logf("source: %s", faqTerrain)
	g := walkerGame(t, crt.Published, "jumpjets", "add walker:hop as W side ogre", "add gev x2 as G", "terrain W crater", "next", "next")
	log := run(t, g, "fire W:2 at G1 die 3", "terrain W clear", "fire W:2 at G2 die 3")
	var mods []int
	for _, e := range log {
		if e.Kind == crt.EventAttack {
			mods = append(mods, crt.EventOf(e).Roll.Modifier)
		}
	}
	if !slices.Equal(mods, []int{-1, 0}) {
		t.Errorf("die modifiers %v, want -1 from the crater, then none", mods)
	}
	// A crater also gives it +2 defence.
	if d := crt.Defense(g, walkerIn(t, g, "W", crt.TerrainCrater), nil, false); d != 4 {
		t.Errorf("defence in a crater %v, want 2+2", d)
	}
}

// walkerIn sets unit label's terrain as the referee says and returns it.
func walkerIn(t *testing.T, g *engine.Game, label string, terrain engine.Terrain) *engine.Unit {
	t.Helper()
	run(t, g, "override terrain "+label+" "+string(terrain))
	return g.Unit(label)
}

// TestWalkerTerrain: the walker table's defence, read through its modes and
// legs.
func TestWalkerTerrain(t *testing.T) {
	cases := []struct {
		name, source, unit string
		jets               bool
		terrain            engine.Terrain
		defense            float64
	}{
		{"forest +1", faqTerrain + ": \"only add 1 to the defence value while in Forest\"", "W", false, crt.TerrainForest, 3},
		{"rubble +1", faqTerrain, "W", false, crt.TerrainRubble, 3},
		{"swamp +1", faqTerrain, "W", false, crt.TerrainSwamp, 3},
		{"town doubled", faqTerrain + ": \"have their respective defence doubled while in town\"", "W", false, crt.TerrainTown, 4},
		{"jumpjets: no bonus in forest", faqTerrain + ": \"If jumpjets are being used ... there is no defensive bonus\"", "W", true, crt.TerrainForest, 2},
		{"jumpjets: no bonus in town", faqTerrain, "W", true, crt.TerrainTown, 2},
		{"jumpjets: a crater keeps its +2", faqTerrain + ", Craters", "W", true, crt.TerrainCrater, 4},
		{"quad hull down in forest", faqOptional + ", Quadrupedal: hull down +1 in forest, rubble, craters, stacking", "Q", false, crt.TerrainForest, 4},
		{"quad hull down in a crater", faqOptional + ", Quadrupedal", "Q", false, crt.TerrainCrater, 5},
		{"quad not hull down in town", faqOptional + ", Quadrupedal", "Q", false, crt.TerrainTown, 4},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Logf("source: %s", c.source)
			g := walkerGame(t, crt.Published, "jumpjets,legs", "add walker:hop as W side ogre", "add walker:quad as Q side ogre", "next")
			if c.jets {
				run(t, g, "jets "+c.unit+" on")
			}
			u := walkerIn(t, g, c.unit, c.terrain)
			if d := crt.Defense(g, u, nil, false); d != c.defense {
				t.Errorf("defence %v, want %v", d, c.defense)
			}
		})
	}
	t.Run("wheel mode road bonus 2", func(t *testing.T) {
		t.Logf("source: %s, Road: \"a road bonus of 2 hexes\"", faqTerrain)
		g := walkerGame(t, crt.Published, "wheels", "add walker:wheel as R side ogre", "add walker:plain as P side ogre")
		for label, want := range map[string]float64{"R": 2, "P": 1} {
			eff, ok := crt.UnitTerrain(g, walkerIn(t, g, label, crt.TerrainRoad))
			if !ok || eff.RoadBonus != want {
				t.Errorf("%s on road: bonus %v, want %v", label, eff.RoadBonus, want)
			}
		}
	})
}

// TestJumpjets: switched on or off at the start of its movement phase,
// logged, by a walker that has them in a game that uses them; on them it
// climbs cliffs and enters craters, where it stays until its owner's next
// turn; lasers may fire on it in forest (000 FAQ, Walkers, 2.0 Movement
// and Terrain; 5.0 Optional Walker Rules, Jumpjets).
func TestJumpjets(t *testing.T) {
	t.Logf("source: %s; %s, Jumpjets", faqTerrain, faqOptional)
	walkerGame(t, crt.Published, "", "add walker:plain as W side ogre", "next", "!jets W on|does not use the optional jumpjets rule",
		"!add walker:hop|ogretable new --walkers jumpjets")
	g := walkerGame(t, crt.Published, "jumpjets", "add walker:hop as W side ogre", "add walker:plain as P side ogre",
		"add laser-tank as L", "!jets W on|only in the movement phase", "next", "!jets P on|has no jumpjets",
		"!enter W cliff|only with jump jets", "!enter W crater|only with jump jets")
	log := run(t, g, "jets W on")
	if len(log) != 1 || log[0].Kind != crt.EventWalkerMode || !crt.UnitOf(g.Unit("W")).Jets {
		t.Fatalf("jets W on logged %+v", log)
	}
	run(t, g, "!jets W on|already on its jumpjets", "enter W cliff", "enter W crater", "!enter W clear|stays there until the ogre's next turn",
		"!jets W off|has moved this turn")
	// Lasers may fire on a walker on its jumpjets in forest, not on one
	// without them.
	run(t, g, "override terrain W forest", "override terrain P forest", "next", "next", "next", "next", "next",
		"!fire L at P|a laser cannot fire at a unit in forest", "fire L at W die 1")
}

// TestWalkerWaterAndCliffs: water next to land only, farther out it is
// destroyed; no attacks in water; a cliff without jumpjets is a fall
// (000 FAQ, Walkers, 2.0 Movement and Terrain, Water and Cliffs).
func TestWalkerWaterAndCliffs(t *testing.T) {
	t.Logf("source: %s, Water, Cliffs", faqTerrain)
	g := walkerGame(t, crt.Published, "", "add walker:plain as W side ogre", "add walker:plain as F side ogre", "add gev as G", "next",
		"enter W water", "!enter F cliff|only with jump jets", "enter F cliff forced", "next", "!fire W at G|cannot attack from water")
	if g.Unit("W").Status != engine.StatusOK || g.Unit("F").Status != engine.StatusOK {
		t.Errorf("W %s, F %s", g.Unit("W").Status, g.Unit("F").Status)
	}
	g = walkerGame(t, crt.Published, "", "add walker:plain as W side ogre", "next", "enter W water far")
	if g.Unit("W").Status != engine.StatusDestroyed || g.VP["defence"] != 12 {
		t.Errorf("W out at sea: %s, defence VP %v", g.Unit("W").Status, g.VP["defence"])
	}
}

// TestWalkerOptionsNeedTheirRules: a design with an option the game was not
// created with cannot be added (000 FAQ, Walkers, 5.0 Optional Walker
// Rules: optional rules); without options it always can.
func TestWalkerOptionsNeedTheirRules(t *testing.T) {
	t.Logf("source: %s", faqOptional)
	walkerGame(t, crt.Published, "jumpjets", "add walker:plain", "add walker:hop",
		"!add walker:quad|optional walker rules legs", "!add walker:lat|optional walker rules lat", "!add walker:wheel|ogretable new --walkers wheels")
}

// TestWalkerSplitsFireAndOverruns: a design divides its attack among
// targets, fires first in an overrun with each part doubled after dividing
// (a quad walker not doubled), and a disabled walker does not fire there
// (000 FAQ, Walkers, 3.0 CRT And Overruns; 5.0, Quadrupedal).
func TestWalkerSplitsFireAndOverruns(t *testing.T) {
	t.Logf("source: %s; %s, Quadrupedal", faqCRT, faqOptional)
	g := walkerGame(t, crt.Published, "jumpjets", "add walker:hop as W side ogre", "add gev x3 as G", "next", "next",
		"fire W:1 at G1 die 1", "fire W:2 at G2 die 1", "!fire W:2 at G3|only 1 attack point")
	if u := g.Unit("W"); crt.UnitOf(u).Spent != 3 {
		t.Errorf("W spent %v of 4", crt.UnitOf(u).Spent)
	}
	g = walkerGame(t, crt.Published, "jumpjets,legs", "add walker:hop as W side ogre", "add walker:quad as Q side ogre", "add heavy-tank x2 as H",
		"add walker:plain as D", "next")
	log := run(t, g, "overrun W,Q at H1,H2,D", "next", "fire W:1 at H1 die 1", "fire Q:1 at D die 1")
	var strengths []float64
	for _, e := range log {
		if e.Kind == crt.EventAttack {
			strengths = append(strengths, crt.EventOf(e).Strength)
		}
	}
	if !slices.Equal(strengths, []float64{2, 1}) {
		t.Errorf("overrun strengths %v, want 1×2 for the biped, 1 for the quad", strengths)
	}
}

// TestLandAir: flying, a D reads X, it attacks only units on road, clear or
// water or in the air, cannot overrun, has a free GEV phase, and gets no
// terrain defence (000 FAQ, Walkers, 5.0 Optional Walker Rules, Land/Air
// Transformation).
func TestLandAir(t *testing.T) {
	t.Logf("source: %s, Land/Air Transformation", faqOptional)
	g := walkerGame(t, crt.Published, "lat", "add walker:lat as A side ogre", "add gev x2 as G", "add mark-iii as MK3 side defence",
		"terrain G1 forest", "terrain A town", "form A air", "next")
	if d := crt.Defense(g, g.Unit("A"), nil, false); d != 2 {
		t.Errorf("flying over town: defence %v, want 2 (no terrain defence)", d)
	}
	run(t, g, "!overrun A at G2|overruns are not possible in the air", "next",
		"!fire A:1 at G1|attacks only units on road, clear terrain or water", "fire A:1 at G2 die 1", "next", "enter A forest", "next",
		"next", "next", "fire MK3.secondary1 at A"+dieFor(t, 3, 2, crt.D))
	if u := g.Unit("A"); u.Status != engine.StatusDestroyed {
		t.Errorf("a D against a flying walker: %s, want destroyed (D reads X)", u.Status)
	}
}

// TestWalkerDesignRecorded: a design fielded is recorded in the game's log
// with its options, so the game replays the same after the design changes
// (ARCHITECTURE.md, Decisions, A game keeps its data).
func TestWalkerDesignRecorded(t *testing.T) {
	g := walkerGame(t, crt.Published, "")
	log := run(t, g, "add walker:plain as W side ogre")
	if len(log) == 0 || log[0].Kind != engine.EventDefined || crt.WalkerOf(log[0].Def.Unit) == nil || crt.WalkerOf(log[0].Def.Unit).Attack != 2 {
		t.Fatalf("the log does not record the design first: %+v", log)
	}
	changed := plainDesign
	changed.Attack, changed.Defense = 9, 3
	c := *catalog(t)
	c.Units = append(slices.Clone(c.Units), changed.UnitType())
	r, err := engine.NewGame(&c, crt.Published, engine.Hexes, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range roundTrip(t, log) {
		if err := r.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	if u := r.Unit("W"); u.Type.Attack != 2 || crt.WalkerOf(u.Type).Defense != 1 {
		t.Errorf("replayed on a changed design: attack %v, design %+v", u.Type.Attack, crt.WalkerOf(u.Type))
	}
}

// TestWalkerTerrainNoteFollowsItsModes is a regression case (issue 20,
// item 4): a walker entering forest, rubble, swamp or town is told about
// jumpjets only when it has them, and that they change its move only when
// they are on (000 FAQ, Walkers, 2.0 Movement and Terrain: "If jumpjets
// are being used ... there is no defensive bonus"; 5.0 Optional Walker
// Rules, Jumpjets).
func TestWalkerTerrainNoteFollowsItsModes(t *testing.T) {
	cases := []struct {
		name   string
		walker string
		jets   bool
		t      string
		want   string
	}{
		{"no jumpjets in forest", "plain", false, "forest", "W enters forest: half rate, defence +1."},
		{"no jumpjets in town", "plain", false, "town", "W enters town: half rate, defence ×2."},
		{"quad without jumpjets in rubble", "quad", false, "rubble", "W enters rubble: half rate, defence +1. Quadrupedal: hull down, +1 defence."},
		{"wheels without jumpjets in swamp", "wheel", false, "swamp", "W enters swamp: half rate, defence +1."},
		{"jumpjets off in forest", "hop", false, "forest", "W enters forest: half rate, defence +1. Jumpjets off: on them, normal rate and no defence bonus."},
		{"jumpjets on in forest", "hop", true, "forest", "W enters forest: on its jumpjets: normal rate, no terrain defence, and lasers may fire on it."},
		{"jumpjets on in town", "hop", true, "town", "W enters town: on its jumpjets: normal rate, no terrain defence, and lasers may fire on it."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := walkerGame(t, crt.Published, "all", "add walker:"+c.walker+" as W side ogre", "next")
			if c.jets {
				run(t, g, "jets W on")
			}
			got := textsOf(run(t, g, "enter W "+c.t), crt.EventTerrain)
			if len(got) != 1 || got[0] != c.want {
				t.Errorf("enter W %s: %q, want %q", c.t, got, c.want)
			}
			if !c.jets && strings.Contains(got[0], "with jump jets it moves") {
				t.Errorf("a walker off its jumpjets is told it moves at normal rate: %q", got[0])
			}
		})
	}
}
