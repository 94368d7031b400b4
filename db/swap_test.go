package db

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// TestSwappedLeavesOfDistantRanges: two leaf pages of the events table,
// of as many rows, swapped where a read of the log reads them in different
// ranges (eventChunk seqs a range): the count and the sum of the seqs stay
// right, but a read seeks each range by the b-tree's keys and misses the
// rows that were moved. Append must refuse such a file, as the reads do,
// and so must every other write, and write nothing (issue 21, a fault test: "do" wrote a note that log,
// export and report could then not read back).
func TestSwappedLeavesOfDistantRanges(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	d, err := Open(path, Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	const n = 2600
	at := time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)
	cmds := make([]Command, n)
	evs := make([]engine.LogEvent, n)
	for i := range n {
		cmds[i] = Command{Seq: int64(i + 1), Time: at, Text: fmt.Sprintf("note %04d", i)}
		evs[i] = engine.LogEvent{Seq: int64(i + 1), CommandSeq: int64(i + 1), Turn: 1, Side: "ogre", Phase: "move", Kind: "note",
			Payload: []byte(fmt.Sprintf(`{"text":"note %04d %s"}`, i, fmt.Sprint(make([]int, 30))))}
	}
	g, err := d.ImportGame(Game{Name: "long", Rules: "published", Scale: "hex", Created: at}, cmds, evs)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}

	// The leaves in key order, each with the first seq it holds.
	r := rawOpen(t, path)
	rows, err := r.Query(`SELECT pageno, ncell FROM dbstat WHERE name = 'events' AND pagetype = 'leaf' ORDER BY path`)
	if err != nil {
		t.Fatal(err)
	}
	type leaf struct{ page, cells, first int }
	var leaves []leaf
	next := 1
	for rows.Next() {
		var l leaf
		if err := rows.Scan(&l.page, &l.cells); err != nil {
			t.Fatal(err)
		}
		l.first, next = next, next+l.cells
		leaves = append(leaves, l)
	}
	rows.Close()
	pageSize := int(pragmaInt(t, r, "page_size"))
	r.Close()
	var a, b leaf
	for _, x := range leaves {
		for _, y := range leaves {
			if x.cells == y.cells && (x.first-1)/eventChunk == 0 && (y.first-1)/eventChunk == 2 {
				a, b = x, y
			}
		}
	}
	if a.page == 0 {
		t.Fatalf("no two leaves of as many rows in the first and the third range: %+v", leaves)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	pa, pb := data[(a.page-1)*pageSize:a.page*pageSize], data[(b.page-1)*pageSize:b.page*pageSize]
	tmp := append([]byte(nil), pa...)
	copy(pa, pb)
	copy(pb, tmp)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	before := settle(t, path)

	d, err = Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = d.Append(g.ID, "note probe", []engine.LogEvent{ev("note", `{"text":"probe"}`)})
	checkErr(t, err, ErrDamaged, path, "is damaged (game 1 ends with event 2600, but counting its events from")
	_, err = d.Events(g.ID)
	checkErr(t, err, ErrDamaged, path)
	// Nor does a write that is not an Append go in (checkWhole).
	_, err = d.CreateGame(Game{Name: "after the swap", Rules: "published", Scale: "hex"})
	checkErr(t, err, ErrDamaged, path, "but counting its events from")
	_, err = d.SaveWalker(crt.WalkerDesign{Name: "Iron Duke", Generation: crt.GenerationLate, Attack: 6, Defense: 4, Range: 3, Move: 4, Jumpjets: true})
	checkErr(t, err, ErrDamaged, path)
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	assertUntouched(t, path, before)
}

