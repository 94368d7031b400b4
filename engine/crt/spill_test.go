package crt_test

import (
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// spillSetup: in the ogre's fire phase, two heavy tanks and a missile tank
// of the ogre side face a stack of GEVs and infantry, with an Ogre.
var spillSetup = []string{
	"add heavy-tank x2 as HVY side ogre", "add missile-tank as MSL side ogre", "add mark-iii as MK3",
	"add gev x3 as GEV side defence", "add infantry squads 3 as INF1", "add ninja as N side defence",
	"next", "next",
}

// TestSpillover: other units stacked with the target take the attack at
// half strength, unrounded, the results one step down (D → NE, X → D), never
// onto an Ogre, never in an overrun (OFFICIAL-NOTES, Overrun and spillover;
// 003 Ogre Lite, COMBAT RESULTS TABLE, Spillover Fire).
func TestSpillover(t *testing.T) {
	g, _ := engine.NewGame(catalog(t), crt.Published, engine.Hexes, nil)
	run(t, g, spillSetup...)
	// The brief's example: 8 v GEV2 (2) is 4-1, die 4: XX. Spillover of 4:
	// GEV3 (2) at 2-1, die 2: D reads NE; INF1 (3 squads, 3) at 1-1, die 5:
	// X reads D, a squad.
	log := run(t, g, "fire HVY1,HVY2 at GEV2 with GEV3,INF1 die 4 2 5")
	if g.Unit("GEV2").Alive() || g.Unit("GEV3").Status != engine.StatusOK || crt.UnitOf(g.Unit("INF1")).Squads != 2 {
		t.Errorf("after the spillover: GEV2 %s, GEV3 %s, INF1 %d squads", g.Unit("GEV2").Status, g.Unit("GEV3").Status, crt.UnitOf(g.Unit("INF1")).Squads)
	}
	text := strings.Join(textsOf(log, crt.EventAttack), "\n")
	for _, w := range []string{
		"HVY1 + HVY2 (8) fire at GEV2 (defence 2): 4-1, die 4: XX.",
		"Spillover onto GEV3: half of 8 is 4 (defence 2): 2-1, die 2: D, read as NE (spillover).",
		"Spillover onto INF1: half of 8 is 4 (defence 3): 1-1, die 5: X, read as D (spillover).",
	} {
		if !strings.Contains(text, w) {
			t.Errorf("the record lacks %q:\n%s", w, text)
		}
	}
	cases := []struct {
		line, want, source string
	}{
		{"fire MSL at GEV1 with MK3 die 1", "never falls on an Ogre", "OFFICIAL-NOTES, Overrun and spillover"},
		{"fire MSL at GEV1 with HVY1 die 1", "not on GEV1's side", "OFFICIAL-NOTES, Overrun and spillover (stacked units)"},
		{"fire MSL at GEV1 with GEV1 die 1", "the target or named twice", "the command language"},
		{"fire MSL at GEV1 with INF1,INF1 die 1", "named twice", "the command language"},
		{"fire MSL at GEV1 with GEV2 die 1", "already destroyed", "the command language"},
		{"fire MSL at GEV1 with ZZ die 1", "no unit ZZ", "the command language"},
		{"fire MSL at GEV1 with die 1", "write", "the command language"},
	}
	for _, c := range cases {
		cmd, err := crt.ParseCommand(c.line)
		if err == nil {
			_, err = engine.Resolve(g, cmd, nil)
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want it refused with %q (%s)", c.line, err, c.want, c.source)
		}
	}
	// Half strength unrounded: a missile tank's 3 spills 1.5 onto three
	// squads (3): 1-2 (OFFICIAL-NOTES, Odds: 1.5 v 3 → 1-2).
	p, err := crt.PlanFire(g, []string{"MSL"}, "GEV1", false, "INF1")
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Spill) != 1 || p.Spill[0].Attack.Strength != 1.5 || p.Spill[0].Attack.Odds() != crt.Column1to2 || p.Spill[0].Attack.Reading != crt.Spillover {
		t.Errorf("PlanFire spill: %+v", p.Spill)
	}
	if c := p.Spill[0].Attack.Chances(); c[crt.D] != 1.0/6 || c[crt.X] != 0 {
		t.Errorf("1-2 spillover chances %v: only a 6 (X) reads D", c)
	}
	// An AP weapon's spillover cannot fall on armour (003 Ogre Lite, THE OGRE).
	g2 := play(t, crt.Published, "add mark-iii as MK3", "add infantry as I", "add gev as G", "next", "next",
		"!fire MK3.ap1 at I with G|anti-personnel", "fire MK3.main1 at G with I die 1 1")
	if crt.UnitOf(g2.Unit("I")).Squads != 1 || !g2.Unit("I").Alive() {
		t.Errorf("spillover 2 v 1 (2-1), die 1: NE; infantry %d squads", crt.UnitOf(g2.Unit("I")).Squads)
	}
	// An automatic attack rolls no die: 16 v a GEV (2) is an automatic X;
	// its spillover of 8 on a howitzer (1) is an automatic X read as D, and
	// on a GEV (2) 4-1, die 2: X read as D.
	g3 := play(t, crt.Published, "add mark-iii as MK3", "add gev x2 as G", "add howitzer as HW", "next", "next",
		"fire MK3.main1,MK3.secondary1,MK3.secondary2,MK3.missile1 at G1 with HW,G2 die 2")
	if g3.Unit("HW").Status != engine.StatusDisabled || g3.Unit("G2").Status != engine.StatusDisabled {
		t.Errorf("16 v G1: HW %s, G2 %s; want both disabled", g3.Unit("HW").Status, g3.Unit("G2").Status)
	}
}

