package cli

import (
	"ogretable/sheets/sheetstest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestSheetCommands: a new user prints a Mark V sheet in inches on Letter,
// a game's roster with its sheets, its damaged Mark III and its report,
// each under its default name; writing over one needs --force, and a
// missing folder is a clear error.
func TestSheetCommands(t *testing.T) {
	dir := t.TempDir()
	dbp := filepath.Join(dir, "games.db")
	if code, _, errs := runCmd(t, "new", "--db", dbp, "--seed", "7"); code != 0 {
		t.Fatalf("new: %d %s", code, errs)
	}
	for _, c := range []string{"next", "next", "fire MK3.main1 at HVY1 die 5", "next", "next", "next", "next",
		"fire HVY2,HVY3 at MK3.main1 die 6", "fire HWZ1 at MK3.treads die 6", "undo"} {
		if code, _, errs := runCmd(t, "do", "--db", dbp, c); code != 0 {
			t.Fatalf("do %q: %d %s", c, code, errs)
		}
	}
	wd, _ := os.Getwd()
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)
	for _, c := range []struct {
		args []string
		file string
	}{
		{[]string{"sheet", "ogre", "mark v", "--scale", "inch"}, "mark-v.pdf"},
		// issue 22: a blank "ogre" sheet finds an OGRE for DSII design too.
		{[]string{"sheet", "ogre", "dsii-mark-v"}, "dsii-mark-v.pdf"},
		{[]string{"sheet", "roster", "--game", "1", "--db", dbp, "--with-sheets"}, "game-1-roster.pdf"},
		{[]string{"sheet", "ogre", "--game", "1", "--unit", "MK3", "--db", dbp, "--paper", "a4"}, "game-1-mark-iii.pdf"},
		{[]string{"sheet", "roster", "--scenario", "quick"}, "quick-roster.pdf"},
		{[]string{"report", "--game", "1", "--db", dbp}, "game-1-report.pdf"},
	} {
		code, out, errs := runCmd(t, c.args...)
		if code != 0 || !strings.Contains(out, "Wrote "+c.file) {
			t.Errorf("%v: exit %d, %q %q", c.args, code, out, errs)
		}
		if _, err := os.Stat(filepath.Join(dir, c.file)); err != nil {
			t.Errorf("%v: %v", c.args, err)
		}
		if code, _, errs := runCmd(t, c.args...); code == 0 || !strings.Contains(errs, "--force") {
			t.Errorf("%v again: exit %d, %q; want a refusal naming --force", c.args, code, errs)
		}
	}
	if code, _, errs := runCmd(t, "sheet", "ogre", "mark v", "-o", filepath.Join(dir, "no", "x.pdf")); code == 0 || !strings.Contains(errs, "does not exist") {
		t.Errorf("missing folder: exit %d %q", code, errs)
	}
	if code, _, errs := runCmd(t, "sheet", "ogre", "--game", "1", "--unit", "HVY2", "--db", dbp); code != exitUsage || !strings.Contains(errs, "not an Ogre") {
		t.Errorf("a tank's sheet: exit %d %q", code, errs)
	}
	pdftotext := sheetstest.Tool(t, "pdftotext")
	out, err := exec.Command(pdftotext, "-layout", filepath.Join(dir, "game-1-report.pdf"), "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"ogre 6 · defence 8", "HWZ1 (6) fires at MK3.treads", "Undone:", "HVY2 + HVY3 (defence) · 8 VP"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the report lacks %q", want)
		}
	}
}

// TestSheetRefusals: "ogretable sheet" says what to print, and refuses a
// kind, a unit or a name of another kind with a sentence naming the
// choices, in the words of the game's rule system's kinds of sheet
// (package sheets' registry).
func TestSheetRefusals(t *testing.T) {
	dir := t.TempDir()
	dbp := filepath.Join(dir, "games.db")
	if code, _, errs := runCmd(t, "new", "--db", dbp, "--seed", "7"); code != 0 {
		t.Fatalf("new: %d %s", code, errs)
	}
	if code, _, errs := runCmd(t, "do", "--db", dbp, "add mark-v as MK5 side ogre"); code != 0 {
		t.Fatalf("do: %d %s", code, errs)
	}
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"sheet"}, `say what to print: "ogretable sheet ogre NAME", "ogretable sheet walker NAME" or "ogretable sheet roster --game ID"`},
		{[]string{"sheet", "tank"}, `unknown sheet "tank"; choose ogre, walker or roster`},
		{[]string{"sheet", "ogre"}, `name an Ogre, e.g. "ogretable sheet ogre 'mark v'", or one in a game with --game ID --unit LABEL`},
		{[]string{"sheet", "ogre", "heavy tank"}, `Heavy Tank is not an Ogre; "ogretable units --kind ogre" lists them`},
		{[]string{"sheet", "ogre", "nope"}, `no Ogre "nope" in any rule system. The Ogre CRT rules: no unit type named "nope". OGRE for DSII: no design "nope"; the designs are dsii-mark-v.`},
		{[]string{"sheet", "walker", "heavy tank", "--db", dbp}, `no walker "heavy tank"; the walkers are early-walker, late-walker`},
		{[]string{"sheet", "ogre", "mark v", "--game", "1", "--db", dbp}, "name the Ogre by --unit LABEL in a game, or by its type without --game, not both"},
		{[]string{"sheet", "ogre", "--game", "1", "--unit", "HVY1", "--db", dbp}, "HVY1 is a Heavy Tank, not an Ogre; the Ogres of game 1 are MK3, MK5"},
		{[]string{"sheet", "ogre", "--game", "1", "--unit", "NOPE", "--db", dbp}, `game 1 has no unit "NOPE"; the Ogres of game 1 are MK3, MK5`},
		{[]string{"sheet", "walker", "--game", "1", "--db", dbp}, "game 1 has no walker"},
		{[]string{"sheet", "walker", "--game", "1", "--unit", "MK5", "--db", dbp}, "MK5 is a Mark V, not a walker; game 1 has no walker"},
	} {
		code, _, errs := runCmd(t, c.args...)
		if code != exitUsage || !strings.Contains(errs, c.says) {
			t.Errorf("%q: exit %d, %q; want %d saying %q", c.args, code, errs, exitUsage, c.says)
		}
	}
	if _, out, _ := runCmd(t, "help", "sheet"); !strings.Contains(out, "ogre NAME | ogre --game ID --unit LABEL | walker NAME|ID | walker --game ID --unit LABEL | roster (") ||
		!strings.Contains(out, "print an Ogre's or a walker's record sheet, or a force roster, as a PDF") {
		t.Errorf("the help of sheet does not list the kinds of sheet:\n%s", out)
	}
}
