package tracker

import (
	"slices"
	"strings"

	"ogretable/engine"
)

// Complete returns the completions of the word being typed at the end of a
// command line: start is where that word begins in line, and each candidate
// replaces line[start:]. It offers the verbs of the game's rules, then what
// each verb's definition says may come next (engine.VerbDef.Complete): unit
// labels, Ogre targets (LABEL.treads, LABEL.weapon), terrains, sides and unit
// types from the game as it stands, and "roll" after typed dice. It checks no rule: the engine judges the
// command when it runs.
func Complete(g *engine.Game, line string) (start int, cands []string) {
	start = strings.LastIndexAny(line, " ,") + 1
	word := line[start:]
	prev := strings.FieldsFunc(line[:start], func(r rune) bool { return r == ' ' || r == ',' })
	if len(prev) > 0 && strings.EqualFold(prev[0], "override") {
		prev = prev[1:]
	}
	var all []string
	if len(prev) == 0 {
		for _, v := range g.VerbsOf() {
			all = append(all, string(v.Verb))
		}
		if !strings.HasPrefix(strings.ToLower(line), "override") {
			all = append(all, "override")
		}
		return start, matching(all, word)
	}
	d := g.Verb(engine.Verb(strings.ToLower(prev[0])))
	args := prev[1:]
	hasDie := slices.ContainsFunc(args, func(a string) bool { return strings.EqualFold(a, "die") || strings.EqualFold(a, "dice") })
	if hasDie && word != "" && engine.IsDigits(prev[len(prev)-1]) && d != nil && rollsDice(d) {
		// After the dice typed: "roll" lets the program roll the others.
		return start, matching([]string{engine.RollRestWord}, word)
	}
	if d == nil || d.Complete == nil || hasDie {
		return start, nil
	}
	return start, matching(d.Complete(g, args), word)
}

// rollsDice reports whether a verb's syntax or forms take typed dice.
func rollsDice(d *engine.VerbDef) bool {
	return slices.ContainsFunc(append([]string{d.Syntax}, d.Forms...), func(f string) bool { return strings.Contains(f, "die N") })
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
