// Package record holds what the game database keeps, without SQLite: its
// records (a game, a command, a set-up command, a walker design), how a
// file is opened (Options) and upgraded (Upgrade), where the games are kept
// by default, the check of a whole game before it is stored (CheckGame),
// and the errors callers tell apart. Package db stores them in SQLite and
// names each of them too; a package that only reads or passes them on (the
// command line, the export format) imports this one, so that it can be
// built and tested over another store without linking SQLite.
package record

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"ogretable/engine"
)

// Game is one game: what it was created with, and how far it has gone.
type Game struct {
	ID      int64
	Name    string
	Created time.Time // UTC, to the millisecond

	// Rules, Scale and Scenario name the rules variant, the scale and the
	// scenario; Seed seeds the dice the program rolls; Options is a JSON
	// object of optional-rule switches. They are fixed at creation.
	Rules, Scale, Scenario string
	Seed                   int64
	Options                json.RawMessage

	// Commands is how many commands the game has, and LastPlayed the time
	// of the last one (Created while there is none). CreateGame ignores
	// them.
	Commands   int
	LastPlayed time.Time
}

// Setup is one command of a new game's set-up, as CreateGame stores it:
// the text as typed and the events it caused, as Append takes them.
type Setup struct {
	Text   string
	Events []engine.LogEvent
}

// Command is one referee command as it was typed.
type Command struct {
	Seq  int64     // 1, 2, 3... within the game
	Time time.Time // when it was stored, UTC to the millisecond
	Text string
}

// WalkerDesign is a stored walker design: its row id, when it was first
// saved and last changed, and the design.
type WalkerDesign struct {
	ID      int64
	Created time.Time
	Updated time.Time
	Design  engine.Design
}

// TypeID returns the unit type id the design is played under
// ("walker:hoplite").
func (w WalkerDesign) TypeID() string { return engine.DesignID(w.Design.DesignName()) }

// UnitType returns the design as the unit type a game adds it as:
// walker:NAME, also walker:ID by the design's number.
func (w WalkerDesign) UnitType() *engine.UnitType {
	t := w.Design.UnitType()
	t.Aliases = []string{engine.DesignIDPrefix() + strconv.FormatInt(w.ID, 10)}
	return t
}

// UnitTypes returns designs as unit types (WalkerDesign.UnitType), in
// their order: what a game file's WalkerTypes returns of the designs it
// keeps.
func UnitTypes(designs []WalkerDesign) []*engine.UnitType {
	out := make([]*engine.UnitType, len(designs))
	for i, w := range designs {
		out[i] = w.UnitType()
	}
	return out
}

// DefaultBusyTimeout is how long a write waits for another program's write
// lock to be released before giving up with engine.ErrLocked.
const DefaultBusyTimeout = 5 * time.Second

// Options says how a database file is opened.
type Options struct {
	// Create makes Open create the database, and any missing directory
	// above it, when there is none at the path yet: no file, an empty
	// file, or a blank SQLite file. It is ignored with ReadOnly.
	Create bool

	// ReadOnly opens the file for reading only: no write reaches it, and
	// CreateGame and Append fail with ErrReadOnly. It works on a file or
	// a directory this process may not write.
	ReadOnly bool

	// BusyTimeout is how long a write waits for another connection's write
	// lock before failing with engine.ErrLocked; zero means DefaultBusyTimeout.
	BusyTimeout time.Duration
}

// Upgrade says what Open did to a file whose schema was older than this
// build's: the schema it had and the one it has now, and where the copy of
// the file as it was is kept.
type Upgrade struct {
	From, To int
	Copy     string // the path of the copy, beside the file
}

// DefaultPath returns where the games are kept unless the user says
// otherwise: $XDG_DATA_HOME/ogretable/games.db, or
// ~/.local/share/ogretable/games.db when XDG_DATA_HOME is unset. It errors
// when neither XDG_DATA_HOME nor a home folder is known.
func DefaultPath() (string, error) {
	if x := os.Getenv("XDG_DATA_HOME"); x != "" && filepath.IsAbs(x) {
		return filepath.Join(x, "ogretable", "games.db"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("db: cannot tell where to keep the games (%v); set XDG_DATA_HOME or HOME, or give the database path", err)
	}
	return filepath.Join(home, ".local", "share", "ogretable", "games.db"), nil
}

// StoredTime returns t as the database keeps it: UTC, to the millisecond.
func StoredTime(t time.Time) time.Time { return t.UTC().Truncate(time.Millisecond) }

// HasControl reports whether s holds an ASCII control character, which
// the database refuses in an event's side, phase or kind.
func HasControl(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] == 0x7f {
			return true
		}
	}
	return false
}
