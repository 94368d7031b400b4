package crtview

import (
	"fmt"
	"strings"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/present"
)

// crtView is how games of the Ogre CRT rules are shown: attack, range,
// defence and move in the roster, an Ogre's treads, a stack's squads, a
// structure's points, a walker's modes among the notes, and the panel of
// an Ogre (treads and weapons) or a walker (its modes and attack spent).
type crtView struct{}

func init() {
	present.RegisterView(crt.SystemName, crtView{})
	present.RegisterStatusMark(crt.StatusSpent, present.GlyphSpent, "spent", present.ToneSpent)
	present.RegisterASCIIGlyph('█', '#') // GlyphTread
	present.RegisterASCIIGlyph('░', '_') // GlyphTreadLost
	for phase, tag := range map[engine.Phase]string{crt.PhaseRecovery: "rec", crt.PhaseMovement: "move", crt.PhaseFire: "fire", crt.PhaseSecondMovement: "2nd"} {
		present.RegisterPhaseTag(phase, tag)
	}
}

// The glyphs of an Ogre's tread track: a tread left, a tread lost.
const (
	GlyphTread     = "█"
	GlyphTreadLost = "░"
)

// Columns returns attack (A), range (R), defence (D) and move (M).
func (crtView) Columns() []string { return []string{"A", "R", "D", "M"} }

// Legend says what the columns stand for: "A att R range D def M move, in
// hexes".
func (crtView) Legend(g *engine.Game) string {
	return fmt.Sprintf("A att R range D def M move, in %s", present.ScaleName(g.Scale))
}

// UnitCells returns the stack's or the unit's attack, range, defence and
// move, ranges and moves in the game's scale, and its notes.
func (crtView) UnitCells(g *engine.Game, u *engine.Unit) (cells, notes []string) {
	att, rng, def := "–", "–", engine.FormatNumber(u.Type.Defense)
	switch {
	case crt.IsOgre(u):
		def = "–"
	case len(u.Type.Split) > 0:
		parts := make([]string, len(u.Type.Split))
		for i, p := range u.Type.Split {
			parts[i] = engine.FormatNumber(p)
		}
		att, rng = strings.Join(parts, "+"), present.Dist(g.Scale, u.Type.Range)
	case u.Type.Attack > 0:
		att, rng = engine.FormatNumber(crt.Strength(u, nil)), present.Dist(g.Scale, u.Type.Range)
	}
	if !crt.IsOgre(u) {
		// The defence as the engine reckons it: squads and terrain counted.
		def = engine.FormatNumber(crt.Defense(g, u, nil, false))
	}
	mov := present.Dist(g.Scale, crt.Movement(u))
	if u.Type.Move2 > 0 {
		mov += "+" + present.Dist(g.Scale, u.Type.Move2)
	}
	st := crt.UnitOf(u)
	if crt.IsOgre(u) {
		notes = append(notes, fmt.Sprintf("treads %d/%d", st.Treads, st.TreadsMax))
	}
	if u.Type.Kind == engine.KindInfantry || u.Type.Kind == engine.KindMilitia {
		notes = append(notes, engine.Counted(st.Squads, "squad", "squads"))
	}
	if st.StructurePoints > 0 {
		notes = append(notes, "SP "+engine.FormatNumber(st.StructurePoints)+"/"+engine.FormatNumber(u.Type.StructurePoints))
	}
	if u.Terrain != "" {
		notes = append(notes, "in "+string(u.Terrain))
	}
	if o := crt.GameOf(g).Overrun; o != nil {
		if _, ok := o.RoleOf(u.Label); ok {
			notes = append(notes, "in overrun")
		}
	}
	if u.Alive() && crt.FiredThisTurn(g, u) {
		notes = append(notes, present.GlyphFired+" fired")
	}
	if u.Alive() {
		notes = append(notes, WalkerModes(g, u)...)
	}
	if st.Hulk {
		notes = append(notes, "hulk")
	}
	return []string{att, rng, def, mov}, notes
}

// Detail says when a disabled or stuck unit recovers.
func (crtView) Detail(_ *engine.Game, u *engine.Unit) string { return crt.Recovers(u) }

// Paneled reports whether u is an Ogre or a walker.
func (crtView) Paneled(u *engine.Unit) bool {
	return crt.IsOgre(u) || u.Type.Kind == engine.KindWalker
}

// FirstPaneled returns the first Ogre in play, or else the first walker.
func (crtView) FirstPaneled(g *engine.Game) *engine.Unit {
	if u := crt.FirstOgre(g); u != nil {
		return u
	}
	for _, u := range g.Units {
		if u.Type.Kind == engine.KindWalker && u.Alive() {
			return u
		}
	}
	return nil
}

// Panel returns a walker's panel, or an Ogre's with, when more than one
// Ogre is in play, how to see another.
func (crtView) Panel(g *engine.Game, u *engine.Unit, width int) []present.Row {
	if u.Type.Kind == engine.KindWalker {
		return WalkerPanel(g, u)
	}
	rows := OgrePanel(g, u, width)
	if n := len(crt.LabelsWhere(g, crt.IsOgre)); n > 1 {
		rows = append(rows, present.Row{Kind: present.RowText, Cells: []present.Cell{{Text: fmt.Sprintf("%d Ogres: select one in the roster", n), Tone: present.ToneDim}}})
	}
	return rows
}

// NewCredit returns the CRT's kill credit (Credit): an attack credits its
// attackers, a ram the rammer and the unit rammed, a missile its launcher.
func (crtView) NewCredit() present.Crediter { return &Credit{} }

// Banner returns the line over the panels while the turn is stopped: the
// overrun being fought (OverrunText), which is fought first, else the
// cruise missiles in flight (MissileText); nil for neither.
func (crtView) Banner(g *engine.Game) []present.Cell {
	if cells := OverrunText(g); cells != nil {
		return cells
	}
	return MissileText(g)
}
