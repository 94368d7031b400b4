package crt

import (
	"encoding/json"
	"fmt"
	"ogretable/engine"
	"slices"
	"strconv"
	"strings"
)

// UnitState is what the Ogre CRT rules keep of a unit beyond the shared
// envelope: an infantry stack's squads, an Ogre's treads and weapons, a
// walker's split attack and modes, a structure's points, the terrain a
// unit entered this turn and whether its wreck remains. The system makes it
// when the unit enters play (NewUnit); UnitOf reads it.
type UnitState struct {
	Squads int  `json:"squads,omitempty"` // infantry: squads in the stack, 1 to 3
	Hulk   bool `json:"hulk,omitempty"`   // destroyed by X: a hulk remains
	// Treads and TreadsMax are an Ogre's tread units (and a superheavy's
	// notional ones when it rams in the classic rules).
	Treads    int       `json:"treads,omitempty"`
	TreadsMax int       `json:"treads_max,omitempty"`
	Weapons   []*Weapon `json:"weapons,omitempty"`
	// FiredTurn is the game turn in which the unit itself last fired, 0 if
	// never.
	FiredTurn int `json:"fired_turn,omitempty"`
	// Spent is the attack a walker has used in turn FiredTurn when it
	// divides its attack among targets (000 FAQ, Walkers, 3.0 CRT And
	// Overruns); 0 for other units.
	Spent float64 `json:"spent,omitempty"`
	// StructurePoints are the points left, for structures that have them.
	StructurePoints float64 `json:"structure_points,omitempty"`
	// FirstMove is the terrain the unit entered in the movement phase of
	// the last player-turn in which it entered any: a GEV that entered
	// forest, rubble or swamp (published: or town) has no second move that
	// turn (000 FAQ, MOVEMENT MODES, GEV Mode; OFFICIAL-NOTES, The turn).
	FirstMove *FirstMove `json:"first_move,omitempty"`
	// Jets and Flying are a walker's modes (walkerplay.go): on its
	// jumpjets, or a land-air walker in its flying form.
	Jets   bool `json:"jets,omitempty"`
	Flying bool `json:"flying,omitempty"`
}

// MarshalJSON writes the state as a snapshot saves it; it errors on a
// weapon without a catalog type, which a snapshot could not link again.
func (s *UnitState) MarshalJSON() ([]byte, error) {
	for _, w := range s.Weapons {
		if w.Type == nil {
			return nil, fmt.Errorf("weapon %s has no type to save", w.ID)
		}
	}
	type plain UnitState
	return json.Marshal((*plain)(s))
}

// CloneUnit returns a deep copy, its weapons in one block.
func (s *UnitState) CloneUnit() engine.UnitState {
	c := *s
	if s.FirstMove != nil {
		fm := *s.FirstMove
		fm.Terrains = slices.Clone(fm.Terrains)
		c.FirstMove = &fm
	}
	if s.Weapons != nil {
		n := len(s.Weapons)
		block := make([]Weapon, n)
		c.Weapons = make([]*Weapon, n)
		for j, w := range s.Weapons {
			block[j] = *w
			if w.Volley != nil {
				v := *w.Volley
				block[j].Volley = &v
			}
			c.Weapons[j] = &block[j]
		}
	}
	return &c
}

// cloneUnits sets dst[i].Ext to a deep copy of src[i].Ext: the states of
// the CRT in one block, their weapons in another (engine.UnitsCloner).
func cloneUnits(dst, src []*engine.Unit) {
	states := make([]UnitState, len(src))
	nw := 0
	for _, u := range src {
		if s, ok := u.Ext.(*UnitState); ok {
			nw += len(s.Weapons)
		}
	}
	weapons := make([]Weapon, nw)
	ptrs := make([]*Weapon, nw)
	for i, u := range src {
		s, ok := u.Ext.(*UnitState)
		if !ok {
			if u.Ext != nil {
				dst[i].Ext = u.Ext.CloneUnit()
			}
			continue
		}
		c := &states[i]
		*c = *s
		if s.FirstMove != nil {
			fm := *s.FirstMove
			fm.Terrains = slices.Clone(fm.Terrains)
			c.FirstMove = &fm
		}
		if s.Weapons != nil {
			n := len(s.Weapons)
			c.Weapons = ptrs[:n:n]
			ptrs = ptrs[n:]
			for j, w := range s.Weapons {
				weapons[j] = *w
				if w.Volley != nil {
					v := *w.Volley
					weapons[j].Volley = &v
				}
				c.Weapons[j] = &weapons[j]
			}
			weapons = weapons[n:]
		}
		dst[i].Ext = c
	}
}

