package crt

import (
	"fmt"
	"ogretable/engine"
	"slices"
	"strings"
)

// Walkers in play (000 FAQ, Walkers, 2.0 Movement and Terrain, 3.0 CRT And
// Overruns, 5.0 Optional Walker Rules): the terrain a walker is in reads
// through its modes (on its jumpjets, flying in its land-air form) and its
// legs; it recovers at its owner's next turn; it never rams. The hooks in
// the Ogre CRT rules call the functions here.

// The walker verbs: jumpjets on or off, and a land-air walker's form.
const (
	VerbJets engine.Verb = "jets" // jets LABEL on|off
	VerbForm engine.Verb = "form" // form LABEL air|land
)

// EventWalkerMode records a walker switching its jumpjets or its land-air
// form; its Walker holds the modes it is in after.
const EventWalkerMode engine.EventKind = "walker mode"

// walkerVerbs are the verbs of the optional walker rules.
var walkerVerbs = []*engine.VerbDef{
	{Verb: VerbJets, Syntax: "jets LABEL on|off",
		Help:  "a walker with jumpjets switches them on or off at the start of its movement phase: on them it moves at its normal rate, with no terrain defence, lasers may fire on it, and it may climb cliffs and enter craters; they stay as set through the enemy's turn",
		Parse: parseWalkerMode, Resolve: walkerMode, Complete: completeWalkerMode},
	{Verb: VerbForm, Syntax: "form LABEL air|land",
		Help:  "a land-air walker changes form at the start of its turn: flying, every terrain is road with no defence, it has a free GEV phase of half its movement, attacks only units on road, clear or water or in the air, cannot overrun, and a D against it reads X",
		Parse: parseWalkerMode, Resolve: walkerMode, Complete: completeWalkerMode},
}

// parseWalkerMode reads "jets LABEL on|off" and "form LABEL air|land".
func parseWalkerMode(c *engine.Command, args []string, _ string) error {
	if len(args) != 2 {
		return engine.Usage(c.Verb)
	}
	c.Label, c.Terrain = strings.ToUpper(args[0]), strings.ToLower(args[1])
	want := []string{"on", "off"}
	if c.Verb == VerbForm {
		want = []string{"air", "land"}
	}
	if !slices.Contains(want, c.Terrain) {
		return engine.Usage(c.Verb)
	}
	return nil
}

// completeWalkerMode offers the walkers in play, then the two settings.
func completeWalkerMode(g *engine.Game, args []string) []string {
	if len(args) == 0 {
		return LabelsWhere(g, func(u *engine.Unit) bool { return u.Alive() && u.Type.Kind == engine.KindWalker })
	}
	if args[0] == string(VerbForm) {
		return []string{"air", "land"}
	}
	return []string{"on", "off", "air", "land"}
}

