package dsii

import (
	"slices"

	"ogretable/engine"
)

// UnitModules is what the modules of one of an Ogre's activation units
// can do when it activates (002 OGRE for DSII, Damage and Special Damage
// against OGRE modules): Fire, the modules that fire on the EM's die;
// Longer, those of them Damaged, firing "as if the target were at the next
// longer range band"; Down, those Systems Down, which "cannot be used until
// a successful repair"; Destroyed, the rest.
type UnitModules struct {
	Fire, Longer, Down, Destroyed []string
}

// ModulesOfUnit returns what the modules of Ogre u's activation unit key
// ("battery3", "tread2", "em") can do when it activates, by module id in
// the order of its modules; all empty when u has no such unit.
func ModulesOfUnit(u *engine.Unit, key string) UnitModules {
	var out UnitModules
	for _, m := range UnitOf(u).Modules {
		if ActivationUnit(m) != key {
			continue
		}
		switch useOf(m) {
		case usedDestroyed:
			out.Destroyed = append(out.Destroyed, m.ID)
		case usedDown:
			out.Down = append(out.Down, m.ID)
		default:
			out.Fire = append(out.Fire, m.ID)
			if slices.Contains(m.Markers, MarkerDMG) {
				out.Longer = append(out.Longer, m.ID)
			}
		}
	}
	return out
}

// moduleUse is whether a module can be used now: it fires, it is Systems
// Down, or it is destroyed.
type moduleUse int

const (
	usedFires moduleUse = iota
	usedDown
	usedDestroyed
)

// useOf returns whether module m can be used now: not when destroyed, nor
// when it carries a Systems Down marker (002 OGRE for DSII, Systems Down,
// Weapons Module: "cannot be used until a successful repair is done by the
// Electronics Module").
func useOf(m Module) moduleUse {
	switch {
	case m.Status == engine.StatusDestroyed:
		return usedDestroyed
	case slices.Contains(m.Markers, MarkerSD):
		return usedDown
	}
	return usedFires
}

// ModuleFires returns nil when module m of Ogre u can fire now, as its
// activation says (ModulesOfUnit), or else a refusal saying why: it is
// destroyed, or Systems Down, whose weapons "cannot be used until a
// successful repair is done by the Electronics Module" (002 OGRE for DSII,
// Systems Down, Weapons Module). Only a weapons module's Systems Down stops
// it: an EM Systems Down works a quality level lower, a tread module's
// has no effect.
func ModuleFires(u *engine.Unit, m Module) error {
	switch useOf(m) {
	case usedDestroyed:
		return engine.Refusef("%s.%s is destroyed and cannot fire; name the unit or module that fired after by, or put \"override\" before the command", u.Label, m.ID)
	case usedDown:
		if m.Kind.Class() != ClassWeapon {
			return nil
		}
		return engine.Refusef("%s.%s is Systems Down: its weapons cannot be used until a successful repair is done by the Electronics Module (002 OGRE for DSII, Systems Down, Weapons Module); %s cannot fire until repaired (repair %s.%s sd), or put \"override\" before the command", u.Label, m.ID, m.ID, u.Label, m.ID)
	}
	return nil
}
