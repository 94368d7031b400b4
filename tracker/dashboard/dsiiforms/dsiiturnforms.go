package dsiiforms

import (
	"fmt"
	"ogretable/tracker/dashboard"
	"slices"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/tracker/present"
)

// The forms of an OGRE for DSII turn beside the hit and repair forms: an
// activation, the TAS and the launch of an Ogre's missiles, the Final
// Option, air defence and a Reaction Test. Each builds the command line of
// its verb, shows the EM's die now and the chance of every roll before the
// dice (the engine's: dsii.TASChance, AbortChance, SelfDestructChance, ADS,
// Threat), and the engine's refusal of the line as it stands.

// dsiiListForm is what every one of these forms is made of: lists side by
// side, the command line they make, what is missing before the engine is
// asked, and the rows of information under the line.
type dsiiListForm struct {
	title, goWord string
	lists         []*dashboard.List
	line          func() string
	ready         func() error
	info          func(g *engine.Game) []present.Row
	moved         func()
	keys          func(ev *tcell.EventKey) bool
	extraFooter   []present.Cell
	// draws, when set, says the line's dice are the program's draw of
	// chits from the cup (lineForm.draws).
	draws func() bool
}

// newList returns a selectable list of a form, titled title.
func newList(d *dashboard.Dashboard, title string) *dashboard.List {
	l := dashboard.NewList(d.Theme())
	l.Selectable = true
	l.Title = []present.Cell{{Text: title, Tone: present.ToneHeading}}
	return l
}

// openListForm opens a dsiiListForm: the line in bold, the rows of info,
// then the engine's refusal of the line or the dice it rolls; o flips the
// override switch, Enter runs the line (asking for its dice), Esc cancels.
func openListForm(d *dashboard.Dashboard, lf0 dsiiListForm) {
	f := dashboard.NewForm(d.Theme(), lf0.title, lf0.lists...)
	lf := d.NewLineForm(f, lf0.line, nil)
	lf.Ready, lf.Draws = lf0.ready, lf0.draws
	f.Moved = lf0.moved
	f.Info = func(int) []present.Row {
		out := []present.Row{dashboard.TextRow(present.ToneBold, lf.Line())}
		if lf0.info != nil {
			out = append(out, lf0.info(d.Game())...)
		}
		return append(out, lineRows(lf)...)
	}
	f.Footer = []present.Cell{{Text: "Tab", Tone: present.ToneKey}, {Text: " list  ", Tone: present.ToneDim}, {Text: "↑↓", Tone: present.ToneKey}, {Text: " choose  ", Tone: present.ToneDim}}
	f.Footer = append(f.Footer, lf0.extraFooter...)
	f.Footer = append(f.Footer, present.Cell{Text: "o", Tone: present.ToneKey}, present.Cell{Text: " override  ", Tone: present.ToneDim},
		present.Cell{Text: "Enter", Tone: present.ToneKey}, present.Cell{Text: " " + lf0.goWord + "  ", Tone: present.ToneDim},
		present.Cell{Text: "Esc", Tone: present.ToneKey}, present.Cell{Text: " cancel", Tone: present.ToneDim})
	f.Keys = func(ev *tcell.EventKey) bool {
		if lf0.keys != nil && lf0.keys(ev) {
			return true
		}
		return lf.Key(ev)
	}
	if lf0.moved != nil {
		lf0.moved()
	}
	d.ShowDialog(f, dashboard.FormSize)
}

// liveOgres returns the game's DSII Ogres in play.
func liveOgres(g *engine.Game) []*engine.Unit {
	var out []*engine.Unit
	for _, u := range g.Units {
		if dsii.IsOgre(u) && u.Alive() {
			out = append(out, u)
		}
	}
	return out
}

