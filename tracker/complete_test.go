package tracker

import (
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/templates"
)

func TestComplete(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	g := s.State()
	tests := []struct {
		line string
		word string   // the word being completed
		want []string // all of these
		not  []string
	}{
		{"", "", []string{"add", "fire", "ram"}, nil},
		{"fi", "fi", []string{"fire"}, []string{"free"}},
		{"override f", "f", []string{"fire", "free"}, []string{"override"}},
		{"fire hv", "hv", []string{"HVY1", "HVY2", "HVY3"}, nil},
		{"fire $O.m", "$O.m", []string{"$O.main1", "$O.missile1", "$O.missile2"}, nil},
		{"fire HVY1,HV", "HV", []string{"HVY1", "HVY2", "HVY3"}, nil},
		{"fire HVY1 a", "a", []string{"at"}, nil},
		{"fire HVY1 at ", "", []string{"$O.treads", "$O.main1"}, []string{"HVY2", "CP1"}},
		{"fire HVY1 at $o.t", "$o.t", []string{"$O.treads"}, nil},
		{"fire $O.main1 at hv", "hv", []string{"HVY1", "HVY2", "HVY3"}, []string{"$O.treads"}},
		{"fire HVY1 at $O.treads d", "d", []string{"die"}, nil},
		{"ram $O h", "h", []string{"HVY1"}, nil},
		{"terrain HVY1 fo", "fo", []string{"forest"}, nil},
		{"enter GEV1 s", "s", []string{"secondary road", "swamp", "stream"}, nil},
		{"free ", "", nil, []string{"HVY1"}},
		{"add heavy", "heavy", []string{"heavy-tank"}, nil},
		{"add heavy-tank side ", "", []string{"ogre", "defence"}, nil},
		{"next ", "", []string{"die"}, nil},
		{"note some", "some", nil, nil},
		{"fire HVY1 at $O.treads die 4 r", "r", []string{"roll"}, nil},
		{"fire HVY1 at $O.treads die 4 ", "", nil, nil},
		{"note die 4 r", "r", nil, nil},
	}
	for _, tc := range tests {
		low := func(x string) string { return strings.ReplaceAll(sub(s, x), "$o", strings.ToLower(ogreOf(s))) }
		tc.line, tc.word = low(tc.line), low(tc.word)
		start, got := Complete(g, tc.line)
		if tc.line[start:] != tc.word {
			t.Errorf("Complete(%q) completes %q, want %q", tc.line, tc.line[start:], tc.word)
		}
		for _, w := range tc.want {
			if w = sub(s, w); !slices.Contains(got, w) {
				t.Errorf("Complete(%q) = %q, lacks %q", tc.line, got, w)
			}
		}
		if tc.want == nil && len(got) > 0 && tc.line != "free " {
			t.Errorf("Complete(%q) = %q, want nothing", tc.line, got)
		}
		for _, n := range tc.not {
			if n = sub(s, n); slices.Contains(got, n) {
				t.Errorf("Complete(%q) offers %q", tc.line, n)
			}
		}
	}
	if got := CommonPrefix([]string{"MK3.main1", "mk3.missile1"}); got != "MK3.m" {
		t.Errorf("CommonPrefix = %q", got)
	}
}

// TestCompleteFFOT: Tab completes FFOTigers' verbs' labels, weapons,
// keywords and terrains as it does the Ogre CRT's (a playtest of issue 29:
// "terrain G", "fire A1 at G", "move I" and "fire " completed nothing, the
// help saying "Tab completes verbs, labels and targets").
func TestCompleteFFOT(t *testing.T) {
	cat, err := templates.Load(templates.Files(), "../templates/examples")
	if err != nil {
		t.Fatal(err)
	}
	s, err := Open(newMemStore(), cat, Info{ID: 1, Name: "Kursk", Variant: ffot.Variant, Scale: engine.Inches, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, "add heavy-tank x2 as HT side attacker", "add mobile-howitzer as ART side attacker", "add infantry-squad x2 as INF side defender",
		"unit 1st HT1 quality veteran", "unit guns ART quality elite", "unit foot INF1,INF2 quality green", "barrage ART at the ford spotter HT1")
	g := s.State()
	tests := []struct {
		line string
		want []string // all of these
		not  []string
	}{
		{"terrain ", []string{"HT1", "INF2", "ART"}, nil},
		{"terrain I", []string{"INF1", "INF2"}, []string{"HT1"}},
		{"terrain INF1 light", []string{"light-woods"}, nil},
		{"terrain INF1 forest h", []string{"hull-down"}, nil},
		{"fire ", []string{"HT1", "HT1.gun", "INF1"}, nil},
		{"fire HT1.", []string{"HT1.gun"}, []string{"HT1"}},
		{"fire HT1.gun a", []string{"at"}, nil},
		{"fire HT1 at ", []string{"INF1", "INF2"}, []string{"HT2", "ART"}},
		{"fire HT1 at I", []string{"INF1", "INF2"}, nil},
		{"fire HT1 at INF1 r", []string{"range"}, nil},
		{"fire HT1 at INF1 range 8 ", []string{"side", "die"}, nil},
		{"overwatch INF1 at H", []string{"HT1", "HT2"}, nil},
		{"move ", []string{"HT1", "HT2", "ART"}, []string{"INF1"}},
		{"move HT1,H", []string{"HT1", "HT2"}, nil},
		{"move HT1 q", []string{"quarter"}, nil},
		{"move HT1 half ", []string{"toward", "away", "into"}, nil},
		{"move HT1 half toward into sl", []string{"slope-up", "slope-down"}, nil},
		{"unit 2nd ", []string{"HT2"}, []string{"HT1", "INF1"}},
		{"unit 2nd HT2 q", []string{"quality"}, nil},
		{"unit 2nd HT2 quality ", []string{"green", "elite"}, nil},
		{"unit 2nd HT2 quality green ", []string{"hq"}, nil},
		{"rout ", []string{"1st", "guns"}, []string{"foot"}},
		{"pivot ", []string{"INF1", "INF2"}, []string{"HT1"}},
		{"overrun HT1 at ", []string{"INF1"}, []string{"HT2"}},
		{"barrage ", []string{"ART"}, []string{"HT1"}},
		{"barrage ART ", []string{"at"}, nil},
		{"barrage ART at the ford s", []string{"spotter"}, nil},
		{"barrage ART at the ford spotter ", []string{"HT1", "ART"}, []string{"HT2", "INF1"}},
		{"barrage ART at the ford spotter HT1 ", []string{"range", "he", "ap"}, nil},
		{"land ", []string{"B1"}, nil},
		{"land B1 spotter ", []string{"ok", "attacked", "destroyed"}, nil},
	}
	for _, tc := range tests {
		_, got := Complete(g, tc.line)
		for _, w := range tc.want {
			if !slices.Contains(got, w) {
				t.Errorf("Complete(%q) = %q, lacks %q", tc.line, got, w)
			}
		}
		for _, n := range tc.not {
			if slices.Contains(got, n) {
				t.Errorf("Complete(%q) offers %q", tc.line, n)
			}
		}
	}
}
