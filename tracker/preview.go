package tracker

import (
	"context"

	"ogretable/engine"
)

// Preview is everything a form shows of one command line before it runs,
// found in one call (Session.Preview): the command, the dice it needs, what
// it would log when it rolls none, or why it is refused, each on the game
// as it stood then. A form asks for it once per edit of its line and runs
// the very command it showed (Session.DoPreview), which goes on only while
// what it showed holds.
type Preview struct {
	// Line is the command line as given.
	Line string
	// Command is the line parsed; the zero Command when it does not
	// parse (Err says why).
	Command engine.Command
	// Game is the game the line was previewed on, and Seen its latest
	// event: the game the form showed. Game must not be changed. A caller
	// whose screen shows an older game than the session's may set both to
	// that one: the command then goes on only while what that screen
	// showed holds.
	Game *engine.Game
	Seen int64
	// Rolls are the rolls the command makes, in order, as the program
	// would throw them (Session.DiceNeeds): empty when it rolls no die.
	Rolls []engine.Need
	// Needs are the rolls the command makes before any die is typed, in
	// order (Session.DiceNeedsAfter with none typed), and More says that
	// later rolls depend on the dice of these. Both are empty for a
	// command that rolls no die, and for undo and redo.
	Needs []engine.Need
	More  bool
	// Events are what the command would log when it rolls no die, nil
	// when it rolls some (their dice decide) or is undo or redo.
	Events []engine.Event
	// Err is why the command is refused (it does not parse, or breaks a
	// rule), as Do would refuse it; nil when it would run.
	Err error
}

// Parsed reports whether the line parsed: an Err of a parsed line is the
// rules' refusal.
func (p *Preview) Parsed() bool { return p.Command.Verb != "" }

// Dice returns how many dice the command rolls, as the program would throw
// them (Rolls).
func (p *Preview) Dice() int {
	n := 0
	for _, nd := range p.Rolls {
		n += nd.Count
	}
	return n
}

// Preview parses and resolves a command line on the session's game without
// storing anything, and returns all a form shows of it (see Preview). Like
// DiceNeeds it reads the store's walker designs again for a unit type the
// catalog lacks. The command resolves once when it rolls no die; when it
// rolls some, the engine is asked which rolls the first dice decide
// (engine.NeedsAfter).
func (s *Session) Preview(line string) *Preview {
	p := &Preview{Line: line, Game: s.state, Seen: s.lastEvent}
	cmd, err := againWithDesigns(s, func() (engine.Command, error) { return s.state.ParseCommand(line) })
	if err != nil {
		p.Err = err
		return p
	}
	p.Command = cmd
	if cmd.Verb == engine.VerbUndo || cmd.Verb == engine.VerbRedo {
		return p
	}
	bare := cmd
	bare.Dice = nil
	err = func() error {
		// One resolve says whether a die is rolled, and, when none is,
		// what the command logs.
		var counted *needsRecorder
		evs, err := againWithDesigns(s, func() ([]engine.Event, error) {
			counted = &needsRecorder{dice: engine.NewSeeded(uint64(s.info.Seed), uint64(s.lastCommand+1))}
			return engine.Resolve(s.state, bare, counted)
		})
		if err != nil {
			return err
		}
		p.Rolls = counted.needs
		if len(counted.needs) == 0 {
			p.Events = evs
			return nil
		}
		p.Needs, p.More, err = engine.NeedsAfter(s.state, bare, nil, engine.NewSeeded(uint64(s.info.Seed), uint64(s.lastCommand+1)))
		return err
	}()
	p.Err = err
	return p
}

// needsRecorder is a Dice that records the rolls thrown through it.
type needsRecorder struct {
	dice  engine.Dice
	needs []engine.Need
}

// Throw records need and throws it with the recorder's dice.
func (r *needsRecorder) Throw(need engine.Need) ([]engine.Die, error) {
	r.needs = append(r.needs, need)
	return r.dice.Throw(need)
}

// DoPreview carries out the command a form showed, p, with the words
// (dice typed: "die 3 4") after its line, as DoAsShown does with the game
// p was previewed on: when the log has gone on since, it goes on only when
// same, asked with the game as it is now, reports that what the form
// showed is unchanged.
func (s *Session) DoPreview(ctx context.Context, p *Preview, words string, same func(now *engine.Game) bool) ([]LogLine, error) {
	line := p.Line
	if words != "" {
		line += " " + words
	}
	return s.DoAsShown(ctx, line, p.Seen, same)
}
