// Package tracker is the live game: a session that turns the referee's
// commands into logged events. It holds no rules (the engine resolves every
// command, and the store keeps the log) and imports no terminal library: the
// dashboard (tracker/dashboard) sits on top of it.
package tracker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"time"

	"ogretable/engine"
	"ogretable/tracker/internal/cadence"
)

// Store is the battle log a session reads and appends to: the one store
// interface, which the program's game file (db.DB) and the store in memory
// of the tests and fuzz targets (tracker/memstore) both are.
//
// EventsAfter returns the events after the event afterSeq (0: every
// event), in order, with VoidedBy set by the undo rule (engine.MarkVoided)
// over them alone. EachEvent calls fn with each of those events, one at a
// time, and stops at the first error fn returns, returning it: a session
// replays and prints a long log through it without holding every event in
// memory. ReplayEvents is EachEvent for a caller that keeps nothing of
// what fn saw when it returns an error, which lets the store check that
// the log is whole as it reads it rather than up front too.
//
// AppendContext stores one command's text and events in one durable
// transaction, on the condition that the game's last event is the event
// after (0: none), checked inside that transaction: when another program
// wrote since, it writes nothing and returns an error matching
// engine.ErrMovedOn. While another program holds the store's write lock it
// waits only until ctx is done, and then writes nothing and returns an
// error matching engine.ErrGivenUp; once it starts waiting for such a lock
// it calls engine.WaitNotice(ctx), when set. It returns the command's seq
// and the events as stored.
//
// SaveSnapshot stores a game's state right after an event, the last of
// its command (the store may drop older snapshots); LatestSnapshot returns
// the game's latest, and false when it has none. Snapshots are a cache,
// never the source of truth: a session uses one only when it is sure that
// replaying the whole log would give the same state, and replays the whole
// log otherwise; a failure to save one never fails a command.
//
// WalkerTypes returns the walker designs the store keeps as the unit types
// a game adds them as ("walker:NAME"), as the catalog a session is opened
// with holds them.
type Store interface {
	EventsAfter(gameID, afterSeq int64) ([]engine.LogEvent, error)
	EachEvent(gameID, afterSeq int64, fn func(engine.LogEvent) error) error
	ReplayEvents(gameID, afterSeq int64, fn func(engine.LogEvent) error) error
	AppendContext(ctx context.Context, gameID, after int64, text string, events []engine.LogEvent) (int64, []engine.LogEvent, error)
	SaveSnapshot(gameID, eventSeq, commandSeq int64, state json.RawMessage) error
	LatestSnapshot(gameID int64) (engine.StoredSnapshot, bool, error)
	WalkerTypes() ([]*engine.UnitType, error)
}

// ErrDamaged says that a stored event does not read back: the log is
// damaged.
var ErrDamaged = &Error{Reason: "the log is damaged"}

// Info is what a session needs to know of its game.
type Info struct {
	ID       int64
	Name     string
	Variant  engine.Variant
	Scale    engine.Scale
	Scenario string
	Seed     int64
	Created  time.Time
	// Options are the options the game was created with, as recorded
	// (JSON; the CRT's optional walker rules), which its rule system reads
	// (engine.Configurer); nil for none.
	Options json.RawMessage
}

// Session is one game being refereed: its state rebuilt from the log, and
// the latest part of the log itself.
//
// A session opens its game from the latest snapshot in its store and
// holds only the events after it in memory (its base); reading further back
// (the whole log, an undo that reaches before the base) asks the store. It
// saves a snapshot after a command once SnapshotEvery events have been
// appended since the last one, and moves its base up to the snapshot before
// that one, so that an undo just after a snapshot still finds its command
// in memory.
type Session struct {
	store   Store
	catalog *engine.Catalog
	info    Info
	// base is the state the records start after; nil when they start at
	// the beginning of the log.
	base *checkpoint
	// saved is the latest snapshot this session saved, while it is still
	// the state after its event (no undo or redo since reached before it):
	// the base moves up to it when the next snapshot is saved.
	saved   *checkpoint
	records []engine.LogEvent // the events after base, in order
	state   *engine.Game
	// lastCommand and lastEvent are the seqs of the latest command and
	// event stored.
	lastCommand, lastEvent int64
	// snapCommand is the command of the latest snapshot in the store as far
	// as the session knows (0 for none); nextSnapshot is the event from
	// which a command is followed by a snapshot.
	snapCommand, nextSnapshot int64
	// skipped holds the commands whose events did not fit the game when it
	// was replayed, with the reason: the replay leaves them out (and they
	// stay in the log, shown as refused).
	skipped map[int64]*NotFitError
	// names shares the strings of the events the session decodes.
	names names
	// noHouseRules, when set, says why the catalog lacks the referee's
	// house rules (WithoutHouseRules).
	noHouseRules error
}

