package cli

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestCommandLineMistakes is item 18 of issue 20, the command line's part:
// a value that is not one of a flag's choices, or not a number, exits 2
// saying what is wrong and what is wanted; -v is --version; --templates is
// read after the subcommand too; "help do" lists the command language.
func TestCommandLineMistakes(t *testing.T) {
	house := houseRules(t, false)
	_, version, _ := runCmd(t, "--version")
	cases := []struct {
		args   []string
		code   int
		stdout []string // in the standard output
		stderr []string // in the error stream
	}{
		{args: []string{"walker", "cost", "--legs", "tripod"}, code: 2,
			stderr: []string{`--legs must be biped, chickenleg, quad or gev, not "tripod"`}},
		{args: []string{"walker", "cost", "--generation", "middle", "--attack", "4"}, code: 2,
			stderr: []string{`--generation must be early or late, not "middle"`}},
		{args: []string{"walker", "save", "Tripod", "--legs", "tripod"}, code: 2,
			stderr: []string{"--legs must be"}},
		{args: []string{"walker", "cost", "--attack", "1.5"}, code: 2,
			stderr: []string{`invalid value "1.5" for flag -attack: a whole number is needed`, "usage: ogretable walker cost|save"}},
		{args: []string{"crt", "4", "2", "--modifier", "x"}, code: 2,
			stderr: []string{`"x" for flag -modifier: a whole number is needed`}},
		{args: []string{"-v"}, code: 0, stdout: []string{version}},
		{args: []string{"units", "--templates", house, "--json"}, code: 0, stdout: []string{`"rail-tank"`}},
		{args: []string{"units", "--kind", "armour", "--templates=" + house}, code: 0, stdout: []string{"rail-tank"}},
		{args: []string{"units", "--templates"}, code: 2, stderr: []string{"--templates needs a folder"}},
		{args: []string{"help", "do"}, code: 0, stdout: []string{"ogretable do [--game ID]", `Commands for "do"`,
			"fire ATTACKER[,ATTACKER...] at TARGET", "correct LABEL", "undo"}},
	}
	for _, c := range cases {
		code, out, errs := runCmd(t, c.args...)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d; stdout %q, stderr %q", c.args, code, c.code, out, errs)
			continue
		}
		for _, w := range c.stdout {
			if !strings.Contains(out, w) {
				t.Errorf("%v: the output lacks %q:\n%s", c.args, w, out)
			}
		}
		for _, w := range c.stderr {
			if !strings.Contains(errs, w) {
				t.Errorf("%v: the error lacks %q: %s", c.args, w, errs)
			}
		}
		if c.code == 2 && strings.Contains(out, "Problem:") {
			t.Errorf("%v: a mistake in the command line was priced: %s", c.args, out)
		}
	}
}

// TestRefusalExampleIsTheCommandGiven: a correction refused for want of
// its reason shows, as the example to write, the command given with the
// reason to add, never another form's (issue 20, item 18: "correct CP1
// status destroyed" showed the treads example).
func TestRefusalExampleIsTheCommandGiven(t *testing.T) {
	dbp := t.TempDir() + "/g.db"
	if code, _, errs := runCmd(t, "new", "--db", dbp); code != 0 {
		t.Fatal(errs)
	}
	cases := []struct{ command, example string }{
		{"correct CP1 status destroyed", `"correct CP1 status destroyed because REASON"`},
		{"correct CP1 status disabled until 3 because", `"correct CP1 status disabled until 3 because REASON"`},
		{"correct MK3 treads 40", `"correct MK3 treads 40 because REASON"`},
		{"correct defence vp 3", `"correct defence vp 3 because REASON"`},
		{"remove CP1", `"remove CP1 because REASON"`},
		{"remove", `"remove LABEL because REASON"`},
		{"correct CP1", `"correct LABEL status STATUS because REASON"`},
	}
	for _, c := range cases {
		code, _, errs := runCmd(t, "do", "--db", dbp, c.command)
		if code != 1 || !strings.Contains(errs, c.example) {
			t.Errorf("%q: exit %d, %s; want the example %s", c.command, code, errs, c.example)
		}
		if strings.Contains(c.command, "status") && strings.Contains(errs, "treads") {
			t.Errorf("%q shows the treads example: %s", c.command, errs)
		}
	}
}

