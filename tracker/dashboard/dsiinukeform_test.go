package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// TestDSIINukeForm: N opens the nuke form, which quotes 002's zone and
// shows the cup; Enter runs the blast in one command, every module's chits
// drawn from the cup by the program (no die asked) or typed on the Modules
// list as drawn at the table (issue 30.5).
func TestDSIINukeForm(t *testing.T) {
	for _, c := range []struct {
		name  string
		keys  func(h *screenHarness)
		line  string
		after []string // what the log says after Enter
	}{
		// 002 OGRE for DSII, OGREs and Nukes: "INNER ZONE: All Modules of the OGRE are attacked with 3 chits each, all colors valid."
		{name: "drawn from the cup", keys: func(h *screenHarness) {}, line: "nuke MK1 inner draw",
			after: []string{"catches MK1 in its inner zone", "MK1.em is hit (boom, red3, red3):", "MK1.main1 is hit (boom,"}},
		// 002 OGRE for DSII, OGREs and Nukes: "OUTER ZONE: All Modules of the OGRE are attacked with 1 chit each, all colors valid."
		{name: "typed module by module", keys: func(h *screenHarness) {
			h.key(tcell.KeyTab)
			h.key(tcell.KeyDown)
			h.key(tcell.KeyDown)
			h.key(tcell.KeyTab)
			h.key(tcell.KeyTab)
			h.keys("red3")
			h.key(tcell.KeyDown)
			h.keys("boom")
			h.key(tcell.KeyDown)
			h.keys("red1")
		}, line: "nuke MK1 outer em:red3 tread1:boom main1:red1",
			after: []string{"MK1.em is hit (red3)", "MK1.tread1 is hit (boom)", "MK1.main1 is hit (red1)"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := openDSIIGame(t)
			h := startDashboard(t, NewDashboard(s, Options{}), 160, 50)
			h.waitText("MK1")
			h.keys("N")
			h.waitText("A nuclear blast", "INNER ZONE: All Modules of the OGRE are attacked with 3 chits each", "Cup: 4 × red3, 1 × boom (5 chits)")
			c.keys(h)
			h.waitText(c.line)
			h.key(tcell.KeyEnter)
			if screen := h.waitText(c.after...); strings.Contains(screen, "Roll ") {
				t.Errorf("the blast asked for dice:\n%s", screen)
			}
		})
	}
}
