package ffot

import (
	"fmt"
	"math/big"
)

// MaxDice is the most dice a chance is counted for: 6^20 outcomes still
// fit the counts of a Chance.
const MaxDice = 20

// Chance is an exact chance: Ways equally likely outcomes of the dice out
// of Of. The zero Chance is no chance at all.
type Chance struct {
	Ways, Of int64
}

// chanceOf returns ways out of of, reduced.
func chanceOf(ways, of int64) Chance {
	if ways <= 0 || of <= 0 {
		return Chance{0, 1}
	}
	if ways > of {
		ways = of
	}
	g := gcd(ways, of)
	return Chance{ways / g, of / g}
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// Float returns the chance as a number from 0 to 1.
func (c Chance) Float() float64 {
	if c.Of == 0 {
		return 0
	}
	return float64(c.Ways) / float64(c.Of)
}

// String returns the chance as a fraction: "1/3", "0", "1".
func (c Chance) String() string {
	switch {
	case c.Ways == 0 || c.Of == 0:
		return "0"
	case c.Ways == c.Of:
		return "1"
	}
	return fmt.Sprintf("%d/%d", c.Ways, c.Of)
}

// Percent returns the chance as a percentage with one decimal: "33.3%".
func (c Chance) Percent() string { return fmt.Sprintf("%.1f%%", 100*c.Float()) }

// rat returns the chance as a big.Rat, for exact arithmetic.
func (c Chance) rat() *big.Rat {
	if c.Of == 0 {
		return new(big.Rat)
	}
	return big.NewRat(c.Ways, c.Of)
}

// fromRat returns r as a Chance; r is a chance over at most MaxDice dice,
// so its counts fit.
func fromRat(r *big.Rat) Chance {
	return chanceOf(r.Num().Int64(), r.Denom().Int64())
}

// Faces returns the chance that one d6 shows one of n faces (n is cut to
// 0 to 6).
func Faces(n int) Chance { return chanceOf(int64(min(max(n, 0), 6)), 6) }

// AtLeast returns the chance that one d6 shows needed or more: 1 for a
// needed of 1 or less, none for 7 or more.
func AtLeast(needed int) Chance { return Faces(7 - needed) }

// AtMost returns the chance that one d6 shows face or less.
func AtMost(face int) Chance { return Faces(face) }

// Not returns the chance that c does not happen.
func (c Chance) Not() Chance {
	if c.Of == 0 {
		return Chance{1, 1}
	}
	return chanceOf(c.Of-c.Ways, c.Of)
}

// Minus returns c less d, none when d is as likely or more.
func (c Chance) Minus(d Chance) Chance {
	r := new(big.Rat).Sub(c.rat(), d.rat())
	if r.Sign() <= 0 {
		return Chance{0, 1}
	}
	return fromRat(r)
}

// Pow returns the chance that c happens on each of n independent dice
// (n from 0 to MaxDice; 1 for none).
func (c Chance) Pow(n int) Chance {
	r := big.NewRat(1, 1)
	for range n {
		r.Mul(r, c.rat())
	}
	return fromRat(r)
}

// AnyOf returns the chance that c happens on at least one of n independent
// dice (n from 0 to MaxDice).
func (c Chance) AnyOf(n int) Chance { return c.Not().Pow(n).Not() }

// TwoDiceAtLeast returns the chance that the total of 2d6 is total or
// more, counted over the 36 outcomes.
func TwoDiceAtLeast(total int) Chance {
	ways := 0
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			if a+b >= total {
				ways++
			}
		}
	}
	return chanceOf(int64(ways), 36)
}

// TwoDiceTotal returns the chance that the total of 2d6 is exactly total.
func TwoDiceTotal(total int) Chance {
	return TwoDiceAtLeast(total).Minus(TwoDiceAtLeast(total + 1))
}

// neededFace returns the lowest face of a d6 that reaches target once mod
// is added to it: 1 when every face does, 7 when none does. 004 FFOTigers
// gives no automatic results ("HITS ON A MODIFIED 3+"), so the modified
// roll alone decides (NoteAutomatic).
func neededFace(target, mod int) int { return min(max(target-mod, 1), 7) }
