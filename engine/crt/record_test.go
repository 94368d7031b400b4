package crt_test

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// TestTypedDieRefusedWithReason: a die typed where the command rolls none is
// refused (issue 2: a wrong die count is an error), saying why none is
// rolled.
func TestTypedDieRefusedWithReason(t *testing.T) {
	base := []string{"add mark-iii as MK3", "add howitzer as HWZ1", "add infantry squads 3 as INF2", "add gev as GEV4 side ogre", "next"}
	play(t, crt.Published, append(base,
		// 000 FAQ, MOVEMENT MODES, GEV Mode: Stream - movement stopped; no check.
		`!enter GEV4 stream die 1|engine: no die is rolled for this move: GEV4 needs no terrain check in stream; leave out "die"`,
		"next",
		// OFFICIAL-NOTES, Odds: 6 v 1 is an automatic X.
		`!fire MK3.missile1 at HWZ1 die 6|engine: no die is rolled for this attack: 6 against 1 is an automatic X; leave out "die"`,
		// OFFICIAL-NOTES, Odds: 1 v 3 is no effect.
		`!fire MK3.ap1 at INF2 die 6|engine: no die is rolled for this attack: 1 against 3 is worse than 1-2 odds, which have no effect; leave out "die"`,
		`!next die 3|no die is rolled for the second movement phase`,
	)...)
	// 000 FAQ, RAMMING: in the classic rules the rammed unit is destroyed.
	// It rams in an overrun, after its first fire round (000 FAQ, RAMMING).
	play(t, crt.Classic, "add mark-iii as MK3", "add gev as G", "next", "overrun MK3 at G", "next", "next",
		`!ram MK3 G die 4|no die is rolled for this ram: the rammed unit is destroyed (000 FAQ, RAMMING); leave out "die"`)
	// Too many dice where some are rolled still says how many.
	play(t, crt.Published, "add mark-iii as MK3", "add gev as G", "next", "!ram MK3 G die 4 4|this command rolls 1 die but 2 dice typed")
}

// TestRecoveryRollText: a unit disabled by terrain rolls to recover at the
// start of its own turn on 1-4 (OFFICIAL-NOTES, Disabled units); the roll's
// record says the roll and the rule, and the recovery is recorded once.
func TestRecoveryRollText(t *testing.T) {
	for _, c := range []struct {
		die             string
		roll, recovered string
	}{
		{"1", "GEV1 rolls to recover: 1 (1-4 recovers).", "GEV1 recovers."},
		{"5", "GEV1 rolls to recover: 5 (1-4 recovers), and stays disabled.", ""},
	} {
		g := play(t, crt.Published, "add gev as GEV1 side ogre", "next", "enter GEV1 swamp die 1",
			"next", "next", "next", "next", "next", "next") // to the defence's second movement phase, turn 1
		log := run(t, g, "next die "+c.die) // the ogre's recovery phase, turn 2
		checks := textsOf(log, crt.EventCheck)
		recovered := textsOf(log, crt.EventRecovered)
		if len(checks) != 1 || checks[0] != c.roll {
			t.Errorf("die %s: rolls %q, want %q", c.die, checks, c.roll)
		}
		if c.recovered == "" && len(recovered) != 0 || c.recovered != "" && (len(recovered) != 1 || recovered[0] != c.recovered) {
			t.Errorf("die %s: recovered %q, want %q", c.die, recovered, c.recovered)
		}
	}
}

