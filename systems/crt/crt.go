// Package crtsystem links in every layer of one rule system: each of its
// packages registers itself from its init.
package crtsystem

import (
	_ "ogretable/tracker/dashboard/crtforms"
)
