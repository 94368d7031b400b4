package dsii_test

import (
	"slices"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
)

// TestEventSide: the log names the side that acted in each event of a
// command (002 OGRE for DSII, OGRE activation: the units of both sides
// activate in one phase); an attack on an Ogre's module is its attacker's,
// so a missile's homing and its chits are both the launching Ogre's side
// (OGRE Missiles: a SMAK round on the firing EM's die).
func TestEventSide(t *testing.T) {
	for _, c := range []struct {
		name   string
		before []string
		line   string
		want   []string
		all    string // when set, the side of every event, however many
	}{
		{name: "a missile's homing and its chits", before: []string{"tas MV x1 die 9", "launch MV"},
			line: "smak MK1.tread1 missile MV red3,red2,red1,yellow2,green0,red3 die 8 3", want: []string{"ogre", "ogre"}},
		{name: "artillery's round credited to a defence unit", line: "smak MK5.tread1 basic light red3,red3 by HT1 die 6 1",
			want: []string{"defence", "defence"}},
		{name: "a hit without its attacker", line: "hit MK5.tread2 dmg", want: []string{"defence"}},
		{name: "a hit without its attacker on the defence's Ogre", line: "hit MK1.main1 ko", want: []string{"ogre"}},
		// 002 OGRE for DSII, OGREs and Nukes: a blast is an attack on every module, so a
		// blast whose nuke no unit is named for names the side a hit without its attacker
		// names: the side that is not the Ogre's.
		{name: "a blast without its attacker", line: "nuke MK5 outer", want: []string{"defence"}},
		{name: "a blast without its attacker on the defence's Ogre", line: "nuke MK1 outer", want: []string{"ogre"}},
		{name: "the EMP without its attacker on the defence's Ogre", line: "nuke MK1 inner", all: "ogre"},
		{name: "a blast of a defence unit's nuke on the defence's Ogre", line: "nuke MK1 outer by HT1", want: []string{"defence"}},
		{name: "a hit by an Ogre's module", line: "hit MK1.main1 ko by MK5.main1", want: []string{"ogre"}},
		{name: "a hit on its own side's Ogre", line: "hit MK5.main1 ko by MV", want: []string{"ogre"}},
		// 002 OGRE for DSII, Ramming resolution: "The OGRE pulls chits for each element
		// impacted"; "Each rammed vehicle pulls 1 chit for each size point it has".
		{name: "an Ogre rams a vehicle", line: "ram MK5.tread3 HT1 size 3 draw back draw", want: []string{"ogre", "defence"}},
		{name: "an Ogre runs infantry over", line: "ram MK5.tread2 INF1 infantry line draw", want: []string{"ogre", "ogre"}},
		// Non-OGRE vehicles ramming OGREs: "The rammed OGRE may also damage the ramming vehicle".
		{name: "a vehicle rams an Ogre", line: "ram HT1 size 2 MK5.tread1 confidence pass draw back draw", want: []string{"defence", "defence", "ogre"}},
		{name: "a vehicle's failed Confidence Test", line: "ram HT1 size 2 MK5.tread1 confidence fail", want: []string{"defence", "defence"}},
		{name: "an Ogre's repair", before: []string{"hit MK5.main1 tsd"}, line: "repair MK5.main1 die 6", want: []string{"ogre"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := engine.NewGame(houseCatalog(t, houseMarkV), dsii.Variant, engine.Inches, nil)
			if err != nil {
				t.Fatal(err)
			}
			play(t, g, "add house-mark-v as MK5 side ogre", "add house-mark-i as MK1 side defence", "add heavy-tank as HT1 side defence", "add dsii-mark-v as MV side ogre", "add infantry-squad as INF1 side defence")
			play(t, g, c.before...)
			activateRammer(t, g, c.line)
			cmd, err := g.ParseCommand(c.line)
			if err != nil {
				t.Fatal(err)
			}
			events, err := engine.Resolve(g, cmd, engine.NewSeeded(5, 1))
			if err != nil {
				t.Fatalf("%s: %v", c.line, err)
			}
			var got []string
			for i, side := range engine.ActingSides(g, events) {
				if events[i].Kind != engine.EventDefined {
					got = append(got, side)
				}
			}
			if c.all != "" {
				c.want = slices.Repeat([]string{c.all}, max(len(got), 2))
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("%s: sides %q, want %q", c.line, got, c.want)
			}
		})
	}
}
