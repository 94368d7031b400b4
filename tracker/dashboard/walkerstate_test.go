package dashboard

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/sheets"
	"ogretable/sheets/sheetstest"
	"ogretable/tracker"
)

// openWalkers opens a game with no scenario, the optional walker rules all
// on and two walker designs in its catalog (Hop with jumpjets, Kite with
// the land-air transformation), and runs lines on it.
func openWalkers(t *testing.T, lines ...string) *tracker.Session {
	t.Helper()
	cat := *catalog(t)
	cat.Units = slices.Clone(cat.Units)
	for _, d := range []crt.WalkerDesign{
		{Name: "Hop", Generation: crt.GenerationLate, Attack: 6, Defense: 4, Range: 2, Move: 3, Jumpjets: true},
		{Name: "Kite", Generation: crt.GenerationLate, Attack: 4, Defense: 2, Range: 2, Move: 4, LAT: true},
	} {
		cat.Units = append(cat.Units, d.UnitType())
	}
	rules, err := crt.ParseWalkerRules("all")
	if err != nil {
		t.Fatal(err)
	}
	options, err := json.Marshal(map[string]any{"walkers": rules})
	if err != nil {
		t.Fatal(err)
	}
	s, err := tracker.Open(newMemStore(), &cat, tracker.Info{ID: 1, Name: "Walkers", Variant: crt.Published, Scale: engine.Hexes, Seed: 7, Options: options})
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, lines...)
	return s
}

// TestDashboardWalkerState: a walker on its jumpjets, one in its flying
// form, and the attack points spent this turn show in the roster; the
// selected walker's panel shows its modes and attack spent; the print
// menu offers its sheet, which reads back with its condition (issue 20,
// item 8; 000 FAQ, Walkers, 3.0 CRT And Overruns; 5.0 Optional Walker
// Rules, Jumpjets, Land/Air Transformation).
func TestDashboardWalkerState(t *testing.T) {
	dir := t.TempDir()
	old := printDir
	printDir = dir
	t.Cleanup(func() { printDir = old })
	s := openWalkers(t, "add walker:hop as W1 side ogre", "add walker:kite as W2 side ogre", "add heavy-tank as H side defence",
		"next", "jets W1 on", "form W2 air", "next", "fire W1:2 at H die 1")
	h := startDashboard(t, NewDashboard(s, Options{Print: sheets.Printer{}}), 160, 30)
	h.waitText("on jets, attack 2/6 spent", "flying")
	// With no Ogre in play the panel shows the first walker.
	// Each panel shows the modes its walker has, and no other: Hop has no
	// land-air transformation, Kite no jumpjets (issue 31.6; 000 FAQ,
	// Walkers, 5.0 Optional Walker Rules).
	screen := h.waitText("W1 Hop", "late walker · jumpjets", "Jumpjets ON", "Attack spent this turn 2 of 6")
	if strings.Contains(screen, "Flying") {
		t.Errorf("Hop's panel shows a flying mode it does not have:\n%s", screen)
	}
	// Selecting W2 in the roster shows it.
	h.key(tcell.KeyDown)
	screen = h.waitText("W2 Kite", "late walker · lat", "Flying YES", "Attack spent this turn 0 of 4")
	if strings.Contains(screen, "Jumpjets") {
		t.Errorf("Kite's panel shows jumpjets it does not have:\n%s", screen)
	}
	h.keys("p")
	h.waitText("Print to a PDF file", "w  the walker sheet: W2 (Kite), its condition marked  game-1-W2.pdf")
	h.keys("w")
	sheet := filepath.Join(dir, "game-1-W2.pdf")
	h.waitText("Wrote " + sheet + " (1 page).")
	if testing.Verbose() {
		t.Logf("the screen:\n%s", h.text())
	}
	pdftotext := sheetstest.Tool(t, "pdftotext")
	b, err := exec.Command(pdftotext, "-layout", sheet, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	if text := strings.Join(strings.Fields(string(b)), " "); !strings.Contains(text, "W2 · Kite") || !strings.Contains(text, "It is in its flying form.") {
		t.Errorf("the walker sheet does not read back as W2's, flying:\n%s", text)
	}
	if _, err := os.Stat(sheet); err != nil {
		t.Fatal(err)
	}
}
