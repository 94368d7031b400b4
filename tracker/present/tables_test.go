package present_test

import (
	"bytes"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/templates"
	"ogretable/tracker/present"
)

// TestUnitsShowAnOgresWeapons: "ogretable units" gives an Ogre no attack,
// range, defence or VP of 0: its row says "-", and its weapons, each with
// its figures, are listed after the table (its JSON entry holds them); a
// weapon the text gives no figures prints the text's word (issue 31, at the
// table).
func TestUnitsShowAnOgresWeapons(t *testing.T) {
	cat, err := templates.Default()
	if err != nil {
		t.Fatal(err)
	}
	entries := present.UnitEntries(cat, engine.KindOgre, engine.Hexes)
	byID := map[string]present.UnitEntry{}
	for _, e := range entries {
		byID[e.ID] = e
	}
	// 000 FAQ, OFFICIAL UNITS LIST (Ogre table): the Mark V's 2 main (4/3,
	// D4), 6 secondary (3/2, D3), 12 AP (1/1, D1), 6 missiles (6/5, D3).
	mk5 := byID["mark-v"]
	want := []present.WeaponEntry{{ID: "main", Count: 2, Attack: 4, Range: 3, Defense: 4, VP: 8},
		{ID: "secondary", Count: 6, Attack: 3, Range: 2, Defense: 3, VP: 4},
		{ID: "ap", Count: 12, Attack: 1, Range: 1, Defense: 1, VP: 1},
		{ID: "missile", Count: 6, Attack: 6, Range: 5, Defense: 3, VP: 1, OneShot: true}}
	if len(mk5.Weapons) != len(want) {
		t.Fatalf("mark-v's weapons: %+v", mk5.Weapons)
	}
	for i, w := range want {
		got := mk5.Weapons[i]
		if got.ID != w.ID || got.Count != w.Count || got.Attack != w.Attack || got.Range != w.Range ||
			got.Defense != w.Defense || got.VP != w.VP || got.OneShot != w.OneShot {
			t.Errorf("mark-v's weapon %d = %+v, want %+v", i, got, w)
		}
	}
	if heavy := present.UnitEntries(cat, engine.KindArmour, engine.Hexes); len(heavy) == 0 || heavy[0].Weapons != nil {
		t.Errorf("armour lists weapons: %+v", heavy)
	}
	var b bytes.Buffer
	present.WriteUnits(&b, cat, entries, engine.Hexes)
	out := b.String()
	for _, line := range strings.Split(out, "\n") {
		if f := strings.Fields(line); len(f) > 0 && f[0] == "mark-v" {
			// id, name (Mark V), kind, att, range, def, move, mode, size, VP, official
			if got := strings.Join(f[4:], " "); got != "- - - 3 ogre 8 - yes" {
				t.Errorf("mark-v's row: %q", line)
			}
		}
	}
	for _, w := range []string{
		"  mark-v: 2 main 4/3 D4 8 VP, 6 secondary 3/2 D3 4 VP, 12 AP 1/1 D1 1 VP, 6 missile 6/5 D3 1 VP (one shot)\n",
		// 000 FAQ, the Mark VII's cruise missiles: "special", no figures.
		"2 cruise special 12 VP (one shot)",
	} {
		if !strings.Contains(out, w) {
			t.Errorf("units --kind ogre lacks %q:\n%s", w, out)
		}
	}
}
