package ffotforms

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/tracker/dashboard"
	"ogretable/tracker/dashboard/dashboardtest"
)

// typeLine types a whole command line and Enter, as a referee who thought
// the command bar was open would.
func typeLine(h *dashboardtest.Screen, line string) {
	h.Keys(line)
	h.Key(tcell.KeyEnter)
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
		h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 120, 30)
		h.Keys(":fire HVY2 at $O.treads")
		h.Key(tcell.KeyEnter)
		h.WaitText("Roll 1 die", "or press Enter with none typed to let the program roll.")
		before, _ := st.Events(1)
		phase := s.State().Phase
		typeLine(h, "fire HVY1 at $O.treads")
		h.WaitText("Nothing rolled: \"fire HVY1 at $O.treads\" is not dice.", "Roll 1 die")
		typeLine(h, "terrain HVY1 forest")
		typeLine(h, "next")
		screen := h.WaitText("Nothing rolled: \"next\" is not dice.", "Roll 1 die")
		if after, _ := st.Events(1); len(after) != len(before) || s.State().Phase != phase {
			t.Fatalf("words typed into the dice prompt wrote %d events, phase %s to %s:\n%s", len(after)-len(before), phase, s.State().Phase, screen)
		}
		if strings.Contains(screen, "Terrain") {
			t.Errorf("a typed t opened the terrain form:\n%s", screen)
		}
		// The words left nothing in the prompt: Enter with none typed is
		// the program's roll.
		h.Key(tcell.KeyEnter)
		h.WaitText("HVY2 (4) fires at $O.treads at 1-1, die")
	})
	t.Run("FFOTigers", func(t *testing.T) {
		st, s, h := ffotStages(t, "terrain INF1 forest")
		for i := 0; i < 8 && s.State().Phase != ffot.PhaseFire; i++ {
			run(t, s, "next")
		}
		h.Keys("")
		h.Keys(":fire HT1 at INF1 range 8")
		h.Key(tcell.KeyEnter)
		h.WaitText("Roll 2 dice")
		before, _ := st.Events(1)
		typeLine(h, "fire HT2 at INF2 range twelve")
		typeLine(h, "terrain INF2 town")
		screen := h.WaitText("Nothing rolled: \"terrain INF2 town\" is not dice.", "Roll 2 dice")
		if after, _ := st.Events(1); len(after) != len(before) {
			t.Fatalf("words typed into the dice prompt wrote %d events:\n%s", len(after)-len(before), screen)
		}
		if strings.Contains(screen, "Terrain ") {
			t.Errorf("a typed t opened the terrain form:\n%s", screen)
		}
		h.Key(tcell.KeyEscape)
		h.WaitText("Cancelled: nothing was written.")
	})
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
			h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 150, 45)
			h.Keys(tc.key)
			h.WaitText(tc.title)
			for range tc.tab {
				h.Key(tcell.KeyTab)
			}
			if tc.key == "B" {
				h.Key(tcell.KeyDown) // a feature kind, whose name is typed
			}
			before := lastLog(t, s)
			typeLine(h, tc.line)
			first := strings.Fields(tc.line)[0]
			screen := h.WaitText(fmt.Sprintf("Nothing done: %q was typed here, not in the command bar.", tc.line))
			if after := lastLog(t, s); after != before {
				t.Fatalf("a command line typed into the form wrote %q:\n%s", after, screen)
			}
			if strings.Contains(screen, first+"ART") || strings.Contains(screen, first+"tanks") || strings.Contains(screen, "Point: "+first) || strings.Contains(screen, "Name: "+first) {
				t.Errorf("the line's words went into the form's field:\n%s", screen)
			}
			h.Key(tcell.KeyEscape)
			h.WaitGone(tc.title)
		})
	}
}
