package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"ogretable/db"
	"ogretable/engine"
	"ogretable/tracker"
)

// FuzzSession plays command lines, one a line (at most fuzzSessionLines),
// through a session on the program's database store, on a game as the fuzz
// set-up left it. Nothing panics; a refused command writes nothing (the
// session knows of no new event, and the log's last event is the one
// before it); after a command that is carried out, the log has new events,
// of one command, and the session knows the last of them; and after the
// input's last command that was carried out, the session's state is the
// state that a fresh replay of the whole log gives.
//
// The log is read once an execution, at the end, with what it should hold
// after each command (the events of each command carried out, and no
// other), not after each command: the log is append-only, so the events
// a refused command wrote, or one carried out that the session does not
// know of, are still there at the end, beside the next command's own or
// after the last. The replay is made from that same reading.
//
// The replay is made once an execution, not after every command: it costs
// about as much as the rest of the execution. A state that goes wrong at
// one command and right again at a later one (an undo over it) is missed
// by this input, and caught by the input that stops at that command,
// which the fuzzer makes by cutting inputs short.
func FuzzSession(f *testing.F) {
	fdb := newFuzzDB(f)
	fs := &fuzzSession{fdb: fdb, st: store{fdb.d}}
	f.Fuzz(func(t *testing.T, input string) { fs.play(t, input) })
}

// fuzzSession is FuzzSession's state from one execution to the next: a
// session whose commands were all refused is still the set-up's, and the
// next execution goes on with it.
type fuzzSession struct {
	fdb  *fuzzDB
	st   store
	sess *tracker.Session
}

// play is one execution of FuzzSession.
func (fs *fuzzSession) play(t testing.TB, input string) {
	fdb := fs.fdb
	// The session's game is still as the set-up left it when the session
	// knows of no event after the set-up: the execution before it ended
	// its checks (else fs.sess is nil), and found that its commands wrote
	// nothing, or else the log ends where the session knows it ends.
	g := fdb.clean
	sess := fs.sess
	fs.sess = nil // until this execution's checks are through
	if sess == nil || g.ID == 0 || sess.Info().ID != g.ID || sess.LastEvent() != fdb.setupEnd || fs.st.d != fdb.d {
		var err error
		if g, err = fdb.newGame(); err != nil {
			t.Fatal(err)
		}
		fs.st = store{fdb.d}
		if sess, err = fdb.openSetUp(g); err != nil {
			t.Fatal(err)
		}
	}
	fdb.writing()
	st := fs.st
	lines := strings.Split(input, "\n")
	if len(lines) > fuzzSessionLines {
		lines = lines[:fuzzSessionLines]
	}
	start := sess.LastEvent()
	var carried []carriedOut // the commands carried out, in order
	for i, line := range lines {
		before := sess.LastEvent()
		_, doErr := sess.Do(line)
		if doErr != nil {
			// A refused command writes nothing: the session knows of no
			// new event (and the log has none of it, read below).
			if sess.LastEvent() != before {
				t.Fatalf("%q was refused (%v) but the session knows of events after event %d, up to %d", line, doErr, before, sess.LastEvent())
			}
			continue
		}
		if sess.LastEvent() <= before {
			t.Fatalf("%q was carried out but the session knows of no event after event %d", line, before)
		}
		carried = append(carried, carriedOut{i, line, before, sess.LastEvent()})
	}
	if len(carried) == 0 {
		newer, err := st.EventsAfter(g.ID, start)
		if err != nil {
			t.Fatal(err)
		}
		if len(newer) > 0 {
			t.Fatalf("every command was refused, but the log has %d events after event %d:\n%s", len(newer), start, played(lines, carried))
		}
		fs.sess = sess
		return
	}
	// The whole log, read once: it has after start the events of the
	// commands carried out and no other, and it replays to the session's
	// state.
	recs, err := st.Events(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if err := checkCarried(recs, start, carried); err != nil {
		t.Fatalf("%v; the commands:\n%s", err, played(lines, carried))
	}
	last := carried[len(carried)-1].line
	want, err := fdb.replayed(g, recs)
	if err != nil {
		t.Fatalf("after %q the log does not replay: %v", input, err)
	}
	got, err := json.Marshal(sess.State())
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Fatalf("after %q (the last command carried out: %q) the session's state is not the replay's:\nsession %s\nreplay  %s", input, last, got, want)
	}
	fs.sess = sess
}

// played says what became of each command line of an execution, one a
// line, for a failure's message: carried out, in order, or else refused.
// It is made only when a check fails, as making it costs more than most
// executions.
func played(lines []string, carried []carriedOut) string {
	out := make([]string, 0, len(lines))
	for i, line := range lines {
		if len(carried) > 0 && carried[0].at == i {
			c := carried[0]
			carried = carried[1:]
			out = append(out, fmt.Sprintf("%q carried out: events %d to %d", line, c.before+1, c.after))
			continue
		}
		out = append(out, fmt.Sprintf("%q refused", line))
	}
	return strings.Join(out, "\n")
}

// carriedOut is a command that a session carried out: its line and where
// it is among the execution's lines, and the last events the session knew
// before and after it.
type carriedOut struct {
	at            int
	line          string
	before, after int64
}

