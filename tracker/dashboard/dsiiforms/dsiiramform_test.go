package dsiiforms

import (
	"ogretable/tracker/dashboard"
	"slices"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/dsii"
)

// TestDSIIRamKeyOffered: r opens the DSII ram form in a DSII game, and the
// CRT's in a CRT game.
func TestDSIIRamKeyOffered(t *testing.T) {
	for _, c := range []struct {
		name string
		g    *engine.Game
	}{
		{"a DSII game", openDSIIGame(t).State()},
		{"a CRT game", openQuick(t, newMemStore(), engine.Hexes).State()},
	} {
		if !slices.ContainsFunc(dashboard.BindingsFor(c.g), func(b dashboard.Binding) bool { return b.Action == ActRam }) || dashboard.FormOf(c.g, ActRam) == nil {
			t.Errorf("%s does not offer r for a ram", c.name)
		}
	}
}

// TestDSIIRamInfo: before a chit is drawn the ram form says what each
// party pulls, the colours and specials that count, the Threat Level, the
// points that eliminate infantry and the armour of each tread module the
// chits go against, as the engine gives them (dsii.RamOf).
func TestDSIIRamInfo(t *testing.T) {
	s := openDSIIGame(t, "add dsii-mark-v as MK5 side ogre", "add infantry-squad as INF side defence")
	g := s.State()
	for _, c := range []struct {
		name, rammer, target, words string
		kind                        ramKind
		failed, draw                bool
		want                        []string
	}{
		// 002 OGRE for DSII, OGREs ramming OGREs: "+1 per "size class""; the Mk V's +3; "Red
		// and Yellow chits are valid ... Special chits are also valid".
		{name: "Ogre into Ogre", rammer: "MK1.tread1", target: "MK5.tread1", words: "MK1.tread1 MK5.tread1", kind: ramOgres, draw: true, want: []string{
			"MK1.tread1 pulls 3 chits against MK5.tread1 (its tread modules' size 3 + its Threat Level 0), valid: red, yellow, green and specials.",
			"Back, MK5.tread1 pulls 8 chits against MK1.tread1 (its tread modules' size 5 + its Threat Level 3), valid: red, yellow and specials.",
			"Each M and each BOOM takes 1 BMF more from the tread module, both ways",
			"Then the ramming Ogre stops at the point of impact.",
			"MK5.tread1: its design gives no armour: an Ogre's ram of it waits for the design's tread armour",
			"MK1.tread1: armour 5: 5 valid points Damage it, 6 Knock it Out",
			"Cup: 4 × red3, 1 × boom (5 chits)"}},
		// Ramming resolution: "Only green chits are valid against OGRE treads. Specials do not count."
		{name: "Ogre into a vehicle", rammer: "MK1.tread1", target: "HT", words: "MK1.tread1 HT size 3", kind: ramVehicle, want: []string{
			"MK1.tread1 pulls 3 chits against HT, valid: red, yellow, green and specials.",
			"Back, HT pulls 3 chits against MK1.tread1, valid: green, no specials.",
			"Then the Ogre moves on only if the vehicle is destroyed (KO or BOOM).",
			"MK1.tread1: armour 5: 5 valid points Damage it, 6 Knock it Out"}},
		// Ramming resolution: "3 for militia, 4 for line elements, 5 for powered armor".
		{name: "Ogre over infantry", rammer: "MK5.tread2", target: "INF", words: "MK5.tread2 INF infantry powered", kind: ramInfantry, want: []string{
			"MK5.tread2 pulls 5 chits against INF, valid: red, yellow, green, no specials.",
			"5 valid points eliminate powered infantry",
			"Nothing is pulled back."}},
		// Non-OGRE vehicles ramming OGREs: "For softskins ... only Yellow chits are valid";
		// back: "ALL valid against softskin vehicles".
		{name: "a softskin into an Ogre", rammer: "HT", target: "MK5.tread1", words: "HT size 2 softskin MK5.tread1 confidence pass", kind: ramByVehicle, want: []string{
			"First HT's Confidence Test at MK5's Threat Level +3",
			"HT pulls 2 chits against MK5.tread1, valid: yellow, no specials.",
			"Back, MK5.tread1 pulls 5 chits against HT, valid: red, yellow, green and specials.",
			"MK5.tread1: its design gives no armour: the chits against it are logged for you to read"}},
		{name: "a failed Confidence Test", rammer: "HT", target: "MK1.tread1", words: "HT size 2 MK1.tread1 confidence fail", kind: ramByVehicle, failed: true, want: []string{
			"First HT's Confidence Test at MK1's Threat Level +0",
			"Failed: HT does not ram, and no chit is pulled."}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := rowsText(ramInfo(g, c.kind, c.rammer, c.target, strings.Fields(c.words), c.failed, c.draw))
			for _, w := range c.want {
				if !strings.Contains(got, w) {
					t.Errorf("the form lacks %q; it says:\n%s", w, got)
				}
			}
			if c.failed && strings.Contains(got, "pulls") {
				t.Errorf("a failed test still pulls chits:\n%s", got)
			}
			if !c.draw && strings.Contains(got, "Cup:") {
				t.Errorf("the cup is shown with nothing to draw:\n%s", got)
			}
		})
	}
}

