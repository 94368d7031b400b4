// Package dsii is the OGRE for DSII rule system (002 OGRE for DSII): an
// Ogre is a set of modules (an electronics module whose quality die fires,
// defends, repairs and launches; tread modules that give it BMF; weapons
// modules), damaged by chits drawn from a cup. It uses only what package
// engine exports.
package dsii
