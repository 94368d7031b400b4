package templates

import (
	"fmt"
	"strings"

	"ogretable/engine"
)

// A rule system's own catalog tables ([[ffot-stand]], [[dsii-chit]]) are
// registered by the system's package of the templates layer (templates/
// SYSTEMtables, which its bundle links in), from its init: engine.RegisterTable says how the
// engine reads a record of an entry back, RegisterTable here how the
// templates read and check its TOML table. Its entries then load as the
// shared ones do: built in (a data file of the system's) or from a
// house-rules folder, an entry with a built-in id giving only what it
// changes, and every problem an *Error with the file, the line, the entry
// and the field (`house.toml:3: ffot-stand "veteran": field "save": ...`).

// SystemTable is how the templates read a rule system's own table of
// entries of type T, whose toml-tagged fields are the table's fields (any
// other field is reported as unknown) and whose "id" field keys them.
type SystemTable[T any] struct {
	// Name is the TOML table's name, as the system gave it to
	// engine.RegisterTable: "ffot-stand".
	Name string
	// Key is the field whose value names an entry (its EntryKey), lower-case
	// words joined by hyphens: "id" when empty; "unit" for a table whose
	// entries each give the figures of one unit type ([[ffot-stand]]),
	// "chit" for the cup's ([[dsii-chit]]).
	Key string
	// Label, when not "", is the format of an entry's name in messages,
	// given its key when the key is a whole number: "reinforcement roll %d"
	// (otherwise an entry is named by its table and key: `ffot-stand
	// "heavy-tank"`).
	Label string
	// Required names the fields a new entry must give, for the message of a
	// house rule that lacks one and the help's marks: `"id", "name" and
	// "quality"`; the fields only one kind of entry gives follow in clauses
	// of their own after "; ", each "for" that kind: `"unit"; for infantry
	// "class"` (see requiredFields).
	Required string
	// NoneBuiltIn says that the program ships no entry of the table
	// ([[ffot-stand]]: every figure is the referee's), so the message of a
	// house rule that lacks a field does not offer to override one.
	NoneBuiltIn bool
	// Check checks one entry as its file gives it (the loader has checked
	// its id already); nil when the types check is enough.
	Check func(c *Check, v *T)
	// Cross checks one entry against the rest of the catalog once every
	// file is loaded (the unit types it names); nil when nothing to check.
	Cross func(c *Check, v *T)
	// About says what the table is, and Fields what each of its fields
	// does (every field the loader reads into T, "weapons.rof" for a
	// field of a list's tables), for "ogretable help templates"; a field
	// they leave out is listed without a word, and found by Undocumented.
	About  string
	Fields FieldDocs
}

// RegisterTable adds a rule system's own table kind to the template files,
// after the kinds known: its entries go into the catalog's Tables, under
// t.Name. It panics when the engine has no table of that name (register it
// there first) or the templates have one already: a programming mistake
// found at start-up. It is meant for a system's init, before any Load.
func RegisterTable[T any, P interface {
	*T
	engine.Entry
}](t SystemTable[T]) {
	if _, ok := engine.TableNamed(t.Name); !ok {
		panic(fmt.Sprintf("templates: table [[%s]] is not a table the engine knows; call engine.RegisterTable first", t.Name))
	}
	key := t.Key
	if key == "" {
		key = "id"
	}
	register(define(t.Name, spec[T]{
		key: key, keyOf: func(v *T) string { return P(v).EntryKey() }, label: t.Label,
		required: t.Required, noneBuiltIn: t.NoneBuiltIn, about: t.About, docs: t.Fields,
		check: func(l *loader, e *entry[*T]) {
			requireKey(l, e, key, P(e.v).EntryKey())
			if t.Check != nil {
				t.Check(newCheck(l, e), e.v)
			}
		},
		cross: func(l *loader, list []*entry[*T]) {
			if t.Cross == nil {
				return
			}
			for _, e := range list {
				t.Cross(newCheck(l, e), e.v)
			}
		},
		add: func(c *engine.Catalog, v *T) {
			if c.Tables == nil {
				c.Tables = engine.Tables{}
			}
			c.Tables[t.Name] = append(c.Tables[t.Name], P(v))
		},
	}))
}

