package engine

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
)

// SnapshotVersion is the format of the snapshots Snapshot writes. Raise it
// whenever a change to Apply, or to what a Game holds, would make a saved
// state differ from a replay of the same events: RestoreGame refuses a
// snapshot of another version, and the caller replays the log instead.
const SnapshotVersion = 7

// snapshotFile is a snapshot as JSON: the game, the format it is written
// in, and the fingerprint of the catalog it was played with.
type snapshotFile struct {
	Version int    `json:"version"`
	Catalog string `json:"catalog"`
	Game    *Game  `json:"game"`
	// Ext is the game's system state (Game.Ext), when it has one.
	Ext json.RawMessage `json:"ext,omitempty"`
	// UnitExt is each unit's system state (Unit.Ext), in the order of
	// the game's units; null for a unit that has none.
	UnitExt []json.RawMessage `json:"unit_ext,omitempty"`
}

// Snapshot returns the game's state as JSON, from which RestoreGame makes
// it again exactly. A snapshot is a cache of a replay: it is valid only with
// the same catalog (it records the catalog's fingerprint) and with an Apply
// that folds events as this one does (SnapshotVersion).
func (g *Game) Snapshot() ([]byte, error) {
	if g.Catalog == nil {
		return nil, fmt.Errorf("engine: a game without a catalog cannot be saved")
	}
	for _, u := range g.Units {
		if u.Type == nil || u.TypeID != u.Type.ID {
			return nil, fmt.Errorf("engine: unit %s has no catalog type to save", u.Label)
		}
	}
	fp, err := g.Catalog.fingerprint()
	if err != nil {
		return nil, err
	}
	f := snapshotFile{Version: SnapshotVersion, Catalog: fp, Game: g}
	if g.Ext != nil {
		if f.Ext, err = json.Marshal(g.Ext); err != nil {
			return nil, fmt.Errorf("engine: the game's %s state cannot be saved: %v", g.System().Name(), err)
		}
	}
	if len(g.Units) > 0 {
		f.UnitExt = make([]json.RawMessage, len(g.Units))
		for i, u := range g.Units {
			if u.Ext == nil {
				f.UnitExt[i] = json.RawMessage("null")
				continue
			}
			if f.UnitExt[i], err = json.Marshal(u.Ext); err != nil {
				return nil, fmt.Errorf("engine: unit %s's %s state cannot be saved: %v", u.Label, g.System().Name(), err)
			}
		}
	}
	data, err := json.Marshal(f)
	if err != nil {
		return nil, fmt.Errorf("engine: the game cannot be saved: %v", err)
	}
	return data, nil
}

// RestoreGame returns the game saved in data by Snapshot, linked to catalog
// c: every unit to its type by its type id, every weapon to its weapon type
// (a split-fire unit's guns to their own types, as a new unit of the type
// gets them). It errors when data is not a snapshot this build can read, was
// taken with another catalog, or does not hold a consistent game; a caller
// then rebuilds the game by replaying its log.
func RestoreGame(c *Catalog, data []byte) (*Game, error) {
	var f snapshotFile
	// The units' system states, most of a snapshot, are each read by the
	// game's system (relink), which checks them whole: the decoder reads
	// the rest, when the states can be cut out as Snapshot writes them.
	var head io.Reader = bytes.NewReader(data)
	n, unitExt, cut := cutUnitExt(data)
	if cut {
		head = io.MultiReader(bytes.NewReader(data[:n]), strings.NewReader("}"))
	}
	dec := json.NewDecoder(head)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("engine: the snapshot cannot be read: %v", err)
	}
	if dec.More() {
		return nil, fmt.Errorf("engine: the snapshot has data after its end")
	}
	if cut {
		f.UnitExt = unitExt // after any other unit_ext, as the decoder reads a key given twice
	}
	if f.Version != SnapshotVersion {
		return nil, fmt.Errorf("engine: the snapshot is of version %d, and this build reads version %d", f.Version, SnapshotVersion)
	}
	fp, err := c.fingerprint()
	if err != nil {
		return nil, err
	}
	if f.Catalog != fp {
		return nil, fmt.Errorf("engine: the snapshot was taken with another unit catalog")
	}
	g := f.Game
	if g == nil {
		return nil, fmt.Errorf("engine: the snapshot holds no game")
	}
	g.Catalog = c
	for i, u := range g.Units {
		if u == nil {
			return nil, fmt.Errorf("engine: unit %d of the snapshot is empty", i+1)
		}
	}
	if len(f.UnitExt) != len(g.Units) {
		return nil, fmt.Errorf("engine: the snapshot has the state of %d units for %d units", len(f.UnitExt), len(g.Units))
	}
	if err := g.relink(f.UnitExt); err != nil {
		return nil, err
	}
	if g.Ext, err = g.System().DecodeState(g, f.Ext); err != nil {
		return nil, fmt.Errorf("engine: the snapshot's %s state cannot be read: %v", g.System().Name(), err)
	}
	return g, nil
}

