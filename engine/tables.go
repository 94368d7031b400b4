package engine

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"sort"
)

// A rule system may keep catalog tables of its own beside the shared unit
// and weapon types: a DSII system its [[dsii-chit]] mix, FFOTigers its
// [[ffot-stand]] qualities. The system registers each table here (its name
// and how to make an empty entry), and the templates register how its TOML
// table is read and checked (templates.RegisterTable). Its entries then
// live in Catalog.Tables, and a game records them, as it records unit
// types, when they enter play (DefineEntry) and brings them up to date
// with "update", as it does unit types (record.go).

// Entry is one entry of a rule system's own catalog table. The engine never
// changes an entry it holds: the catalog's are shared by every game.
type Entry interface {
	// EntryKey returns the id that names the entry in its table.
	EntryKey() string
	// EntryText returns the entry's name and values for the log: "veteran
	// stand: quality 5, save 4".
	EntryText() string
}

// TableDef is a rule system's own catalog table: the name of its TOML table
// ("ffot-stand"), which names it in the catalog and in a game's records too,
// and how to make an empty entry to read a record into.
type TableDef struct {
	Name string
	New  func() Entry
}

// tableDefs holds every registered table, by name.
var tableDefs = map[string]TableDef{}

// RegisterTable adds a rule system's own catalog table. It panics when the
// name is empty or taken already, or New is nil: a programming mistake
// found at start-up.
func RegisterTable(d TableDef) {
	if d.Name == "" || d.New == nil {
		panic(fmt.Sprintf("engine: catalog table %q needs a name of its own and a New", d.Name))
	}
	if _, ok := tableDefs[d.Name]; ok {
		panic(fmt.Sprintf("engine: catalog table %q is registered twice", d.Name))
	}
	tableDefs[d.Name] = d
}

// TableNamed returns the registered table named name, and whether there is
// one.
func TableNamed(name string) (TableDef, bool) {
	d, ok := tableDefs[name]
	return d, ok
}

// Tables holds a catalog's system tables: each table's entries, in the
// order the templates list them, by the table's name.
type Tables map[string][]Entry

// UnmarshalJSON reads tables back, each entry into the type its table's
// New makes; a table no system registers is an error.
func (t *Tables) UnmarshalJSON(b []byte) error {
	var raw map[string][]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	if raw == nil {
		*t = nil
		return nil
	}
	out := make(Tables, len(raw))
	for name, list := range raw {
		entries := make([]Entry, len(list))
		for i, r := range list {
			e, err := decodeEntry(name, r)
			if err != nil {
				return err
			}
			entries[i] = e
		}
		out[name] = entries
	}
	*t = out
	return nil
}

// decodeEntry reads one entry of table name from its JSON.
func decodeEntry(name string, data json.RawMessage) (Entry, error) {
	d, ok := tableDefs[name]
	if !ok {
		return nil, fmt.Errorf("engine: the catalog table %q is not one this build's rule systems keep", name)
	}
	e := d.New()
	if err := json.Unmarshal(data, e); err != nil {
		return nil, fmt.Errorf("engine: an entry of the catalog table %q cannot be read: %v", name, err)
	}
	return e, nil
}

// Entry returns the entry of table whose key is key, nil when none.
func (c *Catalog) Entry(table, key string) Entry {
	if c == nil {
		return nil
	}
	for _, e := range c.Tables[table] {
		if e.EntryKey() == key {
			return e
		}
	}
	return nil
}

// tables returns the catalog's system tables, nil for a nil catalog.
func (c *Catalog) tables() Tables {
	if c == nil {
		return nil
	}
	return c.Tables
}

// Entries returns the entries of table, in order.
func (c *Catalog) Entries(table string) []Entry {
	if c == nil {
		return nil
	}
	return c.Tables[table]
}

// FindEntry returns the entry of table whose key matches name as a referee
// types it (folded by NormalName), or an error with the closest keys.
func (c *Catalog) FindEntry(table, name string) (Entry, error) {
	n := NormalName(name)
	var keys []string
	for _, e := range c.Entries(table) {
		if NormalName(e.EntryKey()) == n {
			return e, nil
		}
		keys = append(keys, e.EntryKey())
	}
	return nil, &UnknownNameError{What: table, Name: name, Closest: Closest(name, keys, 3)}
}

// RecordedEntry returns the game's record of the entry of table with key,
// nil when its log holds none.
func (g *Game) RecordedEntry(table, key string) Entry {
	if g.Defs == nil {
		return nil
	}
	return g.Defs.Entry(table, key)
}

