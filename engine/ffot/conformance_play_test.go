package ffot_test

import "testing"

// TestFFOTPlayConformance runs the conformance test on a turn of both
// sides of FFOTigers with the example figures: command rolls, overwatch,
// a pivot, an over-run, fire, the quality checks at the end of the fire
// phase, a rout and its check at the end of the turn, each undone and
// redone by the test; the paper prints, and the game exports and imports.
func TestFFOTPlayConformance(t *testing.T) {
	conformance(t, 11, []string{
		"add heavy-tank x2 as HT side attacker", "add infantry-squad as AI1 side attacker",
		"add infantry-squad x3 as INF side defender", "add heavy-tank as DHT1 side defender",
		"unit 1st HT1,HT2 quality veteran hq", "unit 3rd AI1 quality average",
		"unit 2nd INF1,INF2,INF3 quality average", "unit 4th DHT1 quality average",
		"terrain INF1 forest",
		// The attacker's turn: 004 FFOTigers, steps 1 to 4, and 9 to 11 by the defender.
		"command die 3", "next",
		"move HT1 quarter", "pivot DHT1", "overwatch DHT1 at HT1 range 10 die 1",
		"overrun HT2 at INF3 die 1 4 5 1 1 1 1",
		"next",
		"fire HT1 at INF2 range 4 die 2 1 3 1 1 1 1", "fire AI1 at INF1 range 2 die 4 6 5",
		"next die 2 6", "next",
		// The defender's turn: its unit 2nd, at half strength, tries to withdraw.
		"command die 4", "next",
		"rout 2nd die 1", "next", "fire DHT1 at HT2 range 12 side die 3",
		"next", "next die 6",
	})
}
