package db

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"ogretable/engine"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// newDB opens a new database in a temporary directory.
func newDB(t testing.TB) *DB {
	t.Helper()
	d, err := Open(filepath.Join(t.TempDir(), "games.db"), Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	return d
}

// newGame creates a game in d.
func newGame(t testing.TB, d *DB) Game {
	t.Helper()
	g, err := d.CreateGame(Game{Name: "Test", Rules: "published", Scale: "inches", Scenario: "basic", Seed: 42})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// ev is an event of kind with a payload made from JSON text.
func ev(kind, payload string) engine.LogEvent {
	return engine.LogEvent{Turn: 1, Side: "ogre", Phase: "fire", Kind: kind, Payload: json.RawMessage(payload)}
}

// appendCmd appends a command and fails the test on error.
func appendCmd(t testing.TB, d *DB, game int64, text string, events ...engine.LogEvent) (Command, []engine.LogEvent) {
	t.Helper()
	c, es, err := d.Append(game, text, events)
	if err != nil {
		t.Fatalf("Append(%q): %v", text, err)
	}
	return c, es
}

// rawOpen opens path with plain database/sql, bypassing the package, for
// tests that play another program or a person in the sqlite3 shell.
func rawOpen(t testing.TB, path string, params ...string) *sql.DB {
	t.Helper()
	dsn := "file:" + path + "?_pragma=busy_timeout(100)"
	for _, p := range params {
		dsn += "&" + p
	}
	r, err := sql.Open("sqlite", dsn)
	if err != nil {
		t.Fatal(err)
	}
	r.SetMaxOpenConns(1)
	t.Cleanup(func() { r.Close() })
	return r
}

// fileState is what "untouched" compares: the bytes and the modification
// time of a file.
type fileState struct {
	data  []byte
	mtime time.Time
	mode  os.FileMode
}

func snapshot(t testing.TB, path string) fileState {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return fileState{data: data, mtime: st.ModTime(), mode: st.Mode()}
}

func assertUntouched(t testing.TB, path string, before fileState) {
	t.Helper()
	after := snapshot(t, path)
	if !bytes.Equal(before.data, after.data) {
		t.Errorf("%s was changed: %d bytes before, %d after", path, len(before.data), len(after.data))
	}
	if !before.mtime.Equal(after.mtime) {
		t.Errorf("%s mtime changed from %v to %v", path, before.mtime, after.mtime)
	}
	if before.mode != after.mode {
		t.Errorf("%s mode changed from %v to %v", path, before.mode, after.mode)
	}
}

// checkErr checks that err matches kind and reads as a sentence that
// starts with "db: " and contains every one of want.
func checkErr(t testing.TB, err, kind error, want ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("no error; want %v", kind)
	}
	if !errors.Is(err, kind) {
		t.Errorf("error %q does not match %v", err, kind)
	}
	msg := err.Error()
	t.Logf("error: %s", msg)
	if !strings.HasPrefix(msg, "db: ") {
		t.Errorf("error %q does not start with \"db: \"", msg)
	}
	for _, w := range want {
		if !strings.Contains(msg, w) {
			t.Errorf("error %q does not say %q", msg, w)
		}
	}
}

// pragmaInt reads an integer PRAGMA through r.
func pragmaInt(t testing.TB, r *sql.DB, name string) int64 {
	t.Helper()
	var v int64
	if err := r.QueryRow(fmt.Sprintf("PRAGMA %s", name)).Scan(&v); err != nil {
		t.Fatal(err)
	}
	return v
}
