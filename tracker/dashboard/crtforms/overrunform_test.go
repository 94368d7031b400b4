package crtforms

import (
	"ogretable/tracker/dashboard"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/tracker/present"
)

// The quick game's Ogre overruns in its movement phase (as in the
// presentation's tests).
var overrunSetup = []string{"next", "overrun $O at INF1,HVY1"}

// openedForm returns the form the dashboard shows.
func openedForm(t *testing.T, d *dashboard.Dashboard) *dashboard.Form {
	t.Helper()
	p := d.Dialog()
	if p == nil {
		t.Fatal("no dialog is open")
	}
	f, ok := p.(*dashboard.Form)
	if !ok {
		t.Fatalf("the dialog is a %T, not a form", p)
	}
	return f
}

func TestFireFormInOverrun(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	run(t, s, overrunSetup...)
	d := dashboard.NewDashboard(s, dashboard.Options{})
	// Round 1: the defenders in the battle fire at the Ogre.
	openFire(d)
	f := openedForm(t, d)
	att, tgt := rowsText(f.List(0).Rows()), rowsText(f.List(1).Rows())
	for _, w := range []string{"[ ] HVY1 4", "[ ] INF1 6"} {
		if !strings.Contains(att, w) {
			t.Errorf("attackers lack %q:\n%s", w, att)
		}
	}
	for _, w := range []string{"HVY2", sub(s, "$O")} {
		if strings.Contains(att, w) {
			t.Errorf("attackers in round 1 list %s:\n%s", w, att)
		}
	}
	// Issue 11: the list starts on no target, above the Ogre; the referee
	// chooses it.
	if strings.TrimSpace(tgt) != sub(s, "– none\n$O Mark III 45 treads") || f.List(1).Selected().Label != "" {
		t.Errorf("targets in round 1:\n%s", tgt)
	}
	if info := rowsText(f.Info(80)); !strings.Contains(info, "Choose a target") {
		t.Errorf("with no target chosen the form says:\n%s", info)
	}
	f.List(1).Select(sub(s, "$O"))
	f.Moved()
	info := rowsText(f.Info(80))
	if !strings.Contains(info, "Overrun, fire round 1: HVY1 4") {
		t.Errorf("the odds do not say the overrun:\n%s", info)
	}
	d.CloseDialog()

	// Round 2: the Ogre's weapons, at the defenders in the battle only; the
	// odds read a D as X (000 FAQ, OVERRUN).
	run(t, s, "next")
	openFire(d)
	f = openedForm(t, d)
	att, tgt = rowsText(f.List(0).Rows()), rowsText(f.List(1).Rows())
	if !strings.Contains(att, sub(s, "[ ] $O.main1 8")) || strings.Contains(att, "HVY1") {
		t.Errorf("attackers in round 2:\n%s", att)
	}
	if !strings.Contains(tgt, "INF1 Infantry Squad D1") || !strings.Contains(tgt, "HVY1 Heavy Tank D3") || strings.Contains(tgt, "HVY2") {
		t.Errorf("targets in round 2:\n%s", tgt)
	}
	f.List(1).Select("HVY1")
	f.Moved()
	info = rowsText(f.Info(80))
	for _, w := range []string{sub(s, "fire $O.main1 at HVY1"), sub(s, "$O.main1 (8) at HVY1 (defence 3): 2-1"),
		"Die 1:NE 2:X 3:X 4:X 5:XX 6:XX", sub(s, "Overrun, fire round 2: $O.main1 4×2=8")} {
		if !strings.Contains(info, w) {
			t.Errorf("the odds lack %q:\n%s", w, info)
		}
	}
	f.List(1).Select("INF1")
	f.Moved()
	if info = rowsText(f.Info(80)); !strings.Contains(info, "the target is one squad of INF1") {
		t.Errorf("the odds at infantry:\n%s", info)
	}
}

