package engine

import (
	"errors"
	"fmt"
)

// RuleError is a refusal: a command that breaks a rule or does not parse,
// or a value no rule accepts. Sentence says why, for the referee, without
// the package prefix; callers that show it ask for it with Refusal instead
// of stripping prefixes. Nothing happened when a command is refused.
type RuleError struct {
	Sentence string
	// Err is the error the refusal wraps, if any (a catalog lookup, say).
	Err error
}

// Error returns the sentence with the package prefix: "engine: ...".
func (e *RuleError) Error() string { return "engine: " + e.Sentence }

// Unwrap returns the error the refusal wraps, nil if none.
func (e *RuleError) Unwrap() error { return e.Err }

// refusef returns a refusal whose sentence is formatted as by fmt.Sprintf;
// a %w verb wraps its error as fmt.Errorf does.
func refusef(format string, args ...any) error {
	err := fmt.Errorf(format, args...)
	return &RuleError{Sentence: err.Error(), Err: errors.Unwrap(err)}
}

// Refusal returns the sentence of the refusal in err's chain, and whether
// there is one. An error wrapped around the refusal adds nothing to the
// sentence: the refusal says it all.
func Refusal(err error) (string, bool) {
	var re *RuleError
	if errors.As(err, &re) {
		return re.Sentence, true
	}
	return "", false
}
