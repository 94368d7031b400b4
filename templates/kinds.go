package templates

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"

	"ogretable/engine"
)

// kinds are the table kinds a template file may hold, one descriptor each,
// in the order the loader checks them and the error messages name them:
// first the shared ones below (a var, so they come before any a file's
// init registers), then each rule system's, in the order registered
// (register). A rule system's kinds are registered by its package of the
// templates layer (templates/SYSTEMtables) without editing this one: its
// own tables through RegisterTable (systems.go), a table of unit types
// such as the Ogre CRT's walker designs through RegisterUnitTable
// (unittables.go).
var kinds = []*kind{
	define("unit", spec[engine.UnitType]{
		key: "id", keyOf: func(u *engine.UnitType) string { return u.ID },
		required: `"id", "name", "kind", "mode", "defense" and "source" (where it comes from, such as "house rule")`,
		check:    (*loader).checkUnit, cross: (*loader).crossUnits,
		add:   func(c *engine.Catalog, u *engine.UnitType) { c.Units = append(c.Units, u) },
		about: unitAbout, docs: unitFields,
	}),
	define("weapon", spec[engine.WeaponType]{
		key: "id", keyOf: func(w *engine.WeaponType) string { return w.ID },
		required: `"id", "name", "kind", "defense" and "source" (where it comes from, such as "house rule")`,
		check:    (*loader).checkWeapon,
		add:      func(c *engine.Catalog, w *engine.WeaponType) { c.Weapons = append(c.Weapons, w) },
		about:    weaponAbout, docs: weaponFields,
	}),
	define("size", spec[engine.SizeClass]{
		key: "size", keyOf: func(s *engine.SizeClass) string { return strconv.Itoa(s.Size) },
		label: "size class %d", required: `"size" and "units"`,
		check: (*loader).checkSize, cross: (*loader).crossSize,
		add:   func(c *engine.Catalog, s *engine.SizeClass) { c.Sizes = append(c.Sizes, *s) },
		about: sizeAbout, docs: sizeFields,
	}),
	define("scenario", spec[engine.Scenario]{
		key: "id", keyOf: func(s *engine.Scenario) string { return s.ID },
		required: `"id", "name", "sides" and "source" (where it comes from, such as "house rule")`,
		check:    (*loader).checkScenario, cross: (*loader).crossScenario,
		add:   func(c *engine.Catalog, s *engine.Scenario) { c.Scenarios = append(c.Scenarios, s) },
		about: scenarioAbout, docs: scenarioFields,
	}),
}

// register adds a table kind after those known. It panics when the name is
// taken: a programming mistake found at start-up.
func register(k *kind) {
	if kindNamed(k.name) != nil {
		panic(fmt.Sprintf("templates: table [[%s]] is registered twice", k.name))
	}
	kinds = append(kinds, k)
}

// spec is what the loader needs to know of one table kind whose entries
// decode into a T.
type spec[T any] struct {
	// key is the field that identifies an entry ("id", "size", "roll"), and
	// keyOf its value: a house-rules entry with a known key replaces that
	// entry, two entries of one key in the same layer are an error.
	key   string
	keyOf func(*T) string
	// label, when not "", is the format of an entry's name in messages,
	// given its integer key ("size class %d"); otherwise an entry is named
	// by its id (`unit "heavy-tank"`).
	label string
	// required names the fields a new entry must give, for the message of
	// a house rule that lacks one: `"size" and "units"`.
	required string
	// noneBuiltIn: no entry of the kind is built in (SystemTable.NoneBuiltIn).
	noneBuiltIn bool
	// check checks one decoded entry of a file; cross checks the merged
	// entries against the rest of the catalog (nil: nothing to check).
	check func(*loader, *entry[*T])
	cross func(*loader, []*entry[*T])
	// add appends an entry to the catalog.
	add func(*engine.Catalog, *T)
	// about says what the table is, and docs what each of its fields does,
	// for "ogretable help templates" (Reference; Undocumented finds a
	// field the loader reads and they do not say).
	about string
	docs  FieldDocs
}

// kind is one table kind of the template files, [[unit]] for example.
type kind struct {
	name        string
	typ         reflect.Type // what an entry fills, for the type check (see entryType)
	key         string       // see spec.key
	labelFmt    string       // see spec.label
	required    string       // see spec.required
	noneBuiltIn bool         // see spec.noneBuiltIn
	about       string       // see spec.about
	docs        FieldDocs    // see spec.docs
	newTable    func(k *kind) merged
	// made, when set, makes the type in typ's place, on first use: the
	// [[unit]] entry with the systems' own fields (RegisterUnitField).
	made func() reflect.Type
}

// entryType returns what an entry of the kind fills, for the type check
// and the help.
func (k *kind) entryType() reflect.Type {
	if k.made != nil {
		return k.made()
	}
	return k.typ
}

