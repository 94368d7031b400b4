// Package gamefiletest is the file half of the conformance test every rule
// system runs (tracker/systemtest.Run, issue 19, item 5): Check exports a
// played game as "ogretable export" writes it, reads the file back as
// "ogretable import" does (its commands resolved again, no --as-recorded),
// stores it in a real SQLite database, and opens it there again, as
// "ogretable state --json" would show it. It lives beside gamefile, not in
// tracker/systemtest, because no package of tracker/... links db; a
// conformance test passes it to Run as systemtest.Config.Files.
package gamefiletest

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"ogretable/db"
	"ogretable/engine"
	"ogretable/gamefile"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// exported is the time the files of Check are stamped with, and its
// commands and game made at: a test's files do not depend on the clock.
var exported = time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)

// Check exports the game session s holds, whose log is events and whose
// commands are texts (the nth text is the command of seq n), and checks
// that the file reads back whole, byte for byte, that every command
// resolves again to the events it logged (gamefile.File.Verify), that the
// file replays and, imported into a new SQLite database, opens and plays on
// there to the state s shows ("state --json").
func Check(t testing.TB, s *tracker.Session, texts []string, events []engine.LogEvent) {
	t.Helper()
	info, cat := s.Info(), s.Catalog()
	want := stateJSON(t, info, s.State())

	game := db.Game{ID: info.ID, Name: info.Name, Created: exported, Rules: string(info.Variant), Scale: string(info.Scale),
		Scenario: info.Scenario, Seed: info.Seed, Options: info.Options}
	cmds := make([]db.Command, len(texts))
	for i, text := range texts {
		cmds[i] = db.Command{Seq: int64(i + 1), Time: exported, Text: text}
	}
	stamped := make([]engine.LogEvent, len(events))
	for i, e := range events {
		e.Time = exported
		stamped[i] = e
	}
	var buf bytes.Buffer
	if err := gamefile.Write(&buf, game, cmds, stamped, exported); err != nil {
		t.Fatalf("gamefiletest: exporting the game of %s: %v", info.Variant, err)
	}
	f, err := gamefile.Read("conformance.jsonl", bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatalf("gamefiletest: reading back the export of the game of %s: %v", info.Variant, err)
	}
	if len(f.Commands) != len(cmds) || len(f.Events) != len(events) {
		t.Fatalf("gamefiletest: the export holds %d commands and %d events, read back as %d and %d", len(cmds), len(events), len(f.Commands), len(f.Events))
	}
	for i, e := range f.Events {
		if !bytes.Equal(e.Payload, events[i].Payload) || e.Kind != events[i].Kind || e.CommandSeq != events[i].CommandSeq {
			t.Errorf("gamefiletest: event %d reads back as %s %s, exported as %s %s", events[i].Seq, e.Kind, e.Payload, events[i].Kind, events[i].Payload)
		}
	}
	fileInfo := tracker.Info{ID: f.Game.ID, Name: f.Game.Name, Variant: engine.Variant(f.Game.Rules), Scale: engine.Scale(f.Game.Scale),
		Scenario: f.Game.Scenario, Seed: f.Game.Seed, Created: f.Game.Created, Options: f.Game.Options}
	replayed, err := f.Replay(cat, fileInfo)
	if err != nil {
		t.Fatalf("gamefiletest: replaying the export: %v", err)
	}
	if got := stateJSON(t, info, replayed.State()); !bytes.Equal(got, want) {
		t.Errorf("gamefiletest: the export replays to another state:\n%s\nwant:\n%s", got, want)
	}
	if err := f.Verify(cat, fileInfo); err != nil {
		t.Errorf("gamefiletest: the export does not import without --as-recorded: %v", err)
	}

	path := filepath.Join(t.TempDir(), "games.db")
	d, err := db.Open(path, db.Options{Create: true})
	if err != nil {
		t.Fatalf("gamefiletest: a new database: %v", err)
	}
	defer d.Close()
	stored, err := d.ImportGame(f.Game, f.Commands, f.Events)
	if err != nil {
		t.Fatalf("gamefiletest: importing the export into %s: %v", path, err)
	}
	back, err := d.Events(stored.ID)
	if err != nil {
		t.Fatalf("gamefiletest: reading the imported game back: %v", err)
	}
	if len(back) != len(events) {
		t.Fatalf("gamefiletest: the database holds %d events of the %d imported", len(back), len(events))
	}
	for i, e := range back {
		if !bytes.Equal(e.Payload, events[i].Payload) || e.VoidedBy != events[i].VoidedBy {
			t.Errorf("gamefiletest: event %d is stored as %s (voided by %d), played as %s (voided by %d)", e.Seq, e.Payload, e.VoidedBy, events[i].Payload, events[i].VoidedBy)
		}
	}
	dbInfo := fileInfo
	dbInfo.ID, dbInfo.Name = stored.ID, stored.Name
	opened, err := tracker.Open(d, cat, dbInfo)
	if err != nil {
		t.Fatalf("gamefiletest: opening the imported game: %v", err)
	}
	if got := stateJSON(t, info, opened.State()); !bytes.Equal(got, want) {
		t.Errorf("gamefiletest: the imported game opens to another state:\n%s\nwant:\n%s", got, want)
	}
	if _, err := opened.Do("note played on after the import"); err != nil {
		t.Errorf("gamefiletest: a note on the imported game: %v", err)
	}
	again, err := tracker.Open(d, cat, dbInfo)
	if err != nil {
		t.Fatalf("gamefiletest: reopening the imported game: %v", err)
	}
	if got, now := stateJSON(t, info, again.State()), stateJSON(t, info, opened.State()); !bytes.Equal(got, now) {
		t.Errorf("gamefiletest: the imported game, played on, reopens to another state:\n%s\nwant:\n%s", got, now)
	}
}

// stateJSON returns game g as "ogretable state --json" writes it, under
// info's id and name, so that games stored under other ids compare.
func stateJSON(t testing.TB, info tracker.Info, g *engine.Game) []byte {
	t.Helper()
	b, err := json.Marshal(present.StateOf(info, g))
	if err != nil {
		t.Fatalf("gamefiletest: the state as JSON: %v", err)
	}
	return b
}
