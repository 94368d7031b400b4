// Package memfile is a game file held in memory: a cli.File that keeps
// what package db keeps (games, their commands and events, a snapshot a
// game, walker designs) in memory, and checks what is stored as db does,
// with record.CheckGame. The games' logs are the store in memory that the
// tracker's tests share (tracker/memstore), which is the file's
// tracker.Store. It is for the command line's fuzz target, whose
// test binary then links no SQLite: the fuzzer reads every coverage counter
// of a binary after each execution, and SQLite's were most of a program's
// (issue 21). What db does with the file itself (pages, transactions,
// locks, damage) is tested in package db.
package memfile

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"ogretable/cli"
	"ogretable/db/record"
	"ogretable/engine"
	"ogretable/tracker/memstore"
)

// File is a game file in memory. Its methods are safe for concurrent use.
//
// Its logs are its embedded memstore.Store, which checks every append
// with record.CheckGame over the log it makes (checkAppend, which takes
// f.mu under the store's lock): f.mu is never held while the store is
// called.
type File struct {
	*memstore.Store
	path string

	// made says that the file is there: a database is made by the first
	// Open with Create, as db makes one, and Open refuses before that.
	made bool

	mu         sync.Mutex
	games      []record.Game // by id: games[id-1]
	walkers    []record.WalkerDesign
	lastWalker int64 // the id of the latest design saved
}

var _ cli.File = (*File)(nil)

// New returns an empty game file named path (the name its messages give).
func New(path string) *File {
	f := &File{path: path}
	f.Store = &memstore.Store{Check: f.checkAppend}
	return f
}

// checkAppend refuses an append to a game that is not in f, or whose log
// it would make one the database refuses (record.CheckGame).
func (f *File) checkAppend(gameID int64, cmds []memstore.Command, events []engine.LogEvent) error {
	f.mu.Lock()
	g, err := f.game(gameID)
	f.mu.Unlock()
	if err != nil {
		return err
	}
	_, err = record.CheckGame(g, commandsOf(cmds), events)
	return err
}

// commandsOf returns the store's commands as record's.
func commandsOf(cmds []memstore.Command) []record.Command {
	out := make([]record.Command, len(cmds))
	for i, c := range cmds {
		out[i] = record.Command{Seq: c.Seq, Time: record.StoredTime(c.Time), Text: c.Text}
	}
	return out
}

// Files returns the cli.Files whose every path opens f, as a program's
// files would open the one database: until an Open with opt.Create has
// made it, an Open gives an error matching record.ErrNoDatabase, as db's
// does where there is no file. opt.ReadOnly is not kept: what a read-only
// command must not write, the caller checks in f.
func Files(f *File, schema int) cli.Files {
	return cli.Files{Schema: schema, Open: func(_ string, opt record.Options) (cli.File, error) {
		f.mu.Lock()
		defer f.mu.Unlock()
		if opt.Create && !opt.ReadOnly {
			f.made = true
		}
		if !f.made {
			return nil, newError(record.ErrNoDatabase, nil, "memfile: no database at %s; create a game first with \"ogretable new\"", f.path)
		}
		return f, nil
	}}
}

// Clone returns a copy of f, which f's writes do not change, nor the
// copy's f's.
func (f *File) Clone() *File {
	f.mu.Lock()
	c := &File{path: f.path, made: f.made, walkers: slices.Clone(f.walkers), lastWalker: f.lastWalker, games: slices.Clone(f.games)}
	f.mu.Unlock()
	c.Store = f.Store.Clone()
	c.Store.Check = c.checkAppend
	return c
}

// Path returns the name f was made with.
func (f *File) Path() string { return f.path }

// Upgraded returns false: a file in memory has the schema of its build.
func (f *File) Upgraded() (record.Upgrade, bool) { return record.Upgrade{}, false }

// Close does nothing: f keeps its games for the next Open.
func (f *File) Close() error { return nil }

// Damaged returns an error matching record.ErrDamaged that says why.
func (f *File) Damaged(why string, cause error) error {
	return newError(record.ErrDamaged, cause, "memfile: %s is damaged (%s)", f.path, why)
}

// CheckLog finds every log in memory whole: no page of it can be lost.
func (f *File) CheckLog(gameID int64) error {
	_, err := f.Game(gameID)
	return err
}

