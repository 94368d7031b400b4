package dsii

import "testing"

func TestQualityDie(t *testing.T) {
	// 002 OGRE for DSII, OGRE Modules and SMAK: Superior D10, Enhanced D8, Basic D6.
	for _, c := range []struct {
		q    Quality
		want DieType
	}{{Superior, D10}, {Enhanced, D8}, {Basic, D6}} {
		if got := c.q.Die(); got != c.want {
			t.Errorf("%s.Die() = %s, want %s", c.q, got, c.want)
		}
	}
}

func TestDieDown(t *testing.T) {
	// 002 OGRE for DSII, Air defence: "(D10) would fire at each target with a D8".
	for _, c := range []struct {
		d    DieType
		n    int
		want DieType
		ok   bool
	}{{D10, 1, D8, true}, {D6, 1, D4, true}, {D4, 1, D4, false}, {D10, -1, D12, true}, {D12, -1, D12, false}, {D10, 3, D4, true}} {
		got, ok := c.d.Down(c.n)
		if got != c.want || ok != c.ok {
			t.Errorf("%s.Down(%d) = %s, %v; want %s, %v", c.d, c.n, got, ok, c.want, c.ok)
		}
	}
}

func TestParseDie(t *testing.T) {
	for _, c := range []struct {
		in   string
		want DieType
		bad  bool
	}{{"d10", D10, false}, {"D4", D4, false}, {"d12", D12, false}, {"d5", 0, true}, {"d14", 0, true}, {"10", 0, true}, {"d10x", 0, true}, {"", 0, true}} {
		got, err := ParseDie(c.in)
		if (err != nil) != c.bad || got != c.want {
			t.Errorf("ParseDie(%q) = %s, %v", c.in, got, err)
		}
	}
}

func TestParseQuality(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Quality
		bad  bool
	}{{"superior", Superior, false}, {"Enhanced", Enhanced, false}, {"basic", Basic, false}, {"elite", 0, true}} {
		got, err := ParseQuality(c.in)
		if (err != nil) != c.bad || got != c.want {
			t.Errorf("ParseQuality(%q) = %v, %v", c.in, got, err)
		}
	}
}
