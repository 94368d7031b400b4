package dsii

import (
	"fmt"
	"slices"
	"strings"

	"ogretable/engine"
)

// The catalog tables of OGRE for DSII, by the names of their TOML tables:
// the Ogre designs, and the chits of the cup damage is drawn from.
const (
	TableOgre = "dsii-ogre"
	TableChit = "dsii-chit"
)

// The limits of 002 OGRE for DSII, OGRE Modules, on a design.
const (
	// EMSize is the electronics module's size ("Size is always 1").
	EMSize = 1
	// MaxArmor is the most armour any module has ("may have up to 6 armor
	// levels greater than its size (e.g., 7 Armor)"; tread and weapons
	// modules "with a maximum of 7").
	MaxArmor = 7
	// TreadArmorOverSize is how much a tread module's armour may exceed its
	// size ("up to 2 armor levels greater than its size").
	TreadArmorOverSize = 2
	// WeaponArmorOverSize is how much a weapons module's armour may exceed
	// its size ("up to 3 armor levels greater than its size").
	WeaponArmorOverSize = 3
)

// Speed is how fast a design's tread modules are bought: OGRE Fast Tracked
// or OGRE Slow Tracked (002 OGRE for DSII, Tread Modules).
type Speed string

// The two speeds.
const (
	Fast Speed = "fast"
	Slow Speed = "slow"
)

// BMF returns the BMF one tread module of the speed provides: Fast 5, Slow
// 4 ("This Module provides 5 BMF"; "This Module provides 4 BMF"); 0 for
// another speed.
func (s Speed) BMF() int {
	switch s {
	case Fast:
		return 5
	case Slow:
		return 4
	}
	return 0
}

// Kind is what a module of an Ogre is: its electronics module, a tread
// module, or a weapons module of one of the battery kinds.
type Kind string

// The kinds of module, as the designs and the state name them.
const (
	KindElectronics Kind = "electronics"
	KindTread       Kind = "tread"
	KindMain        Kind = "main"
	KindSecondary   Kind = "secondary"
	KindAP          Kind = "ap"
	KindMissile     Kind = "missile"
	KindRack        Kind = "rack"
)

// BatteryKinds lists the kinds a design's battery may be, in the order of
// 002's activation list (main before secondary before missiles before AP).
var BatteryKinds = []Kind{KindMain, KindSecondary, KindMissile, KindAP, KindRack}

// Class returns the class of the damage table a module of kind k is:
// ClassEM, ClassTread, or ClassWeapon for every battery kind.
func (k Kind) Class() Class {
	switch k {
	case KindElectronics:
		return ClassEM
	case KindTread:
		return ClassTread
	}
	return ClassWeapon
}

// Loaded reports whether modules of kind k carry missile loads: missile
// modules and missile racks.
func (k Kind) Loaded() bool { return k == KindMissile || k == KindRack }

// Design is an Ogre of OGRE for DSII as the catalog gives it ([[dsii-ogre]]):
// its electronics module, its tread modules (all alike) and its batteries,
// each an activation unit of weapons modules (002 OGRE for DSII, OGRE
// Modules and OGRE activation). A value of zero (an armour, a size) or an
// empty text is one the design does not give: it is shown blank, never
// guessed.
type Design struct {
	ID          string      `toml:"id" json:"id"`
	Name        string      `toml:"name" json:"name"`
	Mark        string      `toml:"mark" json:"mark,omitempty"`
	Electronics Electronics `toml:"electronics" json:"electronics"`
	Treads      Treads      `toml:"treads" json:"treads"`
	Batteries   []Battery   `toml:"batteries" json:"batteries"`
	Source      string      `toml:"source" json:"source,omitempty"`
	Notes       string      `toml:"notes" json:"notes,omitempty"`
	// Costs are the base costs of its parts, the referee's house data (002
	// lists none): Cost prices the design from them.
	Costs Costs `toml:"costs" json:"costs,omitzero"`
}

