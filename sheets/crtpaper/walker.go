package crtpaper

import (
	"fmt"
	"strings"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/sheets"
	"ogretable/tracker/present"
	"ogretable/tracker/present/crtview"
)

// The walker sheet's boxes, in millimetres: a condition box (disabled,
// destroyed, jets, flying) and an attack-point box; each size is its own,
// so a test finds them among the page's rectangles.
const (
	walkerCondBox   = 6.4
	walkerAttackBox = 5.2
)

// walkerTerrains are the terrains the walker sheet's table lists, in the
// order of crt.Terrains.
var walkerTerrains = crt.Terrains

// BlankWalker returns a walker of type t as a blank sheet shows it: in a
// new game of cat played with variant v in scale s (the game only gives the
// sheet its rules and scale), not in play, undamaged.
func BlankWalker(cat *engine.Catalog, t *engine.UnitType, v engine.Variant, s engine.Scale) (*engine.Game, *engine.Unit, error) {
	g, err := engine.NewGame(cat, v, s, nil)
	if err != nil {
		return nil, nil, err
	}
	return g, &engine.Unit{Type: t, TypeID: t.ID, Status: engine.StatusOK}, nil
}

// WalkerSheet draws the record sheet of walker u of game g on a page of its
// own: its name and generation, its statistics in the game's scale with
// what each cost, its options and what each does, the VP spent and left, a
// box for disabled and one for destroyed (and for jumpjets on and flying
// when it has them), a box per attack point to divide its fire, and the
// walker rules as a quick reference (000 FAQ, Walkers, 2.0–5.0). With from
// set, u is a walker in that game and its condition is marked: the boxes
// filled as it stands, when it recovers, its terrain, the attack it has
// used this turn, and the turn it was printed. A catalog walker with no
// design (Type.Walker nil) prints its statistics without a price.
func (d doc) WalkerSheet(g *engine.Game, u *engine.Unit, from *sheets.GameRef) error {
	t := u.Type
	if t.Kind != engine.KindWalker {
		return fmt.Errorf("sheets: %s is not a walker", t.Name)
	}
	foot := "ogretable · " + t.Name + " walker record sheet · " + present.ScaleName(g.Scale)
	if from != nil {
		foot = fmt.Sprintf("ogretable · game %d %s · %s (%s)", from.ID, from.Name, u.Label, t.Name)
	}
	d.Page(foot)
	d.walkerTitle(g, u, from)
	d.walkerStats(g, u)
	d.walkerOptions(g, u)
	d.walkerCondition(g, u, from != nil)
	d.walkerReference(g, u)
	return nil
}

// generationName returns "Early generation" or "Late generation", a
// catalog walker's as a design's (crt.GenerationOf), or "Catalog
// walker" for one whose generation is unknown.
func generationName(t *engine.UnitType) string {
	g := string(crt.GenerationOf(t))
	if g == "" {
		return "Catalog walker"
	}
	return strings.ToUpper(g[:1]) + g[1:] + " generation"
}

