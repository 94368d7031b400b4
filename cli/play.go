package cli

import (
	"errors"
	"flag"
	"fmt"
	"os"

	"golang.org/x/term"

	"ogretable/db/record"
	"ogretable/engine"
	"ogretable/sheets"
	"ogretable/tracker/dashboard"
	"ogretable/tracker/web"
)

// runPlay opens the dashboard: on the game --game names, else the latest
// game, else (on a first run) a new quick game, so a new user lands in a
// real game at once. Without a terminal (in a pipe, a cron job) it says what
// to run instead and creates nothing. A database that cannot be written
// opens read-only: the referee browses the game, and the keys that would
// write say why they cannot.
func runPlay(e *env, args []string) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	noColor := fs.Bool("no-color", false, "no colours: glyphs and words only")
	readOnly := fs.Bool("read-only", false, "open the database read-only: browse the game, no commands")
	f := addDBFlags(fs, true)
	addr := fs.String("addr", web.DefaultAddr, "where the players' view (key V) listens: HOST:PORT, 0.0.0.0:8380 for the club's network")
	if pos, err := parseFlags(fs, args); err != nil {
		return err
	} else if len(pos) > 0 {
		return usagef("play takes no arguments; choose the game with --game ID")
	}
	if e.screen == nil && !hasTerminal(e) {
		return errNoTerminal
	}
	opt := dashboard.Options{NoColor: *noColor || noColorEnv()}
	var d File
	var err error
	if *readOnly {
		if d, err = f.open(e, false, true); err == nil {
			opt.ReadOnly = "opened with --read-only"
			opt.ReadOnlyRemedy = "Quit (q), and open it without --read-only to play."
		}
	} else {
		d, err = f.open(e, true, false)
	}
	if errors.Is(err, record.ErrReadOnly) && !*readOnly {
		ro, rerr := f.open(e, false, true)
		if rerr != nil {
			return err
		}
		d, err = ro, nil
		opt.ReadOnly = fmt.Sprintf("%s cannot be written", ro.Path())
	}
	if err != nil {
		return err
	}
	defer d.Close()
	sess, err := f.session(e, d)
	if err != nil && *f.game == 0 && errors.Is(err, record.ErrNoGame) && opt.ReadOnly == "" {
		sess, err = createGame(e, d, "", "quick", engine.DefaultVariant(), engine.Hexes, randomSeed())
	}
	if err != nil {
		return err
	}
	if opt.ReadOnly == "" {
		opt.SaveWalker = saveWalkerTo(d) // a read-only file saves no design
		opt.SavedWalker = savedWalkerIn(d)
	}
	opt.Print = sheets.Printer{}
	opt.Serve = serveFor(e, f, *addr)
	dash := dashboard.NewDashboard(sess, opt)
	if e.screen != nil {
		return dash.RunOn(e.screen)
	}
	return dash.Run()
}

// errNoTerminal is why the dashboard does not start without a terminal,
// with what to run instead.
var errNoTerminal = errors.New("the dashboard needs a terminal, and this is not one (standard input or output is a pipe or a file, as in a cron job); nothing was created. " +
	"In a script, use the subcommands: ogretable state, ogretable do 'COMMAND', ogretable log, ogretable games (ogretable help lists them all)")

// hasTerminal reports whether the standard input and output are both a
// terminal, as the dashboard needs.
func hasTerminal(e *env) bool {
	in, ok := e.stdin.(*os.File)
	out, ok2 := e.stdout.(*os.File)
	return ok && ok2 && term.IsTerminal(int(in.Fd())) && term.IsTerminal(int(out.Fd()))
}
