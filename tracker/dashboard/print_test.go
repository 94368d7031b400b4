package dashboard

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/sheets"
	"ogretable/tracker"
)

// TestDashboardPrint: p then o, r or p writes the Ogre's sheet, the roster
// or the report to the current folder and the status line says where; a
// file already there is not written over, and another name is offered.
func TestDashboardPrint(t *testing.T) {
	dir := t.TempDir()
	old := printDir
	printDir = dir
	t.Cleanup(func() { printDir = old })
	s := openQuick(t, newMemStore(), engine.Hexes)
	id := s.Info().ID
	h := startDashboard(t, NewDashboard(s, Options{Print: sheets.Printer{}}), 160, 30)
	h.keys("p")
	h.waitText("Print to a PDF file", "o  the Ogre sheet: $O (Mark III), damage marked", "r  the force roster", "p  the battle report")
	h.keys("r")
	roster := filepath.Join(dir, "game-"+itoa(id)+"-roster.pdf")
	h.waitText("Wrote " + roster + " (1 page).")
	h.keys("p")
	h.waitText("Print to a PDF file")
	h.keys("o")
	sheet := filepath.Join(dir, "game-"+itoa(id)+"-mark-iii.pdf")
	h.waitText("Wrote " + sheet + " (1 page).")
	h.keys("pp")
	report := filepath.Join(dir, "game-"+itoa(id)+"-report.pdf")
	h.waitText("Wrote " + report + " (")
	for _, p := range []string{roster, sheet, report} {
		b, err := os.ReadFile(p)
		if err != nil || !strings.HasPrefix(string(b), "%PDF-") {
			t.Errorf("%s: %v, not a PDF", p, err)
		}
	}
	before, _ := os.ReadFile(roster)
	// Again: the roster is there, and is not written over.
	h.keys("pr")
	h.waitText("game-"+itoa(id)+"-roster.pdf is already there, and is not written over.", "Write game-"+itoa(id)+"-roster-2.pdf instead?")
	h.key(tcell.KeyEscape)
	h.waitText("Nothing printed: game-" + itoa(id) + "-roster.pdf is already there.")
	h.keys("pr")
	h.waitText("Write game-" + itoa(id) + "-roster-2.pdf instead?")
	h.keys("y")
	h.waitText("Wrote " + filepath.Join(dir, "game-"+itoa(id)+"-roster-2.pdf") + " (1 page).")
	if after, _ := os.ReadFile(roster); string(after) != string(before) {
		t.Error("the roster was written over")
	}
	// Esc closes the menu and prints nothing.
	h.keys("p")
	h.waitText("Print to a PDF file")
	h.key(tcell.KeyEscape)
	h.waitGone("Print to a PDF file")
	if files, _ := os.ReadDir(dir); len(files) != 4 {
		t.Errorf("the folder holds %d files; want 4", len(files))
	}
}

// TestDashboardPrintUnavailable: without a Printer (Options.Print), the
// print key says that printing is not available, and writes nothing.
func TestDashboardPrintUnavailable(t *testing.T) {
	dir := t.TempDir()
	old := printDir
	printDir = dir
	t.Cleanup(func() { printDir = old })
	h := startDashboard(t, NewDashboard(openQuick(t, newMemStore(), engine.Hexes), Options{}), 160, 30)
	h.keys("p")
	h.waitText("Printing is not available here: nothing was printed.")
	if files, _ := os.ReadDir(dir); len(files) != 0 {
		t.Errorf("the folder holds %d files; want none", len(files))
	}
}

// itoa returns n in decimal.
func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// TestDashboardPrintFollowsTheSystem: the print menu offers the unit
// sheets of the game's rule system (sheets registered in package sheets):
// a game of a system that prints none offers only the roster and the
// report, and a sheet's key does nothing there.
func TestDashboardPrintFollowsTheSystem(t *testing.T) {
	dir := t.TempDir()
	old := printDir
	printDir = dir
	t.Cleanup(func() { printDir = old })
	s, err := tracker.Open(newMemStore(), catalog(t), tracker.Info{ID: 1, Name: "Notes", Variant: "notes-test", Scale: engine.Inches, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	h := startDashboard(t, NewDashboard(s, Options{Print: sheets.Printer{}}), 160, 30)
	h.keys("p")
	h.waitText("Print to a PDF file", "r  the force roster", "p  the battle report", "r p print")
	if text := h.text(); strings.Contains(text, "the Ogre sheet") || strings.Contains(text, "the walker sheet") {
		t.Errorf("a game of a system without unit sheets offers one:\n%s", text)
	}
	h.keys("o")
	h.waitText("Print to a PDF file")
	h.keys("r")
	h.waitText("Wrote " + filepath.Join(dir, "game-1-roster.pdf") + " (1 page).")
}
