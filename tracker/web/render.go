package web

import (
	"fmt"
	"html"
	"strings"

	"ogretable/engine"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// logShown is how many of the log's latest lines the page shows.
const logShown = 40

// gameHTML returns the page's game part as the session has it: what is
// wrong with the game's file (trouble, nil for nothing), the header, the
// result, the banner of a stopped turn, the roster, each unit's panel that
// its system's view gives one, the lines its system adds to the state, the
// scenario's standing, and the log's latest lines, newest first. Each is
// drawn from the presentation the dashboard draws from; nothing is
// computed here.
func gameHTML(s *tracker.Session, trouble error) string {
	g := s.State()
	var b strings.Builder
	if trouble != nil {
		b.WriteString(`<p class="trouble">` + present.GlyphDestroyed + " ")
		b.WriteString(esc(tracker.Refusal(trouble)))
		b.WriteString("</p>\n")
	}
	b.WriteString(`<h1 class="hd">`)
	writeCells(&b, present.HeaderText(s.Info(), g, 0))
	b.WriteString("</h1>\n")
	for _, l := range present.ResultLines(g) {
		b.WriteString(`<p class="result">` + esc(l) + "</p>\n")
	}
	if t := present.EndingText(g); t != "" {
		b.WriteString(`<p class="result">` + esc(t) + "</p>\n")
	}
	if cells := present.Banner(g); len(cells) > 0 {
		b.WriteString(`<p class="banner">`)
		writeCells(&b, cells)
		b.WriteString("</p>\n")
	}

	lines := s.Recent(logShown)
	latest := int64(0)
	if n := len(lines); n > 0 {
		latest = lines[n-1].Command
	}
	writeLatest(&b, lines, latest)
	writeNav(&b, g)

	b.WriteString(`<section id="roster"><h2>Roster</h2>`)
	if l := present.LegendOf(g); l != "" {
		b.WriteString(`<p class="legend">` + esc(l) + "</p>")
	}
	b.WriteString("\n")
	writeRoster(&b, present.RosterRows(g, ""))
	b.WriteString("</section>\n")

	writePanels(&b, g)

	if st, ok := present.ViewOf(g).(present.GameStater); ok {
		if lines := st.StateLines(g); len(lines) > 0 {
			b.WriteString(`<section id="more"><h2>In play</h2>` + "\n")
			for _, l := range lines {
				b.WriteString("<p>" + esc(l) + "</p>\n")
			}
			b.WriteString("</section>\n")
		}
	}
	if lines := present.StandingLines(g); len(lines) > 0 {
		b.WriteString(`<details id="standing"><summary>Scenario: goals and victory</summary>` + "\n")
		for _, l := range lines {
			b.WriteString("<p>" + esc(l) + "</p>\n")
		}
		b.WriteString("</details>\n")
	}

	b.WriteString(`<section id="log"><h2>Log <small>newest first</small></h2>` + "\n")
	rows := present.LogRows(lines, latest)
	if len(rows) == 0 {
		b.WriteString(`<p class="dim">Nothing logged yet.</p>` + "\n")
	}
	for i := len(rows) - 1; i >= 0; i-- {
		b.WriteString(`<p class="l">`)
		writeCells(&b, rows[i].Cells)
		b.WriteString("</p>\n")
	}
	b.WriteString("</section>\n")
	return b.String()
}

// writeLatest writes the log's lines of the latest command under the
// header, where a player looks first for what the last roll did.
func writeLatest(b *strings.Builder, lines []tracker.LogLine, latest int64) {
	var rows []present.Row
	for _, l := range lines {
		if l.Command == latest && !l.Routine() {
			rows = append(rows, present.LogRow(l, latest))
		}
	}
	if len(rows) == 0 {
		return
	}
	b.WriteString(`<div class="latest"><h2 class="sr">Latest</h2>` + "\n")
	for _, r := range rows {
		b.WriteString("<p>")
		writeCells(b, r.Cells)
		b.WriteString("</p>\n")
	}
	b.WriteString("</div>\n")
}

// writeNav writes the links to the page's parts, for a thumb on a long
// roster.
func writeNav(b *strings.Builder, g *engine.Game) {
	b.WriteString(`<nav><a href="#roster">Roster</a>`)
	if present.ViewOf(g).FirstPaneled(g) != nil {
		b.WriteString(` · <a href="#panels">Details</a>`)
	}
	b.WriteString(` · <a href="#log">Log</a></nav>` + "\n")
}

// writePanels writes the panel of each unit in play that its system's view
// gives one, each folded but the one the dashboard shows first, which opens
// folded out; the reader's page keeps what they fold and unfold. A panel is
// set in a fixed-width type, as on the dashboard, whose columns its lines
// align with spaces.
func writePanels(b *strings.Builder, g *engine.Game) {
	view := present.ViewOf(g)
	first := view.FirstPaneled(g)
	if first == nil {
		return
	}
	b.WriteString(`<section id="panels"><h2>Details</h2>` + "\n")
	for _, u := range g.Units {
		if !u.Alive() || !view.Paneled(u) {
			continue
		}
		open := ""
		if u == first {
			open = " open"
		}
		fmt.Fprintf(b, `<details id="u-%s"%s><summary>%s <span class="dim">%s</span></summary>`+"\n",
			esc(u.Label), open, esc(u.Label), esc(u.Type.Name))
		b.WriteString(`<div class="panel">`)
		writeRows(b, view.Panel(g, u, 0))
		b.WriteString("</div></details>\n")
	}
	b.WriteString("</section>\n")
}

// writeRoster writes the roster's rows: each side's heading, and each unit
// as a card of two lines, its condition, label, type and notes, then its
// view's columns, each with its heading, so that it reads at a phone's
// width; the line under a unit (when it recovers) follows it.
func writeRoster(b *strings.Builder, rows []present.Row) {
	var heads []present.Cell
	for _, r := range rows {
		switch r.Kind {
		case present.RowHeading:
			heads = r.Cells
		case present.RowSide:
			b.WriteString(`<h3 class="side">`)
			writeCells(b, r.Cells)
			b.WriteString("</h3>\n")
		case present.RowUnit:
			writeUnit(b, r, heads)
		case present.RowDetail:
			b.WriteString(`<p class="detail">`)
			writeCells(b, r.Cells)
			b.WriteString("</p>\n")
		default:
			b.WriteString("<p>")
			writeCells(b, r.Cells)
			b.WriteString("</p>\n")
		}
	}
}

// writeUnit writes a unit's roster row as a card: the roster's first three
// cells (condition, label, type) and its last (notes) on the first line,
// the cells between under their headings.
func writeUnit(b *strings.Builder, r present.Row, heads []present.Cell) {
	c := r.Cells
	fmt.Fprintf(b, `<div class="unit" id="r-%s"><p class="name">`, esc(r.Label))
	lead := min(3, len(c))
	for i, cell := range c[:lead] {
		if i > 0 {
			b.WriteByte(' ')
		}
		writeCell(b, cell)
	}
	if len(c) > lead && c[len(c)-1].Text != "" {
		b.WriteString(` <span class="notes">`)
		writeCell(b, c[len(c)-1])
		b.WriteString("</span>")
	}
	b.WriteString("</p>")
	if len(c) > lead+1 {
		b.WriteString(`<p class="cols">`)
		for i := lead; i < len(c)-1; i++ {
			if c[i].Text == "" {
				continue // a column with nothing to say of this unit
			}
			b.WriteString(`<span class="col">`)
			if i < len(heads) && heads[i].Text != "" {
				b.WriteString(`<small>` + esc(heads[i].Text) + `</small> `)
			}
			writeCell(b, c[i])
			b.WriteString("</span> ")
		}
		b.WriteString("</p>")
	}
	b.WriteString("</div>\n")
}

// writeRows writes a panel's rows: its column rows as a table (scrolled
// sideways within itself when wider than the phone), its other rows as
// lines.
func writeRows(b *strings.Builder, rows []present.Row) {
	inTable := false
	for _, r := range rows {
		if r.Columns() {
			if !inTable {
				b.WriteString(`<div class="scroll"><table>` + "\n")
				inTable = true
			}
			tag := "td"
			if r.Kind == present.RowHeading {
				tag = "th"
			}
			b.WriteString("<tr>")
			for _, c := range r.Cells {
				b.WriteString("<" + tag + ">")
				writeCell(b, c)
				b.WriteString("</" + tag + ">")
			}
			b.WriteString("</tr>\n")
			continue
		}
		if inTable {
			b.WriteString("</table></div>\n")
			inTable = false
		}
		class := ""
		switch r.Kind {
		case present.RowSide:
			class = ` class="side"`
		case present.RowDetail:
			class = ` class="detail"`
		}
		b.WriteString("<p" + class + ">")
		writeCells(b, r.Cells)
		b.WriteString("</p>\n")
	}
	if inTable {
		b.WriteString("</table></div>\n")
	}
}

// writeCells writes cells as spans in a run.
func writeCells(b *strings.Builder, cells []present.Cell) {
	for _, c := range cells {
		writeCell(b, c)
	}
}

// writeCell writes one cell: its text, in a span of its tone's class when
// it has one. The tone's colour always comes with the cell's own glyph or
// word, which the presentation gives.
func writeCell(b *strings.Builder, c present.Cell) {
	cls := toneClass(c.Tone)
	if cls == "" {
		b.WriteString(esc(c.Text))
		return
	}
	b.WriteString(`<span class="` + cls + `">` + esc(c.Text) + "</span>")
}

// toneClass returns the style class of a tone, "" for plain text.
func toneClass(t present.Tone) string {
	switch t {
	case present.ToneDim:
		return "dim"
	case present.ToneBold:
		return "bold"
	case present.ToneHeading:
		return "heading"
	case present.ToneSide:
		return "sidename"
	case present.ToneOK:
		return "ok"
	case present.ToneDisabled:
		return "disabled"
	case present.ToneStuck:
		return "stuck"
	case present.ToneDestroyed:
		return "destroyed"
	case present.ToneSpent:
		return "spent"
	case present.ToneVoided:
		return "voided"
	case present.ToneManual:
		return "manual"
	case present.ToneError:
		return "error"
	case present.ToneNew:
		return "new"
	case present.ToneKey:
		return "key"
	}
	return ""
}

// esc returns s escaped for HTML text and attributes.
func esc(s string) string { return html.EscapeString(s) }

// itoa returns n in decimal.
func itoa(n int64) string { return fmt.Sprint(n) }
