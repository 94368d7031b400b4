package tracker

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/internal/cadence"
	"ogretable/tracker/memstore"
)

// smallSnapshots makes sessions save a snapshot every n events for the
// test.
func smallSnapshots(t *testing.T, n int64) {
	old := cadence.SnapshotEvery
	cadence.SnapshotEvery = n
	t.Cleanup(func() { cadence.SnapshotEvery = old })
}

// randomCommand returns a random command line for the session's game: many
// are refused, and undo comes in runs that reach far back.
func randomCommand(rng *rand.Rand, s *Session) []string {
	g := s.State()
	labels := g.Labels()
	if len(labels) == 0 {
		return []string{"redo", "add heavy-tank x2"}[rng.IntN(2):][:1]
	}
	l := func() string { return labels[rng.IntN(len(labels))] }
	switch rng.IntN(24) {
	case 0, 1:
		return []string{"undo"}
	case 2:
		return strings.Fields(strings.Repeat("undo ", 2+rng.IntN(12)))
	case 3, 4:
		return []string{"redo"}
	case 5, 6, 7, 8, 9:
		return []string{"next"}
	case 10, 11, 12, 13:
		return []string{"override fire " + l() + " at " + l()}
	case 14, 15:
		if o := crt.FirstOgre(g); o != nil {
			return []string{"override fire " + o.Label + ".secondary" + string(rune('1'+rng.IntN(4))) + " at " + l()}
		}
		return []string{"next"}
	case 16:
		return []string{"terrain " + l() + " " + []string{"forest", "town", "clear"}[rng.IntN(3)]}
	case 17:
		return []string{"add heavy-tank", "add gev x2"}[rng.IntN(2):][:1]
	}
	return []string{"note n"}
}

