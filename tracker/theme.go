package tracker

import "github.com/gdamore/tcell/v2"

// Theme turns roles into styles. The colour theme adds colour to styles
// that already differ in weight or decoration; the no-colour theme keeps
// only those, so nothing is told by colour alone.
type Theme struct {
	roles    [roleCount]tcell.Style
	Selected tcell.Style // the selected row
	Input    tcell.Style // an input field
	Bar      tcell.Style // the header bar
}

// Style returns the style of a role.
func (t *Theme) Style(r Role) tcell.Style {
	if int(r) < len(t.roles) {
		return t.roles[r]
	}
	return tcell.StyleDefault
}

// NewTheme returns the dashboard's theme, without any colour when noColor.
func NewTheme(noColor bool) *Theme {
	d := tcell.StyleDefault
	t := &Theme{}
	t.roles = [roleCount]tcell.Style{
		RoleText:      d,
		RoleDim:       d.Dim(true),
		RoleBold:      d.Bold(true),
		RoleHeading:   d.Bold(true).Underline(true),
		RoleSide:      d.Bold(true),
		RoleOK:        d,
		RoleDisabled:  d.Bold(true),
		RoleStuck:     d.Bold(true).Underline(true),
		RoleDestroyed: d.Dim(true),
		RoleSpent:     d.Dim(true),
		RoleVoided:    d.Dim(true).StrikeThrough(true),
		RoleManual:    d.Italic(true),
		RoleError:     d.Bold(true),
		RoleNew:       d.Bold(true),
		RoleKey:       d.Bold(true),
	}
	t.Selected = d.Reverse(true)
	t.Input = d.Underline(true)
	t.Bar = d.Reverse(true)
	if noColor {
		return t
	}
	colour := map[Role]tcell.Color{
		RoleHeading:   tcell.ColorAqua,
		RoleSide:      tcell.ColorAqua,
		RoleOK:        tcell.ColorGreen,
		RoleDisabled:  tcell.ColorYellow,
		RoleStuck:     tcell.ColorFuchsia,
		RoleDestroyed: tcell.ColorRed,
		RoleSpent:     tcell.ColorGray,
		RoleVoided:    tcell.ColorGray,
		RoleManual:    tcell.ColorAqua,
		RoleError:     tcell.ColorRed,
		RoleKey:       tcell.ColorYellow,
	}
	for r, c := range colour {
		t.roles[r] = t.roles[r].Foreground(c)
	}
	// Destroyed units stay readable in colour: red, not dimmed.
	t.roles[RoleDestroyed] = d.Foreground(tcell.ColorRed)
	t.Input = d.Background(tcell.ColorNavy).Foreground(tcell.ColorWhite)
	t.Bar = d.Background(tcell.ColorTeal).Foreground(tcell.ColorBlack)
	return t
}
