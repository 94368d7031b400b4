package crtpaper

import (
	"os"
	"path/filepath"
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
)

// dukeDesign is the design the walker sheet tests print: late, 12 of 18 VP
// (attack 6 and defence 4 at 0.5, range 2 and move 3 at 1, jumpjets 2),
// quadrupedal legs.
var dukeDesign = crt.WalkerDesign{Name: "Iron Duke", Generation: crt.GenerationLate, Attack: 6, Defense: 4, Range: 2, Move: 3,
	Jumpjets: true, Legs: crt.LegsQuad, Notes: "Built for the Paneuropean border."}

// blankWalkerSheet returns the blank sheet of design w.
func blankWalkerSheet(t testing.TB, w crt.WalkerDesign, o sheets.Options) []byte {
	g, u, err := BlankWalker(papertest.Catalog(t), w.UnitType(), crt.Published, o.Scale)
	if err != nil {
		t.Fatal(err)
	}
	return papertest.Render(t, o, func(d *sheets.Doc) error { return doc{d}.WalkerSheet(g, u, nil) })
}

// sized returns the rectangles of rs that are squares of side mm, and how
// many of them are filled.
func sized(rs []sheetstest.Rect, mm float64) (n, filled int) {
	s := mm / 25.4 * 72
	for _, r := range rs {
		if sheetstest.Near(r.W, s) && sheetstest.Near(r.H, s) {
			n++
			if r.Op == "B" {
				filled++
			}
		}
	}
	return n, filled
}

// TestWalkerSheet: a design's blank sheet in inches on Letter names the
// walker and its generation, gives each statistic in inches (range 2 hexes
// is 4", move 3 is 6"), each option with the engine's sentence and price,
// the VP spent and left, a box for disabled, destroyed and jets, a box per
// attack point, and the walker rules, on one page.
func TestWalkerSheet(t *testing.T) {
	pdf := blankWalkerSheet(t, dukeDesign, sheets.Options{Paper: sheets.Letter, Scale: engine.Inches})
	path := sheetstest.Saved(t, pdf)
	text := sheetstest.PDFText(t, path)
	flat := strings.Join(strings.Fields(text), " ")
	for _, want := range []string{"Iron Duke", "Late generation", "bought with 18 VP", "distances in inches",
		"RANGE (in)", "MOVE (in)", "VP spent: 12 of 18 · 6 VP left", "statistics 10, options 2",
		"jumpjets", "2 VP", "quad legs", "free", "Disabled", "Destroyed", "On jumpjets", "Attack points",
		"Notes: Built for the Paneuropean border.",
		"Movement (2.0)", "Jumpjets (5.0)", "Split fire (3.0)", "Overruns (3.0)", "Walkers fire first", "Walkers never ram",
		"recovers at the start of its owner's next turn"} {
		if !strings.Contains(flat, want) {
			t.Errorf("the sheet lacks %q:\n%s", want, text)
		}
	}
	// The statistics row: attack 6, defence 4, range 4", move 6", each with
	// its price.
	for _, re := range []string{`ATTACK\s+DEFENCE\s+RANGE \(in\)\s+MOVE \(in\)`, `\b6\s+4\s+4\s+6\b`,
		`6 × 0.5 VP a point = 3 VP\s+4 × 0.5 VP a point = 2 VP\s+2 × 1 VP a hex = 2 VP\s+3 × 1 VP a hex = 3 VP`} {
		if !regexp.MustCompile(re).MatchString(text) {
			t.Errorf("no %s in:\n%s", re, text)
		}
	}
	for _, o := range dukeDesign.OptionDetails(engine.Inches) {
		if !inOrder(flat, o.Does) {
			t.Errorf("the sheet lacks what %s does: %q", o.Name, o.Does)
		}
	}
	info := sheetstest.PDFInfo(t, path)
	if info["Pages"] != "1" || !strings.HasPrefix(info["Page size"], "612 x 792") {
		t.Errorf("pages %q, size %q; want 1 sheets.Letter page", info["Pages"], info["Page size"])
	}
	sheetstest.QPDFCheck(t, path)
	rs := sheetstest.Rects(t, pdf)[0]
	if n, f := sized(rs, walkerCondBox); n != 3 || f != 0 {
		t.Errorf("%d condition boxes (%d filled), want 3 empty: disabled, destroyed, on jumpjets", n, f)
	}
	if n, _ := sized(rs, walkerAttackBox); n != 6 {
		t.Errorf("%d attack-point boxes, want 6", n)
	}
}

