// Package outfile writes the files the program makes (record sheets,
// battle reports, exported games) whole or not at all: into a temporary
// file beside the one named, synced, then renamed onto it, so that a
// failure half-way never leaves a partial file where the referee looks for
// one. What it refuses, it refuses with a sentence that says what is wrong
// and what to do.
package outfile

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// ErrExists is matched by the error of Write or Check when the file is
// already there and writing over it was not asked for.
var ErrExists = errors.New("outfile: the file is already there")

// Written is a file written whole: its path, and its pages when it is a
// document (a sheet, a report).
type Written struct {
	Path  string
	Pages int
}

// Options say how Write treats a file already there, and how its errors
// say what to do.
type Options struct {
	// Force writes over a file already there.
	Force bool
	// Flags names the command line's -o and --force in what an error
	// says to do; without it (the dashboard) the errors only say what is
	// wrong and that nothing was written.
	Flags bool
}

// Error is an error of Write or Check: the file that cannot be written,
// what is wrong, and the operating system's error when there is one. Its
// text starts with the package name; Sentence is the same without it.
type Error struct {
	Path     string
	Err      error // the operating system's error, or nil
	sentence string
	exists   bool
}

// Error returns the error's text, starting with the package name.
func (e *Error) Error() string { return "outfile: " + e.sentence }

// Sentence returns what is wrong and what to do, for the referee.
func (e *Error) Sentence() string { return e.sentence }

// Unwrap returns the operating system's error, or nil.
func (e *Error) Unwrap() error { return e.Err }

// Is makes the error of a file already there match ErrExists.
func (e *Error) Is(target error) bool { return target == ErrExists && e.exists }

// Check returns the error that Write would give path before writing
// anything: a folder that does not exist or is not a folder, a path that
// is a folder, or, without opt.Force, a file already there (matching
// ErrExists). It returns nil when path can be tried; a folder that cannot
// be written is found only by Write.
func Check(path string, opt Options) error {
	dir := filepath.Dir(path)
	other := ""
	if opt.Flags {
		other = "; choose another file with -o"
	}
	if st, err := os.Stat(dir); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			create := "; create it first"
			if opt.Flags {
				create = "; create it first, or choose another file with -o"
			}
			return fail(path, err, "cannot write %s: the folder %s does not exist%s", path, dir, create)
		}
		return fail(path, err, "cannot write %s: the folder %s cannot be read (%v)%s", path, dir, reason(err), other)
	} else if !st.IsDir() {
		return fail(path, nil, "cannot write %s: %s is not a folder%s", path, dir, other)
	}
	st, err := os.Stat(path)
	switch {
	case err != nil:
		return nil
	case st.IsDir():
		name := "; name a file in it"
		if opt.Flags {
			name = "; give a file name in it with -o"
		}
		return fail(path, nil, "cannot write %s: it is a folder%s", path, name)
	case !opt.Force:
		e := fail(path, nil, "%s already exists and was left as it was", path)
		if opt.Flags {
			e.sentence += "; give --force to replace it, or another file with -o"
		}
		e.exists = true
		return e
	}
	return nil
}

// Write writes what write produces to path, all of it or nothing: into a
// temporary file in the same folder, buffered, synced, then renamed onto
// path (and the folder synced, where it can be), so that no partial file
// is ever left at path, and the temporary file is removed when anything
// fails. It refuses what Check refuses; a folder that cannot be written,
// or a write that fails, is an error that says nothing was written. An
// error that write returns is given back inside such an error.
func Write(path string, opt Options, write func(io.Writer) error) error {
	b := NewFiles(opt)
	defer b.Abort()
	if err := b.Add(path, write); err != nil {
		return err
	}
	return b.Commit()
}

