package present

import (
	"ogretable/engine"
	"strings"
)

// View is how a rule system's games are shown: the roster's columns, each
// unit's cells and notes and the line under it, and the unit panel beside
// the roster. A system registers its view (RegisterView) in a file of its
// own; the roster and the dashboard ask ViewOf(g), never the system's
// rules.
type View interface {
	// Columns returns the headings of the roster's columns between the
	// unit's type and its notes.
	Columns() []string
	// UnitCells returns unit u's cells under Columns and its notes; the
	// roster adds the status word of a unit that is not ok.
	UnitCells(g *engine.Game, u *engine.Unit) (cells, notes []string)
	// Detail returns the line under a unit's roster row (when a disabled
	// unit recovers), "" for none.
	Detail(g *engine.Game, u *engine.Unit) string
	// Paneled reports whether unit u has a panel of its own.
	Paneled(u *engine.Unit) bool
	// FirstPaneled returns the unit the panel shows when none is selected,
	// nil when no unit has a panel.
	FirstPaneled(g *engine.Game) *engine.Unit
	// Panel returns the panel of unit u, width columns wide (0: not cut).
	Panel(g *engine.Game, u *engine.Unit, width int) []Row
	// NewCredit returns a new follower of a game's events that says who
	// is credited with each loss and each VP, for the battle report's
	// kill credit.
	NewCredit() Crediter
}

// CellToner is a View whose cells carry a tone of their own (a marker): CellTones returns unit u's tones under Columns, ToneText where
// it gives none. The cells still say in words what the tone shows.
type CellToner interface {
	CellTones(g *engine.Game, u *engine.Unit) []Tone
}

// Legender is a View that says what its roster's column headings stand
// for, in the roster's title: Legend returns the line for game g.
type Legender interface {
	Legend(g *engine.Game) string
}

// NameColumner is a View some of whose roster columns are names (the unit
// a stand belongs to): NameColumns returns their indexes in Columns.
type NameColumner interface {
	NameColumns() []int
}

// RosterNameColumns returns the indexes of the roster's columns (RosterRows)
// that hold names, which keep their width while the others give theirs
// (issue 29): the unit's label and type, and its view's (NameColumner).
func RosterNameColumns(g *engine.Game) []int {
	out := []int{1, 2}
	if n, ok := ViewOf(g).(NameColumner); ok {
		for _, c := range n.NameColumns() {
			out = append(out, 3+c)
		}
	}
	return out
}

// Scorer is a View of a rule system whose games score no victory points: Score returns what the header and "ogretable state" show in
// place of each side's VP, long and short ("Losses attacker 1.5, defender
// 0; command attacker veteran, defender average").
type Scorer interface {
	Score(g *engine.Game) (long, short string)
}

// ScoreOf returns what the header and "ogretable state" show of game g's
// score: its view's (Scorer), else each side's VP, long ("VP ogre 0,
// defence 3") and short ("VP ogre 0 defence 3").
func ScoreOf(g *engine.Game) (long, short string) {
	if s, ok := ViewOf(g).(Scorer); ok {
		return s.Score(g)
	}
	vp := make([]string, len(g.Sides))
	for i, s := range g.Sides {
		vp[i] = s + " " + engine.FormatNumber(g.VP[s])
	}
	return "VP " + strings.Join(vp, ", "), "VP " + strings.Join(vp, " ")
}

// LegendOf returns what the roster's columns of game g stand for, "" when
// its view says nothing.
func LegendOf(g *engine.Game) string {
	if l, ok := ViewOf(g).(Legender); ok {
		return l.Legend(g)
	}
	return ""
}

// Exampler is a View whose system gives the command bar's placeholder an
// example command made from the game.
type Exampler interface {
	CommandExample(g *engine.Game) string
}

// CommandExample returns an example command made from game g, for the
// command bar's placeholder: its view's (Exampler), "note TEXT" when the
// view gives none.
func CommandExample(g *engine.Game) string {
	if e, ok := ViewOf(g).(Exampler); ok {
		return e.CommandExample(g)
	}
	return "note TEXT"
}

// Crediter follows a game's events in order, each asked of it before it is
// applied: Next reads event e of the command numbered command, with g the
// game before e is applied, and returns what e credits and whether it
// credits anything.
type Crediter interface {
	Next(g *engine.Game, command int64, e engine.Event) (Effect, bool)
}

// CreditNoter is a Crediter that says how it credits, where its rules
// are silent: the report prints its note under the kill credit.
type CreditNoter interface {
	CreditNote() string
}

// views holds each rule system's view, by the system's name.
var views = map[string]View{}

// RegisterView makes v the view of the games of the rule system named
// system. It panics when the system has one already, a programming
// mistake found at start-up.
func RegisterView(system string, v View) {
	if views[system] != nil {
		panic("present: the view of " + system + " is registered twice")
	}
	views[system] = v
}

// ViewOf returns the view of game g's rule system; a system that registered
// none is shown by its units' labels, types and conditions alone.
func ViewOf(g *engine.Game) View {
	if v := views[g.System().Name()]; v != nil {
		return v
	}
	return PlainView{}
}

// PlainView shows a unit by its label, type and condition, with no panel
// and no credit: the view of a system that registered none, and what a
// system's view may embed for what it does not show.
type PlainView struct{}

func (PlainView) Columns() []string { return nil }
func (PlainView) UnitCells(*engine.Game, *engine.Unit) ([]string, []string) {
	return nil, nil
}
func (PlainView) Detail(*engine.Game, *engine.Unit) string    { return "" }
func (PlainView) Paneled(*engine.Unit) bool                   { return false }
func (PlainView) FirstPaneled(*engine.Game) *engine.Unit      { return nil }
func (PlainView) Panel(*engine.Game, *engine.Unit, int) []Row { return nil }
func (PlainView) NewCredit() Crediter                         { return noCredit{} }

// noCredit credits nothing: the report of a system without a view names
// no one for its losses.
type noCredit struct{}

// CreditsNone reports whether c credits no one whatever happens (the kill
// credit of a system that gives none), so that a report says so rather
// than that no attack had an effect.
func CreditsNone(c Crediter) bool {
	_, none := c.(noCredit)
	return none
}

func (noCredit) Next(*engine.Game, int64, engine.Event) (Effect, bool) { return Effect{}, false }
