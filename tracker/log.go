package tracker

import (
	"encoding/json"
	"time"

	"ogretable/engine"
)

// LogLine is one event as the battle log shows it.
type LogLine struct {
	Seq     int64     `json:"seq"`
	Command int64     `json:"command"`
	Time    time.Time `json:"time"`
	Turn    int       `json:"turn"`
	Side    string    `json:"side"`
	Phase   string    `json:"phase"`
	Kind    string    `json:"kind"`
	Text    string    `json:"text"`
	Dice    []int     `json:"dice"`
	Manual  bool      `json:"manual"`
	Voided  bool      `json:"voided"`
	// Refused says why the event's command was skipped when the game was
	// replayed: it does not fit the game (a log written by two programs at
	// once, by an older build); "" for every event that stands.
	Refused string       `json:"refused,omitempty"`
	Event   engine.Event `json:"-"`
}

// line returns a record as the battle log shows it.
func (s *Session) line(r engine.LogEvent) LogLine {
	l := LogLine{Seq: r.Seq, Command: r.CommandSeq, Time: r.Time, Turn: r.Turn, Side: r.Side, Phase: r.Phase,
		Kind: r.Kind, Voided: r.VoidedBy != 0, Dice: []int{}}
	switch r.Kind {
	case engine.MarkUndo, engine.MarkRedo:
		var m mark
		_ = json.Unmarshal(r.Payload, &m)
		l.Text = m.Text
	default:
		_ = decodeEvent(r.Payload, &l.Event)
		l.Text = l.Event.Text
		for _, d := range l.Event.Dice {
			l.Dice = append(l.Dice, d.Value)
			l.Manual = l.Manual || d.Manual
		}
	}
	if nf, ok := s.skipped[r.CommandSeq]; ok {
		l.Refused = nf.Sentence()
	}
	if t, ok := engine.RoutineText(l.Event); ok && l.Text == "" {
		l.Text = t
	}
	return l
}

// Routine reports whether the line only records that a unit or weapon
// fired, which the attack's own line already says, or the game's record of
// a unit type's values as it first enters play (not the referee's update);
// views may leave it out.
func (l LogLine) Routine() bool {
	_, routine := engine.RoutineText(l.Event)
	return routine && l.Kind == string(l.Event.Kind) ||
		l.Kind == string(engine.EventDefined) && (l.Event.Def == nil || !l.Event.Def.Update)
}

// Log returns every event of the game as log lines, in order, voided ones
// marked. It reads the log from the store when the session holds only its
// latest part.
func (s *Session) Log() ([]LogLine, error) {
	lines := []LogLine{}
	err := s.EachLog(func(l LogLine) error {
		lines = append(lines, l)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return lines, nil
}

// EachLog calls fn with each event of the game as a log line, in order,
// voided ones marked, as Log returns them, and stops at the first error fn
// returns, returning it. When the session holds only the latest part of
// the log, it reads the log from the store, one event at a time: a long
// game is printed without holding it all.
// When the store fails, fn may have seen some of the lines.
func (s *Session) EachLog(fn func(LogLine) error) error {
	each := func(r engine.LogEvent) error { return fn(s.line(r)) }
	if s.base == nil {
		for _, r := range s.records {
			if err := each(r); err != nil {
				return err
			}
		}
		return nil
	}
	return s.store.EachEvent(s.info.ID, 0, each)
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
func (s *Session) lines(recs []engine.LogEvent) []LogLine {
	lines := make([]LogLine, len(recs))
	for i, r := range recs {
		lines[i] = s.line(r)
	}
	return lines
}
