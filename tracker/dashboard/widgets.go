package dashboard

import (
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
	"github.com/rivo/uniseg"

	"ogretable/tracker/present"
)

// printText draws text at x, y in style, clipped to maxW cells, and returns
// the width drawn. Each cell is put as the text's own grapheme cluster, so
// drawing allocates nothing; a byte of printable ASCII followed by another
// ASCII byte (or by nothing) is a cluster of its own one cell wide, which
// spares most of the text uniseg's segmentation.
func printText(screen tcell.Screen, x, y, maxW int, text string, style tcell.Style) int {
	used := 0
	state := -1
	for text != "" && used < maxW {
		if c := text[0]; c >= ' ' && c <= '~' && (len(text) == 1 || text[1] < utf8.RuneSelf) {
			screen.Put(x+used, y, text[:1], style)
			text, used, state = text[1:], used+1, -1
			continue
		}
		var cluster string
		var w int
		cluster, text, w, state = uniseg.FirstGraphemeClusterInString(text, state)
		if w == 0 {
			continue
		}
		if used+w > maxW {
			break
		}
		if r, size := utf8.DecodeRuneInString(cluster); r == utf8.RuneError && size <= 1 {
			// Not UTF-8: the replacement character, as SetContent draws it.
			var comb []rune
			if size < len(cluster) {
				comb = []rune(cluster[size:])
			}
			screen.SetContent(x+used, y, r, comb, style)
		} else {
			screen.Put(x+used, y, cluster, style)
		}
		for i := 1; i < w; i++ {
			screen.Put(x+used+i, y, " ", style)
		}
		used += w
	}
	return used
}

// fill paints w cells from x, y with spaces in style.
func fill(screen tcell.Screen, x, y, w int, style tcell.Style) {
	for i := 0; i < w; i++ {
		screen.Put(x+i, y, " ", style)
	}
}

// printCells draws cells one after another at x, y, clipped to maxW; with
// sel the cells are drawn reversed. It returns the width drawn.
func printCells(screen tcell.Screen, x, y, maxW int, cells []present.Cell, th *Theme, sel bool) int {
	used := 0
	for _, c := range cells {
		if used >= maxW {
			break
		}
		st := th.Style(c.Tone)
		if sel {
			st = st.Reverse(true)
		}
		used += printText(screen, x+used, y, maxW-used, c.Text, st)
	}
	return used
}

// List draws rows: unit rows and headings in aligned columns, text rows
// as spans. It can keep a selected unit row (the roster), follow the end of
// its rows and wrap them (the log), and draws a title line.
type List struct {
	*tview.Box
	th         *Theme
	Title      []present.Cell
	rows       []present.Row
	colW       []int
	sel        int  // the selected row, -1 for none
	offset     int  // top-anchored: the first row shown; following: rows scrolled back from the end
	Selectable bool // keeps a selection among unit rows
	follow     bool // shows the last rows, wrapped
	flexCol    int  // the name column that shrinks when the others cannot give enough
	// nameCols are the columns of names (a unit's label and type, its
	// unit of stands), which keep their width while the others shrink
	// (issue 29: "name columns take the room first"); nil for none.
	nameCols []int
	details  bool // the selected row says on lines below what its columns cut (the roster)
	focused  bool // draws its title as focused (a list in a form)
	changed  func(present.Row)
	height   int // the rows shown at the last draw
	// build, when set, makes the rows for a width: they are rebuilt when
	// dirty or when the width changes.
	build  func(width int) []present.Row
	builtW int
	dirty  bool
	// wrapped caches the wrapped lines of text rows, by row.
	wrapped map[int]wrappedRow
}

// wrappedRow is a row's lines wrapped at a width.
type wrappedRow struct {
	width int
	lines [][]present.Cell
}

// wrap returns row i's lines at width w, from the cache when it can.
func (v *List) wrap(i, w int) [][]present.Cell {
	if v.wrapped == nil {
		v.wrapped = map[int]wrappedRow{}
	}
	if c, ok := v.wrapped[i]; ok && c.width == w {
		return c.lines
	}
	l := present.WrapCells(v.rows[i].Cells, w, 2)
	v.wrapped[i] = wrappedRow{w, l}
	return l
}

// NewList returns an empty row view.
func NewList(th *Theme) *List {
	return &List{Box: tview.NewBox(), th: th, sel: -1, flexCol: -1}
}

// SetRows replaces the rows, keeping the selection on the same label when
// it is still there. The wrapped lines of a row that is the same as the one
// it replaces are kept (the log's rows, after a command, are mostly the
// rows they were).
func (v *List) SetRows(rows []present.Row) {
	label := v.Selected().Label
	for i := range v.wrapped {
		if i >= len(rows) || i >= len(v.rows) || !sameRow(rows[i], v.rows[i]) {
			delete(v.wrapped, i)
		}
	}
	v.rows = rows
	v.colW = v.colW[:0]
	for _, r := range rows {
		if !r.Columns() {
			continue
		}
		for i, c := range r.Cells {
			if i >= len(v.colW) {
				v.colW = append(v.colW, 0)
			}
			v.colW[i] = max(v.colW[i], present.TextWidth(c.Text))
		}
	}
	if !v.Selectable {
		return
	}
	v.sel = -1
	for i, r := range rows {
		if r.Kind == present.RowUnit && (label == "" || r.Label == label) {
			v.sel = i
			break
		}
	}
	if v.sel < 0 {
		v.sel = v.next(-1, 1)
	}
}

