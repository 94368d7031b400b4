package ffot

import (
	"encoding/json"
	"slices"

	"ogretable/engine"
)

// GameState is what FFOTigers keeps of a game beside the shared units: its
// units (formations of stands), as "ffot" of the state.
type GameState struct {
	// Command is each side's army command roll of the turn
	// (verbs_command.go).
	Command map[string]*CommandState `json:"command,omitempty"`
	Units   []*Formation             `json:"units"`
	// Barrages and Features are the barrages placed and the terrain
	// features their bursts damaged (barrage.go).
	Barrages []*Barrage      `json:"barrages,omitempty"`
	Features []*FeatureState `json:"features,omitempty"`
	// AccuracyDice is how many d6 an accuracy roll totals, as the game was
	// created (Options): 2 for 2d6, and 0 (not stored) for the default,
	// 1d6 (AccuracyDiceOf, NoteAccuracyDice).
	AccuracyDice int `json:"accuracy_dice,omitempty"`
	// Readings is the edition of the readings of 004 the game was created
	// with (Options.Readings, ReadingsOf).
	Readings int `json:"readings,omitempty"`
}

// Formation is an FFOTigers unit: stands of one side and one quality, a
// regimental or brigade HQ or not (004 FFOTigers: "This means Regimental or
// brigade hq unit, not hq stand").
type Formation struct {
	Name    string   `json:"name"`
	Side    string   `json:"side"`
	Quality Quality  `json:"quality"`
	HQ      bool     `json:"hq"`
	Stands  []string `json:"stands"`
	Routed  bool     `json:"routed"`
	// RoutCheck is set when the unit routed, until its check at the end
	// of the turn; Lost when a stand of it was lost in the phase, until
	// the phase's quality checks (verbs_fire.go).
	RoutCheck bool `json:"rout_check,omitempty"`
	Lost      bool `json:"lost,omitempty"`
}

// CloneState returns a deep copy.
func (s *GameState) CloneState() engine.SystemState {
	c := &GameState{Units: make([]*Formation, len(s.Units))}
	c.Command = cloneCommand(s.Command)
	c.AccuracyDice, c.Readings = s.AccuracyDice, s.Readings
	for i, f := range s.Units {
		x := *f
		x.Stands = slices.Clone(f.Stands)
		c.Units[i] = &x
	}
	s.cloneBarrages(c)
	return c
}

// Formation returns the unit named name, nil when none is. A stand's
// unit is named as the unit is, so that name is looked for as it is
// written first: engine.SameName, which reads a name as the referee may
// type it, costs half of a stand's fire outcome (BenchmarkFireRoll).
func (s *GameState) Formation(name string) *Formation {
	for _, f := range s.Units {
		if f.Name == name {
			return f
		}
	}
	for _, f := range s.Units {
		if engine.SameName(f.Name, name) {
			return f
		}
	}
	return nil
}

// UnitState is what FFOTigers keeps of a stand, as "ffot" of each unit in
// the state: its unit, quality and marker, how many times it has bogged
// down (NoteBogEnds), how much it moved in its side's last movement
// phase, and its terrain.
type UnitState struct {
	Unit     string  `json:"unit"`
	Quality  Quality `json:"quality"`
	Marker   Marker  `json:"marker"`
	Bogged   int     `json:"bogged"`
	Moved    Moved   `json:"moved"`
	Terrain  Terrain `json:"terrain"`
	HullDown bool    `json:"hull_down,omitempty"`
	// MoveMade is set once the stand moved, bogged down trying, or
	// withdrew or routed with its unit in its side's movement phase, until
	// its side's next command phase: a stand moves once a phase
	// (NoteMoveOnce).
	MoveMade bool `json:"move_made,omitempty"`
	// Pivoted is set once the stand pivoted in the enemy's turn; CheckDue
	// while it has a quality check due at the end of the fire phase, and
	// PinOnCheck when that check pins it (a soft target of INF fire);
	// Checks counts its quality checks of the turn (verbs_fire.go).
	Pivoted    bool `json:"pivoted,omitempty"`
	CheckDue   bool `json:"check_due,omitempty"`
	PinOnCheck bool `json:"pin_on_check,omitempty"`
	Checks     int  `json:"checks,omitempty"`
	// Fired is the weapons the stand fired in the phase, in its side's
	// fire phase or in overwatch, until the phase ends (FiredAlready,
	// NoteFireOnce); an over-run's fire is not counted. A list once made
	// is never written into (appendFired), so clones share it.
	Fired []string `json:"fired,omitempty"`
}

