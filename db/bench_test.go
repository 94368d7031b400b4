package db

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"encoding/json"
	"fmt"
	"ogretable/engine"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"
)

// benchDir holds files shared by benchmark runs; TestMain removes it.
var benchDir string

func TestMain(m *testing.M) {
	code := m.Run()
	if benchDir != "" {
		os.RemoveAll(benchDir)
	}
	os.Exit(code)
}

func benchTempDir(b *testing.B) string {
	if benchDir == "" {
		dir, err := os.MkdirTemp("", "ogretable-db-bench-")
		if err != nil {
			b.Fatal(err)
		}
		benchDir = dir
	}
	return benchDir
}

// benchEvents are the three events of a typical command: a shot, its dice
// and its damage.
var benchEvents = []engine.LogEvent{
	{Turn: 3, Side: "defender", Phase: "fire", Kind: "attack",
		Payload: json.RawMessage(`{"attackers":["HVY-1","HVY-2","MSL-1"],"target":"MK3.treads","attack":9,"defense":1,"odds":"1:1"}`)},
	{Turn: 3, Side: "defender", Phase: "fire", Kind: "roll",
		Payload: json.RawMessage(`{"dice":[{"value":4,"source":"program"}],"table":"tread","result":"9 treads"}`)},
	{Turn: 3, Side: "defender", Phase: "fire", Kind: "damage",
		Payload: json.RawMessage(`{"unit":"MK3","treads":{"before":45,"after":36},"movement":{"before":3,"after":2}}`)},
}

// bareWriter writes a command and its events with nothing but
// BEGIN IMMEDIATE, INSERT and COMMIT on the settings Open uses (WAL,
// synchronous FULL): the floor that Append is measured against. Its INSERTs
// are prepared once and bound to each transaction with tx.Stmt, as Append's
// are, so that the ratio measures what Append adds (its checks and its
// read of the last seqs), not the parsing of SQL that it does not do.
type bareWriter struct {
	w          *sql.DB
	insCmd     *sql.Stmt // on w
	insEvent   *sql.Stmt // on w
	game       int64
	seq, evSeq int64
	now        string
	payloads   []string
}

func newBareWriter(b *testing.B) *bareWriter {
	d, err := Open(filepath.Join(b.TempDir(), "bare.db"), Options{Create: true})
	if err != nil {
		b.Fatal(err)
	}
	g := newGame(b, d)
	path := d.Path()
	d.Close()
	w, err := sql.Open("sqlite", dsn(path, "rw", "_pragma=busy_timeout(5000)", "_pragma=journal_mode(WAL)",
		"_pragma=foreign_keys(1)", "_pragma=synchronous(FULL)", "_txlock=immediate"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { w.Close() })
	w.SetMaxOpenConns(1)
	bw := &bareWriter{w: w, game: g.ID, now: formatTime(time.Now())}
	// The same statements as prepareWrites prepares for Append.
	if bw.insCmd, err = w.Prepare(`INSERT INTO commands (game_id, seq, time, text) VALUES (?, ?, ?, ?)`); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { bw.insCmd.Close() })
	if bw.insEvent, err = w.Prepare(`INSERT INTO events (game_id, seq, command_seq, time, turn, side, phase, kind, payload)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { bw.insEvent.Close() })
	for _, e := range benchEvents {
		bw.payloads = append(bw.payloads, string(e.Payload))
	}
	return bw
}

func (bw *bareWriter) append(b *testing.B) {
	bw.seq++
	tx, err := bw.w.Begin()
	if err != nil {
		b.Fatal(err)
	}
	if _, err := tx.Stmt(bw.insCmd).Exec(bw.game, bw.seq, bw.now, benchText); err != nil {
		b.Fatal(err)
	}
	ins := tx.Stmt(bw.insEvent)
	for i, e := range benchEvents {
		bw.evSeq++
		if _, err := ins.Exec(bw.game, bw.evSeq, bw.seq, bw.now, e.Turn, e.Side, e.Phase, e.Kind, bw.payloads[i]); err != nil {
			b.Fatal(err)
		}
	}
	if err := tx.Commit(); err != nil {
		b.Fatal(err)
	}
}

const benchText = "fire HVY-1 HVY-2 MSL-1 at MK3 treads"

// driverWriter is bareWriter on its connection as the SQLite driver gives
// it, as Append runs its transaction (driverconn.go): without the
// bookkeeping of database/sql, so that Append's time over its time is what
// Append's checks of the log cost alone.
type driverWriter struct {
	*bareWriter
	c                *sql.Conn
	insCmd, insEvent driver.Stmt
}

func newDriverWriter(b *testing.B) *driverWriter {
	dw := &driverWriter{bareWriter: newBareWriter(b)}
	ctx := context.Background()
	var err error
	if dw.c, err = dw.w.Conn(ctx); err != nil {
		b.Fatal(err)
	}
	err = dw.c.Raw(func(dc any) error {
		p := dc.(driver.ConnPrepareContext)
		var err error
		if dw.insCmd, err = p.PrepareContext(ctx, `INSERT INTO commands (game_id, seq, time, text) VALUES (?, ?, ?, ?)`); err != nil {
			return err
		}
		dw.insEvent, err = p.PrepareContext(ctx, `INSERT INTO events (game_id, seq, command_seq, time, turn, side, phase, kind, payload)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
		return err
	})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() {
		dw.c.Raw(func(any) error {
			dw.insCmd.Close()
			return dw.insEvent.Close()
		})
		dw.c.Close()
	})
	return dw
}

