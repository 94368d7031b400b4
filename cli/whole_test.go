//go:build linux

package cli

import (
	"bytes"
	"database/sql"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"ogretable/db"
)

// The tests of this file run the program as a process of its own, as a
// referee's shell does: to kill it at any moment, and to run it on a disk
// that is full. TestMain removes the program they build.

var (
	binOnce sync.Once
	binDir  string
	binErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// program builds ogretable once per test run and returns its path.
func program(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the program and runs it as a process of its own")
	}
	binOnce.Do(func() {
		if binDir, binErr = os.MkdirTemp("", "ogretable-bin"); binErr != nil {
			return
		}
		out, err := exec.Command("go", "build", "-o", filepath.Join(binDir, "ogretable"), "../cmd/ogretable").CombinedOutput()
		if err != nil {
			binErr = fmt.Errorf("go build: %v: %s", err, out)
		}
	})
	if binErr != nil {
		t.Fatal(binErr)
	}
	return filepath.Join(binDir, "ogretable")
}

// runProgram runs the built program with args and returns its exit code
// and output.
func runProgram(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	c := exec.Command(program(t), args...)
	var out, errb bytes.Buffer
	c.Stdout, c.Stderr = &out, &errb
	err := c.Run()
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		return ee.ExitCode(), out.String(), errb.String()
	case err != nil:
		t.Fatal(err)
	}
	return 0, out.String(), errb.String()
}

// mountTmpfs mounts a tmpfs of size (as mount's size option: "2m") on a
// new folder, unmounted when the test ends, and returns the folder. It
// skips the test, saying why, when it cannot mount one (a user who is not
// root, a container without the right); once mounted, the test fails
// like any other.
func mountTmpfs(t *testing.T, size string) string {
	t.Helper()
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size="+size); err != nil {
		t.Skipf("this test needs a small disk to fill, a tmpfs, and cannot mount one (%v): run it as root to test a full disk", err)
	}
	t.Cleanup(func() {
		if err := syscall.Unmount(dir, 0); err != nil {
			t.Errorf("unmounting the tmpfs at %s: %v", dir, err)
		}
	})
	return dir
}

// fillDisk writes a file in dir that leaves about free bytes of the disk
// unused, and returns a function that removes it.
func fillDisk(t *testing.T, dir string, free int64) func() {
	t.Helper()
	var st syscall.Statfs_t
	if err := syscall.Statfs(dir, &st); err != nil {
		t.Fatal(err)
	}
	avail := int64(st.Bavail) * st.Bsize
	filler := filepath.Join(dir, "filler")
	f, err := os.Create(filler)
	if err != nil {
		t.Fatal(err)
	}
	if n := avail - free; n > 0 {
		// Written, not allocated: a tmpfs does not allocate ahead.
		buf := make([]byte, 64<<10)
		for left := n; left > 0; left -= int64(len(buf)) {
			if _, err := f.Write(buf[:min(left, int64(len(buf)))]); err != nil {
				t.Fatalf("filling the disk: %v", err)
			}
		}
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return func() { os.Remove(filler) }
}

// gameCommands returns the command texts of every game in the database at
// path, by game id, read back whole.
func gameCommands(t *testing.T, path string) map[int64][]string {
	t.Helper()
	d, err := db.Open(path, db.Options{})
	if err != nil {
		t.Fatalf("reopening %s: %v", path, err)
	}
	defer d.Close()
	games, err := d.Games()
	if err != nil {
		t.Fatal(err)
	}
	out := map[int64][]string{}
	for _, g := range games {
		cmds, err := d.Commands(g.ID)
		if err != nil {
			t.Fatalf("game %d: %v", g.ID, err)
		}
		if _, err := d.Events(g.ID); err != nil {
			t.Fatalf("game %d: %v", g.ID, err)
		}
		texts := make([]string, len(cmds))
		for i, c := range cmds {
			texts[i] = c.Text
		}
		out[g.ID] = texts
	}
	return out
}

// TestNewKilledIsWholeOrAbsent is issue 21's first point: "new" killed
// (kill -9) at random moments, 40 times, leaves each time either the whole
// new game, with every set-up command of its scenario, or none; and the
// game that "state" then opens is a whole one. Before, 32 kills of 80 left
// a game with none or a part of the quick game's 7 commands, marked last
// played.
func TestNewKilledIsWholeOrAbsent(t *testing.T) {
	bin := program(t)
	dbp := filepath.Join(t.TempDir(), "games.db")
	if code, _, errs := runProgram(t, "new", "--db", dbp, "--seed", "1"); code != 0 {
		t.Fatalf("new: %s", errs)
	}
	setup := gameCommands(t, dbp)[1]
	if len(setup) < 2 {
		t.Fatalf("the quick game is set up by %d commands; the test needs more", len(setup))
	}
	// How long a "new" takes here, to kill it anywhere in its life.
	start := time.Now()
	if code, _, errs := runProgram(t, "new", "--db", dbp, "--seed", "2"); code != 0 {
		t.Fatalf("new: %s", errs)
	}
	life := time.Since(start)
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 21))
	made, absent := 0, 0
	for run := range 40 {
		before := len(gameCommands(t, dbp))
		c := exec.Command(bin, "new", "--db", dbp, "--seed", fmt.Sprint(10+run))
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(rng.Int64N(int64(life) * 6 / 5)))
		c.Process.Signal(syscall.SIGKILL)
		c.Wait()
		games := gameCommands(t, dbp)
		for id, cmds := range games {
			if !slices.Equal(cmds, setup) {
				t.Fatalf("run %d: game %d holds %d commands %q; a new game holds the %d of the set-up: %q", run, id, len(cmds), cmds, len(setup), setup)
			}
		}
		switch len(games) - before {
		case 0:
			absent++
		case 1:
			made++
		default:
			t.Fatalf("run %d: %d games were made", run, len(games)-before)
		}
		code, out, errs := runProgram(t, "state", "--db", dbp, "--json")
		if code != 0 || !strings.Contains(out, `"label": "MK3"`) || !strings.Contains(out, `"label": "CP1"`) {
			t.Fatalf("run %d: state after the kill: exit %d, %s %.300s", run, code, errs, out)
		}
	}
	t.Logf("40 kills in the first %v: %d left the whole game, %d none", life*6/5, made, absent)
}

