package ffot

import (
	"encoding/json"
	"fmt"
	"strings"

	"ogretable/engine"
)

// Variant is the rules variant of a game of FFOTigers: "new --rules ffot".
const Variant engine.Variant = "ffot"

// The phases of a player-turn (004 FFOTigers, steps 1 to 8): the side rolls
// for command and places its barrages, moves, fires, and the enemy's
// barrages land. Steps 9 to 11, overwatch, pivots and over-runs, happen in
// the movement phase.
const (
	PhaseCommand  engine.Phase = "command"
	PhaseMovement engine.Phase = "movement"
	PhaseFire     engine.Phase = "fire"
	PhaseBarrage  engine.Phase = "barrage"
)

// phases are the phases of a player-turn, in order.
var phases = []engine.Phase{PhaseCommand, PhaseMovement, PhaseFire, PhaseBarrage}

// system is FFOTigers as an engine.System.
type system struct{}

func init() { engine.RegisterSystem(system{}) }

// Name returns the system's name: "ffot".
func (system) Name() string { return "ffot" }

// Title returns the system's name for people.
func (system) Title() string { return "FFOTigers" }

// Variants returns the one variant of FFOTigers.
func (system) Variants() []engine.Variant { return []engine.Variant{Variant} }

// Phases returns the phases of a player-turn.
func (system) Phases() []engine.Phase { return phases }

// Keywords returns the words the verbs read where a label may stand.
func (system) Keywords() []string {
	return []string{"quality", "hq", "hull-down", "toward", "away", "into", "none", "quarter", "half", "full", "at", "range", "side"}
}

// NewState returns the state of a new game: no units formed.
func (system) NewState() engine.SystemState { return &GameState{Units: []*Formation{}} }

// DecodeState reads the state back from a snapshot.
func (system) DecodeState(_ *engine.Game, data json.RawMessage) (engine.SystemState, error) {
	st := &GameState{Units: []*Formation{}}
	if len(data) == 0 {
		return st, nil
	}
	if err := json.Unmarshal(data, st); err != nil {
		return nil, fmt.Errorf("ffot: the game's FFOTigers state cannot be read: %w", err)
	}
	return st, nil
}

// The sides of a game without a scenario (issue 23: "no scenario: an
// empty game, attacker and defender"); the attacker moves first.
const (
	Attacker = "attacker"
	Defender = "defender"
)

// Sides returns the sides of a game without a scenario: the attacker, who
// moves first, and the defender (engine.Sider).
func (system) Sides() []string { return []string{Attacker, Defender} }

// Scales returns the one scale FFOTigers is played in, inches (004
// FFOTigers: "movement rate, in inches"); a new game without a scenario
// is empty (engine.Opener).
func (system) Scales() []engine.Scale { return []engine.Scale{engine.Inches} }

// Options are the switches a game of FFOTigers is created with, kept as
// its options ({"accuracy_dice": 2}) so that it replays the same.
type Options struct {
	// AccuracyDice is how many d6 an accuracy roll totals: 1 (the
	// default) or 2 (NoteAccuracyDice).
	AccuracyDice int `json:"accuracy_dice,omitempty"`
	// Readings is the edition of this program's readings of 004 the game
	// plays: ReadingsNow for a game created since issue 29, 0 (not
	// stored) for one created before, which keeps the readings it was
	// played with (ReadingsOf).
	Readings int `json:"readings,omitempty"`
}

// ReadingsNow is the edition of the readings of 004 a new game is created
// with (Options.Readings): issue 29's, where a double slope costs a stand
// on foot double, a stand that starts on a slope pays its penalty, hull
// down ends when the stand moves, and a routed unit's check at the end of
// the turn is its quality check without the withdraw roll's modifiers. A
// game created before keeps the readings it was played with, so that its
// log imports as it was recorded.
const ReadingsNow = 2

// ReadingsOf returns the edition of the readings game g plays
// (Options.Readings): 0 for a game created before issue 29.
func ReadingsOf(g *engine.Game) int { return GameOf(g).Readings }

// EarlierReadings says, for the help and the state of a game created
// before issue 29 (ReadingsOf 0), which readings it keeps.
const EarlierReadings = "This game was created by an earlier build and keeps the readings of 004 it was played with: a double slope costs a stand on foot nothing more, the slope a stand starts on does not count, hull down ends only when the stand moves into another terrain, and a routed unit's check at the end of the turn carries the withdraw roll's -1 suppressed and -2 pinned."

// ParseAccuracyDice reads the dice of an accuracy roll as the referee
// writes them, "1d6" or "2d6", and returns how many; it errors on anything
// else.
func ParseAccuracyDice(s string) (int, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "1d6", "1":
		return 1, nil
	case "2d6", "2":
		return 2, nil
	}
	return 0, errorf("%q is not the accuracy roll's dice; say 1d6 or 2d6 (004 FFOTigers names none: \"Any modified result of 10+ hits\")", s)
}

