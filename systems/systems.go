// Package systems links every rule system into what imports it: one bundle
// a system (systems/SYSTEM), which links that system's package of every
// layer. The program (cmd/ogretable), the go generate tools that must see
// the systems as the program does (templates/internal/mkbuiltin) and the
// tests of shared packages import it. Adding a system is adding its
// packages and one line here: this is the one file that names the systems
// (internal/layout checks it).
package systems

import (
	_ "ogretable/systems/crt"
	_ "ogretable/systems/dsii"
	_ "ogretable/systems/ffot"
)