// merged is the entries of one kind merged over the files of a load.
type merged interface {
	// decode decodes the kind's entries of one file and returns what checks
	// and merges them, once every table of the file has decoded.
	decode(md toml.MetaData, p toml.Primitive) (func(l *loader, src *source, lay *layout, raw map[string]any), error)
	crossCheck(l *loader)
	build(c *engine.Catalog)
	keys() map[string]int
	ids() []string
}

func define[T any](name string, s spec[T]) *kind {
	return &kind{
		name:        name,
		typ:         reflect.TypeFor[T](),
		key:         s.key,
		labelFmt:    s.label,
		required:    s.required,
		noneBuiltIn: s.noneBuiltIn,
		about:       s.about,
		docs:        s.docs,
		newTable:    func(k *kind) merged { return &table[T]{kind: k, spec: s} },
	}
}

// kindNamed returns the descriptor of the table kind named name, or nil.
func kindNamed(name string) *kind {
	for _, k := range kinds {
		if k.name == name {
			return k
		}
	}
	return nil
}

// tableNames lists the table kinds in the order the error messages name them.
func tableNames() []string {
	out := make([]string, len(kinds))
	for i, k := range kinds {
		out[i] = k.name
	}
	return out
}

// table is the merged entries of one kind, in listing order, by key.
type table[T any] struct {
	kind *kind
	spec spec[T]
	list []*entry[*T]
	at   map[string]int
}

func (t *table[T]) decode(md toml.MetaData, p toml.Primitive) (func(*loader, *source, *layout, map[string]any), error) {
	var vs []*T
	if err := md.PrimitiveDecode(p, &vs); err != nil {
		return nil, err
	}
	if err := decodeOwn(md, p, vs); err != nil {
		return nil, err
	}
	return func(l *loader, src *source, lay *layout, raw map[string]any) {
		for i, v := range vs {
			e := newEntry(src, lay, raw, t.kind.name, i, v)
			t.overlay(e)
			t.spec.check(l, e)
			if e.has(t.spec.key) {
				merge(l, t, e, t.spec.keyOf(v), t.spec.key)
			}
		}
	}, nil
}

// overlay makes a house-rules entry e whose key is a built-in entry's
// that entry with the fields e gives replaced, each whole (a list of
// weapons given replaces the list): a house rule gives only what it
// changes (`[[unit]] id = "heavy-tank"` with `attack = 5`). The entry is
// then checked, and merged in the built-in's place, as the entry it makes.
func (t *table[T]) overlay(e *entry[*T]) {
	if !e.src.user || !e.has(t.spec.key) {
		return
	}
	i, ok := t.at[t.spec.keyOf(e.v)]
	if !ok || t.list[i].src.user {
		return
	}
	old := t.list[i]
	merged := *old.v
	mv, nv := reflect.ValueOf(&merged).Elem(), reflect.ValueOf(e.v).Elem()
	for j := 0; j < mv.NumField(); j++ {
		if mv.Type().Field(j).Type == unitOwnType {
			if ownGiven(e.raw) {
				mv.Field(j).Set(nv.Field(j))
			}
			continue
		}
		name, _, _ := strings.Cut(mv.Type().Field(j).Tag.Get("toml"), ",")
		if name == "" || name == "-" {
			continue
		}
		if _, given := e.raw[name]; given {
			mv.Field(j).Set(nv.Field(j))
		}
	}
	raw := make(map[string]any, len(old.raw)+len(e.raw))
	for k, v := range old.raw {
		raw[k] = v
	}
	for k, v := range e.raw {
		raw[k] = v
	}
	e.v, e.raw = &merged, raw
}

func (t *table[T]) crossCheck(l *loader) {
	if t.spec.cross != nil {
		t.spec.cross(l, t.list)
	}
}

func (t *table[T]) build(c *engine.Catalog) {
	for _, e := range t.list {
		t.spec.add(c, e.v)
	}
}

func (t *table[T]) keys() map[string]int { return t.at }

func (t *table[T]) ids() []string {
	out := make([]string, 0, len(t.list))
	for _, e := range t.list {
		out = append(out, t.spec.keyOf(e.v))
	}
	return out
}

// tableOf returns the merged entries of the kind named name, whose entries
// are T.
func tableOf[T any](l *loader, name string) *table[T] {
	return l.tables[name].(*table[T])
}

// label names entry i of table kind in messages: `unit "heavy-tank"`,
// `size class 3`, or `unit #3` when it has no usable id.
func label(kind string, m map[string]any, i int) string {
	k := kindNamed(kind)
	switch {
	case k != nil && k.labelFmt != "":
		if n, ok := m[k.key].(int64); ok {
			return fmt.Sprintf(k.labelFmt, n)
		}
	default:
		key := "id"
		if k != nil && k.key != "" {
			key = k.key // a system table's entries may be named by another field
		}
		if id, ok := m[key].(string); ok && strings.TrimSpace(id) != "" {
			return fmt.Sprintf("%s %q", kind, id)
		}
	}
	return fmt.Sprintf("%s #%d", kind, i+1)
}
