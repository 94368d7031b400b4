package engine

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync/atomic"
	"unicode"
)

// Kind is what sort of thing a catalog entry is; it decides how the CRT's
// results read against it.
type Kind string

// The kinds of catalog entries.
const (
	KindArmour    Kind = "armour"    // tanks, GEVs, howitzers, trucks, command posts on tracks
	KindInfantry  Kind = "infantry"  // powersuited squads: a D costs a squad
	KindMilitia   Kind = "militia"   // soldiers without powersuits: a D reads X
	KindOgre      Kind = "ogre"      // cybertanks: treads and weapons are targeted separately
	KindStructure Kind = "structure" // command posts, buildings, bridges, lasers
	KindWalker    Kind = "walker"    // the FAQ's optional walkers
	KindVTOL      Kind = "vtol"      // the FAQ's optional aircraft: a D reads X
)

// Kinds lists every valid Kind, in the order the catalog prints them.
var Kinds = []Kind{KindOgre, KindArmour, KindInfantry, KindMilitia, KindWalker, KindVTOL, KindStructure}

// Mode is a movement mode of the FAQ's MOVEMENT MODES section.
type Mode string

// The movement modes. ModeNone is an immobile unit (a howitzer, a structure).
const (
	ModeNone     Mode = "none"
	ModeGEV      Mode = "gev"
	ModeTank     Mode = "tank"
	ModeHeavy    Mode = "heavy"
	ModeOgre     Mode = "ogre"
	ModeInfantry Mode = "infantry"
	ModeMarine   Mode = "marine"
	ModeMilitia  Mode = "militia"
	ModeWheeled  Mode = "wheeled"
	ModeVTOL     Mode = "vtol"
	ModeWalker   Mode = "walker"
)

// Modes lists every valid Mode.
var Modes = []Mode{ModeNone, ModeGEV, ModeTank, ModeHeavy, ModeOgre, ModeInfantry, ModeMarine, ModeMilitia, ModeWheeled, ModeVTOL, ModeWalker}

// Special rules a unit type can carry, by the names the templates use,
// that the templates check (a rule system names the rest: the Ogre CRT's
// in engine/crt, whose crt.Rules says what each does, its source, and
// whether the engine applies it).
const (
	SpecialSplitFire = "split-fire" // may divide its attack between targets (superheavy 3+3, walkers)
	SpecialImmobile  = "immobile"   // movement 0: rammed, it is destroyed
)

// WeaponType is one of the Ogre systems of the FAQ's systems table (main,
// secondary, AP, missile, missile rack) or a weapon another unit carries.
type WeaponType struct {
	ID       string  `toml:"id" json:"id,omitempty"`
	Name     string  `toml:"name" json:"name,omitempty"`
	Kind     string  `toml:"kind" json:"kind,omitempty"` // main, secondary, ap, missile, rack, howitzer, ...
	Attack   float64 `toml:"attack" json:"attack,omitempty"`
	Range    float64 `toml:"range" json:"range,omitempty"`
	Defense  float64 `toml:"defense" json:"defense,omitempty"`
	VP       float64 `toml:"vp" json:"vp,omitempty"`
	OneShot  bool    `toml:"one_shot" json:"one_shot,omitempty"` // a missile: gone once fired
	AP       bool    `toml:"ap" json:"ap,omitempty"`             // fires only at infantry and command posts
	Official bool    `toml:"official" json:"official,omitempty"`
	Source   string  `toml:"source" json:"source,omitempty"`
	Notes    string  `toml:"notes" json:"notes,omitempty"`
	// Printed is the word its rules text prints in place of its attack,
	// range and defence when it gives them no figures (a cruise missile's
	// "special"), "" when it gives figures: the paper prints the word, and
	// Notes says what the text says instead, never a 0 it does not give.
	Printed string `toml:"printed" json:"printed,omitempty"`
}

// Shows reports whether v, one of w's attack, range and defence, is a
// figure to print and play with: always, unless w's rules text gives it no
// figures (Printed) and v is still the catalog's 0 that stands for none,
// which no house rule filled. Paper, screens and the rules ask it alike.
func (w *WeaponType) Shows(v float64) bool { return w.Printed == "" || v != 0 }

