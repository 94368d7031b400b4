// Package dsiisystem links in every layer of one rule system: each of its
// packages registers itself from its init.
package dsiisystem

import (
	_ "ogretable/tracker/dashboard/dsiiforms"
)
