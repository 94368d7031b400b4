package crt

import (
	"fmt"
	"ogretable/engine"
	"strings"
)

// checkIs reports whether unit u is in check c's state.
func checkIs(c engine.VictoryCheck, u *engine.Unit) bool {
	switch c.State {
	case engine.CheckDestroyed:
		return !u.Alive()
	case engine.CheckAlive:
		return u.Alive()
	case engine.CheckMobile:
		return u.Alive() && u.Status == engine.StatusOK && Movement(u) > 0
	case engine.CheckOut:
		if !u.Alive() {
			return true
		}
		if !IsOgre(u) {
			return u.Status == engine.StatusDisabled || u.Status == engine.StatusStuck
		}
		if u.Status == engine.StatusStuck || Movement(u) == 0 {
			return true
		}
		for _, w := range UnitOf(u).Weapons {
			if w.Status == engine.StatusOK {
				return false
			}
		}
		return true
	}
	return false
}

// EvalCheck judges check c against game g by the Ogre CRT rules: holds
// says whether it holds, judged whether the game can tell at all (a
// referee's part, or no unit to count, cannot be judged), and why says
// what was counted.
func EvalCheck(c engine.VictoryCheck, g *engine.Game) (holds, judged bool, why string) {
	if c.Referee != "" {
		return false, false, "the referee judges whether " + c.Referee
	}
	var of []*engine.Unit
	var in []string
	for _, u := range g.Units {
		if u.Side != c.Side || u.Status == engine.StatusRemoved {
			// A unit the referee removed was never in the game.
			continue
		}
		switch {
		case c.What == "ogres" && !IsOgre(u), c.What != "" && c.What != "ogres" && u.Type.ID != c.What:
			continue
		case c.What == "" && u.Type.Kind == engine.KindStructure && u.Type.Attack == 0:
			// A side's forces are its units: a building that does not
			// fight (the ice-breaker, the auto-fac, a command post) is
			// counted only when named.
			continue
		}
		of = append(of, u)
		if checkIs(c, u) {
			in = append(in, u.Label)
		}
	}
	// what the check counts, one and many: "unit", "units"
	one, many := "unit", "units"
	switch {
	case c.What == "ogres":
		one, many = "Ogre", "Ogres"
	case c.What != "":
		if t, err := g.UnitType(c.What); err == nil {
			one, many = t.Name, t.Name+"s"
		} else {
			one, many = c.What, c.What
		}
	}
	if len(of) == 0 {
		return false, false, fmt.Sprintf("there are no %s %s in play to count (%s)", c.Side, many, c)
	}
	if len(of) == 1 {
		many = one
	}
	n := len(in)
	switch c.Quantity {
	case "all":
		holds = n == len(of)
	case "no":
		holds = n == 0
	case "some":
		holds = n > 0
	default:
		holds = n >= c.AtLeast
	}
	list := ""
	if n > 0 {
		list = ": " + strings.Join(in, ", ")
	}
	return holds, true, fmt.Sprintf("%d of the %s's %d %s %s%s", n, c.Side, len(of), many, stateWord(c, n, len(of)), list)
}

// stateWord returns the check's state with its verb for n of all counted:
// "is destroyed" for one ("1 of 3", "0 of 1"), "are destroyed" for more.
func stateWord(c engine.VictoryCheck, n, all int) string {
	verb := "are"
	if n == 1 || all == 1 {
		verb = "is"
	}
	return verb + " " + c.State
}

// Victory judges every victory class of scenario sc against the game, in
// the scenario's order: met when all its checks hold, not met when one fails
// now, and left to the referee when a part can be judged only at the table
// (the FAQ's ice-breaker, the auto-fac) or the class has no checks. More
// than one class of a side can be met at once; the best one counts.
func Victory(g *engine.Game, sc *engine.Scenario) []engine.VictoryStatus {
	if sc == nil {
		return nil
	}
	out := make([]engine.VictoryStatus, 0, len(sc.Victory))
	for _, v := range sc.Victory {
		st := engine.VictoryStatus{VictoryClass: v}
		if len(v.Checks) == 0 {
			st.State, st.Why = engine.VictoryReferee, "the referee judges it: "+v.Condition
			out = append(out, st)
			continue
		}
		var failed, pending, held []string
		for _, s := range v.Checks {
			c, err := engine.ParseVictoryCheck(s)
			if err != nil {
				pending = append(pending, engine.Sentence(err))
				continue
			}
			holds, judged, why := EvalCheck(c, g)
			switch {
			case !judged:
				pending = append(pending, why)
			case holds:
				held = append(held, why)
			default:
				failed = append(failed, why)
			}
		}
		switch {
		case len(failed) > 0:
			st.State, st.Why = engine.VictoryNotMet, "not yet: "+strings.Join(failed, "; ")
		case len(pending) > 0:
			st.State, st.Why = engine.VictoryReferee, strings.Join(append(held, pending...), "; ")
		default:
			st.State, st.Why = engine.VictoryMet, strings.Join(held, "; ")
		}
		out = append(out, st)
	}
	return out
}
