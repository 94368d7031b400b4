package present_test

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/present"
)

// stationSystem is a rule system of this test, with no verbs of its own
// and no state; the methods it leaves to the nil System it embeds are
// never called here.
type stationSystem struct{ engine.System }

func (stationSystem) Name() string               { return "station-test" }
func (stationSystem) Variants() []engine.Variant { return []engine.Variant{"station-test"} }
func (stationSystem) Verbs() []*engine.VerbDef   { return nil }
func (stationSystem) Phases() []engine.Phase     { return []engine.Phase{"play"} }
func (stationSystem) NewState() engine.SystemState {
	return nil
}
func (stationSystem) NewUnit(*engine.Game, *engine.Unit, engine.Event) (engine.UnitState, error) {
	return nil, nil
}

// stationView is the view the test registers for stationSystem: one
// column, its cell the unit's side in capitals, and a note.
type stationView struct{ present.PlainView }

func (stationView) Columns() []string { return []string{"Crew"} }
func (stationView) UnitCells(_ *engine.Game, u *engine.Unit) ([]string, []string) {
	return []string{strings.ToUpper(u.Side)}, []string{"on watch"}
}

func init() {
	engine.RegisterSystem(stationSystem{})
	present.RegisterView("station-test", stationView{})
}

// TestRosterAsksTheSystemsView: the roster's columns and a unit's cells and
// notes are its rule system's view's (issue 19, item 3): an Ogre CRT game
// shows A, R, D and M; a game of a system that registered a view shows its
// columns; and the condition's word leads the notes in every system.
func TestRosterAsksTheSystemsView(t *testing.T) {
	cat := &engine.Catalog{Units: []*engine.UnitType{{ID: "hut", Name: "Hut", Kind: engine.KindStructure}}}
	g, err := engine.NewGame(cat, "station-test", engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Apply(engine.Event{Kind: engine.EventAdded, Unit: "H1", Type: "hut", Side: "defence"}); err != nil {
		t.Fatal(err)
	}
	g.Unit("H1").Status = engine.StatusDestroyed
	rows := present.RosterRows(g, "")
	if got := rows[0].Text(); !strings.Contains(got, "Crew") || strings.Contains(got, " A ") {
		t.Errorf("the heading %q is not the view's", got)
	}
	var unit string
	for _, r := range rows {
		if r.Label == "H1" {
			unit = r.Text()
		}
	}
	if !strings.Contains(unit, "DEFENCE") || !strings.Contains(unit, "destroyed, on watch") {
		t.Errorf("H1's row %q lacks the view's cell, or the condition before the view's notes", unit)
	}
	crtRows := present.RosterRows(openQuick(t, newMemStore(), engine.Hexes).State(), "")
	if got := crtRows[0].Text(); got != " Unit Type A R D M Notes" {
		t.Errorf("an Ogre CRT game's heading %q", got)
	}
}

// TestKillCreditIsTheSystemsView: the report's kill credit is asked of the
// game's system's view (issue 19, item 3): the CRT's credits a unit
// destroyed to its attackers; a system without a credit of its own
// credits nothing, and the report names no one.
func TestKillCreditIsTheSystemsView(t *testing.T) {
	crtGame := openQuick(t, newMemStore(), engine.Hexes).State()
	kills := present.ViewOf(crtGame).NewCredit()
	if _, ok := kills.Next(crtGame, 1, engine.Event{Kind: crt.EventAttack, Attackers: []string{"MK3.main1"}, Target: "HVY1"}); ok {
		t.Error("an attack itself credits something")
	}
	if ef, ok := kills.Next(crtGame, 1, engine.Event{Kind: engine.EventDestroyed, Unit: "HVY1"}); !ok || ef.By.Who != "MK3.main1" || ef.What != "HVY1 destroyed" {
		t.Errorf("the CRT's credit of HVY1 destroyed by MK3.main1: %+v, %v", ef, ok)
	}
	g, err := engine.NewGame(&engine.Catalog{}, "station-test", engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	if ef, ok := present.ViewOf(g).NewCredit().Next(g, 1, engine.Event{Kind: engine.EventDestroyed, Unit: "H1"}); ok {
		t.Errorf("a system without a credit of its own credits %+v", ef)
	}
}

// TestCatalogWalkerPanelSaysItsGeneration: a catalog walker's panel names
// its generation, read from its VP as the designs' budgets give them (000
// FAQ, Walkers, 4.0 Buying Walkers: early 12 VP, late 18), as a designed
// walker's does.
func TestCatalogWalkerPanelSaysItsGeneration(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	if _, err := s.Do("add early-walker as W1 side defence"); err != nil {
		t.Fatal(err)
	}
	g := s.State()
	if got := rowsText(present.ViewOf(g).Panel(g, g.Unit("W1"), 0)); !strings.Contains(got, "early walker") {
		t.Errorf("the catalog walker's panel does not name its generation:\n%s", got)
	}
}
