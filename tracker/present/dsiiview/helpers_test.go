package dsiiview

import (
	"ogretable/tracker/internal/trackertest"
	"ogretable/tracker/present/presenttest"
)

var (
	newMemStore = trackertest.NewStore
	run         = trackertest.Run
	rowsText    = presenttest.RowsText
	rowOf       = presenttest.RowOf
)
