package templates

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFolder: the files of a house-rules folder, as Load reads them: each
// .toml file with its entries by table, or refused with its problems; any
// other file refused as not read; a folder in it left out; and whether the
// folder's house rules load (issue 31, at the table).
func TestFolder(t *testing.T) {
	const good = `
[[weapon]]
id = "house-gun"
name = "House gun"
kind = "main"
attack = 4
range = 3
defense = 4
source = "house rule (a test's)"
`
	const bad = "[[unit]]\nid = \"x\"\n"
	for _, c := range []struct {
		name  string
		files map[string]string
		// want is each file in name order: "name=table:count,..." when it
		// is read, "name!" and the start of its refusal when it is not.
		want   []string
		loaded bool
	}{
		{"empty", nil, nil, true},
		{"one file", map[string]string{"10-house.toml": good}, []string{"10-house.toml=weapon:1"}, true},
		{"no entry", map[string]string{"a.toml": "# nothing yet\n"}, []string{"a.toml="}, true},
		{"not toml", map[string]string{"a.toml": good, "notes.txt": "hi"}, []string{"a.toml=weapon:1", "notes.txt!not a .toml file"}, true},
		{"a problem stops all", map[string]string{"a.toml": good, "b.toml": bad}, []string{"a.toml=weapon:1", `b.toml!line 1: unit "x": missing field "name"`}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.Mkdir(filepath.Join(dir, "older"), 0o755); err != nil {
				t.Fatal(err)
			}
			for name, text := range c.files {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			files, loaded, err := Folder(Files(), dir)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range files {
				if f.Refused != "" {
					got = append(got, f.Name+"!"+f.Refused)
					continue
				}
				var has []string
				for _, e := range f.Entries {
					has = append(has, fmt.Sprintf("%s:%d", e.Table, e.Count))
				}
				got = append(got, f.Name+"="+strings.Join(has, ","))
			}
			ok := len(got) == len(c.want)
			for i := 0; ok && i < len(got); i++ {
				ok = got[i] == c.want[i] || strings.Contains(c.want[i], "!") && strings.HasPrefix(got[i], c.want[i])
			}
			if !ok {
				t.Errorf("files %q, want %q", got, c.want)
			}
			if loaded != c.loaded {
				t.Errorf("loaded %v, want %v", loaded, c.loaded)
			}
			if _, err := Load(Files(), dir); (err == nil) != c.loaded {
				t.Errorf("Load says %v, Folder loaded %v", err, loaded)
			}
		})
	}
	var fe *FolderError
	if _, _, err := Folder(Files(), filepath.Join(t.TempDir(), "missing")); !errors.As(err, &fe) {
		t.Errorf("a missing folder: %v, want a *FolderError", err)
	}
}
