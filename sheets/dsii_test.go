package sheets_test

import (
	"encoding/json"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/engine/dsii/dsiitest"
	"ogretable/sheets"
	"ogretable/sheets/dsiipaper"
	"ogretable/sheets/papertest"
	"ogretable/sheets/sheetstest"
	"ogretable/templates"
	"ogretable/tracker"
)

// dsiiHouse is a house design with every figure 002 leaves to the referee,
// and a cup (dsiitest.HouseMarkI), and a heavy tank's figures as an element
// of the defence: this test's numbers, as a referee's house rules give them.
const dsiiHouse = dsiitest.HouseMarkI + `
[[dsii-element]]
unit = "heavy-tank"
source = "a test's"
size = 3
armor = 4
`

// dsiiCatalog returns the built-in catalog with the house design, and
// more house entries if given.
func dsiiCatalog(t testing.TB, more ...string) *engine.Catalog {
	t.Helper()
	cat, err := templates.Load(templates.Files(), dsiitest.TemplatesDir(t, append([]string{dsiiHouse}, more...)...))
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

// dsiiGame plays lines in a DSII game of the house catalog, seeded.
func dsiiGame(t testing.TB, lines ...string) *engine.Game {
	t.Helper()
	g, err := engine.NewGame(dsiiCatalog(t), dsii.Variant, engine.Inches, []string{"ogre", "defence"})
	if err != nil {
		t.Fatal(err)
	}
	dice := engine.NewSeeded(22, 1)
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

// dsiiBlank returns the blank DSII sheet of design ref.
func dsiiBlank(t testing.TB, ref string, o sheets.Options) []byte {
	t.Helper()
	g, u, _, err := dsiipaper.OgreSheet.Blank(dsiiCatalog(t), ref, engine.Hexes)
	if err != nil {
		t.Fatal(err)
	}
	return papertest.Render(t, o, func(d *sheets.Doc) error {
		return drawnAbove(t, d, d.DrawUnitSheet(dsiipaper.OgreSheet, g, u, nil))
	})
}

// drawnAbove fails t when what d drew runs past the foot of its content,
// into the footer, and returns err.
func drawnAbove(t testing.TB, d *sheets.Doc, err error) error {
	t.Helper()
	if d.Y > d.Y1 {
		t.Errorf("the sheet runs %.1f mm past the foot of its page", d.Y-d.Y1)
	}
	return err
}

// TestDSIISheetBlank: the blank sheet of the built-in Mark V (only what
// 002 gives) and of a house design, on Letter and A4, is one page naming
// the ladder, the repairs, every activation unit and the damage table,
// with blanks where the design gives no figure.
func TestDSIISheetBlank(t *testing.T) {
	for _, c := range []struct {
		name, ref string
		paper     sheets.Paper
		want      []string
	}{
		{"Mark V on Letter", "dsii-mark-v", sheets.Letter, []string{
			"Mark V (DSII)",
			// 002 OGRE for DSII, Reaction: "Mark V: +3".
			"Threat +3",
			// 002, OGRE Modules: "Superior D10, Enhanced D8, Basic D6"; BOOM: "treated as a D4".
			"Superior D10", "Enhanced D8", "Basic D6", "BOOM's turn D4",
			// 002, Electronics Module: repairs on 6+ and 4+.
			"6+ clears a DMG on any module or a KO on the EM; 4+ a Systems Down",
			// 002, BOOM, Electronics Module: "(repairable by the Electronics Module)", no roll given.
			"the EM's own BOOM on the referee's roll (002 gives none): ____+",
			"On D10: 6+ is 1/2 (50%), 4+ is 7/10 (70%)",
			// 002, Tread Modules: Slow Tracked 4 BMF each; the seed gives no armour;
			// "The Effective Target Signature will be increased by 1".
			"Tread modules: 4 slow, size 5, armour ____, signature +1 · BMF 16 of 16",
			// 002, OGRE Modules: the EM's "Effective Target Signature is 1 (D12)".
			"quality superior · signature 1 (D12)", "Weapons: signature +1",
			// 002, OGRE activation: the 14 units; MDC/5 secondaries; no main weapon given.
			"secondary (right)", "secondary (left)", "ap (rear)", "ap16", "missile6",
			"weapon MDC/5 · size ____ · armour ____", "weapon ____ · size ____ · armour ____",
			// 002, Damage and Special Damage: the damage table's words.
			"Systems Down", "-1 die type, never below D6",
			// 002, Ramming: "5 chits for the size of its Tread Modules", all valid.
			"It rams a vehicle: 5 chits, all", "It rams an Ogre (tread size + threat): 8 chits, all",
			dsii.ReadingEMFloor.Topic,
		}},
		{"house design on A4", "house-mark-i", sheets.A4, []string{
			"House Mark I", "Threat +0",
			"Size 1 · armour 4 · quality basic",
			"Tread modules: 1 fast, size 3, armour 5, signature +1 · BMF 5 of 5",
			"weapon DFFG/6 · size 4 · armour 7", "rack1",
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := sheetstest.Saved(t, dsiiBlank(t, c.ref, sheets.Options{Paper: c.paper, Scale: engine.Inches}))
			sheetstest.QPDFCheck(t, path)
			if n := sheetstest.PDFInfo(t, path)["Pages"]; n != "1" {
				t.Errorf("%s's sheet has %s pages, want 1", c.ref, n)
			}
			text := strings.Join(strings.Fields(sheetstest.PDFText(t, path)), " ")
			for _, w := range c.want {
				if !strings.Contains(text, strings.Join(strings.Fields(w), " ")) {
					t.Errorf("the sheet has no %q:\n%s", w, text)
				}
			}
		})
	}
}

// TestDSIISheetPNG writes the sheets for a look (DSII_PNG=dir).
func TestDSIISheetPNG(t *testing.T) {
	dir := os.Getenv("DSII_PNG")
	if dir == "" {
		t.Skip("DSII_PNG not set")
	}
	for _, p := range []sheets.Paper{sheets.Letter, sheets.A4} {
		os.WriteFile(dir+"/mk5-"+string(p)+".pdf", dsiiBlank(t, "dsii-mark-v", sheets.Options{Paper: p}), 0o644)
	}
	g := dsiiGame(t, "add dsii-mark-v as MK5 side ogre", "hit MK5.tread1 dmg", "hit MK5.em boom", "hit MK5.secondary2 ko", "hit MK5.main1 tsd", "hit MK5.ap3 dmg")
	os.WriteFile(dir+"/marked.pdf", papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error {
		return d.DrawUnitSheet(dsiipaper.OgreSheet, g, g.Unit("MK5"), &sheets.GameRef{ID: 3, Name: "Ridge"})
	}), 0o644)
	info, cat, recs := dsiiRecords(t, []string{"add dsii-mark-v as MK5 side ogre", "add house-mark-i as MK1 side defence", "hit MK1.tread1 dmg", "hit MK5.secondary2 ko"})
	os.WriteFile(dir+"/report.pdf", papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) }), 0o644)
}

