package db

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// playedGame makes a closed database holding one game played for a while:
// 150 commands and their events (shots, dice, damage, moves, notes, an
// undo and a redo now and then), written by Append, about 400 events in
// all. It returns the file's path and the game's id.
func playedGame(t *testing.T) (string, int64) {
	t.Helper()
	d, err := Open(filepath.Join(t.TempDir(), "games.db"), Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	g := newGame(t, d)
	sides := []string{"defender", "ogre"}
	phases := []string{"move", "fire", "second move"}
	for i := 1; i <= 150; i++ {
		turn, side, phase := 1+i/30, sides[i/15%2], phases[i/5%3]
		e := func(kind, payload string) engine.LogEvent {
			return engine.LogEvent{Turn: turn, Side: side, Phase: phase, Kind: kind, Payload: []byte(payload)}
		}
		var text string
		var events []engine.LogEvent
		switch {
		case i%40 == 0:
			text = fmt.Sprintf("undo %d", i-3)
			events = []engine.LogEvent{e(engine.MarkUndo, fmt.Sprintf(`{"command":%d}`, i-3))}
		case i%40 == 1 && i > 1:
			text = fmt.Sprintf("redo %d", i-4)
			events = []engine.LogEvent{e(engine.MarkRedo, fmt.Sprintf(`{"command":%d}`, i-4))}
		case i%7 == 0:
			text = fmt.Sprintf("note turn %d: the heavy tank HVY%d is in the forest, \"half cover\"", turn, i%5)
			events = []engine.LogEvent{e("note", fmt.Sprintf(`{"text":"the heavy tank HVY%d is in the forest, \"half cover\""}`, i%5))}
		case phase == "move":
			text = fmt.Sprintf("move GEV%d 12", i%4)
			events = []engine.LogEvent{e("move", fmt.Sprintf(`{"unit":"GEV%d","inches":12,"terrain":"clear","left":%d}`, i%4, i%9))}
		default:
			die := 1 + i%6
			text = fmt.Sprintf("fire HVY%d,MSL%d at MK3.secondary%d die %d", i%5, i%3, 1+i%4, die)
			events = []engine.LogEvent{
				e("attack", fmt.Sprintf(`{"attackers":["HVY%d","MSL%d"],"target":"MK3.secondary%d","attack":7,"defense":3,"odds":"2:1"}`, i%5, i%3, 1+i%4)),
				e("roll", fmt.Sprintf(`{"dice":[{"sides":6,"value":%d,"source":"referee"}],"table":"crt","column":"2-1","result":"%s"}`, die, []string{"NE", "NE", "D", "X", "X", "X"}[die-1])),
				e("damage", fmt.Sprintf(`{"unit":"MK3","weapon":"secondary%d","before":"ok","after":"destroyed","vp":2}`, 1+i%4)),
			}
		}
		appendCmd(t, d, g.ID, text, events...)
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	return d.Path(), g.ID
}

// tablePages returns the numbers of the leaf pages of the table, in order,
// and of its interior page, and the page size, as the dbstat virtual table
// gives them.
func tablePages(t *testing.T, path, table string) (leaves []int, interior, pageSize int) {
	t.Helper()
	r := rawOpen(t, path)
	defer r.Close()
	rows, err := r.Query(`SELECT pageno, pagetype FROM dbstat WHERE name = ? ORDER BY path`, table)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var n int
		var kind string
		if err := rows.Scan(&n, &kind); err != nil {
			t.Fatal(err)
		}
		switch kind {
		case "leaf":
			leaves = append(leaves, n)
		case "internal":
			interior = n
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if len(leaves) < 3 || interior == 0 {
		t.Fatalf("the %s table has %d leaf pages and interior page %d; the test needs more", table, len(leaves), interior)
	}
	return leaves, interior, int(pragmaInt(t, r, "page_size"))
}

// sameCells returns two leaf pages of the table that hold as many rows,
// the later first (in key order).
func sameCells(t *testing.T, path, table string) (later, earlier int) {
	t.Helper()
	r := rawOpen(t, path)
	defer r.Close()
	err := r.QueryRow(`SELECT b.pageno, a.pageno FROM dbstat AS a JOIN dbstat AS b
		ON a.name = ?1 AND b.name = ?1 AND a.pagetype = 'leaf' AND b.pagetype = 'leaf' AND a.ncell = b.ncell AND a.path < b.path
		ORDER BY a.path LIMIT 1`, table).Scan(&later, &earlier)
	if err != nil {
		t.Fatalf("no two leaves of the %s table hold as many rows: %v", table, err)
	}
	return later, earlier
}

// integrity is what PRAGMA integrity_check says of path.
func integrity(t *testing.T, path string) string {
	t.Helper()
	r := rawOpen(t, path, "mode=ro")
	defer r.Close()
	var s string
	if err := r.QueryRow(`PRAGMA integrity_check`).Scan(&s); err != nil {
		return err.Error()
	}
	return s
}

// TestDamagedEvents is issue 9's damage in the middle of the file: a page
// of the events table overwritten, each way a test can think of, in a game
// that was played (and one of the commands table). Every read and the Append must say that the file is
// damaged and what to do, and nothing may be written to it.
func TestDamagedEvents(t *testing.T) {
	path, game := playedGame(t)
	clean, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	leaves, interior, size := tablePages(t, path, "events")
	commandLeaves, _, _ := tablePages(t, path, "commands")
	page := func(data []byte, n int) []byte { return data[(n-1)*size : n*size] }
	// child returns the offset in the interior page p of its i-th child
	// pointer (a b-tree interior page: a 12-byte header, then 2-byte cell
	// offsets; each cell starts with its child's page number).
	child := func(p []byte, i int) int { return int(binary.BigEndian.Uint16(p[12+2*i:])) }
	mid := leaves[len(leaves)/2]
	twin, twinOf := sameCells(t, path, "events")

	cases := []struct {
		name   string
		damage func(data []byte)
	}{
		{"a leaf zeroed", func(data []byte) { clear(page(data, mid)) }},
		{"cells of a leaf overwritten", func(data []byte) {
			// integrity_check: "invalid page number", as in the issue.
			p := page(data, mid)
			for i := 1000; i < 3000; i++ {
				p[i] = 0xff
			}
		}},
		{"a child pointer past the end of the file", func(data []byte) {
			p := page(data, interior)
			binary.BigEndian.PutUint32(p[child(p, 3):], uint32(len(data)/size+100))
		}},
		{"a child pointer to another leaf", func(data []byte) {
			p := page(data, interior)
			binary.BigEndian.PutUint32(p[child(p, 3):], uint32(leaves[1]))
		}},
		{"the interior page lost cells", func(data []byte) {
			// SQLite reads on without an error, and the log comes back
			// short: the case that showed turn 1 and took the note.
			p := page(data, interior)
			binary.BigEndian.PutUint16(p[3:], 2)
		}},
		{"a leaf replaced by a copy of the one before", func(data []byte) {
			copy(page(data, mid), page(data, leaves[len(leaves)/2-1]))
		}},
		{"a leaf copied over a later one of as many rows", func(data []byte) {
			// Issue 21: counting finds as many rows; only their seqs,
			// read twice, tell.
			copy(page(data, twin), page(data, twinOf))
		}},
		{"a leaf copied over the last one", func(data []byte) {
			// A fault test: the log's right edge then says it ends at the
			// copy's last event, and a count up to there found it whole;
			// the rows after it, in the same range, tell.
			copy(page(data, leaves[len(leaves)-1]), page(data, leaves[1]))
		}},
		{"a leaf of the commands zeroed", func(data []byte) {
			// The commands without their events, or the events without
			// their commands, are not the game.
			clear(page(data, commandLeaves[len(commandLeaves)/2]))
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := append([]byte(nil), clean...)
			c.damage(data)
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
			if ic := integrity(t, path); ic == "ok" {
				t.Fatalf("integrity_check finds nothing wrong: the test did not damage the file")
			} else {
				t.Logf("integrity_check: %.100q", ic)
			}
			before := settle(t, path)
			sentence := []string{"db: " + path + " is damaged (", "restore a backup of it: with no ogretable running, copy the backup", "sqlite3 " + path + " .recover"}

			d, err := Open(path, Options{})
			if err != nil {
				// Open may find it too; then it must say so.
				checkErr(t, err, ErrDamaged, path)
				assertUntouched(t, path, before)
				return
			}
			defer d.Close()
			note := func() {
				t.Helper()
				c, es, err := d.Append(game, "note after damage", []engine.LogEvent{ev("note", `{"text":"after damage"}`)})
				checkErr(t, err, ErrDamaged, sentence...)
				if c != (Command{}) || es != nil {
					t.Errorf("a failed Append returned %+v, %+v", c, es)
				}
			}
			// An Append before any read, as from a game opened from a
			// snapshot, and one after the reads.
			note()
			_, err = d.Events(game)
			checkErr(t, err, ErrDamaged, sentence...)
			_, err = d.EventsAfter(game, 0)
			checkErr(t, err, ErrDamaged, sentence...)
			err = d.EachEvent(game, 0, func(engine.LogEvent) error { return nil })
			checkErr(t, err, ErrDamaged, sentence...)
			err = d.ReplayEvents(game, 0, func(engine.LogEvent) error { return nil })
			checkErr(t, err, ErrDamaged, sentence...)
			_, err = d.Commands(game)
			checkErr(t, err, ErrDamaged, sentence...)
			note()
			// Nor does a write that is not an Append go in.
			_, err = d.CreateGame(Game{Name: "after damage"}, Setup{Text: "add", Events: []engine.LogEvent{ev("added", `{}`)}})
			checkErr(t, err, ErrDamaged, sentence...)
			_, err = d.ImportGame(Game{Name: "imported after damage"}, []Command{{Seq: 1, Text: "note"}}, []engine.LogEvent{{Seq: 1, CommandSeq: 1, Kind: "note"}})
			checkErr(t, err, ErrDamaged, sentence...)
			_, err = d.SaveWalker(crt.WalkerDesign{Name: "Iron Duke", Generation: crt.GenerationLate, Attack: 6, Defense: 4, Range: 3, Move: 4, Jumpjets: true})
			checkErr(t, err, ErrDamaged, sentence...)
			assertUntouched(t, path, before)
			if err := d.Close(); err != nil {
				t.Errorf("Close: %v", err)
			}
			assertUntouched(t, path, before)
			if st, err := os.Stat(path + "-wal"); err == nil && st.Size() > 0 {
				t.Errorf("a write-ahead log of %d bytes was left beside the file", st.Size())
			}
		})
	}

	// The same file, whole again, reads and appends as before: the checks
	// find nothing in a game that is not damaged.
	if err := os.WriteFile(path, clean, 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	es, err := d.Events(game)
	if err != nil {
		t.Fatal(err)
	}
	cmds, err := d.Commands(game)
	if err != nil || len(cmds) != 150 {
		t.Fatalf("Commands: %d, %v", len(cmds), err)
	}
	c, _ := appendCmd(t, d, game, "note after all", ev("note", `{}`))
	if c.Seq != 151 {
		t.Errorf("Append gave command %d, want 151", c.Seq)
	}
	if after, err := d.Events(game); err != nil || len(after) != len(es)+1 {
		t.Errorf("Events after the Append: %d events, %v; want %d", len(after), err, len(es)+1)
	}
}
