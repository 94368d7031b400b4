package ffotcmd

import (
	"ogretable/cli/clitest"
	_ "ogretable/engine/crt"               // the default system, whose catalog "units" lists first
	_ "ogretable/engine/ffot"              // the rule system
	_ "ogretable/tracker/present/ffotview" // its views (state, do)
)

// runCmd runs the program in-process, on real SQLite files (clitest.Run).
var runCmd = clitest.Run

// The exit codes the tests expect.
const (
	exitUsage = clitest.ExitUsage
)
