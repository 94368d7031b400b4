package ffotview

import (
	"encoding/json"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/tracker/present"
)

// TestFFOTLostStandShowsNoMarker: a destroyed or removed stand shows no
// marker in its roster row, panel or state (004 FFOTigers: "Stands that
// fail their quality check are removed from the board"; ffot.MarkerOf).
func TestFFOTLostStandShowsNoMarker(t *testing.T) {
	s := openFFOT(t)
	g := s.State()
	for _, status := range []engine.Status{engine.StatusDestroyed, engine.StatusRemoved} {
		ffot.StandOf(g.Unit("HT2")).Marker = ffot.Suppressed
		g.Unit("HT2").Status = status
		row := rowOf(t, present.RosterRows(g, ""), "HT2")
		panel := rowsText(Panel(g, g.Unit("HT2")))
		details := strings.Join(ffotView{}.StateDetails(g, g.Unit("HT2")), ", ")
		for where, text := range map[string]string{"row": row.Text(), "panel": panel, "state": details} {
			if strings.Contains(text, "suppressed") || strings.Contains(text, GlyphSuppressed) {
				t.Errorf("HT2 %s: its %s shows its marker: %q", status, where, text)
			}
		}
	}
}

// TestFFOTRosterSaysWhatIsDue: a stand's roster row says a quality check
// due and its unit's rout, as its panel does (004 FFOTigers: "Quality
// checks are made at the end of the fire phase"; "plus one to hit during
// the next enemy fire phase ... At the end of the turn this unit must make
// a quality check again").
func TestFFOTRosterSaysWhatIsDue(t *testing.T) {
	s := openFFOT(t)
	g := s.State()
	ffot.StandOf(g.Unit("INF")).CheckDue = true
	f := ffot.GameOf(g).Formation("1st")
	f.Routed, f.RoutCheck = true, true
	rows := present.RosterRows(g, "")
	if got := rowOf(t, rows, "INF").Text(); !strings.Contains(got, "check due") {
		t.Errorf("INF's row with a check due: %q", got)
	}
	if got := rowOf(t, rows, "HT1").Text(); !strings.Contains(got, "routed: +1 to be hit") || !strings.Contains(got, "checks at turn end") {
		t.Errorf("HT1's row, its unit routed: %q", got)
	}
	if got := rowOf(t, rows, "ART").Text(); strings.Contains(got, "due") || strings.Contains(got, "routed") {
		t.Errorf("ART's row: %q", got)
	}
	// A routed unit's stand hit by fire checks with the unit (NoteRoutEnd).
	ffot.StandOf(g.Unit("HT1")).CheckDue = true
	if got := rowOf(t, present.RosterRows(g, ""), "HT1").Text(); !strings.Contains(got, "checks at turn end, -1 with fire") || strings.Contains(got, "check due") {
		t.Errorf("HT1's row, routed and hit: %q", got)
	}
}

// TestFFOTStateJSONRolled: "state --json" tells a side that has not
// rolled for command this turn from one that rolled in command (004
// FFOTigers, step 1: "Attacker rolls for Command"): in_command is null
// until the side rolls (a playtest read true there as a roll made), and a
// barrage says whether its side was in command when it placed it.
func TestFFOTStateJSONRolled(t *testing.T) {
	s := openFFOT(t, "command die 1", "barrage ART at the ford spotter HT1")
	b, err := json.Marshal(present.StateOf(s.Info(), s.State()))
	if err != nil {
		t.Fatal(err)
	}
	var st struct {
		FFOT struct {
			Command  map[string]map[string]any `json:"command"`
			Barrages []map[string]any          `json:"barrages"`
		} `json:"ffot"`
	}
	if err := json.Unmarshal(b, &st); err != nil {
		t.Fatal(err)
	}
	// The attacker rolled a 1 on 2+: out of command; the defender has no roll yet.
	for side, want := range map[string]map[string]any{
		"attacker": {"in_command": false, "rolled": true},
		"defender": {"in_command": nil, "rolled": false},
	} {
		for k, v := range want {
			if got := st.FFOT.Command[side][k]; got != v {
				t.Errorf("the %s's %s: %v, want %v (%s)", side, k, got, v, b)
			}
		}
	}
	// 004 FFOTigers: "A side whose army is out of command may only land a barrage on a roll of 4+".
	if len(st.FFOT.Barrages) != 1 || st.FFOT.Barrages[0]["in_command"] != false {
		t.Errorf("the barrage placed out of command: %v", st.FFOT.Barrages)
	}
	if got := strings.Join(BarrageLines(s.State()), " "); !strings.Contains(got, "(placed out of command: lands only on 4+)") {
		t.Errorf("the barrage's line: %q", got)
	}
}

// TestFFOTBarrageLineScatter: a scattered barrage's line says where it
// came down from its point, "scattered 2" short of it", not "2" short off"
// (004 FFOTigers: "1 is long, 2 is right long, 3 is right short, 4 is
// short").
func TestFFOTBarrageLineScatter(t *testing.T) {
	lines := []string{"barrage ART at the ford spotter HT1"}
	for range 7 {
		lines = append(lines, "next") // to the defender's barrage phase (step 8)
	}
	// Accuracy 1 +4 misses; direction 4 is short, 2".
	s := openFFOT(t, append(lines, "land B1 die 1 4 2")...)
	got := strings.Join(BarrageLines(s.State()), " ")
	if want := `Barrage B1 of the attacker: ART at the ford, spotted by HT1: scattered 2" short of it.`; got != want {
		t.Errorf("the barrage's line: %q, want %q", got, want)
	}
}
