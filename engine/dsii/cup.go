package dsii

import (
	"fmt"
	"strings"

	"ogretable/engine"
)

// ReadingCupRefilled: every draw starts from the full cup, without
// replacement within the draw.
var ReadingCupRefilled = Reading{
	Topic: "The cup between draws",
	Text: `002 says only that an attack "pulls chits normally" (Air Defence) and gives no mix: ` +
		`each draw is one attack's chits, taken without replacement, and they go back into ` +
		`the cup before the next draw, so every draw starts from the full [[dsii-chit]] cup.`,
}

// ReadingChitValues: what a chit typed from the table may be.
var ReadingChitValues = Reading{
	Topic: "Chits typed from the table",
	Text: `002 gives no chit mix; its examples pull chits of 0 to 3 points ("Red 3, Yellow 1, ` +
		`Yellow 2, Green 0"). A coloured chit typed from the table has 0 to 3 points, or up to the ` +
		`most a chit of the game's [[dsii-chit]] cup has, and no more of a kind the cup holds are ` +
		`typed in one attack than it holds; anything else is refused as a slip of the keyboard ` +
		`("override" lets it stand). A kind the cup does not list is taken as typed: a house cup ` +
		`may give only part of the mix.`,
}

// MaxChitPoints is the most points of a chit in 002's examples
// (ReadingChitValues).
const MaxChitPoints = 3

// CheckTyped returns nil when chits, typed from the table, may have been
// drawn in game g (ReadingChitValues): each coloured chit of 0 to
// MaxChitPoints points, or to the most a chit of the game's cup has, and
// no more of a kind the cup holds than it holds. Otherwise it returns an
// *InputError that says what may be typed.
func CheckTyped(g *engine.Game, chits []Chit) error {
	cup, err := Cup(g)
	most, held := MaxChitPoints, map[Chit]int{}
	if err == nil {
		for _, c := range cup {
			held[c.Chit] += c.Count
			most = max(most, c.Chit.Points)
		}
	}
	typed := map[Chit]int{}
	for _, c := range chits {
		typed[c]++
		switch n := held[c]; {
		case c.Special == 0 && (c.Points < 0 || c.Points > most) && err != nil:
			return inputf("%s is no chit: 002's chits have 0 to %d points (\"Red 3, Yellow 1, Yellow 2, Green 0\"), and the game has no cup of its own ([[%s]] house entries) to say otherwise; type the chits drawn at the table", c, most, TableChit)
		case c.Special == 0 && (c.Points < 0 || c.Points > most):
			return inputf("%s is no chit of the game's cup, whose chits have 0 to %d points: %s; type the chits drawn at the table", c, most, CupText(cup))
		case n > 0 && typed[c] > n:
			return inputf("the game's cup holds %d × %s, and %d are typed: one attack's chits are drawn without replacement (%s)", n, c, typed[c], ReadingCupRefilled.Topic)
		}
	}
	return nil
}

// CupChit is one kind of chit in a game's cup and how many of it the cup
// holds.
type CupChit struct {
	Chit  Chit
	Count int
}

// Cup returns the chits of the cup game g draws from: the [[dsii-chit]]
// entries the game has recorded, then those of its catalog it has not, in
// order. It errors, naming the table, when there are none, and on an entry
// whose chit cannot be read or whose count is below 1.
func Cup(g *engine.Game) ([]CupChit, error) {
	var out []CupChit
	for _, key := range cupKeys(g) {
		e, _ := g.EntryInPlay(TableChit, key).(*CupEntry)
		if e == nil {
			continue
		}
		ch, err := ParseChit(e.Chit)
		if err != nil {
			return nil, inputf("the cup's [[%s]] entry %q cannot be read: %v", TableChit, e.Chit, err)
		}
		if e.Count < 1 {
			return nil, inputf("the cup's [[%s]] entry %q holds %d chits; give it a count of 1 or more", TableChit, e.Chit, e.Count)
		}
		out = append(out, CupChit{Chit: ch, Count: e.Count})
	}
	if len(out) == 0 {
		return nil, inputf("the game has no cup to draw from: 002 gives no chit mix, so give one as [[%s]] entries in your house rules (chit = \"red3\", count = 4), or type the chits drawn at the table", TableChit)
	}
	return out, nil
}

