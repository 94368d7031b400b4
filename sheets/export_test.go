package sheets

import (
	"slices"
	"testing"

	"ogretable/engine"
	"ogretable/tracker"
)

// GatherPart reads a game's log as the report's first pass does and
// returns its system's share of the report (nil: none).
func GatherPart(info tracker.Info, cat *engine.Catalog, src Log) (ReportPart, error) {
	st, err := gather(info, cat, src)
	if err != nil {
		return nil, err
	}
	return st.part, nil
}

// ReportCreditNone draws the kill credit of game g as a system that
// credits no one has it.
func (d *Doc) ReportCreditNone(g *engine.Game) { d.reportCredit(&reportStats{g: g, noCredit: true}) }

// What the external tests (package sheets_test, which print the paper
// each system registers from a package of its own) read of this package's
// insides: the page's margin and the roster's columns, in millimetres.
var (
	Margin     = margin
	RosterCols = rosterCols
	EnemyName  = enemyName
)

// Gathered is what the report's first pass reads of a game's log: the
// game at its end, the charts' points, each side's VP at each point and
// the system's share of the report.
type Gathered struct {
	G     *engine.Game
	Turns int
	VP    map[string][]float64
	Part  ReportPart
	st    *reportStats
}

// Gather reads a game's log as the report's first pass does.
func Gather(info tracker.Info, cat *engine.Catalog, src Log) (*Gathered, error) {
	st, err := gather(info, cat, src)
	if err != nil {
		return nil, err
	}
	return &Gathered{G: st.g, Turns: st.turns, VP: st.vp, Part: st.part, st: st}, nil
}

// ReportDiceAndCharts draws the report's dice table and its charts of
// the game gathered.
func (d *Doc) ReportDiceAndCharts(s *Gathered) {
	d.reportDice(s.st)
	d.reportCharts(s.st)
}

// WithoutPaper makes the games of the system named system print as those
// of a system that registered no paper, until the test ends.
func WithoutPaper(t *testing.T, system string) {
	p := papers[system]
	delete(papers, system)
	t.Cleanup(func() { papers[system] = p })
}

// ForgetPaper takes the paper of the system named system off the
// registry, as if it never registered.
func ForgetPaper(system string) {
	delete(papers, system)
	systems = slices.DeleteFunc(systems, func(s string) bool { return s == system })
}
