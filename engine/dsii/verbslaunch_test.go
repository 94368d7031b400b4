package dsii_test

import (
	"strings"
	"testing"

	"ogretable/engine/dsii"
)

// TestLaunchRackRate: each impact marker takes one load, and a launch in
// which a missile rack would fire more than one of its loads asks the
// referee for the most it fires (launch OGRE xN), as 002 gives no rate;
// markers the rate leaves without a load get no missile (issue 30.10).
// MK1's rack1 holds 5 loads; its EM is Basic, a d6.
func TestLaunchRackRate(t *testing.T) {
	for _, c := range []struct {
		name    string
		before  []string
		line    string
		refusal string
		loads   int    // rack1's loads after
		says    string // the launch's log line says
	}{
		// 002 OGRE for DSII, OGRE Missiles: "missile tubes which each carried 5 internal loads", and no rate.
		{name: "a rack's rate unsaid", before: []string{"tas MK1 x3 die 6 6 6"}, line: "launch MK1", refusal: `MK1.rack1 would fire more than one of its loads at 3 impact markers in one launch, and 002 gives no rate ("5 internal loads"): say the most loads a rack fires in this launch, the referee's (launch MK1 x1 to x5)`},
		{name: "two a launch", before: []string{"tas MK1 x3 die 6 6 6"}, line: "launch MK1 x2", loads: 3,
			says: "launches 2 missiles at its impact markers (rack1, rack1), a rack firing at most 2 loads, the referee's rate (002 gives none), 1 impact marker without a missile."},
		{name: "as many as the markers", before: []string{"tas MK1 x3 die 6 6 6"}, line: "launch MK1 x5", loads: 2, says: "(rack1, rack1, rack1), a rack firing at most 5 loads, the referee's rate"},
		// 002 OGRE for DSII, OGRE Missiles: "the OGRE must roll separately for EACH missile that it wishes to abort".
		{name: "one a launch, after an abort", before: []string{"tas MK1 x3 die 6 6 6"}, line: "launch MK1 x1 abort 1 die 4", loads: 4, says: "(rack1), a rack firing at most 1 load, the referee's rate (002 gives none), 1 impact marker without a missile; 1 abort asked"},
		{name: "the rate after the dice", before: []string{"tas MK1 x2 die 6 6"}, line: "launch MK1 abort 1 die 1 x2", loads: 3},
		{name: "one marker, one load: nothing to say", before: []string{"tas MK1 x1 die 6"}, line: "launch MK1", loads: 4, says: "launches 1 missile at its impact markers (rack1). Each"},
		{name: "a rate of none", before: []string{"tas MK1 x1 die 6"}, line: "launch MK1 x0", refusal: "a rack fires at least 1 load a launch"},
		{name: "two rates", before: []string{"tas MK1 x1 die 6"}, line: "launch MK1 x1 x2", refusal: "write"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := houseGame(t)
			play(t, g, c.before...)
			events, ok := resolveOrRefused(t, g, c.line, c.refusal)
			if !ok {
				return
			}
			if got := dsii.UnitOf(g.Unit("MK1")).Module("rack1").Loads; got != c.loads {
				t.Errorf("%s leaves rack1 %d loads, want %d", c.line, got, c.loads)
			}
			if !strings.Contains(events[0].Text, c.says) {
				t.Errorf("%s says %q, want %q in it", c.line, events[0].Text, c.says)
			}
		})
	}
}
