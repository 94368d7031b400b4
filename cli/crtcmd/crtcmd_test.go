package crtcmd

import (
	"strings"
	"testing"
)

// TestHelpNewSaysTheVariants: help new says what published, classic and
// lite change (issue 11).
func TestHelpNewSaysTheVariants(t *testing.T) {
	_, out, _ := runCmd(t, "help", "new")
	flat := strings.Join(strings.Fields(out), " ")
	for _, want := range []string{"published (the default", "2 rams a turn, or one enemy Ogre", "classic (only Ogres and the superheavy tank ram",
		"no limit on rams a turn", "lite (only Ogres ram", "one ram a turn", "Ogre Lite's terrain table"} {
		if !strings.Contains(flat, want) {
			t.Errorf("help new lacks %q:\n%s", want, out)
		}
	}
}

// TestNewOptionsListed: the options of new the CRT declares are in "help
// new" and the shell completion (issue 32.2: a system declares them).
func TestNewOptionsListed(t *testing.T) {
	if _, out, _ := runCmd(t, "help", "new"); !strings.Contains(out, "[--walkers RULES]") {
		t.Errorf("help new lacks [--walkers RULES]:\n%s", out)
	}
	for _, shell := range []string{"bash", "zsh", "fish"} {
		if _, out, _ := runCmd(t, "completion", shell); !strings.Contains(out, "walkers") {
			t.Errorf("the %s completion does not offer --walkers", shell)
		}
	}
	if _, out, _ := runCmd(t, "completion", "fish"); !strings.Contains(out, "'__fish_seen_subcommand_from new' -l walkers") {
		t.Errorf("the fish completion does not offer new --walkers")
	}
	// A switch of another system's games is refused, naming it.
	if code, _, errs := runCmd(t, "new", "--rules", "dsii", "--walkers", "all", "--db", t.TempDir()+"/g.db"); code != exitUsage ||
		!strings.Contains(errs, "--walkers is a switch of games of the Ogre CRT rules; create the game with --rules published") {
		t.Errorf("new --rules dsii --walkers all: exit %d, %s", code, errs)
	}
}
