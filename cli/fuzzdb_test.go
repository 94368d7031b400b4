package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"

	"ogretable/db"
	"ogretable/engine"
	"ogretable/templates"
	"ogretable/tracker"
)

// fuzzSetup is the set-up of every game FuzzGameCommandLine plays, as tracker's
// FuzzSession plays it: one unit of each kind the command language reaches
// (an Ogre, armour, infantry, a GEV, a superheavy), then the Ogre's
// movement phase.
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

// fuzzDB is the database of a fuzz target's games, on a memory-backed file
// system when there is one (so that each commit's fsync costs what the
// fuzzer can afford; the database is opened as the program opens it).
//
// A new game for every execution that writes costs more than the rest of
// the execution when it is played in: a transaction per set-up command.
// So the games are made ahead, once per fuzz process, in a template file:
// the played game, and fuzzDBGames games as the set-up leaves them (the
// set-up played once through a session, as the program plays it, and
// stored again for each game in one transaction, as an import stores a
// game). The database is a copy of the template, made again once its
// games are used up, so that it stays small and every game starts the
// same, whatever the executions before did: an input that fails fails
// again on its own.
type fuzzDB struct {
	path     string
	template string // the file reset copies to path
	d        *db.DB
	cat      *engine.Catalog
	game     db.Game   // the fields of every game made
	games    []db.Game // the template's games as the set-up left them
	played   int64     // the game that state and log read
	made     int       // games of games handed out since the copy
	// clean is the latest game handed out, while nothing was written to
	// it since its set-up (0: none), and setupEnd the set-up's last event.
	clean    db.Game
	setupEnd int64
	// cleanChecked says that nothing was written to clean since it was
	// handed out or since wrote last found nothing: cleanGame need not ask
	// the database. Whoever may write to clean calls writing first.
	cleanChecked bool
}

// fuzzDBGames is how many games as the set-up leaves them the template
// holds. They are few: games, and the refusal of a game that is not
// there, list every game of the file, which with 250 cost more than
// copying the template again every 16 games that do wrote to.
const fuzzDBGames = 16

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
	f := &fuzzDB{path: filepath.Join(dir, "games.db"), template: filepath.Join(dir, "template.db"), cat: cat,
		game: db.Game{Name: "fuzz", Rules: string(engine.Published), Scale: string(engine.Inches), Scenario: "quick", Seed: 7}}
	tb.Cleanup(func() {
		if f.d != nil {
			f.d.Close()
		}
		os.RemoveAll(dir)
	})
	if err := f.makeTemplate(); err != nil {
		tb.Fatal(err)
	}
	if err := f.reset(); err != nil {
		tb.Fatal(err)
	}
	return f
}

// makeTemplate makes the template file: a game played through a session,
// first its set-up (which every other game of the file gets too), then
// fuzzPlayed.
func (f *fuzzDB) makeTemplate() (err error) {
	d, err := db.Open(f.template, db.Options{Create: true})
	if err != nil {
		return err
	}
	defer func() {
		if cerr := d.Close(); err == nil {
			err = cerr
		}
	}()
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
	f.setupEnd = sess.LastEvent()
	for _, line := range fuzzPlayed {
		if _, err := sess.Do(line); err != nil {
			return fmt.Errorf("fuzz game %q: %w", line, err)
		}
	}
	f.played = g.ID
	for range fuzzDBGames {
		sg, err := d.ImportGame(f.game, cmds, evs)
		if err != nil {
			return err
		}
		f.games = append(f.games, sg)
	}
	return nil
}

// reset makes the database again as the template is.
func (f *fuzzDB) reset() error {
	if f.d != nil {
		f.d.Close()
		f.d = nil
	}
	for _, suffix := range []string{"", "-wal", "-shm"} {
		if err := os.Remove(f.path + suffix); err != nil && !os.IsNotExist(err) {
			return err
		}
	}
	// Closed, the template is one file; a WAL left beside it (a
	// checkpoint that did not finish) goes with it.
	for _, suffix := range []string{"", "-wal"} {
		if err := copyIfExists(f.template+suffix, f.path+suffix); err != nil {
			return err
		}
	}
	d, err := db.Open(f.path, db.Options{})
	if err != nil {
		return err
	}
	f.d, f.made, f.clean, f.cleanChecked = d, 0, db.Game{}, false
	return nil
}

// copyIfExists copies file from to a new file to, if from exists. The
// bytes go from file to file in the kernel (io.Copy between files), not
// through a buffer the size of the file that the collector must free.
func copyIfExists(from, to string) (err error) {
	src, err := os.Open(from)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := dst.Close(); err == nil {
			err = cerr
		}
	}()
	_, err = io.Copy(dst, src)
	return err
}

// newGame returns a game as the set-up left it, not handed out before.
func (f *fuzzDB) newGame() (db.Game, error) {
	if f.made >= len(f.games) {
		if err := f.reset(); err != nil {
			return db.Game{}, err
		}
	}
	g := f.games[f.made]
	f.made++
	f.clean, f.cleanChecked = g, true
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
