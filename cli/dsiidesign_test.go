package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// houseDesign is a house design of OGRE for DSII, as a referee writes one.
const houseDesign = `[[dsii-ogre]]
id = "club-mark-iii"
name = "Club Mark III"
mark = "mark-iii"
source = "our club"
electronics = {quality = "enhanced", armor = 5}
treads = {count = 3, size = 4, armor = 6, speed = "fast"}
batteries = [
  {kind = "main", count = 1, size = 4, armor = 7, weapon = "DFFG/6", valid = {ogre = "red,yellow"}},
  {kind = "ap", count = 2, size = 1, armor = 4, facing = "rear"},
]
`

// TestUnitsListsDSIIDesigns: "ogretable units" (and --kind ogre) lists the
// OGRE for DSII designs, built in and house, after the catalog's units;
// another kind lists none.
func TestUnitsListsDSIIDesigns(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte(houseDesign), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want map[string]bool // design id: house
	}{
		{[]string{"--templates", dir, "units", "--json"}, map[string]bool{"dsii-mark-v": false, "club-mark-iii": true}},
		{[]string{"--templates", dir, "units", "--kind", "ogre", "--json"}, map[string]bool{"dsii-mark-v": false, "club-mark-iii": true}},
		{[]string{"units", "--json"}, map[string]bool{"dsii-mark-v": false}},
		{[]string{"units", "--kind", "armour", "--json"}, map[string]bool{}},
	} {
		code, out, errs := runCmd(t, c.args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, code, errs)
		}
		var units []struct {
			ID    string `json:"id"`
			Kind  string `json:"kind"`
			Rules string `json:"rules"`
			House bool   `json:"house"`
		}
		if err := json.Unmarshal([]byte(out), &units); err != nil {
			t.Fatal(err)
		}
		got := map[string]bool{}
		for _, u := range units {
			if u.Rules == "dsii" {
				got[u.ID] = u.House
				if u.Kind != "ogre" {
					t.Errorf("%v: %s is of kind %q, want ogre", c.args, u.ID, u.Kind)
				}
			}
		}
		if len(got) != len(c.want) {
			t.Errorf("%v lists designs %v, want %v", c.args, got, c.want)
		}
		for id, house := range c.want {
			if h, ok := got[id]; !ok || h != house {
				t.Errorf("%v: %s listed %v, house %v; want house %v", c.args, id, ok, h, house)
			}
		}
	}
	code, out, _ := runCmd(t, "--templates", dir, "units", "--kind", "ogre")
	if code != 0 || !strings.Contains(out, "OGRE for DSII designs") || !strings.Contains(out, "club-mark-iii") || !strings.Contains(out, "house rules") {
		t.Errorf("units --kind ogre:\n%s", out)
	}
}

// TestOgreShowsDSIIDesign: "ogretable ogre DESIGN" shows an OGRE for DSII
// design: its activation units (002 OGRE for DSII, OGRE activation), what
// the design gives of each, and the Effective Target Signatures of 002,
// OGRE Modules ("Effective Target Signature is 1 (D12)"; "will be
// increased by 1").
func TestOgreShowsDSIIDesign(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte(houseDesign), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCmd(t, "ogre", "dsii-mark-v")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"EM d10 (superior), BMF 16 (4 slow tread modules)", "secondary (right)   secondary1-secondary3", "1 (D12)", "+1", "ap (rear)"} {
		if !strings.Contains(out, want) {
			t.Errorf("ogre dsii-mark-v lacks %q:\n%s", want, out)
		}
	}
	code, out, errs = runCmd(t, "--templates", dir, "ogre", "club-mark-iii", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var d struct {
		EMDie string `json:"em_die"`
		BMF   int    `json:"bmf"`
		Units []struct {
			Activation string            `json:"activation"`
			Armor      int               `json:"armor"`
			Signature  string            `json:"signature"`
			Valid      map[string]string `json:"valid"`
		} `json:"units"`
	}
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	// 002 OGRE for DSII, Tread Modules: "OGRE Fast Tracked: This Module provides 5 BMF".
	if d.EMDie != "d8" || d.BMF != 15 || len(d.Units) != 6 || d.Units[4].Activation != "main" || d.Units[4].Valid["ogre"] != "red,yellow" || d.Units[0].Signature != "1 (D12)" || d.Units[1].Armor != 6 {
		t.Errorf("ogre club-mark-iii --json: %s", out)
	}
	if code, _, errs := runCmd(t, "ogre", "dsii-mark-v", "--treads", "3"); code == 0 || !strings.Contains(errs, "--treads and --scale are a CRT Ogre's") {
		t.Errorf("ogre dsii-mark-v --treads 3: exit %d: %s", code, errs)
	}
}
