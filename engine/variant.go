package engine

import (
	"math"
	"strconv"
)

// Variant is the rules variant a game is played under, chosen when the game
// is created and never changed (ARCHITECTURE.md, Decisions, Rules variants and scale). Each
// system names its own (RegisterSystem); one may be the default
// (RegisterDefault).
type Variant string

// Scale is how distances are shown: hexes, or inches where one hex is two
// inches (OFFICIAL-NOTES, Miniatures scale).
type Scale string

// The scales.
const (
	Hexes  Scale = "hex"
	Inches Scale = "inch"
)

// ParseScale returns the scale named s ("hex", "hexes", "inch", "inches"),
// or an error listing the choices.
func ParseScale(s string) (Scale, error) {
	switch NormalName(s) {
	case "hex", "hexes", "":
		return Hexes, nil
	case "inch", "inches", "in":
		return Inches, nil
	}
	return "", Refusef("unknown scale %q; choose hex or inch", s)
}

// Distance returns a distance given in hexes as a number in the scale.
func (s Scale) Distance(hexes float64) float64 {
	if s == Inches {
		return hexes * 2
	}
	return hexes
}

// Format returns a distance given in hexes as text in the scale, with its
// unit: "3 hexes", "1 hex", `6"`.
func (s Scale) Format(hexes float64) string {
	d := s.Distance(hexes)
	if s == Inches {
		return FormatNumber(d) + `"`
	}
	if d == 1 {
		return "1 hex"
	}
	return FormatNumber(d) + " hexes"
}

// Unit returns the scale's unit as a short word for column headings.
func (s Scale) Unit() string {
	if s == Inches {
		return "in"
	}
	return "hex"
}

// FormatNumber returns x without a trailing ".0": 3, 1.5, 0.33.
func FormatNumber(x float64) string {
	if x == math.Trunc(x) {
		if x >= 0 && x < 100 && !math.Signbit(x) {
			return strconv.Itoa(int(x)) // the same digits, and no allocation for a small number
		}
		return strconv.FormatFloat(x, 'f', 0, 64)
	}
	return strconv.FormatFloat(x, 'f', -1, 64)
}
