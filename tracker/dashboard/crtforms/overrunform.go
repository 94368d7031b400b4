package crtforms

import (
	"cmp"
	"ogretable/tracker/dashboard"
	"ogretable/tracker/present/crtview"
	"slices"
	"strings"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// This file is the overrun form: with no overrun being fought it starts one
// (attackers, defenders, a short explanation); while one is fought it shows
// the battle round by round and offers its actions: fire (the fire form,
// limited to the battle), end the fire round, ram, join, end the overrun.
// Every action is a command line sent through the session; the engine says
// who may do what, and its sentence is shown when it refuses. What it shows
// comes from the presentation's OverrunRows, OverrunStartRows and
// OverrunKeys.

// The forms.

// openOverrun opens the overrun form: the battle when one is being fought,
// else the form that starts one.
func openOverrun(d *dashboard.Dashboard) {
	if crt.GameOf(d.Game()).Overrun != nil {
		newOverrunView(d).show()
		return
	}
	openOverrunStart(d)
}

// overrunStart is the form that starts an overrun: attackers and defenders,
// several of each.
type overrunStart struct {
	d                    *dashboard.Dashboard
	f                    *dashboard.Form
	lf                   *dashboard.LineForm
	attackers, defenders *dashboard.List
	ticked               [2][]string
}

// openOverrunStart opens the form that starts an overrun; a unit selected
// in the roster is offered as an attacker when it is on the side to play,
// else as a defender.
func openOverrunStart(d *dashboard.Dashboard) {
	sf := &overrunStart{d: d, attackers: dashboard.NewList(d.Theme()), defenders: dashboard.NewList(d.Theme())}
	sf.attackers.Selectable, sf.defenders.Selectable = true, true
	sf.attackers.Title = []present.Cell{{Text: "Attackers", Tone: present.ToneHeading}, {Text: " (Space)", Tone: present.ToneDim}}
	sf.defenders.Title = []present.Cell{{Text: "Defenders", Tone: present.ToneHeading}, {Text: " (Space)", Tone: present.ToneDim}}
	sf.f = dashboard.NewForm(d.Theme(), "Overrun", sf.attackers, sf.defenders)
	sf.lf = d.NewLineForm(sf.f, func() string {
		return "overrun " + strings.Join(sf.chosen(0), ",") + " at " + strings.Join(sf.chosen(1), ",")
	}, func() {
		if crt.GameOf(d.Game()).Overrun != nil {
			newOverrunView(d).reopen()
		}
	})
	sf.lf.Ready = sf.ready
	sf.lf.Changed = sf.rebuild
	sf.f.Info = func(int) []present.Row {
		_, err := sf.lf.Check()
		return crtview.OverrunStartRows(sf.lf.Line(), err)
	}
	sf.f.Footer = []present.Cell{{Text: "Tab", Tone: present.ToneKey}, {Text: " list  ", Tone: present.ToneDim}, {Text: "↑↓", Tone: present.ToneKey}, {Text: " choose  ", Tone: present.ToneDim},
		{Text: "Space", Tone: present.ToneKey}, {Text: " tick  ", Tone: present.ToneDim}, {Text: "o", Tone: present.ToneKey}, {Text: " override  ", Tone: present.ToneDim},
		{Text: "Enter", Tone: present.ToneKey}, {Text: " start  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " cancel", Tone: present.ToneDim}}
	sf.f.Moved = sf.rebuild
	sf.f.Keys = func(ev *tcell.EventKey) bool {
		if dashboard.IsRune(ev, ' ') {
			sf.ticked[sf.f.FocusIndex()] = dashboard.Toggled(sf.ticked[sf.f.FocusIndex()], sf.f.Focused().Selected().Label)
			sf.rebuild()
			return true
		}
		return sf.lf.Key(ev)
	}
	sf.rebuild()
	g := d.Game()
	if u := g.Unit(d.SelectedUnit()); u != nil && u.Alive() {
		if u.Side == g.CurrentSide() {
			sf.attackers.Select(u.Label)
		} else {
			sf.defenders.Select(u.Label)
		}
		sf.rebuild()
	}
	d.ShowDialog(sf.f, dashboard.FormSize)
}

// chosen returns the units chosen in list i: those ticked, or the one under
// the cursor.
func (sf *overrunStart) chosen(i int) []string {
	if len(sf.ticked[i]) > 0 {
		return sf.ticked[i]
	}
	if l := sf.f.List(i).Selected().Label; l != "" {
		return []string{l}
	}
	return nil
}

// rebuild refills the lists: the units of the side to play that can move,
// and the enemies of the attackers.
func (sf *overrunStart) rebuild() {
	g := sf.d.Game()
	box := func(i int, l string) present.Cell {
		if slices.Contains(sf.ticked[i], l) {
			return present.Cell{Text: "[x]", Tone: present.ToneKey}
		}
		return present.Cell{Text: "[ ]", Tone: present.ToneKey}
	}
	var rows []present.Row
	for _, u := range g.Units {
		if !u.Alive() || crt.Movement(u) <= 0 || !sf.lf.Override && u.Side != g.CurrentSide() {
			continue
		}
		rows = append(rows, dashboard.ListRow(u.Label, box(0, u.Label), present.Cell{Text: u.Label, Tone: present.ToneBold}, present.Cell{Text: u.Type.Name, Tone: present.ToneText},
			present.Cell{Text: "M" + present.Dist(g.Scale, crt.Movement(u)), Tone: present.ToneText}, statusNote(u)))
	}
	sf.attackers.SetRows(rows)
	side := g.CurrentSide()
	if c := sf.chosen(0); len(c) > 0 {
		if u := g.Unit(c[0]); u != nil {
			side = u.Side
		}
	}
	rows = nil
	for _, u := range g.Units {
		if !u.Alive() || u.Side == side {
			continue
		}
		rows = append(rows, dashboard.ListRow(u.Label, box(1, u.Label), present.Cell{Text: u.Label, Tone: present.ToneBold}, present.Cell{Text: u.Type.Name, Tone: present.ToneText}, statusNote(u)))
	}
	sf.defenders.SetRows(rows)
}

// statusNote returns a unit's condition for a form's list: empty when ok,
// with its squads for infantry.
func statusNote(u *engine.Unit) present.Cell {
	var notes []string
	if u.Status != engine.StatusOK {
		_, word, _ := present.StatusMark(u.Status)
		notes = append(notes, word)
	}
	if u.Type.Kind == engine.KindInfantry || u.Type.Kind == engine.KindMilitia {
		notes = append(notes, engine.Counted(crt.UnitOf(u).Squads, "squad", "squads"))
	}
	_, _, tone := present.StatusMark(u.Status)
	return present.Cell{Text: strings.Join(notes, ", "), Tone: tone}
}

// ready says what is missing before the engine is asked about the overrun.
func (sf *overrunStart) ready() error {
	switch {
	case len(sf.chosen(0)) == 0:
		return tracker.Errorf("no unit of the %s can move in; press o to override", sf.d.Game().CurrentSide())
	case len(sf.chosen(1)) == 0:
		return tracker.Errorf("there is no enemy unit to overrun")
	}
	return nil
}

// overrunView is the battle: the round, each side's units, and the
// actions. It comes back after each action while the overrun goes on.
type overrunView struct {
	d          *dashboard.Dashboard
	dl         *dashboard.Dialog
	msg        []present.Cell // what the last action did, or why it was refused
	confirming bool           // asking whether to end the overrun
	// The rows and the rams the engine allows, for the state they were
	// made from.
	cached *engine.Game
	rows   []present.Row
	rams   [][2]string
}

// newOverrunView returns the battle view.
func newOverrunView(d *dashboard.Dashboard) *overrunView {
	v := &overrunView{d: d, dl: dashboard.NewDialog(d.Theme(), "Overrun")}
	v.dl.Rows = func(int) []present.Row {
		v.update()
		rows := slices.Clone(v.rows)
		if len(v.msg) > 0 {
			rows = append(rows, present.Row{Kind: present.RowText}, present.Row{Kind: present.RowText, Cells: v.msg})
		}
		return rows
	}
	v.dl.Keys = v.key
	return v
}

// update remakes the rows and asks the engine which rams it allows, when
// the state changed.
func (v *overrunView) update() {
	g := v.d.Game()
	if g == v.cached {
		return
	}
	v.cached, v.rows = g, crtview.OverrunRows(g)
	v.rams = nil
	v.dl.Footer = crtview.OverrunKeys(false, v.confirming)
	o := crt.GameOf(g).Overrun
	if o == nil {
		return
	}
	// Every unit in the battle against every enemy in it: the engine says
	// which may ram (an Ogre, once, after its first fire round).
	for _, r := range []crt.Role{crt.RoleAttacker, crt.RoleDefender} {
		for _, rl := range o.Labels(r) {
			if ru := g.Unit(rl); ru == nil || !ru.Alive() {
				continue
			}
			for _, tl := range o.Labels(r.Other()) {
				if tu := g.Unit(tl); tu == nil || !tu.Alive() {
					continue
				}
				if _, err := v.d.Session().DiceNeeded("ram " + rl + " " + tl); err == nil {
					v.rams = append(v.rams, [2]string{rl, tl})
				}
			}
		}
	}
	v.dl.Footer = crtview.OverrunKeys(len(v.rams) > 0, v.confirming)
}

// size fits the battle view to its rows.
func (v *overrunView) size(sw, sh int) (int, int) {
	return dashboard.FitDialog(v.dl, 90, 1)(sw, sh)
}

// show puts the battle view up.
func (v *overrunView) show() {
	v.d.ShowDialog(v.dl, v.size)
}

// reopen puts the battle view up again after an action, with what the
// dashboard said about it, while the overrun goes on; when it has ended the
// dashboard's status line says how.
func (v *overrunView) reopen() {
	v.msg = slices.Clone(v.d.Status())
	v.setConfirming(false)
	if crt.GameOf(v.d.Game()).Overrun != nil {
		v.show()
	}
}

// setConfirming asks, or stops asking, whether to end the overrun.
func (v *overrunView) setConfirming(on bool) {
	v.confirming = on
	v.dl.Footer = crtview.OverrunKeys(len(v.rams) > 0, on)
}

// refuse shows why an action was refused; the view stays.
func (v *overrunView) refuse(err error) {
	v.msg = []present.Cell{{Text: present.GlyphDestroyed + " ", Tone: present.ToneError}, {Text: present.Refusal(err), Tone: present.ToneError}}
}

// firstOgre returns the first Ogre still in the battle, of the side to
// play when it has one; "" when there is none.
func (v *overrunView) firstOgre() string {
	g := v.d.Game()
	first := ""
	for _, r := range []crt.Role{crt.RoleAttacker, crt.RoleDefender} {
		for _, l := range crt.GameOf(g).Overrun.Labels(r) {
			if u := g.Unit(l); u != nil && u.Alive() && crt.IsOgre(u) {
				if u.Side == g.CurrentSide() {
					return l
				}
				first = cmp.Or(first, l)
			}
		}
	}
	return first
}

// run sends a command line through the session, asking for its dice; the
// view comes back after it.
func (v *overrunView) run(line string) {
	p := v.d.Preview(line)
	if p.Err != nil {
		v.refuse(p.Err)
		return
	}
	v.d.CloseDialog()
	v.d.RunPreview(p, nil, v.reopen)
}

// key handles the battle view's keys.
func (v *overrunView) key(ev *tcell.EventKey) bool {
	v.update()
	if v.confirming {
		switch {
		case dashboard.IsRune(ev, 'y', 'Y') || ev.Key() == tcell.KeyEnter:
			v.run("overrun end")
		case dashboard.IsRune(ev, 'n', 'N') || ev.Key() == tcell.KeyEscape:
			v.setConfirming(false)
		}
		return true
	}
	switch {
	case dashboard.IsRune(ev, 'f', 'F'):
		v.d.CloseDialog()
		openFireThen(v.d, v.reopen)
	case dashboard.IsRune(ev, 'n', 'N'):
		v.run("next")
	case dashboard.IsRune(ev, 'r', 'R'):
		// The ram form opens on a ram the engine allows; when there is
		// none, on the battle's first Ogre, and the referee chooses the
		// unit to ram to see why not.
		rammer, target := v.firstOgre(), ""
		if len(v.rams) > 0 {
			rammer, target = v.rams[0][0], v.rams[0][1]
		}
		v.d.CloseDialog()
		openRamThen(v.d, rammer, target, v.reopen)
	case dashboard.IsRune(ev, 'j', 'J'):
		v.d.CloseDialog()
		openJoin(v.d, v.reopen)
	case dashboard.IsRune(ev, 'e', 'E'):
		v.setConfirming(true)
	case ev.Key() == tcell.KeyEscape || dashboard.IsRune(ev, 'o', 'q'):
		v.d.CloseDialog()
	default:
		return false // the dialog scrolls
	}
	return true
}

// openJoin opens the form that moves units into the overrun being fought
// ("overrun join"); then runs after it, also when cancelled.
func openJoin(d *dashboard.Dashboard, then func()) {
	units := dashboard.NewList(d.Theme())
	units.Selectable = true
	units.Title = []present.Cell{{Text: "Units that join", Tone: present.ToneHeading}, {Text: " (Space)", Tone: present.ToneDim}}
	f := dashboard.NewForm(d.Theme(), "Join the overrun", units)
	var ticked []string
	chosen := func() []string {
		if len(ticked) > 0 {
			return ticked
		}
		if l := units.Selected().Label; l != "" {
			return []string{l}
		}
		return nil
	}
	lf := d.NewLineForm(f, func() string { return "overrun join " + strings.Join(chosen(), ",") }, then)
	// refused is why the first unit out of the battle may not join, when
	// the engine lets none join.
	var refused error
	lf.Ready = func() error {
		if len(chosen()) == 0 {
			if refused != nil {
				return tracker.Errorf("no unit can join the overrun now: %w", refused)
			}
			return tracker.Errorf("every unit in play is in the overrun already")
		}
		return nil
	}
	rebuild := func() {
		g := d.Game()
		var rows []present.Row
		refused = nil
		for _, u := range g.Units {
			if !u.Alive() || crt.GameOf(g).Overrun == nil {
				continue
			}
			if _, in := crt.GameOf(g).Overrun.RoleOf(u.Label); in {
				continue
			}
			// Only the units the engine lets join (an immobile command
			// post, a disabled tank cannot move in).
			if err := crt.CanJoinOverrun(g, u, lf.Override); err != nil {
				if refused == nil {
					refused = err
				}
				continue
			}
			box := present.Cell{Text: "[ ]", Tone: present.ToneKey}
			if slices.Contains(ticked, u.Label) {
				box = present.Cell{Text: "[x]", Tone: present.ToneKey}
			}
			rows = append(rows, dashboard.ListRow(u.Label, box, present.Cell{Text: u.Label, Tone: present.ToneBold}, present.Cell{Text: u.Type.Name, Tone: present.ToneText},
				present.Cell{Text: u.Side, Tone: present.ToneText}, present.Cell{Text: "M" + present.Dist(g.Scale, crt.Movement(u)), Tone: present.ToneText}, statusNote(u)))
		}
		units.SetRows(rows)
	}
	lf.Changed = rebuild
	f.Info = func(int) []present.Row {
		rows := []present.Row{{Cells: []present.Cell{{Text: lf.Line(), Tone: present.ToneBold}}},
			{Cells: []present.Cell{{Text: "A unit of the attackers' side joins the attackers, any other the defenders.", Tone: present.ToneDim}}}}
		if _, err := lf.Check(); err != nil {
			return append(rows, present.Row{Cells: []present.Cell{{Text: present.GlyphDestroyed + " " + present.Refusal(err), Tone: present.ToneError}}})
		}
		return append(rows, present.Row{Cells: []present.Cell{{Text: "Enter: they join the battle.", Tone: present.ToneOK}}})
	}
	f.Footer = []present.Cell{{Text: "↑↓", Tone: present.ToneKey}, {Text: " choose  ", Tone: present.ToneDim}, {Text: "Space", Tone: present.ToneKey}, {Text: " tick  ", Tone: present.ToneDim},
		{Text: "o", Tone: present.ToneKey}, {Text: " override  ", Tone: present.ToneDim}, {Text: "Enter", Tone: present.ToneKey}, {Text: " join  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " back", Tone: present.ToneDim}}
	f.Keys = func(ev *tcell.EventKey) bool {
		if dashboard.IsRune(ev, ' ') {
			ticked = dashboard.Toggled(ticked, units.Selected().Label)
			rebuild()
			return true
		}
		return lf.Key(ev)
	}
	rebuild()
	d.ShowDialog(f, dashboard.FormSize)
}
