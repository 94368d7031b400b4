package ffottables_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ogretable/engine/ffot"
	"ogretable/templates"
	// The built-in files hold every system's data, which Load checks as
	// the program does: the Ogre CRT's special rules, the other systems'
	// tables.
	_ "ogretable/engine/crt"
	_ "ogretable/templates/crttables"
	_ "ogretable/templates/dsiitables"
	_ "ogretable/templates/ffottables"
)

// TestFFOTStandsNoneBuiltIn: 004 FFOTigers gives no figures for Ogre units
// ("I have included a chart page for Ogre here" is not in its text), so
// the built-in catalog has no [[ffot-stand]].
func TestFFOTStandsNoneBuiltIn(t *testing.T) {
	c, err := templates.Default()
	if err != nil {
		t.Fatal(err)
	}
	if n := len(c.Entries(ffot.StandTable)); n != 0 {
		t.Errorf("%d ffot-stand entries built in, want none", n)
	}
}

// TestFFOTStandsExample: the example loads from a house-rules folder,
// each stand keyed by its unit, and its source says it is an example.
func TestFFOTStandsExample(t *testing.T) {
	c, err := templates.Load(templates.Files(), "../examples")
	if err != nil {
		t.Fatal(err)
	}
	es := c.Entries(ffot.StandTable)
	if len(es) != 3 {
		t.Fatalf("%d stands, want 3", len(es))
	}
	for _, e := range es {
		s := e.(*ffot.Stand)
		if !strings.Contains(s.Source, "example") || len(s.Problems()) != 0 {
			t.Errorf("%s: source %q, problems %v", s.Unit, s.Source, s.Problems())
		}
	}
	tank := c.Entry(ffot.StandTable, "heavy-tank").(*ffot.Stand)
	if tank.Armor != 5 || tank.ArmorSide != 4 || tank.Soft || tank.Mode != ffot.Tracked || len(tank.Weapons) != 1 || tank.Weapons[0].Pen != 5 {
		t.Errorf("heavy-tank: %+v", tank)
	}
	inf := c.Entry(ffot.StandTable, "infantry-squad").(*ffot.Stand)
	if !inf.Soft || inf.ArmorSide != 0 || inf.Weapons[0].INF != 4 {
		t.Errorf("infantry-squad: %+v", inf)
	}
	if want := "heavy-tank: vehicle, tracked, move 6/4, armour 5/4 side; gun ROF 1 R 6-12-18 pen 5 burst 2 calibre 120 (an example only: made-up figures, not from 004 FFOTigers)"; tank.EntryText() != want {
		t.Errorf("EntryText %q\nwant %q", tank.EntryText(), want)
	}
}

// TestFFOTStandErrors: every problem of a stand's figures is
// FILE:LINE: ffot-stand "UNIT": field "FIELD": ... (issue 23).
func TestFFOTStandErrors(t *testing.T) {
	const head = "[[ffot-stand]]\nunit = \"heavy-tank\"\nsource = \"our club\"\n"
	const body = "class = \"vehicle\"\nmode = \"tracked\"\nmove = \"6/4\"\narmor = 5\n"
	for _, tc := range []struct {
		name  string
		text  string
		line  int
		field string
		msg   string
	}{
		{"no source", "[[ffot-stand]]\nunit = \"heavy-tank\"\n" + body, 1, "source", `missing field "source"; a new ffot-stand needs "unit", "source", "class", "mode", "move" and "armor"`},
		{"empty source", "[[ffot-stand]]\nunit = \"heavy-tank\"\nsource = \" \"\n" + body, 3, "source", `field "source": say where the figures come from`},
		{"a class", head + strings.Replace(body, `"vehicle"`, `"tank"`, 1), 4, "class", `field "class": say vehicle or personnel, not "tank"`},
		{"a mode", head + strings.Replace(body, `"tracked"`, `"hover"`, 1), 5, "mode", `field "mode": say tracked, wheeled or foot, not "hover"`},
		{"a move", head + strings.Replace(body, `"6/4"`, `"6"`, 1), 6, "move", `field "move": movement "6" is not road/cross-country inches such as 6/4`},
		{"an armour", head + strings.Replace(body, "armor = 5", "armor = -1", 1), 7, "armor", `field "armor" must not be negative (got -1)`},
		{"ranges that fall", head + body + "weapons = [\n  {name = \"gun\", rof = 1, ranges = [6, 3, 9]},\n]\n", 9, "weapons[1]", `field "weapons[1]": ranges: ranges 6-3-9 must be above 0 and increase`},
		{"no rate of fire", head + body + "weapons = [\n  {name = \"gun\", ranges = [3, 6, 9]},\n  {name = \"mg\", rof = 0, ranges = [3, 6, 9]},\n]\n", 9, "weapons[1]", `field "weapons[1]": rof: a rate of fire is 1 or more, not 0`},
		{"an IFR without indirect", head + body + "weapons = [\n  {name = \"gun\", rof = 1, ranges = [3, 6, 9], ifr = 40},\n]\n", 9, "weapons[1]", `field "weapons[1]": ifr: only a weapon that fires indirectly has an IFR`},
		{"indirect without a calibre", head + body + "weapons = [\n  {name = \"mortar\", rof = 1, ranges = [3, 6, 9], indirect = true},\n]\n", 9, "weapons[1]", `field "weapons[1]": calibre: a weapon that fires indirectly needs its calibre`},
		{"an unknown unit", "[[ffot-stand]]\nunit = \"heavy-tnk\"\nsource = \"our club\"\n" + body, 2, "unit", `field "unit": unknown unit "heavy-tnk"; did you mean "heavy-tank"`},
		{"an unknown field", head + body + "pen = 5\n", 8, "pen", `unknown field "pen"`},
		{"a unit twice", head + body + "\n" + head + body, 10, "unit", `duplicate unit "heavy-tank": already defined at`},
		{"a key not an id", "[[ffot-stand]]\nunit = \"Heavy Tank\"\nsource = \"our club\"\n" + body, 2, "unit", `field "unit" must be lower-case letters and digits joined by hyphens`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "stands.toml")
			if err := os.WriteFile(path, []byte(tc.text), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := templates.Load(templates.Files(), dir)
			ps := problems(err)
			if len(ps) == 0 {
				t.Fatalf("no problem in\n%s", tc.text)
			}
			p := ps[0]
			unit := "heavy-tank"
			if strings.Contains(tc.text, "heavy-tnk") {
				unit = "heavy-tnk"
			} else if strings.Contains(tc.text, "Heavy Tank") {
				unit = "Heavy Tank"
			}
			want := fmt.Sprintf("%s:%d: ffot-stand %q: %s", path, tc.line, unit, tc.msg)
			if p.Field != tc.field || !strings.HasPrefix(p.Sentence(), want) {
				t.Errorf("got %q (field %q)\nwant it to start %q (field %q)", p.Sentence(), p.Field, want, tc.field)
			}
			// None is built in (004 gives no figures for Ogre units), so no
			// message offers to override a built-in one.
			if strings.Contains(p.Sentence(), "built-in") {
				t.Errorf("%q speaks of a built-in ffot-stand, and none is built in", p.Sentence())
			}
		})
	}
}

// problems returns the *templates.Error problems of err, one or joined.
func problems(err error) []*templates.Error {
	var out []*templates.Error
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		for _, x := range j.Unwrap() {
			var e *templates.Error
			if errors.As(x, &e) {
				out = append(out, e)
			}
		}
		return out
	}
	var e *templates.Error
	if errors.As(err, &e) {
		return []*templates.Error{e}
	}
	return nil
}
