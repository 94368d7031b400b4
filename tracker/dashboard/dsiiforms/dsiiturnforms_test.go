package dsiiforms

import (
	"ogretable/tracker/dashboard"
	"ogretable/tracker/dashboard/dashboardtest"
	"slices"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// TestDSIITurnKeysOffered: the keys of a DSII turn's forms (activate, TAS,
// launch, the Final Option, air defence, the Reaction Test) are offered in
// a DSII game, whose system registers their forms and has their verbs, and
// but for the missiles' m not in a CRT game; the help lists them.
func TestDSIITurnKeysOffered(t *testing.T) {
	dsiiGame := openDSIIGame(t).State()
	crtGame := openQuick(t, newMemStore(), engine.Hexes).State()
	for _, a := range []dashboard.Action{ActActivate, ActTAS, ActMissile, ActDestruct, ActAir, ActReact} {
		has := func(g *engine.Game) bool {
			return slices.ContainsFunc(dashboard.BindingsFor(g), func(b dashboard.Binding) bool { return b.Action == a })
		}
		if !has(dsiiGame) {
			t.Errorf("a DSII game does not offer %q", a)
		}
		if a != ActMissile && has(crtGame) {
			t.Errorf("a CRT game offers %q", a)
		}
	}
	help := rowsText(dashboard.HelpRows(dashboard.BindingsFor(dsiiGame), dsiiGame.VerbsOf(), 0))
	for _, want := range []string{"activate an Ogre's activation unit", "an Ogre's TAS places impact markers", "the Final Option (OGRE for DSII)"} {
		if !strings.Contains(help, want) {
			t.Errorf("the DSII help lacks %q", want)
		}
	}
}

// dsiiTurn opens the house Mark I (MK1), a heavy tank (HT) and a built-in
// Mark V (MK5) on the dashboard, and runs lines first.
func dsiiTurn(t *testing.T, lines ...string) (*tracker.Session, *dashboardtest.Screen) {
	t.Helper()
	s := openDSIIGame(t, append([]string{"add dsii-mark-v as MK5 side ogre"}, lines...)...)
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 140, 40)
	h.WaitText("MK1")
	return s, h
}

// TestDSIIActivateForm: a shows each activation unit and what it does on
// the EM's die before it activates; Enter activates it, the log says so,
// and the form then marks it activated.
func TestDSIIActivateForm(t *testing.T) {
	_, h := dsiiTurn(t)
	h.WaitText("Press ? for help, : for a command, a to activate, h for a hit, n for the next phase.")
	h.Keys("a")
	h.WaitText("Activate", "activate MK1.em", "MK1's electronics module: d6 now.")
	h.Key(tcell.KeyDown)
	// 002 OGRE for DSII, Tread Modules: "Fast Tracked tread module = 5 BMF";
	// OGRE activation: a Motion Unit moves and fires nothing.
	h.WaitText("activate MK1.tread1", "MK1's tread1 activates: the Ogre moves its 5 BMF and fires nothing.")
	h.Key(tcell.KeyEnter)
	h.WaitGone("Esc cancel")
	h.WaitText("MK1's tread1 activates: the Ogre moves its 5 BMF")
	h.Keys("a")
	h.WaitText("Activate", present.GlyphFired+" MK1 tread1", "activate MK1.em") // the first unit not activated
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyDown)
	h.WaitText("activate MK1.main1", "MK1's main battery (DFFG/6) activates: main1 fires on the EM's d6.")
	h.Key(tcell.KeyUp)
	h.WaitText("activate MK1.tread1", "has activated this turn already")
}

