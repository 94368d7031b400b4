package dsii

import "testing"

func TestADSDefenceDie(t *testing.T) {
	for _, c := range []struct {
		p       Pilot
		command int
		want    DieType
		bad     bool
	}{
		// 002 OGRE for DSII, Air defence: "Green = D6, Blue = D8, Orange = D10".
		{PilotGreen, 0, D6, false},
		{PilotBlue, 0, D8, false},
		{PilotOrange, 0, D10, false},
		// 002 OGRE for DSII, Air defence: "A command value of 1 reduces the die type by 1, and a
		// value of 3 increases the die type by 1."
		{PilotGreen, 1, D4, false},
		{PilotOrange, 3, D12, false},
		{PilotBlue, 2, D8, false},
		{PilotBlue, 4, 0, true},
		{Pilot(7), 0, 0, true},
	} {
		got, err := ADSDefenceDie(c.p, c.command)
		if got != c.want || (err != nil) != c.bad {
			t.Errorf("ADSDefenceDie(%s, %d) = %s, %v", c.p, c.command, got, err)
		}
	}
}

func TestADSAttackDie(t *testing.T) {
	for _, c := range []struct {
		em      DieType
		targets int
		want    DieType
		bad     bool
	}{
		// 002 OGRE for DSII, Air defence: "to attack two incoming aerospace fighters ... with an
		// undamage Electronics Module (D10) would fire at each target with a D8".
		{D10, 2, D8, false},
		{D10, 1, D10, false},
		{D10, 4, D4, false},
		{D10, 5, 0, true},
		{D6, 2, D4, false},
		{D6, 3, 0, true},
		{D10, 0, 0, true},
		{DieType(5), 1, 0, true},
	} {
		got, err := ADSAttackDie(c.em, c.targets)
		if got != c.want || (err != nil) != c.bad {
			t.Errorf("ADSAttackDie(%s, %d) = %s, %v", c.em, c.targets, got, err)
		}
	}
}

func TestADS(t *testing.T) {
	// 002 OGRE for DSII, Air defence: the worked example's D8 against a blue pilot's D8: lower
	// misses, equal aborts, higher hits; the three chances make 1.
	s, err := ADS(D10, 2, PilotBlue, 0)
	if err != nil {
		t.Fatal(err)
	}
	h, e, l := Opposed(D8, D8)
	if s.Attack != D8 || s.Defence != D8 || s.Hit != h || s.Abort != e || s.Miss != l {
		t.Errorf("ADS = %+v", s)
	}
	if s.Hit.Num+s.Abort.Num+s.Miss.Num != s.Hit.Den {
		t.Errorf("chances do not make 1: %+v", s)
	}
	if _, err := ADS(D10, 2, Pilot(0), 0); err == nil {
		t.Error("ADS took no pilot")
	}
	if _, err := ADS(D10, 9, PilotBlue, 0); err == nil {
		t.Error("ADS took 9 targets")
	}
}

func TestParsePilot(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Pilot
		bad  bool
	}{{"green", PilotGreen, false}, {"Blue", PilotBlue, false}, {"ORANGE", PilotOrange, false}, {"red", 0, true}} {
		got, err := ParsePilot(c.in)
		if got != c.want || (err != nil) != c.bad {
			t.Errorf("ParsePilot(%q) = %v, %v", c.in, got, err)
		}
	}
}
