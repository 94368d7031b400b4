package ffot

import (
	"encoding/json"

	"ogretable/engine"
)

// EventSide returns the side the log names with event e of game g
// (engine.EventSider): the side whose stand, unit or barrage acted and
// rolled, which in FFOTigers is often not the side whose player-turn it
// is: the enemy fires in overwatch and pivots in the phasing side's
// movement phase (004 FFOTigers, steps 9 to 11), a side's barrages land in
// the enemy's barrage phase (steps 4 and 8), and the quality checks at the
// end of a fire phase and a routed unit's check at the end of the turn are
// the checking stands' and unit's. A fire is its firer's, a check or a
// marker its stand's, a rout its unit's, a landing or a burst its
// barrage's side's; a phase change is the side whose phase begins; any
// other event that names no side is the side to play's.
func (system) EventSide(g *engine.Game, e engine.Event) string {
	st := GameOf(g)
	var d struct {
		Unit    string `json:"unit"`
		Side    string `json:"side"`
		Barrage string `json:"barrage"`
	}
	switch e.Kind {
	case engine.EventPhase:
		if e.SideIndex >= 0 && e.SideIndex < len(g.Sides) {
			return g.Sides[e.SideIndex]
		}
	case EventRout, EventRoutDone:
		if json.Unmarshal(e.Data, &d) == nil && st != nil {
			if f := st.Formation(d.Unit); f != nil {
				return f.Side
			}
		}
	case EventCommand, EventUnit, EventBarrage:
		if json.Unmarshal(e.Data, &d) == nil && d.Side != "" {
			return d.Side
		}
	case EventLand, EventBurst:
		if json.Unmarshal(e.Data, &d) == nil && st != nil {
			if b := st.Barrage(d.Barrage); b != nil {
				return b.Side
			}
		}
	}
	if e.Side != "" {
		return e.Side
	}
	if u := g.Unit(e.Unit); e.Unit != "" && u != nil {
		return u.Side
	}
	return g.CurrentSide()
}

// HasSideToPlay reports that FFOTigers' player-turns are one side's
// (engine.SideToPlayer): its log names the side that rolled, its header
// the side to play.
func (system) HasSideToPlay() bool { return true }
