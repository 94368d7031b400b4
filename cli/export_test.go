package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// playedGame makes a database in a temporary folder holding one game with
// dice, an undo, a redo and a note with characters JSON escapes, and
// returns its path.
func playedGame(t *testing.T) string {
	t.Helper()
	dbp := filepath.Join(t.TempDir(), "a.db")
	if code, _, errs := runCmd(t, "new", "--db", dbp, "--seed", "11"); code != 0 {
		t.Fatalf("new: %d %s", code, errs)
	}
	for _, c := range []string{"add heavy-tank", "next", "next", "fire MK3.main1 at HVY1 die 4",
		"note <hello> & \"quoted\"", "undo", "redo", "fire MK3.secondary1 at HVY2"} {
		if code, _, errs := runCmd(t, "do", "--db", dbp, c); code != 0 {
			t.Fatalf("do %q: %d %s", c, code, errs)
		}
	}
	return dbp
}

// gameIDField is a game's id in the JSON output of state and log.
var gameIDField = regexp.MustCompile(`"(game|id)": \d+`)

// withoutGameID returns JSON output with the game's id taken out.
func withoutGameID(s string) string { return gameIDField.ReplaceAllString(s, `"$1": N`) }

// TestExportImportRoundTrip: a game exported and imported, into another
// database (one that does not exist yet) and into the same one, has the
// same state and the same log apart from its id, and exports again to the
// same lines (issue 9, Moving a game).
func TestExportImportRoundTrip(t *testing.T) {
	dbp := playedGame(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "g.jsonl")
	code, out, errs := runCmd(t, "export", "--db", dbp, "-o", file)
	if code != 0 || !strings.Contains(out, "written to "+file) {
		t.Fatalf("export: %d %q %s", code, out, errs)
	}
	other := filepath.Join(t.TempDir(), "new", "b.db")
	code, out, errs = runCmd(t, "import", file, "--db", other, "--json")
	if code != 0 || !strings.Contains(out, `"id": 1`) {
		t.Fatalf("import into another database: %d %q %s", code, out, errs)
	}
	if code, out, errs = runCmd(t, "import", "--db", dbp, file); code != 0 || !strings.Contains(out, "Game 2: Quick game") {
		t.Fatalf("import into the same database: %d %q %s", code, out, errs)
	}
	for _, sub := range [][]string{{"state", "--json"}, {"log", "--format", "json"}, {"log"}} {
		_, want, _ := runCmd(t, append(sub, "--db", dbp, "--game", "1")...)
		for _, at := range []struct {
			db, game string
		}{{other, "1"}, {dbp, "2"}} {
			code, got, errs := runCmd(t, append(sub, "--db", at.db, "--game", at.game)...)
			if code != 0 || withoutGameID(got) != withoutGameID(want) {
				t.Errorf("%v of game %s in %s: %d %s\n%s\nwant\n%s", sub, at.game, at.db, code, errs, got, want)
			}
		}
	}
	// Exported again, the game gives the same lines but for its id and
	// the time of the export.
	if code, _, errs := runCmd(t, "export", "--db", other, "-o", filepath.Join(dir, "again.jsonl")); code != 0 {
		t.Fatalf("export again: %d %s", code, errs)
	}
	a, _ := os.ReadFile(file)
	b, _ := os.ReadFile(filepath.Join(dir, "again.jsonl"))
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	if len(la) != len(lb) || strings.Join(la[1:], "\n") != strings.Join(lb[1:], "\n") {
		t.Errorf("the export of the imported game differs:\n%s\nwant\n%s", b, a)
	}
	if !strings.Contains(string(a), `\u003chello\u003e \u0026 \"quoted\"`) || !strings.Contains(string(a), `"kind":"undo"`) {
		t.Errorf("the payloads are not as stored, or the marks are missing:\n%s", a)
	}
	if !strings.HasPrefix(string(a), `{"format":"ogretable-game","version":1,"game":{"id":1,"name":"Quick game","scenario":"quick","rules":"published","scale":"hex","seed":11,`) {
		t.Errorf("the first line is %s", la[0])
	}
}

