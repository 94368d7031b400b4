package cli

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"ogretable/db"
	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/templates"
	"ogretable/tracker"
)

var (
	bigOnce sync.Once
	bigPath string
	bigErr  error
)

// bigGame writes, once, a database holding one game of at least n events,
// played through a session on the database as a referee plays (see
// writeBigGame), and returns its path.
func bigGame(tb testing.TB, n int) string {
	bigOnce.Do(func() {
		// OGRETABLE_BENCH_DB keeps the file between runs, for profiling;
		// delete it when the file format changes.
		if p := os.Getenv("OGRETABLE_BENCH_DB"); p != "" {
			bigPath = p
			if _, err := os.Stat(p); err == nil {
				bigErr = checkBigGame(p)
				return
			}
			bigErr = writeBigGame(tb, p, n)
			return
		}
		dir, err := os.MkdirTemp("", "ogretable-bench")
		if err != nil {
			bigErr = err
			return
		}
		bigPath = filepath.Join(dir, "big.db")
		bigErr = writeBigGame(tb, bigPath, n)
	})
	if bigErr != nil {
		tb.Fatal(bigErr)
	}
	return bigPath
}

// checkBigGame refuses a kept file that an older build wrote, without the
// snapshots a session saves.
func checkBigGame(path string) error {
	d, err := db.Open(path, db.Options{ReadOnly: true})
	if err != nil {
		return err
	}
	defer d.Close()
	g, err := d.LatestGame()
	if err != nil {
		return err
	}
	_, ok, err := d.LatestSnapshot(g.ID)
	if err == nil && !ok {
		err = fmt.Errorf("%s holds no snapshot: an older build wrote it; delete it, and the benchmark writes it again", path)
	}
	return err
}

// maxUnits caps the units a long game puts in play. Fresh units come in
// only when a side has few left, so few are alive at a time; but destroyed
// units stay in the game, and the state, which every command copies, grows
// with them (to about 870 units in 100,000 events).
const maxUnits = 1000