// TestWalkerListShowExport: walker list is a table whose columns line up
// whatever the names' lengths; walker show says the design's notes; walker
// export writes walker-NAME.toml into the templates folder given by
// --templates (after the subcommand too) or OGRETABLE_TEMPLATES, and into
// the current folder without one, as the README says (issue 20, item 18).
func TestWalkerListShowExport(t *testing.T) {
	dir := t.TempDir()
	dbp := filepath.Join(dir, "g.db")
	for _, args := range [][]string{
		{"Iron Duke", "--generation", "late", "--attack", "6", "--defense", "6", "--range", "2", "--move", "3", "--legs", "quad", "--wheels", "--notes", "The club's favourite"},
		{"Hop", "--attack", "4", "--defense", "4", "--range", "2", "--move", "2"},
		{"A much longer walker name", "--attack", "4", "--defense", "4", "--range", "2", "--move", "2"},
	} {
		if code, _, errs := runCmd(t, append([]string{"walker", "save", "--db", dbp}, args...)...); code != 0 {
			t.Fatalf("save %v: %s", args, errs)
		}
	}
	for i := 4; i <= 10; i++ {
		runCmd(t, "walker", "save", "--db", dbp, fmt.Sprintf("W%d", i), "--attack", "4", "--defense", "4", "--range", "2", "--move", "2")
	}
	_, out, _ := runCmd(t, "walker", "list", "--db", dbp)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 11 || !strings.HasPrefix(lines[0], "id") {
		t.Fatalf("walker list:\n%s", out)
	}
	col := strings.Index(lines[0], "unit type")
	for _, l := range lines[1:] {
		if !strings.HasPrefix(l[col:], "walker:") {
			t.Errorf("the unit type column does not line up at %d:\n%s", col, out)
			break
		}
	}
	if _, out, _ := runCmd(t, "walker", "show", "--db", dbp, "Iron Duke"); !strings.Contains(out, "Notes: The club's favourite") {
		t.Errorf("walker show lacks the notes:\n%s", out)
	}

	house := filepath.Join(dir, "house")
	if err := os.Mkdir(house, 0o755); err != nil {
		t.Fatal(err)
	}
	if code, out, errs := runCmd(t, "walker", "export", "--db", dbp, "Hop", "--templates", house); code != 0 || !strings.Contains(out, filepath.Join(house, "walker-hop.toml")) {
		t.Errorf("export --templates: exit %d %s %s", code, out, errs)
	}
	if _, err := os.Stat(filepath.Join(house, "walker-hop.toml")); err != nil {
		t.Errorf("not written into the templates folder: %v", err)
	}
	// Read back from there, as the README says the next games do.
	if code, out, errs := runCmd(t, "--templates", house, "units", "--kind", "walker"); code != 0 || !strings.Contains(out, "walker:hop") {
		t.Errorf("the exported design is not read from the templates folder: %d %s %s", code, out, errs)
	}
	wd, _ := os.Getwd()
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)
	t.Setenv("OGRETABLE_TEMPLATES", "")
	if code, _, errs := runCmd(t, "walker", "export", "--db", dbp, "Iron Duke"); code != 0 {
		t.Fatalf("export: %s", errs)
	}
	if _, err := os.Stat(filepath.Join(dir, "walker-iron-duke.toml")); err != nil {
		t.Errorf("not written into the current folder without a templates folder: %v", err)
	}
}

// TestBashCompletionInsideQuotes: the command of "do" is typed in quotes,
// one word for the shell; completion goes on inside it, on its last word,
// each reply the quoted text with that word completed, as readline puts
// it back after the quote (issue 20, item 18: do 'add hea<Tab>).
func TestBashCompletionInsideQuotes(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	_, script, _ := runCmd(t, "completion", "bash")
	f := filepath.Join(t.TempDir(), "c.bash")
	if err := os.WriteFile(f, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		words []string
		want  string
	}{
		{[]string{"ogretable", "do", "'add hea"}, "add heavy-tank|add heavy-weapons-squad|add heavy-gev|add heavy-missile-tank"},
		{[]string{"ogretable", "do", `"add superh`}, "add superheavy-tank"},
		{[]string{"ogretable", "do", "'fi"}, "fire"},
		{[]string{"ogretable", "do", "--db", "x.db", "'no"}, "note"},
		{[]string{"ogretable", "do", "'fire HVY1 at"}, ""},
	} {
		arr := `"` + strings.Join(c.words, `" "`) + `"`
		arr = strings.Replace(arr, `""add`, `"\"add`, 1) // the word that opens a double quote
		cmd := exec.Command(bash, "-c", `source "$1"; COMP_WORDS=(`+arr+`); COMP_CWORD=$((${#COMP_WORDS[@]}-1)); _ogretable; IFS='|'; echo "${COMPREPLY[*]}"`, "bash", f)
		b, err := cmd.CombinedOutput()
		if got := strings.TrimSpace(string(b)); err != nil || got != c.want {
			t.Errorf("%q completes to %q (%v), want %q", c.words, got, err, c.want)
		}
	}
}

// TestDoSaysAGameEndingCondition: once a command meets a game-ending
// condition of the scenario (the quick game's command post destroyed), do
// says which and why, and what to do, in text and in JSON, until the game
// is ended; not before, and not once ended (issue 20, item 18).
func TestDoSaysAGameEndingCondition(t *testing.T) {
	dbp := filepath.Join(t.TempDir(), "g.db")
	if code, _, errs := runCmd(t, "new", "--db", dbp); code != 0 {
		t.Fatal(errs)
	}
	const says = "The game is over: the command post is destroyed. The ogre wins (the command post is destroyed)."
	if _, out, _ := runCmd(t, "do", "--db", dbp, "note before"); strings.Contains(out, "over") {
		t.Errorf("said before any condition is met:\n%s", out)
	}
	if _, out, _ := runCmd(t, "do", "--db", dbp, "correct CP1 status destroyed because it was rammed"); !strings.Contains(out, says) || !strings.Contains(out, `End the game with "end", or play on.`) || strings.Count(out, "the command post is destroyed.") != 1 {
		t.Errorf("the condition met is not said:\n%s", out)
	}
	if _, out, _ := runCmd(t, "do", "--db", dbp, "--json", "note after"); !strings.Contains(out, `"ending": "`+says) {
		t.Errorf("the JSON does not say it:\n%s", out)
	}
	if _, out, _ := runCmd(t, "do", "--db", dbp, "end"); strings.Contains(out, "or play on") {
		t.Errorf("said once the game is ended:\n%s", out)
	}
}
