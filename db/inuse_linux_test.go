package db

import (
	"path/filepath"
	"testing"
)

// TestDiscardLeavesAFileInUse: a file Open made, whose write failed with
// nothing in it, stays when another connection has it open (another
// program's "new" racing on the same path, or a dashboard opened on it
// meanwhile): removing it, or its log and shared-memory file, under that
// program would lose what it writes.
func TestDiscardLeavesAFileInUse(t *testing.T) {
	path := filepath.Join(t.TempDir(), "new", "games.db")
	d, err := Open(path, Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	if !d.created {
		t.Fatal("Open did not say it made the file")
	}
	other := rawOpen(t, path)
	var n int
	if err := other.QueryRow(`SELECT count(*) FROM games`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	d.failed.Store(true) // a write failed (a full disk) and nothing went in
	d.Close()
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		if !exists(p) {
			t.Errorf("%s was removed while another connection had the file open", filepath.Base(p))
		}
	}
	if _, err := other.Exec(`INSERT INTO games (name, created, rules, scale, scenario, seed) VALUES ('x', '2025-01-02T03:04:05.000Z', 'published', 'hex', 'quick', 7)`); err != nil {
		t.Fatal(err)
	}
	other.Close()
	d, err = Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if gs, err := d.Games(); err != nil || len(gs) != 1 {
		t.Errorf("the other program's game: %v, %v", gs, err)
	}
}

// TestDiscardRemovesAFileNobodyHolds: the same file, once no connection
// holds it, goes with the folder made for it.
func TestDiscardRemovesAFileNobodyHolds(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "new")
	path := filepath.Join(dir, "games.db")
	d, err := Open(path, Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	d.failed.Store(true)
	d.Close()
	if exists(dir) {
		t.Errorf("the folder made for the file stayed: %q", listDir(t, dir))
	}
}

// TestLeaveAsFoundLeavesALiveLog: the log and shared-memory file that
// another program made after Open looked (it opened the file meanwhile, and
// has written nothing yet) are that program's, and stay.
func TestLeaveAsFoundLeavesALiveLog(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	first, err := Open(path, Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	newGame(t, first)
	first.Close()
	d := &DB{path: path} // Open found no log beside the file
	other := rawOpen(t, path, "_pragma=journal_mode(WAL)")
	var n int
	if err := other.QueryRow(`SELECT count(*) FROM games`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if walHasFrames(path) {
		t.Fatal("the other connection's log holds frames: the test shows nothing")
	}
	d.leaveAsFound()
	for _, p := range []string{path + "-wal", path + "-shm"} {
		if !exists(p) {
			t.Errorf("%s was removed under a live connection", filepath.Base(p))
		}
	}
}
