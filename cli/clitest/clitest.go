// Package clitest is for the tests of the systems' command-line packages
// (cli/crtcmd, cli/dsiicmd, cli/ffotcmd): the program run in-process on
// real SQLite files, as cmd/ogretable wires it, written once.
package clitest

import (
	"bytes"
	"strings"
	"testing"

	"ogretable/cli"
	"ogretable/db"
)

// The program's exit codes: 0 done, 1 refused or failed, 2 bad usage or an
// unknown name.
const (
	ExitOK    = 0
	ExitFail  = 1
	ExitUsage = 2
)

// files are the program's game files, as cmd/ogretable wires them.
var files = cli.FilesOf(db.Open, db.SchemaVersion())

// Run runs the program with args in-process, on real SQLite files, and
// returns its exit code, its output and its errors.
func Run(t testing.TB, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := cli.Run(args, strings.NewReader(""), &out, &errb, files)
	return code, out.String(), errb.String()
}
