package cli

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"ogretable/engine"
	"ogretable/outfile"
)

// backupName returns the default name of a backup of the database at
// path taken at now: its name with "-backup-" and the date and time before
// its extension (games-backup-20261202-103829.db), in the current folder.
func backupName(path string, now time.Time) string {
	base := filepath.Base(path)
	ext := filepath.Ext(base)
	return strings.TrimSuffix(base, ext) + "-backup-" + now.Format("20060102-150405") + ext
}

// runBackup writes a checked copy of the database ("ogretable backup"):
// consistent while a dashboard writes to the file, written under a
// temporary name and given its own once SQLite has checked it whole.
func runBackup(e *env, args []string) error {
	fs := flag.NewFlagSet("backup", flag.ContinueOnError)
	out := fs.String("o", "", "the file to write (default: games-backup-DATE-TIME.db in the current folder)")
	force := fs.Bool("force", false, "replace the file if it exists")
	asJSON := fs.Bool("json", false, "print JSON")
	f := addDBFlags(fs, false)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("backup takes no arguments; name the file with -o %s", pos[0])
	}
	// Read-only: a backup writes nothing to the database, and copies a
	// file of an older schema as it is, without upgrading it.
	d, err := f.open(e, false, true)
	if err != nil {
		return err
	}
	defer d.Close()
	path := *out
	if path == "" {
		path = backupName(d.Path(), time.Now())
	}
	var dbErr error
	err = outfile.Fill(path, outfile.Options{Force: *force, Flags: true}, func(tmp string) error {
		dbErr = d.Backup(tmp)
		return dbErr
	})
	if dbErr != nil {
		// The database's own sentence (damaged, locked), not a file's.
		return dbErr
	}
	if err != nil {
		return err
	}
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	games, err := d.Games()
	if err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(e.stdout, map[string]any{"db": d.Path(), "file": path, "bytes": st.Size(), "games": len(games), "checked": true})
	}
	_, err = fmt.Fprintf(e.stdout, "Backed up %s (%s) to %s: %d bytes, checked whole by SQLite's integrity check.\n"+
		"To restore it, with no ogretable running, copy it over %s and delete %s-wal and %s-shm if they are there.\n",
		d.Path(), engine.Counted(len(games), "game", "games"), path, st.Size(), d.Path(), d.Path(), d.Path())
	return err
}
