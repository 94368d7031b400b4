package db

import (
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
