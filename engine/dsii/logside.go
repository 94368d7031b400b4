package dsii

import (
	"strings"

	"ogretable/engine"
)

// EventSide returns the side the log names with event e of game g
// (engine.EventSider): in a DSII turn the units of both sides activate in
// one phase (002 OGRE for DSII, OGRE activation), so a line names the side
// that acted, not the first side of the game. An Ogre's activation, repair,
// TAS, launch, Final Option, air defence and a unit's Reaction Test are the
// acts of the unit's side; a ram's chits against a unit that is no Ogre of
// modules are the act of the side that pulled them (the event's attacker),
// a vehicle's failed Confidence Test its own side's; a unit destroyed by
// a named unit (run over, destroy ... by) is the destroyer's side's act; a hit, a SMAK round's homing or a blast on an
// Ogre's modules is an attack on it: the act of its attacker's side when
// the event names the attacker (hit ... by UNIT, an Ogre's missile), else
// of the other side when the game has two (the referee enters the chits
// the enemy drew); an event that names a side
// (a unit added, victory points) is that side's. It returns "" for an
// event that names none (a turn's end, a record of the catalog), which the
// log gives the side of its command's other events.
func (system) EventSide(g *engine.Game, e engine.Event) string {
	if e.Side != "" {
		return e.Side
	}
	u := g.Unit(e.Unit)
	if e.Unit == "" || u == nil {
		return ""
	}
	switch e.Kind {
	case EventRammed, engine.EventDestroyed:
		// A ram's chits against a vehicle or infantry, or pulled back
		// against a vehicle that rammed, are the puller's act (002 OGRE for
		// DSII, Ramming resolution: "The OGRE pulls chits"; Non-OGRE
		// vehicles ramming OGREs: "The rammed OGRE may also damage the
		// ramming vehicle"); a failed Confidence Test names no attacker and
		// is the vehicle's own.
		if len(e.Attackers) > 0 {
			if a := g.Unit(labelOf(e.Attackers[0])); a != nil {
				return a.Side
			}
		}
		return u.Side
	case EventHit, EventNuke, EventSMAK, EventElementHit:
		if len(e.Attackers) > 0 {
			label, _, _ := strings.Cut(e.Attackers[0], ".")
			if a := g.Unit(label); a != nil {
				return a.Side
			}
		}
		return otherSide(g, u.Side)
	}
	return u.Side
}

// otherSide returns the side of g that is not side, "" when the game has
// other than two sides.
func otherSide(g *engine.Game, side string) string {
	if len(g.Sides) != 2 {
		return ""
	}
	if g.Sides[0] == side {
		return g.Sides[1]
	}
	return g.Sides[0]
}
