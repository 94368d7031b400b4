package db

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"ogretable/engine"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// oldTime is set as the mtime of files under test, so that a write within
// the same clock tick still shows.
var oldTime = time.Date(2001, 2, 3, 4, 5, 6, 0, time.UTC)

// settle backdates path and returns its state.
func settle(t *testing.T, path string) fileState {
	t.Helper()
	if err := os.Chtimes(path, oldTime, oldTime); err != nil {
		t.Fatal(err)
	}
	return snapshot(t, path)
}

// realDB makes a closed ogretable database with a game and some commands.
func realDB(t *testing.T) string {
	t.Helper()
	d := newDB(t)
	g := newGame(t, d)
	for i := range 50 {
		appendCmd(t, d, g.ID, fmt.Sprintf("command %d", i), ev("a", `{"pad":"`+fmt.Sprint(make([]int, 40))+`"}`), ev("b", `{}`))
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	return d.Path()
}

// refuse checks that Open refuses path with kind, saying each of want,
// and leaves the file untouched, under every combination of options.
func refuse(t *testing.T, path string, kind error, want ...string) {
	t.Helper()
	before := settle(t, path)
	for _, opt := range []Options{{}, {Create: true}, {ReadOnly: true}} {
		d, err := Open(path, opt)
		if err == nil {
			d.Close()
			t.Fatalf("Open(%+v) accepted %s", opt, path)
		}
		checkErr(t, err, kind, append(want, path)...)
		assertUntouched(t, path, before)
	}
}

func TestMissingFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	for _, opt := range []Options{{}, {ReadOnly: true}, {ReadOnly: true, Create: true}} {
		_, err := Open(path, opt)
		checkErr(t, err, ErrNoDatabase, "db: no database at "+path+`; create a game first with "ogretable new"`)
		if !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%v does not match os.ErrNotExist", err)
		}
		if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("Open(%+v) created the file", opt)
		}
	}
}

func TestEmptyFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	before := settle(t, path)
	for _, opt := range []Options{{}, {ReadOnly: true}} {
		_, err := Open(path, opt)
		checkErr(t, err, ErrNoDatabase, path, "empty")
		assertUntouched(t, path, before)
	}
	d, err := Open(path, Options{Create: true})
	if err != nil {
		t.Fatalf("Create on an empty file: %v", err)
	}
	newGame(t, d)
	d.Close()
}

func TestBlankSQLiteFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	r := rawOpen(t, path)
	if _, err := r.Exec(`PRAGMA user_version = 0; VACUUM`); err != nil { // makes a one-page file
		t.Fatal(err)
	}
	r.Close()
	before := settle(t, path)
	_, err := Open(path, Options{})
	checkErr(t, err, ErrNoDatabase, path, "blank")
	assertUntouched(t, path, before)
	d, err := Open(path, Options{Create: true})
	if err != nil {
		t.Fatalf("Create on a blank SQLite file: %v", err)
	}
	newGame(t, d)
	d.Close()
}

func TestGarbageFile(t *testing.T) {
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(3, 4))
	garbage := make([]byte, 8192)
	for i := range garbage {
		garbage[i] = byte(rng.Uint32())
	}
	text := filepath.Join(dir, "notes.txt")
	os.WriteFile(text, []byte("Ogre Mk III: treads 45, main battery 1\n"), 0o644)
	random := filepath.Join(dir, "random.db")
	os.WriteFile(random, garbage, 0o644)
	short := filepath.Join(dir, "short.db")
	os.WriteFile(short, []byte(sqliteMagic), 0o644)
	// The magic and a sane header, then garbage.
	header := append([]byte(sqliteMagic), garbage[16:]...)
	header[16], header[17] = 0x10, 0x00 // 4096-byte pages
	fake := filepath.Join(dir, "fake.db")
	os.WriteFile(fake, header, 0o644)
	badPage := append([]byte(sqliteMagic), garbage[16:]...)
	badPage[16], badPage[17] = 0x03, 0x00
	badPageFile := filepath.Join(dir, "badpage.db")
	os.WriteFile(badPageFile, badPage, 0o644)

	for _, p := range []string{text, random, short, fake, badPageFile} {
		t.Run(filepath.Base(p), func(t *testing.T) {
			refuse(t, p, ErrDamaged, "is not an ogretable database or is damaged (")
		})
	}
	t.Run("directory", func(t *testing.T) {
		_, err := Open(dir, Options{Create: true})
		checkErr(t, err, ErrDamaged, "directory")
	})
}

