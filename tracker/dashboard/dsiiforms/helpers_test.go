package dsiiforms

import (
	// The quick game of the Ogre CRT rules, beside a game of OGRE for DSII.
	_ "ogretable/tracker/dashboard/crtforms"

	"strings"
	"testing"

	"ogretable/tracker"
	"ogretable/tracker/dashboard"
	"ogretable/tracker/dashboard/dashboardtest"
	"ogretable/tracker/internal/trackertest"
	"ogretable/tracker/present"
)

// The stores and the quick game the tests share with the dashboard's.
var (
	newMemStore = trackertest.NewStore
	openQuick   = trackertest.OpenQuick
	run         = trackertest.Run
)

// startDashboard runs d on a w×h simulation screen and waits for its first
// drawing at that size; "$O" in keys and texts is the quick game's Ogre.
func startDashboard(t *testing.T, d *dashboard.Dashboard, w, h int) *dashboardtest.Screen {
	t.Helper()
	ogre := trackertest.OgreOf(d.Session())
	scr := dashboardtest.Start(t, d, w, h)
	scr.Sub = func(text string) string { return strings.ReplaceAll(text, "$O", ogre) }
	return scr
}

// rowsText returns rows as plain text, one a line.
func rowsText(rows []present.Row) string {
	lines := make([]string, len(rows))
	for i, r := range rows {
		lines[i] = r.Text()
	}
	return strings.Join(lines, "\n")
}

var _ = tracker.Info{}
