package present_test

import (
	"strings"
	"testing"

	"ogretable/tracker"
	"ogretable/tracker/present"
)

// TestLogTextMultiline: a note typed with line breaks keeps the text log's
// columns (each further line under the text), and control characters are
// escaped (issue 11).
func TestLogTextMultiline(t *testing.T) {
	got := present.LogText(tracker.LogLine{Seq: 7, Turn: 2, Side: "ogre", Phase: "fire", Text: "Note: first\r\nsecond\nthird\tcol \x1b[2J", Voided: true})
	lines := strings.Split(got, "\n")
	head := "   7  T2 ogre     fire            "
	want := []string{head + "Note: first", strings.Repeat(" ", len(head)) + "second", strings.Repeat(" ", len(head)) + `third\tcol \x1b[2J [undone]`}
	if len(lines) != len(want) {
		t.Fatalf("LogText = %q", got)
	}
	for i := range want {
		if lines[i] != want[i] {
			t.Errorf("line %d = %q, want %q", i, lines[i], want[i])
		}
	}
	if one := present.LogText(tracker.LogLine{Seq: 1, Turn: 1, Side: "ogre", Phase: "movement", Text: "Note: über"}); one != "   1  T1 ogre     movement        Note: über" {
		t.Errorf("one line: %q", one)
	}
}
