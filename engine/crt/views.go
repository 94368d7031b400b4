package crt

import (
	"ogretable/engine"
	"strings"
)

// This file holds what views ask of the game: the facts a screen or a
// sheet shows, reckoned once here by the rules, so that no view reckons a
// rule again.

// Strength returns the attack a unit, or one of its weapons (w not nil),
// has now, before an overrun doubles or halves it: a weapon's attack; an
// infantry or militia stack's attack times its squads; a split-fire unit's
// guns added up; else the unit's attack.
func Strength(u *engine.Unit, w *Weapon) float64 {
	if w != nil {
		return w.Type.Attack
	}
	if len(u.Type.Split) > 0 {
		total := 0.0
		for _, p := range u.Type.Split {
			total += p
		}
		return total
	}
	if isInfantry(u) {
		return u.Type.Attack * float64(max(UnitOf(u).Squads, 1))
	}
	return u.Type.Attack
}

// FiredThisTurn reports whether a unit, or any of its weapons (an Ogre's, a
// split-fire unit's guns), fired in the current player-turn outside an
// overrun: in its own side's turn, as units fire only then; in the enemy's
// turn its fire is not spent (it fires back in an overrun).
func FiredThisTurn(g *engine.Game, u *engine.Unit) bool {
	if u.Side != g.CurrentSide() {
		return false
	}
	if UnitOf(u).FiredTurn == g.Turn {
		return true
	}
	for _, w := range UnitOf(u).Weapons {
		if WeaponFired(g, u, w) {
			return true
		}
	}
	return false
}

// WeaponFired reports whether weapon w of unit u fired in the current
// player-turn outside an overrun (see FiredThisTurn).
func WeaponFired(g *engine.Game, u *engine.Unit, w *Weapon) bool {
	return u.Side == g.CurrentSide() && w.FiredTurn == g.Turn
}

// FirstOgre returns the first Ogre in play, else the first Ogre, else nil:
// the one a screen or a sheet shows when none is chosen.
func FirstOgre(g *engine.Game) *engine.Unit {
	var first *engine.Unit
	for _, u := range g.Units {
		if !IsOgre(u) {
			continue
		}
		if u.Alive() {
			return u
		}
		if first == nil {
			first = u
		}
	}
	return first
}

// VPLost returns the victory points Ogre u has given up so far in the
// game's variant: the VP of its destroyed weapons, each at WeaponVP (an
// Ogre missile is 3 in the classic rules), and one for each tread unit lost
// (OFFICIAL-NOTES, Victory points: a tread 1 each).
func VPLost(g *engine.Game, u *engine.Unit) (weapons, treads float64) {
	for _, w := range UnitOf(u).Weapons {
		if w.Status == engine.StatusDestroyed {
			weapons += WeaponVP(g, w)
		}
	}
	return weapons, float64(max(UnitOf(u).TreadsMax-UnitOf(u).Treads, 0))
}

// Firer is one thing that may be named as an attacker now: a unit, or one
// working weapon of an Ogre.
type Firer struct {
	Ref    string // as the command language writes it: "HVY1", "MK3.main1"
	Unit   *engine.Unit
	Weapon *Weapon // nil for the unit itself
	// Strength is its attack now; in an overrun, doubled or halved as the
	// overrun rules say.
	Strength float64
	// Fired is set when it fired this turn (in an overrun: this fire round).
	Fired bool
}

// Firers returns what may be named as an attacker now, in roster order:
// outside an overrun, the units of the side whose turn it is (any side with
// override) that have an attack, an Ogre by each working weapon; while an
// overrun is fought, the units in the battle whose fire round it is (any in
// the battle with override, or before the first round). It says who may
// be offered, not that each attack is legal: PlanFire judges that.
func Firers(g *engine.Game, override bool) []Firer {
	o := GameOf(g).Overrun
	var out []Firer
	for _, u := range g.Units {
		if !u.Alive() || !MayOffer(g, u, override) {
			continue
		}
		var ws []*Weapon
		if IsOgre(u) {
			for _, w := range UnitOf(u).Weapons {
				if w.Status == engine.StatusOK {
					ws = append(ws, w)
				}
			}
		} else if u.Type.Attack <= 0 && len(u.Type.Split) == 0 {
			continue
		} else {
			ws = []*Weapon{nil}
		}
		for _, w := range ws {
			f := Firer{Ref: u.Label, Unit: u, Weapon: w, Strength: Strength(u, w)}
			if w != nil {
				f.Ref = u.Label + "." + w.ID
				f.Fired = o == nil && WeaponFired(g, u, w)
			} else {
				f.Fired = o == nil && FiredThisTurn(g, u)
			}
			if o != nil {
				if sh, err := OverrunShooters(g, f.Ref, true); err == nil {
					f.Strength = 0
					for _, x := range sh {
						f.Strength += x.Strength
					}
				}
				f.Fired = o.Fired[f.Ref] > 0 || w == nil && o.firedSplit(u)
			}
			out = append(out, f)
		}
	}
	return out
}

