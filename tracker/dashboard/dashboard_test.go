package dashboard

import (
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/tracker"
	"ogretable/tracker/internal/trackertest"
	"ogretable/tracker/present"
	"ogretable/tracker/present/crtview"
)

func TestDashboardFirstStartShowsTheQuickGame(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	h := startDashboard(t, NewDashboard(s, Options{}), 80, 24)
	screen := h.waitText("Quick game", "Turn 1", "OGRE", "recovery phase", "VP ogre 0",
		"$O", "Mark III", "treads 45/45", "HVY1", "Heavy Tank", "DEFENCE: 18 in play",
		"Treads 45/45, move 3 hexes", "45-31", "secondary 3/2 D3",
		"INF6 (Infantry Squad, 3 squads) joins the defence.",
		": command", "f fire", "q quit")
	// The log scrolls back and comes back to the latest.
	h.key(tcell.KeyPgUp)
	h.waitText("newer below")
	h.keys("G")
	h.waitGone("newer below")
	lines := strings.Split(screen, "\n")
	if len(lines) < 24 || !strings.HasPrefix(lines[0], "Quick game") {
		t.Errorf("the header is not on the first line:\n%s", screen)
	}
}

func TestDashboardFireAtTreadsWithTypedDie(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	h := startDashboard(t, NewDashboard(s, Options{}), 80, 24)
	h.runKeys("nnnnnn")
	h.waitText("DEFENCE fire phase")
	// The roster's selection is on the Ogre; fire offers it as the target.
	h.keys("f")
	h.waitText("Attackers", "Target", "Ogre part", "fire HVY1 at $O.treads")
	// The odds before the die.
	h.waitText("HVY1 (4) at $O.treads: treads, always 1-1", "Chance NE 33%  D 33%  X 17%  XX 17%")
	// Two attackers on treads are refused with the engine's reason.
	h.keys(" j ")
	h.waitText("fire HVY1,HVY2 at $O.treads", "An attack on treads is made by one attacker alone")
	h.keys(" ")
	h.waitText("fire HVY1 at $O.treads")
	h.key(tcell.KeyEnter)
	h.waitText("Roll 1 die: type the value from the table,", "or press Enter with none typed to let the program roll.")
	h.keys("5")
	h.key(tcell.KeyEnter)
	screen := h.waitText("Treads 41/45, move 3 hexes", "treads 41/45",
		"HVY1 (4) fires at $O.treads at 1-1, die 5: X. [typed]",
		present.GlyphSelected+" M3 "+strings.Repeat(crtview.GlyphTread, 11)+strings.Repeat(crtview.GlyphTreadLost, 4),
		"VP lost 4", "VP ogre 0 defence 4")
	if strings.Contains(screen, "Roll 1 die") {
		t.Errorf("the dice prompt stayed open:\n%s", screen)
	}
	// The attack is stored with its typed die.
	recs, _ := st.Events(1)
	if !strings.Contains(string(recs[len(recs)-4].Payload), `"manual":true`) &&
		!strings.Contains(string(recs[len(recs)-3].Payload), `"manual":true`) {
		t.Error("the typed die is not stored as manual")
	}
}

func TestDashboardDiceCancelledWritesNothing(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	run(t, s, nexts(6)...)
	h := startDashboard(t, NewDashboard(s, Options{}), 80, 24)
	before, _ := st.Events(1)
	h.keys(":fire HVY2 at $O.treads")
	h.key(tcell.KeyEnter)
	h.waitText("Roll 1 die", "HVY2 (4) at $O.treads: treads, always 1-1")
	h.key(tcell.KeyEscape)
	h.waitText("Cancelled: nothing was written.")
	// Program-rolled dice: Enter with none typed.
	h.keys(":fire HVY3 at $O.treads")
	h.key(tcell.KeyEnter)
	h.waitText("Roll 1 die")
	h.key(tcell.KeyEnter)
	h.waitText("HVY3 (4) fires at $O.treads at 1-1, die")
	after, _ := st.Events(1)
	if len(after) <= len(before) {
		t.Fatal("the rolled attack was not stored")
	}
	for _, r := range after[len(before):] {
		if strings.Contains(string(r.Payload), "HVY2") {
			t.Errorf("the cancelled attack was stored: %s", r.Payload)
		}
		if strings.Contains(string(r.Payload), `"manual":true`) {
			t.Errorf("program dice are stored as manual: %s", r.Payload)
		}
	}
}

func TestDashboardRefusalChangesNothing(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	h := startDashboard(t, NewDashboard(s, Options{}), 80, 24)
	before, _ := st.Events(1)
	h.keys(":fire HVY1 at $O.treads")
	h.key(tcell.KeyEnter)
	screen := h.waitText(present.GlyphDestroyed + " Units fire only in the fire phase, and this is the recovery phase")
	if strings.Contains(screen, "engine:") {
		t.Errorf("the refusal keeps its prefix:\n%s", screen)
	}
	after, _ := st.Events(1)
	if len(after) != len(before) {
		t.Errorf("a refused command wrote %d events", len(after)-len(before))
	}
	h.waitText("OGRE recovery phase")
}

