// Package present is the presentation: pure functions from the game's
// state and log to rows of text, each piece of text with a tone that a
// theme turns into a style. They hold no rules and draw nothing; the
// dashboard's widgets draw their rows, the command line prints its text and
// JSON from them, and the tests read them. It imports no terminal library.
package present

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rivo/uniseg"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker"
)

// This file is the dashboard's panels: the header, the roster, the Ogre
// panel, the log and the fire form's plan.

// Tone says what a piece of text is, so that the theme can style it; it is
// not crt.Role, a side of an overrun. Every tone that carries a meaning
// (a unit's condition, a voided log line) also carries it in words or
// glyphs, never in colour alone.
type Tone uint8

// The tones of text on the dashboard.
const (
	ToneText      Tone = iota
	ToneDim            // secondary text: headings of columns, log tags
	ToneBold           // emphasis: names, the phase
	ToneHeading        // a panel's title
	ToneSide           // a side's group in the roster
	ToneOK             // a unit or weapon in action
	ToneDisabled       // disabled, with its timer
	ToneStuck          // stuck until freed
	ToneDestroyed      // destroyed, lost treads
	ToneSpent          // a fired one-shot weapon, a weapon that fired this turn
	ToneVoided         // a log line voided by undo
	ToneManual         // dice typed from the table
	ToneError          // a refusal
	ToneNew            // the latest command's log lines
	ToneKey            // a key name in hints and help
	toneCount
)

// Cell is one piece of text with its tone.
type Cell struct {
	Text string
	Tone Tone
}

// RowKind says how a row is drawn.
type RowKind uint8

// The kinds of rows.
const (
	RowText    RowKind = iota // cells are spans of one line, wrapped when too long
	RowHeading                // column headings: cells are columns
	RowSide                   // a side's group heading in the roster
	RowUnit                   // one unit: cells are columns; selectable
	RowDetail                 // a line under a unit (its recovery timer)
)

// Row is one line of a panel: its cells, how they are laid out, and for a
// unit's row the unit's label.
type Row struct {
	Kind  RowKind
	Cells []Cell
	Label string
}

// Text returns the row as plain text, its cells joined by single spaces for
// columns and run together for spans. Tests and captures read it.
func (r Row) Text() string {
	var b strings.Builder
	for i, c := range r.Cells {
		if i > 0 && (r.Kind == RowUnit || r.Kind == RowHeading) {
			b.WriteByte(' ')
		}
		b.WriteString(c.Text)
	}
	return b.String()
}

// Columns reports whether the row's cells are columns to align.
func (r Row) Columns() bool { return r.Kind == RowUnit || r.Kind == RowHeading }

// The glyphs of the conditions, shown with a word beside them.
const (
	GlyphOK        = "●"
	GlyphDisabled  = "◐"
	GlyphStuck     = "▼"
	GlyphDestroyed = "✗"
	GlyphSpent     = "–"
	GlyphFired     = "○"
	GlyphSelected  = "▶"
	GlyphDetail    = "↳" // a line under its unit: its timer, what its columns cut
	GlyphTread     = "█"
	GlyphTreadLost = "░"
)

// StatusMark returns the glyph, the word and the tone that show a unit's or
// a weapon's condition.
func StatusMark(s engine.Status) (glyph, word string, tone Tone) {
	switch s {
	case engine.StatusOK:
		return GlyphOK, "ok", ToneOK
	case engine.StatusDisabled:
		return GlyphDisabled, "disabled", ToneDisabled
	case engine.StatusStuck:
		return GlyphStuck, "stuck", ToneStuck
	case engine.StatusDestroyed:
		return GlyphDestroyed, "destroyed", ToneDestroyed
	case engine.StatusRemoved:
		// Out of play as the destroyed are (an FFOTigers stand that failed
		// its quality check), said in its own word; it was shown "?".
		return GlyphDestroyed, "removed", ToneDestroyed
	case crt.StatusSpent:
		return GlyphSpent, "spent", ToneSpent
	}
	return "?", string(s), ToneText
}

// ScaleName returns the game's scale as a plural word.
func ScaleName(s engine.Scale) string {
	if s == engine.Inches {
		return "inches"
	}
	return "hexes"
}

// Dist returns a distance given in hexes as a bare number in the scale, "–"
// for none.
func Dist(s engine.Scale, hexes float64) string {
	if hexes <= 0 {
		return "–"
	}
	return engine.FormatNumber(s.Distance(hexes))
}

// everySideActs reports whether the units of every side of g act in each
// phase, so that no side is "to play": a game of a system whose log names
// the side that acted and has no side to play (engine.EverySideActs, OGRE
// for DSII).
func everySideActs(g *engine.Game) bool { return engine.EverySideActs(g) }

