package dsii

import (
	"encoding/json"
	"strings"

	"ogretable/engine"
)

// SystemName is the name of the OGRE for DSII rule system, which its view
// is registered by.
const SystemName = "ogre-dsii"

// Variant is the rules variant of OGRE for DSII games ("ogretable new
// --rules dsii").
const Variant engine.Variant = "dsii"

// PhaseActivation is the one phase of a DSII turn: the sides activate
// their units in turn until every unit has activated, and "next" ends the
// turn (002 OGRE for DSII, OGRE activation; the order of activation is the
// referee's, as DSII's own rules give it).
const PhaseActivation engine.Phase = "activation"

// The event kinds of OGRE for DSII, folded by ApplyEvent.
const (
	// EventActivated records that an Ogre's activation unit, or a unit
	// that is no Ogre of modules (UnitActivation), has activated this turn.
	EventActivated engine.EventKind = "dsii activated"
)

// system is OGRE for DSII behind the engine's seam (engine.System).
type system struct{}

func init() { engine.RegisterSystem(system{}) }

// Name returns the system's name.
func (system) Name() string { return SystemName }

// Title returns the system's name for people.
func (system) Title() string { return "OGRE for DSII" }

// Variants returns the one variant the system plays.
func (system) Variants() []engine.Variant { return []engine.Variant{Variant} }

// Keywords returns the words the system's parsers read where a label may
// stand: none beyond its verbs' syntax.
func (system) Keywords() []string { return nil }

// Phases returns the phases of a turn: one, the activations.
func (system) Phases() []engine.Phase { return []engine.Phase{PhaseActivation} }

// Scales returns the scale DSII games are played in: inches (DSII is a
// miniatures game measured in inches; 002 gives every range in inches).
func (system) Scales() []engine.Scale { return []engine.Scale{engine.Inches} }

// NewState returns the state of a new game: no activations.
func (system) NewState() engine.SystemState { return &GameState{} }

// DecodeState reads the game's state back from a snapshot.
func (system) DecodeState(g *engine.Game, data json.RawMessage) (engine.SystemState, error) {
	return decodeState(g, data)
}

// PrepareAdd refuses an Ogre of the catalog that no DSII design describes
// (an Ogre of the CRT's catalog, whose treads and weapons are no modules);
// every other unit enters play as the shared envelope has it.
func (system) PrepareAdd(g *engine.Game, t *engine.UnitType, _ *engine.Event) error {
	if t.Kind == engine.KindOgre && designOfType(g, t) == nil {
		return engine.Refusef("%s is an Ogre of treads and weapons, not of modules; add a design of OGRE for DSII (%s)",
			t.Name, strings.Join(designIDs(g), ", "))
	}
	return nil
}

// EntriesOf names the design a unit type is played as, when it is one, or
// the [[dsii-element]] figures it is played with: the game records it
// beside the type when the first unit of it enters play
// (engine.EntryUser).
func (system) EntriesOf(g *engine.Game, t *engine.UnitType) []engine.EntryRef {
	if designOfType(g, t) == nil {
		if _, ok := g.EntryInPlay(TableElement, t.ID).(*Element); ok {
			// An element's figures, recorded with its type.
			return []engine.EntryRef{{Table: TableElement, Key: t.ID}}
		}
		return nil
	}
	return []engine.EntryRef{{Table: TableOgre, Key: t.ID}}
}

// NewUnit returns the state of a unit entering play: an Ogre's modules as
// its design gives them (ModulesOf), nothing for any other unit.
func (system) NewUnit(g *engine.Game, u *engine.Unit, _ engine.Event) (engine.UnitState, error) {
	d := designOfType(g, u.Type)
	if d == nil {
		if u.Type.Kind == engine.KindOgre {
			return nil, engine.Misfitf("%s is an Ogre of no DSII design (%s)", u.Label, u.Type.ID)
		}
		return &UnitState{}, nil
	}
	return &UnitState{Design: d.ID, Modules: ModulesOf(d)}, nil
}

// DecodeUnit reads a unit's state back from a snapshot.
func (system) DecodeUnit(g *engine.Game, u *engine.Unit, data json.RawMessage) (engine.UnitState, error) {
	return decodeUnit(g, u, data)
}

// Retype does nothing: a design's unit type carries no values of its own,
// and an Ogre keeps the modules it entered play with when the design's
// record is brought up to date.
func (system) Retype(*engine.Game, *engine.Unit) error { return nil }

// Victory returns no conditions: 002 gives no scenario's victory rules,
// and the scenario's classes are the referee's to judge.
func (system) Victory(*engine.Game, *engine.Scenario) []engine.VictoryStatus { return nil }

// Check judges no check of a scenario's end: the referee does.
func (system) Check(_ *engine.Game, check string) (bool, bool, string, error) {
	return false, false, "OGRE for DSII leaves the end of a game to the referee: " + check, nil
}

