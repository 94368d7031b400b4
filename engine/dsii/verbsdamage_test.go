package dsii_test

import (
	"reflect"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/engine/dsii/dsiitest"
	"ogretable/templates"
)

// accepted plays line in g and reports whether it was accepted; it fails
// the test when line is refused and refusal is "", or accepted, or refused
// for another reason, when refusal is what its refusal must say.
func accepted(t *testing.T, g *engine.Game, line, refusal string) bool {
	t.Helper()
	err := try(g, line)
	switch {
	case refusal == "" && err != nil:
		t.Fatalf("%s: %v", line, err)
	case refusal != "" && (err == nil || !strings.Contains(err.Error(), refusal)):
		t.Errorf("%s: %v, want a refusal saying %q", line, err, refusal)
	}
	return err == nil
}

// houseCatalog returns the built-in templates with a house-rules file
// whose text is house (dsiitest.HouseMarkI when none is given).
func houseCatalog(t testing.TB, house ...string) *engine.Catalog {
	t.Helper()
	text := dsiitest.HouseMarkI
	if len(house) > 0 {
		text = house[0]
	}
	cat, err := templates.Load(templates.Files(), dsiitest.TemplatesDir(t, text))
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

// houseGame returns a DSII game on the built-in templates and the house
// design dsiitest.HouseMarkI, with MK1 (house-mark-i) and MK5 (dsii-mark-v) in play.
func houseGame(t *testing.T) *engine.Game {
	t.Helper()
	g, err := engine.NewGame(houseCatalog(t), dsii.Variant, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, "add house-mark-i as MK1 side defence", "add dsii-mark-v as MK5 side ogre")
	return g
}

// TestHit: one attack's chits against a module's armour, and what it
// leaves on the module. MK1's armours are the house design's: EM 4, tread
// 5 (size 3, fast: 5 BMF), main 7, rack 5.
func TestHit(t *testing.T) {
	for _, c := range []struct {
		name    string
		before  []string // lines played first
		line    string
		module  string
		markers []dsii.Marker
		bmf     int // a tread module's BMF after; -1 for another module
		status  engine.Status
		refusal string
	}{
		// 002 OGRE for DSII, Ramming resolution: "A tank with 4 armor must suffer 4 points to be Damaged, 5 to be killed".
		{name: "points equal to the armour Damage the EM", line: "hit MK1.em red3,yellow1", module: "em", markers: []dsii.Marker{dsii.MarkerDMG}, bmf: -1, status: engine.StatusOK},
		{name: "more Knock it Out", line: "hit MK1.em red3,yellow2", module: "em", markers: []dsii.Marker{dsii.MarkerKO}, bmf: -1, status: engine.StatusOK},
		{name: "fewer do nothing", line: "hit MK1.em red3", module: "em", bmf: -1, status: engine.StatusOK},
		// 002 OGRE for DSII, Knocked Out: Weapons Module "is destroyed".
		{name: "a weapon Knocked Out is destroyed", line: "hit MK1.main1 red3,red3,yellow2", module: "main1", bmf: -1, status: engine.StatusDestroyed},
		// 002 OGRE for DSII, Damaged: Tread Module "reduced by one (repairable)".
		{name: "a tread Damaged loses 1 BMF", line: "hit MK1.tread1 red3,yellow2", module: "tread1", markers: []dsii.Marker{dsii.MarkerDMG}, bmf: 4, status: engine.StatusOK},
		// 002 OGRE for DSII, Damaged: "DAMAGED results are not cumulative in any way".
		{name: "a second DMG adds nothing", before: []string{"hit MK1.tread1 red3,yellow2"}, line: "hit MK1.tread1 red3,yellow2", module: "tread1", markers: []dsii.Marker{dsii.MarkerDMG}, bmf: 4, status: engine.StatusOK},
		// 002 OGRE for DSII, Tread Modules: "Even if an attack results in a combination ... would still only lose 1 MPF".
		{name: "one attack takes 1 BMF at most", line: "hit MK1.tread1 red3,red3,m,boom", module: "tread1", bmf: 4, status: engine.StatusOK},
		// 002 OGRE for DSII, Systems Down: Weapons Module "cannot be used until a successful repair".
		{name: "Systems Down on a weapon", line: "hit MK1.rack1 tsd", module: "rack1", markers: []dsii.Marker{dsii.MarkerSD}, bmf: -1, status: engine.StatusOK},
		// 002 OGRE for DSII, Mobility: Weapons Module "No effect".
		{name: "Mobility on a weapon", line: "hit MK1.rack1 m", module: "rack1", bmf: -1, status: engine.StatusOK},
		{name: "validity leaves colours out", line: "hit MK1.em red3,yellow1 valid red", module: "em", bmf: -1, status: engine.StatusOK},
		// issue 22, Verbs: on a module whose armour is blank, hit takes ko, dmg and specials only.
		{name: "blank armour takes a result read", line: "hit MK5.secondary2 ko", module: "secondary2", bmf: -1, status: engine.StatusDestroyed},
		{name: "blank armour refuses points", line: "hit MK5.secondary2 red3", refusal: "armour is not given"},
		{name: "a destroyed module", before: []string{"hit MK5.secondary2 ko"}, line: "hit MK5.secondary2 dmg", refusal: "destroyed already"},
		{name: "a chit no cup holds", line: "hit MK1.em purple3", refusal: `"purple3" is not a chit`},
		{name: "ko with points", line: "hit MK1.em ko,red3", refusal: "gives a result read at the table and chits with points"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := houseGame(t)
			play(t, g, c.before...)
			if !accepted(t, g, c.line, c.refusal) {
				return
			}
			label, _, _ := strings.Cut(strings.Fields(c.line)[1], ".")
			m := dsii.UnitOf(g.Unit(label)).Module(c.module)
			if !reflect.DeepEqual(m.Markers, c.markers) || m.Status != c.status || (c.bmf >= 0 && m.BMF != c.bmf) {
				t.Errorf("%s leaves %+v; want markers %v, BMF %d, %s", c.line, *m, c.markers, c.bmf, c.status)
			}
		})
	}
}

