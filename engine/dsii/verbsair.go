package dsii

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"ogretable/engine"
)

// The event kinds of air defence and reaction, folded by ApplyEvent.
const (
	// EventADS is a battery's activation in Air Defense Mode for the turn.
	EventADS engine.EventKind = "dsii ads"
	// EventAA is one anti-air attack by a battery in Air Defense Mode.
	EventAA engine.EventKind = "dsii aa"
	// EventReaction is a unit's Reaction Test facing an Ogre, as the
	// referee reads it.
	EventReaction engine.EventKind = "dsii reaction"
)

// ADSKinds lists the batteries that may enter Air Defense Mode: "direct
// fire, non-APSW weapons" (002 OGRE for DSII, Air defence); AP weapons are
// anti-personnel, missiles are not direct fire.
var ADSKinds = []Kind{KindMain, KindSecondary}

// aaTarget is one air target of an anti-air attack: its pilot, its command
// value (0: none), the dice and the result (hit, abort, miss).
type aaTarget struct {
	Pilot   string `json:"pilot"`
	Command int    `json:"command,omitempty"`
	Attack  string `json:"attack"`
	Defence string `json:"defence"`
	Result  string `json:"result"`
}

// aaData is an anti-air attack: the firing module and its targets.
type aaData struct {
	Module  string     `json:"module"`
	Targets []aaTarget `json:"targets"`
}

// reactionData is a Reaction Test: the Ogre faced, its Threat Level when
// 002 gives one, and the referee's result.
type reactionData struct {
	Ogre      string `json:"ogre"`
	Threat    int    `json:"threat"`
	HasThreat bool   `json:"has_threat"`
	Passed    bool   `json:"passed"`
}

var adsVerb = &engine.VerbDef{Verb: "ads", Syntax: "ads OGRE.MODULE",
	Help: "an unactivated main or secondary battery enters Air Defense Mode for the turn: it fires at air units only, to its medium range, with \"aa\" (002 OGRE for DSII, Air defence); it counts as the battery's activation"}

var aaVerb = &engine.VerbDef{Verb: "aa", Syntax: "aa OGRE.MODULE PILOT[/COMMAND][,...] [die N...]",
	Help: "a weapon of a battery in Air Defense Mode fires at the air units of one activating unit, one per pilot (green, blue, orange; /1 or /3 its command value): the EM's die now, -1 die type per target past the first, against the pilot's D6/D8/D10; lower misses, equal aborts, higher hits, the weapon's chits at its range as DSII gives them (002 OGRE for DSII, Air defence); typed dice: attack then defence, target by target"}

var reactVerb = &engine.VerbDef{Verb: "react", Syntax: "react UNIT OGRE pass|fail",
	Help: "a unit moving closer to an Ogre in LoS takes a Reaction Test at the Ogre's Threat Level (" + ThreatTable + "); the referee rolls it by DSII's rules and enters the result; Ogres never test (002 OGRE for DSII, Reaction for those facing OGREs)"}

func init() {
	adsVerb.Parse = func(c *engine.Command, args []string, _ string) error {
		if len(args) != 1 {
			return usage(adsVerb)
		}
		label, module, ok := splitModule(args[0])
		if !ok {
			return usage(adsVerb)
		}
		c.Label, c.Target = label, module
		return nil
	}
	adsVerb.Resolve = resolveADS
	adsVerb.Complete = completeModules
	aaVerb.Parse = func(c *engine.Command, args []string, _ string) error {
		args, dice, err := engine.TakeDice(args)
		if err != nil {
			return err
		}
		if len(args) != 2 {
			return usage(aaVerb)
		}
		label, module, ok := splitModule(args[0])
		if !ok {
			return usage(aaVerb)
		}
		c.Label, c.Target, c.Dice, c.Args = label, module, dice, args[1:]
		return nil
	}
	aaVerb.Resolve = resolveAA
	aaVerb.Complete = completeModules
	reactVerb.Parse = func(c *engine.Command, args []string, _ string) error {
		if len(args) != 3 {
			return usage(reactVerb)
		}
		c.Label, c.Target, c.Args = strings.ToUpper(args[0]), strings.ToUpper(args[1]), []string{strings.ToLower(args[2])}
		return nil
	}
	reactVerb.Resolve = resolveReact
}

// InADS reports whether activation unit key of Ogre label is in Air
// Defense Mode this turn.
func InADS(g *engine.Game, label, key string) bool {
	st := GameOf(g)
	return st != nil && slices.Contains(st.ADS[strings.ToUpper(label)], key)
}