// cupKeys returns the keys of the cup's entries as game g plays them: those
// recorded in its log, then its catalog's others.
func cupKeys(g *engine.Game) []string {
	var keys []string
	seen := map[string]bool{}
	var recorded []engine.Entry
	if g.Defs != nil {
		recorded = g.Defs.Entries(TableChit)
	}
	for _, list := range [][]engine.Entry{recorded, g.Catalog.Entries(TableChit)} {
		for _, e := range list {
			if k := e.EntryKey(); !seen[k] {
				seen[k] = true
				keys = append(keys, k)
			}
		}
	}
	return keys
}

// CupSize returns how many chits cup holds in all.
func CupSize(cup []CupChit) int {
	n := 0
	for _, c := range cup {
		n += c.Count
	}
	return n
}

// CupText returns the cup for a form or the log: "4 × red3, 1 × boom
// (5 chits)".
func CupText(cup []CupChit) string {
	parts := make([]string, len(cup))
	for i, c := range cup {
		parts[i] = fmt.Sprintf("%d × %s", c.Count, c.Chit)
	}
	return fmt.Sprintf("%s (%d chits)", strings.Join(parts, ", "), CupSize(cup))
}

// Draw returns the chits drawn from cup without replacement (the cup is
// refilled only between draws, ReadingCupRefilled): picks holds, for each
// chit in turn, its place among the chits left, from 1 (the first chit of
// the first entry left) to how many are left. It errors on a pick outside
// that range.
func Draw(cup []CupChit, picks []int) ([]Chit, error) {
	left := make([]int, len(cup))
	for i, c := range cup {
		left[i] = c.Count
	}
	total := CupSize(cup)
	out := make([]Chit, 0, len(picks))
	for _, p := range picks {
		if p < 1 || p > total {
			return nil, inputf("pick %d is not among the %d chits left in the cup", p, total)
		}
		for i := range left {
			if p <= left[i] {
				left[i]--
				out = append(out, cup[i].Chit)
				break
			}
			p -= left[i]
		}
		total--
	}
	return out, nil
}

// DrawText says a draw of n chits from cup for the log, with its dice as
// the log shows every die, the faces and the value ("1 chit drawn" for
// one): "4 chits drawn from
// the cup (30 chits), refilled for each draw, on d30 12, d29 3, d28 27,
// d27 9" (each die the place of its chit among those left). The chits
// drawn follow it in the log; the cup's mix is the game's record, not
// repeated on every draw.
func DrawText(n int, cup []CupChit, dice []engine.Die) string {
	s := fmt.Sprintf("%s drawn from the cup (%d chits), refilled for each draw", engine.Counted(n, "chit", "chits"), CupSize(cup))
	if len(dice) == 0 {
		return s
	}
	vals := make([]string, len(dice))
	for i, d := range dice {
		vals[i] = fmt.Sprintf("d%d %d", d.Faces(), d.Value)
	}
	return s + ", on " + strings.Join(vals, ", ")
}

// drawChits draws n chits from the cup of the game r resolves in, with its
// seeded dice: for each chit one die of as many faces as chits are left.
// It records the cup's catalog entries in the game when it draws from them
// first (the game then plays its cup as recorded). It refuses a game
// without a cup and n outside 1 to the cup's size.
func drawChits(r *engine.Resolver, n int) ([]Chit, []engine.Die, []CupChit, error) {
	g := r.Game()
	cup, err := Cup(g)
	if err != nil {
		return nil, nil, nil, refusal(err)
	}
	size := CupSize(cup)
	if n < 1 || n > size {
		return nil, nil, nil, engine.Refusef("draw 1 to %d chits: the cup holds %s", size, CupText(cup))
	}
	for _, key := range cupKeys(g) {
		if g.RecordedEntry(TableChit, key) == nil {
			if _, err := r.DefineEntry(TableChit, key); err != nil {
				return nil, nil, nil, err
			}
		}
	}
	dice := make([]engine.Die, 0, n)
	picks := make([]int, 0, n)
	for i := range n {
		d, err := r.Throw(engine.Need{Count: 1, Sides: size - i, For: fmt.Sprintf("to draw chit %d of %d from the cup", i+1, n)})
		if err != nil {
			return nil, nil, nil, err
		}
		dice = append(dice, d...)
		picks = append(picks, d[0].Value)
	}
	chits, err := Draw(cup, picks)
	if err != nil {
		return nil, nil, nil, refusal(err)
	}
	return chits, dice, cup, nil
}
