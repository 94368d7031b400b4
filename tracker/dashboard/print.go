package dashboard

import (
	"errors"
	"fmt"
	"path/filepath"

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
// dashboard draws nothing on paper itself. The File methods name each
// document's file in the current folder; the others write it to path and
// return the files written, the document first.
type Printer interface {
	OgreFile(g *engine.Game, gameID int64, u *engine.Unit) string
	OgreSheet(path string, g *engine.Game, info tracker.Info, u *engine.Unit) ([]outfile.Written, error)
	WalkerFile(gameID int64, u *engine.Unit) string
	WalkerSheet(path string, g *engine.Game, info tracker.Info, u *engine.Unit) ([]outfile.Written, error)
	RosterFile(gameID int64) string
	Roster(path string, g *engine.Game, info tracker.Info) ([]outfile.Written, error)
	ReportFile(gameID int64) string
	Report(path string, s *tracker.Session) ([]outfile.Written, error)
}

// openPrint asks what to print to a PDF file: o the Ogre of the Ogre panel's
// sheet, w the walker's sheet (the panel's, else the first in play), r the
// force roster, p the battle report. The drawing is Options.Print's; the
// dashboard only asks and says where the file went.
func (d *Dashboard) openPrint() {
	pr := d.opt.Print
	if pr == nil {
		d.setStatus(present.ToneError, "Printing is not available here: nothing was printed.")
		return
	}
	info := d.s.Info()
	ogre := "no Ogre in play"
	if u := d.shownOgre(); u != nil {
		ogre = fmt.Sprintf("%s (%s), damage marked", u.Label, u.Type.Name)
	}
	row := func(key, what, file string) present.Row {
		return present.Row{Cells: []present.Cell{{Text: key, Tone: present.ToneKey}, {Text: "  " + what, Tone: present.ToneText}, {Text: "  " + file, Tone: present.ToneDim}}}
	}
	walker, walkerFile := "no walker in play", ""
	if u := d.printWalker(); u != nil {
		walker, walkerFile = fmt.Sprintf("%s (%s), its condition marked", u.Label, u.Type.Name), pr.WalkerFile(info.ID, u)
	}
	rows := []present.Row{
		row("o", "the Ogre sheet: "+ogre, d.ogreFile()),
		row("w", "the walker sheet: "+walker, walkerFile),
		row("r", "the force roster", pr.RosterFile(info.ID)),
		row("p", "the battle report", pr.ReportFile(info.ID)),
		{Cells: []present.Cell{{Text: "The file goes in the current folder; one already there is not written over.", Tone: present.ToneDim}}},
	}
	dl := newDialog(d.th, "Print to a PDF file")
	dl.rows = func(int) []present.Row { return rows }
	dl.footer = []present.Cell{{Text: "o w r p", Tone: present.ToneKey}, {Text: " print   ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " cancel", Tone: present.ToneDim}}
	dl.keys = func(ev *tcell.EventKey) bool {
		switch {
		case isRune(ev, 'o'):
			d.closeDialog()
			if d.shownOgre() == nil {
				d.setStatus(present.ToneError, "No Ogre is in play: there is no Ogre sheet to print.")
				return true
			}
			d.printTo(d.ogreFile(), func(path string) ([]outfile.Written, error) { return pr.OgreSheet(path, d.game(), info, d.shownOgre()) })
		case isRune(ev, 'w'):
			d.closeDialog()
			u := d.printWalker()
			if u == nil {
				d.setStatus(present.ToneError, "No walker is in play: there is no walker sheet to print.")
				return true
			}
			d.printTo(pr.WalkerFile(info.ID, u), func(path string) ([]outfile.Written, error) { return pr.WalkerSheet(path, d.s.State(), info, u) })
		case isRune(ev, 'r'):
			d.closeDialog()
			d.printTo(pr.RosterFile(info.ID), func(path string) ([]outfile.Written, error) { return pr.Roster(path, d.game(), info) })
		case isRune(ev, 'p'):
			d.closeDialog()
			d.printTo(pr.ReportFile(info.ID), func(path string) ([]outfile.Written, error) { return pr.Report(path, d.s) })
		case ev.Key() == tcell.KeyEscape:
			d.closeDialog()
		}
		return true
	}
	d.showDialog(dl, fitDialog(dl, 90, 2))
}

// ogreFile is the default file of the sheet of the Ogre panel's Ogre.
func (d *Dashboard) ogreFile() string {
	if u := d.shownOgre(); u != nil {
		return d.opt.Print.OgreFile(d.game(), d.s.Info().ID, u)
	}
	return ""
}

// printTo writes a document to name in printDir with write, which returns
// what it wrote, and says where in the status line. A file already there is
// not written over: the referee is offered another name.
func (d *Dashboard) printTo(name string, write func(path string) ([]outfile.Written, error)) {
	path := filepath.Join(printDir, name)
	written, err := write(path)
	if errors.Is(err, outfile.ErrExists) {
		other := outfile.Free(path)
		d.confirmOr("Print", []present.Row{
			{Cells: []present.Cell{{Text: filepath.Base(path) + " is already there, and is not written over.", Tone: present.ToneBold}}},
			{Cells: []present.Cell{{Text: "Write " + filepath.Base(other) + " instead?", Tone: present.ToneText}}},
		}, "write "+filepath.Base(other), "cancel", true, func() { d.printTo(filepath.Base(other), write) },
			func() { d.setStatus(present.ToneDim, "Nothing printed: "+filepath.Base(path)+" is already there.") })
		return
	}
	if err != nil {
		d.refuse(err)
		return
	}
	where := written[0].Path
	if abs, err := filepath.Abs(where); err == nil {
		where = abs
	}
	msg := fmt.Sprintf("Wrote %s (%s).", where, present.Plural(written[0].Pages, "page"))
	if n := len(written) - 1; n > 0 {
		msg = fmt.Sprintf("Wrote %s (%s), and its timeline in %s beside it.", where, present.Plural(written[0].Pages, "page"), present.Plural(n, "file"))
	}
	d.setStatus(present.ToneOK, msg)
}

// printWalker returns the walker whose sheet the print menu offers: the
// panel's, else the first in play; nil when there is none.
func (d *Dashboard) printWalker() *engine.Unit {
	if u := d.shownWalker(); u != nil {
		return u
	}
	return firstWalker(d.s.State())
}
