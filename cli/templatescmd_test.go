package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTemplatesFirstShot: a new referee gets the example of FFOTigers'
// figures from the binary, creates a game over the folder it went into and
// adds a stand, in one go (issue 29.11; 004 FFOTigers gives no figures for
// Ogre units, so they are the referee's): templates example ffot -o, new
// --rules ffot --templates DIR, do 'add heavy-tank as H1 side attacker',
// and a first shot.
func TestTemplatesFirstShot(t *testing.T) {
	dir := t.TempDir()
	house := filepath.Join(dir, "house")
	if err := os.Mkdir(house, 0o755); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(house, "ffot-stands.toml")
	db := filepath.Join(dir, "games.db")
	steps := []struct {
		args []string
		says string
	}{
		{[]string{"templates", "example", "ffot", "-o", file}, "made up for the example"},
		{[]string{"new", "--rules", "ffot", "--templates", house, "--db", db, "--seed", "5"}, "Game 1"},
		{[]string{"do", "--templates", house, "--db", db, "add heavy-tank as H1 side attacker"}, "H1"},
		{[]string{"do", "--templates", house, "--db", db, "add infantry-squad as I1 side defender"}, "I1"},
		{[]string{"do", "--templates", house, "--db", db, "unit tanks H1 quality veteran"}, "tanks"},
		{[]string{"do", "--templates", house, "--db", db, "unit foot I1 quality green"}, "foot"},
		{[]string{"do", "--db", db, "next"}, "movement phase"},
		{[]string{"do", "--db", db, "next"}, "fire phase"},
		// 004 FFOTigers: "SHORT RANGE HITS ON A MODIFIED 3+"; a veteran's +1.
		{[]string{"do", "--db", db, "fire H1 at I1 range 5"}, "H1 fires its gun at I1"},
	}
	for _, s := range steps {
		code, out, errs := runCmd(t, s.args...)
		if code != 0 || !strings.Contains(out, s.says) {
			t.Fatalf("%v: exit %d\n%s%s\nwant %q", s.args, code, out, errs, s.says)
		}
	}
	// The example is the binary's, figures marked the example's, and an
	// existing file is kept without --force.
	b, err := os.ReadFile(file)
	if err != nil || !strings.Contains(string(b), "[[ffot-stand]]") || !strings.Contains(string(b), "not from 004 FFOTigers") {
		t.Errorf("the example written: %v\n%s", err, b)
	}
	if code, _, errs := runCmd(t, "templates", "example", "ffot", "-o", file); code == 0 || !strings.Contains(errs, "--force") {
		t.Errorf("an existing file: exit %d %s", code, errs)
	}
	// The message names the file written, whole, and says what to do
	// with it (issue 31, at the table).
	other := filepath.Join(dir, "stands.toml")
	want := "Wrote " + other + ", the example house data of FFOTigers (the examples call it ffot-stands.toml): its figures are made up for the example; put stands.toml in your templates folder"
	if code, out, errs := runCmd(t, "templates", "example", "ffot", "-o", other); code != 0 || !strings.Contains(out, want) {
		t.Errorf("the message of a file written: exit %d %s%s\nwant %q", code, out, errs, want)
	}
	if code, out, _ := runCmd(t, "templates", "example", "ffot"); code != 0 || !strings.HasPrefix(out, "# An EXAMPLE of FFOTigers figures") {
		t.Errorf("to standard output: exit %d %.80s", code, out)
	}
	if code, _, errs := runCmd(t, "templates", "example", "crt"); code != 2 || !strings.Contains(errs, "the examples are of dsii, ffot") {
		t.Errorf("a system with no example: exit %d %s", code, errs)
	}
}