// resolveADS puts an unactivated main or secondary battery in Air Defense
// Mode for the turn (002 OGRE for DSII, Air defence: "the OGRE may
// activate any direct fire, non-APSW weapons which have not previously
// been activated during the current turn").
func resolveADS(r *engine.Resolver) error {
	c, g := r.Command(), r.Game()
	u, m, err := ogreModule(r, c.Label, c.Target)
	if err != nil {
		return err
	}
	if !slices.Contains(ADSKinds, m.Kind) {
		return engine.Refusef("%s.%s is a %s module: only direct fire, non-APSW weapons (main and secondary batteries) enter Air Defense Mode", u.Label, m.ID, m.Kind)
	}
	if err := nextActivation(u); err != nil {
		return err
	}
	key := ActivationUnit(*m)
	name := ActivationName(DesignOf(g, u), key)
	if Activated(g, u.Label, key) {
		return engine.Refusef("%s's %s has activated this turn already; only a battery not yet activated enters Air Defense Mode", u.Label, name)
	}
	if mods := ModulesOfUnit(u, key); len(mods.Fire) == 0 {
		why := []string{}
		if len(mods.Down) > 0 {
			why = append(why, engine.JoinAnd(mods.Down)+" Systems Down")
		}
		if len(mods.Destroyed) > 0 {
			why = append(why, engine.JoinAnd(mods.Destroyed)+" destroyed")
		}
		return engine.Refusef("%s's %s battery has no weapons module that can fire (%s), so it cannot enter Air Defense Mode (002 OGRE for DSII, Air defence: the OGRE \"may activate any direct fire, non-APSW weapons\"); the battery is not activated", u.Label, name, strings.Join(why, "; "))
	}
	data, err := json.Marshal(activation{Unit: key})
	if err != nil {
		return err
	}
	r.NoRoll("for Air Defense Mode: its shots roll with \"aa\"")
	r.Emit(engine.Event{Kind: EventADS, Unit: u.Label, Data: data,
		Text: fmt.Sprintf("%s's %s battery enters Air Defense Mode for the turn: it fires at air units only (\"aa\"), to its medium range, in its fire arc, on the EM's die.", u.Label, name)})
	return nil
}

// ParseAirTargets reads the air units an aa command names, "green,blue/3":
// each target's pilot and command value (CommandNone when none is given).
// It errors, with what to write, on a pilot that is not green, blue or
// orange or a command value that is not 1 or more; the aa verb and its form
// read the targets with it.
func ParseAirTargets(s string) ([]Pilot, []int, error) {
	var pilots []Pilot
	var commands []int
	for f := range strings.SplitSeq(s, ",") {
		name, cmd, has := strings.Cut(strings.TrimSpace(f), "/")
		p, err := ParsePilot(name)
		if err != nil {
			return nil, nil, err
		}
		n := CommandNone
		if has {
			if n, err = strconv.Atoi(cmd); err != nil || n < 1 {
				return nil, nil, inputf("%q is not a command value; write the pilot, a slash and 1, 2 or 3 (blue/3)", f)
			}
		}
		pilots, commands = append(pilots, p), append(commands, n)
	}
	return pilots, commands, nil
}

// resolveAA resolves one anti-air attack of a weapon in Air Defense Mode
// at the air units of one activating unit: each target's attack die (the
// EM's die now, -1 type per target past the first) against its defence die
// (002 OGRE for DSII, Air defence: "less than ... missed"; "equal ...
// abort its mission"; "excedes ... hit").
func resolveAA(r *engine.Resolver) error {
	c, g := r.Command(), r.Game()
	u, m, err := ogreModule(r, c.Label, c.Target)
	if err != nil {
		return err
	}
	key := ActivationUnit(*m)
	if !InADS(g, u.Label, key) {
		return engine.Refusef("%s.%s is not in Air Defense Mode this turn; first \"ads %s.%s\" while its battery has not activated", u.Label, m.ID, u.Label, m.ID)
	}
	if m.Status == engine.StatusDestroyed || slices.Contains(m.Markers, MarkerSD) {
		return engine.Refusef("%s.%s cannot fire: it is destroyed or Systems Down", u.Label, m.ID)
	}
	pilots, commands, err := ParseAirTargets(c.Args[0])
	if err != nil {
		return refusal(err)
	}
	em := EMDie(g, u)
	var dice []engine.Die
	out := aaData{Module: m.ID}
	var parts []string
	for i, p := range pilots {
		shot, err := ADS(em, len(pilots), p, commands[i])
		if err != nil {
			return refusal(err)
		}
		a, err := r.Throw(engine.Need{Count: 1, Sides: int(shot.Attack), For: fmt.Sprintf("for %s.%s's shot at the %s pilot", u.Label, m.ID, p)})
		if err != nil {
			return err
		}
		d, err := r.Throw(engine.Need{Count: 1, Sides: int(shot.Defence), For: fmt.Sprintf("for the %s pilot's defence", p)})
		if err != nil {
			return err
		}
		dice = append(dice, a[0], d[0])
		result := "hit"
		switch {
		case a[0].Value < d[0].Value:
			result = "miss"
		case a[0].Value == d[0].Value:
			result = "abort"
		}
		out.Targets = append(out.Targets, aaTarget{Pilot: p.String(), Command: commands[i], Attack: shot.Attack.String(), Defence: shot.Defence.String(), Result: result})
		parts = append(parts, fmt.Sprintf("the %s pilot: %s %d against %s %d, %s", p, shot.Attack, a[0].Value, shot.Defence, d[0].Value, aaWords[result]))
	}
	data, err := json.Marshal(out)
	if err != nil {
		return err
	}
	r.Emit(engine.Event{Kind: EventAA, Unit: u.Label, Data: data, Dice: dice,
		Text: fmt.Sprintf("%s.%s fires in Air Defense Mode at %s (EM %s, -1 die type per target past the first): %s.", u.Label, m.ID, engine.Counted(len(pilots), "air target", "air targets"), em, strings.Join(parts, "; "))})
	return nil
}