// Electronics is a design's electronics module: the quality all its
// systems share, and its armour (0: not given). Its size is EMSize.
// BOOMRepair is the roll on the EM's die that repairs its own BOOM, which
// 002 OGRE for DSII does not give ("repairable by the Electronics
// Module"): the referee's house data, 0 when it is not given
// (ReadingEMBOOMRepair).
type Electronics struct {
	Quality    string `toml:"quality" json:"quality"`
	Armor      int    `toml:"armor" json:"armor,omitempty"`
	BOOMRepair int    `toml:"boom_repair" json:"boom_repair,omitempty"`
}

// Treads is a design's tread modules, all alike ("All Tread Modules must be
// the same size, and have the same values"): how many, their size and
// armour (0: not given) and their speed.
type Treads struct {
	Count int   `toml:"count" json:"count"`
	Size  int   `toml:"size" json:"size,omitempty"`
	Armor int   `toml:"armor" json:"armor,omitempty"`
	Speed Speed `toml:"speed" json:"speed"`
}

// Battery is one activation unit of weapons modules: Count modules of one
// kind, each of size Size and armour Armor (0: not given) housing Weapon
// ("": not given), facing Facing (free text, "" when the design gives
// none); missile modules and racks carry Loads each (0: the default, 1 for
// a missile module, RackLoads for a rack).
type Battery struct {
	Kind   Kind   `toml:"kind" json:"kind"`
	Count  int    `toml:"count" json:"count"`
	Size   int    `toml:"size" json:"size,omitempty"`
	Armor  int    `toml:"armor" json:"armor,omitempty"`
	Weapon string `toml:"weapon" json:"weapon,omitempty"`
	Facing string `toml:"facing" json:"facing,omitempty"`
	Loads  int    `toml:"loads" json:"loads,omitempty"`
	// Valid is its weapon's chit validity by kind of target, the referee's
	// house data (nil: not given); a hit that names a module of the
	// battery as its firer uses it.
	Valid ChitValidity `toml:"valid" json:"valid,omitzero"`
}

// EntryKey returns the design's id, which names it in the catalog and in a
// game's record, and is the id of the unit type it is played as.
func (d *Design) EntryKey() string { return d.ID }

// EntryText returns the design for the log, with every armour it gives, so
// that an update's "(was ...)" shows what a house rule changed: "Mark V:
// superior EM (armour 7), 4 slow tread modules (size 5, armour 7),
// 9 batteries of 30 weapons modules (armour main 7, ap 4)".
func (d *Design) EntryText() string {
	n := 0
	var armours []string
	for _, b := range d.Batteries {
		n += b.Count
		if a := fmt.Sprintf("%s %d", b.Name(), b.Armor); b.Armor > 0 && !slices.Contains(armours, a) {
			armours = append(armours, a)
		}
	}
	em := ""
	if d.Electronics.Armor > 0 {
		em = fmt.Sprintf(" (armour %d)", d.Electronics.Armor)
	}
	var tread []string
	if d.Treads.Size > 0 {
		tread = append(tread, fmt.Sprintf("size %d", d.Treads.Size))
	}
	if d.Treads.Armor > 0 {
		tread = append(tread, fmt.Sprintf("armour %d", d.Treads.Armor))
	}
	treads := ""
	if len(tread) > 0 {
		treads = " (" + strings.Join(tread, ", ") + ")"
	}
	batteries := ""
	if len(armours) > 0 {
		batteries = " (armour " + strings.Join(armours, ", ") + ")"
	}
	return fmt.Sprintf("%s: %s EM%s, %s%s, %s of %s%s", d.Name, d.Electronics.Quality, em,
		engine.Counted(d.Treads.Count, string(d.Treads.Speed)+" tread module", string(d.Treads.Speed)+" tread module"+"s"), treads,
		engine.Counted(len(d.Batteries), "battery", "batteries"), engine.Counted(n, "weapons module", "weapons modules"), batteries)
}

// Quality returns the quality of the design's electronics module; it errors
// when the design names none of the three.
func (d *Design) Quality() (Quality, error) { return ParseQuality(d.Electronics.Quality) }

