package present

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/tracker"
	"ogretable/tracker/internal/trackertest"
)

// The stores and the quick game the tests share with the dashboard's.
type memStore = trackertest.Store

var (
	newMemStore = trackertest.NewStore
	ogreOf      = trackertest.OgreOf
	sub         = trackertest.Sub
	run         = trackertest.Run
	nexts       = trackertest.Nexts
)

// openQuick opens the quick game on st, setting it up when st is empty, as
// a first start does.
func openQuick(t testing.TB, st *memStore, scale engine.Scale) *tracker.Session {
	t.Helper()
	return trackertest.OpenQuick(t, st, scale)
}

// rowsText returns rows as plain text, one a line.
func rowsText(rows []Row) string {
	lines := make([]string, len(rows))
	for i, r := range rows {
		lines[i] = r.Text()
	}
	return strings.Join(lines, "\n")
}

// rowOf returns the unit row of label.
func rowOf(t *testing.T, rows []Row, label string) Row {
	t.Helper()
	for _, r := range rows {
		if r.Kind == RowUnit && r.Label == label {
			return r
		}
	}
	t.Fatalf("no row for %s in:\n%s", label, rowsText(rows))
	return Row{}
}
