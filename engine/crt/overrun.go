package crt

import (
	"fmt"
	"ogretable/engine"
	"slices"
	"strings"
)

// FireRound is one fire round of an overrun: the role that fires in it, and
// whether it is the walkers' round (walkers fire first: 000 FAQ, Walkers,
// 3.0 CRT And Overruns). Number counts from 1; Shots counts the attacks
// made in the round.
type FireRound struct {
	Number  int  `json:"number"`
	Role    Role `json:"role"`
	Walkers bool `json:"walkers,omitempty"`
	Shots   int  `json:"shots,omitempty"`
}

// OverrunState is an overrun being fought: a battle in one place, in fire
// rounds during a movement phase (000 FAQ, OVERRUN; 003 Ogre Lite,
// OVERRUNS). The defender fires first, then the attacker, and so on until
// only one side holds the field; with walkers, the defender's walkers, the
// attacker's walkers, the defender's other units, the attacker's other
// units. Apply builds it from the overrun's events; it is nil on a Game when
// no overrun is being fought.
type OverrunState struct {
	// Side is the attacking side: the side whose turn it is.
	Side string `json:"side"`
	// Attackers and Defenders are the labels of the units in the battle,
	// in the order they came in; destroyed units stay listed.
	Attackers []string `json:"attackers"`
	Defenders []string `json:"defenders"`
	// Rounds are the fire rounds so far; the last is the one being fought.
	Rounds []FireRound `json:"rounds,omitempty"`
	// Fired is what each shooter (a unit label or LABEL.weapon) has used of
	// its attack in the current fire round: squads for infantry, attack
	// points for a walker, 1 for any other unit or weapon.
	Fired map[string]float64 `json:"fired,omitempty"`
	// FiredAt is the target each split-fire gun fired at in this round.
	FiredAt map[string]string `json:"fired_at,omitempty"`
	// Shots counts the attacks made in the battle.
	Shots int `json:"shots,omitempty"`
	// Rammed lists the Ogres that have rammed in this overrun (once each).
	Rammed []string `json:"rammed,omitempty"`
	// Disarmed is, for each Ogre in the battle that has lost all its
	// weapons, the fire round in which it did (0: before the first).
	Disarmed map[string]int `json:"disarmed,omitempty"`
}

// clone returns a deep copy of the overrun.
func (o *OverrunState) clone() *OverrunState {
	if o == nil {
		return nil
	}
	c := *o
	c.Attackers = slices.Clone(o.Attackers)
	c.Defenders = slices.Clone(o.Defenders)
	c.Rounds = slices.Clone(o.Rounds)
	c.Rammed = slices.Clone(o.Rammed)
	c.Fired = cloneMap(o.Fired)
	c.FiredAt = cloneMap(o.FiredAt)
	c.Disarmed = cloneMap(o.Disarmed)
	return &c
}

