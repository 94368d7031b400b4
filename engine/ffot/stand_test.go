package ffot

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestStandComplete(t *testing.T) {
	// issue 23: "armor_side = armor, soft = personnel if left out"; 004
	// FFOTigers: "Soft targets must make a quality check if hit".
	for _, c := range []struct {
		s                Stand
		hasSide, hasSoft bool
		side             int
		soft             bool
	}{
		{Stand{Class: ClassVehicle, Armor: 5}, false, false, 5, false},
		{Stand{Class: ClassPersonnel, Armor: 1}, false, false, 1, true},
		{Stand{Class: ClassVehicle, Armor: 5, ArmorSide: 3, Soft: true}, true, true, 3, true},
		{Stand{Class: ClassPersonnel, Armor: 0, Soft: false}, false, true, 0, false},
	} {
		s := c.s
		s.Complete(c.hasSide, c.hasSoft)
		if s.ArmorSide != c.side || s.Soft != c.soft {
			t.Errorf("%+v completed: side %d soft %v, want %d %v", c.s, s.ArmorSide, s.Soft, c.side, c.soft)
		}
	}
}

func TestStandProblems(t *testing.T) {
	good := Stand{Unit: "heavy-tank", Source: "our club", Class: ClassVehicle, Mode: Tracked, Move: "6/4", Armor: 5,
		Weapons: []StandWeapon{{Name: "gun", ROF: 1, Ranges: []float64{6, 12, 18}, Pen: 5, Burst: 2}}}
	if ps := good.Problems(); len(ps) != 0 {
		t.Errorf("good figures: %v", ps)
	}
	for _, c := range []struct {
		change func(s *Stand)
		want   Problem
	}{
		{func(s *Stand) { s.Source = "" }, Problem{0, "source", "say where the figures come from: 004 gives none for Ogre units"}},
		{func(s *Stand) { s.Mode = "hover" }, Problem{0, "mode", `say tracked, wheeled or foot, not "hover"`}},
		// 004 FFOTigers: "e.g. R1 3-6-9": three ranges that increase.
		{func(s *Stand) { s.Weapons[0].Ranges = []float64{6, 12} }, Problem{1, "ranges", "give three ranges in inches that increase, such as [3, 6, 9]"}},
		// "Only howitzers, mortors, and rocket launchers can fire indirectly"; IFR theirs.
		{func(s *Stand) { s.Weapons[0].IFR = 30 }, Problem{1, "ifr", "only a weapon that fires indirectly has an IFR; add indirect = true"}},
		// "The burst radius of a round is determined by ... their caliber."
		{func(s *Stand) { s.Weapons[0].Indirect = true }, Problem{1, "calibre", "a weapon that fires indirectly needs its calibre in mm, for its burst radius"}},
	} {
		s := good
		s.Weapons = append([]StandWeapon(nil), good.Weapons...)
		c.change(&s)
		if ps := s.Problems(); len(ps) != 1 || ps[0] != c.want {
			t.Errorf("problems %v, want %v", ps, c.want)
		}
	}
	// A game records the figures as JSON and reads them back whole.
	b, err := json.Marshal(&good)
	if err != nil {
		t.Fatal(err)
	}
	var back Stand
	if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back, good) {
		t.Errorf("read back %+v, %v", back, err)
	}
}
