package dashboard

import (
	"fmt"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/templates"
	"ogretable/tracker"
)

// bigFFOTGame returns a game of FFOTigers on the example figures with 300
// stands in play, each in a unit of ten, some in cover and hull down, in
// the attacker's fire phase: the largest game issue 23 measures.
func bigFFOTGame(b *testing.B) *tracker.Session {
	cat, err := templates.Load(templates.Files(), "../../templates/examples")
	if err != nil {
		b.Fatal(err)
	}
	s, err := tracker.Open(newMemStore(), cat, tracker.Info{ID: 1, Name: "Kursk", Variant: ffot.Variant, Scale: engine.Inches, Seed: 7})
	if err != nil {
		b.Fatal(err)
	}
	groups := []struct{ label, unit, side string }{
		{"HA", "heavy-tank", "attacker"}, {"HB", "heavy-tank", "attacker"}, {"AR", "mobile-howitzer", "attacker"},
		{"IA", "infantry-squad", "defender"}, {"IB", "infantry-squad", "defender"}, {"IC", "infantry-squad", "defender"},
	}
	qualities := []string{"green", "average", "veteran", "elite"}
	for i, gr := range groups {
		run(b, s, fmt.Sprintf("add %s x50 as %s side %s", gr.unit, gr.label, gr.side))
		for u := range 5 {
			var labels []string
			for k := 1; k <= 10; k++ {
				labels = append(labels, fmt.Sprintf("%s%d", gr.label, u*10+k))
			}
			hq := ""
			if u == 0 {
				hq = " hq"
			}
			run(b, s, fmt.Sprintf("unit %s-%d %s quality %s%s", gr.label, u+1, strings.Join(labels, ","), qualities[(i+u)%4], hq))
		}
		for k := 1; k <= 50; k += 3 {
			run(b, s, fmt.Sprintf("terrain %s%d %s", gr.label, k, []string{"forest", "open hull-down", "swamp"}[k%3]))
		}
	}
	run(b, s, "next", "next")
	if n := len(s.State().Units); n != 300 {
		b.Fatalf("%d stands in play, want 300", n)
	}
	if p := s.State().Phase; p != ffot.PhaseFire {
		b.Fatalf("the game is in its %s phase, want fire", p)
	}
	return s
}

// BenchmarkFFOTRedraw300 redraws the whole screen of a game of FFOTigers
// with 300 stands in play, the panels' rows rebuilt from the state (as
// after every command) and drawn (issue 23: "redraw of 300 stands ≤ 1 ms
// (80×24) / 2 ms (200×60)").
func BenchmarkFFOTRedraw300(b *testing.B) {
	for _, size := range []struct {
		name string
		w, h int
	}{{"80x24", 80, 24}, {"200x60", 200, 60}} {
		b.Run(size.name, func(b *testing.B) {
			d := NewDashboard(bigFFOTGame(b), Options{})
			draw := benchScreen(b, d, size.w, size.h)
			draw()
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				d.refresh()
				draw()
			}
		})
	}
}
