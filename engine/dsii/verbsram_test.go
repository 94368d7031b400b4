package dsii_test

import (
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
)

// houseMarkV is a Mark V whose tread modules have an armour (002 gives
// none: this test's, within "up to 2 armor levels greater than its
// size"), beside dsiitest.HouseMarkI and the cup of houseCup.
const houseMarkV = houseCup + `
[[dsii-ogre]]
id = "house-mark-v"
name = "House Mark V"
mark = "mark-v"
source = "house rule (a test's)"
electronics = {quality = "superior", armor = 7}
treads = {count = 4, size = 5, armor = 7, speed = "slow"}
batteries = [{kind = "main", count = 2, size = 4, armor = 7}]
`

// activateRammer plays the activation of the tread module that line, a
// ram, names as its rammer (OGRE.treadN), if it names one: an Ogre rams
// with its currently activated tread module (002 OGRE for DSII, OGREs
// ramming OGREs).
func activateRammer(t *testing.T, g *engine.Game, line string) {
	t.Helper()
	f := strings.Fields(line)
	if len(f) > 1 && f[0] == "ram" && strings.Contains(strings.ToLower(f[1]), ".tread") {
		play(t, g, "activate "+f[1])
	}
}

// TestRam: an Ogre rams an Ogre's tread module; the counts are checked
// and both attacks act on the tread modules.
func TestRam(t *testing.T) {
	for _, c := range []struct {
		name, line, refusal string
		mk1BMF, mk5BMF      int // tread1's BMF after
	}{
		// 002 OGRE for DSII, OGREs ramming OGREs: "a Mark V rams a Mark I (5 armor, 5 BMFs) and
		// pulls ... Red 3, Yellow 1, Yellow 2, Green 0, Mobility, Boom!, Mobility, and Red 1 ...
		// The OGRE Mk I has lost 4 of its 5 BMFs"; "the rammed OGRE Mk I would pull 3 chits".
		{name: "the text's example", line: "ram MK5.tread1 MK1.tread1 chits red3,yellow1,yellow2,green0,m,boom,m,red1 back green0,green0,green0",
			mk1BMF: 1, mk5BMF: 4},
		// Back: "Red and Yellow chits are valid": green counts nothing, an M takes 1 BMF.
		{name: "the chits back", line: "ram MK5.tread1 MK1.tread1 chits green0,green0,green0,green0,green0,green0,green0,green0 back green0,green0,m",
			mk1BMF: 5, mk5BMF: 3},
		{name: "drawn both ways", line: "ram MK5.tread2 MK1.tread1 draw back draw", mk1BMF: -1, mk5BMF: 4},
		{name: "too few chits", line: "ram MK5.tread1 MK1.tread1 chits red3 back green0,green0,green0", refusal: "8 chits are pulled, not 1"},
		{name: "too many back", line: "ram MK5.tread1 MK1.tread1 draw back red3,red3,red3,red3", refusal: "3 chits are pulled, not 4"},
		{name: "not a tread module", line: "ram MK5.main1 MK1.tread1 draw back draw", refusal: "rams with a tread module"},
		{name: "a vehicle without its size", line: "ram MK5.tread1 HT1 draw back draw", refusal: "give HT1's size"},
		{name: "itself", line: "ram MK5.tread1 MK5.tread2 draw back draw", refusal: "cannot ram itself"},
		{name: "no back", line: "ram MK5.tread1 MK1.tread1 draw", refusal: "gives its chits and those pulled back"},
		{name: "an Ogre with a size", line: "ram MK5.tread1 MK1.tread1 size 3 draw back draw", refusal: "leave out size"},
		{name: "an Ogre's confidence", line: "ram MK5.tread1 MK1.tread1 confidence pass draw back draw", refusal: "takes no Confidence Test"},
		{name: "the whole Ogre", line: "ram MK5.tread1 MK1 draw back draw", refusal: "names its tread module (MK1.tread1)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := engine.NewGame(houseCatalog(t, houseMarkV), dsii.Variant, engine.Inches, nil)
			if err != nil {
				t.Fatal(err)
			}
			play(t, g, "add house-mark-i as MK1 side defence", "add house-mark-v as MK5 side ogre", "add heavy-tank as HT1 side defence")
			activateRammer(t, g, c.line)
			if !accepted(t, g, c.line, c.refusal) || c.refusal != "" {
				return
			}
			if got := dsii.UnitOf(g.Unit("MK1")).Module("tread1").BMF; c.mk1BMF >= 0 && got != c.mk1BMF {
				t.Errorf("MK1.tread1 has %d BMF, want %d", got, c.mk1BMF)
			}
			if got := dsii.UnitOf(g.Unit("MK5")).Module("tread1").BMF; got != c.mk5BMF {
				t.Errorf("MK5.tread1 has %d BMF, want %d", got, c.mk5BMF)
			}
		})
	}
}

