package main

// The rule systems linked into the program: one bundle a system (systems/
// SYSTEM), which links its package of every layer. Adding a system is
// adding its packages and one line here; this is the one file that names
// the systems (internal/layout checks it).
import (
	_ "ogretable/systems/crt"
	_ "ogretable/systems/dsii"
	_ "ogretable/systems/ffot"
)
