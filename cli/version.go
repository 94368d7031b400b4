package cli

import (
	"flag"
	"fmt"
	"runtime/debug"

	"ogretable/engine"
)

// version is this build's version: a constant, raised by hand at a release,
// because CI builds with -buildvcs=false and then the build info carries no
// VCS stamp. When the build info has one (a plain "go build" in a
// checkout), versionInfo adds the commit to it.
const version = "0.11.0"

// versionReport is what "ogretable version" prints.
type versionReport struct {
	Version  string `json:"version"`
	Commit   string `json:"commit,omitempty"`
	Modified bool   `json:"modified,omitempty"`
	Schema   int    `json:"schema"`   // the database's user_version this build writes
	Snapshot int    `json:"snapshot"` // the snapshot format this build writes
}

// versionInfo returns this build's version, with the VCS commit when the
// build info carries one, and schema, the database schema it writes.
func versionInfo(schema int) versionReport {
	v := versionReport{Version: version, Schema: schema, Snapshot: engine.SnapshotVersion}
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				v.Commit = s.Value
			case "vcs.modified":
				v.Modified = s.Value == "true"
			}
		}
	}
	return v
}

// runVersion prints the version and the database schema ("ogretable
// version", "ogretable --version").
func runVersion(e *env, args []string) error {
	fs := flag.NewFlagSet("version", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("version takes no arguments")
	}
	v := versionInfo(e.files.Schema)
	if *asJSON {
		return writeJSON(e.stdout, v)
	}
	line := "ogretable " + v.Version
	if v.Commit != "" {
		c := v.Commit
		if len(c) > 12 {
			c = c[:12]
		}
		line += " (commit " + c
		if v.Modified {
			line += ", modified"
		}
		line += ")"
	}
	fmt.Fprintln(e.stdout, line)
	fmt.Fprintf(e.stdout, "database schema %d, snapshot format %d\n", v.Schema, v.Snapshot)
	return nil
}
