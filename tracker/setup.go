package tracker

import (
	"fmt"
	"slices"
	"strings"

	"ogretable/engine"
)

// SetupCommands returns the command lines that set a scenario up: one "add"
// per force and per objective (the ice-breaker, the auto-fac), infantry
// squads in stacks of three (000 FAQ, Infantry: up to 3 squads stack), then
// a "pool" for each point pool of fixed points (Gang Bang's 150 points of
// local forces); random pools are rolled by the referee ("roll points"). It
// errors on an unknown scenario.
func SetupCommands(cat *engine.Catalog, scenario string) ([]string, error) {
	sc, err := cat.Scenario(scenario)
	if err != nil {
		return nil, err
	}
	var lines []string
	for _, f := range slices.Concat(sc.Forces, sc.Objectives) {
		t, err := cat.Unit(f.Type)
		if err != nil {
			return nil, Errorf("scenario %s: %v", sc.ID, err)
		}
		side := ""
		if f.Side != "" {
			side = " side " + f.Side
		}
		n := max(f.Count, 1)
		if t.Kind == engine.KindInfantry {
			if full := n / 3; full > 0 {
				lines = append(lines, fmt.Sprintf("add %s x%d squads 3%s", t.ID, full, side))
			}
			if rest := n % 3; rest > 0 {
				lines = append(lines, fmt.Sprintf("add %s squads %d%s", t.ID, rest, side))
			}
			continue
		}
		lines = append(lines, fmt.Sprintf("add %s x%d%s", t.ID, n, side))
	}
	for _, p := range sc.Pools {
		if p.Dice == 0 {
			lines = append(lines, fmt.Sprintf("pool %s %s", p.Side, engine.FormatNumber(p.Points)))
		}
	}
	return lines, nil
}

// GoalLine returns what each side of the scenario is trying to do, in one
// line ("Quick game: the ogre: destroy the command post; the defence: ..."),
// "" when the scenario says nothing of it.
func GoalLine(sc *engine.Scenario) string {
	if sc == nil || len(sc.Goals) == 0 {
		return ""
	}
	parts := make([]string, len(sc.Goals))
	for i, g := range sc.Goals {
		parts[i] = "the " + g.Side + ": " + g.Text
	}
	return sc.Name + ": " + strings.Join(parts, "; ") + "."
}
