package dsiicmd

import (
	"ogretable/cli/clitest"
	_ "ogretable/engine/crt"               // the default system, whose catalog "units" lists first
	_ "ogretable/engine/dsii"              // the rule system
	_ "ogretable/tracker/present/dsiiview" // its views (state, do)
)

// runCmd runs the program in-process, on real SQLite files (clitest.Run).
var runCmd = clitest.Run
