// Package memstore is a battle log held in memory: the tracker.Store of
// the tests and the fuzz targets, and the log of the command line's game
// file in memory (cli/memfile). It keeps what package db keeps of a game's
// log (its commands, its events, its latest snapshot) and walker designs,
// with the conditions db sets on an append (the log's end, a kind to every
// event), and no file: what db does with the file itself (pages,
// transactions, locks, damage) is tested in package db. It links nothing
// but package engine, so that tracker's own tests can use it.
package memstore

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"time"

	"ogretable/engine"
)

// Command is one command of a game's log as the store keeps it: its seq,
// when it was stored and its text as typed.
type Command struct {
	Seq  int64
	Time time.Time
	Text string
}

// Store is battle logs in memory, by game id, and walker designs. The zero
// Store is empty and ready to use; its methods are safe for concurrent use.
//
// Its exported fields change what it does, for a test: Check checks an
// append as a database would; the Fail fields make a method fail as a
// disk would. Set them before the store is used, or while nothing uses it.
type Store struct {
	// Check, when set, is asked before an append stores anything, with the
	// game's log as the append would leave it: an error refuses the
	// append, which then stores nothing.
	Check func(gameID int64, cmds []Command, events []engine.LogEvent) error
	// FailAppend, when set, makes an append that finds the log where it
	// expects it fail with it, storing nothing.
	FailAppend error
	// FailSave, when set, makes SaveSnapshot fail with it.
	FailSave error
	// FailEach, when set, makes EachEvent and ReplayEvents fail with it
	// after giving fn FailEachAfter events, as a log damaged part of the
	// way does.
	FailEach      error
	FailEachAfter int

	mu      sync.Mutex
	logs    map[int64]*gameLog
	designs []engine.Design
	saves   []int64 // the event seqs of the snapshots saved, in order
	// The reads, counted so that a test can tell a replay of the whole log
	// from one of the events after a snapshot.
	fullReads, tailReads, eventsRead, latestReads int
}

// gameLog is one game's log.
type gameLog struct {
	cmds   []Command
	events []engine.LogEvent // VoidedBy unset: a read sets it
	snap   *engine.StoredSnapshot
}

// New returns an empty store keeping designs.
func New(designs ...engine.Design) *Store {
	return &Store{designs: slices.Clone(designs)}
}

// log returns game's log, made empty when missing; m.mu is held.
func (m *Store) log(gameID int64) *gameLog {
	if m.logs == nil {
		m.logs = map[int64]*gameLog{}
	}
	l := m.logs[gameID]
	if l == nil {
		l = &gameLog{}
		m.logs[gameID] = l
	}
	return l
}

// Clone returns a copy of m, its logs, designs and fields, which m's
// writes do not change, nor the copy's m's. Its counts start at zero.
func (m *Store) Clone() *Store {
	m.mu.Lock()
	defer m.mu.Unlock()
	c := &Store{Check: m.Check, FailAppend: m.FailAppend, FailSave: m.FailSave, FailEach: m.FailEach, FailEachAfter: m.FailEachAfter,
		designs: slices.Clone(m.designs), logs: make(map[int64]*gameLog, len(m.logs))}
	for id, l := range m.logs {
		// Clipped, a slice shared with m reallocates when either appends:
		// a stored event is never changed in place.
		cl := *l
		cl.cmds, cl.events = slices.Clip(l.cmds), slices.Clip(l.events)
		c.logs[id] = &cl
	}
	return c
}

// Import stores a game's whole log as given, in the place of any it had:
// the commands and the events, their seqs and times as they are, with no
// snapshot.
func (m *Store) Import(gameID int64, cmds []Command, events []engine.LogEvent) {
	m.mu.Lock()
	defer m.mu.Unlock()
	evs := slices.Clone(events)
	for i := range evs {
		evs[i].VoidedBy = 0
	}
	*m.log(gameID) = gameLog{cmds: slices.Clone(cmds), events: evs}
}

// Log returns a copy of the game's commands and events as stored, without
// counting a read: VoidedBy is not set.
func (m *Store) Log(gameID int64) ([]Command, []engine.LogEvent) {
	m.mu.Lock()
	defer m.mu.Unlock()
	l := m.log(gameID)
	return slices.Clone(l.cmds), slices.Clone(l.events)
}

