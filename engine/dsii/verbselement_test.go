package dsii_test

import (
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
)

// houseElements is house data of the defence's elements ([[dsii-element]])
// beside a variant of dsiitest.HouseMarkI whose main battery gives its chit
// validity and which has secondary and AP batteries.
const houseElements = `[[dsii-ogre]]
id = "house-mark-i"
name = "House Mark I"
mark = "mark-i"
source = "house rule (a test's)"
electronics = {quality = "basic", armor = 4}
treads = {count = 1, size = 3, armor = 5, speed = "fast"}
batteries = [
  {kind = "main", count = 1, size = 4, armor = 7, weapon = "DFFG/6", valid = {ogre = "red,yellow", vehicle = "red,yellow,green", infantry = "green,no-specials"}},
  {kind = "secondary", count = 1, size = 2, armor = 5, weapon = "MDC/5", facing = "right"},
  {kind = "ap", count = 1, size = 1, armor = 4, facing = "front-left"},
]

[[dsii-element]]
unit = "heavy-tank"
source = "the club's conversion (a test's)"
size = 3
armor = 4
valid = {ogre = "yellow"}

[[dsii-element]]
unit = "gev"
source = "the club's conversion (a test's)"
size = 2
armor = 0

[[dsii-element]]
unit = "infantry-squad"
source = "the club's conversion (a test's)"
class = "line"

[[dsii-chit]]
chit = "red3"
count = 12
`

// elementGame returns a DSII game of houseElements with MK1 (house-mark-i)
// and MK5 (dsii-mark-v) of the ogre side, HVY (heavy-tank), GEV (gev), INF
// (infantry-squad) and LT (light-tank, no element data) of the defence.
func elementGame(t *testing.T) *engine.Game {
	t.Helper()
	g, err := engine.NewGame(houseCatalog(t, houseElements), dsii.Variant, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, "add house-mark-i as MK1 side ogre", "add dsii-mark-v as MK5 side ogre",
		"add heavy-tank as HVY side defence", "add gev as GEV side defence", "add infantry-squad as INF side defence",
		"add light-tank as LT side defence")
	return g
}

