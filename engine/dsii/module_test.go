package dsii

import "testing"

func TestParseClass(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Class
		bad  bool
	}{{"em", ClassEM, false}, {"Tread", ClassTread, false}, {"weapon", ClassWeapon, false}, {"hull", 0, true}} {
		got, err := ParseClass(c.in)
		if (err != nil) != c.bad || got != c.want {
			t.Errorf("ParseClass(%q) = %v, %v", c.in, got, err)
		}
	}
}

func TestParseMarker(t *testing.T) {
	// 002 OGRE for DSII, Damage and Special Damage against OGRE modules:
	// Knocked Out, Damaged, Systems Down, Mobility, BOOM.
	for _, c := range []struct {
		in   string
		want Marker
		bad  bool
	}{{"ko", MarkerKO, false}, {"DMG", MarkerDMG, false}, {"sd", MarkerSD, false}, {"m", MarkerMobility, false}, {"mobility", MarkerMobility, false}, {"boom", MarkerBOOM, false}, {"kill", "", true}} {
		got, err := ParseMarker(c.in)
		if (err != nil) != c.bad || got != c.want {
			t.Errorf("ParseMarker(%q) = %v, %v", c.in, got, err)
		}
	}
}
