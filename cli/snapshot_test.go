package cli

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"ogretable/db"
	"ogretable/engine"
	"ogretable/templates"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// TestSnapshotsOnARealDatabase plays a game past a snapshot through the
// subcommands, undo reaching before it included, and checks that state and
// log show what a replay of the whole log shows.
func TestSnapshotsOnARealDatabase(t *testing.T) {
	dbp := filepath.Join(t.TempDir(), "games.db")
	if code, _, errs := runCmd(t, "new", "--db", dbp, "--seed", "3"); code != 0 {
		t.Fatalf("new: %s", errs)
	}
	do := func(cmd string) {
		t.Helper()
		if code, _, errs := runCmd(t, "do", "--db", dbp, cmd); code != 0 {
			t.Fatalf("do %q: %s", cmd, errs)
		}
	}
	latest := func() (engine.StoredSnapshot, bool) {
		t.Helper()
		d, err := db.Open(dbp, db.Options{ReadOnly: true})
		if err != nil {
			t.Fatal(err)
		}
		defer d.Close()
		s, ok, err := d.LatestSnapshot(1)
		if err != nil {
			t.Fatal(err)
		}
		return s, ok
	}
	// check compares state and log with a replay of the whole log.
	check := func(what string) {
		t.Helper()
		d, err := db.Open(dbp, db.Options{ReadOnly: true})
		if err != nil {
			t.Fatal(err)
		}
		defer d.Close()
		g, err := d.Game(1)
		if err != nil {
			t.Fatal(err)
		}
		cat, _ := templates.Default()
		full, err := tracker.Open(replayOnly{d}, cat, infoOf(g))
		if err != nil {
			t.Fatal(err)
		}
		code, out, errs := runCmd(t, "state", "--db", dbp, "--json")
		if code != 0 {
			t.Fatalf("%s: state: %s", what, errs)
		}
		var got, wantv any
		json.Unmarshal([]byte(out), &got)
		json.Unmarshal([]byte(mustJSON(present.StateOf(full.Info(), full.State()))), &wantv)
		if a, b := mustJSON(got), mustJSON(wantv); a != b {
			t.Fatalf("%s: state from the snapshot differs from a replay:\n%s\n%s", what, a, b)
		}
		code, out, errs = runCmd(t, "log", "--db", dbp, "--format", "json")
		lines, err := full.Log()
		if err != nil {
			t.Fatal(err)
		}
		json.Unmarshal([]byte(out), &got)
		json.Unmarshal([]byte(mustJSON(lines)), &wantv)
		if a, b := mustJSON(got), mustJSON(wantv); code != 0 || a != b {
			t.Fatalf("%s: log differs from a replay's (%s)", what, errs)
		}
	}
	// Past SnapshotEvery events: units and notes, five events a command.
	for events := 0; events < tracker.SnapshotEvery+50; events += 5 {
		do("add heavy-tank x5")
	}
	snap, ok := latest()
	if !ok {
		t.Fatal("no snapshot saved past SnapshotEvery events")
	}
	check("past the first snapshot")
	// Undo the commands back to the one the snapshot was taken after: the
	// snapshot no longer fits, and a new one is saved.
	for undos := 0; ; undos++ {
		if after, _ := latest(); after.EventSeq > snap.EventSeq {
			break
		}
		if undos == 30 {
			t.Fatalf("no new snapshot after %d undos", undos)
		}
		do("undo")
		check("undoing back past the snapshot")
	}
	do("redo")
	do("note after")
	check("after redo")
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