// Backup refuses: a file in memory has no bytes to copy.
func (f *File) Backup(string) error {
	return fmt.Errorf("memfile: %s is held in memory and has no file to copy", f.path)
}

// fileError is an error whose text is a sentence for a person, as db's
// are, and which matches, with errors.Is, one of record's errors (kind)
// and its cause.
type fileError struct {
	msg         string
	kind, cause error
}

// newError returns a fileError of kind, caused by cause (nil: none).
func newError(kind, cause error, format string, args ...any) error {
	return &fileError{msg: fmt.Sprintf(format, args...), kind: kind, cause: cause}
}

// Error returns the sentence with the package prefix.
func (e *fileError) Error() string { return e.msg }

// Sentence returns the sentence, for a person.
func (e *fileError) Sentence() string { return strings.TrimPrefix(e.msg, "memfile: ") }

// Unwrap returns the kind and the cause, if any.
func (e *fileError) Unwrap() []error {
	if e.cause == nil {
		return []error{e.kind}
	}
	return []error{e.kind, e.cause}
}

// Games returns the games, newest first, as db.Games does.
func (f *File) Games() ([]record.Game, error) {
	f.mu.Lock()
	games := slices.Clone(f.games)
	f.mu.Unlock()
	out := make([]record.Game, len(games))
	for i, g := range games {
		out[len(out)-1-i] = f.summary(g)
	}
	slices.SortStableFunc(out, func(a, b record.Game) int { return b.Created.Compare(a.Created) })
	return out, nil
}

// summary returns the game with its Commands and LastPlayed; f.mu is not
// held.
func (f *File) summary(g record.Game) record.Game {
	cmds, _ := f.Log(g.ID)
	g.Commands, g.LastPlayed = len(cmds), g.Created
	if len(cmds) > 0 {
		g.LastPlayed = record.StoredTime(cmds[len(cmds)-1].Time)
	}
	return g
}

// Game returns the game with the given id, or an error matching
// record.ErrNoGame.
func (f *File) Game(id int64) (record.Game, error) {
	f.mu.Lock()
	g, err := f.game(id)
	f.mu.Unlock()
	if err != nil {
		return record.Game{}, err
	}
	return f.summary(g), nil
}

// game returns game id; f.mu is held.
func (f *File) game(id int64) (record.Game, error) {
	if id < 1 || id > int64(len(f.games)) {
		return record.Game{}, newError(record.ErrNoGame, nil, "memfile: there is no game %d in %s; list the games to find its number", id, f.path)
	}
	return f.games[id-1], nil
}

// LatestGame returns the game played last (the newest id among those
// played at the same time), or an error matching record.ErrNoGame when
// there is none, as db.LatestGame does.
func (f *File) LatestGame() (record.Game, error) {
	games, _ := f.Games()
	slices.SortStableFunc(games, func(a, b record.Game) int { return int(a.ID - b.ID) })
	var latest record.Game
	for _, s := range games {
		if latest.ID == 0 || !s.LastPlayed.Before(latest.LastPlayed) {
			latest = s
		}
	}
	if latest.ID == 0 {
		return record.Game{}, newError(record.ErrNoGame, nil, "memfile: there is no game in %s yet; create one first with \"ogretable new\"", f.path)
	}
	return latest, nil
}

// CreateGame stores a new game with the commands that set it up, all or
// nothing, as db.CreateGame does: each set-up command at the game's
// creation time (now, if g.Created is zero).
func (f *File) CreateGame(g record.Game, setup ...record.Setup) (record.Game, error) {
	if g.Created.IsZero() {
		g.Created = time.Now()
	}
	g.Created = record.StoredTime(g.Created)
	cmds := make([]record.Command, len(setup))
	var evs []engine.LogEvent
	for i, s := range setup {
		cmds[i] = record.Command{Seq: int64(i) + 1, Time: g.Created, Text: s.Text}
		for _, e := range s.Events {
			e.Seq, e.CommandSeq = int64(len(evs))+1, int64(i)+1
			evs = append(evs, e)
		}
	}
	return f.ImportGame(g, cmds, evs)
}

