package crt

import (
	"fmt"
	"ogretable/engine"
	"strings"
)

// The phases of a player-turn, in order.
const (
	PhaseRecovery       engine.Phase = "recovery"        // automatic recoveries, then recovery rolls for units disabled by terrain
	PhaseMovement       engine.Phase = "movement"        // rams, overruns and terrain checks happen here
	PhaseFire           engine.Phase = "fire"            // every non-disabled unit may fire
	PhaseSecondMovement engine.Phase = "second movement" // GEVs and other units with a second move
)

// Phases lists the phases of a player-turn in order.
var Phases = []engine.Phase{PhaseRecovery, PhaseMovement, PhaseFire, PhaseSecondMovement}

// Weapon is one weapon of an Ogre (or of a unit that carries weapons, like
// the superheavy's AP guns), with its state in the game.
type Weapon struct {
	ID     string             `json:"id"` // main1, secondary3, ap2, missile1, rack1
	Type   *engine.WeaponType `json:"-"`
	Status engine.Status      `json:"status"` // ok, destroyed or spent (a one-shot missile fired)
	Ammo   int                `json:"ammo,omitempty"`
	// FiredTurn is the game turn in which the weapon last fired, 0 if never,
	// and FiredAt the target it fired at.
	FiredTurn int    `json:"fired_turn,omitempty"`
	FiredAt   string `json:"fired_at,omitempty"`
	// Volley is the player-turn in which a missile rack last fired, in
	// the fire phase or in any fire round of an overrun: a rack fires one
	// internal missile per turn (OFFICIAL-NOTES, Treads and movement: Mark
	// V inventory); nil for other weapons and a rack never fired.
	Volley *engine.PlayerTurn `json:"volley,omitempty"`
}

// FirstMove is what a unit entered in the first movement phase of one
// player-turn: the terrains "enter" moved it into, in order.
type FirstMove struct {
	engine.PlayerTurn
	Terrains []engine.Terrain `json:"terrains"`
}

// The weapon kinds the rules treat specially.
const (
	WeaponMain      = "main"
	WeaponSecondary = "secondary"
	WeaponAP        = "ap"
	WeaponMissile   = "missile"
	WeaponRack      = "rack"
	WeaponGun       = "gun" // one gun of a split-fire unit
)

// StatusSpent marks a one-shot weapon that has been fired.
const StatusSpent engine.Status = "spent"

// IsOgre reports whether the unit is a cybertank.
func IsOgre(u *engine.Unit) bool { return u.Type.Kind == engine.KindOgre }

// Weapon returns the unit's weapon with the given id, or nil.
func UnitWeapon(u *engine.Unit, id string) *Weapon {
	for _, w := range UnitOf(u).Weapons {
		if strings.EqualFold(w.ID, id) {
			return w
		}
	}
	return nil
}

// Movement returns the unit's movement now, in hexes. An Ogre's movement
// falls in equal bands as treads are lost: band = starting treads / starting
// movement; movement = ceil(treads / band), 0 with no treads left
// (OFFICIAL-NOTES, Treads and movement).
func Movement(u *engine.Unit) float64 {
	if IsOgre(u) {
		return float64(TreadMovement(UnitOf(u).Treads, UnitOf(u).TreadsMax, int(u.Type.Move)))
	}
	if UnitOf(u).TreadsMax > 0 && UnitOf(u).Treads <= 0 {
		return 0 // a classic superheavy out of notional tread units
	}
	return u.Type.Move
}

// TreadMovement returns an Ogre's movement with treads left of max, for a
// starting movement move: ceil(treads × move / max), 0 with no treads.
func TreadMovement(treads, max, move int) int {
	if treads <= 0 || max <= 0 {
		return 0
	}
	return (treads*move + max - 1) / max
}

// NextBand returns the tread count at which an Ogre's movement next drops,
// and the movement it drops to; ok is false when it has no treads left.
func NextBand(treads, max, move int) (at, to int, ok bool) {
	if treads <= 0 || max <= 0 || move <= 0 {
		return 0, 0, false
	}
	now := TreadMovement(treads, max, move)
	// The highest tread count with movement now-1.
	for t := treads; t >= 0; t-- {
		if TreadMovement(t, max, move) < now {
			return t, now - 1, true
		}
	}
	return 0, 0, false
}

// Band is one movement band of an Ogre's tread track: every tread count
// from From down to To (From the higher) gives movement Movement.
type Band struct {
	Movement int
	From, To int
}

// TreadBands returns an Ogre's tread track, for max treads and a starting
// movement move, cut into its movement bands by TreadMovement, the highest
// movement first; nil when it has no treads. No tread left (movement 0) is
// not a band (OFFICIAL-NOTES, Treads and movement).
func TreadBands(max, move int) []Band {
	var bands []Band
	for t := max; t >= 1; t-- {
		m := TreadMovement(t, max, move)
		if n := len(bands); n > 0 && bands[n-1].Movement == m {
			bands[n-1].To = t
			continue
		}
		bands = append(bands, Band{Movement: m, From: t, To: t})
	}
	return bands
}

// DestroyedOgre reports whether every weapon and every tread is gone: only
// then is an Ogre destroyed (OFFICIAL-NOTES, Treads and movement).
func DestroyedOgre(u *engine.Unit) bool {
	if UnitOf(u).Treads > 0 {
		return false
	}
	for _, w := range UnitOf(u).Weapons {
		if w.Status == engine.StatusOK {
			return false
		}
	}
	return true
}

// RecoveryTimer returns the timer of a unit of side disabled now by cause
// (OFFICIAL-NOTES, Disabled units): enemy action (fire, a ram, an EMP) in
// the enemy's turn keeps it disabled through its own next turn, to recover
// at the start of the turn after; a disablement during its own turn (a ram,
// an overrun, return fire) ends at the start of its own next turn and is
// recorded as CauseOwnTurn; terrain rolls.
func RecoveryTimer(g *engine.Game, side string, cause engine.Cause) *engine.Timer {
	switch cause {
	case CauseTerrain:
		return &engine.Timer{Cause: cause, Roll: true, Side: side}
	case CauseOwnTurn:
		return &engine.Timer{Cause: cause, Turn: g.NextTurnOf(side), Side: side}
	}
	if side == g.CurrentSide() {
		return &engine.Timer{Cause: CauseOwnTurn, Turn: g.NextTurnOf(side), Side: side}
	}
	return &engine.Timer{Cause: cause, Turn: g.NextTurnOf(side) + 1, Side: side}
}

// Recovers returns a short text saying when a disabled or stuck unit
// recovers: "recovers at the start of the defence's turn 4", "rolls to
// recover at each of its turns (1-4)", "stuck until freed"; "" when it is not
// disabled or stuck.
func Recovers(u *engine.Unit) string {
	switch {
	case u.Status == engine.StatusStuck:
		if f := FreedBy(u.Type.Mode, u.Terrain); f != "" {
			return "stuck until freed (" + f + ")"
		}
		return "stuck until freed"
	case u.Status != engine.StatusDisabled || u.Timer == nil:
		return ""
	case u.Timer.Roll:
		return "rolls to recover at the start of each of its turns (1-4)"
	}
	return fmt.Sprintf("recovers at the start of the %s's turn %d", u.Timer.Side, u.Timer.Turn)
}
