package dsii_test

import (
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/engine/dsii/dsiitest"
)

// TestBOOMRepairSaid: the EM's repair of its own BOOM, for which 002 gives
// no roll, is on the roll the referee gives, in the design's house data or
// on the command, and refused without it; the log says the roll is the
// referee's (issue 30.10).
func TestBOOMRepairSaid(t *testing.T) {
	withRoll := strings.Replace(dsiitest.HouseMarkI, `electronics = {quality = "basic", armor = 4}`, `electronics = {quality = "basic", armor = 4, boom_repair = 5}`, 1)
	for _, c := range []struct {
		name    string
		house   string // dsiitest.HouseMarkI (no roll given) when empty
		before  []string
		line    string
		refusal string
		cleared bool
		says    string
	}{
		// 002 OGRE for DSII, BOOM, Electronics Module: "(repairable by the Electronics Module)", and no roll.
		{name: "no roll given", line: "repair MK1.em boom die 4", refusal: `002 gives no roll for the EM's repair of its own BOOM ("repairable by the Electronics Module")`},
		{name: "the only marker, no roll given", line: "repair MK1.em", refusal: "boom_repair = N"},
		{name: "said on the command, made", line: "repair MK1.em boom 5+ die 5", cleared: true, says: "d6 5, 5+ needed (the referee's roll: 002 gives none): the marker is cleared."},
		{name: "said on the command, short", line: "repair MK1.em boom 3+ die 2", says: "d6 2, 3+ needed (the referee's roll: 002 gives none): the marker stays."},
		{name: "the house data's, made", house: withRoll, line: "repair MK1.em boom die 4", says: "5+ needed (the referee's roll: 002 gives none)"},
		{name: "the house data's, another said", house: withRoll, line: "repair MK1.em boom 4+ die 4", refusal: "MK1's design gives 5+ for the EM's BOOM repair (its house data), not 4+"},
		{name: "the house data's, another said by override", house: withRoll, line: "override repair MK1.em boom 4+ die 4", cleared: true},
		// 002 OGRE for DSII, Electronics Module: "repaired on roll of 6+ ... any DMG marker on any Module type".
		{name: "a roll 002 gives", before: []string{"hit MK1.tread1 red3,red2"}, line: "repair MK1.tread1 dmg 4+ die 4", refusal: "002 gives 6+ for MK1.tread1's DMG; leave out 4+"},
		{name: "a roll off the die", line: "repair MK1.em boom 13+ die 4", refusal: "13+ is no roll on the EM's die"},
		{name: "two rolls", line: "repair MK1.em boom 5+ 6+", refusal: "say one roll"},
		// 002 OGRE for DSII, BOOM, Electronics Module: "D4 for all systems for the rest of the turn":
		// in the BOOM's turn the EM's d4 cannot make 5+, so the activation is not spent on it.
		{name: "a roll the die cannot make", before: []string{"hit MK1.em boom"}, line: "repair MK1.em boom 5+",
			refusal: "MK1's electronics module rolls a d4 now (a BOOM this turn: \"D4 for all systems for the rest of the turn\", 002 OGRE for DSII, BOOM, Electronics Module), which cannot make 5+: the repair of em's BOOM cannot succeed"},
		{name: "a roll the die cannot make, by override", before: []string{"hit MK1.em boom"}, line: "override repair MK1.em boom 5+ die 4", says: "d4 4, 5+ needed (the referee's roll: 002 gives none): the marker stays."},
		{name: "a roll the die can make in the BOOM's turn", before: []string{"hit MK1.em boom"}, line: "repair MK1.em boom 4+ die 4", says: "d4 4, 4+ needed (the referee's roll: 002 gives none): the marker is cleared."},
		// 002 OGRE for DSII, Electronics Module: "repaired on roll of 6+ ... any DMG marker": not on a d4.
		{name: "002's 6+ on the BOOM's d4", before: []string{"hit MK1.tread1 red3,red2", "hit MK1.em boom"}, line: "repair MK1.tread1 dmg", refusal: "rolls a d4 now (a BOOM this turn"},
	} {
		t.Run(c.name, func(t *testing.T) {
			house := dsiitest.HouseMarkI
			if c.house != "" {
				house = c.house
			}
			g, err := engine.NewGame(houseCatalog(t, house), dsii.Variant, engine.Inches, nil)
			if err != nil {
				t.Fatal(err)
			}
			play(t, g, "add house-mark-i as MK1 side defence", "hit MK1.em boom", "next")
			play(t, g, c.before...)
			events, ok := resolveOrRefused(t, g, c.line, c.refusal)
			if !ok {
				return
			}
			if got := !slices.Contains(dsii.UnitOf(g.Unit("MK1")).Module("em").Markers, dsii.MarkerBOOM); got != c.cleared && strings.Contains(c.line, "boom") {
				t.Errorf("%s clears the BOOM: %v, want %v", c.line, got, c.cleared)
			}
			if last := events[len(events)-1]; !strings.Contains(last.Text, c.says) {
				t.Errorf("%s says %q, want %q in it", c.line, last.Text, c.says)
			}
		})
	}
}
