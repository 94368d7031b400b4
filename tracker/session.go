// Package tracker is the live game: a session that turns the referee's
// commands into logged events, and the dashboard on top of it. It holds no
// rules: the engine resolves every command, and the store keeps the log.
package tracker

import (
	"encoding/json"
	"errors"
	"fmt"
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
// the log itself.
type Session struct {
	store   Store
	catalog *engine.Catalog
	info    Info
	records []Record
	state   *engine.Game
	// lastCommand is the seq of the latest command stored.
	lastCommand int64
}

// Open returns a session on a game: it reads the game's events from store
// and replays the standing ones through the engine. It errors when the store
// fails or when a stored event does not fit the rules (a damaged log).
func Open(store Store, cat *engine.Catalog, info Info) (*Session, error) {
	s := &Session{store: store, catalog: cat, info: info}
	recs, err := store.Events(info.ID)
	if err != nil {
		return nil, err
	}
	s.records = recs
	if err := s.rebuild(); err != nil {
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

// rebuild replays every standing event into a new game.
func (s *Session) rebuild() error {
	g, err := engine.NewGame(s.catalog, s.info.Variant, s.info.Scale, Sides(s.catalog, s.info.Scenario))
	if err != nil {
		return err
	}
	g.Scenario = s.info.Scenario
	for _, r := range s.records {
		s.lastCommand = max(s.lastCommand, r.CommandSeq)
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
// and returns the new log lines.
func (s *Session) append(text string, recs []Record, apply func() error) ([]LogLine, error) {
	seq, stored, err := s.store.Append(s.info.ID, text, recs)
	if err != nil {
		return nil, err
	}
	s.lastCommand = seq
	s.records = append(s.records, stored...)
	if err := apply(); err != nil {
		return nil, err
	}
	lines := make([]LogLine, 0, len(stored))
	for _, r := range stored {
		lines = append(lines, s.line(r))
	}
	return lines, nil
}

type mark struct {
	Command int64  `json:"command"`
	Text    string `json:"text"`
}

// commands returns the seqs of the stored commands in order, each with the
// kind of its first event.
func (s *Session) commands() (seqs []int64, kinds map[int64]string, payload map[int64]json.RawMessage) {
	kinds, payload = map[int64]string{}, map[int64]json.RawMessage{}
	for _, r := range s.records {
		if _, ok := kinds[r.CommandSeq]; !ok {
			seqs = append(seqs, r.CommandSeq)
			kinds[r.CommandSeq] = r.Kind
			payload[r.CommandSeq] = r.Payload
		}
	}
	return seqs, kinds, payload
}

// voided reports whether the command with the given seq is voided now.
func (s *Session) voided(seq int64) bool {
	for _, r := range s.records {
		if r.CommandSeq == seq {
			return r.VoidedBy != 0
		}
	}
	return false
}

// ErrNothingToUndo and ErrNothingToRedo say that undo or redo had nothing to
// act on.
var (
	ErrNothingToUndo = errors.New("tracker: nothing to undo")
	ErrNothingToRedo = errors.New("tracker: nothing to redo")
)

// UndoTarget returns the command undo would void now (the latest command
// still standing) and its first log sentence, or ErrNothingToUndo.
func (s *Session) UndoTarget() (int64, string, error) {
	seqs, kinds, _ := s.commands()
	for i := len(seqs) - 1; i >= 0; i-- {
		c := seqs[i]
		if kinds[c] == KindUndo || kinds[c] == KindRedo || s.voided(c) {
			continue
		}
		return c, s.describe(c), nil
	}
	return 0, "", ErrNothingToUndo
}

// RedoTarget returns the command redo would restore now (the one voided by
// the latest undo, if nothing but undo and redo was done since) and its
// first log sentence, or an error matching ErrNothingToRedo that says why.
func (s *Session) RedoTarget() (int64, string, error) {
	seqs, kinds, payload := s.commands()
	for i := len(seqs) - 1; i >= 0; i-- {
		c := seqs[i]
		switch kinds[c] {
		case KindRedo:
			continue
		case KindUndo:
			var m mark
			if json.Unmarshal(payload[c], &m) == nil && s.voided(m.Command) {
				return m.Command, s.describe(m.Command), nil
			}
			continue
		}
		if i == len(seqs)-1 {
			return 0, "", ErrNothingToRedo
		}
		return 0, "", fmt.Errorf("%w: %q was done since the last undo", ErrNothingToRedo, s.describe(c))
	}
	return 0, "", ErrNothingToRedo
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

// describe returns a command's first log sentence, for undo and redo.
func (s *Session) describe(seq int64) string {
	for _, r := range s.records {
		if r.CommandSeq == seq {
			if t := s.line(r).Text; t != "" {
				return t
			}
			break
		}
	}
	return fmt.Sprintf("command %d", seq)
}

func (s *Session) mark(line, kind string, target int64, text string) ([]LogLine, error) {
	p, err := json.Marshal(mark{Command: target, Text: text})
	if err != nil {
		return nil, fmt.Errorf("tracker: %v", err)
	}
	st := s.state
	rec := Record{Turn: st.Turn, Side: st.CurrentSide(), Phase: string(st.Phase), Kind: kind, Payload: p}
	return s.append(line, []Record{rec}, func() error {
		recs, err := s.store.Events(s.info.ID)
		if err != nil {
			return err
		}
		s.records = recs
		return s.rebuild()
	})
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
// marked.
func (s *Session) Log() []LogLine {
	lines := make([]LogLine, len(s.records))
	for i, r := range s.records {
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
