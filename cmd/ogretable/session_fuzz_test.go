package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"ogretable/db"
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
// The log is read after each command carried out and at the end, not after
// each refused command: the events a refused command wrote would still be
// there (the log is append-only), after the event the session knew, where
// the next command carried out finds them beside its own, or else the end.
// Most of what the fuzzer makes is refused, and a read costs more than
// the refusal.
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
	// knows of no event after the set-up: every command of the executions
	// before was checked to have written nothing, or else to have ended
	// the log where the session knows it ends.
	g := fdb.clean
	if fs.sess == nil || g.ID == 0 || fs.sess.Info().ID != g.ID || fs.sess.LastEvent() != fdb.setupEnd || fs.st.d != fdb.d {
		var err error
		if g, err = fdb.newGame(); err != nil {
			t.Fatal(err)
		}
		fs.st = store{fdb.d}
		if fs.sess, err = tracker.Open(fs.st, fdb.cat, infoOf(g)); err != nil {
			t.Fatal(err)
		}
	}
	fdb.writing()
	sess, st := fs.sess, fs.st
	lines := strings.Split(input, "\n")
	if len(lines) > fuzzSessionLines {
		lines = lines[:fuzzSessionLines]
	}
	last := ""           // the last command carried out
	var refused []string // the commands refused since the log was last read
	for _, line := range lines {
		before := sess.LastEvent()
		_, doErr := sess.Do(line)
		if doErr != nil {
			// A refused command writes nothing: the session knows of no
			// new event, and the log has none after before when it is
			// read next, at the next command carried out or at the end.
			if sess.LastEvent() != before {
				t.Fatalf("%q was refused (%v) but the session knows of events after event %d, up to %d", line, doErr, before, sess.LastEvent())
			}
			refused = append(refused, line)
			continue
		}
		// The events after the one the session knew before are this
		// command's alone (a command refused since the log was last read
		// would have written after the same event, as a command of its
		// own), and the session knows the last of them.
		newer, err := st.EventsAfter(g.ID, before)
		if err != nil {
			t.Fatal(err)
		}
		if len(newer) == 0 || newer[len(newer)-1].Seq != sess.LastEvent() {
			t.Fatalf("%q: the log ends after event %d, the session knows of event %d", line, before+int64(len(newer)), sess.LastEvent())
		}
		for _, r := range newer {
			if r.CommandSeq != newer[len(newer)-1].CommandSeq {
				t.Fatalf("%q: the events after event %d are of commands %d and %d, not of one (the commands refused before it: %q)", line, before, r.CommandSeq, newer[len(newer)-1].CommandSeq, refused)
			}
		}
		refused, last = refused[:0], line
	}
	if len(refused) > 0 {
		newer, err := st.EventsAfter(g.ID, sess.LastEvent())
		if err != nil {
			t.Fatal(err)
		}
		if len(newer) > 0 {
			t.Fatalf("%q were refused but wrote %d events", refused, len(newer))
		}
	}
	if last == "" {
		return
	}
	want, err := fdb.replayed(g)
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
}

// fuzzSessionLines is the most commands an execution of FuzzSession plays.
const fuzzSessionLines = 8

// replayed returns the game's state as a replay of its whole log gives it
// (no snapshot), as JSON.
func (f *fuzzDB) replayed(g db.Game) (string, error) {
	sess, err := tracker.Open(logOnly{store{f.d}}, f.cat, infoOf(g))
	if err != nil {
		return "", err
	}
	b, err := json.Marshal(sess.State())
	return string(b), err
}

// logOnly hides a store's snapshots: a session on it replays the whole log.
type logOnly struct{ s store }

func (l logOnly) Events(id int64) ([]tracker.Record, error) { return l.s.Events(id) }
func (l logOnly) EventsAfter(id, after int64) ([]tracker.Record, error) {
	return l.s.EventsAfter(id, after)
}
func (l logOnly) Append(id, after int64, text string, recs []tracker.Record) (int64, []tracker.Record, error) {
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
