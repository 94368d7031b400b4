package engine

import (
	"encoding/json"
	"strings"
)

// EventKind names what an event did to the game.
type EventKind string

// The kinds of events every system shares. Resolve produces them; Apply
// folds them into a Game. A system names its own kinds (the Ogre CRT
// system's in engine/crt: attack, treads lost, ram...).
const (
	EventAdded     EventKind = "added"     // a unit put in play
	EventDestroyed EventKind = "destroyed" // a unit destroyed (hulk or not)
	EventVP        EventKind = "vp"        // victory points scored
	EventPhase     EventKind = "phase"     // the turn moved on to a phase
	EventOverride  EventKind = "override"  // the referee overrode a rule check
	EventNote      EventKind = "note"      // a note on the game
	EventDefined   EventKind = "defined"   // a catalog entry's definition, as the game records it
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
	// LogVersion is the version of its system's log that logged the event
	// (LogVersioner), which the session sets; 0, and left out, for an
	// event of a system whose log has no versions and for every event
	// logged before versions.
	LogVersion int `json:"log_version,omitempty"`
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
		return Misfitf("event %q names unit %s, which is not in play", e.Kind, e.Unit)
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
	case EventOverride:
		// The line the core's Resolve writes before a command the referee
		// overrules (resolve.go): it records, and changes nothing.
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
		return Misfitf("unknown event kind %q", e.Kind)
	}
	return nil
}

func (g *Game) applyAdded(e Event) error {
	label := strings.ToUpper(e.Unit)
	if label == "" || g.byLabel[label] != nil {
		return Misfitf("cannot add unit %q: the label is empty or taken", e.Unit)
	}
	t := g.UnitByIDInPlay(e.Type)
	if t == nil {
		if _, err := g.UnitType(e.Type); err != nil {
			return Misfitf("unit %s is of type %q, which neither the game's record nor the templates know (%s); load the templates the game was started with (--templates)", label, e.Type, Sentence(err))
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
