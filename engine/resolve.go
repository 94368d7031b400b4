package engine

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// Resolve checks a command against the game and the rules and returns the
// events it causes, with every die it used inside them. It never changes g.
// Typed dice in the command are used when given (and must be exactly the
// dice the command rolls); otherwise roll gives them. It errors with a
// sentence that says why when the command breaks a rule; then nothing
// happened. Undo and redo concern the log, not the rules: Resolve refuses them.
func Resolve(g *Game, cmd Command, roll Dice) ([]Event, error) {
	r := &Resolver{g: g.Clone(), dice: roll, cmd: cmd}
	var manual *Manual
	if len(cmd.Dice) > 0 {
		m, err := NewTyped(cmd.Dice...)
		if err != nil {
			return nil, err
		}
		manual, r.dice = m, m
	}
	if r.dice == nil {
		return nil, refusef("no dice to roll with")
	}
	if g.Ended != nil {
		return nil, refusef("the game ended in turn %d (%s); \"undo\" reopens it", g.Ended.Turn, g.Ended.Reason)
	}
	if cmd.Override {
		r.emit(Event{Kind: EventOverride, Text: "Referee override: " + strings.TrimSpace(strings.TrimPrefix(cmd.Line, "override"))})
	}
	var err error
	switch d := g.Verb(cmd.Verb); {
	case d == nil:
		err = refusef("%q is not a command of the %s rules (commands: %s)", cmd.Verb, g.Variant, verbNames(g.VerbsOf()))
	case d.Resolve == nil:
		err = refusef("%s is handled by the battle log, not the rules", cmd.Verb)
	default:
		err = d.Resolve(r)
	}
	if err == nil {
		err = r.err
	}
	if err == nil && manual != nil {
		err = r.diceDone(manual)
	}
	if err != nil {
		return nil, err
	}
	return r.events, nil
}

// Resolver resolves one command: it works on a copy of the game, applying
// each event as it is made so that later rules see earlier effects. A
// system's verbs resolve through its exported methods.
type Resolver struct {
	g      *Game
	dice   Dice
	cmd    Command
	events []Event
	err    error
	// noDice says, for each step of the command that rolled no die,
	// why not ("for this attack: 6 against 1 is an automatic X"), so that
	// typed dice left over are refused with the reason.
	noDice []string
}

func (r *Resolver) noRoll(why string) {
	r.noDice = append(r.noDice, why)
}

// diceDone checks that the command used every typed die (DESIGN.md, Errors
// and bad input: a wrong die count is refused), saying why no die was rolled
// where the command knows it.
func (r *Resolver) diceDone(m *Manual) error {
	err := m.Done()
	if err == nil || len(r.noDice) == 0 {
		return err
	}
	if m.used == 0 {
		return refusef("no die is rolled %s; leave out \"die\"", strings.Join(r.noDice, ", nor "))
	}
	sentence, _ := Refusal(err)
	return &RuleError{Reason: fmt.Sprintf("%s; no die is rolled %s", sentence, strings.Join(r.noDice, ", nor ")), Err: err}
}

// Game returns the game as the command has changed it so far.
func (r *Resolver) Game() *Game { return r.g }

// Command returns the command being resolved.
func (r *Resolver) Command() Command { return r.cmd }

// Emit applies event e to the game being resolved and keeps it among the
// command's events; after an event that does not fit, it does nothing and
// the command fails.
func (r *Resolver) Emit(e Event) { r.emit(e) }

// Throw rolls the dice of need: the typed ones when the command has them.
func (r *Resolver) Throw(need Need) ([]Die, error) { return r.throw(need) }

// NoRoll records that a step of the command rolls no die, and why, so that
// typed dice left over are refused with the reason: a phrase that follows
// "no die is rolled", such as "for this attack: 6 against 1 is an automatic X".
func (r *Resolver) NoRoll(why string) { r.noRoll(why) }

// Unit returns the unit with the label, or a refusal naming the closest.
func (r *Resolver) Unit(label string) (*Unit, error) { return r.unit(label) }

// CheckTurn refuses an action outside phases, or by unit u when it is not
// its side's turn (u nil: any side), unless the referee overrides; what
// names the action: "MK3 rams".
func (r *Resolver) CheckTurn(u *Unit, what string, phases ...Phase) error {
	return r.checkTurn(u, what, phases...)
}

