package crt

import (
	"fmt"
	"ogretable/engine"
	"slices"
	"strings"
	"sync"
)

// The terrains of the FAQ's TERRAIN section.
const (
	TerrainClear         engine.Terrain = "clear"
	TerrainRoad          engine.Terrain = "road"           // the FAQ's Road 1, a primary road
	TerrainSecondaryRoad engine.Terrain = "secondary road" // the FAQ's Road 2: no road bonus
	TerrainForest        engine.Terrain = "forest"
	TerrainRubble        engine.Terrain = "rubble"
	TerrainSwamp         engine.Terrain = "swamp"
	TerrainTown          engine.Terrain = "town" // the FAQ's "Urban"
	TerrainWater         engine.Terrain = "water"
	TerrainStream        engine.Terrain = "stream"
	TerrainCliff         engine.Terrain = "cliff"
	TerrainCrater        engine.Terrain = "crater"
)

// Terrains lists every valid Terrain, in the order of the FAQ's per-mode lists.
var Terrains = []engine.Terrain{
	TerrainClear, TerrainRoad, TerrainSecondaryRoad, TerrainForest, TerrainRubble,
	TerrainSwamp, TerrainTown, TerrainWater, TerrainStream, TerrainCliff, TerrainCrater,
}

// terrainAliases maps other names a referee may type, folded by NormalName,
// to the terrain they mean.
var terrainAliases = map[string]engine.Terrain{
	"urban":        TerrainTown,
	"city":         TerrainTown,
	"road1":        TerrainRoad,
	"road 1":       TerrainRoad,
	"primary road": TerrainRoad,
	"primary":      TerrainRoad,
	"road2":        TerrainSecondaryRoad,
	"road 2":       TerrainSecondaryRoad,
	"secondary":    TerrainSecondaryRoad,
	"woods":        TerrainForest,
	"wood":         TerrainForest,
	"wooded swamp": TerrainSwamp, // 000 FAQ, TERRAIN, Swamp: treated as swamp
	"river":        TerrainWater, // 000 FAQ, TERRAIN, Water: rivers, lakes and seas
	"lake":         TerrainWater,
	"sea":          TerrainWater,
	"ocean":        TerrainWater,
}

// woodedSwamp is the Ogre Miniatures' wooded swamp: swamp for movement and
// defence, but it blocks a laser's line of sight (000 FAQ, TERRAIN, Swamp).
const woodedSwamp = "wooded swamp"

// BlocksLaser reports whether terrain named t (a Terrain, or "wooded
// swamp") breaks a laser's line of sight: forest, rubble, town and wooded
// swamp do; swamp, water and the rest do not (000 FAQ, TERRAIN).
func BlocksLaser(t string) bool {
	switch engine.Terrain(engine.NormalName(t)) {
	case TerrainForest, TerrainRubble, TerrainTown, woodedSwamp:
		return true
	}
	return false
}

// ParseTerrain returns the terrain named s, folded by NormalName, accepting
// the aliases a referee is likely to use ("urban" and "city" for town,
// "road1" and "primary road" for road, "road2" for secondary road, "woods"
// for forest). An unknown name is an error listing the choices.
func ParseTerrain(s string) (engine.Terrain, error) {
	n := engine.NormalName(s)
	for _, t := range Terrains {
		if string(t) == n {
			return t, nil
		}
	}
	if t, ok := terrainAliases[n]; ok {
		return t, nil
	}
	return "", engine.Refusef("unknown terrain %q; choose %s", s, terrainChoices())
}

