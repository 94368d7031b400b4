package crt

import (
	"testing"

	"ogretable/engine"
)

// TestGenerationOf: a walker's generation is its design's; a catalog
// walker's is the generation whose budget its VP are (000 FAQ, Walkers,
// 4.0 Buying Walkers: early 12 VP, late 18); no other unit has one.
func TestGenerationOf(t *testing.T) {
	for _, tc := range []struct {
		name string
		t    *engine.UnitType
		want Generation
	}{
		{"a design keeps its generation", &engine.UnitType{Kind: engine.KindWalker, VP: 18, Own: &WalkerDesign{Generation: GenerationEarly}}, GenerationEarly},
		{"a catalog walker of 12 VP is early", &engine.UnitType{Kind: engine.KindWalker, VP: 12}, GenerationEarly},
		{"a catalog walker of 18 VP is late", &engine.UnitType{Kind: engine.KindWalker, VP: 18}, GenerationLate},
		{"a house-rule walker of 15 VP has none", &engine.UnitType{Kind: engine.KindWalker, VP: 15}, ""},
		{"a heavy tank of 12 VP is no walker", &engine.UnitType{Kind: engine.KindArmour, VP: 12}, ""},
		{"no type", nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := GenerationOf(tc.t); got != tc.want {
				t.Errorf("GenerationOf = %q, want %q", got, tc.want)
			}
		})
	}
}
