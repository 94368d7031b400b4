package cli

import (
	"encoding/json"
	"fmt"
	"ogretable/gamefile"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// preCoreDir holds a database written by the build before the engine core
// refactor (issue 19, item 6: commit 48efd2d), made by make.sh beside it,
// and what that build printed of it. preCoreGames is how many games it has:
// one in each rules variant, with cruise missiles, walkers, EMP, overruns,
// rams, corrections, notes, undo and redo, typed and seeded dice. The
// expected files are never regenerated: they are the old build's output,
// with two deliberate changes made by hand, both asked by issue 20, item
// 18: typed dice are marked the same in the dashboard and the log, so the
// text logs' " [dice typed in]" became " [typed]", and "walker list" is
// an aligned table with a header; and the states take what items 7 and 8
// add: "result" in the JSON and the result's sentence in the text, and a
// walker's "jets", "flying" and "attack_spent" (JSON) and modes (text).
// Not another byte changed: each expected state was compared line by line
// with the old build's before it was replaced.
const (
	preCoreDir   = "testdata/pre-core"
	preCoreGames = 3
)

// preCoreDB returns a copy of the pre-core database in a temporary folder,
// so that opening it changes nothing in testdata.
func preCoreDB(t *testing.T) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(preCoreDir, "games.db"))
	if err != nil {
		t.Fatal(err)
	}
	dbp := filepath.Join(t.TempDir(), "games.db")
	if err := os.WriteFile(dbp, src, 0o644); err != nil {
		t.Fatal(err)
	}
	return dbp
}

