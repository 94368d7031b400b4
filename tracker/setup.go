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
	st := &setupStore{}
	sess, err := Open(st, cat, info)
	if err != nil {
		return nil, err
	}
	for _, line := range lines {
		if _, err := sess.Do(line); err != nil {
			return nil, Errorf("its command %q is refused: %w", line, err)
		}
	}
	return st.cmds, nil
}

// setupStore is the Store of ResolveSetup: the commands of one game, in
// memory. It holds no undo or redo, so no event of it is ever voided.
type setupStore struct {
	cmds    []SetupCommand
	records []engine.LogEvent
}

// Events returns the events stored.
func (st *setupStore) Events(int64) ([]engine.LogEvent, error) { return st.EventsAfter(0, 0) }

// EventsAfter returns the events stored after the event afterSeq.
func (st *setupStore) EventsAfter(_, afterSeq int64) ([]engine.LogEvent, error) {
	return slices.Clone(st.records[min(max(afterSeq, 0), int64(len(st.records))):]), nil
}

// Append stores a command and its events, numbered on from the ones
// before, if the log ends at after.
func (st *setupStore) Append(_, after int64, text string, recs []engine.LogEvent) (int64, []engine.LogEvent, error) {
	if after != int64(len(st.records)) {
		return 0, nil, Errorf("the set-up's log ends at event %d, not %d: %w", len(st.records), after, engine.ErrMovedOn)
	}
	seq := int64(len(st.cmds)) + 1
	stored := make([]engine.LogEvent, len(recs))
	for i, r := range recs {
		if r.IsMark() {
			return 0, nil, Errorf("a set-up command cannot undo or redo (%q)", text)
		}
		r.Seq, r.CommandSeq, r.VoidedBy = int64(len(st.records)+i)+1, seq, 0
		stored[i] = r
	}
	st.records = append(st.records, stored...)
	st.cmds = append(st.cmds, SetupCommand{Text: text, Records: slices.Clone(stored)})
	return seq, stored, nil
}
