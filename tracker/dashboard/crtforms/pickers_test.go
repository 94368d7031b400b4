package crtforms

import (
	"ogretable/tracker/dashboard"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/tracker/present"
)

// TestRamFormListsOnlyRammable: the ram form's targets are those the engine
// lets the rammer ram (engine.Game.RamTargets): not the infantry, which the
// ram verb refuses ("only armour and Ogres can be rammed"; 000 FAQ,
// RAMMING), nor the rammer's own side.
func TestRamFormListsOnlyRammable(t *testing.T) {
	s := openBare(t, "add infantry-squad squads 3 side defence", "add heavy-tank side defence",
		"add mark-iii as MK side ogre", "add light-tank side ogre", "next")
	d := dashboard.NewDashboard(s, dashboard.Options{})
	h := startDashboard(t, d, 80, 24)
	h.waitText("OGRE movement phase")
	for range 3 {
		h.keys("j")
	}
	h.keys("r")
	screen := h.waitText("Rammed", "ram MK HVY1", "Legal")
	if strings.Contains(screen, "ram MK INF1") {
		t.Errorf("the ram form opens on the infantry:\n%s", screen)
	}
	// Down the whole target list: the infantry is never offered.
	h.key(tcell.KeyTab)
	for range 4 {
		h.keys("j")
		if screen := h.text(); strings.Contains(screen, "ram MK INF1") || strings.Contains(screen, "ram MK LT1") {
			t.Fatalf("the ram form offers a unit the rules refuse:\n%s", screen)
		}
	}
	h.waitText("ram MK HVY1")
}

// TestJoinFormListsOnlyJoinable: the overrun join form lists the units the
// engine lets move in (engine.Game.CanJoinOverrun): not the quick game's
// command post, which cannot move (000 FAQ, OVERRUN), while the other
// tanks are listed.
func TestJoinFormListsOnlyJoinable(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	run(t, s, overrunSetup...)
	d := dashboard.NewDashboard(s, dashboard.Options{})
	h := startDashboard(t, d, 120, 40)
	h.waitText("Fire round 1")
	h.keys("o")
	h.waitText("j join")
	h.keys("j")
	screen := h.waitText("Join the overrun", "[ ] HVY2")
	if strings.Contains(screen, "[ ] CP1") {
		t.Errorf("the join form lists the immobile command post:\n%s", screen)
	}
	if strings.Contains(screen, present.GlyphDestroyed+" ") {
		t.Errorf("the join form opens on a refusal:\n%s", screen)
	}
}
