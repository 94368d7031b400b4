package crtforms

import (
	"fmt"
	"ogretable/tracker/dashboard"
	"slices"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/present"
)

// The walker designer (000 FAQ, Walkers, 4.0 Buying Walkers; 5.0 Optional
// Walker Rules): one list of the design's statistics and options, changed
// with + and - (numbers), Space (options, generation, legs) and typing (the
// name); the cost, the budget left and every problem are shown as they
// change; Enter saves the design through Options.SaveWalker, asking first
// when that replaces a saved design, and closes the designer.

// The rows of the designer, by label.
const (
	dsName       = "name"
	dsGeneration = "generation"
	dsAttack     = "attack"
	dsDefense    = "defence"
	dsRange      = "range"
	dsMove       = "move"
	dsGEVMove    = "GEV move"
	dsJumpjets   = "jumpjets"
	dsWheels     = "wheels"
	dsLAT        = "land-air"
	dsLegs       = "legs"
)

// designerFields are the designer's rows in order.
var designerFields = []string{dsName, dsGeneration, dsAttack, dsDefense, dsRange, dsMove, dsGEVMove, dsJumpjets, dsWheels, dsLAT, dsLegs}

// newDesign is the design the designer opens on: an early walker of 1 in
// every statistic.
func newDesign() crt.WalkerDesign {
	return crt.WalkerDesign{Name: "Walker", Generation: crt.GenerationEarly, Attack: 1, Defense: 1, Range: 1, Move: 1, Legs: crt.LegsBiped}
}

// DesignerRows returns the designer's field rows for design d: each
// statistic and option with its value and what it costs.
func DesignerRows(d crt.WalkerDesign) []present.Row {
	p, _ := crt.PricesOf(d.Generation)
	yes := func(on bool, price float64) []present.Cell {
		if on {
			return []present.Cell{{Text: "yes", Tone: present.ToneBold}, {Text: fmt.Sprintf("%s VP", engine.FormatNumber(price)), Tone: present.ToneDim}}
		}
		return []present.Cell{{Text: "no", Tone: present.ToneDim}, {Text: fmt.Sprintf("(%s VP)", engine.FormatNumber(price)), Tone: present.ToneDim}}
	}
	num := func(n int, price float64) []present.Cell {
		return []present.Cell{{Text: fmt.Sprint(n), Tone: present.ToneBold}, {Text: fmt.Sprintf("%s VP", engine.FormatNumber(float64(n)*price)), Tone: present.ToneDim}}
	}
	var rows []present.Row
	for _, f := range designerFields {
		var cells []present.Cell
		switch f {
		case dsName:
			cells = []present.Cell{{Text: d.Name, Tone: present.ToneBold}, {Text: crt.WalkerID(d.Name), Tone: present.ToneDim}}
		case dsGeneration:
			cells = []present.Cell{{Text: string(d.Generation), Tone: present.ToneBold}, {Text: fmt.Sprintf("budget %s VP", engine.FormatNumber(p.Budget)), Tone: present.ToneDim}}
		case dsAttack:
			cells = num(d.Attack, crt.WalkerPointPrice)
		case dsDefense:
			cells = num(d.Defense, crt.WalkerPointPrice)
		case dsRange:
			cells = num(d.Range, crt.WalkerHexPrice)
		case dsMove:
			cells = num(d.Move, crt.WalkerHexPrice)
		case dsGEVMove:
			cells = num(d.GEVMove, crt.WalkerHexPrice)
		case dsJumpjets:
			cells = yes(d.Jumpjets, p.Jumpjets)
		case dsWheels:
			cells = yes(d.Wheels, p.Wheels)
		case dsLAT:
			cells = yes(d.LAT, p.LAT)
		case dsLegs:
			cells = []present.Cell{{Text: string(d.LegsOrBiped()), Tone: present.ToneBold}, {Text: "free", Tone: present.ToneDim}}
		}
		rows = append(rows, dashboard.ListRow(f, append([]present.Cell{{Text: f, Tone: present.ToneText}}, cells...)...))
	}
	return rows
}

