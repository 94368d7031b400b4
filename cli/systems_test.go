package cli_test

// The command line's tests play games of every rule system linked in, as
// the program does (cmd/ogretable/systems.go): each system's layers
// register themselves in this test binary, for the tests of package cli
// too.
import (
	_ "ogretable/systems/crt"
	_ "ogretable/systems/dsii"
	_ "ogretable/systems/ffot"
)
