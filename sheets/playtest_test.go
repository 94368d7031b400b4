package sheets_test

import (
	"fmt"
	"html"
	"os/exec"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/sheets"
	"ogretable/sheets/papertest"
	"ogretable/sheets/sheetstest"
	"ogretable/tracker/present"
)

// This file holds the tests of a referee's playtest of the PDFs: what the
// printout says must be what the dashboard says, and every text must stay
// where it belongs.

// word is one word of a PDF page as pdftotext -bbox reads it, in points
// from the page's top left.
type word struct {
	page           int
	x0, y0, x1, y1 float64
	text           string
}

var (
	pageRe = regexp.MustCompile(`<page `)
	wordRe = regexp.MustCompile(`<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>`)
)

// pdfWords returns every word of the PDF at path with its box and page
// (1 the first).
func pdfWords(t *testing.T, path string) []word {
	out, err := exec.Command(sheetstest.Tool(t, "pdftotext"), "-bbox", path, "-").CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext -bbox: %v\n%s", err, out)
	}
	var ws []word
	page := 0
	for _, l := range strings.Split(string(out), "\n") {
		if pageRe.MatchString(l) {
			page++
			continue
		}
		m := wordRe.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		f := func(i int) float64 { v, _ := strconv.ParseFloat(m[i], 64); return v }
		ws = append(ws, word{page, f(1), f(2), f(3), f(4), html.UnescapeString(m[5])})
	}
	return ws
}

// mm returns a length in millimetres in points.
func mm(v float64) float64 { return v / 25.4 * 72 }

// TestRosterShowsTheDashboardsFigures: the roster's attack, range, defence
// and move are the dashboard's, asked of the same view, for every unit: a
// stack's defence counts its squads and its terrain (000 FAQ, INFANTRY: a
// stack of 3 squads defends at 3; TERRAIN: infantry in a forest or town
// double their defence), a unit with no attack shows none, not 0. An
// Ogre's attack is on its sheet (the playtest's item 1: INF3 printed D 1
// where the dashboard said 3).
func TestRosterShowsTheDashboardsFigures(t *testing.T) {
	info, cat, recs := recordsOf(t, append(slices.Clone(reportLines), "terrain INF2 forest", "add early-walker as W1 side defence"))
	st, err := sheets.Gather(info, cat, sheets.RecordsSource(recs))
	if err != nil {
		t.Fatal(err)
	}
	g := st.G
	path := sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { d.Roster(g, sheets.RosterOf{ID: 3, Name: info.Name}); return nil }))
	text := sheetstest.PDFText(t, path)
	if !regexpMatch(`INF3\s+Infantry Squad\s+3\s+1\s+3\s+2\s`, text) {
		t.Errorf("INF3, a stack of 3 squads, is not printed A 3, R 1, D 3, M 2 as the dashboard shows it:\n%s", text)
	}
	for _, r := range present.RosterRows(g, "") {
		if r.Kind != present.RowUnit {
			continue
		}
		u := g.Unit(r.Label)
		cells := []string{}
		for _, c := range r.Cells[3 : len(r.Cells)-1] {
			cells = append(cells, regexp.QuoteMeta(c.Text))
		}
		if crt.IsOgre(u) {
			cells[0] = "sheet"
		}
		re := regexp.QuoteMeta(u.Label) + `\s+` + regexp.QuoteMeta(u.Type.Name) + `\s+` + strings.Join(cells, `\s+`) + `\s`
		if !regexpMatch(re, text) {
			t.Errorf("%s's row is not the dashboard's %v (%s):\n%s", u.Label, r.Text(), re, text)
		}
	}
}

