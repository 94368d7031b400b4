package dsii

import "testing"

func TestThreat(t *testing.T) {
	// 002 OGRE for DSII, Reaction for those facing OGREs: "Mark I or Mark II: +0; Mark III: +1;
	// Mark III-B, IV, Fencer, or Fencer B: +2; Mark V: +3; Mark VI: +4".
	for _, c := range []struct {
		mark string
		want int
		bad  bool
	}{
		{"mark-i", 0, false}, {"Mark II", 0, false}, {"mark-iii", 1, false},
		{"Mark III-B", 2, false}, {"mk-iv", 2, false}, {"fencer", 2, false}, {"Fencer B", 2, false},
		{"mark-v", 3, false}, {"V", 3, false}, {"mk vi", 4, false},
		{"ninja", 0, true}, {"mark-vii", 0, true}, {"", 0, true},
	} {
		got, err := Threat(c.mark)
		if got != c.want || (err != nil) != c.bad {
			t.Errorf("Threat(%q) = %d, %v", c.mark, got, err)
		}
	}
	// 002 OGRE for DSII, Confidence and Reaction for OGREs: "It never requires a reaction test".
	if OgresTestReaction {
		t.Error("Ogres test reaction")
	}
}

func TestTerrainOf(t *testing.T) {
	// 002 OGRE for DSII, Terrain Effects on Mobility for OGREs.
	for _, c := range []struct {
		name  string
		want  Mobility
		rough bool
		bad   bool
	}{
		{"road", MobilityEasy, false, false},
		{"Roads", MobilityEasy, false, false},
		{"open", MobilityNormal, false, false},
		{"light scrub", MobilityNormal, false, false},
		{"cultivated", MobilityNormal, false, false},
		{"rough", MobilityNormal, false, false},
		// "Light Woods or Dense Woods should leave a path behind them ... of Rough".
		{"light-woods", MobilityNormal, true, false},
		{"urban", MobilityPoor, false, false},
		{"hills", MobilityPoor, false, false},
		{"Dense_Woods", MobilityPoor, true, false},
		{"river", MobilityPoor, false, false},
		{"stream", MobilityPoor, false, false},
		{"open-water", MobilityPoor, false, false},
		{"mountains", MobilityDifficult, false, false},
		{"swamp", MobilityDifficult, false, false},
		// "Impassable = None. It's an OGRE!": no terrain of the chart is impassable; a cliff is not in it.
		{"cliff", "", false, true},
	} {
		got, err := TerrainOf(c.name)
		if got.Mobility != c.want || got.LeavesRough != c.rough || (err != nil) != c.bad {
			t.Errorf("TerrainOf(%q) = %+v, %v", c.name, got, err)
		}
	}
}

func TestDFFGBand(t *testing.T) {
	for _, c := range []struct {
		weapon   string
		distance float64
		damaged  bool
		air      bool
		want     Band
	}{
		// 002 OGRE for DSII, OGRE Main Batteries: "DFFG/6 14" 28" 42"" (a figure is its band's farthest).
		{"DFFG/6", 0, false, false, BandClose},
		{"DFFG/6", 14, false, false, BandClose},
		{"DFFG/6", 14.5, false, false, BandMedium},
		{"DFFG/6", 28, false, false, BandMedium},
		{"DFFG/6", 42, false, false, BandLong},
		{"DFFG/6", 42.5, false, false, BandOut},
		{"dffg/7", 16, false, false, BandClose},
		{"DFFG/8", 54, false, false, BandLong},
		{"DFFG/9", 40, false, false, BandMedium},
		{"DFFG/9", 61, false, false, BandOut},
		// 002 OGRE for DSII, Damaged, Weapons Module: "fire as if at the next longest range band".
		{"DFFG/6", 10, true, false, BandMedium},
		{"DFFG/6", 20, true, false, BandLong},
		{"DFFG/6", 30, true, false, BandOut},
		// 002 OGRE for DSII, Air defence: "The maximum range for anti-air fire ... is equal to the
		// weapons Medium range."
		{"DFFG/6", 28, false, true, BandMedium},
		{"DFFG/6", 30, false, true, BandOut},
		{"DFFG/6", 20, true, true, BandLong},
	} {
		d, err := ParseDFFG(c.weapon)
		if err != nil {
			t.Fatal(err)
		}
		got, err := d.Band(c.distance, c.damaged, c.air)
		if err != nil || got != c.want {
			t.Errorf("%s.Band(%v, damaged %v, air %v) = %s, %v; want %s", d, c.distance, c.damaged, c.air, got, err, c.want)
		}
	}
	// 002 OGRE for DSII, OGRE Main Batteries: "You don't need a DFFG/10".
	for _, bad := range []string{"DFFG/10", "DFFG/5", "MDC/5", "DFFG/x", ""} {
		if _, err := ParseDFFG(bad); err == nil {
			t.Errorf("ParseDFFG(%q) took it", bad)
		}
	}
	if _, err := DFFGs[0].Band(-1, false, false); err == nil {
		t.Error("Band took -1 inches")
	}
}
