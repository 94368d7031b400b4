package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"ogretable/db"
	"ogretable/engine"
	"ogretable/engine/crt"
)

// TestHelpFlags: -h and --help before any subcommand print the whole help,
// not the dashboard's flags; after a subcommand, that subcommand's.
func TestHelpFlags(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"--h"}, {"--help"}, {"-help"}, {"help"}, {"--templates", "x", "-h"}} {
		code, out, errs := runCmd(t, args...)
		if code != 0 || errs != "" || !strings.Contains(out, "Subcommands:") || !strings.Contains(out, "ogretable [--templates DIR]") ||
			!strings.Contains(out, "overrun ATTACKER[,...] at DEFENDER[,...]") {
			t.Errorf("%v: exit %d, stderr %q, stdout:\n%s", args, code, errs, out)
		}
	}
	for _, c := range []struct {
		args []string
		name string
	}{{[]string{"crt", "-h"}, "crt"}, {[]string{"new", "--help"}, "new"}, {[]string{"new", "--h"}, "new"}, {[]string{"help", "crt"}, "crt"}} {
		code, out, errs := runCmd(t, c.args...)
		if code != 0 || errs != "" || !strings.HasPrefix(out, "ogretable "+c.name+" ") || strings.Contains(out, "Subcommands:") {
			t.Errorf("%v: exit %d, stderr %q, stdout:\n%s", c.args, code, errs, out)
		}
	}
}

// TestIsHelpFlag: a word asks for help where the subcommands' flags read
// it as help (issue 31, item 11: "new --h" printed new's help and made no
// game, which the fuzz target's check did not know).
func TestIsHelpFlag(t *testing.T) {
	for _, c := range []struct {
		arg  string
		help bool
	}{
		{"-h", true}, {"--h", true}, {"-help", true}, {"--help", true}, {"-h=1", true},
		{"h", false}, {"help", false}, {"-", false}, {"--", false}, {"---h", false}, {"-hh", false}, {"--name", false}, {"", false},
	} {
		if got := IsHelpFlag(c.arg); got != c.help {
			t.Errorf("IsHelpFlag(%q) = %v, want %v", c.arg, got, c.help)
		}
	}
}

// TestFlagLimits: a flag whose default means "not given" is refused when
// given that default, or anything outside its limits, on purpose; the
// message says the range (exit 2, a mistake in the command line).
func TestFlagLimits(t *testing.T) {
	dbp := filepath.Join(t.TempDir(), "g.db")
	if code, _, errs := runCmd(t, "new", "--db", dbp, "--seed", "0"); code != 0 {
		t.Fatalf("new --seed 0: %d %s", code, errs)
	}
	cases := []struct {
		args []string
		says string
	}{
		{[]string{"ogre", "mark iii", "--treads", "-1"}, "--treads must be 0 to 45, not -1"},
		{[]string{"ogre", "mark iii", "--treads=-5"}, "0 to 45"},
		{[]string{"ogre", "mark v", "--treads", "61"}, "0 to 60, not 61"},
		{[]string{"crt", "4", "2", "--die", "0"}, "--die must be 1 to 6, not 0"},
		{[]string{"crt", "4", "2", "--die", "-3"}, "1 to 6"},
		{[]string{"crt", "4", "2", "--die", "7"}, "1 to 6"},
		{[]string{"state", "--db", dbp, "--game", "0"}, "--game must be a game id, 1 or more, not 0"},
		{[]string{"do", "--db", dbp, "--game", "-2", "next"}, "--game must be a game id"},
		{[]string{"log", "--db", dbp, "--game=0"}, "leave it out for the latest game"},
		{[]string{"new", "--db", dbp, "--seed", "-4"}, "--seed must be 0 or more, not -4"},
	}
	for _, c := range cases {
		code, out, errs := runCmd(t, c.args...)
		if code != 2 || !strings.Contains(errs, c.says) || out != "" {
			t.Errorf("%v: exit %d, %q, stdout %q; want exit 2 saying %q", c.args, code, errs, out, c.says)
		}
	}
	// The limits themselves are fine.
	for _, args := range [][]string{
		{"ogre", "mark iii", "--treads", "0"}, {"ogre", "mark iii", "--treads", "45"},
		{"crt", "4", "2", "--die", "1"}, {"crt", "4", "2", "--die", "6"}, {"state", "--db", dbp, "--game", "1"},
	} {
		if code, _, errs := runCmd(t, args...); code != 0 {
			t.Errorf("%v: exit %d, %s", args, code, errs)
		}
	}
	if _, out, _ := runCmd(t, "ogre", "mark iii", "--treads", "0", "--json"); !strings.Contains(out, `"treads": 0,`) {
		t.Errorf("--treads 0 is not 0 treads: %s", out)
	}
}