// walkerMode resolves "jets" and "form": the walker's design must have the
// option and the game the optional rule; jumpjets are switched at the start
// of its side's movement phase, a form at the start of its side's turn
// (its recovery or movement phase), before it has moved (5.0 Optional
// Walker Rules, Jumpjets and Land/Air Transformation).
func walkerMode(r *engine.Resolver) error {
	g, c := r.Game(), r.Command()
	u, err := r.Unit(c.Label)
	if err != nil {
		return err
	}
	d := WalkerOf(u.Type)
	rules := WalkerRules{}
	if GameOf(g).Walkers != nil {
		rules = *GameOf(g).Walkers
	}
	jets := c.Verb == VerbJets
	on := c.Terrain == "on" || c.Terrain == "air"
	switch {
	case !u.Alive():
		return engine.Refusef("%s is destroyed", u.Label)
	case u.Type.Kind != engine.KindWalker:
		return engine.Refusef("%s is not a walker", u.Label)
	case jets && !rules.Jumpjets:
		return engine.Refusef("this game does not use the optional jumpjets rule (%s, Jumpjets; ogretable new --walkers jumpjets)", WalkerOptional)
	case !jets && !rules.LAT:
		return engine.Refusef("this game does not use the optional land-air rule (%s, Land/Air Transformation; ogretable new --walkers lat)", WalkerOptional)
	case jets && (d == nil || !d.Jumpjets):
		return engine.Refusef("%s has no jumpjets (%s, Jumpjets)", u.Label, WalkerOptional)
	case !jets && (d == nil || !d.LAT):
		return engine.Refusef("%s has no land-air transformation (%s, Land/Air Transformation)", u.Label, WalkerOptional)
	case jets && UnitOf(u).Jets == on, !jets && UnitOf(u).Flying == on:
		return engine.Refusef("%s is already %s", u.Label, walkerModeText(jets, on))
	case !jets && on && GameOf(g).Overrun != nil && slices.Contains(append(slices.Clone(GameOf(g).Overrun.Attackers), GameOf(g).Overrun.Defenders...), u.Label):
		return engine.Refusef("%s is in an overrun; overruns are not possible in the air (%s, Land/Air Transformation)", u.Label, WalkerOptional)
	}
	if jets {
		if err := r.CheckTurn(u, u.Label+" switches its jumpjets", PhaseMovement); err != nil {
			return err
		}
	} else if err := r.CheckTurn(u, u.Label+" changes form", PhaseRecovery, PhaseMovement); err != nil {
		return err
	}
	if fm := UnitOf(u).FirstMove; fm != nil && fm.PlayerTurn == g.Now() && len(fm.Terrains) > 0 && !c.Override {
		return engine.Refusef("%s has moved this turn; it switches %s at the start of its movement phase (%s); put \"override\" before the command to allow it",
			u.Label, map[bool]string{true: "its jumpjets", false: "form"}[jets], WalkerOptional)
	}
	m := WalkerMode{Jets: UnitOf(u).Jets, Flying: UnitOf(u).Flying}
	if jets {
		m.Jets = on
	} else {
		m.Flying = on
	}
	text := fmt.Sprintf("%s is %s.", u.Label, walkerModeText(jets, on))
	switch {
	case jets && on:
		text += " It moves at its normal rate in any terrain, with no terrain defence, and lasers may fire on it, until it switches them off."
	case !jets && on:
		text += fmt.Sprintf(" Every terrain is road to it (+1 hex), it has a free GEV phase of %s, and a D against it reads X.",
			engine.FormatNumber(RoundHalf(u.Type.Move)))
	}
	r.Emit(With(engine.Event{Kind: EventWalkerMode, Unit: u.Label, Text: text}, Record{Walker: &m}))
	return nil
}

// AttackSpent returns the attack points walker u has used this turn: it
// divides its attack among targets, and what it has fired is spent until
// the turn ends (000 FAQ, Walkers, 3.0 CRT And Overruns); 0 for another
// unit, or a walker that has not fired this turn.
func AttackSpent(g *engine.Game, u *engine.Unit) float64 {
	if u.Type.Kind != engine.KindWalker || UnitOf(u).FiredTurn != g.Turn {
		return 0
	}
	return UnitOf(u).Spent
}

// walkerModeText names a walker's mode: "on its jumpjets", "in its flying
// form".
func walkerModeText(jets, on bool) string {
	switch {
	case jets && on:
		return "on its jumpjets"
	case jets:
		return "off its jumpjets"
	case on:
		return "in its flying form"
	}
	return "in its land form"
}

// applyWalkerMode folds an EventWalkerMode.
func applyWalkerMode(u *engine.Unit, e engine.Event) error {
	if EventOf(e).Walker == nil || u.Type.Kind != engine.KindWalker {
		return engine.Misfitf("a %q event for %s without a walker's modes", e.Kind, u.Label)
	}
	UnitOf(u).Jets, UnitOf(u).Flying = EventOf(e).Walker.Jets, EventOf(e).Walker.Flying
	return nil
}

// protective reports whether t is protective terrain for a quadrupedal
// walker's hull-down bonus (5.0, Quadrupedal: "forest, rubble, craters").
func protective(t engine.Terrain) bool {
	return t == TerrainForest || t == TerrainRubble || t == TerrainCrater
}

