package dashboard

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/templates"
	"ogretable/tracker"
)

// TestDashboardFFOT: a game of FFOTigers on the dashboard shows each
// stand's quality, marker, bog count and unit in the roster, and the
// selected stand's panel with its quality line, its chances to hit, its
// side's command and the barrages (issue 23: "Dashboard: stands, quality,
// markers (colour and glyph), bog, command, barrages").
func TestDashboardFFOT(t *testing.T) {
	cat, err := templates.Load(templates.Files(), "../../templates/examples")
	if err != nil {
		t.Fatal(err)
	}
	s, err := tracker.Open(newMemStore(), cat, tracker.Info{ID: 1, Name: "Kursk", Variant: ffot.Variant, Scale: engine.Inches, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, "add heavy-tank x2 as HT side attacker", "add mobile-howitzer as ART side attacker", "add infantry-squad as INF side defender",
		"unit 1st HT1,HT2 quality veteran hq", "unit arty ART quality veteran", "unit foot INF quality green",
		"terrain HT2 swamp", "barrage ART at the ford spotter HT1", "next", "move HT2 full die 1")
	h := startDashboard(t, NewDashboard(s, Options{}), 120, 40)
	screen := h.waitText("Q quality, Marker ◒ suppressed ◉ pinned, Bog times bogged",
		"Q       Marker Bog Unit", "veteran        1   1st  in swamp", "green              foot",
		// 004 FFOTigers' quality table, veteran.
		"Unit 1st, veteran: save 4+, fire +1, ROF +1,",
		"to hit, 2 dice: short 2+ (97.2%)",
		"Command of the attacker: veteran with 1 HQ unit,",
		"Barrage B1 of the attacker: ART at the ford,")
	if strings.Contains(screen, "A att") {
		t.Errorf("the roster of a game of FFOTigers shows the CRT's legend:\n%s", screen)
	}
}
