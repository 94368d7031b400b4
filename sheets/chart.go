package sheets

import (
	"fmt"
	"math"

	"codeberg.org/go-pdf/fpdf"
)

// This file is the report's charts, drawn as vectors with fpdf's own
// primitives: line charts over the turns and paired bars. Series are told
// apart by dash pattern and marker, never by colour alone, so they read in
// black and white.

// Series is one line of a chart: a value a turn.
type Series struct {
	Name   string
	Values []float64
}

// dashes are the dash patterns of a chart's series, in order.
var dashes = [][]float64{nil, {2, 1}, {0.6, 0.8}, {3, 1, 0.6, 1}}

// maxMarkers is the most points a chart marks each with its series'
// marker; a longer series (a long game's turns) is told apart by its dash
// pattern alone, and drawn through at most maxPoints of its points.
const (
	maxMarkers = 40
	maxPoints  = 400
)

// legendW is the width of a line chart's legend, right of its plotted
// area: a sample of the line with its marker, and the series' name.
const legendW = 46.0

// lineChart draws series over the turns (values[i] is at the end of turn
// first+i; turn 0 is the set-up) in a box of w by h at the current position, titled, with its
// legend to the right of the plotted area, where no line crosses it, and
// moves down.
func (d *Doc) lineChart(title, yLabel string, w, h float64, first int, ss []Series) {
	d.Room(h + 10)
	x0, top := d.X0, d.Y
	d.Font(true, 9)
	d.Text(x0, top+3.5, title)
	px, py := x0+12, top+6 // the plot area
	pw, ph := w-16-legendW, h-14
	n, hi := 0, 1.0
	for _, s := range ss {
		n = max(n, len(s.Values))
		for _, v := range s.Values {
			hi = math.Max(hi, v)
		}
	}
	step := niceStep(hi)
	hi = math.Ceil(hi/step) * step
	d.PDF.SetLineWidth(0.2)
	d.PDF.Rect(px, py, pw, ph, "D")
	d.Font(false, 6.5)
	for i := 0; float64(i)*step <= hi+step/2; i++ {
		v := tick(i, step)
		y := py + ph - v/hi*ph
		d.PDF.SetLineWidth(0.08)
		d.PDF.Line(px, y, px+pw, y)
		d.TextRight(px-1, y+1, Num(v))
	}
	xAt := func(i int) float64 {
		if n <= 1 {
			return px + pw/2
		}
		return px + float64(i)*pw/float64(n-1)
	}
	every := max(1, (n+11)/12)
	for i := 0; i < n; i += every {
		if first+i == 0 {
			// The set-up, written from its point on, clear of the
			// axis's 0 left of it.
			d.Text(xAt(i), py+ph+3, "set-up")
			continue
		}
		d.TextCenter(xAt(i), py+ph+3, fmt.Sprint(first+i))
	}
	d.TextCenter(px+pw/2, py+ph+6.5, "at set-up, then at the end of each turn · "+yLabel)
	for k, s := range ss {
		d.PDF.SetLineWidth(0.5)
		d.PDF.SetDashPattern(dashes[k%len(dashes)], 0)
		if m := len(s.Values); m > 1 {
			// One path through the points, at most maxPoints of them:
			// a point every step, and the last.
			step := max(1, (m+maxPoints-1)/maxPoints)
			d.PDF.MoveTo(xAt(0), py+ph-s.Values[0]/hi*ph)
			for i := step; i < m+step-1; i += step {
				i = min(i, m-1)
				d.PDF.LineTo(xAt(i), py+ph-s.Values[i]/hi*ph)
			}
			d.PDF.DrawPath("D")
		}
		d.PDF.SetDashPattern(nil, 0)
		if n <= maxMarkers {
			for i, v := range s.Values {
				d.marker(markerOf(k), xAt(i), py+ph-v/hi*ph)
			}
		}
		// The legend, right of the plot, one line a series.
		lx, ly := px+pw+4, py+3+float64(k)*3.6
		d.PDF.SetLineWidth(0.5)
		d.PDF.SetDashPattern(dashes[k%len(dashes)], 0)
		d.PDF.Line(lx, ly-1, lx+8, ly-1)
		d.PDF.SetDashPattern(nil, 0)
		d.marker(markerOf(k), lx+4, ly-1)
		d.FitFont(s.Name, false, 6.5, legendW-14)
		d.Text(lx+10, ly, s.Name)
	}
	d.PDF.SetLineWidth(0.3)
	d.Y = top + h
}

