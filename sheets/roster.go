package sheets

import (
	"fmt"

	"ogretable/engine"
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
// turn order, with the four columns and the condition its rule system's
// roster gives (rosterPaper; the Ogre CRT's: attack, range, defence and
// move in the game's scale, a box per squad for infantry, an Ogre's
// treads), a box for disabled and one for destroyed (marked as they
// stand), and each side's VP: what its units are worth and what it has
// scored.
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
		sub += fmt.Sprintf(" · printed at turn %d, %s", g.Turn, engine.PhaseOf(g, g.CurrentSide(), g.Phase))
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
	d.para(rosterOf(g).note(), 7.5)
	if m, ok := rosterOf(g).(rosterMore); ok {
		m.more(d, g)
	}
}

// rosterMore is a rosterPaper that draws more after the roster's note:
// FFOTigers' units, its stands' figures and the seed's tables.
type rosterMore interface {
	more(d *Doc, g *engine.Game)
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

// rosterPaper is how a rule system's units fill the roster: the four
// columns between a unit's type and its VP, what each unit is worth, its
// condition cell and the note under the roster. A system gives one in its
// paper (systemPaper.roster); viewRoster is the one of a system that does
// not.
type rosterPaper interface {
	// titles returns the titles of the four columns, distances in g's
	// scale.
	titles(g *engine.Game) []string
	// cells returns unit u's cells under titles.
	cells(g *engine.Game, u *engine.Unit) []string
	// worth returns what unit u is worth to its enemy now, 0 when
	// destroyed.
	worth(g *engine.Game, u *engine.Unit) float64
	// scored returns the VP its enemy scored for destroyed unit u, which
	// entered play with started squads (0: not known).
	scored(g *engine.Game, u *engine.Unit, started int) float64
	// condition draws unit u's condition in cell c.
	condition(d *Doc, g *engine.Game, u *engine.Unit, c rosterCell, started int)
	// note returns the paragraph under the roster that says what its
	// columns mean.
	note() string
}

// rosterCell is where a roster's cell is drawn: from x, width w, in the
// row from top of height h whose text sits on baseline base.
type rosterCell struct {
	x, top, h, w, base float64
}

// viewRoster fills the roster of a system without a roster of its own: its
// view's first four columns and cells (present.ViewOf), the VP of each
// unit's type, no condition cell; with noVP set (systemPaper.noVP), no VP,
// its note saying why.
type viewRoster struct{ noVP string }

// titles returns the view's first four column headings.
func (viewRoster) titles(g *engine.Game) []string {
	c := present.ViewOf(g).Columns()
	return c[:min(len(c), 4)]
}

// cells returns the view's cells of u.
func (viewRoster) cells(g *engine.Game, u *engine.Unit) []string {
	cells, _ := present.ViewOf(g).UnitCells(g, u)
	return cells
}

// worth returns the VP of u's type while u is in play.
func (viewRoster) worth(_ *engine.Game, u *engine.Unit) float64 {
	if !u.Alive() {
		return 0
	}
	return u.Type.VP
}

// scored returns the VP of u's type.
func (viewRoster) scored(_ *engine.Game, u *engine.Unit, _ int) float64 { return u.Type.VP }

// condition draws nothing: the disabled and destroyed boxes say it.
func (viewRoster) condition(*Doc, *engine.Game, *engine.Unit, rosterCell, int) {}

// note says what the VP column means, or why there is none.
func (r viewRoster) note() string {
	if r.noVP != "" {
		return "No VP: " + r.noVP + "."
	}
	return "VP: what a unit in play is worth to its enemy now; for a destroyed unit, the VP its enemy scored for it."
}

// rosterOf returns the roster paper of game g's system.
func rosterOf(g *engine.Game) rosterPaper {
	if r := paperOf(g).roster; r != nil {
		return r
	}
	return viewRoster{noVP: noVP(g)}
}

// rosterSide draws one side's group of the roster.
func (d *Doc) rosterSide(g *engine.Game, side string, units []*engine.Unit, started map[string]int) {
	rp := rosterOf(g)
	worth := 0.0
	for _, u := range units {
		worth += rp.worth(g, u)
	}
	const rh = 7.5 // a unit's row
	heading := fmt.Sprintf("%s · %s · %s VP in play · %s VP scored", side, engine.Counted(len(units), "unit", "units"), num(worth), num(g.VP[side]))
	hdr := []string{"label", "type", "", "", "", "", "VP", "condition", "disabled", "destroyed"}
	if noVP(g) != "" {
		// A system that scores no VP shows none (systemPaper.noVP).
		heading, hdr[6] = fmt.Sprintf("%s · %s", side, engine.Counted(len(units), "unit", "units")), ""
	}
	// A system that never disables a unit has no disabled column; its
	// condition takes the room (systemPaper.noDisabled).
	noDisabled, condEnd := paperOf(g).noDisabled, rosterCols[8]
	if noDisabled {
		hdr[8], condEnd = "", rosterCols[9]
	}
	// The heading goes with the column titles and the first two units.
	d.heading(heading, 5+rh*float64(min(len(units), 2)))
	titles := rp.titles(g)
	copy(hdr[2:6], titles[:min(len(titles), 4)])
	d.font(true, 7.5)
	for i, h := range hdr {
		if h != "" {
			d.text(d.x0+rosterCols[i], d.y+3, h)
		}
	}
	d.y += 5
	for _, u := range units {
		d.room(rh)
		base := d.y + 5
		t := u.Type
		d.font(true, 11)
		d.text(d.x0+rosterCols[0], base, u.Label)
		d.fitText(d.x0+rosterCols[1], d.y, rh, rosterCols[2]-rosterCols[1]-rosterGap, base, t.Name, false, 10)
		// The system's four cells, each kept inside its column.
		cells := rp.cells(g, u)
		for i, c := range cells[:min(len(cells), 4)] {
			d.fitText(d.x0+rosterCols[2+i], d.y, rh, rosterCols[3+i]-rosterCols[2+i]-rosterGap, base, c, false, 10)
		}
		vp, size := num(rp.worth(g, u)), 10.0
		switch {
		case neverPlayed(g, u):
			// Removed by the referee: never on the table, so neither
			// destroyed nor worth anything to anyone.
			vp, size = "removed", 8
		case noVP(g) != "":
			vp = ""
		case !u.Alive():
			vp, size = fmt.Sprintf("%s to %s", num(rp.scored(g, u, started[u.Label])), enemyName(g, u.Side)), 8
		}
		d.fitText(d.x0+rosterCols[6], d.y, rh, rosterCols[7]-rosterCols[6]-rosterGap, base, vp, false, size)
		rp.condition(d, g, u, rosterCell{x: d.x0 + rosterCols[7], top: d.y, h: rh, w: condEnd - rosterCols[7] - rosterGap, base: base}, started[u.Label])
		if !noDisabled {
			dis := boxEmpty
			if u.Status == engine.StatusDisabled || u.Status == engine.StatusStuck {
				dis = boxFilled
			}
			d.box(d.x0+rosterCols[8]+4, d.y+1.2, 5, dis)
		}
		des := boxEmpty
		if !u.Alive() && !neverPlayed(g, u) {
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
