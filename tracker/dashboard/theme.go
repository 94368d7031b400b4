package dashboard

import (
	"unicode/utf8"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/uniseg"

	"ogretable/tracker/present"
)

// Theme turns tones into styles. The colour theme adds colour to styles
// that already differ in weight or decoration; the no-colour theme keeps
// only those, so nothing is told by colour alone.
type Theme struct {
	tones    map[present.Tone]tcell.Style
	Selected tcell.Style // the selected row
	Input    tcell.Style // an input field
	Bar      tcell.Style // the header bar
}

// Style returns the style of a tone.
func (t *Theme) Style(tone present.Tone) tcell.Style {
	if st, ok := t.tones[tone]; ok {
		return st
	}
	return tcell.StyleDefault
}

// NewTheme returns the dashboard's theme, without any colour when noColor.
func NewTheme(noColor bool) *Theme {
	d := tcell.StyleDefault
	t := &Theme{}
	t.tones = map[present.Tone]tcell.Style{
		present.ToneText:      d,
		present.ToneDim:       d.Dim(true),
		present.ToneBold:      d.Bold(true),
		present.ToneHeading:   d.Bold(true).Underline(true),
		present.ToneSide:      d.Bold(true),
		present.ToneOK:        d,
		present.ToneDisabled:  d.Bold(true),
		present.ToneStuck:     d.Bold(true).Underline(true),
		present.ToneDestroyed: d.Dim(true),
		present.ToneSpent:     d.Dim(true),
		present.ToneVoided:    d.Dim(true).StrikeThrough(true),
		present.ToneManual:    d.Italic(true),
		present.ToneError:     d.Bold(true),
		present.ToneNew:       d.Bold(true),
		present.ToneKey:       d.Bold(true),
	}
	t.Selected = d.Reverse(true)
	t.Input = d.Underline(true)
	t.Bar = d.Reverse(true)
	if noColor {
		return t
	}
	colour := map[present.Tone]tcell.Color{
		present.ToneHeading:   tcell.ColorAqua,
		present.ToneSide:      tcell.ColorAqua,
		present.ToneOK:        tcell.ColorGreen,
		present.ToneDisabled:  tcell.ColorYellow,
		present.ToneStuck:     tcell.ColorFuchsia,
		present.ToneDestroyed: tcell.ColorRed,
		present.ToneSpent:     tcell.ColorGray,
		present.ToneVoided:    tcell.ColorGray,
		present.ToneManual:    tcell.ColorAqua,
		present.ToneError:     tcell.ColorRed,
		present.ToneKey:       tcell.ColorYellow,
	}
	for r, c := range colour {
		t.tones[r] = t.tones[r].Foreground(c)
	}
	// Destroyed units stay readable in colour: red, not dimmed.
	t.tones[present.ToneDestroyed] = d.Foreground(tcell.ColorRed)
	t.Input = d.Background(tcell.ColorNavy).Foreground(tcell.ColorWhite)
	t.Bar = d.Background(tcell.ColorTeal).Foreground(tcell.ColorBlack)
	return t
}

// plainScreen is the screen the dashboard draws on: it passes everything
// to the terminal's screen, and puts a distinct ASCII character (see
// present.ASCIIGlyph) in place of a glyph the terminal cannot display
// (LANG=C, a terminal without UTF-8), where the terminal would show "?"
// for every one of them. What the terminal can display is asked once a
// rune, after the screen is set up.
type plainScreen struct {
	tcell.Screen
	shows map[rune]bool
}

// newPlainScreen wraps s.
func newPlainScreen(s tcell.Screen) *plainScreen {
	return &plainScreen{Screen: s, shows: map[rune]bool{}}
}

// Init sets up the screen and forgets what the last one could display.
func (p *plainScreen) Init() error {
	clear(p.shows)
	return p.Screen.Init()
}

// SetContent draws a cell, with an ASCII stand-in for a glyph the screen
// cannot display.
func (p *plainScreen) SetContent(x, y int, r rune, comb []rune, st tcell.Style) {
	if b, ok := p.standIn(r); ok {
		r, comb = rune(b), nil
	}
	p.Screen.SetContent(x, y, r, comb, st)
}

// Put draws the first grapheme cluster of str in a cell, with an ASCII
// stand-in for a glyph the screen cannot display (its combining marks
// dropped, as SetContent drops them), and returns the rest of str and the
// width drawn.
func (p *plainScreen) Put(x, y int, str string, st tcell.Style) (string, int) {
	if str != "" && str[0] >= utf8.RuneSelf {
		r, _ := utf8.DecodeRuneInString(str)
		if b, ok := p.standIn(r); ok {
			_, rest, _, _ := uniseg.FirstGraphemeClusterInString(str, -1)
			_, w := p.Screen.Put(x, y, string([]byte{b}), st)
			return rest, w
		}
	}
	return p.Screen.Put(x, y, str, st)
}

// standIn returns the ASCII character drawn for r, and whether r needs
// one: a glyph the screen cannot display that has a stand-in
// (present.ASCIIGlyph).
func (p *plainScreen) standIn(r rune) (byte, bool) {
	if r < utf8.RuneSelf {
		return 0, false
	}
	ok, known := p.shows[r]
	if !known {
		//lint:ignore SA1019 tcell v2 has no other way to ask whether the terminal's charset has a rune; it rests its own fallbacks on the same check, and v3 is ruled out (ARCHITECTURE.md, Decisions, Dependencies)
		ok = p.Screen.CanDisplay(r, false)
		p.shows[r] = ok
	}
	if ok {
		return 0, false
	}
	return present.ASCIIGlyph(r)
}
