package tracker

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// TestDesignSavedWhileOpen: a walker design saved while the game is open
// is added at once, without opening the game again: the session reads the
// store's designs again when a command names a unit type it does not know,
// and when asked (LoadDesigns); a design in play keeps the game's record
// of it (the referee's playtest: "add walker:hopper" said "No unit type
// named walker:hopper" until the dashboard was restarted; ARCHITECTURE.md, Decisions, A
// game keeps its data).
func TestDesignSavedWhileOpen(t *testing.T) {
	st := newMemStore()
	s, err := Open(st, catalog(t), Info{ID: 1, Name: "Bare", Variant: crt.Published, Scale: engine.Hexes, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Do("add walker:hopper as W1 side defence"); err == nil || !strings.Contains(err.Error(), `no unit type named "walker:hopper"`) {
		t.Fatalf("add of a design nobody saved: %v", err)
	}
	hopper := crt.WalkerDesign{Name: "Hopper", Generation: crt.GenerationEarly, Attack: 4, Defense: 4, Range: 2, Move: 2}
	st.Save(hopper)
	if _, err := s.Do("add walker:hopper as W1 side defence"); err != nil {
		t.Fatalf("add of a design saved while the game is open: %v", err)
	}
	if u := s.State().Unit("W1"); u == nil || u.Type.Name != "Hopper" || u.Type.Attack != 4 {
		t.Fatalf("W1: %+v", u)
	}
	// Saved again, changed: the catalog takes it when asked, once; W1
	// keeps the design as it entered play.
	hopper.Attack, hopper.Move = 5, 1
	st.Save(hopper)
	if changed, err := s.LoadDesigns(); !changed || err != nil {
		t.Fatalf("LoadDesigns after a change = %t, %v", changed, err)
	}
	if changed, err := s.LoadDesigns(); changed || err != nil {
		t.Fatalf("LoadDesigns with nothing new = %t, %v", changed, err)
	}
	if u, err := s.Catalog().Unit("walker:hopper"); err != nil || u.Attack != 5 {
		t.Fatalf("the catalog's hopper: %+v, %v", u, err)
	}
	run(t, s, "add walker:hopper as W2 side defence", "undo", "note after")
	if w1, w2 := s.State().Unit("W1"), s.State().Unit("W2"); w1 == nil || w1.Type.Attack != 4 || w2 != nil {
		t.Fatalf("after undo: W1 %+v, W2 %+v", w1, w2)
	}
	// Asked for the dice of an add (as a screen asks before it runs one),
	// the session reads a new design too.
	st.Save(crt.WalkerDesign{Name: "Strider", Generation: crt.GenerationEarly, Attack: 2, Defense: 2, Range: 2, Move: 4})
	if n, err := s.DiceNeeded("add walker:strider as W3 side defence"); n != 0 || err != nil {
		t.Errorf("DiceNeeded of an add of a design saved since: %d, %v", n, err)
	}
	// A store that keeps no designs changes nothing.
	plain := openBare(t)
	if changed, err := plain.LoadDesigns(); changed || err != nil {
		t.Errorf("LoadDesigns on a store without designs = %t, %v", changed, err)
	}
}
