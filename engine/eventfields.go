package engine

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
)

// This file holds a system's own fields of the shared event envelope: keys
// of an event's JSON object that the engine does not know (an attack's
// roll, the treads a hit took), which a system reads into Event.Own and
// writes from it, in the places of the object the battle log has always
// had them. A system registers the keys it reads (RegisterEventFields);
// every decoder of events (json.Unmarshal, the tracker's own) hands it
// those keys, so that an event reads the same whichever path decodes it,
// and none of them needs to know the game's system.

// EventOwn is the value a system keeps in Event.Own.
type EventOwn interface {
	// AppendEventFields appends to b, as JSON object members each after a
	// comma, the fields the system writes after the shared key after
	// (whether or not the event has that key), and returns b.
	AppendEventFields(b []byte, after string) ([]byte, error)
}

// EventFields is a system's reader of its keys of an event's JSON object.
type EventFields interface {
	// EventKeys returns the keys it reads: none of them a key of the
	// shared envelope or of another system's EventFields.
	EventKeys() []string
	// DecodeEventKey reads the value of key from r into own, the event's
	// Own so far (nil for none), and returns the event's new Own; false
	// when r does not read the value (a reader may leave a value it does
	// not read to json.Unmarshal, which reads every value).
	DecodeEventKey(own EventOwn, key []byte, r FieldReader) (EventOwn, bool)
}

// FieldReader reads one JSON value, the value of an event's key, for an
// EventFields. Each method reports false when the value is not of its
// kind, or when the reader leaves it to json.Unmarshal. (Its methods
// return what they read, and take no closure, so that a fast reader reads
// a replay's events without making garbage of them.)
type FieldReader interface {
	Int() (int, bool)
	Float() (float64, bool)
	Bool() (bool, bool)
	String() (string, bool)
	Strings() ([]string, bool)
	// Object reads an object, calling o.ReadKey for each key with the
	// reader at its value.
	Object(o ObjectReader) bool
	// Value reads any value as json.Unmarshal reads it into v.
	Value(v any) bool
}

// ObjectReader reads the members of an object for FieldReader.Object.
type ObjectReader interface {
	// ReadKey reads the value of key from r; false for a key it does not
	// read or a value r does not read.
	ReadKey(key []byte, r FieldReader) bool
}

// eventFields is the registered readers by key. It is written only from
// init functions (RegisterEventFields), so it is read without a lock.
var eventFields = map[string]EventFields{}

// RegisterEventFields registers a system's reader of its keys of an
// event's JSON object. It panics on a key of the shared envelope or one
// registered already: a key is read one way in every game. A system calls
// it from an init function.
func RegisterEventFields(f EventFields) {
	for _, k := range f.EventKeys() {
		if _, shared := sharedEventKeys[k]; shared || eventFields[k] != nil {
			panic(fmt.Sprintf("engine: the event key %q is registered twice", k))
		}
		eventFields[k] = f
	}
}

// EventFieldsOf returns the reader registered for an event's key, or nil.
func EventFieldsOf(key string) EventFields { return eventFields[key] }

// bareEvent is Event without its JSON methods: its shared fields as
// encoding/json reads and writes them.
type bareEvent Event

// sharedEventOrder is the shared envelope's keys in the order Event
// writes them; sharedEventKeys is the same as a set.
var sharedEventOrder, sharedEventKeys = jsonKeys(reflect.TypeFor[bareEvent]())

// jsonKeys returns the JSON keys of struct type t's fields in their
// order, and the same as a set.
func jsonKeys(t reflect.Type) ([]string, map[string]struct{}) {
	var order []string
	set := map[string]struct{}{}
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "-" && name != "" {
			order = append(order, name)
			set[name] = struct{}{}
		}
	}
	return order, set
}

// SharedEventKeys returns the keys of the shared event envelope, in the
// order an event is written.
func SharedEventKeys() []string { return sharedEventOrder }

