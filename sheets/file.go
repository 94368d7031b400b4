package sheets

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"ogretable/engine"
	"ogretable/tracker"
)

// ErrExists says that the file to write is already there and overwriting
// was not asked for.
var ErrExists = errors.New("the file exists")

// existsError is the error of a file already there.
type existsError struct{ path string }

// Error says the file is there and how to write over it.
func (e *existsError) Error() string {
	return e.path + " is already there; add --force to write over it"
}

// Is makes the error match ErrExists.
func (e *existsError) Is(target error) bool { return target == ErrExists }

// WriteFile writes what write produces to path all at once: into a
// temporary file in the same folder, renamed onto path only when complete,
// so a failure never leaves a partial file. An existing path is an error
// matching ErrExists unless force is set; a folder that does not exist or
// cannot be written is an error that says so.
func WriteFile(path string, force bool, write func(io.Writer) error) error {
	dir := filepath.Dir(path)
	info, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("the folder %s does not exist; create it first or choose another with -o", dir)
	case err != nil:
		return fmt.Errorf("the folder %s cannot be read: %w", dir, err)
	case !info.IsDir():
		return fmt.Errorf("%s is not a folder", dir)
	}
	if st, err := os.Stat(path); err == nil {
		if st.IsDir() {
			return fmt.Errorf("%s is a folder; name a file to write", path)
		}
		if !force {
			return &existsError{path}
		}
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("the folder %s cannot be written: %w", dir, err)
	}
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := write(tmp); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	done = true
	return nil
}

// Written is a file written, with its pages.
type Written struct {
	Path  string
	Pages int
}

// WriteReport draws the battle report of a game and writes it to path
// with WriteFile: the report, then, for a game of more than TimelinePart
// events, each part of its timeline to the files TimelineFiles names
// beside it, each drawn, written and let go before the next, so that the
// memory it takes does not grow with the game. Every file is checked before
// any is written (an existing one is an error matching ErrExists unless
// force is set); when one cannot be written, those this call wrote are
// removed. It returns the files written, the report first.
func WriteReport(path string, force bool, opt Options, info tracker.Info, cat *engine.Catalog, src Log) ([]Written, error) {
	if _, err := os.Stat(path); err == nil && !force {
		return nil, &existsError{path} // before drawing it all
	}
	opt.File = filepath.Base(path)
	doc := New(opt)
	if err := doc.Report(info, cat, src); err != nil {
		return nil, err
	}
	n := TimelineParts(doc.events)
	paths := []string{path}
	for _, f := range TimelineFiles(opt.File, n) {
		paths = append(paths, filepath.Join(filepath.Dir(path), f))
	}
	if !force {
		for _, p := range paths {
			if _, err := os.Stat(p); err == nil {
				return nil, &existsError{p}
			}
		}
	}
	var done []Written
	fail := func(err error) ([]Written, error) {
		for _, w := range done {
			os.Remove(w.Path)
		}
		return nil, err
	}
	for i, p := range paths {
		if i > 0 {
			doc = New(opt)
			if err := doc.DrawTimelinePart(info, src, i, n); err != nil {
				return fail(err)
			}
		}
		if err := WriteFile(p, force, doc.Write); err != nil {
			return fail(err)
		}
		done = append(done, Written{Path: p, Pages: doc.Pages()})
		doc = nil
	}
	return done, nil
}

// FileName returns parts as a PDF file name: lower case, words joined by
// hyphens ("game-12-mark-v.pdf").
func FileName(parts ...string) string {
	s := strings.ToLower(strings.Join(parts, "-"))
	s = strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '-', r == '.':
			return r
		}
		return '-'
	}, s)
	for strings.Contains(s, "--") {
		s = strings.ReplaceAll(s, "--", "-")
	}
	return strings.Trim(s, "-") + ".pdf"
}

// OgreFile returns the default file name of the sheet of Ogre u in game
// id: "game-12-mark-v.pdf", with its label too when the game has another
// Ogre of its type.
func OgreFile(g *engine.Game, id int64, u *engine.Unit) string {
	n := 0
	for _, x := range g.Units {
		if x.Type.ID == u.Type.ID {
			n++
		}
	}
	if n > 1 {
		return FileName("game", fmt.Sprint(id), u.Type.ID, u.Label)
	}
	return FileName("game", fmt.Sprint(id), u.Type.ID)
}

// RosterFile returns the default file name of a game's roster:
// "game-12-roster.pdf".
func RosterFile(id int64) string { return FileName("game", fmt.Sprint(id), "roster") }

// FreeName returns path, or, when a file is already there, the first of
// path with "-2", "-3"... before its extension that is not: the other name
// to offer instead of writing over a file.
func FreeName(path string) string {
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
