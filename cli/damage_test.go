package cli

import (
	"bytes"
	"database/sql"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestDamagedMiddle is issue 9's damage in the middle of the file, end to
// end: a game played through "do", one page of its events table
// overwritten, and then state, log and a note each exit 1 with the sentence
// that says the file is damaged and what to do, and leave the file as it
// was. Before, state showed turn 1, log stopped short and the note was
// reported saved and lost.
func TestDamagedMiddle(t *testing.T) {
	dbp := filepath.Join(t.TempDir(), "games.db")
	if code, _, errs := runCmd(t, "new", "--db", dbp, "--seed", "5"); code != 0 {
		t.Fatalf("new: %s", errs)
	}
	for i := range 40 {
		cmd := "next"
		if i%3 == 0 {
			cmd = fmt.Sprintf("note turn so far: the heavy tank HVY%d held the ridge, %q", i%4, "half cover")
		}
		if code, _, errs := runCmd(t, "do", "--db", dbp, cmd); code != 0 {
			t.Fatalf("do %q: %s", cmd, errs)
		}
	}
	if code, _, errs := runCmd(t, "do", "--db", dbp, "fire MK3.main1 at HVY1 die 3"); code != 0 {
		t.Logf("fire refused (the test does not need it): %s", errs)
	}

	// The events table's pages, from SQLite's dbstat table.
	r, err := sql.Open("sqlite", "file:"+dbp+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	var leaves []int
	interior, size := 0, 0
	rows, err := r.Query(`SELECT pageno, pagetype, (SELECT page_size FROM pragma_page_size) FROM dbstat WHERE name = 'events' ORDER BY path`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var n int
		var kind string
		if err := rows.Scan(&n, &kind, &size); err != nil {
			t.Fatal(err)
		}
		if kind == "leaf" {
			leaves = append(leaves, n)
		} else {
			interior = n
		}
	}
	rows.Close()
	r.Close()
	if len(leaves) < 3 || interior == 0 {
		t.Fatalf("the game's events fill %d leaf pages (interior page %d); the test needs more", len(leaves), interior)
	}
	clean, err := os.ReadFile(dbp)
	if err != nil {
		t.Fatal(err)
	}
	page := func(data []byte, n int) []byte { return data[(n-1)*size : n*size] }

	cases := []struct {
		name   string
		damage func(data []byte)
	}{
		{"a leaf overwritten", func(data []byte) {
			p := page(data, leaves[len(leaves)/2])
			for i := 200; i < len(p)-200; i++ {
				p[i] = 0xff
			}
		}},
		{"the interior page lost cells", func(data []byte) {
			// SQLite reads on without an error and the log comes back
			// short.
			binary.BigEndian.PutUint16(page(data, interior)[3:], 1)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := append([]byte(nil), clean...)
			c.damage(data)
			if err := os.WriteFile(dbp, data, 0o644); err != nil {
				t.Fatal(err)
			}
			for _, args := range [][]string{
				{"state", "--db", dbp},
				{"state", "--db", dbp, "--json"},
				{"log", "--db", dbp},
				{"do", "--db", dbp, "note after damage"},
			} {
				code, out, errs := runCmd(t, args...)
				if code != 1 {
					t.Errorf("%v: exit %d, want 1; stdout %.200q", args, code, out)
				}
				said := errs
				if slices.Contains(args, "--json") {
					// With --json the sentence is the JSON error on stdout.
					var j struct {
						Error string `json:"error"`
						Exit  int    `json:"exit"`
					}
					if err := json.Unmarshal([]byte(out), &j); err != nil || j.Exit != 1 {
						t.Errorf("%v: stdout %q is not a JSON error with exit 1", args, out)
					}
					said = "ogretable: " + j.Error
				}
				for _, w := range []string{"ogretable: " + dbp + " is damaged (", "restore a backup of it: with no ogretable running, copy the backup", "sqlite3 " + dbp + " .recover"} {
					if !strings.Contains(said, w) {
						t.Errorf("%v: %q does not say %q", args, said, w)
					}
				}
				if strings.Contains(out, "after damage") {
					t.Errorf("%v: stdout says the note was taken: %q", args, out)
				}
				if now, _ := os.ReadFile(dbp); !bytes.Equal(now, data) {
					t.Fatalf("%v changed the damaged file", args)
				}
			}
		})
	}
}

// TestDamagedSentenceOnALongPath: the sentence of a damaged file, which
// names the file five times in the commands it gives to recover, is
// printed whole from a path of 200 characters, its last step (how to
// restore a backup) included: clipLines cut it from a path of 37 (issue
// 21, a fault test).
func TestDamagedSentenceOnALongPath(t *testing.T) {
	dir := filepath.Join(t.TempDir(), strings.Repeat("referee-games-", 11))
	dbp := filepath.Join(dir, "games.db")
	if len(dbp) < 200 {
		dir = filepath.Join(dir, strings.Repeat("x", 200-len(dbp)))
		dbp = filepath.Join(dir, "games.db")
	}
	if code, _, errs := runCmd(t, "new", "--db", dbp, "--seed", "5"); code != 0 {
		t.Fatalf("new: %s", errs)
	}
	data, err := os.ReadFile(dbp)
	if err != nil {
		t.Fatal(err)
	}
	size := int(binary.BigEndian.Uint16(data[16:18]))
	for i := len(data) - size; i < len(data); i++ {
		data[i] = byte(i*13 + 5)
	}
	if err := os.WriteFile(dbp, data, 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runCmd(t, "do", "--db", dbp, "note probe")
	if code != 1 || !strings.Contains(errs, "is damaged") || strings.Contains(errs, "characters left out") ||
		!strings.Contains(errs, "games.db-shm beside it") || !strings.Contains(errs, "sqlite3 "+dbp+" .recover") {
		t.Errorf("path of %d characters: exit %d, %q", len(dbp), code, errs)
	}
}