// sameRow reports whether rows a and b are drawn alike: the same kind and
// the same cells.
func sameRow(a, b present.Row) bool {
	return a.Kind == b.Kind && slices.Equal(a.Cells, b.Cells)
}

// Selected returns the selected row, or an empty row.
func (v *List) Selected() present.Row {
	if v.sel >= 0 && v.sel < len(v.rows) {
		return v.rows[v.sel]
	}
	return present.Row{}
}

// Select selects the unit row with the given label.
func (v *List) Select(label string) {
	for i, r := range v.rows {
		if r.Kind == present.RowUnit && r.Label == label {
			v.sel = i
			v.notify()
			return
		}
	}
}

// next returns the selectable row after (dir 1) or before (dir -1) i, or i.
func (v *List) next(i, dir int) int {
	for j := i + dir; j >= 0 && j < len(v.rows); j += dir {
		if v.rows[j].Kind == present.RowUnit {
			return j
		}
	}
	return i
}

// Move moves the selection by n selectable rows, or scrolls a view without
// selection.
func (v *List) Move(n int) {
	if !v.Selectable {
		if v.follow {
			v.offset = min(max(v.offset-n, 0), max(len(v.rows)-1, 0))
		} else {
			v.offset = min(max(v.offset+n, 0), max(len(v.rows)-1, 0))
		}
		return
	}
	dir := 1
	if n < 0 {
		dir, n = -1, -n
	}
	for ; n > 0; n-- {
		v.sel = v.next(v.sel, dir)
	}
	v.notify()
}

// Page returns the rows a page holds.
func (v *List) Page() int { return max(v.height-1, 1) }

// notify tells the changed callback about the selection.
func (v *List) notify() {
	if v.changed != nil {
		v.changed(v.Selected())
	}
}

// Nav handles the navigation keys of a list; it reports whether it did.
func (v *List) Nav(ev *tcell.EventKey) bool {
	switch {
	case ev.Key() == tcell.KeyUp || ev.Key() == tcell.KeyRune && ev.Rune() == 'k':
		v.Move(-1)
	case ev.Key() == tcell.KeyDown || ev.Key() == tcell.KeyRune && ev.Rune() == 'j':
		v.Move(1)
	case ev.Key() == tcell.KeyPgUp:
		v.Move(-v.Page())
	case ev.Key() == tcell.KeyPgDn:
		v.Move(v.Page())
	case ev.Key() == tcell.KeyHome:
		v.Move(-len(v.rows))
	case ev.Key() == tcell.KeyEnd:
		v.Move(len(v.rows))
	default:
		return false
	}
	return true
}

// InputHandler moves the selection.
func (v *List) InputHandler() func(*tcell.EventKey, func(tview.Primitive)) {
	return v.WrapInputHandler(func(ev *tcell.EventKey, _ func(tview.Primitive)) { v.Nav(ev) })
}

