package ffotforms

import (
	"ogretable/tracker/dashboard"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine/ffot"
	"ogretable/tracker/present"
)

// TestFFOTLandFormSpotterLost: with the spotter out of play, the land form
// offers only "destroyed" and shows the accuracy and scatter the roll
// takes, -4 and 2d6 inches (004 FFOTigers: "If the spotting unit is
// attacked or destroyed subtract 2 and 4 from the accuracy roll
// respectfully"; "2 dice in inches if the observer was attacked or
// eliminated"), not an intact spotter's +3 and 1d6: the form and the roll
// read the one ffot.LandingOf.
func TestFFOTLandFormSpotterLost(t *testing.T) {
	lines := append(append([]string{}, ffotArtillerySetup...), "add heavy-tank as DHT side defender", "unit 4th DHT quality average",
		"barrage ART at the ford spotter HT")
	s := openFFOT(t, lines...)
	for s.State().CurrentSide() != "defender" || s.State().Phase != ffot.PhaseFire {
		run(t, s, "next")
	}
	// DHT's gun: short 3+, a 6 hits; pen 5 +1 short at armour 5, one
	// effect die, a 6 destroys.
	run(t, s, "fire DHT at HT range 4 die 6 6", "next")
	if s.State().Unit("HT").Alive() {
		t.Fatalf("HT, the spotter, survived")
	}
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 150, 45)
	h.Keys("l")
	// A veteran spotter +3, elite artillery +2, destroyed -4: +1.
	screen := h.WaitText("land B1 spotter destroyed", "The spotter HT is out of play: it was destroyed.",
		"Accuracy: 1d6 +1 (spotter veteran +3, artillery elite +2, -4 the spotter destroyed), 10+ hits: no roll of", "long), 2d6 inches.",
		"Enter: it rolls 4 dice")
	if strings.Contains(screen, "1d6 inches") || strings.Contains(screen, "on target.") || strings.Contains(screen, "attacked") {
		t.Errorf("the form shows an intact spotter's landing:\n%s", screen)
	}
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyDown) // "destroyed" is the only choice
	h.WaitText("land B1 spotter destroyed", "Accuracy: 1d6 +1", "2d6 inches.")
	h.Key(tcell.KeyEnter)
	h.WaitText("for B1's accuracy on 1d6: 9+ hits")
	// 6 +1 = 7 misses; direction 4 is short; 2d6 inches, 3 and 2.
	h.Keys("6432")
	h.Key(tcell.KeyEnter)
	waitLog(t, h, s, "No command roll of the attacker is recorded for turn 1, when it placed B1: it lands as in command. The barrage B1 misses the ford (accuracy 6 +1 = 7, 10+ hits) and scatters 5\" short of it (direction die 4, 2d6 5).")
}

// TestFFOTFireFormAfterFiring: once a stand fired in its fire phase, the
// fire form no longer offers it and says why; with override it is offered,
// its weapon marked as fired (004 FFOTigers: "Roll dice equal to the
// firing stand's adjusted rate of fire"; ffot.NoteFireOnce).
func TestFFOTFireFormAfterFiring(t *testing.T) {
	s := openFFOT(t, append(append([]string{}, ffotFireSetup...), "fire HT at INF range 8 die 1 1")...)
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 150, 45)
	// The roster's detail line, which wraps before the weapon's name at
	// this width: "in open, ○ fired" / "gun".
	h.WaitText("in open, " + present.GlyphFired + " fired")
	h.Keys("f")
	h.WaitText("No stand of the attacker may fire now", "has not fired in this phase")
	h.Keys("o")
	h.WaitText(present.GlyphFired+" fired gun ROF 1", "override fire HT.gun at INF")
}
