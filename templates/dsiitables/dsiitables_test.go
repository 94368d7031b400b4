package dsiitables_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/templates"
	// The built-in files hold every system's data, which Load checks as
	// the program does: the Ogre CRT's special rules, the other systems'
	// tables.
	_ "ogretable/engine/crt"
	_ "ogretable/templates/crttables"
	_ "ogretable/templates/dsiitables"
	_ "ogretable/templates/ffottables"
)

// dsiiHead is a design's first lines in a house-rules file, its electronics
// and treads within 002's limits.
const dsiiHead = "[[dsii-ogre]]\nid = \"house-mk1\"\nname = \"House Mark I\"\nmark = \"mark-i\"\n" +
	"electronics = {quality = \"basic\", armor = 5}\n"

// houseDSII writes text as a house-rules file and loads it over the
// built-in templates.
func houseDSII(t *testing.T, text string) (*engine.Catalog, string, error) {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, "dsii.toml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := templates.Load(templates.Files(), dir)
	return c, path, err
}

// TestDSIIOgreLimits: a design over a limit of 002 OGRE for DSII, OGRE
// Modules, is refused when loaded, naming its file, line and field.
func TestDSIIOgreLimits(t *testing.T) {
	const treads = "treads = {count = 4, size = 4, armor = 6, speed = \"slow\"}\n"
	const battery = "batteries = [{kind = \"main\", count = 1, size = 4, armor = 7, weapon = \"DFFG/6\"}]\n"
	for _, tc := range []struct {
		name, text string
		line       int
		field, msg string
	}{
		// 002 OGRE for DSII, OGRE Modules: EM "up to 6 armor levels greater than its size (e.g., 7 Armor)".
		{"EM armour 8", strings.Replace(dsiiHead, "armor = 5", "armor = 8", 1) + treads + battery, 5, "electronics",
			`field "electronics": armor 8 is more than 7`},
		// 002 OGRE for DSII, Tread Modules: "up to 2 armor levels greater than its size".
		{"tread armour over size+2", dsiiHead + strings.Replace(treads, "armor = 6", "armor = 7", 1) + battery, 6, "treads",
			`field "treads": armor 7 is more than size 4 + 2`},
		// 002 OGRE for DSII, Weapons Modules: "up to 3 armor levels greater than its size".
		{"weapon armour over size+3", dsiiHead + treads + strings.Replace(battery, "size = 4", "size = 3", 1), 7, "batteries[1]",
			`field "batteries[1]": armor 7 is more than size 3 + 3`},
		// 002 OGRE for DSII, Weapons Modules: "with a maxium of 7".
		{"weapon armour over 7", dsiiHead + treads + strings.Replace(battery, "size = 4, armor = 7", "size = 6, armor = 8", 1), 7, "batteries[1]",
			`field "batteries[1]": armor 8 is more than 7`},
		// 002 OGRE for DSII, Tread Modules: Fast Tracked or Slow Tracked.
		{"tread speed", dsiiHead + strings.Replace(treads, "slow", "medium", 1) + battery, 6, "treads",
			`field "treads": speed "medium" is neither fast nor slow`},
		{"quality", strings.Replace(dsiiHead, "basic", "elite", 1) + treads + battery, 5, "electronics",
			`field "electronics": quality "elite" is none of superior, enhanced or basic`},
		{"battery kind", dsiiHead + treads + strings.Replace(battery, "main", "hellbore", 1), 7, "batteries[1]",
			`field "batteries[1]": kind "hellbore" is none of main, secondary, missile, ap or rack`},
		{"loads on a main battery", dsiiHead + treads + strings.Replace(battery, "count = 1", "count = 1, loads = 2", 1), 7, "batteries[1]",
			`field "batteries[1]": loads 2: only missile modules and racks carry loads`},
		{"no treads", dsiiHead + battery, 1, "treads", `missing field "treads"`},
		{"negative armour", dsiiHead + strings.Replace(treads, "armor = 6", "armor = -1", 1) + battery, 6, "treads.armor",
			`field "treads.armor" must not be negative`},
		{"misspelt field", dsiiHead + strings.Replace(treads, "speed", "sped", 1) + battery, 6, "treads.sped",
			`unknown field "treads.sped"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, path, err := houseDSII(t, tc.text)
			ps := problems(err)
			if len(ps) == 0 {
				t.Fatalf("the design loads; want %s", tc.msg)
			}
			p := ps[0]
			if p.Line != tc.line || p.Entry != `dsii-ogre "house-mk1"` || p.Field != tc.field || !strings.HasPrefix(p.Msg, tc.msg) {
				t.Errorf("got %s:%d %s %q %q\nwant line %d field %q %q", p.File, p.Line, p.Entry, p.Field, p.Msg, tc.line, tc.field, tc.msg)
			}
			if want := path + ":"; !strings.HasPrefix(p.Sentence(), want) {
				t.Errorf("sentence %q does not start with the file %s", p.Sentence(), path)
			}
		})
	}
}

// TestDSIIOgreHouseDesign: a house design within the limits loads as an
// entry of the table, which a DSII game (and no other) plays as the Ogre
// unit type "add" finds by its id.
func TestDSIIOgreHouseDesign(t *testing.T) {
	// 002 OGRE for DSII, Ramming: "a Mark I (5 armor, 5 BMFs)": fast treads of armour 5.
	text := dsiiHead + "treads = {count = 2, size = 3, armor = 5, speed = \"fast\"}\n" +
		"batteries = [{kind = \"main\", count = 1, size = 4, armor = 7, weapon = \"DFFG/6\"}, {kind = \"rack\", count = 1}]\n"
	c, _, err := houseDSII(t, text)
	if err != nil {
		t.Fatal(err)
	}
	e, err := c.FindEntry(dsii.TableOgre, "house-mk1")
	if err != nil {
		t.Fatal(err)
	}
	d := e.(*dsii.Design)
	if d.Treads.Armor != 5 || d.Treads.Speed != dsii.Fast || len(d.Batteries) != 2 || d.Batteries[1].LoadsEach() != dsii.RackLoads {
		t.Errorf("design %+v", d)
	}
	if _, err := c.Unit("house-mk1"); err == nil {
		t.Errorf("the catalog's units have the design: every system's games would see it")
	}
	g, err := engine.NewGame(c, dsii.Variant, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	u, err := g.UnitType("house-mk1")
	if err != nil {
		t.Fatal(err)
	}
	if u.Kind != engine.KindOgre || u.Name != "House Mark I" {
		t.Errorf("unit type %+v, want the design's Ogre", u)
	}
}

// TestDSIIOgreIDOfAUnit: a design may not take the id of a [[unit]], since
// "add" would not know which is meant.
func TestDSIIOgreIDOfAUnit(t *testing.T) {
	text := strings.Replace(dsiiHead, "house-mk1", "mark-i", 1) + "treads = {count = 2, speed = \"fast\"}\nbatteries = [{kind = \"main\", count = 1}]\n"
	_, _, err := houseDSII(t, text)
	ps := problems(err)
	if len(ps) != 1 || ps[0].Field != "id" || !strings.Contains(ps[0].Msg, `"mark-i" is the id of a [[unit]] too`) {
		t.Errorf("got %v, want the id refused", err)
	}
}

// TestDSIIChit: the cup is keyed by its chit; a count below one is
// refused; 002 gives no mix, so none is built in.
func TestDSIIChit(t *testing.T) {
	if c := mustDefault(t); len(c.Entries(dsii.TableChit)) != 0 {
		t.Errorf("the built-in templates have a chit mix: %v; 002 gives none", c.Entries(dsii.TableChit))
	}
	c, _, err := houseDSII(t, "[[dsii-chit]]\nchit = \"red3\"\ncount = 4\n\n[[dsii-chit]]\nchit = \"boom\"\ncount = 1\n")
	if err != nil {
		t.Fatal(err)
	}
	if e, err := c.FindEntry(dsii.TableChit, "red3"); err != nil || e.(*dsii.CupEntry).Count != 4 {
		t.Errorf("red3 = %v, %v", e, err)
	}
	_, path, err := houseDSII(t, "[[dsii-chit]]\nchit = \"red3\"\ncount = 0\n")
	ps := problems(err)
	if want := path + `:3: dsii-chit "red3": field "count": the cup holds at least one red3 chit`; len(ps) != 1 || !strings.HasPrefix(ps[0].Sentence(), want) {
		t.Errorf("got %v, want %s", err, want)
	}
	for _, c := range []struct{ chit, msg string }{
		{"purple2", `"purple2" is not a chit`},
		{"mobility", `write the chit "mobility" as "m"`},
	} {
		_, _, err = houseDSII(t, "[[dsii-chit]]\nchit = \""+c.chit+"\"\ncount = 2\n")
		if ps := problems(err); len(ps) != 1 || ps[0].Field != "chit" || !strings.Contains(ps[0].Msg, c.msg) {
			t.Errorf("chit %q: got %v, want %s", c.chit, err, c.msg)
		}
	}
	_, _, err = houseDSII(t, "[[dsii-chit]]\ncount = 2\n")
	if ps := problems(err); len(ps) != 1 || ps[0].Field != "chit" {
		t.Errorf("got %v, want the missing chit named", err)
	}
}

// TestDSIIMarkVBuiltIn: the built-in Mark V gives what 002 gives and no
// more: a Superior EM, four slow size-5 tread modules, 14 activation units,
// MDC/5 secondaries; no armour, no weapons module's size.
func TestDSIIMarkVBuiltIn(t *testing.T) {
	e, err := mustDefault(t).FindEntry(dsii.TableOgre, "dsii-mark-v")
	if err != nil {
		t.Fatal(err)
	}
	d := e.(*dsii.Design)
	// 002 OGRE for DSII, OGRE Modules: "an OGRE Mk V would purchase Superior Fire Control".
	if q, err := d.Quality(); err != nil || q != dsii.Superior || d.Electronics.Armor != 0 {
		t.Errorf("electronics %+v, want superior, armour not given", d.Electronics)
	}
	// 002 OGRE for DSII, OGRE activation: "4 Slow Tracked Tread Modules (4 BMF each)";
	// Ramming: "5 chits for the size of its Tread Modules".
	if d.Treads != (dsii.Treads{Count: 4, Size: 5, Speed: dsii.Slow}) {
		t.Errorf("treads %+v", d.Treads)
	}
	// 002 OGRE for DSII, OGRE activation: EM; primary 2; secondary right 3, left 3; missiles 6;
	// AP front-right 3, front-left 3, right 2, left 2, rear 6; four tread modules: 14 units.
	want := []struct {
		kind  dsii.Kind
		count int
	}{{dsii.KindMain, 2}, {dsii.KindSecondary, 3}, {dsii.KindSecondary, 3}, {dsii.KindMissile, 6},
		{dsii.KindAP, 3}, {dsii.KindAP, 3}, {dsii.KindAP, 2}, {dsii.KindAP, 2}, {dsii.KindAP, 6}}
	if len(d.Batteries) != len(want) || 1+len(d.Batteries)+d.Treads.Count != 14 {
		t.Fatalf("%d batteries, want %d (14 activation units with the EM and the treads)", len(d.Batteries), len(want))
	}
	for i, b := range d.Batteries {
		if b.Kind != want[i].kind || b.Count != want[i].count || b.Armor != 0 || b.Size != 0 {
			t.Errorf("battery %d = %+v, want %d %s, armour and size not given", i+1, b, want[i].count, want[i].kind)
		}
		// 002 OGRE for DSII, OGRE activation: "3 Modules, each having 1 MDC/5".
		if b.Kind == dsii.KindSecondary && b.Weapon != "MDC/5" {
			t.Errorf("secondary battery %d has weapon %q, want MDC/5", i+1, b.Weapon)
		}
		if b.Kind == dsii.KindMain || b.Kind == dsii.KindAP {
			if b.Weapon != "" {
				t.Errorf("battery %d has weapon %q, which 002 does not give", i+1, b.Weapon)
			}
		}
	}
}

// TestDSIIOgreTableGivenWhole: a house rule with the built-in design's id
// that gives treads = {armor = 7} replaces the built-in treads whole; the
// refusal says so and names the keys it lacks, not "count 0" and
// "speed \"\"" (issue 22, a referee's playtest).
func TestDSIIOgreTableGivenWhole(t *testing.T) {
	for _, tc := range []struct {
		name, text, msg string
	}{
		{"treads with only their armour", "[[dsii-ogre]]\nid = \"dsii-mark-v\"\ntreads = {armor = 7}\n",
			`treads is one table, given whole: it replaces all of a built-in design's treads, so it must give "count" and "speed" too (as in treads = {count = 4, size = 5, armor = 7, speed = "slow"})`},
		{"treads without a count", "[[dsii-ogre]]\nid = \"dsii-mark-v\"\ntreads = {armor = 7, speed = \"slow\"}\n",
			`so it must give "count" too`},
		{"electronics with only their armour", "[[dsii-ogre]]\nid = \"dsii-mark-v\"\nelectronics = {armor = 7}\n",
			`electronics is one table, given whole: it replaces all of a built-in design's electronics, so it must give "quality" too`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := houseDSII(t, tc.text)
			ps := problems(err)
			if len(ps) != 1 || !strings.Contains(ps[0].Msg, tc.msg) {
				t.Fatalf("problems %v; want one saying %q", ps, tc.msg)
			}
		})
	}
}

