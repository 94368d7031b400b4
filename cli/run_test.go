package cli

import (
	"io"

	"ogretable/db"
)

// dbFiles are the program's game files, as cmd/ogretable wires them: the
// tests of this package run the command line on real SQLite files.
var dbFiles = FilesOf(db.Open, db.SchemaVersion())

// run runs the command line args as the program does (Run, with db's
// files) and returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return Run(args, stdin, stdout, stderr, dbFiles)
}
