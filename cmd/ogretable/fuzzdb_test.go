package main

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"ogretable/db"
	"ogretable/engine"
	"ogretable/templates"
	"ogretable/tracker"
)

// fuzzSetup is the set-up of every game the fuzz targets play: one unit of
// each kind the command language reaches (an Ogre, armour, infantry, a GEV,
// a superheavy), then the Ogre's movement phase.
var fuzzSetup = []string{
	"add mark-iii as MK3", "add heavy-tank x2 as HVY", "add infantry squads 3 as INF1",
	"add gev as GEV1", "add superheavy-tank as S", "next",
}

// fuzzPlayed is what is played after the set-up in the game that state and
// log read: the Ogre fires, a note, the defence fires, an undo and a redo.
var fuzzPlayed = []string{
	"next", "fire MK3.main1 at HVY1 die 4", "fire MK3.secondary1 at GEV1 die 3", "note the GEV hid in the forest",
	"next", "next", "next", "next", "fire HVY2 at MK3.treads die 5", "undo", "redo", "next",
}

// fuzzDB is the database of a fuzz target's games: made once per fuzz
// process, on a memory-backed file system when there is one (so that each
// commit's fsync costs what the fuzzer can afford; the database is opened
// as the program opens it), and made again, empty, every fuzzDBGames
// games, so that it stays small.
type fuzzDB struct {
	path   string
	d      *db.DB
	cat    *engine.Catalog
	game   db.Game       // the fields of every game made
	setup  []fuzzCommand // the set-up as stored, appended to each new game
	played int64         // the game that state and log read
	made   int           // games made since the file was made
	// clean is the latest game made, while nothing was written to it
	// since its set-up (0: none), and setupEnd the set-up's last event.
	clean    db.Game
	setupEnd int64
	// cleanChecked says that nothing was written to clean since it was
	// made or since wrote last found nothing: cleanGame need not ask the
	// database. Whoever may write to clean calls writing first.
	cleanChecked bool
}

// fuzzCommand is one command of the set-up: its text and its events.
type fuzzCommand struct {
	text   string
	events []db.Event
}

const fuzzDBGames = 500

// newFuzzDB makes the fuzz target's database; the folder goes when the
// target ends.
func newFuzzDB(tb testing.TB) *fuzzDB {
	tb.Helper()
	cat, err := templates.Default()
	if err != nil {
		tb.Fatal(err)
	}
	parent := ""
	if fi, err := os.Stat("/dev/shm"); err == nil && fi.IsDir() {
		parent = "/dev/shm"
	}
	dir, err := os.MkdirTemp(parent, "ogretable-fuzz-")
	if err != nil {
		tb.Fatal(err)
	}
	f := &fuzzDB{path: filepath.Join(dir, "games.db"), cat: cat,
		game: db.Game{Name: "fuzz", Rules: string(engine.Published), Scale: string(engine.Inches), Scenario: "quick", Seed: 7}}
	tb.Cleanup(func() {
		if f.d != nil {
			f.d.Close()
		}
		os.RemoveAll(dir)
	})
	if err := f.reset(); err != nil {
		tb.Fatal(err)
	}
	return f
}

// reset makes the database again, empty, with the played game in it.
func (f *fuzzDB) reset() error {
	if f.d != nil {
		f.d.Close()
		for _, suffix := range []string{"", "-wal", "-shm"} {
			if err := os.Remove(f.path + suffix); err != nil && !os.IsNotExist(err) {
				return err
			}
		}
	}
	d, err := db.Open(f.path, db.Options{Create: true})
	if err != nil {
		return err
	}
	f.d, f.made, f.clean = d, 0, db.Game{}
	if f.setup == nil {
		// The set-up is played once through a session, as the program
		// plays it, and stored events are copied to every later game.
		g, err := d.CreateGame(f.game)
		if err != nil {
			return err
		}
		sess, err := tracker.Open(store{d}, f.cat, infoOf(g))
		if err != nil {
			return err
		}
		for _, line := range fuzzSetup {
			if _, err := sess.Do(line); err != nil {
				return fmt.Errorf("fuzz set-up %q: %w", line, err)
			}
		}
		cmds, err := d.Commands(g.ID)
		if err != nil {
			return err
		}
		evs, err := d.Events(g.ID)
		if err != nil {
			return err
		}
		for _, c := range cmds {
			fc := fuzzCommand{text: c.Text}
			for _, e := range evs {
				if e.CommandSeq == c.Seq {
					fc.events = append(fc.events, e)
				}
			}
			f.setup = append(f.setup, fc)
		}
	}
	g, err := f.newGame()
	if err != nil {
		return err
	}
	sess, err := tracker.Open(store{d}, f.cat, infoOf(g))
	if err != nil {
		return err
	}
	for _, line := range fuzzPlayed {
		if _, err := sess.Do(line); err != nil {
			return fmt.Errorf("fuzz game %q: %w", line, err)
		}
	}
	f.played = g.ID
	f.clean, f.cleanChecked = db.Game{}, false
	return nil
}

// newGame makes a game and appends the set-up to it: every game starts the
// same, whatever the executions before did, so that an input that fails
// fails again on its own.
func (f *fuzzDB) newGame() (db.Game, error) {
	if f.made >= fuzzDBGames {
		if err := f.reset(); err != nil {
			return db.Game{}, err
		}
	}
	f.made++
	g, err := f.d.CreateGame(f.game)
	if err != nil {
		return db.Game{}, err
	}
	after := int64(0)
	for _, c := range f.setup {
		_, stored, err := f.d.AppendAfter(g.ID, after, c.text, c.events)
		if err != nil {
			return db.Game{}, err
		}
		after = stored[len(stored)-1].Seq
	}
	f.clean, f.setupEnd, f.cleanChecked = g, after, true
	return g, nil
}

// cleanGame returns a game as the set-up left it: the latest game made
// when nothing was written to it since, else a new one.
func (f *fuzzDB) cleanGame() (db.Game, error) {
	if f.clean.ID != 0 && f.cleanChecked {
		return f.clean, nil
	}
	if f.clean.ID != 0 {
		if wrote, err := f.wrote(f.clean.ID); err != nil || !wrote {
			return f.clean, err
		}
	}
	return f.newGame()
}

// wrote reports whether anything was written to game id after its set-up.
func (f *fuzzDB) wrote(id int64) (bool, error) {
	evs, err := f.d.EventsAfter(id, f.setupEnd)
	if id == f.clean.ID {
		f.cleanChecked = err == nil && len(evs) == 0
	}
	return len(evs) > 0, err
}

// writing says that the caller may write to the clean game: cleanGame asks
// the database again whether it is still clean.
func (f *fuzzDB) writing() { f.cleanChecked = false }
