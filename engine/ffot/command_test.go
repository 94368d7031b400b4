package ffot

import "testing"

func TestRating(t *testing.T) {
	// 004 FFOTigers: "The average quality round up, is each side's army
	// command rating" (NoteAverage: over the stands, green 1 to elite 4).
	for _, c := range []struct {
		qs   []Quality
		want Quality
	}{
		{[]Quality{Green}, Green},
		{[]Quality{Green, Average}, Average},        // 1.5 rounds up to 2
		{[]Quality{Green, Green, Veteran}, Average}, // 5/3 rounds up to 2
		{[]Quality{Average, Average, Average, Elite}, Veteran},
		{[]Quality{Elite, Elite}, Elite},
	} {
		got, err := Rating(c.qs)
		if err != nil || got != c.want {
			t.Errorf("Rating(%v) = %s, %v; want %s", c.qs, got, err, c.want)
		}
	}
	if _, err := Rating(nil); err == nil {
		t.Error("no stands: no error")
	}
	if _, err := Rating([]Quality{Green, 9}); err == nil {
		t.Error("a quality 9: no error")
	}
}

func TestCommandNeeded(t *testing.T) {
	for _, c := range []struct {
		roll CommandRoll
		want int
		src  string
	}{
		{CommandRoll{Rating: Green}, 5, "004 FFOTigers, quality table: GREEN ARMY COMMAND 5+"},
		{CommandRoll{Rating: Elite}, 2, "004 FFOTigers, quality table: ELITE ARMY COMMAND 2+"},
		{CommandRoll{Rating: Average, HQ: 1}, 3, "004 FFOTigers: adds one to all army command rolls per HQ unit in play"},
		{CommandRoll{Rating: Veteran, HQ: 3}, 1, "004 FFOTigers: per HQ unit in play; every face then"},
	} {
		if got := c.roll.Needed(); got != c.want {
			t.Errorf("%+v needs %d, want %d (%s)", c.roll, got, c.want, c.src)
		}
	}
}
