package tracker

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"ogretable/engine"
	"ogretable/tracker/internal/cadence"
)

// mark is the payload of an undo or redo event: the command it voids or
// restores, its log sentence, and the version of the game's system's log
// that words it (engine.LogVersioner; left out when 0).
type mark struct {
	Command    int64  `json:"command"`
	Text       string `json:"text"`
	LogVersion int    `json:"log_version,omitempty"`
}

// MarkTarget returns the command an undo or redo mark names, and whether
// it names one (a command seq, 1 or more), read as the log reads it
// (engine.MarkTarget). The session writes every mark itself, as a mark
// struct.
func MarkTarget(payload json.RawMessage) (int64, bool) {
	n, ok := engine.MarkTarget(payload)
	if !ok || n < 1 {
		return 0, false
	}
	return n, true
}

// history is a run of the log's records as undo and redo look at them: its
// commands in order, each with its records. whole says that the run starts
// at the beginning of the log; otherwise it starts at a command and what
// lies before it is unknown.
type history struct {
	recs  []engine.LogEvent
	seqs  []int64
	at    map[int64]int // the index in recs of each command's first record
	whole bool
}

// newHistory returns the run of records recs; whole says that it starts at
// the beginning of the log.
func newHistory(recs []engine.LogEvent, whole bool) history {
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
func (h history) first(c int64) (engine.LogEvent, bool) {
	i, ok := h.at[c]
	if !ok {
		return engine.LogEvent{}, false
	}
	return h.recs[i], true
}

// records returns a command's records (a command's events are stored
// together, so they follow one another in the run).
func (h history) records(c int64) []engine.LogEvent {
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

// undo returns the latest command still standing, and whether the run is
// sure of it: a run that is not whole cannot say there is none.
func (h history) undo() (int64, bool) {
	for i := len(h.seqs) - 1; i >= 0; i-- {
		r, _ := h.first(h.seqs[i])
		if r.IsMark() || r.VoidedBy != 0 {
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
		case engine.MarkRedo:
			continue
		case engine.MarkUndo:
			undos = true
			n, ok := MarkTarget(r.Payload)
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
	for back := cadence.SnapshotEvery; ; back *= 4 {
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
func (s *Session) window(from int64) ([]engine.LogEvent, error) {
	if from <= 0 {
		return s.store.EventsAfter(s.info.ID, 0)
	}
	recs, err := s.store.EventsAfter(s.info.ID, from-1)
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
	ErrNothingToUndo = &Error{Reason: "nothing to undo"}
	ErrNothingToRedo = &Error{Reason: "nothing to redo"}
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
func (s *Session) undo(ctx context.Context, line string) ([]LogLine, error) {
	c, text, err := s.UndoTarget()
	if err != nil {
		return nil, err
	}
	return s.mark(ctx, line, engine.MarkUndo, c, "Undone: "+text)
}

// redo restores the command voided by the latest undo, if nothing but undo
// and redo was done since.
func (s *Session) redo(ctx context.Context, line string) ([]LogLine, error) {
	c, text, err := s.RedoTarget()
	if err != nil {
		return nil, err
	}
	return s.mark(ctx, line, engine.MarkRedo, c, "Redone: "+text)
}

// describe says what a command did, for undo and redo to name it: the
// whole command, its log sentences one after the other ("HVY1 (4) fires at
// GEV1 (defence 2): 2-1, die 6: X. GEV1 is destroyed, leaving a hulk. The
// defence scores 2 VP for GEV1."), the bookkeeping lines left out. Units
// put in play by one command are told in its first sentence, with the
// others it added ("INF1 (Infantry Squad, 3 squads) joins the defence (and
// 5 more like it: INF2, INF3, INF4, INF5, INF6)."). A next is told by where
// the game goes: for undo back to the phase before it ("next (back to the
// ogre's fire phase, turn 1)"), for redo on to its own ("next (on to the
// ogre's movement phase, turn 1)"); in an overrun, the fire round. It
// reports false when the run h does not reach back far enough to say where
// undo goes back to.
func (s *Session) describe(h history, c int64, undo bool) (string, bool) {
	lines := slices.DeleteFunc(s.lines(h.records(c)), func(l LogLine) bool {
		// The game's record of a unit type entering play is not what a
		// command did (the referee's update is: Routine says which), nor is
		// a mark without a sentence of its own.
		return l.Routine() || l.Text == ""
	})
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
			return fmt.Sprintf("%s (on to %s)", verb, s.phaseName(l.Turn, l.Side, l.Phase)), true
		}
		turn, side, phase, ok := s.phaseBefore(h, c)
		if !ok {
			return "", false
		}
		return fmt.Sprintf("%s (back to %s)", verb, s.phaseName(turn, side, phase)), true
	}
	if st, ok := s.state.System().(engine.Stepper); ok {
		if step, ok := st.StepOf(l.Event, undo); ok {
			return fmt.Sprintf("%s (%s to %s)", verb, map[bool]string{true: "back", false: "on"}[undo], step), true
		}
	}
	// The units added with the first, told in its sentence; every other
	// line's sentence follows.
	var more []string
	var rest []string
	for _, x := range lines[lead+1:] {
		if x.Kind == l.Kind && engine.EventKind(x.Kind) == engine.EventAdded {
			more = append(more, cmp.Or(x.Event.Unit, x.Event.Target))
			continue
		}
		rest = append(rest, x.Text)
	}
	text := l.Text
	if len(more) > 0 {
		like := fmt.Sprintf("and %d more like it", len(more))
		if !slices.Contains(more, "") {
			if len(more) > 6 {
				more = append(more[:5:5], "…")
			}
			like += ": " + strings.Join(more, ", ")
		}
		t, dot := strings.CutSuffix(text, ".")
		text = t + " (" + like + ")"
		if dot {
			text += "."
		}
	}
	return strings.Join(append([]string{text}, rest...), " "), true
}

// phaseName names a phase of the game: "the ogre's fire phase, turn 1";
// where every side acts in each phase, "both sides' activation phase, turn
// 1" (engine.PhaseOf).
func (s *Session) phaseName(turn int, side, phase string) string {
	return fmt.Sprintf("%s, turn %d", engine.PhaseOf(s.state, side, engine.Phase(phase)), turn)
}

// phaseBefore returns the turn, side and phase the game was in before
// command c: those logged with the latest event before it that stands (an
// event is logged with the state once it applied) and names the phase's
// side (a unit put in play is logged on its own side, engine.LoggedSide),
// or the new game's when none does. ok is false when the run h does not start at the beginning of
// the log and holds no such event.
func (s *Session) phaseBefore(h history, c int64) (turn int, side, phase string, ok bool) {
	for i := h.at[c] - 1; i >= 0; i-- {
		if r := h.recs[i]; !r.IsMark() && r.VoidedBy == 0 && r.Kind != string(engine.EventAdded) {
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
func (s *Session) mark(ctx context.Context, line, kind string, target int64, text string) ([]LogLine, error) {
	p, err := json.Marshal(mark{Command: target, Text: text, LogVersion: engine.LogVersionOf(s.state)})
	if err != nil {
		return nil, Errorf("%w", err)
	}
	st := s.state
	side := st.CurrentSide()
	if engine.EverySideActs(st) {
		// Where every side acts in each phase, the mark goes with the side
		// of the command it voids or restores, as that command's lines do.
		err := s.lookBack(func(h history) bool {
			i, ok := h.at[target]
			if ok {
				side = h.recs[i].Side
			}
			return ok
		})
		if err != nil {
			return nil, Errorf("%w", err)
		}
	}
	rec := engine.LogEvent{Turn: st.Turn, Side: side, Phase: string(st.Phase), Kind: kind, Payload: p}
	return s.append(ctx, line, []engine.LogEvent{rec}, func() error { return s.reload(target) })
}
