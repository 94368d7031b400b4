package dsii

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"ogretable/engine"
)

// Module is one module of an Ogre in play: its id ("em", "tread2",
// "secondary4"), its kind, the battery of its design it belongs to (from 1;
// 0 for the electronics and tread modules, each an activation unit of its
// own), whether it is destroyed, the markers it carries until they are
// repaired, a tread module's BMF now and as bought, and a missile module's
// or rack's loads left.
type Module struct {
	ID      string        `json:"id"`
	Kind    Kind          `json:"kind"`
	Battery int           `json:"battery,omitempty"`
	Status  engine.Status `json:"status"`
	Markers []Marker      `json:"markers,omitempty"`
	BMF     int           `json:"bmf,omitempty"`
	BMFMax  int           `json:"bmf_max,omitempty"`
	Loads   int           `json:"loads,omitempty"`
}

// Count returns how many markers m the module carries.
func (m *Module) Count(marker Marker) int {
	n := 0
	for _, x := range m.Markers {
		if x == marker {
			n++
		}
	}
	return n
}

// UnitState is what OGRE for DSII keeps of a unit beyond the shared
// envelope: for an Ogre, the design it was built to and its modules, in
// the order ModulesOf gives them, the impact markers its TAS has placed,
// the game turn of the last BOOM on its electronics module (its systems
// use a D4 for the rest of that turn), and whether it has announced its
// Final Option; for an element of the defence, the markers it carries.
type UnitState struct {
	Design        string   `json:"design,omitempty"`
	Modules       []Module `json:"modules,omitempty"`
	ImpactMarkers int      `json:"impact_markers,omitempty"`
	BOOMTurn      int      `json:"boom_turn,omitempty"`
	// SelfDestruct is set once its EM has announced the Final Option (the
	// "nuke" marker placed on it): its next activation is the attempt.
	SelfDestruct bool `json:"self_destruct,omitempty"`
	// Markers are the markers an element of the defence with
	// [[dsii-element]] figures carries (DMG, M, SD: ElementDamage); none
	// for an Ogre, whose modules carry theirs.
	Markers []Marker `json:"markers,omitempty"`
}

// CloneUnit returns a deep copy, its modules and their markers in two
// blocks.
func (s *UnitState) CloneUnit() engine.UnitState {
	c := *s
	c.Markers = slices.Clone(s.Markers)
	if s.Modules == nil {
		return &c
	}
	c.Modules = slices.Clone(s.Modules)
	n := 0
	for _, m := range s.Modules {
		n += len(m.Markers)
	}
	markers := make([]Marker, 0, n)
	for i, m := range s.Modules {
		if m.Markers == nil {
			continue
		}
		start := len(markers)
		markers = append(markers, m.Markers...)
		c.Modules[i].Markers = markers[start:len(markers):len(markers)]
	}
	return &c
}

// UnitOf returns the DSII state of unit u, nil when the unit has none (a
// unit of another system's game).
func UnitOf(u *engine.Unit) *UnitState {
	s, _ := u.Ext.(*UnitState)
	return s
}

// IsOgre reports whether unit u is an Ogre of modules: one built to a
// design.
func IsOgre(u *engine.Unit) bool {
	s := UnitOf(u)
	return s != nil && s.Design != ""
}

// Module returns the unit's module with id (any case), nil when it has
// none.
func (s *UnitState) Module(id string) *Module {
	for i := range s.Modules {
		if strings.EqualFold(s.Modules[i].ID, id) {
			return &s.Modules[i]
		}
	}
	return nil
}

// EM returns the unit's electronics module, nil for a unit without one.
func (s *UnitState) EM() *Module { return s.Module(moduleEM) }

// EMDie returns the die every system of Ogre u's electronics module uses
// now in game g (EM.Die): its design's quality, down by its markers, D4 in
// the turn of a BOOM. It returns 0 for a unit without an electronics
// module or whose design in play names no quality.
func EMDie(g *engine.Game, u *engine.Unit) DieType { return EMOf(g, u).Die() }

