package crt

import (
	"testing"

	"ogretable/engine"
)

// TestWeaponFigure: a weapon whose rules text gives no figures (000 FAQ's
// cruise missile: "special .... see notes", OFFICIAL UNITS LIST) shows the
// text's word for each figure still at the catalog's 0, and a figure a
// house rule gave as it is; a weapon with figures shows them all, 0 too.
func TestWeaponFigure(t *testing.T) {
	cm := engine.WeaponType{Printed: "special"}
	house := engine.WeaponType{Printed: "special", Defense: 3}
	gun := engine.WeaponType{Attack: 4, Range: 0, Defense: 4}
	cases := []struct {
		name string
		w    engine.WeaponType
		v    float64
		want string
		none bool
	}{
		{"cruise missile's defence", cm, cm.Defense, "special", true},
		{"a house rule's defence", house, house.Defense, "3", false},
		{"a house rule left the attack", house, house.Attack, "special", false},
		{"a gun's range of 0", gun, gun.Range, "0", false},
	}
	for _, c := range cases {
		if got := Figure(&c.w, c.v, engine.FormatNumber(c.v)); got != c.want || ShowsNone(&c.w) != c.none {
			t.Errorf("%s: %q (none %v), want %q (none %v)", c.name, got, ShowsNone(&c.w), c.want, c.none)
		}
	}
}
