package ffot_test

import (
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/templates"
)

// BenchmarkFireRoll is one stand's fire outcome as the fire verb rolls it
// in a game (issue 23: "one stand's fire outcome (4 dice, saves, effects)
// ≤ 2 µs"): the firer's and target's states and figures looked up, then 4
// to-hit dice (ROF 3, veteran +1), a forest save for each hit and the
// effect dice of each unsaved hit. BenchmarkFireOutcome is the roll alone.
func BenchmarkFireRoll(b *testing.B) {
	cat, err := templates.Load(templates.Files(), "../../templates/examples")
	if err != nil {
		b.Fatal(err)
	}
	g, err := engine.NewGame(cat, ffot.Variant, engine.Inches, []string{"attacker", "defender"})
	if err != nil {
		b.Fatal(err)
	}
	for _, l := range []string{"add heavy-tank as HT1 side attacker", "add heavy-tank as DHT1 side defender",
		"unit 1st HT1 quality veteran", "unit 4th DHT1 quality average", "terrain DHT1 forest"} {
		c, err := g.ParseCommand(l)
		if err != nil {
			b.Fatal(err)
		}
		evs, err := engine.Resolve(g, c, engine.NewSeeded(1, 1))
		if err != nil {
			b.Fatalf("%s: %v", l, err)
		}
		for _, e := range evs {
			if err := g.Apply(e); err != nil {
				b.Fatal(err)
			}
		}
	}
	f := ffot.Fire{Firer: g.Unit("HT1"), Target: g.Unit("DHT1"), Range: 4, How: ffot.HowFire,
		Weapon: ffot.StandWeapon{Name: "gun", ROF: 3, Ranges: []float64{6, 12, 18}, Pen: 6}}
	d := engine.NewSeeded(1, 1)
	b.ReportAllocs()
	for b.Loop() {
		o, _, err := f.Roll(g, d)
		if err != nil {
			b.Fatal(err)
		}
		if len(o.ToHit) != 4 {
			b.Fatalf("%d to-hit dice, want 4", len(o.ToHit))
		}
	}
}
