package present

import (
	"strings"

	"ogretable/engine"
)

// This file is the kill credit and the dice of each side: who is credited
// with each loss and each VP an event records, and which side rolled an
// event's dice. The battle report asks it, event by event, as it replays a
// log.

// Party is who is credited with what an attack or a ram does: a unit, an
// Ogre's weapon, units firing together, or a cruise missile with the unit
// that launched it.
type Party struct {
	Who  string // "HVY2 + HVY3", "MK3.main1", "INF4", "CM1's missile M1"
	Side string
}

// Effect is what one event credits to a party: a loss (What) or VP, or
// VP with what scored them when no loss credited to the party did (a
// missile fired: "M1 fired by CM1").
type Effect struct {
	By   Party
	What string  // "HVY1 destroyed", "MK3.main1", "2 treads of MK3", "1 squad of INF4", "HVY1 disabled"; "" for VP of a loss credited
	VP   float64 // the VP scored, for a vp event
	// Own is true for a loss of a unit of By's own side: a blast on the
	// launcher's own units, whose VP its enemy scores.
	Own bool
}

// UnitOfRef returns the unit a reference names ("MK3.main1", "W1:2",
// "HVY1"), or nil.
func UnitOfRef(g *engine.Game, ref string) *engine.Unit {
	if i := strings.IndexAny(ref, ".:"); i >= 0 {
		ref = ref[:i]
	}
	return g.Unit(ref)
}

// UnitSide returns the side of the unit a reference names ("MK3.main1",
// "W1:2", "HVY1"), or "".
func UnitSide(g *engine.Game, ref string) string {
	if u := UnitOfRef(g, ref); u != nil {
		return u.Side
	}
	return ""
}

// DiceRoller is a View whose system says which side rolled an event's
// dice where its log does not name the side: RolledBy returns the side,
// "" to leave it to the shared reading (RolledBy).
type DiceRoller interface {
	RolledBy(g *engine.Game, e engine.Event, turn string) string
}

// RolledBy returns the side that rolled e's dice, with g the game before
// e is applied and turn the side whose turn it is. In a game of a system
// whose log names the side that acted in each event (an
// engine.EventSider) it is the side the system names, else turn. In any
// other game it is the side the game's view names (a DiceRoller), else,
// for an event with dice, the side of the attackers the event names,
// else of the unit it names; else the side whose turn it is.
func RolledBy(g *engine.Game, e engine.Event, turn string) string {
	if es, ok := g.System().(engine.EventSider); ok {
		if s := es.EventSide(g, e); s != "" {
			return s
		}
		return turn
	}
	if r, ok := ViewOf(g).(DiceRoller); ok {
		if s := r.RolledBy(g, e, turn); s != "" {
			return s
		}
	}
	if len(e.Dice) > 0 {
		// An event with dice that names its attackers was rolled by them.
		if len(e.Attackers) > 0 {
			if s := UnitSide(g, e.Attackers[0]); s != "" {
				return s
			}
		}
		if s := UnitSide(g, e.Unit); s != "" {
			return s
		}
	}
	return turn
}
