package db

import (
	"syscall"
	"time"
)

// threadCPU returns the CPU time the calling thread has used so far, for
// a benchmark that has locked its goroutine to its thread: what one side of
// an interleaved benchmark costs, which a busy machine does not stretch
// as it does the wall time.
func threadCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_THREAD, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