// checkCarried checks the log recs (the whole of it, in order) against the
// commands carried out after event start, in order: after start it has the
// events of each, before+1 to after, all of one command, a later command
// than the one before, and no other event. As the log is append-only, this
// read at the end finds what one after each command would have: the events
// a refused command wrote, or one carried out that the session does not
// know of, are still there, beside the next command's own or at the end.
func checkCarried(recs []engine.LogEvent, start int64, carried []carriedOut) error {
	i := 0
	for i < len(recs) && recs[i].Seq <= start {
		i++
	}
	prev := int64(0) // the command of the events before
	for _, c := range carried {
		first := i
		for seq := c.before + 1; seq <= c.after; seq++ {
			switch {
			case i >= len(recs):
				return fmt.Errorf("%q: the log ends after event %d, the session knows of event %d", c.line, seq-1, c.after)
			case recs[i].Seq != seq:
				return fmt.Errorf("%q: the log has event %d where the session knows of event %d", c.line, recs[i].Seq, seq)
			case recs[i].CommandSeq != recs[first].CommandSeq:
				return fmt.Errorf("%q: events %d to %d are of commands %d and %d, not of one", c.line, c.before+1, c.after, recs[first].CommandSeq, recs[i].CommandSeq)
			}
			i++
		}
		if recs[first].CommandSeq <= prev {
			return fmt.Errorf("%q: its events are of command %d, not of a command after %d", c.line, recs[first].CommandSeq, prev)
		}
		prev = recs[first].CommandSeq
	}
	if i < len(recs) {
		return fmt.Errorf("the log has %d events after event %d, the last the session knows of", len(recs)-i, carried[len(carried)-1].after)
	}
	return nil
}

// fuzzSessionLines is the most commands an execution of FuzzSession plays.
const fuzzSessionLines = 8

// replayed returns the game's state as a fresh session on its whole log
// gives it (no snapshot), as JSON: recs is the log as the store read it.
func (f *fuzzDB) replayed(g db.Game, recs []engine.LogEvent) (string, error) {
	sess, err := tracker.Open(readLog{logOnly{store{f.d}}, recs}, f.cat, infoOf(g))
	if err != nil {
		return "", err
	}
	b, err := json.Marshal(sess.State())
	return string(b), err
}

// openSetUp opens a session on the database's game g, as the set-up left
// it. The session opens on the set-up's log and snapshot (none) as the
// database read them once for the process (setUpLog), as every such game
// holds the same: reading them again for each game cost more than the
// rest of the session's opening. Every other read and every append is the
// database's; the log read at the end of an execution, with the events
// the set-up wrote, is checked against the session, and replayed to its
// state.
func (f *fuzzDB) openSetUp(g db.Game) (*tracker.Session, error) {
	st := &setUpLog{store: store{f.d}, recs: f.setUp, snap: f.setUpSnap, opening: true}
	sess, err := tracker.Open(st, f.cat, infoOf(g))
	st.opening = false
	return sess, err
}

// setUpLog is the fuzz database's store, but while a session opens on it
// (opening), which reads the log recs and the latest snapshot snap.
type setUpLog struct {
	store
	recs    []engine.LogEvent
	snap    *engine.StoredSnapshot // nil: none
	opening bool
}

// ReplayEvents gives recs to fn while the session opens, and the
// database's events after that.
func (s *setUpLog) ReplayEvents(id, after int64, fn func(engine.LogEvent) error) error {
	if !s.opening || after != 0 {
		return s.store.ReplayEvents(id, after, fn)
	}
	for _, r := range s.recs {
		if err := fn(r); err != nil {
			return err
		}
	}
	return nil
}

// LatestSnapshot gives snap while the session opens, and the database's
// latest snapshot after that.
func (s *setUpLog) LatestSnapshot(id int64) (engine.StoredSnapshot, bool, error) {
	if !s.opening {
		return s.store.LatestSnapshot(id)
	}
	if s.snap == nil {
		return engine.StoredSnapshot{}, false, nil
	}
	return *s.snap, true, nil
}

// readLog is a store whose log was read already: Events gives it.
type readLog struct {
	logOnly
	recs []engine.LogEvent
}

func (r readLog) Events(int64) ([]engine.LogEvent, error) { return r.recs, nil }

// logOnly hides a store's snapshots: a session on it replays the whole log.
type logOnly struct{ s store }

func (l logOnly) Events(id int64) ([]engine.LogEvent, error) { return l.s.Events(id) }
func (l logOnly) EventsAfter(id, after int64) ([]engine.LogEvent, error) {
	return l.s.EventsAfter(id, after)
}
func (l logOnly) Append(id, after int64, text string, recs []engine.LogEvent) (int64, []engine.LogEvent, error) {
	return l.s.Append(id, after, text, recs)
}

// BenchmarkFuzzSession is one execution of FuzzSession a loop, over its
// seed corpus in turn: where an execution's time goes (-cpuprofile).
func BenchmarkFuzzSession(b *testing.B) {
	seeds := fuzzSeeds(b, "FuzzSession")
	fs := &fuzzSession{fdb: newFuzzDB(b)}
	fs.st = store{fs.fdb.d}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		fs.play(b, seeds[i%len(seeds)])
	}
}

// fuzzSeeds reads the string inputs of a fuzz target's seed corpus.
func fuzzSeeds(tb testing.TB, target string) []string {
	tb.Helper()
	dir := filepath.Join("testdata", "fuzz", target)
	entries, err := os.ReadDir(dir)
	if err != nil {
		tb.Fatal(err)
	}
	var seeds []string
	for _, e := range entries {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			tb.Fatal(err)
		}
		lit, ok := strings.CutPrefix(strings.TrimSpace(string(b)), "go test fuzz v1\nstring(")
		lit, ok2 := strings.CutSuffix(lit, ")")
		s, err := strconv.Unquote(lit)
		if !ok || !ok2 || err != nil {
			tb.Fatalf("%s: not a string input of one line", e.Name())
		}
		seeds = append(seeds, s)
	}
	return seeds
}
