package ffotforms_test

// The tests of this package play games whose screens ask every layer of
// their rule system (its views above all): this file links the systems in,
// as systems/systems.go does, for the package's own tests too.
import (
	_ "ogretable/systems"
)
