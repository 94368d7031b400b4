package ffot

import "testing"

func TestSaveNeeded(t *testing.T) {
	for _, c := range []struct {
		t        Terrain
		hullDown bool
		want     int
		src      string
	}{
		{Open, false, 0, "004 FFOTigers: saves only for status or terraign"},
		{LightWoods, false, 5, "004 FFOTigers: Stands in Lt woods and Swamps save on a roll of 5+"},
		{Swamp, false, 5, "004 FFOTigers: Stands in Lt woods and Swamps save on a roll of 5+"},
		{Forest, false, 4, "004 FFOTigers: Stands in Forests, Towns, Smoke, Trenches, Gullies save on a roll of 4+"},
		{Town, false, 4, "004 FFOTigers: Stands in Forests, Towns ..."},
		{Smoke, false, 4, "004 FFOTigers: ... Smoke ..."},
		{Trench, false, 4, "004 FFOTigers: ... Trenches ..."},
		{Gully, false, 4, "004 FFOTigers: ... Gullies save on a roll of 4+"},
		{Open, true, 4, "004 FFOTigers: Stands which are hull down to the fire save on a roll of 4+"},
		{LightWoods, true, 4, "the better of two saves (NoteTwoSaves)"},
		{Forest, true, 4, "one roll of two 4+ saves (NoteTwoSaves)"},
	} {
		if got := SaveNeeded(c.t, c.hullDown); got != c.want {
			t.Errorf("SaveNeeded(%s, %v) = %d, want %d (%s)", c.t, c.hullDown, got, c.want, c.src)
		}
	}
	if c := SaveChance(0); c.Ways != 0 {
		t.Errorf("no save has a chance %v", c)
	}
	if c := SaveChance(5); c != (Chance{1, 3}) {
		t.Errorf("a 5+ save: %v", c)
	}
}

func TestParseTerrain(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Terrain
		bad  bool
	}{{"light woods", LightWoods, false}, {"Light-Woods", LightWoods, false}, {"double-slope", DoubleSlope, false}, {"jungle", "", true}} {
		got, err := ParseTerrain(c.in)
		if (err != nil) != c.bad || got != c.want {
			t.Errorf("ParseTerrain(%q) = %q, %v", c.in, got, err)
		}
	}
}
