package crtpaper

import (
	"fmt"
	"strconv"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/sheets"
	"ogretable/tracker/present"
)

// crtRoster fills the roster of an Ogre CRT game: attack, range, defence
// and move as the dashboard shows them, VP by the engine's counts, and an
// infantry stack's squads, an Ogre's treads or a walker's modes as its
// condition.
type crtRoster struct{}

// Titles returns attack, range, defence and move, distances in g's scale.
func (crtRoster) Titles(g *engine.Game) []string {
	unit := " (" + g.Scale.Unit() + ")"
	return []string{"attack", "range" + unit, "defence", "move" + unit}
}

// Cells returns attack, range, defence and move as the dashboard shows them
// (present.ViewOf: the engine's figures, squads and terrain counted); an
// Ogre's attack is on its sheet.
func (crtRoster) Cells(g *engine.Game, u *engine.Unit) []string {
	cells, _ := present.ViewOf(g).UnitCells(g, u)
	if crt.IsOgre(u) && len(cells) > 0 {
		cells[0] = "sheet"
	}
	return cells
}

// Worth returns what unit u is worth to the enemy now (unitVP).
func (crtRoster) Worth(g *engine.Game, u *engine.Unit) float64 { return unitVP(g, u) }

// Scored returns the VP the enemy scored for destroyed unit u (scoredVP).
func (crtRoster) Scored(g *engine.Game, u *engine.Unit, started int) float64 {
	return scoredVP(g, u, started)
}

// scoredVP returns the VP the enemy scored for destroyed unit u, by the
// engine's counts: an Ogre its weapons and treads lost (crt.VPLost); an
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
// counts: an Ogre its working weapons and treads (crt.WeaponVP,
// crt.VPLost); infantry its VP a squad times its squads; any other unit
// its VP; 0 when destroyed.
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

// Condition draws an Ogre's treads left, a walker's generation and modes,
// or a box per squad an infantry stack started with, the lost ones filled,
// and the squads it has.
func (crtRoster) Condition(d *sheets.Doc, g *engine.Game, u *engine.Unit, c sheets.RosterCell, started int) {
	t := u.Type
	switch {
	case crt.IsOgre(u):
		d.FitText(c.X, c.Top, c.H, c.W, c.Base, fmt.Sprintf("treads %d/%d", crt.UnitOf(u).Treads, crt.UnitOf(u).TreadsMax), false, 8)
	case t.Kind == engine.KindWalker:
		gen, modes := walkerRosterNote(g, u)
		if modes == "" {
			d.FitText(c.X, c.Top, c.H, c.W, c.Base, gen, false, 8)
			break
		}
		// Two lines: the generation, then what it is doing.
		d.FitFontTo(gen, false, 7, c.W, 0.75)
		d.Text(c.X, c.Top+3.2, gen)
		d.FitFontTo(modes, true, 6.5, c.W, 0.75)
		d.Text(c.X, c.Top+6.4, modes)
	case t.Kind == engine.KindInfantry || t.Kind == engine.KindMilitia:
		full := max(crt.UnitOf(u).Squads, started, 1)
		for i := 0; i < full; i++ {
			m := sheets.BoxEmpty
			if !u.Alive() || i >= crt.UnitOf(u).Squads {
				m = sheets.BoxFilled
			}
			d.Box(c.X+float64(i)*6.5, c.Top+1.2, 5, m)
		}
		d.Font(false, 7)
		d.Text(c.X+float64(full)*6.5, c.Base, strconv.Itoa(crt.UnitOf(u).Squads))
	}
}

// Note says what the VP and condition columns hold.
func (crtRoster) Note() string {
	return "VP: what a unit in play is worth to its enemy now; for a destroyed unit, the VP its enemy scored for it (\"6 to ogre\"). Condition: an infantry stack's squads, a box for each it started with, the lost ones filled; an Ogre's treads left (its sheet has the rest); a walker's generation and modes."
}
