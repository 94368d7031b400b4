package templates

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// weaponsFile is a minimal systems file for the error cases.
const weaponsFile = `
[[weapon]]
id = "main"
name = "Ogre Main Gun"
kind = "main"
attack = 4
range = 3
defense = 4
source = "test"

[[weapon]]
id = "ap"
name = "A.P. Gun"
kind = "ap"
attack = 1
range = 1
defense = 1
ap = true
source = "test"
`

// heavyTank is a valid unit; the cases below break it one field at a time.
const heavyTank = `# a comment
[[unit]]
id = "heavy-tank"
name = "Heavy Tank"
kind = "armour"
attack = 4
range = 2
defense = 3
move = 3
mode = "heavy"
source = "000 FAQ, OFFICIAL UNITS LIST"
`

func load(files map[string]string) (*engine.Catalog, error) {
	fsys := fstest.MapFS{}
	for name, text := range files {
		fsys[name] = &fstest.MapFile{Data: []byte(text)}
	}
	return Load(fsys, "")
}

// problems returns every *Error inside err.
func problems(err error) []*Error {
	var out []*Error
	var e *Error
	if errors.As(err, &e) && !isJoined(err) {
		return []*Error{e}
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		for _, x := range j.Unwrap() {
			if errors.As(x, &e) {
				out = append(out, e)
			}
		}
	}
	return out
}

func isJoined(err error) bool {
	_, ok := err.(interface{ Unwrap() []error })
	return ok
}

func TestErrorFormat(t *testing.T) {
	e := &Error{File: "units.toml", Line: 42, Entry: `unit "heavy-tank"`, Field: "defense", Msg: `missing field "defense"`}
	if got, want := e.Error(), `templates: units.toml:42: unit "heavy-tank": missing field "defense"`; got != want {
		t.Errorf("got %s\nwant %s", got, want)
	}
	e = &Error{File: "units.toml", Msg: "unreadable"}
	if got, want := e.Error(), `templates: units.toml: unreadable`; got != want {
		t.Errorf("got %s\nwant %s", got, want)
	}
}

