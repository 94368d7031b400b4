package templates

import (
	"strings"
	"testing"
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
