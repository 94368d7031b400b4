package tracker

import (
	"errors"
	"slices"

	"ogretable/engine"
	"ogretable/tracker/internal/cadence"
)

// SnapshotEvery is how many events a session appends, at least, between
// two snapshots of its game, when its store keeps snapshots (the session
// reads cadence.SnapshotEvery, which the tests make smaller).
const SnapshotEvery = cadence.Default

// checkpoint is the game's state right after its event, the last event of
// its command.
type checkpoint struct {
	game           *engine.Game
	event, command int64
}

// openSnapshot restores the game from snap and replays the events after it,
// and reports whether it could. It cannot when the snapshot does not
// restore (another catalog, another build), is not of this game, or when an
// undo or redo after it reaches before it.
func (s *Session) openSnapshot(snap engine.StoredSnapshot) bool {
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
	tail, err := s.store.EventsAfter(s.info.ID, base.event)
	if err != nil || !base.fits(tail) {
		return false
	}
	s.base, s.records = base, tail
	if err := s.rebuild(); err != nil {
		s.base, s.records = nil, nil
		return false
	}
	s.snapCommand = base.command
	s.nextSnapshot = base.event + cadence.SnapshotEvery
	return true
}

// fits reports whether the events after the checkpoint, recs, replayed on
// its state give the state a replay of the whole log gives: they follow it,
// and no undo or redo among them reaches back to a command at or before
// it (the checkpoint's state has that command standing or voided as it was
// before the mark).
func (c *checkpoint) fits(recs []engine.LogEvent) bool {
	for _, r := range recs {
		if r.Seq <= c.event || r.CommandSeq <= c.command {
			return false
		}
		if !r.IsMark() {
			continue
		}
		// Marks that the voiding rule ignores change nothing.
		if n, ok := MarkTarget(r.Payload); ok && n >= 1 && n < r.CommandSeq && n <= c.command {
			return false
		}
	}
	return true
}

// loadAll reads every event of the game and replays it, from the start.
// When that fails (a store that cannot be read, a damaged log), the
// session is left as it was before: its state, its records and the last
// event it knows still go together, and a later try starts from them.
func (s *Session) loadAll() (err error) {
	base, saved, records, state := s.base, s.saved, s.records, s.state
	lastCommand, lastEvent := s.lastCommand, s.lastEvent
	defer func() {
		if err != nil {
			s.base, s.saved, s.records, s.state = base, saved, records, state
			s.lastCommand, s.lastEvent = lastCommand, lastEvent
		}
	}()
	return s.streamAll()
}

// maybeSnapshot saves the game's state as a snapshot when SnapshotEvery
// events have been appended since the last one (or the last one stopped
// fitting), and moves the base up to the snapshot saved before. A snapshot
// is a cache: when it cannot be saved, the command stands all the same, and
// the next try comes SnapshotEvery events later.
func (s *Session) maybeSnapshot() {
	if s.lastEvent < s.nextSnapshot {
		return
	}
	s.nextSnapshot = s.lastEvent + cadence.SnapshotEvery
	data, err := s.state.Snapshot()
	if err != nil {
		return
	}
	if err := s.store.SaveSnapshot(s.info.ID, s.lastEvent, s.lastCommand, data); err != nil {
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
// before it makes it replay the whole log: the records in memory when they
// start at the beginning of the log, else the log read again.
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
		tail, err := s.store.EventsAfter(s.info.ID, c.event)
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
	if s.base == nil {
		// The records hold the whole log, as the store has it (the session
		// appended them, or caught up with them): the rule of Events voids
		// and restores over them as a read of the log would, and the state
		// is rebuilt without reading the log again.
		lastCommand, lastEvent := s.lastCommand, s.lastEvent
		engine.MarkVoided(s.records)
		if err := s.rebuild(); err == nil {
			return nil
		}
		s.lastCommand, s.lastEvent = lastCommand, lastEvent
	}
	return s.loadAll()
}

// streamAll is loadAll: it replays the events as the store streams them
// (ReplayEvents). It keeps in memory only the records after a checkpoint
// it takes, at the end of a command, once checkpointEvery events have gone
// by since the one before, and makes the checkpoint before the latest its
// base (so that an undo just after the latest still finds its command in
// memory, as maybeSnapshot does); reading further back asks the store.
//
// A command one of whose events does not fit the game is left out, the
// replay starting again without it, as rebuildFrom does.
func (s *Session) streamAll() error {
	for {
		err := s.streamOnce()
		var nf *NotFitError
		if !errors.As(err, &nf) {
			return err
		}
		s.leaveOut(nf)
	}
}

// checkpointEvery is how many times SnapshotEvery events streamAll replays
// between two checkpoints: a checkpoint copies the game, which costs as
// much as replaying a few hundred events, while a record kept costs a few
// hundred bytes.
const checkpointEvery = 4

// streamOnce is one try of streamAll.
func (s *Session) streamOnce() error {
	g, err := s.newGame()
	if err != nil {
		return err
	}
	s.lastCommand, s.lastEvent = 0, 0
	var base, latest *checkpoint
	var recs []engine.LogEvent
	every := checkpointEvery * cadence.SnapshotEvery
	next := every
	// The state is kept only when the whole log was read.
	err = s.store.ReplayEvents(s.info.ID, 0, func(r engine.LogEvent) error {
		if r.CommandSeq != s.lastCommand && s.lastEvent >= next {
			// g stands right after the last event of a command.
			base, latest = latest, &checkpoint{game: g.Clone(), event: s.lastEvent, command: s.lastCommand}
			next = s.lastEvent + every
			if base != nil {
				i := 0
				for i < len(recs) && recs[i].Seq <= base.event {
					i++
				}
				n := copy(recs, recs[i:])
				clear(recs[n:]) // let the payloads go
				recs = recs[:n]
			}
		}
		if len(recs) == cap(recs) {
			// Twice the room, where append adds a quarter to a long
			// slice: the events since the base checkpoint run to
			// thousands, and every growth copies them all.
			recs = slices.Grow(recs, max(len(recs), 64))
		}
		recs = append(recs, r)
		return s.applyRecord(g, r)
	})
	if err != nil {
		return err
	}
	s.base, s.saved, s.records, s.state = base, nil, recs, g
	return nil
}
