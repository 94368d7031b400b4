package dsii_test

import (
	"reflect"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
)

// TestTASAndLaunch: the TAS places an impact marker for each 4+ on the EM's
// die; the Ogre's next activation is its missile unit launching them, each
// marker a load, each abort asked a 4+ to cancel one (002 OGRE for DSII,
// OGRE Missiles).
func TestTASAndLaunch(t *testing.T) {
	for _, c := range []struct {
		name    string
		before  []string
		line    string
		refusal string
		markers int      // impact markers after
		loads   []int    // missile1..missile6 loads after
		active  []string // MK5's activation units activated after
	}{
		// "will need to roll a 4 or greater in order to place each Impact Marker".
		{name: "two of three placed", line: "tas MK5 x3 die 5 2 4", markers: 2, loads: []int{1, 1, 1, 1, 1, 1}, active: []string{"em"}},
		{name: "none placed", line: "tas MK5 x2 die 1 3", markers: 0, loads: []int{1, 1, 1, 1, 1, 1}, active: []string{"em"}},
		{name: "more than it has", line: "tas MK5 x7", refusal: "6 missiles ready to launch, not 7"},
		{name: "a module down launches none", before: []string{"hit MK5.missile2 tsd", "hit MK5.missile3 ko"}, line: "tas MK5 x5", refusal: "4 missiles ready"},
		{name: "a die off the EM's", line: "tas MK5 x1 die 11", refusal: "not on a d10"},
		// "On the following OGRE activation, the OGRE must activate its Missile Unit in order to launch".
		{name: "the next activation is the launch", before: []string{"tas MK5 x2 die 9 9"}, line: "activate MK5.tread1", refusal: "its next activation is its missile unit launching them"},
		{name: "no repair before the launch", before: []string{"hit MK5.main1 tsd", "tas MK5 x2 die 9 9"}, line: "repair MK5.main1 die 6", refusal: "its next activation is its missile unit"},
		{name: "launch at each marker", before: []string{"tas MK5 x2 die 9 9"}, line: "launch MK5", markers: 0, loads: []int{0, 0, 1, 1, 1, 1}, active: []string{"em", "battery4"}},
		// "the OGRE must roll separately for EACH missile that it wishes to abort".
		{name: "one abort of two asked", before: []string{"tas MK5 x3 die 9 9 9"}, line: "launch MK5 abort 2 die 4 3", markers: 0, loads: []int{0, 0, 1, 1, 1, 1}, active: []string{"em", "battery4"}},
		{name: "every marker aborted", before: []string{"tas MK5 x1 die 9"}, line: "launch MK5 abort 1 die 8", markers: 0, loads: []int{1, 1, 1, 1, 1, 1}, active: []string{"em", "battery4"}},
		{name: "a launch skips a module down", before: []string{"hit MK5.missile1 tsd", "tas MK5 x1 die 9"}, line: "launch MK5", markers: 0, loads: []int{1, 0, 1, 1, 1, 1}, active: []string{"em", "battery4"}},
		{name: "no markers to launch at", line: "launch MK5", refusal: "no impact marker placed"},
		{name: "more aborts than markers", before: []string{"tas MK5 x1 die 9"}, line: "launch MK5 abort 2", refusal: "1 impact marker to abort, not 2"},
		{name: "one TAS a turn", before: []string{"tas MK5 x1 die 1"}, line: "tas MK5 x1", refusal: "activated this turn already"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := houseGame(t)
			play(t, g, c.before...)
			if !accepted(t, g, c.line, c.refusal) {
				return
			}
			st := dsii.UnitOf(g.Unit("MK5"))
			var loads []int
			for _, id := range []string{"missile1", "missile2", "missile3", "missile4", "missile5", "missile6"} {
				loads = append(loads, st.Module(id).Loads)
			}
			if st.ImpactMarkers != c.markers || !reflect.DeepEqual(loads, c.loads) || !reflect.DeepEqual(dsii.GameOf(g).Activated["MK5"], c.active) {
				t.Errorf("%s leaves %d markers, loads %v, activated %v; want %d, %v, %v", c.line, st.ImpactMarkers, loads, dsii.GameOf(g).Activated["MK5"], c.markers, c.loads, c.active)
			}
		})
	}
}

