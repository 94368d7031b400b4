package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// dsiiLogHouse is a house Mark I and a cup, as a referee's house rules
// give them; the numbers 002 does not give are this test's.
const dsiiLogHouse = `[[dsii-ogre]]
id = "house-mk1"
name = "House Mark I"
mark = "mark-i"
electronics = {quality = "basic", armor = 5}
treads = {count = 2, size = 3, armor = 5, speed = "slow"}
batteries = [{kind = "main", count = 1, size = 4, armor = 7, weapon = "DFFG/6"}]

[[dsii-chit]]
chit = "red3"
count = 4
`

// TestDSIILogSide: in a DSII turn the units of both sides activate in one
// phase (002 OGRE for DSII, OGRE activation), so each line of the log
// names the side that acted: the defence's Mark I activating, repairing and
// hit by the ogre, the ogre's Mark V activating and hit by the defence; a
// record of the catalog goes with the side of its command, an undo or redo
// with the side of the command it voids or restores.
func TestDSIILogSide(t *testing.T) {
	house := t.TempDir()
	if err := os.WriteFile(filepath.Join(house, "dsii.toml"), []byte(dsiiLogHouse), 0o644); err != nil {
		t.Fatal(err)
	}
	dbp := filepath.Join(t.TempDir(), "g.db")
	if code, _, errs := runCmd(t, "new", "--db", dbp, "--rules", "dsii", "--seed", "5"); code != 0 {
		t.Fatalf("new: %s", errs)
	}
	for _, line := range []string{
		"add dsii-mark-v as MK5 side ogre", "add house-mk1 as MK1 side defence",
		"activate MK1.tread1", "activate MK5.main1", "hit MK1.main1 dmg", "hit MK5.tread2 ko",
		"repair MK1.main1 die 6", "next", "activate MK1.em", "activate MK1.tread1", "undo", "redo",
	} {
		if code, _, errs := runCmd(t, "do", "--db", dbp, "--templates", house, line); code != 0 {
			t.Fatalf("%s: %s", line, errs)
		}
	}
	code, out, errs := runCmd(t, "log", "--db", dbp, "--templates", house, "--json")
	if code != 0 {
		t.Fatalf("log: %s", errs)
	}
	var lines []struct {
		Command int    `json:"command"`
		Side    string `json:"side"`
		Kind    string `json:"kind"`
		Text    string `json:"text"`
	}
	if err := json.Unmarshal([]byte(out), &lines); err != nil {
		t.Fatal(err)
	}
	want := map[int]string{1: "ogre", 2: "defence", 3: "defence", 4: "ogre", 5: "ogre", 6: "defence", 7: "defence", 9: "defence",
		10: "defence", 11: "defence", 12: "defence"}
	seen := map[int]bool{}
	for _, l := range lines {
		w, ok := want[l.Command]
		if !ok {
			continue
		}
		seen[l.Command] = true
		if l.Side != w {
			t.Errorf("command %d's %s line %q is logged as the %s's, want the %s's", l.Command, l.Kind, l.Text, l.Side, w)
		}
	}
	for c := range want {
		if !seen[c] {
			t.Errorf("command %d is not in the log:\n%s", c, out)
		}
	}
}
