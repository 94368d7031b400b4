package crtforms

import (
	"ogretable/tracker/dashboard"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// TestMissileFlowOnScreen runs a two-missile salvo against a defence with a
// laser, infantry and an Ogre from the dashboard at 80×24, without paper:
// the launch, the chance of getting through before the dice, each 2d6 and
// lucky die typed, the blast with a unit's odds before its die, a missile
// caught by the blast (000 FAQ, CRUISE MISSILE DETONATION).
func TestMissileFlowOnScreen(t *testing.T) {
	s := openBare(t, "add missile-crawler x2 as CMC side ogre", "add laser-tank as LZ", "add infantry as INF squads 2",
		"add mark-iii as DOG side defence", "add heavy-tank as H", "next", "next")
	d := dashboard.NewDashboard(s, dashboard.Options{})
	hs := startDashboard(t, d, 80, 24)

	hs.keys("m")
	hs.waitText("Launch a salvo", "CMC1", "offboard")
	hs.keys(" j ")
	hs.waitText("launch CMC1,CMC2")
	hs.key(tcell.KeyEnter)
	hs.waitText("In the air", "M1 CM CMC1", "M2 CM CMC2", "VP ogre 0 defence 24")

	// 12 hexes flown: +1 (000 FAQ). The laser needs 8+, a squad 10+.
	hs.keys("12")
	hs.key(tcell.KeyTab)
	hs.keys(" ")
	hs.waitText("M1 after 12 hexes (+1 to intercept)", "1 interceptor: gets through 58.3%", "[x] LZ", "8+  41.7%")
	hs.keys("j ")
	hs.waitText("2 interceptors: gets through 48.6%", "hit and detonates where hit")
	hs.key(tcell.KeyEnter)
	hs.waitText("2d6 for LZ to intercept M1: 8+")
	hs.keys("11")
	hs.key(tcell.KeyEnter)
	hs.waitText("2d6 for INF:1 to intercept M1: 10+")
	hs.keys("66")
	hs.key(tcell.KeyEnter)
	hs.waitText("1d6 for M1's lucky blast: 6 detonates where hit")
	hs.keys("6")
	hs.key(tcell.KeyEnter)
	hs.waitText("M1 detonates where it was hit: b places the units in its blast.")

	// The blast: H 2 hexes away, 3-1; M2 within 6 hexes, caught.
	hs.keys("b")
	hs.waitText("Blast of M1", "Units: distance")
	hs.key(tcell.KeyEnd)
	hs.keys("2")
	hs.waitText("blast M1 flown 12 at H:2", "H  2 hexes  clear  eff 2  attacked at 3-1")
	hs.key(tcell.KeyTab)
	hs.key(tcell.KeyTab)
	hs.keys("c")
	hs.waitText("caught M2")
	hs.key(tcell.KeyEnter)
	hs.waitText("1d6 for H in M1's blast: 3-1")
	hs.keys("4")
	hs.key(tcell.KeyEnter)
	hs.waitText("M2 was hit: Enter rolls its owner's die")
	hs.key(tcell.KeyEnter)
	hs.waitText("1d6 for M2's lucky blast")
	hs.keys("3")
	hs.key(tcell.KeyEnter)
	hs.waitText("M2's owner rolls 3")
	hs.waitGone("1d6 for M2")

	g := s.State()
	if crt.GameMissile(g, "M1").Status != crt.MissileDetonated || crt.GameMissile(g, "M2").Status != crt.MissileDown {
		t.Errorf("M1 %s, M2 %s", crt.GameMissile(g, "M1").Status, crt.GameMissile(g, "M2").Status)
	}
	if h := g.Unit("H"); h.Status != engine.StatusDestroyed {
		t.Errorf("H is %s; 3-1 with a 4 is XX", h.Status)
	}
	if g.VP["ogre"] != 6 || g.VP["defence"] != 24 {
		t.Errorf("VP %v", g.VP)
	}
}

// TestLaunchFormShowsLaunchersWhole: from 100 columns up, the launch form
// shows each launcher's name and what it launches, and the bonus of a
// missile from off the board, whole (issue 31.8; 000 FAQ, Cruise
// Missiles: +3 to intercept one launched from off the board).
func TestLaunchFormShowsLaunchersWhole(t *testing.T) {
	for _, w := range []int{100, 120, 160} {
		s := openBare(t, "add missile-crawler as CMC side ogre", "add heavy-tank as H side defence", "next", "next")
		hs := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), w, 30)
		hs.keys("m")
		hs.waitText("Launch a salvo", "Missile Crawler (armed) 1 cruise missile ", "off the board", "+3 to intercept ", "dual-warhead missile")
	}
}
