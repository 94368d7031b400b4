package tracker

import (
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
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
