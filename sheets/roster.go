package sheets

import (
	"fmt"
	"strconv"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/present"
)

// RosterOf names what a roster is printed from: a game (ID set) or a
// scenario's set-up (ID 0).
type RosterOf struct {
	ID       int64
	Name     string
	Scenario string
	// Squads are the squads each infantry unit entered play with, by
	// label (SquadsAtStart reads them from a game's log): a stack that
	// lost squads keeps a box for each, the lost ones filled. A unit not in
	// it is drawn with the squads it has.
	Squads map[string]int
}

// SquadsAtStart returns the squads each unit entered play with, by label,
// read from a game's log (undone additions left out), for RosterOf.Squads.
func SquadsAtStart(src Log) (map[string]int, error) {
	out := map[string]int{}
	err := src.entries(func(en entry) error {
		if !en.mark && !en.voided && en.e.Kind == engine.EventAdded && en.e.Squads > 0 {
			out[en.e.Unit] = en.e.Squads
		}
		return nil
	})
	return out, err
}

// rosterCols are the roster's column positions, in millimetres from the
// left margin: label, type, attack, range, defence, move, VP, condition
// (squads, treads, a walker's modes), disabled, destroyed.
var rosterCols = []float64{0, 17, 52, 64, 80, 92, 107, 125, 150, 172}

// rosterGap is the space, in millimetres, a roster's text keeps clear
// before the next column: two cells read as two, not one run ("79 to
// defence treads 0/45").
const rosterGap = 2.0

// Roster draws the force roster of game g: every unit grouped by side in
// turn order, with its stats in the game's scale, a box for disabled and
// one for destroyed (marked as they stand), a box per squad for infantry,
// and each side's VP: what its units are worth and what it has scored.
func (d *Doc) Roster(g *engine.Game, of RosterOf) {
	title := "Force roster"
	foot := "ogretable · force roster"
	switch {
	case of.ID != 0:
		title = fmt.Sprintf("Force roster · game %d “%s”", of.ID, of.Name)
		foot = fmt.Sprintf("ogretable · game %d %s · force roster", of.ID, of.Name)
	case of.Name != "":
		title = "Force roster · " + of.Name
		foot += " · " + of.Name
	}
	d.page(foot)
	d.font(true, 20)
	d.text(d.x0, d.y+7, title)
	d.y += 12
	d.font(false, 10)
	sub := fmt.Sprintf("%s rules · distances in %s", g.Variant, present.ScaleName(g.Scale))
	if of.ID != 0 {
		sub += fmt.Sprintf(" · printed at turn %d, the %s's %s phase", g.Turn, g.CurrentSide(), g.Phase)
	} else {
		sub += " · as the scenario sets up"
	}
	d.text(d.x0, d.y, sub)
	d.y += 4
	for _, side := range g.Sides {
		var units []*engine.Unit
		for _, u := range g.Units {
			if u.Side == side {
				units = append(units, u)
			}
		}
		if len(units) == 0 {
			continue
		}
		d.rosterSide(g, side, units, of.Squads)
	}
	d.room(8)
	d.para("VP: what a unit in play is worth to its enemy now; for a destroyed unit, the VP its enemy scored for it (\"6 to ogre\"). Condition: an infantry stack's squads, a box for each it started with, the lost ones filled; an Ogre's treads left (its sheet has the rest); a walker's generation and modes.", 7.5)
}

// enemyName returns who scores side's losses: its one enemy, or "its
// enemy" in a game of more sides.
func enemyName(g *engine.Game, side string) string {
	if len(g.Sides) == 2 {
		for _, s := range g.Sides {
			if s != side {
				return s
			}
		}
	}
	return "its enemy"
}

// scoredVP returns the VP the enemy scored for destroyed unit u, by the
// engine's counts: an Ogre its weapons and treads lost (g.VPLost); an
// infantry stack its VP a squad times the squads it started with; any
// other unit its VP.
func scoredVP(g *engine.Game, u *engine.Unit, started int) float64 {
	if crt.IsOgre(u) {
		wv, tv := crt.VPLost(g, u)
		return wv + tv
	}
	if u.Type.Kind == engine.KindInfantry || u.Type.Kind == engine.KindMilitia {
		return u.Type.VP * float64(max(started, crt.UnitOf(u).Squads, 1))
	}
	return u.Type.VP
}

// unitVP returns what unit u is worth to the enemy now, by the engine's
// counts: an Ogre its working weapons and treads (g.WeaponVP, g.VPLost);
// infantry its VP a squad times its squads; any other unit its VP; 0 when
// destroyed.
func unitVP(g *engine.Game, u *engine.Unit) float64 {
	if !u.Alive() {
		return 0
	}
	if crt.IsOgre(u) {
		_, per := crt.VPLost(g, &engine.Unit{Type: u.Type, Ext: &crt.UnitState{TreadsMax: 1}})
		v := per * float64(crt.UnitOf(u).Treads)
		for _, w := range crt.UnitOf(u).Weapons {
			if w.Status != engine.StatusDestroyed {
				v += crt.WeaponVP(g, w)
			}
		}
		return v
	}
	if u.Type.Kind == engine.KindInfantry || u.Type.Kind == engine.KindMilitia {
		return u.Type.VP * float64(max(crt.UnitOf(u).Squads, 1))
	}
	return u.Type.VP
}