// ogreRows returns a form's rows of the game's live DSII Ogres, each with
// the cells more gives it.
func ogreRows(g *engine.Game, more func(u *engine.Unit) []present.Cell) []present.Row {
	var rows []present.Row
	for _, u := range liveOgres(g) {
		cells := []present.Cell{{Text: u.Label, Tone: present.ToneBold}, {Text: " " + u.Type.Name, Tone: present.ToneDim}}
		if more != nil {
			cells = append(cells, more(u)...)
		}
		rows = append(rows, dashboard.ListRow(u.Label, cells...))
	}
	return rows
}

// selectRosterOgre selects in list the row of the Ogre selected in the
// roster, when it has one.
func selectRosterOgre(d *dashboard.Dashboard, list *dashboard.List) {
	if u := d.Game().Unit(d.SelectedUnit()); u != nil && dsii.IsOgre(u) {
		list.Select(u.Label)
	}
}

// emLine returns the row that says an Ogre's EM die now.
func emLine(g *engine.Game, u *engine.Unit) present.Row {
	return dashboard.TextRow(present.ToneText, fmt.Sprintf("%s's electronics module: %s now.", u.Label, dsii.EMDie(g, u)))
}

// countRows returns rows "x1" to "xN" (from 0: "x0" first), each a number
// of word: "2 missiles".
func countRows(from, n int, word string) []present.Row {
	var rows []present.Row
	for i := from; i <= n; i++ {
		label := "x" + strconv.Itoa(i)
		rows = append(rows, dashboard.ListRow(label, present.Cell{Text: engine.Counted(i, word, word+"s"), Tone: present.ToneText}))
	}
	return rows
}

// countOf reads a row label "x3" as 3 (0 when it is none).
func countOf(label string) int {
	n, _ := strconv.Atoi(strings.TrimPrefix(label, "x"))
	return n
}

// openActivate opens the activation form: each activation unit of the
// Ogres in play (002 OGRE for DSII, OGRE activation), the ones activated
// this turn marked first on their line. It shows what the unit does on the
// EM's die now: a battery's modules that fire, those Damaged (one range
// band longer) and those Systems Down (dsii.ModulesOfUnit); a tread
// module's BMF; the EM's acts, each a form of its own. The units that are
// no Ogre follow, each activating whole. Enter runs "activate OGRE.MODULE"
// or "activate UNIT".
func openActivate(d *dashboard.Dashboard) {
	units := newList(d, "Activation unit")
	g := d.Game()
	var rows []present.Row
	first := map[string]string{} // each Ogre's first unit not yet activated
	for _, u := range liveOgres(g) {
		st, des := dsii.UnitOf(u), dsii.DesignOf(g, u)
		for _, key := range dsii.ActivationUnits(u) {
			// The line names the unit by its first module still in play, or
			// by its first when every one is destroyed.
			var ids []string
			label, live := "", false
			for _, m := range st.Modules {
				if dsii.ActivationUnit(m) != key {
					continue
				}
				ids = append(ids, m.ID)
				if alive := m.Status != engine.StatusDestroyed; label == "" || alive && !live {
					label, live = u.Label+"."+m.ID, alive
				}
			}
			if !dsii.Activated(g, u.Label, key) && first[u.Label] == "" {
				first[u.Label] = label
			}
			tone, done := present.ToneText, " "
			if dsii.Activated(g, u.Label, key) {
				tone, done = present.ToneSpent, present.GlyphFired
			}
			rows = append(rows, dashboard.ListRow(label, present.Cell{Text: done, Tone: present.ToneSpent},
				present.Cell{Text: u.Label + " " + dsii.ActivationName(des, key), Tone: present.ToneBold},
				present.Cell{Text: " " + strings.Join(ids, " "), Tone: tone}))
		}
	}
	// The units that are no Ogre activate whole, once a turn too.
	for _, u := range g.Units {
		if dsii.IsOgre(u) || !u.Alive() {
			continue
		}
		tone, done := present.ToneText, " "
		if dsii.UnitActivated(g, u.Label) {
			tone, done = present.ToneSpent, present.GlyphFired
		} else {
			first[u.Label] = u.Label
		}
		rows = append(rows, dashboard.ListRow(u.Label, present.Cell{Text: done, Tone: present.ToneSpent},
			present.Cell{Text: u.Label, Tone: present.ToneBold}, present.Cell{Text: " " + u.Type.Name, Tone: tone}))
	}
	units.SetRows(rows)
	if u := g.Unit(d.SelectedUnit()); u != nil && first[u.Label] != "" {
		units.Select(first[u.Label])
	}
	openListForm(d, dsiiListForm{
		title: "Activate", goWord: "activate", lists: []*dashboard.List{units},
		line: func() string { return "activate " + units.Selected().Label },
		ready: func() error {
			if units.Selected().Label == "" {
				return engine.Refusef("no unit is in play to activate")
			}
			return nil
		},
		info: func(g *engine.Game) []present.Row {
			u, m := ogreModuleOf(g, units.Selected().Label)
			if m != nil {
				return activationInfo(g, u, *m)
			}
			if u := g.Unit(units.Selected().Label); u != nil && !dsii.IsOgre(u) {
				return []present.Row{dashboard.TextRow(present.ToneText, fmt.Sprintf("%s activates, once a turn as an Ogre's units do: it is marked until the turn ends, and what it does is DSII's, at the table (002 OGRE for DSII, OGRE activation).", u.Label))}
			}
			return nil
		},
	})
}

