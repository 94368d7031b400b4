package gamefile

import "fmt"

// Error is a file that cannot be written, read or imported. File and Line
// say where the fault is (Line 0 when it is not one line's: the reason
// then names the file itself); Reason says what, for a person, and what was
// left undone; Err is the error it wraps, if any.
type Error struct {
	File   string
	Line   int
	Reason string
	Err    error
}

// Error returns the sentence with the package prefix: "gamefile: ...".
func (e *Error) Error() string { return "gamefile: " + e.Sentence() }

// Sentence returns where and what, for a person: "game-12.jsonl:41: ...".
func (e *Error) Sentence() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Reason)
	}
	return e.Reason
}

// Unwrap returns the error wrapped, nil if none.
func (e *Error) Unwrap() error { return e.Err }
