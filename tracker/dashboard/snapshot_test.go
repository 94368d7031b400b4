package dashboard

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/tracker"
)

// TestDashboardKeepsTheLatestLines: on a long game, the dashboard reads and
// holds only the latest lines of the log, after commands and undo too.
func TestDashboardKeepsTheLatestLines(t *testing.T) {
	smallSnapshots(t, 100)
	st := newSnapStore()
	s := openQuick(t, st, engine.Hexes)
	s, err := tracker.Open(st, s.Catalog(), s.Info())
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3 * logKeep {
		run(t, s, fmt.Sprintf("note %d", i))
	}
	s, err = tracker.Open(st, s.Catalog(), s.Info())
	if err != nil {
		t.Fatal(err)
	}
	st.Counts()
	d := NewDashboard(s, Options{})
	if full, _, n := st.Counts(); full != 0 || n > 2*logKeep {
		t.Errorf("the dashboard read the whole log %d times, %d events", full, n)
	}
	check := func(what, last string) {
		t.Helper()
		if n := len(d.logLines); n != logKeep || d.logLines[n-1].Text != last {
			t.Fatalf("%s: the dashboard holds %d lines ending %q, want %d ending %q", what, n, d.logLines[n-1].Text, logKeep, last)
		}
		if want := s.Recent(logKeep); !reflect.DeepEqual(d.logLines, want) {
			t.Fatalf("%s: the dashboard's lines are not the latest of the log", what)
		}
	}
	check("opened", fmt.Sprintf("Note: %d", 3*logKeep-1))
	// A command's flight, on this goroutine: the dashboard is not running.
	execute := func(line string) {
		f := d.takeOff(d.Preview(line), "", nil)
		lines, err := d.carry(f)
		d.landed(f, lines, err)
	}
	execute("note last")
	check("after a command", "Note: last")
	execute("undo")
	check("after undo", "Undone: Note: last")
	if rows := rowsText(d.log.rows); !strings.Contains(rows, "[undone] Note: last") {
		t.Errorf("the log panel does not show the undone note:\n%s", rows[max(len(rows)-300, 0):])
	}
}
