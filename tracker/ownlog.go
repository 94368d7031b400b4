package tracker

import (
	"context"
	"encoding/json"
	"errors"
	"slices"

	"ogretable/engine"
)

// ownLog is a Store of one game's log held in memory for the tracker's
// own replays, which write nothing anywhere: the set-up of a new game
// being resolved (ResolveSetup) and a game being verified (Verify). It
// keeps the events as appended, seqs aside (their times and payloads as
// given), keeps no snapshot and no design, and, when noMarks is set,
// refuses an undo or a redo.
type ownLog struct {
	recs    []engine.LogEvent
	texts   []string // the commands' texts: the command of seq n is the nth
	noMarks bool
}

// EventsAfter returns the events stored after the event afterSeq, voided
// ones marked by the undo rule over them alone.
func (m *ownLog) EventsAfter(_, afterSeq int64) ([]engine.LogEvent, error) {
	out := slices.Clone(m.recs[min(max(afterSeq, 0), int64(len(m.recs))):])
	engine.MarkVoided(out)
	return out, nil
}

// EachEvent calls fn with each event after afterSeq, as EventsAfter
// returns them, and stops at fn's first error.
func (m *ownLog) EachEvent(gameID, afterSeq int64, fn func(engine.LogEvent) error) error {
	recs, _ := m.EventsAfter(gameID, afterSeq)
	for _, r := range recs {
		if err := fn(r); err != nil {
			return err
		}
	}
	return nil
}

// ReplayEvents is EachEvent: a log in memory is whole.
func (m *ownLog) ReplayEvents(gameID, afterSeq int64, fn func(engine.LogEvent) error) error {
	return m.EachEvent(gameID, afterSeq, fn)
}

// AppendContext stores a command and its events, numbered on from the
// ones before, if the log ends at after; it never waits, and ctx is not
// asked.
func (m *ownLog) AppendContext(_ context.Context, _, after int64, text string, recs []engine.LogEvent) (int64, []engine.LogEvent, error) {
	if after != int64(len(m.recs)) {
		return 0, nil, Errorf("the log ends at event %d, not %d: %w", len(m.recs), after, engine.ErrMovedOn)
	}
	seq := int64(len(m.texts)) + 1
	stored := make([]engine.LogEvent, len(recs))
	for i, r := range recs {
		if m.noMarks && r.IsMark() {
			return 0, nil, Errorf("a set-up command cannot undo or redo (%q)", text)
		}
		r.Seq, r.CommandSeq, r.VoidedBy = int64(len(m.recs)+i)+1, seq, 0
		stored[i] = r
	}
	m.recs = append(m.recs, stored...)
	m.texts = append(m.texts, text)
	return seq, stored, nil
}

// errNoSnapshots is SaveSnapshot's refusal: the log is replayed once.
var errNoSnapshots = errors.New("tracker: a log in memory keeps no snapshot")

// SaveSnapshot keeps nothing: the log is replayed once, from its start.
func (m *ownLog) SaveSnapshot(int64, int64, int64, json.RawMessage) error { return errNoSnapshots }

// LatestSnapshot returns none.
func (m *ownLog) LatestSnapshot(int64) (engine.StoredSnapshot, bool, error) {
	return engine.StoredSnapshot{}, false, nil
}

// WalkerTypes returns none: the catalog the session is opened with holds
// every design the log names.
func (m *ownLog) WalkerTypes() ([]*engine.UnitType, error) { return nil, nil }

// keepRecorded puts the sentences and sides of recs, the events a file
// records of the latest command, in place of those made again.
func (m *ownLog) keepRecorded(recs []engine.LogEvent) {
	keepRecorded(m.recs[len(m.recs)-len(recs):], recs)
}
