package crtcmd

import (
	"strings"
	"testing"
)

// TestHelpNewSaysTheVariants: help new says what published, classic and
// lite change (issue 11).
func TestHelpNewSaysTheVariants(t *testing.T) {
	_, out, _ := runCmd(t, "help", "new")
	flat := strings.Join(strings.Fields(out), " ")
	for _, want := range []string{"published (the default", "2 rams a turn, or one enemy Ogre", "classic (only Ogres and the superheavy tank ram",
		"no limit on rams a turn", "lite (only Ogres ram", "one ram a turn", "Ogre Lite's terrain table"} {
		if !strings.Contains(flat, want) {
			t.Errorf("help new lacks %q:\n%s", want, out)
		}
	}
}
