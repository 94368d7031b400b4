package dsii

import (
	"fmt"
	"strings"
)

// DieType is a die of the DSII ladder by its sides: D4, D6, D8, D10, D12.
// A step down the ladder is a "-1 die type" of 002 OGRE for DSII.
type DieType int

// The dice of the ladder, from the lowest.
const (
	D4  DieType = 4
	D6  DieType = 6
	D8  DieType = 8
	D10 DieType = 10
	D12 DieType = 12
)

// String returns the die as the JSON and the calculators write it: "d10".
func (d DieType) String() string { return fmt.Sprintf("d%d", int(d)) }

// Valid reports whether d is a die of the ladder.
func (d DieType) Valid() bool { return d >= D4 && d <= D12 && d%2 == 0 }

// Down returns the die n types lower (n < 0: higher), and false when that
// falls off the ladder (below D4 or above D12); the die is then D4 or D12.
func (d DieType) Down(n int) (DieType, bool) {
	e := d - DieType(2*n)
	switch {
	case e < D4:
		return D4, false
	case e > D12:
		return D12, false
	}
	return e, true
}

// ParseDie reads a die of the ladder, "d10" or "D10"; it errors on anything
// else, naming the dice it takes.
func ParseDie(s string) (DieType, error) {
	var n int
	if _, err := fmt.Sscanf(strings.ToLower(strings.TrimSpace(s)), "d%d", &n); err == nil {
		if d := DieType(n); d.Valid() && fmt.Sprintf("d%d", n) == strings.ToLower(strings.TrimSpace(s)) {
			return d, nil
		}
	}
	return 0, inputf("%q is not a die of the ladder; say d4, d6, d8, d10 or d12", s)
}

// Quality is an electronics module's quality, or a SMAK load's rating:
// Basic, Enhanced or Superior.
type Quality int

// The qualities, from the lowest.
const (
	Basic Quality = iota + 1
	Enhanced
	Superior
)

// qualityNames holds each quality's name as the referee types it.
var qualityNames = map[Quality]string{Basic: "basic", Enhanced: "enhanced", Superior: "superior"}

// String returns the quality's name: "superior".
func (q Quality) String() string { return qualityNames[q] }

// Die returns the die of quality q: Superior D10, Enhanced D8, Basic D6
// (002 OGRE for DSII, OGRE Modules: "Superior ... D10"; SMAK: "Basic,
// Enhanced, Superior ... d6, d8, d10 respectively").
func (q Quality) Die() DieType {
	switch q {
	case Superior:
		return D10
	case Enhanced:
		return D8
	case Basic:
		return D6
	}
	return 0
}

// ParseQuality reads a quality by its name, in any case; it errors on
// anything else, naming the qualities it takes.
func ParseQuality(s string) (Quality, error) {
	if q, ok := parseNamed(s, qualityNames); ok {
		return q, nil
	}
	return 0, inputf("%q is not a quality; say superior, enhanced or basic", s)
}
