// Package ffotsystem links FFOTigers (004) into the program: its package in each
// layer, each of which registers itself from its init. cmd/ogretable
// imports it (systems.go); nothing else does.
package ffotsystem

import (
	_ "ogretable/cli/ffotcmd"
	_ "ogretable/engine/ffot"
	_ "ogretable/sheets/ffotpaper"
	_ "ogretable/templates/ffottables"
	_ "ogretable/tracker/dashboard/ffotforms"
	_ "ogretable/tracker/present/ffotview"
)
