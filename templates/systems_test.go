package templates

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// testStand is an entry of a rule system's own table that lives only in
// this test: it proves that a system's [[test-stand]] entries load through
// RegisterTable as the shared tables do, with their errors, house rules and
// overrides, without editing the loader.
type testStand struct {
	ID      string   `toml:"id" json:"id"`
	Name    string   `toml:"name" json:"name"`
	Quality int      `toml:"quality" json:"quality"`
	Save    int      `toml:"save" json:"save,omitempty"`
	Units   []string `toml:"units" json:"units,omitempty"`
	Source  string   `toml:"source" json:"source,omitempty"`
}

func (s *testStand) EntryKey() string { return s.ID }
func (s *testStand) EntryText() string {
	return fmt.Sprintf("%s: quality %d, save %d", s.Name, s.Quality, s.Save)
}

func init() {
	engine.RegisterTable(engine.TableDef{Name: "test-stand", New: func() engine.Entry { return &testStand{} }})
	RegisterTable[testStand](SystemTable[testStand]{
		Name:     "test-stand",
		Required: `"id", "name" and "quality"`,
		About:    "a test system's stand",
		Fields: FieldDocs{"id": {Doc: "its id"}, "name": {Doc: "its name"}, "quality": {Doc: "a die's face"},
			"save": {Doc: "its save"}, "units": {Doc: "unit ids"}, "source": {Doc: "where from"}},
		Check: func(c *Check, s *testStand) {
			if !c.Has("name") {
				c.Missing("name")
			}
			switch {
			case !c.Has("quality"):
				c.Missing("quality")
			case s.Quality < 1 || s.Quality > 6:
				c.Problem("quality", "a quality is a die's face, 1 to 6 (got %d)", s.Quality)
			}
		},
		Cross: func(c *Check, s *testStand) {
			for i, id := range s.Units {
				if !c.KnownUnit(id) {
					c.UnknownUnit(fmt.Sprintf("units[%d]", i+1), id)
				}
			}
		},
	})
}

// standsFile is a system's built-in table, beside a unit it names.
const standsFile = heavyTank + `
[[test-stand]]
id = "veteran"
name = "Veteran stand"
quality = 5
save = 4
units = ["heavy-tank"]

[[test-stand]]
id = "green"
name = "Green stand"
quality = 2
`

// TestSystemTableLoads: a system's table loads into the catalog's Tables,
// in order, typed; a house rule with a built-in id gives only what it
// changes, a new id adds an entry.
func TestSystemTableLoads(t *testing.T) {
	dir := t.TempDir()
	house := "[[test-stand]]\nid = \"veteran\"\nsave = 3\n\n[[test-stand]]\nid = \"elite\"\nname = \"Elite stand\"\nquality = 6\n"
	if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte(house), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		dir  string
		want []testStand
	}{
		{"built in", "", []testStand{
			{ID: "veteran", Name: "Veteran stand", Quality: 5, Save: 4, Units: []string{"heavy-tank"}},
			{ID: "green", Name: "Green stand", Quality: 2}}},
		{"with house rules", dir, []testStand{
			{ID: "veteran", Name: "Veteran stand", Quality: 5, Save: 3, Units: []string{"heavy-tank"}},
			{ID: "green", Name: "Green stand", Quality: 2},
			{ID: "elite", Name: "Elite stand", Quality: 6}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fsys := map[string]string{"stands.toml": standsFile}
			var c *engine.Catalog
			var err error
			if tc.dir == "" {
				c, err = load(fsys)
			} else {
				c, err = loadWith(fsys, tc.dir)
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []testStand
			for _, e := range c.Entries("test-stand") {
				got = append(got, *e.(*testStand))
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("entries %+v\nwant %+v", got, tc.want)
			}
			if e, err := c.FindEntry("test-stand", "Veteran"); err != nil || e.EntryKey() != "veteran" {
				t.Errorf("FindEntry(Veteran) = %v, %v", e, err)
			}
		})
	}
}