func TestDashboardDisabledUnitRecoversAndUndo(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	h := startDashboard(t, NewDashboard(s, Options{}), 80, 24)
	h.runKeys("nn")
	h.waitText("OGRE fire phase")
	// Through the command bar, with Tab completion.
	h.keys(":fire $O.mai")
	h.key(tcell.KeyTab)
	h.waitText(": fire $O.main1 ")
	h.keys("at HVY1")
	h.key(tcell.KeyEnter)
	h.waitText("Roll 1 die", "$O.main1 (4) at HVY1 (defence 3): 1-1")
	h.keys("3")
	h.key(tcell.KeyEnter)
	h.waitText("HVY1 is disabled; it recovers at the start of the",
		present.GlyphDisabled+" HVY1", "disabled", "↳ recovers at the start of the", "turn 2")
	// Nine phases on, it is still disabled; the tenth is its recovery.
	h.runKeys(strings.Repeat("n", 9))
	h.waitText("Turn 2", "OGRE second movement phase")
	h.waitText(present.GlyphDisabled + " HVY1")
	h.keys("n")
	h.waitText("DEFENCE recovery phase")
	// Said once: "HVY1 recovers.", not again as "Recovered: HVY1." (issue
	// 20, item 18).
	if screen := h.waitText("HVY1 recovers."); strings.Contains(screen, "Recovered:") {
		t.Errorf("the recovery is said twice:\n%s", screen)
	}
	h.waitGone(present.GlyphDisabled + " HVY1")
	// Undo says what it undoes, asks, and the unit is disabled again.
	h.keys("u")
	// A phase change says where undo goes back to, and redo on to.
	h.waitText("Undo this command?", "next (back to the ogre's second movement phase, turn 2)")
	h.keys("y")
	h.waitText("Undone: next (back to the ogre's second movement phase, turn 2)", "[undone] HVY1 recovers.",
		present.GlyphDisabled+" HVY1", "OGRE second movement")
	// Redo says what it restores.
	h.keys("U")
	h.waitText("Redo this command?", "next (on to the defence's recovery phase, turn 2)")
	h.keys("n")
	h.waitGone("Redo this command?")
}

func TestDashboardQuitAndReopen(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	d := NewDashboard(s, Options{})
	h := startDashboard(t, d, 80, 24)
	h.runKeys("nn")
	h.keys("w")
	h.waitText("A note for the log")
	h.keys("Ogre on the ridge")
	h.key(tcell.KeyEnter)
	h.waitText("Note: Ogre on the ridge", "OGRE fire phase")
	h.keys("q")
	h.waitText("Quit the dashboard?", "Nothing is lost")
	h.keys("n")
	h.waitGone("Quit the dashboard?")
	h.keys("q")
	h.waitText("Quit the dashboard?")
	h.keys("y")
	select {
	case err := <-h.Done():
		if err != nil {
			t.Fatalf("RunOn: %v", err)
		}
		h.Done() <- nil // for the cleanup
	case <-time.After(5 * time.Second):
		t.Fatal("q, y did not quit")
	}
	// A new session and dashboard on the same store show the same game.
	s2 := openQuick(t, st, engine.Hexes)
	h2 := startDashboard(t, NewDashboard(s2, Options{}), 80, 24)
	h2.waitText("Quick game", "Turn 1", "OGRE fire phase", "Note: Ogre on the ridge", "treads 45/45")
}

func TestDashboardFilterAndOgreSelection(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	run(t, s, "add mark-v as MK5")
	h := startDashboard(t, NewDashboard(s, Options{}), 100, 30)
	h.waitText("$O Mark III", "2 Ogres: select one in the roster")
	h.keys("/mk5")
	h.key(tcell.KeyEnter)
	screen := h.waitText("filter: mk5", "MK5")
	if strings.Contains(screen, "HVY1") {
		t.Errorf("the filter still shows HVY1:\n%s", screen)
	}
	// Selecting the filtered Ogre shows it in the Ogre panel.
	h.keys("k")
	h.waitText("MK5 Mark V", "Treads 60/60")
	h.key(tcell.KeyEscape)
	h.waitText("HVY1", "MK5 Mark V")
}

func TestDashboardHelpFromTheKeyTable(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	h := startDashboard(t, NewDashboard(s, Options{}), 100, 40)
	h.keys("?")
	h.waitText("Keys on the main screen", Bindings[0].Help)
	// The command language is further down.
	for range 8 {
		h.key(tcell.KeyDown)
	}
	h.waitText("ram RAMMER TARGET [die N...]")
	h.key(tcell.KeyEscape)
	h.waitGone("Keys on the main screen")
}