// TestRamUnits: an Ogre rams a vehicle or runs infantry over, and a
// vehicle rams an Ogre; the counts are checked, the chits against the
// vehicle logged with their points, infantry eliminated at 3/4/5 points,
// the chits against the Ogre applied to its tread module.
func TestRamUnits(t *testing.T) {
	for _, c := range []struct {
		name, line, refusal string
		text                []string // in the log
		mk5BMF              int      // MK5.tread1's BMF after
		infantry            engine.Status
	}{
		// 002 OGRE for DSII, Ramming resolution: "OGREs pull one chit for each size point of the
		// OGREs Tread Modules" (5), "All chit colors are valid, including specials"; "Each rammed
		// vehicle pulls 1 chit for each size point it has. Only green chits are valid against OGRE
		// treads. Specials do not count." Green 3 + 4 = 7 against armour 7: Damaged, -1 BMF.
		{name: "an Ogre rams a vehicle", line: "ram MK5.tread1 HT1 size 3 chits red3,yellow1,green2,m,boom back green3,green3,green1",
			text: []string{"MK5.tread1 rams HT1 (size 3) (5 chits, valid all): red3, yellow1, green2, m, boom: 6 valid points against HT1, valid specials m, boom.",
				"destroy HT1 by MK5", "Unless HT1 is destroyed (KO or BOOM), MK5 stops here",
				"HT1 pulls back against MK5.tread1 (3 chits, valid green,no-specials): MK5.tread1 is hit by HT1 (green3, green3, green1; valid green,no-specials): 7 valid points against armour 7: Damaged"},
			mk5BMF: 3, infantry: engine.StatusOK},
		{name: "a softskin rammed, drawn", line: "ram MK5.tread1 HT1 size 2 softskin draw back draw",
			text:   []string{"MK5.tread1 rams HT1 (size 2, softskin) (5 chits drawn from the cup", "HT1 pulls back against MK5.tread1 (2 chits drawn"},
			mk5BMF: -1, infantry: engine.StatusOK},
		{name: "a vehicle's chits counted", line: "ram MK5.tread1 HT1 size 3 red3,red3,red3,red3 back green0,green0,green0", refusal: "5 chits are pulled, not 4"},
		{name: "a vehicle's chits back counted", line: "ram MK5.tread1 HT1 size 3 draw back green0", refusal: "3 chits are pulled, not 1"},
		{name: "a vehicle pulls back", line: "ram MK5.tread1 HT1 size 3 draw", refusal: "HT1 pulls 3 chits back"},
		// "Infantry are eliminated by suffering the same number of damage points as are needed in
		// an Infantry firefight (3 for militia, 4 for line elements, 5 for powered armor)"; "when
		// infantry are rammed (run over), specials have no effect".
		{name: "line infantry run over", line: "ram MK5.tread1 INF1 infantry line red3,yellow1,boom,m,m",
			text:   []string{"4 valid points, 4 eliminate line infantry: INF1 is eliminated", "INF1 is destroyed, run over by MK5.", "MK5 moves on"},
			mk5BMF: 4, infantry: engine.StatusDestroyed},
		{name: "powered armour survives", line: "ram MK5.tread1 INF1 infantry powered red3,yellow1,boom,m,m",
			text: []string{"4 valid points, 5 eliminate powered infantry: INF1 survives"}, mk5BMF: 4, infantry: engine.StatusOK},
		// The cup of houseCup: 4 red3, 3 yellow1, 1 boom; each die picks among the chits left.
		{name: "a draw's dice typed", line: "ram MK5.tread1 INF1 infantry line draw die 1 1 1 1 1",
			text: []string{"red3, red3, red3, red3, yellow1; specials have no effect on infantry", "13 valid points, 4 eliminate line infantry"}, mk5BMF: 4, infantry: engine.StatusDestroyed},
		{name: "typed chits roll no die", line: "ram MK5.tread1 INF1 infantry line red3,red3,red3,red3,yellow1 die 1", refusal: "no die is rolled for chits drawn at the table"},
		{name: "infantry pull nothing back", line: "ram MK5.tread1 INF1 infantry militia draw back draw", refusal: "infantry pull nothing back"},
		{name: "infantry's class", line: "ram MK5.tread1 INF1 draw", refusal: "give INF1's class"},
		{name: "a class of no infantry", line: "ram MK5.tread1 INF1 infantry elite draw", refusal: "militia, line or powered"},
		{name: "a tank is no infantry", line: "ram MK5.tread1 HT1 infantry line draw", refusal: "not infantry"},
		// Non-OGRE vehicles ramming OGREs: "they must pass a Confidence Test using the Threat
		// Levels listed above" (Mark V +3); "For armored vehicles, Red and Yellow chits are valid
		// ... Special chits ... do not effect OGRE treads"; "The OGREs chit validity is Red and
		// Yellow against armored vehicles ... Specials ... are valid."
		{name: "a vehicle rams an Ogre", line: "ram HT1 size 3 MK5.tread1 confidence pass red3,red3,yellow1 back red3,green2,green2,green2,boom",
			text: []string{"HT1 takes its Confidence Test at MK5's Threat Level +3 and passes; it rams MK5.tread1 (size 3) (3 chits, valid red,yellow,no-specials): MK5.tread1 is hit by HT1 (red3, red3, yellow1; valid red,yellow,no-specials): 7 valid points against armour 7: Damaged",
				"MK5.tread1 pulls back against HT1 (5 chits, valid red,yellow): red3, green2, green2, green2, boom: 3 valid points against HT1, valid specials boom.", "destroy HT1 by MK5"},
			mk5BMF: 3, infantry: engine.StatusOK},
		// "For softskins (vehicles with 0 armor), only Yellow chits are valid"; back "ALL valid
		// against softskin vehicles".
		{name: "a softskin rams an Ogre", line: "ram HT1 size 3 softskin MK5.tread1 confidence pass red3,red3,yellow1 back green1,green1,green1,green1,green1",
			text: []string{"(3 chits, valid yellow,no-specials): MK5.tread1 is hit by HT1 (red3, red3, yellow1; valid yellow,no-specials): 1 valid point against armour 7: no KO or DMG",
				"(5 chits, valid all): green1, green1, green1, green1, green1: 5 valid points against HT1, no valid special."},
			mk5BMF: 4, infantry: engine.StatusOK},
		{name: "a failed Confidence Test", line: "ram HT1 size 3 MK5.tread1 confidence fail",
			text: []string{"HT1 takes its Confidence Test at MK5's Threat Level +3 and fails: it does not ram MK5.tread1"}, mk5BMF: 4, infantry: engine.StatusOK},
		{name: "no Confidence Test", line: "ram HT1 size 3 MK5.tread1 draw back draw", refusal: "only after a Confidence Test at the Ogre's Threat Level (+3 for MK5)"},
		{name: "chits after a failed test", line: "ram HT1 size 3 MK5.tread1 confidence fail draw back draw", refusal: "does not ram: leave out the chits"},
		{name: "a vehicle's size", line: "ram HT1 MK5.tread1 confidence pass draw back draw", refusal: "give HT1's size"},
		{name: "infantry do not ram", line: "ram INF1 MK5.tread1 confidence pass draw back draw", refusal: "infantry do not ram"},
		{name: "no tread module", line: "ram HT1 size 3 INF1 confidence pass draw back draw", refusal: "neither HT1 nor INF1 is one"},
		{name: "a word too many", line: "ram MK5.tread1 HT1 size 3 draw draw back draw", refusal: "is more than a ram says"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := engine.NewGame(houseCatalog(t, houseMarkV), dsii.Variant, engine.Inches, nil)
			if err != nil {
				t.Fatal(err)
			}
			play(t, g, "add house-mark-v as MK5 side ogre", "add heavy-tank as HT1 side defence", "add infantry-squad as INF1 side defence")
			activateRammer(t, g, c.line)
			cmd, err := g.ParseCommand(c.line)
			if err == nil {
				var events []engine.Event
				if events, err = engine.Resolve(g, cmd, engine.NewSeeded(7, 1)); err == nil {
					var log strings.Builder
					for _, e := range events {
						if err := g.Apply(e); err != nil {
							t.Fatal(err)
						}
						log.WriteString(e.Text + "\n")
					}
					for _, want := range c.text {
						if !strings.Contains(log.String(), want) {
							t.Errorf("the log lacks %q:\n%s", want, log.String())
						}
					}
				}
			}
			switch {
			case c.refusal != "" && (err == nil || !strings.Contains(err.Error(), c.refusal)):
				t.Fatalf("%s: %v, want a refusal saying %q", c.line, err, c.refusal)
			case c.refusal != "":
				return
			case err != nil:
				t.Fatalf("%s: %v", c.line, err)
			}
			if got := dsii.UnitOf(g.Unit("MK5")).Module("tread1").BMF; c.mk5BMF >= 0 && got != c.mk5BMF {
				t.Errorf("MK5.tread1 has %d BMF, want %d", got, c.mk5BMF)
			}
			if got := g.Unit("INF1").Status; got != c.infantry {
				t.Errorf("INF1 is %s, want %s", got, c.infantry)
			}
			if got := g.Unit("HT1").Status; got != engine.StatusOK {
				t.Errorf("HT1 is %s: a rammed vehicle's result is the referee's to record", got)
			}
		})
	}
}

