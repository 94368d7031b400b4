package dsii_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/engine/dsii/dsiitest"
)

// resolveEvents resolves line in g and applies its events, returning them.
func resolveEvents(t *testing.T, g *engine.Game, line string) ([]engine.Event, error) {
	t.Helper()
	cmd, err := g.ParseCommand(line)
	if err != nil {
		return nil, err
	}
	events, err := engine.Resolve(g, cmd, engine.NewSeeded(3, 5))
	if err != nil {
		return nil, err
	}
	for _, e := range events {
		if err := g.Apply(e); err != nil {
			t.Fatalf("apply %s: %v", e.Kind, err)
		}
	}
	return events, nil
}

// resolveOrRefused resolves line on g as resolveEvents does and reports
// whether the case goes on: with refusal "" the line must resolve, else it
// must be refused with a sentence saying refusal, and the case ends.
func resolveOrRefused(t *testing.T, g *engine.Game, line, refusal string) ([]engine.Event, bool) {
	t.Helper()
	events, err := resolveEvents(t, g, line)
	switch {
	case refusal == "" && err != nil:
		t.Fatalf("%s: %v", line, err)
	case refusal != "":
		if err == nil || !strings.Contains(err.Error(), refusal) {
			t.Errorf("%s: %v, want a refusal saying %q", line, err, refusal)
		}
		return nil, false
	}
	return events, true
}

