package dsii_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/engine/dsii"
	"ogretable/engine/dsii/dsiitest"
	"ogretable/templates"
)

// newGame returns an empty DSII game on the built-in templates.
func newGame(t *testing.T) *engine.Game {
	t.Helper()
	cat, err := templates.Default()
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(cat, dsii.Variant, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// play resolves and applies each line in g, failing the test on a
// refusal.
func play(t *testing.T, g *engine.Game, lines ...string) {
	t.Helper()
	for _, line := range lines {
		if err := try(g, line); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
}

// try resolves line in g and applies its events; it returns the refusal.
func try(g *engine.Game, line string) error {
	cmd, err := g.ParseCommand(line)
	if err != nil {
		return err
	}
	events, err := engine.Resolve(g, cmd, engine.NewSeeded(1, 1))
	if err != nil {
		return err
	}
	for _, e := range events {
		if err := g.Apply(e); err != nil {
			return fmt.Errorf("apply %s: %v", e.Kind, err)
		}
	}
	return nil
}

// ids returns the ids of modules numbered from 1 to n: "ap1".."apN".
func ids(kind string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("%s%d", kind, i+1)
	}
	return out
}

// TestMarkVModules: "add dsii-mark-v" makes an Ogre whose modules are the
// electronics module, four tread modules and the 30 weapons modules of its
// nine batteries, in the seed's order, each ok.
func TestMarkVModules(t *testing.T) {
	g := newGame(t)
	play(t, g, "add dsii-mark-v as MK5 side ogre")
	u := g.Unit("MK5")
	if !dsii.IsOgre(u) {
		t.Fatalf("MK5 is no DSII Ogre: %#v", u.Ext)
	}
	st := dsii.UnitOf(u)
	var got []string
	for _, m := range st.Modules {
		got = append(got, m.ID)
		if m.Status != engine.StatusOK || len(m.Markers) > 0 {
			t.Errorf("module %s enters play %s with %v", m.ID, m.Status, m.Markers)
		}
	}
	// 002 OGRE for DSII, OGRE activation: EM; primary 2; secondary right 3, left 3;
	// missiles 6; AP front-right 3, front-left 3, right 2, left 2, rear 6; four tread modules.
	want := append([]string{"em"}, ids("tread", 4)...)
	want = append(want, ids("main", 2)...)
	want = append(want, ids("secondary", 6)...)
	want = append(want, ids("missile", 6)...)
	want = append(want, ids("ap", 16)...)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("modules %v\nwant %v", got, want)
	}
	// 002 OGRE for DSII, OGRE activation: "4 Slow Tracked Tread Modules (4 BMF each)".
	if now, bought := st.BMF(); now != 16 || bought != 16 {
		t.Errorf("BMF %d/%d, want 16/16", now, bought)
	}
	// 002 OGRE for DSII, OGRE Missiles: "the standard OGRE missile carries only one load".
	if m := st.Module("missile6"); m.Loads != 1 || m.Battery != 4 {
		t.Errorf("missile6 = %+v, want 1 load, battery 4", m)
	}
	// 002 OGRE for DSII, OGRE Modules: Superior is D10.
	if d := dsii.EMDie(g, u); d != dsii.D10 {
		t.Errorf("EM die %s, want d10", d)
	}
	// 14 activation units.
	if n := len(dsii.ActivationUnits(u)); n != 14 {
		t.Errorf("%d activation units, want 14: %v", n, dsii.ActivationUnits(u))
	}
	if m := st.Module("ap11"); dsii.ActivationName(dsii.DesignOf(g, u), dsii.ActivationUnit(*m)) != "ap (rear)" {
		t.Errorf("ap11 activates with %q, want the rear AP", dsii.ActivationName(dsii.DesignOf(g, u), dsii.ActivationUnit(*m)))
	}
}

// TestAddRefusals: an Ogre of the CRT's catalog has no modules and is
// refused; any other unit of the catalog enters play.
func TestAddRefusals(t *testing.T) {
	g := newGame(t)
	if err := try(g, "add mark-v as X"); err == nil || !strings.Contains(err.Error(), "not of modules") {
		t.Errorf("add mark-v: %v, want a refusal", err)
	}
	play(t, g, "add heavy-tank as HT side defence")
	if dsii.IsOgre(g.Unit("HT")) || dsii.UnitOf(g.Unit("HT")) == nil {
		t.Errorf("HT's state %#v, want a DSII state without modules", g.Unit("HT").Ext)
	}
}

// TestActivateOnceATurn: each of an Ogre's activation units activates once a
// turn, and "next" begins a turn in which they may again.
func TestActivateOnceATurn(t *testing.T) {
	g := newGame(t)
	play(t, g, "add dsii-mark-v as MK5 side ogre", "add heavy-tank as HT side defence")
	for _, c := range []struct {
		line, refusal string // refusal "" when accepted
	}{
		// 002 OGRE for DSII, OGRE activation: the 14 units, each activated once in a turn.
		{"activate MK5.secondary1", ""},
		{"activate MK5.secondary3", "has activated this turn already"},
		{"activate MK5.secondary4", ""},
		{"activate MK5.tread1", ""},
		{"activate MK5.tread2", ""},
		{"activate MK5.em", ""},
		{"activate MK5.tread1", "has activated this turn already"},
		{"activate MK5.hull", `has no module "hull"`},
		{"activate HT.main1", "no Ogre of modules"},
		{"activate MK5", "name one of its modules (activate MK5.tread1)"},
		{"activate MK5.", "write"},
		{"next", ""},
		{"activate MK5.secondary2", ""},
		{"activate MK5.tread1", ""},
	} {
		accepted(t, g, c.line, c.refusal)
	}
	if got := dsii.GameOf(g).Activated["MK5"]; !reflect.DeepEqual(got, []string{"battery2", "tread1"}) {
		t.Errorf("turn 2's activations %v", got)
	}
}

// TestActivateUnit: a unit that is no Ogre of modules is marked activated
// once a turn, as an Ogre's units are, until "next" (002 OGRE for DSII,
// OGRE activation: an Ogre's unit activates "just as if it were any other
// unit in the game"; Air defence: weapons "which have not previously been
// activated during the current turn"); "override" lets it act again where
// DSII's rules allow.
func TestActivateUnit(t *testing.T) {
	g := newGame(t)
	play(t, g, "add dsii-mark-v as MK5 side ogre", "add heavy-tank as HT side defence", "add heavy-tank as HT2 side defence")
	for _, c := range []struct {
		line, refusal string // refusal "" when accepted
		activated     bool   // HT marked after the line
	}{
		{"activate HT", "", true},
		{"activate HT", "HT has activated this turn already", true},
		{"override activate HT", "", true},
		{"activate ht2", "", true},
		{"activate GEV9", "GEV9", true},
		{"next", "", false},
		{"activate HT", "", true},
		{"destroy HT2", "", true},
		{"activate HT2", "HT2 is destroyed", true},
	} {
		if accepted(t, g, c.line, c.refusal); dsii.UnitActivated(g, "HT") != c.activated {
			t.Errorf("after %q HT activated: %v, want %v", c.line, !c.activated, c.activated)
		}
	}
	if dsii.UnitActivated(g, "MK5") || dsii.UnitActivated(g, "HT2") {
		t.Errorf("units marked that did not activate this turn: %v", dsii.GameOf(g).Activated)
	}
}

// TestStateSnapshot: an Ogre's state and the game's read back from their
// JSON as they were, and a clone shares no module or marker.
func TestStateSnapshot(t *testing.T) {
	g := newGame(t)
	play(t, g, "add dsii-mark-v as MK5 side ogre", "activate MK5.main1")
	st := dsii.UnitOf(g.Unit("MK5"))
	st.Modules[0].Markers = []dsii.Marker{dsii.MarkerKO, dsii.MarkerDMG}
	data, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	back, err := engine.RestoreGame(g.Catalog, data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(dsii.UnitOf(back.Unit("MK5")), st) || !reflect.DeepEqual(dsii.GameOf(back), dsii.GameOf(g)) {
		b, _ := json.Marshal(dsii.UnitOf(back.Unit("MK5")))
		t.Errorf("read back %s", b)
	}
	// 002 OGRE for DSII, Damaged: the EM "degraded by 1 die type"; Knocked Out: "Superior to Enhanced".
	if d := dsii.EMDie(back, back.Unit("MK5")); d != dsii.D6 {
		t.Errorf("EM die after KO and DMG %s, want d6", d)
	}
	c := g.Clone()
	dsii.UnitOf(c.Unit("MK5")).Modules[0].Markers[0] = dsii.MarkerSD
	dsii.UnitOf(c.Unit("MK5")).Modules[1].BMF = 0
	dsii.GameOf(c).Activated["MK5"][0] = "em"
	if st.Modules[0].Markers[0] != dsii.MarkerKO || st.Modules[1].BMF != 4 || dsii.GameOf(g).Activated["MK5"][0] != "battery1" {
		t.Errorf("a clone's change reached the game")
	}
}

// TestDesignsOnlyInDSIIGames: a design is a unit type of DSII games alone;
// a game of the CRT rules does not know it.
func TestDesignsOnlyInDSIIGames(t *testing.T) {
	cat, err := templates.Default()
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(cat, crt.Published, engine.Hexes, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := try(g, "add dsii-mark-v as MK5"); err == nil || !strings.Contains(err.Error(), "dsii-mark-v") {
		t.Errorf("a CRT game adds dsii-mark-v: %v", err)
	}
	d := newGame(t)
	if err := try(d, "add dsii-mark-5 as MK5"); err != nil {
		t.Errorf("a DSII game does not find dsii-mark-v by a loose name: %v", err)
	}
	if _, err := d.UnitType("Mark V (DSI)"); err == nil || !strings.Contains(err.Error(), `did you mean "Mark V (DSII)"`) {
		t.Errorf("a mistyped design's refusal does not name the closest: %v", err)
	}
}

// TestUpdateDesign: "update ID" brings the game's record of a design up to
// date with the templates loaded now; the Ogres in play keep the modules
// they entered with, and a hit reads the armour of the record.
func TestUpdateDesign(t *testing.T) {
	g := houseGame(t)
	changed := houseCatalog(t, strings.Replace(dsiitest.HouseMarkI, "armor = 4}", "armor = 6}", 1))
	g.Catalog = changed
	play(t, g, "update house-mark-i")
	if d := dsii.DesignOf(g, g.Unit("MK1")); d.Electronics.Armor != 6 {
		t.Fatalf("the record's EM armour %d, want 6", d.Electronics.Armor)
	}
	// 002 OGRE for DSII, Ramming resolution: as many points as the armour Damage.
	play(t, g, "hit MK1.em red3,red3")
	if m := dsii.UnitOf(g.Unit("MK1")).Module("em"); !reflect.DeepEqual(m.Markers, []dsii.Marker{dsii.MarkerDMG}) {
		t.Errorf("6 points on the updated armour 6 leave %v, want DMG", m.Markers)
	}
}

// TestBatteryActivationSays: a battery's activation says which of its
// modules fire, which fire as if one range band longer (DMG) and which
// cannot (Systems Down) (002 OGRE for DSII, Damage and Special Damage
// against OGRE modules: Damaged "fire as if at the next longest range
// band"; Systems Down "cannot be used until a successful repair").
func TestBatteryActivationSays(t *testing.T) {
	g := newGame(t)
	play(t, g, "add dsii-mark-v as MK5 side ogre", "hit MK5.secondary1 dmg", "hit MK5.secondary2 tsd", "hit MK5.secondary3 ko")
	cmd, err := g.ParseCommand("activate MK5.secondary1")
	if err != nil {
		t.Fatal(err)
	}
	events, err := engine.Resolve(g, cmd, engine.NewSeeded(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	want := "MK5's secondary (right) battery (MDC/5) activates: secondary1 fires on the EM's d10, secondary1 as if at the next longer range band (DMG); secondary2 cannot fire until repaired (Systems Down)."
	if len(events) != 1 || events[0].Text != want {
		t.Errorf("the activation says %v\nwant %s", events, want)
	}
}

// TestActivateDestroyedBattery: a battery whose weapons modules are all
// destroyed has nothing left to activate, and the refusal names them, as
// ModulesOfUnit reads them (002 OGRE for DSII, Damage and Special Damage
// against OGRE modules: KO on a weapons module, "Weapon destroyed").
func TestActivateDestroyedBattery(t *testing.T) {
	g := newGame(t)
	play(t, g, "add dsii-mark-v as MK5 side ogre", "hit MK5.main1 ko", "hit MK5.main2 ko")
	key := dsii.ActivationUnit(*dsii.UnitOf(g.Unit("MK5")).Module("main1"))
	if got := dsii.ModulesOfUnit(g.Unit("MK5"), key).Destroyed; !reflect.DeepEqual(got, []string{"main1", "main2"}) {
		t.Fatalf("ModulesOfUnit reads %v destroyed, want main1 and main2", got)
	}
	err := try(g, "activate MK5.main1")
	if err == nil || !strings.Contains(err.Error(), "nothing left to activate: main1 and main2 destroyed") {
		t.Errorf("activating a destroyed battery: %v", err)
	}
}

// TestPhaseOf: a DSII game's phase is no one side's, as both sides'
// units activate in it (002 OGRE for DSII, OGRE activation: an Ogre's unit
// activates "just as if it were any other unit in the game"); a CRT game's
// is the side's to play.
func TestPhaseOf(t *testing.T) {
	cat, err := templates.Default()
	if err != nil {
		t.Fatal(err)
	}
	crtGame, err := engine.NewGame(cat, crt.Published, engine.Hexes, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		g    *engine.Game
		want string
	}{
		{"a DSII game", newGame(t), "both sides' activation phase"},
		{"a CRT game", crtGame, "the ogre's " + string(crtGame.Phase) + " phase"},
	} {
		if got := engine.PhaseOf(c.g, c.g.CurrentSide(), c.g.Phase); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
