package ffot

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"ogretable/engine"
)

// MoveRate is a stand's movement rate in inches: on road and cross
// country (004 FFOTigers: "e.g. 6/4, the left number is road movement
// rate, in inches, the right number is cross country movement rate").
type MoveRate struct {
	Road, Cross float64
}

// ParseMoveRate reads a movement rate written "6/4"; it errors unless it is
// two numbers of 0 or more.
func ParseMoveRate(s string) (MoveRate, error) {
	road, cross, ok := strings.Cut(strings.TrimSpace(s), "/")
	r, err1 := strconv.ParseFloat(road, 64)
	c, err2 := strconv.ParseFloat(cross, 64)
	if !ok || err1 != nil || err2 != nil || r < 0 || c < 0 {
		return MoveRate{}, errorf("movement %q is not road/cross-country inches such as 6/4", s)
	}
	return MoveRate{r, c}, nil
}

// Rate returns the stand's movement rate (its move, checked when the
// figures were loaded); it errors when the move is not road/cross-country
// inches.
func (s *Stand) Rate() (MoveRate, error) { return ParseMoveRate(s.Move) }

// String returns the rate as 004 writes it: "6/4".
func (m MoveRate) String() string {
	f := func(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }
	return f(m.Road) + "/" + f(m.Cross)
}

// Rate returns the rate in terrain t: the road rate on a road or a road up
// a slope, the cross country rate elsewhere.
func (m MoveRate) Rate(t Terrain) float64 {
	if t == Road || t == RoadUpSlope {
		return m.Road
	}
	return m.Cross
}

// RateFor returns the rate of a stand of mode mode in terrain t: Rate, but
// infantry down a slope at its road rate (004 FFOTigers: "Infantry can
// move 2 down slopes, just like on roads"; NoteSlopeDown).
func (m MoveRate) RateFor(mode Mode, t Terrain) float64 {
	if !mode.Vehicle() && (t == SlopeDown || t == DoubleSlopeDown) {
		return m.Road
	}
	return m.Rate(t)
}

// Cost returns how many inches of movement each inch of terrain t costs a
// stand of mode m, and false where it may not go: woods and swamp double
// for tracked and triple for wheeled vehicles (004 FFOTigers: "Woods and
// swamps cost double for tracked vehicles and triple for wheeled
// vehicles"; NoteWoods), slopes up double ("Slopes cost stands double
// movement going up"), a road up a slope not ("Roads up slopes negate the
// slope penalty"), fords triple ("Fords cost triple movement to cross"),
// double slopes closed to vehicles ("Double slopes cannot be driven up or
// down by vehicles") and double going up on foot (NoteDoubleSlope), and
// rivers closed but at a ford or a bridge ("Rivers can be crossed only at
// bridges or fords").
func Cost(m Mode, t Terrain) (int, bool) {
	switch {
	case t == River:
		return 0, false
	case (t == DoubleSlope || t == DoubleSlopeDown) && m.Vehicle():
		return 0, false
	case t.Woods() || t == Swamp:
		switch m {
		case Tracked:
			return 2, true
		case Wheeled:
			return 3, true
		}
	case t == SlopeUp || t == DoubleSlope:
		return 2, true
	case t == Ford:
		return 3, true
	}
	return 1, true
}

// CostFrom returns what each inch of terrain to costs a stand of mode m
// that starts its move in terrain from: Cost, but at least the slope's
// double when it starts on a slope (004 FFOTigers: "Stands that start on
// the slope must pay the penalty if they move, even if on a road"), and
// whether that is why it costs more.
func CostFrom(m Mode, from, to Terrain) (cost int, ok, startsOnSlope bool) {
	c, ok := Cost(m, to)
	if ok && from.Slope() && c < 2 {
		return 2, true, true
	}
	return c, ok, false
}

// costBefore29 is Cost as games created before issue 29 read it, which
// they keep (ReadingsOf): a double slope cost a stand on foot nothing
// more, and the terrain a stand started in did not count.
func costBefore29(m Mode, t Terrain) (int, bool) {
	if t == DoubleSlope && !m.Vehicle() {
		return 1, true
	}
	return Cost(m, t)
}

// Direction is which way a marked stand moves: toward the enemy or away.
type Direction string

// The directions.
const (
	Toward Direction = "toward"
	Away   Direction = "away"
)

// ParseDirection reads a direction; it errors on anything else.
func ParseDirection(s string) (Direction, error) {
	switch d := Direction(strings.ToLower(strings.TrimSpace(s))); d {
	case Toward, Away:
		return d, nil
	}
	return "", errorf("%q is not a direction; say toward or away", s)
}

// MarkerMove returns the part of its movement a stand with marker m may
// use in direction d: a pinned stand a quarter away and none toward, a
// suppressed one a quarter toward and a half away (004 FFOTigers: "All
// units that are pinned may only retreat away from the enemy at 1/4 speed";
// "Suppressed units may move towards the enemy at no more than 1/4 speed
// and may move away from the enemy at 1/2 speed"), an unmarked one all.
func MarkerMove(m Marker, d Direction) float64 {
	switch {
	case m == Pinned && d == Away:
		return 0.25
	case m == Pinned:
		return 0
	case m == Suppressed && d == Away:
		return 0.5
	case m == Suppressed:
		return 0.25
	}
	return 1
}

