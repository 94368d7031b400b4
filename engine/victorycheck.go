package engine

import (
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
			return VictoryCheck{}, Refusef("victory check %q: say after \"referee:\" what the referee judges", s)
		}
		return VictoryCheck{Referee: rest}, nil
	}
	f := strings.Fields(s)
	if len(f) != 3 {
		return VictoryCheck{}, Refusef("victory check %q: write QUANTITY SIDE[/WHAT] STATE, as in \"all combine/ogres destroyed\", or \"referee: TEXT\"", s)
	}
	var c VictoryCheck
	switch q := strings.ToLower(f[0]); q {
	case "all", "no", "some":
		c.Quantity = q
	default:
		n, err := strconv.Atoi(q)
		if err != nil || n < 1 {
			return VictoryCheck{}, Refusef("victory check %q: the quantity is all, no, some or a number, not %q", s, f[0])
		}
		c.Quantity, c.AtLeast = "at least", n
	}
	side, what, _ := strings.Cut(f[1], "/")
	c.Side, c.What = NormalName(side), strings.ToLower(what)
	if c.Side == "" || strings.Contains(f[1], "/") && c.What == "" {
		return VictoryCheck{}, Refusef("victory check %q: name a side, then optionally /ogres or /UNIT-ID, as in \"combine/ogres\"", s)
	}
	switch st := strings.ToLower(f[2]); st {
	case CheckDestroyed, CheckAlive, CheckMobile, CheckOut:
		c.State = st
	default:
		return VictoryCheck{}, Refusef("victory check %q: the state is destroyed, alive, mobile or out, not %q", s, f[2])
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