// TestSystemTableErrors: a system's entries get the errors the shared ones
// get, each with its file, line, entry and field.
func TestSystemTableErrors(t *testing.T) {
	const head = "[[test-stand]]\nid = \"veteran\"\nname = \"Veteran stand\"\n"
	for _, tc := range []struct {
		name  string
		text  string
		line  int
		entry string
		field string
		msg   string
	}{
		{"quality out of range", head + "quality = 9\n", 4, `test-stand "veteran"`, "quality", `field "quality": a quality is a die's face, 1 to 6 (got 9)`},
		{"missing quality", head, 1, `test-stand "veteran"`, "quality", `missing field "quality"`},
		{"unknown field", head + "quality = 3\nqualty = 3\n", 5, `test-stand "veteran"`, "qualty", `unknown field "qualty"`},
		{"wrong type", head + "quality = \"high\"\n", 4, `test-stand "veteran"`, "quality", `field "quality" must be`},
		{"bad id", "[[test-stand]]\nid = \"Veteran Stand\"\nname = \"V\"\nquality = 3\n", 2, `test-stand "Veteran Stand"`, "id", `field "id" must be lower-case letters`},
		{"duplicate id", head + "quality = 3\n\n" + head + "quality = 4\n", 7, `test-stand "veteran"`, "id", `duplicate id "veteran": already defined at stands.toml:1`},
		{"unknown unit", head + "quality = 3\nunits = [\"heavy-tnk\"]\n", 5, `test-stand "veteran"`, "units[1]", `field "units[1]": unknown unit "heavy-tnk"; did you mean "heavy-tank"?`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := load(map[string]string{"units.toml": heavyTank, "stands.toml": tc.text})
			ps := problems(err)
			if len(ps) != 1 {
				t.Fatalf("got %d problems (%v), want 1", len(ps), err)
			}
			p := ps[0]
			if p.File != "stands.toml" || p.Line != tc.line || p.Entry != tc.entry || p.Field != tc.field || !strings.HasPrefix(p.Msg, tc.msg) {
				t.Errorf("got %s:%d %s %q %q\nwant stands.toml:%d %s %q %q", p.File, p.Line, p.Entry, p.Field, p.Msg, tc.line, tc.entry, tc.field, tc.msg)
			}
			if want := fmt.Sprintf("stands.toml:%d: %s: %s", tc.line, tc.entry, tc.msg); !strings.HasPrefix(p.Sentence(), want) {
				t.Errorf("sentence %q, want it to start %q", p.Sentence(), want)
			}
		})
	}
}

// TestSystemTableHouseRuleNeeds: a new entry of a house-rules file that
// lacks a field is told what its table needs, as a new unit is.
func TestSystemTableHouseRuleNeeds(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "house.toml")
	if err := os.WriteFile(path, []byte("[[test-stand]]\nid = \"militia\"\nquality = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := loadWith(map[string]string{"stands.toml": standsFile}, dir)
	ps := problems(err)
	want := path + `:1: test-stand "militia": missing field "name"; a new test-stand needs "id", "name" and "quality"; an entry with the id of a built-in test-stand gives only the fields it changes`
	if len(ps) != 1 || ps[0].Sentence() != want {
		t.Errorf("got %v\nwant %s", err, want)
	}
}

// TestCRTCatalogFingerprintStable: the built-in catalog's [[unit]] and
// [[weapon]] entries, without the system tables' entries (the built-in
// [[dsii-ogre]] design), keep the fingerprint
// their snapshots record (taken before there were system tables); a
// catalog with a system table's entries gets another, so a snapshot taken
// with other entries is not restored (an older game's snapshot is then
// rebuilt by its replay). The want changes only with the entries' data:
// the cruise missile's printed "special" and its notes changed it from
// a1b6bd1d0607cf48927e1adff040a1ca.
func TestCRTCatalogFingerprintStable(t *testing.T) {
	fp := func(c *engine.Catalog) string {
		g, err := engine.NewGame(c, crt.Published, engine.Hexes, nil)
		if err != nil {
			t.Fatal(err)
		}
		b, err := g.Snapshot()
		if err != nil {
			t.Fatal(err)
		}
		var f struct{ Catalog string }
		if err := json.Unmarshal(b, &f); err != nil {
			t.Fatal(err)
		}
		return f.Catalog
	}
	c, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	crtOnly := &engine.Catalog{Units: c.Units, Weapons: c.Weapons}
	if got, want := fp(crtOnly), "9f7b234859bec87c96168cb6a07d2b90"; got != want {
		t.Errorf("the built-in catalog's fingerprint without system tables is %s, want %s as before system tables", got, want)
	}
	if fp(c) == fp(crtOnly) {
		t.Errorf("the built-in catalog with its DSII design has the fingerprint of the catalog without it")
	}
	with := *crtOnly
	with.Tables = engine.Tables{"test-stand": {&testStand{ID: "green", Name: "Green", Quality: 2}}}
	other := with
	other.Tables = engine.Tables{"test-stand": {&testStand{ID: "green", Name: "Green", Quality: 3}}}
	if a, b := fp(&with), fp(&other); a == fp(crtOnly) || a == b {
		t.Errorf("fingerprints with system tables %s and %s, without %s: want all different", a, b, fp(crtOnly))
	}
}

// loadWith loads files as the built-in ones and dir as house rules.
func loadWith(files map[string]string, dir string) (*engine.Catalog, error) {
	fsys := fstest.MapFS{}
	for name, text := range files {
		fsys[name] = &fstest.MapFile{Data: []byte(text)}
	}
	return Load(fsys, dir)
}
