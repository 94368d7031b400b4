package engine

import (
	"encoding/json"
	"fmt"
	"strings"
)

// EventKind names what an event did to the game.
type EventKind string

// The kinds of events. Resolve produces them; Apply folds them into a Game.
const (
	EventAdded        EventKind = "added"         // a unit put in play
	EventAttack       EventKind = "attack"        // an attack resolved on the CRT (the roll, no effect by itself)
	EventFired        EventKind = "fired"         // a unit or weapon used its fire this turn (in an overrun: this fire round)
	EventDisabled     EventKind = "disabled"      // a unit disabled, with its timer
	EventStuck        EventKind = "stuck"         // a unit stuck by terrain until freed
	EventRecovered    EventKind = "recovered"     // a disabled or stuck unit back in action
	EventDestroyed    EventKind = "destroyed"     // a unit destroyed (hulk or not)
	EventSquadsLost   EventKind = "squads lost"   // infantry squads lost
	EventTreadsLost   EventKind = "treads lost"   // tread units lost
	EventWeaponLost   EventKind = "weapon lost"   // an Ogre weapon destroyed
	EventStructureHit EventKind = "structure hit" // structure points lost
	EventVP           EventKind = "vp"            // victory points scored
	EventPhase        EventKind = "phase"         // the turn moved on to a phase
	EventTerrain      EventKind = "terrain"       // a unit's terrain, as the referee says
	EventCheck        EventKind = "terrain check" // a terrain check or recovery roll (the roll, no effect by itself)
	EventRamRoll      EventKind = "ram roll"      // the die of a ram on armour (the roll, no effect by itself); logs before it call it a terrain check
	EventRam          EventKind = "ram"           // a ram (the record; its effects follow)
	EventOverride     EventKind = "override"      // the referee overrode a rule check
	EventNote         EventKind = "note"          // a note on the game
	EventOverrunStart EventKind = "overrun"       // an overrun begins: its attackers and defenders
	EventOverrunJoin  EventKind = "overrun join"  // a unit moves into the overrun
	EventFireRound    EventKind = "fire round"    // an overrun's next fire round begins
	EventDisarmed     EventKind = "disarmed"      // an Ogre in an overrun has lost all its weapons
	EventOverrunEnd   EventKind = "overrun end"   // the overrun is over: who holds the field
	EventDefined      EventKind = "defined"       // a catalog entry's definition, as the game records it
)

// Event is one thing that happened, with the dice it used. Text is the
// sentence a referee reads in the log.
type Event struct {
	Kind EventKind `json:"kind"`
	Text string    `json:"text"`
	Dice []Die     `json:"dice,omitempty"`

	Unit      string   `json:"unit,omitempty"`      // the unit acted on
	Type      string   `json:"type,omitempty"`      // added: the catalog id
	Side      string   `json:"side,omitempty"`      // added: its side; vp: the side scoring; overrun: the attackers'; overrun end: the side holding the field
	Squads    int      `json:"squads,omitempty"`    // added: squads; squads lost: how many
	Attackers []string `json:"attackers,omitempty"` // attack: who fired
	Target    string   `json:"target,omitempty"`    // attack: at what
	Strength  float64  `json:"strength,omitempty"`  // attack: total strength
	Defense   float64  `json:"defense,omitempty"`   // attack: the defence used
	Roll      *Roll    `json:"roll,omitempty"`      // attack: the CRT roll
	Defenders []string `json:"defenders,omitempty"` // overrun: the units attacked
	Weapon    string   `json:"weapon,omitempty"`    // weapon lost, fired: the weapon id
	Treads    int      `json:"treads,omitempty"`    // treads lost: how many
	// Points is the points scored (vp) or lost (structure hit); for fired,
	// the share of the attack used: a walker's attack points, an infantry
	// stack's squads in an overrun, 1 for anything else in an overrun.
	Points    float64 `json:"points,omitempty"`
	Timer     *Timer  `json:"timer,omitempty"`   // disabled: when it recovers
	Hulk      bool    `json:"hulk,omitempty"`    // destroyed: leaves a hulk
	Terrain   Terrain `json:"terrain,omitempty"` // terrain
	Turn      int     `json:"turn,omitempty"`    // phase: the new turn
	SideIndex int     `json:"side_index,omitempty"`
	Phase     Phase   `json:"phase,omitempty"` // phase: the new phase
	Note      string  `json:"note,omitempty"`
	// Round is the overrun fire round of a fire round, a disarmed Ogre, or
	// a shot fired in an overrun (0 outside overruns).
	Round   int  `json:"round,omitempty"`
	Role    Role `json:"role,omitempty"`    // fire round: who fires; overrun join: the side joined
	Walkers bool `json:"walkers,omitempty"` // fire round: the walkers' round
	// Data is the payload of an event of a system's own kind, which the
	// system's ApplyEvent reads; omitted when empty, so logs written before
	// it read the same. New shared event data goes in sub-structures of its
	// own, omitted when empty, for the same reason.
	Data json.RawMessage `json:"data,omitempty"`
	// Def is the record of a catalog entry (defined).
	Def *Definition `json:"def,omitempty"`
	// Loadout is, for added, the weapons the unit enters play with when
	// they are not its type's: a heavy weapons stack's missile a squad. A
	// log written before it has none, and its units keep their type's.
	Loadout *Loadout `json:"loadout,omitempty"`
	// Correction is, for a correction, what the referee set and why (see
	// correct.go); nil for every other event.
	Correction *Correction `json:"correction,omitempty"`
	// Missile is, for a cruise missile's event, the missile and what the
	// event did to it (see salvo.go); nil for every other event.
	Missile *MissileRecord `json:"missile,omitempty"`
	// Walker is, for a walker mode event, the modes the walker is in after
	// (walkerplay.go); nil for every other event.
	Walker *WalkerMode `json:"walker,omitempty"`
	// Verdict is, for the end of a game, the result the referee named
	// ("end ogre wins: REASON", "end draw: REASON"; scenario.go); nil for
	// every other event, and for an end that names none.
	Verdict *Verdict `json:"verdict,omitempty"`
}

