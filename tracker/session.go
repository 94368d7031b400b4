// Package tracker is the live game: a session that turns the referee's
// commands into logged events, and the dashboard on top of it. It holds no
// rules: the engine resolves every command, and the store keeps the log.
package tracker

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"ogretable/engine"
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

// Snapshot is a game's state saved right after one of its events, EventSeq,
// the last event of the command CommandSeq: the JSON of engine's
// Game.Snapshot.
type Snapshot struct {
	EventSeq   int64
	CommandSeq int64
	Time       time.Time
	State      json.RawMessage
}

// SnapshotStore is a Store that also keeps snapshots, so that opening a
// long game replays only the events after the latest one. SaveSnapshot
// stores a game's state at an event (the store may drop older snapshots);
// LatestSnapshot returns the game's latest, and false when it has none;
// EventsAfter returns the game's events after the event afterSeq, with
// VoidedBy set by the rule of Events over the returned events alone.
//
// Snapshots are a cache, never the source of truth: a session uses one only
// when it is sure that replaying the whole log would give the same state,
// and replays the whole log otherwise; a failure to save one never fails a
// command.
type SnapshotStore interface {
	Store
	SaveSnapshot(gameID, eventSeq, commandSeq int64, state json.RawMessage) error
	LatestSnapshot(gameID int64) (Snapshot, bool, error)
	EventsAfter(gameID, afterSeq int64) ([]Record, error)
}

// SnapshotEvery is how many events a session appends, at least, between
// two snapshots of its game, when its store keeps snapshots.
const SnapshotEvery = 1000

// snapshotEvery is SnapshotEvery; the tests make it smaller.
var snapshotEvery int64 = SnapshotEvery

// The kinds of the events undo and redo write; their payload is
// {"command": N, "text": "..."}.
const (
	KindUndo = "undo"
	KindRedo = "redo"
)

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

// checkpoint is the game's state right after its event, the last event of
// its command.
type checkpoint struct {
	game           *engine.Game
	event, command int64
}