// TestRosterKeepsEachTextInItsColumn: every word of a roster's row ends
// 1.5 mm or more before the next column, so that two cells read as two: a destroyed Ogre's "79 to defence" stays clear of
// its "treads 0/45" (the playtest's item 5), in a game of two sides and of
// three ("to its enemy").
func TestRosterKeepsEachTextInItsColumn(t *testing.T) {
	info, cat, recs := recordsOf(t, reportLines)
	st, err := sheets.Gather(info, cat, sheets.RecordsSource(recs))
	if err != nil {
		t.Fatal(err)
	}
	for _, sides := range [][]string{{"ogre", "defence"}, {"ogre", "defence", "reserve"}} {
		g := st.G.Clone()
		g.Sides = sides
		u := g.Unit("MK3")
		u.Status = engine.StatusDestroyed
		crt.UnitOf(u).Treads = 0
		for _, w := range crt.UnitOf(u).Weapons {
			w.Status = engine.StatusDestroyed
		}
		path := sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { d.Roster(g, sheets.RosterOf{ID: 3, Name: info.Name}); return nil }))
		ws := pdfWords(t, path)
		// The rows: the words level with a unit's label.
		rows := map[float64]string{}
		for _, w := range ws {
			if g.Unit(w.text) != nil && w.x0 < mm(sheets.Margin)+1 {
				rows[w.y1] = w.text
			}
		}
		if len(rows) != len(g.Units) {
			t.Fatalf("%d rows found, want %d", len(rows), len(g.Units))
		}
		for _, w := range ws {
			label := ""
			for y, l := range rows {
				if w.y0 > y-mm(7.5) && w.y1 < y+mm(3) {
					label = l
				}
			}
			if label == "" {
				continue
			}
			col := 0 // the column the word starts in
			for i, c := range sheets.RosterCols {
				if w.x0+0.5 >= mm(sheets.Margin+c) {
					col = i
				}
			}
			if col+1 < len(sheets.RosterCols) && w.x1 > mm(sheets.Margin+sheets.RosterCols[col+1]-1.5) {
				t.Errorf("%d sides: %s's %q (%.1f to %.1f pt) runs into the next column (from %.1f pt)", len(sides), label, w.text, w.x0, w.x1, mm(sheets.Margin+sheets.RosterCols[col+1]))
			}
		}
		wv, tv := crt.VPLost(g, u)
		if want := sheets.Num(wv+tv) + " to " + sheets.EnemyName(g, "ogre"); !strings.Contains(sheetstest.PDFRaw(t, path), want) {
			t.Errorf("%d sides: the destroyed Ogre's VP are not %q:\n%s", len(sides), want, sheetstest.PDFRaw(t, path))
		}
	}
}

// TestReportCreditSaysOneTread: a ram that costs the Ogre 1 tread is
// credited as "1 tread of MK3", not "1 treads" (the playtest's item 4;
// OFFICIAL-NOTES, Ramming: the Ogre loses 1 tread to a rammer that is not
// a heavy tank).
func TestReportCreditSaysOneTread(t *testing.T) {
	info, cat, recs := recordsOf(t, append(slices.Clone(reportLines), "next", "ram GEV2 MK3"))
	text := sheetstest.PDFRaw(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) })))
	for _, want := range []string{"GEV2 (defence) · 1 VP: 1 tread of MK3", "HWZ1 (defence) · 6 VP: 6 treads of MK3"} {
		if !strings.Contains(text, want) {
			t.Errorf("the kill credit lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "1 treads") {
		t.Errorf("the report says \"1 treads\":\n%s", text)
	}
}

// headingLike matches a line of pdftotext -layout that opens a block: a
// section heading (set in capitals), a table's column titles, a turn of
// the timeline.
var headingLike = regexp.MustCompile(`^(?:[A-Z0-9][A-Z0-9 ·:,.'“”()-]+|side\s+(?:units|dice rolled)\b.*|label\s+type\b.*|Turn \d+)$`)

// lastLines returns the last content line of each page of the PDF at path
// (the footer left out), as pdftotext -layout reads them.
func lastLines(t *testing.T, path string) []string {
	var out []string
	for i, page := range strings.Split(sheetstest.PDFText(t, path), "\f") {
		var lines []string
		for _, l := range strings.Split(page, "\n") {
			if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "ogretable ·") {
				lines = append(lines, l)
			}
		}
		if len(lines) > 0 {
			out = append(out, fmt.Sprintf("page %d: %s", i+1, lines[len(lines)-1]))
		}
	}
	return out
}