// stateJSON returns the session's game as JSON.
func stateJSON(t *testing.T, s *Session) string {
	t.Helper()
	b, err := json.Marshal(s.State())
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// mustLog returns the session's whole log.
func mustLog(t *testing.T, s *Session) []LogLine {
	t.Helper()
	l, err := s.Log()
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// sameSession fails unless got, a session on a snapshot store, shows what
// want, a session that replayed the whole log, shows: the state, the log,
// its latest lines, and what undo and redo would do.
func sameSession(t *testing.T, what string, got, want *Session) {
	t.Helper()
	if a, b := stateJSON(t, got), stateJSON(t, want); a != b {
		t.Fatalf("%s: the state differs from a replay:\n%s\n%s", what, a, b)
	}
	log := mustLog(t, want)
	if l := mustLog(t, got); !reflect.DeepEqual(l, log) {
		t.Fatalf("%s: the log differs from a replay's (%d lines, %d)", what, len(l), len(log))
	}
	for _, n := range []int{1, 4, 30, 1000} {
		if r := got.Recent(n); !reflect.DeepEqual(r, log[max(len(log)-n, 0):]) {
			t.Fatalf("%s: Recent(%d) is not the end of the log: %d lines", what, n, len(r))
		}
	}
	u1, t1, e1 := got.UndoTarget()
	u2, t2, e2 := want.UndoTarget()
	if u1 != u2 || t1 != t2 || errors.Is(e1, ErrNothingToUndo) != errors.Is(e2, ErrNothingToUndo) {
		t.Fatalf("%s: undo would void %d %q (%v), a replay says %d %q (%v)", what, u1, t1, e1, u2, t2, e2)
	}
	r1, t1, e1 := got.RedoTarget()
	r2, t2, e2 := want.RedoTarget()
	if r1 != r2 || t1 != t2 || (e1 == nil) != (e2 == nil) || e1 != nil && e1.Error() != e2.Error() {
		t.Fatalf("%s: redo would restore %d %q (%v), a replay says %d %q (%v)", what, r1, t1, e1, r2, t2, e2)
	}
}

// TestSnapshotsAreACache plays random games, undo and redo among them,
// through a session that saves snapshots often, and checks after every
// command that the session, and a session opened again from the latest
// snapshot, show what a replay of the whole log shows.
func TestSnapshotsAreACache(t *testing.T) {
	smallSnapshots(t, 6)
	cat := catalog(t)
	var fromSnapshot, replayed, deepUndos int
	// reopen opens the game on st again, counting how.
	reopen := func(st *memstore.Store, info Info) *Session {
		t.Helper()
		st.Counts()
		s, err := Open(st, cat, info)
		if err != nil {
			t.Fatal(err)
		}
		if fullReads, _, _ := st.Counts(); fullReads == 0 {
			fromSnapshot++
		} else {
			replayed++
		}
		return s
	}
	for seed := range uint64(4) {
		rng := rand.New(rand.NewPCG(seed, 99))
		st := newMemStore()
		live := openQuick(t, replayOnly{st}, engine.Hexes)
		live, err := Open(st, cat, live.Info()) // on the snapshot store from now on
		if err != nil {
			t.Fatal(err)
		}
		for step := range 160 {
			if rng.IntN(8) == 0 {
				// Another program, which saves no snapshots, runs commands
				// on the game; the session opens it again.
				other, err := Open(replayOnly{st}, cat, live.Info())
				if err != nil {
					t.Fatal(err)
				}
				for _, line := range append(randomCommand(rng, other), strings.Fields(strings.Repeat("undo ", rng.IntN(8)))...) {
					other.Do(line)
				}
				live = reopen(st, live.Info())
			}
			for _, line := range randomCommand(rng, live) {
				var base int64
				if live.base != nil {
					base = live.base.command
				}
				if _, err := live.Do(line); err == nil && (line == "undo" || line == "redo") && lastMarkTarget(t, st, live.info.ID) <= base {
					deepUndos++
				}
			}
			full, err := Open(replayOnly{st}, cat, live.Info())
			if err != nil {
				t.Fatal(err)
			}
			what := fmt.Sprintf("seed %d, step %d", seed, step)
			sameSession(t, what+", live", live, full)
			again := reopen(st, live.Info())
			sameSession(t, what+", opened again", again, full)
		}
		if len(st.Saves()) < 10 {
			t.Errorf("seed %d: only %d snapshots saved", seed, len(st.Saves()))
		}
	}
	t.Logf("opened %d times from a snapshot, %d by replay; %d undos reached before the session's base", fromSnapshot, replayed, deepUndos)
	if fromSnapshot < 400 || replayed < 10 || deepUndos < 10 {
		t.Errorf("opened %d times from a snapshot and %d by replay, %d undos before the base: too few to test them", fromSnapshot, replayed, deepUndos)
	}
}

// lastMarkTarget returns the command the latest event of the game, a mark,
// names.
func lastMarkTarget(t *testing.T, st *memstore.Store, game int64) int64 {
	t.Helper()
	evs := eventsOf(st, game)
	n, ok := MarkTarget(evs[len(evs)-1].Payload)
	if !ok {
		t.Fatalf("the latest event is not a mark: %s", evs[len(evs)-1].Payload)
	}
	return n
}

// TestSnapshotCadence: a session saves a snapshot after the first command
// that takes the game SnapshotEvery events or more past the last one, and
// holds only the events after the snapshot before the latest.
func TestSnapshotCadence(t *testing.T) {
	smallSnapshots(t, 10)
	st := newMemStore()
	s, err := Open(st, catalog(t), quickInfo(engine.Hexes))
	if err != nil {
		t.Fatal(err)
	}
	var want []int64
	next := int64(10)
	for i := range 120 {
		line := []string{"next", "note n", "add gev x3", "terrain GEV1 forest"}[i%4]
		lines, err := s.Do(line)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		if last := lines[len(lines)-1].Seq; last >= next {
			want = append(want, last)
			next = last + 10
		}
		if len(s.records) > 2*10+3 {
			t.Fatalf("after %d events the session holds %d of them", s.lastEvent, len(s.records))
		}
	}
	if !reflect.DeepEqual(st.Saves(), want) {
		t.Errorf("snapshots saved at events %v, want %v", st.Saves(), want)
	}
	// Opened again, it reads only the events after the latest snapshot.
	st.Counts()
	again, err := Open(st, catalog(t), quickInfo(engine.Hexes))
	if err != nil {
		t.Fatal(err)
	}
	if full, tail, n := st.Counts(); full != 0 || tail != 1 || int64(n) != s.lastEvent-want[len(want)-1] {
		t.Errorf("opening read the whole log %d times, the tail %d times, %d events; want 0, 1, %d", full, tail, n, s.lastEvent-want[len(want)-1])
	}
	if stateJSON(t, again) != stateJSON(t, s) {
		t.Error("the game opened from the snapshot differs")
	}
}

// TestSnapshotFailureNeverFailsACommand: a snapshot that cannot be saved
// (a read-only database, say) costs nothing but time.
func TestSnapshotFailureNeverFailsACommand(t *testing.T) {
	smallSnapshots(t, 5)
	st := newMemStore()
	st.FailSave = errors.New("snapstore: the database is read-only")
	s := openQuick(t, replayOnly{st}, engine.Hexes)
	s, err := Open(st, s.Catalog(), s.Info())
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, nexts(12)...)
	if len(st.Saves()) != 0 || s.base != nil {
		t.Fatalf("saved %v with saving failing", st.Saves())
	}
	// Tried once, then again only SnapshotEvery events later.
	st.FailSave = nil
	run(t, s, "next")
	if len(st.Saves()) != 0 {
		t.Errorf("saved %v right after a failure", st.Saves())
	}
	run(t, s, nexts(5)...)
	if len(st.Saves()) != 1 {
		t.Errorf("saved %v; want one snapshot", st.Saves())
	}
	full, _ := Open(replayOnly{st}, s.Catalog(), s.Info())
	sameSession(t, "after failed saves", s, full)
}

// TestSnapshotThatDoesNotFit: a snapshot that cannot be restored, or that
// an undo after it reaches before, is passed over for a replay, silently,
// and replaced at the next command.
func TestSnapshotThatDoesNotFit(t *testing.T) {
	smallSnapshots(t, 5)
	cat := catalog(t)
	for _, c := range []struct {
		name  string
		spoil func(st *memstore.Store, s *Session)
	}{
		{"not a snapshot", func(st *memstore.Store, s *Session) {
			snap := snapOf(st, 1)
			snap.State = json.RawMessage(`{"version":99}`)
			st.Keep(1, snap)
		}},
		{"another game's", func(st *memstore.Store, s *Session) {
			g, _ := engine.NewGame(cat, crt.Classic, engine.Hexes, nil)
			data, _ := g.Snapshot()
			snap := snapOf(st, 1)
			snap.State = data
			st.Keep(1, snap)
		}},
		{"undone before", func(st *memstore.Store, s *Session) {
			// Another program, saving no snapshots, undoes the command the
			// snapshot was taken after.
			other, err := Open(replayOnly{st}, cat, s.Info())
			if err != nil {
				t.Fatal(err)
			}
			run(t, other, "undo")
			if n := lastMarkTarget(t, st, 1); n != snapOf(st, 1).CommandSeq {
				t.Fatalf("the undo voided command %d, not the snapshot's %d", n, snapOf(st, 1).CommandSeq)
			}
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := newMemStore()
			s, err := Open(st, cat, quickInfo(engine.Hexes))
			if err != nil {
				t.Fatal(err)
			}
			run(t, s, "add heavy-tank x3", "next", "next", "note one", "add gev")
			untilSnapshot(t, st, s)
			c.spoil(st, s)
			st.Counts()
			s, err = Open(st, cat, quickInfo(engine.Hexes))
			if err != nil {
				t.Fatalf("Open with a snapshot that does not fit: %v", err)
			}
			if full, _, _ := st.Counts(); full != 1 {
				t.Errorf("the log was read whole %d times, want 1 (a replay)", full)
			}
			want, _ := Open(replayOnly{st}, cat, quickInfo(engine.Hexes))
			sameSession(t, "opened by replay", s, want)
			saves := len(st.Saves())
			run(t, s, "note three")
			if len(st.Saves()) != saves+1 || snapOf(st, 1).EventSeq != s.lastEvent {
				t.Errorf("the snapshot that did not fit was not replaced at the next command: %v", st.Saves())
			}
			st.Counts()
			again, _ := Open(st, cat, quickInfo(engine.Hexes))
			if full, _, _ := st.Counts(); full != 0 {
				t.Error("the new snapshot was not used")
			}
			want, _ = Open(replayOnly{st}, cat, quickInfo(engine.Hexes))
			sameSession(t, "opened from the new snapshot", again, want)
		})
	}
}

// TestUndoRightAfterASnapshot: undoing the command a snapshot was saved
// after needs neither the whole log in the session that saved it, nor a
// replay the next time the game opens.
func TestUndoRightAfterASnapshot(t *testing.T) {
	smallSnapshots(t, 5)
	cat := catalog(t)
	st := newMemStore()
	s, err := Open(st, cat, quickInfo(engine.Hexes))
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, "add heavy-tank x3", "next", "next", "note one", "add gev x3", "note two")
	untilSnapshot(t, st, s)
	if len(st.Saves()) < 2 {
		t.Fatalf("only one snapshot: %v", st.Saves())
	}
	st.Counts()
	run(t, s, "undo", "undo", "redo")
	if full, _, _ := st.Counts(); full != 0 {
		t.Errorf("undo read the whole log %d times", full)
	}
	want, _ := Open(replayOnly{st}, cat, quickInfo(engine.Hexes))
	sameSession(t, "after undo", s, want)
	if got := snapOf(st, 1); got.EventSeq != s.lastEvent {
		t.Errorf("the latest snapshot is at event %d, not after the undo and redo (%d)", got.EventSeq, s.lastEvent)
	}
	// In a new session, undoing what lies before its snapshot reads the log
	// once, and saves a snapshot that the next one uses.
	s, _ = Open(st, cat, quickInfo(engine.Hexes))
	run(t, s, "undo", "undo")
	st.Counts()
	again, _ := Open(st, cat, quickInfo(engine.Hexes))
	if full, _, _ := st.Counts(); full != 0 {
		t.Errorf("opening after undo read the whole log %d times", full)
	}
	want, _ = Open(replayOnly{st}, cat, quickInfo(engine.Hexes))
	sameSession(t, "after undo in a new session", s, want)
	sameSession(t, "opened after undo in a new session", again, want)
}

// untilSnapshot runs notes until the session saves a snapshot.
func untilSnapshot(t *testing.T, st *memstore.Store, s *Session) {
	t.Helper()
	for i := 0; i <= int(cadence.SnapshotEvery); i++ {
		if snap, ok := st.Kept(s.info.ID); ok && snap.EventSeq == s.lastEvent {
			return
		}
		run(t, s, "note on")
	}
	t.Fatalf("no snapshot saved: %v", st.Saves())
}
