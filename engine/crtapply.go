package engine

import (
	"fmt"
	"strings"
)

// applyCRT folds an event of the Ogre CRT system's kinds; ok is false for
// a kind it does not know. For a phase event it clears what lasts a
// player-turn or a phase, and leaves the phase itself to Apply.
func applyCRT(g *Game, e Event) (ok bool, err error) {
	var u *Unit
	if e.Unit != "" {
		u = g.Unit(e.Unit)
	}
	switch e.Kind {
	case EventFired:
		if e.Round > 0 {
			return true, g.applyOverrunFired(u, e)
		}
		if e.Weapon != "" {
			w := u.Weapon(e.Weapon)
			if w == nil {
				return true, Misfitf("%s has no weapon %s", u.Label, e.Weapon)
			}
			w.FiredTurn, w.FiredAt = g.Turn, e.Target
			g.volley(w)
			if w.Type.OneShot {
				w.Status = StatusSpent
			}
			if w.Ammo > 0 && w.Type.Kind == WeaponRack {
				w.Ammo--
			}
		} else {
			if u.FiredTurn != g.Turn {
				CRTUnitOf(u).Spent = 0
			}
			u.FiredTurn = g.Turn
			CRTUnitOf(u).Spent += e.Points
		}
	case EventDisabled:
		u.Status = StatusDisabled
		u.Timer = e.Timer
	case EventStuck:
		u.Status = StatusStuck
		u.Timer = &Timer{Cause: CauseTerrain, Side: u.Side}
	case EventRecovered:
		u.Status = StatusOK
		u.Timer = nil
	case EventDestroyed:
		u.Status = StatusDestroyed
		u.Timer = nil
		CRTUnitOf(u).Hulk = e.Hulk
	case EventSquadsLost:
		CRTUnitOf(u).Squads -= e.Squads
		if CRTUnitOf(u).Squads < 0 {
			CRTUnitOf(u).Squads = 0
		}
	case EventTreadsLost:
		CRTUnitOf(u).Treads -= e.Treads
		if CRTUnitOf(u).Treads < 0 {
			CRTUnitOf(u).Treads = 0
		}
	case EventWeaponLost:
		w := u.Weapon(e.Weapon)
		if w == nil {
			return true, Misfitf("%s has no weapon %s", u.Label, e.Weapon)
		}
		w.Status = StatusDestroyed
	case EventStructureHit:
		CRTUnitOf(u).StructurePoints -= e.Points
	case EventPhase:
		if e.Turn != g.Turn || e.SideIndex != g.Side {
			clear(CRTGameOf(g).Rams)
			clear(CRTGameOf(g).OgreRams)
		}
		CRTGameOf(g).Overrun = nil // an overrun never outlives its phase
		return false, nil
	case EventTerrain:
		u.Terrain = e.Terrain
		if e.Phase == PhaseMovement {
			// "enter" in the first movement phase records the phase on its
			// event (logs written before it never do).
			if fm := CRTUnitOf(u).FirstMove; fm == nil || fm.PlayerTurn != g.Now() {
				CRTUnitOf(u).FirstMove = &FirstMove{PlayerTurn: g.Now()}
			}
			CRTUnitOf(u).FirstMove.Terrains = append(CRTUnitOf(u).FirstMove.Terrains, e.Terrain)
		}
	case EventWalkerMode:
		return true, applyWalkerMode(u, e)
	case EventRam:
		CRTGameOf(g).Rams[u.Label]++
		if t := g.Unit(e.Target); t != nil && t.IsOgre() {
			CRTGameOf(g).OgreRams[u.Label] = true
		}
		if o := CRTGameOf(g).Overrun; o != nil {
			if _, in := o.RoleOf(u.Label); in {
				o.Rammed = append(o.Rammed, u.Label)
			}
		}
	case EventOverrunStart:
		if CRTGameOf(g).Overrun != nil {
			return true, Misfitf("an overrun starts while another is being fought")
		}
		CRTGameOf(g).Overrun = &OverrunState{Side: e.Side, Attackers: upperAll(e.Attackers), Defenders: upperAll(e.Defenders)}
	case EventOverrunJoin, EventFireRound, EventDisarmed, EventOverrunEnd:
		return true, g.applyOverrun(u, e)
	case EventCorrected:
		return true, g.applyCorrection(u, e)
	case EventAttack:
		if o := CRTGameOf(g).Overrun; e.Round > 0 && o != nil {
			o.Shots++
			if n := len(o.Rounds); n > 0 {
				o.Rounds[n-1].Shots++
			}
		}
	case EventCheck, EventRamRoll, EventOverride, EventEMP:
		// A record of a roll, a ruling or a pulse; its effects are events
		// of their own.
	default:
		return applyMissile(g, e)
	}
	return true, nil
}

