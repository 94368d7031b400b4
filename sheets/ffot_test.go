package sheets_test

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/sheets"
	"ogretable/sheets/papertest"
	"ogretable/sheets/sheetstest"
	_ "ogretable/systems/ffot"
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
	path := sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { d.Roster(g, sheets.RosterOf{ID: 4, Name: "Kursk"}); return nil }))
	text := strings.Join(strings.Fields(sheetstest.PDFText(t, path)), " ")
	for _, want := range []string{
		"quality marker bogged unit",
		"INF2 Infantry Squad green pinned",
		// 004 FFOTigers plays stands: the headings count them (issue 31,
		// at the table).
		"ATTACKER · 3 STANDS", "DEFENDER · 2 STANDS",
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
		// The figures are named by the type's name too, with the cargo
		// their ammunition takes up: "1/4 of a cargo point per 50mm of
		// size round up", 155 mm is 1.
		"Mobile Howitzer (mobile-howitzer): vehicle, tracked",
		"IFR 60\" 155 1",
		// 004 FFOTigers, SPOTTING: "GREEN Vehicle | AUTO | 10" | 5" | 40" |
		// AUTO | 5" | 1" | 10"", and the VET/ELITE rows.
		"green vehicle auto 10\" 5\" 40\" auto 5\" 1\" 10\"",
		"veteran/elite recon-personnel auto 50\" 25\" 50\" auto 25\" 1\" 50\"",
		// "Woods and swamps cost double for tracked vehicles and triple for
		// wheeled vehicles"; "Double slopes cannot be driven up or down by
		// vehicles"; "Fords cost triple movement to cross".
		"swamp x2 x3 –", "double-slope may not may not x2", "ford x3 x3 x3",
		"a tracked stand bogs on 1, a wheeled one on 2 or less",
		"Pinned: none of its movement toward the enemy, 1/4 away; suppressed: 1/4 toward, 1/2 away",
		// "Jeeps have 1/2 cargo ... Heavy trucks have 2 cargo"; "An
		// infantry stand takes up 1/2 of a cargo point".
		"jeep 0.5", "heavy truck 2", "an infantry stand 0.5",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the roster has no %q:\n%s", want, text)
		}
	}
}

// TestFFOTRosterCommandResult: after a side's army command roll the
// roster says its result first, the die and the face it needed, then what
// it means (004 FFOTigers: "A side whose army is out of command may only
// land a barrage on a roll of 4+"); a side with no roll yet gives the rule
// (issue 31, at the table).
func TestFFOTRosterCommandResult(t *testing.T) {
	g := ffotGame(t, "add heavy-tank x2 as HT side attacker", "add infantry-squad as INF side defender",
		"unit 1st HT1,HT2 quality veteran hq", "unit foot INF quality green", "command die 1")
	path := sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { d.Roster(g, sheets.RosterOf{ID: 4, Name: "Kursk"}); return nil }))
	text := strings.Join(strings.Fields(sheetstest.PDFText(t, path)), " ")
	for _, want := range []string{
		// Veteran commands on 3+, one HQ unit in play makes it 2+: a 1 fails.
		"Command of the attacker: out of command this turn (rolled 1, needed 2+): barrages it places this turn land only on 4+; rating veteran with 1 HQ unit.",
		"Command of the defender: green, in command on 5+ (33.3%); no roll yet.",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the roster has no %q:\n%s", want, text)
		}
	}
}

// TestFFOTRosterAccuracyDice: the roster says the dice the game's accuracy
// rolls total, as it was created (004 FFOTigers names none: "Any modified
// result of 10+ hits"; NoteAccuracyDice), and the reading.
func TestFFOTRosterAccuracyDice(t *testing.T) {
	for _, c := range []struct{ options, want string }{
		{"", "Accuracy: 1d6 (this game's dice, chosen at new --accuracy; 004 names none)"},
		{`{"accuracy_dice":2}`, "Accuracy: 2d6 (this game's dice, chosen at new --accuracy; 004 names none)"},
	} {
		g := ffotGame(t)
		if err := g.System().(engine.Configurer).Configure(g, json.RawMessage(c.options)); err != nil {
			t.Fatal(err)
		}
		path := sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { d.Roster(g, sheets.RosterOf{ID: 4, Name: "Kursk"}); return nil }))
		text := strings.Join(strings.Fields(sheetstest.PDFText(t, path)), " ")
		for _, want := range []string{c.want, "unless the referee creates the game with new --accuracy 2d6"} {
			if !strings.Contains(text, want) {
				t.Errorf("options %q: the roster has no %q:\n%s", c.options, want, text)
			}
		}
	}
}