// aaWords says each result of an anti-air shot for the log.
var aaWords = map[string]string{
	"miss":  "missed, the target continues its mission",
	"abort": "missed closely: the target aborts its mission",
	"hit":   "hit: the Ogre pulls chits for the weapon at its range (KO or BOOM destroys it, DMG sends it home for the game)",
}

// resolveReact records a unit's Reaction Test facing an Ogre, at the
// Ogre's Threat Level, as the referee enters it (002 OGRE for DSII,
// Reaction for those facing OGREs); an Ogre never tests.
func resolveReact(r *engine.Resolver) error {
	c, g := r.Command(), r.Game()
	u, err := r.Unit(c.Label)
	if err != nil {
		return err
	}
	if IsOgre(u) {
		return engine.Refusef("%s is an Ogre, and an Ogre \"never requires a reaction test (always consider it to have passed)\"", u.Label)
	}
	o, err := liveOgre(r, c.Target)
	if err != nil {
		return err
	}
	if o.Side == u.Side && !c.Override {
		return engine.Refusef("%s and %s are both on the %s side: a Reaction Test is for units facing an enemy Ogre (002 OGRE for DSII, Reaction for those facing OGREs); check the labels, or put \"override\" before the test", u.Label, o.Label, u.Side)
	}
	var passed bool
	switch c.Args[0] {
	case "pass", "passed":
		passed = true
	case "fail", "failed":
	default:
		return engine.Refusef("%q is not a result; enter pass or fail as the test fell", c.Args[0])
	}
	d := reactionData{Ogre: o.Label, Passed: passed}
	mark := ""
	if des := DesignOf(g, o); des != nil {
		mark = des.Mark
	}
	threat := "002 gives its mark no Threat Level, so the referee judged the test (" + ReadingMarksWithoutThreat.Topic + ")"
	if n, err := Threat(mark); err == nil {
		d.Threat, d.HasThreat = n, true
		threat = fmt.Sprintf("Threat Level +%d", n)
	}
	result := "passes: it may advance toward and within LoS of the Ogre"
	if !passed {
		result = "fails: it stays and acts, or moves no closer to the Ogre and does not come within its LoS (it may stop just out of LoS and pull back)"
	}
	data, err := json.Marshal(d)
	if err != nil {
		return err
	}
	r.NoRoll("for a Reaction Test: the referee rolls it by DSII's rules")
	r.Emit(engine.Event{Kind: EventReaction, Unit: u.Label, Data: data,
		Text: fmt.Sprintf("%s takes a Reaction Test facing %s (%s) and %s.", u.Label, o.Label, threat, result)})
	return nil
}

// applyADS folds an EventADS into Ogre u of game g: the battery has
// activated, in Air Defense Mode.
func applyADS(g *engine.Game, u *engine.Unit, e engine.Event) error {
	var d activation
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return engine.Misfitf("an Air Defense Mode activation whose data cannot be read: %v", err)
	}
	activate(g, u, d.Unit)
	st := GameOf(g)
	if st.ADS == nil {
		st.ADS = map[string][]string{}
	}
	st.ADS[u.Label] = append(st.ADS[u.Label], d.Unit)
	return nil
}
