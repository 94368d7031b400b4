package tracker

import (
	"encoding/json"
	"fmt"
	"maps"
	"strings"
	"testing"

	"ogretable/engine"
)

// moraleSystem is a rule system that lives only in this test file: it
// proves that a system plugs in through engine.RegisterSystem without
// editing the Ogre rules' files, and runs through the session, the log,
// undo and snapshots (issue 8, One seam for a rule system). Its units have
// a morale, kept in a state of its own; "rally LABEL" rolls a d8 (5 or more
// raises the morale by one), "waver LABEL" lowers it with no die; its turn
// is two phases, orders then melee.
type moraleSystem struct{}

// moraleState is the system's own state: each unit's morale.
type moraleState struct {
	Morale map[string]int `json:"morale"`
}

func (s *moraleState) CloneState() engine.SystemState {
	return &moraleState{Morale: maps.Clone(s.Morale)}
}

// moraleData is the payload of the system's one event kind.
type moraleData struct {
	Label  string `json:"label"`
	Change int    `json:"change"`
}

const eventMorale engine.EventKind = "morale"

func (moraleSystem) Name() string               { return "morale-test" }
func (moraleSystem) Title() string              { return "the morale test rules" }
func (moraleSystem) Variants() []engine.Variant { return []engine.Variant{"morale-test"} }
func (moraleSystem) Phases() []engine.Phase     { return []engine.Phase{"orders", "melee"} }
func (moraleSystem) NewState() engine.SystemState {
	return &moraleState{Morale: map[string]int{}}
}
func (moraleSystem) DecodeState(_ *engine.Game, data json.RawMessage) (engine.SystemState, error) {
	st := &moraleState{Morale: map[string]int{}}
	if len(data) == 0 {
		return st, nil
	}
	return st, json.Unmarshal(data, st)
}
func (moraleSystem) PrepareAdd(*engine.Game, *engine.UnitType, *engine.Event) error { return nil }
func (moraleSystem) Retype(*engine.Game, *engine.Unit) error                        { return nil }
func (moraleSystem) Check(*engine.Game, string) (bool, bool, string, error) {
	return false, false, "", fmt.Errorf("the morale test rules judge no checks")
}
func (moraleSystem) Keywords() []string { return nil }
func (moraleSystem) NewUnit(*engine.Game, *engine.Unit, engine.Event) (engine.UnitState, error) {
	return nil, nil
}
func (moraleSystem) DecodeUnit(*engine.Game, *engine.Unit, json.RawMessage) (engine.UnitState, error) {
	return nil, nil
}
func (moraleSystem) Victory(*engine.Game, *engine.Scenario) []engine.VictoryStatus { return nil }

func (moraleSystem) ApplyEvent(g *engine.Game, e engine.Event) (bool, error) {
	if e.Kind != eventMorale {
		return false, nil
	}
	var d moraleData
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return true, err
	}
	g.Ext.(*moraleState).Morale[d.Label] += d.Change
	return true, nil
}

func moraleOf(g *engine.Game, label string) int { return g.Ext.(*moraleState).Morale[label] }

func (moraleSystem) Verbs() []*engine.VerbDef {
	parse := func(c *engine.Command, args []string, _ string) error {
		if len(args) != 1 && (len(args) != 3 || !strings.EqualFold(args[1], "die")) {
			return fmt.Errorf("write %q", string(c.Verb)+" LABEL [die N]")
		}
		c.Label = strings.ToUpper(args[0])
		if len(args) == 3 {
			var n int
			if _, err := fmt.Sscan(args[2], &n); err != nil {
				return err
			}
			c.Dice = []int{n}
		}
		return nil
	}
	change := func(r *engine.Resolver, n int, text string) {
		data, _ := json.Marshal(moraleData{Label: r.Command().Label, Change: n})
		r.Emit(engine.Event{Kind: eventMorale, Unit: r.Command().Label, Data: data, Text: text})
	}
	return []*engine.VerbDef{
		{Verb: "rally", Syntax: "rally LABEL [die N]", Help: "a unit rallies: 5+ on a d8 raises its morale", Parse: parse,
			Resolve: func(r *engine.Resolver) error {
				u, err := r.Unit(r.Command().Label)
				if err != nil {
					return err
				}
				d, err := r.Throw(engine.Need{Count: 1, Sides: 8, For: "for " + u.Label + "'s rally: 5 or more raises its morale"})
				if err != nil {
					return err
				}
				if d[0].Value >= 5 {
					change(r, 1, fmt.Sprintf("%s rallies: d8 %d, morale up.", u.Label, d[0].Value))
				} else {
					change(r, 0, fmt.Sprintf("%s fails to rally: d8 %d.", u.Label, d[0].Value))
				}
				return nil
			},
			Complete: func(g *engine.Game, args []string) []string { return g.Labels() }},
		{Verb: "next", Syntax: "next", Help: "the next phase", Parse: func(c *engine.Command, args []string, _ string) error {
			if len(args) > 0 {
				return fmt.Errorf("write \"next\"")
			}
			return nil
		}, Resolve: func(r *engine.Resolver) error {
			g := r.Game()
			turn, side, phase := g.Turn, g.Side, engine.Phase("melee")
			if g.Phase == "melee" {
				phase, side = "orders", (g.Side+1)%len(g.Sides)
				if side == 0 {
					turn++
				}
			}
			r.NoRoll("for the next phase")
			r.Emit(engine.Event{Kind: engine.EventPhase, Turn: turn, SideIndex: side, Phase: phase,
				Text: fmt.Sprintf("The %s's %s phase, turn %d.", g.Sides[side], phase, turn)})
			return nil
		}},
		{Verb: "waver", Syntax: "waver LABEL", Help: "a unit's morale falls", Parse: parse,
			Resolve: func(r *engine.Resolver) error {
				if _, err := r.Unit(r.Command().Label); err != nil {
					return err
				}
				r.NoRoll("for a unit that wavers")
				change(r, -1, r.Command().Label+" wavers.")
				return nil
			}},
	}
}