// LoadsEach returns the loads each module of battery b carries: its design's,
// else MissileLoads (1) for a missile module and RackLoads (5) for a rack;
// 0 for modules that carry none.
func (b Battery) LoadsEach() int {
	switch {
	case !b.Kind.Loaded():
		return 0
	case b.Loads > 0:
		return b.Loads
	case b.Kind == KindRack:
		return RackLoads
	}
	return MissileLoads
}

// Name returns the battery as the referee calls it: its kind and, when it
// has one, its facing: "secondary (right)".
func (b Battery) Name() string {
	if b.Facing == "" {
		return string(b.Kind)
	}
	return fmt.Sprintf("%s (%s)", b.Kind, b.Facing)
}

// Weapon returns the weapon of module m's battery as design d gives it
// ("DFFG/6"), "" when the design gives none, m is no weapons module, or d
// is nil.
func (d *Design) Weapon(m Module) string {
	if d == nil || m.Battery < 1 || m.Battery > len(d.Batteries) {
		return ""
	}
	return d.Batteries[m.Battery-1].Weapon
}

// UnitType returns the unit type the design is played as: an Ogre whose id
// and name are the design's, which "add" puts in play. It carries none of
// the CRT's values (treads, weapons, move): the design's modules are the
// DSII state of each unit (UnitState).
func (d *Design) UnitType() *engine.UnitType {
	return &engine.UnitType{ID: d.ID, Name: d.Name, Kind: engine.KindOgre, Mode: engine.ModeOgre,
		Source: d.Source, Notes: d.Notes}
}

// Problem is one way a design breaks the rules of 002: the field that does
// (Item the index of the battery, from 0, when Field is "batteries"; else
// -1) and why, in a sentence's words.
type Problem struct {
	Field string
	Item  int
	// Key is the key within the field's table that breaks the rules
	// ("count", "speed", "quality"), "" when the problem is the field's as
	// a whole or a battery's.
	Key string
	Msg string
}

// Problems returns every way design d breaks 002 OGRE for DSII, OGRE
// Modules, in the order of its fields; none for a design that keeps the
// rules. A value the design does not give is never a problem.
func (d *Design) Problems() []Problem {
	var out []Problem
	add := func(field string, item int, format string, args ...any) {
		out = append(out, Problem{Field: field, Item: item, Msg: fmt.Sprintf(format, args...)})
	}
	keyed := func(field, key, format string, args ...any) {
		out = append(out, Problem{Field: field, Item: -1, Key: key, Msg: fmt.Sprintf(format, args...)})
	}
	if _, err := d.Quality(); err != nil {
		keyed("electronics", "quality", "quality %q is none of superior, enhanced or basic (002 OGRE for DSII, OGRE Modules)", d.Electronics.Quality)
	}
	if msg := armorProblem(d.Electronics.Armor, EMSize, MaxArmor-EMSize, "the electronics module's size is always 1, and its armour at most 6 more (7)"); msg != "" {
		keyed("electronics", "armor", "%s", msg)
	}
	if r := d.Electronics.BOOMRepair; r < 0 || r > int(D12) {
		keyed("electronics", "boom_repair", "boom_repair %d is no roll on the EM's die (d4 to d12): give 1 to 12, or leave it out", r)
	}
	t := d.Treads
	if t.Count < 1 {
		keyed("treads", "count", "count %d: an Ogre has at least one tread module", t.Count)
	}
	if t.Size < 0 {
		keyed("treads", "size", "size %d is below 0; leave it out when the design does not give it", t.Size)
	}
	if t.Speed.BMF() == 0 {
		keyed("treads", "speed", "speed %q is neither fast nor slow (002 OGRE for DSII, Tread Modules: OGRE Fast Tracked 5 BMF, OGRE Slow Tracked 4)", t.Speed)
	}
	if msg := armorProblem(t.Armor, t.Size, TreadArmorOverSize, "a tread module's armour is at most its size + 2, and at most 7"); msg != "" {
		keyed("treads", "armor", "%s", msg)
	}
	if len(d.Batteries) == 0 {
		add("batteries", -1, "an Ogre has at least one battery of weapons modules")
	}
	for i, b := range d.Batteries {
		if !slices.Contains(BatteryKinds, b.Kind) {
			add("batteries", i, "kind %q is none of %s", b.Kind, kindList())
		}
		if b.Count < 1 {
			add("batteries", i, "count %d: a battery has at least one weapons module", b.Count)
		}
		if b.Size < 0 {
			add("batteries", i, "size %d is below 0; leave it out when the design does not give it", b.Size)
		}
		if msg := armorProblem(b.Armor, b.Size, WeaponArmorOverSize, "a weapons module's armour is at most its size + 3, and at most 7"); msg != "" {
			add("batteries", i, "%s", msg)
		}
		switch {
		case b.Loads < 0:
			add("batteries", i, "loads %d is below 0", b.Loads)
		case b.Loads > 0 && !b.Kind.Loaded():
			add("batteries", i, "loads %d: only missile modules and racks carry loads, and this is a %s battery", b.Loads, b.Kind)
		}
		if b.Facing != "" && strings.TrimSpace(b.Facing) == "" {
			add("batteries", i, "facing is blank; leave it out when the battery has none")
		}
		if b.Valid != (ChitValidity{}) {
			for _, p := range b.Valid.Problems() {
				add("batteries", i, "valid: %s", p)
			}
		}
	}
	return out
}