// TestCompleteRam: the ram's completion offers what may ram, what it may
// ram, then the words the ram still lacks, in the order its forms give.
func TestCompleteRam(t *testing.T) {
	g, err := engine.NewGame(houseCatalog(t, houseMarkV), dsii.Variant, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, "add house-mark-i as MK1 side defence", "add heavy-tank as HT1 side defence", "add infantry-squad as INF1 side defence")
	ram := g.Verb("ram")
	for _, c := range []struct {
		args []string
		want []string
	}{
		{nil, []string{"MK1.tread1", "HT1"}},
		{[]string{"MK1.tread1"}, []string{"MK1.tread1", "HT1", "INF1"}},
		{[]string{"HT1"}, []string{"size"}},
		{[]string{"HT1", "size", "3"}, []string{"MK1.tread1"}},
		{[]string{"HT1", "size", "3", "MK1.tread1"}, []string{"confidence", "draw"}},
		{[]string{"HT1", "size", "3", "MK1.tread1", "confidence"}, []string{"pass", "fail"}},
		{[]string{"HT1", "size", "3", "MK1.tread1", "confidence", "pass", "draw"}, []string{"back"}},
		{[]string{"HT1", "size", "3", "MK1.tread1", "confidence", "fail"}, []string{"draw"}},
		{[]string{"MK1.tread1", "HT1"}, []string{"size", "infantry", "draw"}},
		{[]string{"MK1.tread1", "INF1", "infantry"}, []string{"militia", "line", "powered"}},
		{[]string{"MK1.tread1", "INF1", "infantry", "line", "draw"}, nil},
		{[]string{"MK1.tread1", "HT1", "size", "2", "draw", "back"}, []string{"draw"}},
	} {
		if got := ram.Complete(g, c.args); !slices.Equal(got, c.want) {
			t.Errorf("ram %s: %q, want %q", strings.Join(c.args, " "), got, c.want)
		}
	}
}

