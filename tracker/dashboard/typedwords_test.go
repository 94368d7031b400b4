package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
)

// typeLine types a whole command line and Enter, as a referee who thought
// the command bar was open would.
func (h *screenHarness) typeLine(line string) {
	h.keys(line)
	h.key(tcell.KeyEnter)
}

// TestWordsTypedIntoAFormActNowhere: a command line typed into an open form
// (the fire form) writes nothing and submits nothing; the form says the
// words are not for it, and goes on once they are past (issue 31.7).
func TestWordsTypedIntoAFormActNowhere(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	run(t, s, nexts(6)...)
	h := startDashboard(t, NewDashboard(s, Options{}), 120, 36)
	h.keys("f")
	h.waitText("Tab list")
	before, _ := st.Events(1)
	phase := s.State().Phase
	shown := formLine(h.waitText("Tab list"))
	if shown == "" {
		t.Fatalf("the fire form shows no command:\n%s", h.text())
	}
	h.typeLine("fire HVY1 at $O.treads")
	// A word whose first letter is a key of the form: the key is taken
	// back once the word shows (o is the override switch, j a move down).
	h.typeLine("overrun HVY1 at $O")
	h.typeLine("jets W1 on")
	h.typeLine("next")
	screen := h.waitText("Nothing done: \"next\" was typed here, not in the command bar.", "Tab list")
	if now := formLine(screen); now != shown {
		t.Errorf("the form's command went from %q to %q", shown, now)
	}
	if after, _ := st.Events(1); len(after) != len(before) || s.State().Phase != phase {
		t.Fatalf("words typed into the fire form wrote %d events, phase %s to %s:\n%s", len(after)-len(before), phase, s.State().Phase, screen)
	}
	if strings.Contains(screen, "Roll ") || strings.Contains(screen, "override fire") {
		t.Errorf("the typed words acted on the form:\n%s", screen)
	}
	h.key(tcell.KeyEscape)
	h.waitGone("Tab list")
}

// formLine returns the fire form's command line as the screen shows it.
func formLine(screen string) string {
	for _, l := range strings.Split(screen, "\n") {
		parts := strings.Split(l, "║")
		if len(parts) < 3 {
			continue
		}
		if in := strings.TrimSpace(parts[1]); strings.HasPrefix(in, "fire ") || strings.HasPrefix(in, "override fire ") {
			return in
		}
	}
	return ""
}

// TestNothingTypedDuringAWaitRuns: a "next" typed with Enter while a
// command waits for the database does not run when the wait is over: it
// waits in the bar for an Enter pressed after (issue 31.7).
func TestNothingTypedDuringAWaitRuns(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	phase := s.State().Phase
	h := startDashboard(t, NewDashboard(s, Options{}), 160, 30)
	var f *flight
	h.d.app.QueueUpdateDraw(func() {
		f = h.d.takeOff(h.d.Preview("note while locked"), "", nil)
		f.waiting = true // as the store's wait notice sets it
		h.d.showFlight()
	})
	h.waitText("waiting for the database")
	h.typeLine(":next")
	h.waitText("\"next\" waits in the bar: Enter runs it once the wait is over")
	lines, err := h.d.carry(f)
	h.d.app.QueueUpdateDraw(func() { h.d.landed(f, lines, err) })
	h.waitText("Note: while locked", ": next")
	if s.State().Phase != phase {
		t.Fatalf("a next typed during the wait ran: phase %s to %s", phase, s.State().Phase)
	}
	h.key(tcell.KeyEnter)
	h.waitFor("the next phase", func(string) bool { return s.State().Phase != phase })
}

// TestTheBarSaysAKeysWord: a key of the main screen typed in the command
// bar as a command ("n") is refused with the word the bar knows for it
// (issue 31.7).
func TestTheBarSaysAKeysWord(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	h := startDashboard(t, NewDashboard(s, Options{}), 200, 30)
	h.typeLine(":n")
	h.waitText(`"n" is the main screen's key for next: in the command bar, type "next"`)
}

// TestARefusedBarLineIsNotAddedTo: a command refused once it was carried
// out stays in the bar, selected: the ':' and the line typed next replace
// it instead of being added to it (issue 29.12).
func TestARefusedBarLineIsNotAddedTo(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	h := startDashboard(t, NewDashboard(s, Options{}), 160, 30)
	// Dice typed in the line: the engine refuses it in flight.
	h.typeLine(":fire HVY1 at CP1 die 5")
	h.waitText("✗ ", ": fire HVY1 at CP1 die 5")
	h.typeLine(":note after")
	h.waitText("✓ Note: after")
	if log := logText(t, st); strings.Contains(log, "fire") || strings.Contains(log, "die 5") {
		t.Errorf("the refused line was added to:\n%s", log)
	}
}

// TestDicePromptShowsALetter: a letter typed into the dice prompt shows
// where it was typed, and the prompt's own line says letters are not dice,
// so a screen too short for the rows that say so still shows it; Backspace
// takes it away as it does a digit, and Enter drops it and what follows
// it, keeping the dice typed before it, and rolls nothing (issue 31, at
// the table: a stray letter vanished from the prompt without a word).
func TestDicePromptShowsALetter(t *testing.T) {
	for _, size := range [][2]int{{120, 36}, {100, 12}} {
		st := newMemStore()
		s := openQuick(t, st, engine.Hexes)
		run(t, s, nexts(6)...)
		h := startDashboard(t, NewDashboard(s, Options{}), size[0], size[1])
		h.keys(":fire HVY2 at $O.treads")
		h.key(tcell.KeyEnter)
		h.waitText("Dice: ")
		before, _ := st.Events(1)
		h.keys("x")
		h.waitText("Dice (letters are not dice): x")
		h.key(tcell.KeyBackspace2)
		h.waitText("Dice: ")
		h.waitGone("letters are not dice")
		h.keys("3y")
		h.waitText("Dice (letters are not dice): 3y")
		if size[1] > 20 {
			h.waitText(`"y" is not dice: digits only`)
		}
		h.key(tcell.KeyEnter)
		screen := h.waitText("Dice: 3")
		if size[1] > 20 {
			screen = h.waitText(`Nothing rolled: "y" is not dice.`)
		}
		if after, _ := st.Events(1); len(after) != len(before) {
			t.Fatalf("%v: a letter typed into the dice prompt wrote %d events:\n%s", size, len(after)-len(before), screen)
		}
		// The die typed before the letter stays, and is the roll.
		h.key(tcell.KeyEnter)
		h.waitText("die 3")
	}
}
