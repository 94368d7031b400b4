package crt

import (
	"encoding/json"
	"ogretable/engine"
	"slices"
	"strings"
)

// ogreCRT is the first rule system: the Ogre combat results table rules in
// the variants published, classic and lite (000 FAQ; 003 Ogre Lite;
// OFFICIAL-NOTES). Where the variants differ, crtRules holds the
// difference as data. It keeps a UnitState of each unit (treads,
// weapons, squads, structure points) and a GameState of the game
// (rams, the overrun, cruise missiles, the walker rules).
type ogreCRT struct{}

// SystemName is the Ogre CRT system's name, as its games record it.
const SystemName = "ogre-crt"

func (ogreCRT) Name() string  { return SystemName }
func (ogreCRT) Title() string { return "the Ogre CRT rules" }
func (ogreCRT) Variants() []engine.Variant {
	return []engine.Variant{Published, Classic, Lite}
}
func (ogreCRT) Phases() []engine.Phase       { return Phases }
func (ogreCRT) NewState() engine.SystemState { return newGameState() }
func (ogreCRT) DecodeState(g *engine.Game, data json.RawMessage) (engine.SystemState, error) {
	return decodeGameState(g, data)
}

// The CRT reads the squads of an infantry stack added (Adder).
var _ engine.Adder = ogreCRT{}

func (ogreCRT) PrepareAdd(g *engine.Game, t *engine.UnitType, e *engine.Event) error {
	return prepareAdd(g, t, e)
}
func (ogreCRT) CloneUnits(dst, src []*engine.Unit) { cloneUnits(dst, src) }
func (ogreCRT) Configure(g *engine.Game, options json.RawMessage) error {
	return configure(g, options)
}
func (ogreCRT) Retype(g *engine.Game, u *engine.Unit) error { return retype(g, u) }
func (ogreCRT) SpecialRules() []string                      { return RuleNames() }
func (ogreCRT) Check(g *engine.Game, s string) (bool, bool, string, error) {
	return judgeCheck(g, s)
}
func (ogreCRT) NewUnit(g *engine.Game, u *engine.Unit, e engine.Event) (engine.UnitState, error) {
	return newUnit(g, u, e)
}
func (ogreCRT) DecodeUnit(g *engine.Game, u *engine.Unit, data json.RawMessage) (engine.UnitState, error) {
	return decodeUnit(g, u, data)
}

// Keywords returns the words the CRT's parsers read that no verb's syntax
// shows: "dice" for "die", "off-board" for "offboard", a blast's
// ":underwater", and the other names of the cruise missile types
// (ParseMissileType).
func (ogreCRT) Keywords() []string {
	return []string{"dice", "off-board", "underwater", "cruise", "cm", "mcm", "minimissile", "dwcm", "dm"}
}

// ApplyEvent folds the Ogre CRT system's events beyond the shared
// envelope's.
func (ogreCRT) ApplyEvent(g *engine.Game, e engine.Event) (bool, error) { return applyEvent(g, e) }

// Victory returns the scenario's victory conditions as they stand (see
// Victory).
func (ogreCRT) Victory(g *engine.Game, sc *engine.Scenario) []engine.VictoryStatus {
	return Victory(g, sc)
}

// init registers the system, and its published rules as the program's
// default variant (before the system, so that a verb's usage is the
// default system's).
func init() {
	engine.RegisterDefault(Published)
	engine.RegisterSystem(ogreCRT{})
}

// Verbs returns the Ogre CRT system's verbs in help order.
func (ogreCRT) Verbs() []*engine.VerbDef { return ogreSetupVerbs }

