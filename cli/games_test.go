package cli

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ogretable/engine"
)

// TestGameFlow is the battle log issue's "done when": new, a few commands
// (a manual die and an undo among them), then state and log show exactly
// what happened.
func TestGameFlow(t *testing.T) {
	dbp := filepath.Join(t.TempDir(), "games.db")
	code, out, errs := runCmd(t, "new", "--db", dbp, "--seed", "7", "--json")
	if code != 0 {
		t.Fatalf("new: %d %s", code, errs)
	}
	var g struct {
		ID    int64 `json:"id"`
		Units int   `json:"units"`
	}
	if err := json.Unmarshal([]byte(out), &g); err != nil || g.ID != 1 || g.Units == 0 {
		t.Fatalf("new = %s (%v)", out, err)
	}
	do := func(cmd string) string {
		t.Helper()
		code, out, errs := runCmd(t, "do", "--db", dbp, cmd)
		if code != 0 {
			t.Fatalf("do %q: exit %d: %s", cmd, code, errs)
		}
		return out
	}
	do("next")
	do("next") // the ogre's fire phase
	out = do("fire MK3.main1 at HVY1 die 3")
	if !strings.Contains(out, "HVY1 is disabled") {
		t.Fatalf("fire output: %s", out)
	}
	do("note the heavy tank was in the open")
	out = do("undo")
	if !strings.Contains(out, "Undone: Note: the heavy tank was in the open") {
		t.Errorf("undo says %q", out)
	}
	code, _, errs = runCmd(t, "do", "--db", dbp, "fire MK3.main1 at HVY2")
	if code != 1 || !strings.Contains(errs, "already fired this turn") {
		t.Errorf("a second shot of main1: exit %d, %q", code, errs)
	}
	code, _, errs = runCmd(t, "do", "--db", dbp, "fire at")
	if code == 0 || !strings.Contains(errs, "fire ATTACKER") {
		t.Errorf("an unparsable command: exit %d, %q", code, errs)
	}

	code, out, _ = runCmd(t, "state", "--db", dbp, "--json")
	if code != 0 {
		t.Fatal(code)
	}
	var st struct {
		Turn  int    `json:"turn"`
		Side  string `json:"side"`
		Phase string `json:"phase"`
		Units []struct {
			Label    string `json:"label"`
			Type     string `json:"type"`
			Status   string `json:"status"`
			Recovers string `json:"recovers"`
			Squads   int    `json:"squads"`
			Treads   *int   `json:"treads"`
			Weapons  []struct {
				ID     string `json:"id"`
				Status string `json:"status"`
			} `json:"weapons"`
		} `json:"units"`
	}
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		t.Fatal(err)
	}
	if st.Turn != 1 || st.Side != "ogre" || st.Phase != "fire" {
		t.Errorf("state turn/side/phase = %d %s %s", st.Turn, st.Side, st.Phase)
	}
	seen := 0
	for _, u := range st.Units {
		switch u.Label {
		case "HVY1":
			seen++
			if u.Status != "disabled" || u.Recovers != "recovers at the start of the defence's turn 2" || u.Type != "Heavy Tank" {
				t.Errorf("HVY1 = %+v", u)
			}
		case "MK3":
			seen++
			if u.Treads == nil || *u.Treads != 45 || len(u.Weapons) == 0 || u.Weapons[0].ID != "main1" {
				t.Errorf("MK3 = %+v", u)
			}
		}
	}
	if seen != 2 {
		t.Errorf("state lacks HVY1 or MK3: %s", out)
	}

	code, out, _ = runCmd(t, "log", "--db", dbp, "--format", "csv")
	if code != 0 {
		t.Fatal(code)
	}
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var attack, note, undo []string
	for _, r := range rows[1:] {
		switch r[6] {
		case "attack":
			attack = r
		case "note":
			note = r
		case "undo":
			undo = r
		}
	}
	if attack == nil || attack[8] != "3" || attack[9] != "true" || attack[10] != "false" {
		t.Errorf("attack row = %v (want die 3, manual, standing)", attack)
	}
	if note == nil || note[10] != "true" || undo == nil {
		t.Errorf("note row = %v, undo row = %v (want the note voided)", note, undo)
	}
	if strings.Join(rows[0], ",") != "seq,command,time,turn,side,phase,kind,text,dice,manual,voided" {
		t.Errorf("csv header = %v", rows[0])
	}

	code, out, _ = runCmd(t, "games", "--db", dbp, "--json")
	if code != 0 || !strings.Contains(out, `"id": 1`) {
		t.Errorf("games = %d %s", code, out)
	}
}

func TestGameFaults(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "none.db")
	// With --json the error is JSON on standard output (issue 9, Scripts).
	code, out, errs := runCmd(t, "state", "--db", missing, "--json")
	if code != 1 || !strings.Contains(out, "ogretable new") || !strings.Contains(out, `"exit": 1`) || errs != "" {
		t.Errorf("state on a missing file: %d %q %q", code, out, errs)
	}
	if _, err := os.Stat(missing); !os.IsNotExist(err) {
		t.Error("reading a missing database created it")
	}
	junk := filepath.Join(dir, "junk.db")
	os.WriteFile(junk, []byte("this is not a database at all, just some text"), 0o644)
	code, _, errs = runCmd(t, "do", "--db", junk, "next")
	if code != 1 || !strings.Contains(errs, "not an ogretable database") {
		t.Errorf("do on a junk file: %d %q", code, errs)
	}
	if b, _ := os.ReadFile(junk); string(b) != "this is not a database at all, just some text" {
		t.Error("the junk file was changed")
	}
	dbp := filepath.Join(dir, "g.db")
	runCmd(t, "new", "--db", dbp)
	code, _, errs = runCmd(t, "state", "--db", dbp, "--game", "9")
	if code != 1 || !strings.Contains(errs, "1  Quick game") {
		t.Errorf("an unknown game: %d %q (want the list of games)", code, errs)
	}
	code, _, errs = runCmd(t, "new", "--db", dbp, "--rules", "house")
	// Every registered variant is a choice: published, classic, lite, ffot...
	if code != 2 || !strings.Contains(errs, "choose published, classic, lite") || !strings.Contains(errs, engine.OrList(engine.VariantNames())) {
		t.Errorf("new --rules house: %d %q", code, errs)
	}
	code, _, errs = runCmd(t, "new", "--db", dbp, "--scenario", "hare and hound")
	if code != 2 || !strings.Contains(errs, "hare-and-hounds") {
		t.Errorf("new --scenario typo: %d %q", code, errs)
	}
}

