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
// roster gives (RosterPaper; say, attack, range, defence and
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
	d.Page(foot)
	d.Font(true, 20)
	d.Text(d.X0, d.Y+7, title)
	d.Y += 12
	d.Font(false, 10)
	sub := fmt.Sprintf("%s rules · distances in %s", g.Variant, present.ScaleName(g.Scale))
	if of.ID != 0 {
		sub += fmt.Sprintf(" · printed at turn %d, %s", g.Turn, engine.PhaseOf(g, g.CurrentSide(), g.Phase))
	} else {
		sub += " · as the scenario sets up"
	}
	d.Text(d.X0, d.Y, sub)
	d.Y += 4
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
	d.Room(8)
	d.Para(rosterOf(g).Note(), 7.5)
	if m, ok := rosterOf(g).(RosterMore); ok {
		m.More(d, g)
	}
}

// RosterMore is a RosterPaper that draws more after the roster's note:
// a system's units, its figures and its tables.
type RosterMore interface {
	More(d *Doc, g *engine.Game)
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

// RosterPaper is how a rule system's units fill the roster: the four
// columns between a unit's type and its VP, what each unit is worth, its
// condition cell and the note under the roster. A system gives one in its
// paper (SystemPaper.roster); viewRoster is the one of a system that does
// not.
type RosterPaper interface {
	// Titles returns the titles of the four columns, distances in g's
	// scale.
	Titles(g *engine.Game) []string
	// Cells returns unit u's cells under titles.
	Cells(g *engine.Game, u *engine.Unit) []string
	// Worth returns what unit u is worth to its enemy now, 0 when
	// destroyed.
	Worth(g *engine.Game, u *engine.Unit) float64
	// Scored returns the VP its enemy scored for destroyed unit u, which
	// entered play with started squads (0: not known).
	Scored(g *engine.Game, u *engine.Unit, started int) float64
	// Condition draws unit u's condition in cell c.
	Condition(d *Doc, g *engine.Game, u *engine.Unit, c RosterCell, started int)
	// Note returns the paragraph under the roster that says what its
	// columns mean.
	Note() string
}

// RosterCell is where a roster's cell is drawn: from x, width w, in the
// row from top of height h whose text sits on baseline base.
type RosterCell struct {
	X, Top, H, W, Base float64
}

// ViewRoster fills the roster of a system without a roster of its own: its
// view's first four columns and cells (present.ViewOf), the VP of each
// unit's type, no condition cell; with noVP set (SystemPaper.NoVP), no VP,
// its note saying why.
type ViewRoster struct{ NoVP string }

// Titles returns the view's first four column headings.
func (ViewRoster) Titles(g *engine.Game) []string {
	c := present.ViewOf(g).Columns()
	return c[:min(len(c), 4)]
}

// Cells returns the view's cells of u.
func (ViewRoster) Cells(g *engine.Game, u *engine.Unit) []string {
	cells, _ := present.ViewOf(g).UnitCells(g, u)
	return cells
}

// Worth returns the VP of u's type while u is in play.
func (ViewRoster) Worth(_ *engine.Game, u *engine.Unit) float64 {
	if !u.Alive() {
		return 0
	}
	return u.Type.VP
}

// Scored returns the VP of u's type.
func (ViewRoster) Scored(_ *engine.Game, u *engine.Unit, _ int) float64 { return u.Type.VP }

// Condition draws nothing: the disabled and destroyed boxes say it.
func (ViewRoster) Condition(*Doc, *engine.Game, *engine.Unit, RosterCell, int) {}

// Note says what the VP column means, or why there is none.
func (r ViewRoster) Note() string {
	if r.NoVP != "" {
		return "No VP: " + r.NoVP + "."
	}
	return "VP: what a unit in play is worth to its enemy now; for a destroyed unit, the VP its enemy scored for it."
}

// rosterOf returns the roster paper of game g's system.
func rosterOf(g *engine.Game) RosterPaper {
	if r := paperOf(g).Roster; r != nil {
		return r
	}
	return ViewRoster{NoVP: noVP(g)}
}

// rosterSide draws one side's group of the roster.
func (d *Doc) rosterSide(g *engine.Game, side string, units []*engine.Unit, started map[string]int) {
	rp := rosterOf(g)
	worth := 0.0
	for _, u := range units {
		worth += rp.Worth(g, u)
	}
	const rh = 7.5 // a unit's row
	words := paperOf(g).UnitWords
	if words[0] == "" {
		words = [2]string{"unit", "units"}
	}
	count := engine.Counted(len(units), words[0], words[1])
	// The VP in play are the units in play's: the heading says how many
	// of its units are not (a playtest: "19 units · 102 VP in play" read
	// as 19 in play).
	destroyed, removed := 0, 0
	for _, u := range units {
		switch {
		case NeverPlayed(g, u):
			removed++
		case !u.Alive():
			destroyed++
		}
	}
	if destroyed > 0 {
		count += fmt.Sprintf(", %d destroyed", destroyed)
	}
	if removed > 0 {
		count += fmt.Sprintf(", %d removed", removed)
	}
	heading := fmt.Sprintf("%s · %s · %s VP in play · %s VP scored", side, count, Num(worth), Num(g.VP[side]))
	hdr := []string{"label", "type", "", "", "", "", "VP", "condition", "disabled", "destroyed"}
	if noVP(g) != "" {
		// A system that scores no VP shows none (SystemPaper.NoVP).
		heading, hdr[6] = fmt.Sprintf("%s · %s", side, count), ""
	}
	// A system that never disables a unit has no disabled column; its
	// condition takes the room (SystemPaper.noDisabled).
	noDisabled, condEnd := paperOf(g).NoDisabled, rosterCols[8]
	if noDisabled {
		hdr[8], condEnd = "", rosterCols[9]
	}
	// The heading goes with the column titles and the first two units.
	d.Heading(heading, 5+rh*float64(min(len(units), 2)))
	titles := rp.Titles(g)
	copy(hdr[2:6], titles[:min(len(titles), 4)])
	d.Font(true, 7.5)
	for i, h := range hdr {
		if h != "" {
			d.Text(d.X0+rosterCols[i], d.Y+3, h)
		}
	}
	d.Y += 5
	for _, u := range units {
		d.Room(rh)
		base := d.Y + 5
		t := u.Type
		d.Font(true, 11)
		d.Text(d.X0+rosterCols[0], base, u.Label)
		d.FitText(d.X0+rosterCols[1], d.Y, rh, rosterCols[2]-rosterCols[1]-rosterGap, base, t.Name, false, 10)
		// The system's four cells, each kept inside its column.
		cells := rp.Cells(g, u)
		for i, c := range cells[:min(len(cells), 4)] {
			d.FitText(d.X0+rosterCols[2+i], d.Y, rh, rosterCols[3+i]-rosterCols[2+i]-rosterGap, base, c, false, 10)
		}
		vp, size := Num(rp.Worth(g, u)), 10.0
		switch {
		case NeverPlayed(g, u):
			// Removed by the referee: never on the table, so neither
			// destroyed nor worth anything to anyone.
			vp, size = "removed", 8
		case noVP(g) != "":
			vp = ""
		case !u.Alive():
			vp, size = fmt.Sprintf("%s to %s", Num(rp.Scored(g, u, started[u.Label])), enemyName(g, u.Side)), 8
		}
		d.FitText(d.X0+rosterCols[6], d.Y, rh, rosterCols[7]-rosterCols[6]-rosterGap, base, vp, false, size)
		rp.Condition(d, g, u, RosterCell{X: d.X0 + rosterCols[7], Top: d.Y, H: rh, W: condEnd - rosterCols[7] - rosterGap, Base: base}, started[u.Label])
		if !noDisabled {
			dis := BoxEmpty
			if u.Status == engine.StatusDisabled || u.Status == engine.StatusStuck {
				dis = BoxFilled
			}
			d.Box(d.X0+rosterCols[8]+4, d.Y+1.2, 5, dis)
		}
		des := BoxEmpty
		if !u.Alive() && !NeverPlayed(g, u) {
			des = BoxFilled
		}
		d.Box(d.X0+rosterCols[9]+5, d.Y+1.2, 5, des)
		if !u.Alive() {
			d.Strike(d.X0, base, rosterCols[6]-2, 10)
		}
		d.Y += rh
		d.PDF.SetLineWidth(0.1)
		d.PDF.Line(d.X0, d.Y, d.X1, d.Y)
		d.PDF.SetLineWidth(0.3)
	}
	d.Y += 3
}
