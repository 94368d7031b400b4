package ffot

import (
	"strings"

	"ogretable/engine"
)

// The completions of FFOTigers' verbs (engine.VerbDef.Complete): what may
// follow the words typed, from the game as it stands. They check no rule
// (the engine judges the command when it runs): a stand offered may still
// be refused.

// standLabels returns the labels of the stands in play of game g that keep
// (nil: every one), in the roster's order.
func standLabels(g *engine.Game, keep func(*engine.Unit) bool) []string {
	var out []string
	for _, u := range Stands(g, func(*engine.Game, *engine.Unit) error { return nil }) {
		if keep == nil || keep(u) {
			out = append(out, u.Label)
		}
	}
	return out
}

// sideOf returns a keep of the stands of side side, or of the other sides
// when not is set.
func sideOf(side string, not bool) func(*engine.Unit) bool {
	return func(u *engine.Unit) bool { return (u.Side == side) != not }
}

// allStands reports whether every word of words is a stand in play of
// game g: the words so far are a list of stands (LABEL[,...]).
func allStands(g *engine.Game, words []string) bool {
	for _, w := range words {
		label, _, _ := strings.Cut(w, ".")
		if u := g.Unit(label); u == nil || StandOf(u) == nil {
			return false
		}
	}
	return len(words) > 0
}

// weaponRefs returns the stands in play of game g and each of their
// weapons after a dot (HT1, HT1.gun, HT1.mg, HT1.crew), as fire and
// overwatch read "STAND[.WEAPON]".
func weaponRefs(g *engine.Game) []string {
	var out []string
	for _, l := range standLabels(g, nil) {
		out = append(out, l)
		f := FiguresOf(g, g.Unit(l).TypeID)
		if f == nil {
			continue
		}
		crew := false
		for _, w := range f.Weapons {
			out = append(out, l+"."+w.Name)
			crew = crew || w.Crew > 0
		}
		if crew {
			out = append(out, l+".crew")
		}
	}
	return out
}

// terrainWords returns the terrains' names.
func terrainWords() []string {
	out := make([]string, len(Terrains))
	for i, t := range Terrains {
		out[i] = string(t)
	}
	return out
}

// completeUnit: the unit's name is the referee's; then the stands in no
// unit, quality, the qualities, hq.
func completeUnit(g *engine.Game, args []string) []string {
	q := engine.IndexWord(args, "quality")
	switch {
	case len(args) == 0:
		return nil
	case q < 0:
		free := standLabels(g, func(u *engine.Unit) bool { return StandOf(u).Unit == "" })
		if len(args) > 1 {
			free = append(free, "quality")
		}
		return free
	case q == len(args)-1:
		out := make([]string, len(Qualities))
		for i, x := range Qualities {
			out[i] = x.String()
		}
		return out
	case q == len(args)-2:
		return []string{"hq"}
	}
	return nil
}

// completeTerrain: a stand, a terrain, hull-down.
func completeTerrain(g *engine.Game, args []string) []string {
	switch len(args) {
	case 0:
		return standLabels(g, nil)
	case 1:
		return terrainWords()
	case 2:
		return []string{"hull-down"}
	}
	return nil
}

// completeMove: the stands of the side to play, the part of their
// movement, toward or away, into and a terrain.
func completeMove(g *engine.Game, args []string) []string {
	own := standLabels(g, sideOf(g.CurrentSide(), false))
	switch {
	case len(args) == 0:
		return own
	case allStands(g, args):
		return append(own, movedNames...)
	case strings.EqualFold(args[len(args)-1], "into"):
		return terrainWords()
	case engine.IndexWord(args, "into") >= 0:
		return []string{"die"}
	}
	return []string{string(Toward), string(Away), "into", "die"}
}

// completeRout: the units of the side to play whose name is one word.
func completeRout(g *engine.Game, args []string) []string {
	if len(args) > 0 {
		return []string{"die"}
	}
	var out []string
	for _, f := range GameOf(g).Units {
		if f.Side == g.CurrentSide() && !strings.ContainsAny(f.Name, " \"") {
			out = append(out, f.Name)
		}
	}
	return out
}

