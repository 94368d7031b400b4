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

// TestManualDiceShortSaysWhichRolls: typed dice too few for a roll say the
// rolls thrown so far, in order, the last the one short (issue 23: "say
// which dice, in order").
func TestManualDiceShortSaysWhichRolls(t *testing.T) {
	cases := []struct {
		name  string
		typed []int
		rolls []Need
		want  string
	}{
		{"the first roll short", []int{4}, []Need{D6(2, "to hit")},
			"this roll needs 2 dice but 1 die typed: roll 2d6 to hit"},
		{"a later roll short", []int{4, 4, 1}, []Need{D6(2, "to hit"), D6(2, "to save")},
			"this roll needs 4 dice but 3 dice typed: roll 2d6 to hit, then roll 2d6 to save"},
		{"a d10 after a d6", []int{2}, []Need{D6(1, "to spot"), {Count: 1, Sides: 10, For: "for the damage"}},
			"this roll needs 2 dice but 1 die typed: roll 1d6 to spot, then roll 1d10 for the damage"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := NewTyped(c.typed...)
			if err != nil {
				t.Fatal(err)
			}
			for _, n := range c.rolls {
				if _, err = m.Throw(n); err != nil {
					break
				}
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("typed %v for %s: %v, want %q", c.typed, NeedsText(c.rolls), err, c.want)
			}
		})
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
