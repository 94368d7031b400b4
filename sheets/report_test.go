package sheets_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/outfile"
	"ogretable/sheets"
	"ogretable/sheets/crtpaper"
	"ogretable/sheets/papertest"
	"ogretable/sheets/sheetstest"
	"ogretable/tracker"
)

// recordsOf plays lines on a new quick game and returns its log as the
// store keeps it; the commands numbered in void (1 is the first line) are
// marked undone, as an undo leaves them.
func recordsOf(t testing.TB, lines []string, void ...int) (tracker.Info, *engine.Catalog, []engine.LogEvent) {
	cat := papertest.Catalog(t)
	setup, err := tracker.SetupCommands(cat, "quick")
	if err != nil {
		t.Fatal(err)
	}
	lines = append(setup, lines...)
	info := tracker.Info{ID: 3, Name: "Report test", Variant: crt.Published, Scale: engine.Hexes, Scenario: "quick"}
	g, err := engine.NewGame(cat, info.Variant, info.Scale, tracker.Sides(cat, "quick"))
	if err != nil {
		t.Fatal(err)
	}
	g.Scenario = "quick"
	var recs []engine.LogEvent
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
			r := engine.LogEvent{Seq: int64(len(recs) + 1), CommandSeq: int64(i + 1), Turn: next.Turn, Side: next.CurrentSide(),
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
	pdf := papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) })
	path := sheetstest.Saved(t, pdf)
	text := sheetstest.PDFText(t, path)
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
	sheetstest.QPDFCheck(t, path)
}

// regexpMatch reports whether re matches s.
func regexpMatch(re, s string) bool {
	return regexp.MustCompile(re).MatchString(s)
}

// longSource returns a game of about n events: the short game's log, then
// notes and phases, made one at a time as the source is read, from after
// the event the reader asks for, as the database's streaming read does.
func longSource(t testing.TB, n int) (tracker.Info, *engine.Catalog, sheets.SourceAfter) {
	info, cat, recs := recordsOf(t, reportLines)
	return info, cat, func(after int64, each func(engine.LogEvent) error) error {
		for _, r := range recs {
			if r.Seq <= after {
				continue
			}
			if err := each(r); err != nil {
				return err
			}
		}
		last := recs[len(recs)-1]
		for i := max(len(recs), int(after)); i < n; i++ {
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
	cat := papertest.Catalog(b)
	ty, _ := cat.Unit("mark v")
	g, u, _ := sheets.FreshOgre(cat, ty, nil)
	for b.Loop() {
		papertest.Render(b, sheets.Options{}, func(d *sheets.Doc) error { return d.DrawUnitSheet(crtpaper.OgreSheet, g, u, nil) })
	}
}

// BenchmarkForce30 is the roster of 30 units with the sheets of its 3
// Ogres (goal: 0.3 s or less).
func BenchmarkForce30(b *testing.B) {
	cat := papertest.Catalog(b)
	lines := []string{"add mark v as MK5", "add mark iii as MK3", "add mark iv as MK4",
		"add heavy tank x9 side defence", "add gev x9 side defence", "add infantry x9 squads 3 side defence"}
	g, err := sheets.Setup(cat, crt.Published, engine.Inches, nil, lines)
	if err != nil {
		b.Fatal(err)
	}
	if len(g.Units) != 30 {
		b.Fatalf("%d units", len(g.Units))
	}
	for b.Loop() {
		papertest.Render(b, sheets.Options{}, func(d *sheets.Doc) error {
			d.Roster(g, sheets.RosterOf{Name: "thirty"})
			for _, u := range g.Units {
				if crt.IsOgre(u) {
					if err := d.DrawUnitSheet(crtpaper.OgreSheet, g, u, nil); err != nil {
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
		papertest.Render(b, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, src) })
	}
}

// BenchmarkReport100k is the report of a 100,000-event game, read from a
// source that makes one record at a time, drawn and written as WriteReport
// does (the report, then its timeline in parts of TimelinePart events); it
// reports the peak heap while drawing and writing (goal: 60 MB or less).
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
		dir := b.TempDir()
		written, err := sheets.WriteReport(filepath.Join(dir, "game-3-report.pdf"), outfile.Options{Force: true}, sheets.Options{}, info, cat, src)
		close(stop)
		wg.Wait()
		if err != nil {
			b.Fatal(err)
		}
		size := int64(0)
		for _, w := range written {
			st, err := os.Stat(w.Path)
			if err != nil {
				b.Fatal(err)
			}
			size += st.Size()
		}
		b.ReportMetric(float64(peak)/(1<<20), "peak-MB")
		b.ReportMetric(float64(size)/(1<<20), "pdf-MB")
		b.ReportMetric(float64(len(written)), "files")
	}
}

// TestReportRoutineLeftOut: the timeline leaves out the lines that only say
// a weapon fired; the report's log count still has them.
func TestReportRoutineLeftOut(t *testing.T) {
	info, cat, recs := recordsOf(t, reportLines, 10)
	fired := 0
	for _, r := range recs {
		if r.Kind == string(crt.EventFired) {
			fired++
		}
	}
	if fired == 0 {
		t.Fatal("the test game has no fired event")
	}
	text := sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) })))
	if strings.Contains(text, "has fired") {
		t.Errorf("the timeline has a routine line:\n%s", text)
	}
	if !strings.Contains(text, fmt.Sprintf("%d events of", len(recs))) {
		t.Errorf("the report does not count the %d events", len(recs))
	}
}

