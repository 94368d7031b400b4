package outfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWrite: each way a file cannot be written is a sentence that says
// what is wrong (and, with Flags, names -o and --force), leaves the file
// there as it was and no temporary file beside it; a file is written
// whole, and written over only with Force.
func TestWrite(t *testing.T) {
	dir := t.TempDir()
	plain := filepath.Join(dir, "plain")
	there := filepath.Join(dir, "there.pdf")
	for _, p := range []string{plain, there} {
		if err := os.WriteFile(p, []byte("old"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	broken := errors.New("the drawing failed")
	body := func(w io.Writer) error { _, err := io.WriteString(w, "new"); return err }
	cases := []struct {
		name   string
		path   string
		opt    Options
		write  func(io.Writer) error
		says   []string // in the sentence; none for a file written
		exists bool     // the error matches ErrExists
	}{
		{"a new file", filepath.Join(dir, "new.pdf"), Options{}, body, nil, false},
		{"over a file, forced", there, Options{Force: true}, body, nil, false},
		{"no folder", filepath.Join(dir, "missing", "x.pdf"), Options{}, body,
			[]string{"the folder " + filepath.Join(dir, "missing") + " does not exist; create it first"}, false},
		{"no folder, flags", filepath.Join(dir, "missing", "x.pdf"), Options{Flags: true}, body,
			[]string{"does not exist; create it first, or choose another file with -o"}, false},
		{"through a file", filepath.Join(plain, "x.pdf"), Options{Flags: true}, body,
			[]string{plain + " is not a folder; choose another file with -o"}, false},
		{"a folder", dir, Options{Flags: true}, body, []string{"it is a folder; give a file name in it with -o"}, false},
		{"a folder, no flags", dir, Options{}, body, []string{"it is a folder; name a file in it"}, false},
		{"a file there", filepath.Join(dir, "plain"), Options{}, body, []string{"plain already exists and was left as it was"}, true},
		{"a file there, flags", filepath.Join(dir, "plain"), Options{Flags: true}, body,
			[]string{"give --force to replace it, or another file with -o"}, true},
		{"the drawing fails", filepath.Join(dir, "fails.pdf"), Options{}, func(w io.Writer) error {
			io.WriteString(w, "half")
			return broken
		}, []string{"cannot write " + filepath.Join(dir, "fails.pdf") + " (the drawing failed); nothing was written"}, false},
	}
	if os.Getuid() != 0 { // root writes in any folder
		locked := filepath.Join(dir, "locked")
		if err := os.Mkdir(locked, 0o555); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.Chmod(locked, 0o755) })
		cases = append(cases, struct {
			name   string
			path   string
			opt    Options
			write  func(io.Writer) error
			says   []string
			exists bool
		}{"a folder that cannot be written", filepath.Join(locked, "x.pdf"), Options{Flags: true}, body,
			[]string{"the folder " + locked + " cannot be written", "with -o"}, false})
	}
	for _, c := range cases {
		before, _ := os.ReadFile(c.path)
		err := Write(c.path, c.opt, c.write)
		if c.says == nil {
			if got, _ := os.ReadFile(c.path); err != nil || string(got) != "new" {
				t.Errorf("%s: %v, the file holds %q", c.name, err, got)
			}
			continue
		}
		var oe *Error
		if !errors.As(err, &oe) || !strings.HasPrefix(err.Error(), "outfile: ") {
			t.Errorf("%s: %v, want an *Error", c.name, err)
			continue
		}
		for _, s := range c.says {
			if !strings.Contains(oe.Sentence(), s) {
				t.Errorf("%s: %q does not say %q", c.name, oe.Sentence(), s)
			}
		}
		if errors.Is(err, ErrExists) != c.exists {
			t.Errorf("%s: errors.Is(ErrExists) = %v", c.name, !c.exists)
		}
		if c.write != nil && c.name == "the drawing fails" && !errors.Is(err, broken) {
			t.Errorf("%s: the drawing's error is not inside: %v", c.name, err)
		}
		if after, _ := os.ReadFile(c.path); string(after) != string(before) {
			t.Errorf("%s: the file holds %q, was %q", c.name, after, before)
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("a temporary file was left: %s", e.Name())
		}
	}
}

// TestFree: the name offered instead of a file already there.
func TestFree(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"a.pdf", "a-2.pdf", "b"} {
		if err := os.WriteFile(filepath.Join(dir, n), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for in, want := range map[string]string{"a.pdf": "a-3.pdf", "new.pdf": "new.pdf", "b": "b-2"} {
		if got := Free(filepath.Join(dir, in)); got != filepath.Join(dir, want) {
			t.Errorf("Free(%s) = %s, want %s", in, filepath.Base(got), want)
		}
	}
}

// TestWriteFile: no overwrite without force, a clear error for a missing
// folder, and no file left behind when drawing fails (moved here from
// sheets, whose WriteFile this package replaced).
func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.pdf")
	ok := func(w io.Writer) error { _, err := w.Write([]byte("%PDF")); return err }
	if err := Write(p, Options{Flags: true}, ok); err != nil {
		t.Fatal(err)
	}
	if err := Write(p, Options{Flags: true}, ok); err == nil || !strings.Contains(err.Error(), "--force") {
		t.Errorf("overwrite without force: %v", err)
	}
	if err := Write(p, Options{Force: true, Flags: true}, ok); err != nil {
		t.Errorf("overwrite with force: %v", err)
	}
	if err := Write(filepath.Join(dir, "no", "a.pdf"), Options{Flags: true}, ok); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("missing folder: %v", err)
	}
	bad := func(w io.Writer) error { w.Write([]byte("half")); return io.ErrUnexpectedEOF }
	if err := Write(filepath.Join(dir, "b.pdf"), Options{Flags: true}, bad); err == nil {
		t.Error("a failed draw was not reported")
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Errorf("files left in the folder: %v", ents)
	}
}

