package sheets

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
	st, err := gather(info, cat, RecordsSource(recs))
	if err != nil {
		t.Fatal(err)
	}
	g := st.g
	path := saved(t, render(t, Options{}, func(d *Doc) error { d.Roster(g, RosterOf{ID: 3, Name: info.Name}); return nil }))
	text := pdfText(t, path)
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
	st, err := gather(info, cat, RecordsSource(recs))
	if err != nil {
		t.Fatal(err)
	}
	for _, sides := range [][]string{{"ogre", "defence"}, {"ogre", "defence", "reserve"}} {
		g := st.g.Clone()
		g.Sides = sides
		u := g.Unit("MK3")
		u.Status = engine.StatusDestroyed
		crt.UnitOf(u).Treads = 0
		for _, w := range crt.UnitOf(u).Weapons {
			w.Status = engine.StatusDestroyed
		}
		path := saved(t, render(t, Options{}, func(d *Doc) error { d.Roster(g, RosterOf{ID: 3, Name: info.Name}); return nil }))
		ws := pdfWords(t, path)
		// The rows: the words level with a unit's label.
		rows := map[float64]string{}
		for _, w := range ws {
			if g.Unit(w.text) != nil && w.x0 < mm(margin)+1 {
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
			for i, c := range rosterCols {
				if w.x0+0.5 >= mm(margin+c) {
					col = i
				}
			}
			if col+1 < len(rosterCols) && w.x1 > mm(margin+rosterCols[col+1]-1.5) {
				t.Errorf("%d sides: %s's %q (%.1f to %.1f pt) runs into the next column (from %.1f pt)", len(sides), label, w.text, w.x0, w.x1, mm(margin+rosterCols[col+1]))
			}
		}
		wv, tv := crt.VPLost(g, u)
		if want := Num(wv+tv) + " to " + enemyName(g, "ogre"); !strings.Contains(pdfRaw(t, path), want) {
			t.Errorf("%d sides: the destroyed Ogre's VP are not %q:\n%s", len(sides), want, pdfRaw(t, path))
		}
	}
}

// TestReportCreditSaysOneTread: a ram that costs the Ogre 1 tread is
// credited as "1 tread of MK3", not "1 treads" (the playtest's item 4;
// OFFICIAL-NOTES, Ramming: the Ogre loses 1 tread to a rammer that is not
// a heavy tank).
func TestReportCreditSaysOneTread(t *testing.T) {
	info, cat, recs := recordsOf(t, append(slices.Clone(reportLines), "next", "ram GEV2 MK3"))
	text := pdfRaw(t, saved(t, render(t, Options{}, func(d *Doc) error { return d.Report(info, cat, RecordsSource(recs)) })))
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
	for i, page := range strings.Split(pdfText(t, path), "\f") {
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
	for _, paper := range []Paper{Letter, A4} {
		for n := 0; n <= 14; n++ {
			lines := slices.Clone(reportLines)
			for i := range n {
				lines = append(lines, fmt.Sprintf("add mark-iii as MK%d side ogre", 10+i))
			}
			info, cat, recs := recordsOf(t, lines)
			path := saved(t, render(t, Options{Paper: paper}, func(d *Doc) error { return d.Report(info, cat, RecordsSource(recs)) }))
			check(fmt.Sprintf("the report on %s with %d more Ogres", paper, n), path)
		}
		for n := 20; n <= 36; n++ {
			var lines []string
			for i := range n {
				lines = append(lines, fmt.Sprintf("add mark-iii as MK%d side ogre", 10+i))
			}
			info, cat, recs := recordsOf(t, lines)
			st, err := gather(info, cat, RecordsSource(recs))
			if err != nil {
				t.Fatal(err)
			}
			path := saved(t, render(t, Options{Paper: paper}, func(d *Doc) error { d.Roster(st.g, RosterOf{ID: 3, Name: info.Name}); return nil }))
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
	st, err := gather(info, cat, RecordsSource(recs))
	if err != nil {
		t.Fatal(err)
	}
	if st.turns < 2 {
		t.Fatalf("the test game has %d turns, want 2 for its charts", st.turns)
	}
	pdf := render(t, Options{}, func(d *Doc) error {
		d.Page("charts")
		d.reportDice(st)
		d.reportCharts(st)
		return nil
	})
	path := saved(t, pdf)
	if p := pdfInfo(t, path)["Pages"]; p != "1" {
		t.Fatalf("%s pages, want the charts on 1", p)
	}
	ws := pdfWords(t, path)
	for _, name := range []string{"ogre VP", "defence VP", "MK3 treads", "MK3 working weapons"} {
		if !strings.Contains(pdfRaw(t, path), name) {
			t.Errorf("no legend %q", name)
		}
	}
	// The plotted areas: the line charts' frames, 41 mm high.
	plots := 0
	for _, r := range rects(t, pdf)[0] {
		if r.op != "S" || !near(r.h, mm(55-14)) {
			continue
		}
		plots++
		top := 792 - r.y // from the page's top, as pdftotext measures
		for _, w := range ws {
			if overlap(w.x0, w.y0, w.x1, w.y1, r.x, top, r.x+r.w, top+r.h) {
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

// TestWalkersSayTheirWorthAndGenerationOneWay: a catalog walker's sheet
// and a designed walker's say their VP the same way ("worth 12 VP to the
// enemy", never "12 VPs"), and both are named by their generation, on the
// sheet and on the roster: the catalog's early walker (12 VP) as "early
// walker" like a design of that generation, its late walker (18 VP) as
// "late walker" (the playtest's item 6; 000 FAQ, Walkers, 4.0 Buying
// Walkers: early 12 VP, late 18).
func TestWalkersSayTheirWorthAndGenerationOneWay(t *testing.T) {
	early := engine.WalkerDesign{Name: "Hoplite", Generation: engine.GenerationEarly, Attack: 4, Defense: 4, Range: 3, Move: 5}
	g := walkerGame(t, "add early-walker as W1 side defence", "add late-walker as W2 side defence", "add mark-iii as MK3 side ogre")
	design := early.UnitType()
	g.Catalog.Units = append(g.Catalog.Units, design)
	if err := Play(g, []string{"add walker:hoplite as W3 side defence"}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		label string
		want  []string
	}{
		{"W1", []string{"Early generation", "worth 12 VP to the enemy"}},
		{"W2", []string{"Late generation", "worth 18 VP to the enemy"}},
		{"W3", []string{"Early generation", "bought with 12 VP · worth 12 VP to the enemy"}},
	} {
		text := pdfRaw(t, saved(t, render(t, Options{}, func(d *Doc) error { return d.WalkerSheet(g, g.Unit(c.label), &GameRef{ID: 1, Name: "Walkers"}) })))
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s's sheet lacks %q:\n%s", c.label, w, text)
			}
		}
		for _, no := range []string{"VPs", "Catalog walker"} {
			if strings.Contains(text, no) {
				t.Errorf("%s's sheet says %q:\n%s", c.label, no, text)
			}
		}
	}
	text := pdfText(t, saved(t, render(t, Options{}, func(d *Doc) error { d.Roster(g, RosterOf{ID: 1, Name: "Walkers"}); return nil })))
	for _, re := range []string{`W1\s+Early Walker\s.*\s12\s+early walker`, `W2\s+Late Walker\s.*\s18\s+late walker`, `W3\s+Hoplite\s.*\s12\s+early walker`} {
		if !regexpMatch(re, text) {
			t.Errorf("no %s in the roster:\n%s", re, text)
		}
	}
}
