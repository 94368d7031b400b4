package ffotforms

import (
	"fmt"
	"ogretable/tracker/dashboard"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// The forms of FFOTigers' movement-phase actions: an over-run, with the
// chances of both stands' fire before the dice, and a pivot (004
// FFOTigers, steps 10 and 11).

// ffotStandRows returns a list's rows of stands: label, type, side and
// note.
func ffotStandRows(us []*engine.Unit) []present.Row {
	var rows []present.Row
	for _, u := range us {
		rows = append(rows, dashboard.ListRow(u.Label, present.Cell{Text: u.Label, Tone: present.ToneBold}, present.Cell{Text: u.Type.Name, Tone: present.ToneText},
			present.Cell{Text: u.Side, Tone: present.ToneDim}, present.Cell{Text: standNote(u), Tone: present.ToneDim}))
	}
	return rows
}

// openFFOTOverrun opens the over-run form: the moving stand (those
// ffot.MayOverrun allows; every stand with override) and the enemy stand
// it enters; it shows the defender's fire first and the mover's after,
// each with its chances as the fire form shows them (ffot.OverrunFires,
// ffot.Fire.Odds), and that a check stops the mover.
func openFFOTOverrun(d *dashboard.Dashboard) {
	fo := &ffotForm{}
	movers, defenders := ffotList(d, "Over-running stand"), ffotList(d, "Over-run stand")
	override := false
	fillDefenders := func() {
		g := d.Game()
		m := g.Unit(movers.Selected().Label)
		chosen := defenders.Selected().Label
		var us []*engine.Unit
		if m != nil {
			us = standsOf(g, func(u *engine.Unit, _ *ffot.UnitState) bool { return u.Side != m.Side })
		}
		defenders.SetRows(ffotStandRows(us))
		if chosen != "" {
			defenders.Select(chosen)
		}
	}
	fillMovers := func() {
		g := d.Game()
		us := ffot.Stands(g, ffot.MayOverrun)
		if override {
			us = standsOf(g, func(*engine.Unit, *ffot.UnitState) bool { return true })
		}
		chosen := movers.Selected().Label
		movers.SetRows(ffotStandRows(us))
		if chosen != "" {
			movers.Select(chosen)
		}
		fillDefenders()
	}
	fillMovers()
	if u := d.Game().Unit(d.SelectedUnit()); u != nil {
		movers.Select(u.Label)
		fillDefenders()
	}
	fo.rows = func(g *engine.Game) []present.Row {
		m, df := g.Unit(movers.Selected().Label), g.Unit(defenders.Selected().Label)
		if m == nil || df == nil {
			return nil // ready says why
		}
		first, then, err := ffot.OverrunFires(g, m, df)
		if err != nil {
			return nil // the engine's refusal says why
		}
		out := []present.Row{dashboard.TextRow(present.ToneDim, "004 FFOTigers, step 11: the over-run stand fires first, then the mover if it survives; one die a weapon (\"All weapons have a ROF of one during over-run combat\"), infantry every weapon they carry.")}
		n := 0
		for i, fs := range [][]ffot.Fire{first, then} {
			for j, f := range fs {
				n++
				o, err := f.Odds(g)
				if err != nil {
					out = append(out, dashboard.TextRow(present.ToneError, fmt.Sprintf("%s's %s: %s", f.Firer.Label, f.Weapon.Name, present.Refusal(err))))
					continue
				}
				at := ""
				if f.Side {
					at = ", at its side armour (infantry at an over-running vehicle)"
				}
				head := fmt.Sprintf("%d. %s fires its %s at %s%s:", n, f.Firer.Label, f.Weapon.Name, f.Target.Label, at)
				if i == 1 && j == 0 {
					head = fmt.Sprintf("%d. If it survives, %s fires its %s at %s:", n, f.Firer.Label, f.Weapon.Name, f.Target.Label)
				}
				out = append(out, dashboard.TextRow(present.ToneText, head))
				for _, r := range ffotOddsRows(f, o) {
					if len(r.Cells) > 0 {
						r.Cells[0].Text = "   " + r.Cells[0].Text
					}
					out = append(out, r)
				}
			}
		}
		return append(out,
			dashboard.TextRow(present.ToneText, fmt.Sprintf("A result that makes %s check stops its movement; if it destroys %s and takes no such result, it may move on; if neither is affected, it may spend more movement and over-run again.", m.Label, df.Label)),
			dashboard.TextRow(present.ToneDim, ffot.NoteOverrunWeapon))
	}
	fo.ready = func() error {
		if movers.Selected().Label == "" {
			return tracker.Errorf("no stand of the %s may over-run now: only in its movement phase, a stand in a unit that is not pinned (004 FFOTigers, step 11); press o to override", d.Game().CurrentSide())
		}
		return need(defenders, "the over-running stand has no enemy stand in play to over-run")()
	}
	line := func() string {
		return fmt.Sprintf("overrun %s at %s", movers.Selected().Label, defenders.Selected().Label)
	}
	openFFOTForm(d, fo, "Over-run", line, true, nil, movers, defenders)
	fo.f.Moved = func() {
		if fo.f.FocusIndex() == 0 {
			fillDefenders()
		}
	}
	fo.lf.Changed = func() { override = fo.lf.Override; fillMovers() }
}

// openFFOTPivot opens the pivot form: the stands that may pivot
// (ffot.MayPivot; every stand with override), and whether the chosen one
// may then fire in overwatch (ffot.MayFire).
func openFFOTPivot(d *dashboard.Dashboard) {
	fo := &ffotForm{}
	stands := ffotList(d, "Stand of the side not moving")
	override := false
	fill := func() {
		g := d.Game()
		us := ffot.Stands(g, ffot.MayPivot)
		if override {
			us = standsOf(g, func(*engine.Unit, *ffot.UnitState) bool { return true })
		}
		chosen := stands.Selected().Label
		stands.SetRows(ffotStandRows(us))
		if chosen != "" {
			stands.Select(chosen)
		}
	}
	fill()
	if u := d.Game().Unit(d.SelectedUnit()); u != nil {
		stands.Select(u.Label)
	}
	fo.rows = func(g *engine.Game) []present.Row {
		u := g.Unit(stands.Selected().Label)
		if u == nil {
			return nil
		}
		out := []present.Row{dashboard.TextRow(present.ToneText, fmt.Sprintf("%s pivots its forward arc toward a moving stand: once in the enemy's turn (004 FFOTigers, step 10).", u.Label))}
		if err := ffot.MayFire(g, u, ffot.HowOverwatch); err != nil {
			return append(out, dashboard.TextRow(present.ToneDim, "It may not then fire in overwatch: "+present.Refusal(err)))
		}
		return append(out, dashboard.TextRow(present.ToneOK, "It may then fire in overwatch (O): \"If this stand did not move more than 1/4 of its movement in the last turn it may OVERWATCH FIRE\"."))
	}
	fo.ready = func() error {
		if stands.Selected().Label == "" {
			return tracker.Errorf("no stand may pivot now: only in the enemy's movement phase, a stand of the side not moving, in a unit, once a turn (004 FFOTigers, step 10); press o to override")
		}
		return nil
	}
	openFFOTForm(d, fo, "Pivot", func() string { return "pivot " + stands.Selected().Label }, true, nil, stands)
	fo.lf.Changed = func() { override = fo.lf.Override; fill() }
}
