package dsiicmd

import (
	"bytes"
	"strings"
	"testing"

	"ogretable/cli"
	"ogretable/db"
	_ "ogretable/engine/crt"               // the default system, whose catalog "units" lists first
	_ "ogretable/engine/dsii"              // the rule system
	_ "ogretable/tracker/present/dsiiview" // its views (state, do)
)

// dbFiles are the program's game files, as cmd/ogretable wires them.
var dbFiles = cli.FilesOf(db.Open, db.SchemaVersion())

// runCmd runs the program in-process, on real SQLite files, and returns
// its exit code and output.
func runCmd(t testing.TB, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := cli.Run(args, strings.NewReader(""), &out, &errb, dbFiles)
	return code, out.String(), errb.String()
}
