package crtview

import (
	"testing"

	"ogretable/engine"
	"ogretable/tracker"
	"ogretable/tracker/internal/trackertest"
	"ogretable/tracker/present/presenttest"
)

// The stores and the quick game the tests share with the presentation's
// and the dashboard's, and the presentation's test helpers.
type memStore = trackertest.Store

var (
	newMemStore = trackertest.NewStore
	sub         = trackertest.Sub
	run         = trackertest.Run
	nexts       = trackertest.Nexts
	rowsText    = presenttest.RowsText
	rowOf       = presenttest.RowOf
	cellsText   = presenttest.CellsText
)

// openQuick opens the quick game on st, setting it up when st is empty, as
// a first start does.
func openQuick(t testing.TB, st *memStore, scale engine.Scale) *tracker.Session {
	t.Helper()
	return trackertest.OpenQuick(t, st, scale)
}