// UnitOf returns the Ogre CRT state of unit u. A unit built without a
// state (a literal in a test or a sheet's blank) gets an empty one, kept
// with it; a unit of another system's gets an empty one that is not kept.
func UnitOf(u *engine.Unit) *UnitState {
	switch s := u.Ext.(type) {
	case *UnitState:
		return s
	case nil:
		s2 := &UnitState{}
		u.Ext = s2
		return s2
	}
	return &UnitState{}
}

// GameState is what the Ogre CRT rules keep of a game beyond the shared
// envelope: the rams of the player-turn, the overrun being fought, the
// cruise missiles launched and the optional walker rules the game is
// played with.
type GameState struct {
	// Rams counts the rams each unit made in the current player-turn.
	Rams map[string]int `json:"rams,omitempty"`
	// OgreRams marks the units that rammed an enemy Ogre this player-turn.
	OgreRams map[string]bool `json:"ogre_rams,omitempty"`
	// Overrun is the overrun being fought, nil when none is.
	Overrun *OverrunState `json:"overrun,omitempty"`
	// Missiles are the cruise missiles launched, in flight or done (see
	// salvo.go), in launch order; none before the first.
	Missiles []*Missile `json:"missiles,omitempty"`
	// Walkers are the optional walker rules the game was created with
	// (walker.go), nil when none.
	Walkers *WalkerRules `json:"walkers,omitempty"`
}

// newGameState returns the state of a new game.
func newGameState() *GameState {
	return &GameState{Rams: map[string]int{}, OgreRams: map[string]bool{}}
}

// CloneState returns a deep copy.
func (s *GameState) CloneState() engine.SystemState {
	c := *s
	c.Rams = make(map[string]int, len(s.Rams))
	for k, v := range s.Rams {
		c.Rams[k] = v
	}
	c.OgreRams = make(map[string]bool, len(s.OgreRams))
	for k, v := range s.OgreRams {
		c.OgreRams[k] = v
	}
	c.Overrun = s.Overrun.clone()
	c.Missiles = cloneMissiles(s.Missiles)
	if s.Walkers != nil {
		w := *s.Walkers
		c.Walkers = &w
	}
	return &c
}

// GameOf returns the Ogre CRT state of game g. A game built without one
// (a literal) gets a new one, kept with it; a game of another system gets
// an empty one that is not kept.
func GameOf(g *engine.Game) *GameState {
	switch s := g.Ext.(type) {
	case *GameState:
		return s
	case nil:
		s2 := newGameState()
		g.Ext = s2
		return s2
	}
	return newGameState()
}

// decodeGameState reads game g's CRT state back from a snapshot; it
// errors when the overrun names a unit that is not in play.
func decodeGameState(g *engine.Game, data json.RawMessage) (engine.SystemState, error) {
	s := newGameState()
	if len(data) == 0 {
		return s, nil
	}
	if err := json.Unmarshal(data, s); err != nil {
		return nil, err
	}
	if s.Rams == nil {
		s.Rams = map[string]int{}
	}
	if s.OgreRams == nil {
		s.OgreRams = map[string]bool{}
	}
	if o := s.Overrun; o != nil {
		for _, l := range append(slices.Clone(o.Attackers), o.Defenders...) {
			if g.Unit(l) == nil {
				return nil, fmt.Errorf("engine: the snapshot's overrun names %s, which is not in play", l)
			}
		}
	}
	return s, nil
}