// Draw draws the title and the rows that fit.
// The application clears the screen before each drawing, so the views draw
// only their text.
func (v *List) Draw(screen tcell.Screen) {
	x, y, w, h := v.GetInnerRect()
	if w <= 0 || h <= 0 {
		return
	}
	if len(v.Title) > 0 {
		title := v.Title
		if v.focused {
			title = append([]present.Cell{{Text: present.GlyphSelected + " ", Tone: present.ToneKey}}, title...)
		}
		printCells(screen, x, y, w, title, v.th, false)
		y, h = y+1, h-1
	}
	v.height = h
	if v.build != nil && (v.dirty || v.builtW != w) {
		v.SetRows(v.build(w))
		v.dirty, v.builtW = false, w
	}
	if h <= 0 {
		return
	}
	if v.follow {
		v.drawFollow(screen, x, y, w, h)
		return
	}
	colX := v.columns(w)
	// Rows that are not columns wrap. The selected unit row says in full,
	// on lines below it, what its columns had to cut: details are those
	// lines, made once a drawing.
	var details [][]present.Cell
	detailsMade := false
	detailLines := func(i int) [][]present.Cell {
		if i != v.sel || !v.Selectable || !v.details {
			return nil
		}
		if !detailsMade {
			if rest := v.cutCells(v.rows[i], colX, w); len(rest) > 0 {
				details = present.WrapCells(rest, w-v.detailX(colX), 2)
			}
			detailsMade = true
		}
		return details
	}
	// count returns the lines row i takes.
	count := func(i int) int {
		r := v.rows[i]
		if r.Columns() {
			return 1 + len(detailLines(i))
		}
		return len(v.wrap(i, w-v.indent(r, colX)))
	}
	span := func(from, to int) int { // the lines rows from..to take, counted up to h+1
		n := 0
		for i := from; i <= to && i < len(v.rows) && n <= h; i++ {
			n += count(i)
		}
		return n
	}
	// The roster keeps its last line for "↓ N more", so that the note
	// covers no row's words.
	reserve := v.details && h > 2 && span(0, len(v.rows)-1) > h
	if reserve {
		h--
	}
	if v.sel >= 0 {
		if v.sel < v.offset {
			v.offset = v.sel
		}
		// Keep a unit's detail row in view with it.
		last := v.sel
		if last+1 < len(v.rows) && v.rows[last+1].Kind == present.RowDetail {
			last++
		}
		for v.offset < v.sel && span(v.offset, last) > h {
			v.offset++
		}
	}
	// No empty space below the last row when scrolled.
	for v.offset > 0 && span(v.offset-1, len(v.rows)-1) <= h {
		v.offset--
	}
	v.offset = max(min(v.offset, len(v.rows)-1), 0)
	top, bottom := y, y+h
	shown := v.offset
	for i := v.offset; i < len(v.rows) && y < bottom; i++ {
		r := v.rows[i]
		sel := i == v.sel && v.Selectable
		if r.Columns() {
			if sel {
				fill(screen, x, y, w, v.th.Selected)
			}
			v.drawColumns(screen, x, y, w, colX, r, sel)
			y++
			for _, l := range detailLines(i) {
				if y >= bottom {
					break
				}
				printCells(screen, x+v.detailX(colX), y, w-v.detailX(colX), l, v.th, false)
				y++
			}
		} else {
			indent := v.indent(r, colX)
			for _, l := range v.wrap(i, w-indent) {
				if y >= bottom {
					break
				}
				printCells(screen, x+indent, y, w-indent, l, v.th, sel)
				y++
			}
		}
		shown = i
	}
	if more := len(v.rows) - 1 - shown; more > 0 {
		note := fmt.Sprintf(" ↓ %d more ", more)
		noteY := bottom - 1
		if reserve {
			noteY = bottom
		}
		printText(screen, x+w-uniseg.StringWidth(note), noteY, w, note, v.th.Style(present.ToneKey).Reverse(true))
	}
	if v.offset > 0 {
		note := fmt.Sprintf(" ↑ %d more ", v.offset)
		printText(screen, x+w-uniseg.StringWidth(note), top, w, note, v.th.Style(present.ToneKey).Reverse(true))
	}
}

// indent returns where a row that is not columns starts: a detail row under
// the label of its unit.
func (v *List) indent(r present.Row, colX []int) int {
	if r.Kind == present.RowDetail && len(colX) > 1 {
		return colX[1]
	}
	return 0
}

// drawColumns draws a row of columns, cutting a cell too wide with "…".
func (v *List) drawColumns(screen tcell.Screen, x, y, w int, colX []int, r present.Row, sel bool) {
	for c, cell := range r.Cells {
		if c >= len(colX) || colX[c] >= w {
			break
		}
		cw := w - colX[c]
		if c+1 < len(colX) {
			cw = min(cw, colX[c+1]-colX[c]-1)
		}
		st := v.th.Style(cell.Tone)
		if sel {
			st = st.Reverse(true)
		}
		text, _ := cutWords(cell.Text, cw)
		printText(screen, x+colX[c], y, cw, text, st)
	}
}

// cellWidth returns the width column c has within w, or 0 when it is not
// shown.
func cellWidth(c int, colX []int, w int) int {
	if c >= len(colX) || colX[c] >= w {
		return 0
	}
	cw := w - colX[c]
	if c+1 < len(colX) {
		cw = min(cw, colX[c+1]-colX[c]-1)
	}
	return cw
}

// cutCells returns, for a detail line, the cells of a unit row that its
// columns cut or leave out at width w: each in full ("Mark III", "treads
// 35/45, in forest"), or nil when every cell fits.
func (v *List) cutCells(r present.Row, colX []int, w int) []present.Cell {
	var out []present.Cell
	for c, cell := range r.Cells {
		if cell.Text == "" {
			continue
		}
		if cw := cellWidth(c, colX, w); cw > 0 && present.TextWidth(cell.Text) <= cw {
			continue
		}
		if len(out) == 0 {
			out = append(out, present.Cell{Text: present.GlyphDetail + " ", Tone: present.ToneDim})
		} else {
			out = append(out, present.Cell{Text: "; ", Tone: present.ToneDim})
		}
		out = append(out, cell)
	}
	return out
}

// detailX is where a detail line starts: under the label.
func (v *List) detailX(colX []int) int {
	if len(colX) > 1 {
		return colX[1]
	}
	return 0
}

