package sheets

import (
	"encoding/json"
	"fmt"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"ogretable/engine"
	"ogretable/tracker"
)

// recordsOf plays lines on a new quick game and returns its log as the
// store keeps it; the commands numbered in void (1 is the first line) are
// marked undone, as an undo leaves them.
func recordsOf(t testing.TB, lines []string, void ...int) (tracker.Info, *engine.Catalog, []tracker.Record) {
	cat := catalog(t)
	setup, err := tracker.SetupCommands(cat, "quick")
	if err != nil {
		t.Fatal(err)
	}
	lines = append(setup, lines...)
	info := tracker.Info{ID: 3, Name: "Report test", Variant: engine.Published, Scale: engine.Hexes, Scenario: "quick"}
	g, err := engine.NewGame(cat, info.Variant, info.Scale, tracker.Sides(cat, "quick"))
	if err != nil {
		t.Fatal(err)
	}
	g.Scenario = "quick"
	var recs []tracker.Record
	voided := map[int]bool{}
	for _, v := range void {
		voided[v+len(setup)] = true
	}
	for i, line := range lines {
		cmd, err := g.ParseCommand(line)
		if err != nil {
			t.Fatal(err)
		}
		events, err := engine.Resolve(g, cmd, engine.NewSeeded(1, uint64(i+1)))
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		next := g.Clone()
		for _, e := range events {
			if err := next.Apply(e); err != nil {
				t.Fatal(err)
			}
			p, _ := json.Marshal(e)
			r := tracker.Record{Seq: int64(len(recs) + 1), CommandSeq: int64(i + 1), Turn: next.Turn, Side: next.CurrentSide(),
				Phase: string(next.Phase), Kind: string(e.Kind), Payload: p}
			if voided[i+1] {
				r.VoidedBy = 1 << 40
			}
			recs = append(recs, r)
		}
		if !voided[i+1] {
			g = next
		}
	}
	return info, cat, recs
}

// reportLines are a short game: the Ogre kills a heavy tank and spends a
// missile; the defence takes a main battery and 6 treads, and one of its
// attacks is undone.
var reportLines = []string{"next", "next", "fire MK3.main1 at HVY1 die 5", "fire MK3.missile1 at GEV1",
	"next", "next", "next", "next", "fire HVY2,HVY3 at MK3.main1 die 6", "fire MSL2 at MK3.secondary1 die 1",
	"fire HWZ1 at MK3.treads die 6"}

// TestReport: the report's numbers read back from the PDF: VP, casualties,
// kill credit, dice, what the Ogre lost, and the timeline with the undone
// attack.
func TestReport(t *testing.T) {
	info, cat, recs := recordsOf(t, reportLines, 10)
	pdf := render(t, Options{}, func(d *Doc) error { return d.Report(info, cat, RecordsSource(recs)) })
	path := saved(t, pdf)
	text := pdfText(t, path)
	for _, want := range []string{"Battle report · game 3", "Quick game (quick)", "published", "ogre 12 · defence 14", "MK3.missile1 (ogre) · 6 VP: GEV1 destroyed",
		"Treads lost 6 of 45", "Weapons destroyed: main1", "Missiles spent: missile1",
		"HVY2 + HVY3 (defence) · 8 VP:", "MK3.main1 (ogre) · 6 VP:", "HVY1 destroyed", "6 treads of MK3",
		"MSL2 (3) fires at MK3.secondary1", "[typed 6]", "TIMELINE"} {
		if !strings.Contains(text, want) {
			t.Errorf("the report lacks %q:\n%s", want, text[:min(len(text), 1500)])
		}
	}
	// Dice: the ogre rolled 2 (one typed), the defence 2 standing (both typed).
	for _, re := range []string{`ogre\s+2\s+1\s+2\s+`, `defence\s+2\s+2\s+2\s+`} {
		if !regexpMatch(re, text) {
			t.Errorf("no dice line %s in:\n%s", re, text)
		}
	}
	qpdfCheck(t, path)
}

