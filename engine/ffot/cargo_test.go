package ffot

import "testing"

// TestAmmoCargo: 004 FFOTigers, cargo: "Generally ammo takes up 1/4 of a
// cargo point per 50mm of size round up".
func TestAmmoCargo(t *testing.T) {
	for _, c := range []struct {
		mm   int
		want float64
	}{{0, 0}, {20, 0.25}, {50, 0.25}, {51, 0.5}, {75, 0.5}, {88, 0.5}, {100, 0.5}, {105, 0.75}, {155, 1}, {203, 1.25}} {
		if got := AmmoCargo(c.mm); got != c.want {
			t.Errorf("AmmoCargo(%d) = %v, want %v", c.mm, got, c.want)
		}
	}
}
