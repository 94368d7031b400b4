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

// SetupCommand is one command of a new game's set-up, resolved: its text
// and the records of the events it causes, as a Store's Append takes them.
type SetupCommand struct {
	Text    string
	Records []engine.LogEvent
}

// ResolveSetup resolves the set-up command lines of a new game (info,
// whose ID need not be stored yet) in memory: each in turn against the
// state the ones before made, with the game's dice, as Session.Do would.
// It writes nothing: the caller stores the game and what it returns in one
// transaction, so that a game is never left half set up. It errors on the
// first line refused, and on a line that would undo or redo (a set-up has
// nothing to undo).
func ResolveSetup(cat *engine.Catalog, info Info, lines []string) ([]SetupCommand, error) {
	st := &ownLog{noMarks: true}
	sess, err := Open(st, cat, info)
	if err != nil {
		return nil, err
	}
	for _, line := range lines {
		if _, err := sess.Do(line); err != nil {
			return nil, Errorf("its command %q is refused: %w", line, err)
		}
	}
	out := make([]SetupCommand, len(st.texts))
	for i, text := range st.texts {
		out[i] = SetupCommand{Text: text, Records: []engine.LogEvent{}}
	}
	for _, r := range st.recs {
		c := &out[r.CommandSeq-1]
		c.Records = append(c.Records, r)
	}
	return out, nil
}
