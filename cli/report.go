package cli

import (
	"flag"
	"fmt"
	"strings"

	"ogretable/engine"
	"ogretable/outfile"
	"ogretable/sheets"
)

// runReport prints a game's battle report ("ogretable report"): it reads
// the game's log event by event through sheets.Report, without opening a
// session on it.
func runReport(e *env, args []string) error {
	fs := flag.NewFlagSet("report", flag.ContinueOnError)
	pf := addPDFFlags(fs)
	dbf := addDBFlags(fs, true)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("unexpected %q; the report is of --game ID (the latest game when left out)", strings.Join(pos, " "))
	}
	d, err := dbf.open(e, false, true)
	if err != nil {
		return err
	}
	defer d.Close()
	g, err := dbf.gameIn(d)
	if err != nil {
		return err
	}
	cat, err := e.loadCatalog()
	if err != nil {
		return err
	}
	info := infoOf(g)
	opt, err := pf.options(fs, info.Scale)
	if err != nil {
		return err
	}
	opt.Date = info.Created
	opt.Title = fmt.Sprintf("Game %d battle report", info.ID)
	written, err := sheets.WriteReport(pf.path(fileName("game", fmt.Sprint(info.ID), "report")), outfile.Options{Force: *pf.force, Flags: true}, opt, info, cat, logSource(d, info.ID))
	if err != nil {
		return err
	}
	for _, w := range written {
		fmt.Fprintf(e.stdout, "Wrote %s (%s).\n", w.Path, engine.Counted(w.Pages, "page", "pages"))
	}
	return nil
}

// logSource returns the game's log as a sheets.SourceAfter that streams it
// from the database (db.EachEvent): each pass of the report holds a chunk
// of events at a time, never the whole log, and a part of a long game's
// timeline reads from where it begins.
func logSource(d File, id int64) sheets.SourceAfter {
	return func(after int64, each func(engine.LogEvent) error) error {
		return d.EachEvent(id, after, each)
	}
}
