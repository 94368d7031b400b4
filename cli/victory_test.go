package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestStateShowsStandingAndEnd: a new quick game says what each side is
// trying to do; "state" shows the game-ending conditions, text and JSON;
// "ogretable end" ends the game, logged; an ended game refuses commands
// and "do undo" reopens it (issue 10).
func TestStateShowsStandingAndEnd(t *testing.T) {
	dbp := filepath.Join(t.TempDir(), "g.db")
	code, out, errs := runCmd(t, "new", "--db", dbp, "--seed", "1")
	if code != 0 || !strings.Contains(out, "Quick game: the ogre: destroy the command post; the defence: stop the Ogre") {
		t.Fatalf("new: %d %q %q", code, out, errs)
	}
	_, out, _ = runCmd(t, "state", "--db", dbp)
	for _, want := range []string{
		"\n\nGoal of the ogre: destroy the command post.\n",
		"The game ends when the command post is destroyed: not yet (0 of the defence's 1 Command Post is destroyed).\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("state lacks %q:\n%s", want, out)
		}
	}
	runCmd(t, "do", "--db", dbp, "fire MK3.main1 at CP1")
	runCmd(t, "do", "--db", dbp, "override fire MK3.main1 at CP1")
	_, out, _ = runCmd(t, "state", "--db", dbp)
	if !strings.Contains(out, "The game ends when the command post is destroyed: MET (1 of the defence's 1 Command Post is destroyed: CP1).") ||
		!strings.HasPrefix(out, "The game is over: the command post is destroyed. The ogre wins (the command post is destroyed). End the game with \"end\", or play on.\nGame ") {
		t.Errorf("state after CP1 destroyed:\n%s", out)
	}
	code, out, errs = runCmd(t, "end", "--db", dbp)
	if code != 0 || out != "The game ends in turn 1: the command post is destroyed. The ogre wins.\nQuick game prints no victory classes; VP: ogre 0, defence 0.\n" {
		t.Fatalf("end: %d %q %q", code, out, errs)
	}
	if code, _, errs = runCmd(t, "do", "--db", dbp, "next"); code != 1 || !strings.Contains(errs, "the game ended in turn 1: the command post is destroyed. The ogre wins (the command post is destroyed). \"undo\" reopens it") {
		t.Errorf("next after end: %d %q", code, errs)
	}
	_, out, _ = runCmd(t, "state", "--db", dbp, "--json")
	var st struct {
		Standing struct {
			Ended *struct {
				Turn   int    `json:"turn"`
				Reason string `json:"reason"`
			} `json:"ended"`
			Ends []struct {
				Condition string `json:"condition"`
				Met       bool   `json:"met"`
			} `json:"ends"`
		} `json:"standing"`
	}
	if err := json.Unmarshal([]byte(out), &st); err != nil || st.Standing.Ended == nil || st.Standing.Ended.Reason != "the command post is destroyed" ||
		len(st.Standing.Ends) != 2 || !st.Standing.Ends[0].Met {
		t.Errorf("state --json: %+v %v\n%s", st, err, out)
	}
	_, out, _ = runCmd(t, "log", "--db", dbp)
	if !strings.Contains(out, "The game ends in turn 1: the command post is destroyed.") {
		t.Errorf("the log lacks the end:\n%s", out)
	}
	if code, out, _ = runCmd(t, "do", "--db", dbp, "undo"); code != 0 {
		t.Fatalf("undo: %d %q", code, out)
	}
	if code, _, errs = runCmd(t, "do", "--db", dbp, "next"); code != 0 {
		t.Errorf("next after undo of end: %d %q", code, errs)
	}
}

// TestSetupFromDo: the set-up rolls and pools work from "do" (000 FAQ,
// Nuclear Hare and Hounds and Gang Bang, Point Pools).
func TestSetupFromDo(t *testing.T) {
	dbp := filepath.Join(t.TempDir(), "g.db")
	runCmd(t, "new", "--db", dbp, "--scenario", "hare-and-hounds", "--seed", "1")
	_, out, _ := runCmd(t, "state", "--db", dbp)
	if !strings.Contains(out, "Point pool of the combine: 10 + 1d6 × 10 points of Armour, Infantry, etc., not rolled yet (\"roll points combine\").") {
		t.Errorf("state before the roll:\n%s", out)
	}
	if code, out, errs := runCmd(t, "do", "--db", dbp, "roll points die 2"); code != 0 || !strings.Contains(out, "= 30 points") {
		t.Fatalf("roll points: %d %q %q", code, out, errs)
	}
	if code, out, errs := runCmd(t, "do", "--db", dbp, "buy heavy-tank x2 side combine"); code != 0 || !strings.Contains(out, "18 of 30 left") {
		t.Fatalf("buy: %d %q %q", code, out, errs)
	}
	if code, _, errs := runCmd(t, "do", "--db", dbp, "buy heavy-tank x4 side combine"); code != 1 || !strings.Contains(errs, "18 of 30 left") {
		t.Errorf("buy over the pool: %d %q", code, errs)
	}
	if code, out, errs := runCmd(t, "do", "--db", dbp, "reinforce die 6 6"); code != 0 || !strings.Contains(out, "2d6 = 12: Mobile Howitzer") {
		t.Errorf("reinforce: %d %q %q", code, out, errs)
	}
	_, out, _ = runCmd(t, "state", "--db", dbp)
	if !strings.Contains(out, "Point pool of the combine: 30 points of Armour, Infantry, etc., 18 left.") || !strings.Contains(out, "Ice-breaker") {
		t.Errorf("state after the set-up:\n%s", out)
	}
	runCmd(t, "new", "--db", dbp, "--scenario", "gang-bang", "--seed", "1")
	_, out, _ = runCmd(t, "state", "--db", dbp)
	if !strings.Contains(out, "Point pool of the paneuropean: 150 points of local forces, 150 left.") || !strings.Contains(out, "Auto-fac") {
		t.Errorf("gang bang's state:\n%s", out)
	}
}

