package sheets

import (
	"fmt"

	"ogretable/engine"
	"ogretable/outfile"
	"ogretable/tracker"
)

// Printer draws the documents of a game in play that the dashboard's print
// key offers, on Letter paper in the game's scale, and writes each to a PDF
// file whole, never over a file already there (an error matching
// outfile.ErrExists): the program gives it to the dashboard
// (dashboard.Options.Print), which draws nothing on paper itself. Its File
// methods name each document's file; the others write it to path and
// return the files written, the document first.
type Printer struct{}

// options are the documents' options: Letter, the game's scale and date.
func (Printer) options(g *engine.Game, info tracker.Info, title string) Options {
	return Options{Paper: Letter, Scale: g.Scale, Date: info.Created, Title: title}
}

// write draws one document with draw and writes it to path.
func (Printer) write(path string, opt Options, draw func(*Doc) error) ([]outfile.Written, error) {
	doc := New(opt)
	if err := draw(doc); err != nil {
		return nil, err
	}
	if err := outfile.Write(path, outfile.Options{}, doc.Write); err != nil {
		return nil, err
	}
	return []outfile.Written{{Path: path, Pages: doc.Pages()}}, nil
}

// OgreFile names the file of Ogre u's sheet (OgreFile).
func (Printer) OgreFile(g *engine.Game, gameID int64, u *engine.Unit) string {
	return OgreFile(g, gameID, u)
}

// OgreSheet writes the record sheet of Ogre u of game g, its damage marked.
func (p Printer) OgreSheet(path string, g *engine.Game, info tracker.Info, u *engine.Unit) ([]outfile.Written, error) {
	ref := &GameRef{ID: info.ID, Name: info.Name}
	return p.write(path, p.options(g, info, fmt.Sprintf("Game %d: %s record sheet", info.ID, u.Label)),
		func(doc *Doc) error { return doc.OgreSheet(g, u, ref) })
}

// WalkerFile names the file of walker u's sheet (WalkerFile).
func (Printer) WalkerFile(gameID int64, u *engine.Unit) string { return WalkerFile(gameID, u) }

// WalkerSheet writes the record sheet of walker u of game g, its condition
// marked.
func (p Printer) WalkerSheet(path string, g *engine.Game, info tracker.Info, u *engine.Unit) ([]outfile.Written, error) {
	ref := &GameRef{ID: info.ID, Name: info.Name}
	return p.write(path, p.options(g, info, fmt.Sprintf("Game %d: %s record sheet", info.ID, u.Label)),
		func(doc *Doc) error { return doc.WalkerSheet(g, u, ref) })
}

// RosterFile names the file of the force roster (RosterFile).
func (Printer) RosterFile(gameID int64) string { return RosterFile(gameID) }

// Roster writes the force roster of game g.
func (p Printer) Roster(path string, g *engine.Game, info tracker.Info) ([]outfile.Written, error) {
	return p.write(path, p.options(g, info, fmt.Sprintf("Game %d force roster", info.ID)), func(doc *Doc) error {
		doc.Roster(g, RosterOf{ID: info.ID, Name: info.Name, Scenario: info.Scenario})
		return nil
	})
}

// ReportFile names the file of the battle report (ReportFile).
func (Printer) ReportFile(gameID int64) string { return ReportFile(gameID) }

// Report writes the battle report of the session's game, read from its log
// one event at a time, and the parts of its timeline beside it for a long
// game (WriteReport).
func (p Printer) Report(path string, s *tracker.Session) ([]outfile.Written, error) {
	info := s.Info()
	return WriteReport(path, outfile.Options{}, p.options(s.State(), info, fmt.Sprintf("Game %d battle report", info.ID)), info, s.Catalog(), Lines(s.EachLog))
}
