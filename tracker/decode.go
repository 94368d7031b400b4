package tracker

import (
	"bytes"
	"encoding/json"
	"strconv"
	"sync"
	"unicode/utf8"

	"ogretable/engine"
)

// decodeEvent decodes a stored payload into e, a zero engine.Event, as
// json.Unmarshal does. Decoding payloads is most of the cost of replaying
// or printing a long log, and encoding/json checks and decodes each one by
// reflection: payloads as the engine writes them (a flat object of known
// keys, plain strings, integers where the engine has ints) are read here
// by hand, in one pass; anything else (an escape in a string, an unknown
// or repeated key, null, a system's data) is left to json.Unmarshal, so
// the result is always what it gives.
func decodeEvent(p []byte, e *engine.Event) error {
	return decode(eventDecoder{b: p}, e)
}

// decodeToApply decodes a stored payload into e, a zero engine.Event, as
// decodeEvent does but for the event's sentence (Text), which it may leave
// empty: engine.Game.Apply never reads it, and it is most of a payload's
// bytes, so a replay that only applies the events does not copy it out. A
// payload that decodeEvent refuses, it refuses too. The strings it reads
// (but a note) come from names when names has them, and go into it when it
// does not; names may be nil.
func decodeToApply(p []byte, e *engine.Event, names names) error {
	return decode(eventDecoder{b: p, skipText: true, names: names}, e)
}

// names shares the strings of decoded events: a game's events name the
// same few units, weapons, sides and phases over and over, and a replay of
// thousands of them keeps one copy of each rather than make one an event.
// It grows with the names a game uses, never with its length.
type names map[string]string

// decode reads the payload of d into e by hand, or with json.Unmarshal
// when d leaves it.
func decode(d eventDecoder, e *engine.Event) error {
	p := d.b
	if d.event(e) {
		return nil
	}
	if c, ok := definitions.get(p); ok {
		*e = *c
		return nil
	}
	// Unmarshal takes its own copy, so that e does not escape to the heap
	// (an event is a few hundred bytes, and a replay decodes one per event).
	c := new(engine.Event)
	err := json.Unmarshal(p, c)
	if err == nil && c.Kind == engine.EventDefined {
		definitions.put(p, c)
	}
	*e = *c
	return err
}

// definitions holds the "defined" events decoded so far, by payload: a
// game records each unit type it uses, and every game on the same
// templates records the same, but the hand decoder leaves them (a whole
// unit type, its weapons) to json.Unmarshal, which costs more than the
// rest of opening a short game. The engine never changes a type it holds
// (the catalog's are shared by every game), so one decoded definition
// serves every game that records it.
var definitions = definedCache{m: make(map[string]*engine.Event)}

// definedCache is a map of decoded "defined" events, safe for concurrent
// use, of at most definedMax payloads.
type definedCache struct {
	mu sync.Mutex
	m  map[string]*engine.Event
}

// definedMax caps the definitions kept: far more unit types than a
// catalog and its house rules hold.
const definedMax = 1024

// get returns the event decoded from payload p, if it is held.
func (c *definedCache) get(p []byte) (*engine.Event, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.m[string(p)]
	return e, ok
}

// put holds e, decoded from payload p, unless the cache is full.
func (c *definedCache) put(p []byte, e *engine.Event) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) < definedMax {
		c.m[string(p)] = e
	}
}

// eventDecoder reads the payloads decodeEvent reads by hand. Its methods
// report false for anything they leave to json.Unmarshal.
type eventDecoder struct {
	b        []byte
	i        int
	skipText bool  // checks the event's text but does not keep it
	names    names // shares the strings read, but the text and the note; or nil
}

// The keys of engine.Event and engine.Die that eventDecoder reads, by
// their JSON names. A system's own keys (engine.RegisterEventFields) it
// hands to the system, which reads them through a fieldReader in the same
// pass; any other key (a field added to the engine since) sends the
// payload to json.Unmarshal. TestDecodeEventKnowsTheEngine checks them
// against the engine's types.
var (
	eventKeys = []string{"kind", "text", "dice", "unit", "type", "side", "squads", "attackers", "target",
		"weapon", "points", "turn", "side_index", "phase", "note", "data", "log_version"}
	dieKeys = []string{"value", "manual", "sides"}
)

