package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"syscall"
	"time"

	"ogretable/engine"
	"ogretable/gamefile"
	"ogretable/outfile"
)

// "ogretable export" and "ogretable import": the flags and the database;
// the file format and the checks of a file are package gamefile's.

// runExport writes one game to a file ("ogretable export").
func runExport(e *env, args []string) error {
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	out := fs.String("o", "", "the file to write (default: game-ID.jsonl in the current folder; - for standard output)")
	force := fs.Bool("force", false, "replace the file if it exists")
	asJSON := fs.Bool("json", false, "print JSON")
	f := addDBFlags(fs, true)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("export takes no arguments; name the file with -o %s", pos[0])
	}
	d, err := f.open(e, false, true)
	if err != nil {
		return err
	}
	defer d.Close()
	g, err := f.gameIn(d)
	if err != nil {
		return err
	}
	cmds, err := d.Commands(g.ID)
	if err != nil {
		return err
	}
	evs, err := d.Events(g.ID)
	if err != nil {
		return err
	}
	// Another program may append between the two reads: a command and its
	// events go in together, so the game as of the commands read is the
	// events up to their last command.
	if n := len(cmds); n > 0 {
		last := cmds[n-1].Seq
		for len(evs) > 0 && evs[len(evs)-1].CommandSeq > last {
			evs = evs[:len(evs)-1]
		}
	}
	path := *out
	if path == "" {
		path = fmt.Sprintf("game-%d.jsonl", g.ID)
	}
	if path == "-" {
		w := &watchedWriter{w: e.stdout}
		err := gamefile.Write(w, g, cmds, evs, time.Now())
		if w.err != nil {
			why := outfile.PathReason(w.err).Error()
			if errors.Is(w.err, syscall.ENOSPC) {
				why = "the disk it goes to is full"
			}
			return fmt.Errorf("the export of game %d could not be written to the standard output (%s): what reached it is cut short, and import will refuse it; free some space there and export again, or write to a file with -o FILE", g.ID, why)
		}
		return err
	}
	if err := outfile.Write(path, outfile.Options{Force: *force, Flags: true}, func(w io.Writer) error { return gamefile.Write(w, g, cmds, evs, time.Now()) }); err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(e.stdout, map[string]any{"game": g.ID, "name": g.Name, "file": path, "commands": len(cmds), "events": len(evs)})
	}
	fmt.Fprintf(e.stdout, "Game %d (%s): %d commands and %d events written to %s.\n", g.ID, g.Name, len(cmds), len(evs), path)
	return nil
}

// watchedWriter is a writer that keeps the first error its writer gave,
// to tell an output that failed from a game that cannot be exported.
type watchedWriter struct {
	w   io.Writer
	err error
}

// Write writes p, and keeps the first error.
func (w *watchedWriter) Write(p []byte) (int, error) {
	n, err := w.w.Write(p)
	if err != nil && w.err == nil {
		w.err = err
	}
	return n, err
}

// runImport reads an export file into a database as a new game ("ogretable
// import").
func runImport(e *env, args []string) error {
	flags := flag.NewFlagSet("import", flag.ContinueOnError)
	asJSON := flags.Bool("json", false, "print JSON")
	asRecorded := flags.Bool("as-recorded", false, "accept the file's events as they are, without resolving its commands again (a game played under older rules)")
	f := addDBFlags(flags, false)
	pos, err := parseFlags(flags, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("give one file to import, e.g. ogretable import game-12.jsonl (usage: ogretable import %s)", argsOf("import"))
	}
	in, err := gamefile.Open(pos[0])
	if err != nil {
		return err
	}
	cat, err := e.loadCatalog()
	if err != nil {
		return err
	}
	sess, err := in.Replay(cat, infoOf(in.Game))
	if err != nil {
		return err
	}
	if !*asRecorded {
		if err := in.Verify(cat, infoOf(in.Game)); err != nil {
			return err
		}
	}
	d, err := f.open(e, true, false)
	if err != nil {
		return err
	}
	defer d.Close()
	g, err := d.ImportGame(in.Game, in.Commands, in.Events)
	if err != nil {
		return in.Locate(err)
	}
	st := sess.State()
	if *asJSON {
		return writeJSON(e.stdout, map[string]any{"id": g.ID, "name": g.Name, "from_game": in.Game.ID, "file": in.Name,
			"commands": len(in.Commands), "events": len(in.Events), "db": d.Path()})
	}
	fmt.Fprintf(e.stdout, "Game %d: %s (%s rules, %s scale), %d commands and %d events imported from %s.\n",
		g.ID, g.Name, g.Rules, g.Scale, len(in.Commands), len(in.Events), in.Name)
	dbArg := ""
	if *f.path != "" {
		dbArg = " --db " + *f.path
	}
	fmt.Fprintf(e.stdout, "It is %s, turn %d. Go on with: ogretable play --game %d%s\n", engine.PhaseOf(st, st.CurrentSide(), st.Phase), st.Turn, g.ID, dbArg)
	return nil
}