// TestElementHit: a hit on an element of the defence is judged by its
// [[dsii-element]] figures.
func TestElementHit(t *testing.T) {
	for _, c := range []struct {
		name    string
		before  []string
		line    string
		unit    string
		markers []dsii.Marker
		status  engine.Status
		log     string // what the log says, in part
		refusal string
	}{
		// 002 OGRE for DSII, Ramming resolution: "A tank with 4 armor must suffer 4 points to be Damaged, 5 to be killed".
		{name: "armour 4: 4 points Damage", line: "hit HVY red3,yellow1", unit: "HVY", markers: []dsii.Marker{dsii.MarkerDMG}, status: engine.StatusOK, log: "4 valid points against armour 4 (4 Damage, 5 kill): Damaged; DMG marker."},
		{name: "armour 4: 5 points kill", line: "hit HVY red3,yellow2 by MK1.main1", unit: "HVY", status: engine.StatusDestroyed, log: "HVY is destroyed by MK1.main1."},
		{name: "fewer do nothing", line: "hit HVY red3", unit: "HVY", status: engine.StatusOK, log: "no effect"},
		// Ramming resolution: "If a rammed vehicle is not destroyed (KO or BOOM! result)".
		{name: "a BOOM destroys", line: "hit HVY green1,boom", unit: "HVY", status: engine.StatusDestroyed, log: "destroyed by the BOOM"},
		// "and/or suffer the effects of any special chits pulled (M, BOOM!, etc.)"
		{name: "M and TSD mark it", line: "hit HVY yellow1,m,tsd", unit: "HVY", markers: []dsii.Marker{dsii.MarkerMobility, dsii.MarkerSD}, status: engine.StatusOK},
		// ReadingElementSecondDMG: "Damage effects are handled normally".
		{name: "Damaged again keeps one DMG and says so", before: []string{"hit HVY red3,yellow1"}, line: "hit HVY red2,red2", unit: "HVY", markers: []dsii.Marker{dsii.MarkerDMG}, status: engine.StatusOK, log: "Damaged again"},
		// "softskins (vehicles with 0 armor)": one point kills.
		{name: "a softskin is killed by 1 point", line: "hit GEV green1", unit: "GEV", status: engine.StatusDestroyed, log: "1 valid point against armour 0, a softskin (1 kills): killed; destroyed."},
		// "Infantry are eliminated by ... 3 for militia, 4 for line elements, 5 for powered armor".
		{name: "line infantry: 4 points eliminate", line: "hit INF red3,green1", unit: "INF", status: engine.StatusDestroyed, log: "4 eliminate line infantry: eliminated."},
		{name: "line infantry: 3 survive, specials do nothing", line: "hit INF red3,boom", unit: "INF", status: engine.StatusOK, log: "have no effect on infantry"},
		// 002 OGRE for DSII, OGRE Main Batteries: an Ogre's weapons ignore FSD.
		{name: "FSD of an Ogre firer is ignored", line: "hit HVY green1,fsd by MK5.secondary1", unit: "HVY", status: engine.StatusOK, log: "ignored, MK5 being an Ogre"},
		{name: "an element without data plays as today", line: "hit LT red3", unit: "LT", refusal: "has no [[dsii-element]] figures"},
		{name: "an Ogre is hit on a module", line: "hit MK1 red3", unit: "MK1", refusal: "a hit names the module it strikes"},
		{name: "an element has no sides", line: "hit HVY red3 from left", unit: "HVY", refusal: "is no Ogre"},
		{name: "a destroyed element is not hit", before: []string{"hit GEV red1"}, line: "hit GEV red1", unit: "GEV", refusal: "destroyed already"},
		{name: "a draw from the cup", line: "hit HVY draw 2", unit: "HVY", status: engine.StatusDestroyed, log: "6 valid points against armour 4"},
		// ReadingChitValues, as a hit on a module reads it: typed chits the
		// game's cup could not have given are refused (002's examples:
		// "Red 3, Yellow 1, Yellow 2, Green 0").
		{name: "a chit the cup cannot hold is refused", line: "hit HVY red9", unit: "HVY", refusal: "red9 is no chit of the game's cup"},
		{name: "more of a kind than the cup holds", line: "hit HVY " + strings.Repeat("red3,", 12) + "red3", unit: "HVY", refusal: "the game's cup holds 12 × red3, and 13 are typed"},
		{name: "override lets a typed chit through", line: "override hit HVY red9", unit: "HVY", status: engine.StatusDestroyed, log: "9 valid points"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := elementGame(t)
			play(t, g, c.before...)
			text, err := logOf(t, g, c.line)
			if c.refusal != "" {
				if err == nil || !strings.Contains(err.Error(), c.refusal) {
					t.Fatalf("%s: %v, want a refusal saying %q", c.line, err, c.refusal)
				}
				return
			}
			if err != nil {
				t.Fatalf("%s: %v", c.line, err)
			}
			u := g.Unit(c.unit)
			if u.Status != c.status {
				t.Errorf("%s is %s, want %s", c.unit, u.Status, c.status)
			}
			if got := dsii.UnitOf(u).Markers; u.Alive() && !slices.Equal(got, c.markers) {
				t.Errorf("%s carries %v, want %v", c.unit, got, c.markers)
			}
			if !strings.Contains(text, c.log) {
				t.Errorf("log %q, want it to say %q", text, c.log)
			}
		})
	}
}

