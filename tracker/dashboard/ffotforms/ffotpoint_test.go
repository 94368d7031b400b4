package ffotforms

import (
	"ogretable/tracker/dashboard"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// TestFFOTBarrageFormApostrophe: a point typed with an apostrophe is
// written so the command reads it back whole (engine.QuoteWord; issue 23
// review: a command line has no escape), not cut at the quote.
func TestFFOTBarrageFormApostrophe(t *testing.T) {
	s := openFFOT(t, ffotArtillerySetup...)
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 150, 45)
	h.Keys("b")
	h.WaitText("Artillery (Space)", "Type the point the barrage is aimed at, in words")
	h.Keys(" ")
	h.Key(tcell.KeyTab)
	h.Keys("Smith's farm")
	h.WaitText(`barrage ART at "Smith's" farm spotter HT`)
	h.Key(tcell.KeyEnter)
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
		h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 150, 45)
		h.Keys("b")
		h.WaitText("Artillery (Space)", "[ ] ART")
		h.Keys("the ford")
		h.WaitText("barrage ART at the ford spotter HT", "Point: the ford_", "[ ] ART")
		h.Key(tcell.KeyUp)
		h.Keys(" ")
		h.WaitText("[x] ART", "Point: the ford_")
		h.Key(tcell.KeyEnter)
		waitLog(t, h, s, "The attacker's barrage B1: ART (elite) at the ford, spotted by HT (veteran)")
	})
	t.Run("the unit form's name", func(t *testing.T) {
		s := openFFOT(t, "add heavy-tank as HT side attacker", "add infantry-squad as INF side defender")
		h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 150, 45)
		h.Keys("F")
		h.WaitText("Form a unit", "[ ] HT")
		h.Keys("2nd Bn")
		h.WaitText(`unit "2nd Bn" HT quality green`, "Name: 2nd Bn_", "[ ] HT")
		h.Key(tcell.KeyUp)
		h.Keys(" ")
		h.WaitText("[x] HT", "Name: 2nd Bn_")
		h.Key(tcell.KeyEnter)
		waitLog(t, h, s, "The attacker forms the green unit 2nd Bn: HT.")
	})
}
