package ffot

import (
	"testing"

	"ogretable/engine"
)

func TestAttackRoll(t *testing.T) {
	r := Ranges{6, 12, 18}
	for _, c := range []struct {
		name        string
		a           Attack
		dice        []int
		hits, saved int
		worst       Effect
		effectDice  int
	}{
		// 004 FFOTigers: "Players roll to hit ... The defender rolls any saving
		// throws ... Then hits are rolled for effects." Average, short: 3+;
		// pen 5+1-4 = 2, one die; a forest save of 4+.
		{"two hits, one saved, one destroys", Attack{Shot{Range: 3, Ranges: r, Quality: Average, ROF: 2}, 5, 4, 4},
			[]int{3, 5, 4, 2, 6}, 2, 1, EffectDestroyed, 1},
		// Medium 4+: one hit of two; no save; a 4 checks.
		{"one hit, a check", Attack{Shot{Range: 10, Ranges: r, Quality: Average, ROF: 2}, 5, 5, 0},
			[]int{1, 4, 4}, 1, 0, EffectCheck, 1},
		// "If the firing player's penitration is 3 or more less than the
		// defender's armor ... if the die roll for effects is a six, the
		// defender is suppressed": long 5+, pen 4-1-6 = -3.
		{"a hit that only suppresses", Attack{Shot{Range: 15, Ranges: r, Quality: Average, ROF: 1}, 4, 6, 0},
			[]int{5, 6}, 1, 0, EffectSuppressed, 1},
		// "roll an effects die for every point of difference above 1": 8+1-4 = 5, 4 dice.
		{"four effect dice", Attack{Shot{Range: 1, Ranges: r, Quality: Average, ROF: 1}, 8, 4, 0},
			[]int{6, 1, 2, 5, 3}, 1, 0, EffectCheck, 4},
		{"misses", Attack{Shot{Range: 1, Ranges: r, Quality: Green, ROF: 3}, 8, 4, 0},
			[]int{1, 2, 3}, 0, 0, NoEffect, 0},
	} {
		d, err := engine.NewManual(c.dice...)
		if err != nil {
			t.Fatal(err)
		}
		o, err := c.a.Roll(d)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if err := d.Done(); err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
		n := len(o.Effects)
		if o.Hits != c.hits || o.Saved != c.saved || o.Worst != c.worst || n != c.effectDice {
			t.Errorf("%s: %+v", c.name, o)
		}
	}
}

func TestAttackRefused(t *testing.T) {
	d, _ := engine.NewManual(6)
	a := Attack{Shot: Shot{Range: 1, Ranges: Ranges{6, 12, 18}, Quality: Average, ROF: 2}, Pen: 5, Armor: 5}
	if _, err := a.Roll(d); err == nil {
		t.Error("two to-hit dice from one typed: no error")
	}
}

func TestNotes(t *testing.T) {
	// Each reading is a sentence that quotes the words of 004 it reads.
	seen := map[string]bool{}
	for _, n := range Notes() {
		if seen[n] {
			t.Errorf("note twice: %s", n)
		}
		seen[n] = true
		if len(n) < 40 || n[len(n)-1] != '.' {
			t.Errorf("not a sentence: %q", n)
		}
	}
}

func BenchmarkFireOutcome(b *testing.B) {
	// One stand's fire outcome: 4 to-hit dice, a save per hit, effects.
	a := Attack{Shot: Shot{Range: 3, Ranges: Ranges{6, 12, 18}, Quality: Veteran, ROF: 3}, Pen: 6, Armor: 4, Save: 5}
	d := engine.NewSeeded(1, 1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := a.Roll(d); err != nil {
			b.Fatal(err)
		}
	}
}

// TestNeedingMadeOnce: the to-hit and save texts made once say what a
// Sprintf for each roll said (a playtest's "to hit, 4+ each").
func TestNeedingMadeOnce(t *testing.T) {
	for _, what := range []string{forToHit, forSaves, forEffect} {
		for n := -1; n <= 9; n++ {
			if got, want := needing(what, n), sayNeeding(what, n); got != want {
				t.Errorf("needing(%q, %d) = %q, want %q", what, n, got, want)
			}
		}
	}
	if got := needing(forToHit, 4); got != "to hit, 4+ each" {
		t.Errorf("needing(to hit, 4) = %q", got)
	}
	if got := needing(forSaves, 7); got != "to save the hits, no face succeeds" {
		t.Errorf("needing(saves, 7) = %q", got)
	}
}

// TestFormationByName: a unit is found by its name as written, and as the
// referee may type it otherwise.
func TestFormationByName(t *testing.T) {
	s := &GameState{Units: []*Formation{{Name: "1st"}, {Name: "Panzer Lehr"}}}
	for _, c := range []struct {
		name, want string
	}{{"1st", "1st"}, {"1ST", "1st"}, {"panzer  lehr", "Panzer Lehr"}, {"Panzer Lehr", "Panzer Lehr"}, {"2nd", ""}} {
		got := ""
		if f := s.Formation(c.name); f != nil {
			got = f.Name
		}
		if got != c.want {
			t.Errorf("Formation(%q) = %q, want %q", c.name, got, c.want)
		}
	}
}
