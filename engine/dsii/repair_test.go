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
		// roll given: as a DMG (ReadingEMBOOMRepair).
		{ClassEM, MarkerBOOM, 6, true},
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

func TestRepaired(t *testing.T) {
	// 002 OGRE for DSII, Electronics Module: 6+ and 4+.
	for _, c := range []struct {
		class  Class
		marker Marker
		roll   int
		want   bool
	}{
		{ClassTread, MarkerDMG, 6, true},
		{ClassTread, MarkerDMG, 5, false},
		{ClassWeapon, MarkerSD, 4, true},
		{ClassWeapon, MarkerSD, 3, false},
		{ClassWeapon, MarkerKO, 10, false},
	} {
		if got := Repaired(c.class, c.marker, c.roll); got != c.want {
			t.Errorf("Repaired(%s, %s, %d) = %v", c.class, c.marker, c.roll, got)
		}
	}
}
