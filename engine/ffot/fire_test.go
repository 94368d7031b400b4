package ffot

import (
	"math"
	"testing"
)

func TestRangeBands(t *testing.T) {
	r := Ranges{3, 6, 9} // 004 FFOTigers: "e.g. R1 3-6-9"
	for _, c := range []struct {
		d    float64
		want Band
		src  string
	}{
		{0, Short, "004 FFOTigers, SHORT RANGE: this is the first number, in inches or less"},
		{3, Short, "004 FFOTigers, SHORT RANGE: in inches or less"},
		{3.5, Medium, "004 FFOTigers, MEDIUM RANGE: any range greater than the first number"},
		{6, Medium, "004 FFOTigers, MEDIUM RANGE: this is the second number, in inches or less"},
		{9, Long, "004 FFOTigers, LONG RANGE: this is the third number"},
		{9.1, OutOfRange, "004 FFOTigers, LONG RANGE: the third number is the longest"},
	} {
		if got := r.Band(c.d); got != c.want {
			t.Errorf("%v\" is %s, want %s (%s)", c.d, got, c.want, c.src)
		}
	}
}

func TestParseRanges(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Ranges
		bad  bool
	}{{"3-6-9", Ranges{3, 6, 9}, false}, {"6-12-18", Ranges{6, 12, 18}, false}, {"1.5-3-4.5", Ranges{1.5, 3, 4.5}, false},
		{"3-6", Ranges{}, true}, {"6-3-9", Ranges{}, true}, {"0-3-9", Ranges{}, true}, {"3-3-9", Ranges{}, true}, {"a-b-c", Ranges{}, true}} {
		got, err := ParseRanges(c.in)
		if (err != nil) != c.bad || (!c.bad && got != c.want) {
			t.Errorf("ParseRanges(%q) = %v, %v", c.in, got, err)
		}
	}
}

func TestShotOdds(t *testing.T) {
	r := Ranges{6, 12, 18}
	for _, c := range []struct {
		name      string
		shot      Shot
		band      Band
		needed    int
		dice      int
		chance    Chance
		chanceAny Chance
	}{
		// 004 FFOTigers, SHORT RANGE HITS ON A MODIFIED 3+.
		{"average at short", Shot{Range: 4, Ranges: r, Quality: Average, ROF: 1}, Short, 3, 1, Chance{2, 3}, Chance{2, 3}},
		// 004 FFOTigers, MEDIUM RANGE HITS ON A MODIFIED 4+; quality table: green -1.
		{"green at medium", Shot{Range: 10, Ranges: r, Quality: Green, ROF: 2}, Medium, 5, 2, Chance{1, 3}, Chance{5, 9}},
		// 004 FFOTigers, LONG RANGE HITS ON A MODIFIED 5+; veteran +1 to hit, +1 ROF.
		{"veteran at long", Shot{Range: 18, Ranges: r, Quality: Veteran, ROF: 1}, Long, 4, 2, Chance{1, 2}, Chance{3, 4}},
		// 004 FFOTigers: "Stands that are pinned or suppressed are -2 and -1 to hit".
		{"pinned at short", Shot{Range: 1, Ranges: r, Quality: Average, ROF: 1, Marker: Pinned}, Short, 5, 1, Chance{1, 3}, Chance{1, 3}},
		{"suppressed at long", Shot{Range: 13, Ranges: r, Quality: Average, ROF: 1, Marker: Suppressed}, Long, 6, 1, Chance{1, 6}, Chance{1, 6}},
		// 004 FFOTigers: routed units "are plus one to hit during the next enemy fire phase".
		{"at a routed unit", Shot{Range: 13, Ranges: r, Quality: Average, ROF: 1, RoutedTarget: true}, Long, 4, 1, Chance{1, 2}, Chance{1, 2}},
		// 004 FFOTigers, OVER-RUN COMBAT: "All weapons have a ROF of one during over-run combat".
		{"elite in an over-run", Shot{Range: 0, Ranges: r, Quality: Elite, ROF: 3, Overrun: true}, Short, 1, 1, Chance{1, 1}, Chance{1, 1}},
		// 004 FFOTigers, SHORT RANGE HITS ON A MODIFIED 3+, no automatic results (NoteAutomatic).
		{"elite at short: every face", Shot{Range: 2, Ranges: r, Quality: Elite, ROF: 1}, Short, 1, 2, Chance{1, 1}, Chance{1, 1}},
		{"green pinned at long: none", Shot{Range: 15, Ranges: r, Quality: Green, ROF: 1, Marker: Pinned}, Long, 7, 1, Chance{0, 1}, Chance{0, 1}},
		// 004 FFOTigers, LONG RANGE: the third number; beyond it, no hit.
		{"out of range", Shot{Range: 19, Ranges: r, Quality: Elite, ROF: 1}, OutOfRange, 7, 2, Chance{0, 1}, Chance{0, 1}},
	} {
		got, err := c.shot.Odds()
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got.Band != c.band || got.Needed != c.needed || got.Dice != c.dice || got.Chance != c.chance || got.ChanceAny != c.chanceAny {
			t.Errorf("%s: %+v, want %s %d+ %d dice %v %v", c.name, got, c.band, c.needed, c.dice, c.chance, c.chanceAny)
		}
	}
}

func TestShotRefused(t *testing.T) {
	r := Ranges{6, 12, 18}
	for _, c := range []struct {
		name string
		shot Shot
	}{
		{"no quality", Shot{Range: 4, Ranges: r, ROF: 1}},
		{"ROF 0", Shot{Range: 4, Ranges: r, Quality: Average}},
		{"negative range", Shot{Range: -1, Ranges: r, Quality: Average, ROF: 1}},
		{"a range not a number", Shot{Range: math.NaN(), Ranges: r, Quality: Average, ROF: 1}},
		{"ranges that fall", Shot{Range: 4, Ranges: Ranges{6, 3, 9}, Quality: Average, ROF: 1}},
		{"more dice than counted", Shot{Range: 4, Ranges: r, Quality: Elite, ROF: MaxDice}},
	} {
		if _, err := c.shot.Odds(); err == nil {
			t.Errorf("%s: no error", c.name)
		}
	}
}

func TestROFDice(t *testing.T) {
	for _, c := range []struct {
		rof     int
		q       Quality
		overrun bool
		want    int
	}{
		{2, Green, false, 2},  // 004 FFOTigers, quality table: GREEN ROF Modifier 0
		{2, Elite, false, 3},  // ELITE ROF Modifier +1
		{3, Veteran, true, 1}, // OVER-RUN COMBAT: "quality does not add or subtract from ROF in an over-run"
	} {
		if got := ROFDice(c.rof, c.q, c.overrun); got != c.want {
			t.Errorf("ROFDice(%d, %s, %v) = %d, want %d", c.rof, c.q, c.overrun, got, c.want)
		}
	}
}