// completeFire: a stand with its weapons (of either side: in overwatch the
// firer is of the side not moving), at, a stand of the firer's enemy,
// range, and after the inches side and die.
func completeFire(g *engine.Game, args []string) []string {
	side := g.CurrentSide()
	if len(args) > 0 {
		label, _, _ := strings.Cut(args[0], ".")
		if u := g.Unit(label); u != nil {
			side = u.Side
		}
	}
	switch len(args) {
	case 0:
		return weaponRefs(g)
	case 1:
		return []string{"at"}
	case 2:
		return standLabels(g, sideOf(side, true))
	case 3:
		return []string{"range"}
	case 4:
		return nil // the inches, the referee's
	}
	return []string{"side", "die"}
}

// completeOverrun: a stand, at, an enemy stand.
func completeOverrun(g *engine.Game, args []string) []string {
	switch len(args) {
	case 0:
		return standLabels(g, sideOf(g.CurrentSide(), false))
	case 1:
		return []string{"at"}
	case 2:
		return standLabels(g, sideOf(g.CurrentSide(), true))
	}
	return []string{"die"}
}

// completePivot: a stand of the side not moving.
func completePivot(g *engine.Game, args []string) []string {
	if len(args) > 0 {
		return nil
	}
	return standLabels(g, sideOf(g.CurrentSide(), true))
}

// completeBarrage: the side's stands with an indirect weapon, at, the
// point (the referee's words), spotter and a stand in a unit, range, he or
// ap.
func completeBarrage(g *engine.Game, args []string) []string {
	side := g.CurrentSide()
	guns := standLabels(g, func(u *engine.Unit) bool {
		f := FiguresOf(g, u.TypeID)
		if f == nil || u.Side != side {
			return false
		}
		_, ok := f.IndirectWeapon()
		return ok
	})
	at, spotter := engine.IndexWord(args, "at"), engine.IndexWord(args, "spotter")
	switch {
	case len(args) == 0:
		return guns
	case at < 0:
		return append(guns, "at")
	case at == len(args)-1:
		return nil // the point, in the referee's words
	case spotter < 0:
		return []string{"spotter"}
	case spotter == len(args)-1:
		return standLabels(g, func(u *engine.Unit) bool { return u.Side == side && StandOf(u).Unit != "" })
	case strings.EqualFold(args[len(args)-1], "range"):
		return nil
	}
	return []string{"range", RoundHE, RoundAP}
}

// completeLand: a barrage placed, spotter and how the spotter fared.
func completeLand(g *engine.Game, args []string) []string {
	switch {
	case len(args) == 0:
		return barrageNames(g, func(b *Barrage) bool { return b.State == BarragePlaced })
	case strings.EqualFold(args[len(args)-1], "spotter"):
		return []string{"ok", "attacked", "destroyed"}
	case len(args) == 1:
		return []string{"spotter", "die"}
	}
	return []string{"die"}
}

// completeBurst: a landed barrage, at and the stands under it, feature.
func completeBurst(g *engine.Game, args []string) []string {
	at, feature := engine.IndexWord(args, "at"), engine.IndexWord(args, "feature")
	switch {
	case len(args) == 0:
		return barrageNames(g, (*Barrage).Landed)
	case feature >= 0:
		return []string{"die"} // the feature's NAME:KIND, the referee's
	case at < 0:
		return []string{"at", "feature", "die"}
	case at == len(args)-1:
		return standLabels(g, nil)
	}
	return append(standLabels(g, nil), "feature", "die")
}

// barrageNames returns the names of the barrages of game g that keep.
func barrageNames(g *engine.Game, keep func(*Barrage) bool) []string {
	var out []string
	for _, b := range GameOf(g).Barrages {
		if keep(b) {
			out = append(out, b.Name)
		}
	}
	return out
}