// TestErrors checks that a bad file is refused with an error naming the
// file, the line and the field.
func TestErrors(t *testing.T) {
	cases := []struct {
		name  string
		files map[string]string
		file  string
		line  int
		field string
		msg   string // a part of the message
	}{
		{
			name:  "malformed TOML",
			files: map[string]string{"units.toml": heavyTank + "attack = \n"},
			file:  "units.toml", line: 12, msg: "not valid TOML: expected value",
		},
		{
			name:  "unterminated table header",
			files: map[string]string{"units.toml": "[[unit]\nid = \"x\"\n"},
			file:  "units.toml", line: 2, msg: "not valid TOML",
		},
		{
			name:  "missing defense",
			files: map[string]string{"units.toml": strings.Replace(heavyTank, "defense = 3\n", "", 1)},
			file:  "units.toml", line: 2, field: "defense",
			msg: `templates: units.toml:2: unit "heavy-tank": missing field "defense"`,
		},
		{
			name:  "missing id",
			files: map[string]string{"units.toml": strings.Replace(heavyTank, "id = \"heavy-tank\"\n", "", 1)},
			file:  "units.toml", line: 2, field: "id", msg: `unit #1: missing field "id"`,
		},
		{
			name:  "missing mode",
			files: map[string]string{"units.toml": strings.Replace(heavyTank, "mode = \"heavy\"\n", "", 1)},
			file:  "units.toml", line: 2, field: "mode", msg: `missing field "mode"`,
		},
		{
			name:  "missing source",
			files: map[string]string{"units.toml": strings.Replace(heavyTank, "source = \"000 FAQ, OFFICIAL UNITS LIST\"\n", "", 1)},
			file:  "units.toml", line: 2, field: "source", msg: `missing field "source"`,
		},
		{
			name:  "unknown key",
			files: map[string]string{"units.toml": strings.Replace(heavyTank, "attack = 4", "atack = 4", 1)},
			file:  "units.toml", line: 6, field: "atack", msg: `unknown field "atack"`,
		},
		{
			name:  "unknown key in a mount",
			files: map[string]string{"units.toml": heavyTank + "weapons = [\n  {weapon = \"ap\", count = 2},\n  {weapon = \"ap\", cnt = 2},\n]\n", "w.toml": weaponsFile},
			file:  "units.toml", line: 14, field: "weapons[2].cnt", msg: `unknown field "weapons[2].cnt"`,
		},
		{
			name:  "unknown table",
			files: map[string]string{"units.toml": strings.Replace(heavyTank, "[[unit]]", "[[units]]", 1)},
			file:  "units.toml", line: 2, field: "units", msg: `unknown table "units"`,
		},
		{
			name:  "table instead of array of tables",
			files: map[string]string{"units.toml": strings.Replace(heavyTank, "[[unit]]", "[unit]", 1)},
			file:  "units.toml", line: 2, field: "unit", msg: "must be an array of tables",
		},
		{
			name:  "wrong type",
			files: map[string]string{"units.toml": strings.Replace(heavyTank, "attack = 4", `attack = "four"`, 1)},
			file:  "units.toml", line: 6, field: "attack", msg: `field "attack" must be a number, not text ("four")`,
		},
		{
			name:  "fraction for a whole number",
			files: map[string]string{"units.toml": heavyTank + "size = 2.5\n"},
			file:  "units.toml", line: 12, field: "size", msg: "must be a whole number",
		},
		{
			name:  "negative number",
			files: map[string]string{"units.toml": strings.Replace(heavyTank, "range = 2", "range = -2", 1)},
			file:  "units.toml", line: 7, field: "range", msg: `field "range" must not be negative (got -2)`,
		},
		{
			name:  "not a number",
			files: map[string]string{"units.toml": strings.Replace(heavyTank, "range = 2", "range = nan", 1)},
			file:  "units.toml", line: 7, field: "range", msg: `field "range" must be a number`,
		},
		{
			name:  "bad kind",
			files: map[string]string{"units.toml": strings.Replace(heavyTank, `kind = "armour"`, `kind = "armor"`, 1)},
			file:  "units.toml", line: 5, field: "kind", msg: `unknown kind "armor"`,
		},
		{
			name:  "bad mode",
			files: map[string]string{"units.toml": strings.Replace(heavyTank, `mode = "heavy"`, `mode = "hover"`, 1)},
			file:  "units.toml", line: 10, field: "mode", msg: `unknown movement mode "hover"`,
		},
		{
			name:  "bad id",
			files: map[string]string{"units.toml": strings.Replace(heavyTank, `id = "heavy-tank"`, `id = "Heavy Tank"`, 1)},
			file:  "units.toml", line: 3, field: "id", msg: "lower-case",
		},
		{
			name:  "unknown special",
			files: map[string]string{"units.toml": heavyTank + "special = [\"split-fire\", \"split_fire\"]\n"},
			file:  "units.toml", line: 12, field: "special[2]", msg: `unknown special rule "split_fire"`,
		},
		{
			name: "duplicate id in two files",
			files: map[string]string{
				"a.toml": heavyTank,
				"b.toml": "\n\n" + heavyTank,
			},
			file: "b.toml", line: 5, field: "id", msg: `duplicate id "heavy-tank": already defined at a.toml:2`,
		},
		{
			name:  "duplicate id in one file",
			files: map[string]string{"units.toml": heavyTank + heavyTank},
			file:  "units.toml", line: 14, field: "id", msg: `duplicate id "heavy-tank": already defined at units.toml:2`,
		},
		{
			name:  "unknown weapon",
			files: map[string]string{"units.toml": heavyTank + "weapons = [{weapon = \"mian\", count = 1}]\n", "w.toml": weaponsFile},
			file:  "units.toml", line: 12, field: "weapons[1].weapon", msg: `unknown weapon "mian"; did you mean "main"`,
		},
		{
			name:  "mount count 0",
			files: map[string]string{"units.toml": heavyTank + "weapons = [{weapon = \"ap\"}]\n", "w.toml": weaponsFile},
			file:  "units.toml", line: 12, field: "weapons[1].count", msg: "must be at least 1",
		},
		{
			name:  "ammo on a gun",
			files: map[string]string{"units.toml": heavyTank + "weapons = [{weapon = \"ap\", count = 2, ammo = 4}]\n", "w.toml": weaponsFile},
			file:  "units.toml", line: 12, field: "weapons[1].ammo", msg: "only a missile rack holds ammo",
		},
		{
			name:  "split that does not add up",
			files: map[string]string{"units.toml": heavyTank + "split = [3, 3]\n"},
			file:  "units.toml", line: 12, field: "split", msg: "add up to 6",
		},
		{
			name: "ogre without treads",
			files: map[string]string{"ogres.toml": `
[[unit]]
id = "mark-x"
name = "Mark X"
kind = "ogre"
mode = "ogre"
move = 3
source = "test"
`},
			file: "ogres.toml", line: 2, field: "treads", msg: "an Ogre needs more than 0 treads",
		},
		{
			name: "ogre without movement",
			files: map[string]string{"ogres.toml": `
[[unit]]
id = "mark-x"
name = "Mark X"
kind = "ogre"
mode = "ogre"
treads = 30
move = 0
source = "test"
`},
			file: "ogres.toml", line: 8, field: "move", msg: "an Ogre needs a movement of more than 0",
		},
		{
			name:  "alias clash",
			files: map[string]string{"units.toml": heavyTank + "\n" + strings.NewReplacer(`"heavy-tank"`, `"light-tank"`, `"Heavy Tank"`, `"Light Tank"`).Replace(heavyTank) + "aliases = [\"LT\", \"heavy tank\"]\n"},
			file:  "units.toml", line: 24, field: "aliases[2]", msg: `aliases[2] "heavy tank" is already the id of unit "heavy-tank" (units.toml:2)`,
		},
		{
			name:  "weapon without defence",
			files: map[string]string{"w.toml": strings.Replace(weaponsFile, "defense = 4\n", "", 1)},
			file:  "w.toml", line: 2, field: "defense", msg: `weapon "main": missing field "defense"`,
		},
		{
			name:  "bad weapon kind",
			files: map[string]string{"w.toml": strings.Replace(weaponsFile, `kind = "main"`, `kind = "cannon"`, 1)},
			file:  "w.toml", line: 5, field: "kind", msg: `unknown weapon kind "cannon"`,
		},
		{
			name:  "size table with an unknown unit",
			files: map[string]string{"units.toml": heavyTank, "t.toml": "[[size]]\nsize = 3\nunits = [\n  \"heavy-tank\",\n  \"heavy-tnak\",\n]\n"},
			file:  "t.toml", line: 5, field: "units[2]", msg: `unknown unit "heavy-tnak"; did you mean "heavy-tank"?`,
		},
		{
			name:  "reinforcement roll out of range",
			files: map[string]string{"units.toml": heavyTank, "t.toml": "[[reinforcement]]\nroll = 13\nunits = [{type = \"heavy-tank\", count = 1}]\n"},
			file:  "t.toml", line: 2, field: "roll", msg: "2 to 12",
		},
		{
			name:  "scenario force of an unknown type",
			files: map[string]string{"units.toml": heavyTank, "s.toml": "[[scenario]]\nid = \"s\"\nname = \"S\"\nsides = [\"a\", \"b\"]\nsource = \"test\"\n\n[[scenario.forces]]\nside = \"a\"\ntype = \"heavy-tank\"\ncount = 1\n\n[[scenario.forces]]\nside = \"b\"\ntype = \"mark-v\"\ncount = 1\n"},
			file:  "s.toml", line: 14, field: "forces[2].type", msg: `unknown unit "mark-v"`,
		},
		{
			name:  "scenario force of an unknown side",
			files: map[string]string{"units.toml": heavyTank, "s.toml": "[[scenario]]\nid = \"s\"\nname = \"S\"\nsides = [\"a\", \"b\"]\nsource = \"test\"\nforces = [\n  {side = \"a\", type = \"heavy-tank\", count = 1},\n  {side = \"c\", type = \"heavy-tank\", count = 1},\n]\n"},
			file:  "s.toml", line: 8, field: "forces[2].side", msg: `side "c" is not one of the scenario's sides (a, b)`,
		},
		{
			name:  "scenario victory class",
			files: map[string]string{"s.toml": "[[scenario]]\nid = \"s\"\nname = \"S\"\nsides = [\"a\"]\nsource = \"test\"\nvictory = [{side = \"a\", class = \"F\", condition = \"x\"}]\n"},
			file:  "s.toml", line: 6, field: "victory[1].class", msg: `class "F" is not one of S, A, B, C, D, E`,
		},
		{
			name:  "scenario victory check with an unknown state",
			files: map[string]string{"s.toml": "[[scenario]]\nid = \"s\"\nname = \"S\"\nsides = [\"a\", \"b\"]\nsource = \"test\"\n\n[[scenario.victory]]\nside = \"a\"\nclass = \"S\"\ncondition = \"x\"\nchecks = [\"all b destroyed\", \"all b gone\"]\n"},
			file:  "s.toml", line: 11, field: "victory[1].checks[2]", msg: `the state is destroyed, alive, mobile or out, not "gone"`,
		},
		{
			name:  "scenario victory check of an unknown side",
			files: map[string]string{"s.toml": "[[scenario]]\nid = \"s\"\nname = \"S\"\nsides = [\"a\", \"b\"]\nsource = \"test\"\nvictory = [{side = \"a\", class = \"S\", condition = \"x\", checks = [\"some c alive\"]}]\n"},
			file:  "s.toml", line: 6, field: "victory[1].checks[1]", msg: `side "c" is not one of the scenario's sides (a, b)`,
		},
		{
			name:  "scenario end condition whose winner is not a side",
			files: map[string]string{"s.toml": "[[scenario]]\nid = \"s\"\nname = \"S\"\nsides = [\"a\", \"b\"]\nsource = \"test\"\nends = [\n  {condition = \"x\", checks = [\"all b destroyed\"], winner = \"a\"},\n  {condition = \"y\", checks = [\"all a destroyed\"], winner = \"c\"},\n]\n"},
			file:  "s.toml", line: 8, field: "ends[2].winner", msg: `side "c" is not one of the scenario's sides (a, b)`,
		},
		{
			name:  "scenario victory check of an unknown unit",
			files: map[string]string{"units.toml": heavyTank, "s.toml": "[[scenario]]\nid = \"s\"\nname = \"S\"\nsides = [\"a\", \"b\"]\nsource = \"test\"\nvictory = [{side = \"a\", class = \"S\", condition = \"x\", checks = [\"all b/heavy-tnak destroyed\"]}]\n"},
			file:  "s.toml", line: 6, field: "victory[1].checks[1]", msg: `unknown unit "heavy-tnak"; did you mean "heavy-tank"?`,
		},
		{
			name: "line after a multi-line string that looks like a header",
			files: map[string]string{"units.toml": `[[unit]]
id = "gev"
name = "GEV"
kind = "armour"
defense = 2
mode = "gev"
source = "test"
notes = """
[[unit]]
id = 'not a unit'
"""

[[unit]]
id = "heavy-tank"
name = "Heavy Tank"
kind = "armour"
mode = "heavy"
source = "test"
`},
			file: "units.toml", line: 13, field: "defense", msg: `unit "heavy-tank": missing field "defense"`,
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c, err := load(tc.files)
			if err == nil {
				t.Fatalf("loaded without error: %d units", len(c.Units))
			}
			if c != nil {
				t.Errorf("a catalog came back with the error")
			}
			for _, line := range strings.Split(err.Error(), "\n") {
				if !strings.HasPrefix(line, "templates: ") {
					t.Errorf("error line %q does not start with \"templates: \"", line)
				}
			}
			for _, p := range problems(err) {
				if p.File == tc.file && p.Line == tc.line && p.Field == tc.field && strings.Contains(p.Error(), tc.msg) {
					return
				}
			}
			t.Errorf("no problem at %s:%d field %q with %q in:\n%v", tc.file, tc.line, tc.field, tc.msg, err)
		})
	}
}

