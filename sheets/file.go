package sheets

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"ogretable/engine"
	"ogretable/outfile"
	"ogretable/tracker"
)

// WriteReport draws the battle report of a game and writes it to path
// with outfile.Files: the report, then, for a game of more than
// TimelinePart events, each part of its timeline to the files
// TimelineFiles names beside it, each drawn, written to a temporary file
// and let go before the next, so that the memory it takes does not grow
// with the game. Every file is checked before any is drawn or written (one
// already there is an error matching outfile.ErrExists unless out.Force is
// set), and the report and its parts are renamed onto their paths only
// once every one is written: when one cannot be, none is, and the files
// there (an older report and its parts) are left as they were; with
// out.Force, the parts of an older report beyond the new one's are removed
// with them. It returns the files written, the report first.
func WriteReport(path string, out outfile.Options, opt Options, info tracker.Info, cat *engine.Catalog, src Log) ([]outfile.Written, error) {
	if err := outfile.Check(path, out); err != nil {
		return nil, err // before drawing it all
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
	for _, p := range paths[1:] {
		if err := outfile.Check(p, out); err != nil {
			return nil, err
		}
	}
	files := outfile.NewFiles(out)
	defer files.Abort()
	var done []outfile.Written
	for i, p := range paths {
		if i > 0 {
			doc = New(opt)
			if err := doc.DrawTimelinePart(info, src, i, n); err != nil {
				return nil, err
			}
		}
		if err := files.Add(p, doc.Write); err != nil {
			return nil, err
		}
		done = append(done, outfile.Written{Path: p, Pages: doc.Pages()})
		doc = nil
	}
	// The parts of an older report beyond the new one's go with it.
	for i := n + 1; ; i++ {
		p := filepath.Join(filepath.Dir(path), timelineFile(opt.File, i))
		if _, err := os.Lstat(p); err != nil {
			break
		}
		files.Remove(p)
	}
	if err := files.Commit(); err != nil {
		return nil, err
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

// WalkerFile returns the default file name of the sheet of walker u in
// game id: "game-12-W1.pdf", the label as the game writes it.
func WalkerFile(id int64, u *engine.Unit) string {
	name := strings.Map(func(r rune) rune {
		if r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' {
			return r
		}
		return '-'
	}, u.Label)
	return fmt.Sprintf("game-%d-%s.pdf", id, name)
}

// RosterFile returns the default file name of a game's roster:
// "game-12-roster.pdf".
func RosterFile(id int64) string { return FileName("game", fmt.Sprint(id), "roster") }
