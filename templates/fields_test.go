package templates

import (
	"maps"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
)

// TestEveryTemplateFieldDocumented: every field the loader reads into a
// table of the template files, the shared ones and every rule system's
// registered, is said in the help (Reference), and none the loader does
// not read (issue 29.11: "generated from the one definition the loader
// uses").
func TestEveryTemplateFieldDocumented(t *testing.T) {
	if u := Undocumented(); len(u) > 0 {
		t.Errorf("the help of the template tables lacks or has in excess:\n%s", strings.Join(u, "\n"))
	}
}

// TestReferenceIsTheLoaders: the reference lists each table the loader
// takes, with each field's kind of value, whether an entry must give it
// and its default, as the loader reads [[ffot-stand]] (004 FFOTigers'
// figures, the referee's).
func TestReferenceIsTheLoaders(t *testing.T) {
	var stand *TableRef
	refs := Reference()
	names := map[string]bool{}
	for i, r := range refs {
		names[r.Name] = true
		if r.Name == "ffot-stand" {
			stand = &refs[i]
		}
	}
	// A rule system's table is in it as soon as it registers: the test
	// system's, registered by this package's tests only.
	if !names["test-stand"] {
		t.Error("the reference lacks the registered [[test-stand]]")
	}
	for _, n := range tableNames() {
		if !names[n] {
			t.Errorf("the reference lacks [[%s]]", n)
		}
	}
	if stand == nil {
		t.Fatal("no [[ffot-stand]]")
	}
	want := map[string]FieldRef{
		"unit":           {Path: "unit", Type: "text", Required: true},
		"armor_side":     {Path: "armor_side", Type: "whole number", Default: "its armor"},
		"soft":           {Path: "soft", Type: "true or false", Default: "true for personnel, false for a vehicle"},
		"weapons":        {Path: "weapons", Type: "list of tables [{ }, ...]"},
		"weapons.ranges": {Path: "weapons.ranges", Type: "list of numbers"},
		"weapons.rocket": {Path: "weapons.rocket", Type: "true or false"},
	}
	for _, f := range stand.Fields {
		w, ok := want[f.Path]
		if !ok {
			continue
		}
		delete(want, f.Path)
		if f.Type != w.Type || f.Required != w.Required || f.Default != w.Default || f.Doc == "" {
			t.Errorf("%s: %+v, want %+v and a description", f.Path, f, w)
		}
	}
	if len(want) > 0 {
		t.Errorf("[[ffot-stand]] lacks %v", want)
	}
}

// TestFFOTStandDocsFireAsTheEngineReads: a fire command the help of
// [[ffot-stand]] gives as an example reads in an FFOTigers game as typed:
// the weapon after the stand and a dot, "fire STAND[.WEAPON] at ..." (the
// issue 29 playtest: "fire HT1 gun at ..." was refused).
func TestFFOTStandDocsFireAsTheEngineReads(t *testing.T) {
	g := &engine.Game{Variant: ffot.Variant}
	seen := 0
	for _, r := range Reference() {
		if r.Name != "ffot-stand" {
			continue
		}
		for _, f := range r.Fields {
			for _, part := range strings.Split(f.Doc, "(fire ")[1:] {
				line, _, _ := strings.Cut(part, ")")
				line = "fire " + strings.ReplaceAll(line, "...", "INF1 range 8")
				seen++
				if _, err := g.ParseCommand(line); err != nil {
					t.Errorf("%s: the example %q is refused: %v", f.Path, line, err)
				}
			}
		}
	}
	if seen == 0 {
		t.Error("no fire command is given as an example in the help of [[ffot-stand]]")
	}
}

// TestRequiredFields: a table's required list gives each field it names
// to every entry, or, in a clause "for" a kind, to entries of that kind
// only.
func TestRequiredFields(t *testing.T) {
	for _, c := range []struct {
		list string
		want map[string]string
	}{
		{`"size" and "units"`, map[string]string{"size": "", "units": ""}},
		{`"id", "name" and "source" (where it comes from, such as "house rule")`, map[string]string{"id": "", "name": "", "source": ""}},
		{`"unit" and "source"; for a vehicle "size" and "armor" (0 for a softskin); for infantry "class" (militia, line or powered)`,
			map[string]string{"unit": "", "source": "", "size": "a vehicle", "armor": "a vehicle", "class": "infantry"}},
	} {
		if got := requiredFields(c.list); !maps.Equal(got, c.want) {
			t.Errorf("requiredFields(%s) = %v, want %v", c.list, got, c.want)
		}
	}
}

// TestDSIIElementRequiredAsChecked: the help marks a [[dsii-element]]'s
// fields as the loader checks them: unit and source of every entry, size
// and armour of a vehicle's, class of infantry's (002 OGRE for DSII,
// Ramming: "A tank with 4 armor must suffer 4 points", infantry "3 for
// militia, 4 for line elements, 5 for powered armor").
func TestDSIIElementRequiredAsChecked(t *testing.T) {
	want := map[string]string{"unit": "every", "source": "every", "size": "a vehicle", "armor": "a vehicle", "class": "infantry", "valid": "", "notes": ""}
	for _, r := range Reference() {
		if r.Name != "dsii-element" {
			continue
		}
		for _, f := range r.Fields {
			w, ok := want[f.Path]
			if !ok {
				continue
			}
			delete(want, f.Path)
			if got := map[bool]string{true: "every", false: f.RequiredFor}[f.Required]; got != w || (f.Required && f.RequiredFor != "") {
				t.Errorf("[[dsii-element]] %s: required %v for %q, want %q", f.Path, f.Required, f.RequiredFor, w)
			}
		}
	}
	if len(want) > 0 {
		t.Errorf("[[dsii-element]] lacks %v", want)
	}
}
