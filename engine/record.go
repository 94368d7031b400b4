package engine

import (
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
)

// A game keeps the rules data it was played with (ARCHITECTURE.md, Decisions, A game keeps
// its data): when a unit type first enters play, its definition as the
// catalog gives it then, house rules included, goes into the game's log as
// a "defined" event, with the weapon types it mounts; the game's units take
// their values from that record from then on, whatever templates are
// loaded later. "update" brings a record up to date with the catalog, as a
// logged command. Games whose log holds no record of a type (written
// before records were kept) take it from the catalog, as they always did.

// Definition is the record of one catalog entry in a game's log: a unit
// type and the weapon types it mounts, or an entry of a rule system's own
// table (Table and Entry, tables.go).
type Definition struct {
	Unit    *UnitType     `json:"unit"`
	Weapons []*WeaponType `json:"weapons,omitempty"`
	// Update is set when the referee brought the record up to date
	// ("update"), not when the type first entered play.
	Update bool `json:"update,omitempty"`
	// Table names the system table of Entry, "" for a unit type's record.
	Table string `json:"table,omitempty"`
	Entry Entry  `json:"entry,omitempty"`
}

// MarshalJSON writes the record; a unit type's record reads as it did
// before system tables ("unit" always present).
func (d *Definition) MarshalJSON() ([]byte, error) {
	if d.Table == "" {
		return json.Marshal(struct {
			Unit    *UnitType     `json:"unit"`
			Weapons []*WeaponType `json:"weapons,omitempty"`
			Update  bool          `json:"update,omitempty"`
		}{d.Unit, d.Weapons, d.Update})
	}
	return json.Marshal(struct {
		Update bool   `json:"update,omitempty"`
		Table  string `json:"table"`
		Entry  Entry  `json:"entry"`
	}{d.Update, d.Table, d.Entry})
}

