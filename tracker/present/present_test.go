package present_test

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rivo/uniseg"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker"
	"ogretable/tracker/present"
	"ogretable/tracker/present/crtview"
)

func TestHeaderText(t *testing.T) {
	tests := []struct {
		name  string
		scale engine.Scale
		lines []string
		width int
		want  []string
	}{
		{"long", engine.Hexes, nil, 0,
			[]string{"Quick game", "Turn 1", "OGRE to play, recovery phase", "published rules, hexes", "VP ogre 0, defence 0"}},
		{"80 columns", engine.Hexes, nil, 80,
			[]string{"Quick game", "Turn 1", "OGRE recovery phase", "published hex", "VP ogre 0 defence 0"}},
		{"narrow", engine.Inches, nil, 60,
			[]string{"Quick game", "T1 OGRE recovery", "VP ogre 0 defence 0"}},
		{"80 columns, a long phase", engine.Hexes, nexts(7), 80,
			[]string{"Quick game", "Turn 1", "DEFENCE second movement phase", "VP ogre 0 defence 0"}},
		{"the defence's fire phase, with VP", engine.Inches, append(nexts(6), "fire HVY1 at $O.treads die 5"), 0,
			[]string{"Turn 1", "DEFENCE to play, fire phase", "published rules, inches", "VP ogre 0, defence 4"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := openQuick(t, newMemStore(), tc.scale)
			run(t, s, tc.lines...)
			got := present.Row{Cells: present.HeaderText(s.Info(), s.State(), tc.width)}.Text()
			for _, w := range tc.want {
				if !strings.Contains(got, w) {
					t.Errorf("header %q lacks %q", got, w)
				}
			}
			if tc.width > 0 && present.CellsWidth(present.HeaderText(s.Info(), s.State(), tc.width)) > tc.width && tc.width >= 80 {
				t.Errorf("header %q is wider than %d", got, tc.width)
			}
		})
	}
}

func TestRosterRows(t *testing.T) {
	// In the ogre's fire phase: HVY1 disabled, HVY2 destroyed.
	setup := append(nexts(2), "fire $O.main1 at HVY1 die 3", "fire $O.secondary1 at HVY2 die 5")
	tests := []struct {
		name   string
		scale  engine.Scale
		lines  []string
		filter string
		label  string
		want   []string // the unit row's cells
		absent []string // labels not listed
	}{
		{"heavy tank in hexes", engine.Hexes, nil, "", "HVY1",
			[]string{present.GlyphOK, "HVY1", "Heavy Tank", "4", "2", "3", "3", ""}, nil},
		{"heavy tank in inches", engine.Inches, nil, "", "HVY1",
			[]string{present.GlyphOK, "HVY1", "Heavy Tank", "4", "4", "3", "6", ""}, nil},
		{"GEV's second move", engine.Inches, nil, "", "GEV1",
			[]string{present.GlyphOK, "GEV1", "GEV", "2", "4", "2", "8+6", ""}, nil},
		{"infantry stack", engine.Hexes, nil, "", "INF1",
			[]string{present.GlyphOK, "INF1", "Infantry Squad", "3", "1", "3", "2", "3 squads"}, nil},
		{"the Ogre", engine.Hexes, nil, "", "$O",
			[]string{present.GlyphOK, "$O", "Mark III", "–", "–", "–", "3", "treads 45/45"}, nil},
		{"command post", engine.Hexes, nil, "", "CP1",
			[]string{present.GlyphOK, "CP1", "Command Post", "–", "–", "0", "–", ""}, nil},
		{"disabled", engine.Hexes, setup, "", "HVY1",
			[]string{present.GlyphDisabled, "HVY1", "Heavy Tank", "4", "2", "3", "3", "disabled"}, nil},
		{"destroyed", engine.Hexes, setup, "", "HVY2",
			[]string{present.GlyphDestroyed, "HVY2", "Heavy Tank", "4", "2", "3", "3", "destroyed, hulk"}, nil},
		{"fired", engine.Hexes, setup, "", "$O",
			[]string{present.GlyphOK, "$O", "Mark III", "–", "–", "–", "3", "treads 45/45, " + present.GlyphFired + " fired"}, nil},
		{"terrain", engine.Hexes, []string{"terrain INF2 forest"}, "", "INF2",
			[]string{present.GlyphOK, "INF2", "Infantry Squad", "3", "1", "6", "2", "3 squads, in forest"}, nil},
		{"filter by label", engine.Hexes, nil, "hvy", "HVY3",
			[]string{present.GlyphOK, "HVY3", "Heavy Tank", "4", "2", "3", "3", ""}, []string{"$O", "MSL1", "CP1"}},
		{"filter by type", engine.Hexes, nil, "Missile", "MSL2",
			[]string{present.GlyphOK, "MSL2", "Missile Tank", "3", "4", "2", "2", ""}, []string{"HVY1", "GEV1"}},
		{"filter by status", engine.Hexes, setup, "DISABLED", "HVY1",
			[]string{present.GlyphDisabled, "HVY1", "Heavy Tank", "4", "2", "3", "3", "disabled"}, []string{"HVY2", "HVY3", "$O"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := openQuick(t, newMemStore(), tc.scale)
			run(t, s, tc.lines...)
			rows := present.RosterRows(s.State(), tc.filter)
			r := rowOf(t, rows, sub(s, tc.label))
			var got []string
			for _, c := range r.Cells {
				got = append(got, c.Text)
			}
			for i := range tc.want {
				tc.want[i] = sub(s, tc.want[i])
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("row of %s:\n got %q\nwant %q", tc.label, got, tc.want)
			}
			for _, l := range tc.absent {
				l = sub(s, l)
				for _, r := range rows {
					if r.Label == l {
						t.Errorf("filter %q lists %s", tc.filter, l)
					}
				}
			}
		})
	}
}