// Figure returns s, the figure v as the caller writes it, when v Shows,
// and the text's word (Printed) when it does not.
func (w *WeaponType) Figure(v float64, s string) string {
	if w.Shows(v) {
		return s
	}
	return w.Printed
}

// ShowsNone reports whether none of w's attack, range and defence Shows:
// the text's word stands for all three.
func (w *WeaponType) ShowsNone() bool {
	return !w.Shows(w.Attack) && !w.Shows(w.Range) && !w.Shows(w.Defense)
}

// Mount is a number of weapons of one type on a unit. Ammo is the internal
// missiles a missile rack holds in all (the bracketed figure of the FAQ's Ogre
// table), 0 for other weapons.
type Mount struct {
	Weapon string `toml:"weapon" json:"weapon"`
	Count  int    `toml:"count" json:"count"`
	Ammo   int    `toml:"ammo" json:"ammo,omitempty"`
}

// UnitType is one entry of the catalog: a unit, an Ogre or a structure, with
// its values in hexes as the rules texts print them.
type UnitType struct {
	ID      string    `toml:"id" json:"id,omitempty"`
	Name    string    `toml:"name" json:"name,omitempty"`
	Aliases []string  `toml:"aliases" json:"aliases,omitempty"`
	Kind    Kind      `toml:"kind" json:"kind,omitempty"`
	Attack  float64   `toml:"attack" json:"attack,omitempty"`
	Split   []float64 `toml:"split" json:"split,omitempty"` // split fire: the separate attacks (superheavy: 3, 3)
	Range   float64   `toml:"range" json:"range,omitempty"`
	Defense float64   `toml:"defense" json:"defense,omitempty"`
	Move    float64   `toml:"move" json:"move,omitempty"`
	Move2   float64   `toml:"move2" json:"move2,omitempty"` // the GEV second movement phase
	Mode    Mode      `toml:"mode" json:"mode,omitempty"`
	Size    int       `toml:"size" json:"size,omitempty"`
	VP      float64   `toml:"vp" json:"vp,omitempty"`
	Squads  int       `toml:"squads" json:"squads,omitempty"` // squads of infantry it carries
	// Structure points, for structures that have them (bridges, reactors).
	StructurePoints float64  `toml:"structure_points" json:"structure_points,omitempty"`
	Special         []string `toml:"special" json:"special,omitempty"`
	Official        bool     `toml:"official" json:"official,omitempty"`
	Source          string   `toml:"source" json:"source,omitempty"`
	Notes           string   `toml:"notes" json:"notes,omitempty"`
	// Ogres (and units with extra weapons such as the superheavy's AP guns).
	Treads  int     `toml:"treads" json:"treads,omitempty"`
	Weapons []Mount `toml:"weapons" json:"weapons,omitempty"`
	Cost    float64 `toml:"cost" json:"cost,omitempty"`
	// Own is the unit type's own part in its rule system (unitown.go),
	// written under the key its system registered: an Ogre CRT walker's
	// design bought by points. Nil for most entries.
	Own UnitOwn `toml:"-" json:"-"`
}

// Has reports whether the unit type carries the special rule named s.
func (u *UnitType) Has(s string) bool {
	for _, x := range u.Special {
		if x == s {
			return true
		}
	}
	return false
}

// SizeClass is one line of the FAQ's size table (Ogre Battlefields).
type SizeClass struct {
	Size  int      `toml:"size"`
	Units []string `toml:"units"`
}

// Count is a number of units of one catalog type.
type Count struct {
	Type  string `toml:"type"`
	Count int    `toml:"count"`
	Side  string `toml:"side"`
}

// VictoryClass is one line of a scenario's victory conditions for one side.
// Checks are the condition in the vocabulary of ParseVictoryCheck, so that
// Victory can judge it from the game; a condition without checks is left to
// the referee.
type VictoryClass struct {
	Side      string   `toml:"side"`
	Class     string   `toml:"class"` // S, A, B, C, D, E
	Condition string   `toml:"condition"`
	Checks    []string `toml:"checks"`
}

