package dsii

import (
	"strings"
	"testing"
)

func TestEMDie(t *testing.T) {
	for _, c := range []struct {
		name string
		em   EM
		want DieType
	}{
		// 002 OGRE for DSII, Air defence: "an undamage Electronics Module (D10)".
		{"undamaged superior", EM{Quality: Superior}, D10},
		// 002 OGRE for DSII, OGRE Modules: Enhanced D8, Basic D6.
		{"undamaged enhanced", EM{Quality: Enhanced}, D8},
		{"undamaged basic", EM{Quality: Basic}, D6},
		// 002 OGRE for DSII, Knocked Out: "the first "Kill" on an undamaged EM will reduce all
		// components from Superior to Enhanced".
		{"first KO", EM{Quality: Superior, KO: 1}, D8},
		{"second KO", EM{Quality: Superior, KO: 2}, D6},
		// 002 OGRE for DSII, Damaged: "degraded by 1 die type".
		{"DMG", EM{Quality: Superior, DMG: true}, D8},
		// 002 OGRE for DSII, Systems Down: "one quality level lower".
		{"Systems Down", EM{Quality: Superior, SD: true}, D8},
		{"KO and Systems Down", EM{Quality: Superior, KO: 1, SD: true}, D6},
		// 002 OGRE for DSII, BOOM: "reduced by 1 die type"; after its turn.
		{"BOOM after its turn", EM{Quality: Superior, BOOM: 1}, D8},
		{"DMG with BOOM", EM{Quality: Superior, DMG: true, BOOM: 1}, D6},
		// 002 OGRE for DSII, BOOM: "For the duration of the turn ... treated as a D4".
		{"BOOM this turn", EM{Quality: Superior, BOOM: 1, BOOMNow: true}, D4},
		{"BOOM this turn on basic", EM{Quality: Basic, BOOM: 1, BOOMNow: true}, D4},
		// 002 OGRE for DSII, Damaged: "the minimum die type is a D6 for the EM, regardless of damage".
		{"floor on enhanced", EM{Quality: Enhanced, KO: 1, DMG: true, SD: true, BOOM: 2}, D6},
		{"floor on basic with DMG", EM{Quality: Basic, DMG: true}, D6},
		{"floor on superior, all", EM{Quality: Superior, KO: 3, DMG: true, SD: true, BOOM: 3}, D6},
		{"negative counts are none", EM{Quality: Superior, KO: -2, BOOM: -1}, D10},
		{"no quality", EM{KO: 1}, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := c.em.Die(); got != c.want {
				t.Errorf("%+v.Die() = %s, want %s", c.em, got, c.want)
			}
		})
	}
}

// TestEMQualityNow: a KO and Systems Down take the EM's quality a level
// down; DMG and BOOM take only its die.
func TestEMQualityNow(t *testing.T) {
	for _, c := range []struct {
		name string
		em   EM
		want Quality
	}{
		{"undamaged", EM{Quality: Superior}, Superior},
		// 002 OGRE for DSII, Knocked Out: "the first "Kill" on an undamaged EM will reduce all
		// components from Superior to Enhanced".
		{"first KO", EM{Quality: Superior, KO: 1}, Enhanced},
		{"second KO", EM{Quality: Superior, KO: 2}, Basic},
		{"KO below basic", EM{Quality: Enhanced, KO: 3}, Basic},
		// 002 OGRE for DSII, Systems Down: "one quality level lower than the current state".
		{"Systems Down", EM{Quality: Superior, SD: true}, Enhanced},
		{"KO and Systems Down", EM{Quality: Superior, KO: 1, SD: true}, Basic},
		// 002 OGRE for DSII, Damaged and BOOM: "degraded by 1 die type", "reduced by 1 die type".
		{"DMG is a die type", EM{Quality: Superior, DMG: true}, Superior},
		{"BOOM is a die type", EM{Quality: Superior, BOOM: 1, BOOMNow: true}, Superior},
		{"negative counts are none", EM{Quality: Enhanced, KO: -1}, Enhanced},
		{"no quality", EM{KO: 1}, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := c.em.QualityNow(); got != c.want {
				t.Errorf("%+v.QualityNow() = %v, want %v", c.em, got, c.want)
			}
		})
	}
}

func TestEMSteps(t *testing.T) {
	// 002 OGRE for DSII, Damaged: "DAMAGED results are not cumulative in any way" (DMG is
	// carried or not); KO and BOOM count each result.
	for _, c := range []struct {
		em   EM
		want int
	}{
		{EM{Quality: Superior}, 0},
		{EM{Quality: Superior, KO: 2}, 2},
		{EM{Quality: Superior, DMG: true, SD: true}, 2},
		{EM{Quality: Superior, KO: 1, DMG: true, SD: true, BOOM: 2}, 5},
	} {
		if got := c.em.Steps(); got != c.want {
			t.Errorf("%+v.Steps() = %d, want %d", c.em, got, c.want)
		}
	}
}

func TestReadingsAreShown(t *testing.T) {
	// Every reading has a topic and a text that quotes 002 (a reading cites its words).
	seen := map[string]bool{}
	for _, r := range Readings() {
		if r.Topic == "" || !strings.Contains(r.Text, `"`) {
			t.Errorf("reading %q cites no words of 002: %q", r.Topic, r.Text)
		}
		if seen[r.Topic] {
			t.Errorf("reading %q listed twice", r.Topic)
		}
		seen[r.Topic] = true
		if !strings.HasPrefix(r.String(), r.Topic+": ") {
			t.Errorf("String() = %q", r.String())
		}
	}
}