// TestDSIISheetMarked: a game's sheet marks the Ogre's condition: its
// markers written by each module, the EM's die now, the BMF lost, a
// destroyed module and a spent load.
func TestDSIISheetMarked(t *testing.T) {
	g := dsiiGame(t, "add house-mark-i as MK1 side ogre", "add dsii-mark-v as MK5 side ogre", "hit MK5.ap3 dmg",
		// 002 OGRE for DSII, Damage: 3 valid points on armour 5 do nothing; dmg as read.
		"hit MK1.tread1 dmg",
		// 002, BOOM on the EM: "-1 die type", D4 for the rest of the turn.
		"hit MK1.em boom",
		// 002, KO on a weapons module: destroyed.
		"hit MK1.main1 ko",
	)
	u := g.Unit("MK1")
	path := sheetstest.Saved(t, papertest.Render(t, sheets.Options{Paper: sheets.Letter}, func(d *sheets.Doc) error {
		return drawnAbove(t, d, d.DrawUnitSheet(dsiipaper.OgreSheet, g, u, &sheets.GameRef{ID: 3, Name: "Ridge"}))
	}))
	sheetstest.QPDFCheck(t, path)
	// The Mark V's, longer, stays above its page's foot too.
	papertest.Render(t, sheets.Options{Paper: sheets.Letter}, func(d *sheets.Doc) error {
		return drawnAbove(t, d, d.DrawUnitSheet(dsiipaper.OgreSheet, g, g.Unit("MK5"), &sheets.GameRef{ID: 3, Name: "Ridge"}))
	})
	text := strings.Join(strings.Fields(sheetstest.PDFText(t, path)), " ")
	for _, w := range []string{
		"MK1 · House Mark I",
		"Game 3 “Ridge” · ogre side",
		// The BOOM's turn: D4 (002, BOOM); the tread's DMG: 5 - 1 BMF.
		"Now: EM D4 · BMF 4 of 5 · impact markers placed 0 · 1 module destroyed",
		"markers: BOOM",
		"tread1", "DMG",
		// 002, Electronics Module: 6+ and 4+ on the D4 of a BOOM's turn.
		"On D4: 6+ is 0 (0%), 4+ is 1/4 (25%)",
	} {
		if !strings.Contains(text, w) {
			t.Errorf("the sheet has no %q:\n%s", w, text)
		}
	}
}

