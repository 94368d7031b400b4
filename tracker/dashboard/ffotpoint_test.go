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
