package dsiiforms

import (
	"fmt"
	"ogretable/tracker/dashboard"
	"strings"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/tracker/present"
)

// The ram form of an OGRE for DSII game (002 OGRE for DSII, OGREs and
// Ramming): an Ogre's tread module rams an Ogre's, a vehicle or infantry,
// or a vehicle rams an Ogre's tread module after its Confidence Test. It
// builds the ram verb's line and shows, before any chit is drawn, what the
// ram pulls each way as the engine gives it (dsii.RamOf: the counts, the
// colours and specials that count, the Threat Level, the points that
// eliminate infantry), the armour of each tread module the chits go
// against, and the cup.

// The rows of the ram form's lists that are not units: the chits drawn
// from the cup or typed, and a list's one row when it has nothing to
// choose.
const (
	ramDraw  = "draw"
	ramTyped = "typed"
	ramNone  = "none"
	// ramFigures is the Size/class list's one row when the party that is
	// no Ogre has [[dsii-element]] figures, which give its size, softskin
	// or class.
	ramFigures = "figures"
)

// infantryClasses are the classes of rammed infantry the ram verb takes,
// in the order of the points that eliminate them (dsii.InfantryKillPoints).
var infantryClasses = []string{"militia", "line", "powered"}

// ramKind is what a ram on the form is, by its two parties.
type ramKind int

// The kinds of ram: an Ogre into an Ogre, into a vehicle, over infantry,
// and a vehicle into an Ogre.
const (
	ramOgres ramKind = iota
	ramVehicle
	ramInfantry
	ramByVehicle
)

// isTreadRow reports whether a ram form's row label names an Ogre's tread
// module (OGRE.treadN) rather than a unit.
func isTreadRow(label string) bool { return strings.Contains(label, ".") }

// ramKindOf returns the kind of ram of rammer into target, rows of the ram
// form, in game g.
func ramKindOf(g *engine.Game, rammer, target string) ramKind {
	switch {
	case !isTreadRow(rammer):
		return ramByVehicle
	case isTreadRow(target):
		return ramOgres
	}
	if u := g.Unit(target); u != nil && dsii.IsInfantry(u) {
		return ramInfantry
	}
	return ramVehicle
}

// treadRows returns the rows of the tread modules not destroyed of the
// live DSII Ogres but the one labelled except.
func treadRows(g *engine.Game, except string) []present.Row {
	var rows []present.Row
	for _, u := range liveOgres(g) {
		if u.Label == except {
			continue
		}
		for _, m := range dsii.UnitOf(u).Modules {
			if m.Kind != dsii.KindTread || m.Status == engine.StatusDestroyed {
				continue
			}
			label := u.Label + "." + m.ID
			rows = append(rows, dashboard.ListRow(label, present.Cell{Text: label, Tone: present.ToneBold}))
		}
	}
	return rows
}

// ramUnitRows returns the rows of the live units that are no Ogre of
// modules: with infantry set, every one; else the vehicles alone (infantry
// do not ram).
func ramUnitRows(g *engine.Game, infantry bool) []present.Row {
	var rows []present.Row
	for _, u := range g.Units {
		if dsii.IsOgre(u) || !u.Alive() || (!infantry && dsii.IsInfantry(u)) {
			continue
		}
		rows = append(rows, dashboard.ListRow(u.Label, present.Cell{Text: u.Label, Tone: present.ToneBold}))
	}
	return rows
}

// noneRow returns a list's one row when it has nothing to choose, saying
// why.
func noneRow(why string) []present.Row {
	return []present.Row{dashboard.ListRow(ramNone, present.Cell{Text: why, Tone: present.ToneDim})}
}

// chitRows returns the rows of a list of chits: drawn from the cup, or
// typed as drawn at the table.
func chitRows(typed string) []present.Row {
	return []present.Row{dashboard.ListRow(ramDraw, present.Cell{Text: "draw", Tone: present.ToneText}),
		dashboard.ListRow(ramTyped, present.Cell{Text: "typed: ", Tone: present.ToneDim}, present.Cell{Text: typed + "_", Tone: present.ToneBold})}
}

