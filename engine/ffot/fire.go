package ffot

import (
	"math"
	"strconv"
	"strings"
)

// Band is a range band of direct fire: short, medium, long, or out of
// range.
type Band int

// The range bands, from the closest.
const (
	Short Band = iota + 1
	Medium
	Long
	OutOfRange
)

// bandNames holds each band's name as the calculators write it.
var bandNames = map[Band]string{Short: "short", Medium: "medium", Long: "long", OutOfRange: "out"}

// String returns the band's name: "short", "medium", "long" or "out".
func (b Band) String() string { return bandNames[b] }

// ParseBand reads a band in range ("short", "medium" or "long"); it
// errors on anything else.
func ParseBand(s string) (Band, error) {
	for _, b := range []Band{Short, Medium, Long} {
		if strings.EqualFold(strings.TrimSpace(s), b.String()) {
			return b, nil
		}
	}
	return 0, errorf("%q is not a range band; say short, medium or long", s)
}

// ToHit returns the modified roll that hits in the band: 3+ short, 4+
// medium, 5+ long (004 FFOTigers: "SHORT RANGE HITS ON A MODIFIED 3+",
// "MEDIUM ... 4+", "LONG ... 5+"); 0 out of range.
func (b Band) ToHit() int {
	switch b {
	case Short:
		return 3
	case Medium:
		return 4
	case Long:
		return 5
	}
	return 0
}

// PenModifier returns what the band adds to penetration: +1 short, -1
// long (004 FFOTigers: "Short range fire is +1 to penetration. Long range
// fire is -1 to penetration.").
func (b Band) PenModifier() int {
	switch b {
	case Short:
		return 1
	case Long:
		return -1
	}
	return 0
}

// Ranges are a weapon's three range numbers in inches, "R1 3-6-9": the
// longest short, medium and long ranges.
type Ranges [3]float64

// ParseRanges reads ranges written "3-6-9"; it errors unless they are three
// numbers above 0 that increase.
func ParseRanges(s string) (Ranges, error) {
	parts := strings.Split(strings.TrimSpace(s), "-")
	var r Ranges
	if len(parts) != 3 {
		return r, errorf("ranges %q are not three numbers such as 3-6-9", s)
	}
	for i, p := range parts {
		v, err := strconv.ParseFloat(p, 64)
		if err != nil {
			return r, errorf("ranges %q are not three numbers such as 3-6-9", s)
		}
		r[i] = v
	}
	return r, r.Check()
}

// Check returns an error unless the ranges are above 0 and increase (004
// FFOTigers: "R1 3-6-9").
func (r Ranges) Check() error {
	if !(r[0] > 0 && r[0] < r[1] && r[1] < r[2]) {
		return errorf("ranges %s must be above 0 and increase, such as 3-6-9", r)
	}
	return nil
}

// String returns the ranges as 004 writes them: "3-6-9".
func (r Ranges) String() string {
	f := func(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }
	return f(r[0]) + "-" + f(r[1]) + "-" + f(r[2])
}

// Band returns the band of a target d inches away: short up to the first
// number, medium up to the second, long up to the third, out beyond (004
// FFOTigers: "this is the first number, in inches or less"; "any range
// greater than the first number").
func (r Ranges) Band(d float64) Band {
	switch {
	case d <= r[0]:
		return Short
	case d <= r[1]:
		return Medium
	case d <= r[2]:
		return Long
	}
	return OutOfRange
}

// ROFDice returns the dice a stand rolls to hit with a weapon of rate of
// fire rof: the rate plus the quality's ROF modifier (004 FFOTigers: "the
// firing stand's adjusted rate of fire (ROF)"), or one in an over-run
// ("All weapons have a ROF of one during over-run combat, thus quality
// does not add or subtract from ROF").
func ROFDice(rof int, q Quality, overrun bool) int {
	if overrun {
		return 1
	}
	return rof + q.ROFModifier()
}

// Shot is a stand's direct fire with a weapon at a target, as the referee
// describes it.
type Shot struct {
	Range        float64 // inches to the target
	Ranges       Ranges  // the weapon's ranges
	Quality      Quality // the firing stand's
	ROF          int     // the weapon's rate of fire
	Marker       Marker  // the firing stand's
	RoutedTarget bool    // the target's unit routed (+1 to hit)
	Overrun      bool    // fire in an over-run: one die
}

// Modifier returns what is added to each to-hit die: the quality's firing
// modifier, -2 pinned or -1 suppressed, and +1 at a routed unit (004
// FFOTigers: "are plus one to hit during the next enemy fire phase").
func (s Shot) Modifier() int {
	m := s.Quality.FiringModifier() + s.Marker.FireModifier()
	if s.RoutedTarget {
		m++
	}
	return m
}

// Odds are the chances of a roll of several dice: the lowest face that
// succeeds on each die (1 to 6, 7 for none), the dice, the chance of one
// die and of at least one.
type Odds struct {
	Needed    int
	Dice      int
	Chance    Chance
	ChanceAny Chance
}

// oddsOf returns the odds of dice that each succeed from needed.
func oddsOf(needed, dice int) Odds {
	c := AtLeast(needed)
	return Odds{Needed: needed, Dice: dice, Chance: c, ChanceAny: c.AnyOf(dice)}
}

// HitOdds are the odds of a shot and its band.
type HitOdds struct {
	Band Band
	Odds
}

// Odds returns the shot's band and odds: each die hits from the band's
// number less the modifier. It errors on a shot that is not one: a bad
// quality or ranges, a range below 0, fewer than one die or more than
// MaxDice. Out of range, no face hits.
func (s Shot) Odds() (HitOdds, error) {
	b, needed, dice, err := s.Roll()
	if err != nil {
		return HitOdds{}, err
	}
	return HitOdds{b, oddsOf(needed, dice)}, nil
}

// Roll returns what the shot rolls: its band, the lowest face that hits
// (7 for none, out of range too), and the dice. It errors as Odds does.
func (s Shot) Roll() (b Band, needed, dice int, err error) {
	if err := s.check(); err != nil {
		return 0, 0, 0, err
	}
	b = s.Ranges.Band(s.Range)
	dice = ROFDice(s.ROF, s.Quality, s.Overrun)
	if b == OutOfRange {
		return b, 7, dice, nil
	}
	return b, neededFace(b.ToHit(), s.Modifier()), dice, nil
}

// check returns an error unless the shot can be rolled.
func (s Shot) check() error {
	if err := s.Ranges.Check(); err != nil {
		return err
	}
	if !(s.Range >= 0) || math.IsInf(s.Range, 0) {
		return errorf("a range is 0 inches or more, not %s", strconv.FormatFloat(s.Range, 'f', -1, 64))
	}
	return checkDice(s.ROF, s.Quality, s.Overrun)
}

// checkDice returns an error unless a rate of fire and a quality make 1 to
// MaxDice dice.
func checkDice(rof int, q Quality, overrun bool) error {
	if !q.Valid() {
		return errorf("the firing stand has no quality")
	}
	if rof < 1 {
		return errorf("a rate of fire is 1 or more, not %d", rof)
	}
	if n := ROFDice(rof, q, overrun); n > MaxDice {
		return errorf("%d dice are more than the %d a chance is counted for", n, MaxDice)
	}
	return nil
}
