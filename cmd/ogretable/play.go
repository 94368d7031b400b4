package main

import (
	"errors"
	"flag"

	"ogretable/db"
	"ogretable/engine"
	"ogretable/tracker/dashboard"
)

// runPlay opens the dashboard: on the game --game names, else the latest
// game, else (on a first run) a new quick game, so a new user lands in a
// real game at once.
func runPlay(e *env, args []string) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	noColor := fs.Bool("no-color", false, "no colours: glyphs and words only")
	f := addDBFlags(fs, true)
	if pos, err := parseFlags(fs, args); err != nil {
		return err
	} else if len(pos) > 0 {
		return usagef("play takes no arguments; choose the game with --game ID")
	}
	d, err := f.open(true, false)
	if err != nil {
		return err
	}
	defer d.Close()
	sess, err := f.session(e, d)
	if err != nil && *f.game == 0 && errors.Is(err, db.ErrNoGame) {
		sess, err = createGame(e, d, "", "quick", engine.Published, engine.Hexes, randomSeed())
	}
	if err != nil {
		return err
	}
	dash := dashboard.NewDashboard(sess, dashboard.Options{NoColor: *noColor || noColorEnv(), SaveWalker: saveWalkerTo(d)})
	if e.screen != nil {
		return dash.RunOn(e.screen)
	}
	return dash.Run()
}