// HeaderText returns the header line: the game, the turn, the side to play
// (every side, in a game where every side acts in each phase) and its phase, the rules variant, the scale and the VP of every side (ScoreOf: what a system that scores none shows instead). It
// uses a shorter form when the longer does not fit in width (0: no limit).
func HeaderText(info tracker.Info, g *engine.Game, width int) []Cell {
	name := info.Name
	if name == "" {
		name = fmt.Sprintf("Game %d", info.ID)
	}
	variant := string(g.Variant)
	if variant == "" {
		variant = string(crt.Published)
	}
	score, shortScore := ScoreOf(g)
	sep := Cell{" │ ", ToneDim}
	toPlay, toPlayText := strings.ToUpper(g.CurrentSide()), " to play, "
	if everySideActs(g) {
		toPlay, toPlayText = "ALL SIDES", " in the "
		if len(g.Sides) == 2 {
			toPlay = "BOTH SIDES"
		}
	}
	long := []Cell{
		{name, ToneBold}, sep,
		{fmt.Sprintf("Turn %d", g.Turn), ToneBold}, sep,
		{toPlay, ToneBold}, {toPlayText, ToneText}, {string(g.Phase) + " phase", ToneBold}, sep,
		{variant + " rules, " + ScaleName(g.Scale), ToneText}, sep,
		{score, ToneText},
	}
	medium := []Cell{
		{name, ToneBold}, sep,
		{fmt.Sprintf("Turn %d", g.Turn), ToneBold}, sep,
		{toPlay, ToneBold}, {" ", ToneText}, {string(g.Phase) + " phase", ToneBold}, sep,
		{variant + " " + string(g.Scale), ToneText}, sep,
		{shortScore, ToneText},
	}
	// Without the variant and the scale (the roster's title says the scale).
	lean := slices.Concat(medium[:8], medium[10:])
	short := []Cell{
		{name, ToneBold}, sep,
		{fmt.Sprintf("T%d", g.Turn), ToneBold}, {" ", ToneText},
		{toPlay, ToneBold}, {" ", ToneText}, {string(g.Phase), ToneBold}, sep,
		{shortScore, ToneText},
	}
	if st := StandingCells(g); len(st) > 0 {
		for _, h := range []*[]Cell{&long, &medium, &lean, &short} {
			*h = slices.Concat(*h, []Cell{sep}, st)
		}
	}
	for _, h := range [][]Cell{long, medium, lean} {
		if width <= 0 || CellsWidth(h) <= width {
			return h
		}
	}
	return short
}

// StandingCells returns the header's word on the game's standing against
// its scenario, nil when there is nothing to say at once: the game ended
// and why, a game-ending condition met, else the best victory class each
// side has met.
func StandingCells(g *engine.Game) []Cell {
	if g.Ended != nil {
		return []Cell{{GlyphDestroyed + " GAME OVER", ToneError}, {": " + strings.TrimSuffix(g.Ended.Reason, ".") + WinnerText(engine.ResultOf(g)), ToneText}}
	}
	if over := engine.GameOver(g); len(over) > 0 {
		conds := make([]string, len(over))
		for i, e := range over {
			conds[i] = e.Condition
		}
		return []Cell{{"GAME ENDS", ToneError}, {": " + strings.Join(conds, "; ") + WinnerText(engine.ResultOf(g)) + " (end?)", ToneText}}
	}
	st := engine.StandingOf(g)
	var met []string
	for _, side := range g.Sides {
		if b := st.Best(side); b != nil {
			met = append(met, side+" "+b.Class)
		}
	}
	if len(met) == 0 {
		return nil
	}
	return []Cell{{"Met: " + strings.Join(met, ", "), ToneBold}}
}

// WinnerText returns the winner of result r as the header adds it, short
// to fit beside the phase at 120 columns: ", ogre wins", ", a draw",
// ", referee's call" (the scenario leaves it to the referee), or "" while
// the game goes on.
func WinnerText(r engine.GameResult) string {
	switch {
	case !r.Over:
		return ""
	case r.Winner != "":
		return ", " + r.Winner + " wins"
	case r.Draw:
		return ", a draw"
	}
	return ", referee's call"
}

// OverrunText returns the banner of an overrun being fought: the fire round
// and who fires in it, the units on each side (the destroyed marked), and
// how to go on; nil when no overrun is being fought.
func OverrunText(g *engine.Game) []Cell {
	o := crt.GameOf(g).Overrun
	if o == nil {
		return nil
	}
	cells := []Cell{{"OVERRUN", ToneError}, {" by the " + o.Side, ToneBold}}
	if fr, ok := o.Current(); ok {
		who := "the defenders"
		if fr.Role == crt.RoleAttacker {
			who = "the attackers"
		}
		if fr.Walkers {
			who += "' walkers"
		}
		cells = append(cells, Cell{fmt.Sprintf(": round %d, %s fire", fr.Number, who), ToneBold})
	}
	list := func(labels []string) string {
		out := make([]string, len(labels))
		for i, l := range labels {
			out[i] = l
			if u := g.Unit(l); u != nil && !u.Alive() {
				out[i] = GlyphDestroyed + l
			}
		}
		return strings.Join(out, ", ")
	}
	return append(cells,
		Cell{" │ attackers " + list(o.Attackers) + " │ defenders " + list(o.Defenders), ToneText},
		Cell{" │ o shows the battle; next ends the round, \"overrun end\" ends it", ToneDim})
}

