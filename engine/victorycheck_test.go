package engine_test

import (
	"strings"
	"testing"

	"ogretable/engine"
)

func TestParseVictoryCheck(t *testing.T) {
	good := []struct{ in, out string }{
		{"all paneuropean destroyed", "all paneuropean destroyed"},
		{"some combine/ogres alive", "some combine/ogres alive"},
		{"2 Combine/Ogres out", "2 combine/ogres out"},
		{"no paneuropean/fencer-b alive", "no paneuropean/fencer-b alive"},
		{"all paneuropean/ogres mobile", "all paneuropean/ogres mobile"},
		{"referee: the ice-breaker is seized", "referee: the ice-breaker is seized"},
	}
	for _, c := range good {
		v, err := engine.ParseVictoryCheck(c.in)
		if err != nil || v.String() != c.out {
			t.Errorf("ParseVictoryCheck(%q) = %v, %v; want %q", c.in, v, err, c.out)
		}
	}
	bad := []struct{ in, want string }{
		{"all combine", "write QUANTITY SIDE[/WHAT] STATE"},
		{"most combine destroyed", "the quantity is all, no, some or a number"},
		{"0 combine destroyed", "the quantity is all, no, some or a number"},
		{"all combine/ destroyed", "name a side"},
		{"all combine gone", "the state is destroyed, alive, mobile or out"},
		{"referee:", "say after"},
	}
	for _, c := range bad {
		if _, err := engine.ParseVictoryCheck(c.in); err == nil || !strings.HasPrefix(err.Error(), "engine: ") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseVictoryCheck(%q) error %v, want %q", c.in, err, c.want)
		}
	}
}