// activationInfo returns what activation unit of module m of Ogre u does
// when it activates, as the form shows it before the line runs: the EM's
// die now and the log's line of it (dsii.ActivationText).
func activationInfo(g *engine.Game, u *engine.Unit, m dsii.Module) []present.Row {
	out := []present.Row{emLine(g, u), dashboard.TextRow(present.ToneText, dsii.ActivationText(g, u, m))}
	if m.Kind == dsii.KindElectronics {
		out = append(out, dashboard.TextRow(present.ToneDim, "Each of those is its activation: T for the TAS, R to repair, X for the Final Option (002 OGRE for DSII, OGRE activation)."))
	}
	return out
}

// errNoOgre is a DSII form's refusal when no Ogre of modules is in play:
// what is wrong and how to add one.
var errNoOgre = engine.Refusef("no Ogre of modules is in play; add one (add dsii-mark-v as MK5 side ogre)")

// openTAS opens the TAS form: an Ogre and how many of its ready missiles
// the EM's Target Acquisition System acts for. It shows the EM's die now,
// the 4+ each impact marker needs and its chance (dsii.TASChance), and the
// missiles ready (dsii.MissilesReady); Enter runs "tas OGRE xN", asking
// for the dice.
func openTAS(d *dashboard.Dashboard) {
	ogres, counts := newList(d, "Ogre"), newList(d, "Missiles")
	g := d.Game()
	ogres.SetRows(ogreRows(g, func(u *engine.Unit) []present.Cell {
		return []present.Cell{{Text: fmt.Sprintf(" %d ready", len(dsii.MissilesReady(u))), Tone: present.ToneDim}}
	}))
	selectRosterOgre(d, ogres)
	shown := ""
	openListForm(d, dsiiListForm{
		title: "TAS: impact markers", goWord: "roll", lists: []*dashboard.List{ogres, counts},
		line: func() string { return "tas " + ogres.Selected().Label + " " + counts.Selected().Label },
		ready: func() error {
			if ogres.Selected().Label == "" {
				return errNoOgre
			}
			if counts.Selected().Label == "" {
				return engine.Refusef("%s has no missile ready to launch", ogres.Selected().Label)
			}
			return nil
		},
		moved: func() {
			if l := ogres.Selected().Label; l != shown {
				shown = l
				n := 0
				if u := d.Game().Unit(l); u != nil {
					n = len(dsii.MissilesReady(u))
				}
				// All ready first, fewer below, so that ↓ asks for fewer
				// (a playtest found the list ending at the preset, and ↓
				// doing nothing).
				rows := countRows(1, n, "missile")
				slices.Reverse(rows)
				counts.SetRows(rows)
				counts.Select("x" + strconv.Itoa(n))
			}
		},
		info: func(g *engine.Game) []present.Row {
			u := g.Unit(ogres.Selected().Label)
			if u == nil {
				return nil
			}
			die := dsii.EMDie(g, u)
			return []present.Row{emLine(g, u),
				dashboard.TextRow(present.ToneText, fmt.Sprintf("Missiles ready: %s.", readyText(u))),
				dashboard.TextRow(present.ToneOK, fmt.Sprintf("Each impact marker: %d+ on the %s, a chance of %s, within %d\" (002 OGRE for DSII, OGRE Missiles).", dsii.TASNeeded, die, dsii.TASChance(die), dsii.TASRange)),
				dashboard.TextRow(present.ToneDim, "The Ogre's next activation must be its missile unit launching them (m).")}
		},
	})
}

