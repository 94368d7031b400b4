// Package crt is the Ogre CRT rule system: the Ogre and G.E.V. rules played
// on the combat results table, in the variants published, classic and lite
// (000 FAQ; 003 Ogre Lite; OFFICIAL-NOTES), with cruise missiles, walkers,
// overruns, rams, EMP and terrain. It registers itself with
// engine.RegisterSystem and uses only what package engine exports.
//
// Its state beside the shared envelope is GameOf(g) (rams, the overrun,
// cruise missiles in flight, the walker rules) and UnitOf(u) (an Ogre's
// treads and weapons, an infantry stack's squads, a structure's points, a
// walker's modes). Where the variants differ, the difference is data
// (crtRules, ogre.go), and VariantNotes says it for people.
package crt