// VP scores points for side, for what ("HVY1", "a squad of INF1").
func (r *Resolver) VP(side string, points float64, what string) { r.vp(side, points, what) }

func (r *Resolver) emit(e Event) {
	if r.err != nil {
		return
	}
	if err := r.g.Apply(e); err != nil {
		r.err = err
		return
	}
	r.events = append(r.events, e)
}

// throw rolls the dice of need, from the typed dice when the command has
// them.
func (r *Resolver) throw(need Need) ([]Die, error) {
	return r.dice.Throw(need)
}

// checkTurn refuses an action outside the given phases, or by unit u when
// its side's turn it is not (u nil: any side), unless the referee overrides.
// what names the action for the record: "MK3 rams", "an overrun is fought".
func (r *Resolver) checkTurn(u *Unit, what string, phases ...Phase) error {
	if r.cmd.Override {
		return nil
	}
	if !slices.Contains(phases, r.g.Phase) {
		names := make([]string, len(phases))
		for i, p := range phases {
			names[i] = string(p)
		}
		return refusef("%s only in the %s phase, and this is the %s phase; type \"next\" to move on, or \"override\" before the command",
			what, strings.Join(names, " or "), r.g.Phase)
	}
	if u != nil && u.Side != r.g.CurrentSide() {
		return refusef("it is the %s's turn, and %s belongs to the %s; put \"override\" before the command to allow it", r.g.CurrentSide(), u.Label, u.Side)
	}
	return nil
}

// idConstructionVehicle is the catalog id of the construction vehicle,
// which the terrain rules treat apart from its movement mode (000 FAQ,
// Construction Vehicle).
const idConstructionVehicle = "construction-vehicle"

var labelPattern = regexp.MustCompile(`^[A-Z][A-Z0-9-]{0,11}$`)

func (r *Resolver) add() error {
	g := r.g
	t, err := g.UnitType(r.cmd.Type)
	if err != nil {
		return err
	}
	if err := g.walkerAddCheck(t); err != nil {
		return err
	}
	side := r.cmd.Side
	if side == "" {
		side = g.Sides[len(g.Sides)-1]
		if t.Kind == KindOgre {
			side = g.Sides[0]
		}
	}
	if !slices.Contains(g.Sides, side) {
		return refusef("there is no side %q in this game; the sides are %s", side, strings.Join(g.Sides, " and "))
	}
	squads := 0
	if t.Kind == KindInfantry || t.Kind == KindMilitia {
		squads = max(1, r.cmd.Squads)
	} else if r.cmd.Squads > 0 {
		return refusef("only infantry come in squads, and %s is not infantry", t.Name)
	}
	if err := r.define(t); err != nil {
		return err
	}
	if r.cmd.Count > 1 && r.cmd.Label != "" && g.Unit(r.cmd.Label) != nil {
		// With xN, "as" gives a prefix; one that is itself a unit in play
		// would read as that unit's (HVY1 then HVY11, HVY12).
		l := r.cmd.Label
		return refusef("with x%d, \"as %s\" is a prefix (%s1 to %s%d), and %s is a unit in play; choose a prefix that is not a label, or leave out \"as\" for the next free labels",
			r.cmd.Count, l, l, l, r.cmd.Count, l)
	}
	for i := 1; i <= r.cmd.Count; i++ {
		label := r.cmd.Label
		switch {
		case label == "":
			label = g.freeLabel(Abbrev(t))
		case r.cmd.Count > 1:
			label = fmt.Sprintf("%s%d", r.cmd.Label, i)
		}
		if err := g.CheckLabel(label); err != nil {
			return err
		}
		if g.Unit(label) != nil {
			if r.cmd.Count > 1 && r.cmd.Label != "" {
				return refusef("the label %s is taken; choose another prefix with \"as\"", label)
			}
			return refusef("the label %s is taken; choose another with \"as LABEL\"", label)
		}
		text := fmt.Sprintf("%s (%s) joins the %s.", label, t.Name, side)
		if squads > 1 {
			text = fmt.Sprintf("%s (%s, %d squads) joins the %s.", label, t.Name, squads, side)
		}
		e := Event{Kind: EventAdded, Text: text, Unit: label, Type: t.ID, Side: side, Squads: squads}
		if mounts, ok := MountsFor(t, squads); ok {
			e.Loadout = &Loadout{Mounts: mounts} // a weapon a squad
		}
		if t.ID == idSuperheavy && g.rules().ogresAndSuperheavyRam {
			e.Treads = SuperheavyNotionalTreads // 000 FAQ, RAMMING
		}
		r.emit(e)
	}
	return nil
}