func TestDashboardOverrunForm(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 80, 24)
	// In the recovery phase the engine refuses, and Enter does nothing.
	h.keys("o")
	h.waitText("Attackers", "Defenders", "overrun $O at CP1", present.GlyphDestroyed+" An overrun is fought only in the movement")
	before, _ := st.Events(1)
	h.key(tcell.KeyEnter)
	h.waitText("overrun $O at CP1")
	h.key(tcell.KeyEscape)
	h.waitGone("Attackers")
	if after, _ := st.Events(1); len(after) != len(before) {
		t.Fatalf("a refused overrun wrote %d events", len(after)-len(before))
	}

	// The Ogre's movement phase: the Ogre at HVY1 and INF1.
	h.keys("n")
	h.waitText("OGRE movement phase")
	h.keys("o")
	h.waitText("Enter starts it")
	h.key(tcell.KeyTab)
	h.keys("j " + strings.Repeat("j", 11) + " ")
	h.waitText("overrun $O at HVY1,INF1")
	h.key(tcell.KeyEnter)
	h.waitText("Fire round 1: the defenders (defence) fire", "fire now", "fires 3×2=6", "main 4×2=8",
		"round 1, the defenders fire", "f fire  n end the round  j join")
	// No ram before the Ogre's first fire round: the ram form opens on the
	// Ogre without a refusal, and the referee's choice of target shows the
	// engine's reason; Esc goes back to the battle.
	h.keys("r")
	screen := h.waitText("Rammer", "Rammed", "ram none of these now", "Choose the unit to ram")
	if strings.Contains(screen, present.GlyphDestroyed+" ") {
		t.Errorf("the ram form refuses before a target is chosen:\n%s", screen)
	}
	h.key(tcell.KeyTab)
	h.keys("k")
	h.waitText(present.GlyphDestroyed+" $O may ram only after its first fire round", "RAMMING")
	h.key(tcell.KeyEscape)
	h.waitText("Fire round 1: the defenders (defence) fire", "f fire  n end the round  j join")

	// HVY1 fires at the main gun with a typed die, through the fire form.
	// Issue 11: the form opens on no target; the referee chooses the Ogre.
	h.keys("f")
	h.waitText("Fire: overrun, round 1", "fire HVY1 at ", "Choose a target")
	h.key(tcell.KeyTab)
	h.keys("j")
	h.waitText("fire HVY1 at $O.treads")
	h.key(tcell.KeyTab)
	h.keys("j")
	h.waitText("fire HVY1 at $O.main1", "Overrun, fire round 1: HVY1 4", "(defence 4): 1-1")
	h.key(tcell.KeyEnter)
	h.waitText("Roll 1 die")
	h.keys("5")
	h.key(tcell.KeyEnter)
	screen = h.waitText("1 shot so far", present.GlyphFired+" fired this round", "$O.main1 is destroyed",
		"fires secondary 3×2=6", "VP ogre 0 defence 8")
	if strings.Contains(screen, "Roll 1 die") {
		t.Errorf("the dice prompt stayed open:\n%s", screen)
	}

	// End the round: the attackers fire in round 2, in the form and the banner.
	h.keys("n")
	screen = h.waitText("Fire round 2: the attackers (ogre) fire", "round 2, the attackers fire")
	// Issue 11: the shots are counted per round; round 1's shot is not
	// round 2's.
	if !strings.Contains(screen, "no shot yet in this round") || strings.Contains(screen, "1 shot so far") {
		t.Errorf("round 2 does not count its own shots:\n%s", screen)
	}

	// After the Ogre's first fire round it may ram: the footer says so, and
	// the ram form opens on a ram the engine allows.
	h.keys("n")
	h.waitText("Fire round 3: the defenders (defence) fire", "n end the round  r ram  j join")
	h.keys("r")
	h.waitText("ram $O HVY1", "Legal; it rolls 1 die:")
	h.key(tcell.KeyEscape)
	h.waitText("Fire round 3: the defenders (defence) fire")

	// End the overrun, asked first.
	h.keys("e")
	h.waitText("End the overrun now?")
	h.keys("y")
	h.waitText("The referee ends the overrun after 3 fire rounds")
	h.waitGone("OVERRUN by")
	h.waitGone("fire now")
}

// TestDashboardRamFormAims: the ram form opens on a target the engine lets
// the rammer ram, not on the first in the list, which here is infantry
// (000 FAQ, RAMMING: only armour and Ogres are rammed); moving the rammer
// aims again; a target the referee chooses shows the engine's reason.
func TestDashboardRamFormAims(t *testing.T) {
	s := openBare(t, "add infantry-squad squads 3 side defence", "add heavy-tank side defence",
		"add mark-iii as MK side ogre", "add light-tank side ogre", "next")
	d := dashboard.NewDashboard(s, dashboard.Options{})
	h := startDashboard(t, d, 80, 24)
	h.waitText("OGRE movement phase")
	// The roster's cursor on the Ogre, then the ram form.
	for range 3 {
		h.keys("j")
	}
	h.keys("r")
	screen := h.waitText("ram MK HVY1", "Legal; it rolls 1 die:")
	if strings.Contains(screen, present.GlyphDestroyed+" ") {
		t.Errorf("the ram form opens on a refusal:\n%s", screen)
	}
	// The light tank rams only an Ogre (OFFICIAL-NOTES, Ramming), and there
	// is none: no target is picked for it, and nothing is refused until one
	// is chosen. (A GEV here would ram the heavy tank: it may ram armour in
	// the published rules, 6.07.3; issue 10, item 4.)
	h.keys("j")
	screen = h.waitText("LT1 ram none of these now")
	if strings.Contains(screen, present.GlyphDestroyed+" ") {
		t.Errorf("the ram form refuses before a target is chosen:\n%s", screen)
	}
	h.key(tcell.KeyTab)
	h.keys("j")
	h.waitText("ram LT1 HVY1", present.GlyphDestroyed+" ")
	// Back to the Ogre: its target stays, as the referee chose it.
	h.key(tcell.KeyTab)
	h.keys("k")
	h.waitText("ram MK HVY1", "Legal")
	h.key(tcell.KeyEnter)
	h.waitText("Roll 1 die")
	h.keys("1")
	h.key(tcell.KeyEnter)
	h.waitText("MK rams HVY1.")
}