// cutUnitExt cuts the units' states out of a snapshot as Snapshot writes
// it: the object's last member is "unit_ext", an array of objects and
// nulls. It returns the length of the snapshot before that member (the
// rest of the snapshot is data[:n] and a closing brace) and each state
// (parts of data, which the decoder would check and copy, and which the
// game's system checks whole as it reads them); false for anything else,
// which the decoder reads whole. Finding the ends of the states
// takes a pass over their bytes that checks nothing but the strings and
// the brackets, much faster than the decoder's.
func cutUnitExt(data []byte) (n int, states []json.RawMessage, ok bool) {
	const key = `,"unit_ext":[`
	end := len(bytes.TrimRight(data, " \t\r\n"))
	if end < 2 || data[0] != '{' || string(data[end-2:end]) != "]}" {
		return 0, nil, false
	}
	// One pass over the brackets, the commas and the strings: the last
	// comma between the object's members, and the commas of that last
	// member's array.
	last, depth := -1, 0
	var commas []int
	for i := 0; i < end; i++ {
		c := data[i]
		if !structural[c] {
			continue
		}
		switch c {
		case '"':
			if i = stringEnd(data, i+1); i < 0 {
				return 0, nil, false
			}
		case '{', '[':
			depth++
		case '}', ']':
			depth--
		case ',':
			switch depth {
			case 1:
				last, commas = i, commas[:0]
			case 2:
				commas = append(commas, i)
			}
		}
	}
	if depth != 0 || last < 0 || !bytes.HasPrefix(data[last:], []byte(key)) {
		return 0, nil, false
	}
	// The states, each an object or null.
	from := last + len(key)
	if from == end-2 {
		return last, nil, true
	}
	states = make([]json.RawMessage, 0, len(commas)+1)
	for _, to := range append(commas, end-2) {
		v := data[from:to]
		if len(v) < 2 || (string(v) != "null" && (v[0] != '{' || v[len(v)-1] != '}')) {
			return 0, nil, false
		}
		states = append(states, v)
		from = to + 1
	}
	return last, states, true
}

// structural marks the bytes cutUnitExt stops at outside strings.
var structural = [256]bool{'"': true, '{': true, '}': true, '[': true, ']': true, ',': true}

// stringEnd returns the index of the quote that ends the string whose
// text begins at data[i], or -1 when it does not end.
func stringEnd(data []byte, i int) int {
	for {
		q := bytes.IndexByte(data[i:], '"')
		if q < 0 {
			return -1
		}
		i += q
		// The quote ends the string unless an odd number of
		// backslashes escapes it.
		b := 0
		for b < i && data[i-1-b] == '\\' {
			b++
		}
		if b%2 == 0 {
			return i
		}
		i++
	}
}

