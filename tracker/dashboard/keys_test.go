package dashboard

import (
	"slices"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/uniseg"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/present"
)

func TestKeyTable(t *testing.T) {
	help := rowsText(HelpRows(Bindings, crtVerbs, 0))
	seen := map[string]bool{}
	for _, b := range Bindings {
		if !strings.Contains(help, b.Help) {
			t.Errorf("help lacks %q", b.Help)
		}
		for _, k := range b.Keys {
			if seen[k.String()] {
				t.Errorf("key %s is bound twice", k)
			}
			seen[k.String()] = true
			ev := tcell.NewEventKey(k.Code, k.Rune, tcell.ModNone)
			if a, ok := ActionFor(Bindings, ev); !ok || a != b.Action {
				t.Errorf("key %s gives %q, want %q", k, a, b.Action)
			}
		}
	}
	for _, v := range crtVerbs {
		if !strings.Contains(help, v.Syntax) {
			t.Errorf("help lacks the syntax %q", v.Syntax)
		}
	}
	// The hint line a game shows names the keys its system offers.
	// (A game of OGRE for DSII: dsiiforms' TestDSIIHintLineFits.)
	for name, g := range map[string]*engine.Game{"CRT": openQuick(t, newMemStore(), engine.Hexes).State()} {
		if w := present.CellsWidth(HintCells(BindingsFor(g))); w > 80 {
			t.Errorf("the hint line of a %s game is %d wide, more than 80", name, w)
		}
	}
	if _, ok := ActionFor(Bindings, tcell.NewEventKey(tcell.KeyRune, 'Z', tcell.ModNone)); ok {
		t.Error("Z is bound")
	}
}

// TestHelpRowsAlign: at 80 columns (the help dialog's 74 inside) and at
// narrower widths, no help line is wider than the dialog, a key's sentence
// goes on under its own start, never under the keys, and a command's syntax
// and help keep their columns.
func TestHelpRowsAlign(t *testing.T) {
	for _, width := range []int{74, 60, 40} {
		rows := HelpRows(Bindings, crtVerbs, width)
		col := -1 // where the key table's sentences start
		section := ""
		for _, r := range rows {
			text := r.Text()
			if w := uniseg.StringWidth(strings.TrimRight(text, " ")); w > width {
				t.Errorf("width %d: %q is %d wide", width, text, w)
			}
			if len(r.Cells) > 0 && r.Cells[0].Tone == present.ToneHeading {
				section = text
				continue
			}
			if strings.TrimSpace(text) == "" {
				continue
			}
			lead := len(text) - len(strings.TrimLeft(text, " "))
			switch {
			case strings.HasPrefix(section, "Commands"):
				// Syntax at 2 (going on at 6), what it does at 6.
				if lead != 2 && lead != 6 {
					t.Errorf("width %d: command line %q starts at %d", width, text, lead)
				}
			case r.Cells[0].Tone == present.ToneKey:
				// A key, then its sentence at the sentence column.
				k := []rune(r.Cells[0].Text)
				if col < 0 {
					col = len(k)
				}
				if len(k) != col || lead != 2 {
					t.Errorf("width %d: key row %q: the sentence starts at %d, the others at %d", width, text, len(k), col)
				}
			default:
				// A sentence going on: under its start.
				if lead != col {
					t.Errorf("width %d: %q goes on at %d, under the keys; want %d", width, text, lead, col)
				}
			}
		}
	}
}

func TestDiceValues(t *testing.T) {
	tests := []struct {
		in   string
		want []int
		bad  bool
	}{
		{"5", []int{5}, false},
		{"3 4", []int{3, 4}, false},
		{"34", []int{3, 4}, false},
		{"1,6, 2", []int{1, 6, 2}, false},
		{"", nil, false},
		{"7", nil, true},
		{"x", nil, true},
	}
	for _, tc := range tests {
		got, err := DiceValues(tc.in)
		if (err != nil) != tc.bad || !slices.Equal(got, tc.want) {
			t.Errorf("DiceValues(%q) = %v, %v", tc.in, got, err)
		}
	}
}