// walkerTitle writes the walker's name and generation, and for a game's
// sheet where it stands in the game and when it was printed.
func (d doc) walkerTitle(g *engine.Game, u *engine.Unit, from *sheets.GameRef) {
	t := u.Type
	name := t.Name
	if from != nil {
		name = u.Label + " · " + t.Name
	}
	d.Font(true, 13)
	gen := generationName(t)
	genW := d.Face.Width(gen)
	d.FitFont(name, true, 26, d.Width()-genW-6)
	d.Text(d.X0, d.Y+9, name)
	if from != nil && !u.Alive() {
		d.Strike(d.X0, d.Y+9, min(d.Face.Width(name), d.Width()-genW-6), 26)
	}
	d.Font(true, 13)
	d.TextRight(d.X1, d.Y+9, gen)
	d.Y += 15
	d.Font(false, 11)
	// Worth its VP, said one way for a catalog walker and a design.
	sub := fmt.Sprintf("Walker record sheet · worth %s VP to the enemy", sheets.Num(t.VP))
	if w := crt.WalkerOf(t); w != nil {
		sub = fmt.Sprintf("Walker record sheet · bought with %s VP · worth %s VP to the enemy", sheets.Num(w.Budget()), sheets.Num(t.VP))
	}
	d.Text(d.X0, d.Y, sub+" · distances in "+present.ScaleName(g.Scale))
	d.Y += 6
	if from != nil {
		// The word alone: the body font has no glyph for some of the
		// dashboard's status marks (◐).
		_, status, _ := present.StatusMark(u.Status)
		line := fmt.Sprintf("Game %d “%s” · %s side · %s · printed at turn %d, the %s's %s phase",
			from.ID, from.Name, u.Side, status, g.Turn, g.CurrentSide(), g.Phase)
		d.FitFont(line, true, 11, d.Width())
		d.Text(d.X0, d.Y, line)
		d.Y += 6
		d.Y -= 2
		d.Para(strings.Join(walkerNow(g, u), " "), 9.5)
	}
	if w := crt.WalkerOf(t); w != nil && w.Notes != "" {
		d.Para("Notes: "+w.Notes, 9)
	}
	d.Y += 1
}

// walkerNow returns the sentences that say how walker u stands in game g:
// disabled until when, its terrain and the defence it gives, its modes.
func walkerNow(g *engine.Game, u *engine.Unit) []string {
	var out []string
	if r := crt.Recovers(u); r != "" {
		cause := ""
		if u.Timer != nil {
			cause = " (" + string(u.Timer.Cause) + ")"
		}
		out = append(out, "Now "+string(u.Status)+cause+": it "+r+".")
	}
	if u.Terrain != "" {
		s := "Terrain: " + string(u.Terrain)
		if eff, ok := crt.UnitTerrain(g, u); ok {
			if eff.CannotBeAttacked {
				s += ", where it cannot be attacked"
			} else {
				s += ", defence " + sheets.Num(eff.Defense(u.Type.Defense))
			}
			if eff.CannotAttack {
				s += ", and it cannot attack"
			}
			if eff.AttackDRM != 0 {
				s += fmt.Sprintf(", %d on the die of its attacks", eff.AttackDRM)
			}
		}
		out = append(out, s+".")
	} else {
		out = append(out, "Terrain: not given (clear unless the referee says otherwise).")
	}
	var modes []string
	if crt.UnitOf(u).Jets {
		modes = append(modes, "on its jumpjets")
	}
	if crt.UnitOf(u).Flying {
		modes = append(modes, "in its flying form")
	}
	if len(modes) > 0 {
		out = append(out, "It is "+strings.Join(modes, " and ")+".")
	}
	if spent := crt.AttackSpent(g, u); spent > 0 {
		out = append(out, fmt.Sprintf("It has used %s of its %s attack points this turn.", sheets.Num(spent), sheets.Num(u.Type.Attack)))
	}
	return out
}

// walkerStat is one statistic of the sheet's row.
type walkerStat struct {
	label, value, price string
}

