// Package db keeps ogretable's games and their battle logs in one SQLite file.
//
// A game is a sequence of referee commands, each stored as typed, and each
// command caused events, stored with an opaque JSON payload that the engine
// chose (it holds every die used). The log is append-only, in the database
// itself: triggers refuse any UPDATE or DELETE of commands and events. An
// undo is a command too; its event voids an earlier command without removing
// it, so the battle log shows corrections as well (see Events for the rule).
//
// Append writes one command and its events in one transaction and returns
// only once they are on the disk, so a game killed at any moment reopens with
// every command it reported and no half of one.
//
// Beside the log, a game may have a snapshot: its state as the caller saved
// it after some event (SaveSnapshot, LatestSnapshot), so that opening a long
// game replays only the events after it (EventsAfter). Snapshots are a cache
// and never the source of truth: they may be replaced or deleted, the log
// never.
//
// A read never takes a short log for the end of it: Events and Commands
// check that what they read is what the game says it has (seqs 1 to the
// last, no gap), and Append checks it, by counting the seqs and summing
// them, before it adds to a log; CreateGame, ImportGame and the walker
// designs check the whole file first (every page, and every game's log).
// A file damaged in the middle gives an error matching ErrDamaged, and
// nothing is written to it.
//
// The package only stores: it knows nothing of the rules and imports no
// other part of ogretable. A DB is safe for concurrent use. It uses one
// writer connection and a separate pool of read-only connections, so reading
// never waits for a write.
//
// The file opens in the sqlite3 shell too; the event_log view there shows
// each event with the undo that voids it.
package db

import (
	"context"
	"database/sql"
	"embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" driver

	"ogretable/engine"
)

// ApplicationID is the SQLite application_id of an ogretable database:
// "OGRT" in ASCII. A file with another application_id belongs to another
// program and is refused.
const ApplicationID = 0x4F475254

//go:embed migrations/*.sql
var migrationFiles embed.FS

// migration is one numbered schema change from migrations/NNNN_name.sql.
type migration struct {
	version int
	name    string
	sql     string
}

// migrations are the schema changes this build knows, in order.
var migrations = loadMigrations()

// schemaVersion is the newest schema this build knows: the user_version of
// a database it has opened for writing.
var schemaVersion = migrations[len(migrations)-1].version

// oldestReadable is the oldest schema a read-only DB reads as it is, without
// the upgrade it cannot make: the migrations after it only add what reading
// can do without (0002 adds the snapshot cache; a file without it has no
// snapshots). Raise it when a migration changes what reading needs.
const oldestReadable = 1

// snapshotsSince is the schema that added the snapshots table.
const snapshotsSince = 2

func loadMigrations() []migration {
	names, err := fs.Glob(migrationFiles, "migrations/*.sql")
	if err != nil {
		panic(err)
	}
	var ms []migration
	for _, name := range names {
		base := path.Base(name)
		num, _, ok := strings.Cut(base, "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || v < 1 {
			panic("db: migration file " + base + " does not start with a number and an underscore")
		}
		text, err := migrationFiles.ReadFile(name)
		if err != nil {
			panic(err)
		}
		ms = append(ms, migration{version: v, name: base, sql: string(text)})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].version < ms[j].version })
	for i, m := range ms {
		if m.version != i+1 {
			panic(fmt.Sprintf("db: migration %s is out of sequence: expected number %d", m.name, i+1))
		}
	}
	if len(ms) == 0 {
		panic("db: no migrations embedded")
	}
	return ms
}

