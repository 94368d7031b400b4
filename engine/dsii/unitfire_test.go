package dsii_test

import (
	"reflect"
	"testing"

	"ogretable/engine/dsii"
)

// TestModulesOfUnit: a battery's modules fire on the EM's die but those
// Systems Down, which "cannot be used until a successful repair", a
// Damaged one firing "as if the target were at the next longer range
// band", a destroyed one not at all (002 OGRE for DSII, Damage and Special
// Damage against OGRE modules).
func TestModulesOfUnit(t *testing.T) {
	g := newGame(t)
	play(t, g, "add dsii-mark-v as MK5 side ogre", "hit MK5.secondary1 dmg", "hit MK5.secondary2 sd", "hit MK5.secondary3 ko")
	u := g.Unit("MK5")
	for _, c := range []struct {
		name, key string
		want      dsii.UnitModules
	}{
		{"the right secondaries, one of each", dsii.ActivationUnit(*dsii.UnitOf(u).Module("secondary1")),
			dsii.UnitModules{Fire: []string{"secondary1"}, Longer: []string{"secondary1"}, Down: []string{"secondary2"}, Destroyed: []string{"secondary3"}}},
		{"the main battery, unhurt", dsii.ActivationUnit(*dsii.UnitOf(u).Module("main1")),
			dsii.UnitModules{Fire: []string{"main1", "main2"}}},
		{"no such unit", "battery99", dsii.UnitModules{}},
	} {
		if got := dsii.ModulesOfUnit(u, c.key); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}
