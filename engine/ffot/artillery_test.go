package ffot

import "testing"

func TestAccuracy(t *testing.T) {
	for _, c := range []struct {
		name   string
		a      Accuracy
		mod    int
		needed int
		chance Chance
	}{
		// 004 FFOTigers, ARTILLERY ACCURACY: "An elite spotter adds 4 to the
		// roll and a green artillery stand subtracts one. Any modified result
		// of 10+ hits." On 1d6 (NoteAccuracyDice): 7+, none.
		{"elite spotter, green artillery", Accuracy{Spotter: Elite, Artillery: Green}, 3, 7, Chance{0, 1}},
		// On 2d6: 7+ is 21 of 36.
		{"the same on 2d6", Accuracy{Spotter: Elite, Artillery: Green, TwoDice: true}, 3, 7, Chance{7, 12}},
		// "Each adjustment in later turns adds one to this roll."
		{"elite spotter, elite artillery, 2 adjustments", Accuracy{Spotter: Elite, Artillery: Elite, Adjustments: 2}, 8, 2, Chance{5, 6}},
		// "If the spotting unit is attacked or destroyed subtract 2 and 4".
		{"veteran spotter attacked", Accuracy{Spotter: Veteran, Artillery: Veteran, Observer: ObserverAttacked}, 2, 8, Chance{0, 1}},
		{"veteran spotter destroyed, 2d6", Accuracy{Spotter: Veteran, Artillery: Elite, Observer: ObserverDestroyed, TwoDice: true}, 1, 9, Chance{5, 18}},
		{"green spotter, average artillery", Accuracy{Spotter: Green, Artillery: Average, Adjustments: 3}, 4, 6, Chance{1, 6}},
	} {
		if got := c.a.Modifier(); got != c.mod {
			t.Errorf("%s: modifier %d, want %d", c.name, got, c.mod)
		}
		if got := c.a.Needed(); got != c.needed {
			t.Errorf("%s: needs %d, want %d", c.name, got, c.needed)
		}
		if got := c.a.Chance(); got != c.chance {
			t.Errorf("%s: chance %v, want %v", c.name, got, c.chance)
		}
	}
	if err := (Accuracy{Spotter: Green, Artillery: Green, Adjustments: -1}).Check(); err == nil {
		t.Error("adjustments -1: no error")
	}
}

func TestScatter(t *testing.T) {
	// 004 FFOTigers: "1 is long, 2 is right long, 3 is right short, 4 is
	// short, 5 is left short and 6 is left long."
	want := [6]string{"long", "right long", "right short", "short", "left short", "left long"}
	if ScatterDirections != want {
		t.Errorf("directions %v", ScatterDirections)
	}
	// "up to 1 die in inches or 2 dice in inches if the observer was attacked or eliminated".
	for _, c := range []struct {
		o    Observer
		want int
	}{{ObserverOK, 1}, {ObserverAttacked, 2}, {ObserverDestroyed, 2}} {
		if got := ScatterDice(c.o); got != c.want {
			t.Errorf("ScatterDice(%s) = %d", c.o, got)
		}
	}
}

func TestBurst(t *testing.T) {
	for _, c := range []struct {
		calibres         []int
		perStand, radius float64
		src              string
	}{
		{[]int{75}, 0.5, 0.5, "004 FFOTigers: 75mm or less 1/2 inch burst per stand firing"},
		{[]int{76, 100}, 0.75, 1.5, "004 FFOTigers: 76mm-100mm 3/4 inch bpsf"},
		{[]int{105}, 1, 1, "004 FFOTigers: 101mm-149mm 1 inch bpsf"},
		{[]int{150, 200, 155}, 1.25, 3.75, "004 FFOTigers: 150mm-200mm 1 1/4 inch bpsf"},
		{[]int{203}, 1.5, 1.5, "004 FFOTigers: 201mm + 1 1/2 inch bpsf"},
		// "a German 82mm and 120mm mortor fires on the same target ... .87
		// inch times two ( for two stands firing) for 1.74 inches burst
		// radious, effectively 1 and 3/4 inches".
		{[]int{82, 120}, 0.875, 1.75, "004 FFOTigers: Combined fires average their burst radius"},
	} {
		ps, r, err := BurstRadius(c.calibres)
		if err != nil || ps != c.perStand || r != c.radius {
			t.Errorf("BurstRadius(%v) = %v, %v, %v; want %v, %v (%s)", c.calibres, ps, r, err, c.perStand, c.radius, c.src)
		}
	}
	if _, _, err := BurstRadius(nil); err == nil {
		t.Error("no stands: no error")
	}
	// "HE rounds fired have the burst value as listed, AP rounds have 1/2".
	if BurstFactor(3, false) != 3 || BurstFactor(3, true) != 1.5 || BurstFactor(0, true) != 0 {
		t.Error("BurstFactor")
	}
}

