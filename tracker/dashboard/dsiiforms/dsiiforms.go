// Package dsiiforms is the dashboard of OGRE for DSII games: their keys,
// the forms they open and what the shared screens say of them. It
// registers with dashboard.RegisterSystem.
package dsiiforms

import (
	"fmt"
	"ogretable/tracker/dashboard"
	"slices"
	"strings"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/tracker/present"
)

// OGRE for DSII's actions.
const (
	ActRam      dashboard.Action = "ram"
	ActMissile  dashboard.Action = "missile"
	ActActivate dashboard.Action = "activate"
	ActHit      dashboard.Action = "hit"
	ActRepair   dashboard.Action = "repair"
	ActTAS      dashboard.Action = "tas"
	ActAir      dashboard.Action = "air defence"
	ActReact    dashboard.Action = "reaction test"
	ActNuke     dashboard.Action = "nuke"
	ActDestruct dashboard.Action = "destruct"
)

// forms is what OGRE for DSII games offer on the dashboard: a hit on one
// of an Ogre's modules, with the points it takes and the cup shown before
// the chits are drawn, an EM's repair, with the chance before the die, and
// the forms of a turn (dsiiturnforms.go): an activation, the TAS, the
// launch, the Final Option, air defence and a Reaction Test; a nuclear
// blast (dsiinukeform.go) and a ram (dsiiramform.go).
var forms = dashboard.System{
	Keys: []dashboard.Binding{
		{Keys: []dashboard.Key{dashboard.R('r')}, Action: ActRam, Hint: "ram", Verb: engine.Verb("ram"), Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "ram: an Ogre or a unit rams another"},
		{Keys: []dashboard.Key{dashboard.R('m')}, Action: ActMissile, Hint: "", Verb: "launch", Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "missiles: an Ogre's missile unit launches at its impact markers, with each abort's chance before the dice"},
		{Keys: []dashboard.Key{dashboard.R('a')}, Action: ActActivate, Hint: "activate", Verb: "activate", Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "activate an Ogre's activation unit (OGRE for DSII): what it fires or moves on the EM's die now, the units activated this turn marked"},
		{Keys: []dashboard.Key{dashboard.R('h')}, Action: ActHit, Hint: "hit", Verb: "", Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "hit an Ogre's module (OGRE for DSII): chits typed or drawn from the cup, with the armour, the points for DMG and KO and the cup's chits shown before the draw"},
		{Keys: []dashboard.Key{dashboard.R('R')}, Action: ActRepair, Hint: "", Verb: "", Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "repair a marker on an Ogre's module (OGRE for DSII): the EM's die now, the roll needed and the chance before the die"},
		{Keys: []dashboard.Key{dashboard.R('T')}, Action: ActTAS, Hint: "", Verb: "tas", Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "an Ogre's TAS places impact markers (OGRE for DSII): the missiles ready, the EM's die now and each marker's chance before the dice"},
		{Keys: []dashboard.Key{dashboard.R('A')}, Action: ActAir, Hint: "", Verb: "ads", Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "air defence (OGRE for DSII): a battery enters Air Defense Mode, or shoots at the pilots typed, with each target's dice and chances of hit, abort and miss"},
		{Keys: []dashboard.Key{dashboard.R('e')}, Action: ActReact, Hint: "", Verb: "react", Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "a unit's Reaction Test against an Ogre (OGRE for DSII): the Ogre's Threat Level; the referee enters pass or fail"},
		{Keys: []dashboard.Key{dashboard.R('N')}, Action: ActNuke, Hint: "", Verb: "nuke", Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "a nuclear blast on Ogres (OGRE for DSII): the zone, every module's chits drawn from the cup or typed as drawn at the table, each its zone's count"},
		{Keys: []dashboard.Key{dashboard.R('X')}, Action: ActDestruct, Hint: "", Verb: "destruct", Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "the Final Option (OGRE for DSII): the announcement, then the attempt with its chance on the EM's die now"},
	},
	Forms: map[dashboard.Action]func(*dashboard.Dashboard){
		ActHit:      openHit,
		ActRepair:   openRepair,
		ActActivate: openActivate,
		ActTAS:      openTAS,
		ActMissile:  openLaunchDSII,
		ActDestruct: openDestruct,
		ActNuke:     openNuke,
		ActAir:      openAir,
		ActReact:    openReact,
		ActRam:      openRamDSII,
	},
	Welcome: map[dashboard.Action]string{ActActivate: "a to activate", ActHit: "h for a hit"},
	// A key of the Ogre CRT's a referee who knows it presses here.
	Instead: map[dashboard.Action]string{
		"fire":    "use a to activate a battery, h for a hit",
		"overrun": "an Ogre rams (ram OGRE.treadN TARGET ...) and infantry close-assault (assault ...), both at :",
		"terrain": "a unit's terrain is the referee's at the table",
	},
}

