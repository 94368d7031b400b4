package ffot_test

import (
	"testing"

	"ogretable/engine/ffot"
)

// TestWeaponOf reads "STAND.WEAPON" as the fire verbs do: the first weapon
// when none is named, a name in any case, "crew" for the crew's own arms;
// a name the stand has no weapon of is refused.
func TestWeaponOf(t *testing.T) {
	tb := newTable(t)
	tb.must("add mobile-howitzer as ART side attacker")
	for _, c := range []struct {
		name, stand, weapon string
		want                string // "" refused
		crew                bool
	}{
		// issue 23: "fire STAND[.WEAPON]"; the first weapon when none is named.
		{"no name", "HT1", "", "gun", false},
		{"a name in capitals", "HT1", "GUN", "gun", false},
		// 004 FFOTigers: a crew fires its own arms by the weapon's crew INF.
		{"the crew's arms", "ART", "crew", "howitzer", true},
		{"no crew INF", "HT1", "crew", "", false},
		{"no such weapon", "HT1", "mg", "", false},
	} {
		w, crew, err := ffot.WeaponOf(tb.g, tb.g.Unit(c.stand), c.weapon)
		switch {
		case c.want == "" && err == nil:
			t.Errorf("%s: %s.%s gives %s, want a refusal", c.name, c.stand, c.weapon, w.Name)
		case c.want != "" && (err != nil || w.Name != c.want || crew != c.crew):
			t.Errorf("%s: %s.%s gives %s, crew %v, %v; want %s, crew %v", c.name, c.stand, c.weapon, w.Name, crew, err, c.want, c.crew)
		}
	}
}
