package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"ogretable/db"
	"ogretable/engine"
)

// TestALogThatDoesNotFitStillOpens: a database written by the build before
// the two-writer fix may hold a command that does not fit the game (two
// programs both added HVY4). The game opens: that command is left out,
// shown as refused in the log, the referee is told, the rest replays, and
// commands go on (issue 9, Two programs writing one game).
func TestALogThatDoesNotFitStillOpens(t *testing.T) {
	dbp := filepath.Join(t.TempDir(), "games.db")
	if code, _, errs := runCmd(t, "new", "--db", dbp, "--seed", "8"); code != 0 {
		t.Fatalf("new: %d %s", code, errs)
	}
	d, err := db.Open(dbp, db.Options{})
	if err != nil {
		t.Fatal(err)
	}
	added := func(label string) []engine.LogEvent {
		p, _ := json.Marshal(map[string]any{"kind": "added", "text": label + " (Heavy Tank) joins the defence.", "unit": label, "type": "heavy-tank", "side": "defence"})
		return []engine.LogEvent{{Turn: 1, Side: "ogre", Phase: "recovery", Kind: "added", Payload: p}}
	}
	for _, l := range []string{"HVY4", "HVY4", "HVY5"} { // the second HVY4 is the other program's
		if _, _, err := d.Append(1, "add heavy-tank", added(l)); err != nil {
			t.Fatal(err)
		}
	}
	d.Close()

	code, out, errs := runCmd(t, "state", "--db", dbp)
	if code != 0 || !strings.Contains(out, "HVY4") || !strings.Contains(out, "HVY5") {
		t.Fatalf("state: exit %d, %s %s", code, out, errs)
	}
	if !strings.Contains(errs, "command 9 was left out: event 28 of game 1 does not fit the game: cannot add unit \"HVY4\"") ||
		!strings.Contains(errs, "marked refused") {
		t.Errorf("state does not say what was left out: %q", errs)
	}
	_, out, _ = runCmd(t, "log", "--db", dbp)
	if !strings.Contains(out, "HVY4 (Heavy Tank) joins the defence. [refused: event 28 of game 1 does not fit the game") {
		t.Errorf("the log does not mark the refused command:\n%s", out)
	}
	_, out, _ = runCmd(t, "log", "--db", dbp, "--json")
	if strings.Count(out, `"refused": "event 28 of game 1 does not fit the game`) != 1 {
		t.Errorf("the JSON log does not mark the refused event once:\n%.2000s", out)
	}
	if code, out, errs := runCmd(t, "do", "--db", dbp, "add heavy-tank"); code != 0 || !strings.Contains(out, "HVY6") {
		t.Errorf("a command after the misfit: exit %d, %s %s", code, out, errs)
	}
}
