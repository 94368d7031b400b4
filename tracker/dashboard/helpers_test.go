package dashboard

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker"
	"ogretable/tracker/internal/trackertest"
	"ogretable/tracker/present"
)

// The stores and the quick game the tests share with the presentation's.
type memStore = trackertest.MemStore

var (
	newMemStore    = trackertest.NewMemStore
	newSnapStore   = trackertest.NewSnapStore
	catalog        = trackertest.Catalog
	ogreOf         = trackertest.OgreOf
	run            = trackertest.Run
	nexts          = trackertest.Nexts
	sub            = trackertest.Sub
	smallSnapshots = trackertest.SmallSnapshots
)

// openQuick opens the quick game on st, setting it up when st is empty, as
// a first start does.
func openQuick(t testing.TB, st *memStore, scale engine.Scale) *tracker.Session {
	t.Helper()
	return trackertest.OpenQuick(t, st, scale)
}

// openBare opens a game with no scenario on a new store and runs lines on
// it: a game whose units come in the order the test says.
func openBare(t *testing.T, lines ...string) *tracker.Session {
	t.Helper()
	s, err := tracker.Open(newMemStore(), catalog(t), tracker.Info{ID: 1, Name: "Bare", Variant: crt.Published, Scale: engine.Hexes, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, lines...)
	return s
}

// screenHarness runs a dashboard on a simulation screen.
type screenHarness struct {
	t    *testing.T
	ogre string // the label of the quick game's Ogre, for "$O"
	scr  tcell.SimulationScreen
	d    *Dashboard
	done chan error
}

// startDashboard runs d on a w×h simulation screen and waits for its first
// drawing at that size.
func startDashboard(t *testing.T, d *Dashboard, w, h int) *screenHarness {
	t.Helper()
	return startDashboardCharset(t, d, "UTF-8", w, h)
}

// contents copies the screen's cells on the application's goroutine: the
// simulation screen writes them there while it draws. It gives up after a
// second when the application is not running.
func (h *screenHarness) contents() ([]tcell.SimCell, int, int) {
	var (
		cells []tcell.SimCell
		w, ht int
	)
	done := make(chan struct{})
	go func() {
		h.d.app.QueueUpdate(func() {
			c, cw, ch := h.scr.GetContents()
			cells, w, ht = slices.Clone(c), cw, ch
		})
		close(done)
	}()
	select {
	case <-done:
		return cells, w, ht
	case <-time.After(time.Second):
		return nil, 0, 0
	}
}

// text returns the screen as lines of text.
func (h *screenHarness) text() string {
	cells, w, ht := h.contents()
	if len(cells) < w*ht {
		return "" // the screen is being set up
	}
	var b strings.Builder
	for y := 0; y < ht; y++ {
		for x := 0; x < w; x++ {
			c := cells[y*w+x]
			if len(c.Runes) == 0 {
				b.WriteByte(' ')
				continue
			}
			b.WriteString(string(c.Runes))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// waitFor polls the screen until cond holds, failing after a deadline.
func (h *screenHarness) waitFor(what string, cond func(screen string) bool) string {
	h.t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		s := h.text()
		if cond(s) {
			return s
		}
		if time.Now().After(deadline) {
			h.t.Fatalf("waiting for %s; the screen shows:\n%s", what, s)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// waitText waits until the screen shows every one of texts.
func (h *screenHarness) waitText(texts ...string) string {
	h.t.Helper()
	for i, x := range texts {
		texts[i] = strings.ReplaceAll(x, "$O", h.ogre)
	}
	return h.waitFor(fmt.Sprintf("%q", texts), func(s string) bool {
		for _, x := range texts {
			if !strings.Contains(s, x) {
				return false
			}
		}
		return true
	})
}

// waitGone waits until the screen no longer shows text.
func (h *screenHarness) waitGone(text string) string {
	h.t.Helper()
	text = strings.ReplaceAll(text, "$O", h.ogre)
	return h.waitFor(fmt.Sprintf("%q to go", text), func(s string) bool { return !strings.Contains(s, text) })
}

// keys presses runes one by one.
func (h *screenHarness) keys(s string) {
	for _, r := range strings.ReplaceAll(s, "$O", h.ogre) {
		h.scr.InjectKey(tcell.KeyRune, r, tcell.ModNone)
	}
}

// keysInLoop presses runes one by one ('\r' is Enter), each handled on the
// event loop before keysInLoop goes on, as the application handles a key
// (its input capture, then what has the focus): the keys take their turn
// with what the test queues there after them, in order.
func (h *screenHarness) keysInLoop(s string) {
	for _, r := range s {
		ev := tcell.NewEventKey(tcell.KeyRune, r, tcell.ModNone)
		if r == '\r' {
			ev = tcell.NewEventKey(tcell.KeyEnter, 0, tcell.ModNone)
		}
		h.d.app.QueueUpdateDraw(func() {
			if ev := h.d.capture(ev); ev != nil && h.d.root.HasFocus() {
				h.d.root.InputHandler()(ev, func(p tview.Primitive) { h.d.app.SetFocus(p) })
			}
		})
	}
}

// key presses a special key.
func (h *screenHarness) key(k tcell.Key) {
	h.scr.InjectKey(k, 0, tcell.ModNone)
}

// rowsText returns rows as plain text, one a line.
func rowsText(rows []present.Row) string {
	lines := make([]string, len(rows))
	for i, r := range rows {
		lines[i] = r.Text()
	}
	return strings.Join(lines, "\n")
}

// landedAt reads, on the application's goroutine, when the latest command
// came back.
func (h *screenHarness) landedAt() time.Time {
	var at time.Time
	h.d.app.QueueUpdate(func() { at = h.d.landedAt })
	return at
}

// runKeys presses keys that each run a command, one at a time, each once
// the command of the one before is back: a key typed while a command is in
// flight goes to the command bar (issue 20, item 10), as a referee's would.
func (h *screenHarness) runKeys(s string) {
	h.t.Helper()
	for _, r := range strings.ReplaceAll(s, "$O", h.ogre) {
		before := h.landedAt()
		h.scr.InjectKey(tcell.KeyRune, r, tcell.ModNone)
		deadline := time.Now().Add(5 * time.Second)
		for h.landedAt().Equal(before) {
			if time.Now().After(deadline) {
				h.t.Fatalf("the command of %q did not come back; the screen shows:\n%s", r, h.text())
			}
			time.Sleep(2 * time.Millisecond)
		}
	}
}