// Check reports the problems of one entry of a system's table, each with
// its file, its line and the entry's name, as the shared tables' are.
type Check struct {
	has      func(field string) bool
	line     func(field string) int
	itemLine func(list string, i int) int
	problem  func(line int, field, msg string)
	missing  func(field, more string)
	// counts and countTypes check a list of {type, count, side} (Counts,
	// CountTypes).
	counts     func(list string, counts []engine.Count)
	countTypes func(list string, counts []engine.Count)
	l          *loader
	// entryLine is the line the entry begins on.
	entryLine int
}

func newCheck[T any](l *loader, e *entry[T]) *Check {
	return &Check{
		has:      e.has,
		line:     e.at.at,
		itemLine: func(list string, i int) int { return e.at.sub(list, i).line },
		problem: func(line int, field, msg string) {
			report(l, e, line, field, "%s", msg)
		},
		missing:    func(field, more string) { missing(l, e, field, more) },
		counts:     func(list string, counts []engine.Count) { checkCounts(l, e, list, counts, nil) },
		countTypes: func(list string, counts []engine.Count) { checkTypes(l, e, list, counts) },
		l:          l,
		entryLine:  e.at.line,
	}
}

// RequireText reports whether the entry gives field with a value other
// than blanks, reporting the field missing or empty when it does not.
func (c *Check) RequireText(field, value string) bool {
	if !c.Has(field) {
		c.Missing(field)
		return false
	}
	if strings.TrimSpace(value) == "" {
		c.problem(c.line(field), field, fmt.Sprintf("field %q must not be empty", field))
		return false
	}
	return true
}

// MissingWhy reports that the entry lacks field, with more after the
// field's name (" (early or late)").
func (c *Check) MissingWhy(field, more string) { c.missing(field, more) }

// EntryProblem reports a problem of the entry as a whole, on the entry's
// line, under field.
func (c *Check) EntryProblem(field, msg string) { c.problem(c.entryLine, field, msg) }

// Has reports whether the entry gives field (a house rule overriding a
// built-in entry gives only what it changes; the rest is the built-in's).
func (c *Check) Has(field string) bool { return c.has(field) }

// Missing reports that the entry lacks field; a new entry of a house-rules
// file is told too every field its table needs.
func (c *Check) Missing(field string) { c.missing(field, "") }

// Problem reports a problem of field, on the field's line (the entry's when
// the field is not given; an inline table's field, "treads.armor", on the
// table's): `field "save": ...`.
func (c *Check) Problem(field, format string, args ...any) {
	c.problem(c.line(strings.SplitN(field, ".", 2)[0]), field, fmt.Sprintf("field %q: %s", field, fmt.Sprintf(format, args...)))
}

// ItemProblem reports a problem of the i-th item (from 0) of list field
// list, on the item's line: `field "chits[2]": ...`.
func (c *Check) ItemProblem(list string, i int, format string, args ...any) {
	field := fmt.Sprintf("%s[%d]", list, i+1)
	c.problem(c.itemLine(list, i), field, fmt.Sprintf("field %q: %s", field, fmt.Sprintf(format, args...)))
}

// KnownUnit reports whether id is a unit type of the catalog being loaded
// (for Cross: every file merged).
func (c *Check) KnownUnit(id string) bool { return c.l.knownUnit(id) }

// UnitKind returns the kind of unit type id of the catalog being loaded
// (for Cross: every file merged), and false when the catalog has no such
// unit.
func (c *Check) UnitKind(id string) (engine.Kind, bool) {
	units := tableOf[engine.UnitType](c.l, "unit")
	i, ok := units.keys()[id]
	if !ok || i < 0 || i >= len(units.list) {
		return "", false
	}
	return units.list[i].v.Kind, true
}

// Counts checks list, the entry's field of {type, count, side} tables
// (a scenario's forces, a reinforcement's units) as the shared tables' are:
// each gives a type and a count of at least 1.
func (c *Check) Counts(list string, counts []engine.Count) { c.counts(list, counts) }

// CountTypes reports each item of list, the entry's field of {type, count,
// side} tables, whose type the catalog lacks, on the item's line (for
// Cross: every file merged).
func (c *Check) CountTypes(list string, counts []engine.Count) { c.countTypes(list, counts) }

// UnknownUnit reports that field names a unit type the catalog lacks, with
// the closest ids.
func (c *Check) UnknownUnit(field, id string) {
	c.problem(c.line(strings.SplitN(field, "[", 2)[0]), field, fmt.Sprintf("field %q: unknown unit %q%s", field, id, didYouMean(id, c.l.unitIDs())))
}