// inOrder reports whether every word of sentence appears in text in its
// order: the sentence wrapped in its column, with the option's name and
// price read between its lines.
func inOrder(text, sentence string) bool {
	words := strings.Fields(text)
	i := 0
	for _, w := range strings.Fields(sentence) {
		for i < len(words) && words[i] != w {
			i++
		}
		if i == len(words) {
			return false
		}
		i++
	}
	return true
}

// TestWalkerSheetHexesA4: in hexes on A4 the statistics are the design's
// own, a GEV-legged walker has its GEV move, and a design with no jumpjets
// has no jets box and no jets columns.
func TestWalkerSheetHexesA4(t *testing.T) {
	w := crt.WalkerDesign{Name: "Skimmer", Generation: crt.GenerationEarly, Attack: 2, Defense: 2, Range: 2, Move: 3, GEVMove: 3, Legs: crt.LegsGEV, Wheels: true}
	if p := w.Problems(); len(p) > 0 {
		t.Fatal(p)
	}
	pdf := blankWalkerSheet(t, w, sheets.Options{Paper: sheets.A4, Scale: engine.Hexes})
	path := sheetstest.Saved(t, pdf)
	text := sheetstest.PDFText(t, path)
	flat := strings.Join(strings.Fields(text), " ")
	for _, want := range []string{"Skimmer", "Early generation", "GEV MOVE (hex)", "VP spent: 11 of 12 · 1 VP left", "wheels", "gev legs",
		"a road bonus of 2 hexes instead of 1 hex", "distances in hexes"} {
		if !strings.Contains(flat, want) {
			t.Errorf("the sheet lacks %q:\n%s", want, text)
		}
	}
	if !regexp.MustCompile(`\b2\s+2\s+2\s+3\s+3\b`).MatchString(text) {
		t.Errorf("statistics 2 2 2 3 3 not in:\n%s", text)
	}
	if strings.Contains(text, "jets: move") || strings.Contains(text, "On jumpjets") {
		t.Errorf("a walker without jumpjets has jets columns or box:\n%s", text)
	}
	if info := sheetstest.PDFInfo(t, path); info["Pages"] != "1" || !strings.HasPrefix(info["Page size"], "595.28 x 841.89") {
		t.Errorf("pages %q, size %q; want 1 sheets.A4 page", info["Pages"], info["Page size"])
	}
	sheetstest.QPDFCheck(t, path)
	if n, _ := sized(sheetstest.Rects(t, pdf)[0], walkerCondBox); n != 2 {
		t.Errorf("%d condition boxes, want 2", n)
	}
}

// walkerGame returns a game with every optional walker rule, the Iron Duke
// in its catalog, after lines.
func walkerGame(t testing.TB, lines ...string) *engine.Game {
	c := *papertest.Catalog(t)
	c.Units = append(slices.Clone(c.Units), dukeDesign.UnitType())
	g, err := engine.NewGame(&c, crt.Published, engine.Hexes, nil)
	if err != nil {
		t.Fatal(err)
	}
	crt.GameOf(g).Walkers = &crt.WalkerRules{Jumpjets: true, Wheels: true, Legs: true, LAT: true}
	if err := sheets.Play(g, lines); err != nil {
		t.Fatal(err)
	}
	return g
}