// TestNames: "armor" is "armour"; an unknown scenario lists the scenarios,
// ids and names, and makes no database.
func TestNames(t *testing.T) {
	code, out, errs := runCmd(t, "units", "--kind", "armor", "--json")
	_, want, _ := runCmd(t, "units", "--kind", "armour", "--json")
	if code != 0 || out != want || !strings.Contains(out, `"heavy-tank"`) {
		t.Errorf("units --kind armor: exit %d, %s", code, errs)
	}
	dbp := filepath.Join(t.TempDir(), "g.db")
	code, _, errs = runCmd(t, "new", "--db", dbp, "--scenario", "nope")
	for _, w := range []string{`no scenario named "nope"`, "quick (Quick game)", "hare-and-hounds (", "gang-bang ("} {
		if code != 2 || !strings.Contains(errs, w) {
			t.Errorf("new --scenario nope: exit %d, %q lacks %q", code, errs, w)
		}
	}
	if _, err := os.Stat(dbp); !os.IsNotExist(err) {
		t.Error("a refused new made the database")
	}
	// The roster of a scenario says the same, without the engine's name
	// (a playtest after issue 19 read "ogretable: engine: no scenario ...").
	code, _, errs = runCmd(t, "sheet", "roster", "--scenario", "nope", "-o", filepath.Join(t.TempDir(), "r.pdf"))
	if code != 2 || !strings.Contains(errs, `no scenario named "nope"`) || strings.Contains(errs, "engine:") {
		t.Errorf("sheet roster --scenario nope: exit %d, %q", code, errs)
	}
}

