package crt

import (
	"encoding/json"
	"strconv"
	"unicode/utf8"

	"ogretable/engine"
)

// This file reads a unit's CRT state back from a snapshot by hand. A
// snapshot of a long game holds hundreds of units, and encoding/json reads
// each by reflection, after checking it whole: most of the time it takes
// to open a game from its snapshot. The state as MarshalJSON writes it (a
// compact object of its known keys, plain strings, whole numbers where it
// has ints) is read here in one pass; anything else (white space, an
// escape in a string, a key written twice, null, a first move, a volley) is
// left to json.Unmarshal, so the state read is always the one it reads.

// unmarshalState reads data into s, a zero UnitState, as json.Unmarshal
// does.
func unmarshalState(data []byte, s *UnitState) error {
	r := stateReader{b: data}
	if r.state(s) && r.i == len(r.b) {
		return nil
	}
	*s = UnitState{}
	return json.Unmarshal(data, s)
}

// stateReader reads a unit's state as MarshalJSON writes it. Its methods
// report false for anything they leave to json.Unmarshal.
type stateReader struct {
	b []byte
	i int
}

// state reads the state's object into s.
func (r *stateReader) state(s *UnitState) bool {
	var seen uint16 // the keys read, a bit each: a key seen twice is left to json.Unmarshal
	return r.object(func(key []byte) bool {
		var bit uint16
		var ok bool
		switch string(key) {
		case "squads":
			bit, ok = 1<<0, r.intTo(&s.Squads)
		case "hulk":
			bit, ok = 1<<1, r.boolTo(&s.Hulk)
		case "treads":
			bit, ok = 1<<2, r.intTo(&s.Treads)
		case "treads_max":
			bit, ok = 1<<3, r.intTo(&s.TreadsMax)
		case "weapons":
			bit, ok = 1<<4, r.weapons(s)
		case "spent":
			bit, ok = 1<<5, r.floatTo(&s.Spent)
		case "structure_points":
			bit, ok = 1<<6, r.floatTo(&s.StructurePoints)
		case "jets":
			bit, ok = 1<<7, r.boolTo(&s.Jets)
		case "flying":
			bit, ok = 1<<8, r.boolTo(&s.Flying)
		case "fired_turn":
			bit, ok = 1<<9, r.intTo(&s.FiredTurn)
		}
		if !ok || seen&bit != 0 {
			return false
		}
		seen |= bit
		return true
	})
}

// weapons reads the weapons' array into s.Weapons, the weapons in one
// block (as CloneUnit keeps them).
func (r *stateReader) weapons(s *UnitState) bool {
	if !r.byte('[') {
		return false
	}
	s.Weapons = []*Weapon{}
	if r.byte(']') {
		return true
	}
	// A unit has a few weapons, an Ogre a score: count them first by
	// their objects' starts, to make their block at once.
	n := 0
	for _, c := range r.b[r.i:] {
		if c == '{' {
			n++
		}
		if c == ']' {
			break
		}
	}
	block := make([]Weapon, 0, n)
	for {
		if len(block) == cap(block) {
			return false
		}
		block = block[:len(block)+1]
		w := &block[len(block)-1]
		if !r.weapon(w) {
			return false
		}
		s.Weapons = append(s.Weapons, w)
		if r.byte(']') {
			return true
		}
		if !r.byte(',') {
			return false
		}
	}
}

// weapon reads one weapon's object into w.
func (r *stateReader) weapon(w *Weapon) bool {
	var seen uint8
	return r.object(func(key []byte) bool {
		var bit uint8
		var ok bool
		switch string(key) {
		case "id":
			bit, ok = 1<<0, r.strTo(&w.ID)
		case "status":
			var s []byte
			s, ok = r.raw()
			bit, w.Status = 1<<1, weaponStatus(s)
		case "ammo":
			bit, ok = 1<<2, r.intTo(&w.Ammo)
		case "fired_turn":
			bit, ok = 1<<3, r.intTo(&w.FiredTurn)
		case "fired_at":
			bit, ok = 1<<4, r.strTo(&w.FiredAt)
		}
		if !ok || seen&bit != 0 {
			return false
		}
		seen |= bit
		return true
	})
}

// weaponStatus returns status s, one of the weapons' statuses without a
// copy of its bytes.
func weaponStatus(s []byte) engine.Status {
	for _, st := range weaponStatuses {
		if string(st) == string(s) {
			return st
		}
	}
	return engine.Status(s)
}

// weaponStatuses are the statuses a weapon has.
var weaponStatuses = [...]engine.Status{engine.StatusOK, engine.StatusDestroyed, StatusSpent}

// byte reads the byte c.
func (r *stateReader) byte(c byte) bool {
	if r.i < len(r.b) && r.b[r.i] == c {
		r.i++
		return true
	}
	return false
}

// object reads an object, calling member for each key with the reader at
// its value.
func (r *stateReader) object(member func(key []byte) bool) bool {
	if !r.byte('{') {
		return false
	}
	if r.byte('}') {
		return true
	}
	for {
		key, ok := r.raw()
		if !ok || !r.byte(':') || !member(key) {
			return false
		}
		if r.byte('}') {
			return true
		}
		if !r.byte(',') {
			return false
		}
	}
}

// raw reads a string without an escape or a control character, in valid
// UTF-8, and returns its bytes in the data.
func (r *stateReader) raw() ([]byte, bool) {
	if !r.byte('"') {
		return nil, false
	}
	start, ascii := r.i, true
	for ; r.i < len(r.b); r.i++ {
		switch c := r.b[r.i]; {
		case c == '"':
			s := r.b[start:r.i]
			r.i++
			return s, ascii || utf8.Valid(s)
		case c == '\\' || c < 0x20:
			return nil, false
		case c >= 0x80:
			ascii = false
		}
	}
	return nil, false
}

// strTo reads a string into *s.
func (r *stateReader) strTo(s *string) bool {
	v, ok := r.raw()
	*s = string(v)
	return ok
}

// digits reads one or more digits, without a leading zero but for 0
// itself, and returns how many.
func (r *stateReader) digits() int {
	start := r.i
	for r.i < len(r.b) && r.b[r.i] >= '0' && r.b[r.i] <= '9' {
		r.i++
	}
	if n := r.i - start; n > 1 && r.b[start] == '0' {
		return 0
	}
	return r.i - start
}

// intTo reads a whole number, written without a fraction or an exponent,
// into *n.
func (r *stateReader) intTo(n *int) bool {
	start := r.i
	r.byte('-')
	if r.digits() == 0 {
		return false
	}
	v, err := strconv.ParseInt(string(r.b[start:r.i]), 10, 0)
	*n = int(v)
	return err == nil
}

// floatTo reads a number, written without an exponent, into *f.
func (r *stateReader) floatTo(f *float64) bool {
	start := r.i
	r.byte('-')
	if r.digits() == 0 {
		return false
	}
	if r.byte('.') {
		for r.i < len(r.b) && r.b[r.i] >= '0' && r.b[r.i] <= '9' {
			r.i++
		}
		if r.b[r.i-1] == '.' {
			return false
		}
	}
	v, err := strconv.ParseFloat(string(r.b[start:r.i]), 64)
	*f = v
	return err == nil
}

// boolTo reads true or false into *v.
func (r *stateReader) boolTo(v *bool) bool {
	rest := r.b[r.i:]
	switch {
	case len(rest) >= 4 && string(rest[:4]) == "true":
		*v, r.i = true, r.i+4
	case len(rest) >= 5 && string(rest[:5]) == "false":
		*v, r.i = false, r.i+5
	default:
		return false
	}
	return true
}
