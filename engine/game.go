package engine

import (
	"slices"
	"strings"
)

// Phase is a phase of a player-turn, after Ogre Lite's turn sequence and the
// published one (003 Ogre Lite, THE TURN SEQUENCE).
type Phase string

// Status is a unit's condition.
type Status string

// The conditions a unit can be in.
const (
	StatusOK        Status = "ok"
	StatusDisabled  Status = "disabled"
	StatusStuck     Status = "stuck" // perma-disabled by terrain until freed
	StatusDestroyed Status = "destroyed"
)

// Cause says why a unit is disabled; it decides when it recovers. A
// system names its causes (the Ogre CRT's in engine/crt: enemy fire, own
// turn, terrain, EMP, rammed).
type Cause string

// Timer says when a disabled unit recovers: automatically at the start of
// Side's turn Turn, or (Roll) by a recovery roll at each of its own turns.
type Timer struct {
	Cause Cause  `json:"cause"`
	Turn  int    `json:"turn,omitempty"`
	Side  string `json:"side,omitempty"`
	Roll  bool   `json:"roll,omitempty"`
}

// PlayerTurn names one player-turn: the game turn and the index of the side
// whose turn it is.
type PlayerTurn struct {
	Turn int `json:"turn"`
	Side int `json:"side"`
}

// Now returns the player-turn being played.
func (g *Game) Now() PlayerTurn { return PlayerTurn{Turn: g.Turn, Side: g.Side} }

// Unit is one unit in play: its label, type and side, its condition, and
// the state its rule system keeps of it (Ext).
type Unit struct {
	Label   string    `json:"label"`
	TypeID  string    `json:"type_id"` // the catalog id of Type: a snapshot restores Type from it
	Type    *UnitType `json:"-"`
	Side    string    `json:"side"`
	Status  Status    `json:"status"`
	Terrain Terrain   `json:"terrain,omitempty"`
	Timer   *Timer    `json:"timer,omitempty"` // when disabled or stuck
	// Ext is the state the game's rule system keeps of the unit (see
	// System.NewUnit), made when the unit enters play; snapshots save it
	// apart.
	Ext UnitState `json:"-"`
}

// UnitState is the part of a unit's state that its rule system keeps: it
// is copied with the game and saved in snapshots as JSON.
type UnitState interface {
	// CloneUnit returns a deep copy.
	CloneUnit() UnitState
}

// Alive reports whether the unit is still in play: not destroyed, nor
// removed by the referee.
func (u *Unit) Alive() bool { return u.Status != StatusDestroyed && u.Status != StatusRemoved }

// Game is the state of a game: its sides, whose turn and phase it is, and
// every unit in play. Apply changes it; Resolve only reads it.
type Game struct {
	Catalog  *Catalog `json:"-"`
	Variant  Variant  `json:"variant"`
	Scale    Scale    `json:"scale"`
	Scenario string   `json:"scenario,omitempty"`
	Sides    []string `json:"sides"`
	Turn     int      `json:"turn"`
	Side     int      `json:"side"` // index into Sides of the side whose turn it is
	Phase    Phase    `json:"phase"`
	Units    []*Unit  `json:"units"`
	// VP is the victory points each side has scored.
	VP    map[string]float64 `json:"vp"`
	Notes []string           `json:"notes,omitempty"`
	// Defs is the game's record of the catalog entries it uses (see
	// record.go), nil before any; replaced, never changed, when a record
	// is added, so clones may share it.
	Defs *Catalog `json:"defs,omitempty"`
	// Pools are the point pools opened for buying units, by side (see
	// scenario.go); Ended is set when the referee ends the game.
	Pools map[string]*Pool `json:"pools,omitempty"`
	Ended *GameEnd         `json:"ended,omitempty"`
	// Ext is the state the game's rule system keeps of its own (see
	// System.NewState), nil when it keeps none; snapshots save it apart.
	Ext SystemState `json:"-"`

	byLabel map[string]*Unit
}

// DefaultSides are the sides of a game without a scenario, unless its
// system is a Sider with sides of its own: the Ogre, which moves first,
// and the defence.
var DefaultSides = []string{"ogre", "defence"}

