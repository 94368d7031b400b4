package engine

import (
	"errors"
	"fmt"
	"strings"
)

// RuleError is a refusal: a command that breaks a rule or does not parse,
// or a value no rule accepts. Reason says why, for the referee, without
// the package prefix; callers that show it ask for it with Sentence instead
// of stripping prefixes. Nothing happened when a command is refused.
type RuleError struct {
	Reason string
	// Err is the error the refusal wraps, if any (a catalog lookup, say).
	Err error
}

// Error returns the reason with the package prefix: "engine: ...".
func (e *RuleError) Error() string { return "engine: " + e.Reason }

// Sentence returns the reason, for a person.
func (e *RuleError) Sentence() string { return e.Reason }

// Unwrap returns the error the refusal wraps, nil if none.
func (e *RuleError) Unwrap() error { return e.Err }

// Refusef returns a refusal whose sentence is formatted as by fmt.Sprintf;
// a %w verb wraps its error as fmt.Errorf does.
func Refusef(format string, args ...any) error {
	err := fmt.Errorf(format, args...)
	return &RuleError{Reason: err.Error(), Err: errors.Unwrap(err)}
}

// Refusal returns the sentence of the refusal in err's chain, and whether
// there is one. An error wrapped around the refusal adds nothing to the
// sentence: the refusal says it all.
func Refusal(err error) (string, bool) {
	var re *RuleError
	if errors.As(err, &re) {
		return re.Reason, true
	}
	return "", false
}

// MissingDataError is a refusal for want of data the referee gives as
// house rules (FFOTigers' figures of a unit type). Reason says what to add
// and where, and stands alone whatever command or scenario met it, so a
// caller that finds one in a chain shows its sentence as it is.
type MissingDataError struct {
	Reason string
}

// Error returns the reason with the package prefix.
func (e *MissingDataError) Error() string { return "engine: " + e.Reason }

// Sentence returns the reason, for a person.
func (e *MissingDataError) Sentence() string { return e.Reason }

// MisfitError says that an event does not fit the game it is applied to:
// one that Resolve did not produce for this state (a log written by two
// programs at once, or damaged). Reason says what, without the prefix.
type MisfitError struct {
	Reason string
}

// Error returns the reason with the package prefix.
func (e *MisfitError) Error() string { return "engine: " + e.Reason }

// Sentence returns the reason, for a person.
func (e *MisfitError) Sentence() string { return e.Reason }

// Misfitf returns a misfit: an event that does not fit the game it is
// applied to, its reason formatted as by fmt.Sprintf.
func Misfitf(format string, args ...any) error {
	return &MisfitError{Reason: fmt.Sprintf(format, args...)}
}

// Sentencer is an error that can say itself to a person without its
// package prefix; every package's errors are Sentencers.
type Sentencer interface {
	error
	Sentence() string
}

// Sentence returns err as a sentence for a person, without package
// prefixes: an error that has a sentence (a Sentencer) says it; errors
// joined together say theirs one a line; an error that wraps another with
// its text inside its own (fmt.Errorf("...: %w")) says its own words around
// the sentence of the one it wraps; any other error, its text.
func Sentence(err error) string {
	switch e := err.(type) {
	case nil:
		return ""
	case Sentencer:
		return e.Sentence()
	case interface{ Unwrap() []error }:
		var lines []string
		for _, x := range e.Unwrap() {
			lines = append(lines, Sentence(x))
		}
		return strings.Join(lines, "\n")
	}
	text := err.Error()
	if inner := errors.Unwrap(err); inner != nil {
		if it := inner.Error(); it != "" && strings.Contains(text, it) {
			return strings.Replace(text, it, Sentence(inner), 1)
		}
	}
	return text
}