// preCoreFile returns the content of one expected file of the old build.
func preCoreFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(preCoreDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// resultFirst returns a state printed by an earlier build as this build
// prints it: once the game is over its result, which was the last line,
// opens it (issue 31.4: the result is where the state is read first). A
// state of a game not over, and a file other than state.txt, are returned
// as they are.
func resultFirst(file, state string) string {
	if file != "state.txt" {
		return state
	}
	body := strings.TrimSuffix(state, "\n")
	i := strings.LastIndex(body, "\n")
	last := body[i+1:]
	if i < 0 || !strings.HasPrefix(last, "The game is over:") && !strings.HasPrefix(last, "The game ended in") {
		return state
	}
	return last + "\n" + body[:i+1]
}

// TestPreCoreDatabaseReplays opens the database written by the build before
// the engine core refactor and checks that every game's state and log
// print, byte for byte, what that build printed (issue 19, item 6: a
// database written by today's build opens to the same state), and that the
// walker designs saved in it list as they did.
func TestPreCoreDatabaseReplays(t *testing.T) {
	dbp := preCoreDB(t)
	for game := 1; game <= preCoreGames; game++ {
		id := fmt.Sprint(game)
		for _, c := range recordedViews {
			want := resultFirst(c.file, preCoreFile(t, "game"+id+"-"+c.file))
			code, out, errs := runCmd(t, append(c.args, "--db", dbp, "--game", id)...)
			if code != 0 || out != want {
				t.Errorf("game %s, %v: exit %d, stderr %q; the output differs from the pre-core build's %s (first difference at byte %d)",
					id, c.args, code, errs, c.file, firstDiff(out, want))
			}
		}
	}
	want := preCoreFile(t, "walkers.txt")
	if code, out, errs := runCmd(t, "walker", "list", "--db", dbp); code != 0 || out != want {
		t.Errorf("walker list: exit %d, stderr %q; differs from the pre-core build's at byte %d:\n%s", code, errs, firstDiff(out, want), out)
	}
}

// exportHeaderID is the game's id in an export file's first line, and
// exportHeaderTime the time the file was written.
var (
	exportHeaderID   = regexp.MustCompile(`^(\{"format":"ogretable-game","version":1,"game":\{"id":)(\d+),`)
	exportHeaderTime = regexp.MustCompile(`,"exported":"([^"]*)"\}\n`)
)

// normalExport returns an export file with its header's game id set to id
// and its export time left out; it fails the test if the header has
// neither, or if the export time is not a time, so that the normalising
// never hides a change.
func normalExport(t *testing.T, file string, id int64) string {
	t.Helper()
	header, rest, ok := strings.Cut(file, "\n")
	header += "\n"
	if !ok || !exportHeaderID.MatchString(header) {
		t.Fatalf("an export file without the game's id in its header: %.200q", header)
	}
	m := exportHeaderTime.FindStringSubmatch(header)
	if m == nil {
		t.Fatalf("an export file without its export time at the end of its header: %.300q", header)
	}
	if _, err := time.Parse(gamefile.TimeLayout, m[1]); err != nil {
		t.Fatalf("the export time %q is not a time: %v", m[1], err)
	}
	header = exportHeaderID.ReplaceAllString(header, fmt.Sprintf("${1}%d,", id))
	header = exportHeaderTime.ReplaceAllString(header, "}\n")
	return header + rest
}

// TestPreCoreExportsImport imports each export the pre-core build wrote
// into a fresh database, without --as-recorded, so that every command is
// resolved again by this build and must make the events the file records
// (issue 19, item 6: its exports import without --as-recorded). Then the
// imported game prints the recorded state and logs, and exports, as the
// original does, the recorded file.
//
// What is normalised, and why: a game imported into a fresh database gets
// the next free id there (1), not the one it had (the "game" field of
// "state --json", the title of "state", the header's game id in an
// export), so the recorded files are compared with that id set to the new
// one; its name, scenario,
// rules, scale, seed, creation time and options are kept by import, and
// compared as they are. An export's header says when the file was written
// ("exported"): the only field that changes from one export to the next,
// left out of both sides (and checked to be a time). Nothing else is: the
// logs (which name no game) and every command and event line of an export
// are compared byte for byte.
func TestPreCoreExportsImport(t *testing.T) {
	orig := preCoreDB(t)
	for game := int64(1); game <= preCoreGames; game++ {
		name := fmt.Sprintf("game%d", game)
		recorded := preCoreFile(t, name+".jsonl")

		// The original game, exported again by this build.
		code, out, errs := runCmd(t, "export", "--db", orig, "--game", fmt.Sprint(game), "-o", "-")
		if code != 0 {
			t.Fatalf("%s exported again: exit %d: %s", name, code, errs)
		}
		if got, want := normalExport(t, out, game), normalExport(t, recorded, game); got != want {
			t.Errorf("%s exported again differs from the pre-core export at byte %d", name, firstDiff(got, want))
		}

		dbp := filepath.Join(t.TempDir(), "fresh.db")
		code, out, errs = runCmd(t, "import", filepath.Join(preCoreDir, name+".jsonl"), "--db", dbp, "--json")
		if code != 0 {
			t.Errorf("%s.jsonl does not import without --as-recorded: exit %d: %s%s", name, code, out, errs)
			continue
		}
		var imported struct {
			ID       int64 `json:"id"`
			FromGame int64 `json:"from_game"`
		}
		if err := json.Unmarshal([]byte(out), &imported); err != nil || imported.FromGame != game {
			t.Fatalf("import --json of %s: %v, %s", name, err, out)
		}
		id := fmt.Sprint(imported.ID)
		for _, c := range recordedViews {
			want := preCoreFile(t, name+"-"+c.file)
			// The state names the game's id first; the logs name no game.
			if format, ok := map[string]string{"state.json": "{\n  \"game\": %d,\n", "state.txt": "Game %d: "}[c.file]; ok {
				from := fmt.Sprintf(format, game)
				if !strings.HasPrefix(want, from) {
					t.Fatalf("%s-%s does not start with %q", name, c.file, from)
				}
				want = fmt.Sprintf(format, imported.ID) + strings.TrimPrefix(want, from)
			}
			want = resultFirst(c.file, want)
			code, out, errs := runCmd(t, append(c.args, "--db", dbp, "--game", id)...)
			if code != 0 || out != want {
				t.Errorf("%s imported as game %s, %v: exit %d, stderr %q; differs from the pre-core build's %s (first difference at byte %d)",
					name, id, c.args, code, errs, c.file, firstDiff(out, want))
			}
		}
		code, out, errs = runCmd(t, "export", "--db", dbp, "--game", id, "-o", "-")
		if code != 0 {
			t.Fatalf("%s imported as game %s, exported: exit %d: %s", name, id, code, errs)
		}
		if got, want := normalExport(t, out, imported.ID), normalExport(t, recorded, imported.ID); got != want {
			t.Errorf("%s imported as game %s, exported, differs from the pre-core export at byte %d", name, id, firstDiff(got, want))
		}
	}
}