// Abbrev returns the short name used to label units of type t: its name or
// first alias of up to five capitals and digits ("GEV", "HVY", "MK3"), else
// the initials of its name.
func Abbrev(t *UnitType) string {
	for _, a := range append([]string{t.Name}, t.Aliases...) {
		if len(a) <= 5 && labelPattern.MatchString(a) && !strings.ContainsRune(a, '-') {
			return a
		}
	}
	var b strings.Builder
	for _, w := range strings.FieldsFunc(t.Name, func(r rune) bool { return r == ' ' || r == '-' || r == '(' || r == ')' }) {
		r := []rune(strings.ToUpper(w))[0]
		if (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		}
	}
	if b.Len() == 0 {
		return "U"
	}
	return b.String()
}

// freeLabel returns the first free label for abbrev: abbrev followed by the
// lowest free number ("HVY1", "HVY2"); an abbrev that ends in a digit
// ("MK3") stands alone for the first unit, then takes letters ("MK3B").
func (g *Game) freeLabel(abbrev string) string {
	if last := abbrev[len(abbrev)-1]; last >= '0' && last <= '9' {
		if g.Unit(abbrev) == nil {
			return abbrev
		}
		for c := 'B'; c <= 'Z'; c++ {
			if l := abbrev + string(c); g.Unit(l) == nil {
				return l
			}
		}
		abbrev += "-"
	}
	for n := 1; ; n++ {
		l := fmt.Sprintf("%s%d", abbrev, n)
		if g.Unit(l) == nil {
			return l
		}
	}
}

func (r *Resolver) unit(label string) (*Unit, error) { return r.g.find(label) }

// find returns the unit with the given label, or an error that names the
// closest labels in play.
func (g *Game) find(label string) (*Unit, error) {
	u := g.Unit(label)
	if u == nil {
		msg := fmt.Sprintf("no unit %s in play", label)
		if cl := Closest(label, g.Labels(), 3); len(cl) > 0 {
			msg += "; did you mean " + strings.Join(cl, ", ") + "?"
		}
		return nil, &RuleError{Reason: msg}
	}
	return u, nil
}

// disable disables u with the timer its cause gives, and says until when.
func (r *Resolver) disable(u *Unit, cause Cause) {
	t := r.g.recoveryTimerOf(u, cause)
	text := fmt.Sprintf("%s is disabled; it recovers at the start of the %s's turn %d.", u.Label, t.Side, t.Turn)
	if t.Roll {
		text = fmt.Sprintf("%s is disabled by the %s; it rolls to recover at the start of each of its turns.", u.Label, u.Terrain)
	}
	r.emit(Event{Kind: EventDisabled, Unit: u.Label, Timer: t, Text: text})
}

