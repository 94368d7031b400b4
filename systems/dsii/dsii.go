// Package dsiisystem links OGRE for DSII (002) into the program: its package in each
// layer, each of which registers itself from its init. cmd/ogretable
// imports it (systems.go); nothing else does.
package dsiisystem

import (
	_ "ogretable/cli/dsiicmd"
	_ "ogretable/engine/dsii"
	_ "ogretable/sheets/dsiipaper"
	_ "ogretable/templates/dsiitables"
	_ "ogretable/tracker/dashboard/dsiiforms"
	_ "ogretable/tracker/present/dsiiview"
)
