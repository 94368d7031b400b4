package db

import (
	"encoding/json"
	"errors"
	"fmt"
	"ogretable/engine"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestMigrationsAreNumberedFromOne(t *testing.T) {
	for i, m := range migrations {
		if m.version != i+1 {
			t.Errorf("migration %d is %s, numbered %d", i, m.name, m.version)
		}
	}
	if schemaVersion != len(migrations) {
		t.Errorf("schemaVersion = %d with %d migrations", schemaVersion, len(migrations))
	}
}

func TestOpenCreatesSchema(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a", "b", "games.db")
	d, err := Open(path, Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	if d.Path() != path {
		t.Errorf("Path() = %q, want %q", d.Path(), path)
	}
	// Every writer connection has the settings (a pool could open more).
	for pragma, want := range map[string]int64{"synchronous": 2, "foreign_keys": 1, "busy_timeout": 5000} {
		if got := pragmaInt(t, d.w, pragma); got != want {
			t.Errorf("writer's %s = %d, want %d", pragma, got, want)
		}
	}
	for pragma, want := range map[string]int64{"query_only": 1, "busy_timeout": 5000} {
		if got := pragmaInt(t, d.r, pragma); got != want {
			t.Errorf("reader's %s = %d, want %d", pragma, got, want)
		}
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}

	r := rawOpen(t, path)
	if got := pragmaInt(t, r, "application_id"); got != ApplicationID {
		t.Errorf("application_id = %#x, want %#x", got, ApplicationID)
	}
	if got := pragmaInt(t, r, "user_version"); got != int64(schemaVersion) {
		t.Errorf("user_version = %d, want %d", got, schemaVersion)
	}
	var mode string
	if err := r.QueryRow("PRAGMA journal_mode").Scan(&mode); err != nil || mode != "wal" {
		t.Errorf("journal_mode = %q, %v; want wal", mode, err)
	}
	for _, name := range []string{"games", "commands", "events", "event_log", "events_no_update",
		"events_no_delete", "commands_no_update", "commands_no_delete", "games_fixed", "events_marks", "snapshots"} {
		var n int
		if err := r.QueryRow("SELECT count(*) FROM sqlite_schema WHERE name = ?", name).Scan(&n); err != nil || n != 1 {
			t.Errorf("schema object %s: count %d, %v", name, n, err)
		}
	}
	r.Close()

	// Opening again applies nothing and changes nothing.
	d, err = Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	d.Close()
	r = rawOpen(t, path)
	if got := pragmaInt(t, r, "user_version"); got != int64(schemaVersion) {
		t.Errorf("user_version after reopen = %d", got)
	}
}

func TestOpenPathWithOddCharacters(t *testing.T) {
	path := filepath.Join(t.TempDir(), "what?#100% games.db")
	d, err := Open(path, Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	newGame(t, d)
	d.Close()
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("database not at %q: %v", path, err)
	}
	d, err = Open(path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if gs, err := d.Games(); err != nil || len(gs) != 1 {
		t.Errorf("Games() = %v, %v", gs, err)
	}
}

func TestDefaultPath(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", "/data")
	if p, err := DefaultPath(); err != nil || p != "/data/ogretable/games.db" {
		t.Errorf("with XDG_DATA_HOME: %q, %v", p, err)
	}
	t.Setenv("XDG_DATA_HOME", "")
	t.Setenv("HOME", "/home/ref")
	if p, err := DefaultPath(); err != nil || p != "/home/ref/.local/share/ogretable/games.db" {
		t.Errorf("without XDG_DATA_HOME: %q, %v", p, err)
	}
	t.Setenv("XDG_DATA_HOME", "relative/dir") // the XDG spec says to ignore it
	if p, err := DefaultPath(); err != nil || p != "/home/ref/.local/share/ogretable/games.db" {
		t.Errorf("with a relative XDG_DATA_HOME: %q, %v", p, err)
	}
}

func TestGames(t *testing.T) {
	d := newDB(t)
	if _, err := d.LatestGame(); !errors.Is(err, ErrNoGame) {
		t.Errorf("LatestGame on an empty file: %v, want ErrNoGame", err)
	}
	if gs, err := d.Games(); err != nil || len(gs) != 0 {
		t.Errorf("Games() = %v, %v", gs, err)
	}

	base := time.Date(2025, 11, 30, 9, 0, 0, 123456789, time.FixedZone("CET", 3600))
	old, err := d.CreateGame(Game{Name: "Old", Created: base, Rules: "classic", Scale: "hexes", Scenario: "basic",
		Seed: -7, Options: json.RawMessage(`{"walkers":true}`)})
	if err != nil {
		t.Fatal(err)
	}
	if want := time.Date(2025, 11, 30, 8, 0, 0, 123000000, time.UTC); !old.Created.Equal(want) || old.Created.Location() != time.UTC {
		t.Errorf("Created = %v, want %v in UTC", old.Created, want)
	}
	young, err := d.CreateGame(Game{Name: "Young", Created: base.Add(time.Hour), Rules: "published", Scale: "inches", Scenario: "mark iii"})
	if err != nil {
		t.Fatal(err)
	}
	if string(young.Options) != "{}" {
		t.Errorf("default Options = %s", young.Options)
	}

	gs, err := d.Games()
	if err != nil {
		t.Fatal(err)
	}
	if len(gs) != 2 || gs[0].ID != young.ID || gs[1].ID != old.ID {
		t.Fatalf("Games() not newest first: %+v", gs)
	}
	if !reflect.DeepEqual(gs[1], old) {
		t.Errorf("Games()[1] =\n%+v\nwant\n%+v", gs[1], old)
	}
	got, err := d.Game(old.ID)
	if err != nil || !reflect.DeepEqual(got, old) {
		t.Errorf("Game(%d) = %+v, %v\nwant %+v", old.ID, got, err, old)
	}
	if l, err := d.LatestGame(); err != nil || l.ID != young.ID {
		t.Errorf("LatestGame = %d, %v; want the young one", l.ID, err)
	}

	// Playing the old game makes it the latest.
	c, _ := appendCmd(t, d, old.ID, "fire", ev("fire", `{}`))
	l, err := d.LatestGame()
	if err != nil || l.ID != old.ID || l.Commands != 1 || !l.LastPlayed.Equal(c.Time) {
		t.Errorf("LatestGame after playing = %+v, %v; want game %d, 1 command, last played %v", l, err, old.ID, c.Time)
	}

	if _, err := d.Game(99); !errors.Is(err, ErrNoGame) || !strings.Contains(err.Error(), "99") {
		t.Errorf("Game(99): %v", err)
	}
	_, err = d.CreateGame(Game{Name: "Bad", Options: json.RawMessage(`{walkers}`)})
	checkErr(t, err, ErrBadJSON, "options", "not valid JSON")
}

func TestGameSettingsNeverChange(t *testing.T) {
	d := newDB(t)
	g := newGame(t, d)
	d.Close()
	r := rawOpen(t, d.Path())
	for _, q := range []string{`UPDATE games SET rules = 'lite'`, `UPDATE games SET scale = 'hexes'`,
		`UPDATE games SET seed = 1`, `UPDATE games SET options = '{"vtol":true}'`} {
		if _, err := r.Exec(q); err == nil || !strings.Contains(err.Error(), "never change") {
			t.Errorf("%s: %v", q, err)
		}
	}
	if _, err := r.Exec(`UPDATE games SET name = 'Renamed' WHERE id = ?`, g.ID); err != nil {
		t.Errorf("renaming a game: %v", err)
	}
}

func TestAppendAssignsSeqs(t *testing.T) {
	d := newDB(t)
	g := newGame(t, d)
	other := newGame(t, d)

	at := time.Date(2025, 1, 2, 3, 4, 5, 600700800, time.UTC)
	in := []engine.LogEvent{
		{Turn: 1, Side: "defender", Phase: "fire", Kind: "fire", Payload: json.RawMessage(`{"dice":[{"v":5,"by":"program"}]}`),
			Seq: 77, CommandSeq: 88, VoidedBy: 99}, // ignored
		{Turn: 1, Side: "defender", Phase: "fire", Kind: "damage", Payload: json.RawMessage(`{"unit":"Mk III","treads":-3}`), Time: at},
		{Turn: 2, Side: "ogre", Phase: "move", Kind: "note"},
	}
	before := time.Now().UTC().Truncate(time.Millisecond)
	c1, e1 := appendCmd(t, d, g.ID, "fire 3 at ogre treads", in...)
	after := time.Now()
	if c1.Seq != 1 || c1.Text != "fire 3 at ogre treads" || c1.Time.Before(before) || c1.Time.After(after) {
		t.Errorf("first command = %+v", c1)
	}
	for i, e := range e1 {
		if e.Seq != int64(i+1) || e.CommandSeq != 1 || e.VoidedBy != 0 {
			t.Errorf("event %d: seq %d, command %d, voided by %d", i, e.Seq, e.CommandSeq, e.VoidedBy)
		}
	}
	if !e1[0].Time.Equal(c1.Time) || !e1[1].Time.Equal(at.Truncate(time.Millisecond)) {
		t.Errorf("event times %v, %v; want %v, %v", e1[0].Time, e1[1].Time, c1.Time, at)
	}
	if string(e1[2].Payload) != "{}" {
		t.Errorf("nil payload stored as %s", e1[2].Payload)
	}
	// Another game has its own numbering.
	co, eo := appendCmd(t, d, other.ID, "move", ev("move", `{}`))
	if co.Seq != 1 || eo[0].Seq != 1 {
		t.Errorf("other game: command %d, event %d; want 1, 1", co.Seq, eo[0].Seq)
	}
	c2, e2 := appendCmd(t, d, g.ID, "end turn", ev("end", `{"turn":1}`), ev("start", `{"turn":2}`))
	if c2.Seq != 2 || e2[0].Seq != 4 || e2[1].Seq != 5 || e2[1].CommandSeq != 2 {
		t.Errorf("second command %d, events %d, %d", c2.Seq, e2[0].Seq, e2[1].Seq)
	}
	c3, e3 := appendCmd(t, d, g.ID, "# a note with no events")
	if c3.Seq != 3 || len(e3) != 0 {
		t.Errorf("empty command: %+v, %v", c3, e3)
	}

	events, err := d.Events(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if want := append(append([]engine.LogEvent{}, e1...), e2...); !reflect.DeepEqual(events, want) {
		t.Errorf("Events() =\n%+v\nwant\n%+v", events, want)
	}
	cmds, err := d.Commands(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if want := []Command{c1, c2, c3}; !reflect.DeepEqual(cmds, want) {
		t.Errorf("Commands() = %+v, want %+v", cmds, want)
	}
	gg, err := d.Game(g.ID)
	if err != nil || gg.Commands != 3 || !gg.LastPlayed.Equal(c3.Time) {
		t.Errorf("Game() = %+v, %v", gg, err)
	}

	// A payload handed back may be changed by the caller without harm.
	events[0].Payload = append(events[0].Payload[:1], "xx"...)
	if again, _ := d.Events(g.ID); string(again[1].Payload) != `{"unit":"Mk III","treads":-3}` {
		t.Errorf("payloads share memory: %s", again[1].Payload)
	}
	if again, _ := d.Events(g.ID); !json.Valid(again[0].Payload) || !json.Valid(again[1].Payload) {
		t.Errorf("payloads read back are not valid JSON")
	}
}

func TestAppendIsAllOrNothing(t *testing.T) {
	d := newDB(t)
	g := newGame(t, d)
	appendCmd(t, d, g.ID, "first", ev("a", `{}`))
	path := d.Path()

	_, _, err := d.Append(g.ID, "fire at ogre", []engine.LogEvent{ev("fire", `{"ok":1}`), ev("damage", `{"broken":`), ev("note", `{}`)})
	checkErr(t, err, ErrBadJSON, "event 2", "fire at ogre", "nothing was saved")
	_, _, err = d.Append(g.ID, "no kind", []engine.LogEvent{ev("fire", `{}`), {Payload: json.RawMessage(`{}`)}})
	checkErr(t, err, ErrBadEvent, "event 2", "no kind")
	_, _, err = d.Append(99, "lost", []engine.LogEvent{ev("fire", `{}`)})
	checkErr(t, err, ErrNoGame, "99")
	bad := ev("fire", `{}`)
	bad.Side = "ogre\x1fdefender"
	_, _, err = d.Append(g.ID, "odd side", []engine.LogEvent{ev("fire", `{}`), bad})
	checkErr(t, err, ErrBadEvent, "event 2", "control character")

	cmds, _ := d.Commands(g.ID)
	events, _ := d.Events(g.ID)
	if len(cmds) != 1 || len(events) != 1 {
		t.Fatalf("after failed appends: %d commands, %d events; want 1, 1", len(cmds), len(events))
	}
	c, es := appendCmd(t, d, g.ID, "second", ev("b", `{}`), ev("c", `[]`))
	if c.Seq != 2 || es[0].Seq != 2 || es[1].Seq != 3 {
		t.Errorf("after failed appends: command %d, events %d, %d; want 2, 2, 3", c.Seq, es[0].Seq, es[1].Seq)
	}

	// Nothing half-written reached the file, as seen by another program.
	d.Close()
	r := rawOpen(t, path)
	var n int
	if err := r.QueryRow(`SELECT count(*) FROM events`).Scan(&n); err != nil || n != 3 {
		t.Errorf("events in the file: %d, %v; want 3", n, err)
	}
}

func TestLogIsAppendOnly(t *testing.T) {
	d := newDB(t)
	g := newGame(t, d)
	appendCmd(t, d, g.ID, "fire", ev("fire", `{"d":6}`))
	d.Close()
	r := rawOpen(t, d.Path(), "_pragma=foreign_keys(1)")
	for q, want := range map[string]string{
		`UPDATE events SET payload = '{"d":1}'`: "events are append-only",
		`UPDATE events SET kind = 'miss'`:       "events are append-only",
		`DELETE FROM events`:                    "events are append-only",
		`UPDATE commands SET text = 'cheat'`:    "commands are append-only",
		`DELETE FROM commands`:                  "commands are append-only",
		`INSERT INTO events VALUES (1, 2, 1, '2025-01-01T00:00:00.000Z', 1, 'a', 'b', 'c', 'not json')`:       "payload_json",
		`INSERT INTO events VALUES (1, 2, 5, '2025-01-01T00:00:00.000Z', 1, 'a', 'b', 'c', '{}')`:             "FOREIGN KEY",
		`INSERT INTO commands VALUES (7, 1, '2025-01-01T00:00:00.000Z', 'x')`:                                 "FOREIGN KEY",
		`INSERT INTO events VALUES (1, 2, 1, '2025-01-01T00:00:00.000Z', 1, 'a' || char(31), 'b', 'c', '{}')`: "names_plain",
	} {
		if _, err := r.Exec(q); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v; want %q", q, err, want)
		}
	}
	var payload string
	if err := r.QueryRow(`SELECT payload FROM events`).Scan(&payload); err != nil || payload != `{"d":6}` {
		t.Errorf("payload now %q, %v", payload, err)
	}
}

func TestReadOnlyOption(t *testing.T) {
	d := newDB(t)
	g := newGame(t, d)
	appendCmd(t, d, g.ID, "fire", ev("fire", `{}`))
	d.Close()
	path := d.Path()
	before := snapshot(t, path)

	ro, err := Open(path, Options{ReadOnly: true, Create: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	if es, err := ro.Events(g.ID); err != nil || len(es) != 1 {
		t.Errorf("Events read-only: %v, %v", es, err)
	}
	_, err = ro.CreateGame(Game{Name: "x"})
	checkErr(t, err, ErrReadOnly, path, "read-only")
	_, _, err = ro.Append(g.ID, "fire", []engine.LogEvent{ev("fire", `{}`)})
	checkErr(t, err, ErrReadOnly, path, "read-only")
	if err := ro.Close(); err != nil {
		t.Fatal(err)
	}
	assertUntouched(t, path, before)

	_, err = Open(filepath.Join(t.TempDir(), "none.db"), Options{ReadOnly: true, Create: true})
	checkErr(t, err, ErrNoDatabase)
}

func TestNoGame(t *testing.T) {
	d := newDB(t)
	newGame(t, d)
	_, err := d.Events(42)
	checkErr(t, err, ErrNoGame, "no game 42")
	_, err = d.Commands(42)
	checkErr(t, err, ErrNoGame, "no game 42")
	_, err = d.Game(42)
	checkErr(t, err, ErrNoGame, "no game 42")
	_, _, err = d.Append(42, "fire", nil)
	checkErr(t, err, ErrNoGame, "no game 42")
}

func TestConcurrentAppendsAndReads(t *testing.T) {
	d := newDB(t)
	g := newGame(t, d)
	const writers, each = 4, 10
	errs := make(chan error, writers*each*2)
	done := make(chan struct{})
	for w := 0; w < writers; w++ {
		go func() {
			for i := 0; i < each; i++ {
				_, _, err := d.Append(g.ID, "x", []engine.LogEvent{ev("a", `{}`), ev("b", `{}`)})
				errs <- err
				_, err = d.Events(g.ID)
				errs <- err
			}
			done <- struct{}{}
		}()
	}
	for w := 0; w < writers; w++ {
		<-done
	}
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	events, _ := d.Events(g.ID)
	for i, e := range events {
		if e.Seq != int64(i+1) || e.CommandSeq != int64(i/2+1) {
			t.Fatalf("event %d: seq %d command %d", i, e.Seq, e.CommandSeq)
		}
	}
	if len(events) != writers*each*2 {
		t.Errorf("%d events, want %d", len(events), writers*each*2)
	}
}

func TestDiskFull(t *testing.T) {
	// SQLite's max_page_count gives the same error as a full disk.
	d := newDB(t)
	g := newGame(t, d)
	var pages int64
	if err := d.w.QueryRow(`PRAGMA page_count`).Scan(&pages); err != nil {
		t.Fatal(err)
	}
	if _, err := d.w.Exec(fmt.Sprintf(`PRAGMA max_page_count = %d`, pages+2)); err != nil {
		t.Fatal(err)
	}
	big := ev("note", `{"text":"`+strings.Repeat("Ogre ", 200)+`"}`)
	var err error
	var stored int
	for i := 0; i < 100 && err == nil; i++ {
		_, _, err = d.Append(g.ID, "note", []engine.LogEvent{big, big, big})
		if err == nil {
			stored++
		}
	}
	checkErr(t, err, ErrDiskFull, d.Path(), "full", "nothing was saved")
	events, err := d.Events(g.ID)
	if err != nil || len(events) != 3*stored {
		t.Errorf("after a full disk: %d events, %v; want %d", len(events), err, 3*stored)
	}
}

func TestEventsOfALongGame(t *testing.T) {
	// More events than Events reads at a time, with names and payloads
	// that vary, some sharing a time and some not.
	d := newDB(t)
	g := newGame(t, d)
	var want []engine.LogEvent
	base := time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)
	for c := 0; c < 3; c++ {
		var in []engine.LogEvent
		for i := 0; i < eventChunk-1; i++ {
			e := engine.LogEvent{Turn: c + 1, Side: []string{"ogre", "defender", "Défenseur ☢"}[i%3], Phase: fmt.Sprint("phase ", i%7),
				Kind: fmt.Sprint("kind-", i%5), Payload: json.RawMessage(fmt.Sprintf(`{"n":%d,"s":"a\u001fb \u001e %d"}`, i, c))}
			if i%10 == 0 {
				e.Time = base.Add(time.Duration(i) * time.Second)
			}
			in = append(in, e)
		}
		_, got := appendCmd(t, d, g.ID, fmt.Sprint("big ", c), in...)
		want = append(want, got...)
	}
	events, err := d.Events(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(events) != len(want) {
		t.Fatalf("%d events, want %d", len(events), len(want))
	}
	for i := range want {
		if !reflect.DeepEqual(events[i], want[i]) {
			t.Fatalf("event %d =\n%+v\nwant\n%+v", i, events[i], want[i])
		}
	}
}

func TestEventsOfADamagedLog(t *testing.T) {
	d := newDB(t)
	g := newGame(t, d)
	appendCmd(t, d, g.ID, "fire", ev("fire", `{}`))
	d.Close()
	// Someone in the sqlite3 shell, with the triggers out of the way.
	r := rawOpen(t, d.Path())
	if _, err := r.Exec(`DROP TRIGGER events_no_update; UPDATE events SET time = 'yesterday'`); err != nil {
		t.Fatal(err)
	}
	r.Close()
	d, err := Open(d.Path(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	_, err = d.Events(g.ID)
	checkErr(t, err, ErrDamaged, d.Path(), "bad time", "yesterday")
}

func TestReadChunk(t *testing.T) {
	row := func(seq int, payload string) string {
		return strings.Join([]string{fmt.Sprint(seq), "1", "2", "2025-11-30T09:53:00.000Z", "ogre", "fire", "shot", payload}, "\x1f")
	}
	r := eventReader{names: map[string]string{}}
	n, err := r.readChunk(row(7, `{"a":1}`) + "\x1e" + row(5, `{}`))
	if err != nil || n != 2 || len(r.events) != 2 || r.events[1].Seq != 5 {
		t.Fatalf("readChunk = %d, %v, events %+v; want 2, nil, events 7 and 5 as read", n, err, r.events)
	}
	if e := r.events[0]; e.Seq != 7 || e.CommandSeq != 1 || e.Turn != 2 || e.Side != "ogre" || e.Phase != "fire" ||
		e.Kind != "shot" || string(e.Payload) != `{"a":1}` || !e.Time.Equal(time.Date(2025, 11, 30, 9, 53, 0, 0, time.UTC)) {
		t.Errorf("event read as %+v", e)
	}
	for _, bad := range []string{
		"1\x1f1\x1f1",
		row(1, "{}") + "\x1fextra",
		strings.Replace(row(1, "{}"), "2", "two", 1),
		strings.Replace(row(1, "{}"), "2025-11-30T09:53:00.000Z", "noon", 1),
	} {
		if _, err := r.readChunk(bad); err == nil {
			t.Errorf("readChunk(%q) accepted it", bad)
		}
	}
}

// TestCreateGameWithSetup: a game and the commands that set it up go in
// together, numbered as Append numbers them, or not at all: a bad event
// of the last set-up command, or a disk that fills up half-way, leaves no
// game (issue 21: a new game is whole or absent).
func TestCreateGameWithSetup(t *testing.T) {
	d := newDB(t)
	newGame(t, d)
	setup := []Setup{
		{Text: "add mark-iii side ogre", Events: []engine.LogEvent{ev("added", `{"unit":"MK3"}`)}},
		{Text: "add heavy-tank x2", Events: []engine.LogEvent{ev("added", `{"unit":"HVY1"}`), ev("added", `{"unit":"HVY2"}`)}},
		{Text: "pool defence 12", Events: []engine.LogEvent{ev("pool", `{"points":12}`)}},
	}
	g, err := d.CreateGame(Game{Name: "Set up", Rules: "published", Scale: "hex", Scenario: "quick"}, setup...)
	if err != nil {
		t.Fatal(err)
	}
	if g.Commands != 3 || !g.LastPlayed.Equal(g.Created) {
		t.Errorf("CreateGame returned %d commands, last played %v; want 3, at its creation %v", g.Commands, g.LastPlayed, g.Created)
	}
	cmds, err := d.Commands(g.ID)
	if err != nil || len(cmds) != 3 || cmds[2].Text != "pool defence 12" || cmds[2].Seq != 3 {
		t.Fatalf("Commands: %+v, %v", cmds, err)
	}
	events, err := d.Events(g.ID)
	if err != nil || len(events) != 4 {
		t.Fatalf("Events: %d, %v; want 4", len(events), err)
	}
	for i, e := range events {
		if want := []int64{1, 2, 2, 3}[i]; e.Seq != int64(i+1) || e.CommandSeq != want || !e.Time.Equal(g.Created) {
			t.Errorf("event %d: seq %d, command %d, time %v", i+1, e.Seq, e.CommandSeq, e.Time)
		}
	}
	if c, _ := appendCmd(t, d, g.ID, "next", ev("phase", `{}`)); c.Seq != 4 {
		t.Errorf("the command after the set-up is %d, want 4", c.Seq)
	}

	refused := []struct {
		name  string
		kind  error
		setup func() // makes the database refuse
	}{
		{"a bad payload in the last command", ErrBadJSON, func() {
			setup[2].Events[0].Payload = json.RawMessage(`{"points":`)
		}},
		{"a full disk", ErrDiskFull, func() {
			setup[2].Events[0].Payload = json.RawMessage(`{"text":"` + strings.Repeat("Ogre ", 4000) + `"}`)
			var pages int64
			if err := d.w.QueryRow(`PRAGMA page_count`).Scan(&pages); err != nil {
				t.Fatal(err)
			}
			if _, err := d.w.Exec(fmt.Sprintf(`PRAGMA max_page_count = %d`, pages+2)); err != nil {
				t.Fatal(err)
			}
		}},
	}
	for _, c := range refused {
		before, err := d.Games()
		if err != nil {
			t.Fatal(err)
		}
		c.setup()
		_, err = d.CreateGame(Game{Name: c.name}, setup...)
		checkErr(t, err, c.kind, "nothing was saved")
		after, err := d.Games()
		if err != nil || len(after) != len(before) {
			t.Errorf("%s: %d games, then %d (%v)", c.name, len(before), len(after), err)
		}
		if latest, err := d.LatestGame(); err != nil || latest.ID != g.ID {
			t.Errorf("%s: the latest game is %d (%v), want %d", c.name, latest.ID, err, g.ID)
		}
	}
}

// TestCreateGameChecksAgainAfterAnotherWriter: the file found whole by one
// CreateGame is checked again by the next once another program wrote to
// it, here a gap in a game's log made in the sqlite3 shell, which the
// next CreateGame refuses.
func TestCreateGameChecksAgainAfterAnotherWriter(t *testing.T) {
	d := newDB(t)
	g := newGame(t, d)
	appendCmd(t, d, g.ID, "note", ev("note", `{}`))
	newGame(t, d)
	other := rawOpen(t, d.Path())
	defer other.Close()
	if _, err := other.Exec(`INSERT INTO commands (game_id, seq, time, text) VALUES (?1, 50, '2026-01-01T00:00:00.000Z', 'gap');
		INSERT INTO events (game_id, seq, command_seq, time, turn, side, phase, kind, payload)
		VALUES (?1, 100, 50, '2026-01-01T00:00:00.000Z', 1, 'ogre', 'move', 'note', '{}')`, g.ID); err != nil {
		t.Fatal(err)
	}
	_, err := d.CreateGame(Game{Name: "after the gap"})
	checkErr(t, err, ErrDamaged, fmt.Sprintf("game %d ends with command 50, but counting its commands gives 2", g.ID))
}
