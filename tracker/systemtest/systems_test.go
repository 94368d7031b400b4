package systemtest

// The systems the tests play, linked in as the program links them
// (cmd/ogretable/systems.go).
import (
	_ "ogretable/systems/crt"
	_ "ogretable/systems/dsii"
	_ "ogretable/systems/ffot"
)
