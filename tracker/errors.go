package tracker

import (
	"fmt"
	"strings"

	"ogretable/engine"
)

// Error is an error of the live game (the session, the presentation, the
// dashboard): Reason is the sentence for a person, without the package
// prefix, and Err the error it wraps, if any.
type Error struct {
	Reason string
	Err    error
}

// Error returns the reason with the package prefix: "tracker: ...".
func (e *Error) Error() string { return "tracker: " + e.Reason }

// Sentence returns the reason, for a person.
func (e *Error) Sentence() string { return e.Reason }

// Unwrap returns the error wrapped, nil if none.
func (e *Error) Unwrap() error { return e.Err }

// Errorf returns an Error formatted as by fmt.Errorf: a %w verb wraps its
// error, which the reason says by its sentence (engine.Sentence), so that
// no package prefix lands in the middle of the sentence.
func Errorf(format string, args ...any) error {
	var wrapped error
	shown := make([]any, len(args))
	for i, a := range args {
		shown[i] = a
		if err, ok := a.(error); ok {
			shown[i] = engine.Sentence(err)
			if wrapped == nil && strings.Contains(format, "%w") {
				wrapped = err
			}
		}
	}
	reason := fmt.Sprintf(strings.ReplaceAll(format, "%w", "%v"), shown...)
	return &Error{Reason: reason, Err: wrapped}
}

// Refusal returns the sentence of err for a person, its first letter in
// capitals: what a status line or a form shows.
func Refusal(err error) string {
	s := engine.Sentence(err)
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
