package crt

import (
	"fmt"
	"math"
	"ogretable/engine"
	"strings"
)

// This file holds the cruise missile's numbers: who may intercept it and
// on what roll, the chance it gets through, and what its blast does at each
// distance (000 FAQ, CRUISE MISSILE DETONATION; 001 ARMOR!, 5.00 New Cruise
// Missiles; OFFICIAL-NOTES, Cruise missiles). The referee traces the flight
// on the table and gives every distance.

// MissileTypes lists the cruise missiles in the order help prints them.
var MissileTypes = []MissileType{MissileStandard, MissileMini, MissileDual, MissileDummy}

// ParseMissileType returns the missile named s ("standard", "cruise", "mini",
// "minimissile", "dual", "dual-warhead", "dummy"; "" is standard), or an
// error listing the choices.
func ParseMissileType(s string) (MissileType, error) {
	switch engine.NormalName(s) {
	case "", "standard", "cruise", "cruise missile", "cm":
		return MissileStandard, nil
	case "mini", "minimissile", "mcm", "mini missile":
		return MissileMini, nil
	case "dual", "dual warhead", "dwcm":
		return MissileDual, nil
	case "dummy", "dm":
		return MissileDummy, nil
	}
	return "", engine.Refusef("unknown cruise missile %q; choose standard, mini, dual or dummy", s)
}

// Interceptor is a kind of unit or weapon that may try to intercept a
// cruise missile, by the FAQ's table (000 FAQ, CRUISE MISSILE DETONATION).
type Interceptor string

// The interceptors and the 2d6 total each needs before modifiers.
const (
	InterceptLightArmour Interceptor = "light-armor"    // armour with attack 1 or 2: 12
	InterceptArmour      Interceptor = "armor"          // armour with attack 3 or more: 11+
	InterceptInfantry    Interceptor = "infantry"       // each infantry squad alone: 11+
	InterceptOgreMain    Interceptor = "ogre-main"      // each Ogre main battery: 10+
	InterceptOgreSec     Interceptor = "ogre-secondary" // each Ogre secondary battery: 10+
	InterceptOgreMissile Interceptor = "ogre-missile"   // each Ogre missile: 9+
	InterceptLaser       Interceptor = "laser"          // each battlefield laser: 9+
)

// Interceptors lists the interceptor kinds in the table's order.
var Interceptors = []Interceptor{InterceptLightArmour, InterceptArmour, InterceptInfantry, InterceptOgreMain, InterceptOgreSec, InterceptOgreMissile, InterceptLaser}

// interceptBase is the 2d6 total each kind needs before modifiers.
var interceptBase = map[Interceptor]int{
	InterceptLightArmour: 12, InterceptArmour: 11, InterceptInfantry: 11,
	InterceptOgreMain: 10, InterceptOgreSec: 10, InterceptOgreMissile: 9, InterceptLaser: 9,
}

// ParseInterceptor returns the interceptor kind named s (as Interceptors
// spell it; "armour" for "armor"), or an error listing the choices.
func ParseInterceptor(s string) (Interceptor, error) {
	n := strings.ReplaceAll(engine.NormalName(s), "armour", "armor")
	for _, k := range Interceptors {
		if engine.NormalName(string(k)) == n {
			return k, nil
		}
	}
	names := make([]string, len(Interceptors))
	for i, k := range Interceptors {
		names[i] = string(k)
	}
	return "", engine.Refusef("unknown interceptor %q; choose %s, or a unit name", s, engine.OrList(names))
}

