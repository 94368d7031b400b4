package ffotview

import (
	"encoding/json"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/templates"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// openFFOT opens a game of FFOTigers on the example figures with a
// veteran HQ unit of two heavy tanks and a howitzer for the attacker and
// green infantry for the defender, and plays lines.
func openFFOT(t *testing.T, lines ...string) *tracker.Session {
	t.Helper()
	cat, err := templates.Load(templates.Files(), "../../../templates/examples")
	if err != nil {
		t.Fatal(err)
	}
	info := tracker.Info{ID: 1, Name: "FFOT", Variant: ffot.Variant, Scale: engine.Inches, Seed: 7}
	s, err := tracker.Open(newMemStore(), cat, info)
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, append([]string{
		"add heavy-tank x2 as HT side attacker", "add mobile-howitzer as ART side attacker", "add infantry-squad as INF side defender",
		"unit 1st HT1,HT2 quality veteran hq", "unit arty ART quality veteran", "unit foot INF quality green",
		"terrain INF forest",
	}, lines...)...)
	return s
}

// TestFFOTStateJSON: "state --json" has the top-level "ffot" part and
// each stand's "ffot" with the names issue 23 gives (State, screen,
// paper).
func TestFFOTStateJSON(t *testing.T) {
	s := openFFOT(t, "barrage ART at the ford spotter HT1")
	b, err := json.Marshal(present.StateOf(s.Info(), s.State()))
	if err != nil {
		t.Fatal(err)
	}
	var st struct {
		Rules string `json:"rules"`
		FFOT  struct {
			Command map[string]struct {
				Rating    string `json:"rating"`
				Needed    int    `json:"needed"`
				InCommand *bool  `json:"in_command"`
			} `json:"command"`
			Units []struct {
				Name, Side, Quality string
				HQ                  bool
				Stands              []string
				Losses              float64
				Routed              bool
			} `json:"units"`
			Barrages []struct {
				Name, Spotter string
				Stands        []string
			} `json:"barrages"`
		} `json:"ffot"`
		Units []map[string]json.RawMessage `json:"units"`
	}
	if err := json.Unmarshal(b, &st); err != nil {
		t.Fatal(err)
	}
	// 004 FFOTigers: rating veteran "ARMY COMMAND" 3+, +1 for the HQ unit: 2+;
	// no roll yet, so in_command is null (step 1: "Attacker rolls for Command").
	if c := st.FFOT.Command["attacker"]; c.Rating != "veteran" || c.Needed != 2 || c.InCommand != nil {
		t.Errorf("the attacker's command: %+v\n%s", c, b)
	}
	// green 5+, no HQ.
	if c := st.FFOT.Command["defender"]; c.Rating != "green" || c.Needed != 5 {
		t.Errorf("the defender's command: %+v", c)
	}
	if len(st.FFOT.Units) != 3 || st.FFOT.Units[0].Name != "1st" || !st.FFOT.Units[0].HQ || strings.Join(st.FFOT.Units[0].Stands, ",") != "HT1,HT2" {
		t.Errorf("units: %+v", st.FFOT.Units)
	}
	if len(st.FFOT.Barrages) != 1 || st.FFOT.Barrages[0].Name != "B1" || st.FFOT.Barrages[0].Spotter != "HT1" {
		t.Errorf("barrages: %+v", st.FFOT.Barrages)
	}
	var inf struct {
		Unit, Quality, Marker, Moved, Terrain string
		Bogged                                *int
	}
	if err := json.Unmarshal(st.Units[3]["ffot"], &inf); err != nil || inf.Unit != "foot" || inf.Quality != "green" || inf.Marker != "none" ||
		inf.Terrain != "forest" || inf.Bogged == nil || *inf.Bogged != 0 || inf.Moved != "none" {
		t.Errorf("INF's ffot part: %s (%v)", st.Units[3]["ffot"], err)
	}
	if _, crtTreads := st.Units[0]["treads"]; crtTreads {
		t.Errorf("a stand has the CRT's treads: %s", b)
	}
}