// damageLastPage overwrites the last page of the file at path with the
// byte b (a page of 4096 bytes or of the file's page size, whichever is
// smaller).
func damageLastPage(t *testing.T, path string, b byte) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	size := int(data[16])<<8 | int(data[17])
	if size == 1 {
		size = 65536
	}
	last := data[len(data)-size:]
	for i := range last {
		last[i] = b
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return data
}

// damagedSays is what the sentence of a damaged file says, wherever it is
// met: that it is damaged and left as it was, and how to recover.
func damagedSays(path string) []string {
	return []string{path + " is damaged (", "left as it was; make a copy of the file first",
		"see the damage with \"sqlite3 " + path + " 'PRAGMA integrity_check'", "ogretable export --game ID", "sqlite3 " + path + " .recover"}
}

// TestNewOnADamagedFile is issue 21's second point: with the last page of
// a game's file overwritten, "new" refuses, saying the file is damaged and
// how to recover, and changes no byte of it. Before, it said the file "was
// left as it was", yet 75 bytes had changed and an empty game 2 was listed.
func TestNewOnADamagedFile(t *testing.T) {
	dir := t.TempDir()
	clean := filepath.Join(dir, "clean.db")
	if code, _, errs := runProgram(t, "new", "--db", clean, "--seed", "3"); code != 0 {
		t.Fatalf("new: %s", errs)
	}
	for i := range 30 {
		if code, _, errs := runCmd(t, "do", "--db", clean, fmt.Sprintf("note the heavy tank HVY%d holds the ridge, %d", i%4, i)); code != 0 {
			t.Fatalf("do: %s", errs)
		}
	}
	orig, err := os.ReadFile(clean)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range []byte{0x00, 0xa5, 0xff} {
		t.Run(fmt.Sprintf("last page of %#02x", b), func(t *testing.T) {
			dbp := filepath.Join(t.TempDir(), "games.db")
			if err := os.WriteFile(dbp, orig, 0o644); err != nil {
				t.Fatal(err)
			}
			data := damageLastPage(t, dbp, b)
			code, out, errs := runProgram(t, "new", "--db", dbp, "--seed", "4")
			if code != 1 {
				t.Errorf("new: exit %d, want 1; stdout %q", code, out)
			}
			for _, w := range damagedSays(dbp) {
				if !strings.Contains(errs, w) {
					t.Errorf("new: %q does not say %q", errs, w)
				}
			}
			if now, _ := os.ReadFile(dbp); !bytes.Equal(now, data) {
				t.Errorf("new changed the damaged file")
			}
			if _, err := os.Stat(dbp + "-wal"); err == nil {
				t.Errorf("new left a write-ahead log beside the damaged file")
			}
		})
	}
}

