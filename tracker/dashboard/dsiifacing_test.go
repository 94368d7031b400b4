package dashboard

import (
	"testing"

	"github.com/gdamore/tcell/v2"
)

// TestDSIIHitFormSignatureAndSide: the hit form shows a module's Effective
// Target Signature and facing (002 OGRE for DSII, OGRE Modules: "Effective
// Target Signature is 1 (D12)"; "The Effective Target Signature will be
// increased by 1"), and its From list names the Ogre's side the firer is
// on, the engine refusing a module that cannot be seen from there (Firing
// at OGREs: "Modules cannot be targeted from any facing from which it
// cannot be seen").
func TestDSIIHitFormSignatureAndSide(t *testing.T) {
	s := openDSIIGame(t, "add dsii-mark-v as MK5 side defence")
	h := startDashboard(t, NewDashboard(s, Options{}), 160, 50)
	h.waitText("MK1")
	h.keys("h")
	h.waitText("Hit a module", "Signature 1 (D12); its design gives no facing")
	// MK5.secondary1 faces right (the built-in Mark V's secondary (right)).
	h.keys("MK5.S")
	h.waitText("hit MK5.secondary1", "Signature +1; it faces right")
	for range 4 {
		h.key(tcell.KeyTab)
	}
	h.key(tcell.KeyDown)
	h.key(tcell.KeyDown)
	h.key(tcell.KeyDown)
	h.waitText("from left", "cannot be seen from the left")
}