// event reads a whole payload into e.
func (d *eventDecoder) event(e *engine.Event) bool {
	var fr *fieldReader // the reader of a system's keys, from fieldReaders at the first
	ok := d.object(func(key []byte) bool {
		switch string(key) {
		case "kind":
			s, ok := d.str()
			e.Kind = engine.EventKind(s)
			return ok
		case "text":
			if d.skipText {
				_, ok := d.raw()
				return ok
			}
			return d.textTo(&e.Text)
		case "dice":
			e.Dice = []engine.Die{}
			return d.array(func() bool {
				var die engine.Die
				ok := d.object(func(key []byte) bool {
					switch string(key) {
					case "value":
						return d.intTo(&die.Value)
					case "manual":
						return d.boolTo(&die.Manual)
					case "sides":
						return d.intTo(&die.Sides)
					}
					return false
				})
				e.Dice = append(e.Dice, die)
				return ok
			})
		case "unit":
			return d.strTo(&e.Unit)
		case "type":
			return d.strTo(&e.Type)
		case "side":
			return d.strTo(&e.Side)
		case "squads":
			return d.intTo(&e.Squads)
		case "attackers":
			return d.strings(&e.Attackers)
		case "target":
			return d.strTo(&e.Target)
		case "weapon":
			return d.strTo(&e.Weapon)
		case "points":
			return d.floatTo(&e.Points)
		case "turn":
			return d.intTo(&e.Turn)
		case "side_index":
			return d.intTo(&e.SideIndex)
		case "phase":
			s, ok := d.str()
			e.Phase = engine.Phase(s)
			return ok
		case "note":
			return d.textTo(&e.Note)
		case "data":
			return d.rawObject(&e.Data)
		case "log_version":
			return d.intTo(&e.LogVersion)
		}
		// A system's own key (engine.RegisterEventFields), which the
		// system reads in the same pass, through a copy of d (so that d
		// itself stays off the heap) which d then follows.
		if f := engine.EventFieldsOf(string(key)); f != nil {
			if fr == nil {
				fr = fieldReaders.Get().(*fieldReader)
			}
			*fr = fieldReader(*d)
			own, ok := f.DecodeEventKey(e.Own, key, fr)
			d.i, e.Own = fr.i, own
			return ok
		}
		return false
	})
	if fr != nil {
		*fr = fieldReader{}
		fieldReaders.Put(fr)
	}
	d.space()
	return ok && d.i == len(d.b)
}

// rawObject reads an object whole into *m, as json.Unmarshal reads a
// json.RawMessage: a system's own event data (Event.Data), which Apply
// reads, so that a system's events keep the fast path. Its end is found by
// its braces, outside strings, and the object is then checked whole with
// json.Valid; anything else (null, an array) is left to json.Unmarshal.
func (d *eventDecoder) rawObject(m *json.RawMessage) bool {
	d.space()
	start, depth, inString := d.i, 0, false
	for d.i < len(d.b) {
		c := d.b[d.i]
		d.i++
		switch {
		case inString && c == '\\':
			d.i++ // the escaped byte
		case c == '"':
			inString = !inString
		case inString:
		case c == '{':
			depth++
		case c == '}':
			depth--
			if depth == 0 {
				v := d.b[start:d.i]
				if !json.Valid(v) {
					return false
				}
				*m = bytes.Clone(v)
				return true
			}
		case depth == 0:
			return false // not an object
		}
	}
	return false
}

// space skips JSON white space.
func (d *eventDecoder) space() {
	for d.i < len(d.b) {
		switch d.b[d.i] {
		case ' ', '\t', '\n', '\r':
			d.i++
		default:
			return
		}
	}
}

// byte reads the byte c after white space.
func (d *eventDecoder) byte(c byte) bool {
	d.space()
	if d.i < len(d.b) && d.b[d.i] == c {
		d.i++
		return true
	}
	return false
}

// object reads an object, calling field for each key with the decoder at
// its value; a key seen twice is left to json.Unmarshal.
func (d *eventDecoder) object(field func(key []byte) bool) bool {
	if !d.byte('{') {
		return false
	}
	if d.byte('}') {
		return true
	}
	var seen [16][]byte // an event has at most a dozen keys; more are checked below
	var more [][]byte
	for n := 0; ; n++ {
		key, ok := d.raw() // a part of the payload: the keys are never kept
		if !ok || !d.byte(':') {
			return false
		}
		for _, k := range seen[:min(n, len(seen))] {
			if bytes.Equal(k, key) {
				return false
			}
		}
		for _, k := range more {
			if bytes.Equal(k, key) {
				return false
			}
		}
		if n < len(seen) {
			seen[n] = key
		} else {
			more = append(more, key)
		}
		if !field(key) {
			return false
		}
		if d.byte('}') {
			return true
		}
		if !d.byte(',') {
			return false
		}
	}
}

// array reads an array, calling elem with the decoder at each element.
func (d *eventDecoder) array(elem func() bool) bool {
	if !d.byte('[') {
		return false
	}
	if d.byte(']') {
		return true
	}
	for {
		if !elem() {
			return false
		}
		if d.byte(']') {
			return true
		}
		if !d.byte(',') {
			return false
		}
	}
}

// str reads a string with no escape, no control character and valid
// UTF-8: the string as json.Unmarshal gives it, shared through d.names.
func (d *eventDecoder) str() (string, bool) {
	s, ok := d.raw()
	if !ok || d.names == nil {
		return string(s), ok
	}
	if v, seen := d.names[string(s)]; seen {
		return v, true
	}
	v := string(s)
	d.names[v] = v
	return v, true
}