func (dw *driverWriter) append(b *testing.B) {
	dw.seq++
	ctx := context.Background()
	err := dw.c.Raw(func(dc any) error {
		tx, err := dc.(driver.ConnBeginTx).BeginTx(ctx, driver.TxOptions{})
		if err != nil {
			return err
		}
		// A benchmark stops at the first error: no rollback is needed,
		// and one after the commit would cost a statement.
		args, err := driverArgs([]any{dw.game, dw.seq, dw.now, benchText})
		if err != nil {
			return err
		}
		if _, err := dw.insCmd.(driver.StmtExecContext).ExecContext(ctx, args); err != nil {
			return err
		}
		for i, e := range benchEvents {
			dw.evSeq++
			args, err := driverArgs([]any{dw.game, dw.evSeq, dw.seq, dw.now, e.Turn, e.Side, e.Phase, e.Kind, dw.payloads[i]})
			if err != nil {
				return err
			}
			if _, err := dw.insEvent.(driver.StmtExecContext).ExecContext(ctx, args); err != nil {
				return err
			}
		}
		return tx.Commit()
	})
	if err != nil {
		b.Fatal(err)
	}
}

// BenchmarkAppend measures a durable Append of one command with three
// events (Append) against a bare BEGIN IMMEDIATE; INSERT...; COMMIT of the
// same rows on the same settings, with statements prepared as Append's are
// (bare). As the time is mostly the disk's,
// and the machine's load drifts, the ratio is measured apart, in one loop
// that alternates the two (interleaved): x-bare is Append's time over
// bare's, with append-us and bare-us the mean of each. As Append runs on
// the driver's connection, not through database/sql as bare does, the
// loop also alternates with the bare writes made as Append makes them
// (driverWriter): x-driver is Append's time over theirs, what its checks
// of the log cost alone.
func BenchmarkAppend(b *testing.B) {
	b.Run("bare", func(b *testing.B) {
		bw := newBareWriter(b)
		b.ReportAllocs()
		for b.Loop() {
			bw.append(b)
		}
	})
	b.Run("Append", func(b *testing.B) {
		d := newDB(b)
		g := newGame(b, d)
		b.ReportAllocs()
		for b.Loop() {
			if _, _, err := d.Append(g.ID, benchText, benchEvents); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("interleaved", func(b *testing.B) {
		bw := newBareWriter(b)
		dw := newDriverWriter(b)
		d := newDB(b)
		g := newGame(b, d)
		// The CPU time of each side is the thread's: SQLite (in Go) runs
		// on the goroutine that calls it, which stays on this thread.
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		var bare, appended, drv, bareCPU, appendedCPU, drvCPU time.Duration
		for b.Loop() {
			t0, c0 := time.Now(), threadCPU()
			bw.append(b)
			t1, c1 := time.Now(), threadCPU()
			if _, _, err := d.Append(g.ID, benchText, benchEvents); err != nil {
				b.Fatal(err)
			}
			t2, c2 := time.Now(), threadCPU()
			dw.append(b)
			bare += t1.Sub(t0)
			appended += t2.Sub(t1)
			drv += time.Since(t2)
			bareCPU += c1 - c0
			appendedCPU += c2 - c1
			drvCPU += threadCPU() - c2
		}
		b.ReportMetric(float64(appended)/float64(bare), "x-bare")
		b.ReportMetric(float64(appended)/float64(drv), "x-driver")
		if bareCPU > 0 && drvCPU > 0 {
			b.ReportMetric(float64(appendedCPU)/float64(bareCPU), "cpu-x-bare")
			b.ReportMetric(float64(appendedCPU)/float64(drvCPU), "cpu-x-driver")
		}
		b.ReportMetric(float64(appended.Microseconds())/float64(b.N), "append-us")
		b.ReportMetric(float64(bare.Microseconds())/float64(b.N), "bare-us")
	})
}

// BenchmarkAppendLongGame measures Append on a game of 100,000 events,
// where counting the log to check that it is whole is not free: first is
// what "ogretable do" does on a game opened from a snapshot, Open, one
// Append (that counts the whole log) and Close; later is an Append on a DB
// that has appended before (and counts only what was added since).
func BenchmarkAppendLongGame(b *testing.B) {
	src, game := build100k(b)
	data, err := os.ReadFile(src)
	if err != nil {
		b.Fatal(err)
	}
	copyOf := func(b *testing.B) string {
		path := filepath.Join(b.TempDir(), "long.db")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			b.Fatal(err)
		}
		return path
	}
	b.Run("first", func(b *testing.B) {
		path := copyOf(b)
		for b.Loop() {
			d, err := Open(path, Options{})
			if err != nil {
				b.Fatal(err)
			}
			if _, _, err := d.Append(game, benchText, benchEvents); err != nil {
				b.Fatal(err)
			}
			if err := d.Close(); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("later", func(b *testing.B) {
		d, err := Open(copyOf(b), Options{})
		if err != nil {
			b.Fatal(err)
		}
		defer d.Close()
		if _, _, err := d.Append(game, benchText, benchEvents); err != nil {
			b.Fatal(err)
		}
		for b.Loop() {
			if _, _, err := d.Append(game, benchText, benchEvents); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// events100k is a database holding one game of 100,000 events, built once.
var events100k struct {
	sync.Once
	path string
	game int64
	err  error
}

// build100k writes a game of 100,000 events, three per command with a few
// undos and redos among them, in one transaction: quicker than 33,000
// durable Appends, and the same rows.
func build100k(b *testing.B) (string, int64) {
	events100k.Do(func() {
		path := filepath.Join(benchTempDir(b), "events100k.db")
		d, err := Open(path, Options{Create: true})
		if err != nil {
			events100k.err = err
			return
		}
		defer d.Close()
		g, err := d.CreateGame(Game{Name: "Big", Rules: "published", Scale: "inches", Scenario: "basic", Seed: 1})
		if err != nil {
			events100k.err = err
			return
		}
		events100k.path, events100k.game = path, g.ID
		events100k.err = func() error {
			tx, err := d.w.Begin()
			if err != nil {
				return err
			}
			defer tx.Rollback()
			t0 := time.Date(2025, 11, 30, 9, 0, 0, 0, time.UTC)
			seq, cmd := int64(0), int64(0)
			sides := []string{"defender", "ogre"}
			phases := []string{"move", "fire", "second move"}
			for seq < 100_000 {
				cmd++
				at := formatTime(t0.Add(time.Duration(cmd) * 1500 * time.Millisecond))
				if _, err := tx.Exec(`INSERT INTO commands VALUES (?, ?, ?, ?)`, g.ID, cmd, at, fmt.Sprintf("command %d", cmd)); err != nil {
					return err
				}
				n := min(3, 100_000-seq)
				for k := int64(0); k < n; k++ {
					seq++
					e := benchEvents[k]
					kind, payload := e.Kind, string(e.Payload)
					if cmd%50 == 0 && cmd > 10 { // every 50th command undoes or redoes one
						kind, payload = engine.MarkUndo, fmt.Sprintf(`{"command":%d}`, cmd-5)
						if cmd%100 == 0 {
							kind, payload = engine.MarkRedo, fmt.Sprintf(`{"command":%d}`, cmd-55)
						}
						n = 1
					}
					if _, err := tx.Exec(`INSERT INTO events VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
						g.ID, seq, cmd, at, 1+cmd/300, sides[cmd/150%2], phases[cmd/50%3], kind, payload); err != nil {
						return err
					}
				}
			}
			return tx.Commit()
		}()
	})
	if events100k.err != nil {
		b.Fatal(events100k.err)
	}
	return events100k.path, events100k.game
}

// BenchmarkEvents100k reads back a game of 100,000 events: Events alone on
// an open DB, and Open, Events and Close together (what rebuilding a game
// costs before the engine replays it). cpu-ms is the CPU time per read,
// which a busy machine does not stretch as it does the wall time; heap-MB
// is the memory the events hold once read.
func BenchmarkEvents100k(b *testing.B) {
	path, game := build100k(b)
	b.Run("Events", func(b *testing.B) {
		d, err := Open(path, Options{ReadOnly: true})
		if err != nil {
			b.Fatal(err)
		}
		defer d.Close()
		b.ReportAllocs()
		var events []engine.LogEvent
		cpu := cpuTime()
		for b.Loop() {
			if events, err = d.Events(game); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N)/1e6, "cpu-ms")
		if len(events) != 100_000 {
			b.Fatalf("%d events", len(events))
		}
		b.ReportMetric(heldMB(func() any { e, _ := d.Events(game); return e }), "heap-MB")
	})
	b.Run("OpenEventsClose", func(b *testing.B) {
		b.ReportAllocs()
		cpu := cpuTime()
		for b.Loop() {
			d, err := Open(path, Options{})
			if err != nil {
				b.Fatal(err)
			}
			if _, err := d.Events(game); err != nil {
				b.Fatal(err)
			}
			if err := d.Close(); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N)/1e6, "cpu-ms")
	})
}

// heldMB returns how many megabytes of heap the value made by f keeps
// alive.
func heldMB(f func() any) float64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	v := f()
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(v)
	return float64(int64(after.HeapAlloc)-int64(before.HeapAlloc)) / 1e6
}

// BenchmarkBackup100k copies the file of a game of 100,000 events: the
// integrity check of the file, VACUUM INTO, and the check of the copy,
// what "ogretable backup" costs.
func BenchmarkBackup100k(b *testing.B) {
	path, _ := build100k(b)
	d, err := Open(path, Options{ReadOnly: true})
	if err != nil {
		b.Fatal(err)
	}
	defer d.Close()
	dir := b.TempDir()
	st, _ := os.Stat(path)
	b.SetBytes(st.Size())
	i := 0
	for b.Loop() {
		i++
		if err := d.Backup(filepath.Join(dir, fmt.Sprintf("b%d.db", i))); err != nil {
			b.Fatal(err)
		}
	}
}