// TestDSIITASAndLaunchForms: T shows the missiles ready and each impact
// marker's chance on the EM's die before the dice; m then shows the
// markers placed and each abort's chance, and launches.
func TestDSIITASAndLaunchForms(t *testing.T) {
	_, h := dsiiTurn(t)
	h.Keys("T")
	// The house Mark I has no missile: the form says so before anything runs.
	h.WaitText("TAS: impact markers", "MK1 has no missile ready to launch")
	h.Key(tcell.KeyDown)
	// 002 OGRE for DSII, OGRE Missiles: "roll a 4 or greater in order to place
	// each Impact Marker", on the Mark V's Superior D10: 7 faces of 10.
	h.WaitText("tas MK5 x6", "Each impact marker: 4+ on the d10, a chance of 7/10 (70%)", "It rolls 6 dice.")
	// The count starts at all ready, and ↓ asks for fewer.
	h.Key(tcell.KeyTab)
	for range 4 {
		h.Key(tcell.KeyDown)
	}
	h.WaitText("tas MK5 x2", "It rolls 2 dice.")
	h.Key(tcell.KeyEnter)
	h.WaitText("Roll 2 dice")
	h.Keys("6 3")
	h.Key(tcell.KeyEnter)
	h.WaitText("d10 6, 3, 4+ each: 1 impact marker placed")
	h.Keys("m")
	// OGRE Missiles: "each missile that it wishes to abort", 4+ on its D10.
	h.WaitText("Launch missiles", "launch MK5", "1 impact marker placed", "Each abort: 4+ on the d10, a chance of 7/10 (70%)")
	h.Key(tcell.KeyEnter)
	h.WaitText("MK5's missile unit launches 1 missile at its impact markers (missile1)")
}

// TestDSIIAirForm: A puts a battery in Air Defense Mode, then shoots at the
// pilots typed, with each target's dice and chances before the dice.
func TestDSIIAirForm(t *testing.T) {
	_, h := dsiiTurn(t)
	h.Keys("A")
	h.WaitText("Air defence", "ads MK1.main1", "enter Air Defense Mode")
	h.Key(tcell.KeyEnter)
	h.WaitText("MK1's main battery enters Air Defense Mode")
	h.Keys("A")
	h.WaitText("pilots:")
	h.Key(tcell.KeyTab)
	h.Keys("green,blue")
	// 002 OGRE for DSII, Air defence: -1 die type per target past the first
	// (the Basic d6 to a d4), against Green D6 and Blue D8; lower misses,
	// equal aborts, higher hits.
	h.WaitText("aa MK1.main1 green,blue", "Target 1 (green): d4 against d6: hit 1/4 (25%), abort 1/6 (16.7%), miss 7/12 (58.3%).",
		"Target 2 (blue): d4 against d8: hit 3/16 (18.8%), abort 1/8 (12.5%), miss 11/16 (68.8%).", "It rolls 4 dice.")
	// A command value the aa verb refuses shows no chances: the form reads
	// the targets as the verb does (dsii.ParseAirTargets).
	h.Keys("/0")
	h.WaitText("aa MK1.main1 green,blue/0", `"blue/0" is not a command value`)
	h.WaitGone("Target 1 (green)")
	h.Key(tcell.KeyBackspace2)
	h.Key(tcell.KeyBackspace2)
	h.WaitText("Target 2 (blue): d4 against d8")
	h.Key(tcell.KeyEnter)
	h.WaitText("Roll 4 dice")
	h.Keys("4121")
	h.Key(tcell.KeyEnter)
	h.WaitText("MK1.main1 fires in Air Defense Mode")
}

// TestDSIIReactForm: e shows the Ogre's Threat Level and logs the result
// the referee chose.
func TestDSIIReactForm(t *testing.T) {
	_, h := dsiiTurn(t)
	h.Keys("e")
	// 002 OGRE for DSII, Reaction: "Mark I/II: +0".
	h.WaitText("Reaction Test", "react HT MK1 pass", "MK1's Threat Level: +0 to the test")
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyDown)
	h.WaitText("react HT MK5 pass", "MK5's Threat Level: +3 to the test")
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyDown)
	h.WaitText("react HT MK5 fail")
	h.Key(tcell.KeyEnter)
	h.WaitText("HT takes a Reaction Test facing MK5 (Threat Level +3) and fails")
}