func TestTruncatedFile(t *testing.T) {
	path := realDB(t)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) < 3*4096 {
		t.Fatalf("test database too small to truncate: %d bytes", len(data))
	}
	for _, size := range []int{len(data) - 4096, 4096, 1000, 60} {
		t.Run(fmt.Sprint(size), func(t *testing.T) {
			if err := os.WriteFile(path, data[:size], 0o644); err != nil {
				t.Fatal(err)
			}
			refuse(t, path, ErrDamaged, "is not an ogretable database or is damaged (")
		})
	}
}

func TestCorruptPages(t *testing.T) {
	// A file whose header is whole but whose pages are not: found when
	// read, and reported the same way.
	path := realDB(t)
	data, _ := os.ReadFile(path)
	for i := 4096; i < len(data); i++ {
		data[i] ^= 0x5a
	}
	os.WriteFile(path, data, 0o644)
	before := settle(t, path)
	d, err := Open(path, Options{ReadOnly: true})
	if err == nil {
		_, err = d.Events(1)
		d.Close()
	}
	checkErr(t, err, ErrDamaged, path)
	assertUntouched(t, path, before)
}

func TestForeignFile(t *testing.T) {
	dir := t.TempDir()
	tables := filepath.Join(dir, "other.db")
	r := rawOpen(t, tables)
	if _, err := r.Exec(`CREATE TABLE notes (x TEXT); INSERT INTO notes VALUES ('mine')`); err != nil {
		t.Fatal(err)
	}
	r.Close()
	refuse(t, tables, ErrForeign, "another program", "application_id 0x0")

	other := filepath.Join(dir, "other-app.db")
	r = rawOpen(t, other)
	if _, err := r.Exec(`PRAGMA application_id = 42; CREATE TABLE games (id INTEGER PRIMARY KEY)`); err != nil {
		t.Fatal(err)
	}
	r.Close()
	refuse(t, other, ErrForeign, "another program", "application_id 0x2a")

	walMode := filepath.Join(dir, "wal.db")
	r = rawOpen(t, walMode, "_pragma=journal_mode(WAL)")
	if _, err := r.Exec(`PRAGMA application_id = 7`); err != nil {
		t.Fatal(err)
	}
	r.Close()
	refuse(t, walMode, ErrForeign, "another program")
}

func TestNewerSchema(t *testing.T) {
	path := realDB(t)
	r := rawOpen(t, path)
	if _, err := r.Exec(fmt.Sprintf(`PRAGMA user_version = %d`, schemaVersion+1)); err != nil {
		t.Fatal(err)
	}
	r.Close()
	refuse(t, path, ErrNewerSchema, fmt.Sprintf(
		"db: %s was written by a newer ogretable (schema %d, this build knows %d); upgrade ogretable",
		path, schemaVersion+1, schemaVersion))
}

func TestReadOnlyFile(t *testing.T) {
	if os.Getuid() == 0 {
		t.Skip("running as root, whom file permissions do not stop; the ReadOnly option is tested in TestReadOnlyOption")
	}
	path := realDB(t)
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	before := settle(t, path)
	_, err := Open(path, Options{})
	checkErr(t, err, ErrReadOnly, path, "read-only")
	assertUntouched(t, path, before)
	d, err := Open(path, Options{ReadOnly: true})
	if err != nil {
		t.Fatalf("ReadOnly on a read-only file: %v", err)
	}
	if gs, err := d.Games(); err != nil || len(gs) != 1 {
		t.Errorf("Games() on a read-only file: %v, %v", gs, err)
	}
	d.Close()
	assertUntouched(t, path, before)

	// A writable file in a read-only directory: SQLite cannot make its
	// write-ahead log beside it.
	path = realDB(t)
	dir := filepath.Dir(path)
	os.Chmod(dir, 0o555)
	defer os.Chmod(dir, 0o755)
	before = settle(t, path)
	_, err = Open(path, Options{})
	checkErr(t, err, ErrReadOnly, path, "directory")
	assertUntouched(t, path, before)
	d, err = Open(path, Options{ReadOnly: true})
	if err != nil {
		t.Fatalf("ReadOnly in a read-only directory: %v", err)
	}
	if es, err := d.Events(1); err != nil || len(es) != 100 {
		t.Errorf("Events() in a read-only directory: %d events, %v", len(es), err)
	}
	d.Close()
	assertUntouched(t, path, before)
}

