package tracker

import (
	"context"
	"errors"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// TestTwoSessionsOnOneGame: two sessions on one store stand for a dashboard
// and "ogretable do" writing the same game. A command is checked against
// the game as of the last event in the log, never against a state nobody
// saw; one whose meaning depends on the screen is refused with where the
// game is now (issue 9, Two programs writing one game).
func TestTwoSessionsOnOneGame(t *testing.T) {
	st := newMemStore()
	a := openQuick(t, st, engine.Hexes)
	b, err := Open(st, catalog(t), quickInfo(engine.Hexes))
	if err != nil {
		t.Fatal(err)
	}
	// Both add a heavy tank: b catches up and takes the next label.
	run(t, a, "add heavy-tank")
	run(t, b, "add heavy-tank")
	if b.State().Unit("HVY4") == nil || b.State().Unit("HVY5") == nil {
		t.Fatalf("b has %v; want HVY4 and HVY5", b.State().Labels())
	}
	// The game opens, and a replay agrees with both sessions.
	c, err := Open(st, catalog(t), quickInfo(engine.Hexes))
	if err != nil {
		t.Fatalf("the game does not open after two writers: %v", err)
	}
	if len(c.State().Units) != len(b.State().Units) {
		t.Errorf("replay has %d units, b %d", len(c.State().Units), len(b.State().Units))
	}
	// a has not seen b's tank: a's next is refused, as is its undo; a then
	// knows where the game is, and its next goes through.
	run(t, b, "next")
	_, err = a.Do("next")
	if !errors.Is(err, engine.ErrMovedOn) || !strings.Contains(err.Error(), "the game moved on in another program: it is now the ogre's movement phase, turn 1") {
		t.Errorf("a: next after b moved on: %v", err)
	}
	if a.State().Phase != crt.PhaseMovement {
		t.Errorf("a did not catch up: %s phase", a.State().Phase)
	}
	for _, line := range []string{"undo", "redo"} {
		run(t, b, "note by b before a's "+line)
		if _, err := a.Do(line); !errors.Is(err, engine.ErrMovedOn) || !strings.Contains(err.Error(), "latest event is \"Note: by b before a's "+line) {
			t.Errorf("a: %s after b wrote: %v", line, err)
		}
	}
	run(t, a, "next")
	if a.State().Phase != crt.PhaseFire {
		t.Errorf("a's next went to the %s phase, want fire", a.State().Phase)
	}
	// A command typed at a screen older than the log is refused whatever
	// it is; one typed at the screen as it is goes through.
	seen := b.LastEvent()
	run(t, a, "note from a")
	if _, err := b.DoAsSeen("note from b", seen); !errors.Is(err, engine.ErrMovedOn) {
		t.Errorf("b's note typed at an old screen: %v", err)
	}
	if _, err := b.DoAsSeen("note from b", b.LastEvent()); err != nil {
		t.Errorf("b's note at the screen as it is: %v", err)
	}
	// Refresh shows a the lines b wrote, once.
	lines, err := a.Refresh()
	if err != nil || len(lines) != 1 || lines[0].Text != "Note: from b" {
		t.Errorf("a.Refresh() = %v, %v", lines, err)
	}
	if lines, _ := a.Refresh(); len(lines) != 0 {
		t.Errorf("a second Refresh gives %v", lines)
	}
	// An undo from b is folded into a's state.
	run(t, b, "undo")
	if _, err := a.Refresh(); err != nil {
		t.Fatal(err)
	}
	if n := len(a.State().Notes); n != 3 {
		t.Errorf("after b's undo a has %d notes, want 3 (b's two, a's; b's last undone)", n)
	}
}

// TestFailedCatchUpLeavesTheSession: a catch-up that has to replay the
// whole log (another program undid an older command) and whose read fails
// part of the way leaves the session as it was, its state and the last
// event it knows still together; once the log reads again, it catches up
// (issue 9, Two programs writing one game, and Damage in the middle of the
// file: "nothing is half-written").
func TestFailedCatchUpLeavesTheSession(t *testing.T) {
	st := newMemStore()
	openQuick(t, replayOnly{st}, engine.Hexes)
	a, err := Open(st, catalog(t), quickInfo(engine.Hexes))
	if err != nil {
		t.Fatal(err)
	}
	b, err := Open(st, catalog(t), quickInfo(engine.Hexes))
	if err != nil {
		t.Fatal(err)
	}
	run(t, a, "note one", "note two")
	if _, err := b.Refresh(); err != nil {
		t.Fatal(err)
	}
	run(t, b, "undo")
	wantLast, wantNotes := a.LastEvent(), len(a.State().Notes)
	st.FailEach, st.FailEachAfter = errors.New("snapstore: the disk went away"), 3
	if _, err := a.Refresh(); err == nil || !strings.Contains(err.Error(), "the disk went away") {
		t.Fatalf("Refresh over a failing read: %v", err)
	}
	if a.LastEvent() != wantLast || len(a.State().Notes) != wantNotes {
		t.Errorf("after the failed catch-up a knows event %d and %d notes; want %d and %d, as before",
			a.LastEvent(), len(a.State().Notes), wantLast, wantNotes)
	}
	st.FailEach = nil
	if _, err := a.Refresh(); err != nil {
		t.Fatal(err)
	}
	if a.LastEvent() != b.LastEvent() || len(a.State().Notes) != wantNotes-1 {
		t.Errorf("after the log reads again a knows event %d and %d notes; want %d and %d",
			a.LastEvent(), len(a.State().Notes), b.LastEvent(), wantNotes-1)
	}
}

// TestDoAsShown: a command from a screen that showed the game as of an
// older event goes on when what the screen showed for it is unchanged, and
// is refused when it changed; a command whose context is done before it is
// stored is given up, with nothing written (issue 20, The dashboard never
// freezes).
func TestDoAsShown(t *testing.T) {
	st := newMemStore()
	a := openQuick(t, st, engine.Hexes)
	b, err := Open(st, catalog(t), quickInfo(engine.Hexes))
	if err != nil {
		t.Fatal(err)
	}
	samePhase := func(was *engine.Game) func(*engine.Game) bool {
		return func(now *engine.Game) bool { return now.Phase == was.Phase && now.Turn == was.Turn }
	}
	cases := []struct {
		name    string
		other   string // b's command after a's screen was drawn; "" for none
		line    string
		same    bool   // ask samePhase; else same is nil
		want    string // the last log line once a's command went in; "" when it is refused
		wantErr error
	}{
		{"a note by another program leaves the phase as shown", "note by b", "next", true, "movement phase", nil},
		{"a next by another program changes the phase shown", "next", "next", true, "", engine.ErrMovedOn},
		{"without same, any write refuses", "note by b", "note by a", false, "", engine.ErrMovedOn},
		{"nothing written since", "", "note by a", false, "Note: by a", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, s := range []*Session{a, b} {
				if _, err := s.Refresh(); err != nil {
					t.Fatal(err)
				}
			}
			seen, was := a.LastEvent(), a.State()
			if c.other != "" {
				run(t, b, c.other)
			}
			var same func(*engine.Game) bool
			if c.same {
				same = samePhase(was)
			}
			_, err := a.DoAsShown(context.Background(), c.line, seen, same)
			if c.wantErr != nil {
				if !errors.Is(err, c.wantErr) {
					t.Errorf("%q: %v, want %v", c.line, err, c.wantErr)
				}
				if a.LastEvent() != b.LastEvent() {
					t.Errorf("a refused command was written: the log ends at %d, b's last %d", a.LastEvent(), b.LastEvent())
				}
				return
			}
			if err != nil {
				t.Fatalf("%q: %v", c.line, err)
			}
			if last := a.Recent(1); len(last) != 1 || !strings.Contains(last[0].Text, c.want) {
				t.Errorf("after %q the last log line is %v, want %q", c.line, last, c.want)
			}
		})
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	last := a.LastEvent()
	if _, err := a.DoAsShown(ctx, "note given up", last, nil); !errors.Is(err, engine.ErrGivenUp) {
		t.Errorf("a command whose context is done: %v", err)
	}
	if c, err := Open(st, catalog(t), quickInfo(engine.Hexes)); err != nil || c.LastEvent() != last {
		t.Errorf("after a command given up the log ends at event %d (%v), want %d", c.LastEvent(), err, last)
	}
}
