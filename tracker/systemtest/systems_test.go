package systemtest

// The systems the tests play, linked in as the program links them
// (systems/systems.go).
import (
	_ "ogretable/systems"
)