// DB is an open ogretable database file.
type DB struct {
	path    string
	w       *sql.DB // the one writer connection; nil when read-only
	r       *sql.DB // read-only connections
	version int     // the file's schema: schemaVersion, unless read-only

	// The statements used over and over, each prepared when first used:
	// a command of the command line uses few of them, and preparing one
	// costs more than running most.
	lastSeqs     *stmt    // logEndsQuery on w
	countW       *stmt    // eventCountQuery on w
	insCmd       *stmt    // on w
	insEvents    [5]*stmt // insertEventsQuery(n) on w, for n of 1 to 4
	readEnds     *stmt    // logEndsQuery on r
	countR       *stmt    // eventCountQuery on r
	readLast     *stmt    // lastEventQuery on r
	dataVersion  *stmt    // PRAGMA data_version on w
	readEvents   *stmt    // on r
	readMarks    *stmt    // marksQuery on r
	readStart    *stmt    // readStartQuery on r
	lastSnapshot *stmt    // on r; nil before schema 2
	// drv holds Append's statements as prepared on the writer's
	// connection as the driver gives it (driverconn.go).
	drv driverStmts

	// upgrade is what Open did to bring the file's schema up to date;
	// zero when it did nothing.
	upgrade Upgrade

	// created says that Open made the file, which was not there, and
	// madeDirs the folders it made for it, the outermost first; kept
	// says that a game or a walker design went into it, failed that a
	// write to it failed (a full disk, a disk error). A file Open made is removed, with its
	// write-ahead log, its shared-memory file and the folders made for
	// it, when Open fails, or when it is closed after a write failed
	// and nothing went into it: a "new" that fails (a full disk) leaves
	// nothing behind.
	created  bool
	madeDirs []string
	kept     atomic.Bool
	failed   atomic.Bool
	// hadWAL and hadSHM say that the write-ahead log and the
	// shared-memory file were beside the file when Open began: a file
	// refused (Open fails) or found damaged gets none that it had not
	// (leaveAsFound).
	hadWAL, hadSHM bool

	mu       sync.Mutex
	verified map[int64]logEnds // by game: how far its log was found whole (noteWhole)
	// knownEnds holds, by game, where its log was found to end and the
	// writer's data_version then (noteEnd): EventsAfter's answer while no
	// other connection has written since.
	knownEnds map[int64]logEnd
	// writes counts the writes to a log that this DB has begun
	// (forgetEnd), so that a look at the file made meanwhile is not noted.
	writes int64
	// wholeKnown says that checkWhole found the whole file whole, when the
	// writer's data_version was wholeVersion.
	wholeKnown   bool
	wholeVersion int64

	// sawDamage says that d found its file damaged: Close then leaves the
	// file's write-ahead log as it is, not folded into the damaged file.
	sawDamage atomic.Bool
}

// Open opens the database at path, checking before anything is written that
// the file is an ogretable database this build can use, and brings its
// schema up to date. A missing database is created only with opt.Create.
//
// A file that cannot be used is left exactly as it was, and the error says
// why in a sentence and matches one of ErrNoDatabase, ErrDamaged,
// ErrForeign, ErrNewerSchema, ErrOlderSchema, ErrReadOnly or engine.ErrLocked.
//
// A process should hold one DB per file: Open reads the file's header
// before it connects, and on Linux closing that handle would drop the
// SQLite locks of another DB on the same file in the same process.
func Open(path string, opt Options) (*DB, error) {
	if path == "" {
		return nil, errors.New("db: no database path given")
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("db: cannot make sense of the path %q: %w", path, err)
	}
	if opt.BusyTimeout <= 0 {
		opt.BusyTimeout = DefaultBusyTimeout
	}
	d := &DB{path: abs, hadWAL: exists(abs + "-wal"), hadSHM: exists(abs + "-shm")}
	fresh, err := d.checkFile(opt)
	if err != nil {
		d.failed.Store(true)
		d.discard()
		return nil, err
	}
	if err := d.open(fresh, opt); err != nil {
		// Not when another program holds the file: it may have made it
		// meanwhile.
		if !errors.Is(err, engine.ErrLocked) {
			d.failed.Store(true)
		}
		d.Close()
		d.leaveAsFound()
		return nil, err
	}
	return d, nil
}

// leaveAsFound removes, once the connections are closed, the write-ahead
// log and the shared-memory file that SQLite made beside a file that was
// refused or found damaged, when they were not there before Open and the
// log holds nothing (nothing is written to such a file): a file left as it
// was is left alone, its folder included (issue 31.14). A log that was
// there or holds frames stays, as its frames would be folded into the file
// otherwise; a shared-memory file made beside it goes all the same, as
// SQLite makes it again from the log (a fault test found a damaged file
// with its log given a -shm it had not had).
func (d *DB) leaveAsFound() {
	keepLog := d.hadWAL || walHasFrames(d.path)
	if keepLog && d.hadSHM {
		return
	}
	// Another program that opened the file since holds it: the log and
	// the shared-memory file are its own.
	release, ok := lockAlone(d.path)
	if !ok {
		return
	}
	defer release()
	if !keepLog && exists(d.path+"-wal") {
		os.Remove(d.path + "-wal")
	}
	if !d.hadSHM {
		os.Remove(d.path + "-shm")
	}
}

