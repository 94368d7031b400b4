package present_test

import (
	"strings"
	"testing"

	"ogretable/tracker"
	"ogretable/tracker/present"
)

// TestTypedDiceMarkedTheSame: a line whose dice were typed from the table
// carries the same mark in the dashboard's log and in "ogretable log", and
// a rolled one carries none (issue 20, item 18: "[typed]" and "[dice typed
// in]" before).
func TestTypedDiceMarkedTheSame(t *testing.T) {
	for _, manual := range []bool{true, false} {
		l := tracker.LogLine{Seq: 7, Command: 3, Turn: 1, Side: "defence", Phase: "fire", Kind: "roll",
			Text: "HVY1 (4) fires at MK3.treads at 1-1, die 5: X.", Dice: []int{5}, Manual: manual}
		row, text := present.LogRow(l, 0).Text(), present.LogText(l)
		for what, s := range map[string]string{"dashboard": row, "log": text} {
			if got := strings.HasSuffix(s, " "+present.TypedMark); got != manual {
				t.Errorf("manual %v: the %s line %q ends with %s: %v", manual, what, s, present.TypedMark, got)
			}
			if strings.Count(s, "typed") != strings.Count(present.TypedMark, "typed")*btoi(manual) {
				t.Errorf("manual %v: the %s line %q marks typed dice otherwise", manual, what, s)
			}
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