// openRamDSII opens the ram form of a DSII game: the rammer (an Ogre's
// tread module or a vehicle), what it rams, the vehicle's size (softskin or
// not) or the infantry's class (shown, not asked, when the unit's
// [[dsii-element]] figures give them, as the ram verb takes them), a vehicle's Confidence Test, and the chits
// each way, drawn or typed. Enter runs the ram line, asking for the dice
// of a draw.
func openRamDSII(d *dashboard.Dashboard) {
	rammers, targets, parts := newList(d, "Rammer"), newList(d, "Rammed"), newList(d, "Size/class")
	tests, chits, backs := newList(d, "Confidence"), newList(d, "Chits"), newList(d, "Back")
	g := d.Game()
	rammers.SetRows(append(treadRows(g, ""), ramUnitRows(g, false)...))
	if u := g.Unit(d.SelectedUnit()); u != nil && !dsii.IsOgre(u) {
		rammers.Select(u.Label)
	} else if u != nil {
		// An Ogre rams with its currently activated tread module (002 OGRE
		// for DSII, OGREs ramming OGREs; dsii.RamActivation): that one,
		// else its first.
		current := u.Label + "." + dsii.CurrentActivation(g, u.Label)
		first := ""
		for _, r := range treadRows(g, "") {
			if r.Label == current {
				first = r.Label
				break
			}
			if first == "" && strings.HasPrefix(r.Label, u.Label+".") {
				first = r.Label
			}
		}
		if first != "" {
			rammers.Select(first)
		}
	}
	var size, typedChits, typedBack string
	kind := func() ramKind { return ramKindOf(d.Game(), rammers.Selected().Label, targets.Selected().Label) }
	failed := func() bool { return kind() == ramByVehicle && tests.Selected().Label == "fail" }
	// vehicleLabel is the party of a ram that is no Ogre: the rammer or
	// the rammed.
	vehicleLabel := func() string {
		if kind() == ramByVehicle {
			return rammers.Selected().Label
		}
		return targets.Selected().Label
	}
	// figures returns the [[dsii-element]] figures of the ram's party that
	// is no Ogre, as the ram verb takes them (dsii.ElementOf): nil for an
	// Ogre into an Ogre, or a unit without figures, whose size or class
	// the referee gives.
	figures := func() *dsii.Element {
		if kind() == ramOgres {
			return nil
		}
		g := d.Game()
		return dsii.ElementOf(g, g.Unit(vehicleLabel()))
	}
	// refresh makes the lists that hang on the rammer and the rammed, and
	// the typed rows, keeping each selection where its row is still there.
	refresh := func() {
		g := d.Game()
		rammer := rammers.Selected().Label
		if isTreadRow(rammer) {
			ogre, _, _ := strings.Cut(rammer, ".")
			targets.SetRows(append(treadRows(g, ogre), ramUnitRows(g, true)...))
		} else {
			targets.SetRows(treadRows(g, ""))
		}
		switch e := figures(); {
		case kind() == ramOgres:
			parts.SetRows(noneRow("by design"))
		case e != nil:
			row := dashboard.ListRow(ramFigures, present.Cell{Text: e.Figures(), Tone: present.ToneText})
			if e.Infantry() {
				row = dashboard.ListRow(ramFigures, present.Cell{Text: e.Class, Tone: present.ToneText}, present.Cell{Text: fmt.Sprintf(" %d pts", dsii.InfantryKillPoints[e.Class]), Tone: present.ToneDim})
			}
			parts.SetRows([]present.Row{row})
		case kind() == ramInfantry:
			var rows []present.Row
			for _, c := range infantryClasses {
				rows = append(rows, dashboard.ListRow(c, present.Cell{Text: c, Tone: present.ToneText}, present.Cell{Text: fmt.Sprintf(" %d pts", dsii.InfantryKillPoints[c]), Tone: present.ToneDim}))
			}
			parts.SetRows(rows)
		default:
			// The size typed is the vehicle's, shown once: on the row
			// chosen, armoured or softskin.
			chosen := parts.Selected().Label
			if chosen != "softskin" {
				chosen = "armoured"
			}
			var rows []present.Row
			for _, class := range []string{"armoured", "softskin"} {
				typed := ""
				if class == chosen {
					typed = size + "_"
				}
				rows = append(rows, dashboard.ListRow(class, present.Cell{Text: class + ": ", Tone: present.ToneText}, present.Cell{Text: typed, Tone: present.ToneBold}))
			}
			parts.SetRows(rows)
		}
		if kind() == ramByVehicle {
			tests.SetRows([]present.Row{dashboard.ListRow("pass", present.Cell{Text: "pass", Tone: present.ToneOK}), dashboard.ListRow("fail", present.Cell{Text: "fail", Tone: present.ToneError})})
		} else {
			tests.SetRows(noneRow("no test"))
		}
		switch {
		case failed():
			chits.SetRows(noneRow("no ram"))
			backs.SetRows(noneRow("no ram"))
		case kind() == ramInfantry:
			chits.SetRows(chitRows(typedChits))
			backs.SetRows(noneRow("none"))
		default:
			chits.SetRows(chitRows(typedChits))
			backs.SetRows(chitRows(typedBack))
		}
	}
	// words returns the ram verb's words after "ram"; with chits set, the
	// chits each way too.
	words := func(withChits bool) []string {
		k := kind()
		vehicle := func(w []string) []string {
			if figures() != nil {
				return w // the figures give its size and softskin
			}
			s := size
			if s == "" {
				s = "N"
			}
			w = append(w, "size", s)
			if parts.Selected().Label == "softskin" {
				w = append(w, "softskin")
			}
			return w
		}
		w := []string{rammers.Selected().Label}
		if k == ramByVehicle {
			w = vehicle(w)
		}
		w = append(w, targets.Selected().Label)
		switch k {
		case ramVehicle:
			w = vehicle(w)
		case ramInfantry:
			if figures() == nil {
				w = append(w, "infantry", parts.Selected().Label)
			}
		case ramByVehicle:
			w = append(w, "confidence", tests.Selected().Label)
		}
		if !withChits || failed() {
			return w
		}
		pulled := func(l *dashboard.List, typed string) string {
			switch {
			case l.Selected().Label != ramTyped:
				return ramDraw
			case typed == "":
				return "CHIT,..."
			}
			return typed
		}
		w = append(w, pulled(chits, typedChits))
		if k != ramInfantry {
			w = append(w, "back", pulled(backs, typedBack))
		}
		return w
	}
	openListForm(d, dsiiListForm{
		title: "Ram", goWord: "ram", lists: []*dashboard.List{rammers, targets, parts, tests, chits, backs},
		line: func() string { return "ram " + strings.Join(words(true), " ") },
		ready: func() error {
			switch {
			case rammers.Selected().Label == "":
				return engine.Refusef("no Ogre's tread module nor vehicle is in play to ram")
			case targets.Selected().Label == "":
				return engine.Refusef("%s has nothing in play to ram", rammers.Selected().Label)
			case (kind() == ramVehicle || kind() == ramByVehicle) && size == "" && figures() == nil:
				return engine.Refusef("type %s's size, as DSII gives it (1 or more), on the Size/class list; choose softskin when it has 0 armour", vehicleLabel())
			case failed():
				return nil
			case chits.Selected().Label == ramTyped && typedChits == "":
				return engine.Refusef("type the chits %s pulls as drawn at the table (red3,yellow1,m), or choose draw", rammers.Selected().Label)
			case kind() != ramInfantry && backs.Selected().Label == ramTyped && typedBack == "":
				return engine.Refusef("type the chits %s pulls back as drawn at the table, or choose draw", targets.Selected().Label)
			}
			return nil
		},
		moved:       refresh,
		extraFooter: []present.Cell{{Text: "typing", Tone: present.ToneKey}, {Text: " a vehicle's size, or chits on a typed row  ", Tone: present.ToneDim}},
		keys: func(ev *tcell.EventKey) bool {
			var s *string
			switch {
			case parts.InFocus() && (kind() == ramVehicle || kind() == ramByVehicle) && figures() == nil:
				s = &size
			case chits.InFocus() && chits.Selected().Label == ramTyped:
				s = &typedChits
			case backs.InFocus() && backs.Selected().Label == ramTyped:
				s = &typedBack
			default:
				return false
			}
			switch {
			case ev.Key() == tcell.KeyBackspace || ev.Key() == tcell.KeyBackspace2:
				if *s != "" {
					*s = (*s)[:len(*s)-1]
				}
			case ev.Key() == tcell.KeyRune && s == &size && ev.Rune() >= '0' && ev.Rune() <= '9':
				*s += string(ev.Rune())
			case ev.Key() == tcell.KeyRune && s != &size && isChitRune(ev.Rune()):
				*s += strings.ToLower(string(ev.Rune()))
			default:
				return false
			}
			refresh()
			return true
		},
		info: func(g *engine.Game) []present.Row {
			var out []present.Row
			if e := figures(); e != nil {
				out = append(out, dashboard.TextRow(present.ToneText, fmt.Sprintf("%s is %s by its [[dsii-element]] figures (%s), as the ram takes them.", vehicleLabel(), e.Figures(), e.Source)))
			}
			return append(out, ramInfo(g, kind(), rammers.Selected().Label, targets.Selected().Label, words(false), failed(),
				!failed() && (chits.Selected().Label == ramDraw || kind() != ramInfantry && backs.Selected().Label == ramDraw))...)
		},
	})
}

