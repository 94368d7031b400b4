package engine

import (
	"strings"
	"testing"
)

func TestTreadMovementBands(t *testing.T) {
	// OFFICIAL-NOTES, Treads and movement: movement = ceil(treads / band).
	cases := []struct {
		name         string
		max, move    int
		treads, want int
	}{
		{"Mark V", 60, 3, 60, 3}, {"Mark V", 60, 3, 41, 3}, {"Mark V", 60, 3, 40, 2},
		{"Mark V", 60, 3, 21, 2}, {"Mark V", 60, 3, 20, 1}, {"Mark V", 60, 3, 1, 1}, {"Mark V", 60, 3, 0, 0},
		{"Mark III", 45, 3, 45, 3}, {"Mark III", 45, 3, 31, 3}, {"Mark III", 45, 3, 30, 2},
		{"Mark III", 45, 3, 16, 2}, {"Mark III", 45, 3, 15, 1}, {"Mark III", 45, 3, 1, 1},
		{"Mark IV", 56, 4, 56, 4}, {"Mark IV", 56, 4, 43, 4}, {"Mark IV", 56, 4, 42, 3},
		{"Mark IV", 56, 4, 29, 3}, {"Mark IV", 56, 4, 28, 2}, {"Mark IV", 56, 4, 15, 2},
		{"Mark IV", 56, 4, 14, 1}, {"Mark IV", 56, 4, 1, 1},
	}
	for _, c := range cases {
		if got := TreadMovement(c.treads, c.max, c.move); got != c.want {
			t.Errorf("%s at %d treads: movement %d, want %d", c.name, c.treads, got, c.want)
		}
	}
	// The next band of a Mark V at 60 starts at 40, movement 2.
	if at, to, ok := NextBand(60, 60, 3); !ok || at != 40 || to != 2 {
		t.Errorf("NextBand(60, 60, 3) = %d, %d, %v; want 40, 2", at, to, ok)
	}
	if _, _, ok := NextBand(0, 60, 3); ok {
		t.Error("an Ogre with no treads has no next band")
	}
}

func TestManualDice(t *testing.T) {
	if _, err := NewManual(0); err == nil || !strings.Contains(err.Error(), "1 to 6") {
		t.Errorf("NewManual(0) = %v, want a 1 to 6 error", err)
	}
	if _, err := NewManual(7); err == nil {
		t.Error("NewManual(7) should fail")
	}
	m, _ := NewManual(3, 5)
	d, err := m.Roll(1)
	if err != nil || d[0] != (Die{Value: 3, Manual: true}) {
		t.Fatalf("Roll(1) = %v, %v", d, err)
	}
	if err := m.Done(); err == nil || !strings.Contains(err.Error(), "rolls 1 die but 2 dice typed") {
		t.Errorf("Done with a value left = %v", err)
	}
	if _, err := m.Roll(2); err == nil || !strings.Contains(err.Error(), "needs 3 dice but 2 dice typed") {
		t.Errorf("Roll past the typed values = %v", err)
	}
}

func TestSeededDice(t *testing.T) {
	a, _ := NewSeeded(42, 7).Roll(50)
	b, _ := NewSeeded(42, 7).Roll(50)
	c, _ := NewSeeded(42, 8).Roll(50)
	same := true
	for i := range a {
		if a[i] != b[i] {
			t.Fatal("the same seed and stream must give the same dice")
		}
		if a[i].Value < 1 || a[i].Value > 6 || a[i].Manual {
			t.Fatalf("die %v out of range or marked manual", a[i])
		}
		same = same && a[i] == c[i]
	}
	if same {
		t.Error("another stream should give other dice")
	}
}

func TestScaleFormat(t *testing.T) {
	// OFFICIAL-NOTES, Miniatures scale: one hex is two inches.
	cases := []struct {
		s    Scale
		h    float64
		want string
	}{{Hexes, 3, "3 hexes"}, {Hexes, 1, "1 hex"}, {Inches, 3, `6"`}, {Inches, 0.5, `1"`}, {Hexes, 1.5, "1.5 hexes"}}
	for _, c := range cases {
		if got := c.s.Format(c.h); got != c.want {
			t.Errorf("%v.Format(%v) = %q, want %q", c.s, c.h, got, c.want)
		}
	}
}
