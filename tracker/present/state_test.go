package present_test

import (
	"encoding/json"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/tracker/present"
)

// TestStateSaysStructurePointsAndRackMissiles: "ogretable state" says a
// structure's structure points left and the missiles left in each rack, in
// its text and its JSON (issue 11).
func TestStateSaysStructurePointsAndRackMissiles(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	o := ogreOf(s)
	run(t, s, "add mark-iv as MK4 side ogre", "add large building as LB1 side defence",
		"override fire MK4.rack1 at HVY1 die 1", "override fire "+o+".main1 at LB1")
	var b strings.Builder
	if err := present.WriteState(&b, s.Info(), s.State()); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	for _, want := range []string{"missiles in racks: rack1 4, rack2 5, rack3 5", "structure points 1/5"} {
		if !strings.Contains(text, want) {
			t.Errorf("state does not say %q:\n%s", want, text)
		}
	}
	out, err := json.Marshal(present.StateOf(s.Info(), s.State()))
	if err != nil {
		t.Fatal(err)
	}
	var st struct {
		Units []struct {
			Label   string   `json:"label"`
			SP      *float64 `json:"structure_points"`
			SPMax   float64  `json:"structure_points_max"`
			Weapons []struct {
				ID   string `json:"id"`
				Ammo *int   `json:"ammo"`
			} `json:"weapons"`
		} `json:"units"`
	}
	if err := json.Unmarshal(out, &st); err != nil {
		t.Fatal(err)
	}
	for _, u := range st.Units {
		switch u.Label {
		case "LB1":
			if u.SP == nil || *u.SP != 1 || u.SPMax != 5 {
				t.Errorf("LB1's structure points in JSON: %v of %v", u.SP, u.SPMax)
			}
		case "MK4":
			for _, w := range u.Weapons {
				if w.ID == "rack1" && (w.Ammo == nil || *w.Ammo != 4) {
					t.Errorf("rack1's missiles in JSON: %v", w.Ammo)
				}
			}
		case "HVY1", "CP1":
			if u.SP != nil {
				t.Errorf("%s has structure points in JSON: %v", u.Label, *u.SP)
			}
		}
	}
	if r := rowOf(t, present.RosterRows(s.State(), ""), "LB1"); !strings.Contains(r.Text(), "SP 1/5") {
		t.Errorf("the roster's LB1 row: %q", r.Text())
	}
}
