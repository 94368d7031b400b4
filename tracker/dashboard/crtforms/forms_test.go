package crtforms

import (
	"ogretable/tracker/dashboard"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/tracker/present"
)

// TestFireAutomaticAsks: the fire form opens on no target, Enter then says
// to choose one, and an automatic X on the command post is said in full and
// asked about before it is applied; Enter alone does not apply it (issue 11:
// one key destroys the objective).
func TestFireAutomaticAsks(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	run(t, s, "next", "next") // the Ogre's fire phase
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 80, 24)
	before, _ := st.Events(1)
	h.keys("f")
	h.waitText("fire $O.main1 at ", present.GlyphDestroyed+" Choose a target")
	h.key(tcell.KeyEnter)
	h.waitText("fire $O.main1 at ", "Choose a target")
	// The command post, first of the defence.
	h.key(tcell.KeyTab)
	h.keys("j")
	h.waitText("fire $O.main1 at CP1", "$O.main1 (4) at CP1 (defence 0): auto", "Automatic X: no die is rolled.")
	h.key(tcell.KeyEnter)
	h.waitText("Apply without a die?", "If applied:", "CP1 is destroyed", "Apply it? y/n")
	h.key(tcell.KeyEnter) // not an answer
	h.keys("n")
	h.waitText("Cancelled: nothing was written.")
	if after, _ := st.Events(1); len(after) != len(before) {
		t.Fatalf("a cancelled automatic attack wrote %d events", len(after)-len(before))
	}
	h.keys("f")
	h.waitText("fire $O.main1 at ")
	h.key(tcell.KeyTab)
	h.keys("j")
	h.waitText("fire $O.main1 at CP1")
	h.key(tcell.KeyEnter)
	h.waitText("Apply without a die?")
	h.keys("y")
	h.waitGone("Apply without a die?")
	h.waitText("automatic X.", "CP1 is destroyed")
	if s.State().Unit("CP1").Alive() {
		t.Error("y did not apply the attack")
	}
}

// TestRecoveryPromptSays: the dice prompt of a next that rolls to recover
// names the unit, its terrain and the numbers that recover (issue 11).
func TestRecoveryPromptSays(t *testing.T) {
	s := openBare(t, append([]string{"add gev as GEV1 side ogre", "next", "enter GEV1 swamp die 1"}, nexts(6)...)...)
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 80, 24)
	h.keys("n")
	h.waitText("next", "Roll 1 die: type the value from the table,", "1d6 for GEV1 in swamp: 1-4 recovers")
	h.keys("2")
	h.key(tcell.KeyEnter)
	h.waitText("GEV1 rolls to recover: 2 (1-4 recovers).", "GEV1 recovers.")
}

// TestFireSpilloverRows: the fire form ticks the units stacked with the
// target, builds "with", and shows the odds and results of each spillover
// before the dice, in the form and in the dice prompt (issue 11).
func TestFireSpilloverRows(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	run(t, s, "next", "next")
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 80, 24)
	h.keys("f")
	h.waitText("fire $O.main1 at ")
	h.key(tcell.KeyTab)
	h.keys("jj")
	h.waitText("fire $O.main1 at HVY1", "Stacked (Space)")
	h.key(tcell.KeyTab)
	h.keys("j ") // CP1, then HVY2
	h.waitText("fire $O.main1 at HVY1 with HVY2",
		"Spillover onto HVY2: half of 4 is 2 (defence 3): 1-2",
		"Die 1:NE 2:NE 3:NE 4:NE 5:NE 6:D")
	h.key(tcell.KeyEnter)
	h.waitText("Roll 2 dice", "Spillover onto HVY2: half of 4 is 2", "1d6 for the spillover onto HVY2")
	h.keys("16")
	h.key(tcell.KeyEnter)
	h.waitText("Spillover onto HVY2: half of 4 is 2 (defence 3): 1-2, die 6: X,", "read as D (spillover).", "HVY2 is disabled")
}

// TestFireFlagsDisabledTargets: a disabled target is flagged in the list
// with its glyph, and the form says what a D does to it in the engine's
// words (issue 11).
func TestFireFlagsDisabledTargets(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	run(t, s, "next", "next", "fire $O.main1 at HVY1 die 3")
	if s.State().Unit("HVY1").Status != engine.StatusDisabled {
		t.Fatal("HVY1 is not disabled")
	}
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 80, 24)
	h.keys("f")
	h.waitText("HVY1 " + present.GlyphDisabled + " Heavy Tank   D3")
	h.keys("j") // main1 has fired: secondary1
	h.key(tcell.KeyTab)
	h.keys("jj")
	h.waitText("at HVY1", "HVY1 is disabled already: a D destroys it. On a D: HVY1 is", "destroyed, leaving a hulk.")
}

// TestRamWithoutDieAsks: a ram that destroys with no die (a disabled unit
// rammed is destroyed: OFFICIAL-NOTES, Ramming) is said in full and asked
// about, as an automatic attack is (issue 11: nothing destroyed on one key).
func TestRamWithoutDieAsks(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	// HVY1 disabled in turn 1 is still disabled in the Ogre's movement
	// phase of turn 2.
	run(t, s, append([]string{"next", "next", "fire $O.main1 at HVY1 die 3"}, nexts(7)...)...)
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 80, 24)
	before, _ := st.Events(1)
	h.keys("r")
	h.waitText("ram $O HVY1", "Legal; no die is rolled")
	h.key(tcell.KeyEnter)
	h.waitText("Apply without a die?", "If applied:", "HVY1 is destroyed")
	h.key(tcell.KeyEscape)
	h.waitText("Cancelled: nothing was written.")
	if after, _ := st.Events(1); len(after) != len(before) {
		t.Fatalf("a cancelled ram wrote %d events", len(after)-len(before))
	}
}

// TestRamFormSaysDiceAndCost: before a ram is confirmed, the ram form says
// what its die does and what the ram costs the Ogre, in the engine's words
// (issue 31.9; OFFICIAL-NOTES, Ramming: an Ogre ramming armour disables it
// on 1-3 and destroys it on 4-6, and loses 2 tread units for a heavy
// tank).
func TestRamFormSaysDiceAndCost(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	run(t, s, "next")
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 120, 36)
	before, _ := st.Events(1)
	h.d.QueueUpdateDraw(func() { openRamThen(h.d, ogreOf(s), "HVY1", nil) })
	h.waitText("ram $O HVY1", "Legal; it rolls 1 die:", "1d6 for the ram on HVY1: 1-3 disabled, 4-6 destroyed",
		"It costs the rammer: $O loses 2 tread units: 43 left, movement 3 hexes.")
	if after, _ := st.Events(1); len(after) != len(before) {
		t.Fatalf("the ram form wrote %d events before it was confirmed", len(after)-len(before))
	}
	h.key(tcell.KeyEscape)
}