// cutWords returns text cut to at most w cells, at the end of a word where
// it can, marked with "…"; cut reports whether it was cut. A single word
// longer than w is cut where it must.
func cutWords(text string, w int) (string, bool) {
	if present.TextWidth(text) <= w {
		return text, false
	}
	if w <= 1 {
		t, _ := present.CutWidth(text, w)
		return t, true
	}
	head, rest := present.CutWidth(text, w-1)
	// Back to the end of the last whole word, unless the cut falls between
	// words already or the first word is longer than the width.
	if !strings.HasPrefix(rest, " ") && !strings.HasPrefix(rest, ",") && !strings.HasPrefix(rest, ";") {
		if i := strings.LastIndexAny(head, " ,;("); i > 0 {
			head = head[:i]
		}
	}
	return strings.TrimRight(head, " ,;") + "…", true
}

// columns returns the x of each column within width w. When the columns
// are too wide, the columns that are no names (nameCols; nor the first,
// a glyph, nor the last, which takes what is left) shrink first, the
// widest a cell at a time down to minColumn, so that names are shown
// whole; then the flex column; a cell cut is said in full on the selected
// row's detail lines.
func (v *List) columns(w int) []int {
	widths := append([]int(nil), v.colW...)
	total := 0
	for i, cw := range widths {
		if i < len(widths)-1 {
			total += cw + 1
		}
	}
	over := total + 8 - w
	if v.nameCols != nil {
		for over > 0 {
			widest := -1
			for i := 1; i < len(widths)-1; i++ {
				if !slices.Contains(v.nameCols, i) && widths[i] > minColumn && (widest < 0 || widths[i] > widths[widest]) {
					widest = i
				}
			}
			if widest < 0 {
				break
			}
			widths[widest]--
			over--
		}
	}
	if over > 0 && v.flexCol >= 0 && v.flexCol < len(widths) {
		widths[v.flexCol] = max(widths[v.flexCol]-over, min(widths[v.flexCol], 8))
	}
	xs := make([]int, len(widths))
	at := 0
	for i, cw := range widths {
		xs[i] = at
		at += cw + 1
	}
	return xs
}

// minColumn is the narrowest a column that is no name shrinks to: a glyph
// or two letters and "…".
const minColumn = 3

// drawFollow draws the last rows, wrapped, scrolled back by offset rows.
func (v *List) drawFollow(screen tcell.Screen, x, y, w, h int) {
	end := len(v.rows) - v.offset
	// The rows that fill the panel, from the last up, and the lines the
	// first of them takes.
	first, n := end, 0
	for first > 0 && n < h {
		first--
		n += len(v.wrap(first, w))
	}
	skip := max(n-h, 0) // the first row's lines above the panel
	at := y
	for i := first; i < end; i++ {
		for _, l := range v.wrap(i, w)[skip:] {
			printCells(screen, x, at, w, l, v.th, false)
			at++
		}
		skip = 0
	}
	if v.offset > 0 {
		note := fmt.Sprintf(" %d newer below: PgDn, G ", v.offset)
		printText(screen, x+w-uniseg.StringWidth(note), y+h-1, w, note, v.th.Style(present.ToneKey).Reverse(true))
	}
}

// lineView draws a few lines of cells, wrapped, on a style of its own (the
// header bar, the status line, the hints).
type lineView struct {
	*tview.Box
	th    *Theme
	cells []present.Cell
	make  func(width int) []present.Cell // when set, makes the cells for a width
	bar   bool                           // drawn on the theme's bar style
	// madeW is the width Lines made the cells for, 0 when the cells were
	// not made since the last drawing: the drawing that follows Lines in
	// the layout draws them without making them again.
	madeW int
	// wrapped is the cells wrappedOf wrapped at width wrappedW: the
	// layout asks for the lines before the drawing draws them, and most
	// drawings draw the lines of the last.
	wrapped   [][]present.Cell
	wrappedOf []present.Cell
	wrappedW  int
}

// newLineView returns an empty line view.
func newLineView(th *Theme) *lineView {
	return &lineView{Box: tview.NewBox(), th: th}
}

// Lines returns how many lines the cells take at width w.
func (v *lineView) Lines(w int) int {
	if v.make != nil {
		v.cells, v.madeW = v.make(w), w
	}
	if len(v.cells) == 0 {
		return 0
	}
	return len(v.lines(w))
}

// lines returns the cells wrapped at width w.
func (v *lineView) lines(w int) [][]present.Cell {
	if w != v.wrappedW || v.wrapped == nil || !slices.Equal(v.cells, v.wrappedOf) {
		v.wrapped, v.wrappedOf, v.wrappedW = present.WrapCells(v.cells, w, 2), slices.Clone(v.cells), w
	}
	return v.wrapped
}

// Draw draws the cells, wrapped.
func (v *lineView) Draw(screen tcell.Screen) {
	x, y, w, h := v.GetInnerRect()
	if v.make != nil && (v.madeW == 0 || v.madeW != w) {
		v.cells = v.make(w)
	}
	v.madeW = 0
	for i, l := range v.lines(w) {
		if i >= h {
			break
		}
		if v.bar {
			fill(screen, x, y+i, w, v.th.Bar)
			used := 0
			for _, c := range l {
				st := v.th.Bar
				if c.Tone == present.ToneBold || c.Tone == present.ToneHeading {
					st = st.Bold(true)
				}
				used += printText(screen, x+used, y+i, w-used, c.Text, st)
			}
			continue
		}
		printCells(screen, x, y+i, w, l, v.th, false)
	}
}

