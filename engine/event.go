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
	Weapon    string   `json:"weapon,omitempty"`    // weapon lost, fired: the weapon id
	// Points is the points scored (vp) or lost (structure hit); for fired,
	// the share of the attack used: a walker's attack points, an infantry
	// stack's squads in an overrun, 1 for anything else in an overrun.
	Points    float64 `json:"points,omitempty"`
	Turn      int     `json:"turn,omitempty"` // phase: the new turn
	SideIndex int     `json:"side_index,omitempty"`
	Phase     Phase   `json:"phase,omitempty"` // phase: the new phase
	Note      string  `json:"note,omitempty"`
	// Data is the payload of an event of a system's own kind, which the
	// system's ApplyEvent reads; omitted when empty, so logs written before
	// it read the same. New shared event data goes in sub-structures of its
	// own, omitted when empty, for the same reason.
	Data json.RawMessage `json:"data,omitempty"`
	// Def is the record of a catalog entry (defined).
	Def *Definition `json:"def,omitempty"`
	// Verdict is, for the end of a game, the result the referee named
	// ("end ogre wins: REASON", "end draw: REASON"; scenario.go); nil for
	// every other event, and for an end that names none.
	Verdict *Verdict `json:"verdict,omitempty"`
	// LogVersion is the version of its system's log that logged the event
	// (LogVersioner), which the session sets; 0, and left out, for an
	// event of a system whose log has no versions and for every event
	// logged before versions.
	LogVersion int `json:"log_version,omitempty"`
	// Own is the system's own fields of the event (the Ogre CRT's roll of
	// an attack, the treads a hit took), which its system reads and writes
	// in the places of the event's JSON object it gives them
	// (RegisterEventFields, eventfields.go); nil for an event with none.
	// A system never changes the Own of an event it did not make: a copy
	// of an event shares its Own.
	Own EventOwn `json:"-"`
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
