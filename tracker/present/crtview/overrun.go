package crtview

import (
	"fmt"
	"slices"
	"strings"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/present"
)

// This file is the overrun form's presentation: pure functions from the
// state to rows. The form itself is in tracker/dashboard.

// shootersText returns the shooters of one unit, joined: "4×2=8", or a
// split-fire unit's guns "gun1 3 + gun2 3".
func shootersText(sh []crt.Shooter) string {
	if len(sh) == 1 {
		return sh[0].StrengthText()
	}
	parts := make([]string, len(sh))
	for i, s := range sh {
		parts[i] = s.Name() + " " + s.StrengthText()
	}
	return strings.Join(parts, " + ")
}

// roundWho names who fires in a fire round: "the attackers (ogre)", "the
// defenders' walkers (defence)".
func roundWho(g *engine.Game, fr crt.FireRound) string {
	who := roleName(g, fr.Role)
	if fr.Walkers {
		who = strings.Replace(who, " (", "' walkers (", 1)
	}
	return who
}

// roleName names a role of the overrun with its sides: "the attackers
// (ogre)", "the defenders (defence)".
func roleName(g *engine.Game, r crt.Role) string {
	o := crt.GameOf(g).Overrun
	sides := []string{o.Side}
	word := "the attackers"
	if r == crt.RoleDefender {
		word, sides = "the defenders", nil
		for _, l := range o.Defenders {
			if u := g.Unit(l); u != nil && !slices.Contains(sides, u.Side) {
				sides = append(sides, u.Side)
			}
		}
	}
	if len(sides) == 0 {
		return word
	}
	return word + " (" + strings.Join(sides, ", ") + ")"
}

// OverrunRows returns the battle as the overrun form shows it: the fire
// round, who fires in it and the shots made in it, then each side of the battle (the one firing
// marked) with its units: condition, squads or treads, and what each fires
// with in the overrun, doubled or halved as the engine reckons it (an Ogre
// weapon by weapon group, "×4" for four alike); nil when no overrun is being
// fought.
func OverrunRows(g *engine.Game) []present.Row {
	o := crt.GameOf(g).Overrun
	if o == nil {
		return nil
	}
	cur, started := o.Current()
	head := []present.Cell{{Text: "Overrun by the " + o.Side, Tone: present.ToneBold}}
	if started {
		head = []present.Cell{{Text: fmt.Sprintf("Fire round %d: ", cur.Number), Tone: present.ToneBold}, {Text: roundWho(g, cur) + " fire", Tone: present.ToneBold}}
	}
	// The shots of the round being fought, not of the whole battle.
	shots := "no shot yet"
	if n := cur.Shots; n > 0 {
		shots = engine.Counted(n, "shot", "shots") + " so far"
	} else if started && cur.Number > 1 {
		shots = "no shot yet in this round"
	}
	head = append(head, present.Cell{Text: "   " + shots, Tone: present.ToneDim})
	rows := []present.Row{{Kind: present.RowText, Cells: head}}
	labelW, typeW := 0, 0
	for _, l := range slices.Concat(o.Attackers, o.Defenders) {
		if u := g.Unit(l); u != nil {
			labelW, typeW = max(labelW, len([]rune(u.Label))), max(typeW, len([]rune(u.Type.Name)))
		}
	}
	for _, r := range []crt.Role{crt.RoleAttacker, crt.RoleDefender} {
		title := strings.TrimPrefix(roleName(g, r), "the ")
		title = strings.ToUpper(title[:1]) + title[1:]
		heading := []present.Cell{{Text: "  ", Tone: present.ToneText}, {Text: title, Tone: present.ToneHeading}}
		if started && r == cur.Role {
			heading = []present.Cell{{Text: present.GlyphSelected + " ", Tone: present.ToneKey}, {Text: title, Tone: present.ToneHeading}, {Text: "  fire now", Tone: present.ToneBold}}
		}
		rows = append(rows, present.Row{Kind: present.RowText, Cells: heading})
		for _, l := range o.Labels(r) {
			if u := g.Unit(l); u != nil {
				rows = append(rows, overrunUnitRows(g, u, labelW, typeW)...)
			}
		}
	}
	return rows
}

