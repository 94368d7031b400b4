package main

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