// NewGame returns a game at the start of turn 1: the first side's first
// phase (the recovery phase in the Ogre rules), with no units, played by
// the system of variant v. It errors on an unknown variant, fewer than two
// sides or a repeated one.
func NewGame(c *Catalog, v Variant, s Scale, sides []string) (*Game, error) {
	sys := SystemOf(v)
	if sys == nil {
		_, err := ParseVariant(string(v))
		return nil, err
	}
	if len(sides) == 0 {
		sides = SidesOf(sys)
	}
	if len(sides) < 2 {
		return nil, Refusef("a game needs at least two sides, not %d", len(sides))
	}
	norm := make([]string, len(sides))
	for i, s := range sides {
		norm[i] = NormalName(s)
		if norm[i] == "" || slices.Contains(norm[:i], norm[i]) {
			return nil, Refusef("the sides %v must be named and different", sides)
		}
	}
	g := &Game{Catalog: c, Variant: v, Scale: s, Sides: norm, Turn: 1, Phase: sys.Phases()[0],
		VP: map[string]float64{}, byLabel: map[string]*Unit{},
		Ext: sys.NewState()}
	return g, nil
}

// CurrentSide returns the side whose turn it is.
func (g *Game) CurrentSide() string { return g.Sides[g.Side] }

// Unit returns the unit with the given label (case does not matter), or nil.
func (g *Game) Unit(label string) *Unit {
	return g.byLabel[strings.ToUpper(label)]
}

// Labels returns the labels of every unit in play, in the order added.
func (g *Game) Labels() []string {
	l := make([]string, len(g.Units))
	for i, u := range g.Units {
		l[i] = u.Label
	}
	return l
}

// Clone returns a deep copy of the game that shares only the catalog (and
// the record of its entries, which is replaced, never changed).
func (g *Game) Clone() *Game {
	c := *g
	c.Sides = slices.Clone(g.Sides)
	c.Notes = slices.Clone(g.Notes)
	c.VP = make(map[string]float64, len(g.VP))
	for k, v := range g.VP {
		c.VP[k] = v
	}
	c.Pools, c.Ended = clonePools(g.Pools), g.Ended.clone()
	if g.Ext != nil {
		c.Ext = g.Ext.CloneState()
	}
	// The units are copied into one block: a game is cloned for every
	// command, and holds hundreds of units.
	c.Units = nil // as in a game that has had none
	if g.Units != nil {
		c.Units = make([]*Unit, len(g.Units))
	}
	c.byLabel = make(map[string]*Unit, len(g.Units))
	units := make([]Unit, len(g.Units))
	for i, u := range g.Units {
		cu := &units[i]
		*cu = *u
		if u.Timer != nil {
			t := *u.Timer
			cu.Timer = &t
		}
		c.Units[i] = cu
		c.byLabel[cu.Label] = cu
	}
	if len(g.Units) == 0 {
		// Nothing of a system's to copy (and a bare game may have none).
	} else if bulk, ok := g.System().(UnitsCloner); ok {
		bulk.CloneUnits(c.Units, g.Units)
	} else {
		for i, u := range g.Units {
			if u.Ext != nil {
				c.Units[i].Ext = u.Ext.CloneUnit()
			}
		}
	}
	return &c
}

// UnitsCloner is a rule system that copies its units' states in bulk, in a
// few blocks rather than one allocation each: a game is cloned for every
// command, and holds hundreds of units. CloneUnits sets dst[i].Ext to a deep
// copy of src[i].Ext, for every i.
type UnitsCloner interface {
	CloneUnits(dst, src []*Unit)
}

// SideAfter returns the index of the side after i and whether that wraps
// into the next turn.
func (g *Game) SideAfter(i int) (int, bool) {
	if i+1 < len(g.Sides) {
		return i + 1, false
	}
	return 0, true
}

// NextTurnOf returns the game turn of side's next player-turn after the
// current one (the current one is never counted).
func (g *Game) NextTurnOf(side string) int {
	idx := slices.Index(g.Sides, side)
	if idx > g.Side {
		return g.Turn
	}
	return g.Turn + 1
}

// SideIndex returns the index of side in the turn order, or -1.
func (g *Game) SideIndex(side string) int { return slices.Index(g.Sides, side) }

// StatusRemoved marks a unit the referee took out of play without its
// being destroyed (it was never on the table): it is not in play, and
// "restore" brings it back.
const StatusRemoved Status = "removed"

// Terrain is a kind of ground a unit can be in or cross. Streams and cliffs
// are hexsides in the FAQ; a unit crosses them rather than stands in them.
type Terrain string