// TestWriteReportParts: the report of a game longer than TimelinePart
// events names its timeline's files and writes them beside it, each with
// its events; a second write without force is refused and changes nothing.
func TestWriteReportParts(t *testing.T) {
	info, cat, src := longSource(t, 2*sheets.TimelinePart+10)
	dir := t.TempDir()
	path := filepath.Join(dir, "game-3-report.pdf")
	written, err := sheets.WriteReport(path, outfile.Options{}, sheets.Options{}, info, cat, src)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"game-3-report.pdf", "game-3-report-timeline-1.pdf", "game-3-report-timeline-2.pdf", "game-3-report-timeline-3.pdf"}
	if len(written) != len(want) {
		t.Fatalf("wrote %+v; want %v", written, want)
	}
	for i, w := range written {
		if filepath.Base(w.Path) != want[i] || w.Pages < 1 {
			t.Errorf("file %d: %+v; want %s", i, w, want[i])
		}
		sheetstest.QPDFCheck(t, w.Path)
	}
	report := sheetstest.PDFText(t, path)
	for _, f := range want[1:] {
		if !strings.Contains(strings.Join(strings.Fields(report), " "), f) {
			t.Errorf("the report does not name %s", f)
		}
	}
	part := sheetstest.PDFText(t, written[2].Path)
	for _, s := range []string{fmt.Sprintf("TIMELINE: EVENTS %d TO %d", sheets.TimelinePart+1, 2*sheets.TimelinePart), fmt.Sprintf("Note %d:", sheets.TimelinePart+5), "part 2 of 3"} {
		if !strings.Contains(part, s) {
			t.Errorf("part 2 lacks %q", s)
		}
	}
	if strings.Contains(part, fmt.Sprintf("Note %d:", sheets.TimelinePart-5)) {
		t.Error("part 2 holds an event of part 1")
	}
	before, _ := os.ReadFile(written[3].Path)
	if _, err := sheets.WriteReport(path, outfile.Options{}, sheets.Options{}, info, cat, src); !errors.Is(err, outfile.ErrExists) {
		t.Errorf("a second write without force: %v; want ErrExists", err)
	}
	if after, _ := os.ReadFile(written[3].Path); !bytes.Equal(before, after) {
		t.Error("a refused write changed a timeline file")
	}
	// With force, a report of two parts replaces the three-part one whole:
	// its third part goes too, as it belongs to no report (issue 21).
	info, cat, src = longSource(t, sheets.TimelinePart+10)
	again, err := sheets.WriteReport(path, outfile.Options{Force: true}, sheets.Options{}, info, cat, src)
	if err != nil || len(again) != 3 {
		t.Fatalf("the shorter report: %+v, %v; want the report and two parts", again, err)
	}
	if _, err := os.Stat(written[3].Path); err == nil {
		t.Errorf("%s, a part of the older report, was left", filepath.Base(written[3].Path))
	}
	if !strings.Contains(sheetstest.PDFText(t, written[2].Path), "part 2 of 2") {
		t.Error("part 2 was not replaced")
	}
}

