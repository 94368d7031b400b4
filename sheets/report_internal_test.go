package sheets

import (
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// The tests of this package's insides that print no system's paper; the
// others are of the external package (sheets_test).

// TestTimelineSections: an overrun is a section from its start to its end
// (both in it), and a section ends with its turn when nothing closes it.
func TestTimelineSections(t *testing.T) {
	ev := func(seq int64, turn int, kind engine.EventKind) entry {
		return entry{seq: seq, command: seq, turn: turn, kind: string(kind), e: engine.Event{Kind: kind}}
	}
	// A system's sections, as the CRT's paper registers its overrun
	// (sheets/crtpaper).
	ts := timelineState{paper: &SystemPaper{Sections: []TimelineSection{{Title: "Overrun", Open: crt.EventOverrunStart, Close: crt.EventOverrunEnd}}}}
	for _, c := range []struct {
		en        entry
		opens, in bool
	}{
		{ev(1, 1, engine.EventPhase), false, false},
		{ev(2, 1, crt.EventOverrunStart), true, true},
		{ev(3, 1, crt.EventAttack), false, true},
		{ev(4, 1, crt.EventOverrunEnd), false, true},
		{ev(5, 1, crt.EventAttack), false, false},
		{ev(6, 1, crt.EventOverrunStart), true, true},
		{ev(7, 2, engine.EventPhase), false, false}, // the turn ends it
	} {
		opens, in := ts.step(c.en)
		if opens != c.opens || in != c.in {
			t.Errorf("event %d (%s): opens %v, in %v; want %v, %v", c.en.seq, c.en.kind, opens, in, c.opens, c.in)
		}
	}
}

// TestTickLabels: an axis's labels are the steps' multiples as people
// write them (the report of a short game once read "0.6000000000000001").
func TestTickLabels(t *testing.T) {
	for i, want := range []string{"0", "0.2", "0.4", "0.6", "0.8", "1"} {
		if got := Num(tick(i, 0.2)); got != want {
			t.Errorf("tick %d of 0.2: %q, want %q", i, got, want)
		}
	}
}
