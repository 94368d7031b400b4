package crt

import (
	"fmt"
	"ogretable/engine"
	"slices"
	"strings"
)

// idConstructionVehicle is the catalog id of the construction vehicle,
// which the terrain rules treat apart from its movement mode (000 FAQ,
// Construction Vehicle).
const idConstructionVehicle = "construction-vehicle"

// disable disables u with the timer its cause gives, and says until when.
func disable(r *engine.Resolver, u *engine.Unit, cause engine.Cause) {
	t := recoveryTimerOf(r.Game(), u, cause)
	text := fmt.Sprintf("%s is disabled; it recovers at the start of the %s's turn %d.", u.Label, t.Side, t.Turn)
	if t.Roll {
		text = fmt.Sprintf("%s is disabled by the %s; it rolls to recover at the start of each of its turns.", u.Label, u.Terrain)
	}
	r.Emit(With(engine.Event{Kind: EventDisabled, Unit: u.Label, Text: text}, Record{Timer: t}))
}

func terrain(r *engine.Resolver) error {
	u, err := r.Unit(r.Command().Label)
	if err != nil {
		return err
	}
	t, err := ParseTerrain(r.Command().Terrain)
	if err != nil {
		return err
	}
	if !u.Alive() {
		return engine.Refusef("%s is destroyed", u.Label)
	}
	eff, err := TerrainForUnit(u.Type, t, r.Game().Variant)
	if err != nil {
		return err
	}
	if r.Command().Verb == VerbTerrain {
		r.Emit(With(engine.Event{Kind: EventTerrain, Unit: u.Label, Text: fmt.Sprintf("%s is in %s.", u.Label, t)}, Record{Terrain: t}))
		return nil
	}
	if err := r.CheckTurn(u, u.Label+" moves", PhaseMovement, PhaseSecondMovement); err != nil {
		return err
	}
	if u.Status != engine.StatusOK {
		return engine.Refusef("%s is %s and cannot move", u.Label, u.Status)
	}
	if err := checkSecondMove(r, u, "enter "+string(t)); err != nil {
		return err
	}
	// The phase on the terrain event records a move in the first movement
	// phase (Unit.FirstMove), for the second movement's check.
	var moved engine.Phase
	if r.Game().Phase == PhaseMovement {
		moved = PhaseMovement
	}
	if u.Type.Kind == engine.KindWalker {
		if done, err := walkerEnter(r, u, t, &eff); done || err != nil {
			return err
		}
	}
	forced := WordsOf(r.Command()).Forced || r.Command().Override
	stuck := false
	switch eff.Enter {
	case EnterImmobile:
		return engine.Refusef("%s is immobile and never moves; say where it stands with \"terrain %s %s\"", u.Label, u.Label, t)
	case EnterNever:
		if !eff.DestroyedIfForced {
			return engine.Refusef("%s (%s mode) cannot enter %s (%s)", u.Label, u.Type.Mode, t, eff.Source)
		}
		if !WordsOf(r.Command()).Forced {
			return engine.Refusef("%s (%s mode) cannot enter %s (%s); if it was forced in, write \"enter %s %s forced\": it is destroyed",
				u.Label, u.Type.Mode, t, eff.Source, u.Label, t)
		}
		r.Emit(With(engine.Event{Kind: EventTerrain, Unit: u.Label, Text: fmt.Sprintf("%s is forced into %s.", u.Label, t)}, Record{Terrain: t}))
		r.Emit(engine.Event{Kind: engine.EventDestroyed, Unit: u.Label,
			Text: fmt.Sprintf("%s is destroyed: forced into %s, which it cannot enter (%s).", u.Label, t, eff.Source)})
		if foe := soleEnemy(r.Game(), u.Side); foe != "" && !IsOgre(u) {
			r.VP(foe, u.Type.VP*float64(max(UnitOf(u).Squads, 1)), u.Label)
		}
		return nil
	case EnterRoadOnly:
		// 000 FAQ, MOVEMENT MODES, Wheeled Mode: may not enter unless on a
		// road; forced in, it is stuck.
		if !forced {
			return engine.Refusef("%s (%s mode) enters %s only along a road (%s); on a road, say \"enter %s road\"; if it was forced in, write \"enter %s %s forced\": it is stuck",
				u.Label, u.Type.Mode, t, eff.Source, u.Label, u.Label, t)
		}
		stuck = true
	case EnterJumpJets:
		// 000 FAQ, Optional Walker Rules, 2.0 Movement and Terrain.
		if !r.Command().Override {
			return engine.Refusef("%s enters %s only with jump jets (%s); if it has them, put \"override\" before the command", u.Label, t, eff.Source)
		}
	case EnterFlyOver:
		// 000 FAQ, MOVEMENT MODES, VTOL Mode: it may fly over, not land.
		r.Emit(With(engine.Event{Kind: EventTerrain, Unit: u.Label, Text: fmt.Sprintf("%s flies over %s: %s It stays where it was.", u.Label, t, lowerFirst(eff.Note))}, Record{Terrain: u.Terrain}))
		r.NoRoll(fmt.Sprintf("for this move: %s flies over %s and makes no terrain check", u.Label, t))
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
	r.Emit(With(engine.Event{Kind: EventTerrain, Unit: u.Label, Phase: moved, Text: text}, Record{Terrain: t}))
	if stuck {
		r.Emit(engine.Event{Kind: EventStuck, Unit: u.Label, Text: stuckText(u, t, "forced in off the road, it")})
		r.NoRoll(fmt.Sprintf("for this move: %s is forced in off the road and is stuck without a check", u.Label))
		return nil
	}
	if eff.Check == nil {
		r.NoRoll(fmt.Sprintf("for this move: %s needs no terrain check in %s", u.Label, t))
		return nil
	}
	if eff.Check.When != "" && !WordsOf(r.Command()).Far {
		// 000 FAQ, MOVEMENT MODES, Wheeled Mode: 1 hex a turn safely.
		r.Emit(engine.Event{Kind: EventCheck, Unit: u.Label,
			Text: fmt.Sprintf("%s needs no terrain check in %s unless %s (then write \"enter %s %s far\").", u.Label, t, eff.Check.When, u.Label, t)})
		r.NoRoll(fmt.Sprintf("for this move: %s needs no terrain check in %s unless %s; if it did, write \"enter %s %s far\"", u.Label, t, eff.Check.When, u.Label, t))
		return nil
	}
	if eff.Check.PerSquad && UnitOf(u).Squads > 1 {
		return squadChecks(r, u, t, eff) // 001 ARMOR!, 3.018: a die a squad
	}
	d, err := r.Throw(engine.D6(1, fmt.Sprintf("for %s's terrain check in %s: %s", u.Label, t, eff.Check)))
	if err != nil {
		return err
	}
	switch eff.Check.Outcome(d[0].Value) {
	case CheckDisabled:
		r.Emit(engine.Event{Kind: EventCheck, Unit: u.Label, Dice: d, Text: fmt.Sprintf("%s's terrain check in %s: %d, disabled.", u.Label, t, d[0].Value)})
		terrainDisable(r, u, t, eff.Check)
	case CheckStuck:
		r.Emit(engine.Event{Kind: EventCheck, Unit: u.Label, Dice: d, Text: fmt.Sprintf("%s's terrain check in %s: %d, stuck.", u.Label, t, d[0].Value)})
		r.Emit(engine.Event{Kind: EventStuck, Unit: u.Label, Text: stuckText(u, t, "it")})
	default:
		r.Emit(engine.Event{Kind: EventCheck, Unit: u.Label, Dice: d, Text: fmt.Sprintf("%s's terrain check in %s: %d, no effect.", u.Label, t, d[0].Value)})
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
func checkSecondMove(r *engine.Resolver, u *engine.Unit, what string) error {
	g := r.Game()
	if g.Phase != PhaseSecondMovement || r.Command().Override {
		return nil
	}
	if u.Type.Move2 <= 0 && !UnitOf(u).Flying {
		return engine.Refusef("%s has no second movement, so it cannot %s in the second movement phase: only GEVs move again (003 Ogre Lite, THE TURN SEQUENCE, Phase 5; OFFICIAL-NOTES, The turn); put \"override\" before the command to allow it",
			u.Label, what)
	}
	if t, source := secondMoveLost(g, u); t != "" {
		return engine.Refusef("%s entered %s in the first movement phase, so it has no second movement this turn and cannot %s (%s); put \"override\" before the command to allow it",
			u.Label, t, what, source)
	}
	return nil
}

// secondMoveLost returns the terrain u entered in the first movement phase
// of this player-turn that takes away its second movement, and the source
// that says so; "" when it entered none.
func secondMoveLost(g *engine.Game, u *engine.Unit) (engine.Terrain, string) {
	fm := UnitOf(u).FirstMove
	if fm == nil || fm.PlayerTurn != g.Now() {
		return "", ""
	}
	for _, t := range fm.Terrains {
		if t == TerrainTown && rules(g).townEndsGEVMove {
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
func stuckText(u *engine.Unit, t engine.Terrain, how string) string {
	text := fmt.Sprintf("%s is stuck in the %s: %s stays until freed", u.Label, t, how)
	if f := FreedBy(u.Type.Mode, t); f != "" {
		text += "; " + f + " (000 FAQ, Construction Vehicle)"
	}
	return text + "."
}

// soleEnemy returns the one enemy of side in a two-sided game, "" when
// there are more sides.
func soleEnemy(g *engine.Game, side string) string {
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

func free(r *engine.Resolver) error {
	u, err := r.Unit(r.Command().Label)
	if err != nil {
		return err
	}
	if u.Status != engine.StatusStuck && u.Status != engine.StatusDisabled {
		return engine.Refusef("%s is %s, not stuck or disabled", u.Label, u.Status)
	}
	r.Emit(engine.Event{Kind: EventRecovered, Unit: u.Label, Text: fmt.Sprintf("%s is freed by the referee.", u.Label)})
	return nil
}

// next advances to the next phase; past the last phase of the last side it
// starts the next turn. Entering a side's recovery phase recovers its units
// whose time has come and rolls for those disabled by terrain: 1-4 recovers
// (OFFICIAL-NOTES, Disabled units; 003 Ogre Lite, THE TURN SEQUENCE phases 1-2).
func next(r *engine.Resolver) error {
	g := r.Game()
	if o := GameOf(g).Overrun; o != nil {
		// In an overrun, next ends the fire round (003 Ogre Lite, OVERRUN
		// COMBAT TURN SEQUENCE), and the battle may end with it.
		nextRound(r, len(o.Rounds))
		r.NoRoll("for the end of a fire round")
		return nil
	}
	if err := missilesDown(r); err != nil {
		return err
	}
	phases := g.System().Phases()
	i := slices.Index(phases, g.Phase)
	turn, side, phase := g.Turn, g.Side, phases[0]
	if i+1 < len(phases) {
		phase = phases[i+1]
	} else {
		var wrap bool
		side, wrap = g.SideAfter(g.Side)
		if wrap {
			turn++
		}
	}
	text := fmt.Sprintf("The %s's %s phase, turn %d.", g.Sides[side], phase, turn)
	if phase == PhaseRecovery && side == 0 {
		text = fmt.Sprintf("Turn %d begins: the %s's recovery phase.", turn, g.Sides[side])
	}
	r.Emit(engine.Event{Kind: engine.EventPhase, Turn: turn, SideIndex: side, Phase: phase, Text: text})
	if phase != PhaseRecovery {
		r.NoRoll(fmt.Sprintf("for the %s phase: units disabled by terrain roll to recover in their side's recovery phase", phase))
		return nil
	}
	name := g.Sides[side]
	for _, u := range g.Units {
		if u.Side != name || u.Status != engine.StatusDisabled || u.Timer == nil || u.Timer.Roll {
			continue
		}
		if u.Timer.Turn <= turn {
			r.Emit(engine.Event{Kind: EventRecovered, Unit: u.Label, Text: fmt.Sprintf("%s recovers.", u.Label)})
		}
	}
	rolls := 0
	for _, u := range g.Units {
		if u.Side != name || u.Status != engine.StatusDisabled || u.Timer == nil || !u.Timer.Roll {
			continue
		}
		rolls++
		d, err := r.Throw(engine.D6(1, fmt.Sprintf("for %s in %s: 1-4 recovers", u.Label, u.Terrain)))
		if err != nil {
			return err
		}
		if d[0].Value <= 4 {
			r.Emit(engine.Event{Kind: EventCheck, Unit: u.Label, Dice: d, Text: fmt.Sprintf("%s rolls to recover: %d (1-4 recovers).", u.Label, d[0].Value)})
			r.Emit(engine.Event{Kind: EventRecovered, Unit: u.Label, Text: fmt.Sprintf("%s recovers.", u.Label)})
		} else {
			r.Emit(engine.Event{Kind: EventCheck, Unit: u.Label, Dice: d, Text: fmt.Sprintf("%s rolls to recover: %d (1-4 recovers), and stays disabled.", u.Label, d[0].Value)})
		}
	}
	if rolls == 0 {
		r.NoRoll(fmt.Sprintf("for the %s's recovery phase: none of its units is disabled by terrain, and only those roll to recover", name))
	}
	return nil
}