// RosterRows returns the roster: for each side in turn order a heading row,
// then a row for each of its units that matches filter (by label, type,
// side or status word, case ignored; empty matches all), the destroyed last.
// Each unit row shows the unit's condition as a glyph and, unless it is ok,
// as a word in its notes; a disabled or stuck unit has a detail row below it
// saying when it recovers. Attack (A), range (R), defence (D) and move (M)
// are the stack's or the unit's, ranges and moves in the game's scale.
func RosterRows(g *engine.Game, filter string) []Row {
	f := strings.ToLower(strings.TrimSpace(filter))
	view := ViewOf(g)
	head := []Cell{{"", ToneDim}, {"Unit", ToneDim}, {"Type", ToneDim}}
	for _, c := range view.Columns() {
		head = append(head, Cell{c, ToneDim})
	}
	rows := make([]Row, 1, len(g.Units)+len(g.Sides)+2)
	rows[0] = Row{Kind: RowHeading, Cells: append(head, Cell{"Notes", ToneDim})}
	matched := 0
	for _, side := range g.Sides {
		var alive, dead []*engine.Unit
		total, inPlay, removed := 0, 0, 0
		for _, u := range g.Units {
			if u.Side != side {
				continue
			}
			total++
			if u.Alive() {
				inPlay++
			}
			if u.Status == engine.StatusRemoved {
				removed++
			}
			if !unitMatches(u, f) {
				continue
			}
			if u.Alive() {
				alive = append(alive, u)
			} else {
				dead = append(dead, u)
			}
		}
		if len(alive)+len(dead) == 0 && (f != "" || total == 0) {
			continue
		}
		head := fmt.Sprintf("%s: %d in play", strings.ToUpper(side), inPlay)
		if n := total - inPlay - removed; n > 0 {
			head += fmt.Sprintf(", %d destroyed", n)
		}
		if removed > 0 {
			head += fmt.Sprintf(", %d removed", removed)
		}
		cells := []Cell{{head, ToneSide}}
		if side == g.CurrentSide() && !everySideActs(g) {
			cells = append(cells, Cell{"  " + GlyphSelected + " to play", ToneBold})
		}
		rows = append(rows, Row{Kind: RowSide, Cells: cells})
		for _, u := range append(alive, dead...) {
			matched++
			rows = append(rows, unitRow(g, view, u))
			if r := view.Detail(g, u); r != "" {
				_, _, tone := StatusMark(u.Status)
				rows = append(rows, Row{Kind: RowDetail, Label: u.Label, Cells: []Cell{{"↳ " + r, tone}}})
			}
		}
	}
	if matched == 0 {
		msg := "No units in play yet: add some with \":add TYPE\"."
		if f != "" {
			msg = fmt.Sprintf("No unit matches %q; press / and clear it, or Esc.", filter)
		}
		rows = append(rows, Row{Kind: RowText, Cells: []Cell{{msg, ToneDim}}})
	}
	return rows
}

// unitMatches reports whether a unit matches a folded filter.
func unitMatches(u *engine.Unit, f string) bool {
	if f == "" {
		return true
	}
	_, word, _ := StatusMark(u.Status)
	for _, s := range []string{u.Label, u.Type.Name, u.Type.ID, u.Side, word, string(u.Terrain)} {
		if strings.Contains(strings.ToLower(s), f) {
			return true
		}
	}
	return false
}

// unitRow returns a unit's roster row: its condition's glyph, its label
// and type, the cells its system's view gives it, and its notes, led by its
// condition's word when it is not ok.
func unitRow(g *engine.Game, view View, u *engine.Unit) Row {
	glyph, word, tone := StatusMark(u.Status)
	labelTone := ToneBold
	if !u.Alive() {
		labelTone = ToneDestroyed
	}
	cells, more := view.UnitCells(g, u)
	notes := more
	noteTone := ToneText
	if u.Status != engine.StatusOK {
		notes = append([]string{word}, more...)
		noteTone = tone
	}
	row := Row{Kind: RowUnit, Label: u.Label, Cells: make([]Cell, 0, len(cells)+4)}
	row.Cells = append(row.Cells, Cell{glyph, tone}, Cell{u.Label, labelTone}, Cell{u.Type.Name, ToneText})
	var tones []Tone
	if t, ok := view.(CellToner); ok {
		tones = t.CellTones(g, u)
	}
	for i, c := range cells {
		ct := ToneText
		if i < len(tones) {
			ct = tones[i]
		}
		row.Cells = append(row.Cells, Cell{c, ct})
	}
	row.Cells = append(row.Cells, Cell{strings.Join(notes, ", "), noteTone})
	return row
}

// WalkerModes returns what a walker is doing, in the roster's words: "on
// jets" (000 FAQ, Walkers, 5.0 Jumpjets), "flying" (5.0, Land/Air
// Transformation), "attack 2/6 spent" (3.0 CRT And Overruns: the attack
// points it has used this turn); nil for another unit or a walker doing
// none of it.
func WalkerModes(g *engine.Game, u *engine.Unit) []string {
	if u.Type.Kind != engine.KindWalker {
		return nil
	}
	var out []string
	if crt.UnitOf(u).Jets {
		out = append(out, "on jets")
	}
	if crt.UnitOf(u).Flying {
		out = append(out, "flying")
	}
	if spent := crt.AttackSpent(g, u); spent > 0 {
		out = append(out, fmt.Sprintf("attack %s/%s spent", engine.FormatNumber(spent), engine.FormatNumber(u.Type.Attack)))
	}
	return out
}

