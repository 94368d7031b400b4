package dsii

import (
	"fmt"
	"math/big"
)

// Chance is an exact chance counted from the faces of the dice: Num of Den
// equally likely throws.
type Chance struct{ Num, Den int }

// Float returns the chance as a number from 0 to 1 (0 when Den is 0).
func (c Chance) Float() float64 {
	if c.Den == 0 {
		return 0
	}
	return float64(c.Num) / float64(c.Den)
}

// String returns the chance as a fraction in lowest terms and a percentage:
// "3/10 (30%)", "0 (0%)", "1 (100%)".
func (c Chance) String() string {
	if c.Den == 0 || c.Num == 0 {
		return "0 (0%)"
	}
	r := big.NewRat(int64(c.Num), int64(c.Den))
	pct := fmt.Sprintf("%.1f%%", 100*c.Float())
	if len(pct) > 4 && pct[len(pct)-3:] == ".0%" {
		pct = pct[:len(pct)-3] + "%"
	}
	return fmt.Sprintf("%s (%s)", r.RatString(), pct)
}

// AtLeast returns the chance of rolling needed or more on die d: "4+" on
// a D6 is 3/6, "6+" on a D4 is 0.
func AtLeast(d DieType, needed int) Chance {
	sides := int(d)
	n := sides - max(needed, 1) + 1
	return Chance{Num: min(max(n, 0), sides), Den: sides}
}

// Opposed returns the chances that a roll of die a is higher than, equal
// to and lower than a roll of die b, counted over every pair of faces.
func Opposed(a, b DieType) (higher, equal, lower Chance) {
	den := int(a) * int(b)
	h, e := 0, 0
	for x := 1; x <= int(a); x++ {
		h += min(x-1, int(b))
		if x <= int(b) {
			e++
		}
	}
	return Chance{h, den}, Chance{e, den}, Chance{den - h - e, den}
}
