package tracker

import (
	"encoding/json"
	"errors"
	"testing"

	"ogretable/engine"
)

// TestRedoSays runs undo and redo sequences on the quick game and checks
// what redo would restore, or why it refuses, and that redo itself does or
// refuses the same (issue 4, Undo: redo restores what undo voided if
// nothing was done since).
func TestRedoSays(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		redo  string // what redo restores; "" when it refuses
		why   string // the refusal
	}{
		{name: "nothing undone", lines: []string{"note one"},
			why: "tracker: nothing to redo: nothing has been undone"},
		{name: "one undone", lines: []string{"note one", "undo"}, redo: "Note: one"},
		{name: "undo, undo, redo, redo: all redone", lines: []string{"note one", "note two", "undo", "undo", "redo", "redo"},
			why: "tracker: nothing to redo: every undone command has been redone"},
		{name: "undo, redo, then a command", lines: []string{"note one", "undo", "redo", "note two"},
			why: "tracker: nothing to redo: every undone command has been redone"},
		{name: "undo, undo, redo: the first undone comes back last", lines: []string{"note one", "note two", "undo", "undo", "redo"},
			redo: "Note: two"},
		{name: "a command after an undo", lines: []string{"note one", "undo", "note two"},
			why: `tracker: nothing to redo: "Note: two" was done since "Note: one" was undone`},
		{name: "that command undone", lines: []string{"note one", "undo", "note two", "undo"}, redo: "Note: two"},
		{name: "that command undone and redone", lines: []string{"note one", "undo", "note two", "undo", "redo"},
			why: `tracker: nothing to redo: "Note: two" was done since "Note: one" was undone`},
		{name: "the first command done since is named", lines: []string{"note one", "undo", "note two", "note three"},
			why: `tracker: nothing to redo: "Note: two" was done since "Note: one" was undone`},
		{name: "redo, undo again", lines: []string{"note one", "note two", "undo", "redo", "undo", "undo", "redo"},
			redo: "Note: two"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := openQuick(t, newMemStore(), engine.Hexes)
			run(t, s, tc.lines...)
			c, text, err := s.RedoTarget()
			if tc.redo != "" {
				if err != nil || c == 0 || text != tc.redo {
					t.Fatalf("RedoTarget = %d %q %v, want %q", c, text, err, tc.redo)
				}
				lines, err := s.Do("redo")
				if err != nil || lines[0].Text != "Redone: "+tc.redo {
					t.Fatalf("redo did %v (%v)", lines, err)
				}
				return
			}
			if err == nil || err.Error() != tc.why || !errors.Is(err, ErrNothingToRedo) {
				t.Fatalf("RedoTarget = %d %q %v, want the refusal %q", c, text, err, tc.why)
			}
			if _, err2 := s.Do("redo"); err2 == nil || err2.Error() != tc.why {
				t.Fatalf("redo: %v, want %q", err2, tc.why)
			}
		})
	}
}

// TestUndoSays checks what undo and redo say a command did: the whole
// command, and for a phase change where the game goes back or on to.
func TestUndoSays(t *testing.T) {
	tests := []struct {
		name       string
		bare       bool // a game with no scenario: its first command is the test's
		lines      []string
		undo, redo string
	}{
		{name: "several units added", lines: nil,
			undo: "Undone: INF1 (Infantry Squad, 3 squads) joins the defence (and 5 more like it: INF2, INF3, INF4, INF5, INF6).",
			redo: "Redone: INF1 (Infantry Squad, 3 squads) joins the defence (and 5 more like it: INF2, INF3, INF4, INF5, INF6)."},
		{name: "many units: the list is cut", bare: true, lines: []string{"add heavy-tank x8 side defence"},
			undo: "Undone: HVY1 (Heavy Tank) joins the defence (and 7 more like it: HVY2, HVY3, HVY4, HVY5, HVY6, …)."},
		{name: "one unit", lines: []string{"add gev as G9"},
			undo: "Undone: G9 (GEV) joins the defence.", redo: "Redone: G9 (GEV) joins the defence."},
		{name: "a phase change", lines: []string{"next", "next"},
			undo: "Undone: next (back to the ogre's movement phase, turn 1)",
			redo: "Redone: next (on to the ogre's fire phase, turn 1)"},
		{name: "the game's first command", bare: true, lines: []string{"next"},
			undo: "Undone: next (back to the ogre's recovery phase, turn 1)",
			redo: "Redone: next (on to the ogre's movement phase, turn 1)"},
		{name: "a new turn", lines: nexts(8),
			undo: "Undone: next (back to the defence's second movement phase, turn 1)",
			redo: "Redone: next (on to the ogre's recovery phase, turn 2)"},
		{name: "past an undone command", lines: []string{"next", "note x", "undo", "next"},
			undo: "Undone: next (back to the ogre's movement phase, turn 1)"},
		{name: "an override", lines: []string{"override next"},
			undo: "Undone: override next (back to the ogre's recovery phase, turn 1)",
			redo: "Redone: override next (on to the ogre's movement phase, turn 1)"},
		// Issue 11: undo and redo say the whole command, not only its
		// first sentence.
		{name: "a fire and what it did", lines: []string{"next", "next", "fire $O.main1 at HVY1 die 5"},
			undo: "Undone: $O.main1 (4) fires at HVY1 (defence 3): 1-1, die 5: X. HVY1 is destroyed, leaving a hulk. The ogre scores 6 VP for HVY1.",
			redo: "Redone: $O.main1 (4) fires at HVY1 (defence 3): 1-1, die 5: X. HVY1 is destroyed, leaving a hulk. The ogre scores 6 VP for HVY1."},
		{name: "an overrun's fire round", lines: []string{"next", "overrun $O at INF1,HVY1", "next"},
			undo: "Undone: next (back to fire round 1 of the overrun)",
			redo: "Redone: next (on to fire round 2 of the overrun)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var s *Session
			if tc.bare {
				s = openBare(t, tc.lines...)
			} else {
				s = openQuick(t, newMemStore(), engine.Hexes)
				run(t, s, tc.lines...)
			}
			tc.undo, tc.redo = sub(s, tc.undo), sub(s, tc.redo)
			_, preview, err := s.UndoTarget()
			if err != nil || "Undone: "+preview != tc.undo {
				t.Errorf("UndoTarget = %q (%v), want %q", preview, err, tc.undo)
			}
			lines, err := s.Do("undo")
			if err != nil || lines[0].Text != tc.undo {
				t.Fatalf("undo says %v (%v), want %q", lines, err, tc.undo)
			}
			if tc.redo == "" {
				return
			}
			lines, err = s.Do("redo")
			if err != nil || lines[0].Text != tc.redo {
				t.Fatalf("redo says %v (%v), want %q", lines, err, tc.redo)
			}
		})
	}
}

