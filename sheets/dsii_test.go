package sheets

import (
	"errors"
	"os"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/templates"
)

// dsiiHouse is a house design with every figure 002 leaves to the referee,
// and a cup: this test's numbers, as a referee's house rules give them.
const dsiiHouse = `[[dsii-ogre]]
id = "house-mark-i"
name = "House Mark I"
mark = "mark-i"
electronics = {quality = "basic", armor = 4}
treads = {count = 1, size = 3, armor = 5, speed = "fast"}
batteries = [
  {kind = "main", count = 1, size = 4, armor = 7, weapon = "DFFG/6"},
  {kind = "rack", count = 1, size = 2, armor = 5},
]

[[dsii-chit]]
chit = "red3"
count = 4
`

// dsiiCatalog returns the built-in catalog with the house design.
func dsiiCatalog(t testing.TB) *engine.Catalog {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(dir+"/house.toml", []byte(dsiiHouse), 0o644); err != nil {
		t.Fatal(err)
	}
	cat, err := templates.Load(templates.Files(), dir)
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
func dsiiBlank(t testing.TB, ref string, o Options) []byte {
	t.Helper()
	g, u, _, err := dsiiOgreSheet.Blank(dsiiCatalog(t), ref, engine.Hexes)
	if err != nil {
		t.Fatal(err)
	}
	return render(t, o, func(d *Doc) error { return d.DrawUnitSheet(dsiiOgreSheet, g, u, nil) })
}

// TestDSIISheetBlank: the blank sheet of the built-in Mark V (only what
// 002 gives) and of a house design, on Letter and A4, is one page naming
// the ladder, the repairs, every activation unit and the damage table,
// with blanks where the design gives no figure.
func TestDSIISheetBlank(t *testing.T) {
	for _, c := range []struct {
		name, ref string
		paper     Paper
		want      []string
	}{
		{"Mark V on Letter", "dsii-mark-v", Letter, []string{
			"Mark V (DSII)",
			// 002 OGRE for DSII, Reaction: "Mark V: +3".
			"Threat +3",
			// 002, OGRE Modules: "Superior D10, Enhanced D8, Basic D6"; BOOM: "treated as a D4".
			"Superior D10", "Enhanced D8", "Basic D6", "BOOM's turn D4",
			// 002, Electronics Module: repairs on 6+ and 4+.
			"6+ clears a DMG on any module or a KO on the EM; 4+ a Systems Down",
			"On D10: 6+ is 1/2 (50%), 4+ is 7/10 (70%)",
			// 002, Tread Modules: Slow Tracked 4 BMF each; the seed gives no armour.
			"Tread modules: 4 slow, size 5, armour ____ · BMF 16 of 16",
			// 002, OGRE activation: the 14 units; MDC/5 secondaries; no main weapon given.
			"secondary (right)", "secondary (left)", "ap (rear)", "ap16", "missile6",
			"weapon MDC/5 · size ____ · armour ____", "weapon ____ · size ____ · armour ____",
			// 002, Damage and Special Damage: the damage table's words.
			"Systems Down", "-1 die type, never below D6",
			// 002, Ramming: "5 chits for the size of its Tread Modules", all valid.
			"It rams a vehicle: 5 chits, all", "It rams an Ogre (tread size + threat): 8 chits, all",
			dsii.ReadingEMFloor.Topic,
		}},
		{"house design on A4", "house-mark-i", A4, []string{
			"House Mark I", "Threat +0",
			"Size 1 · armour 4 · quality basic",
			"Tread modules: 1 fast, size 3, armour 5 · BMF 5 of 5",
			"weapon DFFG/6 · size 4 · armour 7", "rack1",
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := saved(t, dsiiBlank(t, c.ref, Options{Paper: c.paper, Scale: engine.Inches}))
			qpdfCheck(t, path)
			if n := pdfInfo(t, path)["Pages"]; n != "1" {
				t.Errorf("%s's sheet has %s pages, want 1", c.ref, n)
			}
			text := strings.Join(strings.Fields(pdfText(t, path)), " ")
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
	for _, p := range []Paper{Letter, A4} {
		os.WriteFile(dir+"/mk5-"+string(p)+".pdf", dsiiBlank(t, "dsii-mark-v", Options{Paper: p}), 0o644)
	}
}

// TestDSIISheetMarked: a game's sheet marks the Ogre's condition: its
// markers written by each module, the EM's die now, the BMF lost, a
// destroyed module and a spent load.
func TestDSIISheetMarked(t *testing.T) {
	g := dsiiGame(t, "add house-mark-i as MK1 side ogre",
		// 002 OGRE for DSII, Damage: 3 valid points on armour 5 do nothing; dmg as read.
		"hit MK1.tread1 dmg",
		// 002, BOOM on the EM: "-1 die type", D4 for the rest of the turn.
		"hit MK1.em boom",
		// 002, KO on a weapons module: destroyed.
		"hit MK1.main1 ko",
	)
	u := g.Unit("MK1")
	path := saved(t, render(t, Options{Paper: Letter}, func(d *Doc) error {
		return d.DrawUnitSheet(dsiiOgreSheet, g, u, &GameRef{ID: 3, Name: "Ridge"})
	}))
	qpdfCheck(t, path)
	text := strings.Join(strings.Fields(pdfText(t, path)), " ")
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
	k := SheetKind("ogre")
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
		path := saved(t, render(t, Options{}, func(d *Doc) error { return d.DrawUnitSheet(k, g, u, nil) }))
		if text := pdfText(t, path); !strings.Contains(text, strings.TrimSuffix(c.want, " record sheet")) {
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
		var re *RefError
		if !errors.As(err, &re) || re.Why != c.why || re.Unknown != c.unknown {
			t.Errorf("%s: %v, want a RefError saying %q", c.ref, err, c.why)
		}
	}
}