// TestBlankOgreAsksEachSystem: the "ogre" kind the command line uses
// (SheetKind) finds a DSII design as well as a CRT Ogre, draws each with
// its own system's sheet, keeps the CRT's refusal of a unit that is no
// Ogre, and refuses a name no system knows naming both (issue 22).
func TestBlankOgreAsksEachSystem(t *testing.T) {
	k := sheets.SheetKind("ogre")
	cat := dsiiCatalog(t)
	for _, c := range []struct {
		ref, want string
	}{
		{"mark v", "Mark V record sheet"},
		{"dsii-mark-v", "Mark V (DSII) record sheet"},
		{"house-mark-i", "House Mark I record sheet"},
	} {
		g, u, title, err := k.Blank(cat, c.ref, engine.Inches)
		if err != nil {
			t.Errorf("%s: %v", c.ref, err)
			continue
		}
		if title != c.want {
			t.Errorf("%s: title %q, want %q", c.ref, title, c.want)
		}
		path := sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.DrawUnitSheet(k, g, u, nil) }))
		if text := sheetstest.PDFText(t, path); !strings.Contains(text, strings.TrimSuffix(c.want, " record sheet")) {
			t.Errorf("%s: the sheet does not name it:\n%s", c.ref, text)
		}
	}
	for _, c := range []struct {
		ref, why string
		unknown  bool
	}{
		{"heavy tank", `Heavy Tank is not an Ogre; "ogretable units --kind ogre" lists them`, false},
		{"nope", `no Ogre "nope" in any rule system. The Ogre CRT rules: no unit type named "nope". OGRE for DSII: no design "nope"; the designs are dsii-mark-v, house-mark-i.`, true},
	} {
		_, _, _, err := k.Blank(cat, c.ref, engine.Inches)
		var re *sheets.RefError
		if !errors.As(err, &re) || re.Why != c.why || re.Unknown != c.unknown {
			t.Errorf("%s: %v, want a RefError saying %q", c.ref, err, c.why)
		}
	}
}

// BenchmarkDSIISheet draws and writes the marked sheet of a DSII Ogre in a
// game (issue 22: a sheet ≤ 10 ms).
func BenchmarkDSIISheet(b *testing.B) {
	g := dsiiGame(b, "add dsii-mark-v as MK5 side ogre", "hit MK5.tread1 dmg", "hit MK5.em boom", "hit MK5.secondary2 ko")
	u := g.Unit("MK5")
	for b.Loop() {
		papertest.Render(b, sheets.Options{}, func(d *sheets.Doc) error {
			return d.DrawUnitSheet(dsiipaper.OgreSheet, g, u, &sheets.GameRef{ID: 1, Name: "bench"})
		})
	}
}

