// Package sheets draws the PDFs a referee prints and keeps: unit record
// sheets (blank, or with a game's damage marked), force rosters and the
// post-game battle report. It only draws: it reads the catalog, the game
// state, the presentation and the log, asks the engine for every rule
// (movement bands, VP, odds), and never changes what it reads.
//
// What a rule system prints of its own (its kinds of unit sheet, its
// roster's columns, its sections of the report) it registers in a file of
// its own here (paper.go says how): the Ogre CRT's Ogre and walker sheets,
// roster and report sections are the crt*.go files. The rest of the
// package imports no system.
package sheets

import (
	"fmt"
	"io"
	"math"
	"strings"
	"sync"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"ogretable/engine"
)

// Paper is a page size the sheets are laid out for.
type Paper string

// The papers. Letter is the default: the game's publisher and most of its
// players are in North America; A4 is one flag away.
const (
	Letter Paper = "letter"
	A4     Paper = "a4"
)

// ParsePaper returns the paper named s ("letter", "a4", any case; "" is
// Letter), or an error naming the choices.
func ParsePaper(s string) (Paper, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "letter", "us-letter":
		return Letter, nil
	case "a4":
		return A4, nil
	}
	return "", fmt.Errorf("unknown paper %q; choose letter or a4", s)
}

// size returns the paper's width and height in millimetres.
func (p Paper) size() (w, h float64) {
	if p == A4 {
		return 210, 297
	}
	return 215.9, 279.4
}

// FixedDate is the creation and modification date of a document that has
// no date of its own (a catalog sheet): a fixed one, so that two runs give
// the same bytes.
var FixedDate = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// Options are what every document is drawn with.
type Options struct {
	Paper Paper
	Scale engine.Scale
	// Title is the document's title in its metadata.
	Title string
	// Date is written as its creation and modification date; the zero
	// time is FixedDate. A game's documents use the game's creation time.
	Date time.Time
	// File is the file the document is written to, where it matters to
	// what it says: a long game's report names its timeline's files after
	// it. "" for the default name.
	File string
}

// The page layout, in millimetres, the same for every paper: the margins are
// fixed and the content fills what is left, so Letter and A4 come from one
// layout.
const (
	margin   = 12.0
	lineGrey = 0 // black lines: the sheets must read in black and white
)

// GameRef names the game a sheet is printed from.
type GameRef struct {
	ID   int64
	Name string
}

// headingHeight is the height a heading takes (Doc.heading).
const headingHeight = 11.0

// Doc is one PDF being drawn: pages of sheets, rosters or a report.
type Doc struct {
	pdf   *fpdf.Fpdf
	face  *typeface // sets its text (fonts.go)
	opt   Options
	pageW float64 // the page, in mm
	pageH float64
	// x0, y0, x1, y1 bound the content: the page inside its margins.
	x0, y0, x1, y1 float64
	y              float64 // where the next block goes on the page
	footer         string  // printed at the foot of each page
	events         int64   // a report's events: the last one's seq
}

// New returns an empty document laid out for o's paper.
func New(o Options) *Doc {
	if o.Paper == "" {
		o.Paper = Letter
	}
	if o.Scale == "" {
		o.Scale = engine.Hexes
	}
	if o.Date.IsZero() {
		o.Date = FixedDate
	}
	w, h := o.Paper.size()
	p := fpdf.NewCustom(&fpdf.InitType{OrientationStr: "P", UnitStr: "mm", Size: fpdf.SizeType{Wd: w, Ht: h}})
	p.SetCatalogSort(true)
	p.SetCreationDate(o.Date.UTC())
	p.SetModificationDate(o.Date.UTC())
	p.SetCreator("ogretable", true)
	p.SetProducer("ogretable", true)
	if o.Title != "" {
		p.SetTitle(o.Title, true)
	}
	face := newTypeface(p)
	p.SetAutoPageBreak(false, margin)
	p.SetMargins(margin, margin, margin)
	p.SetLineCapStyle("butt")
	d := &Doc{pdf: p, face: face, opt: o, pageW: w, pageH: h, x0: margin, y0: margin, x1: w - margin, y1: h - margin}
	return d
}

// Pages returns the number of pages drawn so far.
func (d *Doc) Pages() int { return d.pdf.PageCount() }

// Write writes the finished document to w.
func (d *Doc) Write(w io.Writer) error {
	if err := d.pdf.Error(); err != nil {
		return fmt.Errorf("sheets: drawing the PDF: %w", err)
	}
	return d.pdf.Output(w)
}

// width returns the content's width.
func (d *Doc) width() float64 { return d.x1 - d.x0 }

// page starts a new page with footer text at its foot.
func (d *Doc) page(footer string) {
	d.pdf.AddPage()
	d.footer = footer
	d.y = d.y0
	d.pdf.SetDrawColor(lineGrey, lineGrey, lineGrey)
	d.pdf.SetTextColor(0, 0, 0)
	d.pdf.SetLineWidth(0.3)
	if footer != "" {
		d.font(false, 7.5)
		d.text(d.x0, d.y1+5, footer)
		n := fmt.Sprintf("page %d", d.pdf.PageNo())
		d.textRight(d.x1, d.y1+5, n)
	}
}

// room starts a new page (with the same footer) unless h millimetres are
// left on this one.
func (d *Doc) room(h float64) {
	if d.y+h > d.y1 {
		d.page(d.footer)
	}
}

// font chooses the body font, bold or not, at size points.
func (d *Doc) font(bold bool, size float64) { d.face.choose(bold, size) }