// TestResultEverywhere: the game says who won (issue 20, item 7): "do"
// answers with the result once a game-ending condition is met, "state"
// and "state --json" ("result": over, winner, how) say it, and where the
// referee names it ("end defence wins: REASON") it is logged and undone
// like any command. The quick game: the command post destroyed, the ogre
// wins (ogretable's quick game: "the Ogre's goal is the command post").
func TestResultEverywhere(t *testing.T) {
	type result struct {
		Over   bool    `json:"over"`
		Winner *string `json:"winner"`
		How    string  `json:"how"`
	}
	stateResult := func(dbp string) result {
		t.Helper()
		_, out, _ := runCmd(t, "state", "--db", dbp, "--json")
		var st struct {
			Result *result `json:"result"`
		}
		if err := json.Unmarshal([]byte(out), &st); err != nil || st.Result == nil {
			t.Fatalf("state --json without a result: %v\n%s", err, out)
		}
		return *st.Result
	}
	dbp := filepath.Join(t.TempDir(), "g.db")
	runCmd(t, "new", "--db", dbp, "--seed", "1")
	if r := stateResult(dbp); r.Over || r.Winner != nil || r.How != "The game goes on: no game-ending condition of the scenario is met." {
		t.Errorf("a new game's result: %+v", r)
	}
	code, out, errs := runCmd(t, "do", "--db", dbp, "override fire MK3.main1 at CP1")
	if code != 0 || !strings.Contains(out, "CP1 is destroyed.\nThe game is over: the command post is destroyed. The ogre wins (the command post is destroyed). End the game with \"end\", or play on.\nQuick game prints no victory classes; VP: ogre 0, defence 0.\n") {
		t.Errorf("do's answer when the command post falls: %d %q %q", code, out, errs)
	}
	if r := stateResult(dbp); !r.Over || r.Winner == nil || *r.Winner != "ogre" || !strings.Contains(r.How, "The ogre wins") {
		t.Errorf("the result with the command post destroyed: %+v", r)
	}
	_, out, _ = runCmd(t, "do", "--db", dbp, "--json", "note still playing")
	if !strings.Contains(out, `"result": {`) || !strings.Contains(out, `"winner": "ogre"`) {
		t.Errorf("do --json lacks the result:\n%s", out)
	}
	// The referee's verdict, where the scenario leaves it open: undo the
	// shot, and end the game by agreement.
	runCmd(t, "do", "--db", dbp, "undo")
	runCmd(t, "do", "--db", dbp, "undo")
	code, out, errs = runCmd(t, "end", "--db", dbp, "defence wins: the Ogre was outmanoeuvred")
	if code != 0 || !strings.HasPrefix(out, "The game ends in turn 1: the Ogre was outmanoeuvred. The defence wins (the referee's verdict).\n") {
		t.Errorf("end defence wins: %d %q %q", code, out, errs)
	}
	if r := stateResult(dbp); !r.Over || r.Winner == nil || *r.Winner != "defence" || r.How != "The game ended in turn 1: the Ogre was outmanoeuvred. The defence wins, by the referee's verdict." {
		t.Errorf("the referee's verdict: %+v", r)
	}
	// The state opens with the result once the game is over, where it is
	// read first (issue 31.4), and says it once.
	_, out, _ = runCmd(t, "state", "--db", dbp)
	const verdict = "The game ended in turn 1: the Ogre was outmanoeuvred. The defence wins, by the referee's verdict. \"undo\" reopens it.\n"
	if !strings.HasPrefix(out, verdict) || strings.Count(out, verdict) != 1 {
		t.Errorf("state after the verdict does not open with it:\n%s", out)
	}
	if _, out, _ = runCmd(t, "log", "--db", dbp); !strings.Contains(out, "The defence wins (the referee's verdict).") {
		t.Errorf("the log lacks the verdict:\n%s", out)
	}
	runCmd(t, "do", "--db", dbp, "undo")
	if r := stateResult(dbp); r.Over || r.Winner != nil {
		t.Errorf("after undo of the verdict: %+v", r)
	}
	if code, _, errs = runCmd(t, "end", "--db", dbp, "combine wins: nobody"); code != 1 || !strings.Contains(errs, "no side \"combine\" in this game to win") {
		t.Errorf("a side not in the game wins: %d %q", code, errs)
	}
}