// TestUndoSaysFromASnapshot: a session opened from a snapshot, whose
// records start right at the phase change to undo, reads further back to
// say where undo goes back to, and says what a replay says.
func TestUndoSaysFromASnapshot(t *testing.T) {
	smallSnapshots(t, 4)
	st := newMemStore()
	openQuick(t, replayOnly{st}, engine.Hexes)
	cat := catalog(t)
	s, err := Open(st, cat, quickInfo(engine.Hexes))
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, "note a", "note b", "note c", "note d", "note e", "next")
	// Open again: the latest snapshot is right before the next, so the
	// session holds only the next's events.
	s2, err := Open(st, cat, quickInfo(engine.Hexes))
	if err != nil {
		t.Fatal(err)
	}
	if s2.base == nil || len(s2.records) != 1 || s2.records[0].Kind != string(engine.EventPhase) {
		t.Fatalf("the session holds %d records after the snapshot, want only the next's", len(s2.records))
	}
	want := "next (back to the ogre's recovery phase, turn 1)"
	if _, text, err := s2.UndoTarget(); err != nil || text != want {
		t.Errorf("UndoTarget = %q (%v), want %q", text, err, want)
	}
	replayed, err := Open(replayOnly{st}, cat, quickInfo(engine.Hexes))
	if err != nil {
		t.Fatal(err)
	}
	sameSession(t, "after the next", s2, replayed)
	if lines, err := s2.Do("undo"); err != nil || lines[0].Text != "Undone: "+want {
		t.Errorf("undo says %v (%v)", lines, err)
	}
}

func TestUndoRedoTarget(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	step := func(line, undo, redo string) {
		t.Helper()
		if line != "" {
			run(t, s, line)
		}
		_, u, _ := s.UndoTarget()
		_, r, _ := s.RedoTarget()
		if u != undo || r != redo {
			t.Errorf("after %q: undo %q redo %q, want %q and %q", line, u, r, undo, redo)
		}
	}
	inf := "INF1 (Infantry Squad, 3 squads) joins the defence (and 5 more like it: INF2, INF3, INF4, INF5, INF6)."
	step("", inf, "")
	step("note one", "Note: one", "")
	step("note two", "Note: two", "")
	step("undo", "Note: one", "Note: two")
	step("undo", inf, "Note: one")
	step("redo", "Note: one", "Note: two")
	step("redo", "Note: two", "")
	step("undo", "Note: one", "Note: two")
	step("note three", "Note: three", "")
	step("undo", "Note: one", "Note: three")
	// What the targets say is what undo and redo do, on a session opened again.
	for _, verb := range []string{"redo", "undo", "undo", "redo"} {
		s2, err := Open(s.store, s.Catalog(), s.Info())
		if err != nil {
			t.Fatal(err)
		}
		_, preview, _ := s2.UndoTarget()
		prefix := "Undone: "
		if verb == "redo" {
			_, preview, _ = s2.RedoTarget()
			prefix = "Redone: "
		}
		lines, err := s2.Do(verb)
		if err != nil || lines[0].Text != prefix+preview {
			t.Errorf("%s did %q (%v), the preview said %q", verb, lines[0].Text, err, preview)
		}
	}
}

// TestUndoWithoutRereadingTheLog: an undo or redo in a game whose records
// the session holds from the start rebuilds the state from them, without
// reading the whole log again, and to the state a fresh replay of the log
// gives (the fuzz target's sessions spent a sixth of their time reading
// the log again at each undo).
func TestUndoWithoutRereadingTheLog(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	st.Counts()
	run(t, s, "next", "next", "fire $O.main1 at HVY1 die 4", "note a", "undo", "fire $O.secondary1 at GEV1 die 6", "undo", "redo", "next", "undo", "undo")
	if whole, _, _ := st.Counts(); whole != 0 {
		t.Errorf("the undos and redos read the whole log %d times", whole)
	}
	fresh, err := Open(replayOnly{st}, catalog(t), quickInfo(engine.Hexes))
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(s.State())
	want, _ := json.Marshal(fresh.State())
	if string(got) != string(want) {
		t.Errorf("the session's state is not the replay's:\nsession %s\nreplay  %s", got, want)
	}
	for i, r := range s.records {
		if r.VoidedBy != fresh.records[i].VoidedBy {
			t.Errorf("event %d: voided by %d in the session, %d in the replay", r.Seq, r.VoidedBy, fresh.records[i].VoidedBy)
		}
	}
}
