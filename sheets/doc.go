// Package sheets draws the PDFs a referee prints and keeps: unit record
// sheets (blank, or with a game's damage marked), force rosters and the
// post-game battle report. It only draws: it reads the catalog, the game
// state, the presentation and the log, asks the engine for every rule
// (movement bands, VP, odds), and never changes what it reads.
//
// What a rule system prints of its own (its kinds of unit sheet, its
// roster's columns, its sections of the report) it registers from a
// package of its own (paper.go says how): sheets/SYSTEMpaper. This
// package imports no system and names none.
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
const HeadingHeight = 11.0

// Doc is one PDF being drawn: pages of sheets, rosters or a report.
type Doc struct {
	PDF   *fpdf.Fpdf
	Face  *typeface // sets its text (fonts.go)
	opt   Options
	pageW float64 // the page, in mm
	pageH float64
	// x0, y0, x1, y1 bound the content: the page inside its margins.
	X0, Y0, X1, Y1 float64
	Y              float64 // where the next block goes on the page
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
	d := &Doc{PDF: p, Face: face, opt: o, pageW: w, pageH: h, X0: margin, Y0: margin, X1: w - margin, Y1: h - margin}
	return d
}

// Pages returns the number of pages drawn so far.
func (d *Doc) Pages() int { return d.PDF.PageCount() }

// Write writes the finished document to w.
func (d *Doc) Write(w io.Writer) error {
	if err := d.PDF.Error(); err != nil {
		return fmt.Errorf("sheets: drawing the PDF: %w", err)
	}
	return d.PDF.Output(w)
}

// Width returns the content's width.
func (d *Doc) Width() float64 { return d.X1 - d.X0 }

// Page starts a new page with footer text at its foot.
func (d *Doc) Page(footer string) {
	d.PDF.AddPage()
	d.footer = footer
	d.Y = d.Y0
	d.PDF.SetDrawColor(lineGrey, lineGrey, lineGrey)
	d.PDF.SetTextColor(0, 0, 0)
	d.PDF.SetLineWidth(0.3)
	if footer != "" {
		d.Font(false, 7.5)
		d.Text(d.X0, d.Y1+5, footer)
		n := fmt.Sprintf("page %d", d.PDF.PageNo())
		d.TextRight(d.X1, d.Y1+5, n)
	}
}

// Room starts a new page (with the same footer) unless h millimetres are
// left on this one.
func (d *Doc) Room(h float64) {
	if d.Y+h > d.Y1 {
		d.Page(d.footer)
	}
}

// Font chooses the body font, bold or not, at size points.
func (d *Doc) Font(bold bool, size float64) { d.Face.choose(bold, size) }

// Text writes s with its baseline at y, starting at x.
func (d *Doc) Text(x, y float64, s string) { d.Face.text(x, y, s) }

// TextRight writes s with its baseline at y, ending at x.
func (d *Doc) TextRight(x, y float64, s string) { d.Text(x-d.Face.Width(s), y, s) }

// TextCenter writes s with its baseline at y, centred on x.
func (d *Doc) TextCenter(x, y float64, s string) { d.Text(x-d.Face.Width(s)/2, y, s) }

// Strike draws a line through text of width w written at x on baseline y
// in a font of size points: a struck-out line.
func (d *Doc) Strike(x, y, w, size float64) {
	d.PDF.SetLineWidth(0.35)
	d.PDF.Line(x, y-size*0.3528*0.33, x+w, y-size*0.3528*0.33)
	d.PDF.SetLineWidth(0.3)
}

// Heading writes a section heading with a rule under it and moves down.
// keep is the height of what must follow it on its page (a table's header
// row and first rows, a chart, a first paragraph): the heading goes to the
// next page with them rather than stand alone at a page's foot. At least
// 3 mm is kept.
func (d *Doc) Heading(s string, keep float64) {
	d.Room(HeadingHeight + max(keep, 3))
	d.Y += 2
	d.Font(true, 12)
	d.Text(d.X0, d.Y+4.5, strings.ToUpper(s))
	d.PDF.SetLineWidth(0.5)
	d.PDF.Line(d.X0, d.Y+6.2, d.X1, d.Y+6.2)
	d.PDF.SetLineWidth(0.3)
	d.Y += 9
}