func (r *Resolver) terrain() error {
	u, err := r.unit(r.cmd.Label)
	if err != nil {
		return err
	}
	t, err := ParseTerrain(r.cmd.Terrain)
	if err != nil {
		return err
	}
	if !u.Alive() {
		return refusef("%s is destroyed", u.Label)
	}
	eff, err := TerrainForUnit(u.Type, t, r.g.Variant)
	if err != nil {
		return err
	}
	if r.cmd.Verb == VerbTerrain {
		r.emit(Event{Kind: EventTerrain, Unit: u.Label, Terrain: t, Text: fmt.Sprintf("%s is in %s.", u.Label, t)})
		return nil
	}
	if err := r.checkTurn(u, u.Label+" moves", PhaseMovement, PhaseSecondMovement); err != nil {
		return err
	}
	if u.Status != StatusOK {
		return refusef("%s is %s and cannot move", u.Label, u.Status)
	}
	if err := r.checkSecondMove(u, "enter "+string(t)); err != nil {
		return err
	}
	// The phase on the terrain event records a move in the first movement
	// phase (Unit.FirstMove), for the second movement's check.
	var moved Phase
	if r.g.Phase == PhaseMovement {
		moved = PhaseMovement
	}
	if u.Type.Kind == KindWalker {
		if done, err := r.walkerEnter(u, t, &eff); done || err != nil {
			return err
		}
	}
	forced := r.cmd.Forced || r.cmd.Override
	stuck := false
	switch eff.Enter {
	case EnterImmobile:
		return refusef("%s is immobile and never moves; say where it stands with \"terrain %s %s\"", u.Label, u.Label, t)
	case EnterNever:
		if !eff.DestroyedIfForced {
			return refusef("%s (%s mode) cannot enter %s (%s)", u.Label, u.Type.Mode, t, eff.Source)
		}
		if !r.cmd.Forced {
			return refusef("%s (%s mode) cannot enter %s (%s); if it was forced in, write \"enter %s %s forced\": it is destroyed",
				u.Label, u.Type.Mode, t, eff.Source, u.Label, t)
		}
		r.emit(Event{Kind: EventTerrain, Unit: u.Label, Terrain: t, Text: fmt.Sprintf("%s is forced into %s.", u.Label, t)})
		r.emit(Event{Kind: EventDestroyed, Unit: u.Label,
			Text: fmt.Sprintf("%s is destroyed: forced into %s, which it cannot enter (%s).", u.Label, t, eff.Source)})
		if foe := r.g.soleEnemy(u.Side); foe != "" && !u.IsOgre() {
			r.vp(foe, u.Type.VP*float64(max(CRTUnitOf(u).Squads, 1)), u.Label)
		}
		return nil
	case EnterRoadOnly:
		// 000 FAQ, MOVEMENT MODES, Wheeled Mode: may not enter unless on a
		// road; forced in, it is stuck.
		if !forced {
			return refusef("%s (%s mode) enters %s only along a road (%s); on a road, say \"enter %s road\"; if it was forced in, write \"enter %s %s forced\": it is stuck",
				u.Label, u.Type.Mode, t, eff.Source, u.Label, u.Label, t)
		}
		stuck = true
	case EnterJumpJets:
		// 000 FAQ, Optional Walker Rules, 2.0 Movement and Terrain.
		if !r.cmd.Override {
			return refusef("%s enters %s only with jump jets (%s); if it has them, put \"override\" before the command", u.Label, t, eff.Source)
		}
	case EnterFlyOver:
		// 000 FAQ, MOVEMENT MODES, VTOL Mode: it may fly over, not land.
		r.emit(Event{Kind: EventTerrain, Unit: u.Label, Terrain: u.Terrain,
			Text: fmt.Sprintf("%s flies over %s: %s It stays where it was.", u.Label, t, lowerFirst(eff.Note))})
		r.noRoll(fmt.Sprintf("for this move: %s flies over %s and makes no terrain check", u.Label, t))
		return nil
	}
	note := eff.Note
	if u.Type.ID == idConstructionVehicle && t == TerrainSwamp && eff.Check != nil && len(eff.Check.Stuck) > 0 {
		// 000 FAQ, Construction Vehicle: an MCV cannot be stuck in swamp,
		// though it moves at half rate there as the Ogre mode. (TerrainFor
		// returns a copy of the check, so it may be changed here.)
		eff.Check.Stuck = nil
		if len(eff.Check.Disabled) == 0 {
			eff.Check = nil
		}
		note = "A construction vehicle moves at half rate here but is never stuck (000 FAQ, Construction Vehicle)."
	}
	text := fmt.Sprintf("%s enters %s.", u.Label, t)
	if note != "" {
		text = fmt.Sprintf("%s enters %s: %s", u.Label, t, lowerFirst(note))
	}
	r.emit(Event{Kind: EventTerrain, Unit: u.Label, Terrain: t, Phase: moved, Text: text})
	if stuck {
		r.emit(Event{Kind: EventStuck, Unit: u.Label, Text: stuckText(u, t, "forced in off the road, it")})
		r.noRoll(fmt.Sprintf("for this move: %s is forced in off the road and is stuck without a check", u.Label))
		return nil
	}
	if eff.Check == nil {
		r.noRoll(fmt.Sprintf("for this move: %s needs no terrain check in %s", u.Label, t))
		return nil
	}
	if eff.Check.When != "" && !r.cmd.Far {
		// 000 FAQ, MOVEMENT MODES, Wheeled Mode: 1 hex a turn safely.
		r.emit(Event{Kind: EventCheck, Unit: u.Label,
			Text: fmt.Sprintf("%s needs no terrain check in %s unless %s (then write \"enter %s %s far\").", u.Label, t, eff.Check.When, u.Label, t)})
		r.noRoll(fmt.Sprintf("for this move: %s needs no terrain check in %s unless %s; if it did, write \"enter %s %s far\"", u.Label, t, eff.Check.When, u.Label, t))
		return nil
	}
	if eff.Check.PerSquad && CRTUnitOf(u).Squads > 1 {
		return r.squadChecks(u, t, eff) // 001 ARMOR!, 3.018: a die a squad
	}
	d, err := r.throw(D6(1, fmt.Sprintf("for %s's terrain check in %s: %s", u.Label, t, eff.Check)))
	if err != nil {
		return err
	}
	switch eff.Check.Outcome(d[0].Value) {
	case CheckDisabled:
		r.emit(Event{Kind: EventCheck, Unit: u.Label, Dice: d, Text: fmt.Sprintf("%s's terrain check in %s: %d, disabled.", u.Label, t, d[0].Value)})
		r.terrainDisable(u, t, eff.Check)
	case CheckStuck:
		r.emit(Event{Kind: EventCheck, Unit: u.Label, Dice: d, Text: fmt.Sprintf("%s's terrain check in %s: %d, stuck.", u.Label, t, d[0].Value)})
		r.emit(Event{Kind: EventStuck, Unit: u.Label, Text: stuckText(u, t, "it")})
	default:
		r.emit(Event{Kind: EventCheck, Unit: u.Label, Dice: d, Text: fmt.Sprintf("%s's terrain check in %s: %d, no effect.", u.Label, t, d[0].Value)})
	}
	return nil
}

