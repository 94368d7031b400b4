package crt

import (
	"fmt"
	"strings"

	"ogretable/engine"
)

// This file holds the records that the Ogre CRT system's events carry in
// their Record (eventrecord.go), kept in the shared envelope's Own: the
// roll of an attack, a correction, a cruise missile's record, a walker's
// modes.

// Column is a column of the combat results table: the odds of an attack
// once rounded in the defender's favour.
type Column int

// The odds columns. ColumnNone is an attack at worse than 1-2 (no effect);
// ColumnAuto is 5-1 or better, or any attack on defence 0 (an automatic X).
const (
	ColumnNone Column = iota
	Column1to2
	Column1to1
	Column2to1
	Column3to1
	Column4to1
	ColumnAuto
)

var columnNames = [...]string{"none", "1-2", "1-1", "2-1", "3-1", "4-1", "auto"}

// String returns the column as the CRT prints it: "none", "1-2", ... "auto".
func (c Column) String() string {
	if c < ColumnNone || c > ColumnAuto {
		return fmt.Sprintf("Column(%d)", int(c))
	}
	return columnNames[c]
}

// Result is a combat result: NE, D, X or XX.
type Result int

// The combat results, weakest first.
const (
	NE Result = iota // no effect
	D                // disabled
	X                // destroyed, leaving a hulk
	XX               // annihilated, leaving nothing
)

var resultNames = [...]string{"NE", "D", "X", "XX"}

// Results lists every result, weakest first.
var Results = []Result{NE, D, X, XX}

// String returns the result as the CRT prints it.
func (r Result) String() string {
	if r < NE || r > XX {
		return fmt.Sprintf("Result(%d)", int(r))
	}
	return resultNames[r]
}

// MarshalText writes the result as the CRT prints it.
func (r Result) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads a result as the CRT prints it.
func (r *Result) UnmarshalText(b []byte) error {
	if v, ok := resultNamed(string(b)); ok {
		*r = v
		return nil
	}
	return engine.Refusef("unknown combat result %q", b)
}

// resultNamed returns the result the CRT prints as s, in any case.
func resultNamed(s string) (Result, bool) {
	for i, n := range resultNames {
		if strings.EqualFold(n, s) {
			return Result(i), true
		}
	}
	return 0, false
}

// MarshalText writes the column as the CRT prints it.
func (c Column) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads a column as the CRT prints it.
func (c *Column) UnmarshalText(b []byte) error {
	if v, ok := columnNamed(string(b)); ok {
		*c = v
		return nil
	}
	return engine.Refusef("unknown odds column %q", b)
}

// columnNamed returns the column the CRT prints as s.
func columnNamed(s string) (Column, bool) {
	for i, n := range columnNames {
		if n == s {
			return Column(i), true
		}
	}
	return 0, false
}

// Reading is how a CRT result is read in a kind of combat.
type Reading int

var readingNames = [...]string{"regular", "overrun", "spillover"}

// String returns the reading's name.
func (r Reading) String() string {
	if r < Regular || r > Spillover {
		return fmt.Sprintf("Reading(%d)", int(r))
	}
	return readingNames[r]
}

// ParseReading returns the reading named s.
func ParseReading(s string) (Reading, error) {
	for i, n := range readingNames {
		if engine.NormalName(s) == n {
			return Reading(i), nil
		}
	}
	return 0, engine.Refusef("unknown reading %q; choose regular, overrun or spillover", s)
}

// Roll is one resolution on the CRT: the column, the die as rolled, the
// modifier applied to it (the Ninja's -1) with its reasons, and the result
// as read. Rolls logged before the reasons were kept have none.
type Roll struct {
	Column    Column        `json:"column"`
	Die       int           `json:"die,omitempty"`
	Modifier  int           `json:"modifier,omitempty"`
	Modifiers []DieModifier `json:"modifiers,omitempty"`
	Reading   Reading       `json:"reading,omitempty"`
	Result    Result        `json:"result"`
}

// DieModifier is one modifier added to an attack's die and the reason for
// it, as the record names it: -1 for "ECM" against the Ninja (000 FAQ, Ogre
// Ninja).
type DieModifier struct {
	Value  int    `json:"value"`
	Reason string `json:"reason"`
}

// Role is a unit's part in an overrun: it came in to attack, or it was in
// the place (or moved in to help) and defends.
type Role string

// The roles in an overrun.
const (
	RoleAttacker Role = "attacker"
	RoleDefender Role = "defender"
)