// Scenario is a scenario's set-up: its sides in turn order, their forces and
// its victory conditions.
type Scenario struct {
	ID      string         `toml:"id"`
	Name    string         `toml:"name"`
	Sides   []string       `toml:"sides"`
	Forces  []Count        `toml:"forces"`
	Points  []string       `toml:"points"` // point pools as printed, for the referee
	Victory []VictoryClass `toml:"victory"`
	Source  string         `toml:"source"`
	Notes   string         `toml:"notes"`
	// Goals, Objectives, Pools, Ends and Turns are the scenario's set-up
	// and end of the game (see scenario.go).
	Goals      []Goal         `toml:"goals"`
	Objectives []Count        `toml:"objectives"`
	Pools      []PointPool    `toml:"pools"`
	Ends       []EndCondition `toml:"ends"`
	Turns      int            `toml:"turns"`
}

// Catalog is every unit type, weapon, table and scenario the rules know.
type Catalog struct {
	// names is Unit's index of the unit types' names, a *nameIndex (see
	// names.go), made when Unit first needs it and again when Units changed.
	names atomic.Value

	Units     []*UnitType   `json:"units,omitempty"`
	Weapons   []*WeaponType `json:"weapons,omitempty"`
	Sizes     []SizeClass   `json:"sizes,omitempty"`
	Scenarios []*Scenario   `json:"scenarios,omitempty"`
	// Tables holds the entries of the rule systems' own tables (see
	// tables.go), nil when there are none.
	Tables Tables `json:"tables,omitempty"`
}

// NormalName returns name folded for matching: lower case, with spaces
// (any Unicode space), hyphens and underscores alike ("Mark-V", "mark v" and
// "MARK_V" all give "mark v").
func NormalName(name string) string {
	f := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
		return r == '-' || r == '_' || unicode.IsSpace(r)
	})
	return strings.Join(f, " ")
}

// SameName reports whether a and b name the same thing as a referee types
// it: folded by NormalName, with or without the spaces and hyphens, and with
// roman numerals or digits ("Mark-V", "mark v", "markv", "MARK 5" and
// "mark5" are one name). It is the one loose match of names.
func SameName(a, b string) bool {
	ka, kb := nameKeys(a), nameKeys(b)
	for _, x := range ka {
		if x != "" && slices.Contains(kb, x) {
			return true
		}
	}
	return false
}

// nameKeys returns the forms a name matches by: folded, its words run
// together, and again with each word that is a roman numeral as digits.
func nameKeys(name string) []string {
	words := strings.Fields(NormalName(name))
	plain := strings.Join(words, "")
	digits := slices.Clone(words)
	for i, w := range digits {
		if d, ok := romanNumerals[w]; ok {
			digits[i] = d
		}
	}
	if d := strings.Join(digits, ""); d != plain {
		return []string{plain, d}
	}
	return []string{plain}
}

// romanNumerals are the numerals of the Ogre marks, as words.
var romanNumerals = map[string]string{"i": "1", "ii": "2", "iii": "3", "iv": "4", "v": "5", "vi": "6", "vii": "7", "viii": "8", "ix": "9", "x": "10"}

// Unit returns the unit type whose id, name or alias matches name, folded by
// NormalName, or failing that by SameName. It errors with the closest names
// when none matches.
func (c *Catalog) Unit(name string) (*UnitType, error) {
	ix := c.nameIndex()
	if u := ix.unit(name); u != nil {
		return u, nil
	}
	return nil, &UnknownNameError{What: "unit type", Name: name, Closest: closestFolded(name, ix.names, ix.folded, 3)}
}

// WithUnits returns a copy of c with the unit types types: each replaces
// the entry of its id, in its place, or comes after the others. c is not
// changed, so a game or a session holding it keeps what it had.
func (c *Catalog) WithUnits(types ...*UnitType) *Catalog {
	out := *c
	out.Units = slices.Clone(c.Units)
	for _, t := range types {
		if i := slices.IndexFunc(out.Units, func(u *UnitType) bool { return u.ID == t.ID }); i >= 0 {
			out.Units[i] = t
		} else {
			out.Units = append(out.Units, t)
		}
	}
	out.IndexNames()
	return &out
}