// overrunUnitRows returns a unit's rows in the overrun form.
func overrunUnitRows(g *engine.Game, u *engine.Unit, labelW, typeW int) []present.Row {
	o := crt.GameOf(g).Overrun
	glyph, word, tone := present.StatusMark(u.Status)
	labelTone := present.ToneBold
	if !u.Alive() {
		labelTone = present.ToneDestroyed
	}
	cells := []present.Cell{
		{Text: "  " + glyph + " ", Tone: tone},
		{Text: fmt.Sprintf("%-*s ", labelW, u.Label), Tone: labelTone},
		{Text: fmt.Sprintf("%-*s ", typeW, u.Type.Name), Tone: present.ToneText},
		{Text: word, Tone: tone},
	}
	if !u.Alive() {
		return []present.Row{{Kind: present.RowText, Cells: cells}}
	}
	var notes []string
	switch {
	case crt.IsOgre(u):
		notes = append(notes, fmt.Sprintf("treads %d/%d", crt.UnitOf(u).Treads, crt.UnitOf(u).TreadsMax))
	case u.Type.Kind == engine.KindInfantry || u.Type.Kind == engine.KindMilitia:
		notes = append(notes, engine.Counted(crt.UnitOf(u).Squads, "squad", "squads"))
	}
	if u.Terrain != "" {
		notes = append(notes, "in "+string(u.Terrain))
	}
	if at, ok := o.Disarmed[u.Label]; ok {
		notes = append(notes, fmt.Sprintf("no weapons since round %d", at))
	}
	if slices.Contains(o.Rammed, u.Label) {
		notes = append(notes, "has rammed")
	}
	if len(notes) > 0 {
		cells = append(cells, present.Cell{Text: "  " + strings.Join(notes, ", "), Tone: present.ToneText})
	}
	if crt.IsOgre(u) {
		return []present.Row{{Kind: present.RowText, Cells: cells}, {Kind: present.RowText, Cells: ogreFireCells(g, u)}}
	}
	sh, err := crt.OverrunShooters(g, u.Label, true)
	fired := o.Fired[u.Label] > 0
	switch {
	case err == nil:
		cells = append(cells, present.Cell{Text: "  fires ", Tone: present.ToneDim}, present.Cell{Text: shootersText(sh), Tone: present.ToneBold})
		if fired {
			cells = append(cells, present.Cell{Text: " (" + present.GlyphFired + " has fired some)", Tone: present.ToneSpent})
		}
	case fired || o.FiredInRound(u):
		cells = append(cells, present.Cell{Text: "  " + present.GlyphFired + " fired this round", Tone: present.ToneSpent})
	default:
		cells = append(cells, present.Cell{Text: "  cannot fire", Tone: present.ToneDim})
	}
	return []present.Row{{Kind: present.RowText, Cells: cells}}
}

// ogreFireCells returns what an Ogre in the overrun fires with, weapon group
// by weapon group: "main 4×2=8, secondary 3×2=6 ×3 (1 ○ fired)"; destroyed and
// spent weapons are left out.
func ogreFireCells(g *engine.Game, u *engine.Unit) []present.Cell {
	o := crt.GameOf(g).Overrun
	type group struct {
		name         string
		text         string
		ready, fired int
		cannot       int
	}
	var groups []*group
	for _, w := range crt.UnitOf(u).Weapons {
		if w.Status != engine.StatusOK {
			continue
		}
		name := strings.TrimRight(w.ID, "0123456789")
		i := slices.IndexFunc(groups, func(gr *group) bool { return gr.name == name })
		if i < 0 {
			groups = append(groups, &group{name: name})
			i = len(groups) - 1
		}
		gr := groups[i]
		ref := u.Label + "." + w.ID
		sh, err := crt.OverrunShooters(g, ref, true)
		switch {
		case err == nil:
			gr.ready++
			if gr.text == "" {
				gr.text = shootersText(sh)
			}
		case o.Fired[ref] > 0:
			gr.fired++
		default:
			gr.cannot++
		}
	}
	cells := []present.Cell{{Text: "    fires ", Tone: present.ToneDim}}
	if len(groups) == 0 {
		return append(cells, present.Cell{Text: "nothing: no weapons left", Tone: present.ToneDestroyed})
	}
	for i, gr := range groups {
		if i > 0 {
			cells = append(cells, present.Cell{Text: ", ", Tone: present.ToneDim})
		}
		switch {
		case gr.ready > 0:
			t := gr.name + " " + gr.text
			if gr.ready > 1 {
				t += fmt.Sprintf(" ×%d", gr.ready)
			}
			cells = append(cells, present.Cell{Text: t, Tone: present.ToneBold})
		default:
			cells = append(cells, present.Cell{Text: gr.name, Tone: present.ToneText})
		}
		var why []string
		if gr.fired > 0 {
			why = append(why, fmt.Sprintf("%d %s fired", gr.fired, present.GlyphFired))
		}
		if gr.cannot > 0 {
			n := ""
			if gr.ready+gr.fired > 0 {
				n = fmt.Sprintf("%d ", gr.cannot)
			}
			why = append(why, n+"cannot fire here")
		}
		if len(why) > 0 {
			cells = append(cells, present.Cell{Text: " (" + strings.Join(why, ", ") + ")", Tone: present.ToneSpent})
		}
	}
	return cells
}