// TestNoHeadingAloneAtAPagesFoot: a section heading, a table's column
// titles and a turn of the timeline go to the next page with their first
// rows, never left as a page's last line (the playtest's item 2: "DICE AND
// LUCK" with its column titles at the foot of a page, its rows on the
// next). Reports of games with 0 to 14 more Ogres, rosters of 20 to 36
// Ogres, on both papers, move every heading down the page.
func TestNoHeadingAloneAtAPagesFoot(t *testing.T) {
	check := func(what, path string) {
		t.Helper()
		for _, l := range lastLines(t, path) {
			if _, line, _ := strings.Cut(l, ": "); headingLike.MatchString(line) {
				t.Errorf("%s: %s is left alone at the page's foot", what, l)
			}
		}
	}
	for _, paper := range []sheets.Paper{sheets.Letter, sheets.A4} {
		for n := 0; n <= 14; n++ {
			lines := slices.Clone(reportLines)
			for i := range n {
				lines = append(lines, fmt.Sprintf("add mark-iii as MK%d side ogre", 10+i))
			}
			info, cat, recs := recordsOf(t, lines)
			path := sheetstest.Saved(t, papertest.Render(t, sheets.Options{Paper: paper}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) }))
			check(fmt.Sprintf("the report on %s with %d more Ogres", paper, n), path)
		}
		for n := 20; n <= 36; n++ {
			var lines []string
			for i := range n {
				lines = append(lines, fmt.Sprintf("add mark-iii as MK%d side ogre", 10+i))
			}
			info, cat, recs := recordsOf(t, lines)
			st, err := sheets.Gather(info, cat, sheets.RecordsSource(recs))
			if err != nil {
				t.Fatal(err)
			}
			path := sheetstest.Saved(t, papertest.Render(t, sheets.Options{Paper: paper}, func(d *sheets.Doc) error { d.Roster(st.G, sheets.RosterOf{ID: 3, Name: info.Name}); return nil }))
			check(fmt.Sprintf("the roster on %s with %d more Ogres", paper, n), path)
		}
	}
}

// chartLines are a game of two turns: the Ogre kills a heavy tank and
// loses treads in each, so that every line of the charts moves.
var chartLines = append(slices.Clone(reportLines), "next", "next", "next", "next", "fire MK3.secondary1 at HVY2 die 6",
	"next", "next", "next", "next", "fire MSL1 at MK3.treads die 6")

// overlap reports whether the boxes of a and b overlap by more than a
// quarter of a point each way.
func overlap(ax0, ay0, ax1, ay1, bx0, by0, bx1, by1 float64) bool {
	return ax0 < bx1-0.25 && bx0 < ax1-0.25 && ay0 < by1-0.25 && by0 < ay1-0.25
}

// TestChartsKeepTheirTextsClear: the report's charts write nothing inside
// a line chart's plotted area, where a line could cross it (the legend
// stands to its right: the playtest's item 3, "ogre VP" crossed by the
// ogre VP line, "MK3 working weapons" touched by the treads line), and no
// text of the charts' page overlaps another (a full bar's label ran into
// the bar chart's title).
func TestChartsKeepTheirTextsClear(t *testing.T) {
	info, cat, recs := recordsOf(t, chartLines)
	st, err := sheets.Gather(info, cat, sheets.RecordsSource(recs))
	if err != nil {
		t.Fatal(err)
	}
	if st.Turns < 2 {
		t.Fatalf("the test game has %d turns, want 2 for its charts", st.Turns)
	}
	pdf := papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error {
		d.Page("charts")
		d.ReportDiceAndCharts(st)
		return nil
	})
	path := sheetstest.Saved(t, pdf)
	if p := sheetstest.PDFInfo(t, path)["Pages"]; p != "1" {
		t.Fatalf("%s pages, want the charts on 1", p)
	}
	ws := pdfWords(t, path)
	for _, name := range []string{"ogre VP", "defence VP", "MK3 treads", "MK3 working weapons"} {
		if !strings.Contains(sheetstest.PDFRaw(t, path), name) {
			t.Errorf("no legend %q", name)
		}
	}
	// The plotted areas: the line charts' frames, 41 mm high.
	plots := 0
	for _, r := range sheetstest.Rects(t, pdf)[0] {
		if r.Op != "S" || !sheetstest.Near(r.H, mm(55-14)) {
			continue
		}
		plots++
		top := 792 - r.Y // from the page's top, as pdftotext measures
		for _, w := range ws {
			if overlap(w.x0, w.y0, w.x1, w.y1, r.X, top, r.X+r.W, top+r.H) {
				t.Errorf("%q is written inside a chart's plotted area, where its lines run", w.text)
			}
		}
	}
	if plots != 2 {
		t.Errorf("%d plotted areas found, want 2 (VP per side, MK3)", plots)
	}
	for i, a := range ws {
		for _, b := range ws[i+1:] {
			if overlap(a.x0, a.y0, a.x1, a.y1, b.x0, b.y0, b.x1, b.y1) {
				t.Errorf("%q and %q overlap", a.text, b.text)
			}
		}
	}
}
