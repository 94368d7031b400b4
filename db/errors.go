package db

import (
	"errors"
	"fmt"
	"ogretable/engine"
	"path/filepath"
	"strings"
	"syscall"

	"modernc.org/sqlite"
)

// dbError is an error whose text is a full sentence for a person and which
// matches, with errors.Is, one of the Err values (record.go) and the cause.
type dbError struct {
	msg   string
	kind  error
	cause error
}

// Error returns the sentence for a person, with the package prefix.
func (e *dbError) Error() string { return e.msg }

// Sentence returns the sentence for a person, without the package prefix.
func (e *dbError) Sentence() string { return strings.TrimPrefix(e.msg, "db: ") }

// Unwrap returns the Err value the error matches and, when there is one, its
// cause.
func (e *dbError) Unwrap() []error {
	if e.cause == nil {
		return []error{e.kind}
	}
	return []error{e.kind, e.cause}
}

func newError(kind, cause error, format string, args ...any) error {
	return &dbError{msg: fmt.Sprintf(format, args...), kind: kind, cause: cause}
}

// SQLite's primary result codes that this package tells apart.
const (
	codePerm     = 3
	codeBusy     = 5
	codeLocked   = 6
	codeReadOnly = 8
	codeIOErr    = 10
	codeCorrupt  = 11
	codeFull     = 13
	codeCantOpen = 14
	codeNotADB   = 26
)

// sqliteCode returns the primary SQLite result code inside err, or 0.
func sqliteCode(err error) int {
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code() & 0xff
	}
	return 0
}

// damaged returns the error for a file that is not an ogretable database or
// is damaged; why says in a few words what was found.
func damaged(path, why string, cause error) error {
	return newError(ErrDamaged, cause,
		"db: %s is not an ogretable database or is damaged (%s); %s, or start a new one at another path", path, why, restoreHow(path))
}

// restoreHow says how to put a backup of the database at path in its
// place: copy it over the file with no ogretable running, and delete the
// write-ahead log beside it, which belongs to the damaged file and would
// be replayed onto the backup.
func restoreHow(path string) string {
	base := filepath.Base(path)
	return fmt.Sprintf("restore a backup of it: with no ogretable running, copy the backup (\"ogretable backup\" makes one; an upgrade keeps %s.schema-N.bak) over it and delete the %s-wal and %s-shm beside it",
		base, base, base)
}

// Damaged returns the error for the database's content found damaged by
// a reader above db (an event whose payload does not read back, say): the
// sentence of a damaged file, naming it and what to do, matching ErrDamaged;
// why says what was found.
func (d *DB) Damaged(why string, cause error) error { return d.corrupt(why, cause) }

// corrupt returns the error for an ogretable database whose content is
// damaged: a page that SQLite cannot read, or a log that comes back shorter
// or out of order. why says in a few words what was found. Such a file is
// left as it was, and it may still hold most of the games.
//
// The sentence says how to recover: keep a copy of the file as it is first
// (whatever is tried next, the damage can be looked at again), see what is
// damaged, then restore a good copy or save what can still be read.
func corrupt(path, why string, cause error) error {
	return newError(ErrDamaged, cause,
		"db: %s is damaged (%s) and was left as it was; make a copy of the file first (\"ogretable backup\" refuses a damaged file: copy it by hand), "+
			"then see the damage with \"sqlite3 %s 'PRAGMA integrity_check'\"; %s; or save what still reads: "+
			"each whole game with \"ogretable export --game ID\", or every readable page with \"sqlite3 %s .recover | sqlite3 recovered.db\"",
		path, why, path, restoreHow(path), path)
}

// corrupt returns the error of package-level corrupt for d's file, and
// notes that d found its file damaged, so that Close leaves it as it is
// (sawDamage).
func (d *DB) corrupt(why string, cause error) error {
	d.sawDamage.Store(true)
	return corrupt(d.path, why, cause)
}