func TestArtilleryHit(t *testing.T) {
	for _, c := range []struct {
		factor float64
		target ArtilleryTarget
		row    string
		needed int
	}{
		// 004 FFOTigers, Artillery Hit Chart; the row is the factor halved,
		// rounded up (NoteBurstHalf).
		{1, TargetPersonnelOpen, "1-2", 5}, // | 1-2 | 6+ | 6+ | 6+ | 6+ | 5+ |
		{4, TargetStoneBuilding, "1-2", 6}, // 4/2 = 2
		{5, TargetAFV, "3-4", 5},           // 5/2 rounds up to 3: | 3-4 | 6+ | 6+ | 5+ | 5+ | 4+ |
		{8, TargetTrench, "3-4", 5},        // Personnel in cover or trenches
		{10, TargetWoodBuilding, "5-6", 5}, // | 5-6 | 6+ | 5+ | 4+ | 4+ | 3+ |
		{12, TargetPersonnelCover, "5-6", 4},
		{15, TargetBunker, "7-8", 3}, // | 7-8 | 5+ | 4+ | 3+ | 3+ | 2+ |
		{16, TargetWoods, "7-8", 5},
		{17, TargetStoneBuilding, "9+", 4}, // | 9+ | 4+ | 3+ | 2+ | 2+ | 2+ |
		{40, TargetPersonnelOpen, "9+", 2},
	} {
		row, needed, err := ArtilleryHit(c.factor, c.target)
		if err != nil || row != c.row || needed != c.needed {
			t.Errorf("ArtilleryHit(%v, %s) = %q %d %v; want %q %d", c.factor, c.target, row, needed, err, c.row, c.needed)
		}
	}
	if _, _, err := ArtilleryHit(0, TargetAFV); err == nil {
		t.Error("factor 0: no error")
	}
}

func TestFeatures(t *testing.T) {
	// 004 FFOTigers: "Trees and Bunkers have 30 hit points. Stone buildings
	// and Trenches have 15 hit points. Wooden buildings have 8 hit points.
	// Stone walls have 8 hit points and wooden walls have 4 hit points."
	for f, want := range map[Feature]int{Trees: 30, Bunker: 30, StoneBuilding: 15, TrenchFeature: 15, WoodBuilding: 8, StoneWall: 8, WoodWall: 4} {
		if got := f.HitPoints(); got != want {
			t.Errorf("%s: %d hit points, want %d", f, got, want)
		}
	}
	for _, c := range []struct {
		hp            int
		before, burst float64
		saved         bool
		damage        float64
		fire          bool
		src           string
	}{
		{8, 0, 5, false, 5, true, "004 FFOTigers: fails its saving throw and goes over 50 percent damage at the same time"},
		{8, 0, 5, true, 2.5, false, "004 FFOTigers: If it saves, then it takes 1/2 of the hits (NoteFeatureSave)"},
		{8, 0, 4, false, 4, false, "004 FFOTigers: 4 of 8 is not over 50 percent"},
		{8, 5, 2, false, 2, false, "004 FFOTigers: already over 50 percent, not at the same time"},
		{30, 10, 10, true, 5, false, "004 FFOTigers: saved, no fire"},
	} {
		d := FeatureDamage(c.burst, c.saved)
		fire := CatchesFire(c.hp, c.before, d, c.saved)
		if d != c.damage || fire != c.fire {
			t.Errorf("%d hp, %v before, burst %v, saved %v: %v, fire %v (%s)", c.hp, c.before, c.burst, c.saved, d, fire, c.src)
		}
	}
}