// EMQuality returns the quality level the systems of Ogre u's electronics
// module have now in game g (EM.QualityNow): its design's quality, down
// one level per KO and for Systems Down. It returns 0 for a unit without
// an electronics module or whose design in play names no quality.
func EMQuality(g *engine.Game, u *engine.Unit) Quality { return EMOf(g, u).QualityNow() }

// EMOf returns the condition of Ogre u's electronics module in game g: its
// design's quality and the markers it carries now. It is the zero EM (no
// quality, no die) for a unit without an electronics module or whose
// design in play names no quality.
func EMOf(g *engine.Game, u *engine.Unit) EM {
	s, d := UnitOf(u), DesignOf(g, u)
	if s == nil || d == nil || s.EM() == nil {
		return EM{}
	}
	q, err := d.Quality()
	if err != nil {
		return EM{}
	}
	em := s.EM()
	return EM{Quality: q, KO: em.Count(MarkerKO), DMG: em.Count(MarkerDMG) > 0, SD: em.Count(MarkerSD) > 0,
		BOOM: em.Count(MarkerBOOM), BOOMNow: s.BOOMTurn > 0 && s.BOOMTurn == g.Turn}
}

// BMF returns the BMF the unit's tread modules give now and as bought,
// summed.
func (s *UnitState) BMF() (now, bought int) {
	for _, m := range s.Modules {
		if m.Kind == KindTread {
			now += m.BMF
			bought += m.BMFMax
		}
	}
	return now, bought
}

// DesignOf returns the design Ogre u was built to, as game g plays it (its
// record, else the catalog's); nil for a unit that is no DSII Ogre or whose
// design neither knows.
func DesignOf(g *engine.Game, u *engine.Unit) *Design {
	s := UnitOf(u)
	if s == nil || s.Design == "" {
		return nil
	}
	d, _ := g.EntryInPlay(TableOgre, s.Design).(*Design)
	return d
}

// moduleEM is the id of an Ogre's electronics module.
const moduleEM = "em"

// ModulesOf returns the modules of a new Ogre of design d: the electronics
// module "em", the tread modules "tread1" to "treadN", then each battery's
// weapons modules in the design's order, numbered by kind ("main1",
// "secondary4", "ap16"), each battery an activation unit (002 OGRE for
// DSII, OGRE activation). Every module is ok, without markers; tread
// modules have their speed's BMF, missile modules and racks their loads.
func ModulesOf(d *Design) []Module {
	out := make([]Module, 0, 1+d.Treads.Count)
	out = append(out, Module{ID: moduleEM, Kind: KindElectronics, Status: engine.StatusOK})
	bmf := d.Treads.Speed.BMF()
	for i := 1; i <= d.Treads.Count; i++ {
		out = append(out, Module{ID: fmt.Sprintf("tread%d", i), Kind: KindTread, Status: engine.StatusOK, BMF: bmf, BMFMax: bmf})
	}
	numbers := map[Kind]int{}
	for bi, b := range d.Batteries {
		for range b.Count {
			numbers[b.Kind]++
			out = append(out, Module{ID: fmt.Sprintf("%s%d", b.Kind, numbers[b.Kind]), Kind: b.Kind, Battery: bi + 1,
				Status: engine.StatusOK, Loads: b.LoadsEach()})
		}
	}
	return out
}

// GameState is what OGRE for DSII keeps of a game beyond its units: the
// activation units each Ogre has activated this game turn, by the Ogre's
// label (002 OGRE for DSII, OGRE activation: each of its units once a
// turn). It is emptied when the turn ends.
type GameState struct {
	Activated map[string][]string `json:"activated,omitempty"`
	// Order holds the labels of the units that activated this turn, in
	// the order of their activations (a unit once for each): whose
	// activation is the last (LastActivated).
	Order []string `json:"order,omitempty"`
	// ADS holds, by Ogre, the activation units in Air Defense Mode this
	// turn (002 OGRE for DSII, Air defence).
	ADS map[string][]string `json:"ads,omitempty"`
	// Missiles holds, by Ogre, the missiles its missile unit launched this
	// turn that have not struck an Ogre as SMAK rounds (smak ... missile).
	Missiles map[string]int `json:"missiles,omitempty"`
	// Stops holds, by Ogre, the last ram that stopped its move this turn
	// (RamStopped).
	Stops map[string]RamStop `json:"stops,omitempty"`
}