// readyText names the missiles an Ogre may launch now: "missile1,
// missile2 and rack1 ×5", or "none".
func readyText(u *engine.Unit) string {
	ready := dsii.MissilesReady(u)
	if len(ready) == 0 {
		return "none"
	}
	var parts []string
	for i := 0; i < len(ready); {
		j := i
		for j < len(ready) && ready[j] == ready[i] {
			j++
		}
		if j-i > 1 {
			parts = append(parts, fmt.Sprintf("%s ×%d", ready[i], j-i))
		} else {
			parts = append(parts, ready[i])
		}
		i = j
	}
	return engine.JoinAnd(parts)
}

// openLaunchDSII opens the launch form of a DSII game: an Ogre whose TAS
// has placed impact markers, and how many of them to abort. It shows the
// markers, the missiles ready, and each abort's 4+ on the EM's die now and
// its chance (dsii.AbortChance); Enter runs "launch OGRE [abort N]".
func openLaunchDSII(d *dashboard.Dashboard) {
	ogres, aborts, rates := newList(d, "Ogre"), newList(d, "Abort"), newList(d, "Rack rate")
	rateRows := []present.Row{dashboard.ListRow(noRate, present.Cell{Text: "not said", Tone: present.ToneDim})}
	for n := 1; n <= dsii.RackLoads; n++ {
		rateRows = append(rateRows, dashboard.ListRow(fmt.Sprintf("x%d", n), present.Cell{Text: fmt.Sprintf("at most %s a rack", engine.Counted(n, "load", "loads")), Tone: present.ToneText}))
	}
	rates.SetRows(rateRows)
	g := d.Game()
	ogres.SetRows(ogreRows(g, func(u *engine.Unit) []present.Cell {
		return []present.Cell{{Text: " " + engine.Counted(dsii.UnitOf(u).ImpactMarkers, "impact marker", "impact markers"), Tone: present.ToneDim}}
	}))
	for _, u := range liveOgres(g) {
		if dsii.UnitOf(u).ImpactMarkers > 0 {
			ogres.Select(u.Label)
			break
		}
	}
	shown := ""
	openListForm(d, dsiiListForm{
		title: "Launch missiles", goWord: "launch", lists: []*dashboard.List{ogres, aborts, rates},
		line: func() string {
			line := "launch " + ogres.Selected().Label
			if r := rates.Selected().Label; r != noRate && r != "" {
				line += " " + r
			}
			if n := countOf(aborts.Selected().Label); n > 0 {
				line += " abort " + strconv.Itoa(n)
			}
			return line
		},
		ready: func() error {
			if ogres.Selected().Label == "" {
				return errNoOgre
			}
			return nil
		},
		moved: func() {
			if l := ogres.Selected().Label; l != shown {
				shown = l
				n := 0
				if u := d.Game().Unit(l); u != nil {
					n = dsii.UnitOf(u).ImpactMarkers
				}
				aborts.SetRows(countRows(0, n, "abort"))
				aborts.Select("x0")
			}
		},
		info: func(g *engine.Game) []present.Row {
			u := g.Unit(ogres.Selected().Label)
			if u == nil {
				return nil
			}
			die := dsii.EMDie(g, u)
			return []present.Row{emLine(g, u),
				dashboard.TextRow(present.ToneText, fmt.Sprintf("%s placed; missiles ready: %s; each marker left takes one load.", engine.Counted(dsii.UnitOf(u).ImpactMarkers, "impact marker", "impact markers"), readyText(u))),
				dashboard.TextRow(present.ToneOK, fmt.Sprintf("Each abort: %d+ on the %s, a chance of %s (002 OGRE for DSII, OGRE Missiles).", dsii.AbortNeeded, die, dsii.AbortChance(die))),
				dashboard.TextRow(present.ToneDim, dsii.ReadingRackRate.String())}
		},
	})
}

