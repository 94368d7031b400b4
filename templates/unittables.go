package templates

import (
	"fmt"

	"ogretable/engine"
)

// A rule system's table whose entries are unit types of the catalog (the
// Ogre CRT's [[walker]] designs, 000 FAQ, Walkers) is registered by the
// system's package of the templates layer (RegisterUnitTable): its entries
// load as the shared ones do, each added to the catalog's units as the
// unit type it is played as, and a file of such entries alone reads back
// through ReadUnitTable (a design file the program exports).

// UnitTable is how the templates read a rule system's table of entries of
// type T, each played as a unit type, whose toml-tagged fields are the
// table's fields.
type UnitTable[T any] struct {
	// Name is the TOML table's name: "walker".
	Name string
	// Key is the field whose value names an entry, and KeyOf the unit type
	// id that value gives ("name", "walker:hoplite"): two entries of one id
	// in a layer are an error, a house rule's replaces a built-in one.
	Key   string
	KeyOf func(v *T) string
	// Required names the fields a new entry must give, as
	// SystemTable.Required does.
	Required string
	// Check checks one entry as its file gives it; nil when the types
	// check is enough.
	Check func(c *Check, v *T)
	// UnitType returns the entry as the unit type the catalog holds.
	UnitType func(v *T) *engine.UnitType
	// About says what the table is, and Fields what each of its fields
	// does, for "ogretable help templates".
	About  string
	Fields FieldDocs
	// Holds and None are a file of the table's entries' (ReadUnitTable)
	// messages: what such a file is ("a walker file"), and what a file
	// without an entry lacks ("a walker file holds one for each design").
	Holds, None string
}

// unitTables is the file messages of the registered unit tables by name.
var unitTables = map[string][2]string{}

// RegisterUnitTable adds a rule system's table of unit types to the
// template files, after the kinds known. It panics when the templates have
// a table of that name already: a programming mistake found at start-up.
// It is meant for a system's init, before any Load.
func RegisterUnitTable[T any](t UnitTable[T]) {
	register(define(t.Name, spec[T]{
		key: t.Key, keyOf: t.KeyOf, required: t.Required, about: t.About, docs: t.Fields,
		check: func(l *loader, e *entry[*T]) {
			if t.Check != nil {
				t.Check(newCheck(l, e), e.v)
			}
		},
		add: func(c *engine.Catalog, v *T) { c.Units = append(c.Units, t.UnitType(v)) },
	}))
	unitTables[t.Name] = [2]string{t.Holds, t.None}
}

// ReadUnitTable reads a file named name of the entries of the unit table
// named table (RegisterUnitTable): every entry, in order. It checks the
// file as Load checks a file of the templates folder: every problem (TOML
// that does not parse, a field it does not know, an entry the rules
// refuse, a table of another kind, no entry at all) is an *Error naming
// the file, the line, the entry and the field, all of them joined.
func ReadUnitTable[T any](table, name string, body []byte) ([]T, error) {
	msgs, ok := unitTables[table]
	if !ok {
		return nil, fmt.Errorf("templates: [[%s]] is no table of unit types this build registers", table)
	}
	l := newLoader()
	src := &source{name: name, user: true}
	l.file(src, body)
	for _, k := range kinds {
		if k.name == table {
			continue
		}
		if len(l.tables[k.name].ids()) > 0 {
			l.add(&Error{File: name, Line: scan(string(body)).topLine(k.name),
				Msg: fmt.Sprintf("a [[%s]] table: %s holds [[%s]] tables only; put other entries in a file of the templates folder", k.name, msgs[0], table)})
		}
	}
	entries := tableOf[T](l, table)
	if len(entries.list) == 0 && len(l.errs) == 0 {
		l.add(&Error{File: name, Msg: fmt.Sprintf("no [[%s]] table: %s", table, msgs[1])})
	}
	if err := l.err(); err != nil {
		return nil, err
	}
	out := make([]T, len(entries.list))
	for i, e := range entries.list {
		out[i] = *e.v
	}
	return out, nil
}