// armorProblem returns why armour armor breaks a module's limits, at most
// over more than its size (when the size is given) and at most MaxArmor; ""
// when it keeps them or is not given (0).
func armorProblem(armor, size, over int, rule string) string {
	switch {
	case armor < 0:
		return fmt.Sprintf("armor %d is below 0; leave it out when the design does not give it", armor)
	case armor > MaxArmor:
		return fmt.Sprintf("armor %d is more than %d (002 OGRE for DSII, OGRE Modules: %s)", armor, MaxArmor, rule)
	case armor > 0 && size > 0 && armor > size+over:
		return fmt.Sprintf("armor %d is more than size %d + %d (002 OGRE for DSII, OGRE Modules: %s)", armor, size, over, rule)
	}
	return ""
}

// kindList names the battery kinds: "main, secondary, missile, ap or rack".
func kindList() string {
	names := make([]string, len(BatteryKinds))
	for i, k := range BatteryKinds {
		names[i] = string(k)
	}
	return engine.OrList(names)
}

// CupEntry is an entry of the cup ([[dsii-chit]]): how many chits of one
// kind ("red3", "m", "boom") the referee's cup holds. 002 gives no mix:
// every entry comes from the referee's house rules.
type CupEntry struct {
	Chit   string `toml:"chit" json:"chit"`
	Count  int    `toml:"count" json:"count"`
	Source string `toml:"source" json:"source,omitempty"`
}

// EntryKey returns the chit's name, which keys it in the cup.
func (c *CupEntry) EntryKey() string { return c.Chit }

// EntryText returns the entry for the log: "4 × red3".
func (c *CupEntry) EntryText() string { return fmt.Sprintf("%d × %s", c.Count, c.Chit) }

func init() {
	engine.RegisterTable(engine.TableDef{Name: TableOgre, New: func() engine.Entry { return &Design{} }})
	engine.RegisterTable(engine.TableDef{Name: TableChit, New: func() engine.Entry { return &CupEntry{} }})
}

// ArmorLimit returns nil when a module of class c may have armour armor
// under the limits of 002 OGRE for DSII, OGRE Modules (MaxArmor for every
// class: the EM's size "is always 1" with "up to 6 armor levels greater",
// tread modules "a maxium of 7", weapons modules "a maxium of 7"), else an
// *InputError that says the limit. The module's size, unknown here, is
// not checked.
func ArmorLimit(c Class, armor int) error {
	rules := map[Class]string{
		ClassEM:     "the electronics module's size is always 1, and its armour at most 6 more (7)",
		ClassTread:  "a tread module's armour is at most its size + 2, \"with a maxium of 7\"",
		ClassWeapon: "a weapons module's armour is at most its size + 3, \"with a maxium of 7\"",
	}
	if msg := armorProblem(armor, 0, 0, rules[c]); msg != "" {
		return inputf("%s", msg)
	}
	return nil
}
