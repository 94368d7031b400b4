package ffotpaper

import (
	"fmt"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/sheets"
)

// ffotReport is FFOTigers' share of the battle report: each side's luck
// (the hits its fires were expected to make before their dice, against
// those they made; its quality checks' passes expected and made), and over
// the turns each side's losses, its stands in play and its hits expected
// and made so far. Its events are read through ffot.ReadFire and
// ffot.ReadCheck, whose odds are the engine's (ffot.AtLeast).
type ffotReport struct {
	sheets.NoReport
	sides  []string
	bySide map[string]*ffotLuck // each side's luck
	// lost, inPlay, hitsExp and hitsGot are each side's figures at each
	// point of the charts (the set-up, then each turn's end).
	lost, inPlay, hitsExp, hitsGot map[string][]float64
}

// ffotLuck is one side's luck: its fires, the hits expected of their
// to-hit dice and got, and its stands' quality checks, the passes expected
// and made.
type ffotLuck struct {
	fires, hits, checks, passed int
	hitsExp, passExp            float64
}

// newFFOTReport returns FFOTigers' share of the report of game g.
func newFFOTReport(g *engine.Game) sheets.ReportPart {
	r := &ffotReport{sides: g.Sides, bySide: map[string]*ffotLuck{},
		lost: map[string][]float64{}, inPlay: map[string][]float64{}, hitsExp: map[string][]float64{}, hitsGot: map[string][]float64{}}
	for _, s := range g.Sides {
		r.bySide[s] = &ffotLuck{}
	}
	return r
}

// SetsUp reports whether e is of FFOTigers' set-up: stands formed into a
// unit, or placed in their terrain.
func (r *ffotReport) SetsUp(e engine.Event) bool {
	return e.Kind == ffot.EventUnit || e.Kind == ffot.EventTerrain
}

// Before adds a fire's hits, expected before its dice and got, and a
// quality check's pass, expected and made, to the luck of side, the side
// whose stand rolled.
func (r *ffotReport) Before(_ *engine.Game, side string, e engine.Event) {
	l := r.bySide[side]
	if l == nil {
		return
	}
	if f, ok := ffot.ReadFire(e); ok {
		l.fires++
		l.hitsExp += f.HitsExpected()
		l.hits += f.Hits
	}
	if c, ok := ffot.ReadCheck(e); ok {
		l.checks++
		l.passExp += c.PassExpected()
		if c.Passed {
			l.passed++
		}
	}
}

// TurnEnd adds each side's losses, stands in play and hits so far.
func (r *ffotReport) TurnEnd(g *engine.Game) {
	for _, s := range r.sides {
		destroyed, removed, in := 0, 0, 0
		for _, u := range g.Units {
			if u.Side != s || ffot.StandOf(u) == nil {
				continue
			}
			switch {
			case u.Status == engine.StatusDestroyed:
				destroyed++
			case u.Status == engine.StatusRemoved:
				removed++
			case u.Alive():
				in++
			}
		}
		// 004 FFOTigers: a stand removed by a failed check counts "for
		// 1/2 loss" (ffot.Losses counts in halves).
		r.lost[s] = append(r.lost[s], float64(ffot.Losses(destroyed, removed))/2)
		r.inPlay[s] = append(r.inPlay[s], float64(in))
		r.hitsExp[s] = append(r.hitsExp[s], r.bySide[s].hitsExp)
		r.hitsGot[s] = append(r.hitsGot[s], float64(r.bySide[s].hits))
	}
}

// DiceColumns returns the luck's columns: fires, hits and checks passed,
// expected and got.
func (r *ffotReport) DiceColumns() []sheets.ReportColumn {
	return []sheets.ReportColumn{{Title: "fires", X: 74}, {Title: "hits: expected / got", X: 92}, {Title: "checks passed: expected / made", X: 130}}
}

// DiceCells returns side's luck under diceColumns.
func (r *ffotReport) DiceCells(side string) []string {
	l := r.bySide[side]
	if l == nil {
		l = &ffotLuck{}
	}
	return []string{fmt.Sprint(l.fires), fmt.Sprintf("%.1f / %d", l.hitsExp, l.hits),
		fmt.Sprintf("%.1f / %d of %d", l.passExp, l.passed, l.checks)}
}

// Luck draws each side's hits expected and got as pairs of bars.
func (r *ffotReport) Luck(d *sheets.Doc, _ *engine.Game) {
	var pairs []sheets.BarPair
	for _, s := range r.sides {
		pairs = append(pairs, sheets.BarPair{Name: s, A: r.bySide[s].hitsExp, B: float64(r.bySide[s].hits)})
	}
	d.PairChart("Luck: hits expected of the to-hit dice before they were rolled, and got", "expected", "got", d.Width()*0.6, 50, pairs)
}

// Tracks returns each side's losses, stands in play, and hits expected and
// got so far, over the turns.
func (r *ffotReport) Tracks() []sheets.TurnTrack {
	var lost, in, hits []sheets.Series
	for _, s := range r.sides {
		lost = append(lost, sheets.Series{Name: s + " stands lost", Values: r.lost[s]})
		in = append(in, sheets.Series{Name: s + " stands in play", Values: r.inPlay[s]})
		hits = append(hits, sheets.Series{Name: s + " hits expected", Values: r.hitsExp[s]}, sheets.Series{Name: s + " hits got", Values: r.hitsGot[s]})
	}
	return []sheets.TurnTrack{
		{Title: "Losses per side (a stand removed by a failed check counts 1/2)", Axis: "stands lost", Lines: lost},
		{Title: "Stands in play per side", Axis: "stands", Lines: in},
		{Title: "Dice luck: hits expected and got so far, per side", Axis: "hits", Lines: hits},
	}
}
