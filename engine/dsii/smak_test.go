package dsii

import "testing"

func TestSMAKChits(t *testing.T) {
	// 002 OGRE for DSII, Artillery fire against OGREs: "Light Artillery pulls 2 chits, Medium
	// pulls 3, and Heavy pulls 4".
	for _, c := range []struct {
		a    ArtilleryClass
		want int
	}{{Light, 2}, {Medium, 3}, {Heavy, 4}} {
		if got := SMAKChits(c.a); got != c.want {
			t.Errorf("SMAKChits(%s) = %d, want %d", c.a, got, c.want)
		}
	}
}

func TestSMAK(t *testing.T) {
	// 002 OGRE for DSII, SMAK example: "The OGRE has suffered no damage to its Electronics
	// Module, so it defends with an ECM value of d10. The attacking SMAK rounds are Enhanced, so
	// it attacks with a d8 ... the attacking player will pull 4 chits" (3 Heavy elements).
	s, err := SMAK(Enhanced, Heavy, EM{Quality: Superior}.Die())
	if err != nil {
		t.Fatal(err)
	}
	hit, _, _ := Opposed(D8, D10)
	if s.Attack != D8 || s.ECM != D10 || s.Hit != hit || s.Chits != 4 {
		t.Errorf("SMAK = %+v", s)
	}
	// 002 OGRE for DSII, OGRE Missiles: "using the current effectiveness die of the OGREs
	// Electronics Module"; "pull 6 chits when used in SMAK mode against an OGRE target".
	m, err := MissileSMAK(D10, D8)
	hit, _, _ = Opposed(D10, D8)
	if err != nil || m.Attack != D10 || m.ECM != D8 || m.Hit != hit || m.Chits != 6 {
		t.Errorf("MissileSMAK = %+v, %v", m, err)
	}
	for _, bad := range []func() error{
		func() error { _, err := SMAK(Quality(0), Heavy, D10); return err },
		func() error { _, err := SMAK(Basic, ArtilleryClass(4), D10); return err },
		func() error { _, err := SMAK(Basic, Light, DieType(3)); return err },
		func() error { _, err := MissileSMAK(DieType(0), D10); return err },
	} {
		if bad() == nil {
			t.Error("a bad SMAK was taken")
		}
	}
}

func TestParseSMAKTarget(t *testing.T) {
	// 002 OGRE for DSII, Artillery fire against OGREs: "SMAK - EM" ... "SMAK - TM"; the example's
	// "SMAK - TR" attacks "the rear Tread Module".
	for _, c := range []struct {
		in, kind string
		bad      bool
	}{{"EM", "electronics", false}, {"smak-mb", "main", false}, {"SMAK - SB", "secondary", false}, {"ap", "ap", false},
		{"MM", "missile", false}, {"MR", "rack", false}, {"TM", "tread", false}, {"TR", "tread", false}, {"XX", "", true}} {
		got, err := ParseSMAKTarget(c.in)
		if got.Kind != c.kind || (err != nil) != c.bad {
			t.Errorf("ParseSMAKTarget(%q) = %+v, %v", c.in, got, err)
		}
	}
}

func TestSMAKCost(t *testing.T) {
	// 002 OGRE for DSII, Artillery fire against OGREs: "Basic: additional 5 points x the class of
	// artillery per load", Enhanced 10, Superior 15.
	for _, c := range []struct {
		q    Quality
		a    ArtilleryClass
		want int
	}{{Basic, Light, 5}, {Basic, Heavy, 15}, {Enhanced, Medium, 20}, {Superior, Heavy, 45}, {Quality(0), Heavy, 0}} {
		if got := SMAKCost(c.q, c.a); got != c.want {
			t.Errorf("SMAKCost(%s, %s) = %d, want %d", c.q, c.a, got, c.want)
		}
	}
}

func TestParseArtilleryClass(t *testing.T) {
	for _, c := range []struct {
		in   string
		want ArtilleryClass
		bad  bool
	}{{"light", Light, false}, {"Medium", Medium, false}, {"HEAVY", Heavy, false}, {"super-heavy", 0, true}} {
		got, err := ParseArtilleryClass(c.in)
		if got != c.want || (err != nil) != c.bad {
			t.Errorf("ParseArtilleryClass(%q) = %v, %v", c.in, got, err)
		}
	}
}

func TestMissileChances(t *testing.T) {
	// 002 OGRE for DSII, OGRE Missiles and The Final Option: 4+ on the EM's die for each impact
	// marker, each abort, and the self-destruct.
	for _, c := range []struct {
		d        DieType
		num, den int
	}{{D10, 7, 10}, {D8, 5, 8}, {D6, 3, 6}, {D4, 1, 4}} {
		want := Chance{c.num, c.den}
		if TASChance(c.d) != want || AbortChance(c.d) != want || SelfDestructChance(c.d) != want {
			t.Errorf("4+ on %s: %v %v %v, want %v", c.d, TASChance(c.d), AbortChance(c.d), SelfDestructChance(c.d), want)
		}
	}
	// 002 OGRE for DSII, OGRE Missiles: "one greater than is normally pulled".
	if got := MissileChitsVsNonOgre(3); got != 4 {
		t.Errorf("MissileChitsVsNonOgre(3) = %d", got)
	}
}
