package dashboard

import (
	"github.com/gdamore/tcell/v2"

	"ogretable/tracker"
)

// Theme turns tones into styles. The colour theme adds colour to styles
// that already differ in weight or decoration; the no-colour theme keeps
// only those, so nothing is told by colour alone.
type Theme struct {
	tones    map[tracker.Tone]tcell.Style
	Selected tcell.Style // the selected row
	Input    tcell.Style // an input field
	Bar      tcell.Style // the header bar
}

// Style returns the style of a tone.
func (t *Theme) Style(tone tracker.Tone) tcell.Style {
	if st, ok := t.tones[tone]; ok {
		return st
	}
	return tcell.StyleDefault
}

// NewTheme returns the dashboard's theme, without any colour when noColor.
func NewTheme(noColor bool) *Theme {
	d := tcell.StyleDefault
	t := &Theme{}
	t.tones = map[tracker.Tone]tcell.Style{
		tracker.ToneText:      d,
		tracker.ToneDim:       d.Dim(true),
		tracker.ToneBold:      d.Bold(true),
		tracker.ToneHeading:   d.Bold(true).Underline(true),
		tracker.ToneSide:      d.Bold(true),
		tracker.ToneOK:        d,
		tracker.ToneDisabled:  d.Bold(true),
		tracker.ToneStuck:     d.Bold(true).Underline(true),
		tracker.ToneDestroyed: d.Dim(true),
		tracker.ToneSpent:     d.Dim(true),
		tracker.ToneVoided:    d.Dim(true).StrikeThrough(true),
		tracker.ToneManual:    d.Italic(true),
		tracker.ToneError:     d.Bold(true),
		tracker.ToneNew:       d.Bold(true),
		tracker.ToneKey:       d.Bold(true),
	}
	t.Selected = d.Reverse(true)
	t.Input = d.Underline(true)
	t.Bar = d.Reverse(true)
	if noColor {
		return t
	}
	colour := map[tracker.Tone]tcell.Color{
		tracker.ToneHeading:   tcell.ColorAqua,
		tracker.ToneSide:      tcell.ColorAqua,
		tracker.ToneOK:        tcell.ColorGreen,
		tracker.ToneDisabled:  tcell.ColorYellow,
		tracker.ToneStuck:     tcell.ColorFuchsia,
		tracker.ToneDestroyed: tcell.ColorRed,
		tracker.ToneSpent:     tcell.ColorGray,
		tracker.ToneVoided:    tcell.ColorGray,
		tracker.ToneManual:    tcell.ColorAqua,
		tracker.ToneError:     tcell.ColorRed,
		tracker.ToneKey:       tcell.ColorYellow,
	}
	for r, c := range colour {
		t.tones[r] = t.tones[r].Foreground(c)
	}
	// Destroyed units stay readable in colour: red, not dimmed.
	t.tones[tracker.ToneDestroyed] = d.Foreground(tcell.ColorRed)
	t.Input = d.Background(tcell.ColorNavy).Foreground(tcell.ColorWhite)
	t.Bar = d.Background(tcell.ColorTeal).Foreground(tcell.ColorBlack)
	return t
}