// TestDSIIElement: [[dsii-element]] gives a catalog unit's figures as an
// element of the defence (002 OGRE for DSII, Ramming resolution: a size,
// an armour, 0 for a softskin, and infantry's class), none built in, each
// problem on its field.
func TestDSIIElement(t *testing.T) {
	if c := mustDefault(t); len(c.Entries(dsii.TableElement)) != 0 {
		t.Errorf("the built-in templates have elements: %v; 002 gives none", c.Entries(dsii.TableElement))
	}
	c, _, err := houseDSII(t, "[[dsii-element]]\nunit = \"heavy-tank\"\nsource = \"ours\"\nsize = 3\narmor = 4\nvalid = {ogre = \"red,yellow\"}\n\n"+
		"[[dsii-element]]\nunit = \"infantry-squad\"\nsource = \"ours\"\nclass = \"line\"\n")
	if err != nil {
		t.Fatal(err)
	}
	if e, err := c.FindEntry(dsii.TableElement, "heavy-tank"); err != nil || e.(*dsii.Element).Armor != 4 || e.(*dsii.Element).Valid.Ogre != "red,yellow" {
		t.Errorf("heavy-tank = %v, %v", e, err)
	}
	for _, tc := range []struct{ name, text, field, msg string }{
		{"no source", "unit = \"heavy-tank\"\nsize = 3\narmor = 4\n", "source", ""},
		{"a vehicle without armour", "unit = \"heavy-tank\"\nsource = \"ours\"\nsize = 3\n", "armor", ""},
		// "1 chit for each size point it has"
		{"size 0", "unit = \"heavy-tank\"\nsource = \"ours\"\nsize = 0\narmor = 0\n", "size", "a vehicle's size is 1 or more"},
		// "3 for militia, 4 for line elements, 5 for powered armor"
		{"an infantry class of none", "unit = \"infantry-squad\"\nsource = \"ours\"\nclass = \"elite\"\n", "class", `class "elite" is none of militia, line or powered`},
		{"infantry without class", "unit = \"infantry-squad\"\nsource = \"ours\"\n", "class", "gives its class"},
		{"a class on a vehicle", "unit = \"heavy-tank\"\nsource = \"ours\"\nsize = 3\narmor = 4\nclass = \"line\"\n", "class", "is a vehicle in the catalog"},
		{"an Ogre", "unit = \"mark-v\"\nsource = \"ours\"\nsize = 3\narmor = 4\n", "unit", "[[dsii-ogre]] design"},
		{"an unknown unit", "unit = \"tank\"\nsource = \"ours\"\nsize = 3\narmor = 4\n", "unit", "unknown unit"},
		{"a validity unread", "unit = \"heavy-tank\"\nsource = \"ours\"\nsize = 3\narmor = 4\nvalid = {ogre = \"purple\"}\n", "valid", "is not a validity"},
	} {
		_, _, err := houseDSII(t, "[[dsii-element]]\n"+tc.text)
		ps := problems(err)
		if len(ps) != 1 || ps[0].Field != tc.field || !strings.Contains(ps[0].Msg, tc.msg) {
			t.Errorf("%s: got %v, want one problem of %q saying %q", tc.name, err, tc.field, tc.msg)
		}
	}
	// A design's battery's validity is checked too.
	_, _, err = houseDSII(t, dsiiHead+"treads = {count = 1, speed = \"slow\"}\nbatteries = [{kind = \"main\", count = 1, valid = {vehicle = \"red,blue\"}}]\n")
	if ps := problems(err); len(ps) != 1 || !strings.Contains(ps[0].Msg, "valid: vehicle: \"red,blue\" is not a validity") {
		t.Errorf("a validity unread: got %v", err)
	}
}