// isCorruptMessage reports whether err's text is one of SQLite's ways of
// saying that the file is damaged, for the errors that reach this package
// without SQLITE_CORRUPT or SQLITE_NOTADB as their code.
func isCorruptMessage(err error) bool {
	msg := err.Error()
	for _, s := range []string{"database disk image is malformed", "file is not a database", "invalid page number", "malformed database schema"} {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}

// fault turns an error from SQLite met while doing what into one of the
// sentences above, so that a locked, damaged, read-only or full database is
// reported the same way wherever it is met.
func (d *DB) fault(what string, err error) error {
	if err == nil {
		return nil
	}
	var de *dbError
	if errors.As(err, &de) {
		return err
	}
	switch sqliteCode(err) {
	case codeBusy, codeLocked:
		return newError(engine.ErrLocked, err,
			"db: %s is locked by another program (is another ogretable running?); try again", d.path)
	case codeFull:
		return d.diskFull(what, err)
	case codeReadOnly, codePerm:
		return newError(ErrReadOnly, err,
			"db: %s cannot be written (%s); check the permissions of the file and its directory, or open it read-only", d.path, sqliteMessage(err))
	case codeCorrupt, codeNotADB:
		return d.damagedFile(sqliteMessage(err), err)
	case codeIOErr:
		if d.nearlyFull(err) {
			return d.diskFull(what, err)
		}
		d.failed.Store(true)
		return fmt.Errorf("db: %s failed on %s because of a disk error (%s); check the disk, nothing was saved: %w", what, d.path, sqliteMessage(err), err)
	case codeCantOpen:
		return fmt.Errorf("db: cannot open %s (%s); check that the file and its directory exist and are readable: %w", d.path, sqliteMessage(err), err)
	}
	if isCorruptMessage(err) {
		return d.damagedFile(sqliteMessage(err), err)
	}
	return fmt.Errorf("db: %s failed on %s: %w", what, d.path, err)
}

// diskFull returns the error of a write, what, that the disk had no room
// for: SQLite wrote nothing of it, and the file holds what it held before.
func (d *DB) diskFull(what string, err error) error {
	d.failed.Store(true)
	kept := "the file holds every game and command it held before"
	if d.created && !d.kept.Load() {
		// A file this Open made, with nothing in it, is removed when it
		// closes (discard): there was no file before.
		kept = "the new file is not kept"
	}
	return newError(ErrDiskFull, err,
		"db: the disk holding %s is full, so %s failed and nothing was saved: %s; free some space and try again", d.path, what, kept)
}

// nearlyFullBytes is the free space under which a disk error of SQLite's
// is taken for a full disk: SQLite reports a write-ahead log or its
// shared-memory file that cannot grow as an I/O error (SQLITE_IOERR_WRITE,
// SQLITE_IOERR_SHMSIZE...), not as SQLITE_FULL.
const nearlyFullBytes = 1 << 20

// nearlyFull reports whether the disk error err came from a full disk:
// the system said so, or the disk holding the file has less than
// nearlyFullBytes left.
func (d *DB) nearlyFull(err error) bool {
	if errors.Is(err, syscall.ENOSPC) {
		return true
	}
	free, ok := freeBytes(d.path)
	return ok && free < nearlyFullBytes
}

// damagedFile returns the error for damage that SQLite found in the file:
// once the file is known to be an ogretable database (Open has read its
// schema), the sentence of corrupt, and before, that of damaged.
func (d *DB) damagedFile(why string, cause error) error {
	if d.version > 0 {
		return d.corrupt(why, cause)
	}
	d.sawDamage.Store(true)
	return damaged(d.path, why, cause)
}

// sqliteMessage is SQLite's own short description of err.
func sqliteMessage(err error) string {
	msg := err.Error()
	// modernc.org/sqlite says "message (SQLITE_CODE)"; keep it short.
	if i := strings.LastIndex(msg, " ("); i > 0 && strings.HasSuffix(msg, ")") {
		msg = msg[:i]
	}
	return msg
}
