package sheets

import (
	"fmt"
	"strings"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/tracker/present"
)

// dsiiReport is OGRE for DSII's share of the battle report: what each
// Ogre of modules lost (modules destroyed, the markers it carries at the
// end, BMF lost, its EM's die) and the attacks and repairs it took, read
// from the log's hits and repairs as they were applied.
type dsiiReport struct {
	noReport
	ogres   []string // Ogre labels, in play order
	byOgre  map[string]*dsiiTally
	pending map[string]int // an Ogre's markers before the repair being read
	// uncredited are the losses whose command named no attacker (by
	// UNIT), which the kill credit gives no one (DSIICredit.Uncredited).
	uncredited []string
}

// dsiiTally is what the log did to one Ogre: the attacks (hits) on its
// modules, and its repairs rolled and those that cleared a marker.
type dsiiTally struct {
	hits, repairs, repaired int
}

// newDSIIReport returns DSII's share of the report of game g.
func newDSIIReport(*engine.Game) reportPart {
	return &dsiiReport{byOgre: map[string]*dsiiTally{}, pending: map[string]int{}}
}

// resultNote returns what the Final Options taken do to the game's result
// (dsii.FinalOptionResult), for the report's Result line.
func (r *dsiiReport) resultNote(g *engine.Game) string { return dsii.FinalOptionResult(g) }

// markerCount returns how many markers Ogre u's modules carry.
func markerCount(u *engine.Unit) int {
	n := 0
	for _, m := range dsii.UnitOf(u).Modules {
		n += len(m.Markers)
	}
	return n
}

// before notes an Ogre's markers before a repair, to tell after it
// whether the roll cleared one.
func (r *dsiiReport) before(g *engine.Game, _ string, e engine.Event) {
	if what, ok := (present.DSIICredit{}).Uncredited(e); ok {
		r.uncredited = append(r.uncredited, what)
	}
	if e.Kind != dsii.EventRepair {
		return
	}
	if u := g.Unit(e.Unit); u != nil && dsii.IsOgre(u) {
		r.pending[u.Label] = markerCount(u)
	}
}

// after counts an Ogre entering play, a hit on it and its repairs.
func (r *dsiiReport) after(g *engine.Game, e engine.Event) {
	u := g.Unit(e.Unit)
	if u == nil || !dsii.IsOgre(u) {
		return
	}
	t := r.byOgre[u.Label]
	if t == nil {
		t = &dsiiTally{}
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

// losses writes what each Ogre of modules lost: its condition, its EM's
// die now and as bought, BMF lost, the modules destroyed, the markers
// carried at the end, the attacks taken and the repairs rolled; then the
// losses the kill credit gives no one, their commands naming no attacker.
func (r *dsiiReport) losses(d *Doc, g *engine.Game) {
	defer r.uncreditedLosses(d)
	if len(r.ogres) == 0 {
		return
	}
	d.heading("What each Ogre lost", 5.5+2*9*0.3528*1.3)
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
		d.room(6)
		d.font(true, 10)
		d.text(d.x0, d.y+4, fmt.Sprintf("%s (%s, %s): %s", u.Label, u.Type.Name, u.Side, status))
		d.y += 5.5
		s := fmt.Sprintf("EM %s now%s. BMF lost %d of %d (%d left). Modules destroyed: %s. Markers carried at the end: %s. "+
			"Attacks on its modules: %d. Repairs rolled: %d, %d of them clearing a marker. The chits of each attack are in the log.",
			dsiiDie(dsii.EMDie(g, u)), bought, bmfMax-bmf, bmfMax, bmf, listOrNone(gone), listOrNone(marked), t.hits, t.repairs, t.repaired)
		d.para(strings.TrimSpace(s), 9)
		d.y += 1
	}
}

// uncreditedLosses writes the losses whose commands named no attacker, so
// that the kill credit's silence on them is explained.
func (r *dsiiReport) uncreditedLosses(d *Doc) {
	if len(r.uncredited) == 0 {
		return
	}
	d.room(6)
	d.para(fmt.Sprintf("Losses entered without their attacker (by UNIT on hit, smak or destroy), which the kill credit gives no one: %s.",
		strings.Join(r.uncredited, ", ")), 9)
	d.y += 1
}
