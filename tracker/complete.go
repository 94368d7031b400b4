package tracker

import (
	"slices"
	"strings"

	"ogretable/engine"
)

// Complete returns the completions of the word being typed at the end of a
// command line: start is where that word begins in line, and each candidate
// replaces line[start:]. It knows the command language's shape (engine.Verbs)
// and offers verbs, unit labels, Ogre targets (LABEL.treads, LABEL.weapon),
// terrains, sides and unit types from the game as it stands. It checks no
// rule: the engine judges the command when it runs.
func Complete(g *engine.Game, line string) (start int, cands []string) {
	start = strings.LastIndexAny(line, " ,") + 1
	word := line[start:]
	prev := strings.FieldsFunc(line[:start], func(r rune) bool { return r == ' ' || r == ',' })
	if len(prev) > 0 && strings.EqualFold(prev[0], "override") {
		prev = prev[1:]
	}
	var all []string
	if len(prev) == 0 {
		for _, v := range engine.Verbs {
			all = append(all, string(v.Verb))
		}
		if !strings.HasPrefix(strings.ToLower(line), "override") {
			all = append(all, "override")
		}
		return start, matching(all, word)
	}
	verb := engine.Verb(strings.ToLower(prev[0]))
	args := prev[1:]
	hasDie := slices.ContainsFunc(args, func(a string) bool { return strings.EqualFold(a, "die") || strings.EqualFold(a, "dice") })
	if hasDie {
		return start, nil
	}
	switch verb {
	case engine.VerbFire:
		at := indexFold(args, "at")
		with := indexFold(args, "with")
		side := g.CurrentSide()
		if len(args) > 0 {
			label, _, _ := strings.Cut(args[0], ".")
			label, _, _ = strings.Cut(label, ":")
			if u := g.Unit(label); u != nil {
				side = u.Side
			}
		}
		switch {
		case at < 0:
			all = attackerRefs(g)
			if len(args) > 0 {
				all = append(all, "at")
			}
		case at == len(args)-1:
			all = targetRefs(g, side)
		case with > at:
			all = labels(g, func(u *engine.Unit) bool { return u.Alive() && u.Side != side && !u.IsOgre() })
			if with < len(args)-1 {
				all = append(all, "die")
			}
		default:
			all = []string{"with", "die"}
		}
	case engine.VerbOverrun:
		at := indexFold(args, "at")
		switch {
		case len(args) == 0:
			all = append([]string{engine.OverrunJoin, engine.OverrunEnd}, labels(g, func(u *engine.Unit) bool {
				return u.Alive() && u.Side == g.CurrentSide()
			})...)
		case strings.EqualFold(args[0], engine.OverrunEnd):
		case strings.EqualFold(args[0], engine.OverrunJoin) || at < 0:
			all = labels(g, func(u *engine.Unit) bool { return u.Alive() && u.Side == g.CurrentSide() })
			if at < 0 && !strings.EqualFold(args[0], engine.OverrunJoin) {
				all = append(all, "at")
			}
		default:
			all = labels(g, func(u *engine.Unit) bool { return u.Alive() && u.Side != g.CurrentSide() })
		}
	case engine.VerbRam:
		if len(args) < 2 {
			all = labels(g, func(u *engine.Unit) bool { return u.Alive() })
		} else {
			all = []string{"die"}
		}
	case engine.VerbTerrain, engine.VerbEnter:
		if len(args) == 0 {
			all = labels(g, func(u *engine.Unit) bool { return u.Alive() })
		} else if len(args) == 1 {
			for _, t := range engine.Terrains {
				all = append(all, string(t))
			}
		} else if verb == engine.VerbEnter {
			all = []string{"far", "forced", "die"}
		}
	case engine.VerbFree:
		if len(args) == 0 {
			all = labels(g, func(u *engine.Unit) bool {
				return u.Status == engine.StatusStuck || u.Status == engine.StatusDisabled
			})
		}
	case engine.VerbNext:
		all = []string{"die"}
	case engine.VerbAdd:
		switch {
		case len(args) > 0 && strings.EqualFold(args[len(args)-1], "side"):
			all = slices.Clone(g.Sides)
		case len(args) > 0 && (strings.EqualFold(args[len(args)-1], "as") || strings.EqualFold(args[len(args)-1], "squads")):
		case len(args) == 0:
			if g.Catalog != nil {
				for _, t := range g.Catalog.Units {
					all = append(all, t.ID)
				}
			}
		default:
			all = []string{"as", "side", "squads"}
		}
	}
	return start, matching(all, word)
}

// attackerRefs returns what can be named as an attacker: the units in play
// that are not Ogres, and every working weapon of each Ogre; the side to
// play first.
func attackerRefs(g *engine.Game) []string {
	var own, other []string
	for _, u := range g.Units {
		if !u.Alive() {
			continue
		}
		var refs []string
		if u.IsOgre() {
			for _, w := range u.Weapons {
				if w.Status == engine.StatusOK {
					refs = append(refs, u.Label+"."+w.ID)
				}
			}
		} else {
			refs = append(refs, u.Label)
		}
		if u.Side == g.CurrentSide() {
			own = append(own, refs...)
		} else {
			other = append(other, refs...)
		}
	}
	return append(own, other...)
}

// targetRefs returns what can be named as a target by side: the enemy
// units in play, and for an Ogre its treads and each working weapon.
func targetRefs(g *engine.Game, side string) []string {
	var out []string
	for _, u := range g.Units {
		if !u.Alive() || u.Side == side {
			continue
		}
		refs := OgreTargets(u)
		if len(refs) == 0 {
			refs = []string{u.Label}
		}
		out = append(out, refs...)
	}
	return out
}

// OgreTargets returns the parts of an Ogre that can be targeted: its treads
// while it has some, then every working weapon; nil for a unit that is not
// an Ogre.
func OgreTargets(u *engine.Unit) []string {
	if !u.IsOgre() {
		return nil
	}
	var refs []string
	if u.Treads > 0 {
		refs = append(refs, u.Label+".treads")
	}
	for _, w := range u.Weapons {
		if w.Status == engine.StatusOK {
			refs = append(refs, u.Label+"."+w.ID)
		}
	}
	return refs
}

// labels returns the labels of the units that keep accepts, in order.
func labels(g *engine.Game, keep func(*engine.Unit) bool) []string {
	var out []string
	for _, u := range g.Units {
		if keep(u) {
			out = append(out, u.Label)
		}
	}
	return out
}

// indexFold returns the index of the first of words equal to w, case
// ignored, or -1.
func indexFold(words []string, w string) int {
	return slices.IndexFunc(words, func(a string) bool { return strings.EqualFold(a, w) })
}

// matching returns the candidates that start with word, case ignored.
func matching(all []string, word string) []string {
	w := strings.ToLower(word)
	var out []string
	for _, c := range all {
		if strings.HasPrefix(strings.ToLower(c), w) && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// CommonPrefix returns the longest prefix, case ignored, that all of cands
// share, in the case of the first.
func CommonPrefix(cands []string) string {
	if len(cands) == 0 {
		return ""
	}
	p := cands[0]
	for _, c := range cands[1:] {
		n := 0
		for n < len(p) && n < len(c) && strings.EqualFold(p[n:n+1], c[n:n+1]) {
			n++
		}
		p = p[:n]
	}
	return p
}