// TestFFOTRosterLosses: the roster says that a stand removed by a failed
// check is half a loss, and that a unit with no stand left is lost, not in
// play (004 FFOTigers: "Stands that fail their quality check are removed
// from the board and count for 1/2 loss"); a unit of ten stands lists
// every one of them.
func TestFFOTRosterLosses(t *testing.T) {
	g := ffotGame(t, "add heavy-tank x2 as HT side attacker", "add infantry-squad x10 as INF side defender", "add heavy-tank as DHT1 side defender",
		"unit 1st HT1,HT2 quality veteran", "unit foot INF1,INF2,INF3,INF4,INF5,INF6,INF7,INF8,INF9,INF10 quality green", "unit 4th DHT1 quality average")
	g.Unit("DHT1").Status = engine.StatusRemoved // as a failed check leaves it
	text := strings.Join(strings.Fields(sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { d.Roster(g, sheets.RosterOf{ID: 4, Name: "Kursk"}); return nil })))), " ")
	for _, want := range []string{"removed: 1/2 loss", "DHT1 0.5 lost", "INF9, INF10", "losses state"} {
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
	if sheets.NeverPlayed(g, u) {
		t.Errorf("an FFOTigers stand removed by its check counts as never on the table")
	}
	roster := sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { d.Roster(g, sheets.RosterOf{ID: 4, Name: "Kursk"}); return nil })))
	if strings.Contains(roster, "removed by the referee") {
		t.Errorf("the FFOTigers roster says the referee removed the stand:\n%s", roster)
	}
	crtGame := papertest.DamagedGame(t)
	cu := crtGame.Unit("HVY1")
	cu.Status = engine.StatusRemoved // as "remove HVY1 because ..." leaves it
	if !sheets.NeverPlayed(crtGame, cu) {
		t.Errorf("a CRT unit the referee removed counts as played")
	}
}

// TestReportSaysItCreditsNone: the report of a system whose view credits
// no one says so, rather than "No attack had an effect" over a game won by
// its attacks (a playtest's FFOTigers and DSII reports; both credit now,
// so the section is drawn as such a system's would be); and a DSII report
// whose only loss was entered without its attacker says that loss is
// credited to no one, not that no attack had an effect.
func TestReportSaysItCreditsNone(t *testing.T) {
	g := ffotGame(t, "add heavy-tank as HT side attacker")
	text := strings.Join(strings.Fields(sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error {
		d.Page("")
		d.ReportCreditNone(g)
		return nil
	})))), " ")
	if !strings.Contains(text, "credits no one with its losses") || strings.Contains(text, "No attack had an effect") {
		t.Errorf("the kill credit of a system crediting no one reads:\n%s", text)
	}

	info, cat, recs := dsiiRecords(t, []string{"add dsii-mark-v as MK5 side ogre", "add house-mark-i as MK1 side defence", "hit MK1.tread1 ko"})
	text = strings.Join(strings.Fields(sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) })))), " ")
	for _, want := range []string{"which the kill credit gives no one: 1 BMF of MK1.tread1", "No loss was credited to an attacker."} {
		if !strings.Contains(text, want) {
			t.Errorf("the DSII report lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "No attack had an effect") {
		t.Errorf("the DSII report says no attack had an effect over a tread module's loss:\n%s", text)
	}
}

// TestFFOTKillCredit: the report of a game of FFOTigers credits each stand
// lost to whoever fired at it (issue 23): a hit that destroys, to the
// firing stand with its unit; a check failed at the end of the fire phase,
// to the stand whose hit made it check; a check failed after a barrage's
// burst, to the barrage and its battery. The dice are typed, as at the
// table, so that each roll's result is known.
func TestFFOTKillCredit(t *testing.T) {
	info, cat, recs := ffotRecords(t,
		"add heavy-tank x2 as HT side attacker", "add mobile-howitzer as ART side attacker",
		"add heavy-tank x2 as DHT side defender", "add infantry-squad x2 as INF side defender",
		"unit 1st HT1,HT2 quality veteran", "unit arty ART quality elite",
		"unit 4th DHT1,DHT2 quality average", "unit 2nd INF1,INF2 quality average",
		"barrage ART at the ford spotter HT1", "next", "next",
		// 004 FFOTigers: short range hits on 3+, veterans +1: two dice (ROF
		// 1 +1), both hit; pen 5 +1 short against armour 5, one effect die
		// a hit, +1: a 5 is an adjusted six, "Adjusted rolls of six destroy
		// the targeted stand".
		"fire HT1 at DHT1 range 3 die 6 6 5 1",
		// Medium range, 4+ -1: one hit; pen 5 against 5, a 3 +1 is "an
		// adjusted 4 or 5", a quality check; average checks on 5+, a 1
		// fails: "removed from the board".
		"fire HT2 at DHT2 range 10 die 6 1 3", "next die 1",
		"next", "next", "next", "next",
		// The defender's barrage phase: the attacker's barrage lands (a 6,
		// spotter veteran +3, artillery elite +2: 10+) and bursts on INF1,
		// which fails its check as the phase ends.
		"land B1 die 6", "burst B1 at INF1,INF2 die 6 1", "next die 1")
	path := sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) }))
	sheetstest.QPDFCheck(t, path)
	text := strings.Join(strings.Fields(sheetstest.PDFText(t, path)), " ")
	for _, want := range []string{
		"HT1 of 1st (attacker)", "DHT1 destroyed",
		"HT2 of 1st (attacker)", "DHT2 removed (failed its quality check)",
		"barrage B1 by ART (attacker)", "INF1 removed (failed its quality check)",
		// The reading, as 004 credits no one, said under the credit.
		"004 FFOTigers gives no kill credit; the report credits a stand destroyed to the stand that fired",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the kill credit has no %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "credits no one") || strings.Contains(text, "No attack had an effect") {
		t.Errorf("the report credits no one:\n%s", text)
	}
}

