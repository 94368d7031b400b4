package ffot

import "testing"

func TestEffectDice(t *testing.T) {
	// 004 FFOTigers: "If the Pen. is greater than the Arm. then roll an
	// effects die for every point of difference above 1, else roll one die"
	// (NoteEffectDice).
	for _, c := range []struct{ diff, want int }{{-4, 1}, {0, 1}, {1, 1}, {2, 1}, {3, 2}, {5, 4}} {
		if got := EffectDice(c.diff); got != c.want {
			t.Errorf("EffectDice(%d) = %d, want %d", c.diff, got, c.want)
		}
	}
}

func TestEffectOf(t *testing.T) {
	for _, c := range []struct {
		die, mod int
		canKill  bool
		want     Effect
		src      string
	}{
		{6, 0, true, EffectDestroyed, "004 FFOTigers: Adjusted rolls of six destroy the targeted stand"},
		{5, 1, true, EffectDestroyed, "004 FFOTigers: Example: Veterans receive a plus one"},
		{6, 2, true, EffectDestroyed, "an adjusted 8 counts as a six (NoteAdjustedSix)"},
		{4, 0, true, EffectCheck, "004 FFOTigers: Each adjusted 4 or 5 results in a quality check"},
		{6, -1, true, EffectCheck, "004 FFOTigers: quality table, GREEN -1: an adjusted 5"},
		{3, 0, true, NoEffect, "004 FFOTigers: only 4, 5 and 6 do anything"},
		{6, 0, false, EffectSuppressed, "004 FFOTigers: if the die roll for effects is a six, the defender is suppressed"},
		{5, 1, false, EffectSuppressed, "an adjusted six (NoteAdjustedSix)"},
		{5, 0, false, NoEffect, "004 FFOTigers: cannot be destroyed or forced to make a quality check"},
	} {
		if got := EffectOf(c.die, c.mod, c.canKill); got != c.want {
			t.Errorf("EffectOf(%d, %+d, %v) = %s, want %s (%s)", c.die, c.mod, c.canKill, got, c.want, c.src)
		}
	}
}

func TestHitOdds(t *testing.T) {
	zero := Chance{0, 1}
	for _, c := range []struct {
		name                         string
		hit                          Hit
		diff, dice                   int
		canKill                      bool
		destroyed, check, suppressed Chance
	}{
		// 004 FFOTigers: "Short range fire is +1 to penetration": 5+1-5 = 1,
		// one die; a 6 destroys, 4 or 5 check.
		{"pen 5 at armour 5, short", Hit{Pen: 5, Armor: 5, Band: Short, Quality: Average}, 1, 1, true, Chance{1, 6}, Chance{1, 3}, zero},
		// "Long range fire is -1 to penetration": 7-1-3 = 3, two dice.
		{"pen 7 at armour 3, long", Hit{Pen: 7, Armor: 3, Band: Long, Quality: Average}, 3, 2, true, Chance{11, 36}, Chance{4, 9}, zero},
		// "Quality of the firing unit will adjust this roll": veteran +1,
		// 5 or 6 destroys, 3 or 4 checks.
		{"veteran, pen 4 at armour 4, medium", Hit{Pen: 4, Armor: 4, Band: Medium, Quality: Veteran}, 0, 1, true, Chance{1, 3}, Chance{1, 3}, zero},
		// "If the firing player's penitration is 3 or more less than the
		// defender's armor after range effects ... if the die roll for effects
		// is a six, the defender is suppressed".
		{"pen 2 at armour 5, medium", Hit{Pen: 2, Armor: 5, Band: Medium, Quality: Average}, -3, 1, false, zero, zero, Chance{1, 6}},
		// +1 short makes it 2 less: it can kill again.
		{"pen 2 at armour 5, short", Hit{Pen: 2, Armor: 5, Band: Short, Quality: Average}, -2, 1, true, Chance{1, 6}, Chance{1, 3}, zero},
		// "Crews firing their personal weapons are -1 to hit and -1 to effects".
		{"a green crew", Hit{Pen: 3, Armor: 3, Band: Medium, Quality: Green, Crew: true}, 0, 1, true, zero, Chance{1, 6}, zero},
	} {
		got, err := c.hit.Odds()
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got.Difference != c.diff || got.Dice != c.dice || got.CanKill != c.canKill || got.Destroyed != c.destroyed || got.Check != c.check || got.Suppressed != c.suppressed {
			t.Errorf("%s: %+v", c.name, got)
		}
	}
	if _, err := (Hit{Pen: 5, Armor: 5, Band: OutOfRange, Quality: Average}).Odds(); err == nil {
		t.Error("a hit out of range: no error")
	}
}