// newUnit returns the state of unit u entering play by event e: its
// squads, its treads (the type's, or more for a superheavy given notional
// ones), its structure points and its weapons (its type's, or the event's
// loadout).
func newUnit(g *engine.Game, u *engine.Unit, e engine.Event) (engine.UnitState, error) {
	t := u.Type
	s := &UnitState{Squads: e.Squads, Treads: max(t.Treads, EventOf(e).Treads), TreadsMax: max(t.Treads, EventOf(e).Treads),
		StructurePoints: t.StructurePoints}
	mounts := t.Weapons
	if EventOf(e).Loadout != nil {
		mounts = EventOf(e).Loadout.Mounts
	}
	var err error
	if s.Weapons, err = newWeapons(g.WeaponTypes(), t, mounts); err != nil {
		return nil, err
	}
	return s, nil
}

// decodeUnit reads unit u's CRT state back from a snapshot and links
// its weapons to the catalog's types.
func decodeUnit(g *engine.Game, u *engine.Unit, data json.RawMessage) (engine.UnitState, error) {
	s := &UnitState{}
	if len(data) > 0 {
		if err := unmarshalState(data, s); err != nil {
			return nil, fmt.Errorf("engine: the snapshot's unit %s cannot be read: %v", u.Label, err)
		}
	}
	u.Ext = s
	if relinkMounted(g, u) {
		return s, nil
	}
	fresh, err := newWeapons(g.WeaponTypes(), u.Type, u.Type.Weapons)
	if err != nil {
		return nil, err
	}
	if err := relinkWeapons(u, fresh); err != nil {
		return nil, err
	}
	return s, nil
}

// prepareAdd refuses a walker whose design uses an optional rule the
// game is not played with, and gives a unit entering play the weapons it
// carries when they are not its type's (a heavy weapons stack's missile a
// squad) and a superheavy the notional treads it rams with in the rules
// that let it ram like an Ogre (000 FAQ, RAMMING).
func prepareAdd(g *engine.Game, t *engine.UnitType, e *engine.Event) error {
	if err := walkerAddCheck(g, t); err != nil {
		return err
	}
	if mounts, ok := mountsFor(t, e.Squads); ok {
		RecordTo(e).Loadout = &Loadout{Mounts: mounts} // a weapon a squad
	}
	if t.ID == idSuperheavy && rules(g).ogresAndSuperheavyRam {
		RecordTo(e).Treads = SuperheavyNotionalTreads // 000 FAQ, RAMMING
	}
	return nil
}

// relinkMounted links the weapons of unit u to their types when they are
// exactly the weapons newWeapons gives a unit of its type, numbered as it
// numbers them, and reports whether they were: as relinkWeapons links
// them, without making the weapons newWeapons makes (a snapshot of a long
// game holds hundreds of units). A type with split fire, whose guns are
// types of their own, and anything else (a stack carrying a weapon a
// squad, a weapon the type does not have) it leaves to relinkWeapons.
func relinkMounted(g *engine.Game, u *engine.Unit) bool {
	if len(u.Type.Split) > 0 {
		return false
	}
	ws := UnitOf(u).Weapons
	i := 0
	for _, m := range u.Type.Weapons {
		for n := 1; n <= m.Count; n++ {
			if i >= len(ws) || ws[i] == nil || !numbered(ws[i].ID, m.Weapon, n) {
				return false
			}
			i++
		}
	}
	if i != len(ws) {
		return false
	}
	i = 0
	for _, m := range u.Type.Weapons {
		wt := weaponInPlay(g, m.Weapon)
		if wt == nil {
			return false // newWeapons says which
		}
		for range m.Count {
			ws[i].Type = wt
			i++
		}
	}
	return true
}

// numbered reports whether id is weapon's id numbered n, as newWeapons
// numbers a mount's weapons ("secondary3").
func numbered(id, weapon string, n int) bool {
	num, ok := strings.CutPrefix(id, weapon)
	return ok && num == strconv.Itoa(n)
}

