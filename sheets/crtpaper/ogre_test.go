package crtpaper

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/sheets"
	"ogretable/sheets/papertest"
	"ogretable/sheets/sheetstest"
)

// treadBands returns the tread boxes of a page grouped into bands: boxes
// of the tread box's size in l, banded by the gaps between their rows (a band's
// rows are closer than two bands).
func treadBands(rs []sheetstest.Rect, l ogreLayout) (bands [][]sheetstest.Rect) {
	size := l.treadBox() / 25.4 * 72
	var boxes []sheetstest.Rect
	for _, r := range rs {
		if sheetstest.Near(r.W, size) && sheetstest.Near(r.H, size) {
			boxes = append(boxes, r)
		}
	}
	sort.SliceStable(boxes, func(i, j int) bool { return boxes[i].Y > boxes[j].Y })
	lastY := 0.0
	for i, b := range boxes {
		if i == 0 || lastY-b.Y > (l.treadPitch()+2.2)/25.4*72+1 {
			bands = append(bands, nil)
		}
		bands[len(bands)-1] = append(bands[len(bands)-1], b)
		lastY = b.Y
	}
	return bands
}

// blankSheet returns the blank sheet of an Ogre.
func blankSheet(t testing.TB, name string, o sheets.Options) []byte {
	cat := papertest.Catalog(t)
	ty, err := cat.Unit(name)
	if err != nil {
		t.Fatal(err)
	}
	g, u, err := sheets.FreshOgre(cat, ty, nil)
	if err != nil {
		t.Fatal(err)
	}
	g.Scale = o.Scale
	return papertest.Render(t, o, func(d *sheets.Doc) error { return doc{d}.OgreSheet(g, u, nil) })
}