// TestDSIIRamForm: r builds each of the ram verb's forms from the lists
// (an Ogre into an Ogre, into a vehicle of the size typed, over infantry of
// the class chosen, and a vehicle into an Ogre after its Confidence Test),
// shows the chit counts before the draw and the engine's refusal, and
// Enter runs the ram.
func TestDSIIRamForm(t *testing.T) {
	s, h := dsiiTurn(t, "add infantry-squad as INF side defence")
	h.Keys("r")
	h.WaitText("Ram", "ram MK1.tread1 MK5.tread1 draw back draw", "MK1.tread1 pulls 3 chits against MK5.tread1",
		"Back, MK5.tread1 pulls 8 chits against MK1.tread1")
	// 002 OGRE for DSII, OGREs ramming OGREs: "the currently activated Tread Module": the
	// form says so before anything runs, and opens again on the tread module activated.
	h.WaitText("MK1.tread1 has not activated this turn", "activate MK1.tread1 first")
	h.Key(tcell.KeyEscape)
	h.WaitGone("Size/class")
	h.Keys("a")
	h.WaitText("activate MK1.em")
	h.Key(tcell.KeyDown)
	h.WaitText("activate MK1.tread1")
	h.Key(tcell.KeyEnter)
	h.WaitText("✓ MK1's tread1 activates") // the log's line, after the command ran (the form shows the same words before)
	h.Keys("r")
	// OGREs ramming non-OGRE units: "an enemy unit": MK5 is MK1's own side's.
	h.WaitText("ram MK1.tread1 MK5.tread1 draw back draw", "MK1 and MK5 are both on the ogre side")
	h.Key(tcell.KeyTab)
	for range 4 {
		h.Key(tcell.KeyDown)
	}
	h.WaitText("ram MK1.tread1 HT size N draw back draw", "Type HT's size")
	h.Key(tcell.KeyTab)
	h.Keys("3")
	// 002 OGRE for DSII, Ramming resolution: the vehicle pulls its size back, green only.
	screen := h.WaitText("ram MK1.tread1 HT size 3 draw back draw", "Back, HT pulls 3 chits against MK1.tread1, valid: green, no specials.",
		"MK1.tread1: armour 5: 5 valid points Damage it", "Cup: 4 × red3, 1 × boom", "armoured:  3_")
	// The size typed shows once, on the class chosen (issue 31, at the
	// table: "3_" was on both rows).
	if strings.Count(screen, "3_") != 1 {
		t.Errorf("the size typed shows %d times:\n%s", strings.Count(screen, "3_"), screen)
	}
	h.Key(tcell.KeyDown)
	if screen := h.WaitText("ram MK1.tread1 HT size 3 softskin", "softskin:  3_"); strings.Count(screen, "3_") != 1 {
		t.Errorf("the size typed shows %d times on softskin:\n%s", strings.Count(screen, "3_"), screen)
	}
	h.Key(tcell.KeyUp)
	h.WaitText("ram MK1.tread1 HT size 3 draw back draw")
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyDown)
	h.Keys("red3,red3,boom")
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyDown)
	h.Keys("red3,red3,red1")
	h.WaitText("ram MK1.tread1 HT size 3 red3,red3,boom back red3,red3,red1")
	h.Key(tcell.KeyEnter)
	h.WaitText("6 valid points against HT")
	h.WaitGone("Size/class")

	h.Keys("r")
	h.WaitText("ram MK1.tread1 MK5.tread1 draw back draw")
	h.Key(tcell.KeyTab)
	for range 5 {
		h.Key(tcell.KeyDown)
	}
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyDown)
	h.WaitText("ram MK1.tread1 INF infantry powered draw", "5 valid points eliminate powered infantry", "Nothing is pulled back.")
	// HT survived MK1's ram, so MK1 stopped there (002 OGRE for DSII, OGREs ramming non-OGRE
	// units: "If it does not, it must stop where the impact occurred"): the referee overrides.
	h.WaitText("HT survives, so MK1 stopped where the impact occurred")
	h.Keys("o")
	h.WaitText("override ram MK1.tread1 INF infantry powered draw")
	h.Key(tcell.KeyEnter)
	h.WaitText("Roll 3 dice")
	h.Keys("1 1 1") // the cup's first chit, a red3, three times: 9 points
	h.Key(tcell.KeyEnter)
	h.WaitText("INF is destroyed, run over by MK1.")

	h.Keys("r")
	h.WaitText("ram MK1.tread1 MK5.tread1 draw back draw")
	for range 5 {
		h.Key(tcell.KeyDown) // past MK1's tread and MK5's four: HT
	}
	h.WaitText("ram HT size N MK1.tread1 confidence pass draw back draw")
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyTab)
	h.Keys("2")
	h.Key(tcell.KeyDown)
	// Non-OGRE vehicles ramming OGREs: a Confidence Test at the Ogre's Threat Level.
	h.WaitText("ram HT size 2 softskin MK1.tread1 confidence pass draw back draw", "First HT's Confidence Test at MK1's Threat Level +0",
		"HT pulls 2 chits against MK1.tread1, valid: yellow, no specials.")
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyDown)
	h.WaitText("ram HT size 2 softskin MK1.tread1 confidence fail", "Failed: HT does not ram")
	h.Key(tcell.KeyEnter)
	h.WaitText("and fails: it does not ram MK1.tread1")
	if st := s.State(); dsii.UnitOf(st.Unit("MK1")).Module("tread1").BMF != 5 {
		t.Errorf("a failed Confidence Test took BMF from MK1.tread1")
	}
}