// ramInfo returns what the ram of rammer into target (rows of the ram
// form, of kind k, the verb's words of it in words) pulls each way, as the
// engine gives it (dsii.RamOf), with the armour of each tread module the
// chits go against; a failed Confidence Test pulls nothing; with draw set,
// the cup's chits.
func ramInfo(g *engine.Game, k ramKind, rammer, target string, words []string, failed, draw bool) []present.Row {
	ram, res, err := dsii.RamOf(g, words)
	if err != nil {
		return nil
	}
	var out []present.Row
	if res.ConfidenceTest {
		ogre, _, _ := strings.Cut(target, ".")
		out = append(out, dashboard.TextRow(present.ToneText, fmt.Sprintf("First %s's Confidence Test at %s's Threat Level +%d, rolled at the table by DSII's rules: choose pass or fail (002 OGRE for DSII, Non-OGRE vehicles ramming OGREs).", rammer, ogre, res.Threat)))
		if failed {
			return append(out, dashboard.TextRow(present.ToneDisabled, fmt.Sprintf("Failed: %s does not ram, and no chit is pulled.", rammer)))
		}
	}
	how := ""
	if res.OgreRam {
		how = fmt.Sprintf(" (its tread modules' size %d + its Threat Level %d)", ram.Size, res.Threat)
	}
	out = append(out, dashboard.TextRow(present.ToneOK, fmt.Sprintf("%s pulls %s against %s%s, valid: %s.", rammer, engine.Counted(res.Chits, "chit", "chits"), target, how, res.Valid.Text())))
	if res.KillPoints > 0 {
		out = append(out, dashboard.TextRow(present.ToneOK, fmt.Sprintf("%d valid points eliminate %s infantry; specials have no effect on infantry (002 OGRE for DSII, Ramming resolution).", res.KillPoints, ram.Infantry)))
	}
	if res.BackChits > 0 {
		how = ""
		if t, err := dsii.Threat(ram.TargetMark); res.OgreRam && err == nil {
			how = fmt.Sprintf(" (its tread modules' size %d + its Threat Level %d)", ram.TargetSize, t)
		}
		out = append(out, dashboard.TextRow(present.ToneOK, fmt.Sprintf("Back, %s pulls %s against %s%s, valid: %s.", target, engine.Counted(res.BackChits, "chit", "chits"), rammer, how, res.BackValid.Text())))
	} else {
		out = append(out, dashboard.TextRow(present.ToneText, "Nothing is pulled back."))
	}
	if res.OgreRam {
		out = append(out, dashboard.TextRow(present.ToneText, "Each M and each BOOM takes 1 BMF more from the tread module, both ways (002 OGRE for DSII, OGREs ramming OGREs)."))
	}
	if res.Moves != "" {
		out = append(out, dashboard.TextRow(present.ToneText, "Then "+res.Moves+"."))
	}
	blank := "the chits against it are logged for you to read the result at the table and enter it with hit"
	if k == ramOgres {
		blank = "an Ogre's ram of it waits for the design's tread armour, given as a house rule"
	}
	for _, t := range []struct {
		label string
		hit   bool
	}{{target, k == ramOgres || k == ramByVehicle}, {rammer, k == ramOgres || k == ramVehicle}} {
		if u, m := ogreModuleOf(g, t.label); t.hit && m != nil {
			out = append(out, armourRow(g, u, *m, blank))
		}
	}
	if draw {
		if cup, err := dsii.Cup(g); err != nil {
			out = append(out, dashboard.TextRow(present.ToneDim, "Cup: "+present.Refusal(err)))
		} else {
			out = append(out, dashboard.TextRow(present.ToneText, "Cup: "+dsii.CupText(cup)))
		}
	}
	return out
}
