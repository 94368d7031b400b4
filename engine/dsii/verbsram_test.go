package dsii_test

import (
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
)

// houseMarkV is a Mark V whose tread modules have an armour (002 gives
// none: this test's, within "up to 2 armor levels greater than its
// size"), beside houseMarkI and the cup of houseCup.
const houseMarkV = houseCup + `
[[dsii-ogre]]
id = "house-mark-v"
name = "House Mark V"
mark = "mark-v"
source = "house rule (a test's)"
electronics = {quality = "superior", armor = 7}
treads = {count = 4, size = 5, armor = 7, speed = "slow"}
batteries = [{kind = "main", count = 2, size = 4, armor = 7}]
`

// TestRam: an Ogre rams an Ogre's tread module; the counts are checked
// and both attacks act on the tread modules.
func TestRam(t *testing.T) {
	for _, c := range []struct {
		name, line, refusal string
		mk1BMF, mk5BMF      int // tread1's BMF after
	}{
		// 002 OGRE for DSII, OGREs ramming OGREs: "a Mark V rams a Mark I (5 armor, 5 BMFs) and
		// pulls ... Red 3, Yellow 1, Yellow 2, Green 0, Mobility, Boom!, Mobility, and Red 1 ...
		// The OGRE Mk I has lost 4 of its 5 BMFs"; "the rammed OGRE Mk I would pull 3 chits".
		{name: "the text's example", line: "ram MK5.tread1 MK1.tread1 chits red3,yellow1,yellow2,green0,m,boom,m,red1 back green0,green0,green0",
			mk1BMF: 1, mk5BMF: 4},
		// Back: "Red and Yellow chits are valid": green counts nothing, an M takes 1 BMF.
		{name: "the chits back", line: "ram MK5.tread1 MK1.tread1 chits green0,green0,green0,green0,green0,green0,green0,green0 back green0,green0,m",
			mk1BMF: 5, mk5BMF: 3},
		{name: "drawn both ways", line: "ram MK5.tread2 MK1.tread1 draw back draw", mk1BMF: -1, mk5BMF: 4},
		{name: "too few chits", line: "ram MK5.tread1 MK1.tread1 chits red3 back green0,green0,green0", refusal: "pulls 8 chits, not 1"},
		{name: "too many back", line: "ram MK5.tread1 MK1.tread1 draw back red3,red3,red3,red3", refusal: "pulls 3 chits, not 4"},
		{name: "not a tread module", line: "ram MK5.main1 MK1.tread1 draw back draw", refusal: "with a tread module into a tread module"},
		{name: "a vehicle", line: "ram MK5.tread1 HT1 draw back draw", refusal: "resolves Ogres ramming Ogres"},
		{name: "itself", line: "ram MK5.tread1 MK5.tread2 draw back draw", refusal: "cannot ram itself"},
		{name: "no back", line: "ram MK5.tread1 MK1.tread1 draw", refusal: "write"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := engine.NewGame(houseCatalog(t, houseMarkV), dsii.Variant, engine.Inches, nil)
			if err != nil {
				t.Fatal(err)
			}
			play(t, g, "add house-mark-i as MK1 side defence", "add house-mark-v as MK5 side ogre", "add heavy-tank as HT1 side defence")
			if !accepted(t, g, c.line, c.refusal) || c.refusal != "" {
				return
			}
			if got := dsii.UnitOf(g.Unit("MK1")).Module("tread1").BMF; c.mk1BMF >= 0 && got != c.mk1BMF {
				t.Errorf("MK1.tread1 has %d BMF, want %d", got, c.mk1BMF)
			}
			if got := dsii.UnitOf(g.Unit("MK5")).Module("tread1").BMF; got != c.mk5BMF {
				t.Errorf("MK5.tread1 has %d BMF, want %d", got, c.mk5BMF)
			}
		})
	}
}
