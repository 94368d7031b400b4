package sheets_test

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/sheets"
	"ogretable/sheets/crtpaper"
	"ogretable/sheets/papertest"
	"ogretable/sheets/sheetstest"
	"ogretable/tracker"
)

// TestRoster: the roster lists every unit of the game by side, with VP.
func TestRoster(t *testing.T) {
	g := papertest.DamagedGame(t)
	pdf := papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error {
		d.Roster(g, sheets.RosterOf{ID: 7, Name: "Test"})
		return d.DrawUnitSheet(crtpaper.OgreSheet, g, g.Unit("MK3"), &sheets.GameRef{ID: 7, Name: "Test"})
	})
	path := sheetstest.Saved(t, pdf)
	text := sheetstest.PDFText(t, path)
	for _, u := range g.Units {
		if !strings.Contains(text, u.Label) {
			t.Errorf("the roster lacks %s", u.Label)
		}
	}
	for _, want := range []string{"OGRE · 1 UNIT ·", "DEFENCE · 18 UNITS ·", "0 VP SCORED", "14 VP SCORED", "MK3 · Mark III"} {
		if !strings.Contains(text, want) {
			t.Errorf("the roster lacks %q:\n%s", want, text)
		}
	}
	if p := sheetstest.PDFInfo(t, path)["Pages"]; p != "2" {
		t.Errorf("%s pages, want 2 (roster, MK3's sheet)", p)
	}
	sheetstest.QPDFCheck(t, path)
}

// TestRosterColumns: the roster's type names are whole ("Missile Crawler
// (e..." was cut); the column of squads, treads and modes is "condition";
// a destroyed unit shows the VP its enemy scored for it; a stack that lost
// a squad keeps a box for each it started with, the lost one filled
// (issue 20, items 12 and 13).
func TestRosterColumns(t *testing.T) {
	info, cat, recs := recordsOf(t, []string{"add missile-crawler-mcm as MCM1 side defence", "add missile-crawler as CM1 side defence",
		"add revener as REV side ogre", "next", "overrun MK3 at INF1", "next", "fire MK3.secondary1 at INF1", "overrun end", "next", "fire MK3.main1 at HVY1 die 6"})
	st, err := sheets.Gather(info, cat, sheets.RecordsSource(recs))
	if err != nil {
		t.Fatal(err)
	}
	g := st.G
	if crt.UnitOf(g.Unit("INF1")).Squads != 2 || g.Unit("HVY1").Alive() {
		t.Fatalf("the test game is not the one meant: INF1 has %d squads, HVY1 is %s", crt.UnitOf(g.Unit("INF1")).Squads, g.Unit("HVY1").Status)
	}
	squads, err := sheets.SquadsAtStart(sheets.RecordsSource(recs))
	if err != nil {
		t.Fatal(err)
	}
	pdf := papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error {
		d.Roster(g, sheets.RosterOf{ID: 3, Name: info.Name, Squads: squads})
		return nil
	})
	path := sheetstest.Saved(t, pdf)
	raw := sheetstest.PDFRaw(t, path)
	for _, u := range g.Units {
		if !strings.Contains(raw, u.Type.Name) {
			t.Errorf("the roster does not draw %q whole:\n%s", u.Type.Name, raw)
		}
	}
	if strings.Contains(raw, "…") {
		t.Errorf("the roster cuts a text:\n%s", raw)
	}
	text := sheetstest.PDFText(t, path)
	for _, re := range []string{`label\s+type\s+attack\s+range \(hex\)\s+defence\s+move \(hex\)\s+VP\s+condition\s+disabled\s+destroyed`,
		`HVY1\s+Heavy Tank\s+4\s+2\s+3\s+3\s+6 to ogre`, `MK3\s+Mark III\s+sheet\s+–\s+–\s+3\s+\d+\s+treads 45/45`} {
		if !regexpMatch(re, text) {
			t.Errorf("no %s in the roster:\n%s", re, text)
		}
	}
	// INF1 started with 3 squads and has 2: three 5 mm boxes, one filled.
	box := 5 / 25.4 * 72
	inRow := map[float64][]sheetstest.Rect{}
	for _, r := range sheetstest.Rects(t, pdf)[0] {
		if sheetstest.Near(r.W, box) && sheetstest.Near(r.H, box) && r.X < (sheets.Margin+150)/25.4*72 {
			inRow[r.Y] = append(inRow[r.Y], r)
		}
	}
	found := false
	for _, rs := range inRow {
		filled := 0
		for _, r := range rs {
			if r.Op == "B" {
				filled++
			}
		}
		if len(rs) == 3 && filled == 1 {
			found = true
		}
	}
	if !found {
		t.Errorf("no row of three squad boxes with one filled: %v", inRow)
	}
}

// TestRosterCountsWhatIsNotInPlay: a side's heading says how many of its
// units are destroyed or removed, beside the VP of those in play (a
// playtest: "19 units · 102 VP in play" read as 19 in play).
func TestRosterCountsWhatIsNotInPlay(t *testing.T) {
	cat := papertest.Catalog(t)
	lines, err := tracker.SetupCommands(cat, "quick")
	if err != nil {
		t.Fatal(err)
	}
	// 000 FAQ, the CRT: an X destroys a GEV (6 against 2 at 3:1, die 6).
	lines = append(lines, "next", "next", "fire MK3.main1 at GEV1 die 6", "remove GEV2 because a test's mistake")
	g, err := sheets.Setup(cat, crt.Published, engine.Hexes, tracker.Sides(cat, "quick"), lines)
	if err != nil {
		t.Fatal(err)
	}
	pdf := papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error {
		d.Roster(g, sheets.RosterOf{ID: 7, Name: "Test"})
		return nil
	})
	text := sheetstest.PDFText(t, sheetstest.Saved(t, pdf))
	for _, want := range []string{"OGRE · 1 UNIT ·", "DEFENCE · 18 UNITS, 1 DESTROYED, 1 REMOVED ·"} {
		if !strings.Contains(text, want) {
			t.Errorf("the roster lacks %q:\n%s", want, text)
		}
	}
}