// TestFFOTNoVP: 004 FFOTigers names no victory points, so neither its
// roster nor its report shows any: a destroyed stand's VP cell said "2 to
// attacker", the catalog's VP of its type (issue 23's check of the paper).
func TestFFOTNoVP(t *testing.T) {
	info, cat, recs := ffotRecords(t,
		"add heavy-tank x2 as HT side attacker", "add heavy-tank x2 as DHT side defender",
		"unit 1st HT1,HT2 quality veteran", "unit 4th DHT1,DHT2 quality average", "next", "next",
		"fire HT1 at DHT1 range 3 die 6 6 5 1", "next", "next", "next", "next")
	report := strings.Join(strings.Fields(sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) })))), " ")
	if !strings.Contains(report, "VP none: 004 FFOTigers scores no victory points") || !strings.Contains(report, "HT1 of 1st (attacker): DHT1 destroyed") {
		t.Errorf("the report does not say that FFOTigers scores no VP, or credits DHT1's loss with VP:\n%s", report)
	}
	if strings.Contains(report, "VP per side") || strings.Contains(report, "0 VP") {
		t.Errorf("the report shows VP FFOTigers never scores:\n%s", report)
	}
	g := ffotGame(t, "add heavy-tank x2 as HT side attacker", "add heavy-tank x2 as DHT side defender",
		"unit 1st HT1,HT2 quality veteran", "unit 4th DHT1,DHT2 quality average", "next", "next",
		"fire HT1 at DHT1 range 3 die 6 6 5 1")
	if g.Unit("DHT1").Alive() {
		t.Fatal("DHT1 is not destroyed")
	}
	roster := strings.Join(strings.Fields(sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { d.Roster(g, sheets.RosterOf{ID: 6, Name: "Prokhorovka"}); return nil })))), " ")
	for _, bad := range []string{"to attacker", "VP in play", "VP scored", "label type quality marker bogged unit VP"} {
		if strings.Contains(roster, bad) {
			t.Errorf("the roster shows VP (%q) that FFOTigers never scores:\n%s", bad, roster)
		}
	}
	if !strings.Contains(roster, "No VP: 004 FFOTigers scores no victory points") {
		t.Errorf("the roster does not say why it shows no VP:\n%s", roster)
	}
}