// TestNuke: in a blast's inner zone every module takes a Systems Down (a
// tread module: no effect; one down already: no second); the middle and
// outer zones place none, their chits entered with hit (002 OGRE for DSII,
// OGREs and Nukes: "INNER ZONE: ... each Module suffers a Systems Down
// chit from the electro-magnetic pulse").
func TestNuke(t *testing.T) {
	for _, c := range []struct {
		line    string
		sd      int // MK1's modules with a Systems Down after
		refusal string
	}{
		{line: "nuke MK1 inner", sd: 3}, // em, main1, rack1; tread1 no effect
		{line: "nuke MK1 middle", sd: 1},
		{line: "nuke MK1 outer", sd: 1},
		{line: "nuke MK1 far", refusal: `"far" is not a zone of a nuke`},
		{line: "nuke HT inner", refusal: "no Ogre of modules"},
	} {
		t.Run(c.line, func(t *testing.T) {
			g := houseGame(t)
			play(t, g, "add heavy-tank as HT", "hit MK1.main1 tsd")
			if !accepted(t, g, c.line, c.refusal) {
				return
			}
			sd := 0
			for _, m := range dsii.UnitOf(g.Unit("MK1")).Modules {
				sd += m.Count(dsii.MarkerSD)
			}
			if sd != c.sd {
				t.Errorf("%s leaves %d Systems Down markers, want %d", c.line, sd, c.sd)
			}
		})
	}
}

// TestFinalOption: the EM's activation announces it; the Ogre's next
// activation is the attempt, 4+ on the EM's die now; either way the Ogre
// is destroyed (002 OGRE for DSII, The Final Option).
func TestFinalOption(t *testing.T) {
	for _, c := range []struct {
		name    string
		before  []string
		line    string
		refusal string
		status  engine.Status
		says    string // what the attempt's log line says
	}{
		{name: "announced", line: "destruct MK5", status: engine.StatusOK},
		{name: "a nuke on 4+", before: []string{"destruct MK5"}, line: "destruct MK5 die 4", status: engine.StatusDestroyed, says: `a standard DSII nuke (18" radius Beaten Zone)`},
		{name: "destroys only itself below", before: []string{"destruct MK5"}, line: "destruct MK5 die 3", status: engine.StatusDestroyed, says: "it overloads all its modules and systems"},
		{name: "the next activation is the attempt", before: []string{"destruct MK5"}, line: "activate MK5.tread1", refusal: "its next activation is its self-destruct"},
		{name: "the EM once a turn", before: []string{"activate MK5.em"}, line: "destruct MK5", refusal: "activated this turn already"},
		{name: "no announcing with a die", line: "destruct MK5 die 4", refusal: "no die is rolled"},
		{name: "a destroyed Ogre does nothing", before: []string{"destruct MK5", "destruct MK5 die 1"}, line: "hit MK5.em ko", refusal: "MK5 is destroyed"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := houseGame(t)
			play(t, g, c.before...)
			if c.says != "" {
				cmd, err := g.ParseCommand(c.line)
				if err != nil {
					t.Fatal(err)
				}
				if events, err := engine.Resolve(g, cmd, engine.NewSeeded(1, 1)); err != nil || len(events) != 1 || !strings.Contains(events[0].Text, c.says) {
					t.Errorf("%s says %v (%v), want %q", c.line, events, err, c.says)
				}
			}
			if !accepted(t, g, c.line, c.refusal) {
				return
			}
			if u := g.Unit("MK5"); u.Status != c.status || dsii.UnitOf(u).SelfDestruct != true {
				t.Errorf("%s leaves MK5 %s, self-destruct %v", c.line, u.Status, dsii.UnitOf(u).SelfDestruct)
			}
		})
	}
}