func init() { engine.RegisterSystem(moraleSystem{}) }

// TestSecondSystemThroughTheSession plays the test-only system through a
// session on a store that keeps snapshots: its verbs, its d8, its own
// state, its phases, undo and redo, the log, and a game opened again from
// a snapshot and from a replay.
func TestSecondSystemThroughTheSession(t *testing.T) {
	smallSnapshots(t, 3)
	st := newMemStore()
	info := Info{ID: 1, Name: "morale", Variant: "morale-test", Scale: engine.Hexes, Seed: 9}
	s, err := Open(st, catalog(t), info)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.State().Phase; got != "orders" {
		t.Fatalf("a new game of the system starts in %q, want its first phase, orders", got)
	}
	if c := s.State().Catalog; c == nil {
		t.Fatal("no catalog")
	}
	run(t, s, "add heavy-tank as A", "add gev as B", "rally A die 6", "rally B die 2", "waver B", "note halfway", "next")
	g := s.State()
	if moraleOf(g, "A") != 1 || moraleOf(g, "B") != -1 || g.Phase != "melee" {
		t.Fatalf("morale A %d B %d, phase %q; want 1, -1, melee", moraleOf(g, "A"), moraleOf(g, "B"), g.Phase)
	}
	// The system's d8: a typed 9 is not on it, and nothing is written.
	before := len(eventsOf(st, 1))
	if _, err := s.Do("rally A die 9"); err == nil || !strings.Contains(err.Error(), "9 is not on a d8") {
		t.Errorf("rally A die 9: %v; want a refusal naming the d8", err)
	}
	if len(eventsOf(st, 1)) != before {
		t.Error("a refused rally wrote events")
	}
	needs, err := s.DiceNeeds("rally A")
	if err != nil || len(needs) != 1 || needs[0].String() != "roll 1d8 for A's rally: 5 or more raises its morale" {
		t.Errorf("DiceNeeds(rally A) = %v, %v", needs, err)
	}
	// An Ogre verb is not a command of this system, and the other way round.
	if _, err := s.Do("ram A B"); err == nil || !strings.Contains(err.Error(), `unknown command "ram"`) || !strings.Contains(err.Error(), "(commands: add, rally, next, waver, undo, redo, update, note)") {
		t.Errorf("ram in the morale system: %v", err)
	}
	// Undo voids the system's own event; redo restores it.
	run(t, s, "waver A")
	if moraleOf(s.State(), "A") != 0 {
		t.Fatal("waver A did not lower A's morale")
	}
	run(t, s, "undo")
	if moraleOf(s.State(), "A") != 1 {
		t.Errorf("after undo, A's morale is %d, want 1", moraleOf(s.State(), "A"))
	}
	run(t, s, "redo")
	if moraleOf(s.State(), "A") != 0 {
		t.Errorf("after redo, A's morale is %d, want 0", moraleOf(s.State(), "A"))
	}
	// The log tells it all, the undone and redone command included.
	lines, err := s.Log()
	if err != nil {
		t.Fatal(err)
	}
	var text []string
	for _, l := range lines {
		text = append(text, l.Text)
	}
	all := strings.Join(text, "\n")
	for _, w := range []string{"A rallies: d8 6, morale up.", "B fails to rally: d8 2.", "B wavers.", "Note: halfway", "A wavers."} {
		if !strings.Contains(all, w) {
			t.Errorf("the log lacks %q:\n%s", w, all)
		}
	}
	// Opened again, from the latest snapshot and from a full replay, the
	// game's own state is the same.
	if len(st.Saves()) == 0 {
		t.Fatal("no snapshot was saved")
	}
	again, err := Open(st, catalog(t), info)
	if err != nil {
		t.Fatal(err)
	}
	replayed, err := Open(replayOnly{st}, catalog(t), info)
	if err != nil {
		t.Fatal(err)
	}
	for name, o := range map[string]*Session{"from a snapshot": again, "replayed": replayed} {
		if moraleOf(o.State(), "A") != 0 || moraleOf(o.State(), "B") != -1 || o.State().Phase != "melee" {
			t.Errorf("%s: morale A %d B %d, phase %q", name, moraleOf(o.State(), "A"), moraleOf(o.State(), "B"), o.State().Phase)
		}
	}
	// Completion offers the system's verbs, not the Ogre rules'.
	_, cands := Complete(s.State(), "ra")
	if strings.Join(cands, ",") != "rally" {
		t.Errorf("Complete(ra) = %v, want rally alone", cands)
	}
}