// ffotRecords plays lines on a new game of FFOTigers on the example
// figures, with seeded dice where a line types none, and returns its log
// as the store keeps it.
func ffotRecords(t testing.TB, lines ...string) (tracker.Info, *engine.Catalog, []engine.LogEvent) {
	t.Helper()
	cat, err := templates.Load(templates.Files(), "../templates/examples")
	if err != nil {
		t.Fatal(err)
	}
	info := tracker.Info{ID: 6, Name: "Prokhorovka", Variant: ffot.Variant, Scale: engine.Inches}
	g, err := engine.NewGame(cat, info.Variant, info.Scale, []string{"attacker", "defender"})
	if err != nil {
		t.Fatal(err)
	}
	var recs []engine.LogEvent
	for i, l := range lines {
		c, err := g.ParseCommand(l)
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		evs, err := engine.Resolve(g, c, engine.NewSeeded(7, uint64(i+1)))
		if err != nil {
			t.Fatalf("%s: %v", l, err)
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
	return info, cat, recs
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
	return sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) })))
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
		papertest.Render(b, sheets.Options{}, func(d *sheets.Doc) error { d.Roster(g, sheets.RosterOf{ID: 4, Name: "Kursk"}); return nil })
	}
}

// TestRosterNoDisabledColumn: FFOTigers and OGRE for DSII never disable a
// unit, so their rosters have no "disabled" column (a playtest found an
// empty one on every FFOTigers roster); the CRT's keeps it.
func TestRosterNoDisabledColumn(t *testing.T) {
	roster := func(g *engine.Game) string {
		return strings.Join(strings.Fields(sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { d.Roster(g, sheets.RosterOf{ID: 7, Name: "R"}); return nil })))), " ")
	}
	for name, g := range map[string]*engine.Game{
		"ffot": ffotGame(t, "add heavy-tank as HT side attacker", "unit 1st HT quality veteran"),
		"dsii": dsiiGame(t, "add dsii-mark-v as MK5 side ogre", "add heavy-tank as HVY1 side defence"),
	} {
		if r := roster(g); strings.Contains(r, "disabled destroyed") || !strings.Contains(r, "destroyed") {
			t.Errorf("%s: the roster's columns:\n%s", name, r)
		}
	}
	if r := roster(papertest.DamagedGame(t)); !strings.Contains(r, "condition disabled destroyed") {
		t.Errorf("the CRT roster lost its disabled column:\n%s", r)
	}
}

// TestReportNoDisabledColumn: the report's casualties table of a system
// that never disables a unit has no "disabled at the end" column (a
// referee found one, always 0, on every FFOTigers and DSII report): 004
// FFOTigers' results destroy, suppress, pin or remove a stand ("Adjusted
// rolls of six destroy the targeted stand", "removed from the board"), and
// 002 OGRE for DSII's mark a module (KO, DMG, Systems Down, Mobility,
// BOOM); neither disables a unit. The CRT's keeps the column.
func TestReportNoDisabledColumn(t *testing.T) {
	casualties := func(info tracker.Info, cat *engine.Catalog, recs []engine.LogEvent) string {
		text := strings.Join(strings.Fields(sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) })))), " ")
		_, after, _ := strings.Cut(text, "CASUALTIES")
		return after
	}
	for _, c := range []struct {
		name, want string
		info       tracker.Info
		cat        *engine.Catalog
		recs       []engine.LogEvent
	}{
		{name: "ffot", want: "side units destroyed survivors share left attacker 1 0 1 100% defender 1 1 0 0% destroyed: DHT KILL CREDIT"},
		{name: "dsii", want: "side units destroyed survivors share left ogre 1 0 1 100% defence 1 1 0 0% destroyed: HVY1"},
	} {
		switch c.name {
		case "ffot":
			c.info, c.cat, c.recs = ffotRecords(t, "add heavy-tank as HT side attacker", "add heavy-tank as DHT side defender",
				"unit 1st HT quality veteran", "unit 4th DHT quality average", "next", "next",
				"fire HT at DHT range 3 die 6 6 5 1")
		case "dsii":
			c.info, c.cat, c.recs = dsiiRecords(t, []string{"add dsii-mark-v as MK5 side ogre", "add heavy-tank as HVY1 side defence", "destroy HVY1 by MK5"})
		}
		if got := casualties(c.info, c.cat, c.recs); !strings.HasPrefix(got, " "+c.want) {
			t.Errorf("%s: the casualties read:\n%s\nwant them to begin %q", c.name, got[:min(len(got), 300)], c.want)
		}
	}
	info, cat, recs := recordsOf(t, reportLines, 10)
	if got := casualties(info, cat, recs); !strings.Contains(got, "side units destroyed disabled at the end survivors share left") {
		t.Errorf("the CRT report lost its disabled column:\n%s", got[:min(len(got), 300)])
	}
}

