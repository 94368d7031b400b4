package main

import (
	"encoding/json"
	"strings"
	"testing"

	"ogretable/db"
	"ogretable/tracker"
)

// FuzzSession plays command lines, one a line (at most fuzzSessionLines),
// through a session on the program's database store, on a game as the fuzz
// set-up left it. Nothing panics; a refused command writes nothing; after a
// command that is carried out, the session's state is the state that a
// fresh replay of the whole log gives, and the session knows the log's
// last event.
func FuzzSession(f *testing.F) {
	fdb := newFuzzDB(f)
	st := store{fdb.d}
	// A session whose commands were all refused is still the set-up's:
	// the next execution goes on with it.
	var sess *tracker.Session
	f.Fuzz(func(t *testing.T, input string) {
		clean := fdb.clean.ID
		g, err := fdb.cleanGame()
		if err != nil {
			t.Fatal(err)
		}
		if sess == nil || g.ID != clean || sess.Info().ID != g.ID || st.d != fdb.d {
			st = store{fdb.d}
			if sess, err = tracker.Open(st, fdb.cat, infoOf(g)); err != nil {
				t.Fatal(err)
			}
		}
		lines := strings.Split(input, "\n")
		if len(lines) > fuzzSessionLines {
			lines = lines[:fuzzSessionLines]
		}
		for _, line := range lines {
			before := sess.LastEvent()
			_, doErr := sess.Do(line)
			newer, err := st.EventsAfter(g.ID, before)
			if err != nil {
				t.Fatal(err)
			}
			if doErr != nil {
				if len(newer) > 0 || sess.LastEvent() != before {
					t.Fatalf("%q was refused (%v) but wrote %d events", line, doErr, len(newer))
				}
				continue
			}
			if len(newer) == 0 || newer[len(newer)-1].Seq != sess.LastEvent() {
				t.Fatalf("%q: the log ends after event %d, the session knows of event %d", line, before+int64(len(newer)), sess.LastEvent())
			}
			want, err := fdb.replayed(g)
			if err != nil {
				t.Fatalf("after %q the log does not replay: %v", line, err)
			}
			got, err := json.Marshal(sess.State())
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != want {
				t.Fatalf("after %q the session's state is not the replay's:\nsession %s\nreplay  %s", line, got, want)
			}
		}
	})
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
