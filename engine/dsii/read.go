package dsii

import (
	"encoding/json"

	"ogretable/engine"
)

// This file reads OGRE for DSII's events for those who follow a log
// without folding it (the battle report's chits against the cup's odds):
// the chits a hit or a ram drew from the game's cup, and the cup's share
// of each colour.

// ColourSpecial is the colour the shares of the cup (ColourShares) give
// the special chits (m, boom, tsd, fsd), which have none.
const ColourSpecial = "special"

// ChitColour returns the colour chit c is counted under when chits are
// told apart by colour: its colour's name ("red"), ColourSpecial for a
// special chit.
func ChitColour(c Chit) string {
	if c.Special != 0 {
		return ColourSpecial
	}
	return c.Colour.String()
}

// ColourShare is the share of a cup's chits of one colour (ChitColour).
type ColourShare struct {
	Colour string
	Share  Chance
}

// ColourShares returns the share of cup's chits of each colour it holds,
// red, yellow and green, then the specials: the chance that any one chit
// of a draw is of that colour. A draw takes its chits without replacement
// from the full cup (ReadingCupRefilled), and each chit of it, whatever
// was drawn before it, is as likely to be any of the cup's: a draw of n
// chits is expected to hold n times the share of each colour.
func ColourShares(cup []CupChit) []ColourShare {
	size := CupSize(cup)
	if size == 0 {
		return nil
	}
	count := map[string]int{}
	for _, c := range cup {
		count[ChitColour(c.Chit)] += c.Count
	}
	var out []ColourShare
	for _, name := range ColourNames() {
		if n := count[name]; n > 0 {
			out = append(out, ColourShare{Colour: name, Share: Chance{Num: n, Den: size}})
		}
	}
	return out
}

// ColourNames returns the colours chits are told apart by (ChitColour), in
// order: red, yellow, green, then ColourSpecial.
func ColourNames() []string {
	out := make([]string, 0, len(Colours)+1)
	for _, c := range Colours {
		out = append(out, c.String())
	}
	return append(out, ColourSpecial)
}

// DrawOf returns the chits event e drew from the game's cup, and the cup
// they came from (Cup), with g the game before e is applied: a hit ("hit
// ... draw N") or a ram whose chits the program drew, each with a die (the
// chit's place among those left). ok is false for chits typed from the
// table, a game without a cup and any other event.
func DrawOf(g *engine.Game, e engine.Event) (drawn []Chit, cup []CupChit, ok bool) {
	if len(e.Dice) == 0 {
		return nil, nil, false
	}
	var words []string
	switch e.Kind {
	case EventHit:
		var d hitData
		if json.Unmarshal(e.Data, &d) != nil {
			return nil, nil, false
		}
		words = d.Drawn
	case EventRammed:
		var d rammedData
		if json.Unmarshal(e.Data, &d) != nil || !d.Drawn {
			return nil, nil, false
		}
		words = d.Chits
	default:
		return nil, nil, false
	}
	cup, err := Cup(g)
	if err != nil || len(words) == 0 {
		return nil, nil, false
	}
	for _, w := range words {
		c, err := ParseChit(w)
		if err != nil {
			return nil, nil, false
		}
		drawn = append(drawn, c)
	}
	return drawn, cup, true
}