// writeBigGame plays a quick game of at least n events through a session
// on the database at path, one durable command at a time, so that the file
// holds what real play leaves: the commands, their events (undos and redos
// among them) and the snapshots the session saved on its own.
func writeBigGame(tb testing.TB, path string, n int) error {
	start := time.Now()
	d, err := db.Open(path, db.Options{Create: true})
	if err != nil {
		return err
	}
	defer d.Close()
	sess, err := createGame(&env{}, d, "long game", "quick", crt.Published, engine.Hexes, 1)
	if err != nil {
		return err
	}
	total := len(sess.Recent(1 << 20))
	cmds := 0
	kinds := map[string]int{}
	do := func(line string) bool {
		lines, err := sess.Do(line)
		if err != nil {
			return false
		}
		total += len(lines)
		cmds++
		for _, l := range lines {
			kinds[l.Kind]++
		}
		return true
	}
	rng := rand.New(rand.NewPCG(3, 4))
	pick := func(us []*engine.Unit) *engine.Unit { return us[rng.IntN(len(us))] }
	// weapon returns one of an Ogre's weapons still working (and, if
	// toFire, not fired this turn), or "".
	weapon := func(u *engine.Unit, toFire bool) string {
		var ok []string
		for _, w := range crt.UnitOf(u).Weapons {
			if w.Status == engine.StatusOK && !(toFire && w.FiredTurn == sess.State().Turn) {
				ok = append(ok, w.ID)
			}
		}
		if len(ok) == 0 {
			return ""
		}
		return ok[rng.IntN(len(ok))]
	}
	for i := 0; total < n; i++ {
		g := sess.State()
		// Fresh units whenever a side has few left, up to the cap, so that
		// there is something to shoot.
		if len(g.Units) < maxUnits {
			ogres, defence := 0, 0
			for _, u := range g.Units {
				switch {
				case !u.Alive() || crt.IsOgre(u) && crt.DestroyedOgre(u):
				case u.Side == g.Sides[0]:
					ogres++
				default:
					defence++
				}
			}
			if ogres == 0 {
				do("add mark-v")
			}
			if defence < 10 {
				do("add heavy-tank x6")
				do("add gev x6")
				do("add infantry x4 squads 3")
			}
		}
		// In its fire phase, the side whose turn it is attacks with what
		// has not fired yet, one command at a time: one of an Ogre's
		// weapons, or up to three units together, at an enemy unit, an
		// Ogre's weapon or its treads.
		var ready []*engine.Unit
		if g.Phase == crt.PhaseFire {
			for _, u := range g.Units {
				if u.Alive() && u.Status == engine.StatusOK && u.Side == g.CurrentSide() && crt.UnitOf(u).FiredTurn != g.Turn &&
					(!crt.IsOgre(u) || weapon(u, true) != "") {
					ready = append(ready, u)
				}
			}
		}
		var attackers, targets []string
		if len(ready) > 0 {
			a := pick(ready)
			if crt.IsOgre(a) {
				attackers = append(attackers, a.Label+"."+weapon(a, true))
			} else {
				attackers = append(attackers, a.Label)
				for _, u := range ready {
					if len(attackers) < 1+rng.IntN(3) && u != a && !crt.IsOgre(u) {
						attackers = append(attackers, u.Label)
					}
				}
			}
			for _, u := range g.Units {
				switch {
				case !u.Alive() || !crt.Opponent(a.Side, u.Side):
				case !crt.IsOgre(u):
					targets = append(targets, u.Label)
				case crt.UnitOf(u).Treads > 0 && rng.IntN(2) == 0:
					targets = append(targets, u.Label+".treads")
				default:
					if w := weapon(u, false); w != "" {
						targets = append(targets, u.Label+"."+w)
					}
				}
			}
		}
		switch r := rng.IntN(100); {
		case r < 2:
			// A referee corrects a command now and then, and sometimes
			// changes his mind again.
			if do("undo") && rng.IntN(2) == 0 {
				do("redo")
			}
		case r < 5:
			do("note a long game, command " + strconv.Itoa(i))
		case r < 8:
			do("terrain " + pick(g.Units).Label + " " + []string{"town", "forest", "clear"}[rng.IntN(3)])
		case len(attackers) > 0 && len(targets) > 0:
			target := targets[rng.IntN(len(targets))]
			if strings.HasSuffix(target, ".treads") {
				attackers = attackers[:1] // never combined on treads
			}
			if !do("fire " + strings.Join(attackers, ",") + " at " + target) {
				do("next")
			}
		default:
			do("next")
		}
	}
	tb.Logf("wrote %d events in %d commands, %d units, in %v: %v", total, cmds, len(sess.State().Units), time.Since(start).Round(time.Millisecond), kinds)
	return nil
}

// replayOnly is a store on which no snapshot fits, so that a session
// replays the whole log, as it does when its game's snapshot does not
// restore: it still saves snapshots, and streams the log.
type replayOnly struct{ tracker.Store }

// LatestSnapshot says that the game has no snapshot.
func (replayOnly) LatestSnapshot(int64) (engine.StoredSnapshot, bool, error) {
	return engine.StoredSnapshot{}, false, nil
}