// TestReportFromLines: the report drawn from a session's log lines (the
// dashboard's) is the report drawn from the stored records, byte for byte.
func TestReportFromLines(t *testing.T) {
	info, cat, recs := recordsOf(t, reportLines, 10)
	lines := sheets.Lines(func(each func(tracker.LogLine) error) error {
		for _, r := range recs {
			l := tracker.LogLine{Seq: r.Seq, Command: r.CommandSeq, Turn: r.Turn, Side: r.Side, Phase: r.Phase, Kind: r.Kind, Voided: r.VoidedBy != 0}
			if err := json.Unmarshal(r.Payload, &l.Event); err != nil {
				t.Fatal(err)
			}
			l.Text = l.Event.Text
			if err := each(l); err != nil {
				return err
			}
		}
		return nil
	})
	a := papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) })
	b := papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, lines) })
	if !bytes.Equal(a, b) {
		t.Error("the report from log lines differs from the report from records")
	}
}

// missileLines are a defence salvo from three crawlers against the Mark
// III: M2 missed by the main battery, M3 hit and falling on its owner's 2,
// M1 hit and blowing up on a 6 where it was hit, near the Ogre and a heavy
// tank of its own side, and M2's blast on the Ogre (issue 20, item 1).
var missileLines = []string{"add missile-crawler x3 as CM side defence", "next", "next", "next", "next", "next", "next",
	"launch CM1,CM2,CM3", "intercept M2 by MK3.main1 die 1 1", "intercept M3 by MK3.missile1 die 6 6", "lucky M3 die 2",
	"intercept M1 by MK3.secondary1 die 6 6", "lucky M1 die 6", "blast M1 at MK3:2,HVY1:1", "blast M2 at MK3:1"}

// TestReportMissiles: a missile's kills are credited to the crawler that
// launched it, on its owner's side, with their VP; the interceptions' dice
// are the ogre's, the lucky blasts' and the blasts' the defence's, and the
// blasts' attacks count in the defence's luck (000 FAQ, CRUISE MISSILE
// DETONATION: the owner rolls the lucky blast).
func TestReportMissiles(t *testing.T) {
	info, cat, recs := recordsOf(t, missileLines)
	text := sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) })))
	flat := strings.Join(strings.Fields(text), " ")
	// What the log says, read from the records: each blast's VP for the
	// defence, the interceptions' dice, every other die, the attacks.
	vp := map[string]float64{}
	intercepts, others, attacks := 0, 0, 0
	blast := ""
	for _, r := range recs {
		var e engine.Event
		if err := json.Unmarshal(r.Payload, &e); err != nil {
			t.Fatal(err)
		}
		switch {
		case e.Kind == crt.EventBlast:
			blast = crt.EventOf(e).Missile.ID
		case e.Kind == crt.EventLaunched || e.Kind == crt.EventIntercept:
			blast = ""
		case e.Kind == engine.EventVP && e.Side == "defence" && blast != "":
			vp[blast] += e.Points
		}
		if e.Kind == crt.EventIntercept {
			intercepts += len(e.Dice)
		} else {
			others += len(e.Dice)
		}
		if e.Kind == crt.EventAttack && crt.EventOf(e).Roll != nil {
			attacks++
		}
	}
	if vp["M1"] == 0 || vp["M2"] == 0 || intercepts != 6 {
		t.Fatalf("the test game is not the one meant: VP %v, interception dice %d", vp, intercepts)
	}
	for _, want := range []string{
		fmt.Sprintf("CM1's missile M1 (defence) · %s VP: MK3.main1", sheets.Num(vp["M1"])),
		fmt.Sprintf("CM2's missile M2 (defence) · %s VP:", sheets.Num(vp["M2"])),
		"HVY1 destroyed (own unit)",
		// Every VP a side scored (issue 31, item 2): the ogre's 12 a
		// missile fired (000 FAQ, CRUISE MISSILE DETONATION).
		"Missiles the defence fired (ogre) · 36 VP: M1 fired by CM1, M2 fired by CM2, M3 fired by CM3",
		"The defence's own losses (ogre) · 6 VP: HVY1 destroyed",
	} {
		if !strings.Contains(flat, want) {
			t.Errorf("the report lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(flat, "()") {
		t.Errorf("a credit without a side:\n%s", text)
	}
	// dice rolled, typed in, attacks: the ogre typed its 6 interception
	// dice; the defence typed its 2 lucky dice and rolled the rest.
	for _, re := range []string{`ogre\s+6\s+6\s+0\s+`, fmt.Sprintf(`defence\s+%d\s+2\s+%d\s+`, others, attacks)} {
		if !regexpMatch(re, text) {
			t.Errorf("no dice line %s in:\n%s", re, text)
		}
	}
	if regexpMatch(`defence\s+\d+\s+\d+\s+\d+\s+0\.0 / 0`, text) {
		t.Errorf("the defence's luck is all zeros:\n%s", text)
	}
}

// TestReportCountsCommands: the log line counts commands undone, not the
// events they voided (issue 20, item 2).
func TestReportCountsCommands(t *testing.T) {
	info, cat, recs := recordsOf(t, reportLines, 3, 9)
	voided := 0
	commands := map[int64]bool{}
	for _, r := range recs {
		commands[r.CommandSeq] = true
		if r.VoidedBy != 0 {
			voided++
		}
	}
	if voided <= 2 {
		t.Fatalf("the undone commands have %d events; the test needs more than one each", voided)
	}
	text := sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) })))
	want := fmt.Sprintf("%d events of %d commands; 2 commands undone, their %d events struck through", len(recs), len(commands), voided)
	if !strings.Contains(strings.Join(strings.Fields(text), " "), want) {
		t.Errorf("the report lacks %q:\n%s", want, text[:min(len(text), 1500)])
	}
}