// Open returns a session on a game: it reads the game's events from store
// and replays the standing ones through the engine, from the latest
// snapshot when store keeps snapshots and one fits. It errors when the store
// fails or when a stored event does not fit the rules (a damaged log).
func Open(store Store, cat *engine.Catalog, info Info) (*Session, error) {
	s := &Session{store: store, catalog: cat, info: info, nextSnapshot: snapshotEvery}
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

// openSnapshot restores the game from snap and replays the events after it,
// and reports whether it could. It cannot when the snapshot does not
// restore (another catalog, another build), is not of this game, or when an
// undo or redo after it reaches before it.
func (s *Session) openSnapshot(snap Snapshot) bool {
	g, err := engine.RestoreGame(s.catalog, snap.State)
	if err != nil {
		return false
	}
	fresh, err := s.newGame()
	if err != nil || g.Variant != fresh.Variant || g.Scale != fresh.Scale || g.Scenario != fresh.Scenario ||
		!slices.Equal(g.Sides, fresh.Sides) {
		return false
	}
	base := &checkpoint{game: g, event: snap.EventSeq, command: snap.CommandSeq}
	tail, err := s.snaps.EventsAfter(s.info.ID, base.event)
	if err != nil || !base.fits(tail) {
		return false
	}
	s.base, s.records = base, tail
	if err := s.rebuild(); err != nil {
		s.base, s.records = nil, nil
		return false
	}
	s.snapCommand = base.command
	s.nextSnapshot = base.event + snapshotEvery
	return true
}

// fits reports whether the events after the checkpoint, recs, replayed on
// its state give the state a replay of the whole log gives: they follow it,
// and no undo or redo among them reaches back to a command at or before
// it (the checkpoint's state has that command standing or voided as it was
// before the mark).
func (c *checkpoint) fits(recs []Record) bool {
	for _, r := range recs {
		if r.Seq <= c.event || r.CommandSeq <= c.command {
			return false
		}
		if r.Kind != KindUndo && r.Kind != KindRedo {
			continue
		}
		// Marks that the voiding rule ignores change nothing.
		if n, ok := markTarget(r.Payload); ok && n >= 1 && n < r.CommandSeq && n <= c.command {
			return false
		}
	}
	return true
}

// loadAll reads every event of the game and replays it, from the start.
func (s *Session) loadAll() error {
	recs, err := s.store.Events(s.info.ID)
	if err != nil {
		return err
	}
	s.base, s.saved, s.records = nil, nil, recs
	return s.rebuild()
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
			return fmt.Errorf("tracker: event %d of game %d cannot be read (%v); the log is damaged", r.Seq, s.info.ID, err)
		}
		if r.VoidedBy != 0 {
			continue
		}
		if err := g.Apply(e); err != nil {
			return fmt.Errorf("tracker: event %d of game %d does not fit the game: %v", r.Seq, s.info.ID, err)
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
	cmd, err := engine.ParseCommand(line)
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
			return nil, fmt.Errorf("tracker: %v", err)
		}
		p, err := json.Marshal(e)
		if err != nil {
			return nil, fmt.Errorf("tracker: %v", err)
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

// maybeSnapshot saves the game's state as a snapshot when snapshotEvery
// events have been appended since the last one (or the last one stopped
// fitting), and moves the base up to the snapshot saved before. A snapshot
// is a cache: when it cannot be saved, the command stands all the same, and
// the next try comes snapshotEvery events later.
func (s *Session) maybeSnapshot() {
	if s.snaps == nil || s.lastEvent < s.nextSnapshot {
		return
	}
	s.nextSnapshot = s.lastEvent + snapshotEvery
	data, err := s.state.Snapshot()
	if err != nil {
		return
	}
	if err := s.snaps.SaveSnapshot(s.info.ID, s.lastEvent, s.lastCommand, data); err != nil {
		return
	}
	s.snapCommand = s.lastCommand
	now := &checkpoint{game: s.state.Clone(), event: s.lastEvent, command: s.lastCommand}
	switch {
	case s.base == nil:
		// The whole log is in memory: let it go.
		s.setBase(now)
	case s.saved != nil:
		s.setBase(s.saved)
		s.saved = now
	default:
		s.saved = now
	}
}

// setBase makes c the base, keeping only the records after it.
func (s *Session) setBase(c *checkpoint) {
	i := len(s.records)
	for i > 0 && s.records[i-1].Seq > c.event {
		i--
	}
	s.records = slices.Clone(s.records[i:])
	s.base = c
}

// reload reads the events after the latest checkpoint before target again,
// with what an undo or redo of target voided or restored, and rebuilds the
// state from that checkpoint; an undo or redo reaching back to the base or
// before it makes it replay the whole log.
func (s *Session) reload(target int64) error {
	if s.saved != nil && target <= s.saved.command {
		s.saved = nil
	}
	if target <= s.snapCommand {
		// The latest snapshot in the store no longer fits: replace it now.
		s.nextSnapshot = min(s.nextSnapshot, 0)
	}
	c := s.saved
	if c == nil {
		c = s.base
	}
	if c != nil && target > c.command {
		tail, err := s.snaps.EventsAfter(s.info.ID, c.event)
		if err != nil {
			return err
		}
		if c.fits(tail) {
			// The records up to c keep their VoidedBy: as c fits the
			// tail, no mark after c aims at or before it.
			i := 0
			for i < len(s.records) && s.records[i].Seq <= c.event {
				i++
			}
			s.records = append(s.records[:i:i], tail...)
			if err := s.rebuildFrom(c); err == nil {
				return nil
			}
		}
	}
	return s.loadAll()
}

// mark is the payload of an undo or redo event: the command it voids or
// restores, and its log sentence.
type mark struct {
	Command int64  `json:"command"`
	Text    string `json:"text"`
}

// markTarget returns the command an undo or redo mark names, and whether
// it names one. The session writes every mark itself, as a mark struct.
func markTarget(payload json.RawMessage) (int64, bool) {
	var m mark
	if json.Unmarshal(payload, &m) != nil || m.Command < 1 {
		return 0, false
	}
	return m.Command, true
}

// history is a run of the log's records as undo and redo look at them: its
// commands in order, each with its records. whole says that the run starts
// at the beginning of the log; otherwise it starts at a command and what
// lies before it is unknown.
type history struct {
	recs  []Record
	seqs  []int64
	at    map[int64]int // the index in recs of each command's first record
	whole bool
}

// newHistory returns the run of records recs; whole says that it starts at
// the beginning of the log.
func newHistory(recs []Record, whole bool) history {
	h := history{recs: recs, at: map[int64]int{}, whole: whole}
	for i, r := range recs {
		if _, ok := h.at[r.CommandSeq]; !ok {
			h.seqs = append(h.seqs, r.CommandSeq)
			h.at[r.CommandSeq] = i
		}
	}
	return h
}

// first returns a command's first record, and whether the run holds it.
func (h history) first(c int64) (Record, bool) {
	i, ok := h.at[c]
	if !ok {
		return Record{}, false
	}
	return h.recs[i], true
}

// records returns a command's records (a command's events are stored
// together, so they follow one another in the run).
func (h history) records(c int64) []Record {
	i, ok := h.at[c]
	if !ok {
		return nil
	}
	j := i
	for j < len(h.recs) && h.recs[j].CommandSeq == c {
		j++
	}
	return h.recs[i:j]
}

// isMark reports whether a record is an undo or redo mark.
func isMark(r Record) bool { return r.Kind == KindUndo || r.Kind == KindRedo }

// undo returns the latest command still standing, and whether the run is
// sure of it: a run that is not whole cannot say there is none.
func (h history) undo() (int64, bool) {
	for i := len(h.seqs) - 1; i >= 0; i-- {
		r, _ := h.first(h.seqs[i])
		if isMark(r) || r.VoidedBy != 0 {
			continue
		}
		return h.seqs[i], true
	}
	return 0, h.whole
}

// redoFind is what redo finds in a run of the log.
type redoFind struct {
	// target is the command redo restores: the one the latest undo whose
	// command is still voided voided, when nothing but undo and redo was
	// done since. 0 when there is none.
	target int64
	// When target is 0: blocked is the command that latest undo voided,
	// and since the first command done after that undo, which stands in
	// the way; both are 0 when no undo's command is still voided.
	blocked, since int64
	// undos says whether the log has an undo at all.
	undos bool
	// sure is false when the answer lies before the run.
	sure bool
}

// redo walks back from the end of the run to the latest undo whose command
// is still voided (an undo whose command was redone since is passed by),
// noting the commands done after it.
func (h history) redo() redoFind {
	var after int64 // the earliest command, not a mark, after the records walked so far
	undos := false
	for i := len(h.seqs) - 1; i >= 0; i-- {
		c := h.seqs[i]
		r, _ := h.first(c)
		switch r.Kind {
		case KindRedo:
			continue
		case KindUndo:
			undos = true
			n, ok := markTarget(r.Payload)
			if !ok || n >= c {
				continue // a mark the voiding rule ignores
			}
			t, in := h.first(n)
			switch {
			case !in && !h.whole && n < h.seqs[0]:
				return redoFind{}
			case !in || t.VoidedBy == 0:
				continue // redone since
			case after == 0:
				return redoFind{target: n, undos: true, sure: true}
			default:
				return redoFind{blocked: n, since: after, undos: true, sure: true}
			}
		default:
			after = c
		}
	}
	return redoFind{undos: undos, sure: h.whole}
}

// lookBack calls find on the records in memory, then, while it is not sure
// and the records do not start at the beginning of the log, on ever longer
// runs of the log read from the store, up to the whole log.
func (s *Session) lookBack(find func(history) bool) error {
	if find(newHistory(s.records, s.base == nil)) || s.base == nil {
		return nil
	}
	for back := snapshotEvery; ; back *= 4 {
		from := max(s.base.event-back, 0)
		recs, err := s.window(from)
		if err != nil {
			return err
		}
		if find(newHistory(recs, from == 0)) || from == 0 {
			return nil
		}
	}
}

// window returns the events after the event from, from the first command
// that starts after it: the store sets VoidedBy right over such a run, as
// every mark aimed at one of its commands comes after the command.
func (s *Session) window(from int64) ([]Record, error) {
	if from <= 0 {
		return s.snaps.EventsAfter(s.info.ID, 0)
	}
	recs, err := s.snaps.EventsAfter(s.info.ID, from-1)
	if err != nil {
		return nil, err
	}
	// Leave out the command of the event from, which may go on after it.
	i := 0
	for i < len(recs) && recs[i].CommandSeq == recs[0].CommandSeq {
		i++
	}
	return recs[i:], nil
}

// ErrNothingToUndo and ErrNothingToRedo say that undo or redo had nothing to
// act on.
var (
	ErrNothingToUndo = errors.New("tracker: nothing to undo")
	ErrNothingToRedo = errors.New("tracker: nothing to redo")
)

// UndoTarget returns the command undo would void now (the latest command
// still standing) and what it did, as describe says it, or
// ErrNothingToUndo. It errors too when the store fails to give the older
// log it needs.
func (s *Session) UndoTarget() (int64, string, error) {
	var c int64
	var text string
	err := s.lookBack(func(h history) bool {
		var sure bool
		if c, sure = h.undo(); c == 0 {
			return sure
		}
		var ok bool
		text, ok = s.describe(h, c, true)
		return ok
	})
	if err != nil {
		return 0, "", err
	}
	if c == 0 {
		return 0, "", ErrNothingToUndo
	}
	return c, text, nil
}

// RedoTarget returns the command redo would restore now (the one voided by
// the latest undo whose command is still voided, if nothing but undo and
// redo was done since) and what it did, as describe says it, or an error
// matching ErrNothingToRedo that says why: nothing was undone, every undone
// command was redone, or a command done since an undo stands in the way.
// It errors too when the store fails to give the older log it needs.
func (s *Session) RedoTarget() (int64, string, error) {
	var f redoFind
	var h history
	err := s.lookBack(func(run history) bool {
		f, h = run.redo(), run
		return f.sure
	})
	if err != nil {
		return 0, "", err
	}
	// Redo's descriptions need nothing before the command.
	say := func(c int64) string {
		text, _ := s.describe(h, c, false)
		return text
	}
	switch {
	case f.target != 0:
		return f.target, say(f.target), nil
	case f.blocked != 0:
		return 0, "", fmt.Errorf("%w: %q was done since %q was undone", ErrNothingToRedo, say(f.since), say(f.blocked))
	case f.undos:
		return 0, "", fmt.Errorf("%w: every undone command has been redone", ErrNothingToRedo)
	}
	return 0, "", fmt.Errorf("%w: nothing has been undone", ErrNothingToRedo)
}

// undo voids the latest command still standing, all of its events.
func (s *Session) undo(line string) ([]LogLine, error) {
	c, text, err := s.UndoTarget()
	if err != nil {
		return nil, err
	}
	return s.mark(line, KindUndo, c, "Undone: "+text)
}

// redo restores the command voided by the latest undo, if nothing but undo
// and redo was done since.
func (s *Session) redo(line string) ([]LogLine, error) {
	c, text, err := s.RedoTarget()
	if err != nil {
		return nil, err
	}
	return s.mark(line, KindRedo, c, "Redone: "+text)
}

// describe says what a command did, for undo and redo to name it: its first
// log sentence, with the units of the further events of that kind it had
// ("INF1 (Infantry Squad, 3 squads) joins the defence (and 5 more like it:
// INF2, INF3, INF4, INF5, INF6)."). A next is told by where the game goes:
// for undo back to the phase before it ("next (back to the ogre's fire
// phase, turn 1)"), for redo on to its own ("next (on to the ogre's movement
// phase, turn 1)"); in an overrun, the fire round. It reports false when
// the run h does not reach back far enough to say where undo goes back to.
func (s *Session) describe(h history, c int64, undo bool) (string, bool) {
	lines := s.lines(h.records(c))
	if len(lines) == 0 {
		return fmt.Sprintf("command %d", c), true
	}
	lead, verb := 0, "next"
	if lines[0].Kind == string(engine.EventOverride) && len(lines) > 1 {
		lead, verb = 1, "override next"
	}
	l := lines[lead]
	switch engine.EventKind(l.Kind) {
	case engine.EventPhase:
		if !undo {
			return fmt.Sprintf("%s (on to %s)", verb, phaseName(l.Turn, l.Side, l.Phase)), true
		}
		turn, side, phase, ok := s.phaseBefore(h, c)
		if !ok {
			return "", false
		}
		return fmt.Sprintf("%s (back to %s)", verb, phaseName(turn, side, phase)), true
	case engine.EventFireRound:
		round := l.Event.Round
		if undo {
			round--
		}
		if round >= 1 {
			return fmt.Sprintf("%s (%s to fire round %d of the overrun)", verb, map[bool]string{true: "back", false: "on"}[undo], round), true
		}
	}
	var more []string
	for _, x := range lines[lead+1:] {
		if x.Kind == l.Kind {
			more = append(more, cmp.Or(x.Event.Unit, x.Event.Target))
		}
	}
	if len(more) == 0 {
		return l.Text, true
	}
	like := fmt.Sprintf("and %d more like it", len(more))
	if !slices.Contains(more, "") {
		if len(more) > 6 {
			more = append(more[:5:5], "…")
		}
		like += ": " + strings.Join(more, ", ")
	}
	text, dot := strings.CutSuffix(l.Text, ".")
	text += " (" + like + ")"
	if dot {
		text += "."
	}
	return text, true
}

// phaseName names a phase of the game: "the ogre's fire phase, turn 1".
func phaseName(turn int, side, phase string) string {
	return fmt.Sprintf("the %s's %s phase, turn %d", side, phase, turn)
}

// phaseBefore returns the turn, side and phase the game was in before
// command c: those logged with the latest event before it that stands (an
// event is logged with the state once it applied), or the new game's when
// none does. ok is false when the run h does not start at the beginning of
// the log and holds no such event.
func (s *Session) phaseBefore(h history, c int64) (turn int, side, phase string, ok bool) {
	for i := h.at[c] - 1; i >= 0; i-- {
		if r := h.recs[i]; !isMark(r) && r.VoidedBy == 0 {
			return r.Turn, r.Side, r.Phase, true
		}
	}
	if !h.whole {
		return 0, "", "", false
	}
	g, err := s.newGame()
	if err != nil {
		return 0, "", "", false
	}
	return g.Turn, g.CurrentSide(), string(g.Phase), true
}

// mark appends an undo or redo mark (kind) aimed at command target, with
// the log sentence text, and rebuilds the state with that command voided or
// restored.
func (s *Session) mark(line, kind string, target int64, text string) ([]LogLine, error) {
	p, err := json.Marshal(mark{Command: target, Text: text})
	if err != nil {
		return nil, fmt.Errorf("tracker: %v", err)
	}
	st := s.state
	rec := Record{Turn: st.Turn, Side: st.CurrentSide(), Phase: string(st.Phase), Kind: kind, Payload: p}
	return s.append(line, []Record{rec}, func() error { return s.reload(target) })
}

// LogLine is one event as the battle log shows it.
type LogLine struct {
	Seq     int64        `json:"seq"`
	Command int64        `json:"command"`
	Time    time.Time    `json:"time"`
	Turn    int          `json:"turn"`
	Side    string       `json:"side"`
	Phase   string       `json:"phase"`
	Kind    string       `json:"kind"`
	Text    string       `json:"text"`
	Dice    []int        `json:"dice"`
	Manual  bool         `json:"manual"`
	Voided  bool         `json:"voided"`
	Event   engine.Event `json:"-"`
}

// line returns a record as the battle log shows it.
func (s *Session) line(r Record) LogLine {
	l := LogLine{Seq: r.Seq, Command: r.CommandSeq, Time: r.Time, Turn: r.Turn, Side: r.Side, Phase: r.Phase,
		Kind: r.Kind, Voided: r.VoidedBy != 0, Dice: []int{}}
	switch r.Kind {
	case KindUndo, KindRedo:
		var m mark
		_ = json.Unmarshal(r.Payload, &m)
		l.Text = m.Text
	default:
		_ = json.Unmarshal(r.Payload, &l.Event)
		l.Text = l.Event.Text
		for _, d := range l.Event.Dice {
			l.Dice = append(l.Dice, d.Value)
			l.Manual = l.Manual || d.Manual
		}
	}
	if l.Text == "" && r.Kind == string(engine.EventFired) {
		name := l.Event.Unit
		if l.Event.Weapon != "" {
			name += "." + l.Event.Weapon
		}
		l.Text = name + " has fired."
	}
	return l
}

// Routine reports whether the line only records that a unit or weapon
// fired, which the attack's own line already says; views may leave it out.
func (l LogLine) Routine() bool {
	return l.Kind == string(engine.EventFired) && l.Event.Text == ""
}

// Log returns every event of the game as log lines, in order, voided ones
// marked. It reads the log from the store when the session holds only its
// latest part.
func (s *Session) Log() ([]LogLine, error) {
	recs := s.records
	if s.base != nil {
		var err error
		if recs, err = s.store.Events(s.info.ID); err != nil {
			return nil, err
		}
	}
	return s.lines(recs), nil
}

// Recent returns the latest n events of the game as log lines (fewer in a
// shorter game), in order, voided ones marked: the end of Log, read from
// the store only as far back as needed. When the store fails, it returns
// what the session holds.
func (s *Session) Recent(n int) []LogLine {
	recs := s.records
	if len(recs) < n && s.base != nil {
		for back := int64(n - len(recs)); ; back *= 2 {
			from := max(s.base.event-back, 0)
			older, err := s.window(from)
			if err != nil {
				break
			}
			if len(older) >= n || from == 0 {
				recs = older
				break
			}
		}
	}
	return s.lines(recs[max(len(recs)-n, 0):])
}

// lines returns records as log lines.
func (s *Session) lines(recs []Record) []LogLine {
	lines := make([]LogLine, len(recs))
	for i, r := range recs {
		lines[i] = s.line(r)
	}
	return lines
}

// Plan checks an attack without rolling and returns its odds, for showing
// before the dice fall. It errors with the reason when the attack is illegal.
func (s *Session) Plan(attackers []string, target string, override bool) (*engine.FirePlan, error) {
	return s.state.PlanFire(attackers, target, override)
}

// countingDice rolls like seeded dice and counts how many were asked for.
type countingDice struct {
	engine.Dice
	n int
}

// Roll rolls n dice with the seeded dice and counts them.
func (c *countingDice) Roll(n int) ([]engine.Die, error) {
	c.n += n
	return c.Dice.Roll(n)
}

// DiceNeeded returns how many dice the command line will roll, found by
// resolving it without storing anything, so the referee can be asked for
// them before anything happens. It errors like Do when the command would be
// refused.
func (s *Session) DiceNeeded(line string) (int, error) {
	cmd, err := engine.ParseCommand(line)
	if err != nil {
		return 0, err
	}
	switch cmd.Verb {
	case engine.VerbUndo, engine.VerbRedo:
		return 0, nil
	}
	cmd.Dice = nil
	c := &countingDice{Dice: engine.NewSeeded(uint64(s.info.Seed), uint64(s.lastCommand+1))}
	if _, err := engine.Resolve(s.state, cmd, c); err != nil {
		return 0, err
	}
	return c.n, nil
}