// Movement is how far a stand may move in one terrain.
type Movement struct {
	Rate   float64 // the rate that applies, road or cross country
	Cost   int     // inches of movement per inch; 0 where it may not go
	Inches float64 // how far it may go: the rate, cut by its marker, over the cost
	// Road is set when Rate is the road rate; From is the slope the stand
	// starts on when that raised the cost (CostFrom).
	Road bool
	From Terrain
}

// MovementIn returns how far a stand of rate r and mode m, with marker mk,
// may move in direction d through terrain t.
func MovementIn(r MoveRate, m Mode, t Terrain, mk Marker, d Direction) Movement {
	return MovementFrom(r, m, "", t, mk, d)
}

// MovementFrom is MovementIn for a stand that starts in terrain from ("":
// not said), which pays a slope's penalty (CostFrom).
func MovementFrom(r MoveRate, m Mode, from, t Terrain, mk Marker, d Direction) Movement {
	return movement(r, m, from, t, MarkerMove(mk, d))
}

// movement is how far a stand of rate r and mode m starting in terrain
// from goes through terrain t with the part of its movement given.
func movement(r MoveRate, m Mode, from, t Terrain, part float64) Movement {
	rate := r.RateFor(m, t)
	mv := Movement{Rate: rate, Road: rate == r.Road && (t == Road || t == RoadUpSlope || (!m.Vehicle() && (t == SlopeDown || t == DoubleSlopeDown)))}
	cost, ok, slope := CostFrom(m, from, t)
	if !ok {
		return mv
	}
	if slope {
		mv.From = from
	}
	mv.Cost, mv.Inches = cost, rate*part/float64(cost)
	return mv
}

// Words says how far the movement goes in terrain t, as the log and the
// dashboard write it: "up to 1" in forest (4" cross country, cost ×2)";
// "no way into double-slope" where it may not go.
func (mv Movement) Words(t Terrain) string {
	if mv.Cost == 0 {
		return "no way into " + string(t)
	}
	rate := "cross country"
	if mv.Road || t == Road {
		rate = "road"
	}
	w := fmt.Sprintf("up to %s\" in %s (%s\" %s", engine.FormatNumber(math.Round(mv.Inches*100)/100), t, engine.FormatNumber(mv.Rate), rate)
	if mv.Cost > 1 {
		w += fmt.Sprintf(", cost ×%d", mv.Cost)
	}
	if mv.From != "" {
		w += ", as it starts on " + string(mv.From)
	}
	return w + ")"
}

// MovedIn returns how far a stand of rate r and mode m goes through
// terrain t when it uses the amount moved of its movement: the rate that
// applies there, the cost, and the rate times the amount's part over the
// cost (Inches 0 where it may not go).
func MovedIn(r MoveRate, m Mode, t Terrain, moved Moved) Movement {
	return MovedFrom(r, m, "", t, moved)
}

// MovedFrom is MovedIn for a stand that starts in terrain from, which pays
// a slope's penalty (CostFrom).
func MovedFrom(r MoveRate, m Mode, from, t Terrain, moved Moved) Movement {
	return movement(r, m, from, t, moved.Part())
}

// movedBefore29 is MovedIn as games created before issue 29 read it
// (costBefore29), which they keep (ReadingsOf).
func movedBefore29(r MoveRate, m Mode, t Terrain, moved Moved) Movement {
	rate := r.Rate(t)
	cost, ok := costBefore29(m, t)
	if !ok {
		return Movement{Rate: rate}
	}
	return Movement{Rate: rate, Cost: cost, Inches: rate * moved.Part() / float64(cost), Road: t == Road}
}

// Moved is how much of its movement a stand used in its last movement
// phase, as the referee says it.
type Moved int

// How much a stand moved.
const (
	MovedNone Moved = iota
	MovedQuarter
	MovedHalf
	MovedFull
)

// movedNames holds each amount's name as the commands take it.
var movedNames = []string{MovedNone: "none", MovedQuarter: "quarter", MovedHalf: "half", MovedFull: "full"}

// String returns the amount's name: "none", "quarter", "half" or "full".
func (m Moved) String() string { return nameAt(movedNames, int(m)) }

// Part returns the part of its movement the amount is: 0, 0.25, 0.5 or
// 1.
func (m Moved) Part() float64 {
	switch m {
	case MovedQuarter:
		return 0.25
	case MovedHalf:
		return 0.5
	case MovedFull:
		return 1
	}
	return 0
}

// ParseMoved reads an amount of movement by its name; it errors on
// anything else.
func ParseMoved(s string) (Moved, error) {
	if m, ok := indexOf(movedNames, s); ok {
		return Moved(m), nil
	}
	return 0, errorf("%q is not an amount of movement; say none, quarter, half or full", s)
}

// MayFire reports whether a phasing stand that moved m may fire in its
// fire phase: not if it moved half or more (004 FFOTigers: "Phasing player
// stands that did not move or moved less than half during the phasing
// turn may fire").
func (m Moved) MayFire() bool { return m < MovedHalf }

// MayOverwatch reports whether a stand that moved m in its last turn may
// fire in overwatch: not if it used more than a quarter of its movement
// ("the overwatch stand must not of used more than 1/4 of its movement in
// the last turn").
func (m Moved) MayOverwatch() bool { return m <= MovedQuarter }

// MarshalText writes the amount by its name.
func (m Moved) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads an amount by its name.
func (m *Moved) UnmarshalText(b []byte) error {
	v, err := ParseMoved(string(b))
	*m = v
	return err
}