// WalkerPanel returns the panel of walker u: its condition, its design
// (generation, options, legs), its modes (on its jumpjets, flying), the
// attack points it has used this turn of its attack, and its terrain with
// the defence it gives.
func WalkerPanel(g *engine.Game, u *engine.Unit) []Row {
	glyph, word, tone := StatusMark(u.Status)
	rows := []Row{{Kind: RowText, Cells: []Cell{
		{u.Label, ToneHeading}, {" " + u.Type.Name + " ", ToneBold}, {glyph + " " + word, tone},
	}}}
	text := func(s string, t Tone) { rows = append(rows, Row{Kind: RowText, Cells: []Cell{{s, t}}}) }
	if r := crt.Recovers(u); r != "" {
		text("↳ "+r, tone)
	}
	if d := u.Type.Walker; d != nil {
		text(strings.Join(append([]string{string(d.Generation) + " walker"}, d.Options()...), " · "), ToneText)
	} else if gen := engine.GenerationOf(u.Type); gen != "" {
		text(string(gen)+" walker", ToneText) // a catalog walker, by its VP (000 FAQ, Walkers, 4.0)
	}
	// The modes its design has, and only those: a walker without jumpjets
	// shows no "Jumpjets off", one without land-air transformation no
	// "Flying no" (5.0 Optional Walker Rules, Jumpjets and Land/Air
	// Transformation). A mode set by a correction shows whatever the
	// design.
	d := u.Type.Walker
	var modes []Cell
	if w := crt.UnitOf(u); w.Jets || d != nil && d.Jumpjets {
		modes = append(modes, Cell{"Jumpjets ", ToneText}, Cell{map[bool]string{true: "ON", false: "off"}[w.Jets], ToneBold})
	}
	if w := crt.UnitOf(u); w.Flying || d != nil && d.LAT {
		if len(modes) > 0 {
			modes = append(modes, Cell{"  ", ToneText})
		}
		modes = append(modes, Cell{"Flying ", ToneText}, Cell{map[bool]string{true: "YES", false: "no"}[w.Flying], ToneBold})
	}
	if len(modes) > 0 {
		rows = append(rows, Row{Kind: RowText, Cells: modes})
	}
	spent := crt.AttackSpent(g, u)
	rows = append(rows, Row{Kind: RowText, Cells: []Cell{{"Attack spent this turn ", ToneText},
		{engine.FormatNumber(spent) + " of " + engine.FormatNumber(u.Type.Attack), ToneBold}}})
	if u.Terrain != "" {
		line := "In " + string(u.Terrain) + ", defence " + engine.FormatNumber(crt.Defense(g, u, nil, false))
		if eff, ok := crt.UnitTerrain(g, u); ok && eff.Note != "" {
			line += ": " + eff.Note
		}
		text(line, ToneText)
	}
	return rows
}

// Plural says "1 squad" or "N squads": n and word, with an s unless n is 1.
func Plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// TreadBand is one movement band of an Ogre's tread track: the tread counts
// From..To (From the higher) give movement Move.
type TreadBand struct {
	Move     int
	From, To int
}

// TreadBands returns an Ogre's tread track cut into its movement bands, the
// highest movement first, by crt.TreadMovement.
func TreadBands(max, move int) []TreadBand {
	var bands []TreadBand
	for _, b := range crt.TreadBands(max, move) {
		bands = append(bands, TreadBand{Move: b.Movement, From: b.From, To: b.To})
	}
	return bands
}

// OgrePanel returns the Ogre panel for u, laid out for width columns: its
// condition and the VP it has lost so far (the VP of its destroyed weapons
// and one a tread unit lost), its tread track drawn in its movement bands
// (treads left, movement now, where the next band starts), and every weapon
// with its state, with missiles and rack ammunition left.
func OgrePanel(g *engine.Game, u *engine.Unit, width int) []Row {
	if u == nil {
		return []Row{{Kind: RowText, Cells: []Cell{{"No Ogre in play.", ToneDim}}}}
	}
	width = max(width, 20)
	glyph, word, tone := StatusMark(u.Status)
	wvp, tvp := crt.VPLost(g, u)
	rows := []Row{{Kind: RowText, Cells: []Cell{
		{u.Label, ToneHeading}, {" " + u.Type.Name + " ", ToneBold}, {glyph + " " + word, tone},
		{"  VP lost ", ToneText}, {engine.FormatNumber(wvp + tvp), ToneBold},
	}}}
	if r := crt.Recovers(u); r != "" {
		rows = append(rows, Row{Kind: RowText, Cells: []Cell{{"↳ " + r, tone}}})
	}
	if u.Terrain != "" {
		rows = append(rows, Row{Kind: RowText, Cells: []Cell{{"In " + string(u.Terrain), ToneText}}})
	}
	rows = append(rows, treadRows(g, u, width)...)
	rows = append(rows, weaponRows(g, u, width)...)
	return rows
}