// TestManyErrors checks that every problem of a file is reported, in line
// order, and that the list is cut short.
func TestManyErrors(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 40; i++ {
		b.WriteString("[[unit]]\nid = \"u\"\n")
	}
	_, err := load(map[string]string{"u.toml": b.String()})
	ps := problems(err)
	if len(ps) != maxErrors {
		t.Fatalf("%d problems shown, want %d", len(ps), maxErrors)
	}
	for i := 1; i < len(ps); i++ {
		if ps[i].Line < ps[i-1].Line {
			t.Errorf("problems out of line order: %v then %v", ps[i-1], ps[i])
		}
	}
	if !strings.Contains(err.Error(), "more problems not shown") {
		t.Errorf("no note of the problems left out:\n%v", err)
	}
}

// TestUserFolder checks that a house-rules folder overrides built-in entries
// in their place and adds new ones at the end.
func TestUserFolder(t *testing.T) {
	dir := t.TempDir()
	house := `# House rules: the FAQ's 48 treads for the Mark III, and a new tank.
[[unit]]
id = "mark-iii"
name = "Mark III"
kind = "ogre"
mode = "ogre"
treads = 48
move = 3
size = 7
cost = 100
weapons = [
  {weapon = "main", count = 1},
  {weapon = "secondary", count = 4},
  {weapon = "ap", count = 8},
  {weapon = "missile", count = 2},
]
source = "house rule"

[[unit]]
id = "house-tank"
name = "House Tank"
kind = "armour"
attack = 5
range = 2
defense = 4
move = 3
mode = "heavy"
weapons = [{weapon = "ap", count = 1}]
source = "house rule"

[[reinforcement]]
roll = 7
text = "Fast Tank"
units = [{type = "house-tank", count = 1}]
`
	if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte(house), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "readme.txt"), []byte("not toml"), 0o644); err != nil {
		t.Fatal(err)
	}
	builtin := mustDefault(t)
	c, err := Load(Files(), dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Units) != len(builtin.Units)+1 {
		t.Errorf("%d units, want %d", len(c.Units), len(builtin.Units)+1)
	}
	for i, u := range builtin.Units {
		if c.Units[i].ID != u.ID {
			t.Fatalf("unit %d is %s, want %s: an override must keep its place", i, c.Units[i].ID, u.ID)
		}
	}
	if m3 := mustUnit(t, c, "Mark III"); m3.Treads != 48 || m3.Source != "house rule" {
		t.Errorf("Mark III not overridden: %d treads, source %q", m3.Treads, m3.Source)
	}
	if last := c.Units[len(c.Units)-1]; last.ID != "house-tank" {
		t.Errorf("last unit %s, want house-tank", last.ID)
	}
	for _, r := range crt.Reinforcements(c) {
		if r.Roll == 7 && (len(r.Units) != 1 || r.Units[0].Type != "house-tank") {
			t.Errorf("roll 7 not overridden: %+v", r)
		}
	}
	if len(crt.Reinforcements(c)) != 11 {
		t.Errorf("%d reinforcement lines, want 11", len(crt.Reinforcements(c)))
	}
	// The built-in catalog is untouched.
	if m3 := mustUnit(t, builtin, "Mark III"); m3.Treads != 45 {
		t.Errorf("built-in Mark III changed to %d treads", m3.Treads)
	}

	// A bad house-rules file is named by its path.
	bad := strings.Replace(house, "defense = 4\n", "", 1)
	if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Load(Files(), dir)
	want := `templates: ` + filepath.Join(dir, "house.toml") + `:19: unit "house-tank": missing field "defense"; a new unit needs "id", "name", "kind", "mode", "defense" and "source"`
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("got %v\nwant %s", err, want)
	}

	// Two house-rules files may not define one id twice.
	if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte(house), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "more.toml"), []byte(house), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Load(Files(), dir)
	if err == nil || !strings.Contains(err.Error(), `duplicate id "mark-iii": already defined at `+filepath.Join(dir, "house.toml")+":2") {
		t.Errorf("got %v", err)
	}

	// A missing folder is an error.
	if _, err := Load(Files(), filepath.Join(dir, "nope")); err == nil || !strings.HasPrefix(err.Error(), "templates: ") {
		t.Errorf("missing folder: %v", err)
	}
	// The folder alone, without the built-in files, must stand on its own.
	if _, err := Load(nil, dir); err == nil || !strings.Contains(err.Error(), `unknown weapon "main"`) {
		t.Errorf("folder alone: %v", err)
	}
}