// UnitTerrain returns the effect of the terrain u stands in on u, read
// through a walker's modes and legs: on its jumpjets, no defence bonus in
// forest, rubble, swamp or town (2.0: "If jumpjets are being used ...
// there is no defensive bonus"), a crater's +2 kept (2.0 Craters); flying,
// no terrain defence and no terrain that stops its attacks (5.0, Land/Air
// Transformation: every terrain as road); quadrupedal legs, +1 in forest,
// rubble and craters (5.0, Quadrupedal); wheel mode, a road bonus of 2
// (2.0 Road; 5.0 Wheel Mode). ok is false when it stands in no terrain.
func UnitTerrain(g *engine.Game, u *engine.Unit) (TerrainEffect, bool) {
	if u.Terrain == "" {
		return TerrainEffect{}, false
	}
	eff, err := TerrainFor(u.Type.Mode, u.Terrain, g.Variant)
	if err != nil {
		return eff, false
	}
	if u.Type.Kind != engine.KindWalker {
		return eff, true
	}
	return walkerEffect(u.Type, u.Terrain, UnitOf(u).Jets, UnitOf(u).Flying, eff), true
}

// walkerEffect returns eff, the terrain effect of t on a walker of type wt,
// changed by its modes and design (see UnitTerrain).
func walkerEffect(wt *engine.UnitType, t engine.Terrain, jets, flying bool, eff TerrainEffect) TerrainEffect {
	d := WalkerOf(wt)
	switch {
	case flying:
		eff.DefenseBonus, eff.DefenseMultiplier, eff.DefenseFixed = 0, 1, 0
		eff.CannotAttack, eff.CannotBeAttacked, eff.AttackDRM = false, false, 0
		eff.RoadBonus = 1
		eff.Note = "Flying: every terrain is road (+1 hex), no terrain defence, and a D against it reads X."
		eff.Source = WalkerOptional + ", Land/Air Transformation"
		return eff
	case jets && t != TerrainCrater && (eff.DefenseBonus != 0 || eff.DefenseMultiplier > 1):
		eff.DefenseBonus, eff.DefenseMultiplier = 0, 1
		eff.Enter = EnterNormal
		eff.Note = "On its jumpjets: normal rate, no terrain defence, and lasers may fire on it."
		eff.Source = WalkerTerrain + "; " + WalkerOptional + ", Jumpjets"
	}
	if !jets && eff.Note == noteJumpJets {
		eff.Note = walkerTerrainNote(eff, d != nil && d.Jumpjets)
	}
	if d == nil {
		return eff
	}
	if d.Wheels && t == TerrainRoad {
		eff.RoadBonus = 2
		eff.Note = "Wheel mode: a road bonus of 2 hexes."
	}
	switch d.LegsOrBiped() {
	case LegsQuad:
		if protective(t) && !jets {
			eff.DefenseBonus++
			eff.Note = strings.TrimSpace(eff.Note + " Quadrupedal: hull down, +1 defence.")
		}
	case LegsChickenleg:
		switch t {
		case TerrainClear:
			eff.Note = "Chickenleg: +1 hex in clear terrain."
		case TerrainForest, TerrainRubble:
			eff.Note = strings.TrimSpace(eff.Note + " Chickenleg: 1 hex less in forest and rubble (at least 1).")
		}
	}
	return eff
}

// attackDRM returns what is added to the die of an attack by shooters from
// the terrain they stand in: the lowest of their terrains' AttackDRM (a
// walker in a crater: -1, 2.0 Craters: "any attacks made on targets from a
// walker while in a crater subtracts 1 from the CRT die roll"), 0 when none.
func attackDRM(g *engine.Game, shooters []Shooter) int {
	drm := 0
	for _, s := range shooters {
		if eff, ok := UnitTerrain(g, s.Unit); ok {
			drm = min(drm, eff.AttackDRM)
		}
	}
	return drm
}

