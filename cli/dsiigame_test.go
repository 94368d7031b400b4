package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestNewDSII: "new --rules dsii" makes an empty game played in inches; a
// scale of hexes is a usage mistake (exit 2) and writes no game.
func TestNewDSII(t *testing.T) {
	dbp := filepath.Join(t.TempDir(), "g.db")
	code, out, errs := runCmd(t, "new", "--db", dbp, "--rules", "dsii", "--seed", "3", "--json")
	if code != 0 {
		t.Fatalf("new --rules dsii: %d %s", code, errs)
	}
	var made struct {
		Rules, Scale, Scenario string
		Units                  int
	}
	if err := json.Unmarshal([]byte(out), &made); err != nil {
		t.Fatal(err)
	}
	if made.Rules != "dsii" || made.Scale != "inch" || made.Scenario != "" || made.Units != 0 {
		t.Errorf("new --rules dsii made %+v, want an empty dsii game in inches", made)
	}
	code, _, errs = runCmd(t, "new", "--db", dbp, "--rules", "dsii", "--scale", "hex")
	if code != 2 || !strings.Contains(errs, "OGRE for DSII is played in inch scale") {
		t.Errorf("new --rules dsii --scale hex: %d %q, want exit 2 and the scale it is played in", code, errs)
	}
	_, out, _ = runCmd(t, "games", "--db", dbp, "--json")
	if strings.Count(out, `"rules"`) != 1 {
		t.Errorf("a refused new wrote a game:\n%s", out)
	}
	if code, _, errs := runCmd(t, "do", "--db", dbp, "add dsii-mark-v as MK5 side ogre"); code != 0 {
		t.Fatalf("add dsii-mark-v: %s", errs)
	}
	code, _, errs = runCmd(t, "do", "--db", dbp, "add mark-v as MK")
	if code != 1 || !strings.Contains(errs, "not of modules") {
		t.Errorf("add mark-v to a dsii game: %d %q, want a refusal", code, errs)
	}
}
