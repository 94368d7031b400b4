package crtcmd

import (
	"ogretable/cli/clitest"
	_ "ogretable/engine/crt"              // the rule system
	_ "ogretable/tracker/present/crtview" // its views (state, do)
)

// runCmd runs the program in-process, on real SQLite files (clitest.Run).
var runCmd = clitest.Run

// The exit codes the tests expect.
const (
	exitFail  = clitest.ExitFail
	exitUsage = clitest.ExitUsage
)
