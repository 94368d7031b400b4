// Package crtsystem links the Ogre CRT into the program: its package in each
// layer, each of which registers itself from its init. cmd/ogretable
// imports it (systems.go); nothing else does.
package crtsystem

import (
	_ "ogretable/cli/crtcmd"
	_ "ogretable/engine/crt"
	_ "ogretable/sheets/crtpaper"
	_ "ogretable/templates/crttables"
	_ "ogretable/tracker/dashboard/crtforms"
	_ "ogretable/tracker/present/crtview"
)
