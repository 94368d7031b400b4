package engine

import "slices"

// nameIndex is a catalog's unit types by their names, as Catalog.Unit
// matches them: a lookup is a few map reads where a walk of the catalog
// folds every id, name and alias again (and a name that matches none,
// as a typo or a fuzzer's input gives, folded them three times over).
// It answers as the walk does: of the unit types that match at the first
// step that has any, the first in the catalog's order.
type nameIndex struct {
	units []*UnitType // the catalog's Units when the index was made
	// exact, alias and loose give the first unit (an index into units)
	// with a key: an id or name folded by NormalName, an alias folded so,
	// and any of the nameKeys of an id, name or alias (SameName's keys).
	exact, alias, loose map[string]int
	// names are the units' names in order, and folded the same by
	// NormalName, for the closest names of an error.
	names, folded []string
}

// nameIndex returns c's index of names, made again when c.Units is not
// the list it was made from (an entry added, removed, or replaced in
// place; a copy of the catalog that changed its own list). A unit type's
// id, name and aliases are not changed once it is in a catalog: another
// entry replaces it.
//
// A catalog shared between goroutines needs no lock: the index is
// stored atomically and only read afterwards. One that is shared should
// be indexed before it is (IndexNames), as a copy of the struct (c := *cat)
// is a plain read of the stored index.
func (c *Catalog) nameIndex() *nameIndex {
	if ix, _ := c.names.Load().(*nameIndex); ix != nil && slices.Equal(ix.units, c.Units) {
		return ix
	}
	ix := newNameIndex(c.Units)
	c.names.Store(ix)
	return ix
}

// IndexNames makes the index Unit looks names up in, for the catalog's
// unit types as they are. Unit makes it when it first needs it, and again
// when Units changed since; a catalog shared between goroutines (one that
// templates loads) is indexed before it is shared.
func (c *Catalog) IndexNames() { c.nameIndex() }

// newNameIndex indexes units.
func newNameIndex(units []*UnitType) *nameIndex {
	ix := &nameIndex{units: slices.Clone(units),
		exact: make(map[string]int, 2*len(units)), alias: map[string]int{}, loose: make(map[string]int, 3*len(units)),
		names: make([]string, len(units)), folded: make([]string, len(units))}
	first := func(m map[string]int, key string, i int) {
		if _, ok := m[key]; !ok {
			m[key] = i
		}
	}
	for i, u := range units {
		ix.names[i], ix.folded[i] = u.Name, NormalName(u.Name)
		first(ix.exact, NormalName(u.ID), i)
		first(ix.exact, ix.folded[i], i)
		for _, n := range append([]string{u.ID, u.Name}, u.Aliases...) {
			for _, k := range nameKeys(n) {
				first(ix.loose, k, i)
			}
		}
		for _, a := range u.Aliases {
			first(ix.alias, NormalName(a), i)
		}
	}
	return ix
}

// unit returns the unit type name names, as Catalog.Unit matches it, or
// nil.
func (ix *nameIndex) unit(name string) *UnitType {
	n := NormalName(name)
	if i, ok := ix.exact[n]; ok {
		return ix.units[i]
	}
	if i, ok := ix.alias[n]; ok {
		return ix.units[i]
	}
	// Then looser: spaces left out, roman numerals as digits ("markv",
	// "mark5" and "MarkV" are the Mark V); an empty key matches nothing.
	best := -1
	for _, k := range nameKeys(name) {
		if i, ok := ix.loose[k]; ok && k != "" && (best < 0 || i < best) {
			best = i
		}
	}
	if best < 0 {
		return nil
	}
	return ix.units[best]
}