// TestRamBlankArmour: against a tread module whose armour the design
// leaves blank (the built-in Mark V's: 002 gives none), a vehicle's chits
// are logged for the referee to read, and an Ogre's ram of an Ogre, whose
// extra BMF hit cannot take, is refused.
func TestRamBlankArmour(t *testing.T) {
	g, err := engine.NewGame(houseCatalog(t, houseMarkV), dsii.Variant, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, "add dsii-mark-v as MV side ogre", "add house-mark-i as MK1 side defence", "add heavy-tank as HT1 side defence")
	// 002 OGRE for DSII, Ramming resolution: "Only green chits are valid against OGRE treads."
	play(t, g, "activate MV.tread1")
	text, err := logOf(t, g, "ram MV.tread1 HT1 size 2 red3,red3,red3,red3,yellow1 back green3,yellow1")
	if err != nil {
		t.Fatal(err)
	}
	want := "HT1 pulls back against MV.tread1 (2 chits, valid green,no-specials): green3, yellow1: 3 valid points against MV.tread1, whose armour its design does not give: read the result at the table and enter it (hit MV.tread1 ko|dmg|m... by HT1)."
	if !strings.Contains(text, want) {
		t.Errorf("the log lacks %q:\n%s", want, text)
	}
	if got := dsii.UnitOf(g.Unit("MV")).Module("tread1").BMF; got != 4 {
		t.Errorf("MV.tread1 has %d BMF, want 4 until the referee enters the result", got)
	}
	play(t, g, "activate MV.tread2")
	if err := try(g, "ram MV.tread2 MK1.tread1 draw back draw"); err == nil || !strings.Contains(err.Error(), "armour is not given by its design") {
		t.Errorf("an Ogre ram against a blank armour: %v", err)
	}
}

