package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"

	"ogretable/db"
	"ogretable/engine"
	"ogretable/templates"
	"ogretable/tracker"
)

var (
	bigOnce sync.Once
	bigPath string
	bigErr  error
)

// bigGame writes, once, a database holding one game of at least n events
// made by the engine from random legal commands, and returns its path.
func bigGame(tb testing.TB, n int) string {
	bigOnce.Do(func() {
		// OGRETABLE_BENCH_DB keeps the file between runs, for profiling.
		if p := os.Getenv("OGRETABLE_BENCH_DB"); p != "" {
			bigPath = p
			if _, err := os.Stat(p); err == nil {
				return
			}
			bigErr = writeBigGame(p, n)
			return
		}
		dir, err := os.MkdirTemp("", "ogretable-bench")
		if err != nil {
			bigErr = err
			return
		}
		bigPath = filepath.Join(dir, "big.db")
		bigErr = writeBigGame(bigPath, n)
	})
	if bigErr != nil {
		tb.Fatal(bigErr)
	}
	return bigPath
}

func writeBigGame(path string, n int) error {
	cat, err := templates.Default()
	if err != nil {
		return err
	}
	d, err := db.Open(path, db.Options{Create: true})
	if err != nil {
		return err
	}
	defer d.Close()
	gm, err := d.CreateGame(db.Game{Name: "long game", Rules: "published", Scale: "hex", Scenario: "quick", Seed: 1})
	if err != nil {
		return err
	}
	g, err := engine.NewGame(cat, engine.Published, engine.Hexes, nil)
	if err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(3, 4))
	var batch []db.Event
	var texts []string
	total, cmdNo := 0, 0
	do := func(line string) {
		cmd, err := engine.ParseCommand(line)
		if err != nil {
			return
		}
		cmdNo++
		evs, err := engine.Resolve(g, cmd, engine.NewSeeded(1, uint64(cmdNo)))
		if err != nil {
			return
		}
		for _, e := range evs {
			g.Apply(e)
			p, _ := json.Marshal(e)
			batch = append(batch, db.Event{Turn: g.Turn, Side: g.CurrentSide(), Phase: string(g.Phase), Kind: string(e.Kind), Payload: p})
		}
		texts = append(texts, line)
		total += len(evs)
	}
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		_, _, err := d.Append(gm.ID, strings.Join(texts, "; "), batch)
		batch, texts = batch[:0], texts[:0]
		return err
	}
	for i := 0; total < n; i++ {
		// A fresh wave of units whenever few are left, so there is always
		// something to shoot and the game stays the size of a real one.
		if alive(g) < 20 {
			do("add mark-v")
			do("add heavy-tank x6")
			do("add gev x6")
			do("add infantry x4 squads 3")
		}
		labels := g.Labels()
		a, b := labels[rng.IntN(len(labels))], labels[rng.IntN(len(labels))]
		switch rng.IntN(6) {
		case 0:
			do("next")
		case 1:
			do("override fire " + a + " at " + b)
		case 2:
			do("override fire " + a + " at " + b + ".treads")
		case 3:
			do("override fire " + a + ".secondary" + strconv.Itoa(1+rng.IntN(6)) + " at " + b)
		case 4:
			do("terrain " + a + " town")
		case 5:
			do("note a long game, command " + strconv.Itoa(i))
		}
		if len(batch) >= 200 {
			if err := flush(); err != nil {
				return err
			}
		}
	}
	return flush()
}

func alive(g *engine.Game) int {
	n := 0
	for _, u := range g.Units {
		if u.Alive() {
			n++
		}
	}
	return n
}

// BenchmarkOpenGame100k opens a game of 100,000 events from its database
// file and rebuilds its state by replay (issue 4: goal ≤ 100 ms), and
// reports the memory held with the game open (goal ≤ 60 MB resident).
func BenchmarkOpenGame100k(b *testing.B) {
	path := bigGame(b, 100_000)
	cat, err := templates.Default()
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	var sess *tracker.Session
	for b.Loop() {
		d, err := db.Open(path, db.Options{ReadOnly: true})
		if err != nil {
			b.Fatal(err)
		}
		g, err := d.LatestGame()
		if err != nil {
			b.Fatal(err)
		}
		sess, err = tracker.Open(store{d}, cat, infoOf(g))
		if err != nil {
			b.Fatal(err)
		}
		d.Close()
	}
	b.StopTimer()
	if n := len(sess.Log()); n < 100_000 {
		b.Fatalf("only %d events", n)
	}
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	b.ReportMetric(float64(ms.HeapAlloc)/(1<<20), "heapMB")
	if rss := residentMB(); rss > 0 {
		b.ReportMetric(rss, "rssMB")
	}
	runtime.KeepAlive(sess)
}

// residentMB returns the process's resident set size in MB, or 0 when
// /proc does not tell.
func residentMB() float64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "VmRSS:"); ok {
			var kb float64
			fmt.Sscan(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), &kb)
			return kb / 1024
		}
	}
	return 0
}
