package sheets_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/sheets"
	"ogretable/sheets/papertest"
	"ogretable/sheets/sheetstest"
)

// TestSystemWithoutPaper: a game of a system that registered no paper
// prints the generic roster (its view's columns, each unit's catalog VP, no
// condition cell) and a report without the system's sections (no Ogre
// losses, luck or tread charts), offers no unit sheet, and nothing panics.
func TestSystemWithoutPaper(t *testing.T) {
	info, cat, recs := recordsOf(t, reportLines, 10)
	st, err := sheets.Gather(info, cat, sheets.RecordsSource(recs))
	if err != nil {
		t.Fatal(err)
	}
	sheets.WithoutPaper(t, crt.SystemName)
	g := st.G
	if k := sheets.SheetsOf(g); len(k) != 0 {
		t.Errorf("SheetsOf a system without paper = %d kinds, want none", len(k))
	}
	if k := sheets.SheetOf(g, "ogre"); k != nil {
		t.Errorf("SheetOf(g, ogre) = %v, want nil", k.Kind)
	}
	roster := sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { d.Roster(g, sheets.RosterOf{ID: 3, Name: info.Name}); return nil })))
	report := sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) })))
	for _, c := range []struct {
		doc, text, want string
		has             bool
	}{
		{"roster", roster, "MK3", true},
		{"roster", roster, "HVY1", true},
		{"roster", roster, "condition", true},
		{"roster", roster, "attack", false},            // the CRT's column title
		{"roster", roster, "treads", false},            // an Ogre's condition
		{"roster", roster, "an infantry stack", false}, // the CRT's note
		{"report", report, "CASUALTIES", true},
		{"report", report, "KILL CREDIT", true},
		{"report", report, "dice rolled", true},
		{"report", report, "DICE AND LUCK", false},
		{"report", report, "TIMELINE", true},
		{"report", report, "WHAT EACH OGRE LOST", false},
		{"report", report, "Luck:", false},
		{"report", report, "expected / got", false},
		{"report", report, "treads and working weapons", false},
	} {
		if strings.Contains(c.text, c.want) != c.has {
			t.Errorf("the %s of a system without paper has %q: %v, want %v:\n%s", c.doc, c.want, !c.has, c.has, c.text)
		}
	}
}

// TestCRTReportSections: the CRT's report has the sections the generic
// report leaves to it, where the generic one does not.
func TestCRTReportSections(t *testing.T) {
	info, cat, recs := recordsOf(t, reportLines, 10)
	text := sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) })))
	for _, want := range []string{"WHAT EACH OGRE LOST", "DICE AND LUCK", "Luck: destroying results", "X or XX: expected / got", "attacks"} {
		if !strings.Contains(text, want) {
			t.Errorf("the CRT's report lacks %q:\n%s", want, text)
		}
	}
}

// TestCRTSheetKinds: an Ogre CRT game prints an Ogre's and a walker's
// sheet; each kind says which units have one, which it prints when none is
// named (the first Ogre in play; the first walker, whatever its state) and
// which the print menu offers (the unit selected when it has one, else the
// first in play).
func TestCRTSheetKinds(t *testing.T) {
	cat := papertest.Catalog(t)
	g, err := sheets.Setup(cat, crt.Published, engine.Hexes, []string{"ogre", "defence"}, []string{
		"add mark-iii as MK3 side ogre", "add mark-v as MK5 side ogre", "add heavy-tank as HVY side defence",
		"add early-walker as W1 side defence", "add late-walker as W2 side defence",
	})
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, k := range sheets.SheetsOf(g) {
		kinds = append(kinds, k.Kind)
	}
	if !slices.Equal(kinds, []string{"ogre", "walker"}) {
		t.Fatalf("the CRT's sheets are %v, want [ogre walker]", kinds)
	}
	g.Unit("MK3").Status = engine.StatusDestroyed
	g.Unit("W1").Status = engine.StatusDestroyed
	ogre, walker := sheets.SheetOf(g, "ogre"), sheets.SheetOf(g, "walker")
	for _, c := range []struct {
		name string
		got  *engine.Unit
		want string
	}{
		{"the first Ogre", ogre.First(g), "MK5"},
		{"the Ogre offered, none selected", ogre.Offer(g, nil), "MK5"},
		{"the Ogre offered, MK3 selected", ogre.Offer(g, g.Unit("MK3")), "MK3"},
		{"the Ogre offered, a walker selected", ogre.Offer(g, g.Unit("W2")), "MK5"},
		{"the first walker", walker.First(g), "W1"},
		{"the walker offered, none selected", walker.Offer(g, nil), "W2"},
		{"the walker offered, W1 selected", walker.Offer(g, g.Unit("W1")), "W1"},
		{"the walker offered, an Ogre selected", walker.Offer(g, g.Unit("MK3")), "W2"},
	} {
		if c.got == nil || c.got.Label != c.want {
			t.Errorf("%s is %v, want %s", c.name, c.got, c.want)
		}
	}
	if got := ogre.Units(g); !slices.Equal(got, []string{"MK3", "MK5"}) {
		t.Errorf("the Ogres are %v, want [MK3 MK5]", got)
	}
	if got := walker.Units(g); !slices.Equal(got, []string{"W1", "W2"}) {
		t.Errorf("the walkers are %v, want [W1 W2]", got)
	}
	if err := sheets.New(sheets.Options{}).DrawUnitSheet(ogre, g, g.Unit("HVY"), nil); err == nil {
		t.Error("an Ogre sheet of a heavy tank is drawn")
	}
}