// noRate is the launch form's Rack rate row that says none: the launch
// then fires one load a marker, and is refused when a rack would fire more
// than one (dsii.ReadingRackRate).
const noRate = "none"

// openDestruct opens the Final Option form: an Ogre. It says which step
// comes: the EM's announcement, or the attempt with its 4+ on the EM's die
// now and its chance (dsii.SelfDestructChance); Enter runs "destruct
// OGRE", asking for the die of an attempt.
func openDestruct(d *dashboard.Dashboard) {
	ogres := newList(d, "Ogre")
	g := d.Game()
	ogres.SetRows(ogreRows(g, func(u *engine.Unit) []present.Cell {
		if dsii.UnitOf(u).SelfDestruct {
			return []present.Cell{{Text: " announced", Tone: present.ToneError}}
		}
		return nil
	}))
	selectRosterOgre(d, ogres)
	openListForm(d, dsiiListForm{
		title: "The Final Option", goWord: "go", lists: []*dashboard.List{ogres},
		line: func() string { return "destruct " + ogres.Selected().Label },
		ready: func() error {
			if ogres.Selected().Label == "" {
				return errNoOgre
			}
			return nil
		},
		info: func(g *engine.Game) []present.Row {
			u := g.Unit(ogres.Selected().Label)
			if u == nil {
				return nil
			}
			die := dsii.EMDie(g, u)
			out := []present.Row{emLine(g, u)}
			if !dsii.UnitOf(u).SelfDestruct {
				return append(out, dashboard.TextRow(present.ToneText, "The EM activates to announce it: a nuke marker on the Ogre; its next activation is the attempt (002 OGRE for DSII, The Final Option)."),
					dashboard.TextRow(present.ToneDim, fmt.Sprintf("Then: %d+ on its EM's die, now a %s, a chance of %s.", dsii.SelfDestructNeeded, die, dsii.SelfDestructChance(die))))
			}
			return append(out, dashboard.TextRow(present.ToneError, fmt.Sprintf("The attempt: %d+ on the %s, a chance of %s: an 18\" nuke; else it destroys only itself. Either way the Ogre is destroyed, and its side draws at best (002 OGRE for DSII, The Final Option).",
				dsii.SelfDestructNeeded, die, dsii.SelfDestructChance(die))))
		},
	})
}

// adsRow is the air defence form's row that puts the battery in Air
// Defense Mode; typedPilots the row of the pilots it shoots at.
const adsRow, typedPilots = "ads", "pilots"