// CloneUnit returns a copy. Its Fired is shared with u's: Apply never
// writes into a stand's Fired, only puts a new list in its place
// (appendFired), so a game is cloned for every command without a list a
// stand that fired.
func (u *UnitState) CloneUnit() engine.UnitState { c := *u; return &c }

// GameOf returns the FFOTigers state of game g, nil when g is not a game of
// FFOTigers.
func GameOf(g *engine.Game) *GameState {
	s, _ := g.Ext.(*GameState)
	return s
}

// StandOf returns the FFOTigers state of unit u, nil when it has none.
func StandOf(u *engine.Unit) *UnitState {
	s, _ := u.Ext.(*UnitState)
	return s
}

// The kinds of FFOTigers' own events.
const (
	EventUnit    engine.EventKind = "ffot unit"    // stands formed into a unit
	EventTerrain engine.EventKind = "ffot terrain" // a stand's terrain, as the referee says
	EventMove    engine.EventKind = "ffot move"    // a stand moved, or bogged down trying
)

// unitData is the payload of EventUnit.
type unitData struct {
	Name    string   `json:"name"`
	Side    string   `json:"side"`
	Quality Quality  `json:"quality"`
	HQ      bool     `json:"hq,omitempty"`
	Stands  []string `json:"stands"`
}

// terrainData is the payload of EventTerrain.
type terrainData struct {
	Terrain  Terrain `json:"terrain"`
	HullDown bool    `json:"hull_down,omitempty"`
}

// moveData is the payload of EventMove: how much the stand moved, the
// terrain it ends in, and its boggings.
type moveData struct {
	Moved   Moved   `json:"moved"`
	Terrain Terrain `json:"terrain"`
	Bogged  int     `json:"bogged"`
}

// applyEvent folds one of FFOTigers' events, or sees a phase change.
func applyEvent(g *engine.Game, e engine.Event) (bool, error) {
	st := GameOf(g)
	if st == nil {
		return false, engine.Misfitf("a FFOTigers event in a game of %s", g.System().Title())
	}
	if ok, err := applyPlayEvent(g, st, e); ok {
		return true, err
	}
	stand := func() (*UnitState, error) {
		u := g.Unit(e.Unit)
		if u == nil || StandOf(u) == nil {
			return nil, engine.Misfitf("a FFOTigers event of %q, which is no stand in play", e.Unit)
		}
		return StandOf(u), nil
	}
	if ok, err := applyBarrageEvent(st, e); ok {
		return true, err
	}
	switch e.Kind {
	case engine.EventPhase:
		if e.Phase == PhaseCommand && e.SideIndex < len(g.Sides) {
			side := g.Sides[e.SideIndex]
			for _, u := range g.Units {
				if s := StandOf(u); s != nil && u.Side == side {
					s.Marker, s.Moved, s.MoveMade = s.Marker.AfterCommand(), MovedNone, false
				}
			}
		}
		return false, nil
	case EventUnit:
		var d unitData
		if err := json.Unmarshal(e.Data, &d); err != nil {
			return true, engine.Misfitf("a FFOTigers unit event that cannot be read: %v", err)
		}
		for _, l := range d.Stands {
			u := g.Unit(l)
			if u == nil || StandOf(u) == nil {
				return true, engine.Misfitf("a FFOTigers unit of %q, which is no stand in play", l)
			}
			s := StandOf(u)
			s.Unit, s.Quality = d.Name, d.Quality
		}
		st.Units = append(st.Units, &Formation{Name: d.Name, Side: d.Side, Quality: d.Quality, HQ: d.HQ, Stands: slices.Clone(d.Stands)})
		return true, nil
	case EventTerrain:
		var d terrainData
		s, err := stand()
		if err != nil {
			return true, err
		}
		if err := json.Unmarshal(e.Data, &d); err != nil {
			return true, engine.Misfitf("a FFOTigers terrain event that cannot be read: %v", err)
		}
		s.Terrain, s.HullDown = d.Terrain, d.HullDown
		return true, nil
	case EventMove:
		var d moveData
		s, err := stand()
		if err != nil {
			return true, err
		}
		if err := json.Unmarshal(e.Data, &d); err != nil {
			return true, engine.Misfitf("a FFOTigers move event that cannot be read: %v", err)
		}
		if d.Terrain != s.Terrain || (d.Moved > MovedNone && HullDownEnds(g, s.Terrain, d.Terrain)) {
			s.HullDown = false // NoteHullDownMoves
		}
		s.Moved, s.Terrain, s.Bogged, s.MoveMade = d.Moved, d.Terrain, d.Bogged, true
		return true, nil
	}
	return false, nil
}
