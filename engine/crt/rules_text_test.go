package crt_test

import (
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// textCase is one rule of issue 10 as a rules text says it: command lines
// played on a new game of a variant (a line starting with "!" must be
// refused, as in play), the event texts the last line must make (each a
// part of one of them), those it must not, and an optional check of the
// game after.
type textCase struct {
	name    string
	source  string // the rules file and section
	variant engine.Variant
	lines   []string
	want    []string
	not     []string
	check   func(t *testing.T, g *engine.Game)
	// events are applied before the last line, for a state no command
	// makes directly.
	events []engine.Event
}

func (c textCase) run(t *testing.T) {
	t.Helper()
	t.Log(c.source)
	v := c.variant
	if v == "" {
		v = crt.Published
	}
	g, err := engine.NewGame(catalog(t), v, engine.Hexes, nil)
	if err != nil {
		t.Fatal(err)
	}
	run(t, g, c.lines[:len(c.lines)-1]...)
	apply(t, g, c.events...)
	last := run(t, g, c.lines[len(c.lines)-1])
	texts := eventTexts(last)
	for _, w := range c.want {
		if !strings.Contains(texts, w) {
			t.Errorf("%q made:\n%s\nwant it to say %q", c.lines[len(c.lines)-1], texts, w)
		}
	}
	for _, w := range c.not {
		if strings.Contains(texts, w) {
			t.Errorf("%q made:\n%s\nwant it not to say %q", c.lines[len(c.lines)-1], texts, w)
		}
	}
	if c.check != nil {
		c.check(t, g)
	}
}

func runTextCases(t *testing.T, cases []textCase) {
	for _, c := range cases {
		t.Run(c.name, c.run)
	}
}

// TestMilitia: militia in protective terrain read a D as infantry do, and a
// stack attacks and scores with every squad (issue 10, item 6).
func TestMilitia(t *testing.T) {
	ml3 := []string{"add mark-iii as MK3", "add militia squads 3 as ML"}
	runTextCases(t, []textCase{
		{name: "D in forest costs a squad", source: "000 FAQ, MOVEMENT MODES, Militia Mode: Forest, D results as Infantry",
			lines: append(ml3, "terrain ML forest", "next", "next", "fire MK3.secondary1 at ML die 3"),
			want:  []string{"die 3: D", "ML loses a squad: 2 left."}, not: []string{"ML is destroyed"}},
		{name: "D in town costs a squad, classic", source: "000 FAQ, MOVEMENT MODES, Militia Mode: Urban, D results as Infantry",
			variant: crt.Classic,
			lines:   append(ml3, "terrain ML town", "next", "next", "fire MK3.secondary1 at ML die 4"),
			want:    []string{"ML loses a squad: 2 left."}},
		{name: "D in clear destroys", source: "000 FAQ, MOVEMENT MODES, Militia Mode: Clear, destroyed with D, X, or XX",
			lines: append(ml3, "terrain ML clear", "next", "next", "fire MK3.secondary1 at ML die 4"),
			want:  []string{"ML is destroyed.", "scores 0.99 VP for ML"}},
		{name: "a stack attacks with every squad", source: "000 FAQ, OFFICIAL UNITS LIST (Militia Squad: attack 1 a squad); MOVEMENT MODES, Militia Mode",
			lines: append(ml3, "next", "next", "next", "next", "next", "next", "fire ML at MK3.secondary1 die 6"),
			want:  []string{"ML (3) fires at MK3.secondary1 (defence 3): 1-1"}},
		{name: "its strength counts its squads", source: "000 FAQ, OFFICIAL UNITS LIST (Militia Squad)",
			lines: ml3,
			check: func(t *testing.T, g *engine.Game) {
				if s := crt.Strength(g.Unit("ML"), nil); s != 3 {
					t.Errorf("ML's strength is %v, want 3", s)
				}
			}},
	})
}

// toDefenceFire moves a fresh game (ogre's recovery, turn 1) on to the
// defence's fire phase.
var toDefenceFire = []string{"next", "next", "next", "next", "next", "next"}

// TestOgreMissileVP: a destroyed Ogre missile scores the FAQ table's 3 in
// the classic rules, the published 1 elsewhere (issue 10, item 12).
func TestOgreMissileVP(t *testing.T) {
	lines := append([]string{"add mark-iii as MK3", "add heavy-tank as H"}, toDefenceFire...)
	lines = append(lines, "fire H at MK3.missile1 die 6")
	vpLost := func(want float64) func(t *testing.T, g *engine.Game) {
		return func(t *testing.T, g *engine.Game) {
			if w, _ := crt.VPLost(g, g.Unit("MK3")); w != want {
				t.Errorf("MK3's weapons have given up %v VP, want %v", w, want)
			}
		}
	}
	runTextCases(t, []textCase{
		{name: "classic", source: "000 FAQ, OFFICIAL UNITS LIST, Ogre systems: Ogre Missile 6 5 3 3 (V.P. 3)",
			variant: crt.Classic, lines: lines, want: []string{"The defence scores 3 VP for MK3.missile1."}, check: vpLost(3)},
		{name: "published", source: "OFFICIAL-NOTES, Victory points (an Ogre missile 1)",
			lines: lines, want: []string{"The defence scores 1 VP for MK3.missile1."}, check: vpLost(1)},
	})
}

// TestOgreWithOnlyEmptyRacks: an Ogre without treads whose only weapons
// left are empty missile racks is destroyed, since an empty rack cannot
// fire (issue 10, item 14).
func TestOgreWithOnlyEmptyRacks(t *testing.T) {
	source := "OFFICIAL-NOTES, Treads and movement (destroyed when every weapon and tread is gone); 000 FAQ, OFFICIAL UNITS LIST (Mark IV: racks 3 [15])"
	setup := func(t *testing.T, missilesLeft, treadsLeft int) *engine.Game {
		g, _ := engine.NewGame(catalog(t), crt.Published, engine.Hexes, nil)
		apply(t, g,
			engine.Event{Kind: engine.EventAdded, Unit: "MK4", Type: "mark-iv", Side: "ogre"},
			engine.Event{Kind: engine.EventAdded, Unit: "H", Type: "heavy-tank", Side: "defence"},
			crt.With(engine.Event{Kind: crt.EventTreadsLost, Unit: "MK4"}, crt.Record{Treads: 56 - treadsLeft}))
		fired := 15 - missilesLeft
		for _, w := range crt.UnitOf(g.Unit("MK4")).Weapons {
			if w.Type.Kind != crt.WeaponRack {
				apply(t, g, engine.Event{Kind: crt.EventWeaponLost, Unit: "MK4", Weapon: w.ID})
				continue
			}
			for w.Ammo > 0 && fired > 0 {
				apply(t, g, engine.Event{Kind: crt.EventFired, Unit: "MK4", Weapon: w.ID, Target: "H"})
				fired--
			}
		}
		return g
	}
	t.Run("its last tread", func(t *testing.T) {
		t.Log(source)
		g := setup(t, 0, 1)
		apply(t, g, engine.Event{Kind: engine.EventPhase, Turn: 1, SideIndex: 1, Phase: crt.PhaseFire})
		evs := run(t, g, "fire H at MK4.treads die 6")
		if g.Unit("MK4").Alive() {
			t.Errorf("MK4 is still in play after its last tread:\n%s", eventTexts(evs))
		}
		if !strings.Contains(eventTexts(evs), "its only weapons left are empty missile racks") {
			t.Errorf("the record does not say why:\n%s", eventTexts(evs))
		}
	})
	t.Run("its last missile", func(t *testing.T) {
		t.Log(source)
		g := setup(t, 1, 0)
		apply(t, g, engine.Event{Kind: engine.EventPhase, Turn: 2, Phase: crt.PhaseFire})
		var rack string
		for _, w := range crt.UnitOf(g.Unit("MK4")).Weapons {
			if w.Ammo > 0 {
				rack = w.ID
			}
		}
		run(t, g, "fire MK4."+rack+" at H die 1")
		if g.Unit("MK4").Alive() {
			t.Errorf("MK4 is still in play after its last missile")
		}
	})
	t.Run("a missile left", func(t *testing.T) {
		t.Log(source)
		g := setup(t, 1, 1)
		apply(t, g, engine.Event{Kind: engine.EventPhase, Turn: 1, SideIndex: 1, Phase: crt.PhaseFire})
		run(t, g, "fire H at MK4.treads die 6")
		if !g.Unit("MK4").Alive() {
			t.Errorf("MK4 is destroyed with a missile left in a rack")
		}
	})
}

// TestMissileTruck: the FAQ's missile truck is in the catalog under the
// names of both its table and its section (issue 10, item 16).
func TestMissileTruck(t *testing.T) {
	t.Log("000 FAQ, The Missile Truck: \"Truck, Missile 3 4 1 3 Wheeled 1 2\"; UNOFFICIAL FAN-MADE UNITS: \"Truck, Light Missile\"")
	for _, name := range []string{"Truck, Missile", "missile truck", "Truck, Light Missile"} {
		u, err := catalog(t).Unit(name)
		if err != nil {
			t.Fatalf("%q: %v", name, err)
		}
		if u.Attack != 3 || u.Range != 4 || u.Defense != 1 || u.Move != 3 || u.Mode != engine.ModeWheeled || u.Size != 1 || u.VP != 2 {
			t.Errorf("%q is %+v, want 3 4 1 3 Wheeled 1 2", name, u)
		}
	}
}

// TestLiteOverruns: Ogre Lite has no single-squad rule, so an infantry
// stack defends an overrun whole, with its terrain multiple, and a D read
// as X destroys it; and a disabled Ogre attacks at half, doubled then
// halved (issue 10, item 10).
func TestLiteOverruns(t *testing.T) {
	stack := []string{"add mark-iii as MK3", "add infantry squads 3 as I", "terrain I town",
		"next", "overrun MK3 at I", "next"}
	disabled := []string{"add mark-iii as MK3", "add heavy-tank as H",
		"next", "next", "next", "next", "next", "overrun H at MK3"}
	disable := []engine.Event{crt.With(engine.Event{Kind: crt.EventDisabled, Unit: "MK3"}, crt.Record{Timer: &engine.Timer{Cause: crt.CauseEnemyFire, Turn: 3, Side: "ogre"}})}
	runTextCases(t, []textCase{
		{name: "lite: the stack defends whole", source: "003 Ogre Lite, OVERRUNS; COMBAT RESULTS TABLE (Overrun Combat: read each D as X)",
			variant: crt.Lite, lines: append(stack, "fire MK3.main1 at I die 5"),
			want: []string{"MK3.main1 (4×2) = 8 fires at I (defence 9): 1-2", "read as X (overrun)", "I is destroyed.", "scores 6 VP for I"},
			not:  []string{"a squad of I"}},
		{name: "published: a single squad", source: "000 FAQ, OVERRUN (infantry fight as single squads)",
			lines: append(stack, "fire MK3.main1 at I die 5"),
			want:  []string{"fires at a squad of I (defence 3)", "I loses a squad: 2 left."}},
		{name: "lite: a disabled Ogre fires at x1", source: "003 Ogre Lite, OVERRUNS: the Att of Ogres doubled; disabled units attack at 1/2",
			variant: crt.Lite, lines: append(disabled, "fire MK3.main1 at H die 1"), events: disable,
			want: []string{"MK3.main1 (4×2×½) = 4 fires at H"}},
		{name: "classic: a disabled Ogre still doubles", source: "000 FAQ, OVERRUN (Ogre weapons double; the half is for units firing back)",
			variant: crt.Classic, lines: append(disabled, "fire MK3.main1 at H die 1"), events: disable,
			want: []string{"MK3.main1 (4×2) = 8 fires at H"}},
	})
}

// TestHeavyWeaponsSquads: each squad of a heavy weapons stack carries its
// own missile (issue 10, item 7).
func TestHeavyWeaponsSquads(t *testing.T) {
	source := "000 FAQ, OFFICIAL UNITS LIST: Heavy Weapons Squad, \"(1x Missile) 3 4\" a squad; Heavy Weapons Squad: a one-use weapon"
	hw := []string{"add heavy-weapons-squad squads 3 as HW side ogre", "add heavy-tank as H", "add heavy-tank as H2", "add heavy-tank as H3", "next", "next"}
	missiles := func(want ...engine.Status) func(t *testing.T, g *engine.Game) {
		return func(t *testing.T, g *engine.Game) {
			var got []engine.Status
			for _, w := range crt.UnitOf(g.Unit("HW")).Weapons {
				got = append(got, w.Status)
			}
			if !slices.Equal(got, want) {
				t.Errorf("HW's missiles are %v, want %v", got, want)
			}
		}
	}
	runTextCases(t, []textCase{
		{name: "three squads, three missiles", source: source,
			lines: append(hw, "fire HW.hws-missile2 at H die 1"),
			want:  []string{"HW.hws-missile2 (3) fires at H", "HW.hws-missile2 is spent."},
			check: func(t *testing.T, g *engine.Game) {
				missiles(engine.StatusOK, crt.StatusSpent, engine.StatusOK)(t, g)
				restoreChecked(t, catalog(t), g) // a snapshot keeps the three
			}},
		{name: "each fires once", source: source,
			lines: append(hw, "fire HW.hws-missile1 at H die 1", "fire HW.hws-missile2 at H2 die 1", "fire HW.hws-missile3 at H3 die 1"),
			check: missiles(crt.StatusSpent, crt.StatusSpent, crt.StatusSpent)},
		{name: "one squad, one missile", source: source,
			lines: []string{"add heavy-weapons-squad as HW side ogre", "add heavy-tank as H", "next", "next", "!fire HW.hws-missile2 at H|it has hws-missile1"}},
		{name: "a squad lost takes a fired missile first", source: source + "; 000 FAQ, Infantry (a D costs a squad)",
			lines: append([]string{"add heavy-weapons-squad squads 2 as HW", "add mark-iii as MK3"},
				"next", "next", "next", "next", "next", "next", "fire HW.hws-missile1 at MK3.secondary1 die 1",
				"next", "next", "next", "next", "fire MK3.secondary1 at HW die 4"),
			want: []string{"HW loses a squad: 1 left."}, not: []string{"lost with its squad"},
			check: missiles(crt.StatusSpent, engine.StatusOK)},
		{name: "a squad lost with no missile fired loses one", source: source + "; 000 FAQ, Infantry (a D costs a squad)",
			lines: []string{"add heavy-weapons-squad squads 2 as HW", "add mark-iii as MK3", "next", "next", "fire MK3.secondary1 at HW die 4"},
			want:  []string{"HW loses a squad: 1 left.", "HW.hws-missile2 is lost with its squad."},
			check: missiles(engine.StatusOK, engine.StatusDestroyed)},
	})
}

// TestOgreMissileCarrier: the Ogre Missile Carrier's missiles are targeted
// one by one, as an Ogre's are (issue 10, item 8).
func TestOgreMissileCarrier(t *testing.T) {
	source := "000 FAQ, The Ogre Missile Carrier, Design Notes: \"the missiles can be targeted individually\"; (Ogre Missiles x6) 6 5 3"
	omc := append([]string{"add heavy-missile-tank as OMC side ogre", "add heavy-tank as H"}, toDefenceFire...)
	runTextCases(t, []textCase{
		{name: "a missile is a target", source: source,
			lines: append(omc, "fire H at OMC.missile1 die 6"),
			want:  []string{"H (4) fires at OMC.missile1 (defence 3)", "OMC.missile1 is destroyed."},
			not:   []string{"scores"},
			check: func(t *testing.T, g *engine.Game) {
				if u := g.Unit("OMC"); !u.Alive() || crt.UnitWeapon(u, "missile1").Status != engine.StatusDestroyed {
					t.Errorf("OMC alive %v, missile1 %s; want OMC in play without missile1", u.Alive(), crt.UnitWeapon(u, "missile1").Status)
				}
			}},
		{name: "a D does nothing to it", source: source + "; OFFICIAL-NOTES, Attacks on treads (a D has no effect on an Ogre weapon)",
			lines: append(omc, "fire H at OMC.missile2 die 4"),
			want:  []string{"no effect on an Ogre weapon"}},
		{name: "its AP guns are not", source: source + " (only the missiles)",
			lines: append(omc, "!fire H at OMC.ap1|its weapons targeted on their own are OMC.missile1")},
		{name: "the carrier itself", source: "000 FAQ, The Ogre Missile Carrier: OGRE Missile Tank - - 5",
			lines: append(omc, "fire H at OMC die 1"),
			want:  []string{"H (4) fires at OMC (defence 5)"}},
	})
}

// TestLasersAndCover: no laser fires at a unit in forest, rubble or town; a
// laser turret cannot fire over them either, a laser tower can; the
// referee says what the line of fire crosses with "through" (issue 10,
// item 9).
func TestLasersAndCover(t *testing.T) {
	in := func(terrain string) []string {
		return []string{"add laser-turret as LT side ogre", "add laser-tower as TW side ogre", "add laser-tank as LZ side ogre",
			"add infantry as I", "add heavy-tank as H", "terrain I " + terrain, "next", "next"}
	}
	runTextCases(t, []textCase{
		{name: "turret, target in forest", source: "000 FAQ, TERRAIN, Forest: laser turrets cannot fire at units inside forest hexes",
			lines: append(in("forest"), "!fire LT at I|a laser cannot fire at a unit in forest, rubble or town")},
		{name: "tower, target in forest", source: "000 FAQ, TERRAIN, Forest: a laser tower cannot snipe at units inside a forest hex",
			lines: append(in("forest"), "!fire TW at I|I is in forest (000 FAQ, TERRAIN, Forest)")},
		{name: "tower, target in rubble", source: "000 FAQ, TERRAIN, Rubble: nor at units in a rubble hex",
			lines: append(in("rubble"), "!fire TW at I|I is in rubble (000 FAQ, TERRAIN, Rubble)")},
		{name: "tower, target in town", source: "000 FAQ, TERRAIN, Town: town hexes break laser line of sight",
			lines: append(in("town"), "!fire TW at I|I is in town (000 FAQ, TERRAIN, Town)")},
		{name: "turret over forest", source: "000 FAQ, TERRAIN, Forest: laser turrets cannot fire at units over forest hexes",
			lines: append(in("clear"), "!fire LT at I through forest die 6|LT is a laser turret and cannot fire over forest")},
		{name: "laser tank over town", source: "000 FAQ, The Laser Tank: not tall enough to fire over and through forest, rubble, and town",
			lines: append(in("clear"), "!fire LZ at I through town die 6|only a laser tower fires over")},
		{name: "turret over wooded swamp", source: "000 FAQ, TERRAIN, Swamp: a wooded swamp blocks line of sight for lasers",
			lines: append(in("clear"), "!fire LT at I through wooded swamp die 6|cannot fire over wooded swamp")},
		{name: "tower over forest", source: "000 FAQ, TERRAIN, Forest: a laser tower may fire at a unit over or past a forest hex",
			lines: append(in("clear"), "fire TW at I through forest die 6"), want: []string{"TW (2) fires at I"}},
		{name: "tower over rubble", source: "000 FAQ, TERRAIN, Rubble: a laser tower may fire at a unit over a rubble hex",
			lines: append(in("clear"), "fire TW at I through rubble die 6"), want: []string{"TW (2) fires at I"}},
		{name: "turret over swamp", source: "000 FAQ, TERRAIN, Swamp: does not block line of sight for lasers",
			lines: append(in("clear"), "fire LT at I through swamp die 6"), want: []string{"LT (2) fires at I"}},
		{name: "turret at swamp", source: "000 FAQ, TERRAIN, Swamp: does not block line of sight for lasers",
			lines: append(in("swamp"), "fire LT at I die 6"), want: []string{"LT (2) fires at I"}},
		{name: "the referee rules it clear", source: "000 FAQ, Optional Walker Rules, 2.0: lasers may fire on walkers using jumpjets in forest",
			lines: append(in("forest"), "override fire LT at I through forest die 6"), want: []string{"LT (2) fires at I"}},
		{name: "other units ignore through", source: "000 FAQ, TERRAIN: only lasers' line of sight is broken",
			lines: append(in("clear"), "next", "next", "next", "next", "fire H at LT through town"), want: []string{"H (4) fires at LT"}},
		{name: "through names a terrain", source: "000 FAQ, TERRAIN",
			lines: append(in("clear"), "!fire LT at I through lava|unknown terrain")},
	})
}

// TestParseThrough: "through TERRAIN" on fire names what the line of fire
// crosses, one or two words, before "with" and the dice.
func TestParseThrough(t *testing.T) {
	for _, c := range []struct{ line, through, target string }{
		{"fire LT at I through forest die 3", "forest", "I"},
		{"fire LT at I through wooded swamp with J die 3 4", "wooded swamp", "I"},
		{"fire LT at I through woods", "forest", "I"},
		{"fire LT,TW at MK3.main1 through secondary road", "secondary road", "MK3.MAIN1"},
	} {
		cmd, err := crt.ParseCommand(c.line)
		if err != nil || crt.WordsOf(cmd).Through != c.through || cmd.Target != c.target {
			t.Errorf("%q: through %q, target %q, %v; want %q, %q", c.line, crt.WordsOf(cmd).Through, cmd.Target, err, c.through, c.target)
		}
	}
	if _, err := crt.ParseCommand("fire LT at I through"); err == nil {
		t.Errorf("\"through\" without a terrain was accepted")
	}
}

// TestArmorTerrain: the ARMOR! units' own terrain rules (issue 10, item 13).
func TestArmorTerrain(t *testing.T) {
	mv := func(add string) []string { return []string{add, "next"} } // the ogre's movement phase, turn 1
	runTextCases(t, []textCase{
		{name: "grunts cannot enter water", source: "001 ARMOR!, 3.017 Grunts: not able to enter water hexes at all",
			lines: append(mv("add grunts squads 2 as GR side ogre"), "!enter GR water|GR (infantry mode) cannot enter water (001 ARMOR!, 3.017 Grunts)")},
		{name: "EDD 209s cannot enter water", source: "001 ARMOR!, 3.018 EDD 209: may not enter water hexes",
			lines: append(mv("add edd-209 as ED side ogre"), "!enter ED water|cannot enter water (001 ARMOR!, 3.018")},
		{name: "grunts in swamp: 1-2 held a turn", source: "001 ARMOR!, 3.017 Grunts: on a 1 or 2 they get stuck and must spend an additional turn in the hex",
			lines: append(mv("add grunts squads 2 as GR side ogre"), "enter GR swamp die 2"),
			want:  []string{"terrain check in swamp: 2", "GR is stuck in the swamp for 1 more turn: it gets out at the start of the ogre's turn 3."},
			check: func(t *testing.T, g *engine.Game) {
				run(t, g, "next", "next", "next", "next", "next", "next", "next") // the ogre's turn 2
				if s := g.Unit("GR").Status; s != engine.StatusDisabled {
					t.Errorf("GR is %s in its turn 2, want it still held", s)
				}
				run(t, g, "next", "next", "next", "next", "next", "next", "next", "next") // the ogre's turn 3
				if g.Turn != 3 || g.Unit("GR").Status != engine.StatusOK {
					t.Errorf("turn %d: GR is %s, want it out in turn 3", g.Turn, g.Unit("GR").Status)
				}
			}},
		{name: "grunts in swamp: 3-6 no effect", source: "001 ARMOR!, 3.017 Grunts",
			lines: append(mv("add grunts as GR side ogre"), "enter GR swamp die 3"), want: []string{"terrain check in swamp: 3, no effect."}},
		{name: "EDD 209s in swamp: a die a squad", source: "001 ARMOR!, 3.018 EDD 209: roll 1d6 for each squad; on a 1 or 2 the squad is stuck in that hex PERMANENTLY",
			lines: append(mv("add edd-209 squads 3 as ED side ogre"), "enter ED swamp die 1 5 2"),
			want:  []string{"a die a squad: 1, 5, 2; 2 squads stuck.", "ED leaves 2 squads stuck in the swamp as ED1: 1 moves on.", "ED1 is stuck in the swamp for good"},
			check: func(t *testing.T, g *engine.Game) {
				ed, stuck := g.Unit("ED"), g.Unit("ED1")
				if crt.UnitOf(ed).Squads != 1 || ed.Status != engine.StatusOK || stuck == nil || crt.UnitOf(stuck).Squads != 2 || stuck.Status != engine.StatusStuck || stuck.Terrain != crt.TerrainSwamp {
					t.Errorf("ED %d squads %s; ED1 %+v; want 1 moving on, 2 stuck in swamp", crt.UnitOf(ed).Squads, ed.Status, stuck)
				}
			}},
		{name: "EDD 209s in swamp: every squad stuck", source: "001 ARMOR!, 3.018 EDD 209",
			lines: append(mv("add edd-209 squads 2 as ED side ogre"), "enter ED swamp die 2 1"),
			want:  []string{"ED is stuck in the swamp for good"}},
		{name: "EDD 209s in swamp: none stuck", source: "001 ARMOR!, 3.018 EDD 209",
			lines: append(mv("add edd-209 squads 2 as ED side ogre"), "enter ED swamp die 3 6"),
			want:  []string{"0 squads stuck."}, not: []string{"stuck in the swamp"}},
		{name: "the Mobile Bridge enters a river", source: "001 ARMOR!, 3.011 Mobile Bridge: may move into a river hex at a cost of two movement points",
			lines: append(mv("add mobile-bridge as MB side ogre"), "enter MB river"),
			want:  []string{"MB enters water: it may move into a river hex, at a cost of 2 movement points."}},
		{name: "a heavy tank still cannot", source: "000 FAQ, MOVEMENT MODES, Heavy Tank Mode (water)",
			lines: append(mv("add heavy-tank as H side ogre"), "!enter H water|cannot enter water")},
	})
}