// InterceptorOf returns the interceptor kind of unit type t (w nil) or of
// one of its weapons, and false when it cannot intercept: AP guns, units
// with no attack, structures other than lasers (000 FAQ, CRUISE MISSILE
// DETONATION; OFFICIAL-NOTES, Cruise missiles: AP guns cannot).
func InterceptorOf(t *engine.UnitType, w *engine.WeaponType) (Interceptor, bool) {
	if w != nil {
		switch {
		case w.AP || w.Kind == WeaponAP:
			return "", false
		case w.Kind == WeaponMain:
			return InterceptOgreMain, true
		case w.Kind == WeaponSecondary:
			return InterceptOgreSec, true
		case w.Kind == WeaponMissile || w.Kind == WeaponRack:
			return InterceptOgreMissile, true
		}
		return "", false
	}
	switch {
	case t.Has(SpecialLaser):
		return InterceptLaser, true
	case t.Kind == engine.KindInfantry || t.Kind == engine.KindMilitia:
		return InterceptInfantry, true
	case t.Kind == engine.KindOgre || t.Kind == engine.KindStructure || t.Has(SpecialAP):
		return "", false
	}
	attack := t.Attack
	for _, p := range t.Split {
		attack = max(attack, p)
	}
	switch {
	case attack <= 0:
		return "", false
	case attack <= 2:
		return InterceptLightArmour, true
	}
	return InterceptArmour, true
}

// FlightBonus returns what a missile's flight adds to every interception
// roll: +1, +2 or +3 once it has flown more than 10, 15 or 20 hexes (in
// inches: more than 30, 45 or 60, as the FAQ gives for Ogre Miniatures),
// +3 when it was fired from off the board; the larger applies (000 FAQ,
// CRUISE MISSILE DETONATION). flown is in the scale's unit.
func FlightBonus(flown float64, s engine.Scale, offboard bool) int {
	limits := [3]float64{10, 15, 20}
	if s == engine.Inches {
		limits = [3]float64{30, 45, 60}
	}
	bonus := 0
	for i, l := range limits {
		if flown > l {
			bonus = i + 1
		}
	}
	if offboard {
		bonus = 3
	}
	return bonus
}

// missilePenalty is what a missile's type takes off every interception
// roll: a minimissile, and a dual warhead (before its split and its
// warheads after), are 1 harder to hit (001 ARMOR!, 5.017, 5.021).
func missilePenalty(m MissileType) int {
	if m == MissileMini || m == MissileDual {
		return 1
	}
	return 0
}

// InterceptNeeded returns the 2d6 total interceptor kind k needs to hit a
// missile of type m that has flown flown (in scale s, from off the board
// when offboard): the table's number, less the flight bonus, plus the
// missile's penalty. 13 or more cannot be rolled.
func InterceptNeeded(k Interceptor, m MissileType, flown float64, s engine.Scale, offboard bool) int {
	return interceptBase[k] - FlightBonus(flown, s, offboard) + missilePenalty(m)
}

// Chance2d6 returns the exact chance that two dice total needed or more.
func Chance2d6(needed int) float64 {
	n := 0
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			if a+b >= needed {
				n++
			}
		}
	}
	return float64(n) / 36
}

// LuckyBlastChance is the chance that a missile hit in flight explodes
// where it was hit: a 6 on the owner's die (000 FAQ, CRUISE MISSILE
// DETONATION); a dummy never explodes (001 ARMOR!, 5.03).
func LuckyBlastChance(m MissileType) float64 {
	if m == MissileDummy {
		return 0
	}
	return 1.0 / 6
}

// ChanceThrough returns the exact chance that a missile of type m gets
// through interceptors needing the totals needed on 2d6, each trying once,
// and the chance that one of them hits it and it explodes where hit. The
// first hit stops the missile, so it is hit at all with the chance
// 1 - Π(1 - p).
func ChanceThrough(needed []int, m MissileType) (through, lucky float64) {
	through = 1
	for _, n := range needed {
		through *= 1 - Chance2d6(n)
	}
	return through, (1 - through) * LuckyBlastChance(m)
}

// BlastEffect is what a cruise missile's blast does to one target.
type BlastEffect string

// The effects of a blast.
const (
	BlastDestroyed BlastEffect = "destroyed" // no roll
	BlastAttack    BlastEffect = "attack"    // a CRT attack at Column
	BlastNone      BlastEffect = "none"      // unaffected
)

// Blast is a blast's effect on one target at its effective distance: an
// attack at Column (and, on an Ogre, TreadDice dice of TreadSides faces off
// its treads), destruction, or nothing.
type Blast struct {
	Distance   int // effective distance in hexes, defensive hexes added
	Effect     BlastEffect
	Column     Column // when Effect is BlastAttack
	TreadDice  int    // dice an Ogre's treads lose: 4d6 at 1 hex ... 1d3 at 5
	TreadSides int    // 6, or 3 for 1d3
}