// TestEMBOOMThisTurn: a BOOM on the EM takes its die to D4 for the rest of
// the turn, then one type down (002 OGRE for DSII, BOOM: "For the duration
// of the turn, the effective die type is treated as a D4").
func TestEMBOOMThisTurn(t *testing.T) {
	g := houseGame(t)
	play(t, g, "hit MK5.em boom")
	if d := dsii.EMDie(g, g.Unit("MK5")); d != dsii.D4 {
		t.Errorf("EM die in the BOOM's turn %s, want d4", d)
	}
	play(t, g, "next")
	if d := dsii.EMDie(g, g.Unit("MK5")); d != dsii.D8 {
		t.Errorf("EM die the turn after %s, want d8 (Superior d10, one type down)", d)
	}
}

// TestRepair: the EM activates to repair one marker on its die now: 6+ a
// DMG or its KO, 4+ a Systems Down; a repaired tread DMG gives its BMF
// back; the EM activates once a turn (002 OGRE for DSII, Electronics
// Module).
func TestRepair(t *testing.T) {
	for _, c := range []struct {
		name    string
		before  []string
		line    string
		module  string
		markers []dsii.Marker
		bmf     int
		refusal string
	}{
		{name: "DMG on 6", before: []string{"hit MK5.tread2 dmg"}, line: "repair MK5.tread2 die 6", module: "tread2", bmf: 4},
		{name: "DMG not on 5", before: []string{"hit MK5.tread2 dmg"}, line: "repair MK5.tread2 die 5", module: "tread2", markers: []dsii.Marker{dsii.MarkerDMG}, bmf: 3},
		{name: "Systems Down on 4", before: []string{"hit MK5.main1 tsd"}, line: "repair MK5.main1 die 4", module: "main1", bmf: 0},
		{name: "the EM's KO on 6", before: []string{"hit MK5.em ko"}, line: "repair MK5.em ko die 6", module: "em", bmf: 0},
		{name: "one marker of several", before: []string{"hit MK5.em ko", "hit MK5.em tsd"}, line: "repair MK5.em sd die 4", module: "em", markers: []dsii.Marker{dsii.MarkerKO}, bmf: 0},
		{name: "which marker", before: []string{"hit MK5.em ko", "hit MK5.em tsd"}, line: "repair MK5.em die 6", refusal: "name the one to repair"},
		{name: "nothing to repair", line: "repair MK5.main1 die 6", refusal: "carries no marker"},
		{name: "the EM once a turn", before: []string{"hit MK5.main1 tsd", "hit MK5.main2 tsd", "repair MK5.main1 die 1"}, line: "repair MK5.main2 die 6", refusal: "activated this turn already"},
		// The EM's die now is the die typed: d10 for a Superior EM.
		{name: "a die off the EM's", before: []string{"hit MK5.main1 tsd"}, line: "repair MK5.main1 die 11", refusal: "not on a d10"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := houseGame(t)
			play(t, g, c.before...)
			if !accepted(t, g, c.line, c.refusal) {
				return
			}
			m := dsii.UnitOf(g.Unit("MK5")).Module(c.module)
			if len(m.Markers) != len(c.markers) || (len(c.markers) > 0 && !reflect.DeepEqual(m.Markers, c.markers)) || m.BMF != c.bmf {
				t.Errorf("%s leaves %+v; want markers %v, BMF %d", c.line, *m, c.markers, c.bmf)
			}
			if !dsii.Activated(g, "MK5", "em") {
				t.Errorf("the repair did not activate the EM")
			}
		})
	}
}

