package ffot

import "fmt"

// errorf returns an error whose text starts with the package name.
func errorf(format string, args ...any) error {
	return fmt.Errorf("ffot: "+format, args...)
}
