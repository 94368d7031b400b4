package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"ogretable/engine/crt"
	"ogretable/sheets/sheetstest"
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
		if (crt.Attack{Strength: 4, Defense: 4}).Resolve(n).Result == crt.D {
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
	pdftotext := sheetstest.Tool(t, "pdftotext")
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
		"early-walker.pdf":     {"Early Walker", "Early generation", "A catalog walker", "worth 12 VP to the enemy"},
	} {
		text := read(file)
		for _, w := range wants {
			if !strings.Contains(text, w) {
				t.Errorf("%s lacks %q:\n%s", file, w, text)
			}
		}
	}
}

// TestWalkerStateShown: a walker on its jumpjets, one in its flying form,
// and the attack points one has spent this turn show in "state" (text,
// and JSON's jets, flying and attack_spent), on the roster PDF, and
// "sheet roster --with-sheets" adds each walker's sheet after the Ogres'
// (issue 20, item 8; 000 FAQ, Walkers, 3.0 CRT And Overruns: it divides
// its attack; 5.0 Optional Walker Rules, Jumpjets, Land/Air
// Transformation).
func TestWalkerStateShown(t *testing.T) {
	pdftotext := sheetstest.Tool(t, "pdftotext")
	dir := t.TempDir()
	dbp := filepath.Join(dir, "games.db")
	for _, args := range [][]string{
		{"new", "--db", dbp, "--seed", "7", "--walkers", "all"},
		{"walker", "save", "Hop", "--generation", "late", "--attack", "6", "--defense", "4", "--range", "2", "--move", "3", "--jumpjets", "--db", dbp},
		{"walker", "save", "Kite", "--generation", "late", "--attack", "4", "--defense", "2", "--range", "2", "--move", "4", "--lat", "--db", dbp},
		{"do", "--db", dbp, "add walker:hop as W1 side ogre"},
		{"do", "--db", dbp, "add walker:kite as W2 side ogre"},
		{"do", "--db", dbp, "next"},
		{"do", "--db", dbp, "jets W1 on"},
		{"do", "--db", dbp, "form W2 air"},
		{"do", "--db", dbp, "next"},
		{"do", "--db", dbp, "fire W1:2 at HVY1 die 1"},
	} {
		if code, _, errs := runCmd(t, args...); code != 0 {
			t.Fatalf("%v: %d %s", args, code, errs)
		}
	}
	_, out, _ := runCmd(t, "state", "--db", dbp)
	for _, re := range []string{`\nW1\s+Hop\s+ogre\s+ok\s+on jets; attack 2/6 spent\n`, `\nW2\s+Kite\s+ogre\s+ok\s+flying\n`} {
		if !regexp.MustCompile(re).MatchString(out) {
			t.Errorf("state lacks %s:\n%s", re, out)
		}
	}
	_, out, _ = runCmd(t, "state", "--db", dbp, "--json")
	var st struct {
		Units []struct {
			Label       string   `json:"label"`
			Jets        *bool    `json:"jets"`
			Flying      *bool    `json:"flying"`
			AttackSpent *float64 `json:"attack_spent"`
		} `json:"units"`
	}
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, u := range st.Units {
		if u.Jets == nil || u.Flying == nil || u.AttackSpent == nil {
			got[u.Label] = "none"
			continue
		}
		got[u.Label] = fmt.Sprintf("jets %v, flying %v, spent %v", *u.Jets, *u.Flying, *u.AttackSpent)
	}
	for label, want := range map[string]string{"W1": "jets true, flying false, spent 2", "W2": "jets false, flying true, spent 0", "HVY1": "none", "MK3": "none"} {
		if got[label] != want {
			t.Errorf("state --json, %s: %s, want %s", label, got[label], want)
		}
	}
	pdf := filepath.Join(dir, "r.pdf")
	if code, _, errs := runCmd(t, "sheet", "roster", "--game", "1", "--with-sheets", "--db", dbp, "-o", pdf); code != 0 {
		t.Fatalf("sheet roster: %d %s", code, errs)
	}
	b, err := exec.Command(pdftotext, "-layout", pdf, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	for _, re := range []string{`W1\s+Hop\s+6\s+2\s+4\s+3\s+18\s+on jets · attack 2/6 spent`, `W2\s+Kite\s+4\s+2\s+2\s+4\s+18\s+flying`} {
		if !regexp.MustCompile(re).MatchString(text) {
			t.Errorf("the roster lacks %s:\n%s", re, text[:min(len(text), 2000)])
		}
	}
	// The pages: the roster, the Ogre's sheet, then each walker's, in the
	// order of the game.
	pages := strings.Split(text, "\f")
	var order []string
	for _, p := range pages {
		switch {
		case strings.Contains(p, "force roster"):
			order = append(order, "roster")
		case strings.Contains(p, "Ogre record sheet"):
			order = append(order, "MK3")
		case strings.Contains(p, "W1 · Hop"):
			order = append(order, "W1")
		case strings.Contains(p, "W2 · Kite"):
			order = append(order, "W2")
		}
	}
	if strings.Join(order, " ") != "roster MK3 W1 W2" {
		t.Errorf("the pages are %v, want the roster, MK3's sheet, then W1's and W2's", order)
	}
}
