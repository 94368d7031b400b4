package cli_test

// The tests of package cli play games of every rule system and run their
// subcommands: this file links the systems in, as cmd/ogretable does (its
// systems.go). It is an external test file, since the systems' packages
// import cli; their init functions run in the one test binary, so the
// package's own tests see every system registered too.
import (
	_ "ogretable/systems"
)