// discard removes the file Open made (created) once a write to it failed
// (failed) when nothing went into it (kept), with the files SQLite made
// beside it and the folders Open made for it (the innermost first; one
// that holds anything else stays). The connections are closed. A file
// another program holds (it opened the path meanwhile: a second "new", a
// dashboard) stays, and so does what SQLite made beside it: removed, it
// would take what that program writes with it.
func (d *DB) discard() {
	if !d.created || !d.failed.Load() || d.kept.Load() {
		return
	}
	if release, ok := lockAlone(d.path); ok {
		for _, suffix := range []string{"-wal", "-shm", "-journal", ""} {
			os.Remove(d.path + suffix)
		}
		release()
	} else if exists(d.path) {
		return
	}
	for i := len(d.madeDirs) - 1; i >= 0; i-- {
		os.Remove(d.madeDirs[i])
	}
}

// checkFile looks at the file before SQLite opens it, and reports whether
// it is missing or empty (to be created). It reads only.
func (d *DB) checkFile(opt Options) (fresh bool, err error) {
	st, err := os.Stat(d.path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if !opt.Create || opt.ReadOnly {
			return false, newError(ErrNoDatabase, err, "db: no database at %s; create a game first with \"ogretable new\"", d.path)
		}
		d.created = true
		for dir := filepath.Dir(d.path); ; dir = filepath.Dir(dir) {
			if _, err := os.Stat(dir); err == nil || filepath.Dir(dir) == dir {
				break
			}
			d.madeDirs = append([]string{dir}, d.madeDirs...)
		}
		if err := os.MkdirAll(filepath.Dir(d.path), 0o755); err != nil {
			return false, fmt.Errorf("db: cannot create the directory for %s (%v); create it or choose another path: %w", d.path, errors.Unwrap(err), err)
		}
		// The file is made here, and only when no other program made it
		// since the look above (a second "new" on the same path): one it
		// made is not this Open's to remove (discard). Any other failure is
		// SQLite's to say, as it makes the file.
		f, err := os.OpenFile(d.path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) {
			d.created, d.madeDirs = false, nil
			return d.checkFile(opt)
		}
		if err == nil {
			f.Close()
		}
		return true, nil
	case err != nil:
		return false, fmt.Errorf("db: cannot look at %s (%v); check the path and its permissions: %w", d.path, errors.Unwrap(err), err)
	case st.IsDir():
		return false, damaged(d.path, "it is a directory", nil)
	case !st.Mode().IsRegular():
		return false, damaged(d.path, "it is not a regular file", nil)
	case st.Size() == 0:
		if !opt.Create || opt.ReadOnly {
			return false, newError(ErrNoDatabase, nil, "db: no database at %s (the file is empty); create a game first with \"ogretable new\"", d.path)
		}
		return true, nil
	}
	return false, d.checkHeader(st.Size())
}

// sqliteMagic starts every SQLite database file.
const sqliteMagic = "SQLite format 3\x00"

// checkHeader reads the 100-byte SQLite header and refuses a file that is
// not SQLite, or whose size does not match what its header says.
func (d *DB) checkHeader(size int64) error {
	f, err := os.Open(d.path)
	if err != nil {
		return fmt.Errorf("db: cannot read %s (%v); check its permissions: %w", d.path, errors.Unwrap(err), err)
	}
	defer f.Close()
	var h [100]byte
	if _, err := io.ReadFull(f, h[:]); err != nil || string(h[:16]) != sqliteMagic {
		return damaged(d.path, "it is not an SQLite file", nil)
	}
	pageSize := int64(binary.BigEndian.Uint16(h[16:18]))
	if pageSize == 1 {
		pageSize = 65536
	}
	if pageSize < 512 || pageSize&(pageSize-1) != 0 {
		return damaged(d.path, fmt.Sprintf("its header gives an impossible page size of %d bytes", pageSize), nil)
	}
	if size%pageSize != 0 {
		return damaged(d.path, fmt.Sprintf("its size, %d bytes, is not a whole number of %d-byte pages", size, pageSize), nil)
	}
	// The page count at offset 28 is valid when the change counter at 24
	// equals the version-valid-for number at 92. While a write-ahead log
	// holds changes, the file may legitimately be shorter (a checkpoint was
	// cut short), and SQLite itself repairs it from the log.
	//
	// The size compared is taken after the header and the log were looked
	// at: another program's checkpoint between the first look at the size
	// and the header grows the file and may empty its log, and a header
	// newer than the size read before it is no truncation. A checkpoint
	// only grows the file, so a size taken after the header is never short
	// of a page count the header gave whole.
	if string(h[24:28]) == string(h[92:96]) && !hasWAL(d.path) {
		if st, err := f.Stat(); err == nil {
			size = st.Size()
		}
		pages := int64(binary.BigEndian.Uint32(h[28:32]))
		if want := pages * pageSize; size < want {
			return damaged(d.path, fmt.Sprintf("it is truncated: %d bytes of %d", size, want), nil)
		}
	}
	return nil
}

