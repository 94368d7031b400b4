package dsii

import (
	"encoding/json"
	"fmt"
	"strings"

	"ogretable/engine"
)

// This file is who attacked: the "by UNIT" that hit, smak and destroy take,
// the destroy verb that records a unit destroyed as the referee judges it,
// and what each event takes from a side (Loss), for the battle report's
// kill credit.

var destroyVerb = &engine.VerbDef{Verb: "destroy", Syntax: "destroy UNIT [by UNIT]",
	Help: "the referee records a unit destroyed: a vehicle as DSII's own damage rules judge the chits logged against it (a ram's, a hit's), or an Ogre of modules when the referee judges it out of the fight (002 never says when: " + ReadingOgreDestroyed.Topic + "); by: the unit (or OGRE.MODULE) credited with it in the battle report"}

func init() {
	destroyVerb.Parse = func(c *engine.Command, args []string, _ string) error {
		args, by, err := takeBy(args, destroyVerb)
		if err != nil {
			return err
		}
		if len(args) != 1 {
			return usage(destroyVerb)
		}
		c.Label, c.Attackers = strings.ToUpper(args[0]), by
		return nil
	}
	destroyVerb.Resolve = resolveDestroy
	destroyVerb.Complete = completeUnits
}

// ReadingOgreDestroyed: 002 never says when an Ogre of modules is
// destroyed.
var ReadingOgreDestroyed = Reading{
	Topic: "When an Ogre is destroyed",
	Text: `002 gives an Ogre's hull as "effectively impenetrable" and never says when an Ogre of modules ` +
		`is destroyed: by its Final Option ("effectively destroying itself"), or when the referee records it (destroy).`,
}

// takeBy removes "by UNIT" from a command's words and returns the words
// left and the attacker named (nil for none); it refuses "by" with no word
// after it, or given twice, with the verb's syntax.
func takeBy(args []string, verb *engine.VerbDef) ([]string, []string, error) {
	var by []string
	out := make([]string, 0, len(args))
	for i := 0; i < len(args); i++ {
		if !strings.EqualFold(args[i], "by") {
			out = append(out, args[i])
			continue
		}
		if i+1 >= len(args) || by != nil {
			return nil, nil, engine.Refusef("\"by\" names one attacker, a unit or OGRE.MODULE: write %q", verb.Syntax)
		}
		by = []string{args[i+1]}
		i++
	}
	return out, by, nil
}

// attackerOf returns the attacker a command names ("by UNIT", in by) as
// the log and the credit write it: "HT1", or "MK5.main1" for an Ogre's
// module; "" when none is named. It refuses a unit not in play, a module
// the Ogre has not, and the target itself.
func attackerOf(r *engine.Resolver, by []string, target *engine.Unit) (string, error) {
	if len(by) == 0 {
		return "", nil
	}
	label, module, isModule := strings.Cut(by[0], ".")
	u, err := r.Unit(label)
	if err != nil {
		return "", err
	}
	if u == target {
		return "", engine.Refusef("%s cannot be credited with an attack on itself; name the attacker after by, or leave by out", u.Label)
	}
	if !isModule {
		return u.Label, nil
	}
	if !IsOgre(u) {
		return "", engine.Refusef("%s has no modules: after by, name the unit (by %s) or an Ogre's module (OGRE.MODULE)", u.Label, u.Label)
	}
	m := UnitOf(u).Module(module)
	if m == nil {
		return "", engine.Refusef("%s has no module %q; its modules are %s", u.Label, module, moduleRanges(UnitOf(u).Modules))
	}
	return u.Label + "." + m.ID, nil
}

// firerOf returns the attacker a command names, as attackerOf does, and
// refuses an Ogre's module that cannot fire now (ModuleFires: destroyed, or
// Systems Down), unless the referee overrides: a hit's or a nuke's firer.
func firerOf(r *engine.Resolver, by []string, target *engine.Unit) (string, error) {
	firer, err := attackerOf(r, by, target)
	if err != nil || r.Command().Override {
		return firer, err
	}
	label, module, isModule := strings.Cut(firer, ".")
	if !isModule {
		return firer, nil
	}
	u := r.Game().Unit(label)
	if err := ModuleFires(u, *UnitOf(u).Module(module)); err != nil {
		return "", err
	}
	return firer, nil
}

// resolveDestroy records a unit destroyed as the referee judges it, with
// the attacker credited.
func resolveDestroy(r *engine.Resolver) error {
	c := r.Command()
	u, err := r.Unit(c.Label)
	if err != nil {
		return err
	}
	if !u.Alive() {
		return engine.Refusef("%s is %s already", u.Label, u.Status)
	}
	by, err := attackerOf(r, c.Attackers, u)
	if err != nil {
		return err
	}
	text := fmt.Sprintf("%s is destroyed, as the referee records it", u.Label)
	if IsOgre(u) {
		text = fmt.Sprintf("%s, an Ogre of modules, is destroyed, as the referee judges it (%s)", u.Label, ReadingOgreDestroyed.Topic)
	}
	e := engine.Event{Kind: engine.EventDestroyed, Unit: u.Label}
	if by != "" {
		e.Attackers = []string{by}
		text += "; credited to " + by
	}
	e.Text = text + "."
	r.NoRoll("for the record of a unit destroyed")
	r.Emit(e)
	return nil
}

// completeUnits offers the units in play, then "by" and the units again.
func completeUnits(g *engine.Game, args []string) []string {
	var labels []string
	for _, u := range g.Units {
		if u.Alive() {
			labels = append(labels, u.Label)
		}
	}
	switch {
	case len(args) == 0:
		return labels
	case strings.EqualFold(args[len(args)-1], "by"):
		return labels
	case len(args) == 1:
		return []string{"by"}
	}
	return nil
}

// applyDestroyed folds a unit's destruction into the game.
func applyDestroyed(u *engine.Unit) {
	u.Status = engine.StatusDestroyed
	u.Timer = nil
}

// Loss returns what event e of a DSII game takes from the side of the unit
// it names, as the battle report's kill credit writes it: a module
// destroyed ("MK5.main1"), BMF a tread module lost ("1 BMF of
// MK5.tread2"), a unit destroyed ("HT1 destroyed"). It returns false for
// an event that takes nothing. The attacker credited, when the command
// named one (by UNIT), is e.Attackers. It errors when e is a hit or a Final
// Option whose data cannot be read, so that the caller says so rather than
// drop a loss.
func Loss(e engine.Event) (string, bool, error) {
	switch e.Kind {
	case engine.EventDestroyed:
		return e.Unit + " destroyed", true, nil
	case EventDestruct:
		taken, err := FinalOptionTaken(e)
		if err != nil || !taken {
			return "", false, err
		}
		return e.Unit + " destroyed", true, nil
	case EventHit:
		var d hitData
		if err := json.Unmarshal(e.Data, &d); err != nil {
			return "", false, fmt.Errorf("dsii: a hit on %s whose data cannot be read: %v", e.Unit, err)
		}
		switch {
		case d.Destroyed:
			return e.Unit + "." + d.Module, true, nil
		case d.BMFLost > 0:
			return fmt.Sprintf("%d BMF of %s.%s", d.BMFLost, e.Unit, d.Module), true, nil
		}
	}
	return "", false, nil
}
