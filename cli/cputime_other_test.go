//go:build !unix

package cli

import "time"

// processCPU reports false: this system's processor time is not read.
func processCPU() (time.Duration, bool) { return 0, false }
