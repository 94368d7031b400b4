package cli

import (
	"ogretable/db/record"
	"ogretable/engine"
	"ogretable/tracker"
)

// Files is where the program keeps its games: how a game file is opened
// and which schema this build writes. The program's are package db's
// (SQLite), given by cmd/ogretable; the command line itself links no
// database, so that it can be tested over another store (the fuzz target
// of the game subcommands runs over one in memory, issue 21).
type Files struct {
	// Open opens the file at path as db.Open does: it errors, matching
	// one of record's errors (record.ErrNoDatabase, record.ErrDamaged, ...),
	// when the file cannot be used, and leaves it as it was.
	Open func(path string, opt record.Options) (File, error)
	// Schema is the database schema this build writes.
	Schema int
}

// File is an open game file: its games with their battle logs and
// snapshots, and the walker designs saved in it. *db.DB is one; its doc
// says what each method does and when it errors. It is the session's store
// itself (tracker.Store): a session reads and appends to the file with no
// adapter between.
type File interface {
	tracker.Store

	Path() string
	Upgraded() (record.Upgrade, bool)
	Close() error
	// Damaged returns the error of a file whose log does not read back
	// whole (why, caused by cause), with what to do.
	Damaged(why string, cause error) error
	// CheckLog checks that a game's whole log reads back, its commands
	// and events counted, without reading them (an error matching
	// record.ErrDamaged when it does not).
	CheckLog(gameID int64) error
	Backup(dest string) error

	Games() ([]record.Game, error)
	Game(id int64) (record.Game, error)
	LatestGame() (record.Game, error)
	CreateGame(g record.Game, setup ...record.Setup) (record.Game, error)
	ImportGame(g record.Game, cmds []record.Command, events []engine.LogEvent) (record.Game, error)

	Commands(gameID int64) ([]record.Command, error)
	Events(gameID int64) ([]engine.LogEvent, error)

	Walkers() ([]record.WalkerDesign, error)
	Walker(ref string) (record.WalkerDesign, error)
	SaveWalker(design engine.Design) (record.WalkerDesign, error)
	SaveWalkers(designs ...engine.Design) ([]record.WalkerDesign, error)
	DeleteWalker(ref string) (record.WalkerDesign, error)
}

// FilesOf returns the Files that open a game file with open (db.Open) and
// write schema: a file that open returns with an error is no File, so the
// error comes back alone.
func FilesOf[F File](open func(path string, opt record.Options) (F, error), schema int) Files {
	return Files{Schema: schema, Open: func(path string, opt record.Options) (File, error) {
		f, err := open(path, opt)
		if err != nil {
			return nil, err
		}
		return f, nil
	}}
}