var ogreVerbs = []*engine.VerbDef{
	{Verb: VerbFire, Syntax: "fire ATTACKER[,ATTACKER...] at TARGET [through TERRAIN] [with LABEL[,LABEL...]] [die N...]",
		Help:  "resolve an attack (OGRE.main1, OGRE.treads; WALKER:2 fires part of a walker's attack, INF:1 one squad in an overrun); through: the terrain the line of fire crosses, for a laser's line of sight; with: units stacked with the target take spillover, a die each after the attack's",
		Parse: parseFire, Resolve: fire, Complete: completeFire},
	empVerb,
	{Verb: VerbRam, Syntax: "ram RAMMER TARGET [die N...]", Help: "an Ogre or a unit rams another",
		Parse: parseRam, Resolve: ram, Complete: completeRam},
	{Verb: VerbOverrun, Syntax: "overrun ATTACKER[,...] at DEFENDER[,...]", Forms: []string{"overrun join LABEL[,...]", "overrun end"},
		Help:  "start an overrun, fought by fire rounds: \"next\" ends a round, \"overrun join LABEL[,...]\" moves units in, \"overrun end\" stops it",
		Parse: parseOverrun, Resolve: overrun, Complete: completeOverrun},
	{Verb: VerbTerrain, Syntax: "terrain LABEL TERRAIN", Help: "say where a unit is (no check)",
		Parse: parseTerrain, Resolve: terrain, Complete: completeTerrain},
	{Verb: VerbEnter, Syntax: "enter LABEL TERRAIN [far] [forced] [die N]",
		Help:  "a unit moved into terrain: terrain check (far: more than 1 hex there, for wheeled units in clear; forced: forced in)",
		Parse: parseTerrain, Resolve: terrain, Complete: completeEnter},
	{Verb: VerbFree, Syntax: "free LABEL", Help: "free a stuck unit",
		Parse: engine.ParseLabel, Resolve: free, Complete: completeFree},
	{Verb: engine.VerbNext, Syntax: "next [die N...]", Help: "advance to the next phase",
		Parse: engine.ParseDiceOnly, Resolve: next, Complete: func(*engine.Game, []string) []string { return []string{"die"} }},
	walkerVerbs[0], walkerVerbs[1],
	correctionVerbs[0], correctionVerbs[1], correctionVerbs[2],
	missileVerbs[0], // launch
	missileVerbs[1], // intercept
	missileVerbs[2], // lucky
	missileVerbs[3], // split
	missileVerbs[4], // blast
}

// crtRules is what a variant of the Ogre CRT rules changes, as data; the
// rules code reads it instead of comparing variant names.
type crtRules struct {
	// ramLimit is how many rams a unit may make in a player-turn: two in the
	// published rules (OFFICIAL-NOTES, Ramming), one in Ogre Lite (003 Ogre
	// Lite, RAMMING); the classic FAQ sets none.
	ramLimit int
	// twoOrOneOgre: two units a turn, or one enemy Ogre (OFFICIAL-NOTES,
	// Ramming).
	twoOrOneOgre bool
	// ogresAndSuperheavyRam: only Ogres and the superheavy ram, the
	// superheavy as a Mark I with notional tread units (000 FAQ, RAMMING).
	ogresAndSuperheavyRam bool
	// ramDestroysArmour: armour rammed by an Ogre is destroyed and the Ogre
	// loses 2 treads (000 FAQ, RAMMING).
	ramDestroysArmour bool
	// superheavyRamAttack: a rammed superheavy takes a 1-1 attack and the
	// Ogre loses 3 treads (OFFICIAL-NOTES, Ramming).
	superheavyRamAttack bool
	// howitzerHeavyInRams: a mobile howitzer costs a rammer 2 treads, as a
	// heavy tank does (OFFICIAL-NOTES, Ramming; not in 003 Ogre Lite).
	howitzerHeavyInRams bool
	// ogreRamSelf is the treads an Ogre loses ramming an Ogre that is not
	// larger (OFFICIAL-NOTES, Ramming: 3; 000 FAQ, RAMMING: 2), and
	// equalIsLarger counts an Ogre of the same size as larger (000 FAQ).
	ogreRamSelf   int
	equalIsLarger bool
	// ramsInOverrun, when set, is the source by which a ram is made only
	// during an overrun, after the rammer's first fire round: the classic
	// FAQ (000 FAQ, RAMMING: "An Ogre may ram after the fire phases during
	// an overrun") and Ogre Lite (003 Ogre Lite, RAMMING, under OVERRUNS:
	// "after its first fire round"); empty in the published rules, where a
	// unit entering an enemy's place rams in movement (OFFICIAL-NOTES, The
	// turn).
	ramsInOverrun string
	// onlyOgresRam: only Ogres ram, not the superheavy or other armour (003
	// Ogre Lite, RAMMING: "Ogres may ram one unit").
	onlyOgresRam bool
	// gevRamsArmour: a GEV may ram armour, an attack at twice its strength
	// that destroys the GEV (the published rules, 6.07.3).
	gevRamsArmour bool
	// townEndsGEVMove: a GEV that entered town in the first movement phase
	// has no second (OFFICIAL-NOTES, The turn: the published reference
	// card); the terrain table's NoSecondMove (forest, rubble, swamp) holds
	// in every variant.
	townEndsGEVMove bool
	// liteTerrain: Ogre Lite's terrain table where it speaks, the FAQ's
	// elsewhere; notesRecovery: a unit disabled by terrain recovers on 1-4
	// (OFFICIAL-NOTES, Disabled units), which the terrain source says.
	liteTerrain   bool
	notesRecovery bool
	// ogreMissileVP is what an Ogre missile scores where the variant's
	// source differs from the catalog's published 1: the FAQ's systems
	// table gives 3 (000 FAQ, OFFICIAL UNITS LIST); 0 keeps the catalog's.
	ogreMissileVP float64
	// overrunSquads: infantry fight an overrun as single squads, each
	// defending alone and lost to any result but NE (000 FAQ, OVERRUN);
	// Ogre Lite has no such rule, so a stack defends whole and a D read as
	// X destroys it (003 Ogre Lite, OVERRUNS).
	overrunSquads bool
	// disabledOgresHalved: in an overrun disabled units attack at half,
	// Ogres too (003 Ogre Lite, OVERRUNS: "Disabled units attack at 1/2");
	// the FAQ halves only units firing back (000 FAQ, OVERRUN).
	disabledOgresHalved bool
}

