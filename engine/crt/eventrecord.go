package crt

import (
	"encoding/json"
	"slices"
	"sync"

	"ogretable/engine"
)

// Record is the Ogre CRT system's own fields of an event, kept in
// engine.Event.Own: the keys of the battle log's events that only this
// system writes. Each is written after the shared key the log has always
// had it after (AppendEventFields), so that a log reads byte for byte as
// it did when these were fields of the shared envelope.
type Record struct {
	Strength  float64  `json:"strength,omitempty"`  // attack: total strength
	Defense   float64  `json:"defense,omitempty"`   // attack: the defence used
	Roll      *Roll    `json:"roll,omitempty"`      // attack: the CRT roll
	Defenders []string `json:"defenders,omitempty"` // overrun: the units attacked

	Treads int `json:"treads,omitempty"` // treads lost: how many

	Timer   *engine.Timer  `json:"timer,omitempty"`   // disabled: when it recovers
	Hulk    bool           `json:"hulk,omitempty"`    // destroyed: leaves a hulk
	Terrain engine.Terrain `json:"terrain,omitempty"` // terrain

	// Round is the overrun fire round of a fire round, a disarmed Ogre, or
	// a shot fired in an overrun (0 outside overruns).
	Round   int  `json:"round,omitempty"`
	Role    Role `json:"role,omitempty"`    // fire round: who fires; overrun join: the side joined
	Walkers bool `json:"walkers,omitempty"` // fire round: the walkers' round

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
}

// noRecord is the record of an event with none, which EventOf returns.
var noRecord Record

// EventOf returns the CRT's record of event e: its Own, or an empty record
// for an event with none. It is the event's: never change it (RecordTo
// gives one to change).
func EventOf(e engine.Event) *Record {
	if r, ok := e.Own.(*Record); ok && r != nil {
		return r
	}
	return &noRecord
}

// RecordTo returns a record of event *e to change: a copy of its record,
// which becomes its Own, so that a copy of the event made before keeps
// the record it had.
func RecordTo(e *engine.Event) *Record {
	r := *EventOf(*e)
	r.Defenders = slices.Clone(r.Defenders)
	e.Own = &r
	return &r
}

// own returns r as an event's Own: nil for an empty record, so that an
// event made with one reads as one decoded from the log (which has no
// keys for it).
func (r *Record) own() engine.EventOwn {
	if r == nil || r.empty() {
		return nil
	}
	return r
}

// empty reports whether the record has no field set.
func (r *Record) empty() bool {
	return r.Strength == 0 && r.Defense == 0 && r.Roll == nil && len(r.Defenders) == 0 && r.Defenders == nil &&
		r.Treads == 0 && r.Timer == nil && !r.Hulk && r.Terrain == "" && r.Round == 0 && r.Role == "" &&
		!r.Walkers && r.Loadout == nil && r.Correction == nil && r.Missile == nil && r.Walker == nil
}

// With returns e with record r as its Own (none for an empty record).
func With(e engine.Event, r Record) engine.Event {
	e.Own = r.own()
	return e
}

// AppendEventFields writes the record's fields where the battle log has
// always had them: an attack's after its target, the treads after the
// weapon, a timer, hulk and terrain after the points, an overrun's round
// after the note, and the records after the definition.
func (r *Record) AppendEventFields(b []byte, after string) ([]byte, error) {
	var v any
	switch after {
	case "target":
		v = struct {
			Strength  float64  `json:"strength,omitempty"`
			Defense   float64  `json:"defense,omitempty"`
			Roll      *Roll    `json:"roll,omitempty"`
			Defenders []string `json:"defenders,omitempty"`
		}{r.Strength, r.Defense, r.Roll, r.Defenders}
	case "weapon":
		if r.Treads == 0 {
			return b, nil
		}
		v = struct {
			Treads int `json:"treads"`
		}{r.Treads}
	case "points":
		v = struct {
			Timer   *engine.Timer  `json:"timer,omitempty"`
			Hulk    bool           `json:"hulk,omitempty"`
			Terrain engine.Terrain `json:"terrain,omitempty"`
		}{r.Timer, r.Hulk, r.Terrain}
	case "note":
		v = struct {
			Round   int  `json:"round,omitempty"`
			Role    Role `json:"role,omitempty"`
			Walkers bool `json:"walkers,omitempty"`
		}{r.Round, r.Role, r.Walkers}
	case "def":
		v = struct {
			Loadout    *Loadout       `json:"loadout,omitempty"`
			Correction *Correction    `json:"correction,omitempty"`
			Missile    *MissileRecord `json:"missile,omitempty"`
			Walker     *WalkerMode    `json:"walker,omitempty"`
		}{r.Loadout, r.Correction, r.Missile, r.Walker}
	default:
		return b, nil
	}
	j, err := json.Marshal(v)
	if err != nil || len(j) <= 2 {
		return b, err
	}
	b = append(b, ',')
	return append(b, j[1:len(j)-1]...), nil
}

// eventFields reads the CRT's keys of an event.
type eventFields struct{}

func init() { engine.RegisterEventFields(eventFields{}) }

// EventKeys returns the keys of the CRT's record, as the battle log names
// them.
func (eventFields) EventKeys() []string {
	return []string{"strength", "defense", "roll", "defenders", "treads", "timer", "hulk", "terrain",
		"round", "role", "walkers", "loadout", "correction", "missile", "walker"}
}