// walkerStats draws the statistics as big figures, ranges and movement in
// the game's scale, each with what it cost, and the VP spent and left.
func (d doc) walkerStats(g *engine.Game, u *engine.Unit) {
	t, w := u.Type, crt.WalkerOf(u.Type)
	unit := " (" + g.Scale.Unit() + ")"
	price := func(n int, each float64, per string) string {
		if w == nil {
			return ""
		}
		return fmt.Sprintf("%d × %s VP a %s = %s VP", n, sheets.Num(each), per, sheets.Num(each*float64(n)))
	}
	var a, df, r, m, gm int
	if w != nil {
		a, df, r, m, gm = w.Attack, w.Defense, w.Range, w.Move, w.GEVMove
	}
	stats := []walkerStat{
		{"ATTACK", sheets.Num(t.Attack), price(a, crt.WalkerPointPrice, "point")},
		{"DEFENCE", sheets.Num(t.Defense), price(df, crt.WalkerPointPrice, "point")},
		{"RANGE" + unit, sheets.Num(g.Scale.Distance(t.Range)), price(r, crt.WalkerHexPrice, "hex")},
		{"MOVE" + unit, sheets.Num(g.Scale.Distance(t.Move)), price(m, crt.WalkerHexPrice, "hex")},
	}
	if t.Move2 > 0 {
		stats = append(stats, walkerStat{"GEV MOVE" + unit, sheets.Num(g.Scale.Distance(t.Move2)), price(gm, crt.WalkerHexPrice, "hex")})
	}
	const h, gap = 20.0, 3.0
	cw := (d.Width() - gap*float64(len(stats)-1)) / float64(len(stats))
	d.Room(h + 12)
	top := d.Y
	// Row by row (every label, every figure, every price), so that a text
	// reader reads each row across.
	d.PDF.SetLineWidth(0.5)
	for i := range stats {
		d.PDF.Rect(d.X0+float64(i)*(cw+gap), top, cw, h, "D")
	}
	d.PDF.SetLineWidth(0.3)
	d.Font(true, 8)
	for i, s := range stats {
		d.Text(d.X0+float64(i)*(cw+gap)+2, top+4, s.label)
	}
	d.Font(true, 26)
	for i, s := range stats {
		d.TextCenter(d.X0+float64(i)*(cw+gap)+cw/2, top+12, s.value)
	}
	for i, s := range stats {
		d.FitFont(s.price, false, 6.5, cw-2)
		d.TextCenter(d.X0+float64(i)*(cw+gap)+cw/2, top+h-1.4, s.price)
	}
	d.Y = top + h + 5
	d.Font(true, 11)
	if w == nil {
		d.Text(d.X0, d.Y, "A catalog walker, not a design: no points to spend.")
		d.Y += 5
		return
	}
	opts := w.Cost() - crt.WalkerPointPrice*float64(w.Attack+w.Defense) - crt.WalkerHexPrice*float64(w.Range+w.Move+w.GEVMove)
	left := w.Left()
	leftText := sheets.Num(left) + " VP left"
	if left < 0 {
		leftText = "over budget by " + sheets.Num(-left) + " VP"
	}
	d.Text(d.X0, d.Y, fmt.Sprintf("VP spent: %s of %s · %s   (statistics %s, options %s)",
		sheets.Num(w.Cost()), sheets.Num(w.Budget()), leftText, sheets.Num(w.Cost()-opts), sheets.Num(opts)))
	d.Y += 4
	if p := w.Problems(); len(p) > 0 {
		d.Para("Not a valid design: "+strings.Join(p, " "), 8)
	}
	d.Y += 1
}

// walkerOptions lists the design's options, each with its cost and the
// engine's sentence on what it does (crt.WalkerDesign.OptionDetails),
// and its legs when they are the default biped ones.
func (d doc) walkerOptions(g *engine.Game, u *engine.Unit) {
	w := crt.WalkerOf(u.Type)
	d.Heading("Options and what each does", 2*9*0.3528*1.3+1) // with two lines of the first option
	if w == nil {
		d.Para("None: a biped walker of the catalog, without jumpjets, wheel mode or land-air transformation.", 9)
		d.Y += 1
		return
	}
	opts := w.OptionDetails(g.Scale)
	if w.LegsOrBiped() == crt.LegsBiped {
		opts = append(opts, crt.WalkerOption{Name: "biped legs",
			Does: "The standard forward-knee legs, free: it moves and defends by the walker table below."})
	}
	if len(opts) == 1 {
		d.Para("No jumpjets, wheel mode or land-air transformation.", 9)
	}
	for _, o := range opts {
		cost := "free"
		if o.Cost > 0 {
			cost = sheets.Num(o.Cost) + " VP"
		}
		d.RunIn(o.Name+" ("+cost+"). ", o.Does, 9)
		d.Y += 1
	}
	d.Y += 1
}