// TestNukeInOneCommand: one command resolves a blast's attacks on every
// module of every Ogre named, with the zone's count of chits, drawn from
// the cup or typed module by module; the bare command only announces it,
// as it always did.
func TestNukeInOneCommand(t *testing.T) {
	noCup := dsiitest.MarkIDesign
	for _, c := range []struct {
		name    string
		house   string // the house file; dsiitest.HouseMarkI (MK1: EM 4, tread 5, main 7, rack 5; 4 × red3) when empty
		before  []string
		line    string
		refusal string
		sd      int      // Systems Down hits (the EMP's)
		attacks []string // per module attacked, "MODULE CHITS" as drawn or typed
		says    string   // a hit's sentence says
		status  map[string]engine.Status
	}{
		// 002 OGRE for DSII, OGREs and Nukes: "INNER ZONE: All Modules of the OGRE are attacked with 3 chits each, all colors valid.
		// Additionally, each Module suffers a Systems Down chit from the electro-magnetic pulse (EMP)."
		{name: "inner, drawn from the cup", line: "nuke MK1 inner draw", sd: 3,
			attacks: []string{"em red3,red3,red3", "tread1 red3,red3,red3", "main1 red3,red3,red3", "rack1 red3,red3,red3"},
			says:    "The blast's 3 chits drawn from the cup (4 chits), refilled for each draw, on d4 3, d3 3, d2 2: MK1.main1 is hit (red3, red3, red3)",
			status:  map[string]engine.Status{"main1": engine.StatusDestroyed, "rack1": engine.StatusDestroyed, "em": engine.StatusOK}},
		// 002 OGRE for DSII, OGREs and Nukes: "MIDDLE ZONE: All Modules of the OGRE are attacked with 2 chits each, all colors valid."
		{name: "middle, typed", house: noCup, line: "nuke MK1 middle em:red3,green0 tread1:yellow1,green0 main1:red3,red3 rack1:m,boom by MK5",
			attacks: []string{"em red3,green0", "tread1 yellow1,green0", "main1 red3,red3", "rack1 m,boom"},
			says:    "MK1.rack1 is hit by MK5 (m, boom)",
			status:  map[string]engine.Status{"rack1": engine.StatusDestroyed, "main1": engine.StatusOK}},
		// 002 OGRE for DSII, OGREs and Nukes: "OUTER ZONE: All Modules of the OGRE are attacked with 1 chit each, all colors valid."
		{name: "outer, two Ogres", house: noCup, before: []string{"add house-mark-i as MK2 side defence"},
			line:    "nuke MK1,MK2 outer MK1.em:red3 MK1.tread1:green0 MK1.main1:green0 MK1.rack1:yellow1 MK2.em:red2 MK2.tread1:green0 MK2.main1:red1 MK2.rack1:tsd",
			attacks: []string{"em red3", "tread1 green0", "main1 green0", "rack1 yellow1", "em red2", "tread1 green0", "main1 red1", "rack1 tsd"}},
		{name: "a module destroyed is left out", house: noCup, before: []string{"hit MK1.main1 red3,red3,red3"},
			line: "nuke MK1 outer em:red3 tread1:green0 rack1:yellow1", attacks: []string{"em red3", "tread1 green0", "rack1 yellow1"}},
		{name: "a blank armour read at the table", line: "nuke MK5 outer " + markVOuter(), says: "MK5.ap16 is hit (dmg as read): Damaged"},
		// The bare command announces the blast as it did: the referee enters each module's chits with hit.
		{name: "bare, announced", line: "nuke MK1 inner", sd: 3, says: "enter each with hit"},
		{name: "a module left out", house: noCup, line: "nuke MK1 outer em:red3 tread1:green0 main1:green0", refusal: "MK1's rack1 is given no chits; every module of an Ogre the blast catches is attacked with 1 chit"},
		{name: "two modules left out", house: noCup, line: "nuke MK1 outer em:red3 tread1:green0", refusal: "MK1's main1, rack1 are given no chits"},
		{name: "a module it does not have", house: noCup, line: "nuke MK1 outer em:red3 tread1:green0 main1:green0 rack1:green0 tread2:red1", refusal: `MK1 has no module "tread2"`},
		{name: "a count short", house: noCup, line: "nuke MK1 inner em:red3,red1 tread1:green0,green0,green0 main1:green0,red1,red1 rack1:green0,red1,red1", refusal: "MK1.em is given 2 chits; in the inner zone every module is attacked with 3 chits"},
		{name: "a count over", house: noCup, line: "nuke MK1 outer em:red3,red1 tread1:green0 main1:green0 rack1:green0", refusal: "MK1.em is given 2 chits; in the outer zone every module is attacked with 1 chit"},
		{name: "a module twice", house: noCup, line: "nuke MK1 outer em:red3 em:red1 tread1:green0 main1:green0 rack1:green0", refusal: "MK1.em is given twice"},
		{name: "a module destroyed", house: noCup, before: []string{"hit MK1.main1 red3,red3,red3"}, line: "nuke MK1 outer em:red3 tread1:green0 main1:green0 rack1:green0", refusal: "MK1.main1 is destroyed already: leave it out"},
		{name: "an Ogre not named", house: noCup, line: "nuke MK1 outer MK5.em:red3", refusal: "MK5 is not named in this blast"},
		{name: "several Ogres, a module of none", house: noCup, before: []string{"add house-mark-i as MK2 side defence"}, line: "nuke MK1,MK2 outer em:red3", refusal: "names no Ogre, and the blast catches MK1, MK2"},
		{name: "a word without chits", house: noCup, line: "nuke MK1 outer em", refusal: `"em" gives no module's chits`},
		{name: "a chit the cup cannot hold", line: "nuke MK1 outer em:red4 tread1:red3 main1:red3 rack1:red3", refusal: "MK1.em: red4 is no chit of the game's cup"},
		{name: "a draw on blank armour", line: "nuke MK5 inner draw", refusal: "MK5's design gives no armour for em,"},
		{name: "a draw without a cup", house: noCup, line: "nuke MK1 inner draw", refusal: "no cup"},
		{name: "an Ogre twice", line: "nuke MK1,MK1 outer draw", refusal: "MK1 is named twice"},
		{name: "dice with a bare blast", line: "nuke MK1 outer die 3", refusal: "no die is rolled for a nuclear blast"},
	} {
		t.Run(c.name, func(t *testing.T) {
			house := dsiitest.HouseMarkI
			if c.house != "" {
				house = c.house
			}
			g, err := engine.NewGame(houseCatalog(t, house), dsii.Variant, engine.Inches, nil)
			if err != nil {
				t.Fatal(err)
			}
			play(t, g, "add house-mark-i as MK1 side defence", "add dsii-mark-v as MK5 side ogre")
			play(t, g, c.before...)
			events, ok := resolveOrRefused(t, g, c.line, c.refusal)
			if !ok {
				return
			}
			sd, says := 0, c.says == ""
			var attacks []string
			for _, e := range events {
				says = says || strings.Contains(e.Text, c.says)
				if e.Kind != dsii.EventHit {
					continue
				}
				if strings.Contains(e.Text, "the EMP's Systems Down") {
					sd++
					continue
				}
				var d struct {
					Module string   `json:"module"`
					Drawn  []string `json:"drawn"`
				}
				if err := json.Unmarshal(e.Data, &d); err != nil {
					t.Fatal(err)
				}
				chits := strings.Join(d.Drawn, ",")
				if len(d.Drawn) == 0 {
					_, rest, _ := strings.Cut(e.Text, "(")
					chits, _, _ = strings.Cut(rest, ")")
					chits = strings.ReplaceAll(chits, ", ", ",")
				}
				attacks = append(attacks, d.Module+" "+chits)
			}
			if sd != c.sd {
				t.Errorf("%s: %d Systems Down hits, want %d", c.line, sd, c.sd)
			}
			if c.attacks != nil && strings.Join(attacks, "; ") != strings.Join(c.attacks, "; ") {
				t.Errorf("%s attacks\n%s\nwant\n%s", c.line, strings.Join(attacks, "; "), strings.Join(c.attacks, "; "))
			}
			if !says {
				t.Errorf("%s: no sentence says %q", c.line, c.says)
			}
			for id, want := range c.status {
				if got := dsii.UnitOf(g.Unit("MK1")).Module(id).Status; got != want {
					t.Errorf("%s leaves MK1.%s %s, want %s", c.line, id, got, want)
				}
			}
		})
	}
}

// markVOuter returns an outer blast's chits typed for every module of a
// Mark V, as read at the table (its design gives no armour): "dmg", and a
// KO with an M on its first tread module.
func markVOuter() string {
	out := []string{"tread1:ko,m"}
	for _, id := range []string{"em", "tread2", "tread3", "tread4", "main1", "main2"} {
		out = append(out, id+":dmg")
	}
	for i := 1; i <= 6; i++ {
		out = append(out, fmt.Sprintf("secondary%d:dmg missile%d:dmg", i, i))
	}
	for i := 1; i <= 16; i++ {
		out = append(out, fmt.Sprintf("ap%d:dmg", i))
	}
	return strings.Join(out, " ")
}