// TestTemplatesExampleEverySystem: "templates example SYSTEM" writes the
// example of every system with one in templates/examples, dsii's as ffot's
// (the playtest of issue 30: "dsii" had none though its file was there),
// and a game over the folder it went into plays with its figures: 002 OGRE
// for DSII, Ramming resolution ("A tank with 4 armor must suffer 4 points
// to be Damaged"); 004 FFOTigers gives no figures for Ogre units.
func TestTemplatesExampleEverySystem(t *testing.T) {
	for _, c := range []struct {
		system, file, table, head string
		play                      []string
		says                      string
	}{
		{system: "ffot", file: "ffot-stands.toml", table: "[[ffot-stand]]", head: "# An EXAMPLE of FFOTigers figures",
			play: []string{"add heavy-tank as H1 side attacker"}, says: "H1"},
		// 002 OGRE for DSII, Ramming resolution: the example's heavy tank has armour 4.
		{system: "dsii", file: "dsii-elements.toml", table: "[[dsii-element]]", head: "# An EXAMPLE of OGRE for DSII house data",
			play: []string{"add heavy-tank as HVY side defence", "hit HVY red3,yellow1"}, says: "4 valid points against armour 4 (4 Damage, 5 kill): Damaged"},
	} {
		t.Run(c.system, func(t *testing.T) {
			code, out, errs := runCmd(t, "templates", "example", c.system)
			if code != 0 || !strings.HasPrefix(out, c.head) || !strings.Contains(out, c.table) {
				t.Fatalf("templates example %s: exit %d %s%.80s", c.system, code, errs, out)
			}
			dir := t.TempDir()
			house, db := filepath.Join(dir, "house"), filepath.Join(dir, "games.db")
			if err := os.Mkdir(house, 0o755); err != nil {
				t.Fatal(err)
			}
			steps := [][]string{{"templates", "example", c.system, "-o", filepath.Join(house, c.file)},
				{"new", "--rules", c.system, "--templates", house, "--db", db, "--seed", "5"}}
			for _, line := range c.play {
				steps = append(steps, []string{"do", "--templates", house, "--db", db, line})
			}
			for i, s := range steps {
				code, out, errs := runCmd(t, s...)
				if code != 0 || i == len(steps)-1 && !strings.Contains(out, c.says) {
					t.Fatalf("%v: exit %d\n%s%s\nwant %q", s, code, out, errs, c.says)
				}
			}
		})
	}
}

// TestHelpTemplates: "help templates" lists every field of every table a
// templates file may hold, the rule systems' too, with its kind, default
// and what it does, and "help ffot-stand" one table's (issue 29.11); the
// help of new and of ffot name the table and the command.
func TestHelpTemplates(t *testing.T) {
	_, out, _ := runCmd(t, "help", "templates")
	for _, want := range []string{"ogretable templates example SYSTEM", "[[unit]]", "[[weapon]]", "[[scenario]]", "[[walker]]",
		"[[dsii-ogre]]", "[[dsii-chit]]", "[[ffot-stand]]",
		"armor_side (whole number, default: its armor)", "weapons.rocket (true or false)", "unit (text, required)"} {
		if !strings.Contains(out, want) {
			t.Errorf("help templates lacks %q", want)
		}
	}
	code, out, _ := runCmd(t, "help", "ffot-stand")
	if code != 0 || !strings.Contains(out, "weapons.calibre") || strings.Contains(out, "[[dsii-chit]]") {
		t.Errorf("help ffot-stand: exit %d\n%s", code, out)
	}
	// The marks of [[dsii-element]] say what the loader checks: size and armour of a
	// vehicle, class of infantry (002 OGRE for DSII, Ramming: "A tank with 4 armor",
	// "3 for militia, 4 for line elements, 5 for powered armor").
	_, out, _ = runCmd(t, "help", "dsii-element")
	for _, want := range []string{"source (text, required)", "size (whole number, required for a vehicle)",
		"armor (whole number, required for a vehicle)", "class (text, required for infantry)"} {
		if !strings.Contains(out, want) {
			t.Errorf("help dsii-element lacks %q:\n%s", want, out)
		}
	}
	for _, page := range []string{"new", "ffot"} {
		_, out, _ := runCmd(t, "help", page)
		out = strings.Join(strings.Fields(out), " ") // as read, whatever line the help wraps at
		if !strings.Contains(out, "[[ffot-stand]]") || !strings.Contains(out, "templates example ffot") {
			t.Errorf("help %s does not name [[ffot-stand]] and its example", page)
		}
	}
}

