package templates

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
)

// fsGlob returns the text of every built-in file by name.
func fsGlob() (map[string]string, error) {
	fsys := Files()
	names, err := fs.Glob(fsys, "*.toml")
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, n := range names {
		b, err := fs.ReadFile(fsys, n)
		if err != nil {
			return nil, err
		}
		out[n] = string(b)
	}
	return out, nil
}

// FuzzLoad loads arbitrary file contents, alone and beside the built-in
// files: the loader must never panic, must return a catalog or an error, and
// every error line must start with "templates: ".
func FuzzLoad(f *testing.F) {
	files, err := fsGlob()
	if err != nil {
		f.Fatal(err)
	}
	for _, text := range files {
		f.Add([]byte(text))
	}
	f.Add([]byte("[[unit]]\nid = \"x\"\nweapons = [\n{weapon = \"main\", count = -1},\n]\n"))
	f.Add([]byte("[[scenario]]\n[[scenario.forces]]\ntype = 1\n[[scenario.victory]]\n"))
	f.Add([]byte("unit = [{id = 'a'}, 3]\nnotes = '''\n[[unit]]\n'''\n"))
	f.Add([]byte("\xef\xbb\xbf[[unit]]\nid = \"\"\"a\n\"\"\"\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		alone := fstest.MapFS{"fuzz.toml": &fstest.MapFile{Data: data}}
		check(t, alone)
		beside := fstest.MapFS{"zz-fuzz.toml": &fstest.MapFile{Data: data}}
		for name, text := range files {
			beside[name] = &fstest.MapFile{Data: []byte(text)}
		}
		check(t, beside)
		lay := scan(string(data))
		for _, kind := range tableNames {
			lay.entriesOf(kind)
		}
	})
}

func check(t *testing.T, fsys fs.FS) {
	c, err := Load(fsys, "")
	if (c == nil) == (err == nil) {
		t.Fatalf("catalog %v with error %v", c != nil, err)
	}
	if err != nil {
		for _, line := range strings.Split(err.Error(), "\n") {
			if !strings.HasPrefix(line, "templates: ") {
				t.Fatalf("error line %q", line)
			}
		}
	}
}