func TestRosterRowsGroupsAndTimers(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	run(t, s, append(nexts(2), "fire $O.main1 at HVY1 die 3", "fire $O.secondary1 at HVY2 die 5")...)
	rows := present.RosterRows(s.State(), "")
	text := rowsText(rows)
	for _, want := range []string{
		"OGRE: 1 in play  " + present.GlyphSelected + " to play",
		"DEFENCE: 17 in play, 1 destroyed",
		"↳ recovers at the start of the defence's turn 2",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("roster lacks %q:\n%s", want, text)
		}
	}
	// The detail row follows its unit; the destroyed come last in their side.
	i := slices.IndexFunc(rows, func(r present.Row) bool { return r.Kind == present.RowUnit && r.Label == "HVY1" })
	if rows[i+1].Kind != present.RowDetail || rows[i+1].Label != "HVY1" {
		t.Errorf("HVY1's timer is not below it: %q", rows[i+1].Text())
	}
	if rows[i+1].Cells[0].Tone != present.ToneDisabled {
		t.Errorf("timer tone = %v, want ToneDisabled", rows[i+1].Cells[0].Tone)
	}
	if last := rows[len(rows)-1]; last.Label != "HVY2" {
		t.Errorf("last row = %q, want the destroyed HVY2", last.Text())
	}
	if got := present.RosterRows(s.State(), "zzz"); !strings.Contains(rowsText(got), `No unit matches "zzz"`) {
		t.Errorf("an empty filter result says:\n%s", rowsText(got))
	}
}

func TestTreadBands(t *testing.T) {
	tests := []struct {
		max, move int
		want      []crtview.TreadBand
	}{
		{45, 3, []crtview.TreadBand{{Move: 3, From: 45, To: 31}, {Move: 2, From: 30, To: 16}, {Move: 1, From: 15, To: 1}}},
		{56, 4, []crtview.TreadBand{{Move: 4, From: 56, To: 43}, {Move: 3, From: 42, To: 29}, {Move: 2, From: 28, To: 15}, {Move: 1, From: 14, To: 1}}},
		{18, 3, []crtview.TreadBand{{Move: 3, From: 18, To: 13}, {Move: 2, From: 12, To: 7}, {Move: 1, From: 6, To: 1}}},
		{10, 3, []crtview.TreadBand{{Move: 3, From: 10, To: 7}, {Move: 2, From: 6, To: 4}, {Move: 1, From: 3, To: 1}}},
		{0, 3, nil},
	}
	for _, tc := range tests {
		got := crtview.TreadBands(tc.max, tc.move)
		if !slices.Equal(got, tc.want) {
			t.Errorf("TreadBands(%d, %d) = %v, want %v", tc.max, tc.move, got, tc.want)
		}
		for _, b := range got {
			for tr := b.To; tr <= b.From; tr++ {
				if m := crt.TreadMovement(tr, tc.max, tc.move); m != b.Move {
					t.Errorf("band %v holds %d treads with movement %d", b, tr, m)
				}
			}
		}
	}
}

