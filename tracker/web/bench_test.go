package web_test

import (
	"testing"

	"ogretable/engine"
	"ogretable/tracker"
	"ogretable/tracker/internal/trackertest"
	"ogretable/tracker/web"
)

// BenchmarkDraw300 draws the page's game part of a game of 300 units, as
// the server does after each command, and reports its size.
func BenchmarkDraw300(b *testing.B) {
	st := trackertest.NewStore()
	s := trackertest.OpenQuick(b, st, engine.Hexes)
	trackertest.Run(b, s, "add heavy-tank x99 as A", "add gev x99 as B", "add missile-tank x82 as C", "add mark-v as MK5")
	reader, err := tracker.Open(st, trackertest.Catalog(b), s.Info())
	if err != nil {
		b.Fatal(err)
	}
	var size int
	for b.Loop() {
		size = len(web.DrawForTest(reader))
	}
	b.ReportMetric(float64(size)/1024, "KB")
}