// newWeapons returns the weapons a new unit of type t carries, all ok: the
// mounts (its type's, or its loadout's), numbered by kind (main1, main2, ...), then, for a split-fire unit,
// each gun as a weapon of its own (gun1, gun2, ...).
func (c *Catalog) newWeapons(t *UnitType, mounts []Mount) ([]*Weapon, error) {
	var ws []*Weapon
	for _, m := range mounts {
		wt := c.Weapon(m.Weapon)
		if wt == nil {
			return nil, Misfitf("unit type %s mounts unknown weapon %q", t.ID, m.Weapon)
		}
		for i := 1; i <= m.Count; i++ {
			w := &Weapon{ID: fmt.Sprintf("%s%d", m.Weapon, i), Type: wt, Status: StatusOK}
			if m.Ammo > 0 {
				// A rack's internal missiles, shared out evenly (000 FAQ,
				// Ogre table: the bracketed figure is the total).
				w.Ammo = m.Ammo / m.Count
				if i <= m.Ammo%m.Count {
					w.Ammo++
				}
			}
			ws = append(ws, w)
		}
	}
	for i, part := range t.Split {
		// Split fire: each gun a weapon of its own (000 FAQ, Superheavy Tank).
		gun := &WeaponType{ID: WeaponGun, Name: "gun", Kind: WeaponGun, Attack: part, Range: t.Range, Defense: t.Defense}
		ws = append(ws, &Weapon{ID: fmt.Sprintf("gun%d", i+1), Type: gun, Status: StatusOK})
	}
	return ws, nil
}

func upperAll(l []string) []string {
	out := make([]string, len(l))
	for i, s := range l {
		out[i] = strings.ToUpper(s)
	}
	return out
}

// volley records the player-turn in which a missile rack fired.
func (g *Game) volley(w *Weapon) {
	if w.Type.Kind == WeaponRack {
		t := g.Now()
		w.Volley = &t
	}
}

// applyOverrunFired records a shot in an overrun: what the shooter used of
// its attack in this fire round. Missiles are spent as in any fire, but the
// turn's fire is untouched: units in an overrun fire again in the fire phase.
func (g *Game) applyOverrunFired(u *Unit, e Event) error {
	o := CRTGameOf(g).Overrun
	if o == nil {
		return Misfitf("a shot in an overrun, but no overrun is being fought")
	}
	key := u.Label
	if e.Weapon != "" {
		w := u.Weapon(e.Weapon)
		if w == nil {
			return Misfitf("%s has no weapon %s", u.Label, e.Weapon)
		}
		key += "." + w.ID
		g.volley(w)
		if w.Type.OneShot {
			w.Status = StatusSpent
		}
		if w.Ammo > 0 && w.Type.Kind == WeaponRack {
			w.Ammo--
		}
	}
	if o.Fired == nil {
		o.Fired = map[string]float64{}
	}
	o.Fired[key] += e.Points
	if e.Weapon != "" && e.Target != "" {
		if o.FiredAt == nil {
			o.FiredAt = map[string]string{}
		}
		o.FiredAt[key] = e.Target
	}
	return nil
}

// applyOverrun folds the events of an overrun in progress.
func (g *Game) applyOverrun(u *Unit, e Event) error {
	o := CRTGameOf(g).Overrun
	if o == nil {
		return Misfitf("event %q, but no overrun is being fought", e.Kind)
	}
	switch e.Kind {
	case EventOverrunJoin:
		if e.Role == RoleAttacker {
			o.Attackers = append(o.Attackers, u.Label)
		} else {
			o.Defenders = append(o.Defenders, u.Label)
		}
	case EventFireRound:
		o.Rounds = append(o.Rounds, FireRound{Number: e.Round, Role: e.Role, Walkers: e.Walkers})
		o.Fired, o.FiredAt = nil, nil
	case EventDisarmed:
		if o.Disarmed == nil {
			o.Disarmed = map[string]int{}
		}
		o.Disarmed[u.Label] = e.Round
	case EventOverrunEnd:
		CRTGameOf(g).Overrun = nil
	}
	return nil
}
