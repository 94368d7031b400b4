package ffotview

import (
	"slices"
	"strings"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/tracker/present"
)

// ffotCredit is the kill credit of a game of FFOTigers: who is credited
// with each stand lost. A fire whose hit destroys a stand credits the
// firing stand at once (in the fire phase, in overwatch or in an
// over-run). A stand that a fire or a barrage's burst leaves owing a
// quality check, and that fails it when the phase ends, is credited to
// whoever made it check: the stands that fired at it, the barrage that
// burst on it. A stand that fails the second check of a unit at half
// strength or worse is credited to those who inflicted its unit's losses
// in the phase (004 FFOTigers: "caused by casualties within the unit").
// A unit eliminated when its rout fails is credited to no one: it routed
// of its own accord ("caused by self routing from the enemy").
type ffotCredit struct {
	// owed holds, by stand, who made it owe a quality check in the
	// phase; inflicted, by unit, who is credited with its losses of the
	// phase. Both end with the phase that ends its checks
	// (ffot.PhaseEndsChecks). A routed unit's stands' checks stay due past
	// it, for the unit's check at the end of the turn; their owed ends all
	// the same, since that check is the unit's rout, credited to no one
	// (CreditNote: "caused by self routing from the enemy").
	owed      map[string][]present.Party
	inflicted map[string][]present.Party
}

// newFFOTCredit returns the kill credit of a game of FFOTigers, before its
// first event.
func newFFOTCredit() *ffotCredit {
	return &ffotCredit{owed: map[string][]present.Party{}, inflicted: map[string][]present.Party{}}
}

// Next reads event e with g the game before e is applied, and returns the
// loss it credits, if any.
func (c *ffotCredit) Next(g *engine.Game, _ int64, e engine.Event) (present.Effect, bool) {
	if e.Kind == engine.EventPhase {
		if ffot.PhaseEndsChecks(g) {
			clear(c.owed)
			clear(c.inflicted)
		}
		return present.Effect{}, false
	}
	if f, ok := ffot.ReadFire(e); ok {
		by := []present.Party{standParty(g, f.Firer)}
		switch f.Effect {
		case ffot.EffectDestroyed:
			return c.loss(g, by, f.Target, f.Target+" destroyed")
		case ffot.EffectCheck:
			c.owe(f.Target, by[0])
		}
		return present.Effect{}, false
	}
	if b, ok := ffot.ReadBurst(e); ok {
		by := barrageParty(g, b.Barrage)
		for _, l := range b.Unsaved {
			c.owe(l, by)
		}
		return present.Effect{}, false
	}
	if ch, ok := ffot.ReadCheck(e); ok {
		by, owed := c.owed[ch.Stand]
		delete(c.owed, ch.Stand)
		if ch.Passed {
			return present.Effect{}, false
		}
		if owed {
			return c.loss(g, by, ch.Stand, ch.Stand+" removed (failed its quality check)")
		}
		if s := standOf(g, ch.Stand); s != nil {
			return c.loss(g, c.inflicted[s.Unit], ch.Stand, ch.Stand+" removed (its unit at half strength)")
		}
	}
	return present.Effect{}, false
}

// CreditNote says how the credit reads 004, which credits no one.
func (c *ffotCredit) CreditNote() string {
	return "004 FFOTigers gives no kill credit; the report credits a stand destroyed to the stand that fired, one removed by a failed check to the stands or barrage that made it check, one removed at its unit's half strength to those who inflicted the unit's losses in the phase, and a routed unit eliminated to no one."
}

// owe records that p made stand label owe a quality check.
func (c *ffotCredit) owe(label string, p present.Party) {
	if !slices.Contains(c.owed[label], p) {
		c.owed[label] = append(c.owed[label], p)
	}
}

// loss returns the credit of the loss of stand label, what, to the
// parties by: those of another side than the stand's, together ("HT1 of
// 1st + HT2 of 1st"), or, when all are of its own side (a barrage that
// scattered onto its own stands), all of them, marked Own. It credits no
// one when by is empty. The parties credited are remembered as having
// inflicted a loss on the stand's unit.
func (c *ffotCredit) loss(g *engine.Game, by []present.Party, label, what string) (present.Effect, bool) {
	if len(by) == 0 {
		return present.Effect{}, false
	}
	lost := present.UnitSide(g, label)
	var enemy []present.Party
	for _, p := range by {
		if p.Side != lost {
			enemy = append(enemy, p)
		}
	}
	own := len(enemy) == 0
	if own {
		enemy = by
	}
	if s := standOf(g, label); s != nil && s.Unit != "" {
		for _, p := range enemy {
			if !slices.Contains(c.inflicted[s.Unit], p) {
				c.inflicted[s.Unit] = append(c.inflicted[s.Unit], p)
			}
		}
	}
	who := make([]string, len(enemy))
	for i, p := range enemy {
		who[i] = p.Who
	}
	return present.Effect{By: present.Party{Who: strings.Join(who, " + "), Side: enemy[0].Side}, What: what, Own: own}, true
}

// standOf returns the FFOTigers state of the stand labelled label, nil
// when there is none.
func standOf(g *engine.Game, label string) *ffot.UnitState {
	if u := g.Unit(label); u != nil {
		return ffot.StandOf(u)
	}
	return nil
}

// standParty names a firing stand for the credit with its unit: "HT1 of
// 1st".
func standParty(g *engine.Game, label string) present.Party {
	who := label
	if s := standOf(g, label); s != nil && s.Unit != "" {
		who += " of " + s.Unit
	}
	return present.Party{Who: who, Side: present.UnitSide(g, label)}
}

// barrageParty names a barrage for the credit with its battery: "barrage
// B1 by ART1 + ART2".
func barrageParty(g *engine.Game, name string) present.Party {
	st := ffot.GameOf(g)
	if st == nil {
		return present.Party{Who: "barrage " + name}
	}
	b := st.Barrage(name)
	if b == nil {
		return present.Party{Who: "barrage " + name}
	}
	return present.Party{Who: "barrage " + b.Name + " by " + strings.Join(b.Stands, " + "), Side: b.Side}
}