// DecodeEventKey reads one of the CRT's keys into the event's record (a
// new one for an event that has none yet). The keys of a replay's every
// event (a roll, a timer) are read by the reader's own methods, so that a
// fast reader keeps them fast; the records are read whole
// (FieldReader.Value).
func (eventFields) DecodeEventKey(own engine.EventOwn, key []byte, fr engine.FieldReader) (engine.EventOwn, bool) {
	r, _ := own.(*Record)
	if r == nil {
		if own != nil {
			return own, false // another system's fields
		}
		r = newRecord()
	}
	var ok bool
	switch string(key) {
	case "strength":
		r.Strength, ok = fr.Float()
	case "defense":
		r.Defense, ok = fr.Float()
	case "roll":
		r.Roll, ok = readRoll(fr)
	case "defenders":
		r.Defenders, ok = fr.Strings()
	case "treads":
		r.Treads, ok = fr.Int()
	case "timer":
		r.Timer, ok = readTimer(fr)
	case "hulk":
		r.Hulk, ok = fr.Bool()
	case "terrain":
		var s string
		s, ok = fr.String()
		r.Terrain = engine.Terrain(s)
	case "round":
		r.Round, ok = fr.Int()
	case "role":
		var s string
		s, ok = fr.String()
		r.Role = Role(s)
	case "walkers":
		r.Walkers, ok = fr.Bool()
	case "loadout":
		ok = fr.Value(&r.Loadout)
	case "correction":
		ok = fr.Value(&r.Correction)
	case "missile":
		ok = fr.Value(&r.Missile)
	case "walker":
		ok = fr.Value(&r.Walker)
	}
	return r, ok
}

// recordBlockLen is how many records, and how many rolls, a recordBlock
// holds.
const recordBlockLen = 32

// recordBlock is where decoding cuts the records and rolls of events
// from: a replay decodes a record for a fifth of a long game's events and
// a roll for most of those, and a block of them is one allocation where
// one each made as many (and as much work for the garbage collector). A
// record kept keeps its block: the events a session keeps are read
// together, and share blocks; a replay keeps none (Apply copies what it
// keeps of a record, but a timer, which is not cut from a block).
type recordBlock struct {
	records []Record
	rolls   []Roll
}

// recordBlocks holds each processor's block being cut, so that decoders
// on several goroutines never share one.
var recordBlocks = sync.Pool{New: func() any { return new(recordBlock) }}

// newRecord returns a zero record cut from a block.
func newRecord() *Record {
	b := recordBlocks.Get().(*recordBlock)
	if len(b.records) == 0 {
		b.records = make([]Record, recordBlockLen)
	}
	r := &b.records[0]
	b.records = b.records[1:]
	recordBlocks.Put(b)
	return r
}

// newRoll returns a zero roll cut from a block.
func newRoll() *Roll {
	b := recordBlocks.Get().(*recordBlock)
	if len(b.rolls) == 0 {
		b.rolls = make([]Roll, recordBlockLen)
	}
	r := &b.rolls[0]
	b.rolls = b.rolls[1:]
	recordBlocks.Put(b)
	return r
}

// readRoll reads a roll's object key by key, so that a fast reader keeps
// an attack's event fast; anything else (null, a roll's modifiers, which
// few rolls have) is read as json.Unmarshal reads it.
func readRoll(fr engine.FieldReader) (*Roll, bool) {
	r := newRoll()
	if fr.Object((*rollReader)(r)) {
		return r, true
	}
	*r = Roll{} // the block's, left unused
	var v *Roll
	return v, fr.Value(&v)
}

// rollReader reads the keys of a roll.
type rollReader Roll

// ReadKey reads one key of a roll.
func (r *rollReader) ReadKey(key []byte, fr engine.FieldReader) bool {
	switch string(key) {
	case "column":
		s, ok := fr.String()
		if ok {
			r.Column, ok = columnNamed(s)
		}
		return ok
	case "die":
		n, ok := fr.Int()
		r.Die = n
		return ok
	case "modifier":
		n, ok := fr.Int()
		r.Modifier = n
		return ok
	case "reading":
		n, ok := fr.Int()
		r.Reading = Reading(n)
		return ok
	case "result":
		s, ok := fr.String()
		if ok {
			r.Result, ok = resultNamed(s)
		}
		return ok
	case "modifiers":
		return fr.Value(&r.Modifiers)
	}
	return false
}

// readTimer reads a timer's object as readRoll reads a roll.
func readTimer(fr engine.FieldReader) (*engine.Timer, bool) {
	t := &engine.Timer{}
	if fr.Object((*timerReader)(t)) {
		return t, true
	}
	var v *engine.Timer
	return v, fr.Value(&v)
}

// timerReader reads the keys of a timer.
type timerReader engine.Timer

// ReadKey reads one key of a timer.
func (t *timerReader) ReadKey(key []byte, fr engine.FieldReader) bool {
	var ok bool
	switch string(key) {
	case "cause":
		var s string
		s, ok = fr.String()
		t.Cause = engine.Cause(s)
	case "turn":
		t.Turn, ok = fr.Int()
	case "side":
		t.Side, ok = fr.String()
	case "roll":
		t.Roll, ok = fr.Bool()
	}
	return ok
}