// TestHitSaysNotCumulative: the log says why a second DMG places nothing
// (002 OGRE for DSII, Damaged: "DAMAGED results are not cumulative in any
// way"), so the referee sees the reading taken.
func TestHitSaysNotCumulative(t *testing.T) {
	g := houseGame(t)
	play(t, g, "hit MK1.tread1 red3,yellow2")
	cmd, err := g.ParseCommand("hit MK1.tread1 red3,yellow2")
	if err != nil {
		t.Fatal(err)
	}
	events, err := engine.Resolve(g, cmd, engine.NewSeeded(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if len(events) != 1 || !strings.Contains(events[0].Text, `no second DMG marker ("DAMAGED results are not cumulative in any way")`) {
		t.Errorf("the second DMG's log line: %v", events)
	}
}

// TestHitSaysTreadReading: a tread module Damaged with an M, a BOOM or a
// KO among the results loses its 1 BMF for good and carries no DMG marker
// (002 OGRE for DSII, Tread Modules: "would still only lose 1 MPF"); the log
// says so with the reading taken, and says nothing of it where it does not
// apply.
func TestHitSaysTreadReading(t *testing.T) {
	for _, c := range []struct {
		line string
		says bool
	}{
		{"hit MK5.tread2 dmg,m", true},
		{"hit MK1.tread1 red3,yellow2,boom", true},
		{"hit MK1.tread1 red3,yellow2", false},
		{"hit MK1.tread1 red3,red3,m", false}, // a KO: no DMG to place
		{"hit MK5.em dmg,boom", false},
	} {
		g := houseGame(t)
		text, err := logOf(t, g, c.line)
		if err != nil {
			t.Fatalf("%s: %v", c.line, err)
		}
		if got := strings.Contains(text, "no DMG marker, the BMF is lost for good. "+dsii.ReadingTreadOneBMF.String()); got != c.says {
			t.Errorf("%s: the log says the reading %v, want %v:\n%s", c.line, got, c.says, text)
		}
	}
}

// TestHitSaysFSD: an FSD chit's line names whose system is down: an
// Ogre's weapons ignore it (002 OGRE for DSII, OGRE Main Batteries: "Any
// Fire System Down chits pulled are ignored"), and the line said "unless
// the firer is an Ogre" when the firer named was one.
func TestHitSaysFSD(t *testing.T) {
	for _, c := range []struct {
		line, want, not string
	}{
		{"hit MK1.tread1 red3,fsd by MK5.main1", `An FSD chit: ignored, MK5 being an Ogre (OGRE Main Batteries: "Any Fire System Down chits pulled are ignored").`, "unless the firer"},
		{"hit MK1.tread1 red3,fsd by HT1", "An FSD chit: the firer's system is down, HT1's, by DSII's rules.", "unless the firer"},
		{"hit MK1.tread1 red3,fsd", "An FSD chit: the firer's system is down, unless the firer is an Ogre", "ignored,"},
	} {
		g := houseGame(t)
		play(t, g, "add heavy-tank as HT1 side ogre")
		text, err := logOf(t, g, c.line)
		if err != nil {
			t.Fatalf("%s: %v", c.line, err)
		}
		if !strings.Contains(text, c.want) || strings.Contains(text, c.not) {
			t.Errorf("%s: the log says\n%s\nwant %q, not %q", c.line, text, c.want, c.not)
		}
	}
}
