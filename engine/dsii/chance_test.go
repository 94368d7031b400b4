package dsii

import "testing"

func TestAtLeast(t *testing.T) {
	// 002 OGRE for DSII, Electronics Module: "repaired on roll of 6+" and "4+" on the EM's die.
	for _, c := range []struct {
		d        DieType
		needed   int
		num, den int
	}{{D10, 6, 5, 10}, {D10, 4, 7, 10}, {D6, 6, 1, 6}, {D6, 4, 3, 6}, {D4, 6, 0, 4}, {D4, 4, 1, 4}, {D8, 1, 8, 8}, {D8, 0, 8, 8}, {D12, 13, 0, 12}} {
		got := AtLeast(c.d, c.needed)
		if got != (Chance{c.num, c.den}) {
			t.Errorf("AtLeast(%s, %d) = %v, want %d/%d", c.d, c.needed, got, c.num, c.den)
		}
	}
}

func TestOpposed(t *testing.T) {
	// Counted by hand from the faces: a D8 against a D10 (002 OGRE for DSII, SMAK example:
	// "The attacking player rolls his d8 and the OGRE player rolls a d10").
	for _, c := range []struct {
		a, b    DieType
		h, e, l int
		den     int
	}{{D8, D10, 28, 8, 44, 80}, {D6, D6, 15, 6, 15, 36}, {D10, D6, 39, 6, 15, 60}, {D4, D12, 6, 4, 38, 48}} {
		h, e, l := Opposed(c.a, c.b)
		if h != (Chance{c.h, c.den}) || e != (Chance{c.e, c.den}) || l != (Chance{c.l, c.den}) {
			t.Errorf("Opposed(%s, %s) = %v %v %v", c.a, c.b, h, e, l)
		}
	}
}

func TestChanceString(t *testing.T) {
	for _, c := range []struct {
		c    Chance
		want string
	}{{Chance{5, 10}, "1/2 (50%)"}, {Chance{28, 80}, "7/20 (35%)"}, {Chance{0, 4}, "0 (0%)"}, {Chance{8, 8}, "1 (100%)"}, {Chance{1, 6}, "1/6 (16.7%)"}} {
		if got := c.c.String(); got != c.want {
			t.Errorf("%+v.String() = %q, want %q", c.c, got, c.want)
		}
	}
}
