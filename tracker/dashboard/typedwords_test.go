package dashboard

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/ffot"
)

// typeLine types a whole command line and Enter, as a referee who thought
// the command bar was open would.
func (h *screenHarness) typeLine(line string) {
	h.keys(line)
	h.key(tcell.KeyEnter)
}

// TestWordsTypedIntoADicePromptActNowhere: a command line typed into an
// open dice prompt rolls no die, opens no form and writes nothing, in the
// Ogre CRT rules and in FFOTigers (issue 31.7, issue 29.12: a "fire ..."
// typed into an FFOTigers prompt rolled its dice with its "r" and opened
// the terrain form with its "t"); the prompt says the letters are not
// dice, and Enter with none typed is then the program's roll.
func TestWordsTypedIntoADicePromptActNowhere(t *testing.T) {
	t.Run("the Ogre CRT", func(t *testing.T) {
		st := newMemStore()
		s := openQuick(t, st, engine.Hexes)
		run(t, s, nexts(6)...)
		h := startDashboard(t, NewDashboard(s, Options{}), 120, 30)
		h.keys(":fire HVY2 at $O.treads")
		h.key(tcell.KeyEnter)
		h.waitText("Roll 1 die", "or press Enter with none typed to let the program roll.")
		before, _ := st.Events(1)
		phase := s.State().Phase
		h.typeLine("fire HVY1 at $O.treads")
		h.waitText("Nothing rolled: \"fire HVY1 at $O.treads\" is not dice.", "Roll 1 die")
		h.typeLine("terrain HVY1 forest")
		h.typeLine("next")
		screen := h.waitText("Nothing rolled: \"next\" is not dice.", "Roll 1 die")
		if after, _ := st.Events(1); len(after) != len(before) || s.State().Phase != phase {
			t.Fatalf("words typed into the dice prompt wrote %d events, phase %s to %s:\n%s", len(after)-len(before), phase, s.State().Phase, screen)
		}
		if strings.Contains(screen, "Terrain") {
			t.Errorf("a typed t opened the terrain form:\n%s", screen)
		}
		// The words left nothing in the prompt: Enter with none typed is
		// the program's roll.
		h.key(tcell.KeyEnter)
		h.waitText("HVY2 (4) fires at $O.treads at 1-1, die")
	})
	t.Run("FFOTigers", func(t *testing.T) {
		st, s, h := ffotStages(t, "terrain INF1 forest")
		for i := 0; i < 8 && s.State().Phase != ffot.PhaseFire; i++ {
			run(t, s, "next")
		}
		h.keys("")
		h.keys(":fire HT1 at INF1 range 8")
		h.key(tcell.KeyEnter)
		h.waitText("Roll 2 dice")
		before, _ := st.Events(1)
		h.typeLine("fire HT2 at INF2 range twelve")
		h.typeLine("terrain INF2 town")
		screen := h.waitText("Nothing rolled: \"terrain INF2 town\" is not dice.", "Roll 2 dice")
		if after, _ := st.Events(1); len(after) != len(before) {
			t.Fatalf("words typed into the dice prompt wrote %d events:\n%s", len(after)-len(before), screen)
		}
		if strings.Contains(screen, "Terrain ") {
			t.Errorf("a typed t opened the terrain form:\n%s", screen)
		}
		h.key(tcell.KeyEscape)
		h.waitText("Cancelled: nothing was written.")
	})
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
		f = h.d.takeOff(h.d.preview("note while locked"), "", nil)
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

// TestWordsTypedIntoAFormFieldActNowhere: a command line typed into a
// form's typed field (the barrage form's point, the unit form's name, the
// burst form's feature name) places no barrage and forms no unit: its
// first word, a verb of the command language followed by a space, makes
// the line the form's words typed by mistake, as in the fire form (issue
// 29 playtest, issue 31.7: "barrage P1 at the ford spotter H1 range 20"
// was a barrage aimed at "barrageP1atthefordspotterH1range20").
func TestWordsTypedIntoAFormFieldActNowhere(t *testing.T) {
	for _, tc := range []struct {
		name, key, title string
		tab              int // Tabs to the field's list first
		line             string
	}{
		{"the barrage form's point", "b", "Artillery (Space)", 0, "barrage ART at the ford spotter HT range 20"},
		{"the barrage form's point, from the spotters", "b", "Artillery (Space)", 1, "Override barrage ART at the ford spotter HT"},
		{"the unit form's name", "F", "Form a unit", 0, "unit tanks HT quality veteran"},
		{"the unit form's name, from the qualities", "F", "Form a unit", 1, "fire HT at INF range 8"},
		{"the burst form's feature name", "B", "Feature (type its name)", 2, "note church hit"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lines := append([]string{"add heavy-tank as HT side attacker", "add mobile-howitzer as ART side attacker", "add infantry-squad as INF side defender"}, "unit guns ART quality elite")
			if tc.key != "F" {
				lines = append(lines, "unit 1st HT quality veteran", "unit foot INF quality green")
			}
			if tc.key == "B" {
				lines = append(lines, "barrage ART at the ford spotter HT", "next", "next", "next", "next", "next", "next", "next", "land B1 die 6")
			}
			s := openFFOT(t, lines...)
			h := startDashboard(t, NewDashboard(s, Options{}), 150, 45)
			h.keys(tc.key)
			h.waitText(tc.title)
			for range tc.tab {
				h.key(tcell.KeyTab)
			}
			if tc.key == "B" {
				h.key(tcell.KeyDown) // a feature kind, whose name is typed
			}
			before := lastLog(t, s)
			h.typeLine(tc.line)
			first := strings.Fields(tc.line)[0]
			screen := h.waitText(fmt.Sprintf("Nothing done: %q was typed here, not in the command bar.", tc.line))
			if after := lastLog(t, s); after != before {
				t.Fatalf("a command line typed into the form wrote %q:\n%s", after, screen)
			}
			if strings.Contains(screen, first+"ART") || strings.Contains(screen, first+"tanks") || strings.Contains(screen, "Point: "+first) || strings.Contains(screen, "Name: "+first) {
				t.Errorf("the line's words went into the form's field:\n%s", screen)
			}
			h.key(tcell.KeyEscape)
			h.waitGone(tc.title)
		})
	}
}