// checkSecondMove refuses, in the second movement phase, a unit that has
// no second move now (what is what it would do: "enter clear", "ram M",
// "overrun"): only GEVs move again, those with a second movement (003 Ogre
// Lite, THE TURN SEQUENCE, Phase 5; OFFICIAL-NOTES, The turn), and not one
// that entered forest, rubble or swamp in the first movement phase of this
// turn (000 FAQ, MOVEMENT MODES, GEV Mode: "No GEV phase"), nor, in the
// published rules, town (OFFICIAL-NOTES, The turn: the reference card).
// The referee's override lets it through.
func (r *Resolver) checkSecondMove(u *Unit, what string) error {
	g := r.g
	if g.Phase != PhaseSecondMovement || r.cmd.Override {
		return nil
	}
	if u.Type.Move2 <= 0 && !CRTUnitOf(u).Flying {
		return refusef("%s has no second movement, so it cannot %s in the second movement phase: only GEVs move again (003 Ogre Lite, THE TURN SEQUENCE, Phase 5; OFFICIAL-NOTES, The turn); put \"override\" before the command to allow it",
			u.Label, what)
	}
	if t, source := g.secondMoveLost(u); t != "" {
		return refusef("%s entered %s in the first movement phase, so it has no second movement this turn and cannot %s (%s); put \"override\" before the command to allow it",
			u.Label, t, what, source)
	}
	return nil
}

// secondMoveLost returns the terrain u entered in the first movement phase
// of this player-turn that takes away its second movement, and the source
// that says so; "" when it entered none.
func (g *Game) secondMoveLost(u *Unit) (Terrain, string) {
	fm := CRTUnitOf(u).FirstMove
	if fm == nil || fm.PlayerTurn != g.Now() {
		return "", ""
	}
	for _, t := range fm.Terrains {
		if t == TerrainTown && g.rules().townEndsGEVMove {
			return t, "OFFICIAL-NOTES, The turn: not those which entered town or swamp/rubble/forest on the first movement phase"
		}
		if eff, err := TerrainFor(u.Type.Mode, t, g.Variant); err == nil && eff.NoSecondMove {
			return t, eff.Source
		}
	}
	return "", ""
}

