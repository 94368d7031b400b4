package dashboard

import (
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"ogretable/engine"
	"ogretable/tracker"
	"ogretable/tracker/dashboard/dashboardtest"
	"ogretable/tracker/internal/trackertest"
	"ogretable/tracker/present"
)

// The stores and the quick game the tests share with the presentation's.
type memStore = trackertest.Store

var (
	newMemStore    = trackertest.NewStore
	newSnapStore   = trackertest.NewStore
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

// screenHarness runs a dashboard on a simulation screen (the harness the
// systems' forms' tests share, dashboardtest), with the dashboard itself.
type screenHarness struct {
	*dashboardtest.Screen
	t    *testing.T
	ogre string // the label of the quick game's Ogre, for "$O"
	scr  tcell.SimulationScreen
	d    *Dashboard
}

// startDashboard runs d on a w×h simulation screen and waits for its first
// drawing at that size.
func startDashboard(t *testing.T, d *Dashboard, w, h int) *screenHarness {
	t.Helper()
	return startDashboardCharset(t, d, "UTF-8", w, h)
}

// startDashboardCharset runs d on a w×h simulation screen of charset.
func startDashboardCharset(t *testing.T, d *Dashboard, charset string, w, h int) *screenHarness {
	t.Helper()
	ogre := ogreOf(d.s)
	scr := dashboardtest.StartCharset(t, d, charset, w, h)
	scr.Sub = func(text string) string { return strings.ReplaceAll(text, "$O", ogre) }
	return &screenHarness{Screen: scr, t: t, ogre: ogre, scr: scr.Scr, d: d}
}

// The harness's words, as the dashboard's tests use them.
func (h *screenHarness) text() string { return h.Text() }
func (h *screenHarness) waitFor(what string, cond func(string) bool) string {
	return h.WaitFor(what, cond)
}
func (h *screenHarness) waitShown(what string, cond func(string) bool) string {
	return h.WaitShown(what, cond)
}
func (h *screenHarness) waitText(texts ...string) string { return h.WaitText(texts...) }
func (h *screenHarness) waitGone(text string) string     { return h.WaitGone(text) }
func (h *screenHarness) keys(s string)                   { h.Keys(s) }
func (h *screenHarness) key(k tcell.Key)                 { h.Key(k) }

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

// The rule systems' actions the shared tests press: each system's forms
// package declares its own (crtforms.ActFire, ...), registered in this test
// binary (systems_test.go).
const (
	ActFire     Action = "fire"
	ActRam      Action = "ram"
	ActOverrun  Action = "overrun"
	ActTerrain  Action = "terrain"
	ActMissile  Action = "missile"
	ActDesigner Action = "walker designer"
)