// treadRows returns the tread track of an Ogre.
func treadRows(g *engine.Game, u *engine.Unit, width int) []Row {
	move := int(u.Type.Move)
	now := crt.TreadMovement(crt.UnitOf(u).Treads, crt.UnitOf(u).TreadsMax, move)
	rows := []Row{{Kind: RowText, Cells: []Cell{
		{"Treads ", ToneText}, {fmt.Sprintf("%d/%d", crt.UnitOf(u).Treads, crt.UnitOf(u).TreadsMax), ToneBold},
		{", move ", ToneText}, {g.Scale.Format(float64(now)), ToneBold},
	}}}
	if at, to, ok := crt.NextBand(crt.UnitOf(u).Treads, crt.UnitOf(u).TreadsMax, move); ok {
		what := "move " + g.Scale.Format(float64(to))
		if to == 0 {
			what = "it cannot move"
		}
		rows = append(rows, Row{Kind: RowText, Cells: []Cell{{fmt.Sprintf("At %d (%d more lost): %s", at, crt.UnitOf(u).Treads-at, what), ToneText}}})
	} else if crt.UnitOf(u).TreadsMax > 0 {
		rows = append(rows, Row{Kind: RowText, Cells: []Cell{{"No treads left: it cannot move", ToneDestroyed}}})
	}
	bands := TreadBands(crt.UnitOf(u).TreadsMax, move)
	labelW := 0
	for _, b := range bands {
		labelW = max(labelW, len(bandLabel(g.Scale, b.Move)))
	}
	for _, b := range bands {
		size := b.From - b.To + 1
		left := min(max(crt.UnitOf(u).Treads-b.To+1, 0), size)
		// One cell per tread unit when it fits, else each cell stands for
		// several (rounded up, so a part-full cell still shows).
		room := max(width-labelW-2-len(fmt.Sprintf(" %d-%d", b.From, b.To))-1, 4)
		cells, per := size, 1
		if size > room {
			per = (size + room - 1) / room
			cells = (size + per - 1) / per
		}
		full := (left + per - 1) / per
		mark, mtone := "  ", ToneText
		if b.Move == now && crt.UnitOf(u).Treads > 0 {
			mark, mtone = GlyphSelected+" ", ToneBold
		}
		rows = append(rows, Row{Kind: RowText, Cells: []Cell{
			{mark, mtone},
			{fmt.Sprintf("%-*s ", labelW, bandLabel(g.Scale, b.Move)), ToneDim},
			{strings.Repeat(GlyphTread, full), ToneOK},
			{strings.Repeat(GlyphTreadLost, cells-full), ToneDestroyed},
			{fmt.Sprintf(" %d-%d", b.From, b.To), ToneDim},
		}})
	}
	return rows
}

// bandLabel names a band by its movement in the scale: "M3", `M6"`.
func bandLabel(s engine.Scale, move int) string {
	l := "M" + engine.FormatNumber(s.Distance(float64(move)))
	if s == engine.Inches {
		l += `"`
	}
	return l
}

// weaponRows returns an Ogre's weapons, one group a line (wrapped), each
// weapon with its number and state glyph; a group of missiles says how many
// are left, a group of racks how much ammunition.
func weaponRows(g *engine.Game, u *engine.Unit, width int) []Row {
	legend := []Cell{{GlyphOK + "ready " + GlyphFired + "fired " + GlyphDestroyed + "destroyed " + GlyphSpent + "spent", ToneDim}}
	if width >= CellsWidth(legend)+len("Weapons ") {
		legend = append([]Cell{{"Weapons ", ToneHeading}}, legend...)
	}
	rows := []Row{{Kind: RowText, Cells: legend}}
	type group struct {
		name string
		wt   *engine.WeaponType
		ws   []*crt.Weapon
	}
	var groups []*group
	for _, w := range crt.UnitOf(u).Weapons {
		name := strings.TrimRight(w.ID, "0123456789")
		var gr *group
		for _, x := range groups {
			if x.name == name {
				gr = x
			}
		}
		if gr == nil {
			gr = &group{name: name, wt: w.Type}
			groups = append(groups, gr)
		}
		gr.ws = append(gr.ws, w)
	}
	nameW, statW := 0, 0
	stats := make([]string, len(groups))
	for i, gr := range groups {
		nameW = max(nameW, len(gr.name))
		switch wt := gr.wt; {
		case wt != nil && wt.ShowsNone():
			stats[i] = wt.Printed // the text gives no figures
		case wt != nil:
			stats[i] = fmt.Sprintf("%s/%s D%s", wt.Figure(wt.Attack, engine.FormatNumber(wt.Attack)),
				wt.Figure(wt.Range, Dist(g.Scale, wt.Range)), wt.Figure(wt.Defense, engine.FormatNumber(wt.Defense)))
		}
		statW = max(statW, len(stats[i]))
	}
	for i, gr := range groups {
		indent := nameW + statW + 2
		line := []Cell{{fmt.Sprintf("%-*s %-*s ", nameW, gr.name, statW, stats[i]), ToneText}}
		used := indent
		add := func(tok string, tone Tone) {
			tw := TextWidth(tok) + 1
			if used+tw > width && used > indent {
				rows = append(rows, Row{Kind: RowText, Cells: line})
				line = []Cell{{strings.Repeat(" ", indent), ToneText}}
				used = indent
			}
			line = append(line, Cell{tok, tone}, Cell{" ", ToneText})
			used += tw
		}
		left, ammo, oneShot, rack := 0, 0, false, false
		for _, w := range gr.ws {
			add(weaponToken(g, u, w))
			if w.Type != nil && w.Type.OneShot {
				oneShot = true
				if w.Status == engine.StatusOK {
					left++
				}
			}
			if w.Type != nil && w.Type.Kind == crt.WeaponRack {
				rack = true
				if w.Status == engine.StatusOK {
					ammo += w.Ammo
				}
			}
		}
		switch {
		case oneShot:
			add(fmt.Sprintf("(%d left)", left), ToneBold)
		case rack:
			add(fmt.Sprintf("(ammo %d)", ammo), ToneBold)
		}
		rows = append(rows, Row{Kind: RowText, Cells: line})
	}
	return rows
}

