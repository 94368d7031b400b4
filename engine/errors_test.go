package engine

import (
	"errors"
	"fmt"
	"testing"
)

// TestSentence: an error says itself to a person without package prefixes,
// whatever wraps or joins it (issue 8, Errors and the undo rule).
func TestSentence(t *testing.T) {
	rule := &RuleError{Reason: "HVY1 is destroyed"}
	db := errors.New("db: plain text") // an error of no Sentencer: its text
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"nil", nil, ""},
		{"a refusal", rule, "HVY1 is destroyed"},
		{"wrapped at the end", fmt.Errorf("opening game 2: %w", rule), "opening game 2: HVY1 is destroyed"},
		{"wrapped at the start", fmt.Errorf("%w; the games are: 1, 2", rule), "HVY1 is destroyed; the games are: 1, 2"},
		{"joined", errors.Join(rule, &MisfitError{Reason: "event 3 does not fit"}), "HVY1 is destroyed\nevent 3 does not fit"},
		{"a plain error", db, "db: plain text"},
		{"a refusal wrapping another", &RuleError{Reason: "outer says it all", Err: rule}, "outer says it all"},
	}
	for _, tc := range tests {
		if got := Sentence(tc.err); got != tc.want {
			t.Errorf("%s: Sentence = %q, want %q", tc.name, got, tc.want)
		}
	}
	if s, ok := Refusal(fmt.Errorf("x: %w", rule)); !ok || s != "HVY1 is destroyed" {
		t.Errorf("Refusal through a wrapper = %q, %v", s, ok)
	}
}