// UnmarshalJSON reads a record back, a system table's entry into the type
// its table makes (tables.go).
func (d *Definition) UnmarshalJSON(b []byte) error {
	var raw struct {
		Unit    *UnitType       `json:"unit"`
		Weapons []*WeaponType   `json:"weapons"`
		Update  bool            `json:"update"`
		Table   string          `json:"table"`
		Entry   json.RawMessage `json:"entry"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	*d = Definition{Unit: raw.Unit, Weapons: raw.Weapons, Update: raw.Update, Table: raw.Table}
	if raw.Table == "" || len(raw.Entry) == 0 || string(raw.Entry) == "null" {
		return nil
	}
	e, err := decodeEntry(raw.Table, raw.Entry)
	if err != nil {
		return err
	}
	d.Entry = e
	return nil
}

// definitionOf returns the record of unit type t with the weapon types of
// catalog c it mounts, copied.
func definitionOf(c *Catalog, t *UnitType) (*Definition, error) {
	u := *t
	u.Aliases, u.Split, u.Special = slices.Clone(t.Aliases), slices.Clone(t.Split), slices.Clone(t.Special)
	u.Weapons = slices.Clone(t.Weapons)
	if t.Own != nil {
		u.Own = t.Own.CloneUnitOwn()
	}
	d := &Definition{Unit: &u}
	for _, m := range t.Weapons {
		w := c.Weapon(m.Weapon)
		if w == nil {
			return nil, Refusef("unit type %s mounts unknown weapon %q", t.ID, m.Weapon)
		}
		if !slices.ContainsFunc(d.Weapons, func(x *WeaponType) bool { return x.ID == w.ID }) {
			cw := *w
			d.Weapons = append(d.Weapons, &cw)
		}
	}
	return d, nil
}

// Recorded returns the game's record of the unit type with id, nil when
// its log holds none.
func (g *Game) Recorded(id string) *UnitType {
	if g.Defs == nil {
		return nil
	}
	return g.Defs.unitByID(id)
}

// UnitType returns the unit type whose id, name or alias matches name: the
// game's record of it when it has one, else the catalog's, else one its
// system plays (UnitTyper). It errors with the closest names when none
// knows it.
func (g *Game) UnitType(name string) (*UnitType, error) {
	if g.Defs != nil {
		if t := g.Defs.nameIndex().unit(name); t != nil {
			return t, nil
		}
	}
	if g.Catalog == nil {
		return nil, Refusef("no unit type named %q", name)
	}
	t, err := g.Catalog.Unit(name)
	if err == nil {
		return t, nil
	}
	own := g.systemUnits()
	if own == nil {
		return nil, err
	}
	t, oerr := own.Unit(name)
	if oerr == nil {
		return t, nil
	}
	un, ok1 := err.(*UnknownNameError)
	oun, ok2 := oerr.(*UnknownNameError)
	if ok1 && ok2 {
		// The closest names of both, the system's first.
		closest := append(slices.Clone(oun.Closest), un.Closest...)
		un.Closest = closest[:min(3, len(closest))]
	}
	return nil, err
}

// systemUnits returns the unit types the game's system plays beyond the
// catalog's (UnitTyper), as a catalog of units; nil when none.
func (g *Game) systemUnits() *Catalog {
	ut, ok := g.System().(UnitTyper)
	if !ok {
		return nil
	}
	units := ut.SystemUnits(g)
	if len(units) == 0 {
		return nil
	}
	return &Catalog{Units: units}
}

// templateUnit returns the unit type with id as the templates loaded now
// give it: the catalog's, else one the game's system plays; nil when
// neither has it.
func (g *Game) templateUnit(id string) *UnitType {
	if g.Catalog != nil {
		if t := g.Catalog.unitByID(id); t != nil {
			return t
		}
	}
	if own := g.systemUnits(); own != nil {
		return own.unitByID(id)
	}
	return nil
}

// UnitByIDInPlay returns the unit type with id, recorded, of the catalog or
// played by the game's system.
func (g *Game) UnitByIDInPlay(id string) *UnitType {
	if t := g.Recorded(id); t != nil {
		return t
	}
	return g.templateUnit(id)
}

// WeaponTypes returns the catalog the game's weapons are read from: the
// game's records over the catalog.
func (g *Game) WeaponTypes() *Catalog {
	if g.Defs == nil {
		return g.Catalog
	}
	merged := &Catalog{Weapons: slices.Clone(g.Defs.Weapons)}
	if g.Catalog != nil {
		for _, w := range g.Catalog.Weapons {
			if g.Defs.Weapon(w.ID) == nil {
				merged.Weapons = append(merged.Weapons, w)
			}
		}
	}
	return merged
}

// applyDefined folds a "defined" event: the record replaces any older
// record of the type and of its weapon types, and units of the type in play
// take its values (an update). The records are copied on write, so clones
// of the game keep theirs.
func (g *Game) applyDefined(e Event) error {
	d := e.Def
	if d != nil && d.Table != "" {
		return g.applyDefinedEntry(d)
	}
	if d == nil || d.Unit == nil || d.Unit.ID == "" {
		return Misfitf("a \"defined\" event without a unit type; the game's record of its rules data cannot be read")
	}
	defs := g.Defs.cloneRecords()
	if g.Defs != nil {
		defs.Units = slices.DeleteFunc(slices.Clone(g.Defs.Units), func(u *UnitType) bool { return u.ID == d.Unit.ID })
		defs.Weapons = slices.DeleteFunc(slices.Clone(g.Defs.Weapons), func(w *WeaponType) bool {
			return slices.ContainsFunc(d.Weapons, func(x *WeaponType) bool { return x.ID == w.ID })
		})
	}
	unit, weapons := g.canonical(d)
	defs.Units = append(defs.Units, unit)
	defs.Weapons = append(defs.Weapons, weapons...)
	g.Defs = defs
	d = &Definition{Unit: unit, Weapons: weapons}
	for _, u := range g.Units {
		if u.TypeID != d.Unit.ID {
			continue
		}
		u.Type = d.Unit
		if err := g.System().Retype(g, u); err != nil {
			return err
		}
	}
	return nil
}

// canonical returns the record's unit and weapon types, each the catalog's
// own entry where the record equals it: a game whose templates did not
// change shares the catalog's types, as a game before records did.
func (g *Game) canonical(d *Definition) (*UnitType, []*WeaponType) {
	unit := d.Unit
	if g.Catalog != nil {
		if ct := g.Catalog.unitByID(unit.ID); ct != nil && sameUnitType(ct, unit) {
			unit = ct
		}
	}
	weapons := make([]*WeaponType, len(d.Weapons))
	for i, w := range d.Weapons {
		weapons[i] = w
		if g.Catalog != nil {
			if cw := g.Catalog.Weapon(w.ID); cw != nil && *cw == *w {
				weapons[i] = cw
			}
		}
	}
	return unit, weapons
}

// sameUnitType reports whether two unit types hold the same values, an
// empty list and none alike (as a record read back from JSON has them).
func sameUnitType(a, b *UnitType) bool {
	x, y := *a, *b
	for _, t := range []*UnitType{&x, &y} {
		if len(t.Aliases) == 0 {
			t.Aliases = nil
		}
		if len(t.Split) == 0 {
			t.Split = nil
		}
		if len(t.Special) == 0 {
			t.Special = nil
		}
		if len(t.Weapons) == 0 {
			t.Weapons = nil
		}
	}
	return reflect.DeepEqual(x, y)
}

// Define emits the record of unit type t when the game has none yet, and
// the records of the entries of its system's own tables that t uses
// (EntryUser) that the game has none of.
func (r *Resolver) Define(t *UnitType) error {
	if r.g.Recorded(t.ID) != nil {
		return r.defineEntriesOf(t)
	}
	d, err := definitionOf(r.g.Catalog, t)
	if err != nil {
		return err
	}
	stats := StatsText(t)
	if stats == "" {
		// A type whose values a system's own table gives (an OGRE for DSII
		// design), recorded next as its entry.
		stats = "a unit type of its rule system, whose record follows"
	}
	r.emit(Event{Kind: EventDefined, Type: t.ID, Def: d,
		Text: fmt.Sprintf("The game records %s as the templates give it: %s.", t.Name, stats)})
	return r.defineEntriesOf(t)
}

// StatsText returns a unit type's values for the record: "attack 4, range
// 2, defence 3, move 3"; "" for an Ogre that has none of them, a type whose
// values its rule system's own table gives (an OGRE for DSII design).
func StatsText(t *UnitType) string {
	var parts []string
	if len(t.Split) > 0 {
		s := make([]string, len(t.Split))
		for i, p := range t.Split {
			s[i] = FormatNumber(p)
		}
		parts = append(parts, "attack "+strings.Join(s, "+"))
	} else if t.Attack > 0 {
		parts = append(parts, "attack "+FormatNumber(t.Attack))
	}
	if t.Range > 0 {
		parts = append(parts, "range "+FormatNumber(t.Range))
	}
	if t.Kind != KindOgre {
		parts = append(parts, "defence "+FormatNumber(t.Defense))
	}
	if t.Kind == KindOgre && t.Move == 0 && t.Treads == 0 && len(parts) == 0 {
		return ""
	}
	parts = append(parts, "move "+FormatNumber(t.Move))
	if t.Treads > 0 {
		parts = append(parts, fmt.Sprintf("%d treads", t.Treads))
	}
	return strings.Join(parts, ", ")
}

// update resolves "update TYPE" and "update all": the game's record of the
// type (of every recorded type) is brought up to date with the catalog
// loaded now, where the two differ.
func (r *Resolver) update() error {
	g := r.g
	var ids []string
	var entries []EntryRef // of the system tables
	if strings.EqualFold(r.cmd.Type, "all") {
		if g.Defs != nil {
			for _, u := range g.Defs.Units {
				ids = append(ids, u.ID)
			}
		}
		entries = g.Defs.recordedEntryKeys()
	} else {
		t, err := g.UnitType(r.cmd.Type)
		if err != nil {
			entry, ok, eerr := g.entryNamed(r.cmd.Type)
			if !ok {
				return err
			}
			if eerr != nil {
				return eerr
			}
			entries = []EntryRef{entry}
		} else {
			if g.Recorded(t.ID) == nil {
				return Refusef("the game has no record of %s yet: it takes its values from the templates when it first enters play", t.Name)
			}
			ids = []string{t.ID}
			// A system's unit type is played as an entry of its table (a
			// DSII design): the entry of the same key comes up to date too.
			if entry, ok, eerr := g.entryNamed(t.ID); ok && eerr == nil {
				entries = []EntryRef{entry}
			}
		}
	}
	changed := 0
	var missing []string
	for _, id := range ids {
		old := g.Recorded(id)
		now := g.templateUnit(id)
		if now == nil {
			missing = append(missing, id) // the templates loaded now lack it: the record stands
			continue
		}
		d, err := definitionOf(g.Catalog, now)
		if err != nil {
			return err
		}
		oldDef, _ := definitionOf(g.WeaponTypes(), old)
		if reflect.DeepEqual(oldDef, d) {
			continue
		}
		changed++
		d.Update = true
		r.emit(Event{Kind: EventDefined, Type: id, Def: d,
			Text: fmt.Sprintf("The referee brings %s up to date with the templates: %s (was %s).", now.Name, StatsText(now), StatsText(old))})
	}
	for _, te := range entries {
		old, now := g.RecordedEntry(te.Table, te.Key), g.Catalog.Entry(te.Table, te.Key)
		if now == nil {
			missing = append(missing, te.Key)
			continue
		}
		if reflect.DeepEqual(old, now) {
			continue
		}
		changed++
		r.emit(Event{Kind: EventDefined, Type: te.Key, Def: &Definition{Table: te.Table, Entry: now, Update: true},
			Text: fmt.Sprintf("The referee brings %s up to date with the templates: %s (was %s).", te.Key, now.EntryText(), old.EntryText())})
	}
	switch {
	case changed == 0 && len(missing) == len(ids)+len(entries):
		return Refusef("the templates loaded now have no %s, so there is nothing to bring the game's record up to; load the templates that define it (--templates DIR)", strings.Join(missing, ", "))
	case changed == 0:
		return Refusef("the game's record already matches the templates loaded now; nothing to update")
	}
	r.noRoll("for an update of the game's rules data")
	return nil
}

// entryNamed returns the table and key of the system table entry whose key
// matches name, recorded or of the catalog, and whether one does; err
// refuses an entry the game has no record of yet.
func (g *Game) entryNamed(name string) (entry EntryRef, ok bool, err error) {
	for _, te := range g.Defs.recordedEntryKeys() {
		if NormalName(te.Key) == NormalName(name) {
			return te, true, nil
		}
	}
	for _, table := range slices.Sorted(maps.Keys(g.Catalog.tables())) {
		if e, ferr := g.Catalog.FindEntry(table, name); ferr == nil {
			return EntryRef{table, e.EntryKey()}, true, Refusef("the game has no record of %s yet: it takes its values from the templates when it first enters play", e.EntryKey())
		}
	}
	return entry, false, nil
}