// TestLayoutMatchesFiles checks the layout scanner against every built-in
// file: each entry's line is the line of its header.
func TestLayoutMatchesFiles(t *testing.T) {
	entries, err := fsGlob()
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range entries {
		lay := scan(text)
		lines := strings.Split(text, "\n")
		for _, kind := range tableNames() {
			for i, lc := range lay.entriesOf(kind) {
				if got := strings.TrimSpace(lines[lc.line-1]); got != "[["+kind+"]]" {
					t.Errorf("%s: %s #%d at line %d reads %q", name, kind, i+1, lc.line, got)
				}
				for key, n := range lc.keys {
					if !strings.HasPrefix(strings.TrimSpace(lines[n-1]), key) {
						t.Errorf("%s: key %q at line %d reads %q", name, key, n, lines[n-1])
					}
				}
				for key, ns := range lc.elems {
					for _, n := range ns {
						if n < lc.line || n > len(lines) {
							t.Errorf("%s: element of %q at line %d", name, key, n)
						}
					}
				}
			}
		}
	}
}

// TestPartialOverride is item 16 of issue 20: a house-rules entry with the
// id (or key) of a built-in entry gives only the fields it changes, each
// replacing the built-in's whole; the rest stay as built in. A new entry
// still needs every field, and its first missing field says which fields a
// new entry needs, "source" among them, and that an override needs fewer.
func TestPartialOverride(t *testing.T) {
	builtin := mustDefault(t)
	cases := []struct {
		name  string
		house string
		check func(t *testing.T, c *engine.Catalog)
	}{
		{
			name:  "one field of a unit",
			house: "[[unit]]\nid = \"heavy-tank\"\nattack = 5\n",
			check: func(t *testing.T, c *engine.Catalog) {
				got, was := mustUnit(t, c, "heavy tank"), mustUnit(t, builtin, "heavy tank")
				want := *was
				want.Attack = 5
				if !reflect.DeepEqual(*got, want) {
					t.Errorf("heavy tank = %+v\nwant %+v", *got, want)
				}
				if was.Attack != 4 {
					t.Errorf("the built-in heavy tank changed: attack %v", was.Attack)
				}
			},
		},
		{
			name:  "a list replaced whole",
			house: "[[unit]]\nid = \"mark-iii\"\ntreads = 48\nweapons = [{weapon = \"main\", count = 2}]\n",
			check: func(t *testing.T, c *engine.Catalog) {
				got, was := mustUnit(t, c, "mark iii"), mustUnit(t, builtin, "mark iii")
				if got.Treads != 48 || len(got.Weapons) != 1 || got.Weapons[0].Count != 2 || got.Name != was.Name || got.Source != was.Source || got.Move != was.Move {
					t.Errorf("mark iii = %+v", *got)
				}
			},
		},
		{
			name:  "a reinforcement roll by its key",
			house: "[[reinforcement]]\nroll = 7\ntext = \"Two GEVs\"\n",
			check: func(t *testing.T, c *engine.Catalog) {
				for i, r := range crt.Reinforcements(c) {
					if r.Roll == 7 && (r.Text != "Two GEVs" || !reflect.DeepEqual(r.Units, crt.Reinforcements(builtin)[i].Units)) {
						t.Errorf("roll 7 = %+v", r)
					}
				}
			},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte(c.house), 0o644); err != nil {
				t.Fatal(err)
			}
			cat, err := Load(Files(), dir)
			if err != nil {
				t.Fatalf("Load: %v", err)
			}
			c.check(t, cat)
		})
	}

	// An override whose change breaks the entry is reported on its line.
	dir := t.TempDir()
	bad := "[[unit]]\nid = \"superheavy-tank\"\n\nattack = 7\n"
	if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Load(Files(), dir)
	if err == nil || !strings.Contains(err.Error(), "house.toml:") || !strings.Contains(err.Error(), "not the attack 7") {
		t.Errorf("an override that breaks the split: %v", err)
	}

	// A new entry: every missing field, the first saying what a new unit
	// needs.
	newUnit := "[[unit]]\nid = \"super-tank\"\nname = \"Super Tank\"\nattack = 5\n"
	if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte(newUnit), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Load(Files(), dir)
	ps := problems(err)
	fields := map[string]bool{}
	for _, p := range ps {
		fields[p.Field] = true
	}
	for _, f := range []string{"source", "kind", "mode", "defense"} {
		if !fields[f] {
			t.Errorf("no problem for the missing %q: %v", f, err)
		}
	}
	if len(ps) == 0 || !strings.Contains(ps[0].Msg, `a new unit needs "id", "name", "kind", "mode", "defense" and "source"`) ||
		!strings.Contains(ps[0].Msg, "an entry with the id of a built-in unit gives only the fields it changes") {
		t.Errorf("the first problem does not say what a new unit needs: %v", err)
	}
	for _, p := range ps[1:] {
		if strings.Contains(p.Msg, "a new unit needs") {
			t.Errorf("said again: %s", p.Msg)
		}
	}
}