// TestSwappedCommandLeaves: two leaf pages of the commands table swapped
// (the rows all there, out of order): the commands read back whole and in
// order, as the check before a write counts them (one walk), and a command
// appended then reads back with them.
func TestSwappedCommandLeaves(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	d, err := Open(path, Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	const n = 600
	at := time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)
	cmds := make([]Command, n)
	evs := make([]engine.LogEvent, n)
	for i := range n {
		cmds[i] = Command{Seq: int64(i + 1), Time: at, Text: fmt.Sprintf("note %04d %s", i, fmt.Sprint(make([]int, 30)))}
		evs[i] = engine.LogEvent{Seq: int64(i + 1), CommandSeq: int64(i + 1), Turn: 1, Side: "ogre", Phase: "move", Kind: "note", Payload: []byte(`{}`)}
	}
	g, err := d.ImportGame(Game{Name: "long", Rules: "published", Scale: "hex", Created: at}, cmds, evs)
	if err != nil {
		t.Fatal(err)
	}
	d.Close()
	leaves, _, size := tablePages(t, path, "commands")
	r := rawOpen(t, path)
	var a, b int
	if err := r.QueryRow(`SELECT x.pageno, y.pageno FROM dbstat AS x JOIN dbstat AS y ON x.name = 'commands' AND y.name = 'commands'
		AND x.pagetype = 'leaf' AND y.pagetype = 'leaf' AND x.ncell = y.ncell AND x.pageno <> y.pageno
		ORDER BY x.path, y.path DESC LIMIT 1`).Scan(&a, &b); err != nil {
		t.Fatalf("no two leaves of the commands of as many rows (%d leaves): %v", len(leaves), err)
	}
	r.Close()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	pa, pb := data[(a-1)*size:a*size], data[(b-1)*size:b*size]
	tmp := append([]byte(nil), pa...)
	copy(pa, pb)
	copy(pb, tmp)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if ic := integrity(t, path); ic == "ok" {
		t.Fatal("integrity_check finds nothing wrong: the test did not swap the pages")
	}
	d, err = Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	appendCmd(t, d, g.ID, "note after the swap", ev("note", `{}`))
	got, err := d.Commands(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != n+1 || got[n].Text != "note after the swap" {
		t.Fatalf("%d commands read back, the last %q", len(got), got[len(got)-1].Text)
	}
	for i, c := range got {
		if c.Seq != int64(i+1) {
			t.Fatalf("command %d read in the place of %d", c.Seq, i+1)
		}
	}
}

// TestHugeLastSeq: an event whose seq damage made huge (2^40, where the
// log ends at 120) is found at the first range of the log that lacks its
// events, not counted up to range by range: Append and CreateGame refuse
// at once (a review found new still counting after 20 s).
func TestHugeLastSeq(t *testing.T) {
	path := realDB(t)
	r := rawOpen(t, path)
	if _, err := r.Exec(`INSERT INTO events (game_id, seq, command_seq, time, turn, side, phase, kind, payload)
		VALUES (1, 1099511627776, 1, '2026-12-02T12:00:00.000Z', 1, 'ogre', 'move', 'note', '{}')`); err != nil {
		t.Fatal(err)
	}
	r.Close()
	d, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	done := make(chan error, 2)
	go func() {
		_, _, err := d.Append(1, "note probe", []engine.LogEvent{ev("note", `{}`)})
		done <- err
		_, err = d.CreateGame(Game{Name: "after", Rules: "published", Scale: "hex"})
		done <- err
	}()
	for _, what := range []string{"Append", "CreateGame"} {
		select {
		case err := <-done:
			checkErr(t, err, ErrDamaged, path, "ends with event 1099511627776, but counting its events from")
		case <-time.After(30 * time.Second): // a guard against a hang, not a timing: it takes milliseconds
			t.Fatalf("%s still counting after 30 s", what)
		}
	}
}

// TestLogEndsBeforeItWasRead: an append on the condition that the log ends
// at an event after its last (a session that read it further, before the
// log lost its end) says the file is damaged, not that another program
// moved the game on: another program only appends. So does a read of the
// events after there (a fault test: state showed a snapshot's game over a
// log that had lost its end).
func TestLogEndsBeforeItWasRead(t *testing.T) {
	d := newDB(t)
	g := newGame(t, d)
	appendCmd(t, d, g.ID, "note one", ev("note", `{}`))
	_, _, err := d.AppendAfter(g.ID, 5, "note two", []engine.LogEvent{ev("note", `{}`)})
	checkErr(t, err, ErrDamaged, "game 1's log was read to event 5, and now ends at event 1: a log only grows")
	if errors.Is(err, engine.ErrMovedOn) {
		t.Errorf("%v matches engine.ErrMovedOn", err)
	}
	// Nor does a read from there (a session opened from a snapshot taken
	// at event 5) take the log for one that ends where it was read to.
	_, err = d.EventsAfter(g.ID, 5)
	checkErr(t, err, ErrDamaged, "game 1 had 5 events, and now ends with event 1")
}
