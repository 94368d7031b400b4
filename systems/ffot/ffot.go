// Package ffotsystem links FFOTigers in: its rules, its views and its paper.
package ffotsystem

import (
	_ "ogretable/engine/ffot"
	_ "ogretable/sheets/ffotpaper"
	_ "ogretable/tracker/present/ffotview"
)
