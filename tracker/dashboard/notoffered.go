package dashboard

import (
	"fmt"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/dsii"
)

// A key of the key table that the game's rule system does not offer
// (BindingsFor leaves it out) says so when pressed, rather than doing
// nothing: a referee who knows f from the Ogre CRT presses it in an OGRE
// for DSII game.

// instead holds, by rule system, what a referee uses in place of a key its
// games do not offer.
var instead = map[string]map[Action]string{
	dsii.SystemName: {
		ActFire:    "use a to activate a battery, h for a hit",
		ActOverrun: "an Ogre rams (ram OGRE.treadN TARGET ...) and infantry close-assault (assault ...), both at :",
		ActTerrain: "a unit's terrain is the referee's at the table",
	},
}

// notOffered returns what the status line says when the referee presses ev,
// a key of the key table that game g does not offer, and false when ev is
// no such key.
func notOffered(g *engine.Game, ev *tcell.EventKey) (string, bool) {
	act, ok := ActionFor(Bindings, ev)
	if !ok {
		return "", false
	}
	key, what := "", string(act)
	for _, b := range Bindings {
		if b.Action == act {
			key = b.Keys[0].String()
			if b.Verb != "" {
				what = string(b.Verb)
			}
		}
	}
	sys := g.System()
	msg := fmt.Sprintf("%s: the dashboard has no %s form for %s yet", key, what, sys.Title())
	if g.Verb(engine.Verb(what)) == nil {
		msg = fmt.Sprintf("%s: %s has no %s verb", key, sys.Title(), what)
	}
	if s := instead[sys.Name()][act]; s != "" {
		return msg + "; " + s + ".", true
	}
	return msg + "; ? lists the keys its games offer.", true
}
