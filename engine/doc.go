// Package engine holds the rules of Ogre and G.E.V. and the state of a game
// played by them. Resolve checks a referee's command against a Game and the
// rules and returns the events the command causes, with every die it used
// inside them; Game.Apply folds one event into the state, and never rolls,
// so replaying a game's events always rebuilds the same state. Voided
// applies the undo rule to a log's undo and redo marks.
//
// The package is pure: it reads no files, opens no database, draws on no
// terminal and reads no clock. Dice come in through the Dice interface, and
// the catalog of units comes in as a Catalog built by the caller.
package engine
