package tracker

import (
	"encoding/json"
	"testing"
)

// TestUndoCorrectionAndPulse checks that undo voids a referee's correction
// and an EMP pulse like any other command: the game is as it was before
// each (issue 10, Referee's corrections; 000 FAQ, The EMP Tank).
func TestUndoCorrectionAndPulse(t *testing.T) {
	s := openBare(t, "add mark-iii as MK3", "add emp-tank as EMP side ogre", "add heavy-tank as H", "next", "next")
	for _, line := range []string{
		"correct MK3 treads 40 because the tread was not crossed off",
		"remove H because it was never on the table",
		"correct ogre vp 6 because the referee says so",
		"emp EMP at H,MK3",
	} {
		before, _ := json.Marshal(s.State())
		run(t, s, line, "undo")
		if after, _ := json.Marshal(s.State()); string(after) != string(before) {
			t.Errorf("%q undone: the game differs:\n%s\n%s", line, before, after)
		}
	}
}
