package sheets

import (
	"encoding/json"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/templates"
	"ogretable/tracker"
)

// ffotGame plays lines in a game of FFOTigers on the example figures,
// with the dice of the seed.
func ffotGame(t testing.TB, lines ...string) *engine.Game {
	t.Helper()
	cat, err := templates.Load(templates.Files(), "../templates/examples")
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(cat, ffot.Variant, engine.Inches, []string{"attacker", "defender"})
	if err != nil {
		t.Fatal(err)
	}
	dice := engine.NewSeeded(7, 1)
	for _, l := range lines {
		c, err := g.ParseCommand(l)
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		evs, err := engine.Resolve(g, c, dice)
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		for _, e := range evs {
			if err := g.Apply(e); err != nil {
				t.Fatalf("%s: %v", l, err)
			}
		}
	}
	return g
}

// TestFFOTRoster: the roster of a game of FFOTigers reads back with each
// stand's quality, marker and unit, the units' quality lines, the stands'
// weapons and the source of their figures, the barrages, the seed's tables
// (issue 23: "units, quality lines, stands, weapons, the figures' source,
// markers, the seed's tables") and every reading the program takes.
func TestFFOTRoster(t *testing.T) {
	g := ffotGame(t,
		"add heavy-tank x2 as HT side attacker", "add mobile-howitzer as ART side attacker", "add infantry-squad x2 as INF side defender",
		"unit 1st HT1,HT2 quality veteran hq", "unit arty ART quality elite", "unit foot INF1,INF2 quality green",
		"terrain INF1 forest hull-down", "barrage ART at the church spotter HT1 range 40")
	ffot.StandOf(g.Unit("INF2")).Marker = ffot.Pinned // as a loss leaves it
	path := saved(t, render(t, Options{}, func(d *Doc) error { d.Roster(g, RosterOf{ID: 4, Name: "Kursk"}); return nil }))
	text := strings.Join(strings.Fields(pdfText(t, path)), " ")
	for _, want := range []string{
		"quality marker bogged unit",
		"INF2 Infantry Squad green pinned",
		// 004 FFOTigers' quality table, veteran: "4+ | +1 | +1 | 3+ | 2"".
		"save 4+, fire +1, ROF +1, command 3+, cohesion 2\"",
		"HT1, HT2",
		"in forest, hull down",
		"howitzer 1 12-24-36 4 4 – 5 IFR 60\" 155",
		"Source: an example only",
		"Barrage B1 of the attacker: ART at the church, spotted by HT1: placed.",
		// 004 FFOTigers, Artillery Hit Chart, row "9+": 4+ 3+ 2+ 2+ 2+.
		"9+ 4+ 3+ 2+ 2+ 2+",
		"201 mm + 1.5\"",
		"trees 30",
		"elite 3+ +2 +1 2+ 2.5\" +4",
		// "The average quality round up": veteran, veteran, elite is elite,
		// 2+; "adds one to all army command rolls per HQ unit": 1+.
		"Command of the attacker: elite with 1 HQ unit, in command on 1+",
		"A miss scatters by a die: 1 long, 2 right long, 3 right short, 4 short, 5 left short, 6 left long",
		ffot.NoteBarrageHit[:40],
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the roster has no %q:\n%s", want, text)
		}
	}
}

// TestRemovedIsTheSystemsWord: a stand removed in FFOTigers failed its
// quality check and is a loss (004 FFOTigers: "Stands that fail their
// quality check are removed from the board and count for 1/2 loss"), where
// a unit the referee removes from a CRT game was never on the table; a
// playtest found the FFOTigers report calling such a stand "removed by the
// referee, never on the table".
func TestRemovedIsTheSystemsWord(t *testing.T) {
	g := ffotGame(t, "add heavy-tank as HT side attacker")
	u := g.Units[0]
	u.Status = engine.StatusRemoved // as a failed check leaves it
	if neverPlayed(g, u) {
		t.Errorf("an FFOTigers stand removed by its check counts as never on the table")
	}
	roster := pdfText(t, saved(t, render(t, Options{}, func(d *Doc) error { d.Roster(g, RosterOf{ID: 4, Name: "Kursk"}); return nil })))
	if strings.Contains(roster, "removed by the referee") {
		t.Errorf("the FFOTigers roster says the referee removed the stand:\n%s", roster)
	}
	crtGame := damagedGame(t)
	cu := crtGame.Unit("HVY1")
	cu.Status = engine.StatusRemoved // as "remove HVY1 because ..." leaves it
	if !neverPlayed(crtGame, cu) {
		t.Errorf("a CRT unit the referee removed counts as played")
	}
}

