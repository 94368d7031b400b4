// Package tracker is the live game: a session that turns the referee's
// commands into logged events. It holds no rules (the engine resolves every
// command, and the store keeps the log) and imports no terminal library: the
// dashboard (tracker/dashboard) sits on top of it.
package tracker

import (
	"encoding/json"
	"math"
	"time"

	"ogretable/engine"
	"ogretable/tracker/internal/cadence"
)

// Record is one stored event, as the battle log keeps it. Payload is the
// engine event as JSON; VoidedBy is the seq of the undo that voids its
// command, 0 while it stands.
type Record struct {
	Seq        int64
	CommandSeq int64
	Time       time.Time
	Turn       int
	Side       string
	Phase      string
	Kind       string
	Payload    json.RawMessage
	VoidedBy   int64
}

// Store is what a session needs of the battle log. Append stores one
// command's text and events in one durable transaction and returns the
// command's seq and the events as stored; Events returns every event of the
// game in order with VoidedBy filled in.
type Store interface {
	Events(gameID int64) ([]Record, error)
	Append(gameID int64, text string, events []Record) (int64, []Record, error)
}

// Info is what a session needs to know of its game.
type Info struct {
	ID       int64
	Name     string
	Variant  engine.Variant
	Scale    engine.Scale
	Scenario string
	Seed     int64
	Created  time.Time
}

// Session is one game being refereed: its state rebuilt from the log, and
// the latest part of the log itself.
//
// A session on a SnapshotStore opens its game from the latest snapshot and
// holds only the events after it in memory (its base); reading further back
// (the whole log, an undo that reaches before the base) asks the store. It
// saves a snapshot after a command once SnapshotEvery events have been
// appended since the last one, and moves its base up to the snapshot before
// that one, so that an undo just after a snapshot still finds its command
// in memory.
type Session struct {
	store   Store
	snaps   SnapshotStore // store, when it keeps snapshots; else nil
	catalog *engine.Catalog
	info    Info
	// base is the state the records start after; nil when they start at
	// the beginning of the log.
	base *checkpoint
	// saved is the latest snapshot this session saved, while it is still
	// the state after its event (no undo or redo since reached before it):
	// the base moves up to it when the next snapshot is saved.
	saved   *checkpoint
	records []Record // the events after base, in order
	state   *engine.Game
	// lastCommand and lastEvent are the seqs of the latest command and
	// event stored.
	lastCommand, lastEvent int64
	// snapCommand is the command of the latest snapshot in the store as far
	// as the session knows (0 for none); nextSnapshot is the event from
	// which a command is followed by a snapshot.
	snapCommand, nextSnapshot int64
}