// TreadText returns the tread loss as dice: "4d6", "1d3", "" for none.
func (b Blast) TreadText() string {
	if b.TreadDice == 0 {
		return ""
	}
	return fmt.Sprintf("%dd%d", b.TreadDice, b.TreadSides)
}

// DefensiveHexes returns the distance in whole hexes at which a blast
// reaches a unit of kind k in terrain t that is d hexes from ground zero:
// doubled underwater; +2 for infantry in town; +1 for units but militia in
// forest, rubble or swamp; +1 for militia in town (000 FAQ, CRUISE MISSILE
// DETONATION).
func DefensiveHexes(d int, k engine.Kind, t engine.Terrain, underwater bool) int {
	if underwater {
		d *= 2
	}
	switch {
	case t == TerrainTown && k == engine.KindInfantry:
		d += 2
	case t == TerrainTown && k == engine.KindMilitia:
		d++
	case k != engine.KindMilitia && (t == TerrainForest || t == TerrainRubble || t == TerrainSwamp):
		d++
	}
	return d
}

// StandardBlast returns a standard cruise missile's effect at an effective
// distance d in hexes: 0 destroyed with no roll; 1 to 5 attacked at 4-1,
// 3-1, 2-1, 1-1, 1-2 with 4d6, 3d6, 2d6, 1d6, 1d3 off an Ogre's treads; 6
// or more unaffected (000 FAQ, CRUISE MISSILE DETONATION).
func StandardBlast(d int) Blast {
	b := Blast{Distance: d}
	switch {
	case d <= 0:
		b.Effect = BlastDestroyed
	case d >= 6:
		b.Effect = BlastNone
	default:
		b.Effect = BlastAttack
		b.Column = []Column{Column4to1, Column3to1, Column2to1, Column1to1, Column1to2}[d-1]
		b.TreadDice, b.TreadSides = 5-d, 6
		if d == 5 {
			b.TreadDice, b.TreadSides = 1, 3
		}
	}
	return b
}

// MiniClass is a target class of ARMOR!'s minimissile table (5.018).
type MiniClass string

// The minimissile's target classes.
const (
	MiniD0orGEV     MiniClass = "D0 unit or GEV"
	MiniD1          MiniClass = "D1 armor unit or CP"
	MiniD2          MiniClass = "D2 armor unit or CP"
	MiniD3          MiniClass = "D3+ armor unit, train, CP"
	MiniInfantry    MiniClass = "infantry squad"
	MiniTownForest  MiniClass = "town or forest hex"
	MiniRoad        MiniClass = "road, railroad, bridge"
	MiniOgre        MiniClass = "Ogre component"
	MiniBuildingS   MiniClass = "building (20 SP or less)"
	MiniBuildingM   MiniClass = "building (21-50 SP)"
	MiniBuildingL   MiniClass = "building (over 50 SP)"
	miniColumnCount           = 5 // X, 4-1, 2-1, 1-1, 1-2
)

// miniTable is ARMOR!'s table (5.018), a row per class: for each column
// (X, 4-1, 2-1, 1-1, 1-2), the farthest distance in hexes at which it
// applies, -1 where the table has none; beyond them all, no effect. The
// table's gaps and clashes are read so (the ruling in the catalog's notes
// of the minimissile): a number is the farthest distance of its column, the
// columns before it cover the nearer distances, and where two columns claim
// a distance the stronger wins (a small building at 2 hexes: 1-1, not NE);
// but D2 units list X and 2-1 both at 1 hex, and 5.022's worked example
// settles that clash: "a D2 CP is 2 hexes away. Normally this would be a 1-1
// attack, but with a DWCM warhead ... 1 hex away, so it is attacked at a 2-1
// strength", so a D2 unit is X at 0 hexes only.
var miniTable = map[MiniClass][miniColumnCount]int{
	MiniD0orGEV:    {0, 1, 3, 5, -1},
	MiniD1:         {0, -1, 2, 4, -1},
	MiniD2:         {0, -1, 1, 3, -1},
	MiniD3:         {-1, 0, 1, 2, 3},
	MiniInfantry:   {0, -1, 1, 2, 3},
	MiniTownForest: {2, 3, 4, 5, -1},
	MiniRoad:       {0, -1, -1, -1, 1},
	MiniOgre:       {-1, 0, -1, -1, 1},
	MiniBuildingS:  {0, -1, -1, 2, -1},
	MiniBuildingM:  {0, -1, -1, 1, -1},
	MiniBuildingL:  {0, -1, -1, -1, 1},
}