// layout places the dashboard's parts by the size of the screen: the header
// on top; the roster and the Ogre panel side by side with the log below, or
// all three side by side on a wide screen; the status line and the hint or
// input line at the bottom.
type layout struct {
	*tview.Box
	th                *Theme
	header, status    *lineView
	banner            *lineView // an overrun being fought; empty when none
	roster, ogre, log *List
	bottom            tview.Primitive // the hints, or an input line
	showOgre          bool
	wideAt            int // the width from which the log goes beside the roster
}

// parts returns the parts of the layout.
func (l *layout) parts() []tview.Primitive {
	return []tview.Primitive{l.header, l.roster, l.ogre, l.log, l.status, l.bottom}
}

// Focus hands the focus to the roster.
func (l *layout) Focus(delegate func(tview.Primitive)) { delegate(l.roster) }

// HasFocus reports whether a part has the focus.
func (l *layout) HasFocus() bool {
	for _, p := range l.parts() {
		if p != nil && p.HasFocus() {
			return true
		}
	}
	return false
}

// InputHandler passes keys to the part that has the focus.
func (l *layout) InputHandler() func(*tcell.EventKey, func(tview.Primitive)) {
	return l.WrapInputHandler(func(ev *tcell.EventKey, setFocus func(tview.Primitive)) {
		for _, p := range l.parts() {
			if p != nil && p.HasFocus() {
				if h := p.InputHandler(); h != nil {
					h(ev, setFocus)
				}
				return
			}
		}
	})
}

// PasteHandler passes pasted text to the part that has the focus.
func (l *layout) PasteHandler() func(string, func(tview.Primitive)) {
	return l.WrapPasteHandler(func(text string, setFocus func(tview.Primitive)) {
		for _, p := range l.parts() {
			if p != nil && p.HasFocus() {
				if h := p.PasteHandler(); h != nil {
					h(text, setFocus)
				}
				return
			}
		}
	})
}

// Draw places and draws every part.
func (l *layout) Draw(screen tcell.Screen) {
	x, y, w, h := l.GetInnerRect()
	if w <= 0 || h <= 0 {
		return
	}
	hh := max(min(l.header.Lines(w), 2), 1)
	l.header.SetRect(x, y, w, hh)
	if bh := min(l.banner.Lines(w), 3); bh > 0 {
		l.banner.SetRect(x, y+hh, w, bh)
		l.banner.Draw(screen)
		hh += bh
	}
	statusH := min(max(l.status.Lines(w), 1), 3)
	l.bottom.SetRect(x, y+h-1, w, 1)
	l.status.SetRect(x, y+h-1-statusH, w, statusH)
	midY, midH := y+hh, h-hh-1-statusH
	sep := l.th.Style(present.ToneDim)
	ogreW := 0
	if l.showOgre {
		ogreW = min(max(w*2/5, 34), 56)
	}
	switch {
	case w >= l.wideAt:
		logW := max(w-ogreW-72, w/3)
		rosterW := w - ogreW - logW - 2
		if ogreW == 0 {
			rosterW = w - logW - 1
		}
		l.roster.SetRect(x, midY, rosterW, midH)
		if ogreW > 0 {
			l.vline(screen, x+rosterW, midY, midH, sep)
			l.ogre.SetRect(x+rosterW+1, midY, ogreW, midH)
		}
		l.vline(screen, x+w-logW-1, midY, midH, sep)
		l.log.SetRect(x+w-logW, midY, logW, midH)
	default:
		logH := max(midH/3, min(5, midH/2))
		topH := midH - logH
		rosterW := w
		if ogreW > 0 {
			rosterW = w - ogreW - 1
			l.vline(screen, x+rosterW, midY, topH, sep)
			l.ogre.SetRect(x+rosterW+1, midY, ogreW, topH)
		}
		l.roster.SetRect(x, midY, rosterW, topH)
		l.log.SetRect(x, midY+topH, w, logH)
	}
	for _, p := range l.parts() {
		if p == l.ogre && ogreW == 0 {
			continue
		}
		p.Draw(screen)
	}
}

// vline draws a vertical separator.
func (l *layout) vline(screen tcell.Screen, x, y, h int, st tcell.Style) {
	for i := 0; i < h; i++ {
		screen.SetContent(x, y+i, '│', nil, st)
	}
}

// stack is the root: the main screen, and over it a dialog when one is open.
// It has the focus of the dialog when there is one.
type stack struct {
	*tview.Box
	main   tview.Primitive
	dialog tview.Primitive
}

// SetRect gives the whole screen to the main screen.
func (s *stack) SetRect(x, y, w, h int) {
	s.Box.SetRect(x, y, w, h)
	s.main.SetRect(x, y, w, h)
}

// Draw draws the main screen, then the dialog.
func (s *stack) Draw(screen tcell.Screen) {
	s.main.Draw(screen)
	if s.dialog != nil {
		s.dialog.Draw(screen)
	}
}