// TestDSIIDestructForm: X first announces the Final Option; on the Ogre's
// next activation it shows the attempt's chance on the EM's die before the
// die, and the attempt destroys the Ogre.
func TestDSIIDestructForm(t *testing.T) {
	_, h := dsiiTurn(t)
	h.Keys("X")
	h.WaitText("The Final Option", "destruct MK1", "The EM activates to announce it")
	h.Key(tcell.KeyEnter)
	h.WaitText("MK1's electronics module announces the Final Option")
	h.Keys("n")
	h.WaitText("Turn 1 ends; turn 2 begins")
	h.Keys("X")
	// 002 OGRE for DSII, The Final Option: "roll a 4+ on their EM die", a Basic D6.
	h.WaitText("announced", "The attempt: 4+ on the d6, a chance of 1/2 (50%)")
	h.Key(tcell.KeyEnter)
	h.WaitText("Roll 1 die")
	h.Keys("5")
	h.Key(tcell.KeyEnter)
	h.WaitText("MK1 tries to self-destruct: d6 5, 4+ needed")
}

// TestDSIIUndoNextNamesTheTurn: undoing or redoing a DSII "next" names
// the turn and its one phase, in which both sides activate (002 OGRE for
// DSII, OGRE activation: an Ogre's units activate "just as if it were any
// other unit in the game"), never the side that acted last: the header's
// "BOTH SIDES in the activation phase".
func TestDSIIUndoNextNamesTheTurn(t *testing.T) {
	s, h := dsiiTurn(t, "react HT MK1 pass", "next") // the defence acted last in turn 1
	want := "next (back to both sides' activation phase, turn 1)"
	if _, text, err := s.UndoTarget(); err != nil || text != want {
		t.Errorf("UndoTarget = %q (%v), want %q", text, err, want)
	}
	h.Keys("u")
	h.WaitText("Undo this command?", want)
	h.Keys("y")
	h.WaitText("✓ ")
	if _, text, err := s.RedoTarget(); err != nil || text != "next (on to both sides' activation phase, turn 2)" {
		t.Errorf("RedoTarget = %q (%v)", text, err)
	}
	h.Keys("U")
	h.WaitText("Redo this command?", "next (on to both sides' activation phase, turn 2)")
}

// TestDSIIActivateFormUnit: the activation form lists the units that are
// no Ogre after the Ogres' units; Enter marks the unit selected in the
// roster activated, the roster notes it, and the form then refuses a
// second activation this turn (002 OGRE for DSII, OGRE activation: an
// Ogre's unit activates "just as if it were any other unit in the game").
func TestDSIIActivateFormUnit(t *testing.T) {
	_, h := dsiiTurn(t)
	h.Keys("jj") // the roster: MK1, MK5, HT
	h.WaitText("HT   Heavy Tank")
	h.Keys("a")
	h.WaitText("activate HT", "HT activates, once a turn as an Ogre's units do")
	h.Key(tcell.KeyEnter)
	h.WaitText("HT activates, marked until turn 1 ends")
	h.WaitText("activated")
	h.Keys("a")
	h.WaitText(present.GlyphFired + " HT")
	for range 17 { // past MK1's 3 units and MK5's 14
		h.Key(tcell.KeyDown)
	}
	h.WaitText("activate HT", "HT has activated this turn already")
}

// TestDSIIFormNoOgre: a DSII form with no Ogre of modules in play says
// what to do: add one, with the line to type (issue 22's review: the
// refusal said only what was wrong).
func TestDSIIFormNoOgre(t *testing.T) {
	s := openDSIIGame(t, "destroy MK1")
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 140, 40)
	h.WaitText("HT")
	h.Keys("X")
	h.WaitText("The Final Option", "No Ogre of modules is in play; add one (add dsii-mark-v as MK5 side ogre)")
}