// Commands returns the text of each of the game's commands, in order: the
// command of seq n is the nth.
func (m *Store) Commands(gameID int64) []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	l := m.log(gameID)
	out := make([]string, len(l.cmds))
	for i, c := range l.cmds {
		out[i] = c.Text
	}
	return out
}

// Events returns the game's events in order with VoidedBy filled in,
// counting a read of the whole log.
func (m *Store) Events(gameID int64) ([]engine.LogEvent, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.fullReads++
	return m.after(gameID, 0), nil
}

// EventsAfter returns the game's events after the event afterSeq, with
// VoidedBy set by the undo rule (engine.MarkVoided) over them alone, as
// db.EventsAfter does, counting a read of a tail.
func (m *Store) EventsAfter(gameID, afterSeq int64) ([]engine.LogEvent, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.tailReads++
	return m.after(gameID, afterSeq), nil
}

// after returns the events after afterSeq, VoidedBy set over them, and
// counts them; m.mu is held.
func (m *Store) after(gameID, afterSeq int64) []engine.LogEvent {
	evs := m.log(gameID).events
	out := slices.Clone(evs[min(max(afterSeq, 0), int64(len(evs))):])
	engine.MarkVoided(out)
	m.eventsRead += len(out)
	return out
}

// EachEvent calls fn with each of the game's events after afterSeq, as
// EventsAfter returns them, counting the read as Events (afterSeq 0) or
// EventsAfter does, and stops at fn's first error, returning it.
func (m *Store) EachEvent(gameID, afterSeq int64, fn func(engine.LogEvent) error) error {
	var recs []engine.LogEvent
	if afterSeq <= 0 {
		recs, _ = m.Events(gameID)
	} else {
		recs, _ = m.EventsAfter(gameID, afterSeq)
	}
	m.mu.Lock()
	failEach, failAfter := m.FailEach, m.FailEachAfter
	m.mu.Unlock()
	for i, r := range recs {
		if failEach != nil && i == failAfter {
			return failEach
		}
		if err := fn(r); err != nil {
			return err
		}
	}
	return nil
}

// ReplayEvents is EachEvent: a log in memory is whole.
func (m *Store) ReplayEvents(gameID, afterSeq int64, fn func(engine.LogEvent) error) error {
	return m.EachEvent(gameID, afterSeq, fn)
}

// Append is AppendContext that is never given up.
func (m *Store) Append(gameID, after int64, text string, events []engine.LogEvent) (int64, []engine.LogEvent, error) {
	return m.AppendContext(context.Background(), gameID, after, text, events)
}

// AppendContext stores one command's text and events, all or none, if the
// game's last event is after (a negative after: wherever the log ends),
// else it returns an error matching engine.ErrMovedOn. Every event needs a
// kind; Check, when set, checks the log the append makes. It returns the
// command's seq and the events as stored. A ctx done before the command is
// stored stores nothing; nobody else holds the store's lock for long, so
// it never waits (engine.WaitNotice is never called).
func (m *Store) AppendContext(ctx context.Context, gameID, after int64, text string, events []engine.LogEvent) (int64, []engine.LogEvent, error) {
	if err := ctx.Err(); err != nil {
		return 0, nil, fmt.Errorf("memstore: the command was given up before it was stored: %w", err)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	l := m.log(gameID)
	last := int64(len(l.events))
	if after >= 0 && last != after {
		return 0, nil, fmt.Errorf("memstore: the log of game %d ends at event %d, not %d: %w", gameID, last, after, engine.ErrMovedOn)
	}
	if m.FailAppend != nil {
		return 0, nil, m.FailAppend
	}
	for i, e := range events {
		if e.Kind == "" {
			return 0, nil, fmt.Errorf("memstore: event %d of %q has no kind", i+1, text)
		}
	}
	// To the millisecond, as db keeps times.
	now := time.Now().UTC().Truncate(time.Millisecond)
	c := Command{Seq: int64(len(l.cmds)) + 1, Time: now, Text: text}
	stored := make([]engine.LogEvent, len(events))
	for i, e := range events {
		e.Seq, e.CommandSeq, e.VoidedBy = last+int64(i)+1, c.Seq, 0
		if e.Time.IsZero() {
			e.Time = now
		}
		if e.Payload == nil {
			e.Payload = json.RawMessage("{}")
		}
		stored[i] = e
	}
	// Appended in place: nothing outside shares the log's arrays (a read
	// gets a copy, a Clone clipped slices), and the log's length changes
	// only once the command is taken, so a refused one leaves it as it was.
	cmds, evs := append(l.cmds, c), append(l.events, stored...)
	if m.Check != nil {
		if err := m.Check(gameID, slices.Clone(cmds), slices.Clone(evs)); err != nil {
			return 0, nil, err
		}
	}
	l.cmds, l.events = cmds, evs
	return c.Seq, slices.Clone(stored), nil
}

// SaveSnapshot keeps state as the game's latest snapshot, after its event
// eventSeq, the last of its command commandSeq, as db.SaveSnapshot does,
// unless a later one is kept already: a snapshot anywhere else is refused.
func (m *Store) SaveSnapshot(gameID, eventSeq, commandSeq int64, state json.RawMessage) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.FailSave != nil {
		return m.FailSave
	}
	l := m.log(gameID)
	evs := l.events
	if eventSeq < 1 || eventSeq > int64(len(evs)) || evs[eventSeq-1].CommandSeq != commandSeq ||
		eventSeq < int64(len(evs)) && evs[eventSeq].CommandSeq == commandSeq {
		return fmt.Errorf("memstore: event %d is not the last event of command %d", eventSeq, commandSeq)
	}
	if !json.Valid(state) {
		return fmt.Errorf("memstore: the snapshot is not JSON")
	}
	m.saves = append(m.saves, eventSeq)
	if l.snap == nil || l.snap.EventSeq <= eventSeq {
		l.snap = &engine.StoredSnapshot{EventSeq: eventSeq, CommandSeq: commandSeq, State: append(json.RawMessage(nil), state...)}
	}
	return nil
}

