package sheets_test

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/sheets"
	"ogretable/sheets/papertest"
	"ogretable/sheets/sheetstest"
)

// TestFFOTRosterMarks: the roster PDF shows no marker beside a destroyed
// stand (004 FFOTigers: "Adjusted rolls of six destroy the targeted
// stand"; ffot.MarkerOf), and says a stand's check due and its unit's rout
// ("plus one to hit during the next enemy fire phase").
func TestFFOTRosterMarks(t *testing.T) {
	g := ffotGame(t, "add heavy-tank x2 as HT side attacker", "add infantry-squad x2 as INF side defender",
		"unit 1st HT1,HT2 quality veteran", "unit foot INF1,INF2 quality green")
	ffot.StandOf(g.Unit("HT2")).Marker = ffot.Suppressed
	g.Unit("HT2").Status = engine.StatusDestroyed
	ffot.StandOf(g.Unit("INF1")).CheckDue = true
	ffot.GameOf(g).Formation("1st").Routed = true
	text := strings.Join(strings.Fields(sheetstest.PDFText(t, sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { d.Roster(g, sheets.RosterOf{ID: 4, Name: "Kursk"}); return nil })))), " ")
	if strings.Contains(text, "HT2 Heavy Tank veteran suppressed") {
		t.Errorf("the destroyed HT2 shows its marker:\n%s", text)
	}
	for _, want := range []string{"HT2 Heavy Tank veteran – – 1st", "check due", "routed: +1 to be hit"} {
		if !strings.Contains(text, want) {
			t.Errorf("the roster has no %q:\n%s", want, text)
		}
	}
}