// RamStop is a ram that stops an Ogre's move (002 OGRE for DSII, OGREs
// ramming non-OGRE units: "If it does not, it must stop where the impact
// occurred"; OGREs ramming OGREs: "the OGRE is then finished moving for the
// current activation"): the tread module whose activation made it, what it
// rammed, and whether that was an Ogre, which ends the move whatever
// comes of it; a vehicle stops it only while the vehicle survives.
type RamStop struct {
	Tread   string `json:"tread"`
	Against string `json:"against"`
	Ogre    bool   `json:"ogre,omitempty"`
}

// CloneState returns a deep copy.
func (s *GameState) CloneState() engine.SystemState {
	c := &GameState{}
	if s.Activated != nil {
		c.Activated = make(map[string][]string, len(s.Activated))
		for k, v := range s.Activated {
			c.Activated[k] = slices.Clone(v)
		}
	}
	if s.ADS != nil {
		c.ADS = make(map[string][]string, len(s.ADS))
		for k, v := range s.ADS {
			c.ADS[k] = slices.Clone(v)
		}
	}
	if s.Missiles != nil {
		c.Missiles = maps.Clone(s.Missiles)
	}
	if s.Stops != nil {
		c.Stops = maps.Clone(s.Stops)
	}
	c.Order = slices.Clone(s.Order)
	return c
}

// GameOf returns the DSII state of game g, nil for a game of another
// system.
func GameOf(g *engine.Game) *GameState {
	s, _ := g.Ext.(*GameState)
	return s
}

// decodeUnit reads unit u's state back from a snapshot; it errors on an
// Ogre whose design the game does not know, or a module of no kind a
// design has.
func decodeUnit(g *engine.Game, u *engine.Unit, data json.RawMessage) (engine.UnitState, error) {
	s := &UnitState{}
	if len(data) > 0 {
		if err := json.Unmarshal(data, s); err != nil {
			return nil, fmt.Errorf("dsii: unit %s's state cannot be read: %v", u.Label, err)
		}
	}
	if s.Design == "" {
		return s, nil
	}
	if _, ok := g.EntryInPlay(TableOgre, s.Design).(*Design); !ok {
		return nil, fmt.Errorf("dsii: unit %s was built to the design %q, which neither the game's record nor the templates know", u.Label, s.Design)
	}
	for _, m := range s.Modules {
		if m.Kind != KindElectronics && m.Kind != KindTread && !slices.Contains(BatteryKinds, m.Kind) {
			return nil, fmt.Errorf("dsii: unit %s has a module %s of kind %q, which no design has", u.Label, m.ID, m.Kind)
		}
	}
	return s, nil
}

// decodeState reads the game's DSII state back from a snapshot; it errors
// on an Ogre's activations when no such unit is in play.
func decodeState(g *engine.Game, data json.RawMessage) (engine.SystemState, error) {
	s := &GameState{}
	if len(data) > 0 {
		if err := json.Unmarshal(data, s); err != nil {
			return nil, fmt.Errorf("dsii: the game's state cannot be read: %v", err)
		}
	}
	for label := range s.ADS {
		if g.Unit(label) == nil {
			return nil, fmt.Errorf("dsii: the snapshot records Air Defense Mode of %s, which is not in play", label)
		}
	}
	for label := range s.Missiles {
		if g.Unit(label) == nil {
			return nil, fmt.Errorf("dsii: the snapshot records missiles launched by %s, which is not in play", label)
		}
	}
	for label := range s.Stops {
		if g.Unit(label) == nil {
			return nil, fmt.Errorf("dsii: the snapshot records a ram that stopped %s, which is not in play", label)
		}
	}
	for _, label := range s.Order {
		if g.Unit(label) == nil {
			return nil, fmt.Errorf("dsii: the snapshot records an activation of %s, which is not in play", label)
		}
	}
	for label := range s.Activated {
		if g.Unit(label) == nil {
			return nil, fmt.Errorf("dsii: the snapshot records activations of %s, which is not in play", label)
		}
	}
	return s, nil
}
