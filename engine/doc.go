// Package engine is the core every rule system shares, and the state of a
// game played by one. Resolve checks a referee's command against a Game
// and the rules of its system and returns the events the command causes,
// with every die it used inside them; Game.Apply folds one event into the
// state, and never rolls, so replaying a game's events always rebuilds the
// same state. Voided applies the undo rule to a log's undo and redo marks;
// LogEvent is one event as the battle log keeps it.
//
// A rule system (engine/crt is the Ogre CRT rules) implements System and
// registers itself with RegisterSystem; it keeps its own state of the game
// and of each unit in Game.Ext and Unit.Ext. This package imports no
// system.
//
// The package is pure: it reads no files, opens no database, draws on no
// terminal and reads no clock. Dice come in through the Dice interface, and
// the catalog of units comes in as a Catalog built by the caller.
package engine
