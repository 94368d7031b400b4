package dsiiforms

import (
	"ogretable/tracker/dashboard"
	"ogretable/tracker/dashboard/dashboardtest"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine/dsii/dsiitest"
)

// TestDSIINukeForm: N opens the nuke form, which quotes 002's zone and
// shows the cup; Enter runs the blast in one command, every module's chits
// drawn from the cup by the program (no die asked) or typed on the Modules
// list as drawn at the table (issue 30.5).
func TestDSIINukeForm(t *testing.T) {
	for _, c := range []struct {
		name  string
		keys  func(h *dashboardtest.Screen)
		line  string
		after []string // what the log says after Enter
	}{
		// 002 OGRE for DSII, OGREs and Nukes: "INNER ZONE: All Modules of the OGRE are attacked with 3 chits each, all colors valid."
		{name: "drawn from the cup", keys: func(h *dashboardtest.Screen) {}, line: "nuke MK1 inner draw",
			after: []string{"catches MK1 in its inner zone", "MK1.em is hit (boom, red3, red3):", "MK1.main1 is hit (boom,"}},
		// 002 OGRE for DSII, OGREs and Nukes: "OUTER ZONE: All Modules of the OGRE are attacked with 1 chit each, all colors valid."
		{name: "typed module by module", keys: func(h *dashboardtest.Screen) {
			h.Key(tcell.KeyTab)
			h.Key(tcell.KeyDown)
			h.Key(tcell.KeyDown)
			h.Key(tcell.KeyTab)
			h.Key(tcell.KeyTab)
			h.Keys("red3")
			h.Key(tcell.KeyDown)
			h.Keys("boom")
			h.Key(tcell.KeyDown)
			h.Keys("red1")
		}, line: "nuke MK1 outer em:red3 tread1:boom main1:red1",
			after: []string{"MK1.em is hit (red3)", "MK1.tread1 is hit (boom)", "MK1.main1 is hit (red1)"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := openDSIIGame(t)
			h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 160, 50)
			h.WaitText("MK1")
			h.Keys("N")
			h.WaitText("A nuclear blast", "INNER ZONE: All Modules of the OGRE are attacked with 3 chits each", "Cup: 4 × red3, 1 × boom (5 chits)")
			c.keys(h)
			h.WaitText(c.line)
			h.Key(tcell.KeyEnter)
			if screen := h.WaitText(c.after...); strings.Contains(screen, "Roll ") {
				t.Errorf("the blast asked for dice:\n%s", screen)
			}
		})
	}
}

// TestDSIILaunchFormRackRate: the launch form asks a rack's rate, which
// 002 does not give ("5 internal loads"), and shows the reading; the line
// without it is refused when the rack would fire more than one load, and
// with it fires at most that many (issue 30.10).
func TestDSIILaunchFormRackRate(t *testing.T) {
	// dsiitest.HouseMarkI: the house Mark I with its missile rack.
	s := openDSIIGameWith(t, dsiitest.HouseMarkI, "tas MK1 x3 die 6 6 6")
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 200, 50)
	h.WaitText("MK1")
	h.Keys("m")
	// 002 OGRE for DSII, OGRE Missiles: "missile tubes which each carried 5 internal loads", and no rate.
	h.WaitText("Launch missiles", "launch MK1", "Rack loads a launch: 002 gives a rack", "MK1.rack1 would fire more than one of its loads")
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyDown)
	h.WaitText("launch MK1 x2")
	h.Key(tcell.KeyEnter)
	h.WaitText("(rack1, rack1), a rack firing at most 2 loads")
}
