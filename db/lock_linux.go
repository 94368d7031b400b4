package db

import (
	"os"
	"syscall"
)

// fOFDSetlk is Linux's F_OFD_SETLK (the same on every architecture): a
// lock owned by the open file, which conflicts with SQLite's record locks
// even when they are this process's.
const fOFDSetlk = 37

// SQLite's lock bytes (os_unix.c): the pending byte, the reserved byte,
// and the 510 bytes a shared lock reads and an exclusive one writes.
const (
	sqlitePendingByte = 0x40000000
	sqliteLockBytes   = 2 + 510
)

// lockAlone takes, without waiting, the lock SQLite takes to write a
// database alone, on the file at path, and returns the function that
// releases it, and true; false when a connection holds the file (in WAL
// mode every connection that has read it holds a shared lock until it
// closes) or the lock cannot be asked. While it is held no other program
// reads the file or opens its write-ahead log, as SQLite does when the
// last connection removes the log.
func lockAlone(path string) (release func(), ok bool) {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return nil, false
	}
	lk := syscall.Flock_t{Type: syscall.F_WRLCK, Whence: 0, Start: sqlitePendingByte, Len: sqliteLockBytes}
	if err := syscall.FcntlFlock(f.Fd(), fOFDSetlk, &lk); err != nil {
		f.Close()
		return nil, false
	}
	return func() { f.Close() }, true
}