// rosterSide draws one side's group of the roster.
func (d *Doc) rosterSide(g *engine.Game, side string, units []*engine.Unit, started map[string]int) {
	worth := 0.0
	for _, u := range units {
		worth += unitVP(g, u)
	}
	const rh = 7.5 // a unit's row
	// The heading goes with the column titles and the first two units.
	d.heading(fmt.Sprintf("%s · %s · %s VP in play · %s VP scored", side, present.Plural(len(units), "unit"), num(worth), num(g.VP[side])),
		5+rh*float64(min(len(units), 2)))
	hdr := []string{"label", "type", "attack", "range", "defence", "move", "VP", "condition", "disabled", "destroyed"}
	d.font(true, 7.5)
	for i, h := range hdr {
		if i == 3 || i == 5 {
			h += " (" + g.Scale.Unit() + ")"
		}
		d.text(d.x0+rosterCols[i], d.y+3, h)
	}
	d.y += 5
	for _, u := range units {
		d.room(rh)
		base := d.y + 5
		t := u.Type
		d.font(true, 11)
		d.text(d.x0+rosterCols[0], base, u.Label)
		d.fitText(d.x0+rosterCols[1], d.y, rh, rosterCols[2]-rosterCols[1]-rosterGap, base, t.Name, false, 10)
		// Attack, range, defence and move as the dashboard shows them
		// (present.ViewOf: the engine's figures, squads and terrain
		// counted), each kept inside its column; an Ogre's attack is on
		// its sheet.
		cells, _ := present.ViewOf(g).UnitCells(g, u)
		if crt.IsOgre(u) && len(cells) > 0 {
			cells[0] = "sheet"
		}
		for i, c := range cells[:min(len(cells), 4)] {
			d.fitText(d.x0+rosterCols[2+i], d.y, rh, rosterCols[3+i]-rosterCols[2+i]-rosterGap, base, c, false, 10)
		}
		vp, size := num(unitVP(g, u)), 10.0
		if !u.Alive() {
			vp, size = fmt.Sprintf("%s to %s", num(scoredVP(g, u, started[u.Label])), enemyName(g, u.Side)), 8
		}
		d.fitText(d.x0+rosterCols[6], d.y, rh, rosterCols[7]-rosterCols[6]-rosterGap, base, vp, false, size)
		x := d.x0 + rosterCols[7]
		switch {
		case crt.IsOgre(u):
			d.fitText(x, d.y, rh, rosterCols[8]-rosterCols[7]-rosterGap, base, fmt.Sprintf("treads %d/%d", crt.UnitOf(u).Treads, crt.UnitOf(u).TreadsMax), false, 8)
		case t.Kind == engine.KindWalker:
			w := rosterCols[8] - rosterCols[7] - rosterGap
			gen, modes := walkerRosterNote(g, u)
			if modes == "" {
				d.fitText(x, d.y, rh, w, base, gen, false, 8)
				break
			}
			// Two lines: the generation, then what it is doing.
			d.fitFontTo(gen, false, 7, w, 0.75)
			d.text(x, d.y+3.2, gen)
			d.fitFontTo(modes, true, 6.5, w, 0.75)
			d.text(x, d.y+6.4, modes)
		case t.Kind == engine.KindInfantry || t.Kind == engine.KindMilitia:
			full := max(crt.UnitOf(u).Squads, started[u.Label], 1)
			for i := 0; i < full; i++ {
				m := boxEmpty
				if !u.Alive() || i >= crt.UnitOf(u).Squads {
					m = boxFilled
				}
				d.box(x+float64(i)*6.5, d.y+1.2, 5, m)
			}
			d.font(false, 7)
			d.text(x+float64(full)*6.5, base, strconv.Itoa(crt.UnitOf(u).Squads))
		}
		dis := boxEmpty
		if u.Status == engine.StatusDisabled || u.Status == engine.StatusStuck {
			dis = boxFilled
		}
		d.box(d.x0+rosterCols[8]+4, d.y+1.2, 5, dis)
		des := boxEmpty
		if !u.Alive() {
			des = boxFilled
		}
		d.box(d.x0+rosterCols[9]+5, d.y+1.2, 5, des)
		if !u.Alive() {
			d.strike(d.x0, base, rosterCols[6]-2, 10)
		}
		d.y += rh
		d.pdf.SetLineWidth(0.1)
		d.pdf.Line(d.x0, d.y, d.x1, d.y)
		d.pdf.SetLineWidth(0.3)
	}
	d.y += 3
}