// DesignerInfo returns what the designer shows under its fields: the cost,
// the budget and what is left, then every problem, or that it is valid.
func DesignerInfo(d crt.WalkerDesign) []present.Row {
	left := d.Left()
	tone := present.ToneOK
	if left < 0 {
		tone = present.ToneError
	}
	out := []present.Row{{Cells: []present.Cell{{Text: "Cost ", Tone: present.ToneDim}, {Text: engine.FormatNumber(d.Cost()) + " VP", Tone: present.ToneBold},
		{Text: "  budget ", Tone: present.ToneDim}, {Text: engine.FormatNumber(d.Budget()) + " VP", Tone: present.ToneBold},
		{Text: "  left ", Tone: present.ToneDim}, {Text: engine.FormatNumber(left) + " VP", Tone: tone}}}}
	problems := d.Problems()
	if len(problems) == 0 {
		out = append(out, present.Row{Cells: []present.Cell{{Text: "The design is valid.", Tone: present.ToneOK}}})
	}
	for _, p := range problems {
		out = append(out, present.Row{Cells: []present.Cell{{Text: present.GlyphDestroyed + " " + p, Tone: present.ToneError}}})
	}
	return out
}

// changeDesign changes field of d by step (+1 or -1): a number up or down
// (never below 0), an option on or off, the generation or legs to the
// next or previous choice.
func changeDesign(d *crt.WalkerDesign, field string, step int) {
	bump := func(n *int) { *n = max(0, *n+step) }
	switch field {
	case dsAttack:
		bump(&d.Attack)
	case dsDefense:
		bump(&d.Defense)
	case dsRange:
		bump(&d.Range)
	case dsMove:
		bump(&d.Move)
	case dsGEVMove:
		bump(&d.GEVMove)
	case dsJumpjets:
		d.Jumpjets = !d.Jumpjets
	case dsWheels:
		d.Wheels = !d.Wheels
	case dsLAT:
		d.LAT = !d.LAT
	case dsGeneration:
		if d.Generation == crt.GenerationEarly {
			d.Generation = crt.GenerationLate
		} else {
			d.Generation = crt.GenerationEarly
		}
	case dsLegs:
		i := slices.Index(crt.AllLegs, d.LegsOrBiped())
		n := len(crt.AllLegs)
		d.Legs = crt.AllLegs[((i+step)%n+n)%n]
	}
}

// openDesigner shows the walker designer on a new design.
func openDesigner(d *dashboard.Dashboard) { openDesignerOn(d, newDesign()) }

