package crtforms

import (
	"fmt"
	"ogretable/tracker/dashboard"
	"slices"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// ramCost returns what ramming with line costs rammer, as the engine
// resolves it: the sentences of the tread units it loses. It is the same
// whatever the n dice show (the engine is asked with every die a 1, then
// every die a 6), else nil, as it is when the ram costs it nothing.
func ramCost(d *dashboard.Dashboard, line, rammer string, n int) []string {
	g := d.Game()
	cmd, err := g.ParseCommand(line)
	if err != nil {
		return nil
	}
	var runs [2][]string
	for i, face := range []int{1, 6} {
		dice, err := engine.NewManual(slices.Repeat([]int{face}, n)...)
		if err != nil {
			return nil
		}
		evs, err := engine.Resolve(g, cmd, dice)
		if err != nil {
			return nil
		}
		for _, e := range evs {
			if e.Kind == crt.EventTreadsLost && e.Unit == rammer {
				runs[i] = append(runs[i], e.Text)
			}
		}
	}
	if !slices.Equal(runs[0], runs[1]) {
		return nil
	}
	return runs[0]
}

// openRam opens the ram form: the rammer and its target.
func openRam(d *dashboard.Dashboard) { openRamThen(d, d.SelectedUnit(), "", nil) }

// openRamThen opens the ram form with rammer and target chosen when they
// are listed; then, when not nil, runs after the ram or when the form is
// cancelled. While an overrun is fought it lists only the battle: rammers
// of the side to play in it or that the engine lets ram, targets of the
// other side of it.
//
// The form opens on a target the engine lets the rammer ram (target, when
// it does), and moves to one when another rammer is chosen. When there is
// none, it says nothing against a target until the referee chooses one:
// the first in the list is only where the cursor starts.
func openRamThen(d *dashboard.Dashboard, rammer, target string, then func()) {
	rammers, targets := dashboard.NewList(d.Theme()), dashboard.NewList(d.Theme())
	rammers.Selectable, targets.Selectable = true, true
	rammers.Title = []present.Cell{{Text: "Rammer", Tone: present.ToneHeading}}
	targets.Title = []present.Cell{{Text: "Rammed", Tone: present.ToneHeading}}
	f := dashboard.NewForm(d.Theme(), "Ram", rammers, targets)
	ramLine := func(r, t string) string { return "ram " + r + " " + t }
	lf := d.NewLineForm(f, func() string { return ramLine(rammers.Selected().Label, targets.Selected().Label) }, then)
	lf.Ask = true // a ram on a disabled or immobile unit destroys it with no die
	accepts := func(r, t string) bool {
		_, err := d.Session().DiceNeeded(lf.Prefix(ramLine(r, t)))
		return err == nil
	}
	// picked says that the referee chose the target: only then does the
	// form say why the engine refuses it.
	picked := false
	// inBattle reports whether u is listed during an overrun, and its role.
	inBattle := func(g *engine.Game, u *engine.Unit) (crt.Role, bool) {
		if crt.GameOf(g).Overrun == nil || lf.Override {
			return "", true
		}
		return crt.GameOf(g).Overrun.RoleOf(u.Label)
	}
	// ramsSomeone reports whether the engine lets u ram a unit of the
	// battle (asked only in an overrun, where the units are few).
	ramsSomeone := func(g *engine.Game, u *engine.Unit) bool {
		o := crt.GameOf(g).Overrun
		role, in := o.RoleOf(u.Label)
		if !in {
			return false
		}
		for _, t := range o.Labels(role.Other()) {
			if accepts(u.Label, t) {
				return true
			}
		}
		return false
	}
	rebuild := func() {
		g := d.Game()
		var rows []present.Row
		for _, u := range g.Units {
			if _, in := inBattle(g, u); !in || !u.Alive() {
				continue
			}
			if lf.Override || u.Side == g.CurrentSide() || crt.GameOf(g).Overrun != nil && ramsSomeone(g, u) {
				rows = append(rows, dashboard.ListRow(u.Label, present.Cell{Text: u.Label, Tone: present.ToneBold}, present.Cell{Text: u.Type.Name, Tone: present.ToneText}, present.Cell{Text: "M" + present.Dist(g.Scale, crt.Movement(u)), Tone: present.ToneText}))
			}
		}
		rammers.SetRows(rows)
		// The targets are those the engine lets the rammer ram as far as
		// the target goes (no infantry, none of its side; in an overrun,
		// the other side of the battle); why the rammer may not ram now the
		// form says once one is chosen.
		rows = nil
		if u := g.Unit(rammers.Selected().Label); u != nil {
			for _, t := range crt.RamTargets(g, u) {
				if _, in := inBattle(g, t); in {
					rows = append(rows, dashboard.ListRow(t.Label, present.Cell{Text: t.Label, Tone: present.ToneBold}, present.Cell{Text: t.Type.Name, Tone: present.ToneText}))
				}
			}
		}
		targets.SetRows(rows)
	}
	// aim moves the target to one the engine lets the rammer ram, unless
	// the target chosen is one.
	aim := func() {
		r := rammers.Selected().Label
		if r == "" || accepts(r, targets.Selected().Label) {
			return
		}
		for _, row := range targets.Rows() {
			if row.Kind == present.RowUnit && accepts(r, row.Label) {
				targets.Select(row.Label)
				return
			}
		}
	}
	lf.Ready = func() error {
		if rammers.Selected().Label == "" || targets.Selected().Label == "" {
			return tracker.Errorf("choose a rammer and a unit to ram")
		}
		return nil
	}
	lf.Changed = func() {
		rebuild()
		aim()
	}
	f.Info = func(int) []present.Row {
		rows := []present.Row{{Cells: []present.Cell{{Text: lf.Line(), Tone: present.ToneBold}}}}
		n, err := lf.Check()
		if err != nil && !picked && lf.Ready() == nil {
			return append(rows, present.Row{Cells: []present.Cell{{Text: "The rules let " + rammers.Selected().Label +
				" ram none of these now. Choose the unit to ram (Tab, ↑↓) to see why.", Tone: present.ToneDim}}})
		}
		if err != nil {
			return append(rows, present.Row{Cells: []present.Cell{{Text: present.GlyphDestroyed + " " + present.Refusal(err), Tone: present.ToneError}}})
		}
		if n == 0 {
			rows = append(rows, present.Row{Cells: []present.Cell{{Text: "Legal; no die is rolled: Enter asks before it is applied.", Tone: present.ToneOK}}})
		} else {
			rows = append(rows, present.Row{Cells: []present.Cell{{Text: "Legal; it rolls " + dashboard.CountDice(n) + ":", Tone: present.ToneOK}}})
			// What each die does, in the engine's words (the dice prompt's).
			if p := lf.Preview(); p.Err == nil {
				for _, nd := range p.Rolls {
					rows = append(rows, present.Row{Cells: []present.Cell{{Text: "  " + nd.Dice(), Tone: present.ToneKey}, {Text: " " + nd.For, Tone: present.ToneText}}})
				}
			}
		}
		// What the ram costs the rammer, whatever the dice show (000 FAQ,
		// RAMMING; OFFICIAL-NOTES, Ramming).
		for _, c := range ramCost(d, lf.Line(), rammers.Selected().Label, n) {
			rows = append(rows, present.Row{Cells: []present.Cell{{Text: "It costs the rammer: ", Tone: present.ToneBold}, {Text: c, Tone: present.ToneText}}})
		}
		return rows
	}
	f.Footer = []present.Cell{{Text: "Tab", Tone: present.ToneKey}, {Text: " list  ", Tone: present.ToneDim}, {Text: "↑↓", Tone: present.ToneKey}, {Text: " choose  ", Tone: present.ToneDim},
		{Text: "o", Tone: present.ToneKey}, {Text: " override  ", Tone: present.ToneDim}, {Text: "Enter", Tone: present.ToneKey}, {Text: " ram  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " cancel", Tone: present.ToneDim}}
	f.Moved = func() {
		rebuild()
		if f.FocusIndex() == 1 {
			picked = true
			return
		}
		aim()
	}
	f.Keys = func(ev *tcell.EventKey) bool {
		if ev.Key() == tcell.KeyEnter {
			picked = true // the referee goes on with this target
		}
		return lf.Key(ev)
	}
	rebuild()
	if u := d.Game().Unit(rammer); u != nil {
		rammers.Select(u.Label)
		rebuild()
	}
	if target != "" {
		targets.Select(target)
	}
	aim()
	d.ShowDialog(f, dashboard.FormSize)
}

// openTerrain opens the terrain form: a unit and a terrain, either said
// (terrain) or entered with its terrain check (enter).
func openTerrain(d *dashboard.Dashboard) {
	units, terrains := dashboard.NewList(d.Theme()), dashboard.NewList(d.Theme())
	units.Selectable, terrains.Selectable = true, true
	units.Title = []present.Cell{{Text: "Unit", Tone: present.ToneHeading}}
	terrains.Title = []present.Cell{{Text: "Terrain", Tone: present.ToneHeading}}
	f := dashboard.NewForm(d.Theme(), "Terrain", units, terrains)
	enter := false
	lf := d.NewLineForm(f, func() string {
		verb := "terrain"
		if enter {
			verb = "enter"
		}
		return verb + " " + units.Selected().Label + " " + terrains.Selected().Label
	}, nil)
	g := d.Game()
	var rows []present.Row
	for _, u := range g.Units {
		if u.Alive() {
			t := string(u.Terrain)
			if t != "" {
				t = "in " + t
			}
			rows = append(rows, dashboard.ListRow(u.Label, present.Cell{Text: u.Label, Tone: present.ToneBold}, present.Cell{Text: u.Type.Name, Tone: present.ToneText}, present.Cell{Text: t, Tone: present.ToneDim}))
		}
	}
	units.SetRows(rows)
	rows = nil
	for _, t := range crt.Terrains {
		rows = append(rows, dashboard.ListRow(string(t), present.Cell{Text: string(t), Tone: present.ToneText}))
	}
	terrains.SetRows(rows)
	f.Info = func(int) []present.Row {
		mode := []present.Cell{{Text: "Mode: ", Tone: present.ToneDim}, {Text: "say where it is (no check)", Tone: present.ToneBold}, {Text: "   c: enter with a terrain check", Tone: present.ToneDim}}
		if enter {
			mode = []present.Cell{{Text: "Mode: ", Tone: present.ToneDim}, {Text: "enter with a terrain check", Tone: present.ToneBold}, {Text: "   c: just say where it is", Tone: present.ToneDim}}
		}
		out := []present.Row{{Cells: []present.Cell{{Text: lf.Line(), Tone: present.ToneBold}}}, {Cells: mode}}
		g := d.Game()
		u := g.Unit(units.Selected().Label)
		if u == nil {
			return out
		}
		if eff, err := crt.TerrainFor(u.Type.Mode, engine.Terrain(terrains.Selected().Label), g.Variant); err == nil {
			s := fmt.Sprintf("%s (%s) in %s: moves %s", u.Label, u.Type.Mode, eff.Terrain, eff.Enter)
			if eff.Check != nil {
				s += "; check " + eff.Check.String()
			}
			if def := eff.Defense(u.Type.Defense); def != u.Type.Defense {
				s += fmt.Sprintf("; defence %s", engine.FormatNumber(def))
			}
			if eff.Note != "" {
				s += ". " + eff.Note
			}
			out = append(out, present.Row{Cells: []present.Cell{{Text: s, Tone: present.ToneText}}})
		}
		if n, err := lf.Check(); err != nil {
			out = append(out, present.Row{Cells: []present.Cell{{Text: present.GlyphDestroyed + " " + present.Refusal(err), Tone: present.ToneError}}})
		} else if n > 0 {
			out = append(out, present.Row{Cells: []present.Cell{{Text: "It rolls " + dashboard.CountDice(n) + ".", Tone: present.ToneOK}}})
		}
		return out
	}
	f.Footer = []present.Cell{{Text: "Tab", Tone: present.ToneKey}, {Text: " list  ", Tone: present.ToneDim}, {Text: "↑↓", Tone: present.ToneKey}, {Text: " choose  ", Tone: present.ToneDim},
		{Text: "c", Tone: present.ToneKey}, {Text: " check or not  ", Tone: present.ToneDim}, {Text: "o", Tone: present.ToneKey}, {Text: " override  ", Tone: present.ToneDim},
		{Text: "Enter", Tone: present.ToneKey}, {Text: " go  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " cancel", Tone: present.ToneDim}}
	f.Keys = func(ev *tcell.EventKey) bool {
		if dashboard.IsRune(ev, 'c', 'C') {
			enter = !enter
			return true
		}
		return lf.Key(ev)
	}
	if u := g.Unit(d.SelectedUnit()); u != nil {
		units.Select(u.Label)
		if u.Terrain != "" {
			terrains.Select(string(u.Terrain))
		}
	}
	d.ShowDialog(f, dashboard.FormSize)
}
