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
		switch {
		case m.Status == engine.StatusDestroyed:
			out.Destroyed = append(out.Destroyed, m.ID)
		case slices.Contains(m.Markers, MarkerSD):
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
