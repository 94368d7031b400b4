package crtforms

import (
	"ogretable/tracker/dashboard"
	"ogretable/tracker/internal/trackertest"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker"
)

// TestDashboardWalkerDesigner: D opens the designer from the main screen;
// the cost and the budget left follow every change, every problem is
// shown, and Enter saves a valid design only (000 FAQ, Walkers, 4.0 Buying
// Walkers; 5.0 Optional Walker Rules).
func TestDashboardWalkerDesigner(t *testing.T) {
	var saved []crt.WalkerDesign
	save := func(d engine.Design) (string, error) {
		w := d.(crt.WalkerDesign)
		saved = append(saved, w)
		return "Saved " + w.Name + ".", nil
	}
	s := openBare(t)
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{SaveWalker: save}), 120, 40)
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
	// Saved, the designer closes, and says the game cannot add it: it
	// was not created with the jumpjets rule.
	h.waitText("Saved Hop. This game cannot add it: Hop uses the optional walker rules jumpjets")
	h.waitGone("Walker designer")
	if len(saved) != 1 || saved[0].Name != "Hop" || saved[0].Attack != 3 || !saved[0].Jumpjets || saved[0].LAT {
		t.Errorf("saved %+v", saved)
	}
}

// TestDesignerAsksBeforeReplacing: the referee's playtest saved "Plod"
// over a saved design without being asked, the designer stayed open after
// the save, and "add walker:hopper" was refused until the dashboard was
// restarted. Saving over a saved design now says what changes and asks (n
// goes back to the designer, nothing written; y replaces it); a save closes
// the designer, says how to add the design, and the game adds it at once;
// so does a design another program saved meanwhile.
func TestDesignerAsksBeforeReplacing(t *testing.T) {
	plod := crt.WalkerDesign{Name: "Plod", Generation: crt.GenerationEarly, Attack: 4, Defense: 4, Range: 2, Move: 2}
	st := trackertest.NewStore(plod)
	types, _ := st.WalkerTypes()
	s, err := tracker.Open(st, catalog(t).WithUnits(types...), tracker.Info{ID: 1, Name: "Bare", Variant: crt.Published, Scale: engine.Hexes, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{SaveWalker: st.Save, SavedWalker: st.Saved}), 120, 40)
	rename := func(name string) {
		for range "Walker" {
			h.key(tcell.KeyBackspace2)
		}
		h.keys(name)
		h.waitText("walker:" + strings.ToLower(name))
	}
	h.keys("D")
	h.waitText("Walker designer")
	rename("Plod")
	h.key(tcell.KeyEnter)
	h.waitText("Replace Plod?", "Plod is saved already (walker:plod)", "attack 4 → 1", "defence 4 → 1", "range 2 → 1", "move 2 → 1",
		"Nothing is written until you say yes.")
	h.keys("n")
	h.waitText("Walker designer", "Plod was not replaced: rename this design to keep both")
	if w, _, _ := st.Saved("Plod"); w != plod {
		t.Fatalf("n replaced Plod: %+v", w)
	}
	h.key(tcell.KeyEnter)
	h.waitText("Replace Plod?")
	h.keys("y")
	h.waitText("Saved Plod. Add it to this game with \":add walker:plod as LABEL side SIDE\".")
	h.waitGone("Walker designer")
	if w, _, _ := st.Saved("Plod"); w.(crt.WalkerDesign).Attack != 1 {
		t.Fatalf("y did not replace Plod: %+v", w)
	}
	// A new name saves without asking; the game adds it at once.
	h.keys("D")
	h.waitText("Walker designer")
	rename("Hopper")
	h.key(tcell.KeyEnter)
	h.waitText("Saved Hopper. Add it to this game with \":add walker:hopper as LABEL side SIDE\".")
	h.waitGone("Walker designer")
	h.keys(":add walker:hopper as W2 side defence")
	h.key(tcell.KeyEnter)
	h.waitText("W2 (Hopper) joins the defence")
	if u := s.State().Unit("W2"); u == nil || u.Type.Name != "Hopper" {
		t.Fatalf("W2: %+v; the screen shows:\n%s", u, h.text())
	}
	// A design another program saves meanwhile: the add reads it.
	if _, err := st.Save(crt.WalkerDesign{Name: "Strider", Generation: crt.GenerationEarly, Attack: 2, Defense: 2, Range: 2, Move: 4}); err != nil {
		t.Fatal(err)
	}
	h.keys(":add walker:strider as W3 side defence")
	h.key(tcell.KeyEnter)
	h.waitText("W3 (Strider) joins the defence")
	if u := s.State().Unit("W3"); u == nil || u.Type.Name != "Strider" {
		t.Fatalf("W3: %+v; the screen shows:\n%s", u, h.text())
	}
}

// TestDesignerRows: the presentation of a design, without a screen.
func TestDesignerRows(t *testing.T) {
	d := crt.WalkerDesign{Name: "Iron Duke", Generation: crt.GenerationLate, Attack: 6, Defense: 4, Range: 3, Move: 4, Wheels: true, Legs: crt.LegsQuad}
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
