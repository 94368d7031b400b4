package dsii_test

import (
	"slices"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
)

// TestLogVersion0Texts: for a sentence this build writes, the changes of
// version 1 of OGRE for DSII's log give the sentence version 0 wrote, as
// the build d82c4ba logged it (gamefile/testdata/earlier-build), and, where
// a sentence has several changes, each undone alone too (a build between
// made one and not the other); a log of version 1 wrote this build's
// sentence only; a sentence no change touches is only itself.
func TestLogVersion0Texts(t *testing.T) {
	g, err := engine.NewGame(houseCatalog(t), dsii.Variant, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	const (
		cup     = "2 chits drawn from the cup of 4 × red3, 3 × yellow1, 2 × green0, 1 × boom (10 chits), refilled for each draw"
		ignored = `(OGRE Main Batteries: "Any Fire System Down chits pulled are ignored")`
	)
	cases := []struct {
		name string
		kind engine.EventKind
		now  string
		was  []string // every sentence version 0 may have written, now's first
	}{
		{"a battery's weapon", dsii.EventActivated, "MK1's main battery (DFFG/6) activates: main1 fires on the EM's d6.",
			[]string{"MK1's main battery (DFFG/6) activates: main1 fires on the EM's d6.", "MK1's main battery activates: main1 fires on the EM's d6."}},
		{"a battery named with its facing", dsii.EventActivated, "MK5's secondary (right) battery (MDC/5) activates: secondary1, secondary2 and secondary3 fire on the EM's d10.",
			[]string{"MK5's secondary (right) battery (MDC/5) activates: secondary1, secondary2 and secondary3 fire on the EM's d10.",
				"MK5's secondary (right) battery activates: secondary1, secondary2 and secondary3 fire on the EM's d10."}},
		{"an undo quoting an activation", engine.MarkUndo, "Undone: MK5's secondary (right) battery (MDC/5) activates: secondary1 fires on the EM's d10.",
			[]string{"Undone: MK5's secondary (right) battery (MDC/5) activates: secondary1 fires on the EM's d10.",
				"Undone: MK5's secondary (right) battery activates: secondary1 fires on the EM's d10."}},
		{"a draw's dice and 1 valid point", dsii.EventHit, cup + ", on d10 5, d9 9: MK1.main1 is hit (yellow1, boom): 1 valid point against armour 7: no KO or DMG; destroyed.",
			[]string{cup + ", on d10 5, d9 9: MK1.main1 is hit (yellow1, boom): 1 valid point against armour 7: no KO or DMG; destroyed.",
				cup + ", on d10 5, d9 9: MK1.main1 is hit (yellow1, boom): 1 valid points against armour 7: no KO or DMG; destroyed.",
				cup + ": MK1.main1 is hit (yellow1, boom): 1 valid point against armour 7: no KO or DMG; destroyed.",
				cup + ": MK1.main1 is hit (yellow1, boom): 1 valid points against armour 7: no KO or DMG; destroyed."}},
		{"a SMAK round's draw", dsii.EventHit, "The SMAK-TM round on MK1.tread1 (" + cup + ", on d10 2, d9 7; valid red,yellow): MK1.tread1 is hit by HT1 (red3, green0; valid red,yellow): 3 valid points against armour 5: no KO or DMG; no effect.",
			[]string{"The SMAK-TM round on MK1.tread1 (" + cup + ", on d10 2, d9 7; valid red,yellow): MK1.tread1 is hit by HT1 (red3, green0; valid red,yellow): 3 valid points against armour 5: no KO or DMG; no effect.",
				"The SMAK-TM round on MK1.tread1 (" + cup + "; valid red,yellow): MK1.tread1 is hit by HT1 (red3, green0; valid red,yellow): 3 valid points against armour 5: no KO or DMG; no effect."}},
		{"a tread Damaged with an M", dsii.EventHit, "MK1.tread1 is hit (red3, yellow2, m): 5 valid points against armour 5: Damaged; -1 BMF (4 left), no DMG marker, the BMF is lost for good. " + dsii.ReadingTreadOneBMF.String(),
			[]string{"MK1.tread1 is hit (red3, yellow2, m): 5 valid points against armour 5: Damaged; -1 BMF (4 left), no DMG marker, the BMF is lost for good. " + dsii.ReadingTreadOneBMF.String(),
				"MK1.tread1 is hit (red3, yellow2, m): 5 valid points against armour 5: Damaged; -1 BMF (4 left)."}},
		{"an FSD by a vehicle", dsii.EventHit, "MK5.secondary2 is hit by HT1 (ko as read, fsd): Knocked Out; destroyed. An FSD chit: the firer's system is down, HT1's, by DSII's rules.",
			[]string{"MK5.secondary2 is hit by HT1 (ko as read, fsd): Knocked Out; destroyed. An FSD chit: the firer's system is down, HT1's, by DSII's rules.",
				"MK5.secondary2 is hit by HT1 (ko as read, fsd): Knocked Out; destroyed. An FSD chit: the firer's system is down, unless the firer is an Ogre " + ignored + "."}},
		{"an FSD by an Ogre", dsii.EventHit, "MK1.rack1 is hit by MK5.secondary1 (red3, fsd): 3 valid points against armour 5: no KO or DMG; no effect. An FSD chit: ignored, MK5 being an Ogre " + ignored + ".",
			[]string{"MK1.rack1 is hit by MK5.secondary1 (red3, fsd): 3 valid points against armour 5: no KO or DMG; no effect. An FSD chit: ignored, MK5 being an Ogre " + ignored + ".",
				"MK1.rack1 is hit by MK5.secondary1 (red3, fsd): 3 valid points against armour 5: no KO or DMG; no effect. An FSD chit: the firer's system is down, unless the firer is an Ogre " + ignored + "."}},
		{"a failed Reaction Test", dsii.EventReaction, "HT1 takes a Reaction Test facing MK5 (Threat Level +3) and fails: it stays and acts, or moves no closer to the Ogre and does not come within its LoS (it may stop just out of LoS and pull back).",
			[]string{"HT1 takes a Reaction Test facing MK5 (Threat Level +3) and fails: it stays and acts, or moves no closer to the Ogre and does not come within its LoS (it may stop just out of LoS and pull back).",
				"HT1 takes a Reaction Test facing MK5 (Threat Level +3) and fails: it stays and acts, or moves no closer to the Ogre and out of its LoS."}},
		{"one abort", dsii.EventLaunch, "MK5's missile unit launches 2 missiles at its impact markers (missile1, missile2); 1 abort asked, d10 2, 4+ each: 0 aborted.",
			[]string{"MK5's missile unit launches 2 missiles at its impact markers (missile1, missile2); 1 abort asked, d10 2, 4+ each: 0 aborted.",
				"MK5's missile unit launches 2 missiles at its impact markers (missile1, missile2); 1 aborts asked, d10 2, 4+ each: 0 aborted."}},
		{"one air target", dsii.EventAA, "MK5.main2 fires in Air Defense Mode at 1 air target (EM d10, -1 die type per target past the first): the green pilot: d10 8 against d6 3, hit.",
			[]string{"MK5.main2 fires in Air Defense Mode at 1 air target (EM d10, -1 die type per target past the first): the green pilot: d10 8 against d6 3, hit.",
				"MK5.main2 fires in Air Defense Mode at 1 air target(s) (EM d10, -1 die type per target past the first): the green pilot: d10 8 against d6 3, hit."}},
		{"two air targets", dsii.EventAA, "MK5.main2 fires in Air Defense Mode at 2 air targets (EM d10, -1 die type per target past the first).",
			[]string{"MK5.main2 fires in Air Defense Mode at 2 air targets (EM d10, -1 die type per target past the first).",
				"MK5.main2 fires in Air Defense Mode at 2 air target(s) (EM d10, -1 die type per target past the first)."}},
		// engine.PhaseOf: "both sides' activation phase"; version 0 named a side's.
		{"an undo of next", engine.MarkUndo, "Undone: next (back to both sides' activation phase, turn 1)",
			[]string{"Undone: next (back to both sides' activation phase, turn 1)",
				"Undone: next (back to the ogre's activation phase, turn 1)", "Undone: next (back to the defence's activation phase, turn 1)"}},
		{"a note is no undo", engine.EventNote, "Note: next (back to both sides' activation phase, turn 1)",
			[]string{"Note: next (back to both sides' activation phase, turn 1)"}},
		{"12 valid points", dsii.EventHit, "MK1.em is hit (red3, red3, red3, red3): 12 valid points against armour 4: Knocked Out; KO marker.",
			[]string{"MK1.em is hit (red3, red3, red3, red3): 12 valid points against armour 4: Knocked Out; KO marker."}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := engine.EarlierTexts(g, 0, c.kind, c.now)
			if !sameSet(got, c.was) {
				t.Errorf("version 0 wrote\n%q\nwant\n%q", got, c.was)
			}
			if got := engine.EarlierTexts(g, 1, c.kind, c.now); !slices.Equal(got, []string{c.now}) {
				t.Errorf("version 1 wrote %q, want this build's sentence only", got)
			}
		})
	}
}