// openDesignerOn shows the walker designer on design.
func openDesignerOn(d *dashboard.Dashboard, design crt.WalkerDesign) {
	fields := dashboard.NewList(d.Theme())
	fields.Selectable = true
	fields.Title = []present.Cell{{Text: "Design", Tone: present.ToneHeading}}
	f := dashboard.NewForm(d.Theme(), "Walker designer", fields)
	refresh := func() {
		sel := fields.Selected().Label
		fields.SetRows(DesignerRows(design))
		if sel != "" {
			fields.Select(sel)
		}
	}
	refresh()
	f.Info = func(int) []present.Row { return DesignerInfo(design) }
	f.Footer = []present.Cell{{Text: "↑↓", Tone: present.ToneKey}, {Text: " field  ", Tone: present.ToneDim}, {Text: "+ -", Tone: present.ToneKey}, {Text: " change  ", Tone: present.ToneDim},
		{Text: "Space", Tone: present.ToneKey}, {Text: " switch  ", Tone: present.ToneDim}, {Text: "type", Tone: present.ToneKey}, {Text: " the name  ", Tone: present.ToneDim},
		{Text: "Enter", Tone: present.ToneKey}, {Text: " save  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " close", Tone: present.ToneDim}}
	f.Keys = func(ev *tcell.EventKey) bool {
		field := fields.Selected().Label
		switch {
		case field == dsName && ev.Key() == tcell.KeyRune && ev.Rune() != ' ' || field == dsName && dashboard.IsRune(ev, ' ') && design.Name != "":
			design.Name += string(ev.Rune())
		case field == dsName && (ev.Key() == tcell.KeyBackspace || ev.Key() == tcell.KeyBackspace2):
			if r := []rune(design.Name); len(r) > 0 {
				design.Name = string(r[:len(r)-1])
			}
		case dashboard.IsRune(ev, '+', '=', ' '):
			changeDesign(&design, field, 1)
		case dashboard.IsRune(ev, '-', '_'):
			changeDesign(&design, field, -1)
		default:
			return false
		}
		refresh()
		return true
	}
	f.Submit = func() {
		switch {
		case !design.Valid():
			d.SetStatus(present.ToneError, "The design has problems and was not saved; the designer lists them.")
		case d.Options().SaveWalker == nil:
			d.SetStatus(present.ToneError, "There is no database to save walker designs in.")
		default:
			saveDesign(d, design)
		}
	}
	f.Cancel = d.CloseDialog
	d.ShowDialog(f, dashboard.FormSize)
}

// saveDesign saves design from the designer, which closes: over a saved
// design of the same name only once the referee has seen what that
// changes and said yes (n goes back to the designer); the same design
// again writes nothing. Once saved, the game's catalog takes the design at
// once, and the status line says what was saved and how to add it.
func saveDesign(d *dashboard.Dashboard, design crt.WalkerDesign) {
	d.CloseDialog()
	if d.Options().SavedWalker != nil {
		saved, found, err := d.Options().SavedWalker(design.Name)
		if err != nil {
			openDesignerOn(d, design)
			d.Refuse(err)
			return
		}
		old, _ := saved.(crt.WalkerDesign) // none saved: the zero design
		changes := old.Changes(design)
		switch {
		case found && len(changes) == 0:
			d.SetStatus(present.ToneOK, fmt.Sprintf("%s is saved already, as it is: nothing was written. %s", design.Name, designUse(d, design)))
			return
		case found:
			rows := []present.Row{dashboard.TextRow(present.ToneBold, fmt.Sprintf("%s is saved already (%s).", old.Name, crt.WalkerID(old.Name))),
				dashboard.TextRow(present.ToneText, "Saving this design replaces it, and changes:")}
			for _, c := range changes {
				rows = append(rows, dashboard.TextRow(present.ToneText, "  "+c))
			}
			rows = append(rows, dashboard.TextRow(present.ToneDim, "Games that fielded it keep their record of it."),
				dashboard.TextRow(present.ToneDim, "Nothing is written until you say yes."))
			d.ConfirmOr("Replace "+old.Name+"?", rows, "replace it", "back to the designer", false, func() {
				writeDesign(d, design)
			}, func() {
				openDesignerOn(d, design)
				d.SetStatus(present.ToneDim, fmt.Sprintf("%s was not replaced: rename this design to keep both, or Esc to close the designer.", old.Name))
			})
			return
		}
	}
	writeDesign(d, design)
}

// writeDesign saves design through Options.SaveWalker and has the session
// read the designs again (tracker.Session.LoadDesigns), so that this game
// adds it at once; when the save fails the designer opens again on it.
func writeDesign(d *dashboard.Dashboard, design crt.WalkerDesign) {
	msg, err := d.Options().SaveWalker(design)
	if err != nil {
		openDesignerOn(d, design)
		d.Refuse(err)
		return
	}
	// With a command in flight the session is its own: the add that
	// names the design reads the designs again itself.
	if err := d.LoadDesigns(); err != nil {
		d.Refuse(err)
		return
	}
	d.SetStatus(present.ToneOK, msg+" "+designUse(d, design))
}

// designUse says how this game adds design, or why it cannot (an optional
// walker rule the game was not created with).
func designUse(d *dashboard.Dashboard, design crt.WalkerDesign) string {
	rules := crt.WalkerRules{}
	if r := crt.GameOf(d.Game()).Walkers; r != nil {
		rules = *r
	}
	if why := rules.Allows(&design); why != "" {
		return "This game cannot add it: " + why + "."
	}
	return fmt.Sprintf("Add it to this game with \":add %s as LABEL side SIDE\".", crt.WalkerID(design.Name))
}
