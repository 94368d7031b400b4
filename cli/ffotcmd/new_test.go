package ffotcmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestNewFFOT: "new --rules ffot" makes an empty game of the attacker and
// the defender in inches without a scenario; a scenario gives its sides;
// what a game of FFOTigers cannot be is refused with its own sentence,
// exit 1, and no database written (issue 23, Game and figures).
func TestNewFFOT(t *testing.T) {
	dir := t.TempDir()
	dbp := filepath.Join(dir, "g.db")
	code, out, errs := runCmd(t, "new", "--rules", "ffot", "--db", dbp, "--seed", "3", "--json")
	if code != 0 {
		t.Fatalf("new --rules ffot: exit %d %s", code, errs)
	}
	var got struct {
		Rules, Scale, Scenario string
		Sides                  []string
		Units                  int
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if got.Rules != "ffot" || got.Scale != "inch" || got.Scenario != "" || strings.Join(got.Sides, ",") != "attacker,defender" || got.Units != 0 {
		t.Errorf("new --rules ffot: %+v, want an empty game of attacker and defender in inches", got)
	}
	// The CRT still starts the quick game on hexes by default.
	code, out, errs = runCmd(t, "new", "--db", filepath.Join(dir, "c.db"), "--seed", "3", "--json")
	if code != 0 || !strings.Contains(out, `"scenario": "quick"`) || !strings.Contains(out, `"scale": "hex"`) {
		t.Errorf("new: exit %d %s %s, want the quick game on hexes", code, out, errs)
	}
	refusals := []struct {
		args []string
		says string
		code int
	}{
		// 004 FFOTigers: "movement rate, in inches"; a mistake in the command line.
		{[]string{"new", "--rules", "ffot", "--scale", "hex"}, "FFOTigers is played in inch scale, not hex; leave out the scale", 2},
		// issue 23: the quick scenario's Ogre has no figures; the sentence is not wrapped.
		{[]string{"new", "--rules", "ffot", "--scenario", "quick"}, "FFOTigers has no figures for Mark III: 004 FFOTigers gives none for Ogre units, so give its stand's figures in an [[ffot-stand]] entry of your templates folder (ogretable --templates DIR): \"ogretable templates example ffot -o DIR/ffot-stands.toml\" writes an example to start from, and \"ogretable help templates\" says every field", 1},
	}
	for i, c := range refusals {
		p := filepath.Join(dir, "refused"+string(rune('a'+i))+".db")
		code, out, errs := runCmd(t, append(c.args, "--db", p)...)
		if code != c.code || strings.TrimSpace(errs) != "ogretable: "+c.says {
			t.Errorf("%v: exit %d %q %q, want exit %d saying %q alone", c.args, code, out, errs, c.code, c.says)
		}
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%v: a database was written", c.args)
		}
	}
	// The help names every system's variants, as registered.
	_, out, _ = runCmd(t, "help", "new")
	if out = strings.Join(strings.Fields(out), " "); !strings.Contains(out, "|ffot]") || !strings.Contains(out, "ffot: FFOTigers, a rule system of its own") || !strings.Contains(out, "the attacker moving first") {
		t.Errorf("help new does not name FFOTigers' variant: %s", out)
	}
}

// TestNewFFOTAccuracy: "new --rules ffot --accuracy 2d6" records the
// accuracy roll's dice in the game (004 FFOTigers names none: "Any
// modified result of 10+ hits"; NoteAccuracyDice), which state --json
// shows and the landing rolls; a game made without it rolls 1d6, as games
// did before the switch; the switch is refused for another system, or
// other dice, exit 2 and no database written.
func TestNewFFOTAccuracy(t *testing.T) {
	dir := t.TempDir()
	house := "../../templates/examples"
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "1d6"},
		{[]string{"--accuracy", "2d6"}, "2d6"},
	} {
		dbp := filepath.Join(dir, c.want+".db")
		if code, _, errs := runCmd(t, append([]string{"new", "--rules", "ffot", "--db", dbp, "--seed", "3"}, c.args...)...); code != 0 {
			t.Fatalf("new %v: exit %d %s", c.args, code, errs)
		}
		for _, l := range []string{
			"add mobile-howitzer as ART side attacker", "add heavy-tank as SPOT side attacker", "add heavy-tank as HT side defender",
			"unit arty ART quality average", "unit recce SPOT quality average", "unit tanks HT quality average",
			"barrage ART at hill spotter SPOT", "next", "next", "next", "next", "next", "next", "next", "land B1",
		} {
			if code, _, errs := runCmd(t, "do", "--db", dbp, "--game", "1", "--templates", house, l); code != 0 {
				t.Fatalf("%s: exit %d %s", l, code, errs)
			}
		}
		code, out, errs := runCmd(t, "state", "--db", dbp, "--game", "1", "--templates", house, "--json")
		if code != 0 {
			t.Fatalf("state: exit %d %s", code, errs)
		}
		var st struct {
			FFOT struct {
				AccuracyDice string `json:"accuracy_dice"`
			} `json:"ffot"`
		}
		if err := json.Unmarshal([]byte(out), &st); err != nil {
			t.Fatalf("%v: %s", err, out)
		}
		if st.FFOT.AccuracyDice != c.want {
			t.Errorf("new %v: state --json says accuracy_dice %q, want %q", c.args, st.FFOT.AccuracyDice, c.want)
		}
		_, out, _ = runCmd(t, "log", "--db", dbp, "--game", "1", "--templates", house)
		// An average spotter +2: "accuracy 3+6 (2d6) +2 = 11" on two dice,
		// "accuracy 4 +2 = 6" on one.
		if two := regexp.MustCompile(`accuracy \d\+\d \(2d6\) \+2 = `).MatchString(out); two != (c.want == "2d6") {
			t.Errorf("new %v: the log's landing is on 2d6: %v, want %v:\n%s", c.args, two, c.want == "2d6", out)
		}
		if one := regexp.MustCompile(`accuracy \d \+2 = `).MatchString(out); one != (c.want == "1d6") {
			t.Errorf("new %v: the log's landing is on 1d6: %v, want %v:\n%s", c.args, one, c.want == "1d6", out)
		}
	}
	for i, args := range [][]string{
		{"new", "--accuracy", "2d6"},
		{"new", "--rules", "ffot", "--accuracy", "3d6"},
	} {
		p := filepath.Join(dir, "refused"+string(rune('a'+i))+".db")
		code, _, errs := runCmd(t, append(args, "--db", p)...)
		if code != 2 || !strings.Contains(errs, "--accuracy") {
			t.Errorf("%v: exit %d %q, want exit 2 naming --accuracy", args, code, errs)
		}
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%v: a database was written", args)
		}
	}
}