// TestDSIIOgreCosts: a design's base costs are the referee's house data
// (002 OGRE for DSII lists none): given by a house rule with a built-in
// design's id, they price it; a cost below 0 is refused on its field.
func TestDSIIOgreCosts(t *testing.T) {
	c, _, err := houseDSII(t, "[[dsii-ogre]]\nid = \"dsii-mark-v\"\ncosts = {source = \"ours\", tread = 100, mak_load = 40}\n")
	if err != nil {
		t.Fatal(err)
	}
	d := c.Entry(dsii.TableOgre, "dsii-mark-v").(*dsii.Design)
	if d.Costs.Tread != 100 || d.Costs.MAKLoad != 40 || d.Treads.Count != 4 {
		t.Errorf("the Mark V with house costs: %+v", d)
	}
	_, _, err = houseDSII(t, dsiiHead+"treads = {count = 1, speed = \"slow\"}\nbatteries = [{kind = \"main\", count = 1}]\ncosts = {tread = -5}\n")
	if ps := problems(err); len(ps) != 1 || ps[0].Field != "costs.tread" || !strings.Contains(ps[0].Msg, "must not be negative") {
		t.Errorf("a cost below 0: got %v", err)
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

// mustDefault returns the built-in catalog.
func mustDefault(t *testing.T) *engine.Catalog {
	t.Helper()
	c, err := templates.Default()
	if err != nil {
		t.Fatalf("Default: %v", err)
	}
	return c
}