// sameSet reports whether a and b hold the same strings, in any order.
func sameSet(a, b []string) bool {
	return len(a) == len(b) && !slices.ContainsFunc(a, func(s string) bool { return !slices.Contains(b, s) })
}

// TestLogVersion0Sides: version 0 of OGRE for DSII's log named a hit or a
// blast on an Ogre the other side's, and a SMAK round, a ram's chits and a
// unit destroyed the side of the unit they struck, where this build names
// the attacker's (as build d82c4ba logged them,
// gamefile/testdata/earlier-build); an activation and an event that names
// its side are logged as they were.
func TestLogVersion0Sides(t *testing.T) {
	g, err := engine.NewGame(houseCatalog(t), dsii.Variant, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, "add dsii-mark-v as MK5 side ogre", "add house-mark-i as MK1 side defence", "add heavy-tank x2 as HT side defence")
	for _, c := range []struct {
		name string
		e    engine.Event
		now  string
		was  []string
	}{
		{"a hit by a named attacker", engine.Event{Kind: dsii.EventHit, Unit: "MK1", Attackers: []string{"MK5.secondary1"}}, "ogre", []string{"ogre"}},
		{"a hit by the Ogre's own side", engine.Event{Kind: dsii.EventHit, Unit: "MK1", Attackers: []string{"HT1"}}, "defence", []string{"defence", "ogre"}},
		{"a SMAK round by an Ogre's missile", engine.Event{Kind: dsii.EventSMAK, Unit: "MK1", Attackers: []string{"MK5"}}, "ogre", []string{"ogre", "defence"}},
		{"a ram's chits", engine.Event{Kind: dsii.EventRammed, Unit: "HT2", Attackers: []string{"MK5.tread2"}}, "ogre", []string{"ogre", "defence"}},
		{"the chits pulled back", engine.Event{Kind: dsii.EventRammed, Unit: "MK5", Attackers: []string{"HT2"}}, "defence", []string{"defence", "ogre"}},
		{"a unit destroyed by a named unit", engine.Event{Kind: engine.EventDestroyed, Unit: "HT2", Attackers: []string{"MK5"}}, "ogre", []string{"ogre", "defence"}},
		{"an activation", engine.Event{Kind: dsii.EventActivated, Unit: "MK1"}, "defence", []string{"defence"}},
		{"a unit added", engine.Event{Kind: engine.EventAdded, Unit: "HT1", Side: "defence"}, "defence", []string{"defence"}},
	} {
		if got := engine.EarlierSides(g, 0, c.e, c.now); !slices.Equal(got, c.was) {
			t.Errorf("%s: version 0 named %q, want %q", c.name, got, c.was)
		}
		if got := engine.EarlierSides(g, 1, c.e, c.now); !slices.Equal(got, []string{c.now}) {
			t.Errorf("%s: version 1 named %q, want %q only", c.name, got, c.now)
		}
	}
}
