package tracker

import (
	"fmt"

	"ogretable/engine"
)

// SetupCommands returns the command lines that put a scenario's forces in
// play, one "add" per force: infantry squads go in stacks of three (000 FAQ,
// Infantry: up to 3 squads stack). It errors on an unknown scenario.
func SetupCommands(cat *engine.Catalog, scenario string) ([]string, error) {
	sc, err := cat.Scenario(scenario)
	if err != nil {
		return nil, err
	}
	var lines []string
	for _, f := range sc.Forces {
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
	return lines, nil
}
