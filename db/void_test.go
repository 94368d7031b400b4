package db

import (
	"database/sql"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"ogretable/engine"
)

// viewVoidedBy reads event_log for game: seq -> voided_by (0 for NULL).
func viewVoidedBy(t *testing.T, d *DB, game int64) map[int64]int64 {
	t.Helper()
	rows, err := d.r.Query(`SELECT seq, voided_by FROM event_log WHERE game_id = ? ORDER BY seq`, game)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	m := make(map[int64]int64)
	for rows.Next() {
		var seq int64
		var by sql.NullInt64
		if err := rows.Scan(&seq, &by); err != nil {
			t.Fatal(err)
		}
		m[seq] = by.Int64
	}
	return m
}

// checkViewAgrees fails unless Events and the event_log view give every
// event of game the same VoidedBy, and returns the events.
func checkViewAgrees(t *testing.T, d *DB, game int64) []engine.LogEvent {
	t.Helper()
	events, err := d.Events(game)
	if err != nil {
		t.Fatal(err)
	}
	view := viewVoidedBy(t, d, game)
	if len(view) != len(events) {
		t.Fatalf("view has %d events, Events %d", len(view), len(events))
	}
	for _, e := range events {
		if view[e.Seq] != e.VoidedBy {
			t.Errorf("event %d (command %d, %s %s): Events says voided by %d, event_log by %d",
				e.Seq, e.CommandSeq, e.Kind, e.Payload, e.VoidedBy, view[e.Seq])
		}
	}
	return events
}

// voidedByCommand maps each command seq to the VoidedBy of its events
// (which must all agree).
func voidedByCommand(t *testing.T, events []engine.LogEvent) map[int64]int64 {
	t.Helper()
	m := make(map[int64]int64)
	for _, e := range events {
		if v, ok := m[e.CommandSeq]; ok && v != e.VoidedBy {
			t.Errorf("command %d: events disagree, voided by %d and %d", e.CommandSeq, v, e.VoidedBy)
		}
		m[e.CommandSeq] = e.VoidedBy
	}
	return m
}

func undo(n int64) engine.LogEvent { return ev(engine.MarkUndo, fmt.Sprintf(`{"command":%d}`, n)) }
func redo(n int64) engine.LogEvent { return ev(engine.MarkRedo, fmt.Sprintf(`{"command":%d}`, n)) }