func init() { dashboard.RegisterSystem(dsii.SystemName, forms) }

// typedRow is the label of the hit form's row whose chits the referee
// types, as drawn at the table.
const typedRow = "typed"

// maxDrawRows is how many "draw N" rows the hit form offers at most.
const maxDrawRows = 12

// ogreModuleRows returns a form's rows for the modules of the game's live
// DSII Ogres that keep, labelled "OGRE.MODULE": every module that is not
// destroyed, or with markers set only those carrying a marker.
func ogreModuleRows(g *engine.Game, markers bool) []present.Row {
	var rows []present.Row
	for _, u := range g.Units {
		if !dsii.IsOgre(u) || !u.Alive() {
			continue
		}
		for _, m := range dsii.UnitOf(u).Modules {
			if m.Status == engine.StatusDestroyed || (markers && len(m.Markers) == 0) {
				continue
			}
			label := u.Label + "." + m.ID
			var carried []string
			for _, mk := range m.Markers {
				carried = append(carried, strings.ToUpper(string(mk)))
			}
			rows = append(rows, dashboard.ListRow(label, present.Cell{Text: label, Tone: present.ToneBold},
				present.Cell{Text: " " + string(m.Kind), Tone: present.ToneDim},
				present.Cell{Text: " " + strings.Join(carried, " "), Tone: present.ToneDisabled}))
		}
	}
	return rows
}

// ogreModuleOf returns the Ogre and its module a form's row label
// ("MK5.em") names, nil when none does.
func ogreModuleOf(g *engine.Game, label string) (*engine.Unit, *dsii.Module) {
	ogre, id, ok := strings.Cut(label, ".")
	if !ok {
		return nil, nil
	}
	u := g.Unit(ogre)
	if u == nil || !dsii.IsOgre(u) {
		return nil, nil
	}
	m := dsii.UnitOf(u).Module(id)
	if m == nil {
		return nil, nil
	}
	return u, m
}

// validityRows returns the hit form's rows of chit validities: every set of
// colours, with and without the specials, "all" first.
func validityRows() []present.Row {
	var rows []present.Row
	for mask := (1 << len(dsii.Colours)) - 1; mask > 0; mask-- {
		for _, specials := range []bool{true, false} {
			v := dsii.Validity{Specials: specials}
			v.Red, v.Yellow, v.Green = mask&4 != 0, mask&2 != 0, mask&1 != 0
			s := v.String()
			rows = append(rows, dashboard.ListRow(s, present.Cell{Text: s, Tone: present.ToneText}))
		}
	}
	return rows
}

// lineRows returns the rows every DSII form ends its info with: the
// engine's refusal of the line, or the dice it rolls; a line whose dice
// are the program's draw of chits from the cup (LineForm.Draws), a die a
// chit, says the chits it draws.
func lineRows(lf *dashboard.LineForm) []present.Row {
	if n, err := lf.Check(); err != nil {
		return []present.Row{{Cells: []present.Cell{{Text: present.GlyphDestroyed + " " + present.Refusal(err), Tone: present.ToneError}}}}
	} else if n > 0 && lf.Draws != nil && lf.Draws() {
		return []present.Row{{Cells: []present.Cell{{Text: "It draws " + engine.Counted(n, "chit", "chits") + " from the cup.", Tone: present.ToneOK}}}}
	} else if n > 0 {
		return []present.Row{{Cells: []present.Cell{{Text: "It rolls " + dashboard.CountDice(n) + ".", Tone: present.ToneOK}}}}
	}
	return nil
}

