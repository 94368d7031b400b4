package dsiicmd

import (
	"encoding/json"
	"strings"
	"testing"

	"ogretable/engine/dsii/dsiitest"
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
	dir := dsiitest.TemplatesDir(t, houseDesign)
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
	dir := dsiitest.TemplatesDir(t, houseDesign)
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

// pricedDesign is houseDesign with the referee's base costs.
const pricedDesign = `[[dsii-ogre]]
id = "club-mark-iii"
name = "Club Mark III"
mark = "mark-iii"
source = "our club"
electronics = {quality = "enhanced", armor = 5}
treads = {count = 3, size = 4, armor = 6, speed = "slow"}
batteries = [
  {kind = "main", count = 1, size = 4, armor = 7, weapon = "DFFG/6"},
  {kind = "ap", count = 2, size = 1, armor = 4, weapon = "APSW", facing = "rear"},
]
costs = {source = "our club's price list", electronics = 60, tread = 100, main = 150, ap = 20, fcs = 5, systems = 90}
`

// TestDSIICost: "ogretable dsii cost DESIGN" prices a design by 002 OGRE
// for DSII's formulas over the referee's base costs, each line and the
// total (--json too); a design without them says what the data lacks.
func TestDSIICost(t *testing.T) {
	dir := dsiitest.TemplatesDir(t, pricedDesign)
	code, out, errs := runCmd(t, "--templates", dir, "dsii", "cost", "club-mark-iii", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var c struct {
		Lines []struct {
			What   string  `json:"what"`
			Points float64 `json:"points"`
		} `json:"lines"`
		BPV     float64  `json:"bpv"`
		Total   *float64 `json:"total"`
		Missing []string `json:"missing"`
	}
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatal(err)
	}
	// BPV: 60 + 3 × 100 + 150 + 2 × 20 + the FCS (Electronics Module: class 6 × 1 direct-fire
	// module, the APSWs not counted, × 5) 30 + systems 90 = 670; no missiles, no TAS.
	// Tread Modules: "OGRE Slow Tracked: ... 20% of the total BPV", each of 3: 402.
	if c.BPV != 670 || c.Total == nil || *c.Total != 1072 || len(c.Missing) != 0 || len(c.Lines) != 7 {
		t.Errorf("dsii cost club-mark-iii --json: %s", out)
	}
	code, out, _ = runCmd(t, "--templates", dir, "dsii", "cost", "club-mark-iii")
	if code != 0 || !strings.Contains(out, "fire control system") || !strings.Contains(out, "class 6 × 1 direct-fire weapons modules × 5") || !strings.Contains(out, "Total: 1072 points") {
		t.Errorf("dsii cost club-mark-iii:\n%s", out)
	}
	code, out, _ = runCmd(t, "dsii", "cost", "dsii-mark-v")
	if code != 0 || !strings.Contains(out, "No total") || !strings.Contains(out, "costs.tread") {
		t.Errorf("dsii cost dsii-mark-v, without house costs:\n%s", out)
	}
	if code, _, errs := runCmd(t, "dsii", "cost", "mark-x"); code == 0 || !strings.Contains(errs, "mark-x") {
		t.Errorf("dsii cost mark-x: exit %d: %s", code, errs)
	}
}

// TestDSIISMAKLoadCost: the SMAK calculator gives an artillery load's cost
// (002 OGRE for DSII, Artillery fire against OGREs: "Enhanced: additional
// 10 points x the class of artillery per load").
func TestDSIISMAKLoadCost(t *testing.T) {
	code, out, errs := runCmd(t, "dsii", "smak", "--quality", "enhanced", "--class", "heavy", "--ecm-die", "d10", "--json")
	if code != 0 || !strings.Contains(out, `"load_cost": 30`) {
		t.Errorf("exit %d: %s %s", code, out, errs)
	}
	if _, out, _ := runCmd(t, "dsii", "smak", "--missile", "--firer-die", "d10", "--ecm-die", "d10", "--json"); strings.Contains(out, "load_cost") {
		t.Errorf("a missile has a load cost: %s", out)
	}
}