// crtVariants holds each variant's rules.
var crtVariants = map[engine.Variant]*crtRules{
	Published: {ramLimit: 2, twoOrOneOgre: true, superheavyRamAttack: true, howitzerHeavyInRams: true,
		ogreRamSelf: 3, notesRecovery: true, gevRamsArmour: true, townEndsGEVMove: true,
		ogreMissileVP: 0, overrunSquads: true},
	Classic: {ramLimit: 1 << 30, ogresAndSuperheavyRam: true, ramDestroysArmour: true, howitzerHeavyInRams: true,
		ogreRamSelf: 2, equalIsLarger: true, ramsInOverrun: "000 FAQ, RAMMING",
		ogreMissileVP: 3, overrunSquads: true},
	Lite: {ramLimit: 1, ogreRamSelf: 3, liteTerrain: true, ramsInOverrun: "003 Ogre Lite, RAMMING", onlyOgresRam: true,
		ogreMissileVP: 0, disabledOgresHalved: true},
}

// rules returns the game's Ogre CRT variant rules; a game of another
// system, or of no variant, gets the published ones.
func rules(g *engine.Game) *crtRules {
	if r := crtVariants[g.Variant]; r != nil {
		return r
	}
	return crtVariants[Published]
}

// OgreTargets returns the parts of an Ogre that can be targeted: its treads
// while it has some, then every working weapon; nil for a unit that is not
// an Ogre.
func OgreTargets(u *engine.Unit) []string {
	if !IsOgre(u) {
		return nil
	}
	var refs []string
	if UnitOf(u).Treads > 0 {
		refs = append(refs, u.Label+".treads")
	}
	for _, w := range UnitOf(u).Weapons {
		if w.Status == engine.StatusOK {
			refs = append(refs, u.Label+"."+w.ID)
		}
	}
	return refs
}

// attackerRefs returns what can be named as an attacker: the units in play
// that are not Ogres, and every working weapon of each Ogre; the side to
// play first.
func attackerRefs(g *engine.Game) []string {
	var own, other []string
	for _, u := range g.Units {
		if !u.Alive() {
			continue
		}
		var refs []string
		if IsOgre(u) {
			for _, w := range UnitOf(u).Weapons {
				if w.Status == engine.StatusOK {
					refs = append(refs, u.Label+"."+w.ID)
				}
			}
		} else {
			refs = append(refs, u.Label)
		}
		if u.Side == g.CurrentSide() {
			own = append(own, refs...)
		} else {
			other = append(other, refs...)
		}
	}
	return append(own, other...)
}

// targetRefs returns what can be named as a target by side: the enemy
// units in play, and for an Ogre its treads and each working weapon.
func targetRefs(g *engine.Game, side string) []string {
	var out []string
	for _, u := range g.Units {
		if !u.Alive() || u.Side == side {
			continue
		}
		refs := OgreTargets(u)
		if len(refs) == 0 {
			refs = append([]string{u.Label}, WeaponTargets(u)...)
		}
		out = append(out, refs...)
	}
	return out
}