// noAttacker is the label of the hit form's "by" row that names no
// attacker: the hit is then credited to no one.
const noAttacker = "none"

// hitOgres returns the game's live DSII Ogres in the order the hit form
// lists their modules: the roster's selected Ogre first; else those of
// another side than the selected unit's (the side to play's when the
// roster selects none); then the rest, each in roster order. A referee
// hitting the enemy's Ogre finds its modules first, not 35 of the other's.
func hitOgres(g *engine.Game, selected *engine.Unit) []string {
	own := g.CurrentSide()
	if selected != nil {
		own = selected.Side
	}
	rank := func(u *engine.Unit) int {
		switch {
		case u == selected:
			return 0
		case u.Side != own:
			return 1
		}
		return 2
	}
	var ogres []*engine.Unit
	for _, u := range g.Units {
		if dsii.IsOgre(u) && u.Alive() {
			ogres = append(ogres, u)
		}
	}
	slices.SortStableFunc(ogres, func(a, b *engine.Unit) int { return rank(a) - rank(b) })
	out := make([]string, len(ogres))
	for i, u := range ogres {
		out[i] = u.Label
	}
	return out
}

// hitModuleRows returns the hit form's module rows: ogreModuleRows, the
// Ogres in the order of ogres.
func hitModuleRows(g *engine.Game, ogres []string) []present.Row {
	rows := ogreModuleRows(g, false)
	slices.SortStableFunc(rows, func(a, b present.Row) int {
		la, _, _ := strings.Cut(a.Label, ".")
		lb, _, _ := strings.Cut(b.Label, ".")
		return slices.Index(ogres, la) - slices.Index(ogres, lb)
	})
	return rows
}

// attackerRows returns the hit form's "by" rows: no attacker, then the
// units in play other than the target Ogre, those of another side than
// its own first, each with its side, an Ogre followed by its weapons
// modules that can fire (firingModuleRows); an Ogre destroyed by its own Final
// Option stays, to be credited with its blast's hits (dsii.TookFinalOption).
func attackerRows(g *engine.Game, target *engine.Unit) []present.Row {
	rows := []present.Row{dashboard.ListRow(noAttacker, present.Cell{Text: "no one (not credited)", Tone: present.ToneDim})}
	var units []*engine.Unit
	for _, u := range g.Units {
		if (u.Alive() || dsii.TookFinalOption(u)) && u != target {
			units = append(units, u)
		}
	}
	if target != nil {
		slices.SortStableFunc(units, func(a, b *engine.Unit) int {
			return b2i(a.Side == target.Side) - b2i(b.Side == target.Side)
		})
	}
	for _, u := range units {
		rows = append(rows, dashboard.ListRow(u.Label, present.Cell{Text: u.Label, Tone: present.ToneBold},
			present.Cell{Text: " " + u.Side, Tone: present.ToneDim}))
		rows = append(rows, firingModuleRows(g, u)...)
	}
	return rows
}

// firingModuleRows returns the "by" rows of Ogre u's weapons modules that
// can fire now (dsii.ModuleFires: not destroyed nor Systems Down), OGRE.MODULE
// with the battery's weapon where its design names one, so that a
// battery's house validity and credit are chosen on the form; none for a
// unit that is no Ogre of modules.
func firingModuleRows(g *engine.Game, u *engine.Unit) []present.Row {
	if !dsii.IsOgre(u) || !u.Alive() {
		return nil
	}
	d := dsii.DesignOf(g, u)
	var rows []present.Row
	for _, m := range dsii.UnitOf(u).Modules {
		if m.Kind.Class() != dsii.ClassWeapon || dsii.ModuleFires(u, m) != nil {
			continue
		}
		label := u.Label + "." + m.ID
		what := " " + u.Side
		if w := d.Weapon(m); w != "" {
			what = " " + w
		}
		rows = append(rows, dashboard.ListRow(label, present.Cell{Text: label, Tone: present.ToneText}, present.Cell{Text: what, Tone: present.ToneDim}))
	}
	return rows
}

