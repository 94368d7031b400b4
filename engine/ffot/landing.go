package ffot

import (
	"ogretable/engine"
)

// BarrageLifted is what the game shows of a barrage placed and not landed
// whose every stand is out of play: none is left to fire it, and it does
// not land (Lifted).
const BarrageLifted = "lifted"

// Lifted reports whether barrage b, placed and not landed yet, has no
// stand left in play in game g to fire it: it does not land (004
// FFOTigers: "The burst radius of a round is determined by the number of
// stands landing fire on target"; none is left to land fire).
func Lifted(g *engine.Game, b *Barrage) bool {
	if b.State != BarragePlaced {
		return false
	}
	for _, l := range b.Stands {
		if u := g.Unit(l); u != nil && u.Alive() {
			return false
		}
	}
	return true
}

// BarrageStateOf returns what became of barrage b as game g shows it: its
// state, or BarrageLifted when no stand is left to fire it (Lifted).
func BarrageStateOf(g *engine.Game, b *Barrage) string {
	if Lifted(g, b) {
		return BarrageLifted
	}
	return b.State
}

// Landing is how a barrage lands, as the land verb rolls it and the land
// form shows it before the dice: what became of the spotter as the roll
// takes it, the accuracy roll, the dice of a miss's scatter, and its
// side's command when it placed the barrage (BarrageCommand).
type Landing struct {
	Barrage     *Barrage
	Observer    Observer
	Accuracy    Accuracy
	ScatterDice int
	InCommand   bool
	Rolled      bool // a command roll governs it; else it lands as in command
}

// SpotterChoices returns what the referee may say became of barrage b's spotter
// in game g: ok, attacked or destroyed, or only destroyed when the spotter
// is out of play ("If the spotting unit is ... destroyed").
func SpotterChoices(g *engine.Game, b *Barrage) []Observer {
	if sp := g.Unit(b.Spotter); sp == nil || !sp.Alive() {
		return []Observer{ObserverDestroyed}
	}
	return []Observer{ObserverOK, ObserverAttacked, ObserverDestroyed}
}

// LandingOf returns how barrage b lands in game g as it stands, the
// spotter as the referee says (obs; "" when he says nothing, which is ok
// for a spotter in play and destroyed for one out of play). It refuses
// what the land verb refuses of the barrage: a spotter out of play said to
// be otherwise than destroyed, a barrage that landed or was resolved, and
// one with no stand left to fire it (Lifted). The land verb rolls what it
// returns, and the land form shows it.
func LandingOf(g *engine.Game, b *Barrage, obs Observer) (Landing, error) {
	said := obs != ""
	if !said {
		obs = ObserverOK
	}
	spotter := g.Unit(b.Spotter)
	if lost := spotter == nil || !spotter.Alive(); lost && !said {
		obs = ObserverDestroyed // the spotter is out of play: "If the spotting unit is ... destroyed"
	} else if lost && obs != ObserverDestroyed {
		return Landing{}, engine.Refusef("the spotter %s is out of play, so it was destroyed; say \"spotter destroyed\" or leave it out", b.Spotter)
	}
	if b.State != BarragePlaced {
		return Landing{}, engine.Refusef("the barrage %s has %s already", b.Name, map[bool]string{true: "landed", false: "been resolved"}[b.Landed()])
	}
	if Lifted(g, b) {
		return Landing{}, engine.Refusef("no stand of %s is left to fire it (%s %s out of play): it does not land, and is lifted", b.Name,
			engine.JoinAnd(b.Stands), engine.Plural(len(b.Stands), "is", "are"))
	}
	in, rolled := BarrageCommand(g, b)
	return Landing{Barrage: b, Observer: obs, Accuracy: AccuracyOf(g, b, obs), ScatterDice: ScatterDice(obs), InCommand: in, Rolled: rolled}, nil
}
