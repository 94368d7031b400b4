package db

import (
	"encoding/json"
	"fmt"
	"ogretable/engine"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
)

// The two-writers test runs this test binary again as a second program
// that appends one command to a game the test holds open.
const twoWritersPath = "OGRETABLE_DB_TWO_WRITERS_PATH"

// TestTwoWritersHelper is not a test: run by TestTwoWriters as a child
// process, it opens the database, appends one command and closes it.
func TestTwoWritersHelper(t *testing.T) {
	path := os.Getenv(twoWritersPath)
	if path == "" {
		t.Skip("the child process of TestTwoWriters")
	}
	d, err := Open(path, Options{})
	if err == nil {
		_, _, err = d.Append(1, "child", []engine.LogEvent{{Kind: "note", Payload: json.RawMessage(`{"by":"child"}`)}})
	}
	if err == nil {
		err = d.Close()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
}

// TestTwoWriters: a dashboard keeps its database open while "ogretable do"
// appends from another process and closes; neither may lose a command. (A
// writability probe that opened and closed the files once dropped this
// process's SQLite locks, so the other program checkpointed and deleted the
// log under it.)
func TestTwoWriters(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	first, err := Open(path, Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	if g, err := first.CreateGame(Game{Name: "g", Rules: "published", Scale: "hex", Scenario: "quick", Seed: 1}); err != nil || g.ID != 1 {
		t.Fatal(g, err)
	}
	first.Close()
	// The dashboard opens an existing file and keeps it open.
	d, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	appendOne := func(by string) {
		t.Helper()
		if _, _, err := d.Append(1, by, []engine.LogEvent{{Kind: "note", Payload: json.RawMessage(`{"by":"` + by + `"}`)}}); err != nil {
			t.Fatal(err)
		}
	}
	child := func() {
		t.Helper()
		cmd := exec.Command(os.Args[0], "-test.run=^TestTwoWritersHelper$")
		cmd.Env = append(os.Environ(), twoWritersPath+"="+path)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("the second program failed: %v\n%s", err, out)
		}
	}
	appendOne("parent")
	for i := range 3 {
		child()
		if _, err := d.Events(1); err != nil {
			t.Fatal(err)
		}
		appendOne("parent " + strconv.Itoa(i))
		if _, err := d.Events(1); err != nil {
			t.Fatal(err)
		}
	}
	d.Close()
	d2, err := Open(path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer d2.Close()
	cmds, err := d2.Commands(1)
	if err != nil {
		t.Fatal(err)
	}
	if len(cmds) != 7 {
		t.Fatalf("%d commands stored, want 7: %+v", len(cmds), cmds)
	}
}

// TestEventsAfterAnotherProgram: once this DB knows where a game's log
// ends (from its own append, or from a look at the file), EventsAfter at
// that end answers without a look while nobody else writes, and gives the
// events of another program's command once it has written (issue 21: the
// catch-up before each command, and the dashboard's poll).
func TestEventsAfterAnotherProgram(t *testing.T) {
	cases := []struct {
		name    string
		appends int // how many commands the DB appends before the other program, each after a look; none: it only looks
	}{
		{"after its own append", 1},
		{"after a look at the file", 0},
		// The second append notes its end with the version of the
		// first's, as the log ended where it was known to end.
		{"after its second append", 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "games.db")
			first, err := Open(path, Options{Create: true})
			if err != nil {
				t.Fatal(err)
			}
			if g, err := first.CreateGame(Game{Name: "g", Rules: "published", Scale: "hex", Scenario: "quick", Seed: 1}); err != nil || g.ID != 1 {
				t.Fatal(g, err)
			}
			appendCmd(t, first, 1, "first", ev("note", `{"by":"first"}`))
			first.Close()
			d, err := Open(path, Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer d.Close()
			last := int64(1)
			for i := range c.appends {
				if i > 0 {
					if newer, err := d.EventsAfter(1, last); err != nil || len(newer) != 0 {
						t.Fatalf("between its appends: %d events after event %d (%v), want none", len(newer), last, err)
					}
				}
				_, evs := appendCmd(t, d, 1, "parent", ev("note", `{"by":"parent"}`))
				last = evs[len(evs)-1].Seq
			}
			for range 2 { // a look, then the answer known
				if newer, err := d.EventsAfter(1, last); err != nil || len(newer) != 0 {
					t.Fatalf("before the other program: %d events after event %d (%v), want none", len(newer), last, err)
				}
			}
			cmd := exec.Command(os.Args[0], "-test.run=^TestTwoWritersHelper$")
			cmd.Env = append(os.Environ(), twoWritersPath+"="+path)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("the second program failed: %v\n%s", err, out)
			}
			newer, err := d.EventsAfter(1, last)
			if err != nil || len(newer) != 1 || newer[0].Seq != last+1 || string(newer[0].Payload) != `{"by":"child"}` {
				t.Fatalf("after the other program: %+v (%v), want its one event, %d", newer, err, last+1)
			}
		})
	}
}