// hasWAL reports whether a non-empty write-ahead log lies beside path.
func hasWAL(path string) bool {
	st, err := os.Stat(path + "-wal")
	return err == nil && st.Size() > 0
}

// dsn returns the data source name for path with mode (ro, rw or rwc) and
// the given settings.
func dsn(path, mode string, params ...string) string {
	esc := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(filepath.ToSlash(path))
	return "file:" + esc + "?mode=" + mode + "&" + strings.Join(params, "&")
}

func busyParam(t time.Duration) string {
	return fmt.Sprintf("_pragma=busy_timeout(%d)", t.Milliseconds())
}

func (d *DB) openReader(opt Options) error {
	// A reader's page cache is kept small: its reads go through a log
	// once, in order (a replay, the log printed), and the cache starts
	// again whenever another connection writes; the writer keeps SQLite's
	// default, for the pages every append goes through.
	params := []string{busyParam(opt.BusyTimeout), "_pragma=query_only(1)", "_pragma=cache_size(-256)"}
	r, err := d.openPool("ro", params...)
	if err != nil && !exists(d.path+"-wal") && !exists(d.path+"-shm") {
		switch sqliteCode(err) {
		case codeReadOnly, codeCantOpen:
			// A WAL database in a directory this process cannot write,
			// with no log beside it: SQLite cannot make the shared-memory
			// file readers need. As no log exists, nobody is writing (a
			// writer would have made one), so the file can be read as
			// immutable.
			r, err = d.openPool("ro", append(params, "immutable=1")...)
		}
	}
	if err != nil {
		return d.fault("opening the database", err)
	}
	r.SetMaxOpenConns(4)
	r.SetMaxIdleConns(4)
	d.r = r
	return nil
}

