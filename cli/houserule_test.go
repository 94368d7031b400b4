package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// houseRules writes a templates folder with a new unit type and, when
// strong is set, heavy tanks of attack 5.
func houseRules(t *testing.T, strong bool) string {
	t.Helper()
	dir := t.TempDir()
	rail := `[[unit]]
id = "rail-tank"
name = "Rail Tank"
aliases = ["RAIL"]
kind = "armour"
attack = 5
range = 3
defense = 2
move = 2
mode = "tank"
size = 3
vp = 8
source = "house rule"
`
	if strong {
		rail += `
[[unit]]
id = "heavy-tank"
name = "Heavy Tank"
aliases = ["HVY", "heavy"]
kind = "armour"
attack = 5
range = 2
defense = 3
move = 3
mode = "heavy"
size = 3
vp = 6
squads = 1
source = "house rule: heavy tanks of attack 5"
`
	}
	if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte(rail), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestAGameKeepsItsRulesData: a game made with a house-rule folder opens
// without it, its units as they entered play; opened with another folder,
// its units do not change until the referee says "update", which is logged
// (issue 9, A game keeps the rules it was played with; ARCHITECTURE.md, Decisions, A game
// keeps its data).
func TestAGameKeepsItsRulesData(t *testing.T) {
	dbp := filepath.Join(t.TempDir(), "games.db")
	house := houseRules(t, false)
	if code, _, errs := runCmd(t, "--templates", house, "new", "--db", dbp, "--seed", "2"); code != 0 {
		t.Fatalf("new: %d %s", code, errs)
	}
	if code, out, errs := runCmd(t, "--templates", house, "do", "--db", dbp, "add rail-tank"); code != 0 || !strings.Contains(out, "RAIL1") {
		t.Fatalf("add rail-tank: %d %s %s", code, out, errs)
	}
	// Without the folder: the game opens, the rail tank as it was.
	code, out, errs := runCmd(t, "state", "--db", dbp, "--json")
	if code != 0 || !strings.Contains(out, `"type_id": "rail-tank"`) {
		t.Fatalf("state without the templates: exit %d %s %s", code, out, errs)
	}
	if code, out, errs := runCmd(t, "do", "--db", dbp, "add rail-tank"); code != 0 || !strings.Contains(out, "RAIL2") {
		t.Errorf("another rail tank without the templates: exit %d %s %s", code, out, errs)
	}
	// With a folder where heavy tanks have attack 5: nothing changes...
	strong := houseRules(t, true)
	_, before, _ := runCmd(t, "state", "--db", dbp)
	_, after, _ := runCmd(t, "--templates", strong, "state", "--db", dbp)
	if before != after {
		t.Errorf("another templates folder changed the game:\n%s\n%s", before, after)
	}
	fire := func(templates ...string) string {
		t.Helper()
		args := append(templates, "do", "--db", dbp, "override fire HVY1 at MK3.main1 die 1")
		code, out, errs := runCmd(t, args...)
		if code != 0 {
			t.Fatalf("fire: %d %s", code, errs)
		}
		runCmd(t, "do", "--db", dbp, "undo")
		return out
	}
	if out := fire("--templates", strong); !strings.Contains(out, "HVY1 (4)") {
		t.Errorf("a heavy tank fired with its new attack before any update: %s", out)
	}
	// ...until the referee brings the game up to date, in the log.
	code, out, errs = runCmd(t, "--templates", strong, "do", "--db", dbp, "update heavy-tank")
	if code != 0 || !strings.Contains(out, "brings Heavy Tank up to date with the templates: attack 5") || !strings.Contains(out, "(was attack 4") {
		t.Fatalf("update: exit %d %s %s", code, out, errs)
	}
	if out := fire(); !strings.Contains(out, "HVY1 (5)") {
		t.Errorf("after the update, without the folder, a heavy tank fires at: %s", out)
	}
	if code, _, errs := runCmd(t, "--templates", strong, "do", "--db", dbp, "update all"); code != 1 || !strings.Contains(errs, "already matches the templates") {
		t.Errorf("update all with nothing to do: exit %d %s", code, errs)
	}
	// Without the folder that defines it, the rail tank cannot be updated,
	// and the refusal says so (the referee's playtest).
	if code, _, errs := runCmd(t, "do", "--db", dbp, "update rail-tank"); code != 1 || !strings.Contains(errs, "the templates loaded now have no rail-tank") {
		t.Errorf("update rail-tank without its folder: exit %d %s", code, errs)
	}
	// An undo of an update says what it undoes.
	runCmd(t, "--templates", house, "do", "--db", dbp, "note before")
	if code, out, errs := runCmd(t, "do", "--db", dbp, "undo"); code != 0 || !strings.Contains(out, "Undone: Note: before") {
		t.Errorf("undo: %d %s %s", code, out, errs)
	}
	if code, out, errs := runCmd(t, "do", "--db", dbp, "undo"); code != 0 || !strings.Contains(out, "Undone: The referee brings Heavy Tank up to date") {
		t.Errorf("undo of the update: %d %s %s", code, out, errs)
	}
	// A missing house-rules folder is a sentence, without package prefixes.
	if code, _, errs := runCmd(t, "--templates", filepath.Join(t.TempDir(), "nothere"), "state", "--db", dbp); code == 0 ||
		!strings.Contains(errs, "the house-rules folder") || !strings.Contains(errs, "does not exist") || strings.Contains(errs, "templates: ") {
		t.Errorf("a missing folder: exit %d %q", code, errs)
	}
	if _, _, errs := runCmd(t, "do", "--db", dbp, "add tank-of-doom"); strings.Contains(errs, "engine: ") {
		t.Errorf("an unknown unit type keeps its prefix: %q", errs)
	}
	_, log, _ := runCmd(t, "log", "--db", dbp)
	if !strings.Contains(log, "The referee brings Heavy Tank up to date") || !strings.Contains(log, "The game records Rail Tank as the templates give it") {
		t.Errorf("the log lacks the records:\n%s", log)
	}
}

// TestHouseRuleProblemsFormat: every problem of a bad house-rule file is
// printed, each on its own line and in one format, FILE:LINE first, with no
// other prefix (issue 11: "ogretable:" on the first line only, and
// "templates:" on the last).
func TestHouseRuleProblemsFormat(t *testing.T) {
	dir := t.TempDir()
	bad := "[[unit]]\nid = \"Bad Id!\"\nname = \"Thing\"\nkind = \"armor\"\nmode = \"hover\"\ndefense = 2\ncolour = \"red\"\nsource = \"x\"\n"
	if err := os.WriteFile(filepath.Join(dir, "bad.toml"), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runCmd(t, "--templates", dir, "units")
	lines := strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
	if code == 0 || len(lines) != 4 {
		t.Fatalf("exit %d, stderr:\n%s", code, errs)
	}
	for i, n := range []string{":2: ", ":4: ", ":5: ", ":7: "} {
		if !strings.HasPrefix(lines[i], filepath.Join(dir, "bad.toml")+n) {
			t.Errorf("line %d = %q, want it to start with the file and %q", i+1, lines[i], n)
		}
	}
}

// TestBrokenHouseRules is item 17 of issue 20: a house-rules file broken
// after a game began is reported, file and line, on every command; the
// commands that do not need its entries go on (state, log, a note, undo,
// and play with the unit types the game has recorded, a house rule's
// among them, with its values), and one that needs them is refused (exit
// 1) saying so, with nothing written.
func TestBrokenHouseRules(t *testing.T) {
	dir := houseRules(t, true)
	dbp := filepath.Join(t.TempDir(), "g.db")
	game := func(args ...string) (int, string, string) {
		t.Helper()
		return runCmd(t, append([]string{"--templates", dir}, args...)...)
	}
	if code, _, errs := game("new", "--db", dbp, "--seed", "4"); code != 0 {
		t.Fatalf("new: %s", errs)
	}
	for _, c := range []string{"add rail-tank as R1 side defence", "add heavy-tank as H9 side defence"} {
		if code, _, errs := game("do", "--db", dbp, c); code != 0 {
			t.Fatalf("%s: %s", c, errs)
		}
	}
	// The file breaks: a value left out, on line 29.
	house := filepath.Join(dir, "house.toml")
	f, err := os.OpenFile(house, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("attack =\n")
	f.Close()
	where := house + ":29: not valid TOML"

	goOn := []struct {
		args []string
		says string
	}{
		{[]string{"state", "--db", dbp}, "R1"},
		{[]string{"log", "--db", dbp}, "Rail Tank"},
		{[]string{"do", "--db", dbp, "note the rail tank is in the woods"}, "Note: the rail tank"},
		{[]string{"do", "--db", dbp, "undo"}, "Undone"},
		{[]string{"do", "--db", dbp, "add rail-tank as R2 side defence"}, "R2 (Rail Tank) joins the defence"},
		{[]string{"do", "--db", dbp, "next"}, "movement phase"},
		{[]string{"do", "--db", dbp, "next"}, "fire phase"},
		{[]string{"do", "--db", dbp, "override fire H9 at MK3.treads die 6"}, "H9"},
	}
	for _, c := range goOn {
		code, out, errs := game(c.args...)
		if code != 0 || !strings.Contains(out, c.says) {
			t.Errorf("%v: exit %d, stdout:\n%s\nstderr: %s", c.args, code, out, errs)
		}
		if !strings.Contains(errs, where) || !strings.Contains(errs, "this command goes on without them") {
			t.Errorf("%v: the broken file is not reported: %q", c.args, errs)
		}
		// Once a command (issue 31.10).
		if n := strings.Count(errs, where); n != 1 {
			t.Errorf("%v: the broken file is reported %d times:\n%s", c.args, n, errs)
		}
	}
	// The recorded heavy tank kept its house-rule attack of 5.
	if _, out, _ := game("state", "--db", dbp, "--json"); !strings.Contains(out, `"H9"`) {
		t.Errorf("state --json lacks H9:\n%s", out)
	}
	if _, out, _ := game("log", "--db", dbp); !strings.Contains(out, "attack 5") {
		t.Errorf("the heavy tank's recorded attack 5 is not in the log:\n%s", out)
	}

	_, before, _ := game("log", "--db", dbp, "--json")
	refused := []struct {
		args []string
		says string
	}{
		{[]string{"do", "--db", dbp, "add mark-v side ogre"}, "it takes mark-v from the templates into the game's record"},
		{[]string{"do", "--db", dbp, "add house-gev side defence"}, `no unit type named "house-gev"`},
		{[]string{"do", "--db", dbp, "update all"}, "into the game's record"},
		{[]string{"do", "--db", dbp, "reinforce side defence die 3 4"}, "reinforcements table"},
	}
	for _, c := range refused {
		code, _, errs := game(c.args...)
		if code != 1 || !strings.Contains(errs, c.says) || !strings.Contains(errs, "this command needs the house rules") ||
			!strings.Contains(errs, "the house rules in "+dir+" are not loaded ("+where) || !strings.Contains(errs, "nothing was done") ||
			strings.Count(errs, where) != 1 {
			t.Errorf("%v: exit %d, stderr (the broken file once, issue 31.10):\n%s", c.args, code, errs)
		}
	}
	if _, after, _ := game("log", "--db", dbp, "--json"); after != before {
		t.Error("a refused command wrote to the log")
	}
	// Commands that read the catalog itself are refused with the problems.
	for _, args := range [][]string{{"units"}, {"new", "--db", dbp}, {"ogre", "mark iii"}} {
		code, _, errs := game(args...)
		if code == 0 || !strings.Contains(errs, where) {
			t.Errorf("%v: exit %d, stderr:\n%s", args, code, errs)
		}
	}
}