// walkerCondition draws the condition boxes: disabled (with when it
// recovers), destroyed, on jumpjets and flying when it has them, its
// terrain, and a box per attack point to tick as its fire is divided.
// Marked, each box is filled as the walker stands and the attack used this
// turn is crossed.
func (d doc) walkerCondition(g *engine.Game, u *engine.Unit, marked bool) {
	w := crt.WalkerOf(u.Type)
	d.Heading("Condition: tick a box when it happens", 26) // with its boxes
	type cond struct {
		label string
		on    bool
		after string // written after the box, or a line to fill in
	}
	conds := []cond{
		{"Disabled", u.Status == engine.StatusDisabled || u.Status == engine.StatusStuck, "recovers at the start of its owner's next turn: turn ____"},
		{"Destroyed", !u.Alive(), ""},
	}
	if marked {
		if r := crt.Recovers(u); r != "" {
			conds[0].after = r
		} else {
			conds[0].after = "recovers at the start of its owner's next turn"
		}
	}
	if w != nil && w.Jumpjets {
		conds = append(conds, cond{"On jumpjets", crt.UnitOf(u).Jets, "switched at the start of its movement phase"})
	}
	if w != nil && w.LAT {
		conds = append(conds, cond{"Flying", crt.UnitOf(u).Flying, "form changed at the start of its turn"})
	}
	cw := d.Width() / float64(max(len(conds), 3))
	top := d.Y
	for i, c := range conds {
		x := d.X0 + float64(i)*cw
		m := sheets.BoxEmpty
		if marked && c.on {
			m = sheets.BoxFilled
		}
		d.Box(x, top, walkerCondBox, m)
		d.Font(true, 11)
		d.Text(x+walkerCondBox+2.5, top+walkerCondBox-1.3, c.label)
	}
	d.Y = top + walkerCondBox + 2
	var notes []string
	for _, c := range conds {
		if c.after != "" {
			notes = append(notes, c.label+": "+c.after)
		}
	}
	d.Y += 0.8
	d.Para(strings.Join(notes, " · "), 9)
	d.Y += 0.6
	d.Font(true, 10)
	terr := "Terrain: ______________"
	if marked && u.Terrain != "" {
		terr = "Terrain: " + string(u.Terrain)
	}
	d.TextRight(d.X1, d.Y+4.5, terr)
	// A box per attack point: split fire divides them among targets.
	n := int(u.Type.Attack)
	used := 0
	if marked {
		used = int(crt.AttackSpent(g, u))
	}
	d.Font(true, 9)
	d.Text(d.X0, d.Y+4, "Attack points")
	d.Font(false, 7)
	d.Text(d.X0, d.Y+7.2, "tick as fire is divided")
	bx := d.X0 + 38
	perRow := max(int((d.X1-60-bx)/(walkerAttackBox+1.6)), 1)
	for i := 0; i < n; i++ {
		r, c := i/perRow, i%perRow
		m := sheets.BoxEmpty
		if i < used {
			m = sheets.BoxCrossed
		}
		d.Box(bx+float64(c)*(walkerAttackBox+1.6), d.Y+1+float64(r)*(walkerAttackBox+1.6), walkerAttackBox, m)
	}
	rows := (n + perRow - 1) / perRow
	d.Y += max(float64(rows)*(walkerAttackBox+1.6), 8) + 2
}

