package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
)

// TestDashboardWalkerDesigner: D opens the designer from the main screen;
// the cost and the budget left follow every change, every problem is
// shown, and Enter saves a valid design only (000 FAQ, Walkers, 4.0 Buying
// Walkers; 5.0 Optional Walker Rules).
func TestDashboardWalkerDesigner(t *testing.T) {
	var saved []engine.WalkerDesign
	save := func(w engine.WalkerDesign) (string, error) {
		saved = append(saved, w)
		return "Saved " + w.Name + ".", nil
	}
	s := openBare(t)
	h := startDashboard(t, NewDashboard(s, Options{SaveWalker: save}), 120, 40)
	h.keys("D")
	h.waitText("Walker designer", "generation", "early", "budget 12 VP", "Cost 3 VP", "left 9 VP", "The design is valid.")
	// The name: typed on its row.
	for range "Walker" {
		h.key(tcell.KeyBackspace2)
	}
	h.keys("Hop")
	h.waitText("walker:hop")
	// Attack (the third row) up by 8 points: 4 VP more.
	h.key(tcell.KeyDown)
	h.key(tcell.KeyDown)
	h.keys("++++++++")
	h.waitText("Cost 7 VP", "left 5 VP")
	// Jumpjets (1 VP early) and land-air (3 VP), which exclude each other.
	for range 5 {
		h.key(tcell.KeyDown)
	}
	h.keys(" ")
	h.waitText("Cost 8 VP")
	h.key(tcell.KeyDown)
	h.key(tcell.KeyDown)
	h.keys(" ")
	h.waitText("Cost 11 VP", "Land-air transformation and jumpjets exclude each other")
	// Late generation: the options cost more, and the budget is 18.
	for range 8 {
		h.key(tcell.KeyUp)
	}
	h.keys(" ")
	h.waitText("late", "budget 18 VP", "Cost 15 VP", "left 3 VP")
	h.key(tcell.KeyEnter)
	h.waitText("has problems and was not saved")
	if len(saved) != 0 {
		t.Fatalf("an invalid design was saved: %+v", saved)
	}
	// Back to early with attack 19: over budget, by how much.
	h.keys(" ")
	h.key(tcell.KeyDown)
	h.keys(strings.Repeat("+", 10))
	h.waitText("Cost 16 VP", "left -4 VP", "over the 12 VP budget of an early generation walker by 4 VP")
	// Fix it: attack down to 3, land-air off; then it saves.
	h.keys(strings.Repeat("-", 16))
	for range 7 {
		h.key(tcell.KeyDown)
	}
	h.keys(" ")
	h.waitText("Cost 5 VP", "The design is valid.")
	h.key(tcell.KeyEnter)
	h.waitText("Saved Hop.")
	if len(saved) != 1 || saved[0].Name != "Hop" || saved[0].Attack != 3 || !saved[0].Jumpjets || saved[0].LAT {
		t.Errorf("saved %+v", saved)
	}
	h.key(tcell.KeyEscape)
	h.waitGone("Walker designer")
}

// TestDesignerRows: the presentation of a design, without a screen.
func TestDesignerRows(t *testing.T) {
	d := engine.WalkerDesign{Name: "Iron Duke", Generation: engine.GenerationLate, Attack: 6, Defense: 4, Range: 3, Move: 4, Wheels: true, Legs: engine.LegsQuad}
	rows := rowsText(DesignerRows(d))
	for _, want := range []string{"walker:iron-duke", "budget 18 VP", "attack 6 3 VP", "range 3 3 VP", "wheels yes 2 VP", "jumpjets no (2 VP)", "legs quad free"} {
		if !strings.Contains(rows, want) {
			t.Errorf("rows lack %q:\n%s", want, rows)
		}
	}
	info := rowsText(DesignerInfo(d))
	if !strings.Contains(info, "Cost 14 VP") || !strings.Contains(info, "left 4 VP") || !strings.Contains(info, "valid") {
		t.Errorf("info:\n%s", info)
	}
}
