package dashboard

import (
	"errors"
	"fmt"
	"path/filepath"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/outfile"
	"ogretable/sheets"
	"ogretable/tracker/present"
)

// printDir is the folder the print key writes its files to: the current
// one (tests change it).
var printDir = "."

// openPrint asks what to print to a PDF file: o the Ogre of the Ogre panel's
// sheet, w the walker's sheet (the panel's, else the first in play), r the
// force roster, p the battle report. The drawing is the sheets
// package's; the dashboard only asks and says where the file went.
func (d *Dashboard) openPrint() {
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
		walker, walkerFile = fmt.Sprintf("%s (%s), its condition marked", u.Label, u.Type.Name), sheets.WalkerFile(info.ID, u)
	}
	rows := []present.Row{
		row("o", "the Ogre sheet: "+ogre, d.ogreFile()),
		row("w", "the walker sheet: "+walker, walkerFile),
		row("r", "the force roster", sheets.RosterFile(info.ID)),
		row("p", "the battle report", sheets.ReportFile(info.ID)),
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
			d.printTo(d.ogreFile(), d.writeOgre)
		case isRune(ev, 'w'):
			d.closeDialog()
			u := d.printWalker()
			if u == nil {
				d.setStatus(present.ToneError, "No walker is in play: there is no walker sheet to print.")
				return true
			}
			d.printTo(sheets.WalkerFile(info.ID, u), func(path string) ([]sheets.Written, error) { return d.writeWalker(path, u) })
		case isRune(ev, 'r'):
			d.closeDialog()
			d.printTo(sheets.RosterFile(info.ID), d.writeRoster)
		case isRune(ev, 'p'):
			d.closeDialog()
			d.printTo(sheets.ReportFile(info.ID), d.writeReport)
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
		return sheets.OgreFile(d.game(), d.s.Info().ID, u)
	}
	return ""
}

// printTo writes a document to name in printDir with write, which returns
// what it wrote, and says where in the status line. A file already there is
// not written over: the referee is offered another name.
func (d *Dashboard) printTo(name string, write func(path string) ([]sheets.Written, error)) {
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

// options are the documents' options: Letter, the game's scale and date.
func (d *Dashboard) options(title string) sheets.Options {
	info := d.s.Info()
	return sheets.Options{Paper: sheets.Letter, Scale: d.game().Scale, Date: info.Created, Title: title}
}

// writeDoc draws one document with draw and writes it to path.
func writeDoc(path string, opt sheets.Options, draw func(*sheets.Doc) error) ([]sheets.Written, error) {
	doc := sheets.New(opt)
	if err := draw(doc); err != nil {
		return nil, err
	}
	if err := outfile.Write(path, outfile.Options{}, doc.Write); err != nil {
		return nil, err
	}
	return []sheets.Written{{Path: path, Pages: doc.Pages()}}, nil
}

// writeOgre prints the Ogre panel's Ogre's sheet, damage marked.
func (d *Dashboard) writeOgre(path string) ([]sheets.Written, error) {
	info, u := d.s.Info(), d.shownOgre()
	ref := &sheets.GameRef{ID: info.ID, Name: info.Name}
	return writeDoc(path, d.options(fmt.Sprintf("Game %d: %s record sheet", info.ID, u.Label)),
		func(doc *sheets.Doc) error { return doc.OgreSheet(d.game(), u, ref) })
}

// printWalker returns the walker whose sheet the print menu offers: the
// panel's, else the first in play; nil when there is none.
func (d *Dashboard) printWalker() *engine.Unit {
	if u := d.shownWalker(); u != nil {
		return u
	}
	return firstWalker(d.s.State())
}

// writeWalker prints walker u's sheet, its condition marked.
func (d *Dashboard) writeWalker(path string, u *engine.Unit) ([]sheets.Written, error) {
	info := d.s.Info()
	ref := &sheets.GameRef{ID: info.ID, Name: info.Name}
	return writeDoc(path, d.options(fmt.Sprintf("Game %d: %s record sheet", info.ID, u.Label)),
		func(doc *sheets.Doc) error { return doc.WalkerSheet(d.s.State(), u, ref) })
}

// writeRoster prints the game's force roster.
func (d *Dashboard) writeRoster(path string) ([]sheets.Written, error) {
	info := d.s.Info()
	return writeDoc(path, d.options(fmt.Sprintf("Game %d force roster", info.ID)), func(doc *sheets.Doc) error {
		doc.Roster(d.game(), sheets.RosterOf{ID: info.ID, Name: info.Name, Scenario: info.Scenario})
		return nil
	})
}

// writeReport prints the battle report, read from the session's log one
// event at a time.
func (d *Dashboard) writeReport(path string) ([]sheets.Written, error) {
	info := d.s.Info()
	return sheets.WriteReport(path, outfile.Options{}, d.options(fmt.Sprintf("Game %d battle report", info.ID)), info, d.s.Catalog(), sheets.Lines(d.s.EachLog))
}