// weaponToken returns one weapon as the Ogre panel shows it: its number,
// its state glyph, and for a rack its ammunition left ("2●(5)").
func weaponToken(g *engine.Game, u *engine.Unit, w *crt.Weapon) (string, Tone) {
	num := strings.TrimLeft(w.ID, "abcdefghijklmnopqrstuvwxyz-_")
	glyph, _, tone := StatusMark(w.Status)
	if w.Status == engine.StatusOK && crt.WeaponFired(g, u, w) {
		glyph, tone = GlyphFired, ToneSpent
	}
	tok := num + glyph
	if w.Type != nil && w.Type.Kind == crt.WeaponRack {
		tok += fmt.Sprintf("(%d)", w.Ammo)
	}
	return tok, tone
}

// TypedMark marks a log line whose dice were typed from the table, the
// same in the dashboard's log and in "ogretable log" (the battle report
// writes "[typed 4 5]", the mark with the values).
const TypedMark = "[typed]"

// LogRows returns the battle log as rows, oldest first: each line's turn,
// side and phase, its sentence, "[undone]" and a struck style when voided,
// "[typed]" when its dice were typed from the table. The lines of command
// latest are marked new. Bookkeeping lines without a sentence of their own
// (a unit's "fired" mark) are left out.
func LogRows(lines []tracker.LogLine, latest int64) []Row {
	rows := make([]Row, 0, len(lines))
	for _, l := range lines {
		if l.Routine() {
			continue
		}
		rows = append(rows, LogRow(l, latest))
	}
	return rows
}

// LogRowMaker makes the battle log's rows as LogRows does, and makes again
// only the rows of lines that changed since its last call: after a command,
// the rows of its new lines and of the lines of the command before it, no
// longer the latest; the others are the rows it made before. Its zero value
// is ready to use.
type LogRowMaker struct {
	made, spare []madeLogRow
}

// madeLogRow is a row LogRowMaker made, with what LogRow made it from.
type madeLogRow struct {
	key logRowKey
	row Row
}

// logRowKey is what of a log line LogRow reads, its seq, and whether its
// command is the latest.
type logRowKey struct {
	seq                    int64
	turn                   int
	side, phase, text      string
	voided, manual, latest bool
}

// Rows returns LogRows(lines, latest).
func (m *LogRowMaker) Rows(lines []tracker.LogLine, latest int64) []Row {
	rows := make([]Row, 0, len(lines))
	made := m.spare[:0]
	j := 0
	for _, l := range lines {
		if l.Routine() {
			continue
		}
		k := logRowKey{seq: l.Seq, turn: l.Turn, side: l.Side, phase: l.Phase, text: l.Text,
			voided: l.Voided, manual: l.Manual, latest: l.Command == latest && latest > 0}
		// The rows made last time are in the order of their lines' seqs,
		// as the log is.
		for j < len(m.made) && m.made[j].key.seq < k.seq {
			j++
		}
		var r Row
		if j < len(m.made) && m.made[j].key == k {
			r = m.made[j].row
		} else {
			r = LogRow(l, latest)
		}
		rows = append(rows, r)
		made = append(made, madeLogRow{k, r})
	}
	clear(m.made) // let go of the rows no longer in the log
	m.made, m.spare = made, m.made
	return rows
}

// LogRow returns one log line as a row.
func LogRow(l tracker.LogLine, latest int64) Row {
	tag := "T" + strconv.Itoa(l.Turn) + " " + shortSide(l.Side) + " " + shortPhase(l.Phase) + " "
	mark, mtone := "  ", ToneText
	if l.Command == latest && latest > 0 {
		mark, mtone = GlyphSelected+" ", ToneNew
	}
	tone := ToneText
	if l.Command == latest && latest > 0 {
		tone = ToneNew
	}
	cells := make([]Cell, 2, 5)
	cells[0], cells[1] = Cell{mark, mtone}, Cell{tag, ToneDim}
	if l.Voided {
		cells = append(cells, Cell{"[undone] ", ToneVoided})
		tone = ToneVoided
	}
	cells = append(cells, Cell{l.Text, tone})
	if l.Manual {
		cells = append(cells, Cell{" " + TypedMark, ToneManual})
	}
	return Row{Kind: RowText, Cells: cells}
}

// sideTagMax is the most letters of a side's name the log's tags show:
// "attacker" and "defender" whole (a playtest's log read "attacke").
const sideTagMax = 10

// shortSide returns a side's name for the log's tags: whole up to
// sideTagMax letters, else cut to one less with an ellipsis, so a cut
// name looks cut; a dash for a line of no side's (a note in a game where
// every side acts in each phase, engine.ActingSides).
func shortSide(s string) string {
	if s == "" {
		return "—"
	}
	if len(s) <= sideTagMax {
		return s // no more letters than bytes
	}
	if r := []rune(s); len(r) > sideTagMax {
		return string(r[:sideTagMax-1]) + "…"
	}
	return s
}

// shortPhase names a phase in a word for the log's tags.
func shortPhase(p string) string {
	switch engine.Phase(p) {
	case crt.PhaseRecovery:
		return "rec"
	case crt.PhaseMovement:
		return "move"
	case crt.PhaseFire:
		return "fire"
	case crt.PhaseSecondMovement:
		return "2nd"
	}
	return p
}