// TestNewOnANearlyFullDisk is issue 21's first point on a full disk: on a
// tmpfs left with a few KiB to a few hundred KiB, "new" either makes the
// whole game or exits 1 saying that the disk is full and what was kept,
// never SQLite's raw "disk I/O error", and leaves no game behind; "do"
// likewise. Before, with 40 to 64 KiB free, "new" left an empty game 2
// marked last played.
func TestNewOnANearlyFullDisk(t *testing.T) {
	program(t)
	dir := mountTmpfs(t, "4m")
	dbp := filepath.Join(dir, "games.db")
	if code, _, errs := runProgram(t, "new", "--db", dbp, "--seed", "5"); code != 0 {
		t.Fatalf("new: %s", errs)
	}
	for i := range 5 {
		if code, _, errs := runProgram(t, "do", "--db", dbp, fmt.Sprintf("note %d", i)); code != 0 {
			t.Fatalf("do: %s", errs)
		}
	}
	setup := gameCommands(t, dbp)[1][:7]
	refused := 0
	for _, kib := range []int64{0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 128, 256} {
		before := gameCommands(t, dbp)
		empty := fillDisk(t, dir, kib<<10)
		code, _, errs := runProgram(t, "new", "--db", dbp, "--seed", "6")
		dcode, _, derrs := runProgram(t, "do", "--db", dbp, "--game", "1", "note on a full disk")
		empty()
		after := gameCommands(t, dbp)
		for what, r := range map[string]struct {
			code int
			errs string
		}{"new": {code, errs}, "do": {dcode, derrs}} {
			if r.code == 0 {
				continue
			}
			refused++
			if r.code != 1 {
				t.Errorf("%s with %d KiB free: exit %d, want 0 or 1: %s", what, kib, r.code, r.errs)
			}
			for _, w := range []string{"the disk holding " + dbp + " is full", "nothing was saved", "the file holds every game and command it held before", "free some space"} {
				if !strings.Contains(r.errs, w) {
					t.Errorf("%s with %d KiB free: %q does not say %q", what, kib, r.errs, w)
				}
			}
			if strings.Contains(r.errs, "I/O error") || strings.Contains(r.errs, "check the disk") {
				t.Errorf("%s with %d KiB free: the raw error: %q", what, kib, r.errs)
			}
		}
		switch {
		case code == 0 && len(after) == len(before)+1:
			for id, cmds := range after {
				if _, old := before[id]; !old && !slices.Equal(cmds, setup) {
					t.Errorf("with %d KiB free: the new game %d holds %q", kib, id, cmds)
				}
			}
		case code != 0 && len(after) == len(before):
		default:
			t.Errorf("with %d KiB free: new exited %d, and the games went from %d to %d", kib, code, len(before), len(after))
		}
		wantNotes := len(before[1])
		if dcode == 0 {
			wantNotes++
		}
		if len(after[1]) != wantNotes {
			t.Errorf("with %d KiB free: do exited %d, and game 1 went from %d commands to %d", kib, dcode, len(before[1]), len(after[1]))
		}
		if code != 0 {
			// The game "state" opens is still the last one played.
			if c, out, _ := runProgram(t, "games", "--db", dbp, "--json"); c != 0 || strings.Count(out, `"id"`) != len(before) {
				t.Errorf("with %d KiB free: games lists %s", kib, out)
			}
		}
	}
	if refused == 0 {
		t.Error("no command was refused: the disk was never full enough")
	}
}