// MiniClasses lists the minimissile's classes in the table's order.
var MiniClasses = []MiniClass{MiniD0orGEV, MiniD1, MiniD2, MiniD3, MiniInfantry, MiniTownForest, MiniRoad, MiniOgre, MiniBuildingS, MiniBuildingM, MiniBuildingL}

var miniColumns = [miniColumnCount]Column{ColumnAuto, Column4to1, Column2to1, Column1to1, Column1to2}

// MiniBlast returns a minimissile's effect on a target of class c at an
// effective distance d in hexes (001 ARMOR!, 5.018): the strongest column
// whose farthest distance reaches d; an X column is destruction. A dual
// warhead's warhead reads it one hex closer (5.022): pass d-1.
func MiniBlast(c MiniClass, d int) Blast {
	b := Blast{Distance: d, Effect: BlastNone}
	row, ok := miniTable[c]
	if !ok {
		return b
	}
	for i, far := range row {
		if far >= 0 && d <= far {
			if i == 0 {
				b.Effect = BlastDestroyed
			} else {
				b.Effect, b.Column = BlastAttack, miniColumns[i]
			}
			return b
		}
	}
	return b
}

// MiniClassOf returns the minimissile class of unit type t (an Ogre's
// components are each MiniOgre), and false for a unit the table does not
// name.
func MiniClassOf(t *engine.UnitType) (MiniClass, bool) {
	switch {
	case t.Kind == engine.KindOgre:
		return MiniOgre, true
	case t.Kind == engine.KindInfantry || t.Kind == engine.KindMilitia:
		return MiniInfantry, true
	case t.Kind == engine.KindStructure && !t.Has(SpecialCommandPost):
		switch {
		case t.StructurePoints > 50:
			return MiniBuildingL, true
		case t.StructurePoints > 20:
			return MiniBuildingM, true
		case t.StructurePoints > 0:
			return MiniBuildingS, true
		}
		return MiniD0orGEV, true
	case t.Mode == engine.ModeGEV || t.Defense <= 0:
		return MiniD0orGEV, true
	case t.Defense <= 1:
		return MiniD1, true
	case t.Defense <= 2:
		return MiniD2, true
	}
	return MiniD3, true
}

// BlastOn returns the blast of a missile of type m on unit type t in
// terrain t2 (underwater when set), at d hexes from ground zero as the
// referee measured it: the effective distance with the defensive hexes,
// then the standard table or, for a minimissile or a dual warhead's
// warhead (one hex closer), ARMOR!'s. A dummy has no blast (001 ARMOR!,
// 5.03).
func BlastOn(m MissileType, t *engine.UnitType, terrain engine.Terrain, underwater bool, d int) Blast {
	eff := DefensiveHexes(d, t.Kind, terrain, underwater)
	switch m {
	case MissileDummy:
		return Blast{Distance: eff, Effect: BlastNone}
	case MissileMini, MissileDual:
		c, _ := MiniClassOf(t)
		if m == MissileDual {
			eff = max(eff-1, 0)
		}
		return MiniBlast(c, eff)
	}
	return StandardBlast(eff)
}

// HexesOf returns a distance given in the scale as whole hexes, rounded
// up: the blast tables count whole hexes, and a unit 1.5 hexes (3") away is
// in the second hex.
func HexesOf(d float64, s engine.Scale) int {
	if s == engine.Inches {
		d /= 2
	}
	return int(math.Ceil(d - 1e-9))
}