// EntryInPlay returns the entry of table with key as the game plays it: its
// record when it has one, else the catalog's; nil when neither has it.
func (g *Game) EntryInPlay(table, key string) Entry {
	if e := g.RecordedEntry(table, key); e != nil {
		return e
	}
	return g.Catalog.Entry(table, key)
}

// DefineEntry returns the entry of table whose key matches name as game
// plays it, and records the catalog's entry in the game's log when the game
// has no record of it yet (it enters play): from then on the game plays it
// as recorded, whatever templates are loaded later. It refuses a name
// neither the record nor the catalog knows.
func (r *Resolver) DefineEntry(table, name string) (Entry, error) {
	if r.g.Defs != nil {
		if e, err := r.g.Defs.FindEntry(table, name); err == nil {
			return e, nil
		}
	}
	e, err := r.g.Catalog.FindEntry(table, name)
	if err != nil {
		return nil, err
	}
	r.emit(Event{Kind: EventDefined, Type: e.EntryKey(), Def: &Definition{Table: table, Entry: e},
		Text: fmt.Sprintf("The game records %s as the templates give it: %s.", e.EntryKey(), e.EntryText())})
	return e, nil
}

// EntryRef names one entry of a system's own table.
type EntryRef struct {
	Table, Key string
}

// EntryUser is a System whose unit types use entries of its own tables (a
// stand's quality, a module's chits): when a unit type enters play, the
// game records each entry EntriesOf names beside the type (Define), as
// DefineEntry records one. A system whose entries enter play only by its
// own commands needs not implement it.
type EntryUser interface {
	EntriesOf(g *Game, t *UnitType) []EntryRef
}

// defineEntriesOf records the entries the game's system says unit type t
// uses, when it says any (EntryUser).
func (r *Resolver) defineEntriesOf(t *UnitType) error {
	u, ok := r.g.System().(EntryUser)
	if !ok {
		return nil
	}
	for _, ref := range u.EntriesOf(r.g, t) {
		if _, err := r.DefineEntry(ref.Table, ref.Key); err != nil {
			return err
		}
	}
	return nil
}

// applyDefinedEntry folds the "defined" event of a system table's entry:
// the record replaces any older record of it, copied on write.
func (g *Game) applyDefinedEntry(d *Definition) error {
	if d.Entry == nil || d.Entry.EntryKey() == "" {
		return Misfitf("a \"defined\" event of the table %q without an entry; the game's record of its rules data cannot be read", d.Table)
	}
	if _, ok := tableDefs[d.Table]; !ok {
		return Misfitf("a \"defined\" event of the catalog table %q, which no rule system of this build keeps", d.Table)
	}
	defs := g.Defs.cloneRecords()
	if defs.Tables == nil {
		defs.Tables = Tables{}
	}
	key := d.Entry.EntryKey()
	list := slices.DeleteFunc(slices.Clone(defs.Tables[d.Table]), func(e Entry) bool { return e.EntryKey() == key })
	defs.Tables[d.Table] = append(list, g.canonicalEntry(d.Table, d.Entry))
	g.Defs = defs
	return nil
}

// cloneRecords returns a copy of the game's records (c may be nil) whose
// lists and tables may be replaced without changing c.
func (c *Catalog) cloneRecords() *Catalog {
	out := &Catalog{}
	if c == nil {
		return out
	}
	out.Units, out.Weapons = c.Units, c.Weapons
	if len(c.Tables) > 0 {
		out.Tables = make(Tables, len(c.Tables))
		for name, list := range c.Tables {
			out.Tables[name] = list
		}
	}
	return out
}

// canonicalEntry returns the catalog's own entry where it equals e: a game
// whose templates did not change shares the catalog's entries.
func (g *Game) canonicalEntry(table string, e Entry) Entry {
	if ce := g.Catalog.Entry(table, e.EntryKey()); ce != nil && reflect.DeepEqual(ce, e) {
		return ce
	}
	return e
}

// recordedEntryKeys returns the table and key of every recorded entry of a
// system table, tables in name order, entries in the order recorded.
func (c *Catalog) recordedEntryKeys() []EntryRef {
	if c == nil {
		return nil
	}
	names := make([]string, 0, len(c.Tables))
	for name := range c.Tables {
		names = append(names, name)
	}
	sort.Strings(names)
	var out []EntryRef
	for _, name := range names {
		for _, e := range c.Tables[name] {
			out = append(out, EntryRef{name, e.EntryKey()})
		}
	}
	return out
}