// TestFFOTReadingsRecorded: a game new creates records this build's
// readings of 004 in its options, plays them (hull down ends when the
// stand moves: issue 29.9, NoteHullDownMoves), and its export imports
// without --as-recorded, every command resolved again under the readings
// it records.
func TestFFOTReadingsRecorded(t *testing.T) {
	dir := t.TempDir()
	house := filepath.Join(dir, "house")
	if err := os.Mkdir(house, 0o755); err != nil {
		t.Fatal(err)
	}
	db, other, file := filepath.Join(dir, "a.db"), filepath.Join(dir, "b.db"), filepath.Join(dir, "game.jsonl")
	for _, args := range [][]string{
		{"templates", "example", "ffot", "-o", filepath.Join(house, "ffot-stands.toml")},
		{"new", "--rules", "ffot", "--templates", house, "--db", db, "--seed", "5"},
		{"do", "--templates", house, "--db", db, "add heavy-tank as H1 side attacker"},
		{"do", "--db", db, "unit tanks H1 quality veteran"},
		{"do", "--db", db, "terrain H1 open hull-down"},
		{"do", "--db", db, "next"},
	} {
		if code, out, errs := runCmd(t, args...); code != 0 {
			t.Fatalf("%v: exit %d %s%s", args, code, out, errs)
		}
	}
	code, out, errs := runCmd(t, "do", "--db", db, "move H1 quarter")
	if code != 0 || !strings.Contains(out, "it is no longer hull down") {
		t.Fatalf("the move: exit %d %s%s", code, out, errs)
	}
	if code, out, _ := runCmd(t, "state", "--db", db, "--json"); code != 0 || !strings.Contains(out, `"readings": 2`) || strings.Contains(out, `"hull_down": true`) {
		t.Errorf("state: exit %d\n%s", code, out)
	}
	if code, out, errs := runCmd(t, "export", "--db", db, "-o", file); code != 0 {
		t.Fatalf("export: exit %d %s%s", code, out, errs)
	}
	if code, out, errs := runCmd(t, "import", file, "--db", other); code != 0 {
		t.Errorf("import without --as-recorded: exit %d %s%s", code, out, errs)
	}
}

// TestTemplatesSaysTheFolder: "ogretable templates --templates DIR" says
// first which files of DIR it read, with their entries, any it refused and
// why, and whether the house rules load; then the reference. With no
// folder it says none is given; "-h" is the help alone (issue 31, at the
// table).
func TestTemplatesSaysTheFolder(t *testing.T) {
	dir := t.TempDir()
	if code, _, errs := runCmd(t, "templates", "example", "ffot", "-o", filepath.Join(dir, "ffot-stands.toml")); code != 0 {
		t.Fatal(errs)
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("hi"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCmd(t, "templates", "--templates", dir)
	if code != 0 || errs != "" {
		t.Fatalf("templates --templates: exit %d, %s", code, errs)
	}
	for _, want := range []string{
		"The templates folder " + dir + ": 1 file read, 1 refused.\n",
		"  read     ffot-stands.toml: 3 [[ffot-stand]]\n",
		"  refused  notes.txt: not a .toml file",
		"Its house rules load",
		"ogretable templates example SYSTEM", "[[ffot-stand]]\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("templates --templates lacks %q:\n%s", want, out)
		}
	}
	if !strings.HasPrefix(out, "The templates folder ") {
		t.Errorf("templates --templates does not start with the folder:\n%s", out)
	}
	// A file with a problem is refused with it, and stops every file.
	if err := os.WriteFile(filepath.Join(dir, "zz.toml"), []byte("[[unit]]\nid = \"x\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, out, _ = runCmd(t, "templates", "--templates", dir)
	for _, want := range []string{`  refused  zz.toml: line 1: unit "x": missing field "name"`, "Its house rules do NOT load"} {
		if !strings.Contains(out, want) {
			t.Errorf("templates with a bad file lacks %q:\n%s", want, out)
		}
	}
	if code, out, _ := runCmd(t, "templates"); code != 0 || !strings.HasPrefix(out, "No templates folder is given") {
		t.Errorf("templates with no folder: exit %d\n%s", code, out)
	}
	if code, out, _ := runCmd(t, "templates", "-h"); code != 0 || !strings.HasPrefix(out, "ogretable templates example SYSTEM") {
		t.Errorf("templates -h: exit %d\n%s", code, out)
	}
	if code, _, errs := runCmd(t, "templates", "--templates", filepath.Join(dir, "missing")); code == 0 || !strings.Contains(errs, "does not exist") {
		t.Errorf("templates --templates of a missing folder: exit %d, %s", code, errs)
	}
}
