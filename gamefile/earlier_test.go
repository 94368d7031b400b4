package gamefile

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"ogretable/db"
	"ogretable/engine"
	_ "ogretable/engine/dsii"
	_ "ogretable/engine/ffot"
	"ogretable/templates"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// earlierDir holds exports of OGRE for DSII and FFOTigers games written by
// builds before their logs had versions (made by make.sh there).
var earlierDir = filepath.Join("testdata", "earlier-build")

// earlierFiles are the exports of earlierDir: builds d82c4ba and ef3213d,
// before and between issue 22's and 23's playtest fixes.
var earlierFiles = []string{"d82c4ba-dsii.jsonl", "d82c4ba-ffot.jsonl", "ef3213d-dsii.jsonl", "ef3213d-ffot.jsonl"}

// fileInfo is the session's details of the game a file holds.
func fileInfo(f *File) tracker.Info {
	g := f.Game
	return tracker.Info{ID: g.ID, Name: g.Name, Variant: engine.Variant(g.Rules), Scale: engine.Scale(g.Scale),
		Scenario: g.Scenario, Seed: g.Seed, Created: g.Created, Options: g.Options}
}

// TestEarlierBuildsImport: a game of OGRE for DSII or FFOTigers exported by
// a build before their logs had versions imports without --as-recorded,
// though this build words and sides some of its events otherwise (a
// battery's activation names its weapon, a draw lists its dice, a unit is
// "formed", a ram's chits are the puller's, an FFOTigers event is the
// acting side's: each a change of version 1 of its system's log), on the
// built-in templates alone (the games recorded their house rules); stored
// in SQLite, it opens to the state it replays to, with the file's events
// as they were, and exported again it imports again.
func TestEarlierBuildsImport(t *testing.T) {
	cat, err := templates.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range earlierFiles {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(earlierDir, name)
			f, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			info := fileInfo(f)
			replayed, err := f.Replay(cat, info)
			if err != nil {
				t.Fatal(err)
			}
			if err := f.Verify(cat, info); err != nil {
				t.Fatalf("an export of an earlier build does not import without --as-recorded: %v", err)
			}
			d, err := db.Open(filepath.Join(t.TempDir(), "games.db"), db.Options{Create: true})
			if err != nil {
				t.Fatal(err)
			}
			defer d.Close()
			g, err := d.ImportGame(f.Game, f.Commands, f.Events)
			if err != nil {
				t.Fatal(err)
			}
			stored, err := d.Events(g.ID)
			if err != nil {
				t.Fatal(err)
			}
			for i, e := range stored {
				if !bytes.Equal(e.Payload, f.Events[i].Payload) || e.Side != f.Events[i].Side {
					t.Errorf("event %d is stored as %s on %q, the file has %s on %q", e.Seq, e.Payload, e.Side, f.Events[i].Payload, f.Events[i].Side)
				}
			}
			info.ID = g.ID
			opened, err := tracker.Open(d, cat, info)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := stateOf(t, info, opened.State()), stateOf(t, info, replayed.State()); !bytes.Equal(got, want) {
				t.Errorf("the imported game opens to\n%s\nwant\n%s", got, want)
			}
			cmds, err := d.Commands(g.ID)
			if err != nil {
				t.Fatal(err)
			}
			var again bytes.Buffer
			if err := Write(&again, g, cmds, stored, g.Created); err != nil {
				t.Fatal(err)
			}
			f2, err := Read("again.jsonl", &again)
			if err == nil {
				err = f2.Verify(cat, fileInfo(f2))
			}
			if err != nil {
				t.Errorf("exported again by this build, it does not import: %v", err)
			}
		})
	}
}

// stateOf is game g as "state --json" writes it.
func stateOf(t *testing.T, info tracker.Info, g *engine.Game) []byte {
	t.Helper()
	b, err := json.Marshal(present.StateOf(info, g))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestEarlierBuildsEditedRefused: a line of an earlier build's export
// edited where no change of its system's log explains it is refused,
// naming the line: a sentence that says another die, chit, quality or
// phase than its event's, a draw's die listed otherwise than drawn, a side
// no version named, and an event that says it was logged by version 1 of
// the log but is worded as version 0 wrote it.
func TestEarlierBuildsEditedRefused(t *testing.T) {
	cat, err := templates.Default()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, file string
		at         string // a text of the line edited
		old, new   string
		says       string
	}{
		// The battery's die: MK1's EM is basic, a d6 (002 OGRE for DSII, OGRE Modules).
		{"an activation's die", "d82c4ba-dsii.jsonl", `"text":"MK1's main battery activates`, `EM's d6.`, `EM's d8.`,
			`has "text" "MK1's main battery activates: main1 fires on the EM's d8."`},
		{"a chit drawn", "d82c4ba-dsii.jsonl", `MK1.main1 is hit (yellow1, boom)`, `(yellow1, boom)`, `(yellow1, red3)`,
			`MK1.main1 is hit (yellow1, red3)`},
		{"a side no version named", "d82c4ba-dsii.jsonl", `"text":"MK1's main battery activates`, `"side":"defence"`, `"side":"ogre"`,
			`is in the ogre's turn, but command 6`},
		{"an undo's phase", "d82c4ba-dsii.jsonl", `"Undone: next (back to`, `activation phase, turn 1)`, `activation phase, turn 2)`,
			`Undone: next (back to the defence's activation phase, turn 2)`},
		{"a draw's die", "ef3213d-dsii.jsonl", `refilled for each draw, on d10 5, d9 9`, `on d10 5, d9 9`, `on d10 5, d9 8`,
			`on d10 5, d9 8`},
		{"a unit's quality", "d82c4ba-ffot.jsonl", `"The defender form the green unit 2nd`, `form the green unit`, `form the elite unit`,
			`The defender form the elite unit 2nd`},
		{"an effect die", "d82c4ba-ffot.jsonl", `effects, 4 dice a hit: dice 5, 6, 5, 6`, `dice 5, 6, 5, 6`, `dice 6, 6, 5, 6`,
			`effects, 4 dice a hit: dice 6, 6, 5, 6`},
		{"version 1 worded as version 0", "d82c4ba-ffot.jsonl", `"The attacker form the veteran unit arty`, `"data":`, `"log_version":1,"data":`,
			`has "text" "The attacker form the veteran unit arty: ART."`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(earlierDir, c.file))
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.SplitAfter(string(data), "\n")
			n := 0
			for i, l := range lines {
				if strings.Contains(l, c.at) {
					n = i + 1
					break
				}
			}
			if n == 0 || !strings.Contains(lines[n-1], c.old) {
				t.Fatalf("%s has no line with %s holding %s", c.file, c.at, c.old)
			}
			lines[n-1] = strings.Replace(lines[n-1], c.old, c.new, 1)
			f, err := Read("edited.jsonl", strings.NewReader(strings.Join(lines, "")))
			if err == nil {
				_, err = f.Replay(cat, fileInfo(f))
			}
			if err == nil {
				err = f.Verify(cat, fileInfo(f))
			}
			var fe *Error
			if !errors.As(err, &fe) || fe.Line != n || !strings.Contains(fe.Reason, c.says) ||
				!strings.HasPrefix(engine.Sentence(err), "edited.jsonl:"+strconv.Itoa(n)+": ") {
				t.Errorf("got %v; want an *Error at edited.jsonl:%d saying %q", err, n, c.says)
			}
		})
	}
}
