package tracker

import "github.com/gdamore/tcell/v2"

// Theme turns tones into styles. The colour theme adds colour to styles
// that already differ in weight or decoration; the no-colour theme keeps
// only those, so nothing is told by colour alone.
type Theme struct {
	tones    [toneCount]tcell.Style
	Selected tcell.Style // the selected row
	Input    tcell.Style // an input field
	Bar      tcell.Style // the header bar
}

// Style returns the style of a tone.
func (t *Theme) Style(tone Tone) tcell.Style {
	if int(tone) < len(t.tones) {
		return t.tones[tone]
	}
	return tcell.StyleDefault
}

// NewTheme returns the dashboard's theme, without any colour when noColor.
func NewTheme(noColor bool) *Theme {
	d := tcell.StyleDefault
	t := &Theme{}
	t.tones = [toneCount]tcell.Style{
		ToneText:      d,
		ToneDim:       d.Dim(true),
		ToneBold:      d.Bold(true),
		ToneHeading:   d.Bold(true).Underline(true),
		ToneSide:      d.Bold(true),
		ToneOK:        d,
		ToneDisabled:  d.Bold(true),
		ToneStuck:     d.Bold(true).Underline(true),
		ToneDestroyed: d.Dim(true),
		ToneSpent:     d.Dim(true),
		ToneVoided:    d.Dim(true).StrikeThrough(true),
		ToneManual:    d.Italic(true),
		ToneError:     d.Bold(true),
		ToneNew:       d.Bold(true),
		ToneKey:       d.Bold(true),
	}
	t.Selected = d.Reverse(true)
	t.Input = d.Underline(true)
	t.Bar = d.Reverse(true)
	if noColor {
		return t
	}
	colour := map[Tone]tcell.Color{
		ToneHeading:   tcell.ColorAqua,
		ToneSide:      tcell.ColorAqua,
		ToneOK:        tcell.ColorGreen,
		ToneDisabled:  tcell.ColorYellow,
		ToneStuck:     tcell.ColorFuchsia,
		ToneDestroyed: tcell.ColorRed,
		ToneSpent:     tcell.ColorGray,
		ToneVoided:    tcell.ColorGray,
		ToneManual:    tcell.ColorAqua,
		ToneError:     tcell.ColorRed,
		ToneKey:       tcell.ColorYellow,
	}
	for r, c := range colour {
		t.tones[r] = t.tones[r].Foreground(c)
	}
	// Destroyed units stay readable in colour: red, not dimmed.
	t.tones[ToneDestroyed] = d.Foreground(tcell.ColorRed)
	t.Input = d.Background(tcell.ColorNavy).Foreground(tcell.ColorWhite)
	t.Bar = d.Background(tcell.ColorTeal).Foreground(tcell.ColorBlack)
	return t
}
