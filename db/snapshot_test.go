package db

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"ogretable/engine"
	"path/filepath"
	"reflect"
	"testing"
)

func TestSnapshots(t *testing.T) {
	d := newDB(t)
	g := newGame(t, d)
	other := newGame(t, d)
	if _, ok, err := d.LatestSnapshot(g.ID); ok || err != nil {
		t.Fatalf("LatestSnapshot of a new game = %v, %v", ok, err)
	}
	appendCmd(t, d, g.ID, "one", ev("a", `{}`), ev("b", `{}`)) // events 1, 2
	appendCmd(t, d, g.ID, "two", ev("c", `{}`))                // event 3
	appendCmd(t, d, other.ID, "other", ev("a", `{}`))

	if err := d.SaveSnapshot(g.ID, 2, 1, json.RawMessage(`{"at":2}`)); err != nil {
		t.Fatal(err)
	}
	s, ok, err := d.LatestSnapshot(g.ID)
	if err != nil || !ok || s.EventSeq != 2 || s.CommandSeq != 1 || string(s.State) != `{"at":2}` || s.Time.IsZero() {
		t.Fatalf("LatestSnapshot = %+v, %v, %v", s, ok, err)
	}
	if _, ok, _ := d.LatestSnapshot(other.ID); ok {
		t.Error("another game has the snapshot")
	}
	// A later snapshot replaces it; an earlier one saved later is kept only
	// until then.
	if err := d.SaveSnapshot(g.ID, 3, 2, json.RawMessage(`{"at":3}`)); err != nil {
		t.Fatal(err)
	}
	if err := d.SaveSnapshot(g.ID, 2, 1, json.RawMessage(`{"at":"2 again"}`)); err != nil {
		t.Fatal(err)
	}
	if s, _, _ := d.LatestSnapshot(g.ID); s.EventSeq != 3 || string(s.State) != `{"at":3}` {
		t.Errorf("latest after an older save = %+v", s)
	}
	var n int
	if err := d.r.QueryRow(`SELECT count(*) FROM snapshots WHERE game_id = ?`, g.ID).Scan(&n); err != nil || n != 1 {
		t.Errorf("the game keeps %d snapshots (%v), want only the latest", n, err)
	}
	// Saving the same place again replaces it.
	if err := d.SaveSnapshot(g.ID, 3, 2, json.RawMessage(`{"at":"3 again"}`)); err != nil {
		t.Fatal(err)
	}
	if s, _, _ := d.LatestSnapshot(g.ID); string(s.State) != `{"at":"3 again"}` {
		t.Errorf("latest after saving again = %s", s.State)
	}

	// Refusals save nothing.
	for _, c := range []struct {
		game, event, command int64
		state                string
		kind                 error
		want                 string
	}{
		{g.ID, 1, 1, `{}`, ErrBadSnapshot, "event 1 of game 1 is not the last event of command 1, so no snapshot can be saved there; nothing was saved"},
		{g.ID, 2, 2, `{}`, ErrBadSnapshot, "is not the last event of command 2"},
		{g.ID, 4, 2, `{}`, ErrBadSnapshot, "event 4 of game 1"},
		{g.ID, 3, 2, `{"at":`, ErrBadJSON, "not valid JSON"},
		{99, 1, 1, `{}`, ErrNoGame, "no game 99"},
	} {
		err := d.SaveSnapshot(c.game, c.event, c.command, json.RawMessage(c.state))
		checkErr(t, err, c.kind, c.want)
	}
	if s, _, _ := d.LatestSnapshot(g.ID); s.EventSeq != 3 || string(s.State) != `{"at":"3 again"}` {
		t.Errorf("a refused save changed the snapshot: %+v", s)
	}

	// A cache: snapshots may be deleted, by hand too, where events may not.
	if _, err := d.w.Exec(`DELETE FROM snapshots`); err != nil {
		t.Errorf("deleting snapshots: %v", err)
	}
	if _, ok, _ := d.LatestSnapshot(g.ID); ok {
		t.Error("a deleted snapshot is still there")
	}

	// Read-only: no saving.
	path := d.Path()
	d.Close()
	ro, err := Open(path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	checkErr(t, ro.SaveSnapshot(g.ID, 3, 2, json.RawMessage(`{}`)), ErrReadOnly, "read-only")
}

// TestEventsAfter: after every command of random games of plays, undos
// and redos, EventsAfter gives the tail of Events with the same VoidedBy.
func TestEventsAfter(t *testing.T) {
	d := newDB(t)
	rng := rand.New(rand.NewPCG(3, 9))
	for range 4 {
		g := newGame(t, d)
		for c := int64(1); c <= 80; c++ {
			target := rng.Int64N(c+2) - 1
			var events []engine.LogEvent
			switch rng.IntN(6) {
			case 0:
				events = []engine.LogEvent{undo(target)}
			case 1:
				events = []engine.LogEvent{redo(target)}
			case 2:
				events = []engine.LogEvent{undo(target), redo(rng.Int64N(c + 1))}
			default:
				for range rng.IntN(3) + 1 {
					events = append(events, ev("play", `{}`))
				}
			}
			appendCmd(t, d, g.ID, "random", events...)
		}
		all, err := d.Events(g.ID)
		if err != nil {
			t.Fatal(err)
		}
		for i, e := range all {
			if i+1 < len(all) && all[i+1].CommandSeq == e.CommandSeq {
				continue // not a command's last event
			}
			tail, err := d.EventsAfter(g.ID, e.Seq)
			if err != nil {
				t.Fatal(err)
			}
			if want := all[i+1:]; !reflect.DeepEqual(tail, want) && len(tail)+len(want) > 0 {
				t.Fatalf("EventsAfter(%d) differs from Events:\n%+v\n%+v", e.Seq, tail, want)
			}
		}
		if tail, err := d.EventsAfter(g.ID, 0); err != nil || !reflect.DeepEqual(tail, all) {
			t.Errorf("EventsAfter(0) is not Events: %v", err)
		}
	}
	_, err := d.EventsAfter(99, 0)
	checkErr(t, err, ErrNoGame, "no game 99")
}

// schema1DB writes a database as a build of schema 1 left it: its
// migration only, and a game with a few events.
func schema1DB(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "old.db")
	r := rawOpen(t, path, "_pragma=journal_mode(WAL)")
	for _, q := range []string{migrations[0].sql, "PRAGMA user_version = 1", fmt.Sprintf("PRAGMA application_id = %d", ApplicationID),
		`INSERT INTO games (id, name, created, rules, scale, scenario, seed) VALUES (1, 'Old', '2025-01-02T03:04:05.000Z', 'published', 'hex', 'quick', 7)`,
		`INSERT INTO commands VALUES (1, 1, '2025-01-02T03:04:06.000Z', 'note one'), (1, 2, '2025-01-02T03:04:07.000Z', 'undo')`,
		`INSERT INTO events VALUES (1, 1, 1, '2025-01-02T03:04:06.000Z', 1, 'ogre', 'recovery', 'note', '{"note":"one"}'),
			(1, 2, 2, '2025-01-02T03:04:07.000Z', 1, 'ogre', 'recovery', 'undo', '{"command":1}')`,
	} {
		if _, err := r.Exec(q); err != nil {
			t.Fatalf("%.40s: %v", q, err)
		}
	}
	if err := r.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestSchema1IsUpgraded(t *testing.T) {
	path := schema1DB(t)
	// Read-only, it is read as it is, without snapshots, and not changed.
	before := settle(t, path)
	ro, err := Open(path, Options{ReadOnly: true})
	if err != nil {
		t.Fatalf("a schema 1 file read-only: %v", err)
	}
	evs, err := ro.Events(1)
	if err != nil || len(evs) != 2 || evs[0].VoidedBy != 2 {
		t.Errorf("Events of a schema 1 file = %+v, %v", evs, err)
	}
	if _, ok, err := ro.LatestSnapshot(1); ok || err != nil {
		t.Errorf("LatestSnapshot of a schema 1 file = %v, %v", ok, err)
	}
	ro.Close()
	assertUntouched(t, path, before)

	// Opened for writing, it is upgraded, its log intact.
	d, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if got := pragmaInt(t, d.r, "user_version"); got != int64(schemaVersion) || schemaVersion < snapshotsSince {
		t.Errorf("user_version after the upgrade = %d, want %d", got, schemaVersion)
	}
	if after, err := d.Events(1); err != nil || !reflect.DeepEqual(after, evs) {
		t.Errorf("the log changed in the upgrade: %+v, %v", after, err)
	}
	if err := d.SaveSnapshot(1, 2, 2, json.RawMessage(`{"ok":true}`)); err != nil {
		t.Fatal(err)
	}
	if s, ok, err := d.LatestSnapshot(1); !ok || err != nil || string(s.State) != `{"ok":true}` {
		t.Errorf("LatestSnapshot after the upgrade = %+v, %v, %v", s, ok, err)
	}
	// Events still may not change; snapshots must name an event.
	if _, err := d.w.Exec(`DELETE FROM events`); err == nil {
		t.Error("the upgrade lost the append-only triggers")
	}
	if _, err := d.w.Exec(`INSERT INTO snapshots VALUES (1, 9, 9, '2025-01-02T03:04:07.000Z', '{}')`); err == nil {
		t.Error("a snapshot of an event that does not exist was stored")
	}
}