// openBig opens the latest game of the database at path, read-only as
// ogretable state does; full makes the session replay the whole log.
func openBig(path string, cat *engine.Catalog, full bool) (*tracker.Session, error) {
	d, err := db.Open(path, db.Options{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer d.Close()
	g, err := d.LatestGame()
	if err != nil {
		return nil, err
	}
	var st tracker.Store = d
	if full {
		st = replayOnly{d}
	}
	return tracker.Open(st, cat, infoOf(g))
}

// BenchmarkOpenGame100k opens a game of 100,000 events from its database
// file and rebuilds its state (issue 4: goal ≤ 100 ms): "snapshot" as a
// session does, from the latest snapshot and the events after it, and
// "replay" from every event, as it does when no snapshot fits. rss-MB and
// peak-MB are the resident memory of a child process that has just opened
// the game (issue 4: goal ≤ 60 MB), and heap-MB the heap it holds;
// child-cpu-ms the processor time the child took, start-up included, and
// cpu-ms/op the processor time this process took an open, the collector's
// included (figures that other programs on the machine disturb less than
// ns/op).
func BenchmarkOpenGame100k(b *testing.B) {
	path := bigGame(b, 100_000)
	cat, err := templates.Default()
	if err != nil {
		b.Fatal(err)
	}
	states := map[bool][]byte{}
	for _, full := range []bool{false, true} {
		name := map[bool]string{false: "snapshot", true: "replay"}[full]
		b.Run(name, func(b *testing.B) {
			var sess *tracker.Session
			cpu0, cpuOK := processCPU()
			n := 0
			for b.Loop() {
				if sess, err = openBig(path, cat, full); err != nil {
					b.Fatal(err)
				}
				n++
			}
			b.StopTimer()
			if cpu1, ok := processCPU(); cpuOK && ok {
				b.ReportMetric(float64(cpu1-cpu0)/float64(time.Millisecond)/float64(n), "cpu-ms/op")
			}
			if last := sess.Recent(1); len(last) == 0 || last[0].Seq < 100_000 {
				b.Fatalf("the game has fewer than 100,000 events: %+v", last)
			}
			// A snapshot holds the game with its system's state and
			// each unit's, which the game's own JSON leaves out.
			if states[full], err = sess.State().Snapshot(); err != nil {
				b.Fatal(err)
			}
			rss, err := childOpen(path, full)
			if err != nil {
				b.Fatal(err)
			}
			for unit, v := range rss {
				b.ReportMetric(v, unit)
			}
		})
	}
	if len(states) == 2 && !bytes.Equal(states[false], states[true]) {
		b.Fatal("the game opened from its snapshot differs from its replay")
	}
}

// The open benchmark runs this test binary again as a child that opens the
// big game and reports its memory; these variables tell the child what to
// open.
const (
	openChildPath = "OGRETABLE_OPEN_CHILD_PATH"
	openChildFull = "OGRETABLE_OPEN_CHILD_FULL"
)

// TestOpenChild is not a test: run by BenchmarkOpenGame100k as a child
// process, it opens the game at $OGRETABLE_OPEN_CHILD_PATH and prints its
// memory figures with the game open, in MB, as "name value" lines.
func TestOpenChild(t *testing.T) {
	path := os.Getenv(openChildPath)
	if path == "" {
		t.Skip("run by BenchmarkOpenGame100k")
	}
	cat, err := templates.Default()
	if err != nil {
		t.Fatal(err)
	}
	sess, err := openBig(path, cat, os.Getenv(openChildFull) != "")
	if err != nil {
		t.Fatal(err)
	}
	status, _ := os.ReadFile("/proc/self/status") // Linux only
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	for _, l := range strings.Split(string(status), "\n") {
		for field, name := range map[string]string{"VmRSS:": "rss-MB", "VmHWM:": "peak-MB"} {
			if v, ok := strings.CutPrefix(l, field); ok {
				kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
				fmt.Printf("%s %.1f\n", name, kb/1024)
			}
		}
	}
	fmt.Printf("heap-MB %.1f\n", float64(ms.HeapInuse)/(1<<20))
	runtime.KeepAlive(sess)
}

// childOpen opens the game at path in a child process and returns the
// memory figures it reports (without rss-MB and peak-MB where /proc does
// not tell them).
func childOpen(path string, full bool) (map[string]float64, error) {
	cmd := exec.Command(os.Args[0], "-test.run=^TestOpenChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), openChildPath+"="+path, openChildFull+"=")
	if full {
		cmd.Env[len(cmd.Env)-1] += "1"
	}
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("the child that opens the game: %v\n%s", err, out)
	}
	figs := map[string]float64{"child-cpu-ms": childCPU(cmd)}
	for _, l := range strings.Split(string(out), "\n") {
		if name, v, ok := strings.Cut(l, " "); ok && strings.HasSuffix(name, "-MB") {
			figs[name], _ = strconv.ParseFloat(v, 64)
		}
	}
	if _, ok := figs["heap-MB"]; !ok {
		return nil, fmt.Errorf("the child that opens the game said:\n%s", out)
	}
	return figs, nil
}

// childCPU returns the processor time, user and system, that the finished
// child cmd took, in milliseconds.
func childCPU(cmd *exec.Cmd) float64 {
	return float64(cmd.ProcessState.UserTime()+cmd.ProcessState.SystemTime()) / float64(time.Millisecond)
}