// TestImportRefusesDamage: a file cut, with a seq gap, bad JSON, an event
// that does not fit on replay, a newer version or another format is
// refused with exit 1, naming the file and the line, and the database is
// left as it was, byte for byte; one that did not exist is not made.
func TestImportRefusesDamage(t *testing.T) {
	dbp := playedGame(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "game-1.jsonl")
	if code, _, errs := runCmd(t, "export", "--db", dbp, "-o", file); code != 0 {
		t.Fatalf("export: %d %s", code, errs)
	}
	data, _ := os.ReadFile(file)
	good := strings.SplitAfter(string(data), "\n")
	good = good[:len(good)-1] // the "" after the last line
	lineOf := func(substr string) int {
		for i, l := range good {
			if strings.Contains(l, substr) {
				return i + 1
			}
		}
		t.Fatalf("no line holds %s", substr)
		return 0
	}
	n := len(good)
	hvy2 := lineOf(`"unit":"HVY2"`)
	cases := []struct {
		name   string
		damage func(lines []string) []string
		line   int
		says   string
	}{
		{"cut in a line", func(l []string) []string { l[n-1] = l[n-1][:len(l[n-1])/2]; return l }, n, "not a JSON object"},
		{"cut at a line's end", func(l []string) []string { return l[:n-3] }, n - 3, "it is cut short"},
		{"seq gap", func(l []string) []string { return append(l[:hvy2-1:hvy2-1], l[hvy2:]...) }, hvy2, "where event"},
		{"bad JSON", func(l []string) []string { l[4] = strings.Replace(l[4], `"seq":`, `"seq"`, 1); return l }, 5, "not a JSON object"},
		{"does not fit", func(l []string) []string {
			l[hvy2-1] = strings.Replace(l[hvy2-1], `"unit":"HVY2"`, `"unit":"HVY1"`, 1)
			return l
		},
			hvy2, `does not fit the game: cannot add unit "HVY1"`},
		{"newer version", func(l []string) []string { l[0] = strings.Replace(l[0], `"version":1`, `"version":2`, 1); return l }, 1, "newer ogretable (format version 2"},
		{"another format", func(l []string) []string { l[0] = `{"hello":1}` + "\n"; return l }, 1, "not an ogretable game export"},
		{"no command", func(l []string) []string { l[2] = strings.Replace(l[2], `"command":1,`, `"command":9,`, 1); return l }, 3, "belongs to command 9"},
	}
	before, err := os.ReadFile(dbp)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		bad := filepath.Join(dir, "bad.jsonl")
		lines := c.damage(append([]string(nil), good...))
		if err := os.WriteFile(bad, []byte(strings.Join(lines, "")), 0o644); err != nil {
			t.Fatal(err)
		}
		where := bad + ":" + strconv.Itoa(c.line) + ": "
		none := filepath.Join(t.TempDir(), "none.db")
		for _, target := range []string{dbp, none} {
			code, out, errs := runCmd(t, "import", bad, "--db", target)
			if code != 1 || out != "" || !strings.HasPrefix(errs, "ogretable: "+where) || !strings.Contains(errs, c.says) ||
				!strings.Contains(errs, "nothing was imported") {
				t.Errorf("%s: exit %d, %q, stdout %q; want exit 1 with %q and %q", c.name, code, errs, out, where, c.says)
			}
		}
		if _, err := os.Stat(none); !os.IsNotExist(err) {
			t.Errorf("%s: a refused import made the database %s", c.name, none)
		}
	}
	after, _ := os.ReadFile(dbp)
	if !bytes.Equal(before, after) {
		t.Error("a refused import changed the database")
	}
	if _, out, _ := runCmd(t, "games", "--db", dbp, "--json"); strings.Count(out, `"id"`) != 1 {
		t.Errorf("games after refused imports: %s", out)
	}
	// Command-line mistakes exit 2.
	for _, args := range [][]string{{"import"}, {"import", file, file}, {"import", file, "--bogus"}} {
		if code, _, errs := runCmd(t, args...); code != 2 {
			t.Errorf("%v: exit %d, %s", args, code, errs)
		}
	}
}

