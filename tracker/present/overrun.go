package present

import (
	"fmt"
	"slices"
	"strings"

	"ogretable/engine"
	"ogretable/engine/crt"
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
func OverrunRows(g *engine.Game) []Row {
	o := crt.GameOf(g).Overrun
	if o == nil {
		return nil
	}
	cur, started := o.Current()
	head := []Cell{{"Overrun by the " + o.Side, ToneBold}}
	if started {
		head = []Cell{{fmt.Sprintf("Fire round %d: ", cur.Number), ToneBold}, {roundWho(g, cur) + " fire", ToneBold}}
	}
	// The shots of the round being fought, not of the whole battle.
	shots := "no shot yet"
	if n := cur.Shots; n > 0 {
		shots = Plural(n, "shot") + " so far"
	} else if started && cur.Number > 1 {
		shots = "no shot yet in this round"
	}
	head = append(head, Cell{"   " + shots, ToneDim})
	rows := []Row{{Kind: RowText, Cells: head}}
	labelW, typeW := 0, 0
	for _, l := range slices.Concat(o.Attackers, o.Defenders) {
		if u := g.Unit(l); u != nil {
			labelW, typeW = max(labelW, len([]rune(u.Label))), max(typeW, len([]rune(u.Type.Name)))
		}
	}
	for _, r := range []crt.Role{crt.RoleAttacker, crt.RoleDefender} {
		title := strings.TrimPrefix(roleName(g, r), "the ")
		title = strings.ToUpper(title[:1]) + title[1:]
		heading := []Cell{{"  ", ToneText}, {title, ToneHeading}}
		if started && r == cur.Role {
			heading = []Cell{{GlyphSelected + " ", ToneKey}, {title, ToneHeading}, {"  fire now", ToneBold}}
		}
		rows = append(rows, Row{Kind: RowText, Cells: heading})
		for _, l := range o.Labels(r) {
			if u := g.Unit(l); u != nil {
				rows = append(rows, overrunUnitRows(g, u, labelW, typeW)...)
			}
		}
	}
	return rows
}

// overrunUnitRows returns a unit's rows in the overrun form.
func overrunUnitRows(g *engine.Game, u *engine.Unit, labelW, typeW int) []Row {
	o := crt.GameOf(g).Overrun
	glyph, word, tone := StatusMark(u.Status)
	labelTone := ToneBold
	if !u.Alive() {
		labelTone = ToneDestroyed
	}
	cells := []Cell{
		{"  " + glyph + " ", tone},
		{fmt.Sprintf("%-*s ", labelW, u.Label), labelTone},
		{fmt.Sprintf("%-*s ", typeW, u.Type.Name), ToneText},
		{word, tone},
	}
	if !u.Alive() {
		return []Row{{Kind: RowText, Cells: cells}}
	}
	var notes []string
	switch {
	case crt.IsOgre(u):
		notes = append(notes, fmt.Sprintf("treads %d/%d", crt.UnitOf(u).Treads, crt.UnitOf(u).TreadsMax))
	case u.Type.Kind == engine.KindInfantry || u.Type.Kind == engine.KindMilitia:
		notes = append(notes, Plural(crt.UnitOf(u).Squads, "squad"))
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
		cells = append(cells, Cell{"  " + strings.Join(notes, ", "), ToneText})
	}
	if crt.IsOgre(u) {
		return []Row{{Kind: RowText, Cells: cells}, {Kind: RowText, Cells: ogreFireCells(g, u)}}
	}
	sh, err := crt.OverrunShooters(g, u.Label, true)
	fired := o.Fired[u.Label] > 0
	switch {
	case err == nil:
		cells = append(cells, Cell{"  fires ", ToneDim}, Cell{shootersText(sh), ToneBold})
		if fired {
			cells = append(cells, Cell{" (" + GlyphFired + " has fired some)", ToneSpent})
		}
	case fired || o.FiredInRound(u):
		cells = append(cells, Cell{"  " + GlyphFired + " fired this round", ToneSpent})
	default:
		cells = append(cells, Cell{"  cannot fire", ToneDim})
	}
	return []Row{{Kind: RowText, Cells: cells}}
}

// ogreFireCells returns what an Ogre in the overrun fires with, weapon group
// by weapon group: "main 4×2=8, secondary 3×2=6 ×3 (1 ○ fired)"; destroyed and
// spent weapons are left out.
func ogreFireCells(g *engine.Game, u *engine.Unit) []Cell {
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
	cells := []Cell{{"    fires ", ToneDim}}
	if len(groups) == 0 {
		return append(cells, Cell{"nothing: no weapons left", ToneDestroyed})
	}
	for i, gr := range groups {
		if i > 0 {
			cells = append(cells, Cell{", ", ToneDim})
		}
		switch {
		case gr.ready > 0:
			t := gr.name + " " + gr.text
			if gr.ready > 1 {
				t += fmt.Sprintf(" ×%d", gr.ready)
			}
			cells = append(cells, Cell{t, ToneBold})
		default:
			cells = append(cells, Cell{gr.name, ToneText})
		}
		var why []string
		if gr.fired > 0 {
			why = append(why, fmt.Sprintf("%d %s fired", gr.fired, GlyphFired))
		}
		if gr.cannot > 0 {
			n := ""
			if gr.ready+gr.fired > 0 {
				n = fmt.Sprintf("%d ", gr.cannot)
			}
			why = append(why, n+"cannot fire here")
		}
		if len(why) > 0 {
			cells = append(cells, Cell{" (" + strings.Join(why, ", ") + ")", ToneSpent})
		}
	}
	return cells
}

// OverrunStartRows returns what the overrun form shows before an overrun
// starts: the command it would run, a short explanation, and whether the
// engine accepts it (its reason when it does not).
func OverrunStartRows(line string, err error) []Row {
	rows := []Row{
		{Kind: RowText, Cells: []Cell{{line, ToneBold}}},
		{Kind: RowText, Cells: []Cell{{"The attackers move in on the defenders; fire rounds follow, the defenders first, until one side holds the field (000 FAQ, OVERRUN). Others may join before the first shot (j in the battle).", ToneDim}}},
	}
	if err != nil {
		return append(rows, Row{Kind: RowText, Cells: []Cell{{GlyphDestroyed + " " + Refusal(err), ToneError}}})
	}
	return append(rows, Row{Kind: RowText, Cells: []Cell{{"Enter starts it; the form then shows the battle round by round.", ToneOK}}})
}

// OverrunKeys returns the battle's footer: its actions, ram only when the
// engine allows one; when confirming the end of the overrun, that question.
func OverrunKeys(canRam, confirming bool) []Cell {
	if confirming {
		return []Cell{{"End the overrun now? ", ToneBold}, {"y", ToneKey}, {"/", ToneDim}, {"Enter", ToneKey}, {" end it  ", ToneDim},
			{"n", ToneKey}, {"/", ToneDim}, {"Esc", ToneKey}, {" keep fighting", ToneDim}}
	}
	cells := []Cell{{"f", ToneKey}, {" fire  ", ToneDim}, {"n", ToneKey}, {" end the round  ", ToneDim}}
	if canRam {
		cells = append(cells, Cell{"r", ToneKey}, Cell{" ram  ", ToneDim})
	}
	return append(cells, Cell{"j", ToneKey}, Cell{" join  ", ToneDim}, Cell{"e", ToneKey}, Cell{" end overrun  ", ToneDim},
		Cell{"Esc", ToneKey}, Cell{" close", ToneDim})
}
