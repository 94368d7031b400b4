package engine

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// This file is a scenario's set-up and the end of the game, shared by every
// rule system: what each side is trying to do, the point pools that forces
// are bought from, the conditions that end a game, and the referee's
// "end". (The Ogre CRT system's Raid reinforcements table is its own verb,
// in engine/crt.)

// Goal is what one side of a scenario is trying to do, in one line.
type Goal struct {
	Side string `toml:"side" json:"side"`
	Text string `toml:"text" json:"text"`
}

// PointPool is a pool of points a scenario gives a side to buy units with:
// Points, plus Dice d6 times Per when the pool is random (000 FAQ, Nuclear
// Hare and Hounds: "10 + (1 die * 10) points"). Text is what the points buy,
// as printed.
type PointPool struct {
	Side   string  `toml:"side" json:"side"`
	Points float64 `toml:"points" json:"points"`
	Dice   int     `toml:"dice" json:"dice,omitempty"`
	Per    float64 `toml:"per" json:"per,omitempty"`
	Text   string  `toml:"text" json:"text,omitempty"`
}

// Formula returns the pool as a referee reads it: "150" or "10 + 1d6 × 10".
func (p PointPool) Formula() string {
	if p.Dice == 0 {
		return FormatNumber(p.Points)
	}
	return fmt.Sprintf("%s + %dd6 × %s", FormatNumber(p.Points), p.Dice, FormatNumber(p.Per))
}

// EndCondition is a condition that ends a game of the scenario, as a
// sentence and as checks in the vocabulary of ParseVictoryCheck, and the
// side that wins when it ends the game, where the scenario says so (the
// quick game: the command post destroyed, the ogre); "" leaves the result
// to the victory classes, or to the referee.
type EndCondition struct {
	Condition string   `toml:"condition" json:"condition"`
	Checks    []string `toml:"checks" json:"checks,omitempty"`
	Winner    string   `toml:"winner" json:"winner,omitempty"`
}

// Pool is a side's point pool in a game: the points it holds and has spent,
// and what they buy.
type Pool struct {
	Points float64 `json:"points"`
	Spent  float64 `json:"spent,omitempty"`
	For    string  `json:"for,omitempty"`
}

// Left returns the points not spent yet.
func (p *Pool) Left() float64 { return p.Points - p.Spent }

// GameEnd is how a game ended: the turn, the referee's reason, and the
// result the referee named, if any (Verdict's zero value when none was).
type GameEnd struct {
	Turn   int    `json:"turn"`
	Reason string `json:"reason"`
	Verdict
}

// Verdict is a game's result as the referee names it: the side that won,
// or a draw; both empty when the referee named none.
type Verdict struct {
	Winner string `json:"winner,omitempty"`
	Draw   bool   `json:"draw,omitempty"`
}

func (e *GameEnd) clone() *GameEnd {
	if e == nil {
		return nil
	}
	c := *e
	return &c
}

func clonePools(p map[string]*Pool) map[string]*Pool {
	if p == nil {
		return nil
	}
	c := make(map[string]*Pool, len(p))
	for k, v := range p {
		pv := *v
		c[k] = &pv
	}
	return c
}

// The event kinds of set-up and the end of the game.
const (
	EventEnded EventKind = "ended" // the referee ended the game; Note is the reason, Verdict the result named
	EventPool  EventKind = "pool"  // a side's point pool opened: Side, Points, Note what they buy
	EventSpent EventKind = "spent" // points spent from a side's pool: Side, Points, Type
)

// The verbs of set-up and the end of the game.
const (
	VerbEnd  Verb = "end"  // end [SIDE wins: | draw:] [REASON]
	VerbRoll Verb = "roll" // roll points [SIDE] [die N...]
	VerbPool Verb = "pool" // pool SIDE POINTS
	VerbBuy  Verb = "buy"  // buy TYPE [xN] [as LABEL] [side SIDE], and the words of the system's own add (Adder)
)

func init() {
	for _, d := range ScenarioVerbs {
		syntaxOf[d.Verb] = d.Syntax
	}
}

