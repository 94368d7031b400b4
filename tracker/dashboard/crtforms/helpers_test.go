package crtforms

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/tracker/dashboard"
	"ogretable/tracker/dashboard/dashboardtest"
	"ogretable/tracker/internal/trackertest"
	"ogretable/tracker/present"
)

// The stores and the quick game the tests share with the dashboard's.
var (
	newMemStore = trackertest.NewStore
	catalog     = trackertest.Catalog
	ogreOf      = trackertest.OgreOf
	run         = trackertest.Run
	nexts       = trackertest.Nexts
	sub         = trackertest.Sub
	openBare    = trackertest.OpenBare
)

// openQuick opens the quick game on st, setting it up when st is empty, as
// a first start does.
var openQuick = trackertest.OpenQuick

// screenHarness runs a dashboard on a simulation screen (dashboardtest),
// with the dashboard itself.
type screenHarness struct {
	*dashboardtest.Screen
	d *dashboard.Dashboard
}

// startDashboard runs d on a w×h simulation screen and waits for its first
// drawing at that size; "$O" in keys and texts is the quick game's Ogre.
func startDashboard(t *testing.T, d *dashboard.Dashboard, w, h int) *screenHarness {
	t.Helper()
	ogre := ogreOf(d.Session())
	scr := dashboardtest.Start(t, d, w, h)
	scr.Sub = func(text string) string { return strings.ReplaceAll(text, "$O", ogre) }
	return &screenHarness{Screen: scr, d: d}
}

// The harness's words, as the dashboard's tests use them.
func (h *screenHarness) text() string                    { return h.Text() }
func (h *screenHarness) waitText(texts ...string) string { return h.WaitText(texts...) }
func (h *screenHarness) waitGone(text string) string     { return h.WaitGone(text) }
func (h *screenHarness) keys(s string)                   { h.Keys(s) }
func (h *screenHarness) key(k tcell.Key)                 { h.Key(k) }

// rowsText returns rows as plain text, one a line.
func rowsText(rows []present.Row) string {
	lines := make([]string, len(rows))
	for i, r := range rows {
		lines[i] = r.Text()
	}
	return strings.Join(lines, "\n")
}
