package dsiipaper

import (
	"fmt"
	"strings"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/sheets"
	"ogretable/tracker/present"
	"ogretable/tracker/present/dsiiview"
)

// dsiiReport is OGRE for DSII's share of the battle report: what each
// Ogre of modules lost (modules destroyed, the markers it carries at the
// end, BMF lost, its EM's die) and the attacks and repairs it took, read
// from the log's hits and repairs as they were applied; the chits drawn
// from the cup, by colour, against the cup's odds (dsii.DrawOf,
// dsii.ColourShares); and over the turns each Ogre's BMF and modules left,
// each side's units lost, and the chits drawn and expected so far.
type dsiiReport struct {
	sheets.NoReport
	sides   []string
	ogres   []string // Ogre labels, in play order
	byOgre  map[string]*dsiiTally
	pending map[string]int // an Ogre's markers before the repair being read
	// uncredited are the losses whose command named no attacker (by
	// UNIT), which the kill credit gives no one (Credit.Uncredited).
	uncredited []string
	// drawn and expected are the chits drawn from the cup so far by
	// colour (dsii.ChitColour), and those the cup's shares made
	// expected; draws the number of draws.
	drawn, expected map[string]float64
	draws           int
	// points is the number of points of the charts so far; lost, and
	// drawnAt and expectedAt by colour, the figures at each.
	points                    int
	lost, drawnAt, expectedAt map[string][]float64
}

// dsiiTally is what the log did to one Ogre: the attacks (hits) on its
// modules, and its repairs rolled and those that cleared a marker; and
// its BMF and modules left at each point of the charts from first on.
type dsiiTally struct {
	hits, repairs, repaired int
	first                   int
	bmf, modules            []float64
	done                    bool // destroyed: no more points
}

// newDSIIReport returns DSII's share of the report of game g.
func newDSIIReport(g *engine.Game) sheets.ReportPart {
	return &dsiiReport{sides: g.Sides, byOgre: map[string]*dsiiTally{}, pending: map[string]int{},
		drawn: map[string]float64{}, expected: map[string]float64{},
		lost: map[string][]float64{}, drawnAt: map[string][]float64{}, expectedAt: map[string][]float64{}}
}

// ResultNote returns what the Final Options taken do to the game's result
// (dsii.FinalOptionResult), for the report's Result line.
func (r *dsiiReport) ResultNote(g *engine.Game) string { return dsii.FinalOptionResult(g) }

// markerCount returns how many markers Ogre u's modules carry.
func markerCount(u *engine.Unit) int {
	n := 0
	for _, m := range dsii.UnitOf(u).Modules {
		n += len(m.Markers)
	}
	return n
}

// Before notes an Ogre's markers before a repair, to tell after it
// whether the roll cleared one.
func (r *dsiiReport) Before(g *engine.Game, _ string, e engine.Event) {
	if what, ok := (dsiiview.Credit{}).Uncredited(e); ok {
		r.uncredited = append(r.uncredited, what)
	}
	if drawn, cup, ok := dsii.DrawOf(g, e); ok {
		r.draws++
		for _, c := range drawn {
			r.drawn[dsii.ChitColour(c)]++
		}
		for _, sh := range dsii.ColourShares(cup) {
			r.expected[sh.Colour] += float64(len(drawn)) * sh.Share.Float()
		}
	}
	if e.Kind != dsii.EventRepair {
		return
	}
	if u := g.Unit(e.Unit); u != nil && dsii.IsOgre(u) {
		r.pending[u.Label] = markerCount(u)
	}
}

// After counts an Ogre entering play, a hit on it and its repairs.
func (r *dsiiReport) After(g *engine.Game, e engine.Event) {
	u := g.Unit(e.Unit)
	if u == nil || !dsii.IsOgre(u) {
		return
	}
	t := r.byOgre[u.Label]
	if t == nil {
		t = &dsiiTally{first: r.points}
		r.byOgre[u.Label] = t
		r.ogres = append(r.ogres, u.Label)
	}
	switch e.Kind {
	case dsii.EventHit:
		t.hits++
	case dsii.EventRepair:
		t.repairs++
		if markerCount(u) < r.pending[u.Label] {
			t.repaired++
		}
	}
}