// LatestSnapshot returns the game's latest snapshot, and false when it has
// none, counting the read.
func (m *Store) LatestSnapshot(gameID int64) (engine.StoredSnapshot, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.latestReads++
	s, ok := m.kept(gameID)
	return s, ok, nil
}

// Kept returns the game's latest snapshot as LatestSnapshot does, without
// counting a read.
func (m *Store) Kept(gameID int64) (engine.StoredSnapshot, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.kept(gameID)
}

// kept is Kept with m.mu held.
func (m *Store) kept(gameID int64) (engine.StoredSnapshot, bool) {
	l := m.log(gameID)
	if l.snap == nil {
		return engine.StoredSnapshot{}, false
	}
	return *l.snap, true
}

// Keep makes snap the game's latest snapshot, as a test that tampers
// with one does.
func (m *Store) Keep(gameID int64, snap engine.StoredSnapshot) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.log(gameID).snap = &snap
}

// Saves returns the event seqs of the snapshots saved, in order.
func (m *Store) Saves() []int64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return slices.Clone(m.saves)
}

// Counts returns the read counters (calls of Events, of EventsAfter, and
// the events they returned) and clears them.
func (m *Store) Counts() (full, tail, events int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	full, tail, events = m.fullReads, m.tailReads, m.eventsRead
	m.fullReads, m.tailReads, m.eventsRead = 0, 0, 0
	return full, tail, events
}

// LatestReads returns how many times LatestSnapshot was called.
func (m *Store) LatestReads() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.latestReads
}

// Save stores d, as the dashboard's Options.SaveWalker does, and
// says so: a save adds a design, or replaces the one of its unit type id
// however it is capitalised.
func (m *Store) Save(d engine.Design) (string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if i := m.design(d.DesignName()); i >= 0 {
		m.designs[i] = d
	} else {
		m.designs = append(m.designs, d)
	}
	return "Saved " + d.DesignName() + ".", nil
}

// Saved returns the design a save of one named name would replace,
// as the dashboard's Options.SavedWalker does.
func (m *Store) Saved(name string) (engine.Design, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if i := m.design(name); i >= 0 {
		return m.designs[i], true, nil
	}
	return nil, false, nil
}

// design returns the index of the design of name's unit type id, -1 when
// none; m.mu is held.
func (m *Store) design(name string) int {
	return slices.IndexFunc(m.designs, func(w engine.Design) bool { return engine.DesignID(w.DesignName()) == engine.DesignID(name) })
}

// WalkerTypes returns the designs as the unit types a game adds them as,
// in the order they were first saved.
func (m *Store) WalkerTypes() ([]*engine.UnitType, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]*engine.UnitType, len(m.designs))
	for i, d := range m.designs {
		out[i] = d.UnitType()
	}
	return out, nil
}
