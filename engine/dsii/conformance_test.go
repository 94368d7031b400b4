package dsii_test

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/gamefile/gamefiletest"
	"ogretable/sheets/papertest"
	"ogretable/tracker"
	"ogretable/tracker/present"
	"ogretable/tracker/systemtest"

	// OGRE for DSII's paper, registered from a package of its own.
	_ "ogretable/sheets/dsiipaper"
)

// conformanceElements are the figures of two of the catalog's units as
// elements of the defence ([[dsii-element]]).
const conformanceElements = `
[[dsii-element]]
unit = "light-tank"
source = "a test's"
size = 2
armor = 4
valid = {ogre = "red,yellow"}

[[dsii-element]]
unit = "gev"
source = "a test's"
size = 2
armor = 0
`

// TestDSIIConformance runs the conformance test every rule system runs
// (tracker/systemtest) on OGRE for DSII: the built-in Mark V and house
// designs enter play with their modules (each recording its design),
// vehicles and infantry of the catalog beside them, activations across
// three turns (a vehicle's too, once by override), hits (a BOOM on the EM among them, one drawn from the cup,
// one credited to an Ogre's module) and repairs, a TAS and a launch with an
// abort, the launched missile's SMAK round and an artillery SMAK round, Air
// Defense Mode and its shots, a Reaction Test, a Close Assault, an Ogre
// ramming an Ogre, a vehicle and infantry and a vehicle ramming an Ogre
// (its Confidence Test passed and failed) with chits drawn, a vehicle
// destroyed by the referee, elements of the defence with [[dsii-element]]
// figures hit and rammed, nuclear blasts, a Final Option, notes, undo and
// redo; its paper (its Ogre sheet, blank
// and marked, and the generic roster and report) and its export and import.
func TestDSIIConformance(t *testing.T) {
	systemtest.Run(t, systemtest.Config{
		Info:    tracker.Info{Variant: dsii.Variant, Scale: engine.Inches, Seed: 22},
		Catalog: houseCatalog(t, houseMarkV+conformanceElements),
		Script: []string{
			"add dsii-mark-v as MK5 side ogre", "add house-mark-i as MK1 side defence", "add heavy-tank x2 as HT side defence",
			"note the Mark V comes on from the north edge",
			"activate MK5.tread1", "activate MK1.rack1", "activate MK5.secondary5", "undo", "redo",
			"activate MK5.em", "activate MK1.tread1",
			"hit MK1.tread1 red3,yellow2", "hit MK5.em dmg,boom", "hit MK5.secondary2 ko", "hit MK1.main1 tsd,fsd", "undo", "redo",
			"hit MK1.main1 draw 1 valid red,no-specials", "undo", "redo",
			"next",
			"activate MK5.main2", "note a note, undone", "undo", "activate MK5.tread1",
			"repair MK5.em dmg die 6", "repair MK1.tread1", "undo", "repair MK1.main1 die 2",
			"next",
			"ads MK5.main1", "aa MK5.main1 green,blue", "undo", "redo", "react HT1 MK5 pass", "undo", "redo",
			"tas MK5 x3 die 6 5 1", "launch MK5 abort 1 die 2", "smak MK1.tread1 missile MK5 draw", "undo", "redo", "tas MK1 x2 die 1 2", "undo", "redo",
			"smak MK1.main1 superior medium draw by HT1", "add infantry-squad as INF side defence", "activate MK5.tread2", "ram MK5.tread2 INF infantry line draw", "undo", "redo",
			"assault MK5", "nuke MK1 inner by MK5", "hit MK1.em red3,yellow1,green2 by MK5.main2", "nuke MK5 outer", "nuke MK1 middle draw by MK5", "undo", "redo",
			"next", "destruct MK1", "destruct MK1 die 5",
			"add house-mark-v as MV side ogre", "add house-mark-v as MW side defence",
			"activate MV.tread1", "ram MV.tread1 MW.tread2 draw back draw", "undo", "redo",
			"activate MV.tread2", "ram MV.tread2 HT2 size 3 draw back draw", "destroy HT2 by MV", "undo", "redo",
			"activate HT1", "undo", "redo", "override activate HT1",
			"override ram HT1 size 3 softskin MV.tread3 confidence pass draw back draw", "override ram HT1 size 3 MV.tread4 confidence fail",
			"add heavy-tank as HT3 side defence", "ram HT3 size 2 MV.tread4 confidence fail", "undo", "redo",
			// The defence's elements with [[dsii-element]] figures: hits judged, a ram's size from the data.
			"add light-tank as LT side defence", "add gev x2 as GEV side defence",
			"hit LT red3,yellow1,m by MV.main1", "undo", "redo", "hit GEV1 green1 by MV.main2", "hit LT draw 2 valid red by MV.main1",
			"next", "activate MV.tread1", "ram MV.tread1 GEV2 draw back draw", "undo", "redo",
		},
		Present: dsiiPresent,
		Paper: func(_ systemtest.T, s *tracker.Session) {
			papertest.Check(t, s)
		},
		Files: func(_ systemtest.T, s *tracker.Session, texts []string, events []engine.LogEvent) {
			gamefiletest.Check(t, s, texts, events)
		},
	})
}

// dsiiPresent checks the DSII roster and panels: every unit has its row,
// each Ogre's panel shows its EM die and BMF, the Mark V's its activations.
func dsiiPresent(t systemtest.T, s *tracker.Session) {
	g := s.State()
	roster := ""
	for _, r := range present.RosterRows(g, "") {
		roster += r.Text() + "\n"
	}
	for _, u := range g.Units {
		if !strings.Contains(roster, u.Label) {
			t.Errorf("the roster has no row of %s:\n%s", u.Label, roster)
		}
	}
	for _, c := range []struct{ label, want string }{
		// 002 OGRE for DSII, OGRE Modules: Basic D6; Tread Modules: Fast Tracked 5 BMF,
		// Damaged "reduced by one", not repaired (the repair undone).
		{"MK1", "EM d6 (basic)  BMF 4/5"},
		// 002 OGRE for DSII, BOOM: "-1 die type"; the DMG repaired in turn 2.
		{"MK5", "EM d8 (superior)  BMF 16/16"},
	} {
		panel := ""
		for _, r := range present.ViewOf(g).Panel(g, g.Unit(c.label), 0) {
			panel += r.Text() + "\n"
		}
		if !strings.Contains(panel, c.want) {
			t.Errorf("%s's panel lacks %q:\n%s", c.label, c.want, panel)
		}
	}
}