// ScenarioVerbs are the verbs of set-up and the end of the game, which a
// system may list among its own (the Ogre CRT system does): point pools
// priced by the catalog's cost and VP, and "end". The state they change
// (pools, the end) is the shared game's. "buy" reads what "add" reads,
// the words of the system's own add too (Adder), which a system that has
// any shows after its syntax.
var ScenarioVerbs = []*VerbDef{
	{Verb: VerbRoll, Syntax: "roll points [SIDE] [die N...]", Help: "roll a side's random points as the scenario gives them (Nuclear Hare and Hounds: the Combine's 10 + 1d6 × 10), opening its point pool",
		Parse: parseRollPoints, Resolve: (*Resolver).rollPoints, Complete: completeRoll, Reads: "it reads the scenario's points"},
	{Verb: VerbPool, Syntax: "pool SIDE POINTS", Help: "open a side's point pool by hand (new games of Gang Bang open the Paneuropeans' 150 points themselves)",
		Parse: parsePool, Resolve: (*Resolver).openPool, Complete: CompleteSides},
	{Verb: VerbBuy, Syntax: "buy TYPE [xN] [as LABEL] [side SIDE]", Help: "put units in play paid from the side's point pool: an Ogre costs its cost, any other unit its VP (a squad each); refused when the pool is short",
		Parse: parseBuy, Resolve: (*Resolver).buy, Complete: completeAdd},
	{Verb: VerbEnd, Syntax: "end [REASON]", Forms: []string{"end SIDE wins: REASON", "end draw: REASON"},
		Help:  "end the game, with the reason (the game-ending conditions met, when left out); \"SIDE wins:\" or \"draw:\" records the result where the scenario leaves it to the referee (otherwise the scenario's conditions name it); an ended game refuses every command but undo, which reopens it",
		Parse: parseEnd, Resolve: (*Resolver).end},
}

// ScenarioOf returns the scenario the game is played in, nil when it has
// none or the catalog does not know it.
func (g *Game) ScenarioOf() *Scenario {
	if g.Scenario == "" || g.Catalog == nil {
		return nil
	}
	sc, err := g.Catalog.Scenario(g.Scenario)
	if err != nil {
		return nil
	}
	return sc
}

// applySetup folds the events of set-up and the end of the game; ok is
// false for any other kind.
func (g *Game) applySetup(e Event) (ok bool, err error) {
	switch e.Kind {
	case EventEnded:
		g.Ended = &GameEnd{Turn: g.Turn, Reason: e.Note}
		if e.Verdict != nil {
			g.Ended.Verdict = *e.Verdict
		}
	case EventPool:
		if g.Pools == nil {
			g.Pools = map[string]*Pool{}
		}
		g.Pools[e.Side] = &Pool{Points: e.Points, For: e.Note}
	case EventSpent:
		p := g.Pools[e.Side]
		if p == nil {
			return true, Misfitf("points spent by the %s, who have no point pool", e.Side)
		}
		p.Spent += e.Points
	default:
		return false, nil
	}
	return true, nil
}

func parseRollPoints(c *Command, args []string, _ string) error {
	args, dice, err := TakeDice(args)
	if err != nil {
		return err
	}
	c.Dice = dice
	if len(args) == 0 || !strings.EqualFold(args[0], "points") || len(args) > 2 {
		return Usage(c.Verb)
	}
	if len(args) == 2 {
		c.Side = NormalName(args[1])
	}
	return nil
}

func completeRoll(g *Game, args []string) []string {
	if len(args) == 0 {
		return []string{"points"}
	}
	return CompleteSides(g, args[1:])
}

// CompleteSides offers the game's sides, as the word after a verb.
func CompleteSides(g *Game, args []string) []string {
	if len(args) > 0 {
		return nil
	}
	return slices.Clone(g.Sides)
}

func parsePool(c *Command, args []string, _ string) error {
	if len(args) != 2 {
		return Usage(c.Verb)
	}
	n, err := strconv.ParseFloat(args[1], 64)
	if err != nil || n <= 0 || n > 10000 {
		return Refusef("a point pool holds 1 to 10000 points, not %q", args[1])
	}
	c.Side, c.Text = NormalName(args[0]), FormatNumber(n)
	return nil
}

func parseBuy(c *Command, args []string, line string) error {
	if len(args) == 0 {
		return Usage(c.Verb)
	}
	return parseAdd(c, args, line)
}

// parseEnd reads "end [REASON]": the reason as typed, spaces kept.
func parseEnd(c *Command, args []string, line string) error {
	l := strings.TrimSpace(line)
	if c.Override {
		l = strings.TrimSpace(l[len("override"):])
	}
	c.Text = strings.TrimSpace(l[min(len(l), len(c.Verb)):])
	return nil
}