// TestRamOf: a ram's words give the figures the ram verb pulls with, as the
// dashboard's form shows them before the draw: an Ogre's tread size and
// mark from its design, a vehicle's size and softskin and infantry's class
// from the words.
func TestRamOf(t *testing.T) {
	g, err := engine.NewGame(houseCatalog(t, houseMarkV), dsii.Variant, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, "add house-mark-i as MK1 side defence", "add house-mark-v as MK5 side ogre", "add heavy-tank as HT1 side defence", "add infantry-squad as INF side defence")
	red, redYellow := dsii.Validity{Red: true, Yellow: true}, dsii.Validity{Red: true, Yellow: true, Specials: true}
	for _, c := range []struct {
		name, words string
		want        dsii.RamResult
		refusal     string
	}{
		// 002 OGRE for DSII, OGREs ramming OGREs: "an OGRE Mk V ... will pull 5 chits for the
		// size of its Tread Modules, +3 for its size class, giving it a total of 8 chits"; "the
		// rammed OGRE Mk I would pull 3 chits ... +0 for its size class".
		{name: "Ogre into Ogre", words: "MK5.tread1 MK1.tread1",
			want: dsii.RamResult{Chits: 8, Valid: dsii.AllValid, BackChits: 3, BackValid: redYellow, OgreRam: true, Threat: 3, HasThreat: true, Moves: "the ramming Ogre stops at the point of impact"}},
		// Ramming resolution: "one chit for each size point of the OGREs Tread Modules"; "Each
		// rammed vehicle pulls 1 chit for each size point it has. Only green chits are valid".
		{name: "Ogre into a vehicle", words: "MK5.tread1 HT1 size 3",
			want: dsii.RamResult{Chits: 5, Valid: dsii.AllValid, BackChits: 3, BackValid: dsii.Validity{Green: true}, Moves: "the Ogre moves on only if the vehicle is destroyed (KO or BOOM)"}},
		// Ramming resolution: "3 for militia, 4 for line elements, 5 for powered armor".
		{name: "Ogre over infantry", words: "MK1.tread1 INF infantry powered chits draw",
			want: dsii.RamResult{Chits: 3, Valid: dsii.Validity{Red: true, Yellow: true, Green: true}, KillPoints: 5, Moves: "the Ogre moves on whether or not the infantry are destroyed"}},
		// Non-OGRE vehicles ramming OGREs: a Confidence Test at the Ogre's Threat Level; "For
		// softskins ... only Yellow chits are valid"; back "ALL valid against softskin vehicles".
		{name: "a softskin into an Ogre", words: "HT1 size 2 softskin MK5.tread2 confidence pass",
			want: dsii.RamResult{Chits: 2, Valid: dsii.Validity{Yellow: true}, BackChits: 5, BackValid: dsii.AllValid, ConfidenceTest: true, Threat: 3, HasThreat: true}},
		{name: "an armoured vehicle into an Ogre", words: "HT1 size 4 MK1.tread1",
			want: dsii.RamResult{Chits: 4, Valid: red, BackChits: 3, BackValid: redYellow, ConfidenceTest: true, HasThreat: true}},
		{name: "a vehicle's size missing", words: "MK5.tread1 HT1", refusal: "give the size of the rammed vehicle"},
		{name: "no Ogre named", words: "HT1 size 2 INF", refusal: "has no Ogre in it"},
		{name: "no such Ogre", words: "MK9.tread1 HT1 size 2", refusal: "MK9.TREAD1 is not an Ogre of modules in play"},
		{name: "one party", words: "MK5.tread1", refusal: "a ram names the rammer and what it rams"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, got, err := dsii.RamOf(g, strings.Fields(c.words))
			switch {
			case c.refusal != "":
				if err == nil || !strings.Contains(err.Error(), c.refusal) {
					t.Errorf("%s: %v, want a refusal saying %q", c.words, err, c.refusal)
				}
			case err != nil:
				t.Fatalf("%s: %v", c.words, err)
			case got != c.want:
				t.Errorf("%s: %+v\nwant %+v", c.words, got, c.want)
			}
		})
	}
}

