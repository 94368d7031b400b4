package dashboard

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/tracker"
	"ogretable/tracker/web"
)

// TestServeKey: V starts the players' view and shows its address and QR
// code; the page answers at that address; V stops it, and quitting stops
// the one started again (issue 33, 1).
func TestServeKey(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	var last *web.Server
	serve := func() (*web.Server, error) {
		// The view reads the game on a session of its own, as on a
		// database handle of its own.
		own, err := tracker.Open(st, catalog(t), s.Info())
		if err != nil {
			return nil, err
		}
		last, err = web.Start(own, web.Options{Addr: "127.0.0.1:0"})
		return last, err
	}
	d := NewDashboard(s, Options{Serve: serve})
	h := startDashboard(t, d, 100, 50)
	h.keys("V")
	screen := h.waitText("The players' view is open at:", "http://127.0.0.1:", "▀", "V stop it")
	url := last.URL()
	if !strings.Contains(screen, url) {
		t.Errorf("the dialog does not give %s:\n%s", url, screen)
	}
	if resp, err := http.Get(url); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %v %v", url, resp, err)
	}
	h.key(tcell.KeyEscape)
	h.waitText("Players' view at " + url)
	h.keys("V")
	h.waitText("The players' view is stopped")
	if _, err := http.Get(url); err == nil {
		t.Errorf("%s still answers once stopped", url)
	}
	h.keys("V")
	h.waitText("The players' view is open at:")
	url = last.URL()
	h.key(tcell.KeyEscape)
	d.Stop()
	select {
	case err := <-h.Done():
		h.Done() <- err // for the harness's own wait
	case <-time.After(5 * time.Second):
		t.Fatal("the dashboard did not stop")
	}
	if _, err := http.Get(url); err == nil {
		t.Errorf("%s still answers once the dashboard quit", url)
	}
}

// TestServeKeyWithoutServer: without a way to serve (Options.Serve), V
// says the view is not available and what to run instead.
func TestServeKeyWithoutServer(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	h := startDashboard(t, NewDashboard(s, Options{}), 100, 30)
	h.keys("V")
	h.waitText("The players' view is not available here", "ogretable serve")
}