// LabelsWhere returns the labels of the units that keep accepts, in order.
func LabelsWhere(g *engine.Game, keep func(*engine.Unit) bool) []string {
	var out []string
	for _, u := range g.Units {
		if keep(u) {
			out = append(out, u.Label)
		}
	}
	return out
}

func alive(u *engine.Unit) bool { return u.Alive() }

func completeFire(g *engine.Game, args []string) []string {
	at := engine.IndexWord(args, "at")
	with := engine.IndexWord(args, "with")
	side := g.CurrentSide()
	if len(args) > 0 {
		label, _, _ := strings.Cut(args[0], ".")
		label, _, _ = strings.Cut(label, ":")
		if u := g.Unit(label); u != nil {
			side = u.Side
		}
	}
	switch {
	case at < 0:
		all := attackerRefs(g)
		if len(args) > 0 {
			all = append(all, "at")
		}
		return all
	case at == len(args)-1:
		return targetRefs(g, side)
	case with > at:
		all := LabelsWhere(g, func(u *engine.Unit) bool { return u.Alive() && u.Side != side && !IsOgre(u) })
		if with < len(args)-1 {
			all = append(all, "die")
		}
		return all
	case engine.IndexWord(args, "through") == len(args)-1:
		return []string{string(TerrainForest), string(TerrainRubble), string(TerrainTown), woodedSwamp, string(TerrainSwamp), string(TerrainWater), string(TerrainClear)}
	case engine.IndexWord(args, "through") > at:
		return []string{"with", "die"}
	}
	return []string{"through", "with", "die"}
}

func completeOverrun(g *engine.Game, args []string) []string {
	at := engine.IndexWord(args, "at")
	own := func(u *engine.Unit) bool { return u.Alive() && u.Side == g.CurrentSide() }
	switch {
	case len(args) == 0:
		return append([]string{OverrunJoin, OverrunEnd}, LabelsWhere(g, own)...)
	case strings.EqualFold(args[0], OverrunEnd):
		return nil
	case strings.EqualFold(args[0], OverrunJoin) || at < 0:
		all := LabelsWhere(g, own)
		if at < 0 && !strings.EqualFold(args[0], OverrunJoin) {
			all = append(all, "at")
		}
		return all
	}
	return LabelsWhere(g, func(u *engine.Unit) bool { return u.Alive() && u.Side != g.CurrentSide() })
}

func completeRam(g *engine.Game, args []string) []string {
	if len(args) < 2 {
		return LabelsWhere(g, alive)
	}
	return []string{"die"}
}

func completeTerrain(g *engine.Game, args []string) []string {
	switch {
	case len(args) == 0:
		return LabelsWhere(g, alive)
	case len(args) == 1:
		all := make([]string, len(Terrains))
		for i, t := range Terrains {
			all[i] = string(t)
		}
		return all
	}
	return nil
}

func completeEnter(g *engine.Game, args []string) []string {
	if len(args) >= 2 {
		return []string{"far", "forced", "die"}
	}
	return completeTerrain(g, args)
}

func completeFree(g *engine.Game, args []string) []string {
	if len(args) > 0 {
		return nil
	}
	return LabelsWhere(g, func(u *engine.Unit) bool { return u.Status == engine.StatusStuck || u.Status == engine.StatusDisabled })
}

// ogreSetupVerbs are the Ogre CRT system's verbs: its rules' (ogreVerbs),
// then those of set-up and the end of the game.
var ogreSetupVerbs = setupVerbs()

// setupVerbs returns the system's verbs: its rules' (ogreVerbs), then the
// shared verbs of set-up and the end of the game, with the Raid
// reinforcements table before "end".
func setupVerbs() []*engine.VerbDef {
	out := slices.Clone(ogreVerbs)
	for _, d := range engine.ScenarioVerbs {
		switch d.Verb {
		case engine.VerbEnd:
			out = append(out, reinforceVerb)
		case engine.VerbBuy:
			// buy reads the words of the CRT's add ("squads N"), as add does.
			b := *d
			for _, w := range (ogreCRT{}).AddWords() {
				b.Syntax += " [" + w + " N]"
			}
			d = &b
		}
		out = append(out, d)
	}
	return out
}
