// Package cadence holds the session's snapshot cadence as a variable, so
// that the tests of tracker and of the packages beside it can make it
// smaller; nothing else changes it.
package cadence

// Default is tracker.SnapshotEvery: how many events a session appends, at
// least, between two snapshots of its game.
const Default = 1000

// SnapshotEvery is the cadence the session uses: Default, unless a test set
// a smaller one.
var SnapshotEvery int64 = Default