// Open returns a session on a game: it reads the game's events from store
// and replays the standing ones through the engine, from the latest
// snapshot in store when one fits. It errors when the store
// fails or when a stored event does not fit the rules (a damaged log).
func Open(store Store, cat *engine.Catalog, info Info) (*Session, error) {
	s := &Session{store: store, catalog: cat, info: info, nextSnapshot: cadence.SnapshotEvery}
	if snap, ok, err := store.LatestSnapshot(info.ID); err == nil && ok {
		if s.openSnapshot(snap) {
			return s, nil
		}
		// A snapshot that does not fit is replaced at the next command.
		s.nextSnapshot = 0
	}
	if err := s.loadAll(); err != nil {
		return nil, err
	}
	return s, nil
}

// Info returns the game's details.
func (s *Session) Info() Info { return s.info }

// State returns the game as it stands. The caller must not change it.
func (s *Session) State() *engine.Game { return s.state }

// Catalog returns the unit catalog the game uses.
func (s *Session) Catalog() *engine.Catalog { return s.catalog }

// Sides returns the game's sides in turn order, from its scenario; nil
// when it has none, for engine.NewGame to take its system's
// (engine.SidesOf).
func Sides(cat *engine.Catalog, scenario string) []string {
	if scenario != "" {
		if sc, err := cat.Scenario(scenario); err == nil && len(sc.Sides) >= 2 {
			return sc.Sides
		}
	}
	return nil
}