// Losses writes what each Ogre of modules lost: its condition, its EM's
// die now and as bought, BMF lost, the modules destroyed, the markers
// carried at the end, the attacks taken and the repairs rolled; then the
// losses the kill credit gives no one, their commands naming no attacker.
func (r *dsiiReport) Losses(d *sheets.Doc, g *engine.Game) {
	defer r.uncreditedLosses(d)
	if len(r.ogres) == 0 {
		return
	}
	d.Heading("What each Ogre lost", 5.5+2*9*0.3528*1.3)
	for _, l := range r.ogres {
		u := g.Unit(l)
		st, ds := dsii.UnitOf(u), dsii.DesignOf(g, u)
		t := r.byOgre[l]
		var gone, marked []string
		for _, m := range st.Modules {
			switch {
			case m.Status == engine.StatusDestroyed:
				gone = append(gone, m.ID)
			case len(m.Markers) > 0:
				marked = append(marked, m.ID+" "+dsiiMarkers(m))
			}
		}
		status := "in action"
		if _, word, _ := present.StatusMark(u.Status); word != "" {
			status = word
		}
		bought := ""
		if ds != nil {
			if q, err := ds.Quality(); err == nil {
				bought = " (" + q.String() + ", " + dsiiDie(q.Die()) + ")"
			}
		}
		bmf, bmfMax := st.BMF()
		d.Room(6)
		d.Font(true, 10)
		d.Text(d.X0, d.Y+4, fmt.Sprintf("%s (%s, %s): %s", u.Label, u.Type.Name, u.Side, status))
		d.Y += 5.5
		s := fmt.Sprintf("EM %s now%s. BMF lost %d of %d (%d left). Modules destroyed: %s. Markers carried at the end: %s. "+
			"Attacks on its modules: %d. Repairs rolled: %d, %d of them clearing a marker. The chits of each attack are in the log.",
			dsiiDie(dsii.EMDie(g, u)), bought, bmfMax-bmf, bmfMax, bmf, sheets.ListOrNone(gone), sheets.ListOrNone(marked), t.hits, t.repairs, t.repaired)
		d.Para(strings.TrimSpace(s), 9)
		d.Y += 1
	}
}

// uncreditedLosses writes the losses whose commands named no attacker, so
// that the kill credit's silence on them is explained.
func (r *dsiiReport) uncreditedLosses(d *sheets.Doc) {
	if len(r.uncredited) == 0 {
		return
	}
	d.Room(6)
	d.Para(fmt.Sprintf("Losses entered without their attacker (by UNIT on hit, smak or destroy), which the kill credit gives no one: %s.",
		strings.Join(r.uncredited, ", ")), 9)
	d.Y += 1
}

// TurnEnd adds each Ogre's BMF and modules left, each side's units lost
// and the chits drawn and expected so far.
func (r *dsiiReport) TurnEnd(g *engine.Game) {
	for _, l := range r.ogres {
		t, u := r.byOgre[l], g.Unit(l)
		if t.done || u == nil {
			continue
		}
		st := dsii.UnitOf(u)
		bmf, _ := st.BMF()
		left := 0
		for _, m := range st.Modules {
			if m.Status != engine.StatusDestroyed {
				left++
			}
		}
		t.bmf = append(t.bmf, float64(bmf))
		t.modules = append(t.modules, float64(left))
		t.done = !u.Alive()
	}
	for _, s := range r.sides {
		n := 0
		for _, u := range g.Units {
			if u.Side == s && !u.Alive() && !sheets.NeverPlayed(g, u) {
				n++
			}
		}
		r.lost[s] = append(r.lost[s], float64(n))
	}
	for _, c := range dsii.ColourNames() {
		r.drawnAt[c] = append(r.drawnAt[c], r.drawn[c])
		r.expectedAt[c] = append(r.expectedAt[c], r.expected[c])
	}
	r.points++
}

// drawnColours returns the colours the cup held or a draw drew, in
// dsii.ColourNames' order.
func (r *dsiiReport) drawnColours() []string {
	var out []string
	for _, c := range dsii.ColourNames() {
		if r.drawn[c] > 0 || r.expected[c] > 0 {
			out = append(out, c)
		}
	}
	return out
}

// Luck draws the chits drawn from the cup by colour against those its
// odds made expected, as pairs of bars; nothing when no chit was drawn by
// the program (chits typed from the table have no odds the log knows).
func (r *dsiiReport) Luck(d *sheets.Doc, _ *engine.Game) {
	cs := r.drawnColours()
	if len(cs) == 0 {
		return
	}
	var pairs []sheets.BarPair
	for _, c := range cs {
		pairs = append(pairs, sheets.BarPair{Name: c, A: r.expected[c], B: r.drawn[c]})
	}
	d.PairChart(fmt.Sprintf("Chits drawn from the cup by colour, against the cup's odds (%s)", engine.Counted(r.draws, "draw", "draws")),
		"expected", "drawn", d.Width()*0.6, 50, pairs)
}

// Tracks returns each Ogre's BMF and modules left, each side's units
// lost, and the chits drawn and expected so far by colour, over the
// turns.
func (r *dsiiReport) Tracks() []sheets.TurnTrack {
	var out []sheets.TurnTrack
	for _, l := range r.ogres {
		t := r.byOgre[l]
		out = append(out, sheets.TurnTrack{Title: l + ": BMF and modules left", Axis: "count", First: t.first,
			Lines: []sheets.Series{{Name: l + " BMF", Values: t.bmf}, {Name: l + " modules left", Values: t.modules}}})
	}
	var lost []sheets.Series
	for _, s := range r.sides {
		lost = append(lost, sheets.Series{Name: s + " units lost", Values: r.lost[s]})
	}
	out = append(out, sheets.TurnTrack{Title: "Losses per side", Axis: "units lost", Lines: lost})
	if cs := r.drawnColours(); len(cs) > 0 {
		var chits []sheets.Series
		for _, c := range cs {
			chits = append(chits, sheets.Series{Name: c + " drawn", Values: r.drawnAt[c]}, sheets.Series{Name: c + " expected", Values: r.expectedAt[c]})
		}
		out = append(out, sheets.TurnTrack{Title: "Chits drawn from the cup so far by colour, and the cup's odds", Axis: "chits", Lines: chits})
	}
	return out
}
