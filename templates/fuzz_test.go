package templates

import (
	"flag"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"ogretable/engine"
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

// clone copies the merged entries of one kind, so that a load on top of
// them leaves the original as it was. The entries themselves are shared:
// the loader only changes an entry while checking the file that holds it.
func (t *table[T]) clone() merged {
	return &table[T]{kind: t.kind, spec: t.spec, list: slices.Clone(t.list), at: maps.Clone(t.at)}
}

// builtin is the loader's state after the built-in files: parsing them
// costs milliseconds, so a fuzz process does it once and every execution
// loads its one file on top of a copy.
type builtin struct {
	tables map[string]merged
	next   int // the load order of the file that comes after them
}

var builtins = sync.OnceValues(func() (*builtin, error) {
	files, err := fsGlob()
	if err != nil {
		return nil, err
	}
	names := slices.Sorted(maps.Keys(files))
	l := &loader{tables: make(map[string]merged, len(kinds))}
	for _, k := range kinds {
		l.tables[k.name] = k.newTable(k)
	}
	for i, name := range names {
		l.file(&source{name: name, order: i}, []byte(files[name]))
	}
	if err := l.err(); err != nil {
		return nil, err
	}
	return &builtin{tables: l.tables, next: len(names)}, nil
})

// loadOnTop does what Load does for one more file after the built-in
// files: name is the name errors print, user says whether it is a house
// rule (it replaces built-in entries) or one more built-in file (a
// duplicate id is an error). TestLoadOnTopIsLoad keeps it equal to Load.
func (b *builtin) loadOnTop(name string, user bool, data []byte) (*engine.Catalog, error) {
	l := &loader{tables: make(map[string]merged, len(b.tables))}
	for k, t := range b.tables {
		l.tables[k] = t.(interface{ clone() merged }).clone()
	}
	l.file(&source{name: name, user: user, order: b.next}, data)
	if !l.broken {
		l.crossCheck()
	}
	if err := l.err(); err != nil {
		return nil, err
	}
	return l.catalog(), nil
}

// FuzzLoad loads arbitrary file contents, alone, beside the built-in files
// and as a house rule on top of them: the loader must never panic, must
// return a catalog or an error, and every error line must start with
// "templates: ". The built-in files are parsed once per process, so an
// execution costs the one file.
//
// The seeds are in testdata/fuzz/FuzzLoad: small files (the first entry of
// each built-in file, house rules that reach the checks), because the fuzzer
// minimises every new input it keeps, and a whole built-in file takes it
// minutes.
func FuzzLoad(f *testing.F) {
	b, err := builtins()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		alone := fstest.MapFS{"fuzz.toml": &fstest.MapFile{Data: data}}
		c, err := Load(alone, "")
		check(t, c, err)
		c, err = b.loadOnTop("zz-fuzz.toml", false, data)
		check(t, c, err)
		c, err = b.loadOnTop("house/fuzz.toml", true, data)
		check(t, c, err)
		lay := scan(string(data))
		for _, kind := range tableNames() {
			lay.entriesOf(kind)
		}
	})
}

func check(t *testing.T, c *engine.Catalog, err error) {
	t.Helper()
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

// TestLoadOnTopIsLoad: the fuzz target's shortcut gives what Load gives, for
// the checked-in corpus, as a built-in file and as a house rule.
func TestLoadOnTopIsLoad(t *testing.T) {
	if fuzzing := flag.Lookup("test.fuzz"); fuzzing != nil && fuzzing.Value.String() != "" {
		t.Skip("fuzzing: the seeds were checked by the plain test run")
	}
	b, err := builtins()
	if err != nil {
		t.Fatal(err)
	}
	files, err := fsGlob()
	if err != nil {
		t.Fatal(err)
	}
	inputs := [][]byte{nil}
	corpus, _ := filepath.Glob(filepath.Join("testdata", "fuzz", "FuzzLoad", "*"))
	for _, path := range corpus {
		inputs = append(inputs, corpusBytes(t, path))
	}
	for _, data := range inputs {
		beside := fstest.MapFS{"zz-fuzz.toml": &fstest.MapFile{Data: data}}
		for name, text := range files {
			beside[name] = &fstest.MapFile{Data: []byte(text)}
		}
		wantC, wantErr := Load(beside, "")
		gotC, gotErr := b.loadOnTop("zz-fuzz.toml", false, data)
		same(t, "beside", data, wantC, wantErr, gotC, gotErr)

		dir := t.TempDir()
		path := filepath.Join(dir, "fuzz.toml")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		wantC, wantErr = Load(Files(), dir)
		gotC, gotErr = b.loadOnTop(path, true, data)
		same(t, "house rule", data, wantC, wantErr, gotC, gotErr)
	}
	// the loads on top left the built-in state as it was
	c, err := b.loadOnTop("none.toml", true, nil)
	d, _ := Default()
	if err != nil || !reflect.DeepEqual(c, d) {
		t.Fatalf("an empty file on top of the built-ins: %v, same catalog as Default: %v", err, reflect.DeepEqual(c, d))
	}
}

func same(t *testing.T, how string, data []byte, wantC *engine.Catalog, wantErr error, gotC *engine.Catalog, gotErr error) {
	t.Helper()
	if (wantErr == nil) != (gotErr == nil) || wantErr != nil && wantErr.Error() != gotErr.Error() {
		t.Fatalf("%s %q: Load says %v, the shortcut %v", how, data, wantErr, gotErr)
	}
	if !reflect.DeepEqual(wantC, gotC) {
		t.Fatalf("%s %q: Load and the shortcut make different catalogs", how, data)
	}
}

// corpusBytes reads the one []byte value of a fuzz corpus file
// ("go test fuzz v1", then []byte("...")).
func corpusBytes(t testing.TB, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitN(strings.TrimSpace(string(data)), "\n", 2)
	if len(lines) != 2 || !strings.HasPrefix(lines[1], "[]byte(") || !strings.HasSuffix(lines[1], ")") {
		t.Fatalf("%s: not a corpus file of one []byte", path)
	}
	s, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(lines[1], "[]byte("), ")"))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return []byte(s)
}
