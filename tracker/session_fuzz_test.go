package tracker

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/internal/fuzzgame"
	"ogretable/tracker/memstore"
)

// FuzzSession plays command lines, one a line (at most fuzzSessionLines),
// through a session on a store in memory that is what the program's
// database is to a session (tracker/memstore, a Store as the database is), on a game as the fuzz set-up left
// it (fuzzgame.CRT). Nothing panics; a refused command writes nothing (the session knows
// of no new event, and the log's last event is the one before it); after a
// command that is carried out, the log has new events, of one command, and
// the session knows the last of them; and after the input's last command
// that was carried out, the session's state is the state that a fresh
// replay of the whole log gives.
//
// It is here, beside the session, and not in the program's package, so
// that its test binary links no SQLite: the fuzzer reads every coverage
// counter of the binary after each execution, and SQLite's were most of
// them, so an execution cost more in counters than in the session. The
// session does what it does on the program's store here too: it reads the
// log after each command (catchUp), appends on the condition that the log
// ends where it knows it ends, and replays on undo and redo; the store's
// own SQL has its tests in package db.
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
	fs := newFuzzSession(f)
	f.Fuzz(func(t *testing.T, input string) { fs.play(t, input) })
}

// fuzzSessionLines is the most commands an execution of FuzzSession plays.
const fuzzSessionLines = 8

// fuzzSession is FuzzSession's state from one execution to the next: the
// set-up's log, played once, and the session of the execution before with
// its store, kept while its commands were all refused (the game is still
// as the set-up left it), for the next execution to go on with.
type fuzzSession struct {
	cat      *engine.Catalog
	info     Info
	setUp    []engine.LogEvent  // the set-up's log, as the store keeps it
	cmds     []memstore.Command // the set-up's commands
	setupEnd int64              // the set-up's last event
	st       *memstore.Store
	sess     *Session // nil: open one on a new store
}

// newFuzzSession plays the set-up once through a session on a store in
// memory, and keeps its log for every game the executions play.
func newFuzzSession(tb testing.TB) *fuzzSession {
	tb.Helper()
	fs := &fuzzSession{cat: catalog(tb),
		info: Info{ID: 1, Name: "fuzz", Variant: crt.Published, Scale: engine.Inches, Scenario: "quick", Seed: 7}}
	st := newMemStore()
	sess, err := Open(st, fs.cat, fs.info)
	if err != nil {
		tb.Fatal(err)
	}
	for _, line := range fuzzgame.CRT {
		if _, err := sess.Do(line); err != nil {
			tb.Fatalf("fuzz set-up %q: %v", line, err)
		}
	}
	fs.cmds, fs.setUp = st.Log(fs.info.ID)
	fs.setupEnd = sess.LastEvent()
	return fs
}

// newGame returns a store holding the set-up's log alone, and a session
// opened on it, as the program opens a game.
func (fs *fuzzSession) newGame() (*memstore.Store, *Session, error) {
	st := newMemStore()
	id := fs.info.ID
	// Import copies the log: what an execution appends never reaches the
	// set-up's own slices.
	st.Import(id, fs.cmds, fs.setUp)
	sess, err := Open(st, fs.cat, fs.info)
	return st, sess, err
}

// play is one execution of FuzzSession.
func (fs *fuzzSession) play(t testing.TB, input string) {
	id := fs.info.ID
	// The session's game is still as the set-up left it when the session
	// and its store know of no event after the set-up: the execution
	// before it ended its checks (else fs.sess is nil), and found that its
	// commands wrote nothing.
	st, sess := fs.st, fs.sess
	fs.sess = nil // until this execution's checks are through
	if sess == nil || sess.LastEvent() != fs.setupEnd || int64(len(eventsOf(st, id))) != fs.setupEnd {
		var err error
		if st, sess, err = fs.newGame(); err != nil {
			t.Fatal(err)
		}
		fs.st = st
	}
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
		newer, err := st.EventsAfter(id, start)
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
	recs, err := st.Events(id)
	if err != nil {
		t.Fatal(err)
	}
	if err := checkCarried(recs, start, carried); err != nil {
		t.Fatalf("%v; the commands:\n%s", err, played(lines, carried))
	}
	last := carried[len(carried)-1].line
	// A store holding the log as read, whose session replays it whole.
	read := newMemStore()
	read.Import(id, nil, recs)
	replay, err := Open(replayOnly{read}, fs.cat, fs.info)
	if err != nil {
		t.Fatalf("after %q the log does not replay: %v", input, err)
	}
	want, err := json.Marshal(replay.State())
	if err != nil {
		t.Fatal(err)
	}
	got, err := json.Marshal(sess.State())
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Fatalf("after %q (the last command carried out: %q) the session's state is not the replay's:\nsession %s\nreplay  %s", input, last, got, want)
	}
	// This execution's game has events after the set-up: the next
	// execution opens a new one.
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

// BenchmarkFuzzSession is one execution of FuzzSession a loop, over its
// seed corpus in turn: where an execution's time goes (-cpuprofile).
func BenchmarkFuzzSession(b *testing.B) {
	seeds := fuzzSeeds(b, "FuzzSession")
	fs := newFuzzSession(b)
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

// TestCheckCarried: FuzzSession's check of the log finds each way a log can
// disagree with what the session says it carried out, and passes the log
// that agrees.
func TestCheckCarried(t *testing.T) {
	// ev is an event of the log: its seq and its command's.
	ev := func(seq, cmd int64) engine.LogEvent { return engine.LogEvent{Seq: seq, CommandSeq: cmd} }
	setUp := []engine.LogEvent{ev(1, 1), ev(2, 1), ev(3, 2)}
	log := func(more ...engine.LogEvent) []engine.LogEvent { return append(slices.Clone(setUp), more...) }
	fire := carriedOut{0, "fire", 3, 5}
	next := carriedOut{1, "next", 5, 6}
	cases := []struct {
		name    string
		recs    []engine.LogEvent
		carried []carriedOut
		says    string // "" for no error
	}{
		{"the log holds each command's events", log(ev(4, 3), ev(5, 3), ev(6, 4)), []carriedOut{fire, next}, ""},
		{"a refused command's event after the last", log(ev(4, 3), ev(5, 3), ev(6, 4), ev(7, 5)), []carriedOut{fire, next}, "the log has 1 events after event 6"},
		{"the log ends short", log(ev(4, 3)), []carriedOut{fire}, "the log ends after event 4"},
		{"a seq skipped", log(ev(4, 3), ev(6, 3)), []carriedOut{fire}, "the log has event 6 where the session knows of event 5"},
		{"one command's events of two commands", log(ev(4, 3), ev(5, 4)), []carriedOut{fire}, "are of commands 3 and 4"},
		{"a command's events of the command before", log(ev(4, 2), ev(5, 2), ev(6, 2)), []carriedOut{fire, next}, "not of a command after 2"},
	}
	for _, c := range cases {
		err := checkCarried(c.recs, 3, c.carried)
		switch {
		case c.says == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.says != "" && (err == nil || !strings.Contains(err.Error(), c.says)):
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.says)
		}
	}
}
