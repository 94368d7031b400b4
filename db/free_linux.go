package db

import (
	"path/filepath"
	"syscall"
)

// freeBytes returns the space left to this process on the file system
// that holds path's folder, and true; false when the system cannot say.
func freeBytes(path string) (int64, bool) {
	var st syscall.Statfs_t
	if err := syscall.Statfs(filepath.Dir(path), &st); err != nil {
		return 0, false
	}
	return int64(st.Bavail) * st.Bsize, true
}
