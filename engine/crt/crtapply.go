package crt

import (
	"fmt"
	"ogretable/engine"
	"strings"
)

// applyEvent folds an event of the Ogre CRT system's kinds; ok is false for
// a kind it does not know. For a phase event it clears what lasts a
// player-turn or a phase, and leaves the phase itself to Apply.
func applyEvent(g *engine.Game, e engine.Event) (ok bool, err error) {
	var u *engine.Unit
	if e.Unit != "" {
		u = g.Unit(e.Unit)
	}
	switch e.Kind {
	case EventFired:
		if EventOf(e).Round > 0 {
			return true, applyOverrunFired(g, u, e)
		}
		if e.Weapon != "" {
			w := UnitWeapon(u, e.Weapon)
			if w == nil {
				return true, engine.Misfitf("%s has no weapon %s", u.Label, e.Weapon)
			}
			w.FiredTurn, w.FiredAt = g.Turn, e.Target
			volley(g, w)
			if w.Type.OneShot {
				w.Status = StatusSpent
			}
			if w.Ammo > 0 && w.Type.Kind == WeaponRack {
				w.Ammo--
			}
		} else {
			if UnitOf(u).FiredTurn != g.Turn {
				UnitOf(u).Spent = 0
			}
			UnitOf(u).FiredTurn = g.Turn
			UnitOf(u).Spent += e.Points
		}
	case EventDisabled:
		u.Status = engine.StatusDisabled
		u.Timer = EventOf(e).Timer
	case EventStuck:
		u.Status = engine.StatusStuck
		u.Timer = &engine.Timer{Cause: CauseTerrain, Side: u.Side}
	case EventRecovered:
		u.Status = engine.StatusOK
		u.Timer = nil
	case engine.EventDestroyed:
		u.Status = engine.StatusDestroyed
		u.Timer = nil
		UnitOf(u).Hulk = EventOf(e).Hulk
	case EventSquadsLost:
		UnitOf(u).Squads -= e.Squads
		if UnitOf(u).Squads < 0 {
			UnitOf(u).Squads = 0
		}
	case EventTreadsLost:
		UnitOf(u).Treads -= EventOf(e).Treads
		if UnitOf(u).Treads < 0 {
			UnitOf(u).Treads = 0
		}
	case EventWeaponLost:
		w := UnitWeapon(u, e.Weapon)
		if w == nil {
			return true, engine.Misfitf("%s has no weapon %s", u.Label, e.Weapon)
		}
		w.Status = engine.StatusDestroyed
	case EventStructureHit:
		UnitOf(u).StructurePoints -= e.Points
	case engine.EventPhase:
		if e.Turn != g.Turn || e.SideIndex != g.Side {
			clear(GameOf(g).Rams)
			clear(GameOf(g).OgreRams)
		}
		GameOf(g).Overrun = nil // an overrun never outlives its phase
		return false, nil
	case EventTerrain:
		u.Terrain = EventOf(e).Terrain
		if e.Phase == PhaseMovement {
			// "enter" in the first movement phase records the phase on its
			// event (logs written before it never do).
			if fm := UnitOf(u).FirstMove; fm == nil || fm.PlayerTurn != g.Now() {
				UnitOf(u).FirstMove = &FirstMove{PlayerTurn: g.Now()}
			}
			UnitOf(u).FirstMove.Terrains = append(UnitOf(u).FirstMove.Terrains, EventOf(e).Terrain)
		}
	case EventWalkerMode:
		return true, applyWalkerMode(u, e)
	case EventRam:
		GameOf(g).Rams[u.Label]++
		if t := g.Unit(e.Target); t != nil && IsOgre(t) {
			GameOf(g).OgreRams[u.Label] = true
		}
		if o := GameOf(g).Overrun; o != nil {
			if _, in := o.RoleOf(u.Label); in {
				o.Rammed = append(o.Rammed, u.Label)
			}
		}
	case EventOverrunStart:
		if GameOf(g).Overrun != nil {
			return true, engine.Misfitf("an overrun starts while another is being fought")
		}
		GameOf(g).Overrun = &OverrunState{Side: e.Side, Attackers: upperAll(e.Attackers), Defenders: upperAll(EventOf(e).Defenders)}
	case EventOverrunJoin, EventFireRound, EventDisarmed, EventOverrunEnd:
		return true, applyOverrun(g, u, e)
	case EventCorrected:
		return true, applyCorrection(g, u, e)
	case EventAttack:
		if o := GameOf(g).Overrun; EventOf(e).Round > 0 && o != nil {
			o.Shots++
			if n := len(o.Rounds); n > 0 {
				o.Rounds[n-1].Shots++
			}
		}
	case EventCheck, EventRamRoll, EventEMP, EventReinforced:
		// A record of a roll, a ruling or a pulse; its effects (the units
		// reinforcements bring among them) are events of their own.
	default:
		return applyMissile(g, e)
	}
	return true, nil
}