// ImportGame stores a whole game as given, once record.CheckGame has found
// it one the database can store, and returns it with its new id.
func (f *File) ImportGame(g record.Game, cmds []record.Command, events []engine.LogEvent) (record.Game, error) {
	evs, err := record.CheckGame(g, cmds, events)
	if err != nil {
		return record.Game{}, err
	}
	if len(g.Options) == 0 {
		g.Options = json.RawMessage("{}")
	}
	if g.Created.IsZero() {
		g.Created = time.Now()
	}
	g.Created = record.StoredTime(g.Created)
	g.Options = append(json.RawMessage(nil), g.Options...)
	stored := make([]record.Command, len(cmds))
	for i, c := range cmds {
		c.Time = record.StoredTime(c.Time)
		stored[i] = c
	}
	logged := make([]memstore.Command, len(stored))
	for i, c := range stored {
		logged[i] = memstore.Command{Seq: c.Seq, Time: c.Time, Text: c.Text}
	}
	f.mu.Lock()
	f.made = true
	g.ID = int64(len(f.games)) + 1
	f.games = append(f.games, g)
	f.mu.Unlock()
	// Not under f.mu, which the store's check takes under its own lock.
	f.Store.Import(g.ID, logged, evs)
	return f.summary(g), nil
}

// Commands returns the game's commands in order, or an error matching
// record.ErrNoGame.
func (f *File) Commands(gameID int64) ([]record.Command, error) {
	if _, err := f.Game(gameID); err != nil {
		return nil, err
	}
	cmds, _ := f.Log(gameID)
	return commandsOf(cmds), nil
}

// WalkerTypes returns the saved designs as the unit types a game adds them
// as (record.UnitTypes), as db.WalkerTypes does.
func (f *File) WalkerTypes() ([]*engine.UnitType, error) {
	all, err := f.Walkers()
	if err != nil {
		return nil, err
	}
	return record.UnitTypes(all), nil
}

// Walkers returns the saved walker designs, in the order they were saved.
func (f *File) Walkers() ([]record.WalkerDesign, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.walkers), nil
}

// Walker returns the design ref names (its id or its name, however
// capitalised), or an error matching record.ErrNoDesign.
func (f *File) Walker(ref string) (record.WalkerDesign, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	i := f.walker(ref)
	if i < 0 {
		return record.WalkerDesign{}, newError(record.ErrNoDesign, nil, "memfile: no walker design %q in %s", ref, f.path)
	}
	return f.walkers[i], nil
}

// walker returns the index of the design ref names, -1 when none; f.mu is
// held.
func (f *File) walker(ref string) int {
	return slices.IndexFunc(f.walkers, func(w record.WalkerDesign) bool {
		return fmt.Sprint(w.ID) == ref || engine.DesignID(w.Design.DesignName()) == engine.DesignID(ref)
	})
}

// SaveWalker stores design, as SaveWalkers does.
func (f *File) SaveWalker(design engine.Design) (record.WalkerDesign, error) {
	out, err := f.SaveWalkers(design)
	if err != nil {
		return record.WalkerDesign{}, err
	}
	return out[0], nil
}

// SaveWalkers stores designs, all or none: a design with problems is
// refused, matching record.ErrBadDesign; a stored design's name replaces
// it and keeps its id.
func (f *File) SaveWalkers(designs ...engine.Design) ([]record.WalkerDesign, error) {
	for _, d := range designs {
		if p := d.Problems(); len(p) > 0 {
			return nil, newError(record.ErrBadDesign, nil, "memfile: the walker design %q has problems (%v)", d.DesignName(), p)
		}
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	now := record.StoredTime(time.Now())
	out := make([]record.WalkerDesign, len(designs))
	for k, d := range designs {
		w := record.WalkerDesign{Created: now, Updated: now, Design: d}
		if i := f.walker(d.DesignName()); i >= 0 {
			w.ID, w.Created = f.walkers[i].ID, f.walkers[i].Created
			f.walkers[i] = w
		} else {
			f.lastWalker++
			w.ID = f.lastWalker
			f.walkers = append(f.walkers, w)
		}
		out[k] = w
	}
	return out, nil
}

// DeleteWalker removes the design ref names and returns it, or an error
// matching record.ErrNoDesign.
func (f *File) DeleteWalker(ref string) (record.WalkerDesign, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	i := f.walker(ref)
	if i < 0 {
		return record.WalkerDesign{}, newError(record.ErrNoDesign, nil, "memfile: no walker design %q in %s", ref, f.path)
	}
	w := f.walkers[i]
	f.walkers = slices.Delete(f.walkers, i, i+1)
	return w, nil
}