// Fill is Write for a file that another writer makes by its path (SQLite
// writing a copy of a database, say): fill is given the path of an empty
// temporary file in path's folder, writes it whole, and returns nil only
// once it is right; the file is then synced and renamed onto path. When
// fill fails, nothing is left at path, the temporary file is removed, and
// fill's error is given back inside the error.
func Fill(path string, opt Options, fill func(tmp string) error) error {
	b := NewFiles(opt)
	defer b.Abort()
	if err := b.AddFilled(path, fill); err != nil {
		return err
	}
	return b.Commit()
}

// Files writes several files together, as one: a document and its parts,
// all replaced or none. Add writes each, as Write would, into a temporary
// file beside it, and Commit renames them all onto their paths once every
// one is whole on the disk; Abort, deferred, removes what was not
// committed. A disk that fills up, or a drawing that fails, half-way
// through the files leaves every file at their paths as it was.
type Files struct {
	opt     Options
	pending []pendingFile
}

// pendingFile is a file written to tmp, to be renamed onto path, or, with
// tmp "", a file to remove.
type pendingFile struct{ path, tmp string }

// NewFiles returns an empty set of files, to be written with opt.
func NewFiles(opt Options) *Files { return &Files{opt: opt} }

// Add writes what write produces into a temporary file beside path,
// synced and closed, to be renamed onto path by Commit. It refuses what
// Check refuses, and a path already added; a folder that cannot be
// written, or a write that fails, is an error that says nothing was
// written (nor will be: the caller aborts).
func (b *Files) Add(path string, write func(io.Writer) error) error {
	return b.add(path, func(tmp *os.File) (*os.File, error) {
		bw := bufio.NewWriterSize(tmp, 64<<10)
		if err := write(bw); err != nil {
			return tmp, err
		}
		return tmp, bw.Flush()
	})
}

// AddFilled is Add for a file that another writer makes by its path
// (SQLite writing a copy of a database, say): fill is given the path of an
// empty temporary file beside path, writes it whole, and returns nil only
// once it is right; the file is then synced, to be renamed onto path by
// Commit. When fill fails, its error is given back inside the error.
func (b *Files) AddFilled(path string, fill func(tmp string) error) error {
	return b.add(path, func(tmp *os.File) (*os.File, error) {
		if err := tmp.Close(); err != nil {
			return tmp, err
		}
		if err := fill(tmp.Name()); err != nil {
			return tmp, err
		}
		// Opened again, to be synced.
		return os.OpenFile(tmp.Name(), os.O_RDWR, 0)
	})
}

// add makes a temporary file beside path that fill fills, returning it
// open (the handle it was given, or another on the same file), then
// chmods, syncs and closes it, and adds it to the set.
func (b *Files) add(path string, fill func(tmp *os.File) (*os.File, error)) error {
	if err := Check(path, b.opt); err != nil {
		return err
	}
	for _, p := range b.pending {
		if p.path == path {
			return fail(path, nil, "cannot write %s twice in one go; nothing was written", path)
		}
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		other := ""
		if b.opt.Flags {
			other = "; choose another file with -o"
		}
		return fail(path, err, "cannot write %s: the folder %s cannot be written (%v)%s", path, dir, reason(err), other)
	}
	name := tmp.Name()
	f, err := fill(tmp)
	for _, step := range []func() error{
		func() error { return err },
		func() error { return f.Chmod(0o644) },
		f.Sync,
		f.Close,
	} {
		if err := step(); err != nil {
			tmp.Close()
			if f != nil {
				f.Close()
			}
			os.Remove(name)
			return fail(path, err, "cannot write %s (%v); nothing was written", path, reason(err))
		}
	}
	b.pending = append(b.pending, pendingFile{path: path, tmp: name})
	return nil
}

// Remove adds to the set the removal of path, a file the set replaces
// with nothing (a part of an older document that the new one does not
// have): Commit removes it with the others' renames, and puts it back if
// one fails. It needs Force, and a path that is a file; anything else is
// left alone.
func (b *Files) Remove(path string) {
	if st, err := os.Lstat(path); err != nil || !st.Mode().IsRegular() || !b.opt.Force {
		return
	}
	b.pending = append(b.pending, pendingFile{path: path})
}

