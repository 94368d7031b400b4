package dsii

import "testing"

func TestRepairNeeded(t *testing.T) {
	for _, c := range []struct {
		class  Class
		marker Marker
		needed int
		ok     bool
	}{
		// 002 OGRE for DSII, Electronics Module: "repaired on roll of 6+ ... any DMG marker on any
		// Module type".
		{ClassTread, MarkerDMG, 6, true},
		{ClassWeapon, MarkerDMG, 6, true},
		{ClassEM, MarkerDMG, 6, true},
		// 002 OGRE for DSII, Electronics Module: "any "Kill" result on the Electronics Module" 6+.
		{ClassEM, MarkerKO, 6, true},
		// 002 OGRE for DSII, Electronics Module: "any Systems Down marker on any Module type" 4+.
		{ClassWeapon, MarkerSD, 4, true},
		{ClassEM, MarkerSD, 4, true},
		// 002 OGRE for DSII, BOOM, Electronics Module: "(repairable by the Electronics Module)", no
		// roll given: the referee's (ReadingEMBOOMRepair), 0 here.
		{ClassEM, MarkerBOOM, 0, true},
		// 002 OGRE for DSII, Knocked Out, Mobility, BOOM: "not repairable by the Electronics Module".
		{ClassTread, MarkerKO, 0, false},
		{ClassWeapon, MarkerKO, 0, false},
		{ClassTread, MarkerMobility, 0, false},
		{ClassTread, MarkerBOOM, 0, false},
		{ClassWeapon, MarkerBOOM, 0, false},
		// 002 OGRE for DSII, Systems Down, Tread Module and Mobility, EM: "No effect": nothing to repair.
		{ClassTread, MarkerSD, 0, false},
		{ClassEM, MarkerMobility, 0, false},
		{ClassWeapon, MarkerMobility, 0, false},
	} {
		n, ok := RepairNeeded(c.class, c.marker)
		if n != c.needed || ok != c.ok {
			t.Errorf("RepairNeeded(%s, %s) = %d, %v; want %d, %v", c.class, c.marker, n, ok, c.needed, c.ok)
		}
	}
}

func TestRepairChance(t *testing.T) {
	// 002 OGRE for DSII, Electronics Module: "using the current effectiveness die of the EM".
	for _, c := range []struct {
		class    Class
		marker   Marker
		die      DieType
		num, den int
		ok       bool
	}{
		{ClassTread, MarkerDMG, D10, 5, 10, true},
		{ClassWeapon, MarkerSD, D6, 3, 6, true},
		{ClassEM, MarkerKO, D4, 0, 4, true}, // a BOOM's turn: 6+ on a D4 cannot be rolled
		{ClassWeapon, MarkerKO, D10, 0, 10, false},
	} {
		_, ch, ok := RepairChance(c.class, c.marker, c.die)
		if ch != (Chance{c.num, c.den}) || ok != c.ok {
			t.Errorf("RepairChance(%s, %s, %s) = %v, %v", c.class, c.marker, c.die, ch, ok)
		}
	}
}

// TestRepairRoll: 002's rolls whatever the design; an EM's BOOM, for
// which 002 gives none, on the design's house roll, 0 when it gives none.
func TestRepairRoll(t *testing.T) {
	house := &Design{Electronics: Electronics{Quality: "basic", BOOMRepair: 5}}
	for _, c := range []struct {
		name   string
		design *Design
		class  Class
		marker Marker
		needed int
		ok     bool
	}{
		// 002 OGRE for DSII, Electronics Module: "repaired on roll of 6+ ... any DMG marker on any Module type".
		{"a DMG, 002's", house, ClassTread, MarkerDMG, 6, true},
		// 002 OGRE for DSII, Electronics Module: "on roll of 4+ ... any Systems Down marker".
		{"a Systems Down, 002's", nil, ClassWeapon, MarkerSD, 4, true},
		// 002 OGRE for DSII, BOOM, Electronics Module: "(repairable by the Electronics Module)", no roll.
		{"the EM's BOOM, the house's", house, ClassEM, MarkerBOOM, 5, true},
		{"the EM's BOOM, none given", &Design{}, ClassEM, MarkerBOOM, 0, true},
		{"the EM's BOOM, no design", nil, ClassEM, MarkerBOOM, 0, true},
		// 002 OGRE for DSII, BOOM, Weapons Module: "not repairable by the Electronics Module".
		{"a weapon's BOOM", house, ClassWeapon, MarkerBOOM, 0, false},
	} {
		if n, ok := RepairRoll(c.design, c.class, c.marker); n != c.needed || ok != c.ok {
			t.Errorf("%s: RepairRoll = %d, %v; want %d, %v", c.name, n, ok, c.needed, c.ok)
		}
	}
}
