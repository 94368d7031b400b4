package dashboard

import (
	"fmt"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
)

// A key of another rule system's that the game's system does not offer
// (BindingsFor leaves it out) says so when pressed, rather than doing
// nothing: a referee who knows f from one system presses it in a game of
// another. The game's system says what to use instead (System.Instead).

// notOffered returns what the status line says when the referee presses ev,
// a key of the key table that game g does not offer, and false when ev is
// no such key.
func notOffered(g *engine.Game, ev *tcell.EventKey) (string, bool) {
	all := allBindings()
	act, ok := ActionFor(all, ev)
	if !ok {
		return "", false
	}
	key, what := "", string(act)
	for _, b := range all {
		if b.Action == act && key == "" {
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
	if s := systemOf(g).Instead[act]; s != "" {
		return msg + "; " + s + ".", true
	}
	return msg + "; ? lists the keys its games offer.", true
}
