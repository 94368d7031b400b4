package present

import "ogretable/engine"

// Banner returns the line shown above the panels while the turn is stopped:
// the overrun being fought (OverrunText), which is fought first, else the
// missiles in flight (MissileText); nil for none. The dashboard and the
// players' view (tracker/web) show it alike.
func Banner(g *engine.Game) []Cell {
	if cells := OverrunText(g); cells != nil {
		return cells
	}
	return MissileText(g)
}
