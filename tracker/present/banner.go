package present

import "ogretable/engine"

// Bannerer is a View with a line to show above the panels while the turn is
// stopped (a fight or a flight that must be played out first): Banner returns
// it, nil for none.
type Bannerer interface {
	Banner(g *engine.Game) []Cell
}

// Banner returns the line shown above the panels while the turn is stopped,
// as the game's view says (Bannerer); nil for none, and for a view with no
// banner. The dashboard and the players' view (tracker/web) show it alike.
func Banner(g *engine.Game) []Cell {
	if b, ok := ViewOf(g).(Bannerer); ok {
		return b.Banner(g)
	}
	return nil
}