// TestWalkerSheetDamaged: a walker disabled by the Ogre's fire in forest
// shows its disabled box filled, when it recovers (the defence's turn 1:
// its owner's next turn, 000 FAQ, Walkers, 3.0), its terrain and the turn
// it was printed; one on its jumpjets that used 4 of its 6 attack points
// has its jets box filled and 4 points crossed; a destroyed one its
// destroyed box.
func TestWalkerSheetDamaged(t *testing.T) {
	die := ""
	for n := 1; n <= 6; n++ {
		if (crt.Attack{Strength: 4, Defense: 4}).Resolve(n).Result == crt.D {
			die = strconv.Itoa(n)
		}
	}
	g := walkerGame(t, "add mark-iii as MK3", "add walker:iron-duke as W1", "add walker:iron-duke as W2",
		"next", "next", "fire MK3.main1 at W1 die "+die, "terrain W1 forest")
	w1 := g.Unit("W1")
	if w1.Status != engine.StatusDisabled {
		t.Fatalf("W1 is %s, want disabled", w1.Status)
	}
	pdf := papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return doc{d}.WalkerSheet(g, w1, &sheets.GameRef{ID: 12, Name: "Test"}) })
	path := sheetstest.Saved(t, pdf)
	text := sheetstest.PDFText(t, path)
	flat := strings.Join(strings.Fields(text), " ")
	for _, want := range []string{"W1 · Iron Duke", "Game 12 “Test”", "defence side", "disabled", "printed at turn 1, the ogre's fire phase",
		"recovers at the start of the defence's turn 1", "Terrain: forest", "defence 6"} {
		if !strings.Contains(flat, want) {
			t.Errorf("the sheet lacks %q:\n%s", want, text)
		}
	}
	sheetstest.QPDFCheck(t, path)
	rs := sheetstest.Rects(t, pdf)[0]
	if n, f := sized(rs, walkerCondBox); n != 3 || f != 1 {
		t.Errorf("%d condition boxes, %d filled; want 3, 1 (disabled)", n, f)
	}

	// The defence's turn: W2 on its jumpjets fires 4 points at the Ogre.
	run := func(lines ...string) {
		if err := sheets.Play(g, lines); err != nil {
			t.Fatal(err)
		}
	}
	run("next", "next", "next", "jets W2 on", "next", "fire W2:4 at MK3.secondary1 die 1")
	w2 := g.Unit("W2")
	if !crt.UnitOf(w2).Jets || crt.UnitOf(w2).Spent != 4 {
		t.Fatalf("W2: jets %v, spent %v", crt.UnitOf(w2).Jets, crt.UnitOf(w2).Spent)
	}
	pdf = papertest.Render(t, sheets.Options{Scale: engine.Inches}, func(d *sheets.Doc) error { return doc{d}.WalkerSheet(g, w2, &sheets.GameRef{ID: 12, Name: "Test"}) })
	path = sheetstest.Saved(t, pdf)
	flat = strings.Join(strings.Fields(sheetstest.PDFText(t, path)), " ")
	for _, want := range []string{"W2 · Iron Duke", "It is on its jumpjets.", "It has used 4 of its 6 attack points this turn."} {
		if !strings.Contains(flat, want) {
			t.Errorf("the sheet lacks %q:\n%s", want, flat)
		}
	}
	rs = sheetstest.Rects(t, pdf)[0]
	if n, f := sized(rs, walkerCondBox); n != 3 || f != 1 {
		t.Errorf("%d condition boxes, %d filled; want 3, 1 (jets)", n, f)
	}
	if got := crossedBoxes(t, pdf, walkerAttackBox); got != 4 {
		t.Errorf("%d attack boxes crossed, want 4", got)
	}

	run("correct W2 status destroyed because test")
	pdf = papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return doc{d}.WalkerSheet(g, w2, &sheets.GameRef{ID: 12, Name: "Test"}) })
	if _, f := sized(sheetstest.Rects(t, pdf)[0], walkerCondBox); f != 2 {
		t.Errorf("a destroyed walker on its jets: %d boxes filled, want 2 (destroyed, jets)", f)
	}
}

// crossedBoxes counts the stroked squares of side mm with both diagonals
// drawn: the crossed boxes of box(..., boxCrossed).
func crossedBoxes(t *testing.T, pdf []byte, mm float64) int {
	s := mm / 25.4 * 72
	n := 0
	for _, r := range sheetstest.Rects(t, pdf)[0] {
		if sheetstest.Near(r.W, s) && sheetstest.Near(r.H, s) && r.Op == "S" {
			if hasLine(t, pdf, r.X, r.Y, r.X+r.W, r.Y-r.H) {
				n++
			}
		}
	}
	return n
}

// lineRe reads the "m ... l S" lines of a content stream.
var lineRe = regexp.MustCompile(`(-?[\d.]+) (-?[\d.]+) m (-?[\d.]+) (-?[\d.]+) l S`)

