package dsii_test

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/templates"
)

// TestTypedChits: a chit typed from the table is one the game may have
// drawn (dsii.ReadingChitValues): 0 to 3 points without a cup, or to the
// most its cup's chits have, and no more of a kind than the cup holds.
func TestTypedChits(t *testing.T) {
	for _, c := range []struct {
		name    string
		cup     bool
		line    string
		refusal string
	}{
		// 002 OGRE for DSII, OGREs ramming OGREs: "Red 3, Yellow 1, Yellow 2, Green 0".
		{name: "red9 without a cup", line: "hit MK1.em red9", refusal: "red9 is no chit: 002's chits have 0 to 3 points"},
		{name: "red3 without a cup", line: "hit MK1.em red3,green0,m", refusal: "the module's armour is not given, so red3 cannot be counted"},
		{name: "red9 with a cup", cup: true, line: "hit MK1.em red9", refusal: "red9 is no chit of the game's cup, whose chits have 0 to 3 points: 4 × red3, 3 × yellow1, 1 × boom (8 chits)"},
		{name: "more of a kind than the cup holds", cup: true, line: "hit MK1.em boom,boom", refusal: "the game's cup holds 1 × boom, and 2 are typed"},
		{name: "a kind the cup does not list", cup: true, line: "hit MK1.em yellow2,m"},
		{name: "red9 by override", cup: true, line: "override hit MK1.em red9"},
		{name: "a ram's chits", cup: true, line: "ram MK1.tread1 HT1 size 3 red9,red3,red3 back green1,green1,green1", refusal: "red9 is no chit of the game's cup"},
		{name: "a SMAK round's chits on blank armour", line: "smak MK5.em superior medium red9", refusal: "red9 is no chit"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var g *engine.Game
			if c.cup {
				var err error
				if g, err = engine.NewGame(houseCatalog(t, houseCup), dsii.Variant, engine.Inches, nil); err != nil {
					t.Fatal(err)
				}
				play(t, g, "add house-mark-i as MK1 side defence", "add dsii-mark-v as MK5 side ogre")
			} else {
				cat, err := templates.Default()
				if err != nil {
					t.Fatal(err)
				}
				if g, err = engine.NewGame(cat, dsii.Variant, engine.Inches, nil); err != nil {
					t.Fatal(err)
				}
				play(t, g, "add dsii-mark-v as MK1 side defence", "add dsii-mark-v as MK5 side ogre")
			}
			play(t, g, "add heavy-tank as HT1 side ogre")
			activateRammer(t, g, strings.TrimPrefix(c.line, "override "))
			accepted(t, g, c.line, c.refusal)
		})
	}
}

// TestRamFSDIgnored: an Ogre's ram pulls an FSD, which its weapons ignore
// (002 OGRE for DSII, OGRE Main Batteries: "Any Fire System Down chits
// pulled are ignored"): the log does not list it among the valid specials,
// and version 1 of the log, which did, wrote the same event.
func TestRamFSDIgnored(t *testing.T) {
	g, err := engine.NewGame(houseCatalog(t, houseMarkV), dsii.Variant, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, "add house-mark-v as MK5 side ogre", "add heavy-tank as HT1 side defence", "activate MK5.tread1")
	text, err := logOf(t, g, "ram MK5.tread1 HT1 size 3 red3,fsd,m,yellow1,fsd back green1,green1,green1")
	if err != nil {
		t.Fatal(err)
	}
	want := `red3, fsd, m, yellow1, fsd: 4 valid points against HT1, valid specials m; an FSD ignored, MK5 being an Ogre (OGRE Main Batteries: "Any Fire System Down chits pulled are ignored").`
	if !strings.Contains(text, want) {
		t.Fatalf("the log lacks %q:\n%s", want, text)
	}
	var line string
	for _, l := range strings.Split(text, "\n") {
		if strings.Contains(l, "an FSD ignored") {
			line = l
		}
	}
	older := "red3, fsd, m, yellow1, fsd: 4 valid points against HT1, valid specials fsd, m, fsd."
	found := false
	for _, s := range engine.EarlierTexts(g, 1, dsii.EventRammed, line) {
		found = found || strings.Contains(s, older)
	}
	if !found {
		t.Errorf("version 1 of the log wrote %q, which this build's %q does not give back", older, line)
	}
}