// TestGamesSaysTheLastPlayed: games shows when each game was last played
// and marks the one do acts on without --game (issue 11).
func TestGamesSaysTheLastPlayed(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	for _, name := range []string{"First", "Second"} {
		if code, _, errs := runCmd(t, "new", "--db", path, "--name", name); code != 0 {
			t.Fatal(errs)
		}
	}
	time.Sleep(5 * time.Millisecond) // the times are kept to the millisecond
	if code, _, errs := runCmd(t, "do", "--db", path, "--game", "1", "note played last"); code != 0 {
		t.Fatal(errs)
	}
	_, out, _ := runCmd(t, "games", "--db", path)
	lines := strings.Split(out, "\n")
	if !strings.Contains(lines[0], "last played") {
		t.Errorf("no last played column:\n%s", out)
	}
	for _, l := range lines {
		if strings.HasPrefix(l, "1 ") && !strings.HasSuffix(l, " *") || strings.HasPrefix(l, "2 ") && strings.HasSuffix(l, " *") {
			t.Errorf("the mark is not on game 1, the last played:\n%s", out)
		}
	}
	if !strings.Contains(out, "act on game 1 when --game is left out") {
		t.Errorf("games does not say which game do acts on:\n%s", out)
	}
	_, out, _ = runCmd(t, "games", "--db", path, "--json")
	if strings.Count(out, `"latest": true`) != 1 || !strings.Contains(out, `"last_played"`) {
		t.Errorf("games --json:\n%s", out)
	}
	// do without --game acts on it.
	_, out, _ = runCmd(t, "do", "--db", path, "note which")
	if _, st, _ := runCmd(t, "log", "--db", path, "--game", "1"); !strings.Contains(st, "which") {
		t.Errorf("do without --game did not act on game 1: %s", out)
	}
}

// TestNewScenarioOfAnotherSystem: a scenario another rule system sets up
// (the Ogre CRT's quick game in an OGRE for DSII game) is said to be not one
// of the game's system's, with the scenarios it has, and no file is made;
// the template is not blamed (issue 31, at the table).
func TestNewScenarioOfAnotherSystem(t *testing.T) {
	house := t.TempDir()
	raid := "[[scenario]]\nid = \"raid\"\nname = \"Tank raid\"\nsource = \"house\"\nsides = [\"ogre\", \"defence\"]\n" +
		"forces = [{type = \"heavy-tank\", count = 2, side = \"defence\"}]\n"
	if err := os.WriteFile(filepath.Join(house, "raid.toml"), []byte(raid), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		templates, scenario, want string
	}{
		{"", "quick", "the quick scenario is not one of OGRE for DSII's: it sets up a game of the Ogre CRT rules. OGRE for DSII has none in the catalog; leave --scenario out for an empty game"},
		{"", "gang-bang", "the gang-bang scenario is not one of OGRE for DSII's"},
		{house, "quick", "OGRE for DSII's scenarios are raid (Tank raid); leave --scenario out"},
	} {
		dbp := filepath.Join(t.TempDir(), "g.db")
		args := []string{"new", "--db", dbp, "--rules", "dsii", "--scenario", c.scenario}
		if c.templates != "" {
			args = append([]string{"--templates", c.templates}, args...)
		}
		code, _, errs := runCmd(t, args...)
		if code != exitUsage || !strings.Contains(errs, c.want) || strings.Contains(errs, "template") {
			t.Errorf("%v: exit %d, %q; want exit %d and %q", args, code, errs, exitUsage, c.want)
		}
		if _, err := os.Stat(dbp); !os.IsNotExist(err) {
			t.Errorf("%v left a file (%v)", args, err)
		}
	}
	// A scenario of the game's own system still sets it up.
	dbp := filepath.Join(t.TempDir(), "g.db")
	if code, _, errs := runCmd(t, "--templates", house, "new", "--db", dbp, "--rules", "dsii", "--scenario", "raid"); code != 0 {
		t.Errorf("new --rules dsii --scenario raid: exit %d, %s", code, errs)
	}
}

// TestNewSaysTheFirstStep: "new" ends with the step a referee takes
// first: "next" in a game its scenario set up, putting units in play in
// an empty one (a playtest: an empty DSII game was told "next").
func TestNewSaysTheFirstStep(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--scenario", "quick"}, "Next: ogretable do 'next'\n"},
		{[]string{"--rules", "dsii"}, "Next: put its units in play, ogretable do 'add TYPE [xN] [as LABEL] [side SIDE]' (\"ogretable units\" lists the types)\n"},
	} {
		args := append([]string{"new", "--db", filepath.Join(t.TempDir(), "g.db")}, c.args...)
		if code, out, errs := runCmd(t, args...); code != 0 || !strings.HasSuffix(out, c.want) {
			t.Errorf("%v: exit %d, %q %q; want it to end %q", c.args, code, out, errs, c.want)
		}
	}
}
