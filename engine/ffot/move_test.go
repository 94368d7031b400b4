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
		// NoteDoubleSlope (issue 29): a double slope costs infantry at
		// least what a slope costs.
		{"on foot up a double slope", Foot, DoubleSlope, Unmarked, Toward, 4, 2, 2},
		{"tracked down a double slope", Tracked, DoubleSlopeDown, Unmarked, Toward, 4, 0, 0},
		// "Infantry can move 2 down slopes, just like on roads" (NoteSlopeDown).
		{"on foot down a slope", Foot, SlopeDown, Unmarked, Toward, 6, 1, 6},
		{"on foot down a double slope", Foot, DoubleSlopeDown, Unmarked, Toward, 6, 1, 6},
		{"tracked down a slope", Tracked, SlopeDown, Unmarked, Toward, 4, 1, 4},
		// "Roads up slopes negate the slope penalty".
		{"wheeled on a road up a slope", Wheeled, RoadUpSlope, Unmarked, Toward, 6, 1, 6},
		// "Rivers can be crossed only at bridges or fords".
		{"tracked into a river", Tracked, River, Unmarked, Toward, 4, 0, 0},
		{"on foot into a river", Foot, River, Unmarked, Toward, 4, 0, 0},
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
		// 004 FFOTigers, the fire rules: "stands that did not move or moved
		// less than half ... may fire"; 9. OVERWATCH FIRE: "must not of used more
		// than 1/4 of its movement in the last turn".
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

// TestMovementFrom: a stand that starts on a slope pays the slope's
// penalty when it moves, even along a road (004 FFOTigers: "Stands that
// start on the slope must pay the penalty if they move, even if on a
// road"; NoteSlopeStart); one that comes onto a road up a slope from
// elsewhere does not ("Roads up slopes negate the slope penalty").
func TestMovementFrom(t *testing.T) {
	r := MoveRate{Road: 6, Cross: 4} // 004 FFOTigers: "e.g. 6/4"
	for _, c := range []struct {
		name     string
		m        Mode
		from, to Terrain
		words    string
	}{
		{"onto a road up a slope", Tracked, Open, RoadUpSlope, `up to 6" in road-up-slope (6" road)`},
		{"along a road up a slope it starts on", Tracked, RoadUpSlope, RoadUpSlope, `up to 3" in road-up-slope (6" road, cost ×2, as it starts on road-up-slope)`},
		{"off a slope into the open", Wheeled, SlopeUp, Open, `up to 2" in open (4" cross country, cost ×2, as it starts on slope-up)`},
		{"down from a slope it stands on", Foot, SlopeDown, SlopeDown, `up to 3" in slope-down (6" road, cost ×2, as it starts on slope-down)`},
		{"up a slope from a slope: double, once", Tracked, SlopeUp, SlopeUp, `up to 2" in slope-up (4" cross country, cost ×2)`},
		{"from the open", Tracked, Open, Open, `up to 4" in open (4" cross country)`},
		{"through a forest from a slope: the forest's double", Tracked, SlopeUp, Forest, `up to 2" in forest (4" cross country, cost ×2)`},
		{"a wheeled stand from a slope into swamp: triple", Wheeled, SlopeUp, Swamp, `up to 1.33" in swamp (4" cross country, cost ×3)`},
	} {
		if got := MovedFrom(r, c.m, c.from, c.to, MovedFull).Words(c.to); got != c.words {
			t.Errorf("%s: %q, want %q", c.name, got, c.words)
		}
		if got, want := MovementFrom(r, c.m, c.from, c.to, Unmarked, Toward), MovedFrom(r, c.m, c.from, c.to, MovedFull); got != want {
			t.Errorf("%s: MovementFrom %+v, MovedFrom %+v", c.name, got, want)
		}
	}
}