func TestLocked(t *testing.T) {
	path := realDB(t)
	other := rawOpen(t, path)
	tx, err := other.Begin()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(`INSERT INTO games (name, created, rules, scale, scenario, seed) VALUES ('x', '', '', '', '', 0)`); err != nil {
		t.Fatal(err)
	}
	before := snapshot(t, path)

	d, err := Open(path, Options{BusyTimeout: 200 * time.Millisecond})
	if err != nil {
		t.Fatalf("Open while another program writes: %v", err)
	}
	defer d.Close()
	if gs, err := d.Games(); err != nil || len(gs) != 1 {
		t.Errorf("reading while another program writes: %v, %v", gs, err)
	}
	start := time.Now()
	_, _, err = d.Append(1, "fire", []engine.LogEvent{ev("fire", `{}`)})
	checkErr(t, err, engine.ErrLocked, "db: "+path+" is locked by another program (is another ogretable running?); try again")
	if waited := time.Since(start); waited < 150*time.Millisecond {
		t.Errorf("gave up after %v, before the busy timeout", waited)
	}
	_, err = d.CreateGame(Game{Name: "y"})
	checkErr(t, err, engine.ErrLocked, "locked")
	assertUntouched(t, path, before)

	if err := tx.Rollback(); err != nil {
		t.Fatal(err)
	}
	if c, _, err := d.Append(1, "fire", []engine.LogEvent{ev("fire", `{}`)}); err != nil || c.Seq != 51 {
		t.Errorf("Append once the lock is gone: %+v, %v", c, err)
	}
}

// holdLock holds the write lock of the database at path from another
// connection, as another program in "BEGIN EXCLUSIVE" does, until the
// returned function is called.
func holdLock(t *testing.T, path string) (release func()) {
	t.Helper()
	other := rawOpen(t, path)
	conn, err := other.Conn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(context.Background(), "BEGIN EXCLUSIVE"); err != nil {
		t.Fatal(err)
	}
	return func() {
		if _, err := conn.ExecContext(context.Background(), "ROLLBACK"); err != nil {
			t.Error(err)
		}
		conn.Close()
	}
}

// TestAppendGivenUpWhileLocked: while another program holds the write
// lock, AppendContext says that it waits, and once its context is
// done it gives up with nothing written; a wait that ends with the lock
// released writes the command (issue 20, the dashboard never freezes).
func TestAppendGivenUpWhileLocked(t *testing.T) {
	path := realDB(t)
	d, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	release := holdLock(t, path)
	before := snapshot(t, path)
	ctx, cancel := context.WithCancel(context.Background())
	waiting := make(chan struct{})
	go func() {
		<-waiting
		cancel()
	}()
	_, _, err = d.AppendContext(engine.WithWaitNotice(ctx, func() { close(waiting) }), 1, 100, "fire", []engine.LogEvent{ev("fire", `{}`)})
	checkErr(t, err, engine.ErrGivenUp, `the command "fire" was given up while it waited for `+path, "nothing was saved")
	if errors.Is(err, engine.ErrLocked) {
		t.Errorf("a command given up reads as locked: %v", err)
	}
	assertUntouched(t, path, before)
	release()
	if evs, err := d.Events(1); err != nil || len(evs) != 100 {
		t.Fatalf("after the command was given up the game has %d events (%v), want 100", len(evs), err)
	}

	// The lock released while the command waits: it goes in.
	release = holdLock(t, path)
	waited := make(chan struct{})
	go func() {
		<-waited
		release()
	}()
	seq, _, err := d.AppendContext(engine.WithWaitNotice(context.Background(), func() { close(waited) }), 1, 100, "fire", []engine.LogEvent{ev("fire", `{}`)})
	if err != nil || seq != 51 {
		t.Errorf("the command after the lock was released: %d, %v", seq, err)
	}
}

func TestLockedWhileCreating(t *testing.T) {
	// A blank file held by another program: setting it up must wait for
	// the lock, then give up.
	path := filepath.Join(t.TempDir(), "games.db")
	other := rawOpen(t, path, "_pragma=journal_mode(WAL)")
	if _, err := other.Exec(`PRAGMA user_version = 0`); err != nil {
		t.Fatal(err)
	}
	tx, err := other.Begin()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(`PRAGMA user_version = 0`); err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(`CREATE TEMP TABLE x (y)`); err != nil {
		t.Fatal(err)
	}
	// Take the write lock on the main database without making it foreign.
	if _, err := tx.Exec(`PRAGMA main.user_version = 0`); err != nil {
		t.Fatal(err)
	}
	_, err = Open(path, Options{Create: true, BusyTimeout: 100 * time.Millisecond})
	checkErr(t, err, engine.ErrLocked, "locked by another program")
	tx.Rollback()
	d, err := Open(path, Options{Create: true})
	if err != nil {
		t.Fatalf("Open once the lock is gone: %v", err)
	}
	d.Close()
}
