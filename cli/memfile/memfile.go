// Package memfile is a game file held in memory: a cli.File that keeps
// what package db keeps (games, their commands and events, a snapshot a
// game, walker designs) in memory, and checks what is stored as db does,
// with record.CheckGame. It is for the command line's fuzz target, whose
// test binary then links no SQLite: the fuzzer reads every coverage counter
// of a binary after each execution, and SQLite's were most of a program's
// (issue 21). What db does with the file itself (pages, transactions,
// locks, damage) is tested in package db.
package memfile

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"ogretable/cli"
	"ogretable/db/record"
	"ogretable/engine"
)

// File is a game file in memory. Its methods are safe for concurrent use.
type File struct {
	path string

	// made says that the file is there: a database is made by the first
	// Open with Create, as db makes one, and Open refuses before that.
	made bool

	mu         sync.Mutex
	games      []*game // by id: games[id-1]
	walkers    []record.WalkerDesign
	lastWalker int64 // the id of the latest design saved
}

// game is one game as File keeps it.
type game struct {
	g    record.Game
	cmds []record.Command
	evs  []engine.LogEvent // VoidedBy set over the whole log
	snap *engine.StoredSnapshot
}

var _ cli.File = (*File)(nil)

// New returns an empty game file named path (the name its messages give).
func New(path string) *File { return &File{path: path} }

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
	defer f.mu.Unlock()
	c := &File{path: f.path, made: f.made, walkers: slices.Clone(f.walkers), lastWalker: f.lastWalker, games: make([]*game, len(f.games))}
	for i, g := range f.games {
		// Clipped, a slice shared with f reallocates when either appends:
		// its events are never changed in place.
		cg := *g
		cg.cmds, cg.evs = slices.Clip(g.cmds), slices.Clip(g.evs)
		c.games[i] = &cg
	}
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
	defer f.mu.Unlock()
	out := make([]record.Game, len(f.games))
	for i, g := range f.games {
		out[len(out)-1-i] = g.summary()
	}
	slices.SortStableFunc(out, func(a, b record.Game) int { return b.Created.Compare(a.Created) })
	return out, nil
}

// summary returns the game with its Commands and LastPlayed.
func (g *game) summary() record.Game {
	out := g.g
	out.Commands, out.LastPlayed = len(g.cmds), g.g.Created
	if len(g.cmds) > 0 {
		out.LastPlayed = g.cmds[len(g.cmds)-1].Time
	}
	return out
}

// Game returns the game with the given id, or an error matching
// record.ErrNoGame.
func (f *File) Game(id int64) (record.Game, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	g, err := f.game(id)
	if err != nil {
		return record.Game{}, err
	}
	return g.summary(), nil
}

// game returns game id; f.mu is held.
func (f *File) game(id int64) (*game, error) {
	if id < 1 || id > int64(len(f.games)) {
		return nil, newError(record.ErrNoGame, nil, "memfile: there is no game %d in %s; list the games to find its number", id, f.path)
	}
	return f.games[id-1], nil
}

