package ffot

import "testing"

func TestCheckNeeded(t *testing.T) {
	// 004 FFOTigers, the quality table's "Saving Throw" (NoteCheckNumber).
	for _, c := range []struct {
		q    Quality
		mod  int
		want int
	}{{Green, 0, 6}, {Average, 0, 5}, {Veteran, 0, 4}, {Elite, 0, 3}, {Elite, -3, 6}, {Green, -1, 7}, {Elite, 3, 1}} {
		if got := CheckNeeded(c.q, c.mod); got != c.want {
			t.Errorf("CheckNeeded(%s, %+d) = %d, want %d", c.q, c.mod, got, c.want)
		}
	}
}

func TestRoutRoll(t *testing.T) {
	for _, c := range []struct {
		r    RoutRoll
		want int
		src  string
	}{
		{RoutRoll{Quality: Veteran}, 4, "004 FFOTigers: roll the unit's quality check"},
		{RoutRoll{Quality: Veteran, Suppressed: true}, 5, "004 FFOTigers: -1 from roll if any stands in the unit are suppressed"},
		{RoutRoll{Quality: Veteran, Pinned: true}, 6, "004 FFOTigers: -2 if any stands are pinned"},
		{RoutRoll{Quality: Elite, Suppressed: true, Pinned: true}, 6, "both (NoteRoutModifiers)"},
		{RoutRoll{Quality: Average, WithFire: true}, 6, "004 FFOTigers: only roll once for both but modify it -1"},
		{RoutRoll{Quality: Green, Pinned: true}, 7, "no automatic pass (NoteAutomatic)"},
	} {
		if got := c.r.Needed(); got != c.want {
			t.Errorf("%+v needs %d, want %d (%s)", c.r, got, c.want, c.src)
		}
	}
}

func TestAfterCheck(t *testing.T) {
	// 004 FFOTigers: "All units that roll a quality check are suppressed";
	// "Stands that fail their quality check are removed from the board".
	for _, c := range []struct {
		m      Marker
		passed bool
		want   Marker
		stays  bool
	}{{Unmarked, true, Suppressed, true}, {Pinned, true, Pinned, true}, {Suppressed, false, Suppressed, false}} {
		got, stays := AfterCheck(c.m, c.passed)
		if stays != c.stays || (stays && got != c.want) {
			t.Errorf("AfterCheck(%s, %v) = %s, %v", c.m, c.passed, got, stays)
		}
	}
}

func TestHalfStrength(t *testing.T) {
	// 004 FFOTigers: "count for 1/2 loss"; "reduced a units's strength to 50
	// percent or worse" (NoteHalfStrength).
	for _, c := range []struct {
		start, destroyed, removed int
		want                      bool
	}{{4, 2, 0, true}, {4, 1, 1, false}, {4, 1, 2, true}, {6, 2, 1, false}, {6, 3, 0, true}, {5, 2, 1, true}, {0, 0, 0, false}} {
		if got := HalfStrength(c.start, Losses(c.destroyed, c.removed)); got != c.want {
			t.Errorf("%d stands, %d destroyed, %d removed: half strength %v, want %v", c.start, c.destroyed, c.removed, got, c.want)
		}
	}
}

func TestMarkers(t *testing.T) {
	// 004 FFOTigers, step 1: "all suppressed markers are removed and all
	// pinned markers are converted to suppressed".
	for _, c := range []struct{ m, want Marker }{{Unmarked, Unmarked}, {Suppressed, Unmarked}, {Pinned, Suppressed}} {
		if got := c.m.AfterCommand(); got != c.want {
			t.Errorf("%s after the command phase: %s, want %s", c.m, got, c.want)
		}
	}
	// "If a unit suffers a loss then all surviving stands that were supressed are pinned."
	for _, c := range []struct{ m, want Marker }{{Unmarked, Unmarked}, {Suppressed, Pinned}, {Pinned, Pinned}} {
		if got := c.m.AfterLoss(); got != c.want {
			t.Errorf("%s after a loss: %s, want %s", c.m, got, c.want)
		}
	}
	// "They may only fire as a result of being over-run"; "Suppressed units
	// can fire in overwatch or while being over-run" (NoteSuppressedFire).
	for _, c := range []struct {
		m                  Marker
		overwatch, overrun bool
		want               bool
	}{{Unmarked, false, false, true}, {Suppressed, false, false, false}, {Suppressed, true, false, true}, {Suppressed, false, true, true}, {Pinned, true, false, false}, {Pinned, false, true, true}} {
		if got := c.m.MayFire(c.overwatch, c.overrun); got != c.want {
			t.Errorf("%s may fire (overwatch %v, over-run %v): %v", c.m, c.overwatch, c.overrun, got)
		}
	}
	for _, s := range []string{"none", "suppressed", "pinned"} {
		if m, err := ParseMarker(s); err != nil || m.String() != s {
			t.Errorf("ParseMarker(%q) = %s, %v", s, m, err)
		}
	}
}
