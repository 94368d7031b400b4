package db

import (
	"math/rand/v2"
	"testing"
	"time"
)

// TestFormatTime checks that formatTime writes what the general formatter
// writes with timeLayout: milliseconds cut, other zones in UTC, years
// outside four digits left to the formatter.
func TestFormatTime(t *testing.T) {
	east := time.FixedZone("east", 5*3600+30*60)
	times := []time.Time{
		time.Date(2025, 11, 30, 9, 53, 0, 0, time.UTC),
		time.Date(2025, 11, 30, 9, 53, 0, 999_999_999, time.UTC),
		time.Date(2025, 1, 2, 3, 4, 5, 6_000_000, east),
		time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(9999, 12, 31, 23, 59, 59, 999_000_000, time.UTC),
		time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(-1, 1, 1, 0, 0, 0, 0, time.UTC),
		{},
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 1000 {
		times = append(times, time.Unix(r.Int64N(1<<36)-1<<35, r.Int64N(1e9)).In(east))
	}
	for _, tm := range times {
		if got, want := formatTime(tm), tm.UTC().Format(timeLayout); got != want {
			t.Errorf("formatTime(%v) = %q, want %q", tm, got, want)
		}
	}
}