// walkerReference draws the walker rules as a quick reference: the terrain
// table (each cell asked of the engine for this walker, off and on its
// jumpjets), then movement, jumpjets, split fire, overruns, the CRT and
// recovery, and ramming (000 FAQ, Walkers, 2.0–5.0).
func (d doc) walkerReference(g *engine.Game, u *engine.Unit) {
	t := u.Type
	w := crt.WalkerOf(t)
	jets := w != nil && w.Jumpjets
	const size = 7.0
	lh := size * 0.3528 * 1.15
	d.Heading("Quick reference: walker rules (000 FAQ, Walkers 1.0–5.0)", 5+3*lh) // with the table's titles and first rows
	cols := []float64{0, 22, 46, 60}
	hdr := []string{"terrain", "movement", "defence", "notes"}
	if jets {
		cols = []float64{0, 22, 46, 60, 84, 97}
		hdr = []string{"terrain", "movement", "defence", "jets: move", "jets: def", "notes"}
	}
	noteX := cols[len(cols)-1]
	d.PDF.SetFillColor(220, 220, 220)
	d.PDF.Rect(d.X0, d.Y, d.Width(), 4.4, "F")
	d.Font(true, size)
	for i, h := range hdr {
		d.Text(d.X0+cols[i]+1, d.Y+3.2, h)
	}
	d.Y += 4.4
	cell := func(eff crt.TerrainEffect, onJets bool) (move, def string) {
		move = eff.Enter.String()
		if onJets && eff.Enter == crt.EnterJumpJets {
			move = "yes (jets)"
		}
		if eff.RoadBonus > 0 {
			move += ", +" + g.Scale.Format(eff.RoadBonus)
		}
		def = sheets.Num(eff.Defense(t.Defense))
		if eff.CannotBeAttacked {
			def = "—"
		}
		return move, def
	}
	for _, tr := range walkerTerrains {
		eff, ok := crt.UnitTerrain(g, &engine.Unit{Type: t, Terrain: tr})
		if !ok {
			continue
		}
		// Every cell wrapped in its column, never cut ("normal rate, +2
		// hexes" was cut short): the row is as tall as its tallest cell.
		move, def := cell(eff, false)
		d.Font(false, size)
		wrap := func(s string, w float64) []string {
			if l := d.Face.Split(s, w); len(l) > 0 {
				return l
			}
			return []string{""}
		}
		cells := [][]string{wrap(move, cols[2]-cols[1]-1.5)}
		noteW := d.Width() - noteX - 1
		var jm, jd string
		if jets {
			je, _ := crt.UnitTerrain(g, &engine.Unit{Type: t, Terrain: tr, Ext: &crt.UnitState{Jets: true}})
			jm, jd = cell(je, true)
			cells = append(cells, wrap(jm, cols[4]-cols[3]-1.5))
		}
		lines := wrap(eff.Note, noteW)
		cells = append(cells, lines)
		n := 0
		for _, c := range cells {
			n = max(n, len(c))
		}
		h := float64(n)*lh + 0.7
		d.Room(h)
		top := d.Y
		base := top + lh*0.8 + 0.3
		d.Font(true, size)
		d.Text(d.X0+cols[0]+1, base, string(tr))
		d.Font(false, size)
		put := func(x float64, ls []string) {
			for i, l := range ls {
				d.Text(x, base+float64(i)*lh, l)
			}
		}
		put(d.X0+cols[1]+1, cells[0])
		d.Text(d.X0+cols[2]+1, base, def)
		if jets {
			put(d.X0+cols[3]+1, cells[1])
			d.Text(d.X0+cols[4]+1, base, jd)
		}
		put(d.X0+noteX+1, lines)
		d.Y = top + h
		d.PDF.SetLineWidth(0.1)
		d.PDF.Line(d.X0, d.Y, d.X1, d.Y)
		d.PDF.SetLineWidth(0.3)
	}
	d.Y += 2
	for _, p := range walkerRules(g, t) {
		d.RunIn(p[0]+". ", p[1], 7.5)
		d.Y += 0.6
	}
}

