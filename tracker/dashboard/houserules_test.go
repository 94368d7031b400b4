package dashboard

import (
	"errors"
	"testing"

	"ogretable/engine"
)

// TestDashboardSaysHouseRulesAreMissing: a game opened while its house
// rules cannot be loaded says so in the status line when the dashboard
// opens, with the file and line, and that play goes on (issue 20, item 17).
func TestDashboardSaysHouseRulesAreMissing(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	s.WithoutHouseRules(errors.New("the house rules in rules are not loaded (rules/h.toml:7: not valid TOML)"))
	h := startDashboard(t, NewDashboard(s, Options{}), 200, 30)
	h.waitText("The house rules in rules are not loaded (rules/h.toml:7: not valid TOML); play goes on with what the game has recorded")
}