// TestRamActivation: an Ogre rams with its currently activated tread
// module, a vehicle's ram is its activation, and a ram is made against an
// enemy unit, "override" letting a ram stand where the referee says so.
func TestRamActivation(t *testing.T) {
	for _, c := range []struct {
		name    string
		before  []string
		line    string
		refusal string
		unitAct bool // HT1 is marked activated after
	}{
		// 002 OGRE for DSII, OGREs ramming OGREs: "The ramming OGRE must have sufficient BMFs in
		// the currently activated Tread Module"; Ramming resolution: "the currently active Tread Module".
		{name: "a tread module not activated", line: "ram MK5.tread3 HT1 size 3 draw back draw", refusal: "MK5.tread3 has not activated this turn"},
		{name: "the currently activated tread module", before: []string{"activate MK5.tread3"}, line: "ram MK5.tread3 HT1 size 3 draw back draw"},
		{name: "another tread module activated", before: []string{"activate MK5.tread2"}, line: "ram MK5.tread3 MK1.tread1 draw back draw", refusal: "activate MK5.tread3 first"},
		{name: "a battery activated since", before: []string{"activate MK5.tread3", "activate MK5.main1"}, line: "ram MK5.tread3 INF1 infantry line draw",
			refusal: "MK5 has activated its main battery since"},
		{name: "an override", line: "override ram MK5.tread3 INF1 infantry line draw"},
		// OGREs ramming non-OGRE units: "moving into contact with an enemy unit".
		{name: "its own side's vehicle", before: []string{"activate MK5.tread1"}, line: "ram MK5.tread1 OWN size 3 draw back draw", refusal: "MK5 and OWN are both on the ogre side"},
		{name: "its own side's Ogre", before: []string{"activate MK5.tread1"}, line: "ram MK5.tread1 MV.tread1 draw back draw", refusal: "a ram is made against an enemy unit"},
		{name: "a vehicle into its own side's Ogre", line: "ram HT1 size 3 MK1.tread1 confidence pass draw back draw", refusal: "HT1 and MK1 are both on the defence side"},
		{name: "its own side by override", before: []string{"activate MK5.tread1"}, line: "override ram MK5.tread1 OWN size 3 draw back draw"},
		// OGRE activation: a unit activates once a turn; its ram is its activation.
		{name: "a vehicle's ram marks it", line: "ram HT1 size 3 MK5.tread1 confidence pass draw back draw", unitAct: true},
		{name: "a failed test marks it", line: "ram HT1 size 3 MK5.tread1 confidence fail", unitAct: true},
		// The program's help: "a vehicle's ram is its activation".
		{name: "a vehicle activated rams", before: []string{"activate HT1"}, line: "ram HT1 size 3 MK5.tread1 confidence pass draw back draw",
			refusal: "HT1 has activated this turn already, and a vehicle's ram is its activation"},
		{name: "a vehicle that rammed rams again", before: []string{"ram HT1 size 3 MK5.tread1 confidence fail"}, line: "ram HT1 size 3 MK5.tread2 confidence fail",
			refusal: "HT1 has activated this turn already"},
		{name: "a vehicle activated rams by override", before: []string{"activate HT1"}, line: "override ram HT1 size 3 MK5.tread1 confidence fail", unitAct: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := engine.NewGame(houseCatalog(t, houseMarkV), dsii.Variant, engine.Inches, nil)
			if err != nil {
				t.Fatal(err)
			}
			play(t, g, "add house-mark-v as MK5 side ogre", "add house-mark-i as MK1 side defence", "add heavy-tank as HT1 side defence",
				"add heavy-tank as OWN side ogre", "add infantry-squad as INF1 side defence", "add house-mark-v as MV side ogre")
			play(t, g, c.before...)
			if !accepted(t, g, c.line, c.refusal) || c.refusal != "" {
				return
			}
			if got := dsii.UnitActivated(g, "HT1"); got != c.unitAct {
				t.Errorf("HT1 activated: %v, want %v", got, c.unitAct)
			}
			if c.unitAct && !slices.Contains(dsii.GameOf(g).Activated["HT1"], dsii.UnitActivation) {
				t.Errorf("HT1's activations %q", dsii.GameOf(g).Activated["HT1"])
			}
		})
	}
}