// b2i returns 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// openHit opens the hit form: one of an Ogre's modules (the selected
// Ogre's, else the other side's, first: hitOgres), the chits (typed as
// drawn at the table, or "draw N" from the game's cup), the colours that
// count and the attacker credited with it ("by", the other side's units
// first). Before anything is drawn it shows the module's armour, the
// points that Damage and Knock it Out (dsii.PointsNeeded), the cup's
// chits (dsii.CupText), a draw's exact chances of DMG and KO
// (dsii.DrawChances), and on a tread module the reading of an attack of
// several results (dsii.ReadingTreadOneBMF); Enter runs the hit command
// line: a draw N with the game's seeded dice, asking for none (the
// referee who draws at the table types the chits). Text typed on the
// Chits list goes to the typed row, never to the form's keys.
func openHit(d *dashboard.Dashboard) {
	g := d.Game()
	modules, chits, valid, by := dashboard.NewList(d.Theme()), dashboard.NewList(d.Theme()), dashboard.NewList(d.Theme()), dashboard.NewList(d.Theme())
	modules.Selectable, chits.Selectable, valid.Selectable, by.Selectable = true, true, true, true
	modules.Title = []present.Cell{{Text: "Module", Tone: present.ToneHeading}}
	chits.Title = []present.Cell{{Text: "Chits", Tone: present.ToneHeading}}
	valid.Title = []present.Cell{{Text: "Valid", Tone: present.ToneHeading}}
	by.Title = []present.Cell{{Text: "By", Tone: present.ToneHeading}}
	from := firerSideView(d)
	f := dashboard.NewForm(d.Theme(), "Hit a module or an element", modules, chits, valid, by, from)
	f.Weights = []int{3, 3, 3, 3, 2} // the sides are short words
	typed := ""
	cup, cupErr := dsii.Cup(g)
	setChits := func() {
		rows := []present.Row{dashboard.ListRow(typedRow, present.Cell{Text: "typed: ", Tone: present.ToneDim}, present.Cell{Text: typed + "_", Tone: present.ToneBold})}
		if cupErr == nil {
			for n := 1; n <= min(dsii.CupSize(cup), maxDrawRows); n++ {
				s := fmt.Sprintf("draw %d", n)
				rows = append(rows, dashboard.ListRow(s, present.Cell{Text: s, Tone: present.ToneText}))
			}
		}
		sel := chits.Selected().Label
		chits.SetRows(rows)
		if sel != "" {
			chits.Select(sel)
		}
	}
	setChits()
	selected := g.Unit(d.SelectedUnit())
	var selOgre *engine.Unit
	if selected != nil && dsii.IsOgre(selected) {
		selOgre = selected
	}
	modules.SetRows(append(hitModuleRows(g, hitOgres(g, selOgre)), elementHitRows(g)...))
	valid.SetRows(validityRows())
	target := ""
	setBy := func() {
		u := hitTarget(d.Game(), modules.Selected().Label)
		label := ""
		if u != nil {
			label = u.Label
		}
		if label == target && len(by.Rows()) > 0 {
			return
		}
		target = label
		sel := by.Selected().Label
		rows := attackerRows(d.Game(), u)
		by.SetRows(rows)
		firer := ""
		if u != nil {
			firer = dsii.LastEnemyActivated(d.Game(), u.Side)
		}
		switch {
		case sel != "" && sel != target && sel != noAttacker:
			by.Select(sel)
		case firer != "" && slices.ContainsFunc(rows, func(r present.Row) bool { return r.Label == firer }):
			// The unit of the other side that activated last this turn
			// fired, most likely (a battery fires on its activation).
			by.Select(firer)
		case selected != nil && u != nil && selected.Side != u.Side:
			// The roster's selected unit of the other side is the
			// attacker most likely.
			by.Select(selected.Label)
		}
	}
	setBy()
	f.Moved = setBy
	lf := d.NewLineForm(f, func() string {
		what := chits.Selected().Label
		if what == typedRow {
			what = typed
		}
		line := "hit " + modules.Selected().Label + " " + what
		if v := valid.Selected().Label; v != "" && v != dsii.AllValid.String() {
			line += " valid " + v
		}
		if b := by.Selected().Label; b != "" && b != noAttacker {
			line += " by " + b
		}
		if s := from.Selected().Label; s != "" && s != noSide {
			line += " from " + s
		}
		return line
	}, nil)
	lf.Draws = func() bool { return strings.HasPrefix(chits.Selected().Label, "draw ") }
	lf.Ready = func() error {
		if modules.Selected().Label == "" {
			return engine.Refusef("no Ogre of modules is in play to hit; add one (add dsii-mark-v as MK5 side ogre)")
		}
		if chits.Selected().Label == typedRow && typed == "" {
			return engine.Refusef("type the chits drawn at the table (red3,yellow1,m), or choose draw N")
		}
		return nil
	}
	f.Info = func(int) []present.Row {
		out := []present.Row{dashboard.TextRow(present.ToneBold, lf.Line())}
		g := d.Game()
		v, vErr := dsii.ParseValidity(valid.Selected().Label)
		if vErr != nil {
			v = dsii.AllValid
		}
		u, m := ogreModuleOf(g, modules.Selected().Label)
		armor := dsii.ArmourBlank
		if m != nil {
			armor = dsii.ArmorOf(dsii.DesignOf(g, u), *m)
			out = append(out, armourRow(g, u, *m, "give the result read at the table (ko or dmg) with the specials"), signatureRow(g, u, *m))
		}
		target := dsii.TargetOgre
		if eu := hitTarget(g, modules.Selected().Label); m == nil && eu != nil {
			e := dsii.ElementOf(g, eu)
			target = dsii.ElementTarget(e)
			out = append(out, elementRow(eu, e))
		}
		if house, ok := dsii.FirerValidity(g, by.Selected().Label, target); ok && valid.Selected().Label == dsii.AllValid.String() {
			v = house
			out = append(out, dashboard.TextRow(present.ToneText, fmt.Sprintf("Valid %s: %s's, by the house data (choose another to override it).", house, by.Selected().Label)))
		}
		if cupErr != nil {
			out = append(out, dashboard.TextRow(present.ToneDim, "Cup: "+present.Refusal(cupErr)))
		} else {
			out = append(out, dashboard.TextRow(present.ToneText, "Cup: "+dsii.CupText(cup)))
			var n int
			if _, err := fmt.Sscanf(chits.Selected().Label, "draw %d", &n); err == nil && m != nil && armor != dsii.ArmourBlank {
				if dmg, ko, err := dsii.DrawChances(cup, n, m.Kind.Class(), armor, v); err == nil {
					out = append(out, dashboard.TextRow(present.ToneOK, fmt.Sprintf("Draw %d, valid %s: DMG a chance of %s, KO %s (counted from the cup's chits).", n, v, dmg, ko)))
				}
			}
		}
		if m != nil && m.Kind == dsii.KindTread {
			tone := present.ToneDim
			if chits.Selected().Label == typedRow {
				if a, err := dsii.ParseAttack(typed, v); err == nil {
					if o, err := dsii.Damage(m.Kind.Class(), armor, a); err == nil && dsii.TreadDMGForGood(m.Kind.Class(), a, o) {
						tone = present.ToneBold
						out = append(out, dashboard.TextRow(tone, "No DMG marker: the BMF is lost for good."))
					}
				}
			}
			out = append(out, dashboard.TextRow(tone, dsii.ReadingTreadOneBMF.String()))
		}
		return append(out, lineRows(lf)...)
	}
	f.Footer = []present.Cell{{Text: "Tab", Tone: present.ToneKey}, {Text: " list  ", Tone: present.ToneDim}, {Text: "↑↓", Tone: present.ToneKey}, {Text: " choose  ", Tone: present.ToneDim},
		{Text: "MK1", Tone: present.ToneKey}, {Text: " on the modules: go to a label  ", Tone: present.ToneDim},
		{Text: "typing", Tone: present.ToneKey}, {Text: " on the Chits: the chits drawn at the table  ", Tone: present.ToneDim}, {Text: "o", Tone: present.ToneKey}, {Text: " override (off the Chits)  ", Tone: present.ToneDim},
		{Text: "Enter", Tone: present.ToneKey}, {Text: " hit  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " cancel", Tone: present.ToneDim}}
	jump := ""
	f.Keys = func(ev *tcell.EventKey) bool {
		if f.Focused() == modules && ev.Key() == tcell.KeyRune && isJumpRune(ev.Rune()) {
			// Typing a label (MK1, MK1.T) goes to its first module: the
			// list of a Mark V's 35 modules need not be scrolled.
			jump = jumpTo(modules, jump, ev.Rune())
			modules.Title = []present.Cell{{Text: "Module", Tone: present.ToneHeading}, {Text: " " + jump, Tone: present.ToneDim}}
			setBy()
			return true
		}
		if f.Focused() == chits && chits.Selected().Label != typedRow && ev.Key() == tcell.KeyRune && isChitRune(ev.Rune()) {
			// Text typed on the Chits list is the chits drawn at the
			// table, whichever row is chosen: it goes to the typed row,
			// never to the form's keys (o is override elsewhere).
			chits.Select(typedRow)
		}
		if f.Focused() != chits || chits.Selected().Label != typedRow {
			return lf.Key(ev)
		}
		switch {
		case ev.Key() == tcell.KeyBackspace || ev.Key() == tcell.KeyBackspace2:
			if typed != "" {
				typed = typed[:len(typed)-1]
			}
		case ev.Key() == tcell.KeyRune && isChitRune(ev.Rune()):
			typed += strings.ToLower(string(ev.Rune()))
		default:
			return false
		}
		setChits()
		return true
	}
	if selOgre != nil {
		modules.Select(selOgre.Label + ".em")
	}
	setBy()
	if cupErr == nil {
		chits.Select("draw 1")
	}
	d.ShowDialog(f, dashboard.FormSize)
}

// elementHitRows returns the hit form's rows of the elements of the
// defence with [[dsii-element]] figures, after the Ogres' modules: each
// live one, its figures and markers.
func elementHitRows(g *engine.Game) []present.Row {
	var rows []present.Row
	for _, u := range g.Units {
		e := dsii.ElementOf(g, u)
		if e == nil || !u.Alive() {
			continue
		}
		var carried []string
		for _, mk := range dsii.UnitOf(u).Markers {
			carried = append(carried, strings.ToUpper(string(mk)))
		}
		rows = append(rows, dashboard.ListRow(u.Label, present.Cell{Text: u.Label, Tone: present.ToneBold},
			present.Cell{Text: " " + e.Figures(), Tone: present.ToneDim},
			present.Cell{Text: " " + strings.Join(carried, " "), Tone: present.ToneDisabled}))
	}
	return rows
}

// hitTarget returns the unit a hit form's row names: the Ogre of a module
// row ("MK5.em"), or an element ("HT1"); nil for none.
func hitTarget(g *engine.Game, label string) *engine.Unit {
	if u, _ := ogreModuleOf(g, label); u != nil {
		return u
	}
	if u := g.Unit(label); u != nil && dsii.ElementOf(g, u) != nil {
		return u
	}
	return nil
}

// elementRow says what element u of figures e needs to be Damaged or
// killed (002 OGRE for DSII, Ramming resolution).
func elementRow(u *engine.Unit, e *dsii.Element) present.Row {
	if e.Infantry() {
		return dashboard.TextRow(present.ToneText, fmt.Sprintf("%s: %s: %d valid points eliminate it; specials have no effect on infantry (002 OGRE for DSII, Ramming resolution).",
			u.Label, e.Figures(), dsii.InfantryKillPoints[e.Class]))
	}
	if e.Softskin() {
		return dashboard.TextRow(present.ToneText, fmt.Sprintf("%s: %s: 1 valid point or a BOOM destroys it, an M or TSD marks it (002 OGRE for DSII, Ramming resolution).", u.Label, e.Figures()))
	}
	return dashboard.TextRow(present.ToneText, fmt.Sprintf("%s: %s: %d valid points Damage it, %d or a BOOM destroy it, an M or TSD marks it (002 OGRE for DSII, Ramming resolution).",
		u.Label, e.Figures(), e.Armor, e.Armor+1))
}

// noSide is the label of the hit form's "From" row that says no side:
// no facing is checked.
const noSide = "not said"

// firerSideView returns the hit form's list of the Ogre's sides the firer
// may be on (002 OGRE for DSII, Firing at OGREs), "not said" first.
func firerSideView(d *dashboard.Dashboard) *dashboard.List {
	from := dashboard.NewList(d.Theme())
	from.Selectable = true
	from.Title = []present.Cell{{Text: "From", Tone: present.ToneHeading}}
	rows := []present.Row{dashboard.ListRow(noSide, present.Cell{Text: noSide, Tone: present.ToneDim})}
	for _, s := range dsii.Sides {
		rows = append(rows, dashboard.ListRow(s, present.Cell{Text: s, Tone: present.ToneText}))
	}
	from.SetRows(rows)
	return from
}

// signatureRow says module m of Ogre u's Effective Target Signature and the
// sides it faces (002 OGRE for DSII, OGRE Modules and Firing at OGREs).
func signatureRow(g *engine.Game, u *engine.Unit, m dsii.Module) present.Row {
	text := fmt.Sprintf("Signature %s", dsii.Signature(m.Kind))
	if faces := dsii.FacingOf(dsii.DesignOf(g, u), m); len(faces) > 0 {
		text += fmt.Sprintf("; it faces %s, and cannot be targeted from a side it cannot be seen from.", strings.Join(faces, "-"))
	} else {
		text += "; its design gives no facing, so any side may target it."
	}
	return dashboard.TextRow(present.ToneText, text)
}

// armourRow says the armour of module m of Ogre u and the valid points
// that Damage and Knock it Out (dsii.PointsNeeded); when its design gives
// no armour, it says so and then blank, what the referee is to do.
func armourRow(g *engine.Game, u *engine.Unit, m dsii.Module, blank string) present.Row {
	armor := dsii.ArmorOf(dsii.DesignOf(g, u), m)
	if dmg, ko, ok := dsii.PointsNeeded(armor); ok {
		return dashboard.TextRow(present.ToneText, fmt.Sprintf("%s.%s: armour %d: %d valid points Damage it, %d Knock it Out (002 OGRE for DSII, Damage and Special Damage against OGRE modules).",
			u.Label, m.ID, armor, dmg, ko))
	}
	return dashboard.TextRow(present.ToneDisabled, fmt.Sprintf("%s.%s: its design gives no armour: %s.", u.Label, m.ID, blank))
}

// isJumpRune reports whether r, typed in the hit form's module list, goes
// to a label: capitals, digits and the dot (lower case j, k and o are the
// list's and the form's keys).
func isJumpRune(r rune) bool {
	return r == '.' || (r >= '0' && r <= '9') || (r >= 'A' && r <= 'Z')
}

// jumpTo selects the first row of list whose label starts with prefix and
// r, case aside, and returns that prefix; when none does, the first that
// starts with r alone, and r. Nothing moves when none starts with r.
func jumpTo(list *dashboard.List, prefix string, r rune) string {
	for _, p := range []string{prefix + string(r), string(r)} {
		for _, row := range list.Rows() {
			if len(row.Label) >= len(p) && strings.EqualFold(row.Label[:len(p)], p) {
				list.Select(row.Label)
				return p
			}
		}
	}
	return ""
}

// isChitRune reports whether r can be typed in a list of chits: letters,
// digits and the commas between chits.
func isChitRune(r rune) bool {
	return r == ',' || (r >= '0' && r <= '9') || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z')
}

// openRepair opens the repair form: one of an Ogre's modules carrying a
// marker, and the marker. It shows the EM's die now (dsii.EMDie), the roll
// that clears the marker and its exact chance (dsii.RepairChance); Enter
// runs the repair command line, asking for the die.
func openRepair(d *dashboard.Dashboard) {
	g := d.Game()
	modules, markers := dashboard.NewList(d.Theme()), dashboard.NewList(d.Theme())
	modules.Selectable, markers.Selectable = true, true
	modules.Title = []present.Cell{{Text: "Module", Tone: present.ToneHeading}}
	markers.Title = []present.Cell{{Text: "Marker", Tone: present.ToneHeading}}
	f := dashboard.NewForm(d.Theme(), "Repair", modules, markers)
	modules.SetRows(ogreModuleRows(g, true))
	shown := ""
	setMarkers := func() {
		label := modules.Selected().Label
		if label == shown {
			return
		}
		shown = label
		var rows []present.Row
		if _, m := ogreModuleOf(d.Game(), label); m != nil {
			var seen []dsii.Marker
			for _, mk := range m.Markers {
				if !slices.Contains(seen, mk) {
					seen = append(seen, mk)
					rows = append(rows, dashboard.ListRow(string(mk), present.Cell{Text: strings.ToUpper(string(mk)), Tone: present.ToneText}))
				}
			}
		}
		markers.SetRows(rows)
	}
	f.Moved = setMarkers
	lf := d.NewLineForm(f, func() string {
		return strings.TrimSpace("repair " + modules.Selected().Label + " " + markers.Selected().Label)
	}, nil)
	lf.Ready = func() error {
		if modules.Selected().Label == "" {
			return engine.Refusef("no Ogre's module carries a marker to repair")
		}
		return nil
	}
	f.Info = func(int) []present.Row {
		out := []present.Row{dashboard.TextRow(present.ToneBold, lf.Line())}
		g := d.Game()
		u, m := ogreModuleOf(g, modules.Selected().Label)
		if m == nil {
			return append(out, lineRows(lf)...)
		}
		die := dsii.EMDie(g, u)
		out = append(out, dashboard.TextRow(present.ToneText, fmt.Sprintf("%s's electronics module: %s now.", u.Label, die)))
		if mk, err := dsii.ParseMarker(markers.Selected().Label); err == nil {
			name := strings.ToUpper(string(mk))
			n002, _ := dsii.RepairNeeded(m.Kind.Class(), mk)
			needed, ok := dsii.RepairRoll(dsii.DesignOf(g, u), m.Kind.Class(), mk)
			switch {
			case ok && needed == 0:
				out = append(out, dashboard.TextRow(present.ToneError, fmt.Sprintf("%s on %s: %s.", name, m.ID, dsii.RepairRollUnknown)))
			case ok && n002 == 0:
				out = append(out, dashboard.TextRow(present.ToneOK, fmt.Sprintf("%s on %s: %d+ on the %s clears it, a chance of %s (the referee's roll, from the design's house data: 002 gives none).",
					name, m.ID, needed, die, dsii.AtLeast(die, needed))))
			case ok:
				out = append(out, dashboard.TextRow(present.ToneOK, fmt.Sprintf("%s on %s: %d+ on the %s clears it, a chance of %s (002 OGRE for DSII, Electronics Module).",
					name, m.ID, needed, die, dsii.AtLeast(die, needed))))
			default:
				out = append(out, dashboard.TextRow(present.ToneDisabled, fmt.Sprintf("%s on %s is not repairable by the Electronics Module.", name, m.ID)))
			}
		}
		return append(out, lineRows(lf)...)
	}
	f.Footer = []present.Cell{{Text: "Tab", Tone: present.ToneKey}, {Text: " list  ", Tone: present.ToneDim}, {Text: "↑↓", Tone: present.ToneKey}, {Text: " choose  ", Tone: present.ToneDim},
		{Text: "o", Tone: present.ToneKey}, {Text: " override  ", Tone: present.ToneDim},
		{Text: "Enter", Tone: present.ToneKey}, {Text: " repair  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " cancel", Tone: present.ToneDim}}
	f.Keys = lf.Key
	if u := g.Unit(d.SelectedUnit()); u != nil {
		for _, r := range ogreModuleRows(g, true) {
			if strings.HasPrefix(r.Label, u.Label+".") {
				modules.Select(r.Label)
				break
			}
		}
	}
	setMarkers()
	d.ShowDialog(f, dashboard.FormSize)
}
