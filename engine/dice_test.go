package engine

import (
	"strings"
	"testing"
)

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
