package dashboard

import (
	"strings"
	"testing"
)

// TestKeysNotOffered: in an OGRE for DSII game, f, r and o, keys of the
// Ogre CRT's forms that DSII's games do not offer, are left out of the hint
// line and say so when pressed, with what to use instead (issue 22, a
// referee's playtest: they did nothing, silently).
func TestKeysNotOffered(t *testing.T) {
	_, h := dsiiTurn(t)
	hint := h.waitText("Press ? for help, : for a command, a to activate, h for a hit, n for the next phase.")
	if strings.Contains(hint, "f to fire") || strings.Contains(hint, "r to ram") {
		t.Errorf("the hint line offers f or r in a DSII game:\n%s", hint)
	}
	for _, c := range []struct{ key, says string }{
		{"f", "f: OGRE for DSII has no fire verb; use a to activate a battery, h for a hit."},
		{"o", "o: OGRE for DSII has no overrun verb; an Ogre rams"},
		{"r", "r: the dashboard has no ram form for OGRE for DSII yet; type it at : (ram OGRE.treadN TARGET ...)."},
	} {
		h.keys(c.key)
		h.waitText(c.says)
	}
}
