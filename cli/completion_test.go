package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestCompletion: each script names every subcommand and every flag of the
// help's table, the Ogre and unit ids and the command language's verbs; an
// unknown shell is a mistake (issue 11, shell completion).
func TestCompletion(t *testing.T) {
	for _, sh := range shells {
		code, out, errs := runCmd(t, "completion", sh)
		if code != 0 || errs != "" {
			t.Fatalf("completion %s: exit %d, %s", sh, code, errs)
		}
		want := []string{"mark-v", "mark-iii-b", "heavy-tank", "superheavy", "hare-and-hounds", "regular overrun spillover", "published classic lite", "fire", "overrun", "armour"}
		for _, c := range table() {
			want = append(want, c.name)
			for _, f := range argFlags(c.args) {
				want = append(want, strings.TrimLeft(f.name, "-"))
			}
			for _, form := range formsOf(c.name, commandForms[c.name]) {
				for _, f := range form.flags {
					want = append(want, strings.TrimLeft(f.name, "-"))
				}
			}
		}
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("the %s script lacks %q", sh, w)
			}
		}
		if path, err := exec.LookPath(sh); err == nil {
			f := filepath.Join(t.TempDir(), "c."+sh)
			if err := os.WriteFile(f, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
			if b, err := exec.Command(path, "-n", f).CombinedOutput(); err != nil {
				t.Errorf("%s -n: %v\n%s", sh, err, b)
			}
		}
	}
	for _, args := range [][]string{{"completion"}, {"completion", "tcsh"}, {"completion", "bash", "zsh"}} {
		if code, _, errs := runCmd(t, args...); code != 2 || !strings.Contains(errs, "bash, zsh or fish") {
			t.Errorf("%v: exit %d, %q", args, code, errs)
		}
	}
}

// TestBashCompletionWorks runs the bash script's function on some lines.
func TestBashCompletionWorks(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	_, script, _ := runCmd(t, "completion", "bash")
	f := filepath.Join(t.TempDir(), "c.bash")
	if err := os.WriteFile(f, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ line, want string }{
		{"ogretable co", "completion"}, {"ogretable cr", "crt"},
		{"ogretable crt 4 2 --reading ", "regular overrun spillover"},
		{"ogretable ogre mark-ii", "mark-ii mark-iii mark-iii-b"},
		{"ogretable --templates /tmp og", "ogre"},
		{"ogretable do --db x.db fi", "fire"},
		{"ogretable do add superh", "superheavy-tank"},
		{"ogretable new --scenario h", "hare-and-hounds"},
		{"ogretable units --kind v", "vtol"},
		// A subcommand's leading alternatives, then its flags.
		{"ogretable cm ", "intercept through blast"}, {"ogretable cm th", "through"},
		{"ogretable cm blast --dist", "--distance"},
		{"ogretable sheet ", "ogre walker roster"}, {"ogretable walker ", "cost save list show delete export import"},
		{"ogretable walker --db x.db s", "save show"},
		// A calculator's own flags and values, read from its usage as the
		// help writes it (issue 31, at the table).
		{"ogretable ffot hit --r", "--range --ranges --rof --routed-target"},
		{"ogretable ffot inf --cover ", "none soft hard"},
		{"ogretable ffot bog --mode tracked --b", "--bogged"},
		{"ogretable ffot spot --target-is moving-", "moving-open moving-cover"},
		// Flags written outside brackets or in alternatives, and -o.
		{"ogretable sheet ogre --game 1 --u", "--unit"},
		{"ogretable sheet roster --scenario hare", "hare-and-hounds"},
		{"ogretable sheet roster --rules ff", "ffot"},
		{"ogretable sheet roster -", "--game --unit --scenario --rules --with-sheets --paper --scale --db -o --force --templates"},
		// The rule systems' Ogre designs, after ogre and add.
		{"ogretable ogre dsii-", "dsii-mark-v"},
		{"ogretable do add dsii-", "dsii-mark-v"},
		// The names a sheet or a calculator takes, as "units" lists them:
		// an Ogre sheet any rule system's Ogre, "dsii cost" only the DSII
		// designs (issue 31, at the table).
		{"ogretable sheet ogre fen", "fencer fencer-b"},
		{"ogretable sheet ogre dsii", "dsii-mark-v"},
		{"ogretable sheet --paper a4 ogre dsii", "dsii-mark-v"},
		{"ogretable sheet walker ", "early-walker late-walker"},
		{"ogretable sheet ogre fencer m", ""},
		{"ogretable dsii cost ", "dsii-mark-v"},
		{"ogretable dsii cost --json ", "dsii-mark-v"},
		{"ogretable dsii terrain dsii", ""},
		// --templates may come after any subcommand, as the help's usage
		// line says, and takes a folder.
		{"ogretable sheet -", "--game --unit --scenario --rules --with-sheets --paper --scale --db -o --force --templates"},
		{"ogretable sheet ogre mark-v --t", "--templates"},
		{"ogretable dsii cost --templ", "--templates"},
		{"ogretable ffot hit --t", "--templates"},
	} {
		if got := bashCompletes(t, bash, f, c.line); got != c.want {
			t.Errorf("%q completes to %q, want %q", c.line, got, c.want)
		}
	}
	// --templates completes a folder, not a file.
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "house"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "house.toml"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if got := bashCompletes(t, bash, f, "ogretable sheet --templates "+dir+"/hou"); got != dir+"/house" {
		t.Errorf("sheet --templates completes to %q, want the folder %q", got, dir+"/house")
	}
}

