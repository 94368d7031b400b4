package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// TestSheetWalkerCommands: a referee saves a design and prints its sheet
// in inches under its default name, by name and by number; fields it,
// sees it disabled, and prints its sheet from the game ("game-1-W1.pdf")
// with its condition marked; prints a templates folder's [[walker]]
// design with no database at all; is refused a second write without
// --force, an unknown walker (with the walkers listed) and an Ogre.
func TestSheetWalkerCommands(t *testing.T) {
	dir := t.TempDir()
	dbp := filepath.Join(dir, "games.db")
	if code, _, errs := runCmd(t, "new", "--db", dbp, "--seed", "7", "--walkers", "all"); code != 0 {
		t.Fatalf("new: %d %s", code, errs)
	}
	if code, _, errs := runCmd(t, "walker", "save", "Iron Duke", "--generation", "late", "--attack", "6", "--defense", "4",
		"--range", "2", "--move", "3", "--jumpjets", "--legs", "quad", "--db", dbp); code != 0 {
		t.Fatalf("walker save: %d %s", code, errs)
	}
	die := ""
	for n := 1; n <= 6; n++ {
		if (crt.Attack{Strength: 4, Defense: 4}).Resolve(n).Result == engine.D {
			die = strconv.Itoa(n)
		}
	}
	for _, c := range []string{"add walker:iron-duke as W1 side defence", "next", "next", "fire MK3.main1 at W1 die " + die, "terrain W1 forest"} {
		if code, _, errs := runCmd(t, "do", "--db", dbp, c); code != 0 {
			t.Fatalf("do %q: %d %s", c, code, errs)
		}
	}
	house := filepath.Join(dir, "house")
	if err := os.Mkdir(house, 0o755); err != nil {
		t.Fatal(err)
	}
	hoplite := "[[walker]]\nname = \"Hoplite\"\ngeneration = \"early\"\nattack = 4\ndefense = 4\nrange = 2\nmove = 4\n"
	if err := os.WriteFile(filepath.Join(house, "walker-hoplite.toml"), []byte(hoplite), 0o644); err != nil {
		t.Fatal(err)
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
		{[]string{"sheet", "walker", "iron duke", "--scale", "inch", "--db", dbp}, "walker-iron-duke.pdf"},
		{[]string{"sheet", "walker", "1", "--db", dbp, "-o", "by-number.pdf", "--paper", "a4"}, "by-number.pdf"},
		{[]string{"sheet", "walker", "--game", "1", "--unit", "W1", "--db", dbp}, "game-1-W1.pdf"},
		{[]string{"--templates", house, "sheet", "walker", "hoplite", "--db", filepath.Join(dir, "none.db")}, "walker-hoplite.pdf"},
		{[]string{"sheet", "walker", "early walker"}, "early-walker.pdf"},
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
	if code, _, errs := runCmd(t, "sheet", "walker", "nosuch", "--db", dbp); code != exitUsage || !strings.Contains(errs, "walker:iron-duke") {
		t.Errorf("an unknown walker: exit %d %q; want the walkers listed", code, errs)
	}
	if code, _, errs := runCmd(t, "sheet", "walker", "--game", "1", "--unit", "MK3", "--db", dbp); code != exitUsage || !strings.Contains(errs, "not a walker") || !strings.Contains(errs, "W1") {
		t.Errorf("an Ogre's walker sheet: exit %d %q", code, errs)
	}
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext is not installed (poppler-utils; .ci/run installs it): the PDFs are not read back")
	}
	read := func(name string) string {
		out, err := exec.Command(pdftotext, "-layout", filepath.Join(dir, name), "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		return strings.Join(strings.Fields(string(out)), " ")
	}
	for file, wants := range map[string][]string{
		"walker-iron-duke.pdf": {"Iron Duke", "Late generation", "RANGE (in) MOVE (in)", "6 4 4 6", "VP spent: 12 of 18 · 6 VP left", "jumpjets (2 VP)", "quad legs (free)"},
		"by-number.pdf":        {"Iron Duke", "RANGE (hex)", "6 4 2 3"},
		"game-1-W1.pdf":        {"W1 · Iron Duke", "Game 1", "disabled", "recovers at the start of the defence's turn 1", "Terrain: forest", "printed at turn 1"},
		"walker-hoplite.pdf":   {"Hoplite", "Early generation", "VP spent: 10 of 12 · 2 VP left", "biped legs (free)"},
		"early-walker.pdf":     {"Early Walker", "Catalog walker"},
	} {
		text := read(file)
		for _, w := range wants {
			if !strings.Contains(text, w) {
				t.Errorf("%s lacks %q:\n%s", file, w, text)
			}
		}
	}
}