// TestADSNothingFires: a battery none of whose weapons modules can fire
// does not enter Air Defense Mode, and is not activated by the refusal
// (002 OGRE for DSII, Air defence: the OGRE "may activate any direct fire,
// non-APSW weapons").
func TestADSNothingFires(t *testing.T) {
	g, err := engine.NewGame(houseCatalog(t, houseMarkV), dsii.Variant, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, "add house-mark-v as MK5 side ogre", "hit MK5.main1 tsd", "hit MK5.main2 red3,red3,red3")
	accepted(t, g, "ads MK5.main1", "MK5's main battery has no weapons module that can fire (main1 Systems Down; main2 destroyed), so it cannot enter Air Defense Mode")
	if dsii.Activated(g, "MK5", "battery1") {
		t.Errorf("the refused battery is marked activated")
	}
	play(t, g, "repair MK5.main1 sd die 6")
	accepted(t, g, "ads MK5.main1", "")
}

// TestFirerCannotFire: a hit or a nuke "by" an Ogre's weapons module that
// is Systems Down or destroyed is refused, as its activation says it
// cannot fire (002 OGRE for DSII, Systems Down, Weapons Module: "cannot be
// used until a successful repair is done by the Electronics Module");
// override lets the referee through, logged.
func TestFirerCannotFire(t *testing.T) {
	const down = "MK5.secondary5 is Systems Down: its weapons cannot be used until a successful repair is done by the Electronics Module (002 OGRE for DSII, Systems Down, Weapons Module)"
	for _, c := range []struct {
		name    string
		before  []string
		line    string
		refusal string
		log     string
	}{
		// 002 OGRE for DSII, Systems Down, Weapons Module.
		{name: "an element hit by a module Systems Down", line: "hit HVY red3,yellow2 by MK5.secondary5", refusal: down},
		{name: "an Ogre's module hit by a module Systems Down", line: "hit MK1.em ko by MK5.secondary5", refusal: down},
		{name: "a draw by a module Systems Down", line: "hit HVY draw 2 by MK5.secondary5", refusal: down},
		{name: "a nuke by a module Systems Down", line: "nuke MK1 outer by MK5.secondary5", refusal: down},
		{name: "the refusal says the repair", line: "hit HVY red3 by MK5.secondary5", refusal: "secondary5 cannot fire until repaired (repair MK5.secondary5 sd), or put \"override\" before the command"},
		// 002 OGRE for DSII, Kill, Weapons Module: "The weapons module is destroyed".
		{name: "a hit by a destroyed module", line: "hit HVY red3 by MK5.secondary4", refusal: "MK5.secondary4 is destroyed and cannot fire"},
		{name: "override lets the referee through", line: "override hit HVY red3,yellow2 by MK5.secondary5", log: "HVY is destroyed by MK5.secondary5."},
		{name: "repaired, it fires again", before: []string{"repair MK5.secondary5 sd die 6"}, line: "hit HVY red3,yellow2 by MK5.secondary5", log: "HVY is destroyed by MK5.secondary5."},
		{name: "a module that can fire", line: "hit HVY red3,yellow2 by MK5.secondary1", log: "HVY is destroyed by MK5.secondary1."},
		{name: "a unit named, not a module", line: "hit HVY red3 by MK1", log: "no effect"},
		// 002 OGRE for DSII, Systems Down, Electronics Module: "operate at one quality level lower".
		{name: "an EM Systems Down still acts", before: []string{"hit MK5.em sd"}, line: "hit HVY red3 by MK5.em", log: "no effect"},
		// destroy records a kill judged at the table; the firer may be down since.
		{name: "destroy credits a module down since", line: "destroy HVY by MK5.secondary5"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := elementGame(t)
			play(t, g, "hit MK5.secondary5 sd", "hit MK5.secondary4 ko")
			play(t, g, c.before...)
			cmd, err := g.ParseCommand(c.line)
			if err != nil {
				t.Fatalf("%s: %v", c.line, err)
			}
			events, err := engine.Resolve(g, cmd, engine.NewSeeded(1, 1))
			switch {
			case c.refusal != "":
				if err == nil || !strings.Contains(err.Error(), c.refusal) {
					t.Errorf("%s: %v, want a refusal saying %q", c.line, err, c.refusal)
				}
				if _, ok := engine.Refusal(err); err != nil && !ok {
					t.Errorf("%s: %v is no refusal", c.line, err)
				}
				return
			case err != nil:
				t.Fatalf("%s: %v", c.line, err)
			}
			var text []string
			for _, e := range events {
				text = append(text, e.Text)
			}
			if all := strings.Join(text, " "); !strings.Contains(all, c.log) {
				t.Errorf("log %q, want %q", all, c.log)
			}
			if strings.HasPrefix(c.line, "override ") && events[0].Kind != engine.EventOverride {
				t.Errorf("the override is not logged first: %+v", events[0])
			}
		})
	}
}
