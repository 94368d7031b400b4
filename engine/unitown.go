package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
)

// This file holds a system's own part of a unit type (UnitType.Own): a
// value the engine keeps, copies and records with the type without reading
// it, such as the Ogre CRT's design of a walker bought by points. Its
// system registers the key the unit type's JSON object holds it under
// (RegisterUnitOwn), which MarshalJSON writes after the shared fields, and
// UnmarshalJSON hands to that system, as an event's own fields are
// (eventfields.go).

// UnitOwn is the value a system keeps in UnitType.Own.
type UnitOwn interface {
	// UnitKey returns the key the unit type's JSON object (and its
	// [[unit]] table) holds the value under: one registered with
	// RegisterUnitOwn.
	UnitKey() string
	// CloneUnitOwn returns a copy of the value that shares nothing a
	// change to the original would change.
	CloneUnitOwn() UnitOwn
}

// unitOwn is the registered readers of a unit type's own keys. It is
// written only from init functions (RegisterUnitOwn), so it is read
// without a lock.
var unitOwn = map[string]func(b []byte) (UnitOwn, error){}

// RegisterUnitOwn registers the reader of a system's own key of a unit
// type's JSON object: decode reads the key's value into the UnitOwn the
// unit type keeps. It panics on a key of the shared unit type or one
// registered already. A system calls it from an init function.
func RegisterUnitOwn(key string, decode func(b []byte) (UnitOwn, error)) {
	if _, shared := sharedUnitKeys[key]; shared || unitOwn[key] != nil {
		panic(fmt.Sprintf("engine: the unit type key %q is registered twice", key))
	}
	unitOwn[key] = decode
}

// bareUnitType is UnitType without its JSON methods.
type bareUnitType UnitType

// sharedUnitKeys is the keys of the shared fields of a unit type's JSON.
var _, sharedUnitKeys = jsonKeys(reflect.TypeFor[bareUnitType]())

// MarshalJSON writes the unit type as one JSON object: the shared fields,
// then Own under its key. It writes <, > and & as they are: the encoder
// that calls it escapes them when it escapes the rest.
func (u UnitType) MarshalJSON() ([]byte, error) {
	b, err := marshalRaw((*bareUnitType)(&u))
	if err != nil || u.Own == nil {
		return b, err
	}
	own, err := marshalRaw(u.Own)
	if err != nil {
		return nil, err
	}
	out := make([]byte, 0, len(b)+len(own)+len(u.Own.UnitKey())+4)
	out = append(out, b[:len(b)-1]...) // the members, without "}"
	if len(out) > 1 {
		out = append(out, ',')
	}
	key, _ := json.Marshal(u.Own.UnitKey())
	out = append(append(append(out, key...), ':'), own...)
	return append(out, '}'), nil
}

// marshalRaw returns v as compact JSON with <, > and & as they are.
func marshalRaw(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// UnmarshalJSON reads a unit type as MarshalJSON writes it, handing each
// key a system registered (RegisterUnitOwn) to that system.
func (u *UnitType) UnmarshalJSON(b []byte) error {
	if err := json.Unmarshal(b, (*bareUnitType)(u)); err != nil {
		return err
	}
	u.Own = nil
	var members map[string]json.RawMessage
	for key, decode := range unitOwn {
		if !bytes.Contains(b, []byte(`"`+key+`"`)) {
			continue
		}
		if members == nil {
			if err := json.Unmarshal(b, &members); err != nil {
				return err
			}
		}
		v, ok := members[key]
		if !ok || string(v) == "null" {
			continue
		}
		own, err := decode(v)
		if err != nil {
			return fmt.Errorf("engine: the unit type's %q is not what its system reads: %w", key, err)
		}
		u.Own = own
	}
	return nil
}
