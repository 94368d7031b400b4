// Package papertest is the paper half of the conformance test every rule
// system runs (tracker/systemtest.Run, issue 19, item 5): Check prints a
// game's force roster, a record sheet of each kind its system registers
// (package sheets) for a unit of the game, blank and marked, and its
// battle report, as the dashboard's print menu prints them
// (sheets.Printer), and reads each back. It lives beside sheets, not in
// tracker/systemtest, because no package of tracker/... links sheets
// (tracker/deps_test.go); a conformance test passes it to Run as
// systemtest.Config.Paper.
package papertest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"ogretable/sheets"
	"ogretable/sheets/sheetstest"
	"ogretable/tracker"
)

// Check prints the paper of the game session s holds and reads it back
// with pdftotext, checking each file with qpdf --check (a missing program
// skips the read-back on a developer's machine and fails it in CI,
// sheetstest.Tool): the roster names every unit of the game's sides; each
// kind of unit sheet the game's system prints (sheets.SheetsOf) is printed
// for the kind's first unit of the game, naming it, and blank for its type
// from the session's catalog, naming the type; the battle report names the
// game and its sides. A system that registered no paper prints the generic
// roster and report, and no unit sheet.
func Check(t testing.TB, s *tracker.Session) {
	t.Helper()
	g, info := s.State(), s.Info()
	dir := t.TempDir()
	var pr sheets.Printer
	var files []string
	var want [][]string

	roster := filepath.Join(dir, pr.RosterFile(info.ID))
	if _, err := pr.Roster(roster, g, info); err != nil {
		t.Fatalf("papertest: the roster of game %d: %v", info.ID, err)
	}
	var labels []string
	for _, u := range g.Units {
		for _, side := range g.Sides {
			if u.Side == side {
				labels = append(labels, u.Label)
			}
		}
	}
	files, want = append(files, roster), append(want, labels)

	for _, k := range sheets.SheetsOf(g) {
		u := k.First(g)
		if u == nil {
			t.Logf("papertest: game %d has no unit with %s sheet: none is printed", info.ID, k.One)
			continue
		}
		path := filepath.Join(dir, k.File(g, info.ID, u))
		if _, err := pr.Sheet(path, g, info, k.Kind, u); err != nil {
			t.Fatalf("papertest: the %s sheet of %s: %v", k.Kind, u.Label, err)
		}
		files, want = append(files, path), append(want, []string{u.Label, u.Type.Name})

		bg, bu, title, err := k.Blank(s.Catalog(), u.Type.ID, g.Scale)
		if err != nil {
			t.Fatalf("papertest: a blank %s sheet of %s: %v", k.Kind, u.Type.ID, err)
		}
		blank := filepath.Join(dir, "blank-"+sheets.FileName(k.Kind, u.Type.ID))
		if err := writeDoc(blank, sheets.Options{Scale: g.Scale, Title: title}, func(d *sheets.Doc) error { return d.DrawUnitSheet(k, bg, bu, nil) }); err != nil {
			t.Fatalf("papertest: a blank %s sheet of %s: %v", k.Kind, u.Type.ID, err)
		}
		files, want = append(files, blank), append(want, []string{u.Type.Name})
	}

	report := filepath.Join(dir, pr.ReportFile(info.ID))
	if _, err := pr.Report(report, s); err != nil {
		t.Fatalf("papertest: the report of game %d: %v", info.ID, err)
	}
	files, want = append(files, report), append(want, append([]string{"Battle report", info.Name}, g.Sides...))

	text, check := sheetstest.Tool(t, "pdftotext"), sheetstest.Tool(t, "qpdf")
	for i, f := range files {
		if out, err := exec.Command(check, "--check", f).CombinedOutput(); err != nil {
			t.Errorf("papertest: qpdf --check %s: %v\n%s", filepath.Base(f), err, out)
		}
		out, err := exec.Command(text, "-layout", f, "-").CombinedOutput()
		if err != nil {
			t.Fatalf("papertest: pdftotext %s: %v\n%s", filepath.Base(f), err, out)
		}
		for _, w := range want[i] {
			if !strings.Contains(string(out), w) {
				t.Errorf("papertest: %s does not say %q:\n%s", filepath.Base(f), w, out)
			}
		}
	}
}

// writeDoc draws a document with draw and writes it to path.
func writeDoc(path string, o sheets.Options, draw func(*sheets.Doc) error) error {
	d := sheets.New(o)
	if err := draw(d); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := d.Write(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
