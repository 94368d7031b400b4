package engine_test

import (
	"strings"
	"testing"

	"ogretable/engine"
)

// textCase is one rule of issue 10 as a rules text says it: command lines
// played on a new game of a variant (a line starting with "!" must be
// refused, as in play), the event texts the last line must make (each a
// part of one of them), those it must not, and an optional check of the
// game after.
type textCase struct {
	name    string
	source  string // the rules file and section
	variant engine.Variant
	lines   []string
	want    []string
	not     []string
	check   func(t *testing.T, g *engine.Game)
}

func (c textCase) run(t *testing.T) {
	t.Helper()
	t.Log(c.source)
	v := c.variant
	if v == "" {
		v = engine.Published
	}
	g, err := engine.NewGame(catalog(t), v, engine.Hexes, nil)
	if err != nil {
		t.Fatal(err)
	}
	run(t, g, c.lines[:len(c.lines)-1]...)
	last := run(t, g, c.lines[len(c.lines)-1])
	texts := eventTexts(last)
	for _, w := range c.want {
		if !strings.Contains(texts, w) {
			t.Errorf("%q made:\n%s\nwant it to say %q", c.lines[len(c.lines)-1], texts, w)
		}
	}
	for _, w := range c.not {
		if strings.Contains(texts, w) {
			t.Errorf("%q made:\n%s\nwant it not to say %q", c.lines[len(c.lines)-1], texts, w)
		}
	}
	if c.check != nil {
		c.check(t, g)
	}
}

func runTextCases(t *testing.T, cases []textCase) {
	for _, c := range cases {
		t.Run(c.name, c.run)
	}
}

// TestMilitia: militia in protective terrain read a D as infantry do, and a
// stack attacks and scores with every squad (issue 10, item 6).
func TestMilitia(t *testing.T) {
	ml3 := []string{"add mark-iii as MK3", "add militia squads 3 as ML"}
	runTextCases(t, []textCase{
		{name: "D in forest costs a squad", source: "000 FAQ, MOVEMENT MODES, Militia Mode: Forest, D results as Infantry",
			lines: append(ml3, "terrain ML forest", "next", "next", "fire MK3.secondary1 at ML die 3"),
			want:  []string{"die 3: D", "ML loses a squad: 2 left."}, not: []string{"ML is destroyed"}},
		{name: "D in town costs a squad, classic", source: "000 FAQ, MOVEMENT MODES, Militia Mode: Urban, D results as Infantry",
			variant: engine.Classic,
			lines:   append(ml3, "terrain ML town", "next", "next", "fire MK3.secondary1 at ML die 4"),
			want:    []string{"ML loses a squad: 2 left."}},
		{name: "D in clear destroys", source: "000 FAQ, MOVEMENT MODES, Militia Mode: Clear, destroyed with D, X, or XX",
			lines: append(ml3, "terrain ML clear", "next", "next", "fire MK3.secondary1 at ML die 4"),
			want:  []string{"ML is destroyed.", "scores 0.99 VP for ML"}},
		{name: "a stack attacks with every squad", source: "000 FAQ, OFFICIAL UNITS LIST (Militia Squad: attack 1 a squad); MOVEMENT MODES, Militia Mode",
			lines: append(ml3, "next", "next", "next", "next", "next", "next", "fire ML at MK3.secondary1 die 6"),
			want:  []string{"ML (3) fires at MK3.secondary1 (defence 3): 1-1"}},
		{name: "its strength counts its squads", source: "000 FAQ, OFFICIAL UNITS LIST (Militia Squad)",
			lines: ml3,
			check: func(t *testing.T, g *engine.Game) {
				if s := g.Unit("ML").Strength(nil); s != 3 {
					t.Errorf("ML's strength is %v, want 3", s)
				}
			}},
	})
}
