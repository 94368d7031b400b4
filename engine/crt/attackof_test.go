package crt_test

import (
	"maps"
	"slices"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// TestAttackOfIsThePlan: the attack read back from a logged attack event
// (crt.AttackOf, which the battle report's luck asks) has the chances of the
// fire plan the dashboard showed before the roll, an overrun's shots at an
// Ogre's treads and weapons included, where a D stays a D: "treat D results
// as X results, unless the target was a cybertank (Ogre)" (000 FAQ,
// OVERRUN; issue 31, item 1: the report counted such a D as an X).
func TestAttackOfIsThePlan(t *testing.T) {
	cases := []struct {
		name, target string
		attackers    []string
		die          string
	}{
		{"overrun at treads", "MK3.treads", []string{"HVY1"}, "3"},  // 1-1: a D, which stays a D
		{"overrun at a weapon", "MK3.ap1", []string{"INF2:1"}, "2"}, // 2 v 1: 2-1, a D
		{"overrun at armour", "HVY1", []string{"MK3.main1"}, "2"},   // 2-1, a D read as an X
		{"overrun at infantry", "INF2", []string{"MK3.ap2"}, "4"},   // 2 v 1
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := play(t, crt.Published, append(slices.Clone(overrunSetup[:len(overrunSetup)-1]), "overrun MK3 at HVY1,INF2")...)
			if c.attackers[0][:3] == "MK3" {
				run(t, g, "next") // the next round: the attackers fire
			}
			p, err := crt.PlanFire(g, c.attackers, c.target, false)
			if err != nil {
				t.Fatal(err)
			}
			before := g.Clone()
			line := "fire " + c.attackers[0] + " at " + c.target + " die " + c.die
			var attack *engine.Event
			for _, e := range run(t, g, line) {
				if e.Kind == crt.EventAttack && crt.EventOf(e).Roll != nil {
					attack = &e
					break
				}
			}
			if attack == nil {
				t.Fatalf("%s logged no attack", line)
			}
			a, ok := crt.AttackOf(before, *attack)
			if !ok {
				t.Fatalf("AttackOf(%+v) is no attack", *attack)
			}
			if got, want := a.Chances(), p.Attack.Chances(); !maps.Equal(got, want) {
				t.Errorf("%s: the logged attack's chances %v, the plan's %v (000 FAQ, OVERRUN)", line, got, want)
			}
			if a.OgreWeapon != p.Attack.OgreWeapon {
				t.Errorf("%s: read as an Ogre weapon %v, the plan %v", line, a.OgreWeapon, p.Attack.OgreWeapon)
			}
		})
	}
	if _, ok := crt.AttackOf(nil, engine.Event{Kind: engine.EventNote}); ok {
		t.Error("a note is an attack")
	}
}
