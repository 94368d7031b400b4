package db

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
)

// TestBackupWhileAnotherConnectionWrites: a backup taken while a second
// connection appends commands, each of a command and two events in one
// transaction, is a whole game at one moment: it checks whole, opens as an
// ogretable database, and holds every command with both of its events,
// never half of one; the file itself goes on being written.
func TestBackupWhileAnotherConnectionWrites(t *testing.T) {
	dir := t.TempDir()
	d := newDB(t)
	g := newGame(t, d)
	appendCmd(t, d, g.ID, "note start", ev("note", `{}`), ev("note", `{}`))

	// The second program: plain SQL in its own connection, as another
	// ogretable's append writes (one immediate transaction a command).
	other := rawOpen(t, d.Path(), "_pragma=busy_timeout(5000)", "_txlock=immediate")
	var written atomic.Int64
	stop := make(chan struct{})
	failed := make(chan error, 1)
	go func() {
		defer close(failed)
		for seq := int64(2); ; seq++ {
			select {
			case <-stop:
				return
			default:
			}
			tx, err := other.Begin()
			if err != nil {
				failed <- err
				return
			}
			steps := []string{
				fmt.Sprintf(`INSERT INTO commands (game_id, seq, time, text) VALUES (%d, %d, '2026-12-02T10:00:00.000Z', 'note %d')`, g.ID, seq, seq),
				fmt.Sprintf(`INSERT INTO events (game_id, seq, command_seq, time, turn, side, phase, kind, payload) VALUES (%d, %d, %d, '2026-12-02T10:00:00.000Z', 1, 'ogre', 'fire', 'note', '{}')`, g.ID, 2*seq-1, seq),
				fmt.Sprintf(`INSERT INTO events (game_id, seq, command_seq, time, turn, side, phase, kind, payload) VALUES (%d, %d, %d, '2026-12-02T10:00:00.000Z', 1, 'ogre', 'fire', 'note', '{}')`, g.ID, 2*seq, seq),
			}
			for _, q := range steps {
				if _, err := tx.Exec(q); err != nil {
					tx.Rollback()
					failed <- err
					return
				}
			}
			if err := tx.Commit(); err != nil {
				failed <- err
				return
			}
			written.Store(seq)
		}
	}()

	var counts []int
	for i := 0; i < 5; i++ {
		// Each backup begins once the writer is under way again.
		for w := written.Load(); written.Load() < w+5; {
			select {
			case err := <-failed:
				t.Fatalf("the second connection stopped: %v", err)
			default:
			}
		}
		dest := filepath.Join(dir, fmt.Sprintf("backup-%d.db", i))
		if err := d.Backup(dest); err != nil {
			t.Fatalf("backup %d: %v", i, err)
		}
		if ic := integrity(t, dest); ic != "ok" {
			t.Fatalf("backup %d: integrity_check: %s", i, ic)
		}
		b, err := Open(dest, Options{ReadOnly: true})
		if err != nil {
			t.Fatalf("backup %d does not open: %v", i, err)
		}
		cmds, err := b.Commands(g.ID)
		if err != nil {
			t.Fatalf("backup %d: commands: %v", i, err)
		}
		evs, err := b.Events(g.ID)
		if err != nil {
			t.Fatalf("backup %d: events: %v", i, err)
		}
		b.Close()
		if len(evs) != 2*len(cmds) {
			t.Errorf("backup %d holds %d commands and %d events: not a whole moment", i, len(cmds), len(evs))
		}
		counts = append(counts, len(cmds))
	}
	close(stop)
	if err := <-failed; err != nil {
		t.Fatalf("the second connection failed while the backups were taken: %v", err)
	}
	if counts[0] == counts[len(counts)-1] {
		t.Errorf("every backup holds %d commands: the writer was not writing between them", counts[0])
	}
	t.Logf("commands in the backups: %v; written in all: %d", counts, written.Load())
}

