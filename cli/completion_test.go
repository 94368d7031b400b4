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
			for _, m := range flagPattern().FindAllStringSubmatch(c.args, -1) {
				want = append(want, m[1])
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
	} {
		words := strings.Split(c.line, " ")
		arr := `"` + strings.Join(words, `" "`) + `"`
		cmd := exec.Command(bash, "-c", `source "$1"; COMP_WORDS=(`+arr+`); COMP_CWORD=$((${#COMP_WORDS[@]}-1)); _ogretable; echo "${COMPREPLY[*]}"`, "bash", f)
		b, err := cmd.CombinedOutput()
		if got := strings.TrimSpace(string(b)); err != nil || got != c.want {
			t.Errorf("%q completes to %q (%v), want %q", c.line, got, err, c.want)
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
	if !strings.Contains(fish, `'__fish_seen_subcommand_from cm; and not __fish_seen_subcommand_from intercept through blast' -a "intercept through blast"`) {
		t.Errorf("the fish script does not offer cm's sub-verbs:\n%s", fish)
	}
}
