package dsii_test

import (
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
)

// TestDrawNamesItsChits: a draw's log line says the cup's size and the
// chits drawn, not the cup's whole mix, which the game records once; the
// sentence version 1 of the log wrote, the mix listed, is the same event
// (issue 30.11). "by" and "die" come in either order.
func TestDrawNamesItsChits(t *testing.T) {
	g, err := engine.NewGame(houseCatalog(t, houseCup), dsii.Variant, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, "add house-mark-i as MK1 side defence", "add heavy-tank as HT1 side ogre")
	for _, line := range []string{"hit MK1.em draw 2 die 8 1 by HT1", "hit MK1.em draw 2 by HT1 die 8 1"} {
		t.Run(line, func(t *testing.T) {
			text, err := logOf(t, g, line)
			if err != nil {
				t.Fatal(err)
			}
			// 002 OGRE for DSII, Damage and Special Damage against OGRE modules: an attack's chits.
			const want = "2 chits drawn from the cup (8 chits), refilled for each draw, on d8 8, d7 1: MK1.em is hit by HT1 (boom, red3)"
			var line string
			for _, l := range strings.Split(text, "\n") {
				if strings.Contains(l, "chits drawn") {
					line = l
				}
			}
			if !strings.HasPrefix(line, want) || strings.Contains(line, "4 × red3") {
				t.Fatalf("the log says %q, want %q and not the cup's mix", line, want)
			}
			older := "2 chits drawn from the cup of 4 × red3, 3 × yellow1, 1 × boom (8 chits), refilled for each draw, on d8 8, d7 1: MK1.em is hit by HT1 (boom, red3)"
			if !slices.ContainsFunc(engine.EarlierTexts(g, 1, dsii.EventHit, line), func(s string) bool { return strings.HasPrefix(s, older) }) {
				t.Errorf("version 1 of the log wrote %q, which %q does not give back", older, line)
			}
		})
	}
}

// TestOneChitDrawn: a draw of one chit says "1 chit drawn", and the log
// before version 3 said "1 chits drawn" for the same event (a referee's
// playtest). 002 OGRE for DSII, Damage and Special Damage against OGRE
// modules: each attack draws its chits from the cup.
func TestOneChitDrawn(t *testing.T) {
	cases := []struct {
		name, line, want, older string
	}{
		{"one chit", "hit MK1.em draw 1 die 8 by HT1",
			"1 chit drawn from the cup (8 chits), refilled for each draw, on d8 8: MK1.em is hit by HT1",
			"1 chits drawn from the cup (8 chits), refilled for each draw, on d8 8: MK1.em is hit by HT1"},
		{"two chits", "hit MK1.em draw 2 die 8 1 by HT1",
			"2 chits drawn from the cup (8 chits), refilled for each draw, on d8 8, d7 1: MK1.em is hit by HT1",
			"2 chits drawn from the cup (8 chits), refilled for each draw, on d8 8, d7 1: MK1.em is hit by HT1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, err := engine.NewGame(houseCatalog(t, houseCup), dsii.Variant, engine.Inches, nil)
			if err != nil {
				t.Fatal(err)
			}
			play(t, g, "add house-mark-i as MK1 side defence", "add heavy-tank as HT1 side ogre")
			text, err := logOf(t, g, c.line)
			if err != nil {
				t.Fatal(err)
			}
			var line string
			for _, l := range strings.Split(text, "\n") {
				if strings.Contains(l, " drawn from the cup") {
					line = l
				}
			}
			if !strings.HasPrefix(line, c.want) {
				t.Fatalf("the log says %q, want %q", line, c.want)
			}
			if !slices.ContainsFunc(engine.EarlierTexts(g, 2, dsii.EventHit, line), func(s string) bool { return strings.HasPrefix(s, c.older) }) {
				t.Errorf("version 2 of the log wrote %q, which %q does not give back", c.older, line)
			}
		})
	}
}