// TestBlankSheets: a blank sheet is found as "ogretable sheet KIND NAME"
// names it; a name of another kind is a *RefError that says what to name.
func TestBlankSheets(t *testing.T) {
	cat := papertest.Catalog(t)
	for _, c := range []struct {
		kind, ref string
		title     string // "" for a refusal
		why       string
	}{
		{"ogre", "mark v", "Mark V record sheet", ""},
		{"ogre", "heavy tank", "", "Heavy Tank is not an Ogre"},
		{"walker", "late walker", "Late Walker walker record sheet", ""},
		{"walker", "late-walker", "Late Walker walker record sheet", ""},
		{"walker", "heavy tank", "", `no walker "heavy tank"; the walkers are early-walker, late-walker`},
	} {
		t.Run(c.kind+" "+c.ref, func(t *testing.T) {
			k := sheets.SheetKind(c.kind)
			if k == nil {
				t.Fatalf("no kind %q", c.kind)
			}
			g, u, title, err := k.Blank(cat, c.ref, engine.Inches)
			var refused *sheets.RefError
			switch {
			case c.title == "" && !errors.As(err, &refused):
				t.Fatalf("Blank(%q) = %v, want a *RefError", c.ref, err)
			case c.title == "":
				if !strings.Contains(refused.Why, c.why) || !strings.HasPrefix(err.Error(), "sheets: ") {
					t.Errorf("the refusal says %q (%q), want %q", refused.Why, err, c.why)
				}
			case err != nil:
				t.Fatal(err)
			default:
				if title != c.title || g.Scale != engine.Inches {
					t.Errorf("Blank(%q): title %q, scale %s; want %q, inches", c.ref, title, g.Scale, c.title)
				}
				if err := sheets.New(sheets.Options{}).DrawUnitSheet(k, g, u, nil); err != nil {
					t.Error(err)
				}
			}
		})
	}
	if k := sheets.SheetKind("roster"); k != nil {
		t.Errorf("the roster is a kind of unit sheet")
	}
}

// TestRegisterPaperRefuses: a system's paper is registered once, and its
// kinds and keys are its own and not the roster's or the report's.
func TestRegisterPaperRefuses(t *testing.T) {
	const name = "paper-test"
	t.Cleanup(func() { sheets.ForgetPaper(name) })
	sheet := func(kind string, key rune) *sheets.UnitSheet { return &sheets.UnitSheet{Kind: kind, Key: key} }
	for _, c := range []struct {
		why    string
		sheets []*sheets.UnitSheet
	}{
		{"the roster's word", []*sheets.UnitSheet{sheet("roster", 'x')}},
		{"the report's key", []*sheets.UnitSheet{sheet("tank", 'p')}},
		{"the roster's key", []*sheets.UnitSheet{sheet("tank", 'r')}},
		{"a kind twice", []*sheets.UnitSheet{sheet("tank", 'x'), sheet("tank", 'y')}},
		{"a key twice", []*sheets.UnitSheet{sheet("tank", 'x'), sheet("stand", 'x')}},
	} {
		if !panics(func() { sheets.RegisterPaper(name, sheets.SystemPaper{Sheets: c.sheets}) }) {
			t.Errorf("%s is registered", c.why)
		}
		sheets.ForgetPaper(name)
	}
	sheets.RegisterPaper(name, sheets.SystemPaper{Sheets: []*sheets.UnitSheet{sheet("stand", 's')}})
	if !panics(func() { sheets.RegisterPaper(name, sheets.SystemPaper{}) }) {
		t.Error("a system's paper is registered twice")
	}
	var kinds []string
	for _, k := range sheets.Sheets() {
		kinds = append(kinds, k.Kind)
	}
	if !slices.Equal(kinds, []string{"ogre", "walker", "stand"}) {
		t.Errorf("the kinds of every system are %v, want the default system's first: [ogre walker stand]", kinds)
	}
}

// panics reports whether f panics.
func panics(f func()) (did bool) {
	defer func() { did = recover() != nil }()
	f()
	return false
}
