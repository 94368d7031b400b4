package db

import (
	"encoding/binary"
	"io"
	"ogretable/engine"
	"os"
	"path/filepath"
	"testing"
)

// TestDamagedFileKeepsItsLog: a damaged file whose write-ahead log still
// holds committed frames (a program killed after a commit) is left as it
// was by a write that refuses it: the file and its log keep their bytes,
// not folded together when the DB closes (issue 21: new said "left as it
// was" on such a file, then its close checked the log into it and deleted
// the log). The crash is made by copying a file and its log while the
// program that wrote them still has them open.
func TestDamagedFileKeepsItsLog(t *testing.T) {
	src := realDB(t)
	d, err := Open(src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	r := rawOpen(t, src) // holds the file open: d's close does not fold its log in
	if _, err := r.Exec(`PRAGMA wal_autocheckpoint = 0; SELECT count(*) FROM games`); err != nil {
		t.Fatal(err)
	}
	appendCmd(t, d, 1, "note after the crash", ev("note", `{}`))
	path := filepath.Join(t.TempDir(), "crashed.db")
	copyFile(t, src, path)
	copyFile(t, src+"-wal", path+"-wal")
	d.Close()
	// Garbage on the file's last page that the log does not hold.
	inLog := walPages(t, path+"-wal")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	pageSize := int(binary.BigEndian.Uint16(data[16:18]))
	page := len(data) / pageSize
	for inLog[page] {
		page--
	}
	if page < 2 {
		t.Fatalf("the log holds every page of %d", len(data)/pageSize)
	}
	for i := (page - 1) * pageSize; i < page*pageSize; i++ {
		data[i] = byte(i*7 + 3)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	before, beforeLog := settle(t, path), settle(t, path+"-wal")

	for _, write := range []struct {
		name string
		do   func(d *DB) error
	}{
		{"a new game", func(d *DB) error {
			_, err := d.CreateGame(Game{Name: "new", Rules: "published", Scale: "hex"})
			return err
		}},
		{"a command", func(d *DB) error {
			_, _, err := d.Append(1, "note probe", []engine.LogEvent{ev("note", `{}`)})
			return err
		}},
	} {
		d, err := Open(path, Options{})
		if err == nil {
			err = write.do(d)
			d.Close()
		}
		checkErr(t, err, ErrDamaged, path, "was left as it was")
		assertUntouched(t, path, before)
		if _, err := os.Stat(path + "-wal"); err != nil {
			t.Fatalf("%s: the write-ahead log is gone: %v", write.name, err)
		}
		assertUntouched(t, path+"-wal", beforeLog)
	}
}

// copyFile copies from to a new file to.
func copyFile(t *testing.T, from, to string) {
	t.Helper()
	src, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	dst, err := os.Create(to)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(dst, src); err != nil {
		t.Fatal(err)
	}
	if err := dst.Close(); err != nil {
		t.Fatal(err)
	}
}

// walPages returns the pages a write-ahead log holds frames of: a 32-byte
// header, then frames of a 24-byte header, whose first 4 bytes are the
// page's number, and the page.
func walPages(t *testing.T, path string) map[int]bool {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) < 32 {
		t.Fatalf("%s holds no frame (%d bytes)", path, len(data))
	}
	pageSize := int(binary.BigEndian.Uint32(data[8:12]))
	out := map[int]bool{}
	for off := 32; off+24+pageSize <= len(data); off += 24 + pageSize {
		out[int(binary.BigEndian.Uint32(data[off:off+4]))] = true
	}
	if len(out) == 0 {
		t.Fatalf("%s holds no frame", path)
	}
	return out
}