// MarshalJSON writes the event as one JSON object: the shared fields, and
// the fields of Own each after the shared key its system places it after.
func (e Event) MarshalJSON() ([]byte, error) {
	b, err := json.Marshal((*bareEvent)(&e))
	if err != nil || e.Own == nil {
		return b, err
	}
	out := make([]byte, 0, len(b)+128)
	out = append(out, '{')
	rest := b[1:] // the members, then "}"
	for _, k := range sharedEventOrder {
		if len(rest) > 1 && hasKey(rest, k) {
			end := memberEnd(rest)
			if len(out) > 1 {
				out = append(out, ',')
			}
			out = append(out, rest[:end]...)
			rest = rest[end:]
			if len(rest) > 0 && rest[0] == ',' {
				rest = rest[1:]
			}
		}
		if out, err = e.Own.AppendEventFields(out, k); err != nil {
			return nil, err
		}
	}
	return append(out, '}'), nil
}

// hasKey reports whether the members m begin with the key k.
func hasKey(m []byte, k string) bool {
	return len(m) > len(k)+2 && m[0] == '"' && string(m[1:1+len(k)]) == k && m[1+len(k)] == '"'
}

// memberEnd returns the end of the first member of m, compact JSON as
// encoding/json writes it: the index of the comma or brace after it.
func memberEnd(m []byte) int {
	depth, inString := 0, false
	for i := 0; i < len(m); i++ {
		c := m[i]
		switch {
		case inString && c == '\\':
			i++
		case c == '"':
			inString = !inString
		case inString:
		case c == '{' || c == '[':
			depth++
		case c == '}' || c == ']':
			if depth == 0 {
				return i
			}
			depth--
		case c == ',' && depth == 0:
			return i
		}
	}
	return len(m)
}

// UnmarshalJSON reads an event as MarshalJSON writes it, handing each key
// a system registered (RegisterEventFields) to that system.
func (e *Event) UnmarshalJSON(b []byte) error {
	if err := json.Unmarshal(b, (*bareEvent)(e)); err != nil {
		return err
	}
	if len(eventFields) == 0 {
		return nil
	}
	var members map[string]json.RawMessage
	if err := json.Unmarshal(b, &members); err != nil {
		return err
	}
	// The keys are read in no order: the event gets its Own once every
	// key is read, so that an event that cannot be read has none,
	// whichever key failed first.
	own := e.Own
	for k, v := range members {
		f := EventFieldsOf(k)
		if f == nil {
			continue
		}
		r := &rawReader{raw: v}
		var ok bool
		if own, ok = f.DecodeEventKey(own, []byte(k), r); !ok {
			if r.err != nil {
				return r.err
			}
			return fmt.Errorf("engine: the event's %q is not what its system reads: %s", k, v)
		}
	}
	e.Own = own
	return nil
}

// rawReader is a FieldReader of one value, read with json.Unmarshal.
type rawReader struct {
	raw json.RawMessage
	err error
}

func (r *rawReader) Value(v any) bool {
	r.err = json.Unmarshal(r.raw, v)
	return r.err == nil
}
func (r *rawReader) Int() (n int, ok bool)           { return n, r.Value(&n) }
func (r *rawReader) Float() (f float64, ok bool)     { return f, r.Value(&f) }
func (r *rawReader) Bool() (b bool, ok bool)         { return b, r.Value(&b) }
func (r *rawReader) String() (s string, ok bool)     { return s, r.Value(&s) }
func (r *rawReader) Strings() (ss []string, ok bool) { return ss, r.Value(&ss) }

// Object reads an object's members in the order they are written.
func (r *rawReader) Object(o ObjectReader) bool {
	dec := json.NewDecoder(strings.NewReader(string(r.raw)))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		r.err = err
		return false
	}
	for dec.More() {
		t, err := dec.Token()
		key, ok := t.(string)
		if err != nil || !ok {
			r.err = err
			return false
		}
		var v json.RawMessage
		if r.err = dec.Decode(&v); r.err != nil {
			return false
		}
		outer := r.raw
		r.raw = v
		ok = o.ReadKey([]byte(key), r)
		r.raw = outer
		if !ok {
			return false
		}
	}
	return true
}
