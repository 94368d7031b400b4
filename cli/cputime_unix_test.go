//go:build unix

package cli

import (
	"syscall"
	"time"
)

// processCPU returns the processor time, user and system, that this
// process has taken so far, all its threads (the collector's among them),
// and true; a benchmark reports it per operation, a figure that other
// programs on a shared machine disturb less than the time on the clock.
func processCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
