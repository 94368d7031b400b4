package engine

import "testing"

// TestWeaponFigure: a weapon whose rules text gives no figures (000 FAQ's
// cruise missile: "special .... see notes", OFFICIAL UNITS LIST) shows the
// text's word for each figure still at the catalog's 0, and a figure a
// house rule gave as it is; a weapon with figures shows them all, 0 too.
func TestWeaponFigure(t *testing.T) {
	cm := WeaponType{Printed: "special"}
	house := WeaponType{Printed: "special", Defense: 3}
	gun := WeaponType{Attack: 4, Range: 0, Defense: 4}
	cases := []struct {
		name string
		w    WeaponType
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
		if got := (&c.w).Figure(c.v, FormatNumber(c.v)); got != c.want || (&c.w).ShowsNone() != c.none {
			t.Errorf("%s: %q (none %v), want %q (none %v)", c.name, got, (&c.w).ShowsNone(), c.want, c.none)
		}
	}
}
