package cli

import (
	"database/sql"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestBackupWhileAnotherProgramWrites is item 15 of issue 20 end to end: a
// second program runs "ogretable do" in a loop on the game while "ogretable
// backup" copies the file; each backup opens as a game whose commands and
// events replay (state prints), and the loop finishes every command.
func TestBackupWhileAnotherProgramWrites(t *testing.T) {
	dir := t.TempDir()
	dbp := filepath.Join(dir, "games.db")
	if code, _, errs := runCmd(t, "new", "--db", dbp, "--seed", "3"); code != 0 {
		t.Fatalf("new: %s", errs)
	}
	loop := doLoop(t, dbp, "note the heavy tank held the ridge", 60)
	var backups []string
	for i := 0; i < 3; i++ {
		out := filepath.Join(dir, "copy"+string(rune('a'+i))+".db")
		code, stdout, errs := runCmd(t, "backup", "--db", dbp, "-o", out, "--json")
		if code != 0 {
			t.Fatalf("backup %d: exit %d: %s %s", i, code, stdout, errs)
		}
		var got struct {
			File    string `json:"file"`
			Checked bool   `json:"checked"`
		}
		if err := json.Unmarshal([]byte(stdout), &got); err != nil || got.File != out || !got.Checked {
			t.Fatalf("backup %d printed %s (%v)", i, stdout, err)
		}
		backups = append(backups, out)
	}
	if err := loop.Wait(); err != nil {
		t.Fatalf("the second program failed: %v: %s", err, loop.Stderr)
	}
	for _, b := range backups {
		if code, out, errs := runCmd(t, "state", "--db", b); code != 0 || !strings.Contains(out, "Turn 1") {
			t.Errorf("state of %s: exit %d, %s\n%s", b, code, errs, out)
		}
		if code, _, errs := runCmd(t, "log", "--db", b); code != 0 {
			t.Errorf("log of %s: exit %d, %s", b, code, errs)
		}
	}
	if leftovers, _ := filepath.Glob(filepath.Join(dir, ".*.tmp")); len(leftovers) > 0 {
		t.Errorf("temporary files left: %v", leftovers)
	}
}

// TestBackupRefusals: a backup is not written over a file without --force
// (exit 1, the file as it was), is written with it, gets its default name
// beside nothing else in the current folder, and of a damaged file is
// refused with nothing left at its name.
func TestBackupRefusals(t *testing.T) {
	dir := t.TempDir()
	dbp := filepath.Join(dir, "games.db")
	if code, _, errs := runCmd(t, "new", "--db", dbp); code != 0 {
		t.Fatalf("new: %s", errs)
	}
	out := filepath.Join(dir, "taken.db")
	if err := os.WriteFile(out, []byte("the referee's own file"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runCmd(t, "backup", "--db", dbp, "-o", out)
	if code != 1 || !strings.Contains(errs, out+" already exists and was left as it was; give --force to replace it") {
		t.Errorf("-o an existing file: exit %d, %s", code, errs)
	}
	if b, _ := os.ReadFile(out); string(b) != "the referee's own file" {
		t.Error("the existing file was written over")
	}
	if code, _, errs := runCmd(t, "backup", "--db", dbp, "-o", out, "--force"); code != 0 {
		t.Errorf("--force: exit %d, %s", code, errs)
	}
	if code, _, errs := runCmd(t, "games", "--db", out); code != 0 {
		t.Errorf("the backup written with --force: %s", errs)
	}

	// The default name, in the current folder.
	wd, _ := os.Getwd()
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)
	code, stdout, errs := runCmd(t, "backup", "--db", dbp)
	if code != 0 {
		t.Fatalf("backup: exit %d, %s", code, errs)
	}
	made, _ := filepath.Glob(filepath.Join(dir, "games-backup-*.db"))
	if len(made) != 1 || !strings.Contains(stdout, filepath.Base(made[0])) || !strings.Contains(stdout, "delete "+dbp+"-wal") {
		t.Errorf("the default name: %v; printed %s", made, stdout)
	}

	// A damaged file: refused, nothing named, the sentence says how to
	// restore.
	damageLeaf(t, dbp, "commands")
	bad := filepath.Join(dir, "of-damaged.db")
	code, _, errs = runCmd(t, "backup", "--db", dbp, "-o", bad)
	if code != 1 || !strings.Contains(errs, "is damaged") || !strings.Contains(errs, "restore a backup of it: with no ogretable running, copy the backup") {
		t.Errorf("a damaged file: exit %d, %s", code, errs)
	}
	if _, err := os.Stat(bad); err == nil {
		t.Error("a backup of a damaged file was named")
	}
	if leftovers, _ := filepath.Glob(filepath.Join(dir, ".*.tmp")); len(leftovers) > 0 {
		t.Errorf("temporary files left: %v", leftovers)
	}
}

// damageLeaf overwrites the cells of a leaf page of the table in the
// closed database at path.
func damageLeaf(t *testing.T, path, table string) {
	t.Helper()
	r, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	var page, size int
	err = r.QueryRow(`SELECT pageno, (SELECT page_size FROM pragma_page_size) FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno DESC LIMIT 1`, table).Scan(&page, &size)
	r.Close()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p := data[(page-1)*size : page*size]
	for i := 8; i < size; i++ {
		p[i] = 0xff
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestMigrationCopySaid: opening a database of an older build's schema to
// write to it says that it was upgraded and where the copy of it as it was
// is kept, and the copy is there, of the old schema.
func TestMigrationCopySaid(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "old-build", "games.db"))
	if err != nil {
		t.Fatal(err)
	}
	dbp := filepath.Join(t.TempDir(), "games.db")
	if err := os.WriteFile(dbp, src, 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runCmd(t, "do", "--db", dbp, "--game", "1", "note after the upgrade")
	copyPath := dbp + ".schema-2.bak"
	if code != 0 || !strings.Contains(errs, dbp+" was upgraded from schema 2 to ") || !strings.Contains(errs, "a copy of it as it was is kept at "+copyPath) {
		t.Fatalf("do on an old file: exit %d, stderr %q", code, errs)
	}
	st, err := os.Stat(copyPath)
	if err != nil {
		t.Fatalf("no copy: %v", err)
	}
	if st.ModTime().After(time.Now()) {
		t.Errorf("the copy's time %v", st.ModTime())
	}
	r, err := sql.Open("sqlite", "file:"+copyPath+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	var v int
	if err := r.QueryRow(`PRAGMA user_version`).Scan(&v); err != nil || v != 2 {
		t.Errorf("the copy's schema is %d (%v), want 2", v, err)
	}
	// Said once: the file is up to date now.
	if code, _, errs := runCmd(t, "do", "--db", dbp, "--game", "1", "note again"); code != 0 || errs != "" {
		t.Errorf("the second do: exit %d, stderr %q", code, errs)
	}
}
