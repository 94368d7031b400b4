package dashboard

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/outfile"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// printDir is the folder the print key writes its files to: the current
// one (tests change it).
var printDir = "."

// Printer draws the documents the print key offers and writes each to a
// PDF file whole, never over a file already there (an error matching
// outfile.ErrExists). The program fills Options.Print with package sheets'
// (sheets.Printer), as it fills SaveWalker with the database, so that the
// dashboard draws nothing on paper itself. The unit sheets offered are the
// game's rule system's (an Ogre's, a walker's), each
// named by its kind. The File methods name each document's file in the
// current folder; the others write it to path and return the files
// written, the document first.
type Printer interface {
	// SheetKinds returns the kinds of unit sheet game g's system prints,
	// in the menu's order.
	SheetKinds(g *engine.Game) []string
	// SheetMenu returns the key of the sheets of kind, what each is a
	// sheet of ("Ogre") and what a game's sheet marks ("damage marked").
	SheetMenu(g *engine.Game, kind string) (key rune, name, marked string)
	// SheetUnit returns the unit whose sheet of kind the menu offers:
	// selected when it has one, else the system's choice; nil for none.
	SheetUnit(g *engine.Game, kind string, selected *engine.Unit) *engine.Unit
	SheetFile(g *engine.Game, kind string, gameID int64, u *engine.Unit) string
	Sheet(path string, g *engine.Game, info tracker.Info, kind string, u *engine.Unit) ([]outfile.Written, error)
	RosterFile(gameID int64) string
	Roster(path string, g *engine.Game, info tracker.Info) ([]outfile.Written, error)
	ReportFile(gameID int64) string
	Report(path string, s *tracker.Session) ([]outfile.Written, error)
}

// openPrint asks what to print to a PDF file: a unit sheet of each kind
// the game's system prints (o the Ogre of the panel,
// else the first; w the walker selected, else the first in play), r the
// force roster, p the battle report. The drawing is Options.Print's; the
// dashboard only asks and says where the file went.
func (d *Dashboard) openPrint() {
	pr := d.opt.Print
	if pr == nil {
		d.SetStatus(present.ToneError, "Printing is not available here: nothing was printed.")
		return
	}
	info := d.s.Info()
	row := func(key, what, file string) present.Row {
		return present.Row{Cells: []present.Cell{{Text: key, Tone: present.ToneKey}, {Text: "  " + what, Tone: present.ToneText}, {Text: "  " + file, Tone: present.ToneDim}}}
	}
	var rows []present.Row
	var keys []string
	sheets := map[rune]string{} // key → kind
	for _, kind := range pr.SheetKinds(d.Game()) {
		key, name, marked := pr.SheetMenu(d.Game(), kind)
		what, file := "no "+name+" in play", ""
		if u := d.printUnit(kind); u != nil {
			what, file = fmt.Sprintf("%s (%s), %s", u.Label, u.Type.Name, marked), pr.SheetFile(d.Game(), kind, info.ID, u)
		}
		rows = append(rows, row(string(key), "the "+name+" sheet: "+what, file))
		keys = append(keys, string(key))
		sheets[key] = kind
	}
	rows = append(rows,
		row("r", "the force roster", pr.RosterFile(info.ID)),
		row("p", "the battle report", pr.ReportFile(info.ID)),
		present.Row{Cells: []present.Cell{{Text: "The file goes in the current folder; one already there is not written over.", Tone: present.ToneDim}}},
	)
	keys = append(keys, "r", "p")
	dl := NewDialog(d.th, "Print to a PDF file")
	dl.Rows = func(int) []present.Row { return rows }
	dl.Footer = []present.Cell{{Text: strings.Join(keys, " "), Tone: present.ToneKey}, {Text: " print   ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " cancel", Tone: present.ToneDim}}
	dl.Keys = func(ev *tcell.EventKey) bool {
		kind, isSheet := "", false
		if ev.Key() == tcell.KeyRune {
			kind, isSheet = sheets[ev.Rune()]
		}
		switch {
		case isSheet:
			d.CloseDialog()
			g := d.Game()
			u := d.printUnit(kind)
			if u == nil {
				_, name, _ := pr.SheetMenu(g, kind)
				d.SetStatus(present.ToneError, fmt.Sprintf("No %s is in play: there is no %s sheet to print.", name, name))
				return true
			}
			d.printTo(pr.SheetFile(g, kind, info.ID, u), func(path string) ([]outfile.Written, error) { return pr.Sheet(path, g, info, kind, u) })
		case IsRune(ev, 'r'):
			d.CloseDialog()
			d.printTo(pr.RosterFile(info.ID), func(path string) ([]outfile.Written, error) { return pr.Roster(path, d.Game(), info) })
		case IsRune(ev, 'p'):
			d.CloseDialog()
			d.printTo(pr.ReportFile(info.ID), func(path string) ([]outfile.Written, error) { return pr.Report(path, d.s) })
		case ev.Key() == tcell.KeyEscape:
			d.CloseDialog()
		}
		return true
	}
	d.ShowDialog(dl, FitDialog(dl, 90, 2))
}

// printUnit returns the unit whose sheet of kind the print menu offers: the
// one selected in the roster when it has one, else the system's choice
// (Printer.SheetUnit); nil when there is none.
func (d *Dashboard) printUnit(kind string) *engine.Unit {
	g := d.Game()
	return d.opt.Print.SheetUnit(g, kind, g.Unit(d.ogreSel))
}

// printTo writes a document to name in printDir with write, which returns
// what it wrote, and says where in the status line. A file already there is
// not written over: the referee is offered another name.
func (d *Dashboard) printTo(name string, write func(path string) ([]outfile.Written, error)) {
	path := filepath.Join(printDir, name)
	written, err := write(path)
	if errors.Is(err, outfile.ErrExists) {
		other := outfile.Free(path)
		d.ConfirmOr("Print", []present.Row{
			{Cells: []present.Cell{{Text: filepath.Base(path) + " is already there, and is not written over.", Tone: present.ToneBold}}},
			{Cells: []present.Cell{{Text: "Write " + filepath.Base(other) + " instead?", Tone: present.ToneText}}},
		}, "write "+filepath.Base(other), "cancel", true, func() { d.printTo(filepath.Base(other), write) },
			func() { d.SetStatus(present.ToneDim, "Nothing printed: "+filepath.Base(path)+" is already there.") })
		return
	}
	if err != nil {
		d.Refuse(err)
		return
	}
	where := written[0].Path
	if abs, err := filepath.Abs(where); err == nil {
		where = abs
	}
	msg := fmt.Sprintf("Wrote %s (%s).", where, engine.Counted(written[0].Pages, "page", "pages"))
	if n := len(written) - 1; n > 0 {
		msg = fmt.Sprintf("Wrote %s (%s), and its timeline in %s beside it.", where, engine.Counted(written[0].Pages, "page", "pages"), engine.Counted(n, "file", "files"))
	}
	d.SetStatus(present.ToneOK, msg)
}
