package tracker

import (
	"errors"
	"testing"

	"ogretable/engine"
)

// TestPreview: one preview says all a form shows of a line, as the
// session's other questions would each say it: the dice DiceNeeds and
// DiceNeedsAfter give, what a command rolling no die logs, the refusal Do
// gives; and the game it was asked on.
func TestPreview(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	run(t, s, nexts(6)...)
	cases := []struct {
		name   string
		line   string
		dice   int  // Rolls
		events bool // Events said
		err    bool
		parsed bool
	}{
		{"an attack rolls its die", "fire HVY1 at $O.treads", 1, false, false, true},
		{"a note rolls none and says what it logs", "note hello", 0, true, false, true},
		{"a line that does not parse", "frobnicate", 0, false, true, false},
		{"a rule's refusal", "fire HVY1 at HVY1", 0, false, true, true},
		{"undo rolls none and is not resolved", "undo", 0, false, false, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			line := sub(s, c.line)
			p := s.Preview(line)
			if p.Line != line || p.Game != s.State() || p.Seen != s.LastEvent() {
				t.Errorf("Preview(%q) is of %q at event %d, want the line at the session's %d", line, p.Line, p.Seen, s.LastEvent())
			}
			if (p.Err != nil) != c.err || p.Parsed() != c.parsed {
				t.Fatalf("Preview(%q): error %v, parsed %t; want error %t, parsed %t", line, p.Err, p.Parsed(), c.err, c.parsed)
			}
			if c.err {
				_, doErr := s.DiceNeeds(line)
				if doErr == nil || doErr.Error() != p.Err.Error() {
					t.Errorf("Preview(%q) refuses with %v, DiceNeeds with %v", line, p.Err, doErr)
				}
				return
			}
			if n, _ := s.DiceNeeded(line); p.Dice() != c.dice || n != c.dice {
				t.Errorf("Preview(%q) rolls %d dice, DiceNeeded %d; want %d", line, p.Dice(), n, c.dice)
			}
			needs, more, err := s.DiceNeedsAfter(line, nil)
			if err != nil || len(needs) != len(p.Needs) || more != p.More {
				t.Errorf("Preview(%q) asks first for %v (more %t), DiceNeedsAfter %v (more %t, %v)", line, p.Needs, p.More, needs, more, err)
			}
			if (len(p.Events) > 0) != c.events {
				t.Errorf("Preview(%q) says it logs %v; want events %t", line, p.Events, c.events)
			}
		})
	}
}

// TestDoPreviewMovedOn: the command a preview showed is refused as moved on
// when the log went on since and what it showed changed, and carried out
// when it did not.
func TestDoPreviewMovedOn(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	run(t, s, nexts(6)...)
	p := s.Preview(sub(s, "fire HVY1 at $O.treads"))
	run(t, s, "note meanwhile")
	if _, err := s.DoPreview(t.Context(), p, "die 5", func(*engine.Game) bool { return false }); !errors.Is(err, engine.ErrMovedOn) {
		t.Fatalf("DoPreview after the game moved on: %v, want it refused as moved on", err)
	}
	lines, err := s.DoPreview(t.Context(), p, "die 5", func(*engine.Game) bool { return true })
	if err != nil || len(lines) == 0 {
		t.Fatalf("DoPreview of what still holds: %v, %v", lines, err)
	}
}