// openAir opens the air defence form: a main or secondary battery's module
// of an Ogre in play, then either "Air Defense Mode" (ads, for a battery
// not in it yet) or the pilots it shoots at, typed (green,blue/3). It
// shows the EM's die now and, for each target, the attack die against the
// pilot's defence die and the chances of a hit, an abort and a miss
// (dsii.ADS); Enter runs "ads OGRE.MODULE" or "aa OGRE.MODULE PILOTS",
// asking for the dice.
func openAir(d *dashboard.Dashboard) {
	modules, what := newList(d, "Battery"), newList(d, "Air defence")
	g := d.Game()
	var rows []present.Row
	for _, u := range liveOgres(g) {
		for _, m := range dsii.UnitOf(u).Modules {
			if (m.Kind != dsii.KindMain && m.Kind != dsii.KindSecondary) || m.Status == engine.StatusDestroyed {
				continue
			}
			label := u.Label + "." + m.ID
			mode := ""
			if dsii.InADS(g, u.Label, dsii.ActivationUnit(m)) {
				mode = " in ADS"
			}
			rows = append(rows, dashboard.ListRow(label, present.Cell{Text: label, Tone: present.ToneBold},
				present.Cell{Text: " " + dsii.ActivationName(dsii.DesignOf(g, u), dsii.ActivationUnit(m)), Tone: present.ToneDim},
				present.Cell{Text: mode, Tone: present.ToneOK}))
		}
	}
	modules.SetRows(rows)
	if u := g.Unit(d.SelectedUnit()); u != nil {
		for _, r := range rows {
			if strings.HasPrefix(r.Label, u.Label+".") {
				modules.Select(r.Label)
				break
			}
		}
	}
	typed := ""
	inADS := func() bool {
		g := d.Game()
		u, m := ogreModuleOf(g, modules.Selected().Label)
		return m != nil && dsii.InADS(g, u.Label, dsii.ActivationUnit(*m))
	}
	setWhat := func() {
		r := []present.Row{dashboard.ListRow(adsRow, present.Cell{Text: "enter Air Defense Mode", Tone: present.ToneText})}
		if inADS() {
			r = []present.Row{dashboard.ListRow(typedPilots, present.Cell{Text: "pilots: ", Tone: present.ToneDim}, present.Cell{Text: typed + "_", Tone: present.ToneBold})}
		}
		what.SetRows(r)
		what.Select(r[0].Label)
	}
	openListForm(d, dsiiListForm{
		title: "Air defence", goWord: "go", lists: []*dashboard.List{modules, what},
		line: func() string {
			if what.Selected().Label == typedPilots {
				return strings.TrimSpace("aa " + modules.Selected().Label + " " + typed)
			}
			return "ads " + modules.Selected().Label
		},
		ready: func() error {
			if modules.Selected().Label == "" {
				return engine.Refusef("no Ogre's main or secondary battery is in play")
			}
			if what.Selected().Label == typedPilots && typed == "" {
				return engine.Refusef("type the pilot of each target: green, blue or orange, /1 or /3 for its command value (green,blue/3)")
			}
			return nil
		},
		moved:       setWhat,
		extraFooter: []present.Cell{{Text: "typing", Tone: present.ToneKey}, {Text: " the pilots, on their row  ", Tone: present.ToneDim}},
		keys: func(ev *tcell.EventKey) bool {
			if !what.InFocus() || what.Selected().Label != typedPilots {
				return false
			}
			switch {
			case ev.Key() == tcell.KeyBackspace || ev.Key() == tcell.KeyBackspace2:
				if typed != "" {
					typed = typed[:len(typed)-1]
				}
			case ev.Key() == tcell.KeyRune && (isChitRune(ev.Rune()) || ev.Rune() == '/'):
				typed += strings.ToLower(string(ev.Rune()))
			default:
				return false
			}
			setWhat()
			return true
		},
		info: func(g *engine.Game) []present.Row {
			u, m := ogreModuleOf(g, modules.Selected().Label)
			if m == nil {
				return nil
			}
			out := []present.Row{emLine(g, u)}
			if what.Selected().Label != typedPilots {
				return append(out, dashboard.TextRow(present.ToneText, "The battery enters Air Defense Mode for the turn, as its activation: it fires at air units only, to its medium range (002 OGRE for DSII, Air defence)."))
			}
			out = append(out, dashboard.TextRow(present.ToneDim, dsii.ADSRule))
			// The targets as the aa verb reads them (a comma or slash just
			// typed waits for the next word).
			words := strings.TrimRight(typed, ",/")
			if words == "" {
				return out
			}
			pilots, commands, err := dsii.ParseAirTargets(words)
			if err != nil {
				return append(out, dashboard.TextRow(present.ToneError, present.Refusal(err)))
			}
			for i, p := range pilots {
				s, err := dsii.ADS(dsii.EMDie(g, u), len(pilots), p, commands[i])
				if err != nil {
					return append(out, dashboard.TextRow(present.ToneError, present.Refusal(err)))
				}
				t := p.String()
				if commands[i] != dsii.CommandNone {
					t += fmt.Sprintf("/%d", commands[i])
				}
				out = append(out, dashboard.TextRow(present.ToneOK, fmt.Sprintf("Target %d (%s): %s against %s: hit %s, abort %s, miss %s.", i+1, t, s.Attack, s.Defence, s.Hit, s.Abort, s.Miss)))
			}
			return out
		},
	})
	setWhat()
}