// TestReportChartsNeedTwoTurns: a figure of fewer than two points (an
// Ogre that entered play in the last turn) is a table, not a chart of a
// lone dot; a game of one turn has its charts, from the set-up to the end
// of turn 1 (issue 20, item 14; issue 31, item 3).
func TestReportChartsNeedTwoTurns(t *testing.T) {
	for _, tc := range []struct {
		name   string
		lines  []string
		table  string
		charts bool
	}{
		{"one turn", reportLines, "", true},
		{"two turns", append(slices.Clone(reportLines), "next", "next", "next"), "", true},
		{"an Ogre in the last turn", append(slices.Clone(reportLines), "add mark-v as MK5 side ogre"), "MK5 treads turn 1: 60", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			info, cat, recs := recordsOf(t, tc.lines)
			text := sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) })))
			flat := strings.Join(strings.Fields(text), " ")
			table := tc.table != "" && strings.Contains(flat, tc.table)
			charts := strings.Contains(flat, "VP per side") && strings.Contains(flat, "MK3: treads and working weapons") &&
				strings.Contains(flat, "at set-up, then at the end of each turn")
			if table != (tc.table != "") || charts != tc.charts {
				t.Errorf("table %v, charts %v; want %q, %v:\n%s", table, charts, tc.table, tc.charts, text)
			}
		})
	}
}

// TestReportChartsStartAtSetUp: the charts' first point is the game as set
// up, before turn 1: the Ogre's 45 treads and 15 weapons and no VP, so
// that what turn 1 took shows (issue 31, item 3).
func TestReportChartsStartAtSetUp(t *testing.T) {
	info, cat, recs := recordsOf(t, append(slices.Clone(reportLines), "next", "next", "next"))
	st, err := sheets.Gather(info, cat, sheets.RecordsSource(recs))
	if err != nil {
		t.Fatal(err)
	}
	if st.Turns != 3 || !slices.Equal(st.VP["defence"], []float64{0, 14, 14}) || !slices.Equal(st.VP["ogre"], []float64{0, 12, 12}) {
		t.Errorf("%d points, VP %v; want 3 points (set-up, turns 1 and 2), the defence's 0, 14, 14 and the ogre's 0, 12, 12", st.Turns, st.VP)
	}
	var mk3 sheets.TurnTrack
	for _, tr := range st.Part.Tracks() {
		if strings.HasPrefix(tr.Title, "MK3:") {
			mk3 = tr
		}
	}
	if mk3.First != 0 || len(mk3.Lines) != 2 || !slices.Equal(mk3.Lines[0].Values, []float64{45, 39, 39}) || mk3.Lines[1].Values[0] != 15 {
		t.Errorf("MK3's track: %+v; want from the set-up: treads 45, 39, 39, weapons 15 first", mk3)
	}
}

// TestReportOpensWithResult: the report's summary opens with who won and
// how the game ended (issue 20, item 7; the quick game: the command post
// destroyed, the ogre wins), before the scenario; the victory classes
// follow under their own key.
func TestReportOpensWithResult(t *testing.T) {
	cases := []struct {
		name  string
		lines []string
		want  string
	}{
		{"the command post destroyed, ended", []string{"override fire MK3.main1 at CP1", "end"},
			"Result The game ended in turn 1: the command post is destroyed. The ogre wins (the command post is destroyed). Scenario Quick game (quick)"},
		{"the referee's verdict", []string{"end draw: the players ran out of time"},
			"Result The game ended in turn 1: the players ran out of time. A draw, by the referee's verdict. Scenario Quick game (quick)"},
		{"a game going on", []string{"next"},
			"Result The game goes on: no game-ending condition of the scenario is met. Scenario Quick game (quick)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			info, cat, recs := recordsOf(t, c.lines)
			path := sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) }))
			text := strings.Join(strings.Fields(sheetstest.PDFText(t, path)), " ")
			_, summary, ok := strings.Cut(text, "SUMMARY ")
			if !ok || !strings.HasPrefix(summary, c.want) {
				t.Errorf("the summary opens %q, want %q", summary[:min(len(summary), len(c.want)+40)], c.want)
			}
			if !strings.Contains(summary, "Victory classes the scenario names none") {
				t.Errorf("the summary does not say the quick game has no victory classes: %q", summary[:min(len(summary), 600)])
			}
		})
	}
}