// openPool opens a connection pool and checks that a connection can be
// made.
func (d *DB) openPool(mode string, params ...string) (*sql.DB, error) {
	p, err := sql.Open("sqlite", dsn(d.path, mode, params...))
	if err != nil {
		return nil, err
	}
	if err := p.Ping(); err != nil {
		p.Close()
		return nil, err
	}
	return p, nil
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

func (d *DB) openWriter(fresh bool, opt Options) error {
	mode := "rw"
	if fresh {
		mode = "rwc"
	}
	w, err := sql.Open("sqlite", dsn(d.path, mode,
		busyParam(opt.BusyTimeout),
		"_pragma=journal_mode(WAL)",
		"_pragma=foreign_keys(1)",
		"_pragma=synchronous(FULL)",
		"_txlock=immediate"))
	if err != nil {
		return fmt.Errorf("db: cannot open %s: %w", d.path, err)
	}
	w.SetMaxOpenConns(1)
	w.SetMaxIdleConns(1)
	w.SetConnMaxLifetime(0)
	w.SetConnMaxIdleTime(0)
	d.w = w
	return d.fault("opening the database", w.Ping())
}

// open opens the connection pools, checks the schema and brings it up to
// date.
func (d *DB) open(fresh bool, opt Options) error {
	upToDate := false
	if !fresh {
		if err := d.openReader(opt); err != nil {
			return err
		}
		s, err := d.inspect(d.r)
		if err != nil {
			return err
		}
		if err := d.judge(s, opt); err != nil {
			return err
		}
		upToDate = s.appID == ApplicationID && s.version == schemaVersion
		if opt.ReadOnly {
			d.version = s.version
			return d.prepareReads()
		}
		if err := d.probeWritable(); err != nil {
			return err
		}
	}
	if err := d.openWriter(fresh, opt); err != nil {
		return err
	}
	if !upToDate {
		// Upgrading takes the write lock: only when there is something to do.
		if err := d.migrate(); err != nil {
			return err
		}
	}
	d.version = schemaVersion
	if fresh || !upToDate {
		// A reader opened before the migration may keep the schema it
		// read then: a blank file that a "new" killed early left with
		// its rollback journal, which the reader rolled back, then read
		// "no such table: walker_designs" (a fault test). It is opened
		// again once the schema is made.
		if d.r != nil {
			d.r.Close()
			d.r = nil
		}
		if err := d.openReader(opt); err != nil {
			return err
		}
	}
	if err := d.prepareWrites(); err != nil {
		return err
	}
	return d.prepareReads()
}

// schemaState is what a database says about itself.
type schemaState struct {
	appID   int64
	version int
	objects int // tables, indexes, views and triggers
}

// schemaQuery reads a schemaState.
const schemaQuery = `SELECT (SELECT application_id FROM pragma_application_id),
	(SELECT user_version FROM pragma_user_version),
	(SELECT count(*) FROM sqlite_schema)`

type queryer interface {
	QueryRow(query string, args ...any) *sql.Row
}

func (d *DB) inspect(q queryer) (schemaState, error) {
	var s schemaState
	err := q.QueryRow(schemaQuery).Scan(&s.appID, &s.version, &s.objects)
	if err != nil {
		return s, d.fault("reading the schema", err)
	}
	return s, nil
}

// judge refuses a database this build must not touch.
func (d *DB) judge(s schemaState, opt Options) error {
	switch {
	case s.appID == 0 && s.objects == 0:
		// A blank SQLite file: ours to set up, if asked to create.
		if !opt.Create || opt.ReadOnly {
			return newError(ErrNoDatabase, nil, "db: no database at %s (the file is a blank SQLite database); create a game first with \"ogretable new\"", d.path)
		}
		return nil
	case s.appID != ApplicationID:
		return newError(ErrForeign, nil,
			"db: %s is an SQLite database of another program (application_id %#x), not an ogretable database; it was left untouched, give another path", d.path, s.appID)
	case s.version > schemaVersion:
		return newError(ErrNewerSchema, nil,
			"db: %s was written by a newer ogretable (schema %d, this build knows %d); upgrade ogretable", d.path, s.version, schemaVersion)
	case s.version < oldestReadable && opt.ReadOnly:
		return newError(ErrOlderSchema, nil,
			"db: %s has an older schema (%d, this build uses %d) that must be upgraded before it can be read; open it once without read-only", d.path, s.version, schemaVersion)
	}
	return nil
}

// probeWritable refuses early, with a clear sentence, a file this process
// may not write. It asks the system (access(2)) rather than opening the
// files: on Linux, closing any handle to a file drops every lock this
// process holds on it, and SQLite's locks must survive.
func (d *DB) probeWritable() error {
	// SQLite keeps its write-ahead log in two files beside the database,
	// -wal and -shm, and creates them when they are missing.
	for _, p := range []string{d.path, d.path + "-wal", d.path + "-shm"} {
		err := syscall.Access(p, writable)
		switch {
		case err == nil:
		case errors.Is(err, fs.ErrNotExist) && p != d.path:
			// SQLite will create it.
		case errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS):
			return newError(ErrReadOnly, err,
				"db: %s is read-only (%v); check its permissions, or open the database read-only to look at the games", p, err)
		default:
			return fmt.Errorf("db: cannot open %s for writing: %w", p, err)
		}
	}
	if _, err := os.Stat(d.path + "-wal"); err == nil {
		return nil
	}
	if err := syscall.Access(filepath.Dir(d.path), writable); err != nil {
		return newError(ErrReadOnly, err,
			"db: the directory of %s is read-only (%v), and SQLite needs to keep its journal there; check the directory's permissions, or open the database read-only to look at the games", d.path, err)
	}
	return nil
}

// writable is access(2)'s W_OK.
const writable = 2

// migrate applies, each in its own transaction with its user_version, the
// migrations the file lacks.
func (d *DB) migrate() error {
	for first := true; ; first = false {
		done, err := d.migrateOne(first)
		if err != nil || done {
			return err
		}
	}
}