func terrainChoices() string {
	names := make([]string, len(Terrains))
	for i, t := range Terrains {
		names[i] = string(t)
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// Entry is how a unit of one movement mode enters or crosses a terrain.
type Entry uint8

// The ways of entering a terrain. The zero Entry is invalid, so that a table
// row that forgets it is caught by the tests.
const (
	EnterNormal      Entry = iota + 1 // moves at its normal rate
	EnterHalf                         // moves at half rate
	EnterOneHex                       // moves only 1 hex a turn there (GEV in forest, rubble, swamp)
	EnterOneHexSafe                   // 1 hex a turn safely; farther needs a terrain check (wheeled in clear)
	EnterStop                         // its movement stops at the terrain (stream for GEV and tank)
	EnterIgnores                      // the terrain has no effect on its movement
	EnterNever                        // impassable: it cannot enter
	EnterRoadOnly                     // only along a road; forced in off the road, it is stuck (wheeled)
	EnterCost2                        // Ogre Lite: it costs 2 Move to enter
	EnterEvery2Turns                  // militia: 1 hex every 2 turns
	EnterEvery4Turns                  // militia: 1 hex every 4 turns
	EnterClimb                        // a cliff it climbs at a cost by levels of height (see the note)
	EnterDownOnly                     // a cliff it cannot climb but may go down (militia rappelling)
	EnterJumpJets                     // only with jump jets (walkers)
	EnterFlyOver                      // may fly over but not land (VTOL)
	EnterImmobile                     // an immobile unit: it never moves, but may stand there
)

var entryNames = map[Entry]string{
	EnterNormal:      "normal rate",
	EnterHalf:        "half rate",
	EnterOneHex:      "1 hex a turn",
	EnterOneHexSafe:  "1 hex; more needs a check",
	EnterStop:        "movement stops",
	EnterIgnores:     "no effect",
	EnterNever:       "impassable",
	EnterRoadOnly:    "on a road only",
	EnterCost2:       "2 move to enter",
	EnterEvery2Turns: "1 hex every 2 turns",
	EnterEvery4Turns: "1 hex every 4 turns",
	EnterClimb:       "climbs by levels",
	EnterDownOnly:    "down only",
	EnterJumpJets:    "jump jets only",
	EnterFlyOver:     "fly over only",
	EnterImmobile:    "immobile",
}

// String returns a short phrase for the referee: "half rate", "impassable".
func (e Entry) String() string {
	if s, ok := entryNames[e]; ok {
		return s
	}
	return fmt.Sprintf("Entry(%d)", uint8(e))
}

// CheckOutcome is the result of a terrain check.
type CheckOutcome uint8

// The outcomes of a terrain check.
const (
	CheckNone     CheckOutcome = iota // no effect
	CheckDisabled                     // the unit is disabled
	CheckStuck                        // the unit is stuck: perma-disabled where it is
)

// String returns "no effect", "disabled" or "stuck".
func (o CheckOutcome) String() string {
	switch o {
	case CheckNone:
		return "no effect"
	case CheckDisabled:
		return "disabled"
	case CheckStuck:
		return "stuck"
	}
	return fmt.Sprintf("CheckOutcome(%d)", uint8(o))
}

// TerrainCheck is the die roll a unit makes on entering a terrain: a result
// in Stuck leaves it stuck (perma-disabled), one in Disabled disables it, and
// anything else has no effect. When says when the check is due, if not on
// every entry ("moving more than 1 hex" for wheeled units in clear).
type TerrainCheck struct {
	Disabled []int
	Stuck    []int
	When     string
	// HeldTurns, when set, makes a result in Disabled hold the unit in the
	// terrain for that many more of its turns, then free it without a roll
	// (001 ARMOR!, 3.017 Grunts: stuck, one more turn in the hex).
	HeldTurns int
	// PerSquad rolls a die for each squad of a stack, each squad stuck on
	// its own (001 ARMOR!, 3.018 EDD 209s in swamp).
	PerSquad bool
}

// Outcome returns what the die roll die does. A roll outside 1..6 is in
// neither list and so has no effect; checking the die is the caller's work.
func (c TerrainCheck) Outcome(die int) CheckOutcome {
	if slices.Contains(c.Stuck, die) {
		return CheckStuck
	}
	if slices.Contains(c.Disabled, die) {
		return CheckDisabled
	}
	return CheckNone
}

// String returns the check as the FAQ prints it: "1-2 stuck, 3 disabled".
func (c TerrainCheck) String() string {
	var parts []string
	if len(c.Stuck) > 0 {
		parts = append(parts, dieRange(c.Stuck)+" stuck")
	}
	if len(c.Disabled) > 0 {
		if c.HeldTurns > 0 {
			parts = append(parts, dieRange(c.Disabled)+" stuck "+count(c.HeldTurns, "more turn"))
		} else {
			parts = append(parts, dieRange(c.Disabled)+" disabled")
		}
	}
	s := strings.Join(parts, ", ")
	if c.PerSquad {
		s += ", a die a squad"
	}
	if c.When != "" {
		s += " (" + c.When + ")"
	}
	return s
}

// dieRange prints a sorted run of die faces as "1-2" or "3"; other sets as
// "1, 3".
func dieRange(d []int) string {
	s := slices.Sorted(slices.Values(d))
	if len(s) > 1 && s[len(s)-1]-s[0] == len(s)-1 {
		return fmt.Sprintf("%d-%d", s[0], s[len(s)-1])
	}
	f := make([]string, len(s))
	for i, x := range s {
		f[i] = fmt.Sprint(x)
	}
	return strings.Join(f, ", ")
}

func (c *TerrainCheck) clone() *TerrainCheck {
	if c == nil {
		return nil
	}
	return &TerrainCheck{Disabled: slices.Clone(c.Disabled), Stuck: slices.Clone(c.Stuck), When: c.When,
		HeldTurns: c.HeldTurns, PerSquad: c.PerSquad}
}

// TerrainEffect is what a terrain does to a unit of one movement mode under
// one rules variant.
type TerrainEffect struct {
	Terrain engine.Terrain
	Mode    engine.Mode
	// Enter is how the unit enters or crosses the terrain.
	Enter Entry
	// Check is the terrain check on entering, nil when none is made.
	Check *TerrainCheck
	// DefenseMultiplier multiplies the unit's defence there; 1 when none
	// (infantry ×2 in forest, rubble and swamp, ×3 in town; armour ×2 in town).
	DefenseMultiplier float64
	// DefenseBonus is added to the defence there (walkers +1 in forest,
	// rubble and swamp, +2 in a crater).
	DefenseBonus float64
	// DefenseFixed is the defence the unit has there whatever its own
	// (militia: 1 in clear, 2 in forest, 3 in town); 0 when not fixed.
	DefenseFixed float64
	// MilitiaAsInfantry is set where militia read a D as infantry do
	// instead of as an X.
	MilitiaAsInfantry bool
	// CannotAttack is set where the unit may not attack (infantry on water,
	// an Ogre or walker underwater).
	CannotAttack bool
	// CannotBeAttacked is set where the unit may not be attacked (an Ogre or
	// walker underwater).
	CannotBeAttacked bool
	// AttackDRM is added to the die of the unit's own attacks made from
	// there (a walker in a crater: -1).
	AttackDRM int
	// NoSecondMove is set where a GEV gets no GEV phase.
	NoSecondMove bool
	// RoadBonus is the extra movement, in hexes, for a move spent entirely
	// on the road. Under the FAQ a GEV earns it in each of its two
	// movement phases; Ogre Lite's 2" is 1 hex.
	RoadBonus float64
	// DestroyedIfForced is set where a unit forced in (a collapsing bridge)
	// is destroyed.
	DestroyedIfForced bool
	// Note is one short sentence for the referee where the effect needs it.
	Note string
	// Source names the rules file and section the effect comes from.
	Source string
}

// Defense returns the defence a unit of base defence has there: the fixed
// value where there is one, otherwise base times the multiplier plus the
// bonus.
func (e TerrainEffect) Defense(base float64) float64 {
	if e.DefenseFixed > 0 {
		return e.DefenseFixed
	}
	m := e.DefenseMultiplier
	if m == 0 {
		m = 1
	}
	return base*m + e.DefenseBonus
}

// TerrainFor returns what terrain t does to a unit of movement mode mode
// under variant v (the empty variant is Published, as in ParseVariant). An
// unknown mode, terrain or variant is an error.
//
// Published and Classic share the FAQ's per-mode lists (000 FAQ, MOVEMENT
// MODES): OFFICIAL-NOTES changes only how a unit disabled by terrain
// recovers, which is handled elsewhere. Lite uses Ogre Lite's terrain table
// where it speaks (see liteTerrain) and the FAQ elsewhere.
func TerrainFor(mode engine.Mode, t engine.Terrain, v engine.Variant) (TerrainEffect, error) {
	if !slices.Contains(engine.Modes, mode) {
		names := make([]string, len(engine.Modes))
		for i, m := range engine.Modes {
			names[i] = string(m)
		}
		return TerrainEffect{}, engine.Refusef("unknown movement mode %q; choose %s", mode,
			strings.Join(names[:len(names)-1], ", ")+" or "+names[len(names)-1])
	}
	if !slices.Contains(Terrains, t) {
		return TerrainEffect{}, engine.Refusef("unknown terrain %q; choose %s", t, terrainChoices())
	}
	var e TerrainEffect
	var ok bool
	if v == "" {
		v = Published
	}
	rules := crtVariants[v]
	if rules == nil {
		return TerrainEffect{}, engine.Refusef("unknown rules variant %q; choose %s", v, engine.OrList(engine.VariantsOf(ogreCRT{})))
	}
	if rules.liteTerrain {
		e, ok = liteTerrain()[terrainKey{mode, t}]
	}
	if !ok {
		e, ok = faqTerrain()[terrainKey{mode, t}]
		if ok && rules.notesRecovery && e.Check != nil && len(e.Check.Disabled) > 0 &&
			(t == TerrainForest || t == TerrainRubble || t == TerrainSwamp) {
			e.Source += "; OFFICIAL-NOTES, Disabled units (recovers on 1-4)"
		}
	}
	if !ok {
		return TerrainEffect{}, engine.Refusef("no terrain rule for a %s unit in %s", mode, t)
	}
	e.Check = e.Check.clone()
	return e, nil
}

// The catalog ids of the ARMOR! units whose terrain is their own.
const (
	idGrunts       = "grunts"
	idEDD209       = "edd-209"
	idMobileBridge = "mobile-bridge"
)

// TerrainForUnit returns what terrain t does to a unit of type ut under
// variant v: TerrainFor its movement mode, with the exceptions the ARMOR!
// supplement gives its units (001 ARMOR!): grunts and EDD 209s move as
// infantry but cannot enter water, and roll in swamp, grunts held one more
// turn on 1-2 (3.017), each EDD squad stuck for good on 1-2 (3.018); the
// Mobile Bridge moves as a heavy tank but enters a river hex for 2
// movement points (3.011).
func TerrainForUnit(ut *engine.UnitType, t engine.Terrain, v engine.Variant) (TerrainEffect, error) {
	e, err := TerrainFor(ut.Mode, t, v)
	if err != nil {
		return e, err
	}
	switch {
	case ut.ID == idGrunts && t == TerrainWater:
		e.Enter, e.Check, e.DestroyedIfForced = EnterNever, nil, false
		e.Note, e.Source = "Grunts cannot enter water at all.", "001 ARMOR!, 3.017 Grunts"
	case ut.ID == idEDD209 && t == TerrainWater:
		e.Enter, e.Check, e.DestroyedIfForced = EnterNever, nil, false
		e.Note, e.Source = "EDD 209s may not enter water.", "001 ARMOR!, 3.018 Electronic Defense Drones: Model 209"
	case ut.ID == idGrunts && t == TerrainSwamp:
		e.Check = &TerrainCheck{Disabled: []int{1, 2}, HeldTurns: 1}
		e.Note, e.Source = "On 1-2 it is stuck and spends one more turn in the hex to get out.", "001 ARMOR!, 3.017 Grunts"
	case ut.ID == idEDD209 && t == TerrainSwamp:
		e.Check = &TerrainCheck{Stuck: []int{1, 2}, PerSquad: true}
		e.Note, e.Source = "A die a squad: on 1-2 the squad is stuck in the hex for good.", "001 ARMOR!, 3.018 Electronic Defense Drones: Model 209"
	case ut.ID == idMobileBridge && t == TerrainWater:
		e.Enter, e.Check, e.DestroyedIfForced = EnterCost2, nil, false
		e.Note, e.Source = "It may move into a river hex, at a cost of 2 movement points.", "001 ARMOR!, 3.011 Mobile Bridge"
	}
	return e, nil
}

// terrainDisable disables u by the terrain check c made entering t: to
// roll for recovery as terrain disables (see Resolver.disable), or, for a
// check that holds the unit a number of turns, until the start of its own
// turn after them, without a roll (001 ARMOR!, 3.017 Grunts).
func terrainDisable(r *engine.Resolver, u *engine.Unit, t engine.Terrain, c *TerrainCheck) {
	if c == nil || c.HeldTurns == 0 {
		disable(r, u, CauseTerrain)
		return
	}
	// It spends its next turns in the hex, and moves again after them.
	timer := &engine.Timer{Cause: CauseTerrain, Turn: r.Game().NextTurnOf(u.Side) + c.HeldTurns, Side: u.Side}
	r.Emit(With(engine.Event{Kind: EventDisabled, Unit: u.Label, Text: fmt.Sprintf("%s is stuck in the %s for %s: it gets out at the start of the %s's turn %d.", u.Label, t, count(c.HeldTurns, "more turn"), u.Side, timer.Turn)}, Record{Timer: timer}))
}

// squadChecks makes the terrain check of c for each squad of stack u
// entering t, a die each: the squads stuck stay in t for good as a stack of
// their own, labelled after u, and the rest move on (001 ARMOR!, 3.018
// EDD 209s in swamp).
func squadChecks(r *engine.Resolver, u *engine.Unit, t engine.Terrain, eff TerrainEffect) error {
	c := eff.Check
	d, err := r.Throw(engine.D6(UnitOf(u).Squads, fmt.Sprintf("for %s's terrain check in %s, a die a squad: %s", u.Label, t, c)))
	if err != nil {
		return err
	}
	stuck := 0
	faces := make([]string, len(d))
	for i, x := range d {
		faces[i] = fmt.Sprint(x.Value)
		if c.Outcome(x.Value) == CheckStuck {
			stuck++
		}
	}
	r.Emit(engine.Event{Kind: EventCheck, Unit: u.Label, Dice: d,
		Text: fmt.Sprintf("%s's terrain check in %s, a die a squad: %s; %s stuck.", u.Label, t, strings.Join(faces, ", "), count(stuck, "squad"))})
	switch {
	case stuck == 0:
	case stuck == UnitOf(u).Squads:
		r.Emit(engine.Event{Kind: EventStuck, Unit: u.Label, Text: fmt.Sprintf("%s is stuck in the %s for good (%s).", u.Label, t, eff.Source)})
	default:
		label := r.Game().FreeLabel(u.Label)
		r.Emit(engine.Event{Kind: EventSquadsLost, Unit: u.Label, Squads: stuck,
			Text: fmt.Sprintf("%s leaves %s stuck in the %s as %s: %d moves on.", u.Label, count(stuck, "squad"), t, label, UnitOf(u).Squads-stuck)})
		r.Emit(engine.Event{Kind: engine.EventAdded, Unit: label, Type: u.Type.ID, Side: u.Side, Squads: stuck,
			Text: fmt.Sprintf("%s (%s, %s of %s) stays in the %s.", label, u.Type.Name, count(stuck, "squad"), u.Label, t)})
		r.Emit(With(engine.Event{Kind: EventTerrain, Unit: label, Text: fmt.Sprintf("%s is in %s.", label, t)}, Record{Terrain: t}))
		r.Emit(engine.Event{Kind: EventStuck, Unit: label, Text: fmt.Sprintf("%s is stuck in the %s for good (%s).", label, t, eff.Source)})
	}
	return nil
}

type terrainKey struct {
	mode    engine.Mode
	terrain engine.Terrain
}

// terrainRow is one line of a per-mode terrain list; buildTerrain fills in
// Mode, Terrain, Source (the list's, unless the row names its own) and a
// DefenseMultiplier of 1 where the row leaves it 0.
type terrainRow struct {
	t engine.Terrain
	e TerrainEffect
}

type terrainList struct {
	mode   engine.Mode
	source string
	rows   []terrainRow
}

func buildTerrain(lists []terrainList) map[terrainKey]TerrainEffect {
	m := make(map[terrainKey]TerrainEffect)
	for _, l := range lists {
		for _, r := range l.rows {
			e := r.e
			e.Mode, e.Terrain = l.mode, r.t
			if e.Source == "" {
				e.Source = l.source
			}
			if e.DefenseMultiplier == 0 {
				e.DefenseMultiplier = 1
			}
			k := terrainKey{l.mode, r.t}
			if _, dup := m[k]; dup {
				panic(fmt.Sprintf("engine: terrain table lists %s in %s twice", l.mode, r.t))
			}
			m[k] = e
		}
	}
	return m
}

func disabledOn(d ...int) *TerrainCheck { return &TerrainCheck{Disabled: d} }
func stuckOn(d ...int) *TerrainCheck    { return &TerrainCheck{Stuck: d} }

// Notes shared by several lists.
const (
	noteRoad       = "Defence as the terrain the road runs through."
	noteSecondary  = "No road bonus; defence as the terrain the road runs through."
	noteStream     = "Movement stopped until the next turn."
	noteDrown      = "Cannot enter water; forced in, it is destroyed."
	noteClimb      = "Going down costs nothing; going up costs 1 hex per 6 levels of height."
	noteGEVRough   = "Moves only 1 hex a turn here and has no GEV phase."
	noteJumpJets   = "With jump jets it moves at normal rate but loses the defence bonus."
	noteMilitiaD   = "D results read as for infantry here."
	noteLiteStream = "Stops at the crossing; crosses only if its move started adjacent."
	noteLiteRoad   = `A move spent entirely on the road gains 2" (1 hex).`
)

// faqTerrain is the FAQ's MOVEMENT MODES section, one list per mode, with
// its lines in the FAQ's order (Road 1 is TerrainRoad, Road 2
// TerrainSecondaryRoad, Urban TerrainTown).
var faqTerrain = sync.OnceValue(func() map[terrainKey]TerrainEffect { return buildTerrain(faqTerrainLists) })

// faqTerrainLists are the rows of faqTerrain.
var faqTerrainLists = []terrainList{
	{engine.ModeGEV, "000 FAQ, MOVEMENT MODES, GEV Mode", []terrainRow{
		{TerrainClear, TerrainEffect{Enter: EnterNormal}},
		{TerrainRoad, TerrainEffect{Enter: EnterNormal, RoadBonus: 1,
			Note: "A road bonus in each movement phase, both spent on the road; defence as the terrain the road runs through."}},
		{TerrainSecondaryRoad, TerrainEffect{Enter: EnterNormal, Note: noteSecondary}},
		{TerrainForest, TerrainEffect{Enter: EnterOneHex, Check: disabledOn(1, 2), NoSecondMove: true, Note: noteGEVRough}},
		{TerrainRubble, TerrainEffect{Enter: EnterOneHex, Check: disabledOn(1, 2), NoSecondMove: true, Note: noteGEVRough}},
		{TerrainSwamp, TerrainEffect{Enter: EnterOneHex, Check: disabledOn(1, 2), NoSecondMove: true, Note: noteGEVRough}},
		{TerrainTown, TerrainEffect{Enter: EnterHalf, DefenseMultiplier: 2}},
		{TerrainWater, TerrainEffect{Enter: EnterNormal}},
		{TerrainStream, TerrainEffect{Enter: EnterStop, Note: noteStream}},
		{TerrainCliff, TerrainEffect{Enter: EnterNever}},
		{TerrainCrater, TerrainEffect{Enter: EnterNever}},
	}},
	{engine.ModeTank, "000 FAQ, MOVEMENT MODES, Tank Mode", []terrainRow{
		{TerrainClear, TerrainEffect{Enter: EnterNormal}},
		{TerrainRoad, TerrainEffect{Enter: EnterNormal, RoadBonus: 1, Note: noteRoad}},
		{TerrainSecondaryRoad, TerrainEffect{Enter: EnterNormal, Note: noteSecondary}},
		{TerrainForest, TerrainEffect{Enter: EnterHalf}},
		{TerrainRubble, TerrainEffect{Enter: EnterHalf, Check: disabledOn(1, 2)}},
		{TerrainSwamp, TerrainEffect{Enter: EnterHalf, Check: disabledOn(1, 2)}},
		{TerrainTown, TerrainEffect{Enter: EnterHalf, DefenseMultiplier: 2}},
		{TerrainWater, TerrainEffect{Enter: EnterNever, DestroyedIfForced: true, Note: noteDrown}},
		{TerrainStream, TerrainEffect{Enter: EnterStop, Note: noteStream}},
		{TerrainCliff, TerrainEffect{Enter: EnterNever}},
		{TerrainCrater, TerrainEffect{Enter: EnterNever}},
	}},
	{engine.ModeHeavy, "000 FAQ, MOVEMENT MODES, Heavy Mode", []terrainRow{
		{TerrainClear, TerrainEffect{Enter: EnterNormal}},
		{TerrainRoad, TerrainEffect{Enter: EnterNormal, RoadBonus: 1, Note: noteRoad}},
		{TerrainSecondaryRoad, TerrainEffect{Enter: EnterNormal, Note: noteSecondary}},
		{TerrainForest, TerrainEffect{Enter: EnterNormal}},
		{TerrainRubble, TerrainEffect{Enter: EnterHalf, Check: stuckOn(1, 2)}},
		{TerrainSwamp, TerrainEffect{Enter: EnterHalf, Check: stuckOn(1, 2)}},
		{TerrainTown, TerrainEffect{Enter: EnterHalf, DefenseMultiplier: 2}},
		{TerrainWater, TerrainEffect{Enter: EnterNever, DestroyedIfForced: true, Note: noteDrown}},
		{TerrainStream, TerrainEffect{Enter: EnterIgnores}},
		{TerrainCliff, TerrainEffect{Enter: EnterNever}},
		{TerrainCrater, TerrainEffect{Enter: EnterNever}},
	}},
	{engine.ModeOgre, "000 FAQ, MOVEMENT MODES, Ogre Mode", []terrainRow{
		{TerrainClear, TerrainEffect{Enter: EnterNormal}},
		{TerrainRoad, TerrainEffect{Enter: EnterNormal, RoadBonus: 1, Note: noteRoad}},
		{TerrainSecondaryRoad, TerrainEffect{Enter: EnterNormal, Note: noteSecondary}},
		{TerrainForest, TerrainEffect{Enter: EnterNormal}},
		{TerrainRubble, TerrainEffect{Enter: EnterNormal}},
		// The construction vehicle (mode "Ogre*") is never stuck in swamp: a
		// rule of that unit, applied where it enters (000 FAQ, Construction
		// Vehicle).
		{TerrainSwamp, TerrainEffect{Enter: EnterHalf, Check: stuckOn(1, 2)}},
		{TerrainTown, TerrainEffect{Enter: EnterHalf, DefenseMultiplier: 2}},
		{TerrainWater, TerrainEffect{Enter: EnterHalf, CannotAttack: true, CannotBeAttacked: true,
			Note: "Underwater it can neither attack nor be attacked."}},
		{TerrainStream, TerrainEffect{Enter: EnterIgnores}},
		{TerrainCliff, TerrainEffect{Enter: EnterClimb,
			Note: "May cross 1 level of height for 1/2 hex of movement (see the size table)."}},
		{TerrainCrater, TerrainEffect{Enter: EnterNever}},
	}},
	{engine.ModeInfantry, "000 FAQ, MOVEMENT MODES, Infantry Mode", []terrainRow{
		{TerrainClear, TerrainEffect{Enter: EnterNormal}},
		{TerrainRoad, TerrainEffect{Enter: EnterNormal, RoadBonus: 1, Note: noteRoad}},
		{TerrainSecondaryRoad, TerrainEffect{Enter: EnterNormal, Note: noteSecondary}},
		{TerrainForest, TerrainEffect{Enter: EnterHalf, DefenseMultiplier: 2}},
		{TerrainRubble, TerrainEffect{Enter: EnterHalf, DefenseMultiplier: 2}},
		{TerrainSwamp, TerrainEffect{Enter: EnterHalf, DefenseMultiplier: 2}},
		{TerrainTown, TerrainEffect{Enter: EnterHalf, DefenseMultiplier: 3}},
		{TerrainWater, TerrainEffect{Enter: EnterHalf, CannotAttack: true, Note: "Cannot attack while on water."}},
		{TerrainStream, TerrainEffect{Enter: EnterIgnores}},
		{TerrainCliff, TerrainEffect{Enter: EnterClimb, Note: noteClimb}},
		{TerrainCrater, TerrainEffect{Enter: EnterNever}},
	}},
	{engine.ModeMarine, "000 FAQ, MOVEMENT MODES, Marine Mode", []terrainRow{
		{TerrainClear, TerrainEffect{Enter: EnterNormal}},
		{TerrainRoad, TerrainEffect{Enter: EnterNormal, RoadBonus: 1, Note: noteRoad}}, // the FAQ's 2" road bonus
		{TerrainSecondaryRoad, TerrainEffect{Enter: EnterNormal, Note: noteSecondary}},
		{TerrainForest, TerrainEffect{Enter: EnterHalf, DefenseMultiplier: 2}},
		{TerrainRubble, TerrainEffect{Enter: EnterHalf, DefenseMultiplier: 2}},
		{TerrainSwamp, TerrainEffect{Enter: EnterHalf, DefenseMultiplier: 2}},
		{TerrainTown, TerrainEffect{Enter: EnterHalf, DefenseMultiplier: 3}},
		{TerrainWater, TerrainEffect{Enter: EnterNormal,
			Note: "Treats water as clear; underwater, only howitzers, Ogre missiles and cruise missiles can attack it."}},
		{TerrainStream, TerrainEffect{Enter: EnterIgnores}},
		{TerrainCliff, TerrainEffect{Enter: EnterClimb, Note: noteClimb}},
		{TerrainCrater, TerrainEffect{Enter: EnterNever}},
	}},
	{engine.ModeMilitia, "000 FAQ, MOVEMENT MODES, Militia Mode", []terrainRow{
		{TerrainClear, TerrainEffect{Enter: EnterEvery2Turns, DefenseFixed: 1,
			Note: "Defence 1 regardless; destroyed by a D, X or XX result."}},
		{TerrainRoad, TerrainEffect{Enter: EnterEvery2Turns,
			Note: "No road bonus; defence of the terrain the road runs through; destroyed by D, X or XX."}},
		{TerrainSecondaryRoad, TerrainEffect{Enter: EnterEvery2Turns,
			Note: "Defence of the terrain the road runs through; destroyed by D, X or XX."}},
		{TerrainForest, TerrainEffect{Enter: EnterEvery4Turns, DefenseFixed: 2, MilitiaAsInfantry: true, Note: noteMilitiaD}},
		{TerrainRubble, TerrainEffect{Enter: EnterEvery4Turns, DefenseFixed: 2, MilitiaAsInfantry: true, Note: noteMilitiaD}},
		{TerrainSwamp, TerrainEffect{Enter: EnterEvery4Turns, DefenseFixed: 2, MilitiaAsInfantry: true, Note: noteMilitiaD}},
		{TerrainTown, TerrainEffect{Enter: EnterEvery4Turns, DefenseFixed: 3, MilitiaAsInfantry: true, Note: noteMilitiaD}},
		{TerrainWater, TerrainEffect{Enter: EnterNever, DestroyedIfForced: true, Note: noteDrown}},
		{TerrainStream, TerrainEffect{Enter: EnterIgnores}},
		{TerrainCliff, TerrainEffect{Enter: EnterDownOnly,
			Note: "Cannot climb; rappelling down costs 1 turn per 3 levels of height."}},
		{TerrainCrater, TerrainEffect{Enter: EnterNever}},
	}},
	{engine.ModeWheeled, "000 FAQ, MOVEMENT MODES, Wheeled Mode", []terrainRow{
		{TerrainClear, TerrainEffect{Enter: EnterOneHexSafe,
			Check: &TerrainCheck{Stuck: []int{1, 2}, Disabled: []int{3}, When: "moving more than 1 hex"}}},
		// The wheeled list gives no road bonus, unlike the other ground modes.
		{TerrainRoad, TerrainEffect{Enter: EnterNormal, Note: "No road bonus in the FAQ's wheeled list; defence as the terrain the road runs through."}},
		{TerrainSecondaryRoad, TerrainEffect{Enter: EnterNormal, Note: noteSecondary}},
		{TerrainForest, TerrainEffect{Enter: EnterRoadOnly, Note: "Only on a road; forced in, it is stuck."}},
		{TerrainRubble, TerrainEffect{Enter: EnterRoadOnly, Note: "Only on a road; forced in, it is stuck."}},
		{TerrainSwamp, TerrainEffect{Enter: EnterRoadOnly, Note: "Only on a road; forced in, it is stuck."}},
		{TerrainTown, TerrainEffect{Enter: EnterHalf, DefenseMultiplier: 2}},
		{TerrainWater, TerrainEffect{Enter: EnterNever, DestroyedIfForced: true, Note: noteDrown}},
		{TerrainStream, TerrainEffect{Enter: EnterNever}},
		{TerrainCliff, TerrainEffect{Enter: EnterNever}},
		{TerrainCrater, TerrainEffect{Enter: EnterNever}},
	}},
	{engine.ModeVTOL, "000 FAQ, MOVEMENT MODES, VTOL Mode", []terrainRow{
		{TerrainClear, TerrainEffect{Enter: EnterNormal}},
		{TerrainRoad, TerrainEffect{Enter: EnterNormal, Note: "No road bonus and no defensive bonus in flight."}},
		{TerrainSecondaryRoad, TerrainEffect{Enter: EnterNormal, Note: "No defensive bonus in flight."}},
		{TerrainForest, TerrainEffect{Enter: EnterFlyOver, Note: "May not land in forest."}},
		{TerrainRubble, TerrainEffect{Enter: EnterFlyOver, Note: "May not land in rubble."}},
		{TerrainSwamp, TerrainEffect{Enter: EnterFlyOver, Note: "May not land in swamp."}},
		{TerrainTown, TerrainEffect{Enter: EnterNormal,
			Note: "No defensive bonus in flight; defence doubled if grounded in town."}},
		{TerrainWater, TerrainEffect{Enter: EnterNormal}},
		{TerrainStream, TerrainEffect{Enter: EnterIgnores}},
		{TerrainCliff, TerrainEffect{Enter: EnterIgnores}},
		{TerrainCrater, TerrainEffect{Enter: EnterFlyOver, Note: "May not land in a crater."}},
	}},
	{engine.ModeWalker, "000 FAQ, MOVEMENT MODES, Walker Mode; Optional Walker Rules, 2.0 Movement and Terrain", []terrainRow{
		{TerrainClear, TerrainEffect{Enter: EnterNormal}},
		{TerrainRoad, TerrainEffect{Enter: EnterNormal, RoadBonus: 1,
			Note: "Road bonus 2 hexes in wheel mode; defence as the terrain the road runs through."}},
		{TerrainSecondaryRoad, TerrainEffect{Enter: EnterNormal, Note: noteSecondary}},
		{TerrainForest, TerrainEffect{Enter: EnterHalf, DefenseBonus: 1, Note: noteJumpJets}},
		{TerrainRubble, TerrainEffect{Enter: EnterHalf, DefenseBonus: 1, Note: noteJumpJets}},
		{TerrainSwamp, TerrainEffect{Enter: EnterHalf, DefenseBonus: 1, Note: noteJumpJets}},
		{TerrainTown, TerrainEffect{Enter: EnterHalf, DefenseMultiplier: 2, Note: noteJumpJets}},
		{TerrainWater, TerrainEffect{Enter: EnterHalf, CannotAttack: true, CannotBeAttacked: true,
			Note: "Only in water next to land (farther out it is destroyed); it can neither attack nor be attacked."}},
		{TerrainStream, TerrainEffect{Enter: EnterIgnores}},
		{TerrainCliff, TerrainEffect{Enter: EnterJumpJets,
			Note: "Jump jets climb 1 level per hex; without them it falls and takes damage as a superheavy."}},
		{TerrainCrater, TerrainEffect{Enter: EnterJumpJets, DefenseBonus: 2, AttackDRM: -1,
			Note: "Entering ends its move and it may not leave until its next turn; -1 on its attack rolls."}},
	}},
	// An immobile unit (a howitzer, a structure) never enters terrain but
	// stands in it. It takes the armour defence of the FAQ's Tank Mode list:
	// doubled in town, nothing elsewhere (Ogre Lite's HWZ card agrees: place
	// the howitzer in a town for the defensive bonus).
	{engine.ModeNone, "000 FAQ, MOVEMENT MODES, Tank Mode (defence of an immobile unit)", []terrainRow{
		{TerrainClear, TerrainEffect{Enter: EnterImmobile}},
		{TerrainRoad, TerrainEffect{Enter: EnterImmobile, Note: noteRoad}},
		{TerrainSecondaryRoad, TerrainEffect{Enter: EnterImmobile, Note: noteRoad}},
		{TerrainForest, TerrainEffect{Enter: EnterImmobile}},
		{TerrainRubble, TerrainEffect{Enter: EnterImmobile}},
		{TerrainSwamp, TerrainEffect{Enter: EnterImmobile}},
		{TerrainTown, TerrainEffect{Enter: EnterImmobile, DefenseMultiplier: 2}},
		{TerrainWater, TerrainEffect{Enter: EnterImmobile, DestroyedIfForced: true,
			Note: "Cannot stand in water; dropped in, it is destroyed.", Source: "000 FAQ, TERRAIN, Water"}},
		{TerrainStream, TerrainEffect{Enter: EnterImmobile, Note: "A stream is a hexside: the unit stands on one side of it."}},
		{TerrainCliff, TerrainEffect{Enter: EnterImmobile, Note: "A cliff is a hexside: the unit stands on one side of it."}},
		{TerrainCrater, TerrainEffect{Enter: EnterImmobile}},
	}},
}

// liteTerrain is Ogre Lite's terrain table (003 Ogre Lite, TERRAIN). The
// text file flattens the table; it reads:
//
//	Road – a unit that spends its entire movement on a road has a bonus of 2".
//	HVY and SHVY units move as Ogres; HVYs cannot enter water. GEV MSL
//	SWAMP 2 Move to enter. Disabled on 1-2. FOREST As Swamp. 2 Move to enter.
//	TOWN 2 Move to enter. 2×DEF STREAM Stop at crossing; only cross if started
//	move adjacent. WATER As Road Cannot enter / INF 2×DEF / Ogre As GEV /
//	2×DEF / No effect. / 3×DEF / As GEV. / No effect. No effect. /
//	2 Move to enter. Cannot attack.
//
// It is read as a table of rows SWAMP, FOREST, TOWN, STREAM, WATER and
// columns GEV, MSL (the missile tank, standing for tank-mode armour), INF
// and Ogre. The GEV and MSL columns come out row by row; where a row holds
// one text it is a cell spanning both columns, where two the first is GEV's:
//
//	         GEV                          MSL
//	SWAMP    2 Move to enter. Disabled on 1-2 (both)
//	FOREST   As Swamp                     2 Move to enter
//	TOWN     2 Move to enter. 2×DEF (both)
//	STREAM   Stop at crossing; only cross if started move adjacent (both)
//	WATER    As Road                      Cannot enter
//
// The INF and Ogre columns then come out cell by cell, INF first, with the
// last text a cell spanning both:
//
//	         INF                          Ogre
//	SWAMP    2×DEF                        As GEV
//	FOREST   2×DEF                        No effect
//	TOWN     3×DEF                        As GEV
//	STREAM   No effect                    No effect
//	WATER    2 Move to enter. Cannot attack (both)
//
// This reading agrees with the FAQ's lists in every cell where they can be
// compared (tank forest slowed but unchecked, Ogre swamp slowed and
// checked, Ogre forest and stream free, infantry on water slowed and
// unable to attack), and "HVYs cannot enter water" implies Ogres can.
// Heavy tanks use the Ogre column, but cannot enter water. Where Ogre Lite
// has no row (clear, rubble, cliff, crater, secondary road) and for the
// modes it has no column for (marine, militia, wheeled, VTOL, walker,
// immobile), the FAQ's lists apply. Ogre Lite has no GEV-phase restriction:
// its GEVs move again in phase 5 unless disabled.
var liteTerrain = sync.OnceValue(func() map[terrainKey]TerrainEffect { return buildTerrain(liteTerrainLists) })

// liteTerrainLists are the rows of liteTerrain.
var liteTerrainLists = []terrainList{
	{engine.ModeGEV, "003 Ogre Lite, TERRAIN", []terrainRow{
		{TerrainRoad, TerrainEffect{Enter: EnterNormal, RoadBonus: 1, Note: noteLiteRoad}},
		{TerrainSwamp, TerrainEffect{Enter: EnterCost2, Check: disabledOn(1, 2)}},
		{TerrainForest, TerrainEffect{Enter: EnterCost2, Check: disabledOn(1, 2)}},
		{TerrainTown, TerrainEffect{Enter: EnterCost2, DefenseMultiplier: 2}},
		{TerrainStream, TerrainEffect{Enter: EnterStop, Note: noteLiteStream}},
		{TerrainWater, TerrainEffect{Enter: EnterNormal,
			Note: "Moves on water as on a road (whether that earns the road bonus is not said)."}},
	}},
	{engine.ModeTank, "003 Ogre Lite, TERRAIN", []terrainRow{
		{TerrainRoad, TerrainEffect{Enter: EnterNormal, RoadBonus: 1, Note: noteLiteRoad}},
		{TerrainSwamp, TerrainEffect{Enter: EnterCost2, Check: disabledOn(1, 2)}},
		{TerrainForest, TerrainEffect{Enter: EnterCost2}},
		{TerrainTown, TerrainEffect{Enter: EnterCost2, DefenseMultiplier: 2}},
		{TerrainStream, TerrainEffect{Enter: EnterStop, Note: noteLiteStream}},
		{TerrainWater, TerrainEffect{Enter: EnterNever, DestroyedIfForced: true, Note: noteDrown,
			Source: "003 Ogre Lite, TERRAIN; 000 FAQ, TERRAIN, Water"}},
	}},
	{engine.ModeInfantry, "003 Ogre Lite, TERRAIN", []terrainRow{
		{TerrainRoad, TerrainEffect{Enter: EnterNormal, RoadBonus: 1, Note: noteLiteRoad}},
		{TerrainSwamp, TerrainEffect{Enter: EnterNormal, DefenseMultiplier: 2}},
		{TerrainForest, TerrainEffect{Enter: EnterNormal, DefenseMultiplier: 2}},
		{TerrainTown, TerrainEffect{Enter: EnterNormal, DefenseMultiplier: 3}},
		{TerrainStream, TerrainEffect{Enter: EnterIgnores}},
		{TerrainWater, TerrainEffect{Enter: EnterCost2, CannotAttack: true, Note: "Cannot attack while on water."}},
	}},
	{engine.ModeOgre, "003 Ogre Lite, TERRAIN", []terrainRow{
		{TerrainRoad, TerrainEffect{Enter: EnterNormal, RoadBonus: 1, Note: noteLiteRoad}},
		{TerrainSwamp, TerrainEffect{Enter: EnterCost2, Check: disabledOn(1, 2)}},
		{TerrainForest, TerrainEffect{Enter: EnterNormal}},
		{TerrainTown, TerrainEffect{Enter: EnterCost2, DefenseMultiplier: 2}},
		{TerrainStream, TerrainEffect{Enter: EnterIgnores}},
		{TerrainWater, TerrainEffect{Enter: EnterCost2, CannotAttack: true,
			Note: "Cannot attack while in water (Ogre Lite does not say it cannot be attacked)."}},
	}},
	{engine.ModeHeavy, "003 Ogre Lite, TERRAIN (HVY moves as an Ogre)", []terrainRow{
		{TerrainRoad, TerrainEffect{Enter: EnterNormal, RoadBonus: 1, Note: noteLiteRoad}},
		{TerrainSwamp, TerrainEffect{Enter: EnterCost2, Check: disabledOn(1, 2)}},
		{TerrainForest, TerrainEffect{Enter: EnterNormal}},
		{TerrainTown, TerrainEffect{Enter: EnterCost2, DefenseMultiplier: 2}},
		{TerrainStream, TerrainEffect{Enter: EnterIgnores}},
		{TerrainWater, TerrainEffect{Enter: EnterNever, DestroyedIfForced: true,
			Note:   "HVYs cannot enter water; forced in, it is destroyed.",
			Source: "003 Ogre Lite, TERRAIN (HVYs cannot enter water); 000 FAQ, TERRAIN, Water"}},
	}},
}

// FreedBy returns how long a construction vehicle takes to free a unit of
// movement mode mode stuck in terrain t, as a phrase for the referee ("a
// construction vehicle frees it in 2 turns, 1 with an engineer squad"), or
// "" when the FAQ's table has no line for it (000 FAQ, Construction
// Vehicle: wheeled units in swamp, forest, rubble or clear 1 turn; armour
// in swamp or rubble 2, 1 with engineers; Ogre-type units, the superheavy
// among them, in swamp 4, 3 with engineers).
func FreedBy(mode engine.Mode, t engine.Terrain) string {
	var alone, helped int
	switch {
	case mode == engine.ModeWheeled && (t == TerrainSwamp || t == TerrainForest || t == TerrainRubble || t == TerrainClear):
		alone, helped = 1, 1
	case (mode == engine.ModeTank || mode == engine.ModeHeavy || mode == engine.ModeGEV) && (t == TerrainSwamp || t == TerrainRubble):
		alone, helped = 2, 1
	case mode == engine.ModeOgre && t == TerrainSwamp:
		alone, helped = 4, 3
	default:
		return ""
	}
	turns := func(n int) string {
		if n == 1 {
			return "1 turn"
		}
		return fmt.Sprintf("%d turns", n)
	}
	return fmt.Sprintf("a construction vehicle frees it in %s, %d with an engineer squad", turns(alone), helped)
}
