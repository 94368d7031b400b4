package ffotforms

import (
	"encoding/json"
	"ogretable/tracker/dashboard"
	"ogretable/tracker/dashboard/dashboardtest"
	"ogretable/tracker/internal/trackertest"
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/templates"
	"ogretable/tracker"

	"github.com/gdamore/tcell/v2"
)

// TestDashboardFFOT: a game of FFOTigers on the dashboard shows each
// stand's quality, marker, bog count and unit in the roster, and the
// selected stand's panel with its quality line, its chances to hit, its
// side's command and the barrages (issue 23: "Dashboard: stands, quality,
// markers (colour and glyph), bog, command, barrages").
func TestDashboardFFOT(t *testing.T) {
	cat, err := templates.Load(templates.Files(), "../../../templates/examples")
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
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 120, 40)
	screen := h.WaitText("◒ suppressed ◉ pinned ○ fired, Bog: times bogged; inches",
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

// TestDashboardFFOTOutOfCommand: at 120 columns, after the attacker's
// army command roll fails, the header says in words which side is out of
// command and the selected stand's panel gives the roll's result, not the
// rule (004 FFOTigers: "A side whose army is out of command may only land
// a barrage on a roll of 4+"; issue 31, at the table).
func TestDashboardFFOTOutOfCommand(t *testing.T) {
	cat, err := templates.Load(templates.Files(), "../../../templates/examples")
	if err != nil {
		t.Fatal(err)
	}
	s, err := tracker.Open(newMemStore(), cat, tracker.Info{ID: 1, Name: "Kursk", Variant: ffot.Variant, Scale: engine.Inches, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	// Veteran commands on 3+, its HQ unit makes it 2+: a 1 fails.
	run(t, s, "add heavy-tank x2 as HT side attacker", "add infantry-squad as INF side defender",
		"unit 1st HT1,HT2 quality veteran hq", "unit foot INF quality green", "command die 1")
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 120, 40)
	h.WaitText("command veteran/green, attacker out of command", "Command of the attacker: out of command this", "turn (rolled 1, needed 2+): barrages it places")
}

// ffotStages opens a game of FFOTigers on the dashboard with the example
// figures, after lines: the attacker's veteran HQ unit 1st of heavy tanks
// HT1 and HT2, the defender's average unit 2nd of infantry squads INF1 to
// INF3 and average unit 4th of a heavy tank DHT1.
func ffotStages(t *testing.T, lines ...string) (*trackertest.Store, *tracker.Session, *dashboardtest.Screen) {
	t.Helper()
	cat, err := templates.Load(templates.Files(), "../../../templates/examples")
	if err != nil {
		t.Fatal(err)
	}
	st := newMemStore()
	s, err := tracker.Open(st, cat, tracker.Info{ID: 1, Name: "Kursk", Variant: ffot.Variant, Scale: engine.Inches, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, "add heavy-tank x2 as HT side attacker", "add infantry-squad x3 as INF side defender", "add heavy-tank as DHT1 side defender",
		"unit 1st HT1,HT2 quality veteran hq", "unit 2nd INF1,INF2,INF3 quality average", "unit 4th DHT1 quality average")
	run(t, s, lines...)
	return st, s, startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 120, 40)
}

// manualDice returns the values of the typed dice stored in the events
// after the first from.
func manualDice(t *testing.T, st *trackertest.Store, from int) []int {
	t.Helper()
	recs, _ := st.Events(1)
	var out []int
	for _, r := range recs[from:] {
		var e struct{ Dice []engine.Die }
		if err := json.Unmarshal(r.Payload, &e); err != nil {
			continue
		}
		for _, d := range e.Dice {
			if d.Manual {
				out = append(out, d.Value)
			}
		}
	}
	return out
}

// TestDashboardFFOTFireDiceStageByStage: the dice prompt of an FFOTigers
// fire asks for its rolls stage by stage, each found from the dice typed so
// far, and runs the fire with every die typed (issue 23 playtest: "This
// roll needs 9 dice but 8 dice typed"). 004 FFOTigers: "Players roll to hit
// ... The defender rolls any saving throws for status or terraign. Then
// hits are rolled for effects"; HT1, veteran, at INF1 in forest at range 8
// rolls 2 dice to hit on 3+, a save on 4+ for each hit, and 4 effect dice
// for each unsaved hit (pen 5 - armour 0: "an effects die for every point
// of difference above 1").
func TestDashboardFFOTFireDiceStageByStage(t *testing.T) {
	st, s, h := ffotStages(t, "terrain INF1 forest")
	for i := 0; i < 8 && s.State().Phase != ffot.PhaseFire; i++ {
		run(t, s, "next")
	}
	h.Keys("") // draw the game as it is now
	recs, _ := st.Events(1)
	before := len(recs)
	h.Keys(":fire HT1 at INF1 range 8")
	h.Key(tcell.KeyEnter)
	h.WaitText("Roll 2 dice: type the values from the table,", "2d6 to hit", "then more dice: how many, the dice typed decide")
	h.Keys("35")
	h.WaitText("Roll 4 dice", "2d6 to hit, 3+ each: typed 3 5", "then 2d6 to save the hits, 4+ each")
	h.Key(tcell.KeyEnter)
	h.WaitText("This needs 4 dice so far, then more as they fall; 2 typed.")
	h.Keys("42")
	screen := h.WaitText("Roll 8 dice", "then 2d6 to save the hits, 4+ each: typed 4 2", "then 4d6 for the effects, hit after hit")
	if strings.Contains(screen, "then more dice") {
		t.Errorf("every roll is known once the saves are typed, but the prompt asks for more:\n%s", screen)
	}
	h.Keys("1231")
	h.Key(tcell.KeyEnter)
	h.WaitFor("the fire stored", func(string) bool { return len(manualDice(t, st, before)) > 0 })
	want := []int{3, 5, 4, 2, 1, 2, 3, 1}
	if got := manualDice(t, st, before); !slices.Equal(got, want) {
		t.Errorf("the fire stored the typed dice %v, want %v", got, want)
	}
}

// TestDashboardFFOTOverwatchDiceStageByStage: an overwatch's save is asked
// for once its hit is typed (issue 23 playtest: "This needs 1 die; 2
// typed"): DHT1, average, at HT1 in light woods at range 10 rolls 1 die to
// hit and a save of 5+ for a hit (004 FFOTigers: "Stands in Lt woods and
// Swamps save on a roll of 5+"); a saved hit rolls no effects.
func TestDashboardFFOTOverwatchDiceStageByStage(t *testing.T) {
	st, _, h := ffotStages(t, "terrain HT1 light-woods", "next", "move HT1 quarter", "pivot DHT1")
	recs, _ := st.Events(1)
	before := len(recs)
	h.Keys(":overwatch DHT1 at HT1 range 10")
	h.Key(tcell.KeyEnter)
	h.WaitText("Roll 1 die: type the values from the table,", "1d6 to hit", "then more dice")
	h.Keys("5")
	// An unsaved hit would roll effect dice: more may follow the save.
	h.WaitText("Roll 2 dice", "1d6 to hit, 4+ each: typed 5", "then 1d6 to save the hits, 5+ each", "then more dice")
	h.Keys("6")
	h.Key(tcell.KeyEnter)
	h.WaitFor("the overwatch stored", func(string) bool { return len(manualDice(t, st, before)) > 0 })
	if got := manualDice(t, st, before); !slices.Equal(got, []int{5, 6}) {
		t.Errorf("the overwatch stored the typed dice %v, want [5 6]", got)
	}
}

// TestFFOTRosterNamesWhole: at 160 columns the roster shows every stand's
// label, type and unit whole, the other columns giving their room first
// (issue 29: "Heavy…", "Infantr…" were cut), and the header shows each
// side's losses and command rating, not victory points 004 FFOTigers does
// not score.
func TestFFOTRosterNamesWhole(t *testing.T) {
	s := openFFOT(t, "add heavy-tank x2 as HT side attacker", "add infantry-squad x3 as INF side defender", "add mobile-howitzer as ART side attacker",
		"unit 1st HT1,HT2 quality veteran hq", "unit 2nd INF1,INF2,INF3 quality green", "unit arty ART quality average")
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 160, 50)
	screen := h.WaitText("HT1  Heavy Tank ", "ART  Mobile Howitzer ", "INF3 Infantry Squad ", " 1st ", " arty ",
		"Losses attacker 0, defender 0; command attacker veteran, defender green")
	if strings.Contains(screen, "VP attacker") || strings.Contains(screen, "Heavy…") {
		t.Errorf("the screen shows VP or a cut name:\n%s", screen)
	}
}
