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
	"ogretable/tracker"
)

// This file is the dashboard's panels: the header, the roster, the Ogre
// panel, the log and the fire form's plan.

// Tone says what a piece of text is, so that the theme can style it; it is
// not a system's roles (an attacker or a defender). Every tone that carries a meaning
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
		// Out of play as the destroyed are (a unit a system's rules take
		// off the table), said in its own word; it was shown "?".
		return GlyphDestroyed, "removed", ToneDestroyed
	}
	if m, ok := statusMarks[s]; ok {
		return m.glyph, m.word, m.tone
	}
	return "?", string(s), ToneText
}

// statusMarks holds the marks of the statuses a system adds
// (RegisterStatusMark).
var statusMarks = map[engine.Status]struct {
	glyph, word string
	tone        Tone
}{}

// RegisterStatusMark makes glyph, word and tone the mark StatusMark
// returns for status s, one a system adds to the engine's (a spent unit:
// GlyphSpent, "spent", ToneSpent). It is called from the system's view's
// init.
func RegisterStatusMark(s engine.Status, glyph, word string, tone Tone) {
	statusMarks[s] = struct {
		glyph, word string
		tone        Tone
	}{glyph, word, tone}
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
// the side that acted and has no side to play (engine.EverySideActs).
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
		variant = string(engine.DefaultVariant())
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

// RosterRows returns the roster: for each side in turn order a heading row,
// then a row for each of its units that matches filter (by label, type,
// side or status word, case ignored; empty matches all), the destroyed last.
// Each unit row shows the unit's condition as a glyph and, unless it is ok,
// as a word in its notes, and the columns and cells of its system's view
// (ViewOf); a unit whose view gives a detail (when a disabled unit
// recovers) has a detail row below it.
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

// shortPhase names a phase in a word for the log's tags: the word its
// system gives it (RegisterPhaseTag), else the phase as it is.
func shortPhase(p string) string {
	if t, ok := phaseTags[engine.Phase(p)]; ok {
		return t
	}
	return p
}

// phaseTags holds the words of the log's tags for the phases the systems
// name (RegisterPhaseTag).
var phaseTags = map[engine.Phase]string{}

// RegisterPhaseTag makes tag the word the log's tags give phase ("move"
// for a movement phase). It is called from a system's view's init.
func RegisterPhaseTag(phase engine.Phase, tag string) { phaseTags[phase] = tag }

// Refusal returns an error as the sentence a referee reads: without the
// package prefix, starting with a capital.
func Refusal(err error) string { return tracker.Refusal(err) }

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

// ASCIIGlyph returns the plain ASCII character that stands for a glyph of
// the dashboard on a terminal that cannot show the glyph (LANG=C, a
// terminal without UTF-8), each still told from the others where they meet:
// o ready, . fired, x destroyed, - spent, d disabled, v stuck, * selected,
// and those each system's view adds (RegisterASCIIGlyph). ok is false for a
// rune it has no stand-in for.
func ASCIIGlyph(r rune) (byte, bool) {
	b, ok := asciiGlyphs[r]
	return b, ok
}

// RegisterASCIIGlyph adds the plain ASCII character that stands for a
// glyph a system's view shows (its markers, its tracks), for ASCIIGlyph.
// It is called from the view's init; a glyph given two stand-ins panics.
func RegisterASCIIGlyph(glyph rune, ascii byte) {
	if b, ok := asciiGlyphs[glyph]; ok && b != ascii {
		panic(fmt.Sprintf("present: glyph %q stands for %q already", glyph, b))
	}
	asciiGlyphs[glyph] = ascii
}

var asciiGlyphs = map[rune]byte{
	'●': 'o', // GlyphOK
	'○': '.', // GlyphFired
	'✗': 'x', // GlyphDestroyed
	'–': '-', // GlyphSpent, and "none" in a column
	'◐': 'd', // GlyphDisabled
	'▼': 'v', // GlyphStuck
	'▶': '*', // GlyphSelected
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
