package cli

import (
	"maps"
	"slices"
	"strings"
	"testing"
)

// TestHelpMadeWhenRead: a subcommand's help that is made (a system's
// Command.MakeHelp, and "new", "sheet" and "templates", made from what the
// systems registered and the templates' reference) is made when the help
// is read, not by every run: "ogretable version" runs without it (issue
// 31: "Nothing done at start-up that the command does not use"), and the
// help says it.
func TestHelpMadeWhenRead(t *testing.T) {
	saved, savedLater := slices.Clone(subcommands), maps.Clone(madeLater)
	t.Cleanup(func() { subcommands, madeLater = saved, savedLater })
	made := 0
	RegisterCommand(Command{Name: "made-help", Args: "[--json]", MakeHelp: func() string {
		made++
		return "a help made when read"
	}, Run: func(*Env, []string) error { return nil }})
	for _, args := range [][]string{{"version"}, {"made-help"}, {"--db", "x.db", "made-help"}, {"versoin"}} {
		runCmd(t, args...)
		if made != 0 {
			t.Fatalf("%v: the help was made %d times, want none", args, made)
		}
	}
	if code, out, errs := runCmd(t, "help", "made-help"); code != 0 || !strings.Contains(out, "a help made when read") || made == 0 {
		t.Errorf("help made-help: exit %d, stderr %q, the help made %d times, stdout:\n%s", code, errs, made, out)
	}
}