// TestNewOnAFullDiskLeavesNothing: "new" on a disk with no room, or too
// little for the game, in a folder it makes for the file, fails saying so
// and leaves nothing behind: no file (it left a 0-byte one), no
// write-ahead log, no folder (issue 31.12). With room enough it makes the
// game.
func TestNewOnAFullDiskLeavesNothing(t *testing.T) {
	program(t)
	dir := mountTmpfs(t, "2m")
	dbp := filepath.Join(dir, "games", "games.db")
	failed, made := 0, 0
	for _, kib := range []int64{0, 4, 8, 16, 32, 48, 64, 96, 128, 256, 512} {
		empty := fillDisk(t, dir, kib<<10)
		code, _, errs := runProgram(t, "new", "--db", dbp, "--seed", "6")
		empty()
		if code == 0 {
			made++
			if games := gameCommands(t, dbp); len(games) != 1 {
				t.Errorf("with %d KiB free: new made the file with %d games", kib, len(games))
			}
			if err := os.RemoveAll(filepath.Dir(dbp)); err != nil {
				t.Fatal(err)
			}
			continue
		}
		failed++
		if code != 1 || !strings.Contains(errs, "is full") || !strings.Contains(errs, "nothing was saved") {
			t.Errorf("with %d KiB free: exit %d, %q", kib, code, errs)
		}
		// There was no file before: the refusal does not say it holds
		// what it held (a fault test).
		if strings.Contains(errs, "held before") {
			t.Errorf("with %d KiB free: a new file is said to hold what it held before: %q", kib, errs)
		}
		left, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		if len(left) != 0 {
			var names []string
			for _, e := range left {
				names = append(names, e.Name())
			}
			t.Errorf("with %d KiB free: a failed new left %q in %s", kib, names, dir)
			os.RemoveAll(filepath.Dir(dbp))
		}
	}
	if failed == 0 || made == 0 {
		t.Errorf("new failed %d times and made the game %d times: the test wants both", failed, made)
	}
}