// top returns the dialog when one is open, else the main screen.
func (s *stack) top() tview.Primitive {
	if s.dialog != nil {
		return s.dialog
	}
	return s.main
}

// Focus hands the focus to the dialog, else the main screen.
func (s *stack) Focus(delegate func(tview.Primitive)) { delegate(s.top()) }

// HasFocus reports whether a part has the focus.
func (s *stack) HasFocus() bool {
	return s.main.HasFocus() || s.dialog != nil && s.dialog.HasFocus()
}

// InputHandler passes keys to the dialog, else the main screen.
func (s *stack) InputHandler() func(*tcell.EventKey, func(tview.Primitive)) {
	return s.top().InputHandler()
}

// PasteHandler passes pasted text to the dialog, else the main screen.
func (s *stack) PasteHandler() func(string, func(tview.Primitive)) {
	return s.top().PasteHandler()
}

// overlay draws a dialog centred over the screen, at most w by h.
type overlay struct {
	*tview.Box
	inner tview.Primitive
	size  func(sw, sh int) (int, int)
}

// newOverlay returns inner centred at the size size gives for the screen.
func newOverlay(inner tview.Primitive, size func(sw, sh int) (int, int)) *overlay {
	return &overlay{Box: tview.NewBox(), inner: inner, size: size}
}

// Draw centres and draws the dialog.
func (o *overlay) Draw(screen tcell.Screen) {
	sw, sh := screen.Size()
	w, h := o.size(sw, sh)
	w, h = min(w, sw), min(h, sh)
	o.inner.SetRect((sw-w)/2, (sh-h)/2, w, h)
	o.inner.Draw(screen)
}

// Focus hands the focus to the dialog.
func (o *overlay) Focus(delegate func(tview.Primitive)) { delegate(o.inner) }

// HasFocus reports whether the dialog has the focus.
func (o *overlay) HasFocus() bool { return o.inner.HasFocus() }

// InputHandler passes keys to the dialog.
func (o *overlay) InputHandler() func(*tcell.EventKey, func(tview.Primitive)) {
	return o.inner.InputHandler()
}

// PasteHandler passes pasted text to the dialog.
func (o *overlay) PasteHandler() func(string, func(tview.Primitive)) {
	return o.inner.PasteHandler()
}

// Dialog is a framed box of rows with a footer of keys, and optionally an
// input line; keys is asked first about every key.
type Dialog struct {
	*tview.Box
	th     *Theme
	Rows   func(width int) []present.Row
	Footer []present.Cell
	input  *tview.InputField
	Keys   func(ev *tcell.EventKey) bool
	scroll int
	// guard makes a question take no answer typed before it was on the
	// screen: a key whose time is before the dialog's first drawing (the
	// event loop was held up, by a command waiting on another program's
	// lock for one) is dropped, and the dialog says so.
	guard   bool
	shownAt time.Time
	early   bool
}

// NewDialog returns an empty framed dialog.
func NewDialog(th *Theme, title string) *Dialog {
	d := &Dialog{Box: tview.NewBox(), th: th}
	d.Box.SetBorder(true).SetTitle(" " + title + " ").SetTitleAlign(tview.AlignLeft).
		SetBackgroundColor(tcell.ColorDefault).SetBorderStyle(th.Style(present.ToneHeading)).
		SetTitleColor(tcell.ColorDefault)
	return d
}

// Focus hands the focus to the input line when there is one.
func (d *Dialog) Focus(delegate func(tview.Primitive)) {
	if d.input != nil {
		delegate(d.input)
		return
	}
	d.Box.Focus(delegate)
}

// HasFocus reports whether the dialog or its input has the focus.
func (d *Dialog) HasFocus() bool {
	return d.Box.HasFocus() || d.input != nil && d.input.HasFocus()
}

// InputHandler asks keys first, then scrolls or passes keys to the input.
func (d *Dialog) InputHandler() func(*tcell.EventKey, func(tview.Primitive)) {
	return d.WrapInputHandler(func(ev *tcell.EventKey, setFocus func(tview.Primitive)) {
		if d.guard && (d.shownAt.IsZero() || ev.When().Before(d.shownAt)) {
			d.early = true
			return
		}
		if d.Keys != nil && d.Keys(ev) {
			return
		}
		if d.input != nil {
			if h := d.input.InputHandler(); h != nil {
				h(ev, setFocus)
			}
			return
		}
		switch ev.Key() {
		case tcell.KeyUp, tcell.KeyPgUp:
			d.scroll = max(d.scroll-5, 0)
		case tcell.KeyDown, tcell.KeyPgDn:
			d.scroll += 5
		}
	})
}

// PasteHandler passes pasted text to the input.
func (d *Dialog) PasteHandler() func(string, func(tview.Primitive)) {
	return d.WrapPasteHandler(func(text string, setFocus func(tview.Primitive)) {
		if d.input != nil {
			if h := d.input.PasteHandler(); h != nil {
				h(text, setFocus)
			}
		}
	})
}

