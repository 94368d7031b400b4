package ffotview

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// firedOf returns the "fired" of stand label's "ffot" in "state --json"
// of session s, failing when it is missing or null (an empty list when it
// fired none).
func firedOf(t *testing.T, s *tracker.Session, label string) []string {
	t.Helper()
	b, err := json.Marshal(present.StateOf(s.Info(), s.State()))
	if err != nil {
		t.Fatal(err)
	}
	var st struct {
		Units []struct {
			Label string `json:"label"`
			FFOT  struct {
				Fired *[]string `json:"fired"`
			} `json:"ffot"`
		} `json:"units"`
	}
	if err := json.Unmarshal(b, &st); err != nil {
		t.Fatal(err)
	}
	for _, u := range st.Units {
		if u.Label == label {
			if u.FFOT.Fired == nil {
				t.Fatalf("%s's ffot has no fired list: %s", label, b)
			}
			return *u.FFOT.Fired
		}
	}
	t.Fatalf("no stand %s in %s", label, b)
	return nil
}

// TestFFOTFiredShown: "state --json" gives each stand the weapons it fired
// in the phase (an empty list when none), and the roster marks it with the
// fired glyph and the weapons; undo and redo take it back and again (004
// FFOTigers, Fire phase: "Roll dice equal to the firing stand's adjusted
// rate of fire"; ffot.NoteFireOnce).
func TestFFOTFiredShown(t *testing.T) {
	s := openFFOT(t, "next", "next")
	check := func(when string, want []string) {
		t.Helper()
		g := s.State()
		if got := firedOf(t, s, "HT1"); !slices.Equal(got, want) {
			t.Errorf("%s: HT1 fired %q in state --json, want %q", when, got, want)
		}
		row := rowOf(t, present.RosterRows(g, ""), "HT1").Text()
		if mark := present.GlyphFired + " fired gun"; strings.Contains(row, mark) != (len(want) > 0) {
			t.Errorf("%s: HT1's roster row %q, want %q shown: %v", when, row, mark, len(want) > 0)
		}
	}
	check("before it fires", []string{})
	run(t, s, "fire HT1 at INF range 8 die 1 1")
	check("after its shot", []string{"gun"})
	run(t, s, "undo")
	check("undone", []string{})
	run(t, s, "redo")
	check("redone", []string{"gun"})
	if !strings.Contains(ffotView{}.Legend(s.State()), present.GlyphFired+" fired") {
		t.Errorf("the roster's legend does not say what %s is: %q", present.GlyphFired, ffotView{}.Legend(s.State()))
	}
	if b, ok := present.ASCIIGlyph([]rune(present.GlyphFired)[0]); !ok || b != '.' {
		t.Errorf("the fired glyph has no ASCII stand-in")
	}
	run(t, s, "next")
	check("the next phase", []string{})
}

// TestFFOTLiftedShown: a barrage whose every stand is out of play is
// shown lifted in "state --json" and its line (004 FFOTigers: "The burst
// radius of a round is determined by the number of stands landing fire on
// target": none is left).
func TestFFOTLiftedShown(t *testing.T) {
	s := openFFOT(t, "barrage ART at the ford spotter HT1")
	g := s.State()
	g.Unit("ART").Status = engine.StatusDestroyed // as a fire verb leaves it
	if got := StateOf(g).Barrages[0].State; got != ffot.BarrageLifted {
		t.Errorf("B1 in state --json is %q, want %q", got, ffot.BarrageLifted)
	}
	if got, want := strings.Join(BarrageLines(g), " "), "Barrage B1 of the attacker: ART at the ford, spotted by HT1: lifted: no stand of it is left to fire it, and it does not land."; got != want {
		t.Errorf("B1's line: %q, want %q", got, want)
	}
}
