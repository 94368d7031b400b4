// Package ffotsystem links in every layer of one rule system: each of its
// packages registers itself from its init.
package ffotsystem

import (
	_ "ogretable/tracker/dashboard/ffotforms"
)