// TestRamStops: a ram that a vehicle survives stops the Ogre where the
// impact occurred, a ram of an Ogre finishes its move for the activation,
// and a tread module without BMF rams nothing; a vehicle destroyed since,
// the next tread module's activation or "override" let the Ogre move on.
func TestRamStops(t *testing.T) {
	const rams = "ram MK5.tread1 HT1 size 3 draw back draw"
	for _, c := range []struct {
		name    string
		before  []string
		line    string
		refusal string
	}{
		// 002 OGRE for DSII, OGREs ramming non-OGRE units: "If the OGRE successfully destroys
		// the impacted element, it may continue its movement. If it does not, it must stop where
		// the impact occurred."
		{name: "a vehicle that survives", before: []string{rams}, line: "ram MK5.tread1 HT2 size 3 draw back draw",
			refusal: "MK5 rammed HT1 during MK5.tread1's activation and HT1 survives, so MK5 stopped where the impact occurred"},
		{name: "the same vehicle again", before: []string{rams}, line: rams, refusal: "HT1 survives"},
		{name: "a vehicle that survives, then infantry", before: []string{rams}, line: "ram MK5.tread1 INF1 infantry line draw", refusal: "HT1 survives"},
		{name: "a vehicle destroyed", before: []string{rams, "destroy HT1 by MK5"}, line: "ram MK5.tread1 HT2 size 3 draw back draw"},
		{name: "the next tread module's activation", before: []string{rams, "activate MK5.tread2"}, line: "ram MK5.tread2 HT1 size 3 draw back draw"},
		{name: "by override", before: []string{rams}, line: "override ram MK5.tread1 HT2 size 3 draw back draw"},
		{name: "the next turn", before: []string{rams, "next", "activate MK5.tread1"}, line: rams},
		// Ramming resolution: infantry are run over "regardless of whether the impacted infantry
		// element(s) is destroyed".
		{name: "infantry run over", before: []string{"ram MK5.tread1 INF1 infantry powered green0,green0,green0,green0,green0"}, line: rams},
		// OGREs ramming OGREs: "The OGREs movement stops at the point of impact, and the OGRE is
		// then finished moving for the current activation."
		{name: "an Ogre rammed", before: []string{"ram MK5.tread1 MK1.tread1 draw back draw"}, line: rams,
			refusal: "MK5 rammed MK1 during MK5.tread1's activation and is finished moving for it"},
		{name: "an Ogre rammed, then an Ogre", before: []string{"ram MK5.tread1 MK1.tread1 draw back draw"}, line: "ram MK5.tread1 MK1.tread1 draw back draw",
			refusal: "is finished moving for it"},
		{name: "an Ogre rammed, by override", before: []string{"ram MK5.tread1 MK1.tread1 draw back draw"}, line: "override " + rams},
		// OGREs ramming OGREs: "The ramming OGRE must have sufficient BMFs in the currently
		// activated Tread Module to impact the target OGRE."
		{name: "a tread module without BMF", before: []string{"hit MK5.tread1 m", "hit MK5.tread1 m", "hit MK5.tread1 m", "hit MK5.tread1 m"}, line: rams,
			refusal: "MK5.tread1 has no BMF left, and a ram needs \"sufficient BMFs in the currently activated Tread Module\""},
		{name: "a tread module without BMF into an Ogre", before: []string{"hit MK5.tread1 m", "hit MK5.tread1 m", "hit MK5.tread1 m", "hit MK5.tread1 m"}, line: "ram MK5.tread1 MK1.tread1 draw back draw", refusal: "has no BMF left"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := engine.NewGame(houseCatalog(t, houseMarkV), dsii.Variant, engine.Inches, nil)
			if err != nil {
				t.Fatal(err)
			}
			play(t, g, "add house-mark-v as MK5 side ogre", "add house-mark-i as MK1 side defence", "add heavy-tank x2 as HT side defence",
				"add infantry-squad as INF1 side defence", "activate MK5.tread1")
			play(t, g, c.before...)
			accepted(t, g, c.line, c.refusal)
		})
	}
}