// walkerRules returns the walker rules the sheet of a walker of type t
// prints, each a heading and its text, speaking only of the options it
// has: the jumpjets rule for a walker with jumpjets, the flying form's for
// a land-air walker, the quadruped's overrun for a quadruped (000 FAQ,
// Walkers, 2.0–5.0).
func walkerRules(g *engine.Game, t *engine.UnitType) [][2]string {
	var o crt.WalkerDesign // a catalog walker: a biped with no options
	if w := crt.WalkerOf(t); w != nil {
		o = *w
	}
	one, half := g.Scale.Format(1), "half rate (rounded down, at least "+g.Scale.Format(1)+")"
	road := one
	if eff, ok := crt.UnitTerrain(g, &engine.Unit{Type: t, Terrain: crt.TerrainRoad}); ok && eff.RoadBonus > 0 {
		road = g.Scale.Format(eff.RoadBonus)
	}
	move := "One movement phase. Normal rate in clear; a road bonus of " + road + " on a road"
	if o.Wheels {
		move += " (with its wheel mode)"
	}
	if o.LegsOrBiped() == crt.LegsGEV {
		move = "One movement phase, then its GEV legs' second, as a GEV. Normal rate in clear; a road bonus of " + road + " on a road"
	}
	move += "; " + half + " in forest, rubble, swamp, town and water (the table gives its own figures). Water only next to land: farther out it is destroyed, and it cannot attack from water. Streams do not affect it. "
	if o.Jumpjets {
		move += "With its jumpjets it climbs or descends a cliff one level a hex of movement, and may enter a crater, where it stays until its owner's next turn."
	} else {
		move += "Without jumpjets it cannot climb a cliff or enter a crater; down a cliff it falls, as a superheavy."
	}
	rules := [][2]string{{"Movement (2.0)", move}}
	if o.Jumpjets {
		rules = append(rules, [2]string{"Jumpjets (5.0)", "Switched on or off at the start of its movement phase, and kept through the enemy's turn: on them it moves at its normal rate, has no terrain defence (a crater's +2 stays), and lasers may fire on it; it climbs or descends one level a hex, and going down takes one level off a fall for each hex of movement."})
	}
	rules = append(rules, [2]string{"Split fire (3.0)", "Its attack may be divided into any combination of attacks on legal targets (attack 4: 2+1+1, 3+1, four of 1...), each a separate attack at its own odds. Tick an attack-point box for each point used."})
	overrun := "Walkers fire first: the defender's walkers, then the attacker's, then the other units and Ogres as usual. Each part of a divided attack is doubled after dividing"
	if o.LegsOrBiped() == crt.LegsQuad {
		overrun += ", but not a quadruped's: this walker's parts are not doubled"
	}
	overrun += ". A disabled walker does not fire in an overrun but defends."
	if o.LAT {
		overrun += " In its flying form it cannot overrun or be overrun."
	}
	return append(rules,
		[2]string{"Overruns (3.0)", overrun},
		[2]string{"CRT and recovery (3.0)", "Results as for armour: X destroys it, D disables it (no moving, no firing). A disabled walker recovers at the start of its owner's next turn, whoever's turn it was disabled in."},
		[2]string{"Ramming (3.0)", "Walkers never ram: \"walkers have no need to ram\"."})
}

// walkerRosterNote returns what the roster writes in a walker's squads
// column: its generation, a catalog walker's as a design's ("late
// walker"; crt.GenerationOf), "walker" when it is unknown, and what it
// is doing, in the dashboard's words (crtview.WalkerModes: "on jets ·
// attack 2/6 spent"), "" when nothing.
func walkerRosterNote(g *engine.Game, u *engine.Unit) (gen, modes string) {
	gen = "walker"
	if w := crt.GenerationOf(u.Type); w != "" {
		gen = string(w) + " walker"
	}
	if u.Alive() {
		modes = strings.Join(crtview.WalkerModes(g, u), " · ")
	}
	return gen, modes
}
