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
	return place(path, opt, func(tmp *os.File) (*os.File, error) {
		bw := bufio.NewWriterSize(tmp, 64<<10)
		if err := write(bw); err != nil {
			return tmp, err
		}
		return tmp, bw.Flush()
	})
}

// Fill is Write for a file that another writer makes by its path (SQLite
// writing a copy of a database, say): fill is given the path of an empty
// temporary file in path's folder, writes it whole, and returns nil only
// once it is right; the file is then synced and renamed onto path. When
// fill fails, nothing is left at path, the temporary file is removed, and
// fill's error is given back inside the error.
func Fill(path string, opt Options, fill func(tmp string) error) error {
	return place(path, opt, func(tmp *os.File) (*os.File, error) {
		if err := tmp.Close(); err != nil {
			return tmp, err
		}
		if err := fill(tmp.Name()); err != nil {
			return tmp, err
		}
		// Opened again, to be synced by place.
		return os.OpenFile(tmp.Name(), os.O_RDWR, 0)
	})
}

// place makes the file at path whole or not at all, for Write and Fill:
// a temporary file beside it that fill fills, returning it open (the
// handle it was given, or another on the same file), then chmod, sync,
// close and rename.
func place(path string, opt Options, fill func(tmp *os.File) (*os.File, error)) error {
	if err := Check(path, opt); err != nil {
		return err
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		other := ""
		if opt.Flags {
			other = "; choose another file with -o"
		}
		return fail(path, err, "cannot write %s: the folder %s cannot be written (%v)%s", path, dir, reason(err), other)
	}
	name := tmp.Name()
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(name)
		}
	}()
	for _, step := range []func() error{
		func() error {
			f, err := fill(tmp)
			if f != nil && f != tmp {
				tmp.Close()
				tmp = f
			}
			return err
		},
		// Closures, not method values: fill may have given another handle.
		func() error { return tmp.Chmod(0o644) },
		func() error { return tmp.Sync() },
		func() error { return tmp.Close() },
		func() error { return os.Rename(name, path) },
	} {
		if err := step(); err != nil {
			return fail(path, err, "cannot write %s (%v); nothing was written", path, reason(err))
		}
	}
	done = true
	// The rename is durable once the folder is synced; a folder that
	// cannot be synced (some network shares) still holds the whole file.
	if df, err := os.Open(dir); err == nil {
		_ = df.Sync()
		df.Close()
	}
	return nil
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
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err.Error()
	}
	if s, ok := err.(interface{ Sentence() string }); ok {
		return s.Sentence()
	}
	return err.Error()
}
