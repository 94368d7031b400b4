package gamefile

import (
	"bytes"
	"errors"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"ogretable/db"
	"ogretable/engine"
	"ogretable/templates"
	"ogretable/tracker"
)

// infoOf is the session's details of game g.
func infoOf(g db.Game) tracker.Info {
	return tracker.Info{ID: g.ID, Name: g.Name, Variant: engine.Variant(g.Rules), Scale: engine.Scale(g.Scale),
		Scenario: g.Scenario, Seed: g.Seed, Created: g.Created}
}

// played is a game as the database holds it, with the catalog it was
// played with.
type played struct {
	game db.Game
	cmds []db.Command
	evs  []engine.LogEvent
	cat  *engine.Catalog
}

// playGame plays the quick game in a database in a temporary folder: its
// set-up, then lines; it returns the game as stored.
func playGame(t *testing.T, lines ...string) played {
	t.Helper()
	d, err := db.Open(filepath.Join(t.TempDir(), "a.db"), db.Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	g, err := d.CreateGame(db.Game{Name: "Quick game", Rules: "published", Scale: "hex", Scenario: "quick", Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	cat, err := templates.Default()
	if err != nil {
		t.Fatal(err)
	}
	sess, err := tracker.Open(d, cat, infoOf(g))
	if err != nil {
		t.Fatal(err)
	}
	setup, err := tracker.SetupCommands(cat, "quick")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range append(setup, lines...) {
		if _, err := sess.Do(l); err != nil {
			t.Fatalf("%s: %v", l, err)
		}
	}
	p := played{cat: cat}
	if p.game, err = d.Game(g.ID); err != nil {
		t.Fatal(err)
	}
	if p.cmds, err = d.Commands(g.ID); err != nil {
		t.Fatal(err)
	}
	if p.evs, err = d.Events(g.ID); err != nil {
		t.Fatal(err)
	}
	return p
}

// write returns the game written in the format.
func (p played) write(t *testing.T) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, p.game, p.cmds, p.evs, time.Date(2026, 12, 2, 11, 0, 0, 0, time.UTC)); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestWriteReadRoundTrip: a game written and read back is the game as the
// database held it (commands, events with their payloads byte for byte,
// undo and redo marks), replays and resolves again as it is, and writes
// again to the same bytes.
func TestWriteReadRoundTrip(t *testing.T) {
	p := playGame(t, "add heavy-tank", "next", "next", "fire MK3.main1 at HVY1 die 4",
		"note <hello> & \"quoted\"", "undo", "redo")
	data := p.write(t)
	if !bytes.HasPrefix(data, []byte(`{"format":"ogretable-game","version":1,"game":{"id":1,"name":"Quick game","scenario":"quick","rules":"published","scale":"hex","seed":11,`)) ||
		!bytes.Contains(data, []byte(`\u003chello\u003e \u0026 \"quoted\"`)) || !bytes.Contains(data, []byte(`"kind":"undo"`)) {
		t.Errorf("the file is not as the format says:\n%s", data)
	}
	f, err := Read("g.jsonl", bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Commands) != len(p.cmds) || len(f.Events) != len(p.evs) {
		t.Fatalf("read %d commands and %d events, want %d and %d", len(f.Commands), len(f.Events), len(p.cmds), len(p.evs))
	}
	for i, c := range f.Commands {
		if c.Seq != p.cmds[i].Seq || c.Text != p.cmds[i].Text || !c.Time.Equal(p.cmds[i].Time) {
			t.Errorf("command %d reads %+v, want %+v", i+1, c, p.cmds[i])
		}
	}
	evs, err := db.CheckGame(f.Game, f.Commands, f.Events)
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range evs {
		w := p.evs[i]
		if !e.Time.Equal(w.Time) {
			t.Errorf("event %d at %v, want %v", i+1, e.Time, w.Time)
		}
		e.Time = w.Time
		if !reflect.DeepEqual(e, w) {
			t.Errorf("event %d reads\n%+v\nwant\n%+v", i+1, e, w)
		}
	}
	if _, err := f.Replay(p.cat, infoOf(f.Game)); err != nil {
		t.Errorf("Replay: %v", err)
	}
	if err := f.Verify(p.cat, infoOf(f.Game)); err != nil {
		t.Errorf("Verify: %v", err)
	}
	var again bytes.Buffer
	if err := Write(&again, f.Game, f.Commands, f.Events, time.Date(2026, 12, 2, 11, 0, 0, 0, time.UTC)); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again.Bytes(), data) {
		t.Errorf("written again:\n%s\nwant\n%s", again.Bytes(), data)
	}
}

// TestRefusalsNameTheLine: a file cut, with a seq gap, bad JSON, an event
// that does not fit on replay, an edited score or die, a newer version or
// another format is refused with an *Error naming the file's line, at
// whichever step finds it (Read, Replay, Verify).
func TestRefusalsNameTheLine(t *testing.T) {
	p := playGame(t, "add heavy-tank", "next", "ram MK3 HVY1 die 5", "note after", "undo", "redo")
	good := strings.SplitAfter(string(p.write(t)), "\n")
	good = good[:len(good)-1] // the "" after the last line
	n := len(good)
	lineOf := func(substr string) int {
		for i, l := range good {
			if strings.Contains(l, substr) {
				return i + 1
			}
		}
		t.Fatalf("no line holds %s", substr)
		return 0
	}
	hvy2 := lineOf(`"unit":"HVY2"`)
	vp, ram, roll := lineOf(`"points":6,`), lineOf(`"text":"ram MK3 HVY1 die 5"`), lineOf(`"text":"Ram on HVY1: die 5, destroyed`)
	edit := func(n int, old, new string) func([]string) []string {
		return func(l []string) []string {
			if !strings.Contains(l[n-1], old) {
				t.Fatalf("line %d holds no %s: %s", n, old, l[n-1])
			}
			l[n-1] = strings.Replace(l[n-1], old, new, 1)
			return l
		}
	}
	cases := []struct {
		name   string
		damage func(lines []string) []string
		line   int
		says   string
	}{
		{"cut in a line", func(l []string) []string { l[n-1] = l[n-1][:len(l[n-1])/2]; return l }, n, "not a JSON object"},
		{"cut at a line's end", func(l []string) []string { return l[:n-3] }, n - 3, "it is cut short"},
		{"seq gap", func(l []string) []string { return append(l[:hvy2-1:hvy2-1], l[hvy2:]...) }, hvy2, "where event"},
		{"bad JSON", edit(5, `"seq":`, `"seq"`), 5, "not a JSON object"},
		{"does not fit", edit(hvy2, `"unit":"HVY2"`, `"unit":"HVY1"`), hvy2, `does not fit the game: cannot add unit "HVY1"`},
		{"newer version", edit(1, `"version":1`, `"version":2`), 1, "newer ogretable (format version 2"},
		{"another format", func(l []string) []string { l[0] = `{"hello":1}` + "\n"; return l }, 1, "not an ogretable game export"},
		{"no command", edit(3, `"command":1,`, `"command":9,`), 3, "belongs to command 9"},
		{"VP inflated", edit(vp, `"points":6,`, `"points":60,`), vp, `scores 60 VP, but command 10 on line ` + strconv.Itoa(ram) + ` ("ram MK3 HVY1 die 5") scores 6`},
		{"typed die changed", edit(ram, `die 5"`, `die 2"`), ram, `command 10 ("ram MK3 HVY1 die 2") rolls 2, but its event 30 on line ` + strconv.Itoa(roll) + ` rolls 5`},
		{"die changed in the event", edit(roll, `"value":5`, `"value":2`), roll, `rolls 2, but command 10 on line ` + strconv.Itoa(ram) + ` ("ram MK3 HVY1 die 5") rolls 5`},
		// A playtest after issue 19: the sentence alone edited ("die 6"
		// over the ram's die) was imported, and the log said what its
		// dice did not.
		{"sentence edited", edit(roll, `"Ram on HVY1: die 5`, `"Ram on HVY1: die 6`), roll, `has "text" "Ram on HVY1: die 6`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := strings.Join(c.damage(append([]string(nil), good...)), "")
			f, err := Read("bad.jsonl", strings.NewReader(data))
			if err == nil {
				_, err = f.Replay(p.cat, infoOf(f.Game))
			}
			if err == nil {
				err = f.Verify(p.cat, infoOf(f.Game))
			}
			var fe *Error
			if !errors.As(err, &fe) || fe.File != "bad.jsonl" || fe.Line != c.line || !strings.Contains(fe.Reason, c.says) ||
				!strings.HasPrefix(engine.Sentence(err), "bad.jsonl:"+strconv.Itoa(c.line)+": ") {
				t.Errorf("got %v; want an *Error at bad.jsonl:%d saying %q", err, c.line, c.says)
			}
		})
	}
	if _, err := Read("empty.jsonl", strings.NewReader("")); err == nil || !strings.Contains(err.Error(), "empty.jsonl is empty") {
		t.Errorf("an empty file: %v", err)
	}
}