// TestCompletionHouseDesigns: a design of the referee's templates folder
// is offered where the built-in ones are, after "dsii cost" and "sheet
// ogre", as "units" lists it (issue 31, at the table).
func TestCompletionHouseDesigns(t *testing.T) {
	dir := t.TempDir()
	// 002 OGRE for DSII gives a design's modules; the figures are this
	// test's.
	const house = `
[[dsii-ogre]]
id = "house-mark-v"
name = "House Mark V"
mark = "mark-v"
source = "house rule (a test's)"
electronics = {quality = "superior", armor = 7}
treads = {count = 4, size = 5, armor = 7, speed = "slow"}
batteries = [{kind = "main", count = 2, size = 4, armor = 7}]
`
	if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte(house), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, units, errs := runCmd(t, "--templates", dir, "units", "--kind", "ogre"); code != 0 || !strings.Contains(units, "house-mark-v") {
		t.Fatalf("units lists no house design: exit %d\n%s%s", code, units, errs)
	}
	_, script, errs := runCmd(t, "--templates", dir, "completion", "bash")
	if errs != "" {
		t.Fatalf("completion bash --templates: %s", errs)
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		if !strings.Contains(script, "dsii-mark-v house-mark-v") {
			t.Errorf("the script offers no house design")
		}
		t.Skip("no bash")
	}
	f := filepath.Join(t.TempDir(), "c.bash")
	if err := os.WriteFile(f, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	for line, want := range map[string]string{
		"ogretable dsii cost ":       "dsii-mark-v house-mark-v",
		"ogretable sheet ogre house": "house-mark-v",
	} {
		if got := bashCompletes(t, bash, f, line); got != want {
			t.Errorf("%q completes to %q, want %q", line, got, want)
		}
	}
}

// bashCompletes returns what the bash script in file f completes line to,
// the cursor at its end.
func bashCompletes(t *testing.T, bash, f, line string) string {
	t.Helper()
	words := strings.Split(line, " ")
	arr := `"` + strings.Join(words, `" "`) + `"`
	cmd := exec.Command(bash, "-c", `source "$1"; COMP_WORDS=(`+arr+`); COMP_CWORD=$((${#COMP_WORDS[@]}-1)); _ogretable; echo "${COMPREPLY[*]}"`, "bash", f)
	b, err := cmd.CombinedOutput()
	if err != nil {
		t.Errorf("%q: %v\n%s", line, err, b)
	}
	return strings.TrimSpace(string(b))
}

// TestArgFlags: the flags of a subcommand's arguments are read as the help
// writes them, in brackets or not, in alternatives, with one dash, each
// once; a value's choices only when they are words.
func TestArgFlags(t *testing.T) {
	for args, want := range map[string]string{
		"[--scale hex|inch] [--json]": "--scale=hex|inch{hex,inch} --json",
		"ogre NAME | ogre --game ID --unit LABEL | roster (--game ID | --scenario ID [--rules R]) [-o FILE.pdf]": "--game=ID --unit=LABEL --scenario=ID --rules=R -o=FILE.pdf",
		"[--pinned|--suppressed] [--routed-target]":                                                              "--pinned --suppressed --routed-target",
		"--qualities Q[,Q...] [--hq N]":                                                                          "--qualities=Q[,Q...] --hq=N",
		"[--by KIND[,KIND...]] [--missile standard|mini]":                                                        "--by=KIND[,KIND...] --missile=standard|mini{standard,mini}",
		"walker NAME|ID [--db PATH]":                                                                             "--db=PATH",
		"[--weapon DFFG/N|X]":                                                                                    "--weapon=DFFG/N|X",
	} {
		var got []string
		for _, f := range argFlags(args) {
			s := f.name
			if f.value != "" {
				s += "=" + f.value
			}
			if f.choices != nil {
				s += "{" + strings.Join(f.choices, ",") + "}"
			}
			got = append(got, s)
		}
		if strings.Join(got, " ") != want {
			t.Errorf("argFlags(%q) = %q, want %q", args, strings.Join(got, " "), want)
		}
	}
}

// TestLeadWords: the words a subcommand's arguments start with are read from
// them, alternatives included, and no placeholder, flag or bracketed "|"
// becomes one.
func TestLeadWords(t *testing.T) {
	for args, want := range map[string]string{
		"intercept|through|blast [--by KIND[,KIND...]] [--scale hex|inch]":                       "intercept through blast",
		"ogre NAME | ogre --game ID --unit LABEL | roster (--game ID | --scenario ID) [--force]": "ogre roster",
		"ogre NAME | roster | walker NAME [--paper letter|a4]":                                   "ogre roster walker",
		"NAME [--treads N] [--scale hex|inch]":                                                   "",
		"[--game ID] [--db PATH] 'COMMAND'":                                                      "",
		"FILE [--as-recorded]":                                                                   "",
	} {
		if got := strings.Join(leadWords(args), " "); got != want {
			t.Errorf("leadWords(%q) = %q, want %q", args, got, want)
		}
	}
	_, fish, _ := runCmd(t, "completion", "fish")
	for _, want := range []string{
		`'__fish_seen_subcommand_from cm; and not __fish_seen_subcommand_from intercept through blast' -a "intercept through blast"`,
		// The names after a leading word: "dsii cost DESIGN", "sheet ogre NAME".
		`'__fish_seen_subcommand_from dsii; and __fish_seen_subcommand_from cost' -a "dsii-mark-v"`,
		`'__fish_seen_subcommand_from sheet; and __fish_seen_subcommand_from ogre' -a "mark-i mark-ii`,
		`'__fish_seen_subcommand_from sheet' -l templates -x -a '(__fish_complete_directories)'`,
	} {
		if !strings.Contains(fish, want) {
			t.Errorf("the fish script has no %s:\n%s", want, fish)
		}
	}
}