// TestReportSaysItCreditsNone: the report of a system whose view credits
// no one (FFOTigers' does not yet) says so, rather than "No attack had an
// effect" over a game won by its attacks (a playtest's FFOTigers and DSII
// reports).
func TestReportSaysItCreditsNone(t *testing.T) {
	text := strings.Join(strings.Fields(reportOfEmptyFFOTGame(t)), " ")
	if !strings.Contains(text, "credits no one with its losses") || strings.Contains(text, "No attack had an effect") {
		t.Errorf("the FFOTigers report does not say it credits no one:\n%s", text)
	}
}

// TestReportSummaryOfAnEmptyGame: a game begun without a scenario says so
// on the report's Scenario line, which no longer lies under the Sides
// line (a playtest saw "Scenario" printed over "Sides").
func TestReportSummaryOfAnEmptyGame(t *testing.T) {
	text := reportOfEmptyFFOTGame(t)
	i, j := strings.Index(text, "Scenario"), strings.Index(text, "Sides")
	if i < 0 || j < 0 || !strings.Contains(text, "none: the game began empty") {
		t.Fatalf("the summary lacks its Scenario or Sides line:\n%s", text)
	}
	for _, l := range strings.Split(text, "\n") {
		if strings.Contains(l, "Scenario") && strings.Contains(l, "Sides") {
			t.Errorf("Scenario and Sides share a line: %q", l)
		}
	}
}

// reportOfEmptyFFOTGame returns the text of the battle report of an
// FFOTigers game begun empty, with stands added on both sides.
func reportOfEmptyFFOTGame(t *testing.T) string {
	t.Helper()
	cat, err := templates.Load(templates.Files(), "../templates/examples")
	if err != nil {
		t.Fatal(err)
	}
	info := tracker.Info{ID: 5, Name: "Kursk", Variant: ffot.Variant, Scale: engine.Inches}
	g, err := engine.NewGame(cat, info.Variant, info.Scale, []string{"attacker", "defender"})
	if err != nil {
		t.Fatal(err)
	}
	var recs []engine.LogEvent
	for i, l := range []string{"add heavy-tank x2 as HT side attacker", "add infantry-squad as INF side defender"} {
		c, err := g.ParseCommand(l)
		if err != nil {
			t.Fatal(err)
		}
		evs, err := engine.Resolve(g, c, engine.NewSeeded(7, uint64(i+1)))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			if err := g.Apply(e); err != nil {
				t.Fatal(err)
			}
			p, _ := json.Marshal(e)
			recs = append(recs, engine.LogEvent{Seq: int64(len(recs) + 1), CommandSeq: int64(i + 1), Turn: g.Turn, Side: g.CurrentSide(),
				Phase: string(g.Phase), Kind: string(e.Kind), Payload: p})
		}
	}
	return pdfText(t, saved(t, render(t, Options{}, func(d *Doc) error { return d.Report(info, cat, RecordsSource(recs)) })))
}

// BenchmarkFFOTRoster30 is the roster of a game of FFOTigers with 30
// stands of three types in five units, a barrage placed (issue 23: "a
// 30-stand roster ≤ 0.3 s").
func BenchmarkFFOTRoster30(b *testing.B) {
	g := ffotGame(b,
		"add heavy-tank x12 as HT side attacker", "add mobile-howitzer x3 as ART side attacker", "add infantry-squad x15 as INF side defender",
		"unit 1st HT1,HT2,HT3,HT4,HT5,HT6 quality veteran hq", "unit 2nd HT7,HT8,HT9,HT10,HT11,HT12 quality average",
		"unit arty ART1,ART2,ART3 quality elite", "unit foot INF1,INF2,INF3,INF4,INF5,INF6,INF7 quality green",
		"unit rifles INF8,INF9,INF10,INF11,INF12,INF13,INF14,INF15 quality average",
		"terrain INF1 forest hull-down", "barrage ART1,ART2 at the church spotter HT1 range 40")
	if len(g.Units) != 30 {
		b.Fatalf("%d stands", len(g.Units))
	}
	for b.Loop() {
		render(b, Options{}, func(d *Doc) error { d.Roster(g, RosterOf{ID: 4, Name: "Kursk"}); return nil })
	}
}