// OverrunStartRows returns what the overrun form shows before an overrun
// starts: the command it would run, a short explanation, and whether the
// engine accepts it (its reason when it does not).
func OverrunStartRows(line string, err error) []present.Row {
	rows := []present.Row{
		{Kind: present.RowText, Cells: []present.Cell{{Text: line, Tone: present.ToneBold}}},
		{Kind: present.RowText, Cells: []present.Cell{{Text: "The attackers move in on the defenders; fire rounds follow, the defenders first, until one side holds the field (000 FAQ, OVERRUN). Others may join before the first shot (j in the battle).", Tone: present.ToneDim}}},
	}
	if err != nil {
		return append(rows, present.Row{Kind: present.RowText, Cells: []present.Cell{{Text: present.GlyphDestroyed + " " + present.Refusal(err), Tone: present.ToneError}}})
	}
	return append(rows, present.Row{Kind: present.RowText, Cells: []present.Cell{{Text: "Enter starts it; the form then shows the battle round by round.", Tone: present.ToneOK}}})
}

// OverrunKeys returns the battle's footer: its actions, ram only when the
// engine allows one; when confirming the end of the overrun, that question.
func OverrunKeys(canRam, confirming bool) []present.Cell {
	if confirming {
		return []present.Cell{{Text: "End the overrun now? ", Tone: present.ToneBold}, {Text: "y", Tone: present.ToneKey}, {Text: "/", Tone: present.ToneDim}, {Text: "Enter", Tone: present.ToneKey}, {Text: " end it  ", Tone: present.ToneDim},
			{Text: "n", Tone: present.ToneKey}, {Text: "/", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " keep fighting", Tone: present.ToneDim}}
	}
	cells := []present.Cell{{Text: "f", Tone: present.ToneKey}, {Text: " fire  ", Tone: present.ToneDim}, {Text: "n", Tone: present.ToneKey}, {Text: " end the round  ", Tone: present.ToneDim}}
	if canRam {
		cells = append(cells, present.Cell{Text: "r", Tone: present.ToneKey}, present.Cell{Text: " ram  ", Tone: present.ToneDim})
	}
	return append(cells, present.Cell{Text: "j", Tone: present.ToneKey}, present.Cell{Text: " join  ", Tone: present.ToneDim}, present.Cell{Text: "e", Tone: present.ToneKey}, present.Cell{Text: " end overrun  ", Tone: present.ToneDim},
		present.Cell{Text: "Esc", Tone: present.ToneKey}, present.Cell{Text: " close", Tone: present.ToneDim})
}

// OverrunText returns the banner of an overrun being fought: the fire round
// and who fires in it, the units on each side (the destroyed marked), and
// how to go on; nil when no overrun is being fought.
func OverrunText(g *engine.Game) []present.Cell {
	o := crt.GameOf(g).Overrun
	if o == nil {
		return nil
	}
	cells := []present.Cell{{Text: "OVERRUN", Tone: present.ToneError}, {Text: " by the " + o.Side, Tone: present.ToneBold}}
	if fr, ok := o.Current(); ok {
		who := "the defenders"
		if fr.Role == crt.RoleAttacker {
			who = "the attackers"
		}
		if fr.Walkers {
			who += "' walkers"
		}
		cells = append(cells, present.Cell{Text: fmt.Sprintf(": round %d, %s fire", fr.Number, who), Tone: present.ToneBold})
	}
	list := func(labels []string) string {
		out := make([]string, len(labels))
		for i, l := range labels {
			out[i] = l
			if u := g.Unit(l); u != nil && !u.Alive() {
				out[i] = present.GlyphDestroyed + l
			}
		}
		return strings.Join(out, ", ")
	}
	return append(cells,
		present.Cell{Text: " │ attackers " + list(o.Attackers) + " │ defenders " + list(o.Defenders), Tone: present.ToneText},
		present.Cell{Text: " │ o shows the battle; next ends the round, \"overrun end\" ends it", Tone: present.ToneDim})
}