// TestDamagedLeafBeforeTheSnapshot is issue 21's third point: in a game of
// about 2,500 events with a snapshot, a leaf page of the events table
// copied over another with as many rows, both before the snapshot (a page
// that looks valid, which "do" does not replay): "do" refuses, saying how
// to recover, and writes nothing. Before, it wrote the note, and log,
// export and report refused the game afterwards ("event 587 ... read in
// the place of event 1025").
func TestDamagedLeafBeforeTheSnapshot(t *testing.T) {
	program(t)
	dbp := filepath.Join(t.TempDir(), "games.db")
	if err := writeBigGame(t, dbp, 2500); err != nil {
		t.Fatal(err)
	}
	r, err := sql.Open("sqlite", "file:"+dbp+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	var snapAt int64
	if err := r.QueryRow(`SELECT max(event_seq) FROM snapshots`).Scan(&snapAt); err != nil {
		t.Fatalf("the game has no snapshot: %v", err)
	}
	// The events table's leaves in key order, with the seqs each holds
	// (one game: its seqs run 1, 2, 3... through the leaves).
	type leaf struct{ page, cells, first int }
	var leaves []leaf
	rows, err := r.Query(`SELECT pageno, ncell, (SELECT page_size FROM pragma_page_size) FROM dbstat WHERE name = 'events' AND pagetype = 'leaf' ORDER BY path`)
	if err != nil {
		t.Fatal(err)
	}
	size, next := 0, 1
	for rows.Next() {
		var l leaf
		if err := rows.Scan(&l.page, &l.cells, &size); err != nil {
			t.Fatal(err)
		}
		l.first, next = next, next+l.cells
		leaves = append(leaves, l)
	}
	rows.Close()
	r.Close()
	var from, onto leaf
	for i, a := range leaves {
		for _, b := range leaves[i+1:] {
			if a.cells == b.cells && b.first+b.cells <= int(snapAt) && from.page == 0 {
				from, onto = a, b
			}
		}
	}
	if from.page == 0 {
		t.Fatalf("no two leaves of as many rows before the snapshot at event %d: %+v", snapAt, leaves)
	}
	data, err := os.ReadFile(dbp)
	if err != nil {
		t.Fatal(err)
	}
	copy(data[(onto.page-1)*size:onto.page*size], data[(from.page-1)*size:from.page*size])
	if err := os.WriteFile(dbp, data, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("the leaf of events %d.. copied over the leaf of events %d.. (%d rows each); the snapshot is at event %d", from.first, onto.first, onto.cells, snapAt)

	code, out, errs := runProgram(t, "do", "--db", dbp, "note probe")
	if code != 1 {
		t.Errorf("do: exit %d, want 1; stdout %q", code, out)
	}
	for _, w := range damagedSays(dbp) {
		if !strings.Contains(errs, w) {
			t.Errorf("do: %q does not say %q", errs, w)
		}
	}
	if now, _ := os.ReadFile(dbp); !bytes.Equal(now, data) {
		t.Error("do changed the damaged file")
	}
	// State says first that the file is damaged, with what to do, and
	// exits 1, as do does; it may show the game from the snapshot after
	// that (issue 31.13: it exited 0 and said nothing of the damage).
	code, out, errs = runProgram(t, "state", "--db", dbp)
	if code != 1 || !strings.HasPrefix(out, "The file is damaged (said above, with what to do)") {
		t.Errorf("state: exit %d, want 1, stdout opening with the damage:\n%.300s", code, out)
	}
	for _, w := range damagedSays(dbp) {
		if !strings.HasPrefix(errs, "ogretable: ") || !strings.Contains(errs, w) {
			t.Errorf("state: %q does not say %q", errs, w)
		}
	}
	if code, out, _ := runProgram(t, "state", "--db", dbp, "--json"); code != 1 || !strings.Contains(out, `"exit": 1`) || !strings.Contains(out, "is damaged") {
		t.Errorf("state --json: exit %d, stdout %.300q", code, out)
	}
	if now, _ := os.ReadFile(dbp); !bytes.Equal(now, data) {
		t.Error("state changed the damaged file")
	}
}

// TestReportForceOnAFullDisk is issue 21's fourth point: "report --force"
// over an older report with timeline parts, on a disk with room for the
// new report only, exits 1 and leaves the old report and its parts as they
// were, with no temporary file; with room, it replaces them all. Before,
// the old report was gone and its old parts stayed.
func TestReportForceOnAFullDisk(t *testing.T) {
	program(t)
	dbp := filepath.Join(t.TempDir(), "games.db")
	if err := writeBigGame(t, dbp, 5200); err != nil {
		t.Fatal(err)
	}
	dir := mountTmpfs(t, "64m")
	report := filepath.Join(dir, "game-1-report.pdf")
	// The older report is on A4, the new one on Letter: every file of
	// it differs from the old one's.
	if code, _, errs := runProgram(t, "report", "--db", dbp, "--paper", "a4", "-o", report); code != 0 {
		t.Fatalf("report: %s", errs)
	}
	names, err := filepath.Glob(filepath.Join(dir, "game-1-report*.pdf"))
	if err != nil || len(names) < 2 {
		t.Fatalf("the report wrote %v (%v); the test needs a timeline part", names, err)
	}
	old := map[string][]byte{}
	for _, n := range names {
		old[n], _ = os.ReadFile(n)
	}
	// The new report's size, written where there is room.
	elsewhere := filepath.Join(t.TempDir(), "game-1-report.pdf")
	if code, _, errs := runProgram(t, "report", "--db", dbp, "-o", elsewhere); code != 0 {
		t.Fatalf("report: %s", errs)
	}
	st, err := os.Stat(elsewhere)
	if err != nil {
		t.Fatal(err)
	}
	empty := fillDisk(t, dir, st.Size()+16<<10)
	code, out, errs := runProgram(t, "report", "--db", dbp, "-o", report, "--force")
	if code != 1 || !strings.Contains(errs, "nothing was written") {
		t.Errorf("report --force on a full disk: exit %d, %q %q; want 1, saying nothing was written", code, out, errs)
	}
	for n, was := range old {
		if now, err := os.ReadFile(n); err != nil || !bytes.Equal(now, was) {
			t.Errorf("%s changed (%v)", filepath.Base(n), err)
		}
	}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if e.Name() != "filler" && !slices.Contains(slices.Collect(maps.Keys(old)), filepath.Join(dir, e.Name())) {
			t.Errorf("left on the disk: %s", e.Name())
		}
	}
	empty()
	if code, _, errs := runProgram(t, "report", "--db", dbp, "-o", report, "--force"); code != 0 {
		t.Fatalf("report --force with room: %s", errs)
	}
	for n, was := range old {
		if now, _ := os.ReadFile(n); bytes.Equal(now, was) {
			t.Errorf("%s was not replaced", filepath.Base(n))
		}
	}
}