// TestFFOTReportCharts: the report of a game of FFOTigers has its charts
// over the turns, from the set-up: each side's losses (004 FFOTigers:
// stands removed by a failed check "count for 1/2 loss"), its stands in
// play, and its hits expected of the to-hit dice and got; and its luck in
// the dice table (issue 29, item 14).
func TestFFOTReportCharts(t *testing.T) {
	info, cat, recs := ffotRecords(t,
		"add heavy-tank x2 as HT side attacker", "add mobile-howitzer as ART side attacker",
		"add heavy-tank x2 as DHT side defender", "add infantry-squad x2 as INF side defender",
		"unit 1st HT1,HT2 quality veteran", "unit arty ART quality elite",
		"unit 4th DHT1,DHT2 quality average", "unit 2nd INF1,INF2 quality average",
		"barrage ART at the ford spotter HT1", "next", "next",
		// 004 FFOTigers: "SHORT RANGE HITS ON A MODIFIED 3+", veterans +1:
		// 2+ on two dice (ROF 1 +1), 5/6 each; both hit, and destroy.
		"fire HT1 at DHT1 range 3 die 6 6 5 1",
		// "MEDIUM RANGE HITS ON A MODIFIED 4+": 3+ on two dice, 4/6 each;
		// one hit, a check; average checks on 5+ (2/6), a 1 fails.
		"fire HT2 at DHT2 range 10 die 6 1 3", "next die 1",
		"next", "next", "next", "next",
		// The attacker's barrage bursts on INF1, which fails its check
		// (5+, a 1) as the phase ends.
		"land B1 die 6", "burst B1 at INF1,INF2 die 6 1", "next die 1")
	part, err := sheets.GatherPart(info, cat, sheets.RecordsSource(recs))
	if err != nil {
		t.Fatal(err)
	}
	line := func(name string) []float64 { return lineOf(part, name) }
	for _, c := range []struct {
		name string
		got  []float64
		want []float64
	}{
		// DHT1 destroyed, 1; DHT2 and INF1 removed by failed checks, 1/2 each.
		{"defender lost", line("defender stands lost"), []float64{0, 2, 2}},
		{"attacker lost", line("attacker stands lost"), []float64{0, 0, 0}},
		{"defender in play", line("defender stands in play"), []float64{4, 1, 1}},
		{"attacker in play", line("attacker stands in play"), []float64{3, 3, 3}},
		// 2 × 5/6 + 2 × 4/6 = 3 hits expected; 3 got.
		{"attacker hits expected", line("attacker hits expected"), []float64{0, 3, 3}},
		{"attacker hits got", line("attacker hits got"), []float64{0, 3, 3}},
	} {
		if len(c.got) != len(c.want) {
			t.Errorf("%s: %v, want %v (the set-up, turns 1 and 2)", c.name, c.got, c.want)
			continue
		}
		for i := range c.got {
			if math.Abs(c.got[i]-c.want[i]) > 1e-9 {
				t.Errorf("%s: %v, want %v (the set-up, turns 1 and 2)", c.name, c.got, c.want)
				break
			}
		}
	}
	path := sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) }))
	sheetstest.QPDFCheck(t, path)
	text := sheetstest.PDFText(t, path)
	flat := strings.Join(strings.Fields(text), " ")
	for _, want := range []string{"OVER THE TURNS", "Losses per side (a stand removed by a failed check counts 1/2)", "Stands in play per side",
		"Dice luck: hits expected and got so far, per side", "defender stands lost", "attacker hits expected", "set-up",
		"hits: expected / got", "checks passed: expected / made", "Luck: hits expected of the to-hit dice"} {
		if !strings.Contains(flat, want) {
			t.Errorf("the report lacks %q:\n%s", want, text)
		}
	}
	// The dice table: the attacker's 2 fires, 3.0 hits expected and 3
	// got; the defender's two checks, 2/6 each, none passed.
	for _, re := range []string{`attacker\s+10\s+10\s+2\s+3\.0 / 3\s+0\.0 / 0 of 0`, `defender\s+2\s+2\s+0\s+0\.0 / 0\s+0\.7 / 0 of 2`} {
		if !regexpMatch(re, text) {
			t.Errorf("no dice line %s in:\n%s", re, text)
		}
	}
}

// lineOf returns the figures over the turns of the chart line named in a
// system's share of the report, nil for none.
func lineOf(part sheets.ReportPart, name string) []float64 {
	for _, tr := range part.Tracks() {
		for _, s := range tr.Lines {
			if s.Name == name {
				return s.Values
			}
		}
	}
	return nil
}