// hasLine reports whether a content stream of pdf draws a line from x1,
// y1 to x2, y2 (points, PDF coordinates).
func hasLine(t *testing.T, pdf []byte, x1, y1, x2, y2 float64) bool {
	for _, data := range sheetstest.Streams(pdf) {
		for _, m := range lineRe.FindAllSubmatch(data, -1) {
			f := func(i int) float64 { v, _ := strconv.ParseFloat(string(m[i]), 64); return v }
			if sheetstest.Near(f(1), x1) && sheetstest.Near(f(2), y1) && sheetstest.Near(f(3), x2) && sheetstest.Near(f(4), y2) {
				return true
			}
		}
	}
	return false
}

// TestWalkerRoster: walkers are on the roster with their statistics in the
// scale (range 2 hexes is 4", move 3 is 6") and their generation.
func TestWalkerRoster(t *testing.T) {
	g := walkerGame(t, "add mark-iii as MK3", "add walker:iron-duke as W1", "add early-walker as W3")
	g.Scale = engine.Inches
	pdf := papertest.Render(t, sheets.Options{Scale: engine.Inches}, func(d *sheets.Doc) error { d.Roster(g, sheets.RosterOf{ID: 3, Name: "Walkers"}); return nil })
	path := sheetstest.Saved(t, pdf)
	text := sheetstest.PDFText(t, path)
	for _, re := range []string{`W1\s+Iron Duke\s+6\s+4\s+4\s+6\s+18\s+late walker`, `W3\s+Early Walker\s+6\s+6\s+6\s+6\s+12\s+early walker`, `range \(in\)`} {
		if !regexp.MustCompile(re).MatchString(text) {
			t.Errorf("no %s in the roster:\n%s", re, text)
		}
	}
	sheetstest.QPDFCheck(t, path)
}

// TestWalkerGolden: the Iron Duke's sheet in inches on Letter is byte for
// byte the golden file (go test ./sheets/crtpaper -update rewrites it).
func TestWalkerGolden(t *testing.T) {
	pdf := blankWalkerSheet(t, dukeDesign, sheets.Options{Paper: sheets.Letter, Scale: engine.Inches})
	path := filepath.Join("testdata", "walker-iron-duke-inch-letter.pdf")
	if *update {
		if err := os.WriteFile(path, pdf, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./sheets/crtpaper -update writes it)", err)
	}
	if string(pdf) != string(want) {
		t.Errorf("the walker sheet differs from the golden file (%d bytes, want %d); look at it, then -update", len(pdf), len(want))
	}
}

