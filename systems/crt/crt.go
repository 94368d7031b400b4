// Package crtsystem links the Ogre CRT in: its rules, its views and its
// paper.
package crtsystem

import (
	_ "ogretable/engine/crt"
	_ "ogretable/tracker/present/crtview"
)