// Open returns a session on a game: it reads the game's events from store
// and replays the standing ones through the engine, from the latest
// snapshot when store keeps snapshots and one fits. It errors when the store
// fails or when a stored event does not fit the rules (a damaged log).
func Open(store Store, cat *engine.Catalog, info Info) (*Session, error) {
	s := &Session{store: store, catalog: cat, info: info, nextSnapshot: cadence.SnapshotEvery}
	s.snaps, _ = store.(SnapshotStore)
	if s.snaps != nil {
		if snap, ok, err := s.snaps.LatestSnapshot(info.ID); err == nil && ok {
			if s.openSnapshot(snap) {
				return s, nil
			}
			// A snapshot that does not fit is replaced at the next command.
			s.nextSnapshot = 0
		}
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

// Sides returns the game's sides in turn order, from its scenario, or the
// default sides.
func Sides(cat *engine.Catalog, scenario string) []string {
	if scenario != "" {
		if sc, err := cat.Scenario(scenario); err == nil && len(sc.Sides) >= 2 {
			return sc.Sides
		}
	}
	return engine.DefaultSides
}

// newGame returns the game before its first event.
func (s *Session) newGame() (*engine.Game, error) {
	g, err := engine.NewGame(s.catalog, s.info.Variant, s.info.Scale, Sides(s.catalog, s.info.Scenario))
	if err != nil {
		return nil, err
	}
	g.Scenario = s.info.Scenario
	return g, nil
}

// rebuild replays every standing event of the records on the base.
func (s *Session) rebuild() error { return s.rebuildFrom(s.base) }

// rebuildFrom replays the standing events of the records after checkpoint
// c (the start of the log when nil) on its state.
func (s *Session) rebuildFrom(c *checkpoint) error {
	var g *engine.Game
	s.lastCommand, s.lastEvent = 0, 0
	if c != nil {
		g = c.game.Clone()
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
		s.lastCommand = max(s.lastCommand, r.CommandSeq)
		s.lastEvent = max(s.lastEvent, r.Seq)
		if r.Kind == KindUndo || r.Kind == KindRedo {
			continue
		}
		var e engine.Event
		if err := json.Unmarshal(r.Payload, &e); err != nil {
			return Errorf("event %d of game %d cannot be read (%v); the log is damaged", r.Seq, s.info.ID, err)
		}
		if r.VoidedBy != 0 {
			continue
		}
		if err := g.Apply(e); err != nil {
			return Errorf("event %d of game %d does not fit the game: %v", r.Seq, s.info.ID, err)
		}
	}
	s.state = g
	return nil
}

// Do carries out one command line: it parses it, resolves it against the
// rules, stores its events durably, and only then applies them. It returns
// the new log lines. A command that does not parse or breaks a rule is
// refused with the reason, and nothing is written.
func (s *Session) Do(line string) ([]LogLine, error) {
	cmd, err := s.state.ParseCommand(line)
	if err != nil {
		return nil, err
	}
	switch cmd.Verb {
	case engine.VerbUndo:
		return s.undo(cmd.Line)
	case engine.VerbRedo:
		return s.redo(cmd.Line)
	}
	dice := engine.NewSeeded(uint64(s.info.Seed), uint64(s.lastCommand+1))
	events, err := engine.Resolve(s.state, cmd, dice)
	if err != nil {
		return nil, err
	}
	// Each event is logged with the turn, side and phase once it applied.
	next := s.state.Clone()
	recs := make([]Record, len(events))
	for i, e := range events {
		if err := next.Apply(e); err != nil {
			return nil, Errorf("%w", err)
		}
		p, err := json.Marshal(e)
		if err != nil {
			return nil, Errorf("%w", err)
		}
		recs[i] = Record{Turn: next.Turn, Side: next.CurrentSide(), Phase: string(next.Phase), Kind: string(e.Kind), Payload: p}
	}
	return s.append(cmd.Line, recs, func() error { s.state = next; return nil })
}

// append stores a command's records and, once they are durable, runs apply
// and returns the new log lines. It saves a snapshot when one is due.
func (s *Session) append(text string, recs []Record, apply func() error) ([]LogLine, error) {
	seq, stored, err := s.store.Append(s.info.ID, text, recs)
	if err != nil {
		return nil, err
	}
	if len(stored) > 0 && stored[0].Seq != s.lastEvent+1 {
		// Another program wrote to the game since this session read it:
		// the session's state lacks its events, so it must not save that
		// state as the game's.
		s.nextSnapshot = math.MaxInt64
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

// Plan checks an attack without rolling and returns its odds, for showing
// before the dice fall. It errors with the reason when the attack is illegal.
func (s *Session) Plan(attackers []string, target string, override bool) (*engine.FirePlan, error) {
	return s.state.PlanFire(attackers, target, override)
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
// It errors like Do when the command would be refused.
func (s *Session) DiceNeeds(line string) ([]engine.Need, error) {
	cmd, err := s.state.ParseCommand(line)
	if err != nil {
		return nil, err
	}
	switch cmd.Verb {
	case engine.VerbUndo, engine.VerbRedo:
		return nil, nil
	}
	return engine.NeedsOf(s.state, cmd, engine.NewSeeded(uint64(s.info.Seed), uint64(s.lastCommand+1)))
}
