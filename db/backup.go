package db

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Backup writes a copy of the database as it stands at one moment into the
// file at dest, which must be missing or empty, and checks it: the copy is
// made by SQLite's VACUUM INTO, which reads the whole file in one read
// transaction, so it is consistent while another program (a dashboard)
// writes; before it, the file itself is checked with PRAGMA
// integrity_check, and after it the copy, and the copy must say it is an
// ogretable database of the file's schema. A file found damaged is refused
// with an error matching ErrDamaged: a copy of it would be no backup.
//
// dest is the caller's to name: Backup writes it in place and leaves it
// there even when it fails, for the caller to remove, so that a caller can
// write into a temporary file and rename it once Backup returns nil
// (outfile does).
func (d *DB) Backup(dest string) error {
	abs, err := filepath.Abs(dest)
	if err != nil {
		return fmt.Errorf("db: cannot make sense of the path %q: %w", dest, err)
	}
	if abs == d.path {
		return fmt.Errorf("db: a backup of %s cannot be written over the database itself; give another file", d.path)
	}
	conn, err := d.r.Conn(context.Background())
	if err != nil {
		return d.fault("making a backup", err)
	}
	defer conn.Close()
	// The check reads every page; a file SQLite reads on without an error
	// but whose pages do not add up (a b-tree that lost cells) would give
	// a short copy that checks whole.
	if err := d.checkIntegrity(conn, d.path); err != nil {
		return err
	}
	var want schemaState
	if err := conn.QueryRowContext(context.Background(), schemaQuery).Scan(&want.appID, &want.version, &want.objects); err != nil {
		return d.fault("making a backup", err)
	}
	// VACUUM INTO is a write for SQLite's query_only guard, though it
	// writes only the new file: it is lifted on this connection for it.
	if _, err := conn.ExecContext(context.Background(), `PRAGMA query_only = 0`); err != nil {
		return d.fault("making a backup", err)
	}
	_, err = conn.ExecContext(context.Background(), `VACUUM INTO ?`, abs)
	if _, qerr := conn.ExecContext(context.Background(), `PRAGMA query_only = 1`); qerr != nil {
		// A connection that cannot be made read-only again is not given
		// back to the pool.
		_ = conn.Raw(func(any) error { return driver.ErrBadConn })
	}
	if err != nil {
		return d.backupFault(abs, err)
	}
	return d.checkCopy(abs, want)
}

// checkIntegrity runs PRAGMA integrity_check on conn, whose database is
// the file at path, and returns the damaged file's error when it finds a
// problem.
func (d *DB) checkIntegrity(conn *sql.Conn, path string) error {
	problems, err := integrityProblems(conn)
	if err != nil {
		return d.fault("checking the database", err)
	}
	if len(problems) > 0 {
		return corrupt(path, "PRAGMA integrity_check: "+strings.Join(problems, "; "), nil)
	}
	return nil
}

// integrityProblems returns what PRAGMA integrity_check finds wrong in
// conn's database, its first problem (a damaged page may have hundreds);
// none when it is whole.
func integrityProblems(conn *sql.Conn) ([]string, error) {
	rows, err := conn.QueryContext(context.Background(), `PRAGMA integrity_check(1)`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var problems []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return nil, err
		}
		for _, l := range strings.Split(s, "\n") {
			// "*** in database main ***" heads the problems of a file.
			if l = strings.TrimSpace(l); l != "ok" && l != "" && !strings.HasPrefix(l, "*** in database") {
				problems = append(problems, l)
			}
		}
	}
	return problems, rows.Err()
}

