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

// SheetKinds returns the kinds of unit sheet game g's rule system prints
// (SheetsOf), in the order the print menu offers them.
func (Printer) SheetKinds(g *engine.Game) []string {
	var out []string
	for _, k := range SheetsOf(g) {
		out = append(out, k.Kind)
	}
	return out
}

// SheetMenu returns how the print menu offers game g's sheets of kind: its
// key, what it is a sheet of ("Ogre") and what a sheet of a unit in the
// game marks ("damage marked"); a kind g's system does not print has key 0.
func (Printer) SheetMenu(g *engine.Game, kind string) (key rune, name, marked string) {
	if k := SheetOf(g, kind); k != nil {
		return k.Key, k.Name, k.Marked
	}
	return 0, "", ""
}

// SheetUnit returns the unit of game g whose sheet of kind the print menu
// offers (UnitSheet.Offer): selected when it has one, else the system's
// choice; nil when there is none.
func (Printer) SheetUnit(g *engine.Game, kind string, selected *engine.Unit) *engine.Unit {
	if k := SheetOf(g, kind); k != nil {
		return k.Offer(g, selected)
	}
	return nil
}

// SheetFile names the file of the sheet of kind of unit u of game g, whose
// id is gameID (UnitSheet.File).
func (Printer) SheetFile(g *engine.Game, kind string, gameID int64, u *engine.Unit) string {
	if k := SheetOf(g, kind); k != nil {
		return k.File(g, gameID, u)
	}
	return ""
}

// Sheet writes the record sheet of kind of unit u of game g, its condition
// marked. It errors when g's system prints no sheet of kind, or u has none.
func (p Printer) Sheet(path string, g *engine.Game, info tracker.Info, kind string, u *engine.Unit) ([]outfile.Written, error) {
	k := SheetOf(g, kind)
	if k == nil {
		return nil, fmt.Errorf("sheets: the games of %s print no %s sheet", g.System().Title(), kind)
	}
	ref := &GameRef{ID: info.ID, Name: info.Name}
	return p.write(path, p.options(g, info, fmt.Sprintf("Game %d: %s record sheet", info.ID, u.Label)),
		func(doc *Doc) error { return doc.DrawUnitSheet(k, g, u, ref) })
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