func TestOgrePanel(t *testing.T) {
	tests := []struct {
		name  string
		scale engine.Scale
		add   string // another Ogre to show instead of $O
		lines []string
		want  []string
	}{
		{"fresh", engine.Hexes, "", nil, []string{
			"$O Mark III " + present.GlyphOK + " ok  VP lost 0",
			"Treads 45/45, move 3 hexes",
			"At 30 (15 more lost): move 2 hexes",
			present.GlyphSelected + " M3 " + strings.Repeat(crtview.GlyphTread, 15) + " 45-31",
			"  M2 " + strings.Repeat(crtview.GlyphTread, 15) + " 30-16",
			"main      4/3 D4 1" + present.GlyphOK,
			"secondary 3/2 D3 1" + present.GlyphOK + " 2" + present.GlyphOK + " 3" + present.GlyphOK + " 4" + present.GlyphOK,
			"missile   6/5 D3 1" + present.GlyphOK + " 2" + present.GlyphOK + " (2 left)",
		}},
		{"in inches", engine.Inches, "", nil, []string{
			`Treads 45/45, move 6"`,
			`At 30 (15 more lost): move 4"`,
			present.GlyphSelected + ` M6" ` + strings.Repeat(crtview.GlyphTread, 15),
			"main      4/6 D4",
		}},
		{"treads lost", engine.Hexes, "", append(nexts(6), "fire HVY1 at $O.treads die 5"), []string{
			"VP lost 4",
			"Treads 41/45, move 3 hexes",
			"At 30 (11 more lost): move 2 hexes",
			present.GlyphSelected + " M3 " + strings.Repeat(crtview.GlyphTread, 11) + strings.Repeat(crtview.GlyphTreadLost, 4) + " 45-31",
		}},
		{"next band", engine.Hexes, "", append(nexts(6), "fire HVY1 at $O.treads die 5", "fire HVY2 at $O.treads die 5",
			"fire HVY3 at $O.treads die 5", "fire MSL1 at $O.treads die 5", "fire GEV1 at $O.treads die 5"), []string{
			"Treads 28/45, move 2 hexes",
			"At 15 (13 more lost): move 1 hex",
			"  M3 " + strings.Repeat(crtview.GlyphTreadLost, 15) + " 45-31",
			present.GlyphSelected + " M2 " + strings.Repeat(crtview.GlyphTread, 13) + strings.Repeat(crtview.GlyphTreadLost, 2) + " 30-16",
		}},
		{"weapons destroyed and VP lost", engine.Hexes, "", append(nexts(6),
			"fire HVY1,HVY2 at $O.main1 die 6", "fire MSL1 at $O.missile1 die 6", "fire HVY3 at $O.treads die 5"), []string{
			"VP lost 13",
			"main      4/3 D4 1" + present.GlyphDestroyed,
			"missile   6/5 D3 1" + present.GlyphDestroyed + " 2" + present.GlyphOK + " (1 left)",
		}},
		{"fired and spent", engine.Hexes, "", append(nexts(2), "fire $O.main1 at HVY1 die 1", "fire $O.missile1 at HVY2 die 1"), []string{
			"main      4/3 D4 1" + present.GlyphFired,
			"missile   6/5 D3 1" + present.GlyphSpent + " 2" + present.GlyphOK + " (1 left)",
			"VP lost 0",
		}},
		// A weapon fired in the Ogre's turn is ready again in the enemy's
		// (it fires back in an overrun): the panel does not mark it fired
		// there (the referee's playtest).
		{"fired, then the enemy's turn", engine.Hexes, "", append(nexts(2), append([]string{"fire $O.main1 at HVY1 die 1"}, nexts(3)...)...), []string{
			"main      4/3 D4 1" + present.GlyphOK,
		}},
		{"racks and ammunition", engine.Hexes, "add mark-iv as MK4", nil, []string{
			"MK4 Mark IV",
			"Treads 56/56, move 4 hexes",
			"rack",
			"1" + present.GlyphOK + "(5) 2" + present.GlyphOK + "(5) 3" + present.GlyphOK + "(5) (ammo 15)",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := openQuick(t, newMemStore(), tc.scale)
			run(t, s, tc.lines...)
			u := crt.FirstOgre(s.State())
			if tc.add != "" {
				run(t, s, tc.add)
				u = s.State().Units[len(s.State().Units)-1]
			}
			text := rowsText(crtview.OgrePanel(s.State(), u, 60))
			for _, w := range tc.want {
				w = sub(s, w)
				if !strings.Contains(text, w) {
					t.Errorf("panel lacks %q:\n%s", w, text)
				}
			}
		})
	}
}