// Para writes s wrapped to the content width at size points and moves down.
func (d *Doc) Para(s string, size float64) {
	d.Font(false, size)
	lh := size * 0.3528 * 1.3
	for _, line := range d.Face.Split(s, d.Width()) {
		d.Room(lh)
		d.Text(d.X0, d.Y+lh*0.8, line)
		d.Y += lh
	}
}

// ParaHeight is the height para(s, size) takes.
func (d *Doc) ParaHeight(s string, size float64) float64 {
	return float64(len(splitApart(s, size, d.Width()))) * size * 0.3528 * 1.3
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
	return measure.face.Split(s, w)
}

// measure is the document splitApart measures text on, made on first use.
var measure struct {
	sync.Mutex
	face *typeface
}

// FitFont chooses the body font, bold or not, at size points or smaller
// (down to 60% of it), the largest at which s fits width w: a text set
// smaller, never cut. A text wider than w at 60% stays wider.
func (d *Doc) FitFont(s string, bold bool, size, w float64) {
	d.FitFontTo(s, bold, size, w, 0.6)
}

// FitFontTo is fitFont down to the share least of size.
func (d *Doc) FitFontTo(s string, bold bool, size, w, least float64) {
	d.Font(bold, size)
	if sw := d.Face.Width(s); sw > w {
		d.Font(bold, max(math.Floor(size*w/sw*10)/10, size*least))
	}
}

// FitText writes s in a cell of width w from x, in a row from top of
// height h whose text sits on baseline base: on one line at size points,
// or smaller down to 75% of it, or else wrapped on lines at 75% centred in
// the row. Nothing is cut.
func (d *Doc) FitText(x, top, h, w, base float64, s string, bold bool, size float64) {
	d.FitFontTo(s, bold, size, w, 0.75)
	if d.Face.Width(s) <= w {
		d.Text(x, base, s)
		return
	}
	small := size * 0.75
	d.Font(bold, small)
	lines := d.Face.Split(s, w)
	lh := small * 0.3528 * 1.15
	y := top + (h-float64(len(lines))*lh)/2 + lh*0.8
	for i, l := range lines {
		d.Text(x, y+float64(i)*lh, l)
	}
}

// Box draws one tick box of side s at x, y: empty, filled (destroyed, lost)
// or crossed (spent).
func (d *Doc) Box(x, y, s float64, mark BoxMark) {
	switch mark {
	case BoxFilled:
		d.PDF.SetFillColor(0, 0, 0)
		d.PDF.Rect(x, y, s, s, "FD")
	default:
		d.PDF.Rect(x, y, s, s, "D")
		if mark == BoxCrossed {
			d.PDF.Line(x, y, x+s, y+s)
			d.PDF.Line(x, y+s, x+s, y)
		}
	}
}

// BoxMark is what a tick box shows.
type BoxMark int

// The marks of a tick box.
const (
	BoxEmpty   BoxMark = iota
	BoxFilled          // lost or destroyed
	BoxCrossed         // spent (a fired missile)
)

// Num formats a number as the rules print it.
func Num(f float64) string { return engine.FormatNumber(f) }

// RunIn writes a paragraph at size points that starts with head in bold,
// the text running on after it, wrapped to the content width, and moves
// down.
func (d *Doc) RunIn(head, body string, size float64) {
	lh := size * 0.3528 * 1.3
	d.Font(false, size)
	n := len(d.Face.Split(head+body, d.Width()))
	d.Room(float64(n) * lh)
	d.PDF.SetXY(d.X0, d.Y)
	d.Font(true, size)
	d.Face.write(lh, head)
	d.Font(false, size)
	d.Face.write(lh, body)
	d.Y = d.PDF.GetY() + lh
}