// Side returns the side a set-up command names (its Side), checked
// against the game; def is the side when none is named.
func (r *Resolver) Side(def string) (string, error) {
	side := r.cmd.Side
	if side == "" {
		side = def
	}
	if !slices.Contains(r.g.Sides, side) {
		return "", Refusef("there is no side %q in this game; the sides are %s", side, strings.Join(r.g.Sides, " and "))
	}
	return side, nil
}

// randomPools returns the scenario's random pools for side ("" any side).
func randomPools(sc *Scenario, side string) []PointPool {
	if sc == nil {
		return nil
	}
	var out []PointPool
	for _, p := range sc.Pools {
		if p.Dice > 0 && (side == "" || p.Side == side) {
			out = append(out, p)
		}
	}
	return out
}

func (r *Resolver) rollPoints() error {
	g := r.g
	sc := g.ScenarioOf()
	pools := randomPools(sc, r.cmd.Side)
	if len(pools) == 0 {
		name := "this game"
		if sc != nil {
			name = sc.Name
		}
		if r.cmd.Side != "" {
			return Refusef("%s gives the %s no random points to roll; open a pool by hand with \"pool %s POINTS\"", name, r.cmd.Side, r.cmd.Side)
		}
		return Refusef("%s has no random points to roll; open a pool by hand with \"pool SIDE POINTS\"", name)
	}
	if len(pools) > 1 {
		var sides []string
		for _, p := range pools {
			sides = append(sides, p.Side)
		}
		return Refusef("say whose points to roll: %s", OrList(sides))
	}
	p := pools[0]
	if old := g.Pools[p.Side]; old != nil {
		return Refusef("the %s's point pool is open already (%s points); undo it to roll again", p.Side, FormatNumber(old.Points))
	}
	dice, err := r.throw(D6(p.Dice, fmt.Sprintf("for the %s's random points (%s)", p.Side, p.Formula())))
	if err != nil {
		return err
	}
	pips := Sum(dice)
	points := p.Points + float64(pips)*p.Per
	what := p.Text
	if what == "" {
		what = "units"
	}
	r.emit(Event{Kind: EventPool, Side: p.Side, Points: points, Note: what, Dice: dice,
		Text: fmt.Sprintf("The %s rolls %d for its random points: %s + %d × %s = %s points of %s to buy.",
			p.Side, pips, FormatNumber(p.Points), pips, FormatNumber(p.Per), FormatNumber(points), what)})
	return nil
}

func (r *Resolver) openPool() error {
	side, err := r.Side("")
	if err != nil {
		return err
	}
	if old := r.g.Pools[side]; old != nil {
		return Refusef("the %s's point pool is open already (%s points, %s left); undo it to open another", side, FormatNumber(old.Points), FormatNumber(old.Left()))
	}
	n, _ := strconv.ParseFloat(r.cmd.Text, 64)
	what := "units"
	if sc := r.g.ScenarioOf(); sc != nil {
		for _, p := range sc.Pools {
			if p.Side == side && p.Dice == 0 && p.Text != "" {
				what = p.Text
			}
		}
	}
	r.emit(Event{Kind: EventPool, Side: side, Points: n, Note: what,
		Text: fmt.Sprintf("The %s has %s points of %s to buy.", side, FormatNumber(n), what)})
	return nil
}

// UnitCost returns what one unit of type t with squads squads costs from a
// point pool: an Ogre its cost (the FAQ's Cost column), any other unit its
// VP, a squad each for infantry. The scenarios price other units by VP:
// "18 points 9 squads Infantry", "9 points 3 Light Tanks" (000 FAQ, Nuclear
// Hare and Hounds, Point Pools).
func UnitCost(t *UnitType, squads int) float64 {
	if t.Cost > 0 {
		return t.Cost
	}
	if t.Kind == KindInfantry || t.Kind == KindMilitia {
		return t.VP * float64(max(1, squads))
	}
	return t.VP
}

// addSide returns the side units of type t join when the command names
// none: an Ogre the first side, anything else the last.
func (g *Game) addSide(t *UnitType) string {
	if t.Kind == KindOgre {
		return g.Sides[0]
	}
	return g.Sides[len(g.Sides)-1]
}