// dsiiRecords plays lines on a new DSII game of the house catalog and
// returns its log as the store keeps it; the commands numbered in void (1
// is the first line) are marked undone.
func dsiiRecords(t testing.TB, lines []string, void ...int) (tracker.Info, *engine.Catalog, []engine.LogEvent) {
	t.Helper()
	return dsiiRecordsIn(t, dsiiCatalog(t), lines, void...)
}

// dsiiRecordsIn is dsiiRecords in the catalog cat.
func dsiiRecordsIn(t testing.TB, cat *engine.Catalog, lines []string, void ...int) (tracker.Info, *engine.Catalog, []engine.LogEvent) {
	t.Helper()
	info := tracker.Info{ID: 5, Name: "DSII report", Variant: dsii.Variant, Scale: engine.Inches}
	g, err := engine.NewGame(cat, info.Variant, info.Scale, []string{"ogre", "defence"})
	if err != nil {
		t.Fatal(err)
	}
	var recs []engine.LogEvent
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
			if slices.Contains(void, i+1) {
				r.VoidedBy = 1 << 40
			}
			recs = append(recs, r)
		}
		if !slices.Contains(void, i+1) {
			g = next
		}
	}
	return info, cat, recs
}

// TestDSIIReport: the report's DSII section says what each Ogre of modules
// lost: EM die now and as bought, BMF lost, modules destroyed, markers at
// the end, attacks and repairs, an undone hit not counted; the roster's
// DSII columns are its view's (EM die, BMF).
func TestDSIIReport(t *testing.T) {
	info, cat, recs := dsiiRecords(t, []string{
		"add dsii-mark-v as MK5 side ogre", "add house-mark-i as MK1 side defence",
		// 002 OGRE for DSII, Damage: DMG on a tread module -1 BMF; KO on a weapon destroys it.
		"hit MK1.tread1 dmg", "hit MK5.secondary2 ko", "hit MK5.secondary3 ko",
		// 002, Electronics Module: a Systems Down is repaired on 4+.
		"hit MK5.main1 tsd", "repair MK5.main1 die 5",
		"hit MK5.em dmg",
	}, 5)
	path := sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) }))
	sheetstest.QPDFCheck(t, path)
	text := strings.Join(strings.Fields(sheetstest.PDFText(t, path)), " ")
	for _, w := range []string{
		"WHAT EACH OGRE LOST",
		// The EM's DMG: "-1 die type", D10 to D8.
		"MK5 (Mark V (DSII), ogre): ok EM D8 now (superior, D10). BMF lost 0 of 16 (16 left). Modules destroyed: secondary2. Markers carried at the end: em DMG. Attacks on its modules: 3. Repairs rolled: 1, 1 of them clearing a marker.",
		"MK1 (House Mark I, defence): ok EM D6 now (basic, D6). BMF lost 1 of 5 (4 left). Modules destroyed: none. Markers carried at the end: tread1 DMG. Attacks on its modules: 1. Repairs rolled: 0, 0 of them",
	} {
		if !strings.Contains(text, w) {
			t.Errorf("the report has no %q:\n%s", w, text)
		}
	}
}

// TestDSIIRoster: the roster of a DSII game has its view's columns, each
// Ogre's EM die now and BMF now/as bought (002 OGRE for DSII, BOOM: "-1
// die type", D4 for the rest of the turn; Tread Modules: DMG -1 BMF).
func TestDSIIRoster(t *testing.T) {
	g := dsiiGame(t, "add dsii-mark-v as MK5 side ogre", "add house-mark-i as MK1 side defence",
		"hit MK1.tread1 dmg", "hit MK5.em boom")
	path := sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { d.Roster(g, sheets.RosterOf{ID: 5, Name: "Ridge"}); return nil }))
	sheetstest.QPDFCheck(t, path)
	text := strings.Join(strings.Fields(sheetstest.PDFText(t, path)), " ")
	for _, w := range []string{"EM BMF", "MK5 Mark V (DSII) d4 16/16", "MK1 House Mark I d6 4/5", "No VP: 002 OGRE for DSII scores no victory points",
		// The condition says what the dashboard's roster notes say (a playtest found it blank).
		"MK1 House Mark I d6 4/5 1 module marked", "MK5 Mark V (DSII) d4 16/16 1 module marked"} {
		if !strings.Contains(text, w) {
			t.Errorf("the roster has no %q:\n%s", w, text)
		}
	}
}