// lowerFirst returns a note to follow a colon mid-sentence: its first letter
// in lower case, unless its first word is a name or an abbreviation ("D
// results", "HVYs") that keeps its capitals.
func lowerFirst(s string) string {
	w, _, _ := strings.Cut(s, " ")
	if w == "" || w != "A" && (len(w) < 2 || strings.ToLower(w[1:]) != w[1:]) {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// stuckText is the record of a unit stuck in terrain t, with the
// construction vehicle's time to free it where the FAQ gives one.
func stuckText(u *Unit, t Terrain, how string) string {
	text := fmt.Sprintf("%s is stuck in the %s: %s stays until freed", u.Label, t, how)
	if f := FreedBy(u.Type.Mode, t); f != "" {
		text += "; " + f + " (000 FAQ, Construction Vehicle)"
	}
	return text + "."
}

// soleEnemy returns the one enemy of side in a two-sided game, "" when
// there are more sides.
func (g *Game) soleEnemy(side string) string {
	if len(g.Sides) != 2 {
		return ""
	}
	for _, s := range g.Sides {
		if s != side {
			return s
		}
	}
	return ""
}

func (r *Resolver) free() error {
	u, err := r.unit(r.cmd.Label)
	if err != nil {
		return err
	}
	if u.Status != StatusStuck && u.Status != StatusDisabled {
		return refusef("%s is %s, not stuck or disabled", u.Label, u.Status)
	}
	r.emit(Event{Kind: EventRecovered, Unit: u.Label, Text: fmt.Sprintf("%s is freed by the referee.", u.Label)})
	return nil
}

// next advances to the next phase; past the last phase of the last side it
// starts the next turn. Entering a side's recovery phase recovers its units
// whose time has come and rolls for those disabled by terrain: 1-4 recovers
// (OFFICIAL-NOTES, Disabled units; 003 Ogre Lite, THE TURN SEQUENCE phases 1-2).
func (r *Resolver) next() error {
	g := r.g
	if o := CRTGameOf(g).Overrun; o != nil {
		// In an overrun, next ends the fire round (003 Ogre Lite, OVERRUN
		// COMBAT TURN SEQUENCE), and the battle may end with it.
		r.nextRound(len(o.Rounds))
		r.noRoll("for the end of a fire round")
		return nil
	}
	if err := r.missilesDown(); err != nil {
		return err
	}
	phases := g.System().Phases()
	i := slices.Index(phases, g.Phase)
	turn, side, phase := g.Turn, g.Side, phases[0]
	if i+1 < len(phases) {
		phase = phases[i+1]
	} else {
		var wrap bool
		side, wrap = g.sideAfter(g.Side)
		if wrap {
			turn++
		}
	}
	text := fmt.Sprintf("The %s's %s phase, turn %d.", g.Sides[side], phase, turn)
	if phase == PhaseRecovery && side == 0 {
		text = fmt.Sprintf("Turn %d begins: the %s's recovery phase.", turn, g.Sides[side])
	}
	r.emit(Event{Kind: EventPhase, Turn: turn, SideIndex: side, Phase: phase, Text: text})
	if phase != PhaseRecovery {
		r.noRoll(fmt.Sprintf("for the %s phase: units disabled by terrain roll to recover in their side's recovery phase", phase))
		return nil
	}
	name := g.Sides[side]
	for _, u := range g.Units {
		if u.Side != name || u.Status != StatusDisabled || u.Timer == nil || u.Timer.Roll {
			continue
		}
		if u.Timer.Turn <= turn {
			r.emit(Event{Kind: EventRecovered, Unit: u.Label, Text: fmt.Sprintf("%s recovers.", u.Label)})
		}
	}
	rolls := 0
	for _, u := range g.Units {
		if u.Side != name || u.Status != StatusDisabled || u.Timer == nil || !u.Timer.Roll {
			continue
		}
		rolls++
		d, err := r.throw(D6(1, fmt.Sprintf("for %s in %s: 1-4 recovers", u.Label, u.Terrain)))
		if err != nil {
			return err
		}
		if d[0].Value <= 4 {
			r.emit(Event{Kind: EventCheck, Unit: u.Label, Dice: d, Text: fmt.Sprintf("%s rolls to recover: %d (1-4 recovers).", u.Label, d[0].Value)})
			r.emit(Event{Kind: EventRecovered, Unit: u.Label, Text: fmt.Sprintf("%s recovers.", u.Label)})
		} else {
			r.emit(Event{Kind: EventCheck, Unit: u.Label, Dice: d, Text: fmt.Sprintf("%s rolls to recover: %d (1-4 recovers), and stays disabled.", u.Label, d[0].Value)})
		}
	}
	if rolls == 0 {
		r.noRoll(fmt.Sprintf("for the %s's recovery phase: none of its units is disabled by terrain, and only those roll to recover", name))
	}
	return nil
}

// verbNames returns the verbs' names joined by commas.
func verbNames(defs []*VerbDef) string {
	names := make([]string, len(defs))
	for i, d := range defs {
		names[i] = string(d.Verb)
	}
	return strings.Join(names, ", ")
}
