package dsiiview

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/tracker/internal/trackertest"
	"ogretable/tracker/present"
)

// TestDSIICredit: a DSII game's kill credit names the attacker each
// command gave (by UNIT, the rammer), on its side, for each module
// destroyed, BMF lost and unit destroyed; a loss whose command named no
// attacker, and a marker, credit no one (issue 22, kill credit).
func TestDSIICredit(t *testing.T) {
	g, err := engine.NewGame(trackertest.Catalog(t), dsii.Variant, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	if present.CreditsNone(present.ViewOf(g).NewCredit()) {
		t.Fatal("the DSII view credits no one")
	}
	var got []string
	c := present.ViewOf(g).NewCredit()
	for i, line := range []string{
		"add dsii-mark-v as MK5 side ogre", "add heavy-tank as HT side defence", "add infantry-squad as INF side defence",
		"add heavy-tank as OWN side ogre",
		// 002 OGRE for DSII, Knocked Out: "Weapons Module - The weapons module is destroyed".
		"hit MK5.main1 ko by HT",
		"hit MK5.main2 ko",
		"hit MK5.secondary1 tsd by HT",
		// Tread Modules: "KO - permanent loss of 1 MPF".
		"hit MK5.tread3 ko by INF",
		// Ramming resolution: "3 for militia".
		"activate MK5.tread1", "ram MK5.tread1 INF infantry militia red3,green1,green1,green1,green1",
		"destroy HT by MK5.secondary2",
		"destroy OWN by MK5",
	} {
		cmd, err := g.ParseCommand(line)
		if err != nil {
			t.Fatal(err)
		}
		evs, err := engine.Resolve(g, cmd, engine.NewSeeded(1, uint64(i+1)))
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		for _, e := range evs {
			if ef, ok := c.Next(g, int64(i+1), e); ok {
				s := fmt.Sprintf("%s (%s): %s", ef.By.Who, ef.By.Side, ef.What)
				if ef.Own {
					s += " (own)"
				}
				got = append(got, s)
			}
			if err := g.Apply(e); err != nil {
				t.Fatal(err)
			}
		}
	}
	want := []string{
		"HT (defence): MK5.main1",
		"INF (defence): 1 BMF of MK5.tread3",
		"MK5 (ogre): INF destroyed",
		"MK5.secondary2 (ogre): HT destroyed",
		"MK5 (ogre): OWN destroyed (own)",
	}
	if !slices.Equal(got, want) {
		t.Errorf("the credit is\n%q\nwant\n%q", got, want)
	}
}

// TestDSIIRolledBy: the dice of a DSII event that names its attackers (a
// SMAK round's homing roll, the chits a rammer draws) are its attackers'
// side's, as the report's dice table counts them.
func TestDSIIRolledBy(t *testing.T) {
	g, err := engine.NewGame(trackertest.Catalog(t), dsii.Variant, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range []string{"add dsii-mark-v as MK5 side ogre", "add heavy-tank as HT side defence"} {
		cmd, err := g.ParseCommand(line)
		if err != nil {
			t.Fatal(err)
		}
		evs, err := engine.Resolve(g, cmd, engine.NewSeeded(1, uint64(i+1)))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			if err := g.Apply(e); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, c := range []struct {
		e    engine.Event
		want string
	}{
		{engine.Event{Kind: dsii.EventSMAK, Unit: "MK5", Attackers: []string{"HT"}, Dice: []engine.Die{{Sides: 8, Value: 3}}}, "defence"},
		{engine.Event{Kind: dsii.EventHit, Unit: "MK5", Attackers: []string{"HT.main1"}, Dice: []engine.Die{{Sides: 8, Value: 3}}}, "defence"},
		{engine.Event{Kind: dsii.EventRepair, Unit: "MK5", Dice: []engine.Die{{Sides: 10, Value: 3}}}, "ogre"},
		// 002 OGRE for DSII: a SMAK round with no "by" is the enemy's
		// (issue 22 review: the log said defence, the report ogre).
		{engine.Event{Kind: dsii.EventSMAK, Unit: "MK5", Dice: []engine.Die{{Sides: 6, Value: 6}, {Value: 1}}}, "defence"},
		{engine.Event{Kind: engine.EventPhase, SideIndex: -1}, "turn"},
	} {
		if got := present.RolledBy(g, c.e, "turn"); got != c.want {
			t.Errorf("%s by %v: rolled by %q, want %q", c.e.Kind, c.e.Attackers, got, c.want)
		}
	}
}

// TestDSIICreditFinalOption: an Ogre's self-destruct is credited to its
// own Final Option, not left uncredited (002 OGRE for DSII, The Final
// Option: "effectively destroying itself"); its announcement credits
// nothing.
func TestDSIICreditFinalOption(t *testing.T) {
	g, err := engine.NewGame(trackertest.Catalog(t), dsii.Variant, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := present.ViewOf(g).NewCredit()
	var got []string
	for i, line := range []string{"add dsii-mark-v as MK5 side ogre", "destruct MK5", "next", "destruct MK5 die 2"} {
		cmd, err := g.ParseCommand(line)
		if err != nil {
			t.Fatal(err)
		}
		evs, err := engine.Resolve(g, cmd, engine.NewSeeded(1, uint64(i+1)))
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		for _, e := range evs {
			if ef, ok := c.Next(g, int64(i+1), e); ok {
				got = append(got, fmt.Sprintf("%s (%s): %s", ef.By.Who, ef.By.Side, ef.What))
			}
			if err := g.Apply(e); err != nil {
				t.Fatal(err)
			}
		}
	}
	if want := []string{"MK5's Final Option (ogre): MK5 destroyed"}; !slices.Equal(got, want) {
		t.Errorf("the credit is %q, want %q", got, want)
	}
}

// TestDSIIUncredited: the losses the kill credit gives no one are those
// whose command named no attacker, and those whose record cannot be read,
// which it says rather than drops; a loss credited, a Final Option and an
// event that takes nothing are not among them (002 OGRE for DSII, The Final
// Option: "effectively destroying itself").
func TestDSIIUncredited(t *testing.T) {
	for _, c := range []struct {
		name string
		e    engine.Event
		want string
	}{
		{name: "a module destroyed, no attacker", e: engine.Event{Kind: dsii.EventHit, Unit: "MK5", Data: []byte(`{"module":"main1","destroyed":true}`)}, want: "MK5.main1"},
		{name: "a module destroyed by HT", e: engine.Event{Kind: dsii.EventHit, Unit: "MK5", Attackers: []string{"HT"}, Data: []byte(`{"module":"main1","destroyed":true}`)}},
		{name: "a hit that takes nothing", e: engine.Event{Kind: dsii.EventHit, Unit: "MK5", Data: []byte(`{"module":"main1"}`)}},
		{name: "an unreadable hit", e: engine.Event{Kind: dsii.EventHit, Unit: "MK5", Attackers: []string{"HT"}, Data: []byte(`{"module":`)},
			want: "an event of MK5 whose record cannot be read (dsii: a hit on MK5 whose data cannot be read"},
		{name: "an unreadable Final Option", e: engine.Event{Kind: dsii.EventDestruct, Unit: "MK1", Data: []byte(`[`)},
			want: "an event of MK1 whose record cannot be read (dsii: a Final Option of MK1 whose data cannot be read"},
		{name: "a unit destroyed, no attacker", e: engine.Event{Kind: engine.EventDestroyed, Unit: "HT"}, want: "HT destroyed"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, ok := Credit{}.Uncredited(c.e)
			if ok != (c.want != "") || !strings.HasPrefix(got, c.want) {
				t.Errorf("Uncredited = %q, %v; want %q", got, ok, c.want)
			}
		})
	}
}