// checkCopy opens the copy at path read-only and checks it: whole by
// PRAGMA integrity_check, and saying of itself what the database said
// (want: an ogretable database of its schema, with as many objects).
func (d *DB) checkCopy(path string, want schemaState) error {
	c, err := sql.Open("sqlite", dsn(path, "ro", busyParam(DefaultBusyTimeout)))
	if err != nil {
		return fmt.Errorf("db: the copy %s cannot be opened to check it: %w", path, err)
	}
	defer c.Close()
	conn, err := c.Conn(context.Background())
	if err != nil {
		return d.backupFault(path, err)
	}
	defer conn.Close()
	problems, err := integrityProblems(conn)
	if err != nil {
		return d.backupFault(path, err)
	}
	if len(problems) > 0 {
		return fmt.Errorf("db: the copy of %s written to %s does not check (%s); it is not a backup: check the disk it is on, and try again", d.path, path, strings.Join(problems, "; "))
	}
	var s schemaState
	if err := conn.QueryRowContext(context.Background(), schemaQuery).Scan(&s.appID, &s.version, &s.objects); err != nil {
		return d.backupFault(path, err)
	}
	if s != want {
		return fmt.Errorf("db: the copy of %s written to %s says it is schema %d of application %#x with %d tables, indexes, views and triggers, not schema %d of application %#x with %d; it is not a backup",
			d.path, path, s.version, s.appID, s.objects, want.version, want.appID, want.objects)
	}
	return nil
}

// backupFault is the error of a backup of d to dest that failed on err: a
// fault of the copy (its disk is full, its folder cannot be written) names
// the copy; a fault of the database, the database.
func (d *DB) backupFault(dest string, err error) error {
	switch sqliteCode(err) {
	case codeFull:
		return newError(ErrDiskFull, err, "db: the disk holding %s is full; the backup was not made: free some space, or write it to another disk with -o", dest)
	case codeCantOpen, codeReadOnly, codePerm, codeIOErr:
		return fmt.Errorf("db: the backup cannot be written to %s (%s); choose another place with -o: %w", dest, sqliteMessage(err), err)
	}
	return d.fault("making a backup", err)
}

// keepCopy makes, before a migration, a checked copy of the database
// beside it, named for the schema it holds (games.db.schema-2.bak, or
// games.db.schema-2.1.bak when that name is taken), and returns its path.
// It is written under a temporary name and renamed once checked, so a
// copy with that name is always whole.
func (d *DB) keepCopy(version int) (string, error) {
	dir := filepath.Dir(d.path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(d.path)+".*.tmp")
	if err != nil {
		return "", newError(ErrReadOnly, err, "db: %s needs a schema upgrade, and a copy of it is kept first, but none can be written in %s (%v); check the folder's permissions and free space", d.path, dir, errors.Unwrap(err))
	}
	tmp.Close()
	done := false
	defer func() {
		if !done {
			os.Remove(tmp.Name())
		}
	}()
	if err := d.Backup(tmp.Name()); err != nil {
		return "", fmt.Errorf("db: %s needs a schema upgrade, and the copy kept before it could not be made, so it was not upgraded: %w", d.path, err)
	}
	if err := syncFile(tmp.Name()); err != nil {
		return "", fmt.Errorf("db: the copy of %s kept before its schema upgrade cannot be written (%v); it was not upgraded: %w", d.path, errors.Unwrap(err), err)
	}
	name := freeName(fmt.Sprintf("%s.schema-%d", d.path, version), ".bak")
	if err := os.Rename(tmp.Name(), name); err != nil {
		return "", fmt.Errorf("db: the copy of %s kept before its schema upgrade cannot be named %s (%v); it was not upgraded: %w", d.path, name, errors.Unwrap(err), err)
	}
	done = true
	syncDir(dir)
	return name, nil
}

// freeName returns base+ext, or the first of base.1+ext, base.2+ext... that
// no file has.
func freeName(base, ext string) string {
	for i := 0; ; i++ {
		p := base + ext
		if i > 0 {
			p = fmt.Sprintf("%s.%d%s", base, i, ext)
		}
		if _, err := os.Lstat(p); errors.Is(err, fs.ErrNotExist) {
			return p
		}
	}
}

// syncFile makes the file at path durable.
func syncFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// syncDir makes a rename in dir durable, where the system can.
func syncDir(dir string) {
	if df, err := os.Open(dir); err == nil {
		_ = df.Sync()
		df.Close()
	}
}
