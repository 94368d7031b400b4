package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// VictoryState is how a scenario's victory class stands in a game.
type VictoryState string

// The states of a victory class.
const (
	VictoryMet     VictoryState = "met"             // its checks all hold
	VictoryNotMet  VictoryState = "not met"         // one of its checks fails
	VictoryReferee VictoryState = "referee decides" // the state cannot settle it
)

// VictoryStatus is one victory class of a scenario judged against a game:
// its state and why, in a sentence for the referee.
type VictoryStatus struct {
	VictoryClass
	State VictoryState
	Why   string
}

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
			return VictoryCheck{}, refusef("victory check %q: say after \"referee:\" what the referee judges", s)
		}
		return VictoryCheck{Referee: rest}, nil
	}
	f := strings.Fields(s)
	if len(f) != 3 {
		return VictoryCheck{}, refusef("victory check %q: write QUANTITY SIDE[/WHAT] STATE, as in \"all combine/ogres destroyed\", or \"referee: TEXT\"", s)
	}
	var c VictoryCheck
	switch q := strings.ToLower(f[0]); q {
	case "all", "no", "some":
		c.Quantity = q
	default:
		n, err := strconv.Atoi(q)
		if err != nil || n < 1 {
			return VictoryCheck{}, refusef("victory check %q: the quantity is all, no, some or a number, not %q", s, f[0])
		}
		c.Quantity, c.AtLeast = "at least", n
	}
	side, what, _ := strings.Cut(f[1], "/")
	c.Side, c.What = NormalName(side), strings.ToLower(what)
	if c.Side == "" || strings.Contains(f[1], "/") && c.What == "" {
		return VictoryCheck{}, refusef("victory check %q: name a side, then optionally /ogres or /UNIT-ID, as in \"combine/ogres\"", s)
	}
	switch st := strings.ToLower(f[2]); st {
	case CheckDestroyed, CheckAlive, CheckMobile, CheckOut:
		c.State = st
	default:
		return VictoryCheck{}, refusef("victory check %q: the state is destroyed, alive, mobile or out, not %q", s, f[2])
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
func (c VictoryCheck) Is(u *Unit) bool {
	switch c.State {
	case CheckDestroyed:
		return !u.Alive()
	case CheckAlive:
		return u.Alive()
	case CheckMobile:
		return u.Alive() && u.Status == StatusOK && u.Movement() > 0
	case CheckOut:
		if !u.Alive() {
			return true
		}
		if !u.IsOgre() {
			return u.Status == StatusDisabled || u.Status == StatusStuck
		}
		if u.Status == StatusStuck || u.Movement() == 0 {
			return true
		}
		for _, w := range CRTUnitOf(u).Weapons {
			if w.Status == StatusOK {
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
func (c VictoryCheck) Eval(g *Game) (holds, judged bool, why string) {
	if c.Referee != "" {
		return false, false, "the referee judges whether " + c.Referee
	}
	var of []*Unit
	var in []string
	for _, u := range g.Units {
		if u.Side != c.Side || u.Status == StatusRemoved {
			// A unit the referee removed was never in the game.
			continue
		}
		switch {
		case c.What == "ogres" && !u.IsOgre(), c.What != "" && c.What != "ogres" && u.Type.ID != c.What:
			continue
		case c.What == "" && u.Type.Kind == KindStructure && u.Type.Attack == 0:
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
func Victory(g *Game, sc *Scenario) []VictoryStatus {
	if sc == nil {
		return nil
	}
	out := make([]VictoryStatus, 0, len(sc.Victory))
	for _, v := range sc.Victory {
		st := VictoryStatus{VictoryClass: v}
		if len(v.Checks) == 0 {
			st.State, st.Why = VictoryReferee, "the referee judges it: "+v.Condition
			out = append(out, st)
			continue
		}
		var failed, pending, held []string
		for _, s := range v.Checks {
			c, err := ParseVictoryCheck(s)
			if err != nil {
				pending = append(pending, Sentence(err))
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
			st.State, st.Why = VictoryNotMet, "not yet: "+strings.Join(failed, "; ")
		case len(pending) > 0:
			st.State, st.Why = VictoryReferee, strings.Join(append(held, pending...), "; ")
		default:
			st.State, st.Why = VictoryMet, strings.Join(held, "; ")
		}
		out = append(out, st)
	}
	return out
}

// The outcomes of a victory class to its side.
const (
	OutcomeVictory = "victory"
	OutcomeDraw    = "draw"
	OutcomeFailure = "failure"
)

// Outcome returns what the class is to its side: the FAQ's scenarios print
// classes S, A and B as "Victory", C as "Draw", D and E as "Failure" (000
// FAQ, Scenario: Nuclear Hare and Hounds, Gang Bang: "Class S Victory ...",
// "Class C Draw ...", "Class D Failure ..."); "" for another class.
func (v VictoryClass) Outcome() string {
	switch strings.ToUpper(v.Class) {
	case "S", "A", "B":
		return OutcomeVictory
	case "C":
		return OutcomeDraw
	case "D", "E":
		return OutcomeFailure
	}
	return ""
}

// GameResult is how a game is won: whether it is over (a game-ending
// condition of its scenario is met, or the referee ended it), the side
// that won or a draw (neither while none is named), and, in sentences for
// the referee, how the game ended (Ending) and who won (Says); How is the
// two together.
type GameResult struct {
	Over bool
	Verdict
	Ending, Says, How string
}

// ResultOf judges the game's result. An ended game's result is the
// verdict the referee named ("end ogre wins: REASON"), or else the one its
// scenario gives; a game not ended is over once a game-ending condition is
// met (GameOver), and its scenario names the winner: the side an end
// condition names (the quick game: the command post destroyed, the ogre
// wins; the Ogre destroyed, the defence), or the one side whose best
// victory class met is a victory, or a draw when the best met is a draw
// and no victory is left to the referee. Anything else is the referee's
// to name.
func ResultOf(g *Game) GameResult {
	sc := g.ScenarioOf()
	r := GameResult{}
	switch met := GameOver(g); {
	case g.Ended != nil:
		e := g.Ended
		r.Over = true
		r.Ending = fmt.Sprintf("The game ended in turn %d: %s.", e.Turn, strings.TrimSuffix(e.Reason, "."))
		if e.Verdict != (Verdict{}) {
			r.Verdict, r.Says = e.Verdict, upperFirst(e.Verdict.sentence())+", by the referee's verdict."
			break
		}
		var met []EndStatus
		for _, st := range Ends(g, sc) {
			if st.Met {
				met = append(met, st)
			}
		}
		v, why := judge(g, sc, met)
		r.Verdict, r.Says = v, verdictText(v, why, true)
	case len(met) == 0:
		r.Ending = "The game goes on: no game-ending condition of the scenario is met."
		if sc == nil || len(Ends(g, sc)) == 0 {
			r.Ending = "The game goes on until the referee ends it (\"end SIDE wins: REASON\")."
		}
	default:
		conds := make([]string, len(met))
		for i, e := range met {
			conds[i] = e.Condition
		}
		v, why := judge(g, sc, met)
		r.Over, r.Verdict = true, v
		r.Ending, r.Says = fmt.Sprintf("The game is over: %s.", strings.Join(conds, "; ")), verdictText(v, why, false)
	}
	r.How = strings.TrimSpace(r.Ending + " " + r.Says)
	return r
}

// judge returns the verdict scenario sc gives game g whose game-ending
// conditions met are met, and why (see ResultOf); an empty verdict when
// the scenario leaves it to the referee, why then saying what is open.
func judge(g *Game, sc *Scenario, met []EndStatus) (Verdict, string) {
	var winners, by []string
	for _, e := range met {
		if e.Winner != "" && !slices.Contains(winners, e.Winner) {
			winners = append(winners, e.Winner)
			by = append(by, e.Condition)
		}
	}
	switch len(winners) {
	case 1:
		return Verdict{Winner: winners[0]}, by[0]
	case 0:
	default:
		return Verdict{}, fmt.Sprintf("%s are all met, and each names another winner", joinAnd(by))
	}
	if sc == nil || len(sc.Victory) == 0 {
		if len(met) == 0 {
			return Verdict{}, "no game-ending condition is met, and the scenario prints no victory classes"
		}
		return Verdict{}, "the scenario prints no victory classes"
	}
	classes := g.System().Victory(g, sc)
	best := map[string]*VictoryStatus{}
	var pending []string // victory classes the referee judges
	for i, v := range classes {
		switch {
		case v.State == VictoryMet && best[v.Side] == nil:
			best[v.Side] = &classes[i]
		case v.State == VictoryReferee && v.Outcome() == OutcomeVictory:
			pending = append(pending, fmt.Sprintf("the %s's class %s (%s)", v.Side, v.Class, v.Condition))
		}
	}
	var victors, victorSides, draws []string
	for _, side := range g.Sides {
		b := best[side]
		if b == nil {
			continue
		}
		what := fmt.Sprintf("the %s's class %s is met: %s", side, b.Class, b.Condition)
		switch b.Outcome() {
		case OutcomeVictory:
			victors = append(victors, what)
			victorSides = append(victorSides, side)
		case OutcomeDraw:
			draws = append(draws, what)
		}
	}
	switch {
	case len(victors) == 1:
		return Verdict{Winner: victorSides[0]}, victors[0]
	case len(victors) > 1:
		return Verdict{}, strings.Join(victors, "; ")
	case len(draws) > 0 && len(pending) == 0:
		return Verdict{Draw: true}, strings.Join(draws, "; ")
	case len(pending) > 0:
		return Verdict{}, strings.Join(append(draws, "the referee judges "+joinAnd(pending)), "; ")
	}
	return Verdict{}, "no victory class of any side is met"
}

// verdictText says a verdict judged by the scenario and why; with none,
// what the referee writes to name it (ended: after undoing the end).
func verdictText(v Verdict, why string, ended bool) string {
	if v != (Verdict{}) {
		return fmt.Sprintf("%s (%s).", upperFirst(v.sentence()), why)
	}
	how := "end the game with \"end SIDE wins: REASON\" or \"end draw: REASON\""
	if ended {
		how = "\"undo\", then \"end SIDE wins: REASON\" or \"end draw: REASON\", records it"
	}
	return fmt.Sprintf("The scenario leaves the result to the referee (%s): %s.", why, how)
}