// Loadout is the weapons a unit enters play with, as mounts of the catalog's
// weapons, in the order they are numbered.
type Loadout struct {
	Mounts []Mount `json:"mounts"`
}

// Apply folds one event into the game. It never rolls. It errors only on an
// event that does not fit the game (one Resolve did not produce for this
// state): a unit that does not exist, a label taken twice.
func (g *Game) Apply(e Event) error {
	if e.Unit != "" && e.Kind != EventAdded && g.Unit(e.Unit) == nil {
		return misfitf("event %q names unit %s, which is not in play", e.Kind, e.Unit)
	}
	switch e.Kind {
	case EventAdded:
		return g.applyAdded(e)
	case EventVP:
		g.VP[e.Side] += e.Points
		return nil
	case EventNote:
		g.Notes = append(g.Notes, e.Note)
		return nil
	case EventDefined:
		return g.applyDefined(e)
	}
	if ok, err := g.applySetup(e); ok || err != nil {
		return err
	}
	// The system sees a phase event before the game moves on, so that it
	// can tell a new player-turn from a new phase of the same one.
	ok, err := g.System().ApplyEvent(g, e)
	if err != nil {
		return err
	}
	if e.Kind == EventPhase {
		g.Turn, g.Side, g.Phase = e.Turn, e.SideIndex, e.Phase
		return nil
	}
	if !ok {
		return misfitf("unknown event kind %q", e.Kind)
	}
	return nil
}

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
				return true, misfitf("%s has no weapon %s", u.Label, e.Weapon)
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
			return true, misfitf("%s has no weapon %s", u.Label, e.Weapon)
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
			return true, misfitf("an overrun starts while another is being fought")
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

func (g *Game) applyAdded(e Event) error {
	label := strings.ToUpper(e.Unit)
	if label == "" || g.byLabel[label] != nil {
		return misfitf("cannot add unit %q: the label is empty or taken", e.Unit)
	}
	t := g.unitByIDInPlay(e.Type)
	if t == nil {
		if _, err := g.UnitType(e.Type); err != nil {
			return misfitf("unit %s is of type %q, which neither the game's record nor the templates know (%s); load the templates the game was started with (--templates)", label, e.Type, Sentence(err))
		}
		t, _ = g.UnitType(e.Type)
	}
	u := &Unit{Label: label, TypeID: t.ID, Type: t, Side: e.Side, Status: StatusOK}
	var err error
	if u.Ext, err = g.System().NewUnit(g, u, e); err != nil {
		return err
	}
	g.Units = append(g.Units, u)
	if g.byLabel == nil {
		g.byLabel = map[string]*Unit{}
	}
	g.byLabel[label] = u
	return nil
}

// newWeapons returns the weapons a new unit of type t carries, all ok: the
// mounts (its type's, or its loadout's), numbered by kind (main1, main2, ...), then, for a split-fire unit,
// each gun as a weapon of its own (gun1, gun2, ...).
func (c *Catalog) newWeapons(t *UnitType, mounts []Mount) ([]*Weapon, error) {
	var ws []*Weapon
	for _, m := range mounts {
		wt := c.Weapon(m.Weapon)
		if wt == nil {
			return nil, misfitf("unit type %s mounts unknown weapon %q", t.ID, m.Weapon)
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

// applyOverrun folds the events of an overrun in progress.
func (g *Game) applyOverrun(u *Unit, e Event) error {
	o := CRTGameOf(g).Overrun
	if o == nil {
		return misfitf("event %q, but no overrun is being fought", e.Kind)
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
		return misfitf("a shot in an overrun, but no overrun is being fought")
	}
	key := u.Label
	if e.Weapon != "" {
		w := u.Weapon(e.Weapon)
		if w == nil {
			return misfitf("%s has no weapon %s", u.Label, e.Weapon)
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