// recoveryTimerOf returns the timer of unit u disabled now by cause: a
// walker recovers at the start of its owner's next turn whenever it was
// disabled (3.0: "recovering on the walker's owning player's next turn");
// any other unit as RecoveryTimer says.
func recoveryTimerOf(g *engine.Game, u *engine.Unit, cause engine.Cause) *engine.Timer {
	if u.Type.Kind == engine.KindWalker && cause != CauseTerrain {
		return &engine.Timer{Cause: cause, Turn: g.NextTurnOf(u.Side), Side: u.Side}
	}
	return RecoveryTimer(g, u.Side, cause)
}

// refuseWalkerRam refuses a ram by a walker, in every variant (3.0:
// "walkers have no need to ram").
func refuseWalkerRam(rammer *engine.Unit) error {
	if rammer.Type.Kind != engine.KindWalker {
		return nil
	}
	return engine.Refusef("walkers do not ram (%s: \"walkers have no need to ram\"); %s fights with its attack, doubled in an overrun", WalkerCRT, rammer.Label)
}

// walkerAddCheck refuses adding a walker design that uses an optional
// walker rule the game was not created with.
func walkerAddCheck(g *engine.Game, t *engine.UnitType) error {
	if WalkerOf(t) == nil {
		return nil
	}
	rules := WalkerRules{}
	if GameOf(g).Walkers != nil {
		rules = *GameOf(g).Walkers
	}
	if why := rules.Allows(WalkerOf(t)); why != "" {
		return engine.Refusef("%s", why)
	}
	return nil
}

// checkWalkerShot refuses an attack the walker rules forbid: a flying
// walker attacks only units on road, clear terrain or water, or in the air
// (5.0, Land/Air Transformation).
func checkWalkerShot(s Shooter, target *engine.Unit) error {
	if !UnitOf(s.Unit).Flying {
		return nil
	}
	switch target.Terrain {
	case "", TerrainClear, TerrainRoad, TerrainSecondaryRoad, TerrainWater:
		return nil
	}
	if UnitOf(target).Flying || target.Type.Mode == engine.ModeVTOL {
		return nil
	}
	return engine.Refusef("%s is flying and attacks only units on road, clear terrain or water, or in the air, and %s is in %s (%s, Land/Air Transformation)",
		s.Name(), target.Label, target.Terrain, WalkerOptional)
}

// laserMayFire reports whether a laser may fire on target whatever the
// terrain it is in: a walker on its jumpjets (2.0: "lasers may fire on
// walkers who are using jumpjets").
func laserMayFire(target *engine.Unit) bool {
	return target.Type.Kind == engine.KindWalker && UnitOf(target).Jets
}

// checkWalkerOverrun refuses a flying walker in an overrun (5.0, Land/Air
// Transformation: "Overruns are not possible in the air").
func checkWalkerOverrun(u *engine.Unit) error {
	if u.Type.Kind == engine.KindWalker && UnitOf(u).Flying {
		return engine.Refusef("%s is flying, and overruns are not possible in the air (%s, Land/Air Transformation); land it first with \"form %s land\"",
			u.Label, WalkerOptional, u.Label)
	}
	return nil
}

