package ffot

import "ogretable/engine"

// WeaponOf returns the weapon of stand u that name names, as the fire verbs
// read "STAND.WEAPON": its first weapon when name is "", and for "crew" its
// first weapon with a crew INF, with crew true. It errors, as the verbs
// refuse, on a stand without weapons and a name it has no weapon of.
func WeaponOf(g *engine.Game, u *engine.Unit, name string) (w StandWeapon, crew bool, err error) {
	return weaponOf(g, u, name)
}
