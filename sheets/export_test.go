package sheets

import (
	"ogretable/engine"
	"ogretable/tracker"
)

// What the tests of the external package (sheets_test: the tests that
// print a system's paper, registered from a package of its own) share
// with this package's.
var (
	Render      = render
	Saved       = saved
	PDFText     = pdfText
	QPDFCheck   = qpdfCheck
	PDFInfo     = pdfInfo
	DamagedGame = damagedGame
	RecordsOf   = recordsOf
	RegexpMatch = regexpMatch
)

// GatherPart reads a game's log as the report's first pass does and
// returns its system's share of the report (nil: none).
func GatherPart(info tracker.Info, cat *engine.Catalog, src Log) (ReportPart, error) {
	st, err := gather(info, cat, src)
	if err != nil {
		return nil, err
	}
	return st.part, nil
}

// ReportLines is the short game's log the report's tests play.
var ReportLines = reportLines

// ReportCreditNone draws the kill credit of game g as a system that
// credits no one has it.
func (d *Doc) ReportCreditNone(g *engine.Game) { d.reportCredit(&reportStats{g: g, noCredit: true}) }
