package main

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"ogretable/db"
	"ogretable/sheets"
	"ogretable/tracker"
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
	d, err := dbf.open(false, true)
	if err != nil {
		return err
	}
	defer d.Close()
	var g db.Game
	if *dbf.game != 0 {
		g, err = d.Game(*dbf.game)
	} else {
		g, err = d.LatestGame()
	}
	if errors.Is(err, db.ErrNoGame) {
		return noGameError(d, err)
	}
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
	doc := sheets.New(opt)
	if err := doc.Report(info, cat, logSource(d, info.ID)); err != nil {
		return err
	}
	return pf.write(e, fileName("game", fmt.Sprint(info.ID), "report"), doc)
}

// logSource returns the game's log as a sheets.Source. The db package has
// no streaming read yet, so each pass reads the events with db.Events and
// hands them on one at a time; the report holds none of them, and a
// streaming read can replace this function alone.
func logSource(d *db.DB, id int64) sheets.Source {
	return func(each func(tracker.Record) error) error {
		evs, err := d.Events(id)
		if err != nil {
			return err
		}
		for i := range evs {
			if err := each(tracker.Record(evs[i])); err != nil {
				return err
			}
			evs[i] = db.Event{} // let the pass drop what it has read
		}
		return nil
	}
}