func (r *Resolver) buy() error {
	g := r.g
	t, err := g.UnitType(r.cmd.Type)
	if err != nil {
		return err
	}
	side, err := r.Side(g.addSide(t))
	if err != nil {
		return err
	}
	r.cmd.Side = side
	p := g.Pools[side]
	if p == nil {
		hint := fmt.Sprintf("open one with \"pool %s POINTS\"", side)
		if len(randomPools(g.ScenarioOf(), side)) > 0 {
			hint = fmt.Sprintf("roll it with \"roll points %s\"", side)
		}
		return Refusef("the %s has no point pool to buy from; %s, or put units in play with \"add\"", side, hint)
	}
	squads, err := g.addSquads(t, r.cmd)
	if err != nil {
		return err
	}
	each := UnitCost(t, squads)
	if each <= 0 {
		return Refusef("%s has no price in the catalog (no cost and no VP); put it in play with \"add\"", t.Name)
	}
	cost := each * float64(r.cmd.Count)
	what := t.Name
	if r.cmd.Count > 1 {
		what = fmt.Sprintf("%d %ss", r.cmd.Count, t.Name)
	}
	if squads > 1 {
		what += fmt.Sprintf(" (%d squads)", squads)
	}
	if cost > p.Left() {
		verb := "cost"
		if r.cmd.Count == 1 {
			verb = "costs"
		}
		return Refusef("%s %s %s points, and the %s has %s of %s left", what, verb, FormatNumber(cost), side, FormatNumber(p.Left()), FormatNumber(p.Points))
	}
	r.emit(Event{Kind: EventSpent, Side: side, Points: cost, Type: t.ID,
		Text: fmt.Sprintf("The %s buys %s for %s points: %s of %s left.", side, what, FormatNumber(cost), FormatNumber(p.Left()-cost), FormatNumber(p.Points))})
	return r.add()
}

func (r *Resolver) end() error {
	v, reason, err := r.verdict()
	if err != nil {
		return err
	}
	over := GameOver(r.g)
	if reason == "" {
		var met []string
		for _, e := range over {
			met = append(met, e.Condition)
		}
		reason = "the referee ends it"
		if len(met) > 0 {
			reason = strings.Join(met, "; ")
		}
	}
	e := Event{Kind: EventEnded, Note: reason, Text: fmt.Sprintf("The game ends in turn %d: %s.", r.g.Turn, strings.TrimSuffix(reason, "."))}
	if v != (Verdict{}) {
		e.Verdict = &v
		e.Text += " " + upperFirst(v.sentence()) + " (the referee's verdict)."
	} else if jv, why := judge(r.g, r.g.ScenarioOf(), over); jv != (Verdict{}) {
		// The scenario names the result: the line says it, and ResultOf
		// judges it again from the state, which the end does not change.
		if strings.Contains(reason, why) {
			e.Text += " " + upperFirst(jv.sentence()) + "."
		} else {
			e.Text += " " + verdictText(jv, why, false)
		}
	}
	r.emit(e)
	return nil
}

// verdict reads the result an "end" names at the start of its reason:
// "SIDE wins: REASON" (or "SIDE wins" alone) and "draw: REASON"; the
// reason is the rest. Without either the verdict is empty and the reason
// is the whole text. "X wins" for X not a side of the game is refused.
func (r *Resolver) verdict() (Verdict, string, error) {
	text := r.cmd.Text
	head, rest, colon := strings.Cut(text, ":")
	words := strings.Fields(strings.ToLower(head))
	switch {
	case len(words) == 1 && words[0] == "draw" && (colon || strings.TrimSpace(text) == head):
		return Verdict{Draw: true}, strings.TrimSpace(rest), nil
	case len(words) == 2 && (words[1] == "wins" || words[1] == "won"):
		side := NormalName(words[0])
		if !slices.Contains(r.g.Sides, side) {
			return Verdict{}, "", Refusef("there is no side %q in this game to win; write \"end SIDE wins: REASON\" with %s", words[0], OrList(r.g.Sides))
		}
		return Verdict{Winner: side}, strings.TrimSpace(rest), nil
	}
	return Verdict{}, text, nil
}

// sentence says the verdict: "the ogre wins", "a draw", or "" for none.
func (v Verdict) sentence() string {
	switch {
	case v.Winner != "":
		return "the " + v.Winner + " wins"
	case v.Draw:
		return "a draw"
	}
	return ""
}

// upperFirst returns s with its first letter in upper case.
func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// EndStatus is one game-ending condition judged against a game, with the
// side it makes the winner, if the scenario names one.
type EndStatus struct {
	Condition string `json:"condition"`
	Met       bool   `json:"met"`
	Why       string `json:"why"`
	// Winner is left out of the JSON: "ogretable state --json" says the
	// result once, in its own field.
	Winner string `json:"-"`
}

