package crt_test

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// Tests of issue 11's command-line items that live in the engine.

// TestFireTargetSuggestsTreads: "MK3.tread" is not a weapon; the refusal
// suggests MK3.treads and lists what can be targeted (issue 11).
func TestFireTargetSuggestsTreads(t *testing.T) {
	base := []string{"add mark-iii as MK3", "add heavy tank as HVY1", "next", "next", "next", "next", "next", "next"}
	play(t, crt.Published, append(base,
		`!fire HVY1 at MK3.tread|MK3 has no weapon "TREAD" to target; did you mean MK3.treads? (targets: MK3.treads or one of its weapons: main1,`,
		`!fire HVY1 at MK3.mian1|did you mean MK3.main1?`,
		`!fire HVY1 at MK3.zzzzzz|MK3 has no weapon "ZZZZZZ" to target (targets: MK3.treads`,
	)...)
}

// TestDestroyedStructureLeavesNoHulk: a command post destroyed by an X
// leaves no hulk; a heavy tank does (003 Ogre Lite, RESULTS: armor units
// leave a hulk; issue 11: a command post "left a hulk").
func TestDestroyedStructureLeavesNoHulk(t *testing.T) {
	g := play(t, crt.Published, "add mark-iii as MK3", "add command post as CP1", "add heavy tank as HVY1", "next", "next")
	log := run(t, g, "fire MK3.missile1 at CP1", "fire MK3.missile2 at HVY1 die 4")
	got := textsOf(log, engine.EventDestroyed)
	if len(got) != 2 || got[0] != "CP1 is destroyed." || got[1] != "HVY1 is destroyed, leaving a hulk." {
		t.Errorf("destroyed: %q", got)
	}
	if crt.UnitOf(g.Unit("CP1")).Hulk || !crt.UnitOf(g.Unit("HVY1")).Hulk {
		t.Errorf("hulks: CP1 %v, HVY1 %v", crt.UnitOf(g.Unit("CP1")).Hulk, crt.UnitOf(g.Unit("HVY1")).Hulk)
	}
	for _, e := range log {
		if strings.Contains(e.Text, "CP1") && strings.Contains(e.Text, "hulk") {
			t.Errorf("event %q", e.Text)
		}
	}
}

// TestAddPrefix: with xN, "as LABEL" is a prefix; one that is a unit in
// play is refused, as "add TYPE as LABEL" is for a taken label (issue 11:
// "add heavy tank x2 as HVY1" made HVY11 and HVY12).
func TestAddPrefix(t *testing.T) {
	g := play(t, crt.Published, "add heavy tank as HVY1", "add heavy tank x2 as T",
		`!add heavy tank x2 as HVY1|with x2, "as HVY1" is a prefix (HVY11 to HVY12), and HVY1 is a unit in play`,
		`!add heavy tank as HVY1|the label HVY1 is taken`,
		`!add heavy tank x3 as T|the label T1 is taken; choose another prefix with "as"`,
		"add heavy tank x2 as U2")
	for _, l := range []string{"HVY1", "T1", "T2", "U21", "U22"} {
		if g.Unit(l) == nil {
			t.Errorf("no %s in play", l)
		}
	}
	if g.Unit("HVY11") != nil || g.Unit("T3") != nil {
		t.Error("a refused add put units in play")
	}
}

// TestUnicodeSpaces: a no-break space (or any Unicode space) separates
// words like a space (issue 11), in commands and in names.
func TestUnicodeSpaces(t *testing.T) {
	c, err := crt.ParseCommand("fire\u00a0HVY1,\u2003GEV1 at\u00a0MK3.treads\u202fdie 4")
	if err != nil || len(c.Attackers) != 2 || c.Attackers[0] != "HVY1" || c.Attackers[1] != "GEV1" || c.Target != "MK3.TREADS" || len(c.Dice) != 1 || c.Dice[0] != 4 {
		t.Errorf("ParseCommand = %+v, %v", c, err)
	}
	g := play(t, crt.Published, "add\u00a0heavy\u00a0tank as\u00a0H", "add 'heavy\u00a0tank' as T", "note\u00a0two\u00a0words")
	if g.Unit("H") == nil || g.Unit("T") == nil {
		t.Error("the units were not added")
	}
	if engine.NormalName("Mark\u00a0V") != "mark v" {
		t.Errorf("NormalName = %q", engine.NormalName("Mark\u00a0V"))
	}
}

// TestCarriedCruiseMissileHasNoDefence: a Mark VII's cruise missile is
// not fired at on a defence of 0 (an automatic X): 000 FAQ prints a cruise
// missile's defence "special .... see notes" (OFFICIAL UNITS LIST), and no
// text gives one to a missile still carried (The Biggest Ogre Ever Made).
// The refusal asks for the figure as a house rule, override or not.
func TestCarriedCruiseMissileHasNoDefence(t *testing.T) {
	base := []string{"add mark-vii as MK7", "add heavy tank as HVY1", "next", "next", "next", "next", "next", "next"}
	g := play(t, crt.Published, append(base,
		`!fire HVY1 at MK7.cruise-missile1 die 3|no rules text gives MK7.cruise-missile1 a defence (its figures are printed "special"); to fire at it, give the Cruise Missile one as a house rule ([[weapon]] id = "cruise-missile" with defense = N) and bring the game up to date with "update mark-vii"`,
		`!override fire HVY1 at MK7.cruise-missile1 die 3|no rules text gives MK7.cruise-missile1 a defence`,
		"fire HVY1 at MK7.ap1 die 6",
	)...)
	if w := crt.UnitWeapon(g.Unit("MK7"), "cruise-missile1"); w == nil || w.Status != engine.StatusOK {
		t.Errorf("the carried cruise missile: %+v", w)
	}
}
