package ffotforms

import (
	"ogretable/tracker/dashboard"
	"slices"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine/ffot"
)

// ffotMoveSetup is ffotFireSetup in the attacker's movement phase: its
// veteran heavy tank HT, the defender's green infantry squad INF in light
// woods.
var ffotMoveSetup = ffotFireSetup[:len(ffotFireSetup)-1]

// TestFFOTOverrunForm: o opens the over-run form, the defender's fire
// first and the mover's after, each with its chances before the dice, and
// runs the over-run.
func TestFFOTOverrunForm(t *testing.T) {
	s := openFFOT(t, ffotMoveSetup...)
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 160, 50)
	h.Keys("o")
	h.WaitText("Over-running stand", "overrun HT at INF",
		// 004 FFOTigers, step 11: "Non Phasing stand fires first followed
		// by moving stand, if it survives"; "Infantry that is overun and
		// fires at an over-running vehicle get the side/rear armor facing".
		"1. INF fires its rifles at HT, at its side armour",
		// "All weapons have a ROF of one during over-run combat": INF 4,
		// green -1 (NoteInfQuality): 5+ on one die.
		"INF fire, short range: hits on 5+ with each of 1 die: 33.3% a die, 33.3% at least one hit.",
		// "Hard targets may be hurt. Compare the penitration numbers with
		// the armor": the rifles list none (NoteNoPen).
		"No pen is listed for the rifles, read as pen 0 at a hard target",
		"2. If it survives, HT fires its gun at INF:",
		// Short range 3+, veteran +1: 2+ on one die; light woods saves 5+.
		"direct fire, short range: hits on 2+ with each of 1 die: 83.3% a die, 83.3% at least one hit.",
		"INF saves each hit on 5+ (33.3%).",
		"A result that makes HT check stops its movement")
	h.Key(tcell.KeyEnter)
	h.WaitText("overrun HT at INF", "or press Enter with none typed to let the program roll.", "1. INF fires its rifles at HT")
	h.Key(tcell.KeyEnter)
	h.WaitGone("or press Enter with none typed to let the program roll.")
	lines, err := s.Log()
	if err != nil {
		t.Fatal(err)
	}
	var fires []string
	for _, l := range lines {
		if strings.Contains(l.Text, "in overrun") {
			fires = append(fires, l.Text)
		}
	}
	if len(fires) == 0 || !strings.HasPrefix(fires[0], "INF fires its rifles in overrun at HT") {
		t.Errorf("the over-run's first fire is not INF's: %q", fires)
	}
}

// TestFFOTOverrunFormOffersTheMovers: the over-run form offers the moving
// side's stands that may over-run (ffot.MayOverrun), not a pinned one, and
// says why when none may.
func TestFFOTOverrunFormOffersTheMovers(t *testing.T) {
	// 004 FFOTigers: pinned stands "may only retreat away from the enemy";
	// step 11 is the moving side's.
	s := openFFOT(t, append(slices.Clone(ffotMoveSetup), "add heavy-tank as HT2 side attacker", "unit 2nd HT2 quality average")...)
	ffot.StandOf(s.State().Unit("HT")).Marker = ffot.Pinned
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 160, 50)
	h.Keys("o")
	h.WaitText("overrun HT2 at INF")
	h.Key(tcell.KeyUp) // HT, were it offered, is above HT2
	h.Key(tcell.KeyTab)
	h.WaitText("overrun HT2 at INF")
	h.Key(tcell.KeyEscape)
	h.WaitGone("Over-running stand")
	run(t, s, "next")
	h.Keys("o")
	h.WaitText("No stand of the attacker may over-run now", "press o to override")
}

// TestFFOTPivotForm: v opens the pivot form in the enemy's movement phase,
// says whether the stand may then fire in overwatch, and pivots it once.
func TestFFOTPivotForm(t *testing.T) {
	s := openFFOT(t, ffotMoveSetup...)
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 160, 50)
	h.Keys("v")
	// 004 FFOTigers, step 10: "Non Phasing player may pivot a stand's
	// forward arc towards a moving stand ... If this stand did not move more
	// than 1/4 of its movement in the last turn it may OVERWATCH FIRE".
	h.WaitText("Stand of the side not moving", "pivot INF", "INF pivots its forward arc toward a moving stand", "It may then fire in overwatch (O)")
	h.Key(tcell.KeyEnter)
	waitLog(t, h, s, "INF pivots its forward arc toward a moving stand; it may fire in overwatch.")
	// "This may only be done once per non phasing stand."
	h.Keys("v")
	h.WaitText("No stand may pivot now", "press o to override")
}
