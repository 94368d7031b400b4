package cli

import (
	"bytes"
	"encoding/csv"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"ogretable/db"
	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/templates"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// TestLogStreamsTheSameBytes plays a game past its first snapshot, with
// undos (some reaching back past a redo, some undone again) and redos, and
// checks that "ogretable log", which streams the log from the database
// and reads the voiding marks first, prints in every format the bytes that
// the log read whole (Events, which voids by the events it read) gives
// through the writers that held it all, as the command printed them.
func TestLogStreamsTheSameBytes(t *testing.T) {
	dbp := filepath.Join(t.TempDir(), "games.db")
	d, err := db.Open(dbp, db.Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	sess, err := createGame(&env{}, d, "undone", "quick", crt.Published, engine.Hexes, 7)
	if err != nil {
		t.Fatal(err)
	}
	events := 0
	for i := 0; events < tracker.SnapshotEvery+200; i++ {
		cmd := []string{"add gev x6", "note command " + strconv.Itoa(i), "undo", "add heavy-tank x4", "undo", "undo", "redo", "next"}[i%8]
		lines, err := sess.Do(cmd)
		if err != nil {
			t.Fatalf("%q: %v", cmd, err)
		}
		events += len(lines)
	}
	d.Close()

	d, err = db.Open(dbp, db.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if _, ok, err := d.LatestSnapshot(1); err != nil || !ok {
		t.Fatalf("the game has no snapshot (%v); the test needs one, so that log reads the log back", err)
	}
	g, err := d.Game(1)
	if err != nil {
		t.Fatal(err)
	}
	cat, err := templates.Default()
	if err != nil {
		t.Fatal(err)
	}
	whole, err := tracker.Open(replayOnly{d}, cat, infoOf(g))
	if err != nil {
		t.Fatal(err)
	}
	lines, err := whole.Log()
	if err != nil {
		t.Fatal(err)
	}
	voided := 0
	for _, l := range lines {
		if l.Voided {
			voided++
		}
	}
	if voided == 0 || len(lines) < tracker.SnapshotEvery {
		t.Fatalf("%d lines, %d voided: the test needs more", len(lines), voided)
	}

	// The writers as they were, holding every line.
	var text, csvOut, jsonOut bytes.Buffer
	for _, l := range lines {
		text.WriteString(present.LogText(l) + "\n")
	}
	cw := csv.NewWriter(&csvOut)
	_ = cw.Write([]string{"seq", "command", "time", "turn", "side", "phase", "kind", "text", "dice", "manual", "voided"})
	for _, l := range lines {
		dice := make([]string, len(l.Dice))
		for i, d := range l.Dice {
			dice[i] = strconv.Itoa(d)
		}
		text := l.Text
		if l.Refused != "" {
			text += " [refused: " + l.Refused + "]"
		}
		_ = cw.Write([]string{strconv.FormatInt(l.Seq, 10), strconv.FormatInt(l.Command, 10), l.Time.UTC().Format("2006-01-02T15:04:05.000Z"),
			strconv.Itoa(l.Turn), l.Side, l.Phase, l.Kind, text, strings.Join(dice, " "), strconv.FormatBool(l.Manual), strconv.FormatBool(l.Voided)})
	}
	cw.Flush()
	if err := writeJSON(&jsonOut, lines); err != nil {
		t.Fatal(err)
	}

	for format, want := range map[string]string{"text": text.String(), "csv": csvOut.String(), "json": jsonOut.String()} {
		code, got, errs := runCmd(t, "log", "--db", dbp, "--format", format)
		if code != 0 {
			t.Fatalf("log --format %s: exit %d: %s", format, code, errs)
		}
		if got != want {
			t.Errorf("log --format %s streams other bytes than the log read whole (%d bytes, want %d):\n%s",
				format, len(got), len(want), partingAt(got, want))
		}
	}
	// An empty log is an empty JSON array, as it was.
	var empty bytes.Buffer
	lw, err := present.NewLogWriter(&empty, "json")
	if err != nil {
		t.Fatal(err)
	}
	if err := lw.Close(); err != nil || empty.String() != "[]\n" {
		t.Errorf("an empty log as JSON is %q (%v), want \"[]\\n\"", empty.String(), err)
	}
}

// partingAt shows where got and want part.
func partingAt(got, want string) string {
	i := firstDiff(got, want)
	from := max(i-80, 0)
	return "got:  " + strconv.Quote(got[from:min(i+80, len(got))]) + "\nwant: " + strconv.Quote(want[from:min(i+80, len(want))])
}