// TestFilesTogether: a document and its parts written with Files over an
// older set are all replaced, and an older part the new set does not have
// removed, or none: a part whose drawing fails, or whose rename fails after
// the others were renamed, leaves every old file as it was and no
// temporary file (issue 21: report --force over an older report with
// timeline parts).
func TestFilesTogether(t *testing.T) {
	writes := func(s string) func(io.Writer) error {
		return func(w io.Writer) error { _, err := io.WriteString(w, s); return err }
	}
	broken := errors.New("the drawing failed")
	cases := []struct {
		name   string
		spoil  func(dir string) // after the parts are added, before Commit
		failAt int              // the part whose drawing fails; -1 for none
		says   string
	}{
		{"all written", nil, -1, ""},
		{"the second part's drawing fails", nil, 2, "(the drawing failed); nothing was written"},
		{"the last rename fails", func(dir string) {
			// A folder with a file in it where the last part goes: a
			// file cannot be renamed onto it.
			p := filepath.Join(dir, "report-timeline-2.pdf")
			os.Remove(p)
			os.MkdirAll(filepath.Join(p, "x"), 0o755)
		}, -1, "nothing was written"},
	}
	names := []string{"report.pdf", "report-timeline-1.pdf", "report-timeline-2.pdf"}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			for _, n := range names {
				if err := os.WriteFile(filepath.Join(dir, n), []byte("old "+n), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			// An older part the new set does not have.
			stale := filepath.Join(dir, "report-timeline-3.pdf")
			if err := os.WriteFile(stale, []byte("old part 3"), 0o644); err != nil {
				t.Fatal(err)
			}
			files := NewFiles(Options{Force: true})
			defer files.Abort()
			var err error
			for i, n := range names {
				w := writes("new " + n)
				if i == c.failAt {
					w = func(w io.Writer) error { io.WriteString(w, "half"); return broken }
				}
				if err = files.Add(filepath.Join(dir, n), w); err != nil {
					break
				}
			}
			if err == nil {
				files.Remove(stale)
				if c.spoil != nil {
					c.spoil(dir)
				}
				err = files.Commit()
			}
			files.Abort()
			if c.says == "" {
				if err != nil {
					t.Fatal(err)
				}
			} else if err == nil || !strings.Contains(err.Error(), c.says) {
				t.Fatalf("error %v; want one saying %q", err, c.says)
			}
			for i, n := range names {
				got, _ := os.ReadFile(filepath.Join(dir, n))
				want := "new " + n
				if c.says != "" {
					want = "old " + n
				}
				if c.spoil != nil && i == len(names)-1 {
					continue // spoiled: a folder now
				}
				if string(got) != want {
					t.Errorf("%s holds %q, want %q", n, got, want)
				}
			}
			if got, err := os.ReadFile(stale); c.says == "" && err == nil {
				t.Errorf("the older part was left: %q", got)
			} else if c.says != "" && string(got) != "old part 3" {
				t.Errorf("the older part holds %q (%v), want it as it was", got, err)
			}
			ents, _ := os.ReadDir(dir)
			for _, e := range ents {
				if strings.HasSuffix(e.Name(), ".tmp") || strings.HasSuffix(e.Name(), ".old") {
					t.Errorf("a temporary file was left: %s", e.Name())
				}
			}
		})
	}
}
