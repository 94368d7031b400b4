package templates

import (
	"fmt"
	"reflect"
	"slices"
	"sync"

	"github.com/BurntSushi/toml"

	"ogretable/engine"
)

// A rule system's own part of a unit type (engine.UnitType.Own, the Ogre
// CRT's walker design) is a field of the [[unit]] table under the key the
// system gives the engine (engine.RegisterUnitOwn): its package of the
// templates layer registers the field's type here (RegisterUnitField), so
// that the loader checks, decodes and documents it as the unit's own
// fields.

// unitOwnField is one registered own field of [[unit]].
type unitOwnField struct {
	key    string
	typ    reflect.Type // the struct the field's table fills
	decode func(md toml.MetaData, p toml.Primitive) (engine.UnitOwn, error)
}

// unitOwnFields is the registered own fields of [[unit]], in the order
// registered. It is written only from init functions, so it is read
// without a lock.
var unitOwnFields []unitOwnField

// unitOwnType is the type of a struct field that holds a unit's own part.
var unitOwnType = reflect.TypeFor[engine.UnitOwn]()

// RegisterUnitField adds a rule system's own field of [[unit]], key, whose
// table fills a T (its toml-tagged fields are the field's), held in the
// unit type's Own; docs describe the field ("walker") and its own
// ("walker.name") for the help. It panics when key is a field of [[unit]]
// already: a programming mistake found at start-up. It is meant for a
// system's init, before any Load.
func RegisterUnitField[T any, P interface {
	*T
	engine.UnitOwn
}](key string, docs FieldDocs) {
	k := kindNamed("unit")
	_, taken := fieldsOf(reflect.TypeFor[engine.UnitType]())[key]
	if taken || slices.ContainsFunc(unitOwnFields, func(f unitOwnField) bool { return f.key == key }) {
		panic(fmt.Sprintf("templates: the [[unit]] field %q is registered twice", key))
	}
	unitOwnFields = append(unitOwnFields, unitOwnField{key: key, typ: reflect.TypeFor[T](),
		decode: func(md toml.MetaData, p toml.Primitive) (engine.UnitOwn, error) {
			v := P(new(T))
			if err := md.PrimitiveDecode(p, v); err != nil {
				return nil, err
			}
			return v, nil
		}})
	k.made = unitEntryType
	for path, d := range docs {
		k.docs[path] = d
	}
}

// unitEntryType is what a [[unit]] entry fills with the own fields
// registered: the struct type is made (reflect.StructOf) when a file is
// first checked or the help first read, not by every run of the program.
var unitEntryType = sync.OnceValue(func() reflect.Type {
	return withOwnFields(reflect.TypeFor[engine.UnitType]())
})

// withOwnFields returns struct type t with a field for each registered own
// field after its own, as the types check and the help read [[unit]].
func withOwnFields(t reflect.Type) reflect.Type {
	fields := make([]reflect.StructField, 0, t.NumField()+len(unitOwnFields))
	for i := range t.NumField() {
		fields = append(fields, t.Field(i))
	}
	for i, f := range unitOwnFields {
		fields = append(fields, reflect.StructField{Name: fmt.Sprintf("Own%d", i), Type: f.typ,
			Tag: reflect.StructTag(fmt.Sprintf(`toml:%q`, f.key))})
	}
	return reflect.StructOf(fields)
}

// ownFieldOf returns the index of struct type t's field that holds a
// unit's own part, -1 for none.
func ownFieldOf(t reflect.Type) int {
	for i := range t.NumField() {
		if t.Field(i).Type == unitOwnType {
			return i
		}
	}
	return -1
}

// decodeOwn decodes the registered own fields of the entries p holds into
// the own part of each of vs, when T keeps one.
func decodeOwn[T any](md toml.MetaData, p toml.Primitive, vs []*T) error {
	own := ownFieldOf(reflect.TypeFor[T]())
	if own < 0 || len(unitOwnFields) == 0 {
		return nil
	}
	prims := make([]reflect.StructField, len(unitOwnFields))
	for i, f := range unitOwnFields {
		prims[i] = reflect.StructField{Name: fmt.Sprintf("Own%d", i), Type: reflect.TypeFor[toml.Primitive](),
			Tag: reflect.StructTag(fmt.Sprintf(`toml:%q`, f.key))}
	}
	list := reflect.New(reflect.SliceOf(reflect.StructOf(prims)))
	if err := md.PrimitiveDecode(p, list.Interface()); err != nil {
		return err
	}
	for i := range min(list.Elem().Len(), len(vs)) {
		item := list.Elem().Index(i)
		for j, f := range unitOwnFields {
			if item.Field(j).IsZero() {
				continue
			}
			v, err := f.decode(md, item.Field(j).Interface().(toml.Primitive))
			if err != nil {
				return err
			}
			reflect.ValueOf(vs[i]).Elem().Field(own).Set(reflect.ValueOf(&v).Elem())
		}
	}
	return nil
}

// ownGiven reports whether raw, an entry's fields, gives a registered own
// field.
func ownGiven(raw map[string]any) bool {
	for _, f := range unitOwnFields {
		if _, ok := raw[f.key]; ok {
			return true
		}
	}
	return false
}