// regexpMatch reports whether re matches s.
func regexpMatch(re, s string) bool {
	return regexp.MustCompile(re).MatchString(s)
}

// longSource returns a game of about n events: the short game's log, then
// notes and phases, made one at a time as the source is read.
func longSource(t testing.TB, n int) (tracker.Info, *engine.Catalog, Source) {
	info, cat, recs := recordsOf(t, reportLines)
	return info, cat, func(each func(tracker.Record) error) error {
		for _, r := range recs {
			if err := each(r); err != nil {
				return err
			}
		}
		last := recs[len(recs)-1]
		for i := len(recs); i < n; i++ {
			e := engine.Event{Kind: engine.EventNote, Note: fmt.Sprintf("note %d", i),
				Text: fmt.Sprintf("Note %d: the referee writes down where the GEVs are and what the Ogre is doing.", i)}
			p, _ := json.Marshal(e)
			r := last
			r.Seq, r.CommandSeq, r.Kind, r.Payload = int64(i+1), int64(i+1), string(e.Kind), p
			r.Turn = last.Turn + i/400
			if err := each(r); err != nil {
				return err
			}
		}
		return nil
	}
}

// BenchmarkOgreSheet is one Mark V sheet (goal: 10 ms or less).
func BenchmarkOgreSheet(b *testing.B) {
	cat := catalog(b)
	ty, _ := cat.Unit("mark v")
	g, u, _ := FreshOgre(cat, ty, nil)
	for b.Loop() {
		render(b, Options{}, func(d *Doc) error { return d.OgreSheet(g, u, nil) })
	}
}

// BenchmarkForce30 is the roster of 30 units with the sheets of its 3
// Ogres (goal: 0.3 s or less).
func BenchmarkForce30(b *testing.B) {
	cat := catalog(b)
	lines := []string{"add mark v as MK5", "add mark iii as MK3", "add mark iv as MK4",
		"add heavy tank x9 side defence", "add gev x9 side defence", "add infantry x9 squads 3 side defence"}
	g, err := Setup(cat, engine.Published, engine.Inches, nil, lines)
	if err != nil {
		b.Fatal(err)
	}
	if len(g.Units) != 30 {
		b.Fatalf("%d units", len(g.Units))
	}
	for b.Loop() {
		render(b, Options{}, func(d *Doc) error {
			d.Roster(g, RosterOf{Name: "thirty"})
			for _, u := range g.Units {
				if u.IsOgre() {
					if err := d.OgreSheet(g, u, nil); err != nil {
						return err
					}
				}
			}
			return nil
		})
	}
}

// BenchmarkReport2000 is the report of a 2,000-event game (goal: 0.5 s).
func BenchmarkReport2000(b *testing.B) {
	info, cat, src := longSource(b, 2000)
	for b.Loop() {
		render(b, Options{}, func(d *Doc) error { return d.Report(info, cat, src) })
	}
}

// BenchmarkReport100k is the report of a 100,000-event game, read from a
// source that makes one record at a time; it reports the peak heap while
// drawing and writing (goal: 60 MB or less).
func BenchmarkReport100k(b *testing.B) {
	info, cat, src := longSource(b, 100000)
	for b.Loop() {
		runtime.GC()
		var peak uint64
		stop := make(chan struct{})
		var wg sync.WaitGroup
		wg.Add(1)
		go func() {
			defer wg.Done()
			var m runtime.MemStats
			for {
				runtime.ReadMemStats(&m)
				peak = max(peak, m.HeapInuse)
				select {
				case <-stop:
					return
				case <-time.After(5 * time.Millisecond):
				}
			}
		}()
		pdf := render(b, Options{}, func(d *Doc) error { return d.Report(info, cat, src) })
		close(stop)
		wg.Wait()
		b.ReportMetric(float64(peak)/(1<<20), "peak-MB")
		b.ReportMetric(float64(len(pdf))/(1<<20), "pdf-MB")
	}
}
