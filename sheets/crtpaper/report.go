package crtpaper

import (
	"fmt"
	"strings"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/sheets"
	"ogretable/tracker/present"
)

// crtReport is the Ogre CRT's share of the battle report: each side's luck
// on the CRT, what each Ogre lost, and each Ogre's treads and working
// weapons over the turns.
type crtReport struct {
	sides  map[string]*crtLuck
	ogres  []string // Ogre labels, in play order
	byOgre map[string]*ogreTrack
	turns  int // the turns ended so far
}

// newCRTReport returns the CRT's share of the report of game g.
func newCRTReport(g *engine.Game) sheets.ReportPart {
	r := &crtReport{sides: map[string]*crtLuck{}, byOgre: map[string]*ogreTrack{}}
	for _, s := range g.Sides {
		r.sides[s] = &crtLuck{}
	}
	return r
}

// crtLuck is one side's luck on the CRT.
type crtLuck struct {
	attacks int
	// expX and gotX: the destroying results (X or XX) expected before the
	// rolls (crt.Attack.Chances) and got; expD and gotD the same for any
	// effect (D or better).
	expX, expD float64
	gotX, gotD int
}

// ogreTrack is one Ogre's treads and working weapons at the end of each
// turn from the one it entered play in to the one it was destroyed in, for
// its chart: a long game, whose Ogres come and go, keeps each one's turns
// only.
type ogreTrack struct {
	first         int // the index, in the turns, of its first value
	treads, armed []float64
	done          bool // destroyed: no more values
}

// Before adds an attack's chances before its roll, asked of the engine,
// and its result to the attacking side's luck.
func (r *crtReport) Before(g *engine.Game, side string, e engine.Event) {
	a, ok := crt.AttackOf(g, e)
	if !ok {
		return
	}
	ss := r.sides[side]
	if ss == nil {
		return
	}
	ch := a.Chances()
	ss.attacks++
	ss.expX += ch[crt.X] + ch[crt.XX]
	ss.expD += ch[crt.D] + ch[crt.X] + ch[crt.XX]
	if crt.EventOf(e).Roll.Result >= crt.X {
		ss.gotX++
	}
	if crt.EventOf(e).Roll.Result >= crt.D {
		ss.gotD++
	}
}

// After starts the track of an Ogre that enters play.
func (r *crtReport) After(g *engine.Game, e engine.Event) {
	if e.Kind != engine.EventAdded {
		return
	}
	if u := g.Unit(e.Unit); u != nil && crt.IsOgre(u) {
		r.ogres = append(r.ogres, u.Label)
		r.byOgre[u.Label] = &ogreTrack{first: r.turns}
	}
}

// TurnEnd adds the treads and working weapons of each Ogre still in play.
func (r *crtReport) TurnEnd(g *engine.Game) {
	for _, l := range r.ogres {
		tr := r.byOgre[l]
		if tr.done {
			continue
		}
		u := g.Unit(l)
		armed := 0
		for _, w := range crt.UnitOf(u).Weapons {
			if w.Status == engine.StatusOK {
				armed++
			}
		}
		tr.treads = append(tr.treads, float64(crt.UnitOf(u).Treads))
		tr.armed = append(tr.armed, float64(armed))
		tr.done = !u.Alive() || crt.DestroyedOgre(u)
	}
	r.turns++
}

// Losses writes what each Ogre lost: treads, each weapon, missiles.
func (r *crtReport) Losses(d *sheets.Doc, g *engine.Game) {
	if len(r.ogres) == 0 {
		return
	}
	d.Heading("What each Ogre lost", 5.5+2*9*0.3528*1.3) // with the first Ogre's name and two lines
	for _, l := range r.ogres {
		u := g.Unit(l)
		wv, tv := crt.VPLost(g, u)
		var gone, spent []string
		for _, w := range crt.UnitOf(u).Weapons {
			switch w.Status {
			case engine.StatusDestroyed:
				gone = append(gone, w.ID)
			case crt.StatusSpent:
				spent = append(spent, w.ID)
			}
		}
		status := "in action"
		if _, word, _ := present.StatusMark(u.Status); word != "" {
			status = word
		}
		d.Room(6)
		d.Font(true, 10)
		d.Text(d.X0, d.Y+4, fmt.Sprintf("%s (%s, %s): %s", u.Label, u.Type.Name, u.Side, status))
		d.Y += 5.5
		s := fmt.Sprintf("Treads lost %d of %d (%d left, movement %s). Weapons destroyed: %s. Missiles spent: %s. VP given up: %s.",
			crt.UnitOf(u).TreadsMax-crt.UnitOf(u).Treads, crt.UnitOf(u).TreadsMax, crt.UnitOf(u).Treads, g.Scale.Format(crt.Movement(u)), sheets.ListOrNone(gone), sheets.ListOrNone(spent), sheets.Num(wv+tv))
		d.Para(s, 9)
		d.Y += 1
	}
}

// DiceColumns returns the luck's columns: attacks, and the destroying
// results and any effect expected and got.
func (r *crtReport) DiceColumns() []sheets.ReportColumn {
	return []sheets.ReportColumn{{Title: "attacks", X: 74}, {Title: "X or XX: expected / got", X: 96}, {Title: "any effect: expected / got", X: 134}}
}

// DiceCells returns side's luck under diceColumns.
func (r *crtReport) DiceCells(side string) []string {
	ss := r.sides[side]
	if ss == nil {
		ss = &crtLuck{}
	}
	return []string{fmt.Sprint(ss.attacks), fmt.Sprintf("%.1f / %d", ss.expX, ss.gotX), fmt.Sprintf("%.1f / %d", ss.expD, ss.gotD)}
}

// Luck draws each side's destroying results expected and got as pairs of
// bars.
func (r *crtReport) Luck(d *sheets.Doc, g *engine.Game) {
	var pairs []sheets.BarPair
	for _, s := range g.Sides {
		ss := r.sides[s]
		if ss == nil {
			ss = &crtLuck{}
		}
		pairs = append(pairs, sheets.BarPair{Name: s, A: ss.expX, B: float64(ss.gotX)})
	}
	d.PairChart("Luck: destroying results (X or XX) expected before the rolls, and got", "expected", "got", d.Width()*0.6, 50, pairs)
}

// Tracks returns each Ogre's treads and working weapons over the turns.
func (r *crtReport) Tracks() []sheets.TurnTrack {
	var out []sheets.TurnTrack
	for _, l := range r.ogres {
		tr := r.byOgre[l]
		out = append(out, sheets.TurnTrack{Title: l + ": treads and working weapons", Axis: "count", First: tr.first,
			Lines: []sheets.Series{{Name: l + " treads", Values: tr.treads}, {Name: l + " working weapons", Values: tr.armed}}})
	}
	return out
}

// SetsUp reports whether e is of the CRT's set-up: a unit placed in its
// terrain before play.
func (r *crtReport) SetsUp(e engine.Event) bool { return e.Kind == crt.EventTerrain }

// missileAttack reports whether e is a cruise missile's attack, which the
// timeline sets in bold.
func missileAttack(e engine.Event) bool {
	return e.Kind == crt.EventAttack && strings.Contains(strings.Join(e.Attackers, ","), ".missile")
}
