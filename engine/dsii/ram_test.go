package dsii

import (
	"errors"
	"testing"
)

func TestRamResolve(t *testing.T) {
	all, green := AllValid, Validity{Green: true}
	redYellowSpecials := Validity{Red: true, Yellow: true, Specials: true}
	for _, c := range []struct {
		name string
		ram  Ram
		want RamResult
	}{
		// 002 OGRE for DSII, Ramming resolution: "an OGRE with size 4 Tread Modules would pull 4
		// chits"; "All chit colors are valid, including specials"; back: "1 chit for each size
		// point"; "Only green chits are valid against OGRE treads. Specials do not count."
		{"Ogre rams a vehicle", Ram{Rammer: RamOgre, Size: 4, Target: RamVehicle, TargetSize: 3},
			RamResult{Chits: 4, Valid: all, BackChits: 3, BackValid: green}},
		{"Ogre rams a softskin", Ram{Rammer: RamOgre, Size: 5, Target: RamSoftskin, TargetSize: 1},
			RamResult{Chits: 5, Valid: all, BackChits: 1, BackValid: green}},
		// 002 OGRE for DSII, Ramming resolution: "specials have no effect"; "3 for militia, 4 for
		// line elements, 5 for powered armor"; "Infantry cannot damage an OGREs treads".
		{"Ogre runs over militia", Ram{Rammer: RamOgre, Size: 5, Target: RamInfantry, Infantry: "militia"},
			RamResult{Chits: 5, Valid: Validity{Red: true, Yellow: true, Green: true}, KillPoints: 3}},
		{"Ogre runs over powered armour", Ram{Rammer: RamOgre, Size: 3, Target: RamInfantry, Infantry: "powered"},
			RamResult{Chits: 3, Valid: Validity{Red: true, Yellow: true, Green: true}, KillPoints: 5}},
		// 002 OGRE for DSII, Non-OGRE vehicles ramming OGREs: "pass a Confidence Test using the
		// Threat Levels"; "Red and Yellow chits are valid"; back: "An OGRE with Size 3 Tread Modules
		// pulls three chits", "Red and Yellow against armored vehicles ... Specials ... are valid".
		{"vehicle rams a Mark V", Ram{Rammer: RamVehicle, Size: 2, Target: RamOgre, TargetMark: "mark-v", TargetSize: 3},
			RamResult{Chits: 2, Valid: Validity{Red: true, Yellow: true}, BackChits: 3, BackValid: redYellowSpecials,
				ConfidenceTest: true, Threat: 3, HasThreat: true}},
		// "For softskins (vehicles with 0 armor), only Yellow chits are valid"; back: "ALL valid
		// against softskin vehicles".
		{"softskin rams a Mark III", Ram{Rammer: RamSoftskin, Size: 1, Target: RamOgre, TargetMark: "mark-iii", TargetSize: 4},
			RamResult{Chits: 1, Valid: Validity{Yellow: true}, BackChits: 4, BackValid: all,
				ConfidenceTest: true, Threat: 1, HasThreat: true}},
		// 002 OGRE for DSII, OGREs ramming OGREs: "an OGRE Mk V ... will pull 5 chits for the size of
		// its Tread Modules, +3 for its size class, giving it a total of 8 chits"; "the rammed OGRE
		// Mk I would pull 3 chits for the size of its Tread Modules +0 ... a total of 3 chits".
		{"Mark V rams Mark I", Ram{Rammer: RamOgre, Mark: "mark-v", Size: 5, Target: RamOgre, TargetMark: "mark-i", TargetSize: 3},
			RamResult{Chits: 8, Valid: all, BackChits: 3, BackValid: redYellowSpecials, OgreRam: true, Threat: 3, HasThreat: true}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := c.ram.Resolve()
			if err != nil {
				t.Fatal(err)
			}
			got.Moves = ""
			if got != c.want {
				t.Errorf("Resolve = %+v\nwant      %+v", got, c.want)
			}
		})
	}
}

func TestRamRefused(t *testing.T) {
	for _, c := range []struct {
		name  string
		ram   Ram
		field string // the missing figure, "" for a ram 002 does not rule
	}{
		{"no Ogre", Ram{Rammer: RamVehicle, Size: 2, Target: RamVehicle, TargetSize: 2}, ""},
		{"infantry ram", Ram{Rammer: RamInfantry, Target: RamOgre, TargetMark: "mark-v", TargetSize: 3}, ""},
		{"Ogre without its tread size", Ram{Rammer: RamOgre, Target: RamVehicle, TargetSize: 2}, "size"},
		{"Ogre without the vehicle's size", Ram{Rammer: RamOgre, Size: 4, Target: RamVehicle}, "target-size"},
		{"infantry of no class", Ram{Rammer: RamOgre, Size: 4, Target: RamInfantry, Infantry: "elite"}, "infantry"},
		{"vehicle rams an Ogre of no mark", Ram{Rammer: RamVehicle, Size: 2, Target: RamOgre, TargetSize: 3}, "target-mark"},
		{"vehicle rams an Ogre without a threat", Ram{Rammer: RamVehicle, Size: 2, Target: RamOgre, TargetMark: "ninja", TargetSize: 3}, "target-mark"},
		{"Ogre rams an Ogre, no mark", Ram{Rammer: RamOgre, Size: 5, Target: RamOgre, TargetMark: "mark-i", TargetSize: 3}, "mark"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := c.ram.Resolve()
			if err == nil {
				t.Fatal("taken")
			}
			var re *RamInputError
			if got := errors.As(err, &re); got != (c.field != "") || (got && re.Field != c.field) {
				t.Errorf("error %v: field %v", err, re)
			}
		})
	}
}

func TestParseRamParty(t *testing.T) {
	for _, c := range []struct {
		in   string
		want RamParty
		bad  bool
	}{{"ogre", RamOgre, false}, {"Vehicle", RamVehicle, false}, {"softskin", RamSoftskin, false}, {"infantry", RamInfantry, false}, {"building", "", true}} {
		got, err := ParseRamParty(c.in)
		if got != c.want || (err != nil) != c.bad {
			t.Errorf("ParseRamParty(%q) = %q, %v", c.in, got, err)
		}
	}
}
