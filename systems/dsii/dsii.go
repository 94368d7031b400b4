// Package dsiisystem links OGRE for DSII in: its rules, its views and its
// paper.
package dsiisystem

import (
	_ "ogretable/engine/dsii"
	_ "ogretable/sheets/dsiipaper"
	_ "ogretable/tracker/present/dsiiview"
)
