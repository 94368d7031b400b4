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

// series is one line of a chart: a value a turn.
type series struct {
	name   string
	values []float64
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
func (d *Doc) lineChart(title, yLabel string, w, h float64, first int, ss []series) {
	d.room(h + 10)
	x0, top := d.x0, d.y
	d.font(true, 9)
	d.text(x0, top+3.5, title)
	px, py := x0+12, top+6 // the plot area
	pw, ph := w-16-legendW, h-14
	n, hi := 0, 1.0
	for _, s := range ss {
		n = max(n, len(s.values))
		for _, v := range s.values {
			hi = math.Max(hi, v)
		}
	}
	step := niceStep(hi)
	hi = math.Ceil(hi/step) * step
	d.pdf.SetLineWidth(0.2)
	d.pdf.Rect(px, py, pw, ph, "D")
	d.font(false, 6.5)
	for i := 0; float64(i)*step <= hi+step/2; i++ {
		v := tick(i, step)
		y := py + ph - v/hi*ph
		d.pdf.SetLineWidth(0.08)
		d.pdf.Line(px, y, px+pw, y)
		d.textRight(px-1, y+1, num(v))
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
			d.text(xAt(i), py+ph+3, "set-up")
			continue
		}
		d.textCenter(xAt(i), py+ph+3, fmt.Sprint(first+i))
	}
	d.textCenter(px+pw/2, py+ph+6.5, "at set-up, then at the end of each turn · "+yLabel)
	for k, s := range ss {
		d.pdf.SetLineWidth(0.5)
		d.pdf.SetDashPattern(dashes[k%len(dashes)], 0)
		if m := len(s.values); m > 1 {
			// One path through the points, at most maxPoints of them:
			// a point every step, and the last.
			step := max(1, (m+maxPoints-1)/maxPoints)
			d.pdf.MoveTo(xAt(0), py+ph-s.values[0]/hi*ph)
			for i := step; i < m+step-1; i += step {
				i = min(i, m-1)
				d.pdf.LineTo(xAt(i), py+ph-s.values[i]/hi*ph)
			}
			d.pdf.DrawPath("D")
		}
		d.pdf.SetDashPattern(nil, 0)
		if n <= maxMarkers {
			for i, v := range s.values {
				d.marker(markerOf(k), xAt(i), py+ph-v/hi*ph)
			}
		}
		// The legend, right of the plot, one line a series.
		lx, ly := px+pw+4, py+3+float64(k)*3.6
		d.pdf.SetLineWidth(0.5)
		d.pdf.SetDashPattern(dashes[k%len(dashes)], 0)
		d.pdf.Line(lx, ly-1, lx+8, ly-1)
		d.pdf.SetDashPattern(nil, 0)
		d.marker(markerOf(k), lx+4, ly-1)
		d.fitFont(s.name, false, 6.5, legendW-14)
		d.text(lx+10, ly, s.name)
	}
	d.pdf.SetLineWidth(0.3)
	d.y = top + h
}

// markerOf returns the marker of a chart's series k: the dash patterns
// repeat every len(dashes) series, and the markers shift by one each time
// they do, so that up to 16 series each have a pattern and marker of their
// own (a DSII cup's four colours drawn and expected are eight).
func markerOf(k int) int { return k + k/len(dashes) }

// marker draws series k's marker at x, y: a dot, a square, a triangle or a
// ring.
func (d *Doc) marker(k int, x, y float64) {
	const r = 0.8
	d.pdf.SetLineWidth(0.2)
	d.pdf.SetFillColor(0, 0, 0)
	switch k % 4 {
	case 0:
		d.pdf.Circle(x, y, r, "F")
	case 1:
		d.pdf.Rect(x-r, y-r, 2*r, 2*r, "F")
	case 2:
		d.pdf.Polygon([]fpdf.PointType{{X: x, Y: y - r}, {X: x + r, Y: y + r}, {X: x - r, Y: y + r}}, "F")
	default:
		d.pdf.Circle(x, y, r, "D")
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

// barPair is one group of a bar chart: two values side by side.
type barPair struct {
	name string
	a, b float64
}

// pairChart draws a group of two bars for each pair, the first hatched
// light, the second solid, labelled aName and bName, in w by h. The
// plotted area starts far enough under the title for a full bar's label
// to stand clear of it.
func (d *Doc) pairChart(title, aName, bName string, w, h float64, pairs []barPair) {
	d.room(h + 8)
	top := d.y
	d.font(true, 9)
	d.text(d.x0, top+3.5, title)
	px, py := d.x0+12, top+9
	pw, ph := w-16, h-17
	hi := 1.0
	for _, p := range pairs {
		hi = math.Max(hi, math.Max(p.a, p.b))
	}
	step := niceStep(hi)
	hi = math.Ceil(hi/step) * step
	d.pdf.SetLineWidth(0.2)
	d.pdf.Line(px, py+ph, px+pw, py+ph)
	d.pdf.Line(px, py, px, py+ph)
	d.font(false, 6.5)
	for i := 0; float64(i)*step <= hi+step/2; i++ {
		v := tick(i, step)
		y := py + ph - v/hi*ph
		d.textRight(px-1, y+1, num(v))
	}
	gw := pw / float64(max(len(pairs), 1))
	bw := math.Min(gw/3, 14)
	for i, p := range pairs {
		gx := px + float64(i)*gw + gw/2
		ha, hb := p.a/hi*ph, p.b/hi*ph
		d.pdf.SetFillColor(200, 200, 200)
		d.pdf.Rect(gx-bw-0.5, py+ph-ha, bw, ha, "FD")
		d.pdf.SetFillColor(0, 0, 0)
		d.pdf.Rect(gx+0.5, py+ph-hb, bw, hb, "FD")
		d.font(false, 6.5)
		d.textCenter(gx-bw/2-0.5, py+ph-ha-1, fmt.Sprintf("%.1f", p.a))
		d.textCenter(gx+bw/2+0.5, py+ph-hb-1, num(p.b))
		d.font(true, 7.5)
		d.textCenter(gx, py+ph+3.5, p.name)
	}
	lx := px + pw + 3
	d.pdf.SetFillColor(200, 200, 200)
	d.pdf.Rect(lx, py, 3, 3, "FD")
	d.pdf.SetFillColor(0, 0, 0)
	d.pdf.Rect(lx, py+5, 3, 3, "FD")
	d.font(false, 6.5)
	d.text(lx+4, py+2.6, aName)
	d.text(lx+4, py+7.6, bName)
	d.y = top + h
}

// tick returns the i-th tick of an axis of the given step, rounded so that
// a label reads 0.6, not the 0.6000000000000001 that adding steps gives.
func tick(i int, step float64) float64 {
	return math.Round(float64(i)*step*1e9) / 1e9
}
