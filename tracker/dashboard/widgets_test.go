package dashboard

import (
	"reflect"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/tracker/present"
	"ogretable/tracker/present/ffotview"
)

// cells is shorthand for a line of cells of tones t (text) and d (dim).
func cells(parts ...any) []present.Cell {
	var out []present.Cell
	for i := 0; i+1 < len(parts); i += 2 {
		out = append(out, present.Cell{Text: parts[i].(string), Tone: parts[i+1].(present.Tone)})
	}
	return out
}

const (
	tT = present.ToneText
	tD = present.ToneDim
	tB = present.ToneBold
)

// TestWrapCellsLines: lines break after whole words, continuation lines are
// indented, a word longer than a line is cut, neighbouring pieces of one
// tone are one cell, and wide characters count two cells.
func TestWrapCellsLines(t *testing.T) {
	for _, c := range []struct {
		name          string
		in            []present.Cell
		width, indent int
		want          [][]present.Cell
	}{
		{"fits, tones joined, empty cells left out", cells("T1 ", tD, "", tB, "fire ", tD, "at MK3", tT), 20, 2,
			[][]present.Cell{cells("T1 fire ", tD, "at MK3", tT)}},
		{"breaks after a word, indented", cells("one two three four", tT), 10, 2,
			[][]present.Cell{cells("one two ", tT), cells("  three ", tT), cells("  four", tT)}},
		{"a break across cells keeps the tones", cells("mark ", tD, "heavy tank destroyed", tB), 12, 2,
			[][]present.Cell{cells("mark ", tD, "heavy ", tB), cells("  ", tT, "tank ", tB), cells("  ", tT, "destroyed", tB)}},
		{"a word longer than a line is cut", cells(strings.Repeat("x", 25), tT), 10, 2,
			[][]present.Cell{cells("xxxxxxxxxx", tT), cells("  xxxxxxxx", tT), cells("  xxxxxxx", tT)}},
		{"spaces stay at the end of the line they follow", cells("aaaa bbbb", tB, "   cccc", tB), 10, 2,
			[][]present.Cell{cells("aaaa bbbb   ", tB), cells("  ", tT, "cccc", tB)}},
		{"spaces that would start a line are dropped", cells("aaaa bbbb cc  ", tT, "   dd", tB), 12, 2,
			[][]present.Cell{cells("aaaa bbbb cc  ", tT), cells("  ", tT, "dd", tB)}},
		{"one tone across cells is one cell on a wrapped line", cells("aaa ", tT, "bbb ", tT, "ccc", tT), 8, 0,
			[][]present.Cell{cells("aaa bbb ", tT), cells("ccc", tT)}},
		{"wide characters count two", cells("漢字 漢字 漢字", tT), 10, 2,
			[][]present.Cell{cells("漢字 漢字 ", tT), cells("  漢字", tT)}},
		{"no indent on a narrow line", cells("abc def ghi", tT), 6, 2,
			[][]present.Cell{cells("abc ", tT), cells("def ", tT), cells("ghi", tT)}},
	} {
		if got := present.WrapCells(c.in, c.width, c.indent); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: present.WrapCells(%q, %d, %d) =\n%q\nwant\n%q", c.name, c.in, c.width, c.indent, got, c.want)
		}
	}
}