func TestWrapCells(t *testing.T) {
	cells := []present.Cell{{Text: "HVY1 (4) fires at ", Tone: present.ToneText}, {Text: "$O.treads", Tone: present.ToneBold}, {Text: " at 1-1, die 5: X.", Tone: present.ToneText}}
	lines := present.WrapCells(cells, 20, 2)
	var got []string
	for _, l := range lines {
		got = append(got, present.Row{Cells: l}.Text())
		if w := present.CellsWidth([]present.Cell{{Text: strings.TrimRight(present.Row{Cells: l}.Text(), " "), Tone: present.ToneText}}); w > 20 {
			t.Errorf("line %q is %d wide", present.Row{Cells: l}.Text(), w)
		}
	}
	if len(got) != 3 || strings.Join(strings.Fields(strings.Join(got, " ")), " ") != "HVY1 (4) fires at $O.treads at 1-1, die 5: X." {
		t.Errorf("wrapped = %q", got)
	}
	long := present.WrapCells([]present.Cell{{Text: strings.Repeat("x", 50), Tone: present.ToneText}}, 20, 2)
	if len(long) != 3 {
		t.Errorf("a 50-cell word in 20 columns gives %d lines", len(long))
	}
}

// TestDiceValuesFor: typed dice are read for the rolls a command makes and
// checked against their own dice (issue 8, Dice of any size).
func TestDiceValuesFor(t *testing.T) {
	d8 := []engine.Need{{Count: 1, Sides: 8, For: "for the electronics module"}}
	twoD6 := []engine.Need{{Count: 2, For: "to intercept"}}
	d10 := []engine.Need{{Count: 1, Sides: 10}, {Count: 1}}
	tests := []struct {
		in    string
		needs []engine.Need
		want  []int
		says  string
	}{
		{"8", d8, []int{8}, ""},
		{"9", d8, nil, "9 is not on a d8 (the roll for the electronics module)"},
		{"66", twoD6, []int{6, 6}, ""},
		{"6 7", twoD6, nil, "7 is not on a d6 (the roll to intercept)"},
		{"10 6", d10, []int{10, 6}, ""},
		{"10,3", d10, []int{10, 3}, ""},
		{"11 3", d10, nil, "11 is not on a d10"},
		{"3x", twoD6, nil, "a die shows a number"},
	}
	for _, tc := range tests {
		got, err := DiceValuesFor(tc.in, tc.needs)
		switch {
		case tc.says == "" && (err != nil || !slices.Equal(got, tc.want)):
			t.Errorf("DiceValuesFor(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		case tc.says != "" && (err == nil || !strings.Contains(err.Error(), tc.says)):
			t.Errorf("DiceValuesFor(%q) = %v, %v; want an error saying %q", tc.in, got, err, tc.says)
		}
	}
}

// crtVerbs is the command language of an Ogre CRT game, which the help of
// the tests' games lists.
var crtVerbs = engine.VerbsOfSystem(engine.SystemOf(crt.Published))

// notesSystem is a rule system of this test: its only verbs are the shared
// ones (add, note, undo, redo, update), and it keeps no state of its own.
// The methods it leaves to the nil System it embeds are never called here.
type notesSystem struct{ engine.System }

func (notesSystem) Name() string                 { return "notes-test" }
func (notesSystem) Title() string                { return "the notes test rules" }
func (notesSystem) Variants() []engine.Variant   { return []engine.Variant{"notes-test"} }
func (notesSystem) Verbs() []*engine.VerbDef     { return nil }
func (notesSystem) Keywords() []string           { return nil }
func (notesSystem) Phases() []engine.Phase       { return []engine.Phase{"play"} }
func (notesSystem) NewState() engine.SystemState { return nil }

func init() { engine.RegisterSystem(notesSystem{}) }

// TestBindingsFollowTheSystem: a key that stands for a verb is offered
// only where the game's rule system has that verb, and a key that opens a
// form only where the system registered the form (issue 19, item 3): an
// Ogre CRT game offers fire, ram, overrun, terrain, missiles, next and the
// walker designer; a game of a system without them offers none of those
// keys, and still the command bar, notes, undo, printing, help and
// quitting.
func TestBindingsFollowTheSystem(t *testing.T) {
	actions := func(v engine.Variant) map[Action]bool {
		g, err := engine.NewGame(&engine.Catalog{}, v, engine.Inches, nil)
		if err != nil {
			t.Fatal(err)
		}
		out := map[Action]bool{}
		for _, b := range BindingsFor(g) {
			out[b.Action] = true
		}
		return out
	}
	crtKeys, notesKeys := actions(crt.Published), actions("notes-test")
	for _, a := range []Action{ActFire, ActRam, ActOverrun, ActTerrain, ActMissile, ActNext, ActDesigner} {
		if !crtKeys[a] {
			t.Errorf("an Ogre CRT game does not offer %q", a)
		}
		if notesKeys[a] {
			t.Errorf("a game without the verb offers %q", a)
		}
	}
	for _, a := range []Action{ActCommand, ActNote, ActUndo, ActPrint, ActHelp, ActQuit} {
		if !notesKeys[a] || !crtKeys[a] {
			t.Errorf("%q is not offered in both games", a)
		}
	}
}