// Ends judges each game-ending condition of scenario sc against the game:
// its end conditions (met when every check holds; a referee's part is never
// met by the program) and its turn limit, met once the last turn is over.
func Ends(g *Game, sc *Scenario) []EndStatus {
	if sc == nil {
		return nil
	}
	var out []EndStatus
	for _, e := range sc.Ends {
		st := EndStatus{Condition: e.Condition, Met: len(e.Checks) > 0, Winner: e.Winner}
		var why []string
		for _, s := range e.Checks {
			holds, judged, w, err := g.System().Check(g, s)
			if err != nil {
				st.Met = false
				why = append(why, Sentence(err))
				continue
			}
			st.Met = st.Met && holds && judged
			why = append(why, w)
		}
		st.Why = strings.Join(why, "; ")
		out = append(out, st)
	}
	if sc.Turns > 0 {
		out = append(out, EndStatus{Condition: fmt.Sprintf("the %d turns are played", sc.Turns), Met: g.Turn > sc.Turns,
			Why: fmt.Sprintf("turn %d of %d", min(g.Turn, sc.Turns), sc.Turns)})
	}
	return out
}

// GameOver returns the game-ending conditions of the game's scenario that
// are met now; nil when none is, or the game has ended already.
func GameOver(g *Game) []EndStatus {
	if g.Ended != nil {
		return nil
	}
	var met []EndStatus
	for _, e := range Ends(g, g.ScenarioOf()) {
		if e.Met {
			met = append(met, e)
		}
	}
	return met
}

// PoolStanding is a side's point pool as it stands, or a random pool of the
// scenario not rolled yet (Open false, Formula its dice).
type PoolStanding struct {
	Side    string  `json:"side"`
	Formula string  `json:"formula,omitempty"`
	Open    bool    `json:"open"`
	Points  float64 `json:"points,omitempty"`
	Spent   float64 `json:"spent,omitempty"`
	Left    float64 `json:"left,omitempty"`
	For     string  `json:"for,omitempty"`
}

// Standing is how a game stands against its scenario: what each side is
// trying to do, its victory classes, the conditions that end the game, the
// point pools, and how the game ended.
type Standing struct {
	Scenario string
	Goals    []Goal
	Victory  []VictoryStatus
	Ends     []EndStatus
	Pools    []PoolStanding
	Ended    *GameEnd
	// Result is who won, and how (ResultOf).
	Result GameResult
}

// Empty reports whether there is nothing to say.
func (s Standing) Empty() bool {
	return len(s.Goals) == 0 && len(s.Victory) == 0 && len(s.Ends) == 0 && len(s.Pools) == 0 && s.Ended == nil
}

// StandingOf returns how the game stands against its scenario, judged by its
// rule system.
func StandingOf(g *Game) Standing {
	sc := g.ScenarioOf()
	st := Standing{Ended: g.Ended, Result: ResultOf(g)}
	if sc != nil {
		st.Scenario = sc.Name
		st.Goals = sc.Goals
		st.Victory = g.System().Victory(g, sc)
		st.Ends = Ends(g, sc)
		for _, p := range randomPools(sc, "") {
			if g.Pools[p.Side] == nil {
				st.Pools = append(st.Pools, PoolStanding{Side: p.Side, Formula: p.Formula(), For: p.Text})
			}
		}
	}
	for _, side := range slices.Sorted(maps.Keys(g.Pools)) {
		p := g.Pools[side]
		st.Pools = append(st.Pools, PoolStanding{Side: side, Open: true, Points: p.Points, Spent: p.Spent, Left: p.Left(), For: p.For})
	}
	return st
}

// Best returns, for side, the first victory class met (the scenario lists
// the best first), nil when none is.
func (s Standing) Best(side string) *VictoryStatus {
	for i, v := range s.Victory {
		if v.Side == side && v.State == VictoryMet {
			return &s.Victory[i]
		}
	}
	return nil
}

// VictoryState is how a scenario's victory class stands in a game.
type VictoryState string

// VictoryStatus is one victory class of a scenario judged against a game:
// its state and why, in a sentence for the referee.
type VictoryStatus struct {
	VictoryClass
	State VictoryState
	Why   string
}

// The states of a victory class.
const (
	VictoryMet     VictoryState = "met"             // its checks all hold
	VictoryNotMet  VictoryState = "not met"         // one of its checks fails
	VictoryReferee VictoryState = "referee decides" // the state cannot settle it
)

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
		return Verdict{}, fmt.Sprintf("%s are all met, and each names another winner", JoinAnd(by))
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
		return Verdict{}, strings.Join(append(draws, "the referee judges "+JoinAnd(pending)), "; ")
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
