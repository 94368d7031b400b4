package tracker

import (
	"encoding/json"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// TestMissileStepsUndo: every step of a missile's flight is a command the
// log can void and restore, and a session reopened on the log builds the
// same game (ARCHITECTURE.md, Decisions, Undo: undo appends an event that voids an earlier one;
// replay == state).
func TestMissileStepsUndo(t *testing.T) {
	st := newMemStore()
	s, err := Open(st, catalog(t), Info{ID: 1, Name: "Salvo", Variant: crt.Published, Scale: engine.Hexes, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	do := func(lines ...string) {
		t.Helper()
		for _, l := range lines {
			if _, err := s.Do(l); err != nil {
				t.Fatalf("%s: %v", l, err)
			}
		}
	}
	do("add missile-crawler x2 as CMC side ogre", "add heavy-tank as H", "next", "next", "launch CMC1 and CMC2", "undo")
	g := s.State()
	if len(crt.GameOf(g).Missiles) != 0 || g.Unit("CMC1").TypeID != "missile-crawler" || g.VP["defence"] != 0 {
		t.Fatalf("after undo: %d missiles, CMC1 %s, defence %v VP", len(crt.GameOf(g).Missiles), g.Unit("CMC1").TypeID, g.VP["defence"])
	}
	do("redo", "intercept M1 by H flown 12 die 6 6", "lucky M1 die 6", "undo")
	if m := crt.GameMissile(s.State(), "M1"); m.Status != crt.MissileHit {
		t.Fatalf("after undoing the lucky die M1 is %s", m.Status)
	}
	do("lucky M1 die 6", "blast M1 at H:1 caught M2 die 6", "lucky M2 die 1")
	g = s.State()
	if crt.GameMissile(g, "M1").Status != crt.MissileDetonated || crt.GameMissile(g, "M2").Status != crt.MissileDown || g.Unit("H").Status != engine.StatusDestroyed {
		t.Fatalf("after the blast: %+v %+v, H %s", crt.GameMissile(g, "M1"), crt.GameMissile(g, "M2"), g.Unit("H").Status)
	}
	r, err := Open(st, catalog(t), Info{ID: 1, Name: "Salvo", Variant: crt.Published, Scale: engine.Hexes, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(g)
	b, _ := json.Marshal(r.State())
	if string(a) != string(b) {
		t.Errorf("the game reopened from its log differs:\n%s\n%s", a, b)
	}
}
