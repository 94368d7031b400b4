package ffotview

import (
	"ogretable/tracker/present"
	"strings"
	"testing"
)

// TestFFOTLogSides: the log names with each event the side whose stand,
// unit or barrage rolled (engine.EventSider), not the side whose turn it
// is, so the report's dice by side are each side's own; the header still
// names the side to play (004 FFOTigers: step 9, "Non Phasing player may
// fire at moving stands"; step 4, "Defenders artillery barrage may land";
// "Quality checks are made at the end of the fire phase"; "At the end of
// the turn this unit must make a quality check again").
func TestFFOTLogSides(t *testing.T) {
	s := openFFOT(t)
	for _, c := range []struct {
		line  string
		sides []string // of each event
	}{
		{"barrage ART at the ford spotter HT1", []string{"attacker"}},
		{"next", []string{"attacker"}},
		{"move HT1 quarter", []string{"attacker"}},
		{"overwatch INF at HT1 range 2 die 1 1", []string{"defender"}},
		{"rout arty die 1", []string{"attacker"}},
		{"next", []string{"attacker"}},
		// HT2 hits (3+), INF fails its forest save, an adjusted 4: a check.
		{"fire HT2 at INF range 8 die 3 1 1 3 1 1 1", []string{"attacker"}},
		{"next die 6", []string{"defender", "attacker"}}, // INF's check, then the attacker's barrage phase
		{"next", []string{"defender"}},
		{"next", []string{"defender"}},
		{"next", []string{"defender"}},
		{"next", []string{"defender"}},
		{"land B1 die 6", []string{"attacker"}},
		{"next die 6", []string{"attacker", "attacker"}}, // arty's check at the end of the turn, then turn 2
	} {
		lines, err := s.Do(c.line)
		if err != nil {
			t.Fatalf("%s: %v", c.line, err)
		}
		var got []string
		for _, l := range lines {
			got = append(got, l.Side)
		}
		if strings.Join(got, ",") != strings.Join(c.sides, ",") {
			t.Errorf("%s: the log names %v, want %v", c.line, got, c.sides)
		}
		if c.line == "land B1 die 6" {
			if h := (present.Row{Cells: present.HeaderText(s.Info(), s.State(), 0)}).Text(); !strings.Contains(h, "DEFENDER to play") {
				t.Errorf("the header in the defender's barrage phase: %q", h)
			}
		}
	}
}
