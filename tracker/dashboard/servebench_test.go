package dashboard

import (
	"io"
	"net/http"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/tracker"
	"ogretable/tracker/web"
)

// BenchmarkCommandKeystroke300Served50 is BenchmarkCommandKeystroke300
// while the players' view of the same game, on a session of its own, has
// 50 pages open, each sent the game after every command (issue 33,
// Figures: the keystroke-to-screen time holds). Run both in one run to
// compare.
func BenchmarkCommandKeystroke300Served50(b *testing.B) {
	st := newMemStore()
	s := openQuick(b, st, engine.Hexes)
	for _, l := range []string{"add heavy-tank x99 as A", "add gev x99 as B", "add missile-tank x82 as C", "add mark-v as MK5"} {
		run(b, s, l)
	}
	own, err := tracker.Open(st, catalog(b), s.Info())
	if err != nil {
		b.Fatal(err)
	}
	srv, err := web.Start(own, web.Options{Addr: "127.0.0.1:0"})
	if err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	for range 50 {
		resp, err := http.Get(srv.URL() + "events")
		if err != nil {
			b.Fatal(err)
		}
		defer resp.Body.Close()
		go io.Copy(io.Discard, resp.Body)
	}
	d := NewDashboard(s, Options{})
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
}
