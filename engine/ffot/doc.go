// Package ffot is the FFOTigers rule system (004 FFOTigers): large
// formations of stands, each of a quality, firing by range bands and
// rates of fire, saving in terrain, checking their quality when hit, kept
// in command, bogging in swamps and called on by artillery barrages. Every
// roll is a d6, and every chance this package gives is exact: counted over
// the faces of the dice, never simulated.
//
// Where 004 is ambiguous or silent, the package reads it one way, cites the
// words, and says so in a note (Notes) that the help, the roster and the
// log can show. It never invents a number 004 does not give: the figures
// of an Ogre come from the referee. It uses only what package engine
// exports.
package ffot
