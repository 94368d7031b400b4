package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ogretable/db"
	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/tracker"
)

// benchFigures are the figures of the FFOTigers command benchmark: a gun
// whose four dice (ROF 3, veteran +1) hit at medium range and whose
// penetration, 3 against armour 6, is "3 or more less than the defender's
// armor": every hit the forest does not save rolls its effect die, and a
// six only suppresses, so the targets stay in play however long the
// benchmark runs (004 FFOTigers).
const benchFigures = `[[ffot-stand]]
unit = "heavy-tank"
source = "the FFOTigers command benchmark's figures"
class = "vehicle"
mode = "tracked"
move = "6/4"
armor = 6
weapons = [
  {name = "gun", rof = 3, ranges = [6, 12, 18], pen = 3},
]
`

// ffotFirePhase creates, in a database file in a temporary folder, a game
// of FFOTigers with 30 stands a side, the attacker's veteran, the
// defender's average and in a forest, in the attacker's fire phase. It
// returns the database, the session and the game.
func ffotFirePhase(b *testing.B) (*db.DB, *tracker.Session) {
	dir := b.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "ffot.toml"), []byte(benchFigures), 0o644); err != nil {
		b.Fatal(err)
	}
	d, err := db.Open(filepath.Join(dir, "ffot.db"), db.Options{Create: true})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { d.Close() })
	sess, err := createGame(&env{templates: dir}, d, "fire phase", "", ffot.Variant, engine.Inches, 1)
	if err != nil {
		b.Fatal(err)
	}
	lines := []string{"add heavy-tank x30 as A side attacker", "add heavy-tank x30 as D side defender"}
	for u := range 3 {
		var as, ds []string
		for k := 1; k <= 10; k++ {
			as, ds = append(as, fmt.Sprintf("A%d", u*10+k)), append(ds, fmt.Sprintf("D%d", u*10+k))
		}
		lines = append(lines, fmt.Sprintf("unit a%d %s quality veteran", u+1, strings.Join(as, ",")),
			fmt.Sprintf("unit d%d %s quality average", u+1, strings.Join(ds, ",")))
	}
	for k := 1; k <= 30; k++ {
		lines = append(lines, fmt.Sprintf("terrain D%d forest", k))
	}
	for _, l := range append(lines, "next", "next") {
		if _, err := sess.Do(l); err != nil {
			b.Fatalf("%s: %v", l, err)
		}
	}
	if p := sess.State().Phase; p != ffot.PhaseFire {
		b.Fatalf("the game is in its %s phase, want fire", p)
	}
	return d, sess
}

// fireLine returns the i-th fire command of the benchmark: each stand of
// the attacker's in turn at a stand of the defender's at medium range,
// with the referee's override, since a stand fires once a phase (004
// FFOTigers; ffot.NoteFireOnce) and the benchmark fires each of the 30
// over and over in one phase.
func fireLine(i int) string {
	return fmt.Sprintf("override fire A%d at D%d range 10", i%30+1, (i*7)%30+1)
}

// BenchmarkFFOTFireCommand measures a fire command of a 30-stand fire
// phase of FFOTigers through the session on a real SQLite file: its
// resolve, its durable append and its apply (issue 23: "the durable
// append + ≤ 2 ms"). The append alone is the baseline, measured in the
// same run on a second game of the same file with the events of such a
// command: append is it alone, command the whole command, and
// interleaved alternates the two in one loop (the disk's time drifts with
// the machine's load), reporting each one's mean and beyond-append-us,
// what the command costs beyond its append.
func BenchmarkFFOTFireCommand(b *testing.B) {
	// baseline returns an append of the events of one fire command to a
	// second game of d.
	baseline := func(b *testing.B, d *db.DB, sess *tracker.Session) func() {
		before := sess.LastEvent()
		if _, err := sess.Do(fireLine(0)); err != nil {
			b.Fatal(err)
		}
		recs, err := d.EventsAfter(sess.Info().ID, before)
		if err != nil || len(recs) == 0 {
			b.Fatalf("the fire command's events: %v, %d", err, len(recs))
		}
		for i := range recs {
			recs[i].Seq, recs[i].CommandSeq = 0, 0
		}
		other, err := createGame(&env{}, d, "baseline", "", ffot.Variant, engine.Inches, 1)
		if err != nil {
			b.Fatal(err)
		}
		id := other.Info().ID
		return func() {
			if _, _, err := d.Append(id, fireLine(0), recs); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.Run("append", func(b *testing.B) {
		d, sess := ffotFirePhase(b)
		appendOnly := baseline(b, d, sess)
		for b.Loop() {
			appendOnly()
		}
	})
	b.Run("command", func(b *testing.B) {
		_, sess := ffotFirePhase(b)
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			if _, err := sess.Do(fireLine(i)); err != nil {
				b.Fatal(err)
			}
			i++
		}
	})
	b.Run("interleaved", func(b *testing.B) {
		d, sess := ffotFirePhase(b)
		appendOnly := baseline(b, d, sess)
		var appended, commanded time.Duration
		i := 0
		for b.Loop() {
			t0 := time.Now()
			appendOnly()
			t1 := time.Now()
			if _, err := sess.Do(fireLine(i)); err != nil {
				b.Fatal(err)
			}
			appended += t1.Sub(t0)
			commanded += time.Since(t1)
			i++
		}
		n := float64(b.N)
		b.ReportMetric(float64(appended.Microseconds())/n, "append-us")
		b.ReportMetric(float64(commanded.Microseconds())/n, "command-us")
		b.ReportMetric(float64((commanded-appended).Microseconds())/n, "beyond-append-us")
	})
}
