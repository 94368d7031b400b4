package crt_test

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/gamefile/gamefiletest"
	"ogretable/sheets"
	"ogretable/sheets/crtpaper"
	"ogretable/sheets/papertest"
	"ogretable/templates"
	"ogretable/tracker"
	"ogretable/tracker/present"
	"ogretable/tracker/present/crtview"
	"ogretable/tracker/systemtest"
)

// TestCRTConformance runs the conformance test every rule system runs
// (tracker/systemtest) on the Ogre CRT rules, in each variant: the quick
// game set up, then cruise missiles (a salvo with a dummy and a
// minimissile, interceptions, a lucky blast, blasts), EMP, a walker's split
// attacks, rams, an overrun, corrections, notes, undo and redo. The script
// follows the pre-core test database's games (cli/testdata/
// pre-core/make.sh), with the catalog's walkers for the designs saved there.
func TestCRTConformance(t *testing.T) {
	cat, err := templates.Default()
	if err != nil {
		t.Fatal(err)
	}
	setup, err := tracker.SetupCommands(cat, "quick")
	if err != nil {
		t.Fatal(err)
	}
	all, err := crt.ParseWalkerRules("all")
	if err != nil {
		t.Fatal(err)
	}
	// The game's options as a new game records them: every walker rule.
	allWalkers, err := json.Marshal(map[string]any{"walkers": all})
	if err != nil {
		t.Fatal(err)
	}
	script := func(v engine.Variant) []string {
		// In the classic and lite rules a ram is made only in an overrun
		// (000 FAQ, RAMMING; 003 Ogre Lite, RAMMING): the referee overrides.
		// A classic ram rolls no die: the rammed unit is destroyed.
		ram := "ram MK3 HVY1 die 2"
		switch v {
		case crt.Classic:
			ram = "override ram MK3 HVY1"
		case crt.Lite:
			ram = "override " + ram
		}
		return append(slices.Clone(setup),
			"add missile-crawler x2 as CMC side ogre", "add mark-vii as MK7 side ogre", "add superheavy-tank as SH side ogre",
			"add emp-tank as EMP side ogre", "add late-walker as LW side defence", "add laser-tank as LZ",
			"add mark-ii as DOG side defence", "add missile-crawler as DCM side defence",
			"note the ogre's raiders form up",
			"next",
			"enter MK3 forest", ram, "undo", "redo",
			"next",
			"launch CMC1 and CMC2 dummy and MK7 and SH mini",
			"intercept M1 by LZ,HVY2 flown 8 die 6 6", "lucky M1 die 6", "blast M1 flown 8 at HVY2:1,GEV1:2:forest,INF1:3:town",
			"intercept M2 by HVY3 die 1 1", "blast M2 flown 11 at HVY3:0",
			"intercept M3 by DOG.main1,DOG.secondary1 flown 12 die 2 3 4 1", "blast M3 flown 12 at DOG:2,GEV2:4",
			"intercept M4 by INF2:1 die 6 6", "lucky M4 die 3",
			"emp EMP at GEV3,GEV4,MK3",
			"fire MK3.secondary1,MK3.secondary2 at MSL3 die 4", "fire MK7.ogre-howitzer1 at LW die 2",
			"next", "next", "next", "next",
			"fire LW:2 at MK7.ogre-howitzer2 die 1", "fire LW:2 at SH", "fire INF4 at MK3.treads die 4",
			"launch DCM", "intercept M5 by MK3.missile1,MK3.secondary3 flown 6 die 3 3 2 2", "blast M5 flown 6 at MK3:4,SH:3",
			"correct MK3 treads 40 because the tread was not crossed off", "correct INF5 squads 2 because a squad was taken off the table",
			"correct ogre vp 40 because the referee recounted",
			"remove HWZ1 because it was never on the table", "restore HWZ1 because it was on the table after all",
			"note a note, undone", "undo", "note the defence's turn ends",
			"next", "next", "next",
			"overrun MK3 at INF3,INF4", "fire INF3:1 at MK3.secondary4 die 4", "undo", "redo",
			"next", "fire MK3.ap1,MK3.ap2 at INF4 die 6", "overrun end",
			"next",
		)
	}
	for _, v := range []engine.Variant{crt.Published, crt.Classic, crt.Lite} {
		t.Run(string(v), func(t *testing.T) {
			systemtest.Run(t, systemtest.Config{
				Info:    tracker.Info{Variant: v, Scale: engine.Hexes, Scenario: "quick", Seed: 101, Options: allWalkers},
				Catalog: cat,
				Script:  script(v),
				Present: crtPresent,
				Paper: func(_ systemtest.T, s *tracker.Session) {
					papertest.Check(t, s)
					crtSheet(t, s)
				},
				Files: func(_ systemtest.T, s *tracker.Session, texts []string, events []engine.LogEvent) {
					gamefiletest.Check(t, s, texts, events)
				},
			})
		})
	}
}

// crtPresent checks the CRT's roster and Ogre panel: every unit has its
// row, and the Ogre's panel shows its treads.
func crtPresent(t systemtest.T, s *tracker.Session) {
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
	panel := ""
	for _, r := range crtview.OgrePanel(g, g.Unit("MK3"), 0) {
		panel += r.Text() + "\n"
	}
	if !strings.Contains(panel, "40") {
		t.Errorf("MK3's panel does not show its 40 treads, as corrected:\n%s", panel)
	}
}

// crtSheet draws MK3's record sheet from the game and reads it back: its
// name and the treads left.
func crtSheet(t *testing.T, s *tracker.Session) {
	g := s.State()
	d := sheets.New(sheets.Options{Scale: g.Scale})
	if err := d.DrawUnitSheet(crtpaper.OgreSheet, g, g.Unit("MK3"), &sheets.GameRef{ID: 1, Name: "conformance"}); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := d.Write(&b); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(b.Bytes(), []byte("%PDF-")) {
		t.Fatalf("the sheet is not a PDF: %q", b.Bytes()[:min(20, b.Len())])
	}
	tool, err := exec.LookPath("pdftotext")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("pdftotext is not installed on CI: %v", err)
		}
		t.Logf("pdftotext is not installed (apt-get install poppler-utils): the sheet is not read back")
		return
	}
	path := filepath.Join(t.TempDir(), "mk3.pdf")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(tool, "-layout", path, "-").CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext: %v\n%s", err, out)
	}
	if text := string(out); !strings.Contains(text, "Mark III") || !strings.Contains(text, "MK3") {
		t.Errorf("MK3's sheet does not name it:\n%s", text)
	}
}
