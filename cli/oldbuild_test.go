package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// TestOldBuildDatabaseReplays opens a database written by the build before
// the rule-system seam (testdata/old-build/games.db, made by make.sh beside
// it: five games in the three variants, with undos, redos, overruns,
// spillover and typed dice) and checks that state and log print, byte for
// byte, what that build printed (issue 8: old games must open unchanged).
// The expected files are never regenerated: they are the old build's output,
// with deliberate changes made by hand. Issue 10 asks "state" to show each
// side's standing against the scenario, so the state files gained the lines
// after the units table (text) and the "standing" object (JSON); issue 20
// asks typed dice to be marked the same in the dashboard and the log, so
// the text logs' " [dice typed in]" became " [typed]"; and issue 20 asks
// "state --json" for the game's "result" ({over, winner, how}): the JSON
// files gained that one object, by hand, after "phase". Not another byte of
// the old build's output changed or went.
func TestOldBuildDatabaseReplays(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "old-build", "games.db"))
	if err != nil {
		t.Fatal(err)
	}
	dbp := filepath.Join(t.TempDir(), "games.db")
	if err := os.WriteFile(dbp, src, 0o644); err != nil {
		t.Fatal(err)
	}
	for game := 1; game <= 5; game++ {
		id := fmt.Sprint(game)
		for _, c := range recordedViews {
			want, err := os.ReadFile(filepath.Join("testdata", "old-build", "game"+id+"-"+c.file))
			if err != nil {
				t.Fatal(err)
			}
			args := append(c.args, "--db", dbp, "--game", id)
			code, out, errs := runCmd(t, args...)
			if code != 0 || out != string(want) {
				t.Errorf("game %s, %v: exit %d, stderr %q; the output differs from the old build's %s (first difference at byte %d)",
					id, c.args, code, errs, c.file, firstDiff(out, string(want)))
			}
		}
	}
}

// recordedViews are the outputs recorded of every game of a database kept
// as test data (testdata/old-build, testdata/pre-core): the expected file's
// suffix and the subcommand that printed it.
var recordedViews = []struct {
	file string
	args []string
}{
	{"state.json", []string{"state", "--json"}},
	{"state.txt", []string{"state"}},
	{"log.json", []string{"log", "--format", "json"}},
	{"log.txt", []string{"log", "--format", "text"}},
	{"log.csv", []string{"log", "--format", "csv"}},
}

// firstDiff returns the index of the first byte where a and b differ.
func firstDiff(a, b string) int {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return n
}