func TestVoiding(t *testing.T) {
	d := newDB(t)
	g := newGame(t, d)
	// Each step appends one command and then states, for each command so
	// far, the seq of the event voiding it (0: standing). Commands 1-3 are
	// plays of two events each (events 1-6), commands 4-15 hold one event
	// each (events 7-18), command 16 five (19-23), 17 two (24-25), and so on.
	play := func(name string) []engine.LogEvent {
		return []engine.LogEvent{ev("fire", `{"u":"`+name+`"}`), ev("damage", `{}`)}
	}
	steps := []struct {
		what   string
		events []engine.LogEvent
		want   map[int64]int64
	}{
		{"play 1", play("a"), map[int64]int64{1: 0}},
		{"play 2", play("b"), map[int64]int64{1: 0, 2: 0}},
		{"play 3", play("c"), map[int64]int64{1: 0, 2: 0, 3: 0}},
		{"4: undo 2", []engine.LogEvent{undo(2)}, map[int64]int64{2: 7}},
		{"5: redo 2", []engine.LogEvent{redo(2)}, map[int64]int64{2: 0}},
		{"6: undo 2 again", []engine.LogEvent{undo(2)}, map[int64]int64{2: 9}},
		{"7: undo 2, already undone: no change", []engine.LogEvent{undo(2)}, map[int64]int64{2: 9}},
		{"8: undo 3", []engine.LogEvent{undo(3)}, map[int64]int64{2: 9, 3: 11}},
		{"9: undo 8, an undo: ignored", []engine.LogEvent{undo(8)}, map[int64]int64{3: 11, 8: 0}},
		{"10: redo 3", []engine.LogEvent{redo(3)}, map[int64]int64{2: 9, 3: 0}},
		{"11: redo 3, standing: no change", []engine.LogEvent{redo(3)}, map[int64]int64{3: 0}},
		{"12: redo 2 restores it despite two undos", []engine.LogEvent{redo(2)}, map[int64]int64{2: 0}},
		{"13: undo 13 (itself): ignored", []engine.LogEvent{undo(13)}, map[int64]int64{13: 0}},
		{"14: undo 99 (later): ignored", []engine.LogEvent{undo(99)}, map[int64]int64{}},
		{"15: undo 0: ignored", []engine.LogEvent{undo(0)}, map[int64]int64{}},
		{"16: undo with a bad payload: ignored", []engine.LogEvent{ev(engine.MarkUndo, `{"command":"1"}`), ev(engine.MarkUndo, `{"command":1.0}`),
			ev(engine.MarkUndo, `{"Command":1}`), ev(engine.MarkUndo, `[1]`), ev(engine.MarkUndo, `{"cmd":1}`)}, map[int64]int64{1: 0}},
		{"17: play", play("d"), map[int64]int64{17: 0}},
		{"18: undo 1 with other keys first", []engine.LogEvent{ev(engine.MarkUndo, `{"why":"misread","dice":[1,2],"command":1}`)}, map[int64]int64{1: 26}},
		{"19: undo 17", []engine.LogEvent{undo(17)}, map[int64]int64{1: 26, 17: 27}},
		{"20: redo 1", []engine.LogEvent{redo(1)}, map[int64]int64{1: 0, 17: 27}},
		{"21: a play of 1 event", []engine.LogEvent{ev("move", `{}`)}, map[int64]int64{21: 0}},
		{"22: undo 21 and 17 together (17 already undone)", []engine.LogEvent{undo(21), undo(17)}, map[int64]int64{21: 30, 17: 27}},
		{"23: undo 22, an undo: ignored", []engine.LogEvent{undo(22)}, map[int64]int64{21: 30, 22: 0}},
		{"24: undo 1, first key counts", []engine.LogEvent{ev(engine.MarkUndo, `{"command":1,"command":17}`)}, map[int64]int64{1: 33, 17: 27}},
	}
	for _, s := range steps {
		appendCmd(t, d, g.ID, s.what, s.events...)
		got := voidedByCommand(t, checkViewAgrees(t, d, g.ID))
		for cmd, want := range s.want {
			if got[cmd] != want {
				t.Errorf("after %q: command %d voided by %d, want %d", s.what, cmd, got[cmd], want)
			}
		}
	}
}

// TestVoidingAgreesWithView plays random games of plays, undos and redos,
// sensible and not, and checks that Events and event_log agree.
func TestVoidingAgreesWithView(t *testing.T) {
	d := newDB(t)
	rng := rand.New(rand.NewPCG(1, 2))
	for game := 0; game < 5; game++ {
		g := newGame(t, d)
		for c := int64(1); c <= 60; c++ {
			target := rng.Int64N(c+2) - 1
			var events []engine.LogEvent
			switch rng.IntN(6) {
			case 0:
				events = []engine.LogEvent{undo(target)}
			case 1:
				events = []engine.LogEvent{redo(target)}
			case 2:
				events = []engine.LogEvent{undo(target), redo(rng.Int64N(c + 1))}
			case 3:
				events = []engine.LogEvent{ev(engine.MarkUndo, fmt.Sprintf(`{"command":%d,"command":%d}`, target, rng.Int64N(c+1)))}
			default:
				for range rng.IntN(3) + 1 {
					events = append(events, ev("play", `{}`))
				}
			}
			appendCmd(t, d, g.ID, "random", events...)
		}
		checkViewAgrees(t, d, g.ID)
	}
}