// simScreen returns a w×h simulation screen of charset.
func simScreen(t *testing.T, charset string, w, h int) tcell.SimulationScreen {
	t.Helper()
	scr := tcell.NewSimulationScreen(charset)
	if err := scr.Init(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(scr.Fini)
	scr.SetSize(w, h)
	return scr
}

// row0 returns the runes of the screen's first row, one string a cell, " "
// for a cell not drawn (the second half of a wide character).
func row0(scr tcell.SimulationScreen) []string {
	scr.Show()
	cs, w, _ := scr.GetContents()
	out := make([]string, w)
	for x := range w {
		out[x] = string(cs[x].Runes)
		if out[x] == "" {
			out[x] = " "
		}
	}
	return out
}

// TestPrintText: each grapheme cluster is one cell, its combining marks
// with it, a wide one followed by a blank; a byte that is not UTF-8 is
// the replacement character; the text is clipped to maxW, a wide
// character that does not fit left out.
func TestPrintText(t *testing.T) {
	for _, c := range []struct {
		text  string
		maxW  int
		want  []string
		drawn int
	}{
		{"ab漢e\u0301●", 8, []string{"a", "b", "漢", " ", "e\u0301", "●", " ", " "}, 6},
		{"a\xffb", 8, []string{"a", "\uFFFD", "b", " ", " ", " ", " ", " "}, 3},
		{"abc漢", 4, []string{"a", "b", "c", " ", " ", " ", " ", " "}, 3},
		{"a\u0301bc", 2, []string{"a\u0301", "b", " ", " ", " ", " ", " ", " "}, 2},
	} {
		scr := simScreen(t, "UTF-8", 8, 1)
		drawn := printText(scr, 0, 0, c.maxW, c.text, tcell.StyleDefault)
		if got := row0(scr); drawn != c.drawn || !reflect.DeepEqual(got, c.want) {
			t.Errorf("printText(%q, %d) drew %q (%d cells), want %q (%d)", c.text, c.maxW, got, drawn, c.want, c.drawn)
		}
	}
}

// TestPlainScreenPut: on a screen that cannot show the glyphs, Put draws
// the same ASCII stand-ins as SetContent, drops the cluster's combining
// marks with its glyph, and returns the rest of the text.
func TestPlainScreenPut(t *testing.T) {
	scr := simScreen(t, "US-ASCII", 6, 1)
	p := newPlainScreen(scr)
	if rest, w := p.Put(0, 0, "●\u0301x", tcell.StyleDefault); rest != "x" || w != 1 {
		t.Errorf("Put(●́x) returned %q, %d; want \"x\", 1", rest, w)
	}
	p.Put(1, 0, ffotview.GlyphPinned, tcell.StyleDefault)
	p.SetContent(2, 0, '◒', nil, tcell.StyleDefault)
	p.Put(3, 0, "a", tcell.StyleDefault)
	p.Put(4, 0, "λ", tcell.StyleDefault) // no stand-in: the screen's own
	want := []string{"o", "p", "s", "a", "λ", " "}
	if got := row0(scr); !reflect.DeepEqual(got, want) {
		t.Errorf("the plain screen drew %q, want %q", got, want)
	}
}

// screenText returns the screen's rows as text.
func screenText(scr tcell.SimulationScreen) string {
	scr.Show()
	cs, w, h := scr.GetContents()
	var b strings.Builder
	for y := range h {
		for x := range w {
			if r := cs[y*w+x].Runes; len(r) > 0 {
				b.WriteString(string(r))
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// TestRowViewDrawsChangedRows: a row view keeps the wrapped lines of rows
// that did not change, and draws a changed row as it is now, in a log that
// follows its end and in a list.
func TestRowViewDrawsChangedRows(t *testing.T) {
	text := func(s string) present.Row { return present.Row{Kind: present.RowText, Cells: cells(s, tT)} }
	for _, follow := range []bool{true, false} {
		th := NewTheme(true)
		v := NewList(th)
		v.follow = follow
		v.SetRect(0, 0, 20, 6)
		scr := simScreen(t, "UTF-8", 20, 6)
		v.SetRows([]present.Row{text("first line"), text("second line that wraps"), text("third")})
		v.Draw(scr)
		if s := screenText(scr); !strings.Contains(s, "second line that") || !strings.Contains(s, "third") {
			t.Fatalf("follow %v: the rows are not drawn:\n%s", follow, s)
		}
		v.SetRows([]present.Row{text("first line"), text("2nd, changed"), text("third"), text("fourth")})
		scr.Clear()
		v.Draw(scr)
		s := screenText(scr)
		for _, want := range []string{"first line", "2nd, changed", "third", "fourth"} {
			if !strings.Contains(s, want) {
				t.Errorf("follow %v: %q is not drawn after the rows changed:\n%s", follow, want, s)
			}
		}
		if strings.Contains(s, "second") || strings.Contains(s, "wraps") {
			t.Errorf("follow %v: the row that changed is drawn as it was:\n%s", follow, s)
		}
	}
}

// TestLineViewDrawsChangedCells: a line view draws its cells as they are
// at each drawing, even when they were changed in place.
func TestLineViewDrawsChangedCells(t *testing.T) {
	v := newLineView(NewTheme(true))
	v.SetRect(0, 0, 20, 2)
	scr := simScreen(t, "UTF-8", 20, 2)
	v.cells = cells("Turn 1 ", tB, "fire phase", tT)
	if n := v.Lines(20); n != 1 {
		t.Fatalf("Lines(20) = %d, want 1", n)
	}
	v.Draw(scr)
	v.cells[1].Text = "movement phase"
	if n := v.Lines(20); n != 2 {
		t.Errorf("Lines(20) after the change = %d, want 2", n)
	}
	scr.Clear()
	v.Draw(scr)
	if s := screenText(scr); !strings.Contains(s, "movement") || strings.Contains(s, "fire") {
		t.Errorf("the line view draws its old cells:\n%s", s)
	}
}
