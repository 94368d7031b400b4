//go:build !linux

package db

import "time"

// threadCPU is unknown here: the benchmarks' cpu-x-bare reads 0.
func threadCPU() time.Duration { return 0 }