// newWeapons returns the weapons a new unit of type t carries, all ok: the
// mounts (its type's, or its loadout's), numbered by kind (main1, main2, ...), then, for a split-fire unit,
// each gun as a weapon of its own (gun1, gun2, ...).
func newWeapons(c *engine.Catalog, t *engine.UnitType, mounts []engine.Mount) ([]*Weapon, error) {
	var ws []*Weapon
	for _, m := range mounts {
		wt := c.Weapon(m.Weapon)
		if wt == nil {
			return nil, engine.Misfitf("unit type %s mounts unknown weapon %q", t.ID, m.Weapon)
		}
		for i := 1; i <= m.Count; i++ {
			w := &Weapon{ID: fmt.Sprintf("%s%d", m.Weapon, i), Type: wt, Status: engine.StatusOK}
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
		gun := &engine.WeaponType{ID: WeaponGun, Name: "gun", Kind: WeaponGun, Attack: part, Range: t.Range, Defense: t.Defense}
		ws = append(ws, &Weapon{ID: fmt.Sprintf("gun%d", i+1), Type: gun, Status: engine.StatusOK})
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
func volley(g *engine.Game, w *Weapon) {
	if w.Type.Kind == WeaponRack {
		t := g.Now()
		w.Volley = &t
	}
}

// applyOverrunFired records a shot in an overrun: what the shooter used of
// its attack in this fire round. Missiles are spent as in any fire, but the
// turn's fire is untouched: units in an overrun fire again in the fire phase.
func applyOverrunFired(g *engine.Game, u *engine.Unit, e engine.Event) error {
	o := GameOf(g).Overrun
	if o == nil {
		return engine.Misfitf("a shot in an overrun, but no overrun is being fought")
	}
	key := u.Label
	if e.Weapon != "" {
		w := UnitWeapon(u, e.Weapon)
		if w == nil {
			return engine.Misfitf("%s has no weapon %s", u.Label, e.Weapon)
		}
		key += "." + w.ID
		volley(g, w)
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
func applyOverrun(g *engine.Game, u *engine.Unit, e engine.Event) error {
	o := GameOf(g).Overrun
	if o == nil {
		return engine.Misfitf("event %q, but no overrun is being fought", e.Kind)
	}
	switch e.Kind {
	case EventOverrunJoin:
		if EventOf(e).Role == RoleAttacker {
			o.Attackers = append(o.Attackers, u.Label)
		} else {
			o.Defenders = append(o.Defenders, u.Label)
		}
	case EventFireRound:
		o.Rounds = append(o.Rounds, FireRound{Number: EventOf(e).Round, Role: EventOf(e).Role, Walkers: EventOf(e).Walkers})
		o.Fired, o.FiredAt = nil, nil
	case EventDisarmed:
		if o.Disarmed == nil {
			o.Disarmed = map[string]int{}
		}
		o.Disarmed[u.Label] = EventOf(e).Round
	case EventOverrunEnd:
		GameOf(g).Overrun = nil
	}
	return nil
}