func TestOgrePanelWrapsWeapons(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	rows := crtview.OgrePanel(s.State(), crt.FirstOgre(s.State()), 34)
	for _, r := range rows {
		if w := present.CellsWidth(r.Cells); w > 34 && strings.Contains(r.Text(), present.GlyphOK) && !strings.HasPrefix(r.Text(), ogreOf(s)) {
			t.Errorf("row %q is %d wide, more than 34", r.Text(), w)
		}
	}
	if !strings.Contains(rowsText(rows), "8"+present.GlyphOK) {
		t.Errorf("the eighth AP gun is missing:\n%s", rowsText(rows))
	}
	if got := rowsText(crtview.OgrePanel(s.State(), nil, 34)); got != "No Ogre in play." {
		t.Errorf("no Ogre: %q", got)
	}
}

func TestLogRows(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	run(t, s, append(nexts(6), "fire HVY1 at $O.treads die 5", "note the Ogre is in the ridge", "undo")...)
	lines, err := s.Log()
	if err != nil {
		t.Fatal(err)
	}
	latest := lines[len(lines)-1].Command
	rows := present.LogRows(lines, latest)
	text := rowsText(rows)
	for _, want := range []string{
		"T1 defence fire HVY1 (4) fires at $O.treads at 1-1, die 5: X. [typed]",
		"T1 defence fire [undone] Note: the Ogre is in the ridge",
		present.GlyphSelected + " T1 defence fire Undone: ",
		"T1 ogre move The ogre's movement phase, turn 1.",
	} {
		if want = sub(s, want); !strings.Contains(text, want) {
			t.Errorf("log lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "Fired.") {
		t.Errorf("the log shows bookkeeping lines:\n%s", text)
	}
	for _, r := range rows {
		if strings.Contains(r.Text(), "[undone]") && r.Cells[len(r.Cells)-1].Tone != present.ToneVoided {
			t.Errorf("voided line %q is not styled as voided", r.Text())
		}
		if strings.Contains(r.Text(), "[typed]") && r.Cells[len(r.Cells)-1].Tone != present.ToneManual {
			t.Errorf("typed dice in %q are not marked", r.Text())
		}
	}
}

// TestLogRowMaker: the maker's rows are LogRows' at every step of a game
// (a command, dice typed, undo voiding a line already shown, redo, the
// window moving past old lines), and the rows of lines that did not change
// are the rows it made before.
func TestLogRowMaker(t *testing.T) {
	for _, keep := range []int{500, 6} {
		s := openQuick(t, newMemStore(), engine.Hexes)
		var m present.LogRowMaker
		var before []present.Row
		for i, step := range append(nexts(6), "fire HVY1 at $O.treads die 5", "note the Ogre is in the ridge", "undo", "redo",
			"note one", "note two", "undo", "next") {
			run(t, s, step)
			lines := s.Recent(keep)
			latest := lines[len(lines)-1].Command
			got, want := m.Rows(lines, latest), present.LogRows(lines, latest)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("keep %d, step %d %q: the maker's rows\n%s\nare not LogRows'\n%s", keep, i, step, rowsText(got), rowsText(want))
			}
			// A row already shown and not of the latest command or the one
			// before, its line unchanged, is the row made before.
			for _, r := range got {
				for _, b := range before {
					if r.Text() == b.Text() && !strings.Contains(r.Text(), present.GlyphSelected) && !strings.Contains(b.Text(), present.GlyphSelected) &&
						&r.Cells[0] != &b.Cells[0] {
						t.Errorf("keep %d, step %d %q: the row %q was made again", keep, i, step, r.Text())
					}
				}
			}
			before = got
		}
	}
}

// TestTextWidth: the width of printable ASCII is its length, and of any
// other text what uniseg measures.
func TestTextWidth(t *testing.T) {
	for _, c := range []struct {
		text string
		want int
	}{
		{"", 0}, {"HVY1 at MK3.treads ~", 20}, {"a\tb", uniseg.StringWidth("a\tb")}, {"\x7f", uniseg.StringWidth("\x7f")},
		{present.GlyphOK + " ok", 4}, {"漢字", 4}, {"e\u0301", 1}, {"treads 35/45…", 13},
	} {
		if got := present.TextWidth(c.text); got != c.want || got != uniseg.StringWidth(c.text) {
			t.Errorf("TextWidth(%q) = %d, want %d (uniseg %d)", c.text, got, c.want, uniseg.StringWidth(c.text))
		}
	}
}

func TestPlanRows(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	run(t, s, nexts(6)...)
	tests := []struct {
		name      string
		attackers []string
		target    string
		want      []string
	}{
		{"treads", []string{"HVY1"}, "$O.treads", []string{
			"HVY1 (4) at $O.treads: treads, always 1-1",
			"Die 1:NE 2:NE 3:D 4:D 5:X 6:XX",
			"Chance NE 33%  D 33%  X 17%  XX 17%",
			// OFFICIAL-NOTES, Attacks on treads: a heavy tank's hit removes 4.
			"A D does nothing to treads; an X or XX takes 4 off: 41 left, move 3 hexes.",
		}},
		{"a weapon at 2-1", []string{"HVY1", "HVY2"}, "$O.main1", []string{
			"HVY1 + HVY2 (8) at $O.main1 (defence 4): 2-1",
			"Die 1:NE 2:D 3:D 4:X 5:XX 6:XX",
			"Chance NE 17%  D 33%  X 17%  XX 33%",
			"A D does nothing to an Ogre weapon; an X or XX destroys it.",
		}},
		{"no effect possible", []string{"GEV1"}, "$O.main1", []string{
			"GEV1 (2) at $O.main1 (defence 4): 1-2",
		}},
		{"treads combined", []string{"HVY1", "HVY2"}, "$O.treads", []string{
			present.GlyphDestroyed + " An attack on treads is made by one attacker alone",
		}},
		{"AP at armour", []string{"$O.ap1"}, "HVY1", []string{
			"anti-personnel",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for i := range tc.attackers {
				tc.attackers[i] = sub(s, tc.attackers[i])
			}
			p, err := crt.PlanFire(s.State(), tc.attackers, sub(s, tc.target), tc.name == "AP at armour")
			text := rowsText(crtview.PlanRows(p, err))
			for _, w := range tc.want {
				w = sub(s, w)
				if !strings.Contains(text, w) {
					t.Errorf("plan lacks %q:\n%s", w, text)
				}
			}
			if strings.Contains(text, "engine:") {
				t.Errorf("the reason keeps its package prefix: %s", text)
			}
		})
	}
}

// TestPlanRowsSpillAndModifier: the plan shows each spillover's odds and
// results, and a die modifier with its reason (issue 11).
func TestPlanRowsSpillAndModifier(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	run(t, s, "next", "next")
	g := s.State()
	p, err := crt.PlanFire(g, []string{sub(s, "$O.main1")}, "HVY1", false, "HVY2", "INF1")
	text := rowsText(crtview.PlanRows(p, err))
	// OFFICIAL-NOTES, Overrun and spillover: half the strength, unrounded,
	// results one step down.
	for _, w := range []string{
		sub(s, "$O.main1 (4) at HVY1 (defence 3): 1-1"),
		"Spillover onto HVY2: half of 4 is 2 (defence 3): 1-2\nDie 1:NE 2:NE 3:NE 4:NE 5:NE 6:D \nChance NE 83%  D 17%  X 0%  XX 0%",
		"Spillover onto INF1: half of 4 is 2 (defence 3): 1-2",
	} {
		if !strings.Contains(text, w) {
			t.Errorf("plan lacks %q:\n%s", w, text)
		}
	}
	// 000 FAQ, Ogre Ninja: 1 off the die, named.
	ninja := tracker.Info{ID: 2, Name: "Ninja", Variant: crt.Published, Scale: engine.Hexes, Seed: 1}
	n, err := tracker.Open(newMemStore(), s.Catalog(), ninja)
	if err != nil {
		t.Fatal(err)
	}
	run(t, n, append([]string{"add ogre-ninja as N side ogre", "add heavy-tank as H"}, nexts(6)...)...)
	p, err = crt.PlanFire(n.State(), []string{"H"}, "N.secondary1", false)
	if text := rowsText(crtview.PlanRows(p, err)); !strings.Contains(text, "H (4) at N.secondary1 (defence 3): 1-1, die -1 (ECM)") {
		t.Errorf("the plan does not name the modifier:\n%s", text)
	}
}

// TestTargetNote: a target not in action is flagged, and what a D does to
// it is said in the engine's sentences; a unit in action has no note
// (issue 11; 000 FAQ, COMBAT RESULTS TABLE: a D on a disabled unit destroys it).
func TestTargetNote(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	run(t, s, "next", "next", "fire $O.main1 at HVY1 die 3")
	g := s.State()
	got := rowsText(crtview.TargetNote(g, g.Unit("HVY1"), "ogre"))
	want := "HVY1 is disabled already: a D destroys it. On a D: HVY1 is destroyed, leaving a hulk. The ogre scores 6 VP for HVY1."
	if got != want {
		t.Errorf("TargetNote = %q, want %q", got, want)
	}
	if f := crtview.TargetFlag(g.Unit("HVY1")); f.Text != present.GlyphDisabled || f.Tone != present.ToneDisabled {
		t.Errorf("TargetFlag = %+v", f)
	}
	if rows := crtview.TargetNote(g, g.Unit("HVY2"), "ogre"); rows != nil {
		t.Errorf("a unit in action has a note: %q", rowsText(rows))
	}
	if f := crtview.TargetFlag(g.Unit("HVY2")); f.Text != "" {
		t.Errorf("a unit in action is flagged %q", f.Text)
	}
}

func TestRefusal(t *testing.T) {
	// Refusals are typed: the sentence is asked for, no prefix is stripped.
	for in, want := range map[error]string{
		&engine.RuleError{Reason: "it is the ogre's turn"}: "It is the ogre's turn",
		tracker.ErrNothingToUndo:                           "Nothing to undo",
		errors.New("plain"):                                "Plain",
		fmt.Errorf("opening game 2: %w", &engine.RuleError{Reason: "no unit X in play"}): "Opening game 2: no unit X in play",
	} {
		if got := present.Refusal(in); got != want {
			t.Errorf("Refusal(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestOverrunText(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	if got := crtview.OverrunText(s.State()); got != nil {
		t.Errorf("no overrun, yet a banner: %q", present.Row{Cells: got}.Text())
	}
	run(t, s, "next", "overrun $O at INF1,HVY1")
	got := present.Row{Cells: crtview.OverrunText(s.State())}.Text()
	for _, w := range []string{"OVERRUN by the ogre: round 1, the defenders fire", "attackers " + ogreOf(s), "defenders INF1, HVY1", "overrun end"} {
		if !strings.Contains(got, w) {
			t.Errorf("banner %q lacks %q", got, w)
		}
	}
	if r := rowOf(t, present.RosterRows(s.State(), ""), "HVY1"); !strings.Contains(r.Text(), "in overrun") {
		t.Errorf("HVY1's row does not say it is in the overrun: %q", r.Text())
	}
}

// TestLogTagSide: the log's tag shows a side's name whole up to ten
// letters, FFOTigers' "attacker" and "defender" included (a playtest's log
// read "attacke"), and marks a longer name as cut.
func TestLogTagSide(t *testing.T) {
	for _, tc := range []struct{ side, tag string }{
		{"ogre", "T2 ogre fire "},
		{"attacker", "T2 attacker fire "},
		{"defender", "T2 defender fire "},
		{"Paneuropeans", "T2 Paneurope… fire "},
	} {
		row := present.LogRow(tracker.LogLine{Turn: 2, Side: tc.side, Phase: "fire", Text: "x"}, 0)
		if got := row.Cells[1].Text; got != tc.tag {
			t.Errorf("side %q: tag %q, want %q", tc.side, got, tc.tag)
		}
	}
}