// TestExportForce: export does not replace a file without --force, and
// leaves no temporary file beside it; the default file is game-ID.jsonl in
// the current folder, which the help says.
func TestExportForce(t *testing.T) {
	dbp := playedGame(t)
	dir := t.TempDir()
	t.Chdir(dir)
	if code, out, errs := runCmd(t, "export", "--db", dbp); code != 0 || !strings.Contains(out, "written to game-1.jsonl") {
		t.Fatalf("export: %d %q %s", code, out, errs)
	}
	if err := os.WriteFile("game-1.jsonl", []byte("keep me\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCmd(t, "export", "--db", dbp, "--game", "1")
	if code != 1 || out != "" || !strings.Contains(errs, "game-1.jsonl already exists") || !strings.Contains(errs, "--force") {
		t.Errorf("export over a file: %d %q %s", code, out, errs)
	}
	if b, _ := os.ReadFile("game-1.jsonl"); string(b) != "keep me\n" {
		t.Errorf("the file was changed: %q", b)
	}
	if code, _, errs := runCmd(t, "export", "--db", dbp, "--force"); code != 0 {
		t.Fatalf("export --force: %d %s", code, errs)
	}
	if b, _ := os.ReadFile("game-1.jsonl"); !strings.HasPrefix(string(b), `{"format":"ogretable-game"`) {
		t.Errorf("--force did not replace the file: %q", b)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("the folder holds %v, want game-1.jsonl alone", entries)
	}
	if code, out, _ := runCmd(t, "export", "--db", dbp, "-o", "-"); code != 0 || !strings.HasPrefix(out, `{"format":"ogretable-game"`) {
		t.Errorf("-o -: %d %.80s", code, out)
	}
	if _, out, _ := runCmd(t, "help", "export"); !strings.Contains(out, "game-ID.jsonl in the current folder") || !strings.Contains(out, "--force") {
		t.Errorf("help export: %s", out)
	}
}

// TestExportFolders: a folder that does not exist, a path through a file
// and a folder that cannot be written are each a sentence, exit 1, and
// leave nothing behind.
func TestExportFolders(t *testing.T) {
	dbp := playedGame(t)
	dir := t.TempDir()
	plain := filepath.Join(dir, "plain")
	if err := os.WriteFile(plain, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		out, says string
	}{
		{filepath.Join(dir, "missing", "g.jsonl"), "the folder " + filepath.Join(dir, "missing") + " does not exist"},
		{filepath.Join(plain, "g.jsonl"), plain + " is not a folder"},
		{dir, "it is a folder"},
	}
	if os.Getuid() != 0 {
		locked := filepath.Join(dir, "locked")
		if err := os.Mkdir(locked, 0o555); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.Chmod(locked, 0o755) })
		cases = append(cases, struct{ out, says string }{filepath.Join(locked, "g.jsonl"), "cannot be written"})
	}
	for _, c := range cases {
		code, out, errs := runCmd(t, "export", "--db", dbp, "-o", c.out)
		if code != 1 || out != "" || !strings.Contains(errs, c.says) || !strings.Contains(errs, "-o") {
			t.Errorf("-o %s: exit %d, %q; want exit 1 saying %q", c.out, code, errs, c.says)
		}
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.Name() != "plain" && e.Name() != "locked" {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

// TestImportRefusesEdits: import resolves every command of the file again
// and refuses one whose events are not what its command makes, naming the
// line and what differs: a VP payload inflated, a typed die changed in a
// command's text, a die changed in the event while its result stands. An
// unedited export imports; --as-recorded imports the edited file as it is.
func TestImportRefusesEdits(t *testing.T) {
	dbp := filepath.Join(t.TempDir(), "a.db")
	if code, _, errs := runCmd(t, "new", "--db", dbp, "--seed", "11"); code != 0 {
		t.Fatalf("new: %d %s", code, errs)
	}
	for _, c := range []string{"add heavy-tank", "next", "ram MK3 HVY1 die 5", "note after", "undo", "redo"} {
		if code, _, errs := runCmd(t, "do", "--db", dbp, c); code != 0 {
			t.Fatalf("do %q: %d %s", c, code, errs)
		}
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "game-1.jsonl")
	if code, _, errs := runCmd(t, "export", "--db", dbp, "-o", file); code != 0 {
		t.Fatalf("export: %d %s", code, errs)
	}
	data, _ := os.ReadFile(file)
	good := strings.SplitAfter(string(data), "\n")
	good = good[:len(good)-1]
	lineOf := func(substr string) int {
		for i, l := range good {
			if strings.Contains(l, substr) {
				return i + 1
			}
		}
		t.Fatalf("no line holds %s", substr)
		return 0
	}
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
		damage func([]string) []string
		line   int
		says   string
	}{
		{"VP inflated", edit(vp, `"points":6,`, `"points":60,`), vp, `scores 60 VP, but command 10 on line ` + strconv.Itoa(ram) + ` ("ram MK3 HVY1 die 5") scores 6`},
		{"typed die changed", edit(ram, `die 5"`, `die 2"`), ram, `command 10 ("ram MK3 HVY1 die 2") rolls 2, but its event 30 on line ` + strconv.Itoa(roll) + ` rolls 5`},
		{"die changed in the event", edit(roll, `"value":5`, `"value":2`), roll, `rolls 2, but command 10 on line ` + strconv.Itoa(ram) + ` ("ram MK3 HVY1 die 5") rolls 5`},
	}
	for _, c := range cases {
		bad := filepath.Join(dir, "edited.jsonl")
		if err := os.WriteFile(bad, []byte(strings.Join(c.damage(append([]string(nil), good...)), "")), 0o644); err != nil {
			t.Fatal(err)
		}
		target := filepath.Join(t.TempDir(), "b.db")
		code, out, errs := runCmd(t, "import", bad, "--db", target)
		where := bad + ":" + strconv.Itoa(c.line) + ": "
		if code != 1 || out != "" || !strings.HasPrefix(errs, "ogretable: "+where) || !strings.Contains(errs, c.says) ||
			!strings.Contains(errs, "the file was edited, or written by a build with other rules") ||
			!strings.Contains(errs, "--as-recorded") || !strings.Contains(errs, "nothing was imported") {
			t.Errorf("%s: exit %d, %q, stdout %q; want exit 1 with %q and %q", c.name, code, errs, out, where, c.says)
		}
		if _, err := os.Stat(target); !os.IsNotExist(err) {
			t.Errorf("%s: a refused import made the database", c.name)
		}
		if c.name == "VP inflated" {
			if code, out, errs := runCmd(t, "import", bad, "--as-recorded", "--db", target); code != 0 || !strings.Contains(out, "imported from") {
				t.Errorf("--as-recorded: exit %d, %q %s", code, out, errs)
			}
			if _, out, _ := runCmd(t, "state", "--db", target, "--json"); !strings.Contains(out, "60") {
				t.Errorf("the edited game imported as recorded does not score 60 VP: %s", out)
			}
		}
	}
	if code, out, errs := runCmd(t, "import", file, "--db", filepath.Join(t.TempDir(), "c.db")); code != 0 || !strings.Contains(out, "imported from") {
		t.Errorf("an unedited export: exit %d, %q %s", code, out, errs)
	}
	if _, out, _ := runCmd(t, "help", "import"); !strings.Contains(out, "--as-recorded") || !strings.Contains(out, "resolved again") {
		t.Errorf("help import does not say that commands are resolved again, or --as-recorded: %s", out)
	}
}

// TestImportResolvesWithRecordedEntries: the commands of an imported game
// are resolved with the catalog entries the game recorded (ARCHITECTURE.md, Decisions, A
// game keeps its data), so a game with a walker design imports into a
// database that lacks the design.
func TestImportResolvesWithRecordedEntries(t *testing.T) {
	dbp := filepath.Join(t.TempDir(), "a.db")
	for _, args := range [][]string{
		{"walker", "save", "Hoplite", "--generation", "early", "--attack", "4", "--defense", "2", "--range", "2", "--move", "3", "--jumpjets"},
		{"new", "--walkers", "all", "--seed", "3"},
		{"do", "add walker:hoplite as W1 side ogre"},
		{"do", "next"},
		{"do", "next"},
		{"do", "fire W1 at HVY1"},
	} {
		if code, _, errs := runCmd(t, append(args, "--db", dbp)...); code != 0 {
			t.Fatalf("%v: %d %s", args, code, errs)
		}
	}
	file := filepath.Join(t.TempDir(), "w.jsonl")
	if code, _, errs := runCmd(t, "export", "--db", dbp, "-o", file); code != 0 {
		t.Fatalf("export: %d %s", code, errs)
	}
	if code, out, errs := runCmd(t, "import", file, "--db", filepath.Join(t.TempDir(), "b.db")); code != 0 || !strings.Contains(out, "imported from") {
		t.Errorf("a walker game into a database without the design: exit %d, %q %s", code, out, errs)
	}
}
