package ffot

import "testing"

func TestQualityTable(t *testing.T) {
	// 004 FFOTigers, the quality table: | Quality Level | Saving Throw |
	// Firing Modifier | ROF Modifier | ARMY COMMAND | Cohesion |
	for _, c := range []struct {
		q                        Quality
		save, fire, rof, command int
		cohesion                 float64
	}{
		{Green, 6, -1, 0, 5, 1},    // | GREEN | 6+ | -1 | 0 | 5+ | 1" |
		{Average, 5, 0, 0, 4, 1.5}, // | AVERAGE | 5+ | 0 | 0 | 4+ | 1-1/2" |
		{Veteran, 4, 1, 1, 3, 2},   // | VETERAN | 4+ | +1 | +1 | 3+ | 2" |
		{Elite, 3, 2, 1, 2, 2.5},   // | ELITE | 3+ | +2 | +1 | 2+ | 2-1/2" |
	} {
		if got := c.q.SavingThrow(); got != c.save {
			t.Errorf("%s saving throw %d, want %d", c.q, got, c.save)
		}
		if got := c.q.FiringModifier(); got != c.fire {
			t.Errorf("%s firing modifier %d, want %d", c.q, got, c.fire)
		}
		if got := c.q.ROFModifier(); got != c.rof {
			t.Errorf("%s ROF modifier %d, want %d", c.q, got, c.rof)
		}
		if got := c.q.CommandNeeded(); got != c.command {
			t.Errorf("%s army command %d, want %d", c.q, got, c.command)
		}
		if got := c.q.Cohesion(); got != c.cohesion {
			t.Errorf("%s cohesion %v, want %v", c.q, got, c.cohesion)
		}
	}
}

func TestCohesionStep(t *testing.T) {
	// 004 FFOTigers: "Green stands must all be placed within 1 inch of
	// another stand in the unit. Each quality level above green adds
	// one/half inch to this scale."
	for i, q := range Qualities {
		if got, want := q.Cohesion(), 1+0.5*float64(i); got != want {
			t.Errorf("%s cohesion %v, want %v", q, got, want)
		}
	}
}

func TestParseQuality(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Quality
		bad  bool
	}{{"green", Green, false}, {"Average", Average, false}, {"VETERAN", Veteran, false}, {"vet", Veteran, false}, {" elite ", Elite, false}, {"superior", 0, true}, {"", 0, true}} {
		got, err := ParseQuality(c.in)
		if (err != nil) != c.bad || got != c.want {
			t.Errorf("ParseQuality(%q) = %v, %v", c.in, got, err)
		}
	}
	if _, err := ParseQuality("x"); err == nil || err.Error()[:6] != "ffot: " {
		t.Errorf("error %v does not start with the package name", err)
	}
}

func TestErrorSentence(t *testing.T) {
	_, err := ParseQuality("superb")
	e, ok := err.(*Error)
	if !ok || e.Error() != `ffot: "superb" is not a quality; say green, average, veteran or elite` || e.Sentence() != `"superb" is not a quality; say green, average, veteran or elite` {
		t.Errorf("%#v", err)
	}
}