// ApplyEvent folds the system's events, and empties the turn's activations
// when a new turn begins.
func (system) ApplyEvent(g *engine.Game, e engine.Event) (bool, error) {
	switch e.Kind {
	case engine.EventPhase:
		if e.Turn != g.Turn {
			st := GameOf(g)
			st.Activated, st.Order, st.ADS, st.Missiles, st.Stops = nil, nil, nil, nil, nil
		}
		return false, nil
	case EventNuke:
		if u := g.Unit(e.Unit); u == nil || !IsOgre(u) {
			return true, engine.Misfitf("a blast on %s, which is no DSII Ogre in play", e.Unit)
		}
		return true, nil // the record of the zone; its Systems Down follow as hits
	case engine.EventDestroyed:
		u := g.Unit(e.Unit)
		if u == nil {
			return true, engine.Misfitf("%s destroyed, which is not in play", e.Unit)
		}
		applyDestroyed(u)
		return true, nil
	case EventRammed:
		return true, applyRammed(g, e)
	case EventSMAK:
		if u := g.Unit(e.Unit); u == nil || !IsOgre(u) {
			return true, engine.Misfitf("a SMAK round on %s, which is no DSII Ogre in play", e.Unit)
		}
		return true, applySMAK(g, e)
	case EventAssault:
		if u := g.Unit(e.Unit); u == nil || !IsOgre(u) {
			return true, engine.Misfitf("a Close Assault on %s, which is no DSII Ogre in play", e.Unit)
		}
		return true, nil // the record of what the Ogre may do; its fire is entered with hit
	case EventReaction:
		if u := g.Unit(e.Unit); u == nil || IsOgre(u) {
			return true, engine.Misfitf("a Reaction Test of %s, which is not a unit in play or is an Ogre", e.Unit)
		}
		return true, nil // the record of the test; the referee moves the unit
	case EventActivated:
		return true, applyActivated(g, e)
	case EventElementHit:
		return true, applyElementHit(g, e)
	case EventHit, EventRepair, EventTAS, EventLaunch, EventDestruct, EventADS, EventAA:
		u := g.Unit(e.Unit)
		if u == nil || !IsOgre(u) {
			return true, engine.Misfitf("a %s event of %s, which is no DSII Ogre in play", e.Kind, e.Unit)
		}
		switch e.Kind {
		case EventHit:
			return true, applyHit(g, u, e)
		case EventRepair:
			return true, applyRepair(g, u, e)
		case EventTAS:
			return true, applyTAS(g, u, e)
		case EventLaunch:
			return true, applyLaunch(g, u, e)
		case EventDestruct:
			return true, applyDestruct(g, u, e)
		case EventADS:
			return true, applyADS(g, u, e)
		case EventAA:
			return true, nil // the record of the shots; the referee resolves a hit's chits
		}
	}
	return false, nil
}

// SystemUnits returns the unit types a DSII game plays beside the
// catalog's: an Ogre of each design it knows, its record or else the
// catalog's (engine.UnitTyper).
func (system) SystemUnits(g *engine.Game) []*engine.UnitType {
	var out []*engine.UnitType
	seen := map[string]bool{}
	for _, list := range [][]engine.Entry{g.Catalog.Entries(TableOgre), recordedDesigns(g)} {
		for _, e := range list {
			if seen[e.EntryKey()] {
				continue
			}
			seen[e.EntryKey()] = true
			if d, ok := g.EntryInPlay(TableOgre, e.EntryKey()).(*Design); ok {
				out = append(out, d.UnitType())
			}
		}
	}
	return out
}

// recordedDesigns returns the designs the game's log records.
func recordedDesigns(g *engine.Game) []engine.Entry {
	if g.Defs == nil {
		return nil
	}
	return g.Defs.Entries(TableOgre)
}

// designOfType returns the design unit type t is played as, in game g (its
// record, else the catalog's); nil when t is no design's.
func designOfType(g *engine.Game, t *engine.UnitType) *Design {
	d, _ := g.EntryInPlay(TableOgre, t.ID).(*Design)
	return d
}

// designIDs returns the ids of the designs game g knows, for a refusal.
func designIDs(g *engine.Game) []string {
	var out []string
	for _, t := range (system{}).SystemUnits(g) {
		out = append(out, t.ID)
	}
	if len(out) == 0 {
		out = []string{"none is loaded: give one as [[dsii-ogre]] in the house rules"}
	}
	return out
}

// Verbs returns the system's own verbs in help order.
func (system) Verbs() []*engine.VerbDef { return verbs }

// usage returns the refusal of a DSII verb used with the wrong words: its
// syntax.
func usage(d *engine.VerbDef) error { return engine.Refusef("write %q", d.Syntax) }
