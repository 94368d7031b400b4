package db

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// listDir returns the names in dir.
func listDir(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

// TestARefusedFileIsLeftAlone: a file refused when it is opened (another
// program's, a newer schema's, one with junk after its pages) or found damaged when it is read gets no
// write-ahead log or shared-memory file beside it, opened read-only or
// not: its folder holds what it held (issue 31.14).
func TestARefusedFileIsLeftAlone(t *testing.T) {
	cases := []struct {
		name string
		make func(t *testing.T, path string)
	}{
		{"another program", func(t *testing.T, path string) {
			r := rawOpen(t, path)
			if _, err := r.Exec(`PRAGMA journal_mode = WAL; PRAGMA application_id = 1234; CREATE TABLE t (x)`); err != nil {
				t.Fatal(err)
			}
			r.Close()
		}},
		{"a newer schema", func(t *testing.T, path string) {
			d, err := Open(path, Options{Create: true})
			if err != nil {
				t.Fatal(err)
			}
			newGame(t, d)
			d.Close()
			r := rawOpen(t, path)
			if _, err := r.Exec(`PRAGMA user_version = 99`); err != nil {
				t.Fatal(err)
			}
			r.Close()
		}},
		{"junk after its pages", func(t *testing.T, path string) {
			d, err := Open(path, Options{Create: true})
			if err != nil {
				t.Fatal(err)
			}
			newGame(t, d)
			d.Close()
			f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			f.Write(make([]byte, 700))
			f.Close()
		}},
		{"a damaged log", func(t *testing.T, path string) {
			d, err := Open(path, Options{Create: true})
			if err != nil {
				t.Fatal(err)
			}
			g := newGame(t, d)
			appendCmd(t, d, g.ID, "fire", ev("fire", `{}`))
			d.Close()
			// Someone in the sqlite3 shell, with the triggers out of the way.
			r := rawOpen(t, path)
			if _, err := r.Exec(`DROP TRIGGER events_no_update; UPDATE events SET time = 'yesterday'`); err != nil {
				t.Fatal(err)
			}
			r.Close()
		}},
	}
	for _, c := range cases {
		for _, readOnly := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s, read-only %t", c.name, readOnly), func(t *testing.T) {
				dir := t.TempDir()
				path := filepath.Join(dir, "games.db")
				c.make(t, path)
				before, was := listDir(t, dir), snapshot(t, path)
				if slices.Contains(before, "games.db-wal") || slices.Contains(before, "games.db-shm") {
					t.Fatalf("the test's file has a log beside it: %q", before)
				}
				d, err := Open(path, Options{ReadOnly: readOnly})
				if err == nil {
					if _, err = d.Events(1); err == nil {
						t.Errorf("read-only %t: the events of a file of %s read", readOnly, c.name)
					}
					d.Close()
				}
				if after := listDir(t, dir); !slices.Equal(after, before) {
					t.Errorf("read-only %t: the folder held %q, and holds %q", readOnly, before, after)
				}
				assertUntouched(t, path, was)
			})
		}
	}
}

// TestADamagedFileWithItsLogGetsNoSHM: a damaged file that has its
// write-ahead log beside it, holding frames, keeps the log as it was and
// gets no shared-memory file it did not have (issue 31.14; a fault test
// found the -shm left beside such a file by state, games, log and do).
func TestADamagedFileWithItsLogGetsNoSHM(t *testing.T) {
	src := filepath.Join(t.TempDir(), "games.db")
	d, err := Open(src, Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	g := newGame(t, d)
	for i := range 20 {
		appendCmd(t, d, g.ID, fmt.Sprintf("note %d", i), ev("note", `{}`))
	}
	d.Close()
	// One more command, its log copied while the writer is open, holding
	// the frames of the few pages it changed; the file cut short below,
	// so that the pages neither holds are gone.
	if d, err = Open(src, Options{}); err != nil {
		t.Fatal(err)
	}
	appendCmd(t, d, g.ID, "note last", ev("note", `{}`))
	wal, err := os.ReadFile(src + "-wal")
	if err != nil {
		t.Fatal(err)
	}
	d.Close()
	main, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if len(wal) <= 32 || len(main) < 8192 {
		t.Fatalf("the copy: a log of %d bytes, a file of %d", len(wal), len(main))
	}
	for _, readOnly := range []bool{true, false} {
		t.Run(fmt.Sprintf("read-only %t", readOnly), func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "games.db")
			if err := os.WriteFile(path, main[:8192], 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path+"-wal", wal, 0o644); err != nil {
				t.Fatal(err)
			}
			before, was := listDir(t, dir), snapshot(t, path)
			if d, err := Open(path, Options{ReadOnly: readOnly}); err == nil {
				if _, err = d.Events(g.ID); err == nil {
					t.Fatalf("read-only %t: the events of a file cut short read", readOnly)
				}
				d.Close()
			}
			if after := listDir(t, dir); !slices.Equal(after, before) {
				t.Errorf("the folder held %q, and holds %q", before, after)
			}
			if got, err := os.ReadFile(path + "-wal"); err != nil || !bytes.Equal(got, wal) {
				t.Errorf("the log changed (%v)", err)
			}
			assertUntouched(t, path, was)
		})
	}
}
