package ffotview

import (
	"fmt"
	"slices"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/templates"
	"ogretable/tracker/present"
)

// ffotCredits plays lines on a game of FFOTigers on the example figures,
// each event read by the game's kill credit before it is applied, as the
// report reads a log, and returns what it credited: "HT1 of 1st
// (attacker): INF1 destroyed".
func ffotCredits(t *testing.T, lines ...string) []string {
	t.Helper()
	cat, err := templates.Load(templates.Files(), "../../../templates/examples")
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(cat, ffot.Variant, engine.Inches, []string{"attacker", "defender"})
	if err != nil {
		t.Fatal(err)
	}
	c := present.ViewOf(g).NewCredit()
	var out []string
	for i, l := range lines {
		cmd, err := g.ParseCommand(l)
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		evs, err := engine.Resolve(g, cmd, engine.NewSeeded(7, uint64(i+1)))
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		for _, e := range evs {
			if ef, ok := c.Next(g, int64(i+1), e); ok {
				s := fmt.Sprintf("%s (%s): %s", ef.By.Who, ef.By.Side, ef.What)
				if ef.Own {
					s += " (own unit)"
				}
				out = append(out, s)
			}
			if err := g.Apply(e); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// TestFFOTCredit: who the kill credit of a game of FFOTigers credits with
// each stand lost (issue 23), the dice typed as at the table.
func TestFFOTCredit(t *testing.T) {
	setup := []string{
		"add heavy-tank x2 as HT side attacker", "add mobile-howitzer as ART side attacker", "add infantry-squad as AI1 side attacker",
		"add infantry-squad x2 as INF side defender",
		"unit 1st HT1,HT2 quality veteran", "unit arty ART quality elite", "unit 3rd AI1 quality green", "unit foot INF1,INF2 quality green",
	}
	for _, c := range []struct {
		name  string
		lines []string
		want  []string
	}{
		// 004 FFOTigers: veterans hit on 2+ at short range with two dice;
		// pen 5 +1 against armour 0 rolls five effect dice a hit, +1: a 5
		// destroys. The unit foot has lost half its strength: "A second
		// quality check must be made for a stand whose unit losses reduced
		// a units's strength to 50 percent or worse"; green checks on 6+.
		{"a second check at half strength, credited to who inflicted the loss",
			[]string{"next", "next", "fire HT1 at INF1 range 3 die 6 1 5 1 1 1 1", "next die 1"},
			[]string{"HT1 of 1st (attacker): INF1 destroyed", "HT1 of 1st (attacker): INF2 removed (its unit at half strength)"}},
		// A check passed credits no one.
		{"a check passed",
			[]string{"next", "next", "fire HT1 at INF1 range 3 die 6 1 4 1 1 1 1", "next die 6"},
			nil},
		// A barrage that bursts on its own side's stand (one that
		// scattered there): the loss is its own, marked so.
		{"a barrage on its own stand",
			[]string{"barrage ART at the ford spotter HT1", "next", "next", "next", "next", "next", "next", "next",
				"land B1 die 6", "burst B1 at AI1 die 6", "next die 1"},
			[]string{"barrage B1 by ART (attacker): AI1 removed (failed its quality check) (own unit)"}},
	} {
		got := ffotCredits(t, append(slices.Clone(setup), c.lines...)...)
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: credited %q, want %q", c.name, got, c.want)
		}
	}
}