// text writes s with its baseline at y, starting at x.
func (d *Doc) text(x, y float64, s string) { d.face.text(x, y, s) }

// textRight writes s with its baseline at y, ending at x.
func (d *Doc) textRight(x, y float64, s string) { d.text(x-d.face.width(s), y, s) }

// textCenter writes s with its baseline at y, centred on x.
func (d *Doc) textCenter(x, y float64, s string) { d.text(x-d.face.width(s)/2, y, s) }

// strike draws a line through text of width w written at x on baseline y
// in a font of size points: a struck-out line.
func (d *Doc) strike(x, y, w, size float64) {
	d.pdf.SetLineWidth(0.35)
	d.pdf.Line(x, y-size*0.3528*0.33, x+w, y-size*0.3528*0.33)
	d.pdf.SetLineWidth(0.3)
}

// heading writes a section heading with a rule under it and moves down.
// keep is the height of what must follow it on its page (a table's header
// row and first rows, a chart, a first paragraph): the heading goes to the
// next page with them rather than stand alone at a page's foot. At least
// 3 mm is kept.
func (d *Doc) heading(s string, keep float64) {
	d.room(headingHeight + max(keep, 3))
	d.y += 2
	d.font(true, 12)
	d.text(d.x0, d.y+4.5, strings.ToUpper(s))
	d.pdf.SetLineWidth(0.5)
	d.pdf.Line(d.x0, d.y+6.2, d.x1, d.y+6.2)
	d.pdf.SetLineWidth(0.3)
	d.y += 9
}

// para writes s wrapped to the content width at size points and moves down.
func (d *Doc) para(s string, size float64) {
	d.font(false, size)
	lh := size * 0.3528 * 1.3
	for _, line := range d.face.split(s, d.width()) {
		d.room(lh)
		d.text(d.x0, d.y+lh*0.8, line)
		d.y += lh
	}
}

// paraHeight is the height para(s, size) takes.
func (d *Doc) paraHeight(s string, size float64) float64 {
	return float64(len(splitApart(s, size, d.width()))) * size * 0.3528 * 1.3
}

// splitApart returns s split into lines of width w at size points in the
// regular body font, as SplitText would on the page, measured on a
// document of its own: a font chosen on the page being drawn is written
// into it, and measuring must not change what is drawn.
func splitApart(s string, size, w float64) []string {
	measure.Lock()
	defer measure.Unlock()
	if measure.face == nil {
		measure.face = newTypeface(fpdf.New("P", "mm", "A4", ""))
	}
	measure.face.choose(false, size)
	return measure.face.split(s, w)
}

// measure is the document splitApart measures text on, made on first use.
var measure struct {
	sync.Mutex
	face *typeface
}

// fitFont chooses the body font, bold or not, at size points or smaller
// (down to 60% of it), the largest at which s fits width w: a text set
// smaller, never cut. A text wider than w at 60% stays wider.
func (d *Doc) fitFont(s string, bold bool, size, w float64) {
	d.fitFontTo(s, bold, size, w, 0.6)
}

// fitFontTo is fitFont down to the share least of size.
func (d *Doc) fitFontTo(s string, bold bool, size, w, least float64) {
	d.font(bold, size)
	if sw := d.face.width(s); sw > w {
		d.font(bold, max(math.Floor(size*w/sw*10)/10, size*least))
	}
}

// fitText writes s in a cell of width w from x, in a row from top of
// height h whose text sits on baseline base: on one line at size points,
// or smaller down to 75% of it, or else wrapped on lines at 75% centred in
// the row. Nothing is cut.
func (d *Doc) fitText(x, top, h, w, base float64, s string, bold bool, size float64) {
	d.fitFontTo(s, bold, size, w, 0.75)
	if d.face.width(s) <= w {
		d.text(x, base, s)
		return
	}
	small := size * 0.75
	d.font(bold, small)
	lines := d.face.split(s, w)
	lh := small * 0.3528 * 1.15
	y := top + (h-float64(len(lines))*lh)/2 + lh*0.8
	for i, l := range lines {
		d.text(x, y+float64(i)*lh, l)
	}
}

// box draws one tick box of side s at x, y: empty, filled (destroyed, lost)
// or crossed (spent).
func (d *Doc) box(x, y, s float64, mark boxMark) {
	switch mark {
	case boxFilled:
		d.pdf.SetFillColor(0, 0, 0)
		d.pdf.Rect(x, y, s, s, "FD")
	default:
		d.pdf.Rect(x, y, s, s, "D")
		if mark == boxCrossed {
			d.pdf.Line(x, y, x+s, y+s)
			d.pdf.Line(x, y+s, x+s, y)
		}
	}
}

// boxMark is what a tick box shows.
type boxMark int

// The marks of a tick box.
const (
	boxEmpty   boxMark = iota
	boxFilled          // lost or destroyed
	boxCrossed         // spent (a fired missile)
)

// num formats a number as the rules print it.
func num(f float64) string { return engine.FormatNumber(f) }

// runIn writes a paragraph at size points that starts with head in bold,
// the text running on after it, wrapped to the content width, and moves
// down.
func (d *Doc) runIn(head, body string, size float64) {
	lh := size * 0.3528 * 1.3
	d.font(false, size)
	n := len(d.face.split(head+body, d.width()))
	d.room(float64(n) * lh)
	d.pdf.SetXY(d.x0, d.y)
	d.font(true, size)
	d.face.write(lh, head)
	d.font(false, size)
	d.face.write(lh, body)
	d.y = d.pdf.GetY() + lh
}
