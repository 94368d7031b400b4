package dsii_test

import (
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
)

// TestBy: hit, ram and destroy name who attacked ("by UNIT", an Ogre's
// module, the rammer), and Loss says what each event takes, for the
// battle report's kill credit.
func TestBy(t *testing.T) {
	for _, c := range []struct {
		name, line, refusal string
		text                string
		by                  []string // the last event's attackers
		loss                string   // what the last event takes; "" for nothing
	}{
		{name: "a hit by a unit", line: "hit MK1.main1 red3,red3,red3 by HT1", text: "MK1.main1 is hit by HT1 (red3, red3, red3)", by: []string{"HT1"}, loss: "MK1.main1"},
		{name: "a hit by an Ogre's module", line: "hit MK1.tread1 dmg by mk5.MAIN2", text: "MK1.tread1 is hit by MK5.main2", by: []string{"MK5.main2"}, loss: "1 BMF of MK1.tread1"},
		// 002 OGRE for DSII, Damage and Special Damage: "Systems Down ... Weapons Module - The
		// Weapons in this module cannot be used": a marker, no loss.
		{name: "a marker is no loss", line: "hit MK1.main1 tsd by HT1", by: []string{"HT1"}},
		{name: "a hit by no one", line: "hit MK1.main1 ko", loss: "MK1.main1"},
		{name: "a module no Ogre has", line: "hit MK1.main1 ko by MK5.main9", refusal: "MK5 has no module \"main9\""},
		{name: "a unit's module", line: "hit MK1.main1 ko by HT1.main1", refusal: "HT1 has no modules"},
		{name: "itself", line: "hit MK1.main1 ko by MK1.main1", refusal: "on itself"},
		{name: "by nothing", line: "hit MK1.main1 ko by", refusal: "names one attacker"},
		{name: "by twice", line: "hit MK1.main1 ko by HT1 by MK5", refusal: "names one attacker"},
		{name: "destroy a vehicle", line: "destroy HT1 by MK5.main1", text: "HT1 is destroyed, as the referee records it; credited to MK5.main1.", by: []string{"MK5.main1"}, loss: "HT1 destroyed"},
		{name: "destroy an Ogre", line: "destroy MK1 by MK5", text: "MK1, an Ogre of modules, is destroyed, as the referee judges it (When an Ogre is destroyed)", by: []string{"MK5"}, loss: "MK1 destroyed"},
		{name: "destroy twice", line: "destroy INF1", refusal: "INF1 is destroyed already"},
		{name: "a ram's chits against the Ogre", line: "ram HT1 size 3 MK5.tread1 confidence pass red3,red3,red2 back green0,green0,green0,green0,green0", by: []string{"MK5"}, text: "MK5.tread1 is hit by HT1 (red3, red3, red2; valid red,yellow,no-specials): 8 valid points against armour 7: Knocked Out; -1 BMF (3 left).", loss: ""},
		{name: "infantry run over", line: "ram MK5.tread2 INF2 infantry militia red3,green0,green0,green0,green0", by: []string{"MK5"}, loss: "INF2 destroyed"},
		// 002 OGRE for DSII, OGREs and Nukes: "each Module suffers a Systems Down chit": no loss.
		{name: "a nuke by an Ogre", line: "nuke MK5 inner by MK1", text: "A nuclear blast of MK1 catches MK5 in its inner zone: the EMP puts every module Systems Down (a tread module: no effect); every module is attacked with 3 chits, all colours valid: enter each with hit ... by MK1.", by: []string{"MK1"}},
		{name: "a nuke by itself", line: "nuke MK5 inner by MK5", refusal: "on itself"},
		// 002 OGRE for DSII, The Final Option: "effectively destroying itself".
		{name: "the Final Option", line: "destruct MK1 die 1", loss: "MK1 destroyed"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := engine.NewGame(houseCatalog(t, houseMarkV), dsii.Variant, engine.Inches, nil)
			if err != nil {
				t.Fatal(err)
			}
			play(t, g, "add house-mark-v as MK5 side ogre", "add house-mark-i as MK1 side defence", "add heavy-tank as HT1 side defence",
				"add infantry-squad as INF1 side defence", "add infantry-squad as INF2 side defence", "destroy INF1", "destruct MK1")
			activateRammer(t, g, c.line)
			cmd, err := g.ParseCommand(c.line)
			var events []engine.Event
			if err == nil {
				events, err = engine.Resolve(g, cmd, engine.NewSeeded(3, 1))
			}
			switch {
			case c.refusal != "" && (err == nil || !strings.Contains(err.Error(), c.refusal)):
				t.Fatalf("%s: %v, want a refusal saying %q", c.line, err, c.refusal)
			case c.refusal != "":
				return
			case err != nil:
				t.Fatalf("%s: %v", c.line, err)
			}
			var text []string
			for _, e := range events {
				text = append(text, e.Text)
				if err := g.Apply(e); err != nil {
					t.Fatal(err)
				}
			}
			if !strings.Contains(strings.Join(text, "\n"), c.text) {
				t.Errorf("the log lacks %q:\n%s", c.text, strings.Join(text, "\n"))
			}
			last := events[len(events)-1]
			if !slices.Equal(last.Attackers, c.by) {
				t.Errorf("the last event names attackers %q, want %q", last.Attackers, c.by)
			}
			if got, ok, err := dsii.Loss(last); err != nil || got != c.loss || ok != (c.loss != "") {
				t.Errorf("Loss = %q, %v, want %q", got, ok, c.loss)
			}
			if strings.HasPrefix(c.line, "destroy ") && g.Unit(cmd.Label).Status != engine.StatusDestroyed {
				t.Errorf("%s is %s after %q", cmd.Label, g.Unit(cmd.Label).Status, c.line)
			}
		})
	}
}

// TestAssault: an Ogre in a Close Assault takes no Confidence Test and may
// not withdraw; its AP modules fire at the infantry, its other weapons
// modules but its missiles and racks at the vehicles, IAVR validity; a
// module Systems Down or destroyed does not fire (002 OGRE for DSII, OGREs
// in Close Assault).
func TestAssault(t *testing.T) {
	g := newGame(t)
	play(t, g, "add dsii-mark-v as MV side ogre", "hit MV.ap3 tsd", "hit MV.main1 ko", "hit MV.secondary6 sd")
	text, err := logOf(t, g, "assault MV")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"MV is in a Close Assault: it takes no Confidence Test and may not withdraw.",
		"Its AP modules within LoS of the assaulting infantry (ap1-ap2, ap4-ap16) fire as DSII's Close Assault rules give.",
		"main2, secondary1-secondary5 may fire at the enemy vehicles in the assault, their weapons' chits at IAVR validity.",
		"Its missile modules and racks may not fire.",
		"secondary6, ap3 cannot fire until repaired (Systems Down).",
		"this fire spends no activation",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the log lacks %q:\n%s", want, text)
		}
	}
	if n := len(dsii.GameOf(g).Activated["MV"]); n != 0 {
		t.Errorf("a Close Assault activated %d of MV's units", n)
	}
	for _, c := range []struct{ line, refusal string }{
		{"assault HT", "no unit"},
		{"assault", "write \"assault OGRE\""},
	} {
		if err := try(g, c.line); err == nil || !strings.Contains(err.Error(), c.refusal) {
			t.Errorf("%s: %v, want a refusal saying %q", c.line, err, c.refusal)
		}
	}
}