// TestMarkVSheet: the Mark V's sheet in inches on Letter names the Ogre and
// every weapon line with its range in inches, draws 60 tread boxes in
// three bands of 20 giving 6", 4" and 2", and is one Letter page.
func TestMarkVSheet(t *testing.T) {
	pdf := blankSheet(t, "mark v", sheets.Options{Paper: sheets.Letter, Scale: engine.Inches})
	path := sheetstest.Saved(t, pdf)
	text := sheetstest.PDFText(t, path)
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
	info := sheetstest.PDFInfo(t, path)
	if info["Pages"] != "1" || !strings.HasPrefix(info["Page size"], "612 x 792") {
		t.Errorf("pages %q, size %q; want 1 sheets.Letter page", info["Pages"], info["Page size"])
	}
	sheetstest.QPDFCheck(t, path)
	pages := sheetstest.Rects(t, pdf)
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
		if sheetstest.Near(r.W, wsize) && sheetstest.Near(r.H, wsize) {
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
	cat := papertest.Catalog(t)
	for _, ty := range cat.Units {
		if ty.Kind != engine.KindOgre || ty.Treads == 0 {
			continue
		}
		for _, o := range []sheets.Options{{Paper: sheets.Letter, Scale: engine.Inches}, {Paper: sheets.A4, Scale: engine.Hexes}} {
			for _, from := range []*sheets.GameRef{nil, {ID: 12, Name: "A game with a long name"}} {
				g, u, err := sheets.FreshOgre(cat, ty, nil)
				if err != nil {
					t.Fatal(err)
				}
				g.Scale = o.Scale
				name := fmt.Sprintf("%s on %s, from a game %v", ty.ID, o.Paper, from != nil)
				var l ogreLayout
				pdf := papertest.Render(t, o, func(d *sheets.Doc) error {
					_, fresh, _ := sheets.FreshOgre(cat, ty, g)
					l = doc{d}.ogreLayoutFor(g, u, fresh, from)
					return doc{d}.OgreSheet(g, u, from)
				})
				path := sheetstest.Saved(t, pdf)
				info := sheetstest.PDFInfo(t, path)
				size := map[sheets.Paper]string{sheets.Letter: "612 x 792", sheets.A4: "595.28 x 841.89"}[o.Paper]
				if info["Pages"] != "1" || !strings.HasPrefix(info["Page size"], size) {
					t.Errorf("%s: %s pages of %q; want 1 of %s", name, info["Pages"], info["Page size"], size)
				}
				want := crt.TreadBands(ty.Treads, int(ty.Move))
				got := treadBands(sheetstest.Rects(t, pdf)[0], l)
				if len(got) != len(want) {
					t.Errorf("%s: %d bands, want %d", name, len(got), len(want))
					continue
				}
				for i, b := range want {
					if len(got[i]) != b.From-b.To+1 {
						t.Errorf("%s: band %d has %d boxes, want %d", name, i+1, len(got[i]), b.From-b.To+1)
					}
				}
				text := strings.Join(strings.Fields(sheetstest.PDFText(t, path)), " ")
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

// TestDamagedSheet: a Mark III from a game shows its lost treads and
// destroyed and spent weapons marked, and the turn it was printed.
func TestDamagedSheet(t *testing.T) {
	g := papertest.DamagedGame(t)
	u := g.Unit("MK3")
	if crt.UnitOf(u).Treads != 39 {
		t.Fatalf("MK3 has %d treads, want 39", crt.UnitOf(u).Treads)
	}
	pdf := papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return doc{d}.OgreSheet(g, u, &sheets.GameRef{ID: 7, Name: "Test"}) })
	path := sheetstest.Saved(t, pdf)
	text := sheetstest.PDFText(t, path)
	for _, want := range []string{"MK3 · Mark III", "Game 7", "printed at turn 1", "Now: 39 of 45 treads", "VP given up so far: 14"} {
		if !strings.Contains(text, want) {
			t.Errorf("the sheet lacks %q:\n%s", want, text)
		}
	}
	rs := sheetstest.Rects(t, pdf)[0]
	filled := 0
	for _, b := range treadBands(rs, ogreLayout{scale: 1}) {
		for _, r := range b {
			if r.Op == "B" {
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
		if sheetstest.Near(r.W, wsize) && r.Op == "B" {
			wf++
		}
	}
	if wf != 1 {
		t.Errorf("%d weapon boxes filled, want 1 (main1)", wf)
	}
	sheetstest.QPDFCheck(t, path)
}

var update = flag.Bool("update", false, "rewrite the golden PDFs in testdata")

// TestGolden: the Mark V sheet and a roster are byte for byte the golden
// files (go test ./sheets/crtpaper -update rewrites them): same input, same bytes.
func TestGolden(t *testing.T) {
	for name, pdf := range map[string][]byte{
		"mark-v-inch-letter.pdf": blankSheet(t, "mark v", sheets.Options{Paper: sheets.Letter, Scale: engine.Inches}),
		"mark-iii-hex-a4.pdf":    blankSheet(t, "mark iii", sheets.Options{Paper: sheets.A4, Scale: engine.Hexes}),
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
			t.Fatalf("%v (go test ./sheets/crtpaper -update writes it)", err)
		}
		if !bytes.Equal(pdf, want) {
			t.Errorf("%s differs from the golden file (%d bytes, want %d); look at it, then -update", name, len(pdf), len(want))
		}
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
	cat := papertest.Catalog(t)
	ty, err := cat.Unit("mark v")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(string(c.v), func(t *testing.T) {
			g, u, err := sheets.FreshOgre(cat, ty, nil)
			if err != nil {
				t.Fatal(err)
			}
			g.Variant = c.v
			text := strings.Join(strings.Fields(sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return (doc{d}).OgreSheet(g, u, nil) })))), " ")
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
	cat := papertest.Catalog(t)
	g, err := sheets.Setup(cat, crt.Published, engine.Inches, []string{"ogre", "defence"}, []string{"add mark-vii as MK7 side ogre"})
	if err != nil {
		t.Fatal(err)
	}
	for name, pdf := range map[string][]byte{
		"blank": blankSheet(t, "mark-vii", sheets.Options{}),
		"from game": papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error {
			return (doc{d}).OgreSheet(g, g.Unit("MK7"), &sheets.GameRef{ID: 7, Name: "Hare"})
		}),
	} {
		path := sheetstest.Saved(t, pdf)
		sheetstest.QPDFCheck(t, path)
		raw := sheetstest.PDFText(t, path)
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
