package ffot

import "fmt"

// Error is a value the rules of 004 FFOTigers cannot take: a quality that
// is not one, ranges that do not increase, more dice than a chance is
// counted for. Its Reason says what is wrong and what is wanted.
type Error struct {
	Reason string
}

// Error returns the reason with the package name: "ffot: ...".
func (e *Error) Error() string { return "ffot: " + e.Reason }

// Sentence returns the reason alone, for a person.
func (e *Error) Sentence() string { return e.Reason }

// errorf returns an *Error whose reason is formatted as by fmt.Sprintf.
func errorf(format string, args ...any) error {
	return &Error{Reason: fmt.Sprintf(format, args...)}
}