// migrateOne applies the next migration the file lacks, if any. It reads
// the schema state again inside the write transaction, as another program
// may have migrated the file in the meantime. The first migration of an
// Open (first) keeps a copy of a file that holds a schema.
func (d *DB) migrateOne(first bool) (done bool, err error) {
	tx, err := d.w.Begin()
	if err != nil {
		return false, d.fault("upgrading the schema", err)
	}
	defer tx.Rollback()
	s, err := d.inspect(tx)
	if err != nil {
		return false, err
	}
	if err := d.judge(s, Options{Create: true}); err != nil {
		return false, err
	}
	if s.version >= schemaVersion {
		return true, nil
	}
	if first && s.objects > 0 && holdsGames(tx) {
		// The file holds games: a copy of it as it is, kept beside it
		// before the first migration touches it, made while this
		// transaction holds the write lock, so nothing is written between
		// the copy and the upgrade. A schema with no game in it (a "new"
		// killed between its migrations) is only finished: no ogretable
		// would read a copy of it.
		name, err := d.keepCopy(s.version)
		if err != nil {
			return false, err
		}
		d.upgrade = Upgrade{From: s.version, Copy: name}
	}
	d.upgrade.To = s.version + 1
	m := migrations[s.version]
	if _, err := tx.Exec(m.sql); err != nil {
		return false, d.fault("applying migration "+m.name, err)
	}
	if _, err := tx.Exec(fmt.Sprintf("PRAGMA user_version = %d", m.version)); err != nil {
		return false, d.fault("applying migration "+m.name, err)
	}
	if _, err := tx.Exec(fmt.Sprintf("PRAGMA application_id = %d", ApplicationID)); err != nil {
		return false, d.fault("applying migration "+m.name, err)
	}
	return false, d.fault("applying migration "+m.name, tx.Commit())
}

// holdsGames reports whether the file's games table holds a game, true
// when that cannot be read: a file whose schema is older than walker
// designs (migration 3) holds nothing else of the referee's.
func holdsGames(tx *sql.Tx) bool {
	var any bool
	if err := tx.QueryRow(`SELECT EXISTS (SELECT 1 FROM games)`).Scan(&any); err != nil {
		return true
	}
	return any
}

// prepareWrites makes the writer's statements, to be prepared when first
// used.
func (d *DB) prepareWrites() error {
	d.lastSeqs = &stmt{pool: d.w, query: logEndsQuery}
	d.countW = &stmt{pool: d.w, query: eventCountQuery}
	d.dataVersion = &stmt{pool: d.w, query: `PRAGMA data_version`}
	d.insCmd = &stmt{pool: d.w, query: `INSERT INTO commands (game_id, seq, time, text) VALUES (?, ?, ?, ?)`}
	for n := 1; n < len(d.insEvents); n++ {
		d.insEvents[n] = &stmt{pool: d.w, query: insertEventsQuery(n)}
	}
	return nil
}

// eventColumns is how many columns insertEventsQuery sets of an event.
const eventColumns = 9

// insertEventsQuery inserts n events, their columns in the order of
// eventColumns each.
func insertEventsQuery(n int) string {
	row := "(?, ?, ?, ?, ?, ?, ?, ?, ?)"
	return `INSERT INTO events (game_id, seq, command_seq, time, turn, side, phase, kind, payload)
		VALUES ` + strings.Repeat(row+", ", n-1) + row
}

// prepareReads makes the readers' statements, to be prepared when first
// used.
func (d *DB) prepareReads() error {
	d.readEnds = &stmt{pool: d.r, query: logEndsQuery}
	d.countR = &stmt{pool: d.r, query: eventCountQuery}
	d.readLast = &stmt{pool: d.r, query: lastEventQuery}
	d.readEvents = &stmt{pool: d.r, query: eventChunkQuery}
	d.readMarks = &stmt{pool: d.r, query: marksQuery}
	d.readStart = &stmt{pool: d.r, query: readStartQuery}
	if d.version >= snapshotsSince {
		d.lastSnapshot = &stmt{pool: d.r, query: lastSnapshotQuery}
	}
	return nil
}

