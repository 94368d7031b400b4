package dsii

import "math/big"

// DrawChances returns the exact chances that n chits drawn from cup, one
// attack's chits taken without replacement (ReadingCupRefilled), Damage
// and Knock Out a module of class c and armour armor, counting the chits
// validity v makes valid: every way of drawing n of the cup's chits
// equally likely, each draw's points judged as Damage judges them (002
// OGRE for DSII, Damage and Special Damage against OGRE modules). dmg is
// the chance of a Damaged result alone, not of a KO. It errors on a blank
// armour (the result is then read at the table), on n outside 1 to the
// cup's size, and on a cup too large to count exactly.
func DrawChances(cup []CupChit, n int, c Class, armor int, v Validity) (dmg, ko Chance, err error) {
	if armor == ArmourBlank {
		return dmg, ko, inputf("the module's armour is not given, so drawn chits' points cannot count")
	}
	size := CupSize(cup)
	if n < 1 || n > size {
		return dmg, ko, inputf("draw 1 to %d chits: the cup holds %s", size, CupText(cup))
	}
	// ways[k][p]: the ways to draw k chits of the entries seen so far whose
	// valid points are p.
	ways := [][]*big.Int{{big.NewInt(1)}}
	for _, e := range cup {
		pts := 0
		if e.Chit.Special == 0 && v.Counts(e.Chit) {
			pts = e.Chit.Points
		}
		next := make([][]*big.Int, min(len(ways)+e.Count, n+1))
		for k, row := range ways {
			for p, w := range row {
				if w == nil || w.Sign() == 0 {
					continue
				}
				for j := 0; j <= e.Count && k+j <= n; j++ {
					if next[k+j] == nil || len(next[k+j]) <= p+j*pts {
						grown := make([]*big.Int, p+j*pts+1)
						copy(grown, next[k+j])
						next[k+j] = grown
					}
					add := new(big.Int).Mul(w, new(big.Int).Binomial(int64(e.Count), int64(j)))
					if cur := next[k+j][p+j*pts]; cur != nil {
						add.Add(add, cur)
					}
					next[k+j][p+j*pts] = add
				}
			}
		}
		ways = next
	}
	total := new(big.Int).Binomial(int64(size), int64(n))
	nd, nk := new(big.Int), new(big.Int)
	if n < len(ways) {
		for p, w := range ways[n] {
			if w == nil {
				continue
			}
			o, err := Damage(c, armor, Attack{Chits: []Chit{{Colour: Red, Points: p}}, Valid: AllValid})
			if err != nil {
				return dmg, ko, err
			}
			switch o.Result {
			case MarkerDMG:
				nd.Add(nd, w)
			case MarkerKO:
				nk.Add(nk, w)
			}
		}
	}
	if dmg, err = exactChance(nd, total); err != nil {
		return dmg, ko, err
	}
	ko, err = exactChance(nk, total)
	return dmg, ko, err
}

// exactChance returns num of den as a Chance in lowest terms; it errors
// when they do not fit.
func exactChance(num, den *big.Int) (Chance, error) {
	r := new(big.Rat).SetFrac(num, den)
	if !r.Num().IsInt64() || !r.Denom().IsInt64() {
		return Chance{}, inputf("the cup is too large to count the chances of a draw exactly")
	}
	return Chance{Num: int(r.Num().Int64()), Den: int(r.Denom().Int64())}, nil
}