// walkerEnter applies the walker rules to a walker entering terrain t
// whose effect is eff: a walker in a crater it entered stays there until
// its owner's next turn (2.0 Craters); on its jumpjets it climbs cliffs and
// enters craters (2.0 Cliffs, Craters); without them a cliff is a fall,
// as a superheavy less one level a hex (2.0 Cliffs), taken with "forced";
// in water farther from land ("far") it is destroyed (2.0 Water). done is
// set when it has emitted the events of the move.
func walkerEnter(r *engine.Resolver, u *engine.Unit, t engine.Terrain, eff *TerrainEffect) (done bool, err error) {
	g := r.Game()
	if r.Command().Override {
		return false, nil
	}
	if fm := UnitOf(u).FirstMove; u.Terrain == TerrainCrater && fm != nil && fm.PlayerTurn == g.Now() && slices.Contains(fm.Terrains, TerrainCrater) {
		return false, engine.Refusef("%s entered a crater this turn and stays there until the %s's next turn (%s, Craters)", u.Label, u.Side, WalkerTerrain)
	}
	if UnitOf(u).Flying {
		*eff = walkerEffect(u.Type, t, false, true, *eff)
		eff.Enter, eff.Check = EnterNormal, nil
		return false, nil
	}
	switch {
	case UnitOf(u).Jets && (t == TerrainCliff || t == TerrainCrater):
		eff.Enter = EnterNormal
		if t == TerrainCliff {
			eff.Note = "On its jumpjets it climbs or descends one level a hex of movement; short of the cliff's height it falls the difference, as a superheavy."
		}
	case t == TerrainCliff && WordsOf(r.Command()).Forced:
		r.Emit(With(engine.Event{Kind: EventTerrain, Unit: u.Label, Phase: movedPhase(g), Text: fmt.Sprintf("%s goes down the cliff without jumpjets and falls: it takes falling damage as a superheavy, less one level a hex of jumpjet movement (%s, Cliffs); resolve the damage at the table.", u.Label, WalkerTerrain)}, Record{Terrain: t}))
		return true, nil
	case t == TerrainCliff:
		return false, engine.Refusef("%s climbs a cliff only with jump jets (\"jets %s on\"), one level a hex (%s, Cliffs); if it went down without them, write \"enter %s cliff forced\": it falls, as a superheavy",
			u.Label, u.Label, WalkerTerrain, u.Label)
	case t == TerrainCrater:
		return false, engine.Refusef("%s enters a crater only with jump jets (\"jets %s on\") (%s, Craters); if it has them, put \"override\" before the command", u.Label, u.Label, WalkerTerrain)
	case t == TerrainWater && WordsOf(r.Command()).Far:
		r.Emit(With(engine.Event{Kind: EventTerrain, Unit: u.Label, Phase: movedPhase(g), Text: fmt.Sprintf("%s enters water.", u.Label)}, Record{Terrain: t}))
		r.Emit(engine.Event{Kind: engine.EventDestroyed, Unit: u.Label,
			Text: fmt.Sprintf("%s is destroyed: it strayed into water not next to land (%s, Water).", u.Label, WalkerTerrain)})
		if foe := soleEnemy(g, u.Side); foe != "" {
			r.VP(foe, u.Type.VP, u.Label)
		}
		return true, nil
	}
	if t != TerrainCrater {
		*eff = walkerEffect(u.Type, t, UnitOf(u).Jets, false, *eff)
	}
	return false, nil
}

// walkerTerrainNote says what protective terrain (forest, rubble, swamp,
// town) does to a walker that is not on its jumpjets, whose effect is eff:
// half rate and its defence bonus, and, when its design has jumpjets
// (hasJets), what they would change (000 FAQ, Walkers, 2.0 Movement and
// Terrain; 5.0 Optional Walker Rules, Jumpjets: "When using jumpjets to
// move, the walker is considered to be on clear terrain and does not
// benefit from any defensive bonuses"). A walker without jumpjets is told
// nothing of them.
func walkerTerrainNote(eff TerrainEffect, hasJets bool) string {
	var parts []string
	if eff.Enter == EnterHalf {
		parts = append(parts, "half rate")
	}
	switch {
	case eff.DefenseMultiplier > 1:
		parts = append(parts, fmt.Sprintf("defence ×%s", engine.FormatNumber(eff.DefenseMultiplier)))
	case eff.DefenseBonus != 0:
		parts = append(parts, "defence +"+engine.FormatNumber(eff.DefenseBonus))
	}
	note := ""
	if len(parts) > 0 {
		note = strings.Join(parts, ", ") + "."
		note = strings.ToUpper(note[:1]) + note[1:]
	}
	if hasJets {
		note = strings.TrimSpace(note + " Jumpjets off: on them, normal rate and no defence bonus.")
	}
	return note
}

// movedPhase returns the phase a terrain event records: the movement phase
// in the first movement phase (Unit.FirstMove), none otherwise.
func movedPhase(g *engine.Game) engine.Phase {
	if g.Phase == PhaseMovement {
		return PhaseMovement
	}
	return ""
}