// TestDSIIRosterElements: the roster on paper gives an element's figures
// and the markers its hits left (002 OGRE for DSII, Ramming resolution:
// "A tank with 4 armor must suffer 4 points to be Damaged ... and/or
// suffer the effects of any special chits pulled (M, BOOM!, etc.)"), and
// says which elements lack figures.
func TestDSIIRosterElements(t *testing.T) {
	g := dsiiGame(t, "add dsii-mark-v as MK5 side ogre", "add heavy-tank as HT side defence", "add light-tank as LT side defence",
		"hit HT red3,yellow1,m by MK5.secondary1")
	path := sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { d.Roster(g, sheets.RosterOf{ID: 5, Name: "Ridge"}); return nil }))
	sheetstest.QPDFCheck(t, path)
	text := strings.Join(strings.Fields(sheetstest.PDFText(t, path)), " ")
	for _, w := range []string{"size 3, armour 4: DMG, M", "no [[dsii-element]] figures"} {
		if !strings.Contains(text, w) {
			t.Errorf("the roster has no %q:\n%s", w, text)
		}
	}
}

// TestTimelineNoteOfNoSide: in a DSII game a note belongs to no side, and
// the report's timeline gives its phase alone, not "· activation".
func TestTimelineNoteOfNoSide(t *testing.T) {
	info, cat, recs := dsiiRecords(t, []string{"add dsii-mark-v as MK5 side ogre", "note the referee's word"})
	recs[len(recs)-1].Side = "" // as the session logs a DSII note (engine.ActingSides)
	text := sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) })))
	for _, l := range strings.Split(text, "\n") {
		if strings.Contains(l, "the referee's word") && strings.Contains(l, "· activation") && !strings.Contains(l, "ogre · activation") {
			t.Errorf("the note's timeline line has a side left empty: %q", l)
		}
	}
	if !strings.Contains(text, "the referee's word") {
		t.Errorf("the timeline lacks the note:\n%s", text)
	}
}

// TestDSIINoVP: 002 OGRE for DSII names no victory points, so neither its
// roster nor its report shows any: a destroyed vehicle's VP cell said "6 to
// ogre" under "0 VP scored", and the report drew an empty VP chart (issue
// 22's second playtest).
func TestDSIINoVP(t *testing.T) {
	lines := []string{"add dsii-mark-v as MK5 side ogre", "add heavy-tank as HVY1 side defence", "destroy HVY1 by MK5"}
	g := dsiiGame(t, lines...)
	roster := strings.Join(strings.Fields(sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { d.Roster(g, sheets.RosterOf{ID: 5, Name: "Ridge"}); return nil })))), " ")
	for _, bad := range []string{"to ogre", "VP in play", "VP scored", "VP: what a unit"} {
		if strings.Contains(roster, bad) {
			t.Errorf("the roster shows VP (%q) that 002 never gives:\n%s", bad, roster)
		}
	}
	info, cat, recs := dsiiRecords(t, lines, 5)
	report := strings.Join(strings.Fields(sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) })))), " ")
	if !strings.Contains(report, "VP none: 002 OGRE for DSII scores no victory points") {
		t.Errorf("the report does not say that DSII scores no VP:\n%s", report)
	}
	if strings.Contains(report, "VP per side") || strings.Contains(report, "0 VP") {
		t.Errorf("the report shows VP 002 never gives:\n%s", report)
	}
}