// openReact opens the Reaction Test form: a unit of the game that is no
// Ogre of modules, the Ogre it moves closer to, and the result the referee
// rolled by DSII's rules. It shows the Ogre's Threat Level (dsii.Threat);
// Enter runs "react UNIT OGRE pass|fail".
func openReact(d *dashboard.Dashboard) {
	units, ogres, result := newList(d, "Unit"), newList(d, "Ogre"), newList(d, "Result")
	g := d.Game()
	var rows []present.Row
	for _, u := range g.Units {
		if dsii.IsOgre(u) || !u.Alive() {
			continue
		}
		rows = append(rows, dashboard.ListRow(u.Label, present.Cell{Text: u.Label, Tone: present.ToneBold}, present.Cell{Text: " " + u.Type.Name, Tone: present.ToneDim}))
	}
	units.SetRows(rows)
	if u := g.Unit(d.SelectedUnit()); u != nil && !dsii.IsOgre(u) {
		units.Select(u.Label)
	}
	ogres.SetRows(ogreRows(g, nil))
	result.SetRows([]present.Row{dashboard.ListRow("pass", present.Cell{Text: "pass", Tone: present.ToneOK}), dashboard.ListRow("fail", present.Cell{Text: "fail", Tone: present.ToneError})})
	openListForm(d, dsiiListForm{
		title: "Reaction Test", goWord: "log it", lists: []*dashboard.List{units, ogres, result},
		line: func() string {
			return strings.TrimSpace(fmt.Sprintf("react %s %s %s", units.Selected().Label, ogres.Selected().Label, result.Selected().Label))
		},
		ready: func() error {
			if units.Selected().Label == "" {
				return engine.Refusef("no unit but Ogres is in play; Ogres never take a Reaction Test")
			}
			if ogres.Selected().Label == "" {
				return errNoOgre
			}
			return nil
		},
		info: func(g *engine.Game) []present.Row {
			u := g.Unit(ogres.Selected().Label)
			if u == nil {
				return nil
			}
			mark := ""
			if des := dsii.DesignOf(g, u); des != nil {
				mark = des.Mark
			}
			n, err := dsii.Threat(mark)
			if err != nil {
				return []present.Row{dashboard.TextRow(present.ToneDisabled, fmt.Sprintf("%s's Threat Level: %s", u.Label, present.Refusal(err)))}
			}
			return []present.Row{dashboard.TextRow(present.ToneOK, fmt.Sprintf("%s's Threat Level: +%d to the test (%s; 002 OGRE for DSII, Reaction).", u.Label, n, dsii.ThreatTable)),
				dashboard.TextRow(present.ToneDim, "Roll the test by DSII's rules at the table and choose its result.")}
		},
	})
}
