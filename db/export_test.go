package db

import (
	"encoding/json"
	"ogretable/engine"
	"path/filepath"
	"reflect"
	"testing"
	"time"
)

// TestImportGameRoundTrip: a game's commands and events read from one
// database and imported into another come back the same, times, payloads
// (byte for byte) and what undo voids included, under a new id with the
// name kept.
func TestImportGameRoundTrip(t *testing.T) {
	src := newDB(t)
	g := newGame(t, src)
	appendCmd(t, src, g.ID, "add heavy-tank", ev("added", `{"unit":"HVY1",  "spaced": true}`))
	appendCmd(t, src, g.ID, "fire HVY1 at MK3.treads", ev("fired", `{"dice":[{"value":5}]}`), ev("treads", `{"lost":2}`))
	appendCmd(t, src, g.ID, "undo", engine.LogEvent{Turn: 1, Side: "ogre", Phase: "fire", Kind: engine.MarkUndo, Payload: json.RawMessage(`{"command":2,"text":"undone"}`)})
	g, _ = src.Game(g.ID)
	cmds, err := src.Commands(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	evs, err := src.Events(g.ID)
	if err != nil {
		t.Fatal(err)
	}

	dst := newDB(t)
	newGame(t, dst) // so that the import gets another id
	got, err := dst.ImportGame(g, cmds, evs)
	if err != nil {
		t.Fatal(err)
	}
	if got.ID != 2 || got.Name != g.Name || !got.Created.Equal(g.Created) || got.Commands != 3 || !got.LastPlayed.Equal(g.LastPlayed) {
		t.Errorf("imported game %+v; from %+v", got, g)
	}
	back, _ := dst.Game(got.ID)
	back.ID, g.ID = 0, 0
	if !reflect.DeepEqual(back, g) {
		t.Errorf("game read back %+v, want %+v", back, g)
	}
	cmds2, err := dst.Commands(got.ID)
	if err != nil || !reflect.DeepEqual(cmds2, cmds) {
		t.Errorf("commands %+v (%v), want %+v", cmds2, err, cmds)
	}
	evs2, err := dst.Events(got.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(evs2) != len(evs) {
		t.Fatalf("%d events, want %d", len(evs2), len(evs))
	}
	for i := range evs {
		a, b := evs[i], evs2[i]
		if string(a.Payload) != string(b.Payload) {
			t.Errorf("event %d payload %s, want %s", a.Seq, b.Payload, a.Payload)
		}
		a.Payload, b.Payload = nil, nil
		if !reflect.DeepEqual(a, b) {
			t.Errorf("event %+v, want %+v", b, a)
		}
	}
	if evs2[1].VoidedBy != 4 {
		t.Errorf("the undone command's event is voided by %d, want 4", evs2[1].VoidedBy)
	}
	// The imported game takes commands like any other.
	c, _ := appendCmd(t, dst, got.ID, "note more", ev("note", `{}`))
	if c.Seq != 4 {
		t.Errorf("the next command is %d, want 4", c.Seq)
	}
}

// TestImportGameRefuses: a game whose seqs have a gap, whose event names a
// command it lacks or holds bad JSON, is refused with a GameError naming
// the event, and the file is left as it was.
func TestImportGameRefuses(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	d, err := Open(path, Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	newGame(t, d)
	d.Close()
	now := time.Now()
	g := Game{Name: "Moved", Rules: "published", Scale: "hex", Scenario: "quick", Seed: 1}
	cmds := []Command{{Seq: 1, Time: now, Text: "a"}, {Seq: 2, Time: now, Text: "b"}}
	good := func() []engine.LogEvent {
		return []engine.LogEvent{
			{Seq: 1, CommandSeq: 1, Kind: "k", Payload: json.RawMessage(`{}`)},
			{Seq: 2, CommandSeq: 2, Kind: "k", Payload: json.RawMessage(`{}`)},
		}
	}
	cases := []struct {
		name   string
		cmds   []Command
		change func([]engine.LogEvent) []engine.LogEvent
		cmd    int64
		event  int64
		says   string
	}{
		{"event gap", cmds, func(e []engine.LogEvent) []engine.LogEvent { e[1].Seq = 3; return e }, 2, 3, "event 3 comes where event 2 should"},
		{"no command", cmds, func(e []engine.LogEvent) []engine.LogEvent { e[1].CommandSeq = 7; return e }, 7, 2, "names command 7, which the game does not have"},
		{"backwards", cmds, func(e []engine.LogEvent) []engine.LogEvent { e[0].CommandSeq = 2; e[1].CommandSeq = 1; return e }, 1, 2, "comes after an event of command 2"},
		{"bad json", cmds, func(e []engine.LogEvent) []engine.LogEvent { e[1].Payload = json.RawMessage(`{"a":`); return e }, 2, 2, "payload of event 2 (k) is not valid JSON"},
		{"no kind", cmds, func(e []engine.LogEvent) []engine.LogEvent { e[0].Kind = ""; return e }, 1, 1, "event 1 has no kind"},
		{"command gap", []Command{cmds[0], {Seq: 3, Text: "c"}}, func(e []engine.LogEvent) []engine.LogEvent { return e[:1] }, 3, 0, "command 3 comes where command 2 should"},
	}
	before := snapshot(t, path)
	d, err = Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	for _, c := range cases {
		_, err := d.ImportGame(g, c.cmds, c.change(good()))
		checkErr(t, err, ErrBadGame, c.says)
		ge, ok := err.(*GameError)
		if !ok || ge.Command != c.cmd || ge.Event != c.event {
			t.Errorf("%s: %#v, want command %d event %d", c.name, err, c.cmd, c.event)
		}
	}
	if games, _ := d.Games(); len(games) != 1 {
		t.Errorf("%d games after refused imports, want 1", len(games))
	}
	d.Close()
	if got := snapshot(t, path); string(got.data) != string(before.data) {
		t.Error("refused imports changed the file")
	}
}
