package engine

import (
	"math"
	"testing"
)

// TestFormatNumber: a whole number has no decimals, whether small (the
// counts drawn on every redraw) or not; a fraction its shortest digits.
func TestFormatNumber(t *testing.T) {
	for _, c := range []struct {
		x    float64
		want string
	}{
		{0, "0"}, {3, "3"}, {99, "99"}, {100, "100"}, {12000, "12000"}, {-3, "-3"},
		{math.Copysign(0, -1), "-0"}, {1.5, "1.5"}, {0.33, "0.33"}, {99.5, "99.5"}, {-0.5, "-0.5"},
	} {
		if got := FormatNumber(c.x); got != c.want {
			t.Errorf("FormatNumber(%v) = %q, want %q", c.x, got, c.want)
		}
	}
}