// TestLogWording: counts read in words, one attacker "moves in", and a
// terrain note after a colon starts in lower case.
func TestLogWording(t *testing.T) {
	g := mustGame(t, crt.Published)
	log := run(t, g, "add mark-iii as MK3", "add gev x2 as G", "add gev as GO side ogre", "next",
		"enter GO swamp die 6", // 000 FAQ, MOVEMENT MODES, GEV Mode: Swamp - move 1 hex, no GEV phase
		"overrun MK3 at G1",
		"next", "next", // rounds 1 (G1) and 2 (MK3) end; round 3 begins
		"overrun end")
	all := eventTexts(log)
	for _, w := range []string{
		"GO enters swamp: moves only 1 hex a turn here and has no GEV phase.",
		"Overrun: MK3 (ogre) moves in on G1.",
		"The referee ends the overrun after 3 fire rounds;",
	} {
		if !strings.Contains(all, w) {
			t.Errorf("the record lacks %q:\n%s", w, all)
		}
	}
	for _, bad := range []string{"(s)", ": Moves"} {
		if strings.Contains(all, bad) {
			t.Errorf("the record has %q:\n%s", bad, all)
		}
	}
	play(t, crt.Published, "add mark-iii as MK3", "add gev x2 as G", "next", "overrun MK3 at G1",
		"fire G1 at MK3.ap1 die 1", "!overrun join G2|and 1 shot has been fired")
	// A stuck unit's refusal to fire has no brackets in brackets.
	play(t, crt.Published, "add truck-armed as TR side ogre", "add gev as G", "next", "enter TR forest forced", "next",
		"!fire TR at G die 1|TR is stuck and cannot fire until freed; a construction vehicle frees it in 1 turn, 1 with an engineer squad")
}

// TestConstructionVehicleInSwamp: the construction vehicle moves in Ogre
// mode but is never stuck in swamp (000 FAQ, Construction Vehicle: "An MCV
// cannot be stuck in swamp"); an Ogre's record entering swamp says nothing
// of it.
func TestConstructionVehicleInSwamp(t *testing.T) {
	g := mustGame(t, crt.Published)
	log := run(t, g, "add mark-iii as MK3", "add construction-vehicle as CV side ogre", "next",
		"enter MK3 swamp die 3", "enter CV swamp",
		`!enter CV swamp die 1|no die is rolled for this move: CV needs no terrain check in swamp`)
	texts := textsOf(log, crt.EventTerrain)
	want := []string{"MK3 enters swamp.",
		"CV enters swamp: a construction vehicle moves at half rate here but is never stuck (000 FAQ, Construction Vehicle)."}
	if strings.Join(texts, "\n") != strings.Join(want, "\n") {
		t.Errorf("entering swamp: %q, want %q", texts, want)
	}
	if s := g.Unit("CV").Status; s != engine.StatusOK {
		t.Errorf("the construction vehicle in swamp is %s", s)
	}
}

// TestFirePlanEffects: what the results do to an Ogre's part, in the plan's
// scale (OFFICIAL-NOTES, Attacks on treads: only an X removes treads, as
// many as the attacker's strength; a D has no effect on an Ogre; Treads and
// movement: Mark III 45..31 → 3, 30..16 → 2), and the attack's record says
// that a D did nothing.
func TestFirePlanEffects(t *testing.T) {
	cases := []struct {
		scale  engine.Scale
		target string
		want   string
	}{
		{engine.Hexes, "MK3.treads", "A D does nothing to treads; an X or XX takes 3 off: 42 left, move 3 hexes."},
		{engine.Inches, "MK3.treads", `A D does nothing to treads; an X or XX takes 3 off: 42 left, move 6".`},
		{engine.Hexes, "MK3.main1", "A D does nothing to an Ogre weapon; an X or XX destroys it."},
		{engine.Hexes, "H", ""},
	}
	for _, c := range cases {
		g, _ := engine.NewGame(catalog(t), crt.Published, c.scale, nil)
		run(t, g, "add mark-iii as MK3", "add missile-tank as MSL3", "add heavy-tank as H side ogre",
			"next", "next", "next", "next", "next", "next")
		p, err := crt.PlanFire(g, []string{"MSL3"}, c.target, false)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Effects(); got != c.want {
			t.Errorf("%s in %s: Effects() = %q, want %q", c.target, c.scale, got, c.want)
		}
	}
	g := play(t, crt.Published, "add mark-iii as MK3", "add missile-tank x2 as MSL",
		"next", "next", "next", "next", "next", "next")
	log := run(t, g, "fire MSL1 at MK3.treads die 4", "fire MSL2 at MK3.secondary1 die 3")
	attacks := textsOf(log, crt.EventAttack)
	want := []string{"MSL1 (3) fires at MK3.treads at 1-1, die 4: D, no effect on an Ogre's treads.",
		"MSL2 (3) fires at MK3.secondary1 (defence 3): 1-1, die 3: D, no effect on an Ogre weapon."}
	if strings.Join(attacks, "\n") != strings.Join(want, "\n") {
		t.Errorf("attacks: %q, want %q", attacks, want)
	}
}
