package dashboard

import (
	"testing"

	"github.com/gdamore/tcell/v2"
)

// TestFFOTBarrageFormApostrophe: a point typed with an apostrophe is
// written so the command reads it back whole (engine.QuoteWord; issue 23
// review: a command line has no escape), not cut at the quote.
func TestFFOTBarrageFormApostrophe(t *testing.T) {
	s := openFFOT(t, ffotArtillerySetup...)
	h := startDashboard(t, NewDashboard(s, Options{}), 150, 45)
	h.keys("b")
	h.waitText("Artillery (Space)", "Type the point the barrage is aimed at, in words")
	h.keys(" ")
	h.key(tcell.KeyTab)
	h.keys("Smith's farm")
	h.waitText(`barrage ART at "Smith's" farm spotter HT`)
	h.key(tcell.KeyEnter)
	waitLog(t, h, s, "The attacker's barrage B1: ART (elite) at Smith's farm, spotted by HT (veteran)")
}

// TestFFOTSpaceWhileTypingIsTheWords: in the barrage form a point of two
// words typed with the artillery's list focused is the point "the ford"
// (the form's hint: "in words (the ford, hill 3)"), not "theford" with
// the one gun's tick flipped; in the unit form a name so typed is "2nd
// Bn". Once a list is moved in, Space ticks again (issue 29 playtest).
func TestFFOTSpaceWhileTypingIsTheWords(t *testing.T) {
	t.Run("the barrage form's point", func(t *testing.T) {
		s := openFFOT(t, ffotArtillerySetup...)
		h := startDashboard(t, NewDashboard(s, Options{}), 150, 45)
		h.keys("b")
		h.waitText("Artillery (Space)", "[ ] ART")
		h.keys("the ford")
		h.waitText("barrage ART at the ford spotter HT", "Point: the ford_", "[ ] ART")
		h.key(tcell.KeyUp)
		h.keys(" ")
		h.waitText("[x] ART", "Point: the ford_")
		h.key(tcell.KeyEnter)
		waitLog(t, h, s, "The attacker's barrage B1: ART (elite) at the ford, spotted by HT (veteran)")
	})
	t.Run("the unit form's name", func(t *testing.T) {
		s := openFFOT(t, "add heavy-tank as HT side attacker", "add infantry-squad as INF side defender")
		h := startDashboard(t, NewDashboard(s, Options{}), 150, 45)
		h.keys("F")
		h.waitText("Form a unit", "[ ] HT")
		h.keys("2nd Bn")
		h.waitText(`unit "2nd Bn" HT quality green`, "Name: 2nd Bn_", "[ ] HT")
		h.key(tcell.KeyUp)
		h.keys(" ")
		h.waitText("[x] HT", "Name: 2nd Bn_")
		h.key(tcell.KeyEnter)
		waitLog(t, h, s, "The attacker forms the green unit 2nd Bn: HT.")
	})
}