// Commit renames every file added onto its path, removes those Remove
// named, and syncs their folders. Should a rename or a removal fail, the
// files renamed or removed before it are put back as they were (the old
// ones were kept as hard links until then), and the error says that
// nothing was written.
func (b *Files) Commit() error {
	type kept struct{ path, old string } // old: a link to the file there before, or ""
	var done []kept
	undo := func() {
		for i := len(done) - 1; i >= 0; i-- {
			if k := done[i]; k.old != "" {
				os.Rename(k.old, k.path)
			} else {
				os.Remove(k.path)
			}
		}
	}
	for i, p := range b.pending {
		old := ""
		if _, err := os.Lstat(p.path); err == nil {
			// A second name for the file there, to put it back with.
			old = p.tmp + ".old"
			if p.tmp == "" {
				old = filepath.Join(filepath.Dir(p.path), fmt.Sprintf(".%s.%d.removed.tmp", filepath.Base(p.path), i))
			}
			if err := os.Link(p.path, old); err != nil {
				old = ""
			}
		}
		if p.tmp == "" {
			if old == "" {
				continue // not kept, so not removed
			}
			if err := os.Remove(p.path); err != nil {
				os.Remove(old)
				undo()
				return fail(p.path, err, "cannot remove %s (%v); nothing was written", p.path, reason(err))
			}
			done = append(done, kept{path: p.path, old: old})
			continue
		}
		if err := os.Rename(p.tmp, p.path); err != nil {
			if old != "" {
				os.Remove(old)
			}
			undo()
			return fail(p.path, err, "cannot write %s (%v); nothing was written", p.path, reason(err))
		}
		done = append(done, kept{path: p.path, old: old})
	}
	for _, k := range done {
		if k.old != "" {
			os.Remove(k.old)
		}
	}
	// The renames are durable once the folders are synced; a folder that
	// cannot be synced (some network shares) still holds the whole files.
	synced := map[string]bool{}
	for _, p := range b.pending {
		if dir := filepath.Dir(p.path); !synced[dir] {
			synced[dir] = true
			if df, err := os.Open(dir); err == nil {
				_ = df.Sync()
				df.Close()
			}
		}
	}
	b.pending = nil
	return nil
}

// Abort removes the temporary files of what was added and not committed.
func (b *Files) Abort() {
	for _, p := range b.pending {
		if p.tmp != "" {
			os.Remove(p.tmp)
		}
	}
	b.pending = nil
}

// Free returns path, or, when a file is already there, the first of path
// with "-2", "-3"... before its extension that is not: the other name to
// offer instead of writing over a file.
func Free(path string) string {
	ext := filepath.Ext(path)
	base := strings.TrimSuffix(path, ext)
	for i := 1; ; i++ {
		p := path
		if i > 1 {
			p = fmt.Sprintf("%s-%d%s", base, i, ext)
		}
		if _, err := os.Stat(p); errors.Is(err, fs.ErrNotExist) {
			return p
		}
	}
}

// fail returns an Error about path, its sentence made by format.
func fail(path string, err error, format string, args ...any) *Error {
	return &Error{Path: path, Err: err, sentence: fmt.Sprintf(format, args...)}
}

// reason is the operating system's reason in an error about a path,
// without the path it repeats; an error that write returned, its sentence.
func reason(err error) string {
	if r := osReason(err); r != nil {
		return r.Error()
	}
	if s, ok := err.(interface{ Sentence() string }); ok {
		return s.Sentence()
	}
	return err.Error()
}

// PathReason returns the operating system's reason in an error about a
// path (a *fs.PathError's or *os.LinkError's), without the path it
// repeats, for a sentence that names the path itself; any other error as
// it is.
func PathReason(err error) error {
	if r := osReason(err); r != nil {
		return r
	}
	return err
}

// osReason returns the reason of a *fs.PathError or *os.LinkError in err,
// nil when it holds neither.
func osReason(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return nil
}