// Correction is what a referee's correction sets, with the reason. It is
// the data of an EventCorrected, omitted from every other event, so logs
// written before it read the same.
type Correction struct {
	Field  string        `json:"field"`            // treads, squads, status, vp, remove or restore
	Value  float64       `json:"value"`            // treads, squads, vp: the value set (0 included)
	Status engine.Status `json:"status,omitempty"` // status, remove, restore: the status set
	Timer  *engine.Timer `json:"timer,omitempty"`  // status disabled or stuck: when it recovers
	Hulk   bool          `json:"hulk,omitempty"`   // status destroyed: it leaves a hulk
	Was    string        `json:"was,omitempty"`    // what it was, for the log
	Reason string        `json:"reason"`
}

// WalkerMode is the modes of a walker after an EventWalkerMode.
type WalkerMode struct {
	Jets   bool `json:"jets,omitempty"`
	Flying bool `json:"flying,omitempty"`
}

// MissileStatus is where a missile is in its flight.
type MissileStatus string

// The states of a missile.
const (
	MissileFlying     MissileStatus = "flying"
	MissileHit        MissileStatus = "hit"        // intercepted: its owner's die to come ("lucky")
	MissileDetonating MissileStatus = "detonating" // hit, and the die was a 6: it blows up where hit
	MissileDown       MissileStatus = "shot down"  // fell harmlessly
	MissileDetonated  MissileStatus = "detonated"
	MissileLost       MissileStatus = "lost"  // to a minimissile's blast (001 ARMOR!, 5.015)
	MissileSplit      MissileStatus = "split" // a dual warhead that split: its two warheads fly on
	MissileDud        MissileStatus = "dud"   // a dummy that arrived: no warhead
)

// MissileRecord is the data of a cruise missile's event: the missile and
// what the event did to it. It is omitted from every other event.
type MissileRecord struct {
	ID       string        `json:"id"`
	Type     MissileType   `json:"type,omitempty"`
	Side     string        `json:"side,omitempty"`
	From     string        `json:"from,omitempty"`
	Weapon   string        `json:"weapon,omitempty"`
	Offboard bool          `json:"offboard,omitempty"`
	Salvo    int           `json:"salvo,omitempty"`
	Flown    float64       `json:"flown,omitempty"`
	By       string        `json:"by,omitempty"`     // interception: the interceptor
	Needed   int           `json:"needed,omitempty"` // interception: the 2d6 total needed
	Hit      bool          `json:"hit,omitempty"`
	Status   MissileStatus `json:"status,omitempty"`   // the status it takes
	Missiles []string      `json:"missiles,omitempty"` // salvo: the missiles; split: the warheads
	Type2    string        `json:"type2,omitempty"`    // became: the type it was
}

// MissileType is a kind of cruise missile.
type MissileType string

// The cruise missiles: the standard one (000 FAQ), and ARMOR!'s
// minimissile (5.01), dual warhead (5.02) and dummy (5.03).
const (
	MissileStandard MissileType = "standard"
	MissileMini     MissileType = "mini"
	MissileDual     MissileType = "dual"
	MissileDummy    MissileType = "dummy"
)

// Name returns the missile as the rules name it: "cruise missile",
// "minimissile", "dual-warhead missile", "dummy missile".
func (m MissileType) Name() string {
	switch m {
	case MissileMini:
		return "minimissile"
	case MissileDual:
		return "dual-warhead missile"
	case MissileDummy:
		return "dummy missile"
	}
	return "cruise missile"
}

// Other returns the opposing role.
func (r Role) Other() Role {
	if r == RoleAttacker {
		return RoleDefender
	}
	return RoleAttacker
}

// The readings of 003 Ogre Lite, COMBAT RESULTS TABLE.
const (
	// Regular combat reads the table as is.
	Regular Reading = iota
	// Overrun reads each D as X, unless an Ogre weapon was the target.
	Overrun
	// Spillover reads D as NE, and X or XX as D.
	Spillover
)

// Loadout is the weapons a unit enters play with, as mounts of the catalog's
// weapons, in the order they are numbered.
type Loadout struct {
	Mounts []engine.Mount `json:"mounts"`
}

// The causes of a disablement (OFFICIAL-NOTES, Disabled units).
const (
	CauseEnemyFire engine.Cause = "enemy fire" // during the enemy's turn: out through its own next turn
	CauseOwnTurn   engine.Cause = "own turn"   // during its own turn (a ram, an overrun): back at its next turn
	CauseTerrain   engine.Cause = "terrain"    // rolls at the start of each of its own turns
	CauseEMP       engine.Cause = "EMP"
	CauseRammed    engine.Cause = "rammed" // rammed in the enemy's turn: as enemy fire
)