func cloneMap[K comparable, V any](m map[K]V) map[K]V {
	if m == nil {
		return nil
	}
	c := make(map[K]V, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}

// RoleOf returns the role of the unit with the given label in the battle,
// and false when it is not in it.
func (o *OverrunState) RoleOf(label string) (Role, bool) {
	label = strings.ToUpper(label)
	switch {
	case slices.Contains(o.Attackers, label):
		return RoleAttacker, true
	case slices.Contains(o.Defenders, label):
		return RoleDefender, true
	}
	return "", false
}

// Labels returns the labels of the units of role r.
func (o *OverrunState) Labels(r Role) []string {
	if r == RoleAttacker {
		return o.Attackers
	}
	return o.Defenders
}

// Current returns the fire round being fought; ok is false before the first.
func (o *OverrunState) Current() (FireRound, bool) {
	if len(o.Rounds) == 0 {
		return FireRound{}, false
	}
	return o.Rounds[len(o.Rounds)-1], true
}

// OgreFired reports whether the role's units other than walkers (the Ogres
// among them) have finished a fire round: an Ogre may ram once after its
// first fire round (003 Ogre Lite, RAMMING).
func (o *OverrunState) OgreFired(r Role) bool {
	if len(o.Rounds) < 2 {
		return false
	}
	for _, fr := range o.Rounds[:len(o.Rounds)-1] {
		if fr.Role == r && !fr.Walkers {
			return true
		}
	}
	return false
}

// roleText names a role for the record: "the attackers (ogre)".
func (o *OverrunState) roleText(r Role) string {
	if r == RoleAttacker {
		return "the attackers (" + o.Side + ")"
	}
	return "the defenders"
}

// roundText names the firers of a fire round: "the defenders' walkers".
func (o *OverrunState) roundText(fr FireRound) string {
	who := o.roleText(fr.Role)
	if fr.Walkers {
		return who + "' walkers"
	}
	return who
}

// overrunDefense returns the defence of a target in an overrun: defenders
// get their terrain's bonus, attackers none (000 FAQ, OVERRUN; 003 Ogre Lite,
// OVERRUNS); infantry are single squads (000 FAQ, OVERRUN), but in Ogre
// Lite a stack defends with all its squads (003 Ogre Lite, OVERRUNS).
func overrunDefense(g *engine.Game, u *engine.Unit, w *Weapon, treads bool) float64 {
	role, _ := GameOf(g).Overrun.RoleOf(u.Label)
	squads := 1
	if !rules(g).overrunSquads {
		squads = UnitOf(u).Squads
	}
	return defense(g, u, w, treads, squads, role == RoleDefender)
}

// canOverrunFire reports whether unit u could fire in an overrun now: it is
// alive, not a disabled walker, and has an attack or a weapon left.
func canOverrunFire(g *engine.Game, u *engine.Unit) bool {
	if !u.Alive() || u.Type.Kind == engine.KindWalker && u.Status != engine.StatusOK {
		return false
	}
	if u.Type.Kind == engine.KindInfantry || u.Type.Kind == engine.KindMilitia {
		if UnitOf(u).Squads == 0 {
			return false
		}
	}
	if eff, ok := UnitTerrain(g, u); ok && eff.CannotAttack {
		return false
	}
	if !IsOgre(u) && u.Type.Attack > 0 {
		return true
	}
	for _, w := range UnitOf(u).Weapons {
		if w.Status == engine.StatusOK && w.Type.Attack > 0 && !(w.Type.Kind == WeaponRack && w.Ammo == 0) {
			return true
		}
	}
	return false
}

// stepFirers returns the units of the role that fire in a round of the
// given kind (walkers or the others).
func stepFirers(g *engine.Game, r Role, walkers bool) []*engine.Unit {
	var out []*engine.Unit
	for _, l := range GameOf(g).Overrun.Labels(r) {
		if u := g.Unit(l); u != nil && u.Alive() && (u.Type.Kind == engine.KindWalker) == walkers {
			out = append(out, u)
		}
	}
	return out
}

// overrunSteps is the order of fire in each cycle of an overrun: the
// defender's walkers, the attacker's walkers, the defender's others, the
// attacker's others (000 FAQ, Walkers, 3.0 CRT And Overruns; without
// walkers: 003 Ogre Lite, OVERRUN COMBAT TURN SEQUENCE).
var overrunSteps = []FireRound{
	{Role: RoleDefender, Walkers: true},
	{Role: RoleAttacker, Walkers: true},
	{Role: RoleDefender},
	{Role: RoleAttacker},
}

// nextStep returns the fire round after the current one: walkers' rounds
// are left out for a role that has no walkers in the battle.
func nextStep(g *engine.Game) FireRound {
	o := GameOf(g).Overrun
	i := -1
	if cur, ok := o.Current(); ok {
		i = slices.IndexFunc(overrunSteps, func(s FireRound) bool { return s.Role == cur.Role && s.Walkers == cur.Walkers })
	}
	for range overrunSteps {
		i = (i + 1) % len(overrunSteps)
		s := overrunSteps[i]
		if s.Walkers && len(stepFirers(g, s.Role, true)) == 0 {
			continue
		}
		s.Number = len(o.Rounds) + 1
		return s
	}
	return FireRound{Number: len(o.Rounds) + 1, Role: RoleDefender}
}

// remaining returns the units of role r still holding the field after
// completed fire rounds: alive, except an Ogre that lost all its weapons two
// fire rounds ago or more (003 Ogre Lite, OVERRUN COMBAT TURN SEQUENCE).
func remaining(g *engine.Game, r Role, completed int) []*engine.Unit {
	o := GameOf(g).Overrun
	var out []*engine.Unit
	for _, l := range o.Labels(r) {
		u := g.Unit(l)
		if u == nil || !u.Alive() {
			continue
		}
		if at, ok := o.Disarmed[u.Label]; ok && completed >= at+2 {
			continue
		}
		out = append(out, u)
	}
	return out
}

func labelsOf(units []*engine.Unit) []string {
	l := make([]string, len(units))
	for i, u := range units {
		l[i] = u.Label
	}
	return l
}

// overrun resolves "overrun A[,B] at D[,E]", "overrun join L[,M]" and
// "overrun end".
func overrun(r *engine.Resolver) error {
	switch WordsOf(r.Command()).Action {
	case OverrunJoin:
		return overrunJoin(r)
	case OverrunEnd:
		o := GameOf(r.Game()).Overrun
		if o == nil {
			return engine.Refusef("there is no overrun to end")
		}
		att := labelsOf(remaining(r.Game(), RoleAttacker, len(o.Rounds)))
		def := labelsOf(remaining(r.Game(), RoleDefender, len(o.Rounds)))
		r.Emit(engine.Event{Kind: EventOverrunEnd, Text: fmt.Sprintf("The referee ends the overrun after %s; attackers left: %s; defenders left: %s.",
			count(len(o.Rounds), "fire round"), listOrNone(att), listOrNone(def))})
		return nil
	}
	return overrunStart(r)
}

// count returns n and a noun, plural unless n is 1: "1 fire round", "4
// fire rounds".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

func listOrNone(l []string) string {
	if len(l) == 0 {
		return "none"
	}
	return strings.Join(l, ", ")
}

// overrunStart starts an overrun: attackers of the side whose turn it is move
// into a place held by enemy units (000 FAQ, OVERRUN; 003 Ogre Lite,
// OVERRUNS: overrun combat occurs during movement).
func overrunStart(r *engine.Resolver) error {
	g := r.Game()
	if GameOf(g).Overrun != nil {
		return engine.Refusef("an overrun is already being fought (%s against %s); fight it out, or type \"overrun end\"",
			strings.Join(GameOf(g).Overrun.Attackers, ", "), strings.Join(GameOf(g).Overrun.Defenders, ", "))
	}
	var attackers, defenders []*engine.Unit
	seen := map[string]bool{}
	for _, l := range r.Command().Attackers {
		u, err := overrunUnit(r, l, seen)
		if err != nil {
			return err
		}
		if len(attackers) > 0 && u.Side != attackers[0].Side {
			return engine.Refusef("%s and %s are on different sides; the attackers of an overrun are one side's units", u.Label, attackers[0].Label)
		}
		if err := canMoveIn(r, u, "overrun"); err != nil {
			return err
		}
		attackers = append(attackers, u)
	}
	side := attackers[0].Side
	if err := r.CheckTurn(nil, "an overrun is fought", PhaseMovement, PhaseSecondMovement); err != nil {
		return err
	}
	if side != g.CurrentSide() && !r.Command().Override {
		return engine.Refusef("it is the %s's turn, and %s belongs to the %s; only the side whose turn it is starts an overrun (the defender joins with \"overrun join\"); put \"override\" before the command to allow it",
			g.CurrentSide(), attackers[0].Label, side)
	}
	for _, u := range attackers {
		// 003 Ogre Lite, THE TURN SEQUENCE, Phase 5: only GEVs move again,
		// and not those that entered forest, rubble or swamp (published:
		// or town) in the first movement phase.
		if err := checkSecondMove(r, u, "overrun"); err != nil {
			return err
		}
	}
	for _, l := range WordsOf(r.Command()).Defenders {
		u, err := overrunUnit(r, l, seen)
		if err != nil {
			return err
		}
		switch {
		case !u.Alive():
			return engine.Refusef("%s is destroyed and cannot be overrun", u.Label)
		case !Opponent(side, u.Side):
			return engine.Refusef("%s is on the attackers' side (%s); name only enemy units after \"at\"", u.Label, side)
		}
		if err := checkWalkerOverrun(u); err != nil {
			return err
		}
		defenders = append(defenders, u)
	}
	al, dl := labelsOf(attackers), labelsOf(defenders)
	move := "moves"
	if len(al) > 1 {
		move = "move"
	}
	r.Emit(With(engine.Event{Kind: EventOverrunStart, Side: side, Attackers: al, Text: fmt.Sprintf("Overrun: %s (%s) %s in on %s. Fire rounds until one side holds the field; the defenders fire first.",
		strings.Join(al, ", "), side, move, strings.Join(dl, ", "))}, Record{Defenders: dl}))
	for _, u := range append(attackers, defenders...) {
		checkDisarmed(r, u)
	}
	nextRound(r, 0)
	return nil
}

// overrunUnit returns the unit named label in an overrun command, refusing
// a unit named twice; seen holds the labels named so far.
func overrunUnit(r *engine.Resolver, label string, seen map[string]bool) (*engine.Unit, error) {
	u, err := r.Unit(label)
	if err != nil {
		return nil, err
	}
	if seen[u.Label] {
		return nil, engine.Refusef("%s is named twice in the overrun", u.Label)
	}
	seen[u.Label] = true
	return u, nil
}

// canMoveIn refuses a unit that cannot move into an overrun: destroyed,
// disabled, stuck or immobile (000 FAQ, OVERRUN: immobile units, and any
// disabled or stuck, cannot move into the hex).
func canMoveIn(r *engine.Resolver, u *engine.Unit, what string) error {
	switch {
	case !u.Alive():
		return engine.Refusef("%s is destroyed", u.Label)
	case u.Status != engine.StatusOK:
		return engine.Refusef("%s is %s and cannot move in to %s (000 FAQ, OVERRUN)", u.Label, u.Status, what)
	case Movement(u) <= 0:
		return engine.Refusef("%s cannot move, so it cannot move in to %s (000 FAQ, OVERRUN); a unit already in the place is named when the overrun starts", u.Label, what)
	}
	return checkWalkerOverrun(u)
}

// overrunJoin adds units to the battle: the defender may move units into the
// place, provided they can move there (000 FAQ, OVERRUN; 003 Ogre Lite,
// OVERRUNS: units with movement enough join the combat). They join before
// the first shot.
func overrunJoin(r *engine.Resolver) error {
	if err := checkJoinOpen(r); err != nil {
		return err
	}
	o := GameOf(r.Game()).Overrun
	seen := map[string]bool{}
	for _, l := range r.Command().Attackers {
		u, err := r.Unit(l)
		if err != nil {
			return err
		}
		if seen[u.Label] {
			return engine.Refusef("%s is already in the overrun", u.Label)
		}
		seen[u.Label] = true
		if err := checkJoin(r, u); err != nil {
			return err
		}
		role := RoleDefender
		if u.Side == o.Side {
			role = RoleAttacker
		}
		r.Emit(With(engine.Event{Kind: EventOverrunJoin, Unit: u.Label, Text: fmt.Sprintf("%s (%s) joins the overrun with %s.", u.Label, u.Side, o.roleText(role))}, Record{Role: role}))
		checkDisarmed(r, u)
	}
	return nil
}

// checkJoinOpen refuses "overrun join" when no overrun is open to units
// moving in: there is none, or its first shot has been fired.
func checkJoinOpen(r *engine.Resolver) error {
	o := GameOf(r.Game()).Overrun
	if o == nil {
		return engine.Refusef("there is no overrun to join; start one with \"overrun ATTACKER at DEFENDER\"")
	}
	if o.Shots > 0 && !r.Command().Override {
		have := "have"
		if o.Shots == 1 {
			have = "has"
		}
		return engine.Refusef("units join an overrun before its first shot, and %s %s been fired; put \"override\" before the command to allow it", count(o.Shots, "shot"), have)
	}
	return nil
}

// checkJoin refuses a unit that may not move into the overrun being
// fought: one in it already, one destroyed, one that cannot move in
// (canMoveIn), and on the attackers' side in the second movement phase one
// without a second move (checkSecondMove). The verb and the views
// (Game.CanJoinOverrun) both ask it.
func checkJoin(r *engine.Resolver, u *engine.Unit) error {
	o := GameOf(r.Game()).Overrun
	if _, in := o.RoleOf(u.Label); in {
		return engine.Refusef("%s is already in the overrun", u.Label)
	}
	if !u.Alive() {
		return engine.Refusef("%s is destroyed", u.Label)
	}
	if !r.Command().Override {
		if err := canMoveIn(r, u, "the overrun"); err != nil {
			return err
		}
	}
	if u.Side == o.Side {
		// The attackers move in; in the second movement phase only those
		// with a second move (checkSecondMove).
		if err := checkSecondMove(r, u, "join the overrun"); err != nil {
			return err
		}
	}
	return nil
}

// checkDisarmed records an Ogre in the battle that has no weapons left.
func checkDisarmed(r *engine.Resolver, u *engine.Unit) {
	o := GameOf(r.Game()).Overrun
	if o == nil || !IsOgre(u) || !u.Alive() {
		return
	}
	if _, ok := o.Disarmed[u.Label]; ok {
		return
	}
	if armed(u) {
		return // an empty missile rack is no weapon: it cannot fire
	}
	round := len(o.Rounds)
	r.Emit(With(engine.Event{Kind: EventDisarmed, Unit: u.Label, Text: fmt.Sprintf("%s has no weapons left: the overrun goes on two more fire rounds at most (003 Ogre Lite, OVERRUN COMBAT TURN SEQUENCE).", u.Label)}, Record{Round: round}))
}

// overrunAfter follows a shot or a ram in an overrun: Ogres that lost their
// last weapon are recorded, and the battle ends when one side has no unit
// left.
func overrunAfter(r *engine.Resolver) {
	o := GameOf(r.Game()).Overrun
	if o == nil {
		return
	}
	for _, l := range append(slices.Clone(o.Attackers), o.Defenders...) {
		if u := r.Game().Unit(l); u != nil {
			checkDisarmed(r, u)
		}
	}
	overrunEnds(r, len(o.Rounds)-1)
}

// overrunEnds ends the battle when one role has no unit holding the field
// after completed fire rounds, and reports whether it ended.
func overrunEnds(r *engine.Resolver, completed int) bool {
	g := r.Game()
	o := GameOf(g).Overrun
	if o == nil {
		return true
	}
	att, def := remaining(g, RoleAttacker, completed), remaining(g, RoleDefender, completed)
	if len(att) > 0 && len(def) > 0 {
		return false
	}
	var why []string
	for _, l := range append(slices.Clone(o.Attackers), o.Defenders...) {
		u := g.Unit(l)
		if at, ok := o.Disarmed[l]; ok && u.Alive() && completed >= at+2 {
			why = append(why, fmt.Sprintf("%s has fought two fire rounds without weapons", l))
		}
	}
	var text, holder string
	switch {
	case len(att) > 0:
		holder = att[0].Side
		text = fmt.Sprintf("the attackers (%s) hold the field with %s", holder, strings.Join(labelsOf(att), ", "))
	case len(def) > 0:
		holder = def[0].Side
		text = fmt.Sprintf("the defenders (%s) hold the field with %s", holder, strings.Join(labelsOf(def), ", "))
	default:
		text = "no unit is left on either side"
	}
	if len(why) > 0 {
		text = strings.Join(why, "; ") + ": " + text
	}
	r.Emit(engine.Event{Kind: EventOverrunEnd, Side: holder,
		Text: fmt.Sprintf("The overrun ends after %s: %s.", count(len(o.Rounds), "fire round"), text)})
	return true
}

// nextRound ends the current fire round (completed counts the rounds
// fought) and starts the next; a round in which no unit can fire passes at
// once. It stops when the battle ends, or after a whole cycle in which
// nothing could fire.
func nextRound(r *engine.Resolver, completed int) {
	g := r.Game()
	passed := 0
	for r.Err() == nil && GameOf(g).Overrun != nil {
		if completed > 0 && overrunEnds(r, completed) {
			return
		}
		fr := nextStep(g)
		who := GameOf(g).Overrun.roundText(fr)
		var can []string
		for _, u := range stepFirers(g, fr.Role, fr.Walkers) {
			if canOverrunFire(g, u) {
				can = append(can, u.Label)
			}
		}
		text := fmt.Sprintf("Fire round %d: %s fire (%s).", fr.Number, who, strings.Join(can, ", "))
		if len(can) == 0 {
			passed++
			text = fmt.Sprintf("Fire round %d: %s have nothing that can fire; the round passes.", fr.Number, who)
			if passed >= len(overrunSteps) {
				text = fmt.Sprintf("Fire round %d: neither side has anything that can fire; end the overrun with \"overrun end\".", fr.Number)
			}
		}
		r.Emit(With(engine.Event{Kind: EventFireRound, Text: text}, Record{Round: fr.Number, Role: fr.Role, Walkers: fr.Walkers}))
		if len(can) > 0 || passed >= len(overrunSteps) {
			return
		}
		completed = fr.Number
	}
}

// rackOnce refuses a missile rack that has fired in this player-turn: a
// rack fires one internal missile per turn (OFFICIAL-NOTES, Treads and
// movement), in the fire phase or in one fire round of an overrun, not in
// each of them.
func rackOnce(g *engine.Game, u *engine.Unit, w *Weapon) error {
	if w.Type.Kind != WeaponRack || w.Volley == nil || *w.Volley != g.Now() {
		return nil
	}
	return engine.Refusef("%s.%s has fired its missile this turn; a missile rack fires one internal missile per turn (OFFICIAL-NOTES, Treads and movement), also across the fire rounds of an overrun", u.Label, w.ID)
}

// squadsAtTreads refuses an infantry stack firing at an Ogre's treads with
// more than one squad in an overrun: infantry fight as single squads there
// (000 FAQ, OVERRUN), and an attack on treads is one unit's alone, never
// combined (OFFICIAL-NOTES, Attacks on treads), so each squad makes its own
// attack with its own die.
func squadsAtTreads(g *engine.Game, p *FirePlan) error {
	if GameOf(g).Overrun == nil || !p.Treads {
		return nil
	}
	for _, s := range p.Shooters {
		if isInfantry(s.Unit) && s.used > 1 {
			return engine.Refusef("in an overrun infantry fight as single squads (000 FAQ, OVERRUN) and attacks on treads are never combined (OFFICIAL-NOTES, Attacks on treads): fire \"%s:1 at %s\" once for each of its %s, each with its own die",
				s.Unit.Label, p.TargetName(), count(int(s.used), "squad"))
		}
	}
	return nil
}