func TestParseFireWith(t *testing.T) {
	cases := []struct {
		line      string
		attackers []string
		target    string
		spill     []string
		dice      []int
		err       string
	}{
		{"fire HVY1,HVY2 at GEV2 with GEV3,INF1 die 4 2 5", []string{"HVY1", "HVY2"}, "GEV2", []string{"GEV3", "INF1"}, []int{4, 2, 5}, ""},
		{"fire hvy1 at gev2 with gev3 inf1", []string{"HVY1"}, "GEV2", []string{"GEV3", "INF1"}, nil, ""},
		{"fire W1:2 at G1", []string{"W1:2"}, "G1", nil, nil, ""},
		{"fire HVY1 at GEV2 with", nil, "", nil, nil, "with LABEL"},
		{"fire HVY1 with GEV3 at GEV2", nil, "", nil, nil, "fire ATTACKER"},
		{"fire HVY1 at GEV2 GEV3", nil, "", nil, nil, "fire ATTACKER"},
	}
	for _, c := range cases {
		cmd, err := crt.ParseCommand(c.line)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: %v, want an error with %q", c.line, err, c.err)
			}
			continue
		}
		if err != nil || !slices.Equal(cmd.Attackers, c.attackers) || cmd.Target != c.target || !slices.Equal(crt.WordsOf(cmd).Spill, c.spill) || !slices.Equal(cmd.Dice, c.dice) {
			t.Errorf("%q: %+v, %v", c.line, cmd, err)
		}
	}
}

func TestParseOverrun(t *testing.T) {
	cases := []struct {
		line, action      string
		attackers, defend []string
		err               string
	}{
		{"overrun MK3 at INF1,HVY1", crt.OverrunStart, []string{"MK3"}, []string{"INF1", "HVY1"}, ""},
		{"overrun g1, g2 at inf1 hvy1", crt.OverrunStart, []string{"G1", "G2"}, []string{"INF1", "HVY1"}, ""},
		{"override overrun join HW", crt.OverrunJoin, []string{"HW"}, nil, ""},
		{"overrun join G2,G3", crt.OverrunJoin, []string{"G2", "G3"}, nil, ""},
		{"overrun END", crt.OverrunEnd, nil, nil, ""},
		{"overrun MK3 at", "", nil, nil, "overrun ATTACKER"},
		{"overrun join", "", nil, nil, "overrun join LABEL"},
		{"overrun", "", nil, nil, "overrun end"},
	}
	for _, c := range cases {
		cmd, err := crt.ParseCommand(c.line)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: %v, want an error with %q", c.line, err, c.err)
			}
			continue
		}
		if err != nil || cmd.Verb != crt.VerbOverrun || crt.WordsOf(cmd).Action != c.action || !slices.Equal(cmd.Attackers, c.attackers) || !slices.Equal(crt.WordsOf(cmd).Defenders, c.defend) {
			t.Errorf("%q: %+v, %v", c.line, cmd, err)
		}
	}
	var found bool
	for _, v := range engine.VerbsOfSystem(engine.SystemOf(crt.Published)) {
		if v.Verb == crt.VerbOverrun && strings.Contains(v.Help, "overrun join") {
			found = true
		}
		if v.Verb == crt.VerbFire && !strings.Contains(v.Syntax, "with LABEL") {
			t.Errorf("fire syntax %q lacks the spillover", v.Syntax)
		}
	}
	if !found {
		t.Error("the CRT's verbs lack the overrun command")
	}
}
