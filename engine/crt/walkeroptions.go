package crt

import (
	"fmt"

	"ogretable/engine"
)

// WalkerOption is one option of a walker design as a record sheet or the
// designer describes it: its name (as WalkerDesign.Options gives it), what
// it costs in the design's generation, one sentence on what it does in
// play, and the rule it comes from.
type WalkerOption struct {
	Name   string  `json:"name"`
	Cost   float64 `json:"cost"`
	Does   string  `json:"does"`
	Source string  `json:"source"`
}

// OptionDetails returns the design's options in the order of Options, each
// with its cost and what it does (000 FAQ, Walkers, 2.0 Movement and
// Terrain; 5.0 Optional Walker Rules), distances written in scale s.
func (d WalkerDesign) OptionDetails(s engine.Scale) []WalkerOption {
	p, _ := PricesOf(d.Generation)
	var out []WalkerOption
	if d.Jumpjets {
		out = append(out, WalkerOption{Name: "jumpjets", Cost: p.Jumpjets, Source: WalkerOptional + ", Jumpjets",
			Does: "Switched on or off at the start of its movement phase and kept through the enemy's turn: on them it moves at its normal rate in any terrain, with no terrain defence, and lasers may fire on it; it climbs cliffs one level a hex and may enter craters."})
	}
	if d.Wheels {
		out = append(out, WalkerOption{Name: "wheels", Cost: p.Wheels, Source: WalkerOptional + ", Wheel Mode",
			Does: fmt.Sprintf("Wheel mode on prepared roads: a road bonus of %s instead of %s, used in its movement phase.", s.Format(2), s.Format(1))})
	}
	if d.LAT {
		out = append(out, WalkerOption{Name: "lat", Cost: p.LAT, Source: WalkerOptional + ", Land/Air Transformation",
			Does: fmt.Sprintf("Changes form at the start of its turn. Flying: every terrain is road (+%s) with no terrain defence, a free GEV phase of %s, attacks only units on road, clear or water or in the air, no overruns, and a D against it reads X.",
				s.Format(1), s.Format(RoundHalf(float64(d.Move))))})
	}
	switch d.LegsOrBiped() {
	case LegsChickenleg:
		out = append(out, WalkerOption{Name: "chickenleg legs", Source: WalkerOptional + ", Alternate Leg Assemblies, Chickenleg",
			Does: fmt.Sprintf("Reverse knees, free: +%s in clear terrain, %s less in forest and rubble (at least %s).", s.Format(1), s.Format(1), s.Format(1))})
	case LegsQuad:
		out = append(out, WalkerOption{Name: "quad legs", Source: WalkerOptional + ", Alternate Leg Assemblies, Quadrupedal",
			Does: "Four legs, free: hull down (+1 defence) in forest, rubble and craters; it divides its attack as usual but does not double it in an overrun."})
	case LegsGEV:
		out = append(out, WalkerOption{Name: "gev legs", Source: WalkerOptional + ", Alternate Leg Assemblies, GEV Module",
			Does: fmt.Sprintf("Hover module, free: it moves as a GEV, with a GEV phase of %s bought apart, and takes terrain as a GEV does; it still splits its fire and fires first in overruns; no jumpjets.", s.Format(float64(d.GEVMove)))})
	}
	return out
}
