package crt

import (
	"ogretable/engine"
	"strings"
	"testing"
)

// TestVariantNotes: each variant's notes say what its crtRules change, and
// the three variants read differently (issue 11: what published, classic
// and lite change).
func TestVariantNotes(t *testing.T) {
	cases := []struct {
		v    engine.Variant
		want []string
	}{
		{Published, []string{"2 rams a turn, or one enemy Ogre", "a rammed superheavy takes a 1-1 attack", "a GEV may ram armour", "recovers on 1-4"}},
		{Classic, []string{"no limit on rams a turn", "only Ogres and the superheavy tank ram", "is destroyed, and the Ogre loses 2 treads", "scores 3 VP"}},
		{Lite, []string{"only Ogres ram", "one ram a turn", "rams only in an overrun", "defends an overrun whole", "Ogre Lite's terrain table"}},
	}
	seen := map[string]engine.Variant{}
	for _, c := range cases {
		text := strings.Join(VariantNotes(c.v), "; ")
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: %q is missing from %q", c.v, w, text)
			}
		}
		if v, ok := seen[text]; ok {
			t.Errorf("%s reads like %s: %q", c.v, v, text)
		}
		seen[text] = c.v
	}
	if VariantNotes("bogus") != nil {
		t.Error("an unknown variant has notes")
	}
}