// TestElementHitCredit: a kill by hit is credited to its firer (dsii.Loss
// of the engine.EventDestroyed that follows).
func TestElementHitCredit(t *testing.T) {
	g := elementGame(t)
	cmd, err := g.ParseCommand("hit HVY red3,red3 by MK1.main1")
	if err != nil {
		t.Fatal(err)
	}
	events, err := engine.Resolve(g, cmd, engine.NewSeeded(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	last := events[len(events)-1]
	what, ok, err := dsii.Loss(last)
	if err != nil || !ok || what != "HVY destroyed" || !slices.Equal(last.Attackers, []string{"MK1.main1"}) {
		t.Errorf("loss %q %v %v by %v, want HVY destroyed by MK1.main1", what, ok, err, last.Attackers)
	}
}

// TestWeaponValidity: a hit that names its firer takes the firer's chit
// validity from the house data; a validity typed overrides it, logged.
func TestWeaponValidity(t *testing.T) {
	for _, c := range []struct {
		name, line, log, without string
	}{
		// 002 OGRE for DSII, OGRE Main Batteries: "Chit validity for target types is the same as for any other DFFG" (the referee's data).
		{name: "a module's validity against an Ogre", line: "hit MK2.em red3,green3 by MK1.main1", log: "(red3, green3; valid red,yellow): 3 valid points", without: "overrides"},
		{name: "against a vehicle", line: "hit HVY red3,green1 by MK1.main1", log: "Validity all: MK1.main1's, by the referee's house data."},
		{name: "against infantry", line: "hit INF green3,m by MK1.main1", log: "valid green,no-specials"},
		{name: "an element's validity", line: "hit MK1.em red3,yellow1 by HVY", log: "1 valid point against armour 4"},
		{name: "typed overrides, logged", line: "hit MK1.em red3,yellow1 valid all by HVY", log: "The validity typed (all) overrides HVY's house validity (yellow)."},
		{name: "none for the target: all", line: "hit GEV red1 by MK1.secondary1", log: "(red1)", without: "house"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := elementGame(t)
			play(t, g, "add house-mark-i as MK2 side defence")
			text, err := logOf(t, g, c.line)
			if err != nil {
				t.Fatalf("%s: %v", c.line, err)
			}
			if !strings.Contains(text, c.log) || (c.without != "" && strings.Contains(text, c.without)) {
				t.Errorf("log %q, want %q and not %q", text, c.log, c.without)
			}
		})
	}
}

// TestElementState: an element's markers are kept through a clone, and
// the game records its figures when it enters play.
func TestElementState(t *testing.T) {
	g := elementGame(t)
	play(t, g, "hit HVY red3,yellow1")
	c := g.Clone()
	play(t, g, "hit HVY m")
	if got := dsii.UnitOf(c.Unit("HVY")).Markers; !slices.Equal(got, []dsii.Marker{dsii.MarkerDMG}) {
		t.Errorf("the clone's HVY carries %v, want [dmg] alone", got)
	}
	if _, ok := g.Defs.Entry(dsii.TableElement, "heavy-tank").(*dsii.Element); !ok {
		t.Errorf("the game does not record heavy-tank's figures")
	}
}

// TestElementRam: a ram takes an element's size, softskin and infantry
// class from its [[dsii-element]] figures; a figure typed is checked
// against them.
func TestElementRam(t *testing.T) {
	for _, c := range []struct {
		name, line, log, refusal string
	}{
		// 002 OGRE for DSII, Ramming resolution: "Each rammed vehicle pulls 1 chit for each size point it has".
		{name: "a vehicle's size from its data", line: "ram MK5.tread1 HVY draw back draw", log: "MK5.tread1 rams HVY (size 3)"},
		{name: "the same size typed", line: "ram MK5.tread1 HVY size 3 draw back draw", log: "MK5.tread1 rams HVY (size 3)"},
		{name: "another size typed", line: "ram MK5.tread1 HVY size 2 draw back draw", refusal: "HVY is size 3, armour 4 by its [[dsii-element]] figures"},
		// "softskins (vehicles with 0 armor)": "ALL valid against softskin vehicles".
		{name: "a softskin from its data", line: "ram MK5.tread1 GEV draw back draw", log: "MK5.tread1 rams GEV (size 2, softskin)"},
		{name: "softskin typed on an armoured vehicle", line: "ram MK5.tread1 HVY softskin draw back draw", refusal: "not a softskin"},
		// "Infantry are eliminated by ... 4 for line elements".
		{name: "infantry's class from its data", line: "ram MK5.tread1 INF draw", log: "4 eliminate line infantry"},
		{name: "another class typed", line: "ram MK5.tread1 INF infantry militia draw", refusal: "not militia infantry"},
		// Non-OGRE vehicles ramming OGREs: "Each vehicle ramming an OGREs treads pulls 1 chit for each size point of the vehicle".
		{name: "a vehicle ramming, its size from its data", line: "ram HVY MK5.tread1 confidence pass draw back draw", log: "it rams MK5.tread1 (size 3)"},
		{name: "an element without data still types it", line: "ram MK5.tread1 LT draw back draw", refusal: "give LT's size"},
		// Ramming resolution: "Damage effects are handled normally. A tank with 4 armor must suffer 4 points to be
		// Damaged, 5 to be killed"; "If a rammed vehicle is not destroyed (KO or BOOM! result), the OGRE may not continue moving".
		{name: "a ram judged by the figures: killed", line: "ram MK5.tread1 HVY chits red3,yellow2,green0,green0,green0 back green0,green0,green0",
			log: "By HVY's [[dsii-element]] figures, armour 4 (4 Damage, 5 kill): killed; destroyed. MK5 may move on"},
		{name: "a ram judged by the figures: Damaged, the Ogre stops", line: "ram MK5.tread1 HVY chits red3,yellow1,green0,green0,m back green0,green0,green0",
			log: "Damaged; DMG marker, M marker. HVY is not destroyed (KO or BOOM!), so MK5 stops here"},
		// Non-OGRE vehicles ramming OGREs: "The OGREs chit validity is ... ALL valid against softskin vehicles".
		{name: "a softskin rams and is killed by the chits back", line: "ram GEV MK5.tread1 confidence pass chits yellow1,yellow1 back green1,green0,green0,green0,green0",
			log: "GEV is destroyed by MK5's ram."},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := elementGame(t)
			activateRammer(t, g, c.line)
			text, err := logOf(t, g, c.line)
			if c.refusal != "" {
				if err == nil || !strings.Contains(err.Error(), c.refusal) {
					t.Fatalf("%s: %v, want a refusal saying %q", c.line, err, c.refusal)
				}
				return
			}
			if err != nil {
				t.Fatalf("%s: %v", c.line, err)
			}
			if !strings.Contains(text, c.log) {
				t.Errorf("log %q, want %q", text, c.log)
			}
		})
	}
	g := elementGame(t)
	play(t, g, "activate MK5.tread1", "ram MK5.tread1 HVY chits red3,yellow2,green0,green0,green0 back green0,green0,green0")
	if u := g.Unit("HVY"); u.Alive() {
		t.Errorf("HVY survives a ram of 5 points on armour 4")
	}
	g = elementGame(t)
	ram, res, err := dsii.RamOf(g, []string{"MK5.tread1", "HVY"})
	if err != nil || ram.TargetSize != 3 || res.BackChits != 3 {
		t.Errorf("RamOf MK5.tread1 HVY: size %d, %d chits back, %v; want 3 and 3 from the data", ram.TargetSize, res.BackChits, err)
	}
}

// TestCompleteHit: hit completes the Ogres' modules and the elements with
// figures, and after "from" the sides of an Ogre (002 OGRE for DSII, Firing
// at OGREs).
func TestCompleteHit(t *testing.T) {
	g := elementGame(t)
	play(t, g, "hit GEV red1")
	got := g.Verb("hit").Complete(g, nil)
	if !slices.Contains(got, "MK1.em") || !slices.Contains(got, "HVY") || !slices.Contains(got, "INF") || slices.Contains(got, "GEV") || slices.Contains(got, "LT") {
		t.Errorf("hit completes %v, want the modules and HVY, INF (GEV destroyed, LT without figures)", got)
	}
	if got := g.Verb("hit").Complete(g, []string{"MK1.em", "red3", "from"}); !slices.Equal(got, dsii.Sides) {
		t.Errorf("after from: %v", got)
	}
}