// TestDSIIReportCharts: the report of a DSII game has its charts over the
// turns, from the set-up: each Ogre's BMF and modules left, each side's
// units lost, and the chits drawn from the cup by colour against the
// cup's odds, which the luck's bars give for the whole game too (issue
// 30, item 13). The cup is this test's own (002 OGRE for DSII gives no
// mix): 4 red3, 2 yellow1 and 2 boom, each chit drawn a quarter of the
// times a yellow or a boom, half a red (dsii.ColourShares).
func TestDSIIReportCharts(t *testing.T) {
	cat := dsiiCatalog(t, `
[[dsii-chit]]
chit = "yellow1"
count = 2

[[dsii-chit]]
chit = "boom"
count = 2
`)
	info, cat, recs := dsiiRecordsIn(t, cat, []string{
		"add dsii-mark-v as MK5 side ogre", "add house-mark-i as MK1 side defence", "add heavy-tank as HT side defence",
		// 002 OGRE for DSII, Damage: a DMG on a tread module, -1 BMF.
		"hit MK1.tread1 dmg", "hit MK1.main1 draw 4", "next",
		"destroy HT by MK5", "hit MK1.rack1 draw 4",
	})
	part, err := sheets.GatherPart(info, cat, sheets.RecordsSource(recs))
	if err != nil {
		t.Fatal(err)
	}
	// The figures are read back from the report's charts (the tracks of
	// its share), as the chart draws them.
	line := func(name string) []float64 { return lineOf(part, name) }
	first := -1
	for _, tr := range part.Tracks() {
		if tr.Title == "MK1: BMF and modules left" {
			first = tr.First
		}
	}
	bmf, modules := line("MK1 BMF"), line("MK1 modules left")
	if first != 0 || len(bmf) != 3 || bmf[0] != 5 || bmf[1] != 4 || len(modules) == 0 || modules[0] != 4 {
		t.Errorf("MK1's track from %d, BMF %v, modules %v; want from the set-up (BMF 5, 4 modules), then BMF 4 after turn 1", first, bmf, modules)
	}
	if !slices.Equal(line("defence units lost"), []float64{0, 0, 1}) || !slices.Equal(line("ogre units lost"), []float64{0, 0, 0}) {
		t.Errorf("units lost: defence %v, ogre %v; want the defence's heavy tank in turn 2", line("defence units lost"), line("ogre units lost"))
	}
	// Two draws of 4 chits: 8 × 1/2 red expected, 8 × 1/4 yellow and boom
	// (the draws are counted in the luck's title, "(2 draws)", below).
	last := func(v []float64) float64 {
		if len(v) == 0 {
			return -1
		}
		return v[len(v)-1]
	}
	if last(line("red expected")) != 4 || last(line("yellow expected")) != 2 || last(line("special expected")) != 2 ||
		last(line("red drawn"))+last(line("yellow drawn"))+last(line("special drawn")) != 8 {
		t.Errorf("expected red %v, yellow %v, special %v; drawn red %v, yellow %v, special %v; want two draws of 4: red 4, yellow 2, special 2 expected",
			line("red expected"), line("yellow expected"), line("special expected"), line("red drawn"), line("yellow drawn"), line("special drawn"))
	}
	if got := line("red expected"); !slices.Equal(got, []float64{0, 2, 4}) {
		t.Errorf("red expected over the turns %v, want 0, 2, 4", got)
	}
	path := sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) }))
	sheetstest.QPDFCheck(t, path)
	text := strings.Join(strings.Fields(sheetstest.PDFText(t, path)), " ")
	for _, w := range []string{"OVER THE TURNS", "MK1: BMF and modules left", "MK5: BMF and modules left", "Losses per side",
		"Chits drawn from the cup so far by colour, and the cup's odds", "red drawn", "yellow expected", "special drawn",
		"Chits drawn from the cup by colour, against the cup's odds (2 draws)", "set-up"} {
		if !strings.Contains(text, w) {
			t.Errorf("the report has no %q:\n%s", w, text)
		}
	}
}