func TestDashboardLargeScreen(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Inches)
	h := startDashboard(t, NewDashboard(s, Options{}), 200, 60)
	screen := h.waitText("Quick game │ Turn 1 │ OGRE to play, recovery phase │ published rules, inches",
		"INF6", `Treads 45/45, move 6"`, "Log")
	// Wide: the log beside the roster, every unit in view.
	if strings.Contains(screen, "↓") {
		t.Errorf("the roster scrolls on a 200×60 screen:\n%s", screen)
	}
	for _, l := range strings.Split(screen, "\n") {
		if strings.Contains(l, "HVY1 Heavy Tank") && strings.Contains(l, "joins the") {
			return
		}
	}
	t.Errorf("the log is not beside the roster:\n%s", screen)
}

func TestDashboardNoColor(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	run(t, s, append(nexts(2), "fire $O.main1 at HVY1 die 3")...)
	h := startDashboard(t, NewDashboard(s, Options{NoColor: true}), 80, 24)
	h.waitText(present.GlyphDisabled+" HVY1", "disabled")
	cells, _, _ := h.Contents()
	for i, c := range cells {
		fg, bg, _ := c.Style.Decompose()
		if fg != tcell.ColorDefault || bg != tcell.ColorDefault {
			t.Fatalf("cell %d (%q) has colours %v on %v", i, string(c.Runes), fg, bg)
		}
	}
}

func TestDashboardTerrainFormWithCheck(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	run(t, s, nexts(5)...)
	h := startDashboard(t, NewDashboard(s, Options{}), 80, 24)
	h.waitText("DEFENCE movement phase")
	// Select GEV1 in the roster; the form offers it.
	h.keys("/gev1")
	h.key(tcell.KeyEnter)
	h.waitText("filter: gev1")
	h.keys("t")
	h.waitText("terrain GEV1 clear", "say where it is (no check)")
	h.key(tcell.KeyTab)
	h.keys("jjjjj") // clear, road, secondary road, forest, rubble, swamp
	h.keys("c")
	h.waitText("enter GEV1 swamp", "enter with a terrain check", "It rolls 1 die.")
	h.key(tcell.KeyEnter)
	h.waitText("Roll 1 die")
	h.keys("6")
	h.key(tcell.KeyEnter)
	h.waitText("GEV1's terrain check in swamp: 6", "[typed]", "in swamp")
}

// TestDashboardDicePromptSaysWhatItRolls: the dice prompt names each roll
// with its die and what it decides, and a die that is not on its die is
// answered as it is typed, before Enter (issue 8, Dice of any size;
// OFFICIAL-NOTES, Ramming: 1-3 disabled, 4-6 destroyed).
func TestDashboardDicePromptSaysWhatItRolls(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	h := startDashboard(t, NewDashboard(s, Options{}), 80, 24)
	h.keys("n")
	h.waitText("OGRE movement phase")
	h.keys(":" + sub(s, "ram $O HVY1"))
	h.key(tcell.KeyEnter)
	h.waitText("Roll 1 die: type the value from the table,", "1d6 for the ram on HVY1: 1-3 disabled, 4-6 destroyed")
	h.keys("7")
	h.waitText("7 is not on a d6 (the roll for the ram on HVY1")
	recs, _ := st.Events(1)
	before := len(recs)
	h.key(tcell.KeyEnter)
	h.waitText("7 is not on a d6")
	h.key(tcell.KeyEscape)
	h.waitText("Cancelled: nothing was written.")
	if recs, _ := st.Events(1); len(recs) != before {
		t.Error("a die that is not on its die wrote events")
	}
}

// TestDashboardShowsAnotherProgramsCommands: while the dashboard is open,
// another program (a second session on the same store) writes the game;
// the dashboard shows its commands without a key pressed, and a command
// typed at a form opened before the game moved on is shown again on the
// game as it is now, and runs on one key (issue 9, Two programs writing one
// game; issue 20, item 11).
func TestDashboardShowsAnotherProgramsCommands(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	other, err := tracker.Open(st, catalog(t), s.Info())
	if err != nil {
		t.Fatal(err)
	}
	h := startDashboard(t, NewDashboard(s, Options{}), 100, 30)
	run(t, other, "add heavy-tank", "note from the second laptop")
	h.waitText("From another program:", "Note: from the second laptop", "HVY4")
	// A note form opened, then another program moves the game on.
	h.keys("w")
	h.waitText("Note")
	run(t, other, "next")
	h.keys("mine")
	h.key(tcell.KeyEnter)
	h.waitText("The game moved on", "⇄ The ogre's movement phase, turn 1.", "note mine", "Nothing was written yet.")
	if notes := notesIn(t, st); len(notes) != 1 {
		t.Errorf("notes %v: the note typed at the old screen was written before it was confirmed", notes)
	}
	h.keys("y")
	h.waitText("✓ Note: mine")
	if notes := notesIn(t, st); len(notes) != 2 || notes[1] != "mine" {
		t.Errorf("notes %v after the note was confirmed on the new screen", notes)
	}
}

// notesIn returns the notes of game 1 in st, read again from the log.
func notesIn(t *testing.T, st *memStore) []string {
	t.Helper()
	s, err := tracker.Open(st, catalog(t), trackertest.QuickInfo(engine.Hexes))
	if err != nil {
		t.Fatal(err)
	}
	return s.State().Notes
}