// PlanRows returns what the fire form shows before the die: the attack's
// strength against the defence, the odds column and the die modifier with
// its reasons, the result on each face of the die and the chance of each
// result, then the same for each unit stacked with the target that takes
// the spillover; or the engine's reason when the attack is illegal.
func PlanRows(p *crt.FirePlan, err error) []Row {
	if err != nil {
		return []Row{{Kind: RowText, Cells: []Cell{{GlyphDestroyed + " " + Refusal(err), ToneError}}}}
	}
	if p == nil {
		return nil
	}
	names := make([]string, len(p.Shooters))
	for i, s := range p.Shooters {
		names[i] = s.Name()
	}
	a := p.Attack
	head := fmt.Sprintf("%s (%s) at %s", strings.Join(names, " + "), engine.FormatNumber(a.Strength), p.TargetName())
	if p.Treads {
		head += ": treads, always 1-1"
	} else {
		head += fmt.Sprintf(" (defence %s): %s", engine.FormatNumber(a.Defense), a.Odds())
	}
	if m := a.ModifierText(); m != "" {
		head += ", die " + m
	}
	rows := []Row{{Kind: RowText, Cells: []Cell{{head, ToneBold}}}}
	if p.Round > 0 {
		// The overrun's factors, as the engine set them on each shooter.
		parts := make([]string, len(p.Shooters))
		for i, s := range p.Shooters {
			parts[i] = s.Name() + " " + s.StrengthText()
		}
		cells := []Cell{{fmt.Sprintf("Overrun, fire round %d: ", p.Round), ToneDim}, {strings.Join(parts, " + "), ToneText}}
		if p.Squad {
			cells = append(cells, Cell{"; the target is one squad of " + p.Target.Label, ToneDim})
		}
		rows = append(rows, Row{Kind: RowText, Cells: cells})
	}
	rows = append(rows, attackRows(a)...)
	if note := ogreNote(p); note != "" && a.NeedsDie() {
		rows = append(rows, Row{Kind: RowText, Cells: []Cell{{note, ToneDim}}})
	}
	// Every unit stacked with the target that takes the spillover, with its
	// own odds and results (OFFICIAL-NOTES, Overrun and spillover).
	for _, sp := range p.Spill {
		sa := sp.Attack
		rows = append(rows, Row{Kind: RowText, Cells: []Cell{{fmt.Sprintf("Spillover onto %s: half of %s is %s (defence %s): %s",
			sp.Target.Label, engine.FormatNumber(a.Strength), engine.FormatNumber(sa.Strength), engine.FormatNumber(sa.Defense), sa.Odds()), ToneBold}}})
		rows = append(rows, attackRows(sa)...)
	}
	return rows
}

// attackRows returns an attack's results before the die: the result on
// each face and the chance of each result, or that no die is rolled.
func attackRows(a crt.Attack) []Row {
	switch a.Odds() {
	case crt.ColumnNone:
		return []Row{{Kind: RowText, Cells: []Cell{{"No effect possible: no die is rolled.", ToneError}}}}
	case crt.ColumnAuto:
		return []Row{{Kind: RowText, Cells: []Cell{{fmt.Sprintf("Automatic %s: no die is rolled.", a.Resolve(1).Result), ToneOK}}}}
	}
	faces := []Cell{{"Die ", ToneDim}}
	for d := 1; d <= 6; d++ {
		res := a.Resolve(d).Result
		faces = append(faces, Cell{fmt.Sprintf("%d:", d), ToneDim}, Cell{res.String() + " ", resultTone(res)})
	}
	chances := []Cell{{"Chance ", ToneDim}}
	c := a.Chances()
	for _, r := range crt.Results {
		chances = append(chances, Cell{fmt.Sprintf("%s %.0f%%  ", r, 100*c[r]), resultTone(r)})
	}
	return []Row{{Kind: RowText, Cells: faces}, {Kind: RowText, Cells: chances}}
}

// TargetFlag returns the flag the fire form's target list shows for a unit:
// the glyph of its condition, with its tone, when it is not in action (what
// a D does to it then is TargetNote's), else an empty cell.
func TargetFlag(u *engine.Unit) Cell {
	if u.Status == engine.StatusOK {
		return Cell{}
	}
	glyph, _, tone := StatusMark(u.Status)
	return Cell{glyph, tone}
}

// TargetNote returns what the fire form says under the plan about a target
// not in action: its condition and what a D by side does to it now, in the
// engine's own sentences ("HVY2 is disabled already: a D destroys it. On a
// D: HVY2 is destroyed, leaving a hulk. The ogre scores 6 VP for HVY2.");
// nil for a unit in action.
func TargetNote(g *engine.Game, u *engine.Unit, side string) []Row {
	if u == nil || u.Status == engine.StatusOK || !u.Alive() {
		return nil
	}
	_, word, tone := StatusMark(u.Status)
	if u.Status == engine.StatusDisabled {
		word += " already"
	}
	evs := crt.ResultEvents(g, u, crt.D, side)
	head := u.Label + " is " + word
	switch {
	case destroyedBy(evs, u.Label):
		head += ": a D destroys it."
	case len(evs) == 0:
		head += ": a D does nothing to it."
	default:
		head += "."
	}
	texts := []string{head}
	if len(evs) > 0 {
		texts = append(texts, "On a D:")
		for _, e := range evs {
			if e.Text != "" {
				texts = append(texts, e.Text)
			}
		}
	}
	return []Row{{Kind: RowText, Cells: []Cell{{strings.Join(texts, " "), tone}}}}
}

