package dsiiforms

import (
	"strings"
	"testing"
)

// TestKeysNotOffered: in an OGRE for DSII game, f and o, keys of the
// Ogre CRT's forms that DSII's games do not offer, are left out of the hint
// line and say so when pressed, with what to use instead (issue 22, a
// referee's playtest: they did nothing, silently); r opens DSII's own ram
// form.
func TestKeysNotOffered(t *testing.T) {
	_, h := dsiiTurn(t)
	hint := h.WaitText("Press ? for help, : for a command, a to activate, h for a hit, n for the next phase.")
	if strings.Contains(hint, "f to fire") {
		t.Errorf("the hint line offers f in a DSII game:\n%s", hint)
	}
	for _, c := range []struct{ key, says string }{
		{"f", "f: OGRE for DSII has no fire verb; use a to activate a battery, h for a hit."},
		{"o", "o: OGRE for DSII has no overrun verb; an Ogre rams"},
	} {
		h.Keys(c.key)
		h.WaitText(c.says)
	}
	h.Keys("r")
	h.WaitText("Ram", "Rammer", "Rammed")
}
