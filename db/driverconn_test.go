package db

import (
	"testing"
	"time"
)

// TestAppendOnANewWriterConnection checks that Append, which keeps its
// statements prepared on the writer's connection as the driver gives it,
// prepares them again on a connection that database/sql opened in the
// place of one it closed (as it does after a transaction given up), and
// that Close then closes none of a connection closed.
func TestAppendOnANewWriterConnection(t *testing.T) {
	d, err := Open(t.TempDir()+"/games.db", Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	g := newGame(t, d)
	appendCmd(t, d, g.ID, "first", ev("fire", `{}`), ev("roll", `{}`))
	first := d.drv.conn
	if first == nil || len(d.drv.stmts) == 0 {
		t.Fatalf("Append kept no statements on the writer's connection: %+v", d.drv)
	}
	// database/sql closes a connection older than its lifetime when it
	// is next asked for, and opens another.
	d.w.SetConnMaxLifetime(time.Nanosecond)
	time.Sleep(time.Millisecond)
	c, evs := appendCmd(t, d, g.ID, "second", ev("fire", `{}`), ev("roll", `{}`), ev("damage", `{}`))
	d.w.SetConnMaxLifetime(0)
	if c.Seq != 2 || evs[0].Seq != 3 || evs[2].Seq != 5 {
		t.Errorf("the command on the new connection is %d with events %d to %d, want 2 with 3 to 5", c.Seq, evs[0].Seq, evs[2].Seq)
	}
	if d.drv.conn == first {
		t.Errorf("Append kept using the statements of the connection database/sql closed")
	}
	c, _ = appendCmd(t, d, g.ID, "third", ev("fire", `{}`))
	if c.Seq != 3 {
		t.Errorf("the third command is %d", c.Seq)
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	d, err = Open(d.Path(), Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if evs, err := d.Events(g.ID); err != nil || len(evs) != 6 {
		t.Errorf("the log reopened has %d events (%v), want 6", len(evs), err)
	}
	if cmds, err := d.Commands(g.ID); err != nil || len(cmds) != 3 || cmds[1].Text != "second" {
		t.Errorf("the log reopened has commands %+v (%v)", cmds, err)
	}
}
