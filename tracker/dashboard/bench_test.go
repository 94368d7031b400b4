package dashboard

import (
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/tracker"
)

// bigGame returns the quick game with 300 units in play.
func bigGame(b *testing.B) *tracker.Session {
	s := openQuick(b, newMemStore(), engine.Hexes)
	for _, l := range []string{"add heavy-tank x99 as A", "add gev x99 as B", "add missile-tank x82 as C", "add mark-v as MK5"} {
		run(b, s, l)
	}
	if n := len(s.State().Units); n != 300 {
		b.Fatalf("%d units in play, want 300", n)
	}
	return s
}

// benchScreen returns a simulation screen of w×h and a function that draws
// the dashboard on it, as the application does.
func benchScreen(b *testing.B, d *Dashboard, w, h int) func() {
	scr := tcell.NewSimulationScreen("UTF-8")
	if err := scr.Init(); err != nil {
		b.Fatal(err)
	}
	scr.SetSize(w, h)
	return func() {
		scr.Clear()
		d.root.SetRect(0, 0, w, h)
		d.root.Draw(scr)
		scr.Show()
	}
}

// BenchmarkRedraw300 redraws the whole screen with 300 units in play: the
// panels' rows rebuilt from the state (as after every command), then drawn.
func BenchmarkRedraw300(b *testing.B) {
	for _, size := range []struct {
		name string
		w, h int
	}{{"80x24", 80, 24}, {"200x60", 200, 60}} {
		b.Run(size.name, func(b *testing.B) {
			d := NewDashboard(bigGame(b), Options{})
			draw := benchScreen(b, d, size.w, size.h)
			draw()
			b.ResetTimer()
			for b.Loop() {
				d.refresh()
				draw()
			}
		})
	}
}

// BenchmarkDrawNoShow300 is BenchmarkRedraw300 at 200×60 without the
// simulation screen's Show, which emulates a terminal cell by cell (most of
// the cost above; a real terminal's Show sends only the cells that changed).
func BenchmarkDrawNoShow300(b *testing.B) {
	d := NewDashboard(bigGame(b), Options{})
	scr := tcell.NewSimulationScreen("UTF-8")
	if err := scr.Init(); err != nil {
		b.Fatal(err)
	}
	scr.SetSize(200, 60)
	for b.Loop() {
		d.refresh()
		scr.Clear()
		d.root.SetRect(0, 0, 200, 60)
		d.root.Draw(scr)
	}
}

// BenchmarkRedrawOnly300 redraws the screen without rebuilding the rows (a
// keystroke that only moves the selection).
func BenchmarkRedrawOnly300(b *testing.B) {
	d := NewDashboard(bigGame(b), Options{})
	draw := benchScreen(b, d, 200, 60)
	draw()
	for b.Loop() {
		d.roster.Move(1)
		draw()
	}
}

// BenchmarkCommandKeystroke300 is the Enter of a command bar line that
// changes the state, with 300 units in play: the dice check, the session's
// resolve and append (in memory here; the database adds its durable
// append), the panels rebuilt and the screen redrawn.
func BenchmarkCommandKeystroke300(b *testing.B) {
	d := NewDashboard(bigGame(b), Options{})
	// No event loop runs: the command's result comes back here.
	d.delivered = make(chan func(), 1)
	draw := benchScreen(b, d, 200, 60)
	terrains := []string{"terrain A1 forest", "terrain A1 clear"}
	i := 0
	for b.Loop() {
		d.cmdInput.SetText(terrains[i%2])
		d.commandDone(tcell.KeyEnter)
		(<-d.delivered)()
		draw()
		i++
	}
	if got, want := d.s.State().Unit("A1").Terrain, terrains[(i-1)%2][len("terrain A1 "):]; string(got) != want {
		b.Fatalf("A1 is in %q after the last command, want %q", got, want)
	}
}