// markerOf returns the marker of a chart's series k: the dash patterns
// repeat every len(dashes) series, and the markers shift by one each time
// they do, so that up to 16 series each have a pattern and marker of their
// own (four kinds of chit, each drawn and expected, are eight).
func markerOf(k int) int { return k + k/len(dashes) }

// marker draws series k's marker at x, y: a dot, a square, a triangle or a
// ring.
func (d *Doc) marker(k int, x, y float64) {
	const r = 0.8
	d.PDF.SetLineWidth(0.2)
	d.PDF.SetFillColor(0, 0, 0)
	switch k % 4 {
	case 0:
		d.PDF.Circle(x, y, r, "F")
	case 1:
		d.PDF.Rect(x-r, y-r, 2*r, 2*r, "F")
	case 2:
		d.PDF.Polygon([]fpdf.PointType{{X: x, Y: y - r}, {X: x + r, Y: y + r}, {X: x - r, Y: y + r}}, "F")
	default:
		d.PDF.Circle(x, y, r, "D")
	}
}

// niceStep returns a round step for an axis up to hi.
func niceStep(hi float64) float64 {
	raw := hi / 5
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*mag >= raw {
			return m * mag
		}
	}
	return 10 * mag
}

// BarPair is one group of a bar chart: two values side by side.
type BarPair struct {
	Name string
	A, B float64
}

// PairChart draws a group of two bars for each pair, the first hatched
// light, the second solid, labelled aName and bName, in w by h. The
// plotted area starts far enough under the title for a full bar's label
// to stand clear of it.
func (d *Doc) PairChart(title, aName, bName string, w, h float64, pairs []BarPair) {
	d.Room(h + 8)
	top := d.Y
	d.Font(true, 9)
	d.Text(d.X0, top+3.5, title)
	px, py := d.X0+12, top+9
	pw, ph := w-16, h-17
	hi := 1.0
	for _, p := range pairs {
		hi = math.Max(hi, math.Max(p.A, p.B))
	}
	step := niceStep(hi)
	hi = math.Ceil(hi/step) * step
	d.PDF.SetLineWidth(0.2)
	d.PDF.Line(px, py+ph, px+pw, py+ph)
	d.PDF.Line(px, py, px, py+ph)
	d.Font(false, 6.5)
	for i := 0; float64(i)*step <= hi+step/2; i++ {
		v := tick(i, step)
		y := py + ph - v/hi*ph
		d.TextRight(px-1, y+1, Num(v))
	}
	gw := pw / float64(max(len(pairs), 1))
	bw := math.Min(gw/3, 14)
	for i, p := range pairs {
		gx := px + float64(i)*gw + gw/2
		ha, hb := p.A/hi*ph, p.B/hi*ph
		d.PDF.SetFillColor(200, 200, 200)
		d.PDF.Rect(gx-bw-0.5, py+ph-ha, bw, ha, "FD")
		d.PDF.SetFillColor(0, 0, 0)
		d.PDF.Rect(gx+0.5, py+ph-hb, bw, hb, "FD")
		d.Font(false, 6.5)
		d.TextCenter(gx-bw/2-0.5, py+ph-ha-1, fmt.Sprintf("%.1f", p.A))
		d.TextCenter(gx+bw/2+0.5, py+ph-hb-1, Num(p.B))
		d.Font(true, 7.5)
		d.TextCenter(gx, py+ph+3.5, p.Name)
	}
	lx := px + pw + 3
	d.PDF.SetFillColor(200, 200, 200)
	d.PDF.Rect(lx, py, 3, 3, "FD")
	d.PDF.SetFillColor(0, 0, 0)
	d.PDF.Rect(lx, py+5, 3, 3, "FD")
	d.Font(false, 6.5)
	d.Text(lx+4, py+2.6, aName)
	d.Text(lx+4, py+7.6, bName)
	d.Y = top + h
}

// tick returns the i-th tick of an axis of the given step, rounded so that
// a label reads 0.6, not the 0.6000000000000001 that adding steps gives.
func tick(i int, step float64) float64 {
	return math.Round(float64(i)*step*1e9) / 1e9
}