// TestBackupOfADamagedFile: a file damaged in the middle is refused with
// the damaged file's sentence, which says how to restore a backup, whether
// SQLite fails reading it or reads on without an error (a b-tree that lost
// cells, which a copy would quietly make short).
func TestBackupOfADamagedFile(t *testing.T) {
	path, _ := playedGame(t)
	clean, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	leaves, interior, size := tablePages(t, path, "events")
	page := func(data []byte, n int) []byte { return data[(n-1)*size : n*size] }
	cases := []struct {
		name   string
		damage func(data []byte)
	}{
		{"a leaf zeroed", func(data []byte) { clear(page(data, leaves[len(leaves)/2])) }},
		{"the interior page lost cells", func(data []byte) { binary.BigEndian.PutUint16(page(data, interior)[3:], 2) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := append([]byte(nil), clean...)
			c.damage(data)
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
			d, err := Open(path, Options{ReadOnly: true})
			if err != nil {
				checkErr(t, err, ErrDamaged, path)
				return
			}
			defer d.Close()
			dest := filepath.Join(t.TempDir(), "backup.db")
			err = d.Backup(dest)
			checkErr(t, err, ErrDamaged, path+" is damaged (", restoreHow(path))
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("the error is more than one line: %q", err)
			}
		})
	}
	// The same file whole again backs up.
	if err := os.WriteFile(path, clean, 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := Open(path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if err := d.Backup(filepath.Join(t.TempDir(), "backup.db")); err != nil {
		t.Fatalf("a whole file: %v", err)
	}
}

// TestBackupRefusesItself: a backup is never written over the database.
func TestBackupRefusesItself(t *testing.T) {
	d := newDB(t)
	newGame(t, d)
	err := d.Backup(d.Path())
	if err == nil || !strings.Contains(err.Error(), "cannot be written over the database itself") {
		t.Fatalf("a backup onto the database: %v", err)
	}
}

// TestMigrationKeepsACopy: opening a file of an older schema for writing
// keeps a copy of it as it was beside it, named for its schema, before the
// upgrade; Upgraded says so. A second file of that schema upgraded in the
// same folder does not write over the first copy; a file already up to
// date, a new one, or one opened read-only gets none.
func TestMigrationKeepsACopy(t *testing.T) {
	path := schema1DB(t)
	ro, err := Open(path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	before, err := ro.Events(1)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := ro.Upgraded(); ok {
		t.Error("a read-only open says it upgraded the file")
	}
	ro.Close()

	d, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	u, ok := d.Upgraded()
	d.Close()
	want := Upgrade{From: 1, To: schemaVersion, Copy: path + ".schema-1.bak"}
	if !ok || u != want {
		t.Fatalf("Upgraded() = %+v, %v; want %+v", u, ok, want)
	}
	if ic := integrity(t, u.Copy); ic != "ok" {
		t.Fatalf("the copy: integrity_check: %s", ic)
	}
	r := rawOpen(t, u.Copy, "mode=ro")
	if v := pragmaInt(t, r, "user_version"); v != 1 {
		t.Errorf("the copy has schema %d, want the file's 1 as it was", v)
	}
	r.Close()
	c, err := Open(u.Copy, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	if evs, err := c.Events(1); err != nil || !reflect.DeepEqual(evs, before) {
		t.Errorf("the copy's log = %+v, %v; want %+v", evs, err, before)
	}
	c.Close()
	if leftovers, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*.tmp")); len(leftovers) > 0 {
		t.Errorf("temporary files left: %v", leftovers)
	}

	// Up to date now: no copy.
	d, err = Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if u, ok := d.Upgraded(); ok {
		t.Errorf("an up-to-date file upgraded again: %+v", u)
	}
	d.Close()

	// The same name taken: the next copy gets another.
	old := schema1DB(t)
	moved := filepath.Join(filepath.Dir(path), "games.db")
	if err := os.Rename(old, moved); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(moved+".schema-1.bak", []byte("the referee's own file"), 0o644); err != nil {
		t.Fatal(err)
	}
	d, err = Open(moved, Options{})
	if err != nil {
		t.Fatal(err)
	}
	u, _ = d.Upgraded()
	d.Close()
	if u.Copy != moved+".schema-1.1.bak" {
		t.Errorf("the second copy is %s", u.Copy)
	}
	if b, _ := os.ReadFile(moved + ".schema-1.bak"); string(b) != "the referee's own file" {
		t.Error("a file already there was written over")
	}

	// A new file: nothing to copy.
	n, err := Open(filepath.Join(t.TempDir(), "new.db"), Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	if u, ok := n.Upgraded(); ok {
		t.Errorf("a new file says it was upgraded: %+v", u)
	}
	n.Close()
}

// TestMigrationCopyFails: when the copy cannot be made, the file is not
// upgraded, and the error says why.
func TestMigrationCopyFails(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root writes into a read-only folder")
	}
	path := schema1DB(t)
	dir := filepath.Dir(path)
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o755)
	_, err := Open(path, Options{})
	if err == nil {
		t.Fatal("an upgrade without its copy went ahead")
	}
	if !errors.Is(err, ErrReadOnly) {
		t.Errorf("error %v does not match ErrReadOnly", err)
	}
}

// TestNoUpgradeOfADamagedFile: a file of an older schema that is damaged is
// not upgraded: the copy kept before an upgrade is made only of a whole
// file (Backup checks it first), so the open is refused as damaged, no
// copy is left beside it, and not a byte of the file changes (issue 21:
// every command that writes checks the file before it writes).
func TestNoUpgradeOfADamagedFile(t *testing.T) {
	path := schema1DB(t)
	r := rawOpen(t, path)
	var n int
	if err := r.QueryRow(`SELECT pageno FROM dbstat WHERE name = 'events'`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	size := int(pragmaInt(t, r, "page_size"))
	r.Close()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	clear(data[(n-1)*size : n*size]) // the events table's one page
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := Open(path, Options{})
	if err == nil {
		d.Close()
		t.Fatal("a damaged file of an older schema was opened for writing")
	}
	checkErr(t, err, ErrDamaged, path)
	after, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(after, data) {
		t.Error("the damaged file changed")
	}
	if baks, _ := filepath.Glob(path + ".schema-*"); len(baks) > 0 {
		t.Errorf("a copy was left beside the damaged file: %v", baks)
	}
}
