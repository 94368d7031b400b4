package db

import (
	"ogretable/db/record"
	"ogretable/engine"
)

// The records this package stores, its options and its errors are package
// record's, named here too: record holds them without SQLite, for the
// packages that only read or pass them on (see its doc).
type (
	// Game is one game: what it was created with, and how far it has gone.
	Game = record.Game
	// Setup is one command of a new game's set-up, as CreateGame stores it.
	Setup = record.Setup
	// Command is one referee command as it was typed.
	Command = record.Command
	// WalkerDesign is a stored walker design.
	WalkerDesign = record.WalkerDesign
	// Options says how Open treats the file.
	Options = record.Options
	// Upgrade says what Open did to a file whose schema was older.
	Upgrade = record.Upgrade
	// GameError is the error of ImportGame and CheckGame for a game that
	// cannot be stored as given.
	GameError = record.GameError
)

// DefaultBusyTimeout is how long a write waits for another program's write
// lock to be released before giving up with engine.ErrLocked.
const DefaultBusyTimeout = record.DefaultBusyTimeout

// The errors callers tell apart with errors.Is: record's (see there what
// each means).
var (
	ErrNoDatabase  = record.ErrNoDatabase
	ErrDamaged     = record.ErrDamaged
	ErrForeign     = record.ErrForeign
	ErrNewerSchema = record.ErrNewerSchema
	ErrOlderSchema = record.ErrOlderSchema
	ErrReadOnly    = record.ErrReadOnly
	ErrDiskFull    = record.ErrDiskFull
	ErrNoGame      = record.ErrNoGame
	ErrBadJSON     = record.ErrBadJSON
	ErrBadEvent    = record.ErrBadEvent
	ErrBadSnapshot = record.ErrBadSnapshot
	ErrNoDesign    = record.ErrNoDesign
	ErrBadDesign   = record.ErrBadDesign
	ErrBadGame     = record.ErrBadGame
)

// DefaultPath returns where the games are kept unless the user says
// otherwise (record.DefaultPath).
func DefaultPath() (string, error) { return record.DefaultPath() }

// CheckGame checks a whole game as ImportGame would store it, without a
// database, and returns its events as Events would read them back
// (record.CheckGame).
func CheckGame(g Game, cmds []Command, events []engine.LogEvent) ([]engine.LogEvent, error) {
	return record.CheckGame(g, cmds, events)
}

// hasControl reports whether s holds an ASCII control character
// (record.HasControl).
func hasControl(s string) bool { return record.HasControl(s) }