// relinkWeapons links the unit's weapons to the types of fresh, the
// weapons a new unit of its type gets, by their ids.
func relinkWeapons(u *engine.Unit, fresh []*Weapon) error {
	if isInfantry(u) && len(fresh) != len(UnitOf(u).Weapons) {
		// A stack carrying a weapon a squad (see mountsFor): each weapon
		// takes the type of its mount, by the id it was numbered with.
		for _, w := range UnitOf(u).Weapons {
			for _, f := range fresh {
				if w != nil && strings.TrimRight(w.ID, "0123456789") == strings.TrimRight(f.ID, "0123456789") {
					w.Type = f.Type
				}
			}
			if w == nil || w.Type == nil {
				return fmt.Errorf("engine: the snapshot's unit %s has weapons that a %s does not have", u.Label, u.Type.ID)
			}
		}
		return nil
	}
	if len(fresh) != len(UnitOf(u).Weapons) {
		return fmt.Errorf("engine: the snapshot's unit %s has %d weapons; a %s has %d", u.Label, len(UnitOf(u).Weapons), u.Type.ID, len(fresh))
	}
	for i, w := range UnitOf(u).Weapons {
		if w == nil || w.ID != fresh[i].ID {
			return fmt.Errorf("engine: the snapshot's unit %s has weapons that a %s does not have", u.Label, u.Type.ID)
		}
		w.Type = fresh[i].Type
	}
	return nil
}

// retype gives unit u, whose type the game's record has just changed,
// its new type's weapon values, weapon by weapon (a stack with a weapon a
// squad by its squads).
func retype(g *engine.Game, u *engine.Unit) error {
	mounts, _ := mountsFor(u.Type, UnitOf(u).Squads)
	fresh, err := newWeapons(g.WeaponTypes(), u.Type, mounts)
	if err != nil {
		return engine.Misfitf("the game's record of %s cannot be used: %s", u.Type.ID, engine.Sentence(err))
	}
	for _, w := range UnitOf(u).Weapons {
		for _, f := range fresh {
			if f.ID == w.ID {
				w.Type = f.Type
			}
		}
	}
	return nil
}

// judgeCheck judges one check of a scenario's end condition by the Ogre CRT
// rules (victory.go).
func judgeCheck(g *engine.Game, s string) (holds, judged bool, why string, err error) {
	c, err := engine.ParseVictoryCheck(s)
	if err != nil {
		return false, false, "", err
	}
	holds, judged, why = EvalCheck(c, g)
	return holds, judged, why, nil
}

// configure gives a new game the optional walker rules it was created with,
// read from its options ({"walkers": {...}}); none when the options hold
// none. It errors on options that are not JSON.
func configure(g *engine.Game, options json.RawMessage) error {
	if len(options) == 0 {
		return nil
	}
	var o struct {
		Walkers *WalkerRules `json:"walkers"`
	}
	if err := json.Unmarshal(options, &o); err != nil {
		return fmt.Errorf("crt: the game's options cannot be read: %v", err)
	}
	if o.Walkers != nil && *o.Walkers != (WalkerRules{}) {
		GameOf(g).Walkers = o.Walkers
	}
	return nil
}

// mountsFor returns the weapons a unit of type t enters play with when it
// has squads squads: an infantry entry's weapons are a squad's, so each
// squad of a stack carries its own (000 FAQ, OFFICIAL UNITS LIST: the heavy
// weapons squad's "(1x Missile)"); any other unit's are the type's. ok is
// false when they are the type's own.
func mountsFor(t *engine.UnitType, squads int) (mounts []engine.Mount, ok bool) {
	if t.Kind != engine.KindInfantry && t.Kind != engine.KindMilitia || squads <= 1 || len(t.Weapons) == 0 {
		return t.Weapons, false
	}
	mounts = make([]engine.Mount, len(t.Weapons))
	for i, m := range t.Weapons {
		mounts[i] = engine.Mount{Weapon: m.Weapon, Count: m.Count * squads, Ammo: m.Ammo * squads}
	}
	return mounts, true
}

// weaponInPlay returns the weapon type with id of game g, recorded or of
// the catalog: g.WeaponTypes().Weapon(id), without making the merged
// catalog.
func weaponInPlay(g *engine.Game, id string) *engine.WeaponType {
	if g.Defs != nil {
		if w := g.Defs.Weapon(id); w != nil {
			return w
		}
	}
	if g.Catalog == nil {
		return nil
	}
	return g.Catalog.Weapon(id)
}