// raw reads a string as str does, and returns its bytes in the payload.
func (d *eventDecoder) raw() ([]byte, bool) {
	if !d.byte('"') {
		return nil, false
	}
	// Most strings are short (a kind, a label), and a byte loop over a
	// local slice ends them soonest; a long one (a sentence) is searched
	// for its end, and then checked, with the library's faster scans.
	b := d.b[d.i:]
	ascii := true
	for i, c := range b {
		if i == 16 {
			break
		}
		if c >= 0x20 && c < 0x80 && c != '"' && c != '\\' {
			continue
		}
		switch {
		case c == '"':
			return d.rawEnd(b, i, ascii)
		case c >= 0x80:
			ascii = false
		default: // an escape or a control character
			return nil, false
		}
	}
	n := bytes.IndexByte(b, '"')
	if n < 0 || bytes.IndexByte(b[:n], '\\') >= 0 {
		return nil, false
	}
	for _, c := range b[:n] {
		if c < 0x20 {
			return nil, false
		}
	}
	return d.rawEnd(b, n, false)
}

// rawEnd ends the string raw reads, b[:n], checking it is UTF-8 unless it
// is known to be ASCII.
func (d *eventDecoder) rawEnd(b []byte, n int, ascii bool) ([]byte, bool) {
	s := b[:n]
	if !ascii && !utf8.Valid(s) {
		return nil, false
	}
	d.i += n + 1
	return s, true
}

// textTo reads a string into *s as str does, but never shares it: a
// sentence or a note is seldom read twice.
func (d *eventDecoder) textTo(s *string) bool {
	v, ok := d.raw()
	*s = string(v)
	return ok
}

// strTo reads a string into *s.
func (d *eventDecoder) strTo(s *string) bool {
	v, ok := d.str()
	*s = v
	return ok
}

// strings reads an array of strings into *ss (empty, not nil, for []).
func (d *eventDecoder) strings(ss *[]string) bool {
	*ss = []string{}
	return d.array(func() bool {
		s, ok := d.str()
		*ss = append(*ss, s)
		return ok
	})
}

// number reads a number as JSON writes it, and returns its text.
func (d *eventDecoder) number() ([]byte, bool) {
	d.space()
	start := d.i
	if d.i < len(d.b) && d.b[d.i] == '-' {
		d.i++
	}
	digits := func() int {
		n := 0
		for d.i < len(d.b) && d.b[d.i] >= '0' && d.b[d.i] <= '9' {
			d.i++
			n++
		}
		return n
	}
	intStart := d.i
	switch n := digits(); {
	case n == 0, n > 1 && d.b[intStart] == '0':
		return nil, false
	}
	if d.i < len(d.b) && d.b[d.i] == '.' {
		d.i++
		if digits() == 0 {
			return nil, false
		}
	}
	if d.i < len(d.b) && (d.b[d.i] == 'e' || d.b[d.i] == 'E') {
		d.i++
		if d.i < len(d.b) && (d.b[d.i] == '+' || d.b[d.i] == '-') {
			d.i++
		}
		if digits() == 0 {
			return nil, false
		}
	}
	return d.b[start:d.i], true
}

// intTo reads an integer into *n; a fraction or an exponent, which
// json.Unmarshal refuses for an int, is left to it.
func (d *eventDecoder) intTo(n *int) bool {
	t, ok := d.number()
	if !ok {
		return false
	}
	v, err := strconv.ParseInt(string(t), 10, 64)
	*n = int(v)
	return err == nil
}

// floatTo reads a number into *f.
func (d *eventDecoder) floatTo(f *float64) bool {
	t, ok := d.number()
	if !ok {
		return false
	}
	v, err := strconv.ParseFloat(string(t), 64)
	*f = v
	return err == nil
}

// boolTo reads true or false into *b.
func (d *eventDecoder) boolTo(b *bool) bool {
	d.space()
	rest := d.b[d.i:]
	switch {
	case len(rest) >= 4 && string(rest[:4]) == "true":
		*b, d.i = true, d.i+4
	case len(rest) >= 5 && string(rest[:5]) == "false":
		*b, d.i = false, d.i+5
	default:
		return false
	}
	return true
}

// fieldReader is the engine.FieldReader of an eventDecoder: a system's
// own keys are read in the decoder's one pass, by its methods, and what
// they do not read (Value) is left to json.Unmarshal.
type fieldReader eventDecoder

// fieldReaders keeps the fieldReaders of decoders done with them: a
// replay reads a system's keys in most of its events, and makes no
// garbage of the readers.
var fieldReaders = sync.Pool{New: func() any { return new(fieldReader) }}

func (r *fieldReader) Int() (n int, ok bool)           { return n, (*eventDecoder)(r).intTo(&n) }
func (r *fieldReader) Float() (f float64, ok bool)     { return f, (*eventDecoder)(r).floatTo(&f) }
func (r *fieldReader) Bool() (b bool, ok bool)         { return b, (*eventDecoder)(r).boolTo(&b) }
func (r *fieldReader) String() (string, bool)          { return (*eventDecoder)(r).str() }
func (r *fieldReader) Strings() (ss []string, ok bool) { return ss, (*eventDecoder)(r).strings(&ss) }
func (r *fieldReader) Object(o engine.ObjectReader) bool {
	return (*eventDecoder)(r).object(func(key []byte) bool { return o.ReadKey(key, r) })
}

// Value leaves the value to json.Unmarshal.
func (r *fieldReader) Value(any) bool { return false }