// TestWalkerSheetOnePage: the fullest sheet, a game's walker with a long
// name, three options, notes, disabled in forest, stays on one Letter page.
func TestWalkerSheetOnePage(t *testing.T) {
	w := crt.WalkerDesign{Name: "Longest Walker Name Here", Generation: crt.GenerationLate, Attack: 3, Defense: 3, Range: 3, Move: 3,
		Jumpjets: true, Wheels: true, Legs: crt.LegsChickenleg, Notes: "A long note about this walker and what it was built for, on two lines if it goes on and on and on."}
	c := *papertest.Catalog(t)
	c.Units = append(slices.Clone(c.Units), w.UnitType())
	g, err := engine.NewGame(&c, crt.Published, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	crt.GameOf(g).Walkers = &crt.WalkerRules{Jumpjets: true, Wheels: true, Legs: true}
	if err := sheets.Play(g, []string{"add mark-iii as MK3", "add walker:longest-walker-name-here as W1", "terrain W1 forest", "correct W1 status disabled because test"}); err != nil {
		t.Fatal(err)
	}
	pdf := papertest.Render(t, sheets.Options{Paper: sheets.Letter}, func(d *sheets.Doc) error {
		return doc{d}.WalkerSheet(g, g.Unit("W1"), &sheets.GameRef{ID: 12, Name: "A game with a long name"})
	})
	path := sheetstest.Saved(t, pdf)
	if p := sheetstest.PDFInfo(t, path)["Pages"]; p != "1" {
		t.Errorf("%s pages, want 1", p)
	}
	if !strings.Contains(sheetstest.PDFText(t, path), "W1 · Longest Walker Name Here") {
		t.Error("the sheet lacks its name")
	}
}

// TestWalkerRulesSpeakOfItsOptions: the walker sheet's rules speak only of
// the options the walker has (issue 20, item 13; 000 FAQ, Walkers, 5.0
// Optional Walker Rules), and its terrain table's cells are drawn whole
// ("normal rate, +2 he..." was cut).
func TestWalkerRulesSpeakOfItsOptions(t *testing.T) {
	base := crt.WalkerDesign{Name: "Plain", Generation: crt.GenerationLate, Attack: 3, Defense: 3, Range: 2, Move: 3}
	with := func(f func(*crt.WalkerDesign)) crt.WalkerDesign { w := base; f(&w); return w }
	for _, tc := range []struct {
		name       string
		w          crt.WalkerDesign
		has, lacks []string
	}{
		{"no options", base,
			[]string{"Without jumpjets it cannot climb a cliff", "road bonus of 1 hex on a road;"},
			[]string{"Jumpjets (5.0)", "With its jumpjets", "quadruped", "flying form", "GEV legs", "wheel mode"}},
		{"jumpjets and quadrupedal legs (5.0 Jumpjets, Quadrupedal: no doubling in overruns)",
			with(func(w *crt.WalkerDesign) { w.Jumpjets, w.Legs = true, crt.LegsQuad }),
			[]string{"Jumpjets (5.0)", "With its jumpjets it climbs", "this walker's parts are not doubled"},
			[]string{"Without jumpjets", "flying form", "GEV legs", "wheel mode"}},
		{"wheel mode (2.0 Road: a road bonus of 2 hexes)", with(func(w *crt.WalkerDesign) { w.Wheels = true }),
			[]string{"road bonus of 2 hexes on a road (with its wheel mode)"},
			[]string{"Jumpjets (5.0)", "flying form", "quadruped"}},
		{"land-air transformation (5.0: overruns are not possible in the air)", with(func(w *crt.WalkerDesign) { w.LAT = true }),
			[]string{"In its flying form it cannot overrun or be overrun"},
			[]string{"Jumpjets (5.0)", "quadruped", "wheel mode"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := sheetstest.Saved(t, blankWalkerSheet(t, tc.w, sheets.Options{Paper: sheets.Letter, Scale: engine.Hexes}))
			raw := sheetstest.PDFRaw(t, path)
			_, rules, _ := strings.Cut(raw, "QUICK REFERENCE")
			i := strings.Index(rules, "Movement (2.0)")
			if i < 0 {
				t.Fatalf("no walker rules in:\n%s", raw)
			}
			rules = rules[i:]
			for _, s := range tc.has {
				if !strings.Contains(rules, s) {
					t.Errorf("the rules lack %q:\n%s", s, rules)
				}
			}
			for _, s := range tc.lacks {
				if strings.Contains(rules, s) {
					t.Errorf("the rules speak of %q:\n%s", s, rules)
				}
			}
			if strings.Contains(raw, "…") {
				t.Errorf("the sheet cuts a text:\n%s", raw)
			}
			if tc.w.Wheels && !strings.Contains(raw, "normal rate, +2 hexes") {
				t.Errorf("the road's movement is not drawn whole:\n%s", raw)
			}
		})
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
	early := crt.WalkerDesign{Name: "Hoplite", Generation: crt.GenerationEarly, Attack: 4, Defense: 4, Range: 3, Move: 5}
	g := walkerGame(t, "add early-walker as W1 side defence", "add late-walker as W2 side defence", "add mark-iii as MK3 side ogre")
	design := early.UnitType()
	g.Catalog.Units = append(g.Catalog.Units, design)
	if err := sheets.Play(g, []string{"add walker:hoplite as W3 side defence"}); err != nil {
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
		text := sheetstest.PDFRaw(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error {
			return doc{d}.WalkerSheet(g, g.Unit(c.label), &sheets.GameRef{ID: 1, Name: "Walkers"})
		})))
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
	text := sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { d.Roster(g, sheets.RosterOf{ID: 1, Name: "Walkers"}); return nil })))
	for _, re := range []string{`W1\s+Early Walker\s.*\s12\s+early walker`, `W2\s+Late Walker\s.*\s18\s+late walker`, `W3\s+Hoplite\s.*\s12\s+early walker`} {
		if !regexp.MustCompile(re).MatchString(text) {
			t.Errorf("no %s in the roster:\n%s", re, text)
		}
	}
}
