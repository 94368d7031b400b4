// Command ogretable is the referee's companion for Ogre and G.E.V. played
// with miniatures: with no arguments it opens the dashboard on the latest
// game; its subcommands are quick calculators and script-friendly access to
// the battle log. It wires the command line (package cli) to the games'
// SQLite database (package db).
package main

import (
	"os"

	"ogretable/cli"
	"ogretable/db"
)

func main() {
	os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, cli.FilesOf(db.Open, db.SchemaVersion())))
}
