package ffot

import "testing"

func TestInfOdds(t *testing.T) {
	for _, c := range []struct {
		name   string
		shot   InfShot
		needed int
		dice   int
		any    Chance
	}{
		// 004 FFOTigers, infantry fire, step 1: "Each modified die roll that
		// equals or exceeds the firing stand's INF number will hit".
		{"average, no cover", InfShot{INF: 4, ROF: 2, Quality: Average}, 4, 2, Chance{3, 4}},
		// "-1 if target is in soft cover, -2 if the target is in hard cover".
		{"soft cover", InfShot{INF: 4, ROF: 1, Quality: Average, Cover: SoftCover}, 5, 1, Chance{1, 3}},
		{"hard cover", InfShot{INF: 4, ROF: 1, Quality: Average, Cover: HardCover}, 6, 1, Chance{1, 6}},
		// "If the target is moving or moved in the last movement phase: +2 in open, +1 in cover".
		{"moving in the open", InfShot{INF: 5, ROF: 1, Quality: Average, Moving: true}, 3, 1, Chance{2, 3}},
		{"moving in hard cover", InfShot{INF: 5, ROF: 1, Quality: Average, Cover: HardCover, Moving: true}, 6, 1, Chance{1, 6}},
		// "Crews firing their personal weapons are -1 to hit".
		{"a crew", InfShot{INF: 5, ROF: 1, Quality: Average, Crew: true}, 6, 1, Chance{1, 6}},
		// "Stands that are pinned or suppressed are -2 and -1 to hit when they fire".
		{"pinned", InfShot{INF: 4, ROF: 1, Quality: Average, Marker: Pinned}, 6, 1, Chance{1, 6}},
		// "Roll dice equal to the firing stand's adjusted rate of fire" and
		// the quality modifier on INF rolls (NoteInfQuality): veteran +1, +1 die.
		{"veteran", InfShot{INF: 4, ROF: 1, Quality: Veteran}, 3, 2, Chance{8, 9}},
		{"green in hard cover, pinned: none", InfShot{INF: 5, ROF: 1, Quality: Green, Cover: HardCover, Marker: Pinned}, 7, 1, Chance{0, 1}},
	} {
		got, err := c.shot.Odds()
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got.Needed != c.needed || got.Dice != c.dice || got.ChanceAny != c.any || got.Chance != AtLeast(c.needed) {
			t.Errorf("%s: %+v, want %d+ on %d dice, any %v", c.name, got, c.needed, c.dice, c.any)
		}
	}
	if _, err := (InfShot{INF: 0, ROF: 1, Quality: Average}).Odds(); err == nil {
		t.Error("INF 0: no error")
	}
	// 004 FFOTigers: "Crews firing their personal weapons are -1 to hit and -1 to effects".
	if m := (InfShot{Quality: Veteran, Crew: true}).EffectModifier(); m != 0 {
		t.Errorf("a veteran crew's effect modifier %d, want 0", m)
	}
}

func TestCoverOf(t *testing.T) {
	// 004 FFOTigers names no terrain soft or hard cover; the saves decide (NoteCover):
	// "Stands in Lt woods and Swamps save on a roll of 5+", "Forests, Towns,
	// Smoke, Trenches, Gullies save on a roll of 4+".
	for _, c := range []struct {
		t    Terrain
		want Cover
	}{{Open, NoCover}, {Road, NoCover}, {LightWoods, SoftCover}, {Swamp, SoftCover}, {Forest, HardCover}, {Town, HardCover}, {Trench, HardCover}, {SlopeUp, NoCover}} {
		if got := CoverOf(c.t); got != c.want {
			t.Errorf("CoverOf(%s) = %s, want %s", c.t, got, c.want)
		}
	}
}
