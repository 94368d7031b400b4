package dashboard

import (
	"ogretable/engine"

	"github.com/rivo/tview"

	"ogretable/tracker"
	"ogretable/tracker/present"
)

// The dashboard's methods and the widgets' that a rule system's forms
// (System.Forms, in the system's own package) call, beyond the dialog
// plumbing of forms.go and widgets.go.

// Theme returns the theme the dashboard draws with, for the widgets of a
// form (NewList, NewForm).
func (d *Dashboard) Theme() *Theme { return d.th }

// Options returns the dashboard's settings (the walker designer saves
// through Options.SaveWalker).
func (d *Dashboard) Options() Options { return d.opt }

// Session returns the session the dashboard runs the game through. While
// a command is in flight the session is the command's: a form asks it
// nothing then (Game is the game as the screen shows it).
func (d *Dashboard) Session() *tracker.Session { return d.s }

// SelectedUnit returns the label of the unit selected in the roster, ""
// for none: a form offers it first.
func (d *Dashboard) SelectedUnit() string { return d.roster.Selected().Label }

// Status returns what the status line says now.
func (d *Dashboard) Status() []present.Cell { return d.status.cells }

// LoadDesigns has the session read the saved walker designs again, so that
// a design saved from a form is added at once; with a command in flight it
// does nothing, as the command's add reads them itself.
func (d *Dashboard) LoadDesigns() error {
	if d.flying != nil {
		return nil
	}
	_, err := d.s.LoadDesigns()
	return err
}

// Rows returns the list's rows.
func (v *List) Rows() []present.Row { return v.rows }

// InFocus reports whether the list has the focus of its form.
func (v *List) InFocus() bool { return v.focused }

// FocusIndex returns the index of the form's list that has the focus.
func (f *Form) FocusIndex() int { return f.focus }

// Command returns the command line the form would run, without the
// override.
func (lf *LineForm) Command() string { return lf.line() }

// Typing reports whether the key before was the field's.
func (t *TypedField) Typing() bool { return t.typing }

// List returns the form's list i.
func (f *Form) List(i int) *List { return f.lists[i] }

// QueueUpdate runs f on the dashboard's event loop, where the screen is
// drawn and every key handled.
func (d *Dashboard) QueueUpdate(f func()) { d.app.QueueUpdate(f) }

// Dialog returns what is open over the main screen (a Form, a Dialog),
// nil when nothing is.
func (d *Dashboard) Dialog() tview.Primitive {
	if ov, ok := d.root.dialog.(*overlay); ok {
		return ov.inner
	}
	return nil
}

// FormOf returns what action a opens in game g (System.Forms), nil when
// g's rule system has no such form.
func FormOf(g *engine.Game, a Action) func(*Dashboard) { return formOf(g, a) }

// QueueUpdateDraw runs f on the dashboard's event loop and draws the
// screen after it.
func (d *Dashboard) QueueUpdateDraw(f func()) { d.app.QueueUpdateDraw(f) }