// Weapon returns the weapon type with the given id, or nil.
func (c *Catalog) Weapon(id string) *WeaponType {
	for _, w := range c.Weapons {
		if w.ID == id {
			return w
		}
	}
	return nil
}

// Scenario returns the scenario whose id or name matches name, or an error
// with the closest ids.
func (c *Catalog) Scenario(name string) (*Scenario, error) {
	n := NormalName(name)
	ids := make([]string, 0, len(c.Scenarios))
	for _, s := range c.Scenarios {
		if NormalName(s.ID) == n || NormalName(s.Name) == n {
			return s, nil
		}
		ids = append(ids, s.ID)
	}
	return nil, &UnknownNameError{What: "scenario", Name: name, Closest: Closest(name, ids, 3)}
}

// UnknownNameError is returned when a name matches nothing; Closest holds the
// best guesses, best first.
type UnknownNameError struct {
	What    string
	Name    string
	Closest []string
}

// Error returns the sentence that says what was not found and, when there
// are near names, suggests them.
func (e *UnknownNameError) Error() string { return "engine: " + e.Sentence() }

// Sentence returns the error for a person, without the package prefix.
func (e *UnknownNameError) Sentence() string {
	msg := fmt.Sprintf("no %s named %q", e.What, e.Name)
	if len(e.Closest) > 0 {
		msg += "; did you mean " + strings.Join(quoteAll(e.Closest), ", ") + "?"
	}
	return msg
}

func quoteAll(s []string) []string {
	q := make([]string, len(s))
	for i, x := range s {
		q[i] = fmt.Sprintf("%q", x)
	}
	return q
}

// Closest returns up to n of names nearest to name by edit distance on the
// folded names, nearest first; a name that contains the query counts as near.
func Closest(name string, names []string, n int) []string {
	folded := make([]string, len(names))
	for i, c := range names {
		folded[i] = NormalName(c)
	}
	return closestFolded(name, names, folded, n)
}

// closestFolded is Closest with names already folded by NormalName:
// folded[i] is names[i]'s.
func closestFolded(name string, names, folded []string, n int) []string {
	q := NormalName(name)
	limit := max(3, len(q)/2) // a name further than this is no guess
	type scored struct {
		name string
		d    int
	}
	s := make([]scored, 0, len(names))
	var ed editDistance
	qr := []rune(q)
	for i, c := range names {
		f := folded[i]
		d := ed.atMost(qr, f, limit)
		if q != "" && (strings.Contains(f, q) || strings.Contains(q, f)) {
			d = min(d, 1)
		}
		s = append(s, scored{c, d})
	}
	sort.SliceStable(s, func(i, j int) bool { return s[i].d < s[j].d })
	var out []string
	for _, x := range s {
		if len(out) == n || x.d > limit {
			break
		}
		out = append(out, x.name)
	}
	return out
}

// editDistance computes edit distances between runes, reusing its rows
// from one to the next.
type editDistance struct {
	prev, cur []int
	rb        []rune
}

// atMost returns the edit distance between a and b, or limit+1 when it is
// more than limit: it stops once every edit path is longer.
func (e *editDistance) atMost(a []rune, b string, limit int) int {
	e.rb = append(e.rb[:0], []rune(b)...)
	rb := e.rb
	if d := len(a) - len(rb); d > limit || -d > limit {
		return limit + 1
	}
	e.prev, e.cur = slices.Grow(e.prev[:0], len(rb)+1)[:len(rb)+1], slices.Grow(e.cur[:0], len(rb)+1)[:len(rb)+1]
	prev, cur := e.prev, e.cur
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		least := i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if a[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			least = min(least, cur[j])
		}
		if least > limit {
			return limit + 1
		}
		prev, cur = cur, prev
	}
	return min(prev[len(rb)], limit+1)
}