// AccuracyDiceOf returns how many d6 game g's accuracy rolls total: 1
// unless it was created with 2 (Options).
func AccuracyDiceOf(g *engine.Game) int {
	if n := GameOf(g).AccuracyDice; n == 2 {
		return 2
	}
	return 1
}

// AccuracyIn returns an accuracy roll of game g, on the game's dice
// (AccuracyDiceOf), for the caller to give the rest.
func AccuracyIn(g *engine.Game) Accuracy { return Accuracy{TwoDice: AccuracyDiceOf(g) == 2} }

// Configure refuses a game not played in inches (issue 23: FFOTigers is
// played in inches; 004 FFOTigers: "movement rate, in inches"), and gives
// the game the switches of its options (Options); a game with none rolls
// accuracy on 1d6, as games did before the switch. It errors on options
// that are not JSON, or dice other than 1 or 2.
func (system) Configure(g *engine.Game, options json.RawMessage) error {
	if g.Scale != engine.Inches {
		return errorf("FFOTigers is played in inches: create the game with --scale inch")
	}
	if len(options) == 0 {
		return nil
	}
	var o Options
	if err := json.Unmarshal(options, &o); err != nil {
		return errorf("the game's options cannot be read: %v", err)
	}
	switch o.Readings {
	case 0, ReadingsNow:
		GameOf(g).Readings = o.Readings
	default:
		return errorf("the game's options give readings %d; this build knows 0 (before issue 29) and %d", o.Readings, ReadingsNow)
	}
	switch o.AccuracyDice {
	case 0, 1:
	case 2:
		GameOf(g).AccuracyDice = 2
	default:
		return errorf("the game's options give the accuracy roll %d dice; it rolls 1d6 or 2d6", o.AccuracyDice)
	}
	return nil
}

// NoFiguresError is the refusal of a unit type that has no [[ffot-stand]]
// figures in the game or the templates.
type NoFiguresError struct{ Type string }

// Error returns the sentence with the package name.
func (e *NoFiguresError) Error() string { return "ffot: " + e.Sentence() }

// Sentence says which type lacks figures and where to give them.
func (e *NoFiguresError) Sentence() string {
	return fmt.Sprintf("FFOTigers has no figures for %s: 004 FFOTigers gives none for Ogre units, so give its stand's figures in an [[%s]] entry of your templates folder (ogretable --templates DIR): \"ogretable templates example ffot -o DIR/ffot-stands.toml\" writes an example to start from, and \"ogretable help templates\" says every field", e.Type, StandTable)
}

// FiguresOf returns the figures game g plays unit type id with, nil when
// neither its record nor the templates have any.
func FiguresOf(g *engine.Game, id string) *Stand {
	s, _ := g.EntryInPlay(StandTable, id).(*Stand)
	return s
}

// PrepareAdd refuses a unit type without figures.
func (system) PrepareAdd(g *engine.Game, t *engine.UnitType, _ *engine.Event) error {
	if FiguresOf(g, t.ID) == nil {
		why := (&NoFiguresError{Type: t.Name}).Sentence()
		return &engine.RuleError{Reason: why, Err: &engine.MissingDataError{Reason: why}}
	}
	return nil
}

// EntriesOf names the figures a unit type uses: the game records them
// when a unit of the type enters play (engine.EntryUser), and keeps them.
// It names none when there are none, for PrepareAdd to refuse the type.
func (system) EntriesOf(g *engine.Game, t *engine.UnitType) []engine.EntryRef {
	if FiguresOf(g, t.ID) == nil {
		return nil
	}
	return []engine.EntryRef{{Table: StandTable, Key: t.ID}}
}

// NewUnit returns the state of a stand entering play: in no unit, in the
// open.
func (system) NewUnit(*engine.Game, *engine.Unit, engine.Event) (engine.UnitState, error) {
	return &UnitState{Terrain: Open}, nil
}

// DecodeUnit reads a stand's state back from a snapshot.
func (system) DecodeUnit(_ *engine.Game, u *engine.Unit, data json.RawMessage) (engine.UnitState, error) {
	s := &UnitState{Terrain: Open}
	if len(data) == 0 {
		return s, nil
	}
	if err := json.Unmarshal(data, s); err != nil {
		return nil, fmt.Errorf("ffot: the state of %s cannot be read: %w", u.Label, err)
	}
	return s, nil
}

// ApplyEvent folds FFOTigers' events and sees phase changes.
func (system) ApplyEvent(g *engine.Game, e engine.Event) (bool, error) { return applyEvent(g, e) }

// Victory returns no condition: the referee judges a game of FFOTigers.
func (system) Victory(*engine.Game, *engine.Scenario) []engine.VictoryStatus { return nil }

// Check leaves every check of a scenario's end to the referee.
func (system) Check(*engine.Game, string) (bool, bool, string, error) {
	return false, false, "the referee judges it in FFOTigers", nil
}

// Retype keeps a stand's state: its figures are the game's record.
func (system) Retype(*engine.Game, *engine.Unit) error { return nil }