// TestFFOTRosterAndPanel: the roster shows a stand's quality, marker (a
// glyph in its tone), bogging and unit; the panel its figures and the
// chances of its rolls, which are the engine's.
func TestFFOTRosterAndPanel(t *testing.T) {
	s := openFFOT(t)
	g := s.State()
	ffot.StandOf(g.Unit("HT2")).Marker = ffot.Pinned // as a loss leaves it
	rows := present.RosterRows(g, "")
	if got := rowsText(rows[:1]); !strings.Contains(got, "Q Marker Bog Unit") {
		t.Errorf("roster heading: %q", got)
	}
	ht2 := rowOf(t, rows, "HT2")
	if !strings.Contains(ht2.Text(), "veteran "+GlyphPinned+" pinned") || ht2.Cells[4].Tone != present.ToneStuck {
		t.Errorf("HT2's row: %q, marker tone %d", ht2.Text(), ht2.Cells[4].Tone)
	}
	if inf := rowOf(t, rows, "INF"); !strings.Contains(inf.Text(), "green") || !strings.Contains(inf.Text(), "in forest") {
		t.Errorf("INF's row: %q", inf.Text())
	}
	panel := rowsText(Panel(g, g.Unit("HT1")))
	for _, want := range []string{
		// 004 FFOTigers' quality table, veteran: save 4+, fire +1, ROF +1, command 3+, cohesion 2".
		"Unit 1st, veteran: save 4+, fire +1, ROF +1, command 3+, cohesion 2\"",
		// the gun ROF 1 +1 veteran: 2 dice; short 3+ -1 = 2+, medium 3+, long 4+.
		"to hit, 2 dice: short 2+ (97.2%), medium 3+ (88.9%), long 4+ (75.0%)",
		"Figures: an example only",
		"Quality check: 4+ (50.0%)",
		"Command of the attacker: veteran with 1 HQ unit, in command on 2+ (83.3%)",
	} {
		if !strings.Contains(panel, want) {
			t.Errorf("HT1's panel has no %q:\n%s", want, panel)
		}
	}
}

// TestFFOTStateText: "ogretable state" gives a stand's unit, marker and
// terrain, not the CRT's details, then each side's command and the
// barrages.
func TestFFOTStateText(t *testing.T) {
	s := openFFOT(t, "barrage ART at the ford spotter HT1")
	var b strings.Builder
	if err := present.WriteState(&b, s.Info(), s.State()); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"unit foot (green); in forest",
		"Command of the attacker: veteran with 1 HQ unit, in command on 2+ (83.3%); no roll yet.",
		"Barrage B1 of the attacker: ART at the ford, spotted by HT1: placed.",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("state has no %q:\n%s", want, b.String())
		}
	}
}

// TestFFOTPanelUnitState: a stand's panel says its unit's losses, half
// strength, and that it routed (004 FFOTigers: a stand removed by a failed
// check is "1/2 loss"; "50 percent or worse"; a routed unit is "plus one to
// hit").
func TestFFOTPanelUnitState(t *testing.T) {
	s := openFFOT(t)
	g := s.State()
	g.Unit("HT2").Status = engine.StatusRemoved // as a failed check leaves it
	panel := rowsText(Panel(g, g.Unit("HT1")))
	if !strings.Contains(panel, "Losses: 0.5 of 2 stands.") || strings.Contains(panel, "Routed") {
		t.Errorf("HT1's panel after HT2 was removed:\n%s", panel)
	}
	g.Unit("HT2").Status = engine.StatusDestroyed
	ffot.GameOf(g).Formation("1st").Routed = true
	panel = rowsText(Panel(g, g.Unit("HT1")))
	for _, want := range []string{"Losses: 1 of 2 stands, at half strength or worse.", "Routed: +1 to be hit until the end of the enemy's next fire phase"} {
		if !strings.Contains(panel, want) {
			t.Errorf("HT1's panel has no %q:\n%s", want, panel)
		}
	}
	if glyph, word, _ := present.StatusMark(engine.StatusRemoved); glyph != present.GlyphDestroyed || word != "removed" {
		t.Errorf("a removed stand is shown %q %q", glyph, word)
	}
}