// LatestGame returns the game played last (the newest id among those
// played at the same time), or an error matching record.ErrNoGame when
// there is none, as db.LatestGame does.
func (f *File) LatestGame() (record.Game, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var latest record.Game
	for _, g := range f.games {
		if s := g.summary(); latest.ID == 0 || !s.LastPlayed.Before(latest.LastPlayed) {
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
	f.mu.Lock()
	defer f.mu.Unlock()
	f.made = true
	g.ID = int64(len(f.games)) + 1
	f.games = append(f.games, &game{g: g, cmds: stored, evs: evs})
	return f.games[g.ID-1].summary(), nil
}

// Commands returns the game's commands in order.
func (f *File) Commands(gameID int64) ([]record.Command, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	g, err := f.game(gameID)
	if err != nil {
		return nil, err
	}
	return slices.Clone(g.cmds), nil
}

// Events returns the game's events in order, with what voids them.
func (f *File) Events(gameID int64) ([]engine.LogEvent, error) {
	return f.EventsAfter(gameID, 0)
}

// EventsAfter returns the game's events after the event afterSeq, each
// with the VoidedBy the whole log gives it, as db.EventsAfter does.
func (f *File) EventsAfter(gameID, afterSeq int64) ([]engine.LogEvent, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	g, err := f.game(gameID)
	if err != nil {
		return nil, err
	}
	return slices.Clone(g.evs[min(max(afterSeq, 0), int64(len(g.evs))):]), nil
}

// EachEvent calls fn with each of the game's events after the event
// after, as EventsAfter returns them, and stops at fn's first error.
func (f *File) EachEvent(gameID, after int64, fn func(engine.LogEvent) error) error {
	evs, err := f.EventsAfter(gameID, after)
	if err != nil {
		return err
	}
	for _, e := range evs {
		if err := fn(e); err != nil {
			return err
		}
	}
	return nil
}

// ReplayEvents is EachEvent: a log in memory is whole.
func (f *File) ReplayEvents(gameID, after int64, fn func(engine.LogEvent) error) error {
	return f.EachEvent(gameID, after, fn)
}

// AppendAfterContext stores one command's text and events, all or none,
// if the game's last event is after (db.Anywhere, -1: wherever the log
// ends), else it returns an error matching engine.ErrMovedOn. The events
// are checked as db checks them (record.CheckGame over the log they make).
// A ctx done before the command is stored stores nothing; waiting is never
// called, since nobody else holds the file.
func (f *File) AppendAfterContext(ctx context.Context, gameID, after int64, text string, events []engine.LogEvent, _ func()) (record.Command, []engine.LogEvent, error) {
	if err := ctx.Err(); err != nil {
		return record.Command{}, nil, fmt.Errorf("memfile: the command was given up before it was stored: %w", err)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	g, err := f.game(gameID)
	if err != nil {
		return record.Command{}, nil, err
	}
	if last := int64(len(g.evs)); after >= 0 && last != after {
		return record.Command{}, nil, newError(engine.ErrMovedOn, nil, "memfile: the log of game %d ends at event %d, not %d", gameID, last, after)
	}
	c := record.Command{Seq: int64(len(g.cmds)) + 1, Time: record.StoredTime(time.Now()), Text: text}
	evs := slices.Clone(g.evs)
	for _, e := range events {
		e.Seq, e.CommandSeq = int64(len(evs))+1, c.Seq
		evs = append(evs, e)
	}
	checked, err := record.CheckGame(g.g, append(slices.Clone(g.cmds), c), evs)
	if err != nil {
		return record.Command{}, nil, err
	}
	g.cmds, g.evs = append(g.cmds, c), checked
	return c, slices.Clone(checked[len(checked)-len(events):]), nil
}

// SaveSnapshot keeps state as the game's latest snapshot, after its event
// eventSeq, the last of its command commandSeq, as db.SaveSnapshot does:
// a snapshot anywhere else is refused, matching record.ErrBadSnapshot.
func (f *File) SaveSnapshot(gameID, eventSeq, commandSeq int64, state json.RawMessage) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	g, err := f.game(gameID)
	if err != nil {
		return err
	}
	evs := g.evs
	if eventSeq < 1 || eventSeq > int64(len(evs)) || evs[eventSeq-1].CommandSeq != commandSeq ||
		eventSeq < int64(len(evs)) && evs[eventSeq].CommandSeq == commandSeq {
		return newError(record.ErrBadSnapshot, nil, "memfile: event %d is not the last event of command %d", eventSeq, commandSeq)
	}
	if !json.Valid(state) {
		return newError(record.ErrBadJSON, nil, "memfile: the snapshot is not JSON")
	}
	if g.snap == nil || g.snap.EventSeq <= eventSeq {
		g.snap = &engine.StoredSnapshot{EventSeq: eventSeq, CommandSeq: commandSeq, State: append(json.RawMessage(nil), state...)}
	}
	return nil
}

// LatestSnapshot returns the game's latest snapshot, and false when it has
// none.
func (f *File) LatestSnapshot(gameID int64) (engine.StoredSnapshot, bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	g, err := f.game(gameID)
	if err != nil || g.snap == nil {
		return engine.StoredSnapshot{}, false, err
	}
	return *g.snap, true, nil
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
		return fmt.Sprint(w.ID) == ref || engine.WalkerID(w.Design.Name) == engine.WalkerID(ref)
	})
}

// SaveWalker stores design, as SaveWalkers does.
func (f *File) SaveWalker(design engine.WalkerDesign) (record.WalkerDesign, error) {
	out, err := f.SaveWalkers(design)
	if err != nil {
		return record.WalkerDesign{}, err
	}
	return out[0], nil
}

// SaveWalkers stores designs, all or none: a design with problems is
// refused, matching record.ErrBadDesign; a stored design's name replaces
// it and keeps its id.
func (f *File) SaveWalkers(designs ...engine.WalkerDesign) ([]record.WalkerDesign, error) {
	for _, d := range designs {
		if p := d.Problems(); len(p) > 0 {
			return nil, newError(record.ErrBadDesign, nil, "memfile: the walker design %q has problems (%v)", d.Name, p)
		}
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	now := record.StoredTime(time.Now())
	out := make([]record.WalkerDesign, len(designs))
	for k, d := range designs {
		w := record.WalkerDesign{Created: now, Updated: now, Design: d}
		if i := f.walker(d.Name); i >= 0 {
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