// destroyedBy reports whether events destroy the unit label.
func destroyedBy(evs []engine.Event, label string) bool {
	return slices.ContainsFunc(evs, func(e engine.Event) bool { return e.Kind == engine.EventDestroyed && e.Unit == label })
}

// ogreNote says what the results mean against an Ogre's part, where a D does
// nothing (OFFICIAL-NOTES, Attacks on treads), or "" for another target.
func ogreNote(p *crt.FirePlan) string {
	return p.Effects()
}

// resultTone returns the tone of a combat result.
func resultTone(r crt.Result) Tone {
	switch r {
	case crt.D:
		return ToneDisabled
	case crt.X, crt.XX:
		return ToneDestroyed
	}
	return ToneText
}

// Refusal returns an error as the sentence a referee reads: without the
// package prefix, starting with a capital.
func Refusal(err error) string { return tracker.Refusal(err) }

// Recovered returns the labels of the units that recovered in lines.
func Recovered(lines []tracker.LogLine) []string {
	var out []string
	for _, l := range lines {
		if l.Kind == string(crt.EventRecovered) && l.Event.Unit != "" && !slices.Contains(out, l.Event.Unit) {
			out = append(out, l.Event.Unit)
		}
	}
	return out
}

// CellsWidth returns the screen width of cells' text.
func CellsWidth(cells []Cell) int {
	w := 0
	for _, c := range cells {
		w += TextWidth(c.Text)
	}
	return w
}

// TextWidth returns the screen width of s in cells: its length when it is
// all printable ASCII (a cell a byte, the most of what the dashboard
// draws), else what uniseg measures, wide and combining characters
// counted.
func TextWidth(s string) int {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < ' ' || c > '~' {
			return uniseg.StringWidth(s)
		}
	}
	return len(s)
}

// CommandExample returns an example command made from the game, for the
// command bar's placeholder: a unit of the side to play firing at the
// first Ogre in play (at its treads), or that Ogre firing at a unit of the
// side to play's enemies when the Ogre's side is to play; "note TEXT" when
// the game has no one to name.
func CommandExample(g *engine.Game) string {
	side := g.CurrentSide()
	var ogre, own, enemy *engine.Unit
	for _, u := range g.Units {
		if !u.Alive() {
			continue
		}
		switch {
		case crt.IsOgre(u) && ogre == nil:
			ogre = u
		case !crt.IsOgre(u) && u.Type.Attack > 0 && u.Side == side && own == nil:
			own = u
		case !crt.IsOgre(u) && u.Side != side && enemy == nil:
			enemy = u
		}
	}
	switch {
	case ogre != nil && ogre.Side != side && own != nil:
		return "fire " + own.Label + " at " + ogre.Label + ".treads"
	case ogre != nil && ogre.Side == side && enemy != nil:
		w := "main1"
		if len(crt.UnitOf(ogre).Weapons) > 0 {
			w = crt.UnitOf(ogre).Weapons[0].ID
		}
		return "fire " + ogre.Label + "." + w + " at " + enemy.Label
	case own != nil && enemy != nil:
		return "fire " + own.Label + " at " + enemy.Label
	}
	return "note TEXT"
}

// ASCIIGlyph returns the plain ASCII character that stands for a glyph of
// the dashboard on a terminal that cannot show the glyph (LANG=C, a
// terminal without UTF-8), each still told from the others where they meet:
// o ready, . fired, x destroyed, - spent, d disabled, v stuck, * selected,
// # a tread unit left, _ one lost, s suppressed, p pinned (FFOTigers'
// markers). ok is false for a rune it has no stand-in for.
func ASCIIGlyph(r rune) (byte, bool) {
	b, ok := asciiGlyphs[r]
	return b, ok
}

var asciiGlyphs = map[rune]byte{
	'●': 'o', // GlyphOK
	'○': '.', // GlyphFired
	'✗': 'x', // GlyphDestroyed
	'–': '-', // GlyphSpent, and "none" in a column
	'◐': 'd', // GlyphDisabled
	'▼': 'v', // GlyphStuck
	'▶': '*', // GlyphSelected
	'█': '#', // GlyphTread
	'░': '_', // GlyphTreadLost
	'◒': 's', // GlyphSuppressed, an FFOTigers marker
	'◉': 'p', // GlyphPinned, an FFOTigers marker
	'↳': '>', // a detail line under its unit
	'…': '~', // text cut short
	'│': '|',
	'─': '-',
	'═': '=',
	'║': '|',
	'┌': '+', '┐': '+', '└': '+', '┘': '+',
	'╔': '+', '╗': '+', '╚': '+', '╝': '+',
	'├': '+', '┤': '+', '┬': '+', '┴': '+', '┼': '+',
	'↑': '^',
	'↓': 'v',
	'←': '<',
	'→': '>',
	'⇄': '=',
	'✓': '+',
	'×': 'x',
	'−': '-',
	'—': '-',
	'·': '.',
	'“': '"', '”': '"', '‘': '\'', '’': '\'',
}
