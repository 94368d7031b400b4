package crt

import (
	"fmt"
	"ogretable/engine"
	"strconv"
	"strings"
)

// The states a victory check asks about.
const (
	CheckDestroyed = "destroyed" // destroyed
	CheckAlive     = "alive"     // not destroyed: "survives", "intact"
	CheckMobile    = "mobile"    // alive, neither disabled nor stuck, and able to move
	CheckOut       = "out"       // destroyed or disabled; an Ogre is out when it cannot move or has no weapon left
)

// VictoryCheck is one machine-checkable part of a victory condition. Read
// one with ParseVictoryCheck.
type VictoryCheck struct {
	// Quantity is "all", "no", "some" or "at least"; AtLeast is the number
	// for "at least".
	Quantity string
	AtLeast  int
	// Side is the side whose units are counted; What narrows them: "" for
	// every unit of the side, "ogres" for its Ogres, or a catalog unit id.
	Side string
	What string
	// State is CheckDestroyed, CheckAlive, CheckMobile or CheckOut.
	State string
	// Referee is set for a part the referee judges; the other fields are
	// then empty.
	Referee string
}

// ParseVictoryCheck reads one check of a victory class. The vocabulary is
// tiny:
//
//	QUANTITY SIDE[/WHAT] STATE
//	referee: TEXT
//
// QUANTITY is all, no, some, or a number N meaning at least N. SIDE is a side
// of the scenario; WHAT is "ogres" or a catalog unit id (fencer-b), and
// without it every unit of the side counts. STATE is destroyed, alive,
// mobile (alive, neither disabled nor stuck, able to move) or out (destroyed
// or disabled; an Ogre is out when it cannot move or has lost every weapon).
// A side without WHAT counts its forces: every unit but the structures that
// do not fight, which count only when named (paneuropean/ice-breaker).
// "referee: TEXT" is a part that only the referee can judge, such as "the
// ice-breaker is seized". Examples: "all paneuropean destroyed", "some
// combine/ogres alive", "2 combine/ogres out", "all paneuropean/fencer-b
// destroyed". A check of "all" on no unit at all cannot be judged.
func ParseVictoryCheck(s string) (VictoryCheck, error) {
	if rest, ok := strings.CutPrefix(strings.TrimSpace(s), "referee:"); ok {
		if rest = strings.TrimSpace(rest); rest == "" {
			return VictoryCheck{}, engine.Refusef("victory check %q: say after \"referee:\" what the referee judges", s)
		}
		return VictoryCheck{Referee: rest}, nil
	}
	f := strings.Fields(s)
	if len(f) != 3 {
		return VictoryCheck{}, engine.Refusef("victory check %q: write QUANTITY SIDE[/WHAT] STATE, as in \"all combine/ogres destroyed\", or \"referee: TEXT\"", s)
	}
	var c VictoryCheck
	switch q := strings.ToLower(f[0]); q {
	case "all", "no", "some":
		c.Quantity = q
	default:
		n, err := strconv.Atoi(q)
		if err != nil || n < 1 {
			return VictoryCheck{}, engine.Refusef("victory check %q: the quantity is all, no, some or a number, not %q", s, f[0])
		}
		c.Quantity, c.AtLeast = "at least", n
	}
	side, what, _ := strings.Cut(f[1], "/")
	c.Side, c.What = engine.NormalName(side), strings.ToLower(what)
	if c.Side == "" || strings.Contains(f[1], "/") && c.What == "" {
		return VictoryCheck{}, engine.Refusef("victory check %q: name a side, then optionally /ogres or /UNIT-ID, as in \"combine/ogres\"", s)
	}
	switch st := strings.ToLower(f[2]); st {
	case CheckDestroyed, CheckAlive, CheckMobile, CheckOut:
		c.State = st
	default:
		return VictoryCheck{}, engine.Refusef("victory check %q: the state is destroyed, alive, mobile or out, not %q", s, f[2])
	}
	return c, nil
}

// String writes the check as ParseVictoryCheck reads it.
func (c VictoryCheck) String() string {
	if c.Referee != "" {
		return "referee: " + c.Referee
	}
	q := c.Quantity
	if q == "at least" {
		q = strconv.Itoa(c.AtLeast)
	}
	who := c.Side
	if c.What != "" {
		who += "/" + c.What
	}
	return q + " " + who + " " + c.State
}

// Is reports whether unit u is in the check's state.
func (c VictoryCheck) Is(u *engine.Unit) bool {
	switch c.State {
	case CheckDestroyed:
		return !u.Alive()
	case CheckAlive:
		return u.Alive()
	case CheckMobile:
		return u.Alive() && u.Status == engine.StatusOK && Movement(u) > 0
	case CheckOut:
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

// Eval judges the check against the game: holds says whether it holds,
// judged whether the game can tell at all (a referee's part, or no unit
// to count, cannot be judged), and why says what was counted.
func (c VictoryCheck) Eval(g *engine.Game) (holds, judged bool, why string) {
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
		if c.Is(u) {
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
	return holds, true, fmt.Sprintf("%d of the %s's %d %s %s%s", n, c.Side, len(of), many, c.stateWord(n, len(of)), list)
}

// stateWord returns the check's state with its verb for n of all counted:
// "is destroyed" for one ("1 of 3", "0 of 1"), "are destroyed" for more.
func (c VictoryCheck) stateWord(n, all int) string {
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
			c, err := ParseVictoryCheck(s)
			if err != nil {
				pending = append(pending, engine.Sentence(err))
				continue
			}
			holds, judged, why := c.Eval(g)
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
