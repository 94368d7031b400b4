package crt_test

import (
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// TestNeedsSayWhoseRoll: every roll a command makes says whose it is and
// what it decides, for the dice prompt (issue 11, Dice prompts say whose
// roll it is and what it decides; OFFICIAL-NOTES, Ramming and Disabled
// units for the tables they quote).
func TestNeedsSayWhoseRoll(t *testing.T) {
	g := mustGame(t, crt.Published)
	run(t, g, "add mark-iii as MK3", "add heavy-tank as H", "add gev as G", "next", "next")
	tests := []struct {
		line string
		want string
	}{
		{"fire MK3.main1 at H", "roll 1d6 for MK3.main1 at H, 1-1"},
		{"fire MK3.main1,MK3.secondary1 at G with H", "roll 1d6 for MK3.main1+MK3.secondary1 at G, 3-1, then roll 1d6 for the spillover onto H, 1-1"},
	}
	for _, tc := range tests {
		cmd, err := g.ParseCommand(tc.line)
		if err != nil {
			t.Fatal(err)
		}
		needs, err := engine.NeedsOf(g, cmd, engine.NewSeeded(1, 1))
		if err != nil {
			t.Fatalf("%s: %v", tc.line, err)
		}
		if got := engine.NeedsText(needs); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.line, got, tc.want)
		}
	}
}