// houseRamElements are [[dsii-element]] figures for the ram form's test:
// a tank, a softskin and line infantry (the numbers are this test's, as a
// referee's house rules give them).
const houseRamElements = `
[[dsii-element]]
unit = "heavy-tank"
source = "a test's"
size = 3
armor = 4

[[dsii-element]]
unit = "gev"
source = "a test's"
size = 2
armor = 0

[[dsii-element]]
unit = "infantry-squad"
source = "a test's"
class = "line"
`

// TestDSIIRamFormFigures: the ram form takes a unit's size, softskin or
// class from its [[dsii-element]] figures, as the ram verb does, shows
// them on the Size/class list and previews the ram without them; a unit
// without figures is still asked its size.
func TestDSIIRamFormFigures(t *testing.T) {
	s := openDSIIGameWith(t, houseDSII+houseRamElements, "add dsii-mark-v as MK5 side ogre",
		"add gev as GEV side defence", "add infantry-squad as INF side defence", "add light-tank as LT side defence")
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 160, 50)
	h.WaitText("MK1")
	for _, c := range []struct {
		name           string
		rammer, target int // rows down the Rammer and Rammed lists
		want           []string
		not            []string
	}{
		// 002 OGRE for DSII, Non-OGRE vehicles ramming OGREs: "a number of chits equal to its size".
		{name: "a tank with figures rams an Ogre", rammer: 5, want: []string{"ram HT MK1.tread1 confidence pass draw back draw",
			"HT is size 3, armour 4 by its [[dsii-element]] figures (a test's), as the ram takes them.", "HT pulls 3 chits against MK1.tread1"}, not: []string{"Type HT's size", "size N"}},
		// 002 OGRE for DSII, Ramming resolution: the vehicle pulls its size back, green only.
		{name: "an Ogre rams a softskin with figures", target: 5, want: []string{"ram MK1.tread1 GEV draw back draw",
			"GEV is size 2, softskin by its [[dsii-element]] figures", "Back, GEV pulls 2 chits against MK1.tread1"}, not: []string{"Type GEV's size", "size N"}},
		// 002 OGRE for DSII, Ramming resolution: "3 for militia, 4 for line elements, 5 for powered armor".
		{name: "an Ogre runs over infantry with figures", target: 6, want: []string{"ram MK1.tread1 INF draw",
			"INF is line infantry by its [[dsii-element]] figures", "4 valid points eliminate line infantry"}, not: []string{"infantry militia"}},
		{name: "a tank without figures is asked its size", rammer: 7, want: []string{"ram LT size N MK1.tread1 confidence pass draw back draw",
			"Type LT's size"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			h.Keys("r")
			h.WaitText("Size/class")
			for range c.rammer {
				h.Key(tcell.KeyDown)
			}
			h.Key(tcell.KeyTab)
			for range c.target {
				h.Key(tcell.KeyDown)
			}
			screen := h.WaitText(c.want...)
			for _, n := range c.not {
				if strings.Contains(screen, n) {
					t.Errorf("the form still says %q:\n%s", n, screen)
				}
			}
			h.Key(tcell.KeyEscape)
			h.WaitGone("Size/class")
		})
	}
	// The line the form builds runs: the figures give HT's size.
	h.Keys("r")
	h.WaitText("Size/class")
	for range 5 {
		h.Key(tcell.KeyDown)
	}
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyDown)
	h.WaitText("ram HT MK1.tread1 confidence fail")
	h.Key(tcell.KeyEnter)
	h.WaitText("and fails: it does not ram MK1.tread1")
}