// TestReadmeAgreesWithHelp: the README's command table has one row a
// subcommand, in the help's order, each the subcommand's name and the
// first clause of its help (oneLine), whose whole text is "ogretable help
// NAME"; and the README names every form of the command language with the
// syntax the Ogre CRT system's verbs give it.
func TestReadmeAgreesWithHelp(t *testing.T) {
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := strings.ReplaceAll(string(b), `\|`, "|")
	var want []string
	for _, c := range table() {
		if c.run == nil {
			continue
		}
		want = append(want, "| `ogretable "+c.name+"` | "+oneLine(c.help)+" |")
	}
	var got []string
	for _, l := range strings.Split(readme, "\n") {
		if strings.HasPrefix(l, "| `ogretable ") {
			got = append(got, l)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("the README's command table (its rows that start \"| `ogretable \") is not the help's: replace its rows with these, made from each subcommand's help in cli (cli/main.go's table and the systems' cli.RegisterCommand), or change the help:\n%s\nthe README has:\n%s",
			strings.Join(want, "\n"), strings.Join(got, "\n"))
	}
	forms := []string{"override COMMAND"}
	for _, v := range engine.VerbsOfSystem(engine.SystemOf(crt.Published)) {
		forms = append(forms, v.Syntax)
		forms = append(forms, v.Forms...)
	}
	for _, w := range []string{"overrun join LABEL[,...]", "overrun end"} {
		if !slices.Contains(forms, w) {
			t.Errorf("the CRT's verbs lack the form %s", w)
		}
	}
	for _, f := range forms {
		if !strings.Contains(readme, "`"+f+"`") && !strings.Contains(readme, "`"+f+"`,") {
			t.Errorf("the README's command language lacks `%s`", f)
		}
	}
	// The commands that play a game show the global --templates, as the README's
	// FFOTigers example uses it (ogretable new --rules ffot --templates house).
	for _, c := range table() {
		if slices.Contains([]string{"play", "new", "do", "state"}, c.name) && !strings.Contains(c.args, "[--templates DIR]") {
			t.Errorf("the help of %s does not show [--templates DIR]: %s", c.name, c.args)
		}
	}
	for _, w := range []string{"--no-color", "NO_COLOR", "`?`", "`OGRETABLE_TEMPLATES=DIR`), the folder of the referee's house rules, is global"} {
		if !strings.Contains(readme, w) {
			t.Errorf("the README does not mention %s", w)
		}
	}
}

// TestVersion: --version and version print the version and the database
// schema (issue 11, command line).
func TestVersion(t *testing.T) {
	want := fmt.Sprintf("database schema %d,", db.SchemaVersion())
	for _, args := range [][]string{{"--version"}, {"version"}, {"--templates", "x", "--version"}} {
		code, out, errs := runCmd(t, args...)
		if code != 0 || errs != "" || !strings.HasPrefix(out, "ogretable "+version) || !strings.Contains(out, want) {
			t.Errorf("%v: exit %d, stderr %q, stdout:\n%s", args, code, errs, out)
		}
	}
	code, out, _ := runCmd(t, "version", "--json")
	var v struct {
		Version string `json:"version"`
		Schema  int    `json:"schema"`
	}
	if err := json.Unmarshal([]byte(out), &v); code != 0 || err != nil || v.Version != version || v.Schema != db.SchemaVersion() || v.Schema < 1 {
		t.Errorf("version --json: exit %d, %v, %s", code, err, out)
	}
	if code, _, errs := runCmd(t, "version", "extra"); code != 2 || !strings.Contains(errs, "no arguments") {
		t.Errorf("version extra: exit %d, %q", code, errs)
	}
}

// TestHelpUnknown: help for a subcommand that does not exist is a mistake
// (exit 2) that lists the subcommands, not the whole help (issue 11).
func TestHelpUnknown(t *testing.T) {
	code, out, errs := runCmd(t, "help", "bogus")
	if code != 2 || out != "" || !strings.Contains(errs, `unknown command "bogus"`) || !strings.Contains(errs, "ogre, units") || !strings.Contains(errs, "crt, cm, walker") {
		t.Errorf("help bogus: exit %d, stderr %q, stdout %q", code, errs, out)
	}
	// An unknown subcommand names the subcommands as help does (issue 31.7),
	// in the same sentence (a playtest: two wordings).
	if _, _, bogus := runCmd(t, "bogus"); bogus != errs {
		t.Errorf("bogus says %q, help bogus %q", bogus, errs)
	}
	if code, out, errs := runCmd(t, "frobnicate"); code != 2 || out != "" || !strings.Contains(errs, `unknown command "frobnicate"`) || !strings.Contains(errs, "ogre, units") || !strings.Contains(errs, "crt, cm, walker") {
		t.Errorf("frobnicate: exit %d, stderr %q, stdout %q", code, errs, out)
	}
	if code, _, errs := runCmd(t, "help", "crtt"); code != 2 || !strings.Contains(errs, "did you mean crt") {
		t.Errorf("help crtt: exit %d, %q", code, errs)
	}
	if code, out, _ := runCmd(t, "help", "version"); code != 0 || !strings.HasPrefix(out, "ogretable version ") {
		t.Errorf("help version: exit %d, %q", code, out)
	}
}

// TestLongInputClipped: an error that quotes what was typed is cut, not 80
// KB long, and keeps its start and end (issue 11).
func TestLongInputClipped(t *testing.T) {
	dbp := filepath.Join(t.TempDir(), "g.db")
	if code, _, errs := runCmd(t, "new", "--db", dbp); code != 0 {
		t.Fatal(errs)
	}
	long := strings.Repeat("Q", 80000)
	for _, c := range []struct {
		args        []string
		start, end  string
		code        int
		inJSONOnOut bool
	}{
		{[]string{"do", "--db", dbp, "fire HVY1 at " + long}, "ogretable: no unit QQQ", "QQQ in play\n", 1, false},
		{[]string{"do", "--db", dbp, "zap" + long}, `ogretable: unknown command "zapQQQ`, "update, note)\n", 1, false},
		{[]string{long}, `ogretable: unknown command "QQQ`, `see "ogretable help")` + "\n", 2, false},
		{[]string{"help", long}, `ogretable: unknown command "QQQ`, `see "ogretable help")` + "\n", 2, false},
		{[]string{"ogre", long}, `ogretable: no unit type named "QQQ`, "", 2, false},
		{[]string{"do", "--json", "--db", dbp, "add " + long}, `{`, "}\n", 2, true},
	} {
		code, out, errs := runCmd(t, c.args...)
		msg := errs
		if c.inJSONOnOut {
			msg = out
		}
		if code != c.code || len(msg) > maxLineRunes+200 || !strings.HasPrefix(msg, c.start) || !strings.HasSuffix(msg, c.end) || !strings.Contains(msg, "characters left out") {
			t.Errorf("%.40q: exit %d, %d bytes: %.300q", c.args, code, len(msg), msg)
		}
	}
	// A short message is left as it is.
	if got := clipLines("ogretable: short\nsecond line"); got != "ogretable: short\nsecond line" {
		t.Errorf("clipLines = %q", got)
	}
}

// TestDBBeforeSubcommand: a --db given before the subcommand's word is
// the subcommand's, as it is after it; the dashboard's own --db, and a
// subcommand without --db, are left alone.
func TestDBBeforeSubcommand(t *testing.T) {
	for _, c := range []struct {
		name string
		in   []string
		want []string
	}{
		{"before sheet", []string{"--db", "g.db", "sheet", "roster", "--game", "2"}, []string{"sheet", "roster", "--game", "2", "--db", "g.db"}},
		{"with =", []string{"-db=g.db", "state"}, []string{"state", "-db=g.db"}},
		{"before --", []string{"--db", "g.db", "do", "--", "note x"}, []string{"do", "--db", "g.db", "--", "note x"}},
		{"dashboard", []string{"--db", "g.db"}, []string{"--db", "g.db"}},
		{"dashboard flags", []string{"--db", "g.db", "--read-only"}, []string{"--db", "g.db", "--read-only"}},
		{"no --db in help", []string{"--db", "g.db", "help"}, []string{"--db", "g.db", "help"}},
		{"after", []string{"state", "--db", "g.db"}, []string{"state", "--db", "g.db"}},
		{"missing path", []string{"--db"}, []string{"--db"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := dbFirst(c.in); !slices.Equal(got, c.want) {
				t.Errorf("dbFirst(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

// TestDBBeforeSubcommandRuns: "ogretable --db PATH new" makes its game in
// PATH and "ogretable --db PATH state" reads it, where the flag once went
// to the dashboard and failed on the subcommand's first flag.
func TestDBBeforeSubcommandRuns(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.db")
	var out, errb bytes.Buffer
	if code := run([]string{"--db", path, "new", "--rules", "dsii"}, strings.NewReader(""), &out, &errb); code != 0 {
		t.Fatalf("new: exit %d: %s", code, errb.String())
	}
	out.Reset()
	if code := run([]string{"--db", path, "state", "--json"}, strings.NewReader(""), &out, &errb); code != 0 {
		t.Fatalf("state: exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), `"rules": "dsii"`) && !strings.Contains(out.String(), `"rules":"dsii"`) {
		t.Errorf("state of the game made with --db first:\n%s", out.String())
	}
}