// newGame returns the game before its first event.
func (s *Session) newGame() (*engine.Game, error) {
	g, err := engine.NewGame(s.catalog, s.info.Variant, s.info.Scale, Sides(s.catalog, s.info.Scenario))
	if err != nil {
		return nil, err
	}
	g.Scenario = s.info.Scenario
	if c, ok := g.System().(engine.Configurer); ok {
		if err := c.Configure(g, s.info.Options); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// rebuild replays every standing event of the records on the base.
func (s *Session) rebuild() error { return s.rebuildFrom(s.base) }

// rebuildFrom replays the standing events of the records after checkpoint
// c (the start of the log when nil) on its state. A command one of whose
// events does not fit the game is left out whole, the replay starting
// again without it, and noted in skipped; a record that cannot be read
// stops the replay (the log is damaged).
func (s *Session) rebuildFrom(c *checkpoint) error {
	for {
		err := s.replayFrom(c)
		var nf *NotFitError
		if !errors.As(err, &nf) {
			return err
		}
		s.leaveOut(nf)
	}
}

// NotFitError says that a stored event does not fit the game it is
// replayed onto (a log written by two programs at once, or by an older
// build): the replay leaves its command out. Game, Command and Event are
// the seqs of the game, of the command left out and of its event that does
// not fit; Err is the engine's reason.
type NotFitError struct {
	Game, Command, Event int64
	Err                  error
}

// Error returns the reason with the package prefix: "tracker: ...".
func (e *NotFitError) Error() string { return "tracker: " + e.Sentence() }

// Sentence returns the reason, for a person: "event 41 of game 12 does not
// fit the game: ...".
func (e *NotFitError) Sentence() string {
	return fmt.Sprintf("event %d of game %d does not fit the game: %s", e.Event, e.Game, engine.Sentence(e.Err))
}

// Unwrap returns the engine's reason.
func (e *NotFitError) Unwrap() error { return e.Err }

// leaveOut notes that the replay leaves out the command of nf.
func (s *Session) leaveOut(nf *NotFitError) {
	if s.skipped == nil {
		s.skipped = map[int64]*NotFitError{}
	}
	s.skipped[nf.Command] = nf
}

// LeftOut returns why the replay left out each command it left out, in the
// order of the commands: none for a sound log.
func (s *Session) LeftOut() []*NotFitError {
	var out []*NotFitError
	for _, c := range slices.Sorted(maps.Keys(s.skipped)) {
		out = append(out, s.skipped[c])
	}
	return out
}

// Skipped returns what the replay left out, a sentence a command: the
// commands whose events did not fit the game (a log written by two programs
// at once, or by an older build), with why; none for a sound log.
func (s *Session) Skipped() []string {
	var out []string
	for _, nf := range s.LeftOut() {
		out = append(out, fmt.Sprintf("command %d was left out: %s", nf.Command, nf.Sentence()))
	}
	return out
}

// replayFrom is one try of rebuildFrom.
func (s *Session) replayFrom(c *checkpoint) error {
	var g *engine.Game
	s.lastCommand, s.lastEvent = 0, 0
	if c != nil {
		g = c.game.Clone()
		g.Catalog = s.catalog // designs loaded since the checkpoint (LoadDesigns)
		s.lastCommand, s.lastEvent = c.command, c.event
	} else {
		var err error
		if g, err = s.newGame(); err != nil {
			return err
		}
	}
	for _, r := range s.records {
		if c != nil && r.Seq <= c.event {
			continue
		}
		if err := s.applyRecord(g, r); err != nil {
			return err
		}
	}
	s.state = g
	return nil
}

// Do carries out one command line: it parses it, resolves it against the
// rules, stores its events durably, and only then applies them. It returns
// the new log lines. A command that does not parse or breaks a rule is
// refused with the reason, and nothing is written.
//
// The command is checked against the game as of the last event in the log:
// the session first catches up with what another program wrote, and the
// store appends only if nobody wrote since (Store.Append). When somebody
// did, the session catches up and resolves the command again, unless its
// meaning depends on where the game stood when it was typed (undo, redo,
// next): that is refused, with a sentence saying where the game is now.
func (s *Session) Do(line string) ([]LogLine, error) {
	return s.do(context.Background(), line, nil, nil)
}

// DoAsSeen carries out a command typed at a screen that showed the game as
// of its event seen (LastEvent when the screen was drawn): when the log has
// gone on since, by another program, whatever the command, it is refused
// with a sentence saying where the game is now, the session catches up,
// and nothing is written; the caller shows the game again. Otherwise it is
// Do.
func (s *Session) DoAsSeen(line string, seen int64) ([]LogLine, error) {
	return s.do(context.Background(), line, &seen, nil)
}

// DoAsShown carries out a command from a screen that showed the game as of
// its event seen, and gives it up when ctx is done while the store waits
// for another program's lock (Store.AppendContext): nothing is written, and the error
// matches engine.ErrGivenUp. When the log has gone on since seen, the command goes
// on only if same, asked with the game as it is now, reports that what
// the screen showed for the command is unchanged (same nil: never); else it
// is refused as DoAsSeen refuses it. same runs on the caller's goroutine
// and must not keep now. It is Do otherwise.
func (s *Session) DoAsShown(ctx context.Context, line string, seen int64, same func(now *engine.Game) bool) ([]LogLine, error) {
	return s.do(ctx, line, &seen, same)
}

// LastEvent returns the seq of the latest event the session knows of.
func (s *Session) LastEvent() int64 { return s.lastEvent }

// movedOnTries is how many times Do resolves a command again when other
// programs keep writing between its reads and its append.
const movedOnTries = 5

// do runs a command line for Do and, with asSeen set (the event the screen
// showed), DoAsSeen and DoAsShown (same).
func (s *Session) do(ctx context.Context, line string, asSeen *int64, same func(*engine.Game) bool) ([]LogLine, error) {
	cmd, err := againWithDesigns(s, func() (engine.Command, error) { return s.state.ParseCommand(line) })
	if err != nil {
		return nil, s.unknownWithoutHouseRules(err)
	}
	seen := s.lastEvent
	if asSeen != nil {
		seen = *asSeen
	}
	for try := 0; ; try++ {
		if err := s.catchUp(); err != nil {
			return nil, err
		}
		if s.lastEvent != seen && (asSeen != nil || dependsOnView(cmd.Verb)) && (same == nil || !same(s.state)) {
			return nil, s.movedOn(cmd)
		}
		lines, err := s.try(ctx, cmd)
		if !errors.Is(err, engine.ErrMovedOn) || try+1 >= movedOnTries {
			return lines, err
		}
	}
}

// dependsOnView reports whether a verb's meaning depends on where the game
// stood when it was typed: undo and redo name the latest command, next the
// phase after the one shown.
func dependsOnView(v engine.Verb) bool {
	return v == engine.VerbUndo || v == engine.VerbRedo || v == engine.VerbNext
}

// movedOn returns the refusal of a command typed before another program
// moved the game on: where the game stands now, and what to do.
func (s *Session) movedOn(cmd engine.Command) error {
	g := s.state
	where := fmt.Sprintf("it is now %s, turn %d", engine.PhaseOf(g, g.CurrentSide(), g.Phase), g.Turn)
	if lines := s.Recent(1); len(lines) > 0 {
		where += fmt.Sprintf(", and the latest event is %q", lines[0].Text)
	}
	again := fmt.Sprintf("give %q again if it is still what you want", cmd.Line)
	switch cmd.Verb {
	case engine.VerbUndo:
		again = "undo again to void the latest command, which may now be another program's"
	case engine.VerbRedo:
		again = "redo again if it still applies"
	case engine.VerbNext:
		again = "give \"next\" again to go on from there"
	}
	return &Error{Reason: fmt.Sprintf("the game moved on in another program: %s; nothing was done; %s", where, again), Err: engine.ErrMovedOn}
}

// try resolves cmd against the session's state and appends its events
// after the session's last event.
func (s *Session) try(ctx context.Context, cmd engine.Command) ([]LogLine, error) {
	switch cmd.Verb {
	case engine.VerbUndo:
		return s.undo(ctx, cmd.Line)
	case engine.VerbRedo:
		return s.redo(ctx, cmd.Line)
	}
	events, err := againWithDesigns(s, func() ([]engine.Event, error) {
		return engine.Resolve(s.state, cmd, engine.NewSeeded(uint64(s.info.Seed), uint64(s.lastCommand+1)))
	})
	if err != nil {
		return nil, s.unknownWithoutHouseRules(err)
	}
	if err := s.needsHouseRules(cmd, events); err != nil {
		return nil, err
	}
	// Each event is logged with the turn, side and phase once it applied,
	// and the version of its system's log that says it.
	next := s.state.Clone()
	version := engine.LogVersionOf(next)
	recs := make([]engine.LogEvent, len(events))
	for i, e := range events {
		if err := next.Apply(e); err != nil {
			return nil, Errorf("%w", err)
		}
		e.LogVersion = version
		p, err := json.Marshal(e)
		if err != nil {
			return nil, Errorf("%w", err)
		}
		recs[i] = engine.LogEvent{Turn: next.Turn, Side: next.CurrentSide(), Phase: string(next.Phase), Kind: string(e.Kind), Payload: p}
	}
	// A system whose units of every side act in one phase logs the side
	// that acted (engine.EventSider).
	for i, side := range engine.ActingSides(next, events) {
		recs[i].Side = side
	}
	// A unit put in play is logged on its side (engine.LoggedSide).
	for i, e := range events {
		recs[i].Side = engine.LoggedSide(e, recs[i].Side)
	}
	return s.append(ctx, cmd.Line, recs, func() error { s.state = next; return nil })
}

// LoadDesigns reads the walker designs of the store (WalkerTypes) into
// the session's catalog again, so that a design saved while the game is
// open, by the dashboard's designer or by another program, is added to it
// at once; it reports whether the catalog changed. A store that keeps no
// designs changes nothing. The game's record of a design already in play
// stays as it was (ARCHITECTURE.md, Decisions, A game keeps its data).
func (s *Session) LoadDesigns() (bool, error) {
	types, err := s.store.WalkerTypes()
	if err != nil {
		return false, err
	}
	var changed []*engine.UnitType
	for _, t := range types {
		i := slices.IndexFunc(s.catalog.Units, func(u *engine.UnitType) bool { return u.ID == t.ID })
		if i < 0 || !reflect.DeepEqual(s.catalog.Units[i], t) {
			changed = append(changed, t)
		}
	}
	if len(changed) == 0 {
		return false, nil
	}
	s.catalog = s.catalog.WithUnits(changed...)
	// The state is replaced, not changed: a screen may hold the old one.
	g := s.state.Clone()
	g.Catalog = s.catalog
	s.state = g
	return true, nil
}

// againWithDesigns runs f, and once more when it fails on a unit type the
// catalog does not know and the store's designs, read again, changed the
// catalog (designsAdded): a design saved while the game is open is added
// at once.
func againWithDesigns[T any](s *Session, f func() (T, error)) (T, error) {
	v, err := f()
	if err != nil && s.designsAdded(err) {
		return f()
	}
	return v, err
}

// designsAdded reports whether err is a unit type the catalog does not
// know and the store's walker designs, read again, changed the catalog: the
// command is worth a second try.
func (s *Session) designsAdded(err error) bool {
	var un *engine.UnknownNameError
	if !errors.As(err, &un) || un.What != "unit type" {
		return false
	}
	changed, lerr := s.LoadDesigns()
	return lerr == nil && changed
}

// WithoutHouseRules tells the session that the catalog it was opened with
// lacks the referee's house rules, which could not be loaded; why says so
// in a sentence (the file and the line). The game goes on with what it has
// recorded (ARCHITECTURE.md, Decisions, A game keeps its data), and the session refuses,
// with why, a command that needs the catalog beyond that record: one that
// brings a unit type into the record (add or buy a type not in play yet,
// update), reads the catalog's tables (reinforce, roll points), or names a
// unit type the catalog does not know. Every other command goes on.
func (s *Session) WithoutHouseRules(why error) { s.noHouseRules = why }

// HouseRulesProblem returns why the session's catalog lacks the house
// rules (WithoutHouseRules), nil when nothing is missing.
func (s *Session) HouseRulesProblem() error { return s.noHouseRules }

// needsHouseRules returns the refusal of cmd, resolved into events, when
// the house rules are missing and it needs them; nil otherwise.
func (s *Session) needsHouseRules(cmd engine.Command, events []engine.Event) error {
	if s.noHouseRules == nil {
		return nil
	}
	what := ""
	if d := s.state.Verb(cmd.Verb); d != nil {
		what = d.Reads
	}
	for _, e := range events {
		if e.Kind == engine.EventDefined && what == "" {
			what = fmt.Sprintf("it takes %s from the templates into the game's record", e.Type)
		}
	}
	if what == "" {
		return nil
	}
	return s.refuseWithoutHouseRules(what)
}

// unknownWithoutHouseRules returns err, or, when it is an unknown name's
// (a unit type's, an entry of a system's own table) and the house rules
// are missing, the refusal that says the name may be theirs.
func (s *Session) unknownWithoutHouseRules(err error) error {
	var un *engine.UnknownNameError
	if s.noHouseRules == nil || !errors.As(err, &un) {
		return err
	}
	return s.refuseWithoutHouseRules("it names a " + un.What + " they may define: " + engine.Sentence(err))
}

// refuseWithoutHouseRules returns the refusal of a command that needs the
// missing house rules, what saying why it needs them.
func (s *Session) refuseWithoutHouseRules(what string) error {
	return &Error{Reason: fmt.Sprintf("this command needs the house rules (%s), but %s; fix the file, then give the command again; nothing was done",
		what, engine.Sentence(s.noHouseRules)), Err: s.noHouseRules}
}

// Refresh catches up with what another program wrote to the game since the
// session last read it, and returns the new log lines (none when nothing
// changed). A dashboard calls it often, to show another program's commands.
func (s *Session) Refresh() ([]LogLine, error) {
	last := s.lastEvent
	if err := s.catchUp(); err != nil || s.lastEvent == last {
		return nil, err
	}
	var out []LogLine
	for _, r := range s.records {
		if r.Seq > last {
			out = append(out, s.line(r))
		}
	}
	return out, nil
}

// catchUp reads the events after the session's last one and folds them in:
// applied on the state, or, when they undo or redo a command, by rebuilding
// the state from the log.
func (s *Session) catchUp() error {
	newer, err := s.store.EventsAfter(s.info.ID, s.lastEvent)
	if err != nil || len(newer) == 0 {
		return err
	}
	target := int64(0)
	for _, r := range newer {
		if r.IsMark() {
			if n, ok := MarkTarget(r.Payload); ok && (target == 0 || n < target) {
				target = n
			}
		}
	}
	if target != 0 {
		// A mark voids or restores an older command: the records in
		// memory change too, so read them again.
		if s.base == nil {
			return s.loadAll()
		}
		s.records = append(s.records, newer...)
		return s.reload(target)
	}
	g := s.state.Clone()
	lastCommand, lastEvent := s.lastCommand, s.lastEvent
	for _, r := range newer {
		if err := s.applyRecord(g, r); err != nil {
			s.lastCommand, s.lastEvent = lastCommand, lastEvent
			var nf *NotFitError
			if errors.As(err, &nf) {
				// An older build wrote what does not fit: replay the
				// whole log, which leaves it out.
				return s.loadAll()
			}
			return err
		}
	}
	s.records = append(s.records, newer...)
	s.state = g
	return nil
}

// applyRecord folds a stored record into g and moves the session's last
// seqs up to it: a standing event is applied; a voided one or an undo or
// redo mark only counted.
func (s *Session) applyRecord(g *engine.Game, r engine.LogEvent) error {
	s.lastCommand = max(s.lastCommand, r.CommandSeq)
	s.lastEvent = max(s.lastEvent, r.Seq)
	if r.IsMark() {
		return nil
	}
	var e engine.Event
	if s.names == nil {
		s.names = make(names)
	}
	if err := decodeToApply(r.Payload, &e, s.names); err != nil {
		return &Error{Reason: fmt.Sprintf("event %d of game %d cannot be read (%v); the log is damaged", r.Seq, s.info.ID, err), Err: ErrDamaged}
	}
	if r.VoidedBy != 0 || s.skipped[r.CommandSeq] != nil {
		return nil
	}
	if err := g.Apply(e); err != nil {
		return &NotFitError{Game: s.info.ID, Command: r.CommandSeq, Event: r.Seq, Err: err}
	}
	return nil
}

// append stores a command's records and, once they are durable, runs apply
// and returns the new log lines. It saves a snapshot when one is due. When
// ctx is done before the records are durable, it writes nothing and errors
// with engine.ErrGivenUp.
func (s *Session) append(ctx context.Context, text string, recs []engine.LogEvent, apply func() error) ([]LogLine, error) {
	var (
		seq    int64
		stored []engine.LogEvent
		err    error
	)
	seq, stored, err = s.store.AppendContext(ctx, s.info.ID, s.lastEvent, text, recs)
	if err != nil && ctx.Err() != nil {
		return nil, &Error{Reason: fmt.Sprintf("%q was given up before it was saved; nothing was written", text), Err: engine.ErrGivenUp}
	}
	if err != nil {
		return nil, err
	}
	s.lastCommand = seq
	for _, r := range stored {
		s.lastEvent = max(s.lastEvent, r.Seq)
	}
	s.records = append(s.records, stored...)
	if err := apply(); err != nil {
		return nil, err
	}
	lines := make([]LogLine, 0, len(stored))
	for _, r := range stored {
		lines = append(lines, s.line(r))
	}
	s.maybeSnapshot()
	return lines, nil
}

// DiceNeeded returns how many dice the command line will roll (see
// DiceNeeds). It errors like Do when the command would be refused.
func (s *Session) DiceNeeded(line string) (int, error) {
	needs, err := s.DiceNeeds(line)
	n := 0
	for _, nd := range needs {
		n += nd.Count
	}
	return n, err
}

// DiceNeeds returns the rolls the command line will make, in order, each
// with its dice and what it decides, found by resolving it without storing
// anything, so the referee can be asked for them before anything happens.
// It errors like Do when the command would be refused, and like Do reads
// the store's walker designs again for a unit type the catalog lacks.
func (s *Session) DiceNeeds(line string) ([]engine.Need, error) {
	return againWithDesigns(s, func() ([]engine.Need, error) {
		cmd, err := s.state.ParseCommand(line)
		if err != nil {
			return nil, err
		}
		switch cmd.Verb {
		case engine.VerbUndo, engine.VerbRedo:
			return nil, nil
		}
		return engine.NeedsOf(s.state, cmd, engine.NewSeeded(uint64(s.info.Seed), uint64(s.lastCommand+1)))
	})
}

// DiceNeedsAfter returns the rolls the command line makes once the referee
// has typed the values typed, its first dice in order: the rolls known from
// them (see engine.NeedsAfter), and more when later rolls depend on dice not
// typed yet, so a prompt can ask for a roll's dice stage by stage. It errors
// like Do when the command would be refused, and when a typed value is not
// on its die.
func (s *Session) DiceNeedsAfter(line string, typed []int) (needs []engine.Need, more bool, err error) {
	needs, err = againWithDesigns(s, func() ([]engine.Need, error) {
		cmd, err := s.state.ParseCommand(line)
		if err != nil {
			return nil, err
		}
		switch cmd.Verb {
		case engine.VerbUndo, engine.VerbRedo:
			return nil, nil
		}
		var n []engine.Need
		n, more, err = engine.NeedsAfter(s.state, cmd, typed, engine.NewSeeded(uint64(s.info.Seed), uint64(s.lastCommand+1)))
		return n, err
	})
	return needs, more, err
}