// TestReportTimelineWhole: the timeline's side and phase column is drawn
// whole ("defence · second mov..." was cut), and no text of the report is
// cut (issue 20, item 12).
func TestReportTimelineWhole(t *testing.T) {
	info, cat, recs := recordsOf(t, append(slices.Clone(reportLines), "next", "note the GEVs move again"))
	raw := sheetstest.PDFRaw(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) })))
	if !strings.Contains(raw, "defence · second movement") {
		t.Errorf("the timeline does not draw \"defence · second movement\" whole:\n%s", raw)
	}
	if strings.Contains(raw, "…") {
		t.Errorf("the report cuts a text:\n%s", raw)
	}
}

// TestRemovedUnitIsNoLoss: a unit the referee removed ("it was never on
// the table", issue 10, Referee's corrections) is no casualty in the
// report and is marked removed, not destroyed, on the roster (a playtest
// after issue 19 found it counted and boxed as destroyed, "0 to defence").
func TestRemovedUnitIsNoLoss(t *testing.T) {
	lines := []string{"remove HVY1 because it was never on the table"}
	info, cat, recs := recordsOf(t, lines)
	path := sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) }))
	text := sheetstest.PDFText(t, path)
	if !strings.Contains(text, "not counted: HVY1") || strings.Contains(text, "destroyed: HVY1") {
		t.Errorf("the report counts the removed HVY1 as a loss, or does not say it was removed:\n%s", text[:min(len(text), 2500)])
	}
	setup, err := tracker.SetupCommands(cat, "quick")
	if err != nil {
		t.Fatal(err)
	}
	g, err := sheets.Setup(cat, crt.Published, engine.Hexes, tracker.Sides(cat, "quick"), append(setup, lines...))
	if err != nil {
		t.Fatal(err)
	}
	roster := sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { d.Roster(g, sheets.RosterOf{ID: 3, Name: "Test"}); return nil })))
	var row string
	for _, l := range strings.Split(roster, "\n") {
		if strings.Contains(l, "HVY1") {
			row = l
		}
	}
	if !strings.Contains(row, "removed") || strings.Contains(row, " to ogre") {
		t.Errorf("the roster's row of the removed HVY1 reads %q; want it marked removed, worth nothing to anyone", row)
	}
}

// TestReportLuckAsTheFireForm: the luck's X or XX expected is the sum of
// the chances the fire form showed (crt.PlanFire) for the same attacks: an
// overrun's shot at an Ogre's treads counts its D as a D, not an X ("treat
// D results as X results, unless the target was a cybertank (Ogre)", 000
// FAQ, OVERRUN; issue 31, item 1: the report printed 0.7 for it).
func TestReportLuckAsTheFireForm(t *testing.T) {
	lines := []string{"next", "overrun MK3 at HVY1", "fire HVY1 at MK3.treads die 3"}
	info, cat, recs := recordsOf(t, lines)
	setup, err := tracker.SetupCommands(cat, "quick")
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(cat, info.Variant, info.Scale, tracker.Sides(cat, "quick"))
	if err != nil {
		t.Fatal(err)
	}
	if err := sheets.Play(g, append(setup, lines[:2]...)); err != nil {
		t.Fatal(err)
	}
	p, err := crt.PlanFire(g, []string{"HVY1"}, "MK3.treads", false)
	if err != nil {
		t.Fatal(err)
	}
	ch := p.Attack.Chances()
	want := fmt.Sprintf(`defence\s+1\s+1\s+1\s+%.1f / 0\s+%.1f / 1`, ch[crt.X]+ch[crt.XX], ch[crt.D]+ch[crt.X]+ch[crt.XX])
	text := sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) })))
	if !regexpMatch(want, text) {
		t.Errorf("no luck line %s (the fire form's chances) in:\n%s", want, text)
	}
}