// relink checks a game read from a snapshot, links its units to the
// catalog's types and has the game's system read back each unit's state
// from unitExt.
func (g *Game) relink(unitExt []json.RawMessage) error {
	if v, err := ParseVariant(string(g.Variant)); err != nil || v != g.Variant {
		return fmt.Errorf("engine: the snapshot's rules variant %q is unknown", g.Variant)
	}
	if s, err := ParseScale(string(g.Scale)); err != nil || s != g.Scale {
		return fmt.Errorf("engine: the snapshot's scale %q is unknown", g.Scale)
	}
	if len(g.Sides) < 2 || g.Side < 0 || g.Side >= len(g.Sides) {
		return fmt.Errorf("engine: the snapshot's sides %v and side %d do not fit", g.Sides, g.Side)
	}
	for i, s := range g.Sides {
		if s == "" || NormalName(s) != s || slices.Contains(g.Sides[:i], s) {
			return fmt.Errorf("engine: the snapshot's sides %v must be named and different", g.Sides)
		}
	}
	if g.Turn < 1 || !slices.Contains(g.System().Phases(), g.Phase) {
		return fmt.Errorf("engine: the snapshot's turn %d, %q phase, is not a turn of the game", g.Turn, g.Phase)
	}
	if g.VP == nil {
		g.VP = map[string]float64{}
	}
	if g.Defs != nil {
		// The records read back share the catalog's types where they equal
		// them, as in the game that was saved.
		for i, u := range g.Defs.Units {
			g.Defs.Units[i], _ = g.canonical(&Definition{Unit: u})
		}
		_, g.Defs.Weapons = g.canonical(&Definition{Unit: &UnitType{}, Weapons: g.Defs.Weapons})
		for name, list := range g.Defs.Tables {
			for i, e := range list {
				list[i] = g.canonicalEntry(name, e)
			}
		}
	}
	g.byLabel = make(map[string]*Unit, len(g.Units))
	types := map[string]*UnitType{}
	for i, u := range g.Units {
		if u == nil {
			return fmt.Errorf("engine: unit %d of the snapshot is empty", i+1)
		}
		if u.Label == "" || strings.ToUpper(u.Label) != u.Label || g.byLabel[u.Label] != nil {
			return fmt.Errorf("engine: the snapshot's unit label %q is empty, not in capitals, or taken twice", u.Label)
		}
		t := types[u.TypeID]
		if t == nil {
			if t = g.UnitByIDInPlay(u.TypeID); t == nil {
				return fmt.Errorf("engine: the snapshot's unit %s has the type id %q, which the catalog does not know", u.Label, u.TypeID)
			}
			types[u.TypeID] = t
		}
		u.Type = t
		var raw json.RawMessage
		if string(unitExt[i]) != "null" {
			raw = unitExt[i]
		}
		var err error
		if u.Ext, err = g.System().DecodeUnit(g, u, raw); err != nil {
			return err
		}
		g.byLabel[u.Label] = u
	}
	return nil
}

// unitByID returns the unit type whose id is exactly id, or nil.
func (c *Catalog) unitByID(id string) *UnitType {
	for _, u := range c.Units {
		if u.ID == id {
			return u
		}
	}
	return nil
}

// fingerprint returns a digest of the catalog's unit and weapon types and
// of the rule systems' own tables: a snapshot is valid only with the
// catalog it was taken with, since a replay's units take their values from
// the catalog. A catalog without system tables (the Ogre CRT rules') has
// the digest it had before there were any, so its snapshots stay valid.
func (c *Catalog) fingerprint() (string, error) {
	var v any = struct {
		Units   []*UnitType
		Weapons []*WeaponType
	}{c.Units, c.Weapons}
	if len(c.Tables) > 0 {
		v = struct {
			Units   []*UnitType
			Weapons []*WeaponType
			Tables  Tables
		}{c.Units, c.Weapons, c.Tables}
	}
	data, err := json.Marshal(v)
	if err != nil {
		return "", fmt.Errorf("engine: the catalog cannot be read for a snapshot: %v", err)
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:16]), nil
}