// TestVoidedAgreesWithViewMany writes many random games of plays, undos and
// redos into one real SQLite file, marks sensible and not, and checks that
// engine.Voided, the rule's Go home, and the event_log view in the file void
// the same commands by the same undo. The rows are inserted in one
// transaction, as thousands of durable Appends would take minutes; the view
// reads the rows whoever wrote them.
func TestVoidedAgreesWithViewMany(t *testing.T) {
	const games = 400
	d := newDB(t)
	rng := rand.New(rand.NewPCG(8, 6))
	// A mark's payload: mostly {"command":N}, sometimes a shape that the
	// rule must ignore, or one whose first "command" key counts.
	payload := func(n, other int64) string {
		switch rng.IntN(12) {
		case 0:
			return fmt.Sprintf(`{"command":%d,"command":%d}`, n, other)
		case 1:
			return fmt.Sprintf(`{"why":"misread","dice":[%d],"command":%d}`, other, n)
		case 2:
			return fmt.Sprintf(`{"command":%d.0}`, n)
		case 3:
			return fmt.Sprintf(`{"command":"%d"}`, n)
		case 4:
			return fmt.Sprintf(`{"Command":%d}`, n)
		case 5:
			return fmt.Sprintf(`{"x":{"command":%d}}`, n)
		case 6:
			return fmt.Sprintf(`[%d]`, n)
		default:
			return fmt.Sprintf(`{"command":%d}`, n)
		}
	}
	want := make(map[int64][]engine.LogEvent) // game -> events as written
	ids := make([]int64, games)
	for i := range ids {
		ids[i] = newGame(t, d).ID
	}
	tx, err := d.w.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	for _, game := range ids {
		cmds, seq := int64(1+rng.IntN(80)), int64(0)
		for c := int64(1); c <= cmds; c++ {
			if _, err := tx.Exec(`INSERT INTO commands VALUES (?, ?, ?, ?)`, game, c, formatTime(time.Now()), "random"); err != nil {
				t.Fatal(err)
			}
			for range 1 + rng.IntN(3) {
				// Targets mostly among the last few commands, so that
				// chains of undo and redo of one command happen, and
				// sometimes 0, the mark's own command or a later one.
				target := c - 1 - rng.Int64N(min(c, 6))
				if rng.IntN(8) == 0 {
					target = rng.Int64N(c+3) - 1
				}
				e := ev("play", `{}`)
				switch rng.IntN(5) {
				case 0, 1:
					e = ev(engine.MarkUndo, payload(target, rng.Int64N(c+1)))
				case 2:
					e = ev(engine.MarkRedo, payload(target, rng.Int64N(c+1)))
				}
				seq++
				e.Seq, e.CommandSeq = seq, c
				if _, err := tx.Exec(`INSERT INTO events VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
					game, e.Seq, e.CommandSeq, formatTime(time.Now()), e.Turn, e.Side, e.Phase, e.Kind, string(e.Payload)); err != nil {
					t.Fatal(err)
				}
				want[game] = append(want[game], e)
			}
		}
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}

	// The whole view at once: it works out the marks of every game
	// together, so reading it game by game would redo that each time.
	view := make(map[int64]map[int64]int64) // game -> seq -> voided_by
	rows, err := d.r.Query(`SELECT game_id, seq, voided_by FROM event_log`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var game, seq int64
		var by sql.NullInt64
		if err := rows.Scan(&game, &seq, &by); err != nil {
			t.Fatal(err)
		}
		if view[game] == nil {
			view[game] = make(map[int64]int64)
		}
		view[game][seq] = by.Int64
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}

	voidedSome := 0
	for game, events := range want {
		var marks []engine.Mark
		for _, e := range events {
			if e.Kind == engine.MarkUndo || e.Kind == engine.MarkRedo {
				n, _ := engine.MarkTarget(e.Payload)
				marks = append(marks, engine.Mark{Seq: e.Seq, Command: e.CommandSeq, Undo: e.Kind == engine.MarkUndo, Target: n})
			}
		}
		voided := engine.Voided(marks)
		if len(voided) > 0 {
			voidedSome++
		}
		read, err := d.Events(game) // VoidedBy from engine.Voided too, on the rows read back
		if err != nil {
			t.Fatal(err)
		}
		if len(view[game]) != len(events) || len(read) != len(events) {
			t.Fatalf("game %d: %d events written, %d in the view, %d read back", game, len(events), len(view[game]), len(read))
		}
		for i, e := range events {
			got := voided[e.CommandSeq]
			if view[game][e.Seq] != got || read[i].VoidedBy != got {
				t.Errorf("game %d, event %d (command %d, %s %s): engine.Voided says voided by %d, event_log %d, Events %d",
					game, e.Seq, e.CommandSeq, e.Kind, e.Payload, got, view[game][e.Seq], read[i].VoidedBy)
			}
		}
	}
	if voidedSome < games/2 {
		t.Errorf("only %d of %d games have a voided command: the random games test too little", voidedSome, games)
	}
}

// TestEachEventAgreesWithEvents plays a game of plays, undos and redos,
// sensible and not, over more than one chunk of events, and checks that
// EachEvent streams the events that Events and EventsAfter return, with
// the same VoidedBy, read in a different way (the marks first: on a
// connection of their own for the whole log, in the same read for the
// last events), and that an error of its fn stops it.
func TestEachEventAgreesWithEvents(t *testing.T) {
	d := newDB(t)
	g := newGame(t, d)
	rng := rand.New(rand.NewPCG(5, 6))
	for c := int64(1); c <= 200; c++ {
		target := rng.Int64N(c+2) - 1
		var events []engine.LogEvent
		switch rng.IntN(5) {
		case 0:
			events = []engine.LogEvent{undo(target)}
		case 1:
			events = []engine.LogEvent{redo(target)}
		case 2:
			events = []engine.LogEvent{undo(target), redo(rng.Int64N(c + 1))}
		default:
			for i := range rng.IntN(40) + 1 {
				events = append(events, ev("play", fmt.Sprintf(`{"i":%d}`, i)))
			}
		}
		appendCmd(t, d, g.ID, "random", events...)
	}
	all, err := d.Events(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(all) <= eventChunk {
		t.Fatalf("%d events fit in one chunk; the test needs more", len(all))
	}
	voided := 0
	for _, e := range all {
		if e.VoidedBy != 0 {
			voided++
		}
	}
	if voided == 0 {
		t.Fatal("nothing is voided; the test needs undos")
	}
	for _, after := range []int64{0, all[len(all)/3].Seq, all[len(all)-2].Seq, all[len(all)-1].Seq} {
		want, err := d.EventsAfter(g.ID, after)
		if err != nil {
			t.Fatal(err)
		}
		for name, each := range map[string]func(int64, int64, func(engine.LogEvent) error) error{
			"EachEvent": d.EachEvent, "ReplayEvents": d.ReplayEvents} {
			var got []engine.LogEvent
			if err := each(g.ID, after, func(e engine.LogEvent) error { got = append(got, e); return nil }); err != nil {
				t.Fatal(err)
			}
			if len(got) != len(want) {
				t.Fatalf("after %d: %s gave %d events, EventsAfter %d", after, name, len(got), len(want))
			}
			for i := range want {
				if !reflect.DeepEqual(got[i], want[i]) {
					t.Fatalf("after %d: %s gave %+v, EventsAfter %+v", after, name, got[i], want[i])
				}
			}
		}
	}
	stop := errors.New("stop")
	seen := 0
	err = d.EachEvent(g.ID, 0, func(engine.LogEvent) error {
		if seen++; seen == 10 {
			return stop
		}
		return nil
	})
	if err != stop || seen != 10 {
		t.Errorf("EachEvent with a fn that stops at 10 gave %v after %d events", err, seen)
	}
	if err := d.EachEvent(g.ID+100, 0, func(engine.LogEvent) error { return nil }); !errors.Is(err, ErrNoGame) {
		t.Errorf("EachEvent of no game: %v, want ErrNoGame", err)
	}
}

// TestVoidedUpToStopsAtLast: the marks EachEvent reads on a connection of
// its own count only up to the last event its own read counted, so an undo
// that another program appended meanwhile voids nothing in that read.
func TestVoidedUpToStopsAtLast(t *testing.T) {
	marks := []engine.Mark{{Seq: 5, Command: 3, Undo: true, Target: 1}, {Seq: 9, Command: 4, Undo: true, Target: 2}}
	for _, c := range []struct {
		last int64
		want map[int64]int64
	}{
		{4, nil},
		{5, map[int64]int64{1: 5}},
		{8, map[int64]int64{1: 5}},
		{9, map[int64]int64{1: 5, 2: 9}},
	} {
		if got := voidedUpTo(marks, c.last); !maps.Equal(got, c.want) {
			t.Errorf("up to event %d: voided %v; want %v", c.last, got, c.want)
		}
	}
}
