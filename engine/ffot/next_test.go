package ffot_test

import (
	"strings"
	"testing"
)

// TestNextSaysAForgottenCommandRoll: a side that leaves its command phase
// without its command roll is told so in the log (004 FFOTigers, step 1:
// "Attacker rolls for Command"; a playtest's referee pressed n past it
// without a word), and a side that rolled is not.
func TestNextSaysAForgottenCommandRoll(t *testing.T) {
	p := barrageGame(t)
	evs := p.must("next")
	if last := evs[len(evs)-1].Text; !strings.Contains(last, "The attacker leaves its command phase without a command roll") {
		t.Errorf("next past an unrolled command phase says %q", last)
	}
	p = barrageGame(t)
	p.must("command", 6)
	evs = p.must("next")
	if last := evs[len(evs)-1].Text; strings.Contains(last, "without a command roll") {
		t.Errorf("next after the command roll says %q", last)
	}
}
