package ffot

import "testing"

func TestMovementIn(t *testing.T) {
	r := MoveRate{Road: 6, Cross: 4} // 004 FFOTigers: "e.g. 6/4"
	for _, c := range []struct {
		name   string
		m      Mode
		t      Terrain
		mk     Marker
		d      Direction
		rate   float64
		cost   int
		inches float64
	}{
		// "the left number is road movement rate ... the right number is cross country".
		{"on a road", Tracked, Road, Unmarked, Toward, 6, 1, 6},
		{"in the open", Wheeled, Open, Unmarked, Toward, 4, 1, 4},
		// "Woods and swamps cost double for tracked vehicles and triple for wheeled vehicles".
		{"tracked in forest", Tracked, Forest, Unmarked, Toward, 4, 2, 2},
		{"wheeled in swamp", Wheeled, Swamp, Unmarked, Toward, 4, 3, 4.0 / 3},
		{"tracked in light woods", Tracked, LightWoods, Unmarked, Toward, 4, 2, 2},
		{"on foot in forest", Foot, Forest, Unmarked, Toward, 4, 1, 4}, // NoteWoods
		// "Slopes cost stands double movement going up."
		{"on foot up a slope", Foot, SlopeUp, Unmarked, Toward, 4, 2, 2},
		// "Fords cost triple movement to cross".
		{"tracked at a ford", Tracked, Ford, Unmarked, Toward, 4, 3, 4.0 / 3},
		// "Double slopes cannot be driven up or down by vehicles."
		{"tracked on a double slope", Tracked, DoubleSlope, Unmarked, Toward, 4, 0, 0},
		{"on foot on a double slope", Foot, DoubleSlope, Unmarked, Toward, 4, 1, 4},
		// "All units that are pinned may only retreat away from the enemy at 1/4 speed."
		{"pinned, away", Tracked, Road, Pinned, Away, 6, 1, 1.5},
		{"pinned, toward", Tracked, Road, Pinned, Toward, 6, 1, 0},
		// "Suppressed units may move towards the enemy at no more than 1/4
		// speed and may move away from the enemy at 1/2 speed."
		{"suppressed, toward", Tracked, Open, Suppressed, Toward, 4, 1, 1},
		{"suppressed, away, in forest", Tracked, Forest, Suppressed, Away, 4, 2, 1},
	} {
		got := MovementIn(r, c.m, c.t, c.mk, c.d)
		if got.Rate != c.rate || got.Cost != c.cost || got.Inches != c.inches {
			t.Errorf("%s: %+v, want rate %v cost %d inches %v", c.name, got, c.rate, c.cost, c.inches)
		}
	}
}

func TestParseMoveRate(t *testing.T) {
	for _, c := range []struct {
		in   string
		want MoveRate
		bad  bool
	}{{"6/4", MoveRate{6, 4}, false}, {"12/8.5", MoveRate{12, 8.5}, false}, {"6", MoveRate{}, true}, {"6/-1", MoveRate{}, true}, {"a/b", MoveRate{}, true}} {
		got, err := ParseMoveRate(c.in)
		if (err != nil) != c.bad || got != c.want {
			t.Errorf("ParseMoveRate(%q) = %v, %v", c.in, got, err)
		}
	}
}

func TestMovedMayFire(t *testing.T) {
	for _, c := range []struct {
		m               Moved
		fire, overwatch bool
	}{
		// "stands that did not move or moved less than half ... may fire";
		// "must not of used more than 1/4 of its movement in the last turn".
		{MovedNone, true, true}, {MovedQuarter, true, true}, {MovedHalf, false, false}, {MovedFull, false, false},
	} {
		if c.m.MayFire() != c.fire || c.m.MayOverwatch() != c.overwatch {
			t.Errorf("moved %s: fire %v, overwatch %v", c.m, c.m.MayFire(), c.m.MayOverwatch())
		}
	}
}

// TestMovedIn: the inches a stand goes with the part of its movement it
// uses, in the terrain it moves into, and the words the log says them in.
func TestMovedIn(t *testing.T) {
	r := MoveRate{Road: 6, Cross: 4} // 004 FFOTigers: "e.g. 6/4"
	for _, c := range []struct {
		name  string
		m     Mode
		t     Terrain
		moved Moved
		words string
	}{
		// "the left number is road movement rate ... the right number is cross country".
		{"all of it on a road", Tracked, Road, MovedFull, `up to 6" in road (6" road)`},
		{"half in the open", Wheeled, Open, MovedHalf, `up to 2" in open (4" cross country)`},
		// "Woods and swamps cost double for tracked vehicles and triple for wheeled vehicles".
		{"a quarter into forest, tracked", Tracked, Forest, MovedQuarter, `up to 0.5" in forest (4" cross country, cost ×2)`},
		{"all into swamp, wheeled", Wheeled, Swamp, MovedFull, `up to 1.33" in swamp (4" cross country, cost ×3)`},
		// "Double slopes cannot be driven up or down by vehicles."
		{"a vehicle onto a double slope", Tracked, DoubleSlope, MovedFull, "no way into double-slope"},
		{"none", Foot, Open, MovedNone, `up to 0" in open (4" cross country)`},
	} {
		if got := MovedIn(r, c.m, c.t, c.moved).Words(c.t); got != c.words {
			t.Errorf("%s: %q, want %q", c.name, got, c.words)
		}
	}
}