// MayOffer reports whether u may be offered as an attacker: outside an
// overrun, its side's turn (any side with override); in an overrun, a unit
// in the battle of the role whose fire round it is (any role with override,
// or before the first round).
func MayOffer(g *engine.Game, u *engine.Unit, override bool) bool {
	if o := GameOf(g).Overrun; o != nil {
		role, in := o.RoleOf(u.Label)
		cur, started := o.Current()
		return in && (override || !started || role == cur.Role)
	}
	return override || u.Side == g.CurrentSide()
}

// firedSplit reports whether a split-fire unit's guns fired in this round.
func (o *OverrunState) firedSplit(u *engine.Unit) bool {
	for _, w := range UnitOf(u).Weapons {
		if o.Fired[u.Label+"."+w.ID] > 0 {
			return true
		}
	}
	return false
}

// FiredInRound reports whether u, or one of its weapons or guns, fired in
// the overrun's current fire round.
func (o *OverrunState) FiredInRound(u *engine.Unit) bool {
	return o.Fired[u.Label] > 0 || o.firedSplit(u)
}

// AttackingSide returns the side whose units attack: the side of the first
// of attackers (labels or LABEL.weapon) when one is named; else, in an
// overrun, the side of the role whose fire round it is; else the side whose
// turn it is.
func AttackingSide(g *engine.Game, attackers []string) string {
	if len(attackers) > 0 {
		label, _, _ := strings.Cut(attackers[0], ".")
		if u := g.Unit(label); u != nil {
			return u.Side
		}
	}
	if o := GameOf(g).Overrun; o != nil {
		if cur, ok := o.Current(); ok {
			return RoleSide(g, cur.Role)
		}
	}
	return g.CurrentSide()
}

// RoleSide returns the side of a role's units in the overrun: the attacking
// side, or the first defender's side; "" when no overrun is fought.
func RoleSide(g *engine.Game, r Role) string {
	o := GameOf(g).Overrun
	if o == nil {
		return ""
	}
	if r == RoleAttacker {
		return o.Side
	}
	for _, l := range o.Defenders {
		if u := g.Unit(l); u != nil {
			return u.Side
		}
	}
	return ""
}

// Targets returns the units that attackers of side may be shown as
// targets, in roster order: the enemies in play; while an overrun is
// fought, the enemies in the battle of the other role than the attackers'
// (than the role whose round it is, when no attacker is named). PlanFire
// judges each attack.
func Targets(g *engine.Game, side string, attackers []string) []*engine.Unit {
	var out []*engine.Unit
	for _, u := range g.Units {
		if MayTarget(g, u, side, attackers) {
			out = append(out, u)
		}
	}
	return out
}

// MayTarget reports whether u may be shown as a target to attackers of
// side (see Targets).
func MayTarget(g *engine.Game, u *engine.Unit, side string, attackers []string) bool {
	if !u.Alive() || u.Side == side {
		return false
	}
	o := GameOf(g).Overrun
	if o == nil {
		return true
	}
	role, in := o.RoleOf(u.Label)
	if !in {
		return false
	}
	if len(attackers) > 0 {
		label, _, _ := strings.Cut(attackers[0], ".")
		ar, _ := o.RoleOf(label)
		return role != ar
	}
	cur, started := o.Current()
	return !started || role != cur.Role
}

// StrengthText returns what a shooter fires with, as the overrun rules
// reckon it: "4", "4×2=8" (infantry, Ogre weapons and walkers double),
// "4×½=2" (a disabled unit fires back at half), "4×2×½=4".
func (s Shooter) StrengthText() string {
	t := s.factors()
	if s.Doubled || s.Halved {
		t += "=" + engine.FormatNumber(s.Strength)
	}
	return t
}