// stmt is a statement prepared on a connection pool the first time it is
// used.
type stmt struct {
	pool  *sql.DB
	query string
	mu    sync.Mutex
	s     *sql.Stmt
}

// get returns the prepared statement, preparing it when it is not yet; an
// error preparing it (a file that cannot be read) is tried again next
// time.
func (p *stmt) get() (*sql.Stmt, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.s == nil {
		s, err := p.pool.Prepare(p.query)
		if err != nil {
			return nil, err
		}
		p.s = s
	}
	return p.s, nil
}

// in returns the statement for use inside tx. One not prepared yet is
// prepared inside tx, for tx alone: preparing it on the pool would wait for
// the connection that tx holds (the writer has one). Callers prepare the
// statements a transaction uses before they begin it (prepared).
func (p *stmt) in(tx *sql.Tx) (*sql.Stmt, error) {
	p.mu.Lock()
	s := p.s
	p.mu.Unlock()
	if s == nil {
		return tx.Prepare(p.query)
	}
	return tx.Stmt(s), nil
}

// prepared prepares the statements, as get does, before a transaction
// uses them; a statement that cannot be prepared now is prepared inside
// the transaction, where its error shows.
func prepared(stmts ...*stmt) {
	for _, s := range stmts {
		_, _ = s.get()
	}
}

// close closes the statement if it was prepared.
func (p *stmt) close() error {
	if p == nil {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.s == nil {
		return nil
	}
	return p.s.Close()
}

// Upgraded returns what Open did to bring the file's schema up to date,
// and false when it did nothing (the schema was this build's, or the file
// was new or opened read-only).
func (d *DB) Upgraded() (Upgrade, bool) { return d.upgrade, d.upgrade.Copy != "" }

// Path returns the absolute path of the database file.
func (d *DB) Path() string { return d.path }

// Close closes the database. The read connections close first, so that the
// writer, closing last, folds the write-ahead log back into the file; but
// a file found damaged keeps a log that holds frames beside it, as it was
// (closeWriterLeavingLog).
func (d *DB) Close() error {
	var errs []error
	for _, s := range []*stmt{d.lastSeqs, d.countW, d.countR, d.insCmd, d.insEvents[1], d.insEvents[2], d.insEvents[3], d.insEvents[4], d.readEnds, d.readLast, d.dataVersion, d.readEvents, d.readMarks, d.readStart, d.lastSnapshot} {
		errs = append(errs, s.close())
	}
	errs = append(errs, d.closeDriverStmts())
	if d.sawDamage.Load() && d.w != nil && d.r != nil && walHasFrames(d.path) {
		errs = append(errs, d.closeWriterLeavingLog())
	}
	if d.r != nil {
		errs = append(errs, d.r.Close())
	}
	if d.w != nil {
		errs = append(errs, d.w.Close())
	}
	d.discard()
	if d.sawDamage.Load() {
		d.leaveAsFound()
	}
	if err := errors.Join(errs...); err != nil {
		return d.fault("closing the database", err)
	}
	return nil
}

// closeWriterLeavingLog closes the writer of a file found damaged without
// folding its write-ahead log into it: the last connection to close checks
// the log into the file and deletes the log (a checkpoint), which would
// change the bytes of a file said to be left as it was. A reader held open
// while the writer closes keeps the writer from being the last (in WAL
// mode a connection that has read holds the file's shared lock until it
// closes), and the readers, opened read-only, never check the log in.
func (d *DB) closeWriterLeavingLog() error {
	ctx := context.Background()
	c, err := d.r.Conn(ctx)
	if err != nil {
		return nil // the writer closes last, as it would have
	}
	defer c.Close()
	var n int
	if err := c.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_schema").Scan(&n); err != nil {
		return nil // no read, no lock held: the writer closes last
	}
	err = d.w.Close()
	d.w = nil
	return err
}

// walHasFrames reports whether the write-ahead log beside the file at path
// holds a frame (a page written): more than its 32-byte header. One that
// holds none, folded in, changes nothing of the file, and goes.
func walHasFrames(path string) bool {
	st, err := os.Stat(path + "-wal")
	return err == nil && st.Size() > 32
}

// readOnlyError is the error of a write asked of a read-only DB.
func (d *DB) readOnlyError() error {
	return newError(ErrReadOnly, nil, "db: %s was opened read-only; open it without read-only to change it", d.path)
}
