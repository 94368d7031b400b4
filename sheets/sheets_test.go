package sheets

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/sheets/sheetstest"
	"ogretable/templates"
	"ogretable/tracker"
)

var update = flag.Bool("update", false, "rewrite the golden PDFs in testdata")

// catalog returns the built-in catalog.
func catalog(t testing.TB) *engine.Catalog {
	cat, err := templates.Default()
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

// render returns the PDF bytes of a document drawn by draw.
func render(t testing.TB, o Options, draw func(d *Doc) error) []byte {
	d := New(o)
	if err := draw(d); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := d.Write(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// saved writes pdf to a temporary file and returns its path.
func saved(t *testing.T, pdf []byte) string {
	p := filepath.Join(t.TempDir(), "out.pdf")
	if err := os.WriteFile(p, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// pdfText returns the PDF's text as pdftotext -layout reads it.
func pdfText(t *testing.T, path string) string {
	out, err := exec.Command(sheetstest.Tool(t, "pdftotext"), "-layout", path, "-").CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext: %v\n%s", err, out)
	}
	return string(out)
}

// pdfInfo returns pdfinfo's fields.
func pdfInfo(t *testing.T, path string) map[string]string {
	out, err := exec.Command(sheetstest.Tool(t, "pdfinfo"), path).CombinedOutput()
	if err != nil {
		t.Fatalf("pdfinfo: %v\n%s", err, out)
	}
	m := map[string]string{}
	for _, l := range strings.Split(string(out), "\n") {
		if k, v, ok := strings.Cut(l, ":"); ok {
			m[k] = strings.TrimSpace(v)
		}
	}
	return m
}

// qpdfCheck validates the file's structure with qpdf --check.
func qpdfCheck(t *testing.T, path string) {
	out, err := exec.Command(sheetstest.Tool(t, "qpdf"), "--check", path).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "No syntax or stream encoding errors") {
		t.Errorf("qpdf --check: %v\n%s", err, out)
	}
}

// rect is one rectangle drawn in a page's content stream, in points, with
// its painting operator (S: stroked; B: filled and stroked; f: filled).
type rect struct {
	x, y, w, h float64
	op         string
}

var (
	streamRe = regexp.MustCompile(`/Length (\d+)>>\r?\nstream\r?\n`)
	rectRe   = regexp.MustCompile(`(-?[\d.]+) (-?[\d.]+) ([\d.]+) (-?[\d.]+) re (S|B|f)\b`)
)

// rects returns every rectangle the PDF's content streams draw, per
// stream: it inflates each stream and reads its "re" operators, so a test
// counts the boxes actually drawn, not a label about them.
func rects(t *testing.T, pdf []byte) [][]rect {
	var out [][]rect
	for _, data := range streams(pdf) {
		if !bytes.Contains(data, []byte(" re ")) {
			continue
		}
		var rs []rect
		for _, r := range rectRe.FindAllSubmatch(data, -1) {
			f := func(i int) float64 { v, _ := strconv.ParseFloat(string(r[i]), 64); return v }
			rs = append(rs, rect{f(1), f(2), f(3), -f(4), string(r[5])})
		}
		out = append(out, rs)
	}
	return out
}

// near reports whether a and b are the same length within a hundredth of
// a point.
func near(a, b float64) bool { return a-b < 0.01 && b-a < 0.01 }

// treadBands returns the tread boxes of a page grouped into bands: boxes
// of the tread box's size in l, banded by the gaps between their rows (a band's
// rows are closer than two bands).
func treadBands(rs []rect, l ogreLayout) (bands [][]rect) {
	size := l.treadBox() / 25.4 * 72
	var boxes []rect
	for _, r := range rs {
		if near(r.w, size) && near(r.h, size) {
			boxes = append(boxes, r)
		}
	}
	sort.SliceStable(boxes, func(i, j int) bool { return boxes[i].y > boxes[j].y })
	lastY := 0.0
	for i, b := range boxes {
		if i == 0 || lastY-b.y > (l.treadPitch()+2.2)/25.4*72+1 {
			bands = append(bands, nil)
		}
		bands[len(bands)-1] = append(bands[len(bands)-1], b)
		lastY = b.y
	}
	return bands
}

// blankSheet returns the blank sheet of an Ogre.
func blankSheet(t testing.TB, name string, o Options) []byte {
	cat := catalog(t)
	ty, err := cat.Unit(name)
	if err != nil {
		t.Fatal(err)
	}
	g, u, err := FreshOgre(cat, ty, nil)
	if err != nil {
		t.Fatal(err)
	}
	g.Scale = o.Scale
	return render(t, o, func(d *Doc) error { return d.OgreSheet(g, u, nil) })
}

// TestMarkVSheet: the Mark V's sheet in inches on Letter names the Ogre and
// every weapon line with its range in inches, draws 60 tread boxes in
// three bands of 20 giving 6", 4" and 2", and is one Letter page.
func TestMarkVSheet(t *testing.T) {
	pdf := blankSheet(t, "mark v", Options{Paper: Letter, Scale: engine.Inches})
	path := saved(t, pdf)
	text := pdfText(t, path)
	for _, want := range []string{"Mark V", "Size 8", "movement 6\"", "60 tread units", "distances in inches",
		"Ogre Main Gun ×2", "Ogre Secondary Gun ×6", "A.P. Gun ×12", "Ogre Missile ×6", "60–41", "40–21", "20–1",
		"CRT, regular fire", "spillover", "Attacks on treads", "Ramming"} {
		if !strings.Contains(text, want) {
			t.Errorf("the sheet lacks %q:\n%s", want, text)
		}
	}
	// The weapon lines: attack, range in inches, defence, VP.
	for _, re := range []string{`Ogre Main Gun ×2\s+4\s+6\s+4\s+8`, `Ogre Secondary Gun ×6\s+3\s+4\s+3\s+4`, `A.P. Gun ×12\s+1 AP\s+2\s+1\s+1`, `Ogre Missile ×6\s+6\s+10\s+3\s+1`} {
		if !regexp.MustCompile(re).MatchString(text) {
			t.Errorf("no weapon line %s in:\n%s", re, text)
		}
	}
	info := pdfInfo(t, path)
	if info["Pages"] != "1" || !strings.HasPrefix(info["Page size"], "612 x 792") {
		t.Errorf("pages %q, size %q; want 1 Letter page", info["Pages"], info["Page size"])
	}
	qpdfCheck(t, path)
	pages := rects(t, pdf)
	if len(pages) != 1 {
		t.Fatalf("%d content streams with boxes, want 1", len(pages))
	}
	bands := treadBands(pages[0], ogreLayout{scale: 1})
	if len(bands) != 3 {
		t.Fatalf("%d tread bands, want 3", len(bands))
	}
	for i, b := range bands {
		if len(b) != 20 {
			t.Errorf("band %d has %d boxes, want 20", i+1, len(b))
		}
	}
	// One box per weapon: 2 + 6 + 12 + 6.
	wsize := weaponBox / 25.4 * 72
	n := 0
	for _, r := range pages[0] {
		if near(r.w, wsize) && near(r.h, wsize) {
			n++
		}
	}
	if n != 26 {
		t.Errorf("%d weapon boxes, want 26", n)
	}
}

// TestEveryOgreOnePage: every Ogre of the catalog, blank or from a game,
// has its sheet on one page of Letter and of A4 (issue 20, item 12: the
// Mark VI and the Mark VII (GURPS) went over), with the bands and box
// counts of crt.TreadBands, and every weapon line's name whole
// ("Ogre Secondary Gun ×12" was cut to "Ogre Secondary Gun ...").
func TestEveryOgreOnePage(t *testing.T) {
	cat := catalog(t)
	for _, ty := range cat.Units {
		if ty.Kind != engine.KindOgre || ty.Treads == 0 {
			continue
		}
		for _, o := range []Options{{Paper: Letter, Scale: engine.Inches}, {Paper: A4, Scale: engine.Hexes}} {
			for _, from := range []*GameRef{nil, {ID: 12, Name: "A game with a long name"}} {
				g, u, err := FreshOgre(cat, ty, nil)
				if err != nil {
					t.Fatal(err)
				}
				g.Scale = o.Scale
				name := fmt.Sprintf("%s on %s, from a game %v", ty.ID, o.Paper, from != nil)
				var l ogreLayout
				pdf := render(t, o, func(d *Doc) error {
					_, fresh, _ := FreshOgre(cat, ty, g)
					l = d.ogreLayoutFor(g, u, fresh, from)
					return d.OgreSheet(g, u, from)
				})
				path := saved(t, pdf)
				info := pdfInfo(t, path)
				size := map[Paper]string{Letter: "612 x 792", A4: "595.28 x 841.89"}[o.Paper]
				if info["Pages"] != "1" || !strings.HasPrefix(info["Page size"], size) {
					t.Errorf("%s: %s pages of %q; want 1 of %s", name, info["Pages"], info["Page size"], size)
				}
				want := crt.TreadBands(ty.Treads, int(ty.Move))
				got := treadBands(rects(t, pdf)[0], l)
				if len(got) != len(want) {
					t.Errorf("%s: %d bands, want %d", name, len(got), len(want))
					continue
				}
				for i, b := range want {
					if len(got[i]) != b.From-b.To+1 {
						t.Errorf("%s: band %d has %d boxes, want %d", name, i+1, len(got[i]), b.From-b.To+1)
					}
				}
				text := strings.Join(strings.Fields(pdfText(t, path)), " ")
				if !strings.Contains(text, ty.Name) {
					t.Errorf("%s: the sheet lacks its name", name)
				}
				for _, gr := range groups(u) {
					line := gr.typ.Name
					if len(gr.weapons) > 1 {
						line = fmt.Sprintf("%s ×%d", gr.typ.Name, len(gr.weapons))
					}
					if !strings.Contains(text, line+" ") {
						t.Errorf("%s: the weapon line %q is not drawn whole:\n%s", name, line, text)
					}
				}
			}
		}
	}
}

// damagedGame returns a quick game in which MK3 lost 6 treads and its
// main battery, and fired a missile.
func damagedGame(t testing.TB) *engine.Game {
	cat := catalog(t)
	lines, err := tracker.SetupCommands(cat, "quick")
	if err != nil {
		t.Fatal(err)
	}
	lines = append(lines, "next", "next", "fire MK3.missile1 at GEV1 die 2", "next", "next", "next", "next",
		"fire HVY2,HVY3 at MK3.main1 die 6", "fire HWZ1 at MK3.treads die 6")
	g, err := Setup(cat, crt.Published, engine.Hexes, tracker.Sides(cat, "quick"), lines)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestDamagedSheet: a Mark III from a game shows its lost treads and
// destroyed and spent weapons marked, and the turn it was printed.
func TestDamagedSheet(t *testing.T) {
	g := damagedGame(t)
	u := g.Unit("MK3")
	if crt.UnitOf(u).Treads != 39 {
		t.Fatalf("MK3 has %d treads, want 39", crt.UnitOf(u).Treads)
	}
	pdf := render(t, Options{}, func(d *Doc) error { return d.OgreSheet(g, u, &GameRef{ID: 7, Name: "Test"}) })
	path := saved(t, pdf)
	text := pdfText(t, path)
	for _, want := range []string{"MK3 · Mark III", "Game 7", "printed at turn 1", "Now: 39 of 45 treads", "VP given up so far: 14"} {
		if !strings.Contains(text, want) {
			t.Errorf("the sheet lacks %q:\n%s", want, text)
		}
	}
	rs := rects(t, pdf)[0]
	filled := 0
	for _, b := range treadBands(rs, ogreLayout{scale: 1}) {
		for _, r := range b {
			if r.op == "B" {
				filled++
			}
		}
	}
	if filled != 6 {
		t.Errorf("%d tread boxes filled, want 6", filled)
	}
	wsize := weaponBox / 25.4 * 72
	wf := 0
	for _, r := range rs {
		if near(r.w, wsize) && r.op == "B" {
			wf++
		}
	}
	if wf != 1 {
		t.Errorf("%d weapon boxes filled, want 1 (main1)", wf)
	}
	qpdfCheck(t, path)
}

// TestRoster: the roster lists every unit of the game by side, with VP.
func TestRoster(t *testing.T) {
	g := damagedGame(t)
	pdf := render(t, Options{}, func(d *Doc) error {
		d.Roster(g, RosterOf{ID: 7, Name: "Test"})
		return d.OgreSheet(g, g.Unit("MK3"), &GameRef{ID: 7, Name: "Test"})
	})
	path := saved(t, pdf)
	text := pdfText(t, path)
	for _, u := range g.Units {
		if !strings.Contains(text, u.Label) {
			t.Errorf("the roster lacks %s", u.Label)
		}
	}
	for _, want := range []string{"OGRE · 1 UNIT ·", "DEFENCE · 18 UNITS", "0 VP SCORED", "14 VP SCORED", "MK3 · Mark III"} {
		if !strings.Contains(text, want) {
			t.Errorf("the roster lacks %q:\n%s", want, text)
		}
	}
	if p := pdfInfo(t, path)["Pages"]; p != "2" {
		t.Errorf("%s pages, want 2 (roster, MK3's sheet)", p)
	}
	qpdfCheck(t, path)
}

// TestGolden: the Mark V sheet and a roster are byte for byte the golden
// files (go test ./sheets -update rewrites them): same input, same bytes.
func TestGolden(t *testing.T) {
	for name, pdf := range map[string][]byte{
		"mark-v-inch-letter.pdf": blankSheet(t, "mark v", Options{Paper: Letter, Scale: engine.Inches}),
		"mark-iii-hex-a4.pdf":    blankSheet(t, "mark iii", Options{Paper: A4, Scale: engine.Hexes}),
	} {
		path := filepath.Join("testdata", name)
		if *update {
			if err := os.WriteFile(path, pdf, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (go test ./sheets -update writes it)", err)
		}
		if !bytes.Equal(pdf, want) {
			t.Errorf("%s differs from the golden file (%d bytes, want %d); look at it, then -update", name, len(pdf), len(want))
		}
	}
}

// pdfRaw returns the PDF's text in the order it is drawn (pdftotext
// -raw), its whitespace runs made single spaces: a cell wrapped on two
// lines reads as its text whole.
func pdfRaw(t *testing.T, path string) string {
	out, err := exec.Command(sheetstest.Tool(t, "pdftotext"), "-raw", path, "-").CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext: %v\n%s", err, out)
	}
	return strings.Join(strings.Fields(string(out)), " ")
}

// TestRosterColumns: the roster's type names are whole ("Missile Crawler
// (e..." was cut); the column of squads, treads and modes is "condition";
// a destroyed unit shows the VP its enemy scored for it; a stack that lost
// a squad keeps a box for each it started with, the lost one filled
// (issue 20, items 12 and 13).
func TestRosterColumns(t *testing.T) {
	info, cat, recs := recordsOf(t, []string{"add missile-crawler-mcm as MCM1 side defence", "add missile-crawler as CM1 side defence",
		"add revener as REV side ogre", "next", "overrun MK3 at INF1", "next", "fire MK3.secondary1 at INF1", "overrun end", "next", "fire MK3.main1 at HVY1 die 6"})
	st, err := gather(info, cat, RecordsSource(recs))
	if err != nil {
		t.Fatal(err)
	}
	g := st.g
	if crt.UnitOf(g.Unit("INF1")).Squads != 2 || g.Unit("HVY1").Alive() {
		t.Fatalf("the test game is not the one meant: INF1 has %d squads, HVY1 is %s", crt.UnitOf(g.Unit("INF1")).Squads, g.Unit("HVY1").Status)
	}
	squads, err := SquadsAtStart(RecordsSource(recs))
	if err != nil {
		t.Fatal(err)
	}
	pdf := render(t, Options{}, func(d *Doc) error {
		d.Roster(g, RosterOf{ID: 3, Name: info.Name, Squads: squads})
		return nil
	})
	path := saved(t, pdf)
	raw := pdfRaw(t, path)
	for _, u := range g.Units {
		if !strings.Contains(raw, u.Type.Name) {
			t.Errorf("the roster does not draw %q whole:\n%s", u.Type.Name, raw)
		}
	}
	if strings.Contains(raw, "…") {
		t.Errorf("the roster cuts a text:\n%s", raw)
	}
	text := pdfText(t, path)
	for _, re := range []string{`label\s+type\s+attack\s+range \(hex\)\s+defence\s+move \(hex\)\s+VP\s+condition\s+disabled\s+destroyed`,
		`HVY1\s+Heavy Tank\s+4\s+2\s+3\s+3\s+6 to ogre`, `MK3\s+Mark III\s+sheet\s+–\s+–\s+3\s+\d+\s+treads 45/45`} {
		if !regexpMatch(re, text) {
			t.Errorf("no %s in the roster:\n%s", re, text)
		}
	}
	// INF1 started with 3 squads and has 2: three 5 mm boxes, one filled.
	box := 5 / 25.4 * 72
	inRow := map[float64][]rect{}
	for _, r := range rects(t, pdf)[0] {
		if near(r.w, box) && near(r.h, box) && r.x < (margin+150)/25.4*72 {
			inRow[r.y] = append(inRow[r.y], r)
		}
	}
	found := false
	for _, rs := range inRow {
		filled := 0
		for _, r := range rs {
			if r.op == "B" {
				filled++
			}
		}
		if len(rs) == 3 && filled == 1 {
			found = true
		}
	}
	if !found {
		t.Errorf("no row of three squad boxes with one filled: %v", inRow)
	}
}

// TestSheetSaysTheVariantsRamming: an Ogre's sheet states the ramming rules
// of its game's variant, as the CRT system says them (crt.RamRules): a lite
// game's Mark V sheet says the lite rule (003 Ogre Lite, RAMMING: "Ogres
// may ram one unit after its first fire round"), never the published "two
// rams a turn, or one enemy Ogre" (issue 19, item 3).
func TestSheetSaysTheVariantsRamming(t *testing.T) {
	cases := []struct {
		v       engine.Variant
		want    []string
		notWant []string
	}{
		{crt.Lite, []string{"Ramming (lite rules)", "Only Ogres ram.", "One ram a turn.", "after the rammer's first fire round",
			"loses 3 treads, a larger one 5"}, []string{"2 rams a turn", "enemy Ogre"}},
		{crt.Published, []string{"Ramming (published rules)", "2 rams a turn, or one enemy Ogre.", "1-1 attack"}, []string{"Only Ogres ram"}},
		{crt.Classic, []string{"Ramming (classic rules)", "No limit on rams a turn.", "as a Mark I"}, []string{"2 rams a turn"}},
	}
	cat := catalog(t)
	ty, err := cat.Unit("mark v")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(string(c.v), func(t *testing.T) {
			g, u, err := FreshOgre(cat, ty, nil)
			if err != nil {
				t.Fatal(err)
			}
			g.Variant = c.v
			text := strings.Join(strings.Fields(pdfText(t, saved(t, render(t, Options{}, func(d *Doc) error { return d.OgreSheet(g, u, nil) })))), " ")
			for _, w := range c.want {
				if !strings.Contains(text, w) {
					t.Errorf("the %s sheet lacks %q:\n%s", c.v, w, text)
				}
			}
			for _, w := range c.notWant {
				if strings.Contains(text, w) {
					t.Errorf("the %s sheet says %q:\n%s", c.v, w, text)
				}
			}
		})
	}
}

// TestMarkVIICruiseMissiles: the Mark VII's cruise missiles printed attack,
// range and defence 0, figures no text gives. 000 FAQ, The Biggest Ogre
// Ever Made, gives the Mark VII "Mis. cruise" and "The Cruise Missiles in
// the Ogre Mark VII", no figures of their own: they are the FAQ's cruise
// missiles, whose attack, range and defence the OFFICIAL UNITS LIST prints
// "special .... see notes" (CRUISE MISSILE DETONATION). The sheet, blank
// or from a game, prints "special" where the figures go and that reading
// in a note under the weapons.
func TestMarkVIICruiseMissiles(t *testing.T) {
	cat := catalog(t)
	g, err := Setup(cat, crt.Published, engine.Inches, []string{"ogre", "defence"}, []string{"add mark-vii as MK7 side ogre"})
	if err != nil {
		t.Fatal(err)
	}
	for name, pdf := range map[string][]byte{
		"blank":     blankSheet(t, "mark-vii", Options{}),
		"from game": render(t, Options{}, func(d *Doc) error { return d.OgreSheet(g, g.Unit("MK7"), &GameRef{ID: 7, Name: "Hare"}) }),
	} {
		path := saved(t, pdf)
		qpdfCheck(t, path)
		raw := pdfText(t, path)
		text := strings.Join(strings.Fields(raw), " ")
		if !regexp.MustCompile(`Cruise Missile ×2\s+special · see the note below\s+12\s`).MatchString(raw) {
			t.Errorf("%s: the cruise missiles' line does not print \"special\" for their figures:\n%s", name, raw)
		}
		if regexp.MustCompile(`Cruise Missile ×2\s+0\s`).MatchString(raw) {
			t.Errorf("%s: the cruise missiles' line prints 0 for a figure no text gives:\n%s", name, raw)
		}
		for _, w := range []string{
			`Cruise Missile: 000 FAQ prints a cruise missile's attack, range and defence "special .... see notes"`,
			`the Mark VII's are these (000 FAQ, The Biggest Ogre Ever Made: Mis. "cruise"; "The Cruise Missiles in the Ogre Mark VII")`,
		} {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the sheet's note lacks %q:\n%s", name, w, text)
			}
		}
	}
}