// Draw draws the frame, the rows, the input line and the footer.
func (d *Dialog) Draw(screen tcell.Screen) {
	d.Box.DrawForSubclass(screen, d)
	x, y, w, h := d.GetInnerRect()
	x, w = x+1, w-2
	if w <= 0 || h <= 0 {
		return
	}
	bottom := 0
	if len(d.Footer) > 0 {
		bottom++
		printCells(screen, x, y+h-1, w, d.Footer, d.th, false)
	}
	if d.input != nil {
		bottom++
		d.input.SetRect(x, y+h-1-bottom+1, w, 1)
		d.input.Draw(screen)
	}
	var lines [][]present.Cell
	if d.Rows != nil {
		for _, r := range d.Rows(w) {
			lines = append(lines, present.WrapCells(r.Cells, w, 2)...)
		}
	}
	if d.early {
		lines = append(lines, present.WrapCells([]present.Cell{{Text: "A key typed before this question was shown was not taken.", Tone: present.ToneError}}, w, 2)...)
	}
	room := h - bottom
	d.scroll = min(d.scroll, max(len(lines)-room, 0))
	for i := 0; i < room && d.scroll+i < len(lines); i++ {
		printCells(screen, x, y+i, w, lines[d.scroll+i], d.th, false)
	}
	if d.shownAt.IsZero() {
		d.shownAt = time.Now()
	}
}

// Form is a framed dialog of lists side by side (attackers, target, part),
// with the rows of its info below them (the odds, the reason) and a footer.
type Form struct {
	*tview.Box
	th     *Theme
	lists  []*List
	focus  int
	Info   func(width int) []present.Row
	Footer []present.Cell
	Keys   func(ev *tcell.EventKey) bool // asked first
	Submit func()
	Cancel func()
	Moved  func() // after any change of a list's selection
	// weights, when set, share the lists' width out unequally, one
	// weight a list (the launch form's launchers take the room their
	// names and bonuses need); nil shares it equally.
	Weights []int
	// strayed holds the letters typed that none of the form's keys took
	// (a command typed into the form by mistake): until an Enter, which
	// then does nothing, the form takes no letter as a key; said holds
	// what the form says of them.
	strayed string
	said    string
	// prev is the rune the key before took as a key, 0 when the key
	// before was none: the first letter of a word typed by mistake that
	// is a key of the form (the o of "overrun", the j of "jets") is taken
	// back once the letter after it shows a word (takeBack).
	prev rune
}

// stray makes words the form's strayed ones, typed into the form by
// mistake: until an Enter, which does nothing, no letter is a key of the
// form, and the form says so.
func (f *Form) stray(words string) {
	f.strayed = words
	f.said = fmt.Sprintf("%q is not for this form: its keys are shown below; the command bar is : on the main screen.", strings.TrimSpace(words))
}

// TypedField is a form's field of words typed into it (a barrage's point,
// a unit's name): it takes letters, digits and the runes of also, and
// Backspace; Space, where spaces is set, once some words are typed. A
// first word that is a verb of the command language (isVerb) followed by
// a space is a command line typed into the form by mistake: its words go
// to the form's strayed ones (stray), as in a form that takes no letters,
// and act on nothing.
type TypedField struct {
	Text   string
	Spaces bool
	Also   string
	IsVerb func(word string) bool
	// typing is whether the key before was the field's: while it is,
	// Space is the field's before any list's (the form asks it first).
	typing bool
}

// Key takes ev into the field of form f, and reports whether it did.
func (t *TypedField) Key(f *Form, ev *tcell.EventKey) bool {
	t.typing = false
	switch {
	case IsRune(ev, ' ') && t.Text != "" && !strings.Contains(t.Text, " ") && t.IsVerb != nil && t.IsVerb(t.Text):
		f.stray(t.Text + " ")
		t.Text = ""
		return true
	case IsRune(ev, ' ') && t.Spaces && t.Text != "":
		if !strings.HasSuffix(t.Text, " ") {
			t.Text += " "
		}
	case ev.Key() == tcell.KeyRune && (unicode.IsLetter(ev.Rune()) || unicode.IsDigit(ev.Rune()) || strings.ContainsRune(t.Also, ev.Rune())):
		t.Text += string(ev.Rune())
	case (ev.Key() == tcell.KeyBackspace || ev.Key() == tcell.KeyBackspace2) && t.Text != "":
		_, n := utf8.DecodeLastRuneInString(t.Text)
		t.Text = t.Text[:len(t.Text)-n]
	default:
		return false
	}
	t.typing = true
	return true
}

// takeBack undoes what the key r did, the key before a word typed by
// mistake, where the form can: the override switch (o) flips back, a move
// down (j) or up (k) in a list moves back. It reports whether it did.
func (f *Form) takeBack(r rune) bool {
	switch r {
	case 'o', 'O':
		return f.Keys != nil && f.Keys(tcell.NewEventKey(tcell.KeyRune, r, tcell.ModNone))
	case 'j', 'k':
		back := map[rune]rune{'j': 'k', 'k': 'j'}[r]
		if len(f.lists) > 0 && f.Focused().Nav(tcell.NewEventKey(tcell.KeyRune, back, tcell.ModNone)) {
			if f.Moved != nil {
				f.Moved()
			}
			return true
		}
	}
	return false
}

