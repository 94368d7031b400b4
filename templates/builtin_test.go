package templates_test

import (
	"bytes"
	"os"
	"reflect"
	"testing"

	_ "ogretable/engine/crt" // its special rules, as the program links them
	"ogretable/templates"
)

// TestBuiltinIsTheFiles: builtin.json, which Default reads, is the built-in
// files as Load reads them now, byte for byte, and reads back into the same
// catalog. It fails after a change to data/ until "go generate ./templates"
// writes builtin.json again.
func TestBuiltinIsTheFiles(t *testing.T) {
	want, err := templates.BuiltinJSON()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("builtin.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("builtin.json is not the built-in files as they load now: run go generate ./templates")
	}
	def, err := templates.Default()
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := templates.Load(templates.Files(), "")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name      string
		got, want any
	}{
		{"units", def.Units, loaded.Units},
		{"weapons", def.Weapons, loaded.Weapons},
		{"sizes", def.Sizes, loaded.Sizes},
		{"scenarios", def.Scenarios, loaded.Scenarios},
		{"tables", def.Tables, loaded.Tables},
	} {
		if !reflect.DeepEqual(c.got, c.want) {
			t.Errorf("Default's %s differ from Load's", c.name)
		}
	}
}
