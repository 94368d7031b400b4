package db

import (
	"os"
	"path/filepath"
	"testing"
)

// TestNewAfterANewKilledEarly: a "new" killed 3 ms in left a blank page
// and its rollback journal (testdata/killed-new, from a fault test); the
// next "new" makes its game there, where it failed with "no such table:
// walker_designs" until run again: its reader, opened before the schema
// was made, kept the schema it read once it rolled the journal back.
func TestNewAfterANewKilledEarly(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"g.db", "g.db-journal"} {
		b, err := os.ReadFile(filepath.Join("testdata", "killed-new", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	d, err := Open(filepath.Join(dir, "g.db"), Options{Create: true})
	if err != nil {
		t.Fatalf("open after a new killed early: %v", err)
	}
	defer d.Close()
	g := newGame(t, d)
	if _, err := d.Walkers(); err != nil {
		t.Errorf("the walker designs: %v", err)
	}
	if evs, err := d.Events(g.ID); err != nil || len(evs) != 0 {
		t.Errorf("the new game's log: %d events, %v", len(evs), err)
	}
}

// TestNewFinishesAHalfMadeSchema: a "new" killed between its migrations
// left a schema 1 with no game (testdata/half-made, from a fault test);
// the next Open finishes it, and keeps no copy "for an older ogretable" of
// a file no ogretable finished.
func TestNewFinishesAHalfMadeSchema(t *testing.T) {
	dir := t.TempDir()
	b, err := os.ReadFile(filepath.Join("testdata", "half-made", "g.db"))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "g.db")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := Open(path, Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if u, ok := d.Upgraded(); ok {
		t.Errorf("a schema with no game was upgraded with a copy: %+v", u)
	}
	newGame(t, d)
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if filepath.Ext(e.Name()) == ".bak" {
			t.Errorf("a copy was kept: %s", e.Name())
		}
	}
}