// NewForm returns a framed form of lists side by side, the first focused.
func NewForm(th *Theme, title string, lists ...*List) *Form {
	f := &Form{Box: tview.NewBox(), th: th, lists: lists}
	f.Box.SetBorder(true).SetTitle(" " + title + " ").SetTitleAlign(tview.AlignLeft).
		SetBackgroundColor(tcell.ColorDefault).SetBorderStyle(th.Style(present.ToneHeading)).
		SetTitleColor(tcell.ColorDefault)
	for i, l := range lists {
		l.focused = i == 0
	}
	return f
}

// Focused returns the list that has the focus.
func (f *Form) Focused() *List { return f.lists[f.focus] }

// FocusList moves the focus to list i.
func (f *Form) FocusList(i int) {
	if len(f.lists) == 0 {
		return
	}
	f.focus = (i + len(f.lists)) % len(f.lists)
	for j, l := range f.lists {
		l.focused = j == f.focus
	}
}

// InputHandler moves between lists and within them, and submits or cancels.
func (f *Form) InputHandler() func(*tcell.EventKey, func(tview.Primitive)) {
	return f.WrapInputHandler(func(ev *tcell.EventKey, _ func(tview.Primitive)) {
		f.said = ""
		if f.strayed != "" {
			// Words typed into the form by mistake act on nothing: their
			// letters are none of its keys, and the Enter that ends them
			// submits nothing.
			switch ev.Key() {
			case tcell.KeyRune:
				f.stray(f.strayed + string(ev.Rune()))
				return
			case tcell.KeyEnter:
				f.said = fmt.Sprintf("Nothing done: %q was typed here, not in the command bar. Enter goes on with the form, Esc closes it.", strings.TrimSpace(f.strayed))
				f.strayed = ""
				return
			case tcell.KeyEscape:
			default:
				f.strayed = ""
			}
		}
		prev := f.prev
		f.prev = 0
		if f.Keys != nil && f.Keys(ev) {
			if ev.Key() == tcell.KeyRune {
				f.prev = ev.Rune()
			}
			return
		}
		switch ev.Key() {
		case tcell.KeyEscape:
			f.Cancel()
		case tcell.KeyEnter:
			f.Submit()
		case tcell.KeyTab, tcell.KeyRight:
			f.FocusList(f.focus + 1)
		case tcell.KeyBacktab, tcell.KeyLeft:
			f.FocusList(f.focus - 1)
		default:
			if len(f.lists) > 0 && f.Focused().Nav(ev) {
				if f.Moved != nil {
					f.Moved()
				}
				if ev.Key() == tcell.KeyRune {
					f.prev = ev.Rune()
				}
			} else if ev.Key() == tcell.KeyRune && ev.Rune() != ' ' {
				w := string(ev.Rune())
				if prev != 0 && f.takeBack(prev) {
					w = string(prev) + w
				}
				f.stray(w)
			}
		}
	})
}

// weight returns list i's share of the width (weights), 1 by default.
func (f *Form) weight(i int) int {
	if i < len(f.Weights) && f.Weights[i] > 0 {
		return f.Weights[i]
	}
	return 1
}

// Draw draws the lists side by side, the info and the footer.
func (f *Form) Draw(screen tcell.Screen) {
	f.Box.DrawForSubclass(screen, f)
	x, y, w, h := f.GetInnerRect()
	x, w = x+1, w-2
	if w <= 0 || h <= 0 {
		return
	}
	var info [][]present.Cell
	if f.said != "" {
		info = append(info, present.WrapCells([]present.Cell{{Text: present.GlyphDestroyed + " " + f.said, Tone: present.ToneError}}, w, 2)...)
	}
	if f.Info != nil {
		for _, r := range f.Info(w) {
			info = append(info, present.WrapCells(r.Cells, w, 2)...)
		}
	}
	info = info[:min(len(info), max(h-6, 0))]
	footH := 0
	if len(f.Footer) > 0 {
		footH = len(present.WrapCells(f.Footer, w, 2))
		for i, l := range present.WrapCells(f.Footer, w, 2) {
			printCells(screen, x, y+h-footH+i, w, l, f.th, false)
		}
	}
	listH := h - footH - len(info) - 1
	for i, l := range info {
		printCells(screen, x, y+listH+1+i, w, l, f.th, false)
	}
	if n := len(f.lists); n > 0 {
		room, total := w-(n-1), 0
		for i := range f.lists {
			total += f.weight(i)
		}
		at := x
		for i, l := range f.lists {
			lw := room * f.weight(i) / total
			if i == n-1 {
				lw = x + w - at // the last takes what rounding left
			}
			l.SetRect(at, y, lw, listH)
			l.Draw(screen)
			at += lw + 1
		}
	}
}