// factors returns the shooter's base attack with the overrun's factors:
// "4", "4×2", "2×2×½".
func (s Shooter) factors() string {
	t := engine.FormatNumber(s.Base)
	if s.Doubled {
		t += "×2"
	}
	if s.Halved {
		t += "×½"
	}
	return t
}

// overrunEnemies returns the targets a unit of role r may be planned
// against in the overrun: each unit of the other role still in play, an
// Ogre's treads and weapons one by one.
func overrunEnemies(g *engine.Game, r Role) []string {
	var refs []string
	for _, l := range GameOf(g).Overrun.Labels(r.Other()) {
		u := g.Unit(l)
		switch {
		case u == nil || !u.Alive():
		case IsOgre(u):
			refs = append(refs, OgreTargets(u)...)
		default:
			refs = append(refs, u.Label)
		}
	}
	return refs
}

// OverrunShooters returns what ref (a unit label or LABEL.weapon in the
// battle) fires with in the overrun now, doubled or halved by the overrun
// rules: the shooters of the first attack on an enemy in the battle that
// PlanFire accepts. It errors with the reason the first attack is refused,
// or when no overrun is fought or ref is not in it. With override the fire
// round is not checked, so it says what the unit fires with in its own round.
func OverrunShooters(g *engine.Game, ref string, override bool) ([]Shooter, error) {
	o := GameOf(g).Overrun
	if o == nil {
		return nil, engine.Refusef("no overrun is being fought")
	}
	label, _, _ := strings.Cut(strings.SplitN(ref, ":", 2)[0], ".")
	role, in := o.RoleOf(label)
	if !in {
		return nil, engine.Refusef("%s is not in the overrun", strings.ToUpper(label))
	}
	var first error
	for _, t := range overrunEnemies(g, role) {
		p, err := PlanFire(g, []string{ref}, t, override)
		if err == nil {
			return p.Shooters, nil
		}
		if first == nil {
			first = err
		}
	}
	if first == nil {
		first = engine.Refusef("no enemy of %s is left in the overrun", strings.ToUpper(label))
	}
	return nil, first
}

// ResultEvents returns the events a combat result of ordinary fire by side
// would cause to unit u now, by the rules that apply results (see result),
// without changing g: what a form says a D does to a unit already disabled
// ("HVY2 is destroyed, leaving a hulk."). It is nil when the result does
// nothing to u, or u is not in play.
func ResultEvents(g *engine.Game, u *engine.Unit, res Result, side string) []engine.Event {
	r := engine.NewResolver(g.Clone(), engine.Command{}, nil)
	t := r.Game().Unit(u.Label)
	if t == nil || !t.Alive() {
		return nil
	}
	result(r, side, t, nil, false, res, 0, false)
	if r.Err() != nil {
		return nil
	}
	return r.Events()
}

// RamTargets returns the units in play that rammer may ram as far as the
// target goes, in the order of the game: by the checks of the ram verb
// (ramTarget; in an overrun the rammer fights, ramTargetInBattle), not
// again here. Infantry, structures, its own side and the destroyed are
// left out. Whether the rammer may ram now (the phase, its state, who rams
// under the variant, the count of rams) the ram command says when it is
// given, for the target chosen.
func RamTargets(g *engine.Game, rammer *engine.Unit) []*engine.Unit {
	var out []*engine.Unit
	for _, t := range g.Units {
		if t == rammer || ramTarget(rammer, t) != nil {
			continue
		}
		if o := GameOf(g).Overrun; o != nil {
			if _, in := o.RoleOf(rammer.Label); in && o.ramTargetInBattle(rammer, t) != nil {
				continue
			}
		}
		out = append(out, t)
	}
	return out
}

// CanJoinOverrun returns why u may not join the overrun being fought
// ("overrun join"), nil when it may: by the checks of the verb
// (checkJoinOpen, checkJoin), with the referee's override when override is
// set.
func CanJoinOverrun(g *engine.Game, u *engine.Unit, override bool) error {
	r := engine.NewResolver(g, engine.Command{Verb: VerbOverrun, Override: override}, nil)
	if err := checkJoinOpen(r); err != nil {
		return err
	}
	return checkJoin(r, u)
}
