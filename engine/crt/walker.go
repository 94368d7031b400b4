package crt

import (
	"ogretable/engine"

	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
)

// Walker designs: the FAQ prices a walker by points (000 FAQ, Walkers,
// Large Metal Robots With Guns, 4.0 Buying Walkers and 5.0 Optional Walker
// Rules). A design is a WalkerDesign; in a game it is a UnitType of kind
// walker whose Own holds the design (WalkerOf), so the game's log records it
// when it first enters play like any catalog entry (record.go), and a
// record sheet reads its statistics, options and cost from the same type.

// Generation is a walker design's generation: it sets the VP budget and the
// price of the options.
type Generation string

// The walker generations (000 FAQ, Walkers, 4.0 Buying Walkers).
const (
	GenerationEarly Generation = "early" // 12 VP
	GenerationLate  Generation = "late"  // 18 VP
)

// Legs is a walker's leg assembly (000 FAQ, Walkers, 5.0 Optional Walker
// Rules, Alternate Leg Assemblies).
type Legs string

// The leg assemblies: biped by default; the others cost nothing and exclude
// one another.
const (
	LegsBiped      Legs = "biped"
	LegsChickenleg Legs = "chickenleg"
	LegsQuad       Legs = "quad"
	LegsGEV        Legs = "gev"
)

// AllLegs lists the leg assemblies in the order forms offer them.
var AllLegs = []Legs{LegsBiped, LegsChickenleg, LegsQuad, LegsGEV}

// The sources a walker rule cites.
const (
	WalkerBuying   = "000 FAQ, Walkers, 4.0 Buying Walkers"
	WalkerOptional = "000 FAQ, Walkers, 5.0 Optional Walker Rules"
	WalkerTerrain  = "000 FAQ, Walkers, 2.0 Movement and Terrain"
	WalkerCRT      = "000 FAQ, Walkers, 3.0 CRT And Overruns"
)

// WalkerPrices are what a generation's walker costs: its VP budget and the
// price of each option, in VP.
type WalkerPrices struct {
	Budget   float64 `json:"budget"`
	Jumpjets float64 `json:"jumpjets"`
	Wheels   float64 `json:"wheels"`
	LAT      float64 `json:"lat"`
}

// The per-point prices of the statistics (000 FAQ, Walkers, 4.0 Buying
// Walkers: "Each point of attack or defence costs 0.5 VP. Each hex of
// movement or range costs 1.0 VP").
const (
	WalkerPointPrice = 0.5 // a point of attack or defence
	WalkerHexPrice   = 1.0 // a hex of movement (either phase) or range
)

// PricesOf returns the prices of generation gen, and false for an unknown
// generation: 12 VP early, 18 late (4.0 Buying Walkers); jumpjets 1 VP early
// and 2 late, wheel mode 1 and 2, land-air transformation 3 and 6 (5.0
// Optional Walker Rules).
func PricesOf(gen Generation) (WalkerPrices, bool) {
	switch gen {
	case GenerationEarly:
		return WalkerPrices{Budget: 12, Jumpjets: 1, Wheels: 1, LAT: 3}, true
	case GenerationLate:
		return WalkerPrices{Budget: 18, Jumpjets: 2, Wheels: 2, LAT: 6}, true
	}
	return WalkerPrices{}, false
}

// GenerationOf returns the generation of walker type t: its design's, or,
// for a catalog walker with no design, the generation whose budget its VP
// are (4.0 Buying Walkers: "an early-generation walker costs 12 VP, a
// late-generation one 18"; the catalog's walkers are allocations of those
// pools); "" for another unit, or a walker whose VP are neither budget.
func GenerationOf(t *engine.UnitType) Generation {
	if t == nil || t.Kind != engine.KindWalker {
		return ""
	}
	if d := WalkerOf(t); d != nil {
		return d.Generation
	}
	for _, gen := range []Generation{GenerationEarly, GenerationLate} {
		if p, _ := PricesOf(gen); p.Budget == t.VP {
			return gen
		}
	}
	return ""
}

// WalkerDesign is a walker bought by points: its name, generation,
// statistics (attack and defence in points, range and movement in hexes)
// and options. It is the data a record sheet prints and a game records.
type WalkerDesign struct {
	Name       string     `toml:"name" json:"name"`
	Generation Generation `toml:"generation" json:"generation"`
	Attack     int        `toml:"attack" json:"attack"`
	Defense    int        `toml:"defense" json:"defense"`
	Range      int        `toml:"range" json:"range"`
	Move       int        `toml:"move" json:"move"`
	// GEVMove is the movement bought for the GEV phase, with the GEV leg
	// module only (4.0 Buying Walkers: "Movement must be assigned
	// separately to normal movement or GEV-phase movement").
	GEVMove  int    `toml:"gev_move" json:"gev_move,omitempty"`
	Jumpjets bool   `toml:"jumpjets" json:"jumpjets,omitempty"`
	Wheels   bool   `toml:"wheels" json:"wheels,omitempty"`
	LAT      bool   `toml:"lat" json:"lat,omitempty"`
	Legs     Legs   `toml:"legs" json:"legs,omitempty"` // "" is biped
	Notes    string `toml:"notes" json:"notes,omitempty"`
}

// WalkerKey is the key of a unit type's JSON object, and of its [[unit]]
// table, that holds its walker design.
const WalkerKey = "walker"

func init() {
	engine.RegisterDesignKind(engine.DesignKind{Prefix: WalkerIDPrefix, ID: WalkerID, Decode: func(b []byte) (engine.Design, error) {
		var d WalkerDesign
		if err := json.Unmarshal(b, &d); err != nil {
			return nil, err
		}
		return d, nil
	}})
	engine.RegisterUnitOwn(WalkerKey, func(b []byte) (engine.UnitOwn, error) {
		d := new(WalkerDesign)
		if err := json.Unmarshal(b, d); err != nil {
			return nil, err
		}
		return d, nil
	})
}

// WalkerOf returns the design of walker type t, nil for a unit type with
// none (a catalog walker, any other unit).
func WalkerOf(t *engine.UnitType) *WalkerDesign {
	if t == nil {
		return nil
	}
	d, _ := t.Own.(*WalkerDesign)
	return d
}

// UnitKey returns the key a unit type holds its design under: WalkerKey.
func (d *WalkerDesign) UnitKey() string { return WalkerKey }

// CloneUnitOwn returns a copy of the design.
func (d *WalkerDesign) CloneUnitOwn() engine.UnitOwn {
	c := *d
	return &c
}

// DesignName returns the design's name (engine.Design).
func (d WalkerDesign) DesignName() string { return d.Name }

// LegsOrBiped returns the design's leg assembly, biped when none is given.
func (d WalkerDesign) LegsOrBiped() Legs {
	if d.Legs == "" {
		return LegsBiped
	}
	return d.Legs
}

// Budget returns the VP a walker of the design's generation is bought
// with, 0 for an unknown generation.
func (d WalkerDesign) Budget() float64 {
	p, _ := PricesOf(d.Generation)
	return p.Budget
}

// Cost returns the VP the design spends: its statistics and options at
// their generation's prices.
func (d WalkerDesign) Cost() float64 {
	p, _ := PricesOf(d.Generation)
	c := WalkerPointPrice*float64(d.Attack+d.Defense) + WalkerHexPrice*float64(d.Range+d.Move+d.GEVMove)
	if d.Jumpjets {
		c += p.Jumpjets
	}
	if d.Wheels {
		c += p.Wheels
	}
	if d.LAT {
		c += p.LAT
	}
	return c
}

// Left returns the VP of the budget not spent, negative when over budget.
func (d WalkerDesign) Left() float64 { return d.Budget() - d.Cost() }

// Options returns the design's options by name, in a fixed order:
// jumpjets, wheels, lat, then its legs when not biped.
func (d WalkerDesign) Options() []string {
	var out []string
	if d.Jumpjets {
		out = append(out, "jumpjets")
	}
	if d.Wheels {
		out = append(out, "wheels")
	}
	if d.LAT {
		out = append(out, "lat")
	}
	if l := d.LegsOrBiped(); l != LegsBiped {
		out = append(out, string(l)+" legs")
	}
	return out
}

// Problems returns what is wrong with the design, a sentence each: no
// name, an unknown generation or leg assembly, a statistic below 1 (4.0
// Buying Walkers: "A walker must have a minimum value of 1 in each
// statistic"), GEV-phase movement without the GEV module, options that
// exclude each other (5.0 Optional Walker Rules), and spending over the
// budget, by how much. None for a valid design.
func (d WalkerDesign) Problems() []string {
	var out []string
	if strings.TrimSpace(d.Name) == "" {
		out = append(out, "The design has no name.")
	} else if !walkerNamePattern(d.Name) {
		out = append(out, fmt.Sprintf("The name %q must be letters, digits, spaces and hyphens, starting with a letter.", d.Name))
	}
	gen := true
	if _, ok := PricesOf(d.Generation); !ok {
		gen = false
		out = append(out, fmt.Sprintf("The generation must be early or late, not %q (%s).", d.Generation, WalkerBuying))
	}
	for _, s := range []struct {
		name string
		v    int
	}{{"attack", d.Attack}, {"defence", d.Defense}, {"range", d.Range}, {"movement", d.Move}} {
		if s.v < 1 {
			out = append(out, fmt.Sprintf("Its %s is %d; every statistic is at least 1 (%s).", s.name, s.v, WalkerBuying))
		}
	}
	legs := d.LegsOrBiped()
	switch {
	case !slices.Contains(AllLegs, legs):
		out = append(out, fmt.Sprintf("The legs must be biped, chickenleg, quad or gev, not %q (%s, Alternate Leg Assemblies).", d.Legs, WalkerOptional))
	case legs == LegsGEV && d.GEVMove < 1:
		out = append(out, fmt.Sprintf("Its GEV-phase movement is %d; with the GEV module it is bought separately and is at least 1 (%s).", d.GEVMove, WalkerBuying))
	case legs != LegsGEV && d.GEVMove != 0:
		out = append(out, fmt.Sprintf("It buys %d hexes of GEV-phase movement, which only the GEV leg module uses (%s).", d.GEVMove, WalkerBuying))
	}
	if d.LAT && d.Jumpjets {
		out = append(out, fmt.Sprintf("Land-air transformation and jumpjets exclude each other (%s, Land/Air Transformation).", WalkerOptional))
	}
	if d.LAT && d.Wheels {
		out = append(out, fmt.Sprintf("Land-air transformation and wheel mode exclude each other (%s, Land/Air Transformation).", WalkerOptional))
	}
	if legs == LegsGEV && d.Jumpjets {
		out = append(out, fmt.Sprintf("The GEV leg module and jumpjets exclude each other (%s, Alternate Leg Assemblies).", WalkerOptional))
	}
	if gen {
		if over := d.Cost() - d.Budget(); over > 0 {
			out = append(out, fmt.Sprintf("It costs %s VP, over the %s VP budget of an %s generation walker by %s VP (%s).",
				engine.FormatNumber(d.Cost()), engine.FormatNumber(d.Budget()), d.Generation, engine.FormatNumber(over), WalkerBuying))
		}
	}
	return out
}

// walkerNamePattern reports whether name can name a design: a letter, then
// letters, digits, spaces and hyphens, at most 40 characters.
func walkerNamePattern(name string) bool {
	if len(name) > 40 {
		return false
	}
	for i, r := range name {
		letter := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
		if i == 0 && !letter || !letter && !(r >= '0' && r <= '9') && r != ' ' && r != '-' {
			return false
		}
	}
	return true
}

// Valid reports whether the design has no problems.
func (d WalkerDesign) Valid() bool { return len(d.Problems()) == 0 }

// Changes returns what saving design to over d would change, one phrase a
// difference ("attack 4 → 5", "jumpjets no → yes", "the notes"), in the
// designer's order; none when the two are the same design.
func (d WalkerDesign) Changes(to WalkerDesign) []string {
	var out []string
	str := func(what, a, b string) {
		if a != b {
			out = append(out, fmt.Sprintf("%s %s → %s", what, a, b))
		}
	}
	num := func(what string, a, b int) { str(what, fmt.Sprint(a), fmt.Sprint(b)) }
	yes := func(what string, a, b bool) {
		word := map[bool]string{true: "yes", false: "no"}
		str(what, word[a], word[b])
	}
	str("name", d.Name, to.Name)
	str("generation", string(d.Generation), string(to.Generation))
	num("attack", d.Attack, to.Attack)
	num("defence", d.Defense, to.Defense)
	num("range", d.Range, to.Range)
	num("move", d.Move, to.Move)
	num("GEV move", d.GEVMove, to.GEVMove)
	yes("jumpjets", d.Jumpjets, to.Jumpjets)
	yes("wheels", d.Wheels, to.Wheels)
	yes("land-air", d.LAT, to.LAT)
	str("legs", string(d.LegsOrBiped()), string(to.LegsOrBiped()))
	if strings.TrimSpace(d.Notes) != strings.TrimSpace(to.Notes) {
		out = append(out, "the notes")
	}
	return out
}

// WalkerIDPrefix begins the unit type id of every walker design:
// "walker:hoplite".
const WalkerIDPrefix = "walker:"

// WalkerID returns the unit type id of the design named name: the prefix
// and the name in lower case, spaces as hyphens ("walker:iron-duke").
func WalkerID(name string) string {
	return WalkerIDPrefix + strings.ReplaceAll(engine.NormalName(name), " ", "-")
}

// UnitType returns the design as a catalog entry of kind walker: its
// statistics, a VP value of its budget (an early walker is worth 12 VP, a
// late one 18), split fire, the GEV movement mode with the GEV module
// (5.0: "GEV assemblies allow walkers to move as GEVs"), no doubling in an
// overrun for quadrupedal legs (5.0: "Quad walkers do not get to double"),
// and the design itself in Own, copied.
func (d WalkerDesign) UnitType() *engine.UnitType {
	c := d
	t := &engine.UnitType{ID: WalkerID(d.Name), Name: d.Name, Kind: engine.KindWalker, Attack: float64(d.Attack), Range: float64(d.Range),
		Defense: float64(d.Defense), Move: float64(d.Move), Mode: engine.ModeWalker, VP: d.Budget(),
		Special: []string{engine.SpecialSplitFire}, Source: WalkerBuying, Notes: d.Notes, Own: &c}
	switch d.LegsOrBiped() {
	case LegsGEV:
		t.Mode, t.Move2 = engine.ModeGEV, float64(d.GEVMove)
	case LegsQuad:
		t.Special = append(t.Special, SpecialNoDouble)
	}
	return t
}

// WalkerRules are the optional walker rules a game is played with, chosen
// when it is created (000 FAQ, Walkers, 5.0 Optional Walker Rules): a design
// with an option the game does not use cannot be added to it.
type WalkerRules struct {
	Jumpjets bool `json:"jumpjets,omitempty"`
	Wheels   bool `json:"wheels,omitempty"`
	Legs     bool `json:"legs,omitempty"`
	LAT      bool `json:"lat,omitempty"`
}

// WalkerRuleNames are the names of the optional walker rules, as
// "ogretable new --walkers" takes them.
var WalkerRuleNames = []string{"jumpjets", "wheels", "legs", "lat"}

// ParseWalkerRules reads a comma-separated list of optional walker rules
// ("jumpjets,wheels,legs,lat"; "all" for every one, "" for none).
func ParseWalkerRules(s string) (WalkerRules, error) {
	var w WalkerRules
	for _, f := range strings.Split(s, ",") {
		switch strings.ToLower(strings.TrimSpace(f)) {
		case "":
		case "all":
			w = WalkerRules{Jumpjets: true, Wheels: true, Legs: true, LAT: true}
		case "jumpjets", "jets":
			w.Jumpjets = true
		case "wheels", "wheel":
			w.Wheels = true
		case "legs":
			w.Legs = true
		case "lat":
			w.LAT = true
		default:
			return w, engine.Refusef("no optional walker rule %q; the rules are %s, or all", f, strings.Join(WalkerRuleNames, ", "))
		}
	}
	return w, nil
}

// Names returns the rules switched on, in WalkerRuleNames order.
func (w WalkerRules) Names() []string {
	var out []string
	for i, on := range []bool{w.Jumpjets, w.Wheels, w.Legs, w.LAT} {
		if on {
			out = append(out, WalkerRuleNames[i])
		}
	}
	return out
}

// Allows returns why a game with rules w cannot field design d, "" when it
// can.
func (w WalkerRules) Allows(d *WalkerDesign) string {
	var missing []string
	if d.Jumpjets && !w.Jumpjets {
		missing = append(missing, "jumpjets")
	}
	if d.Wheels && !w.Wheels {
		missing = append(missing, "wheels")
	}
	if d.LAT && !w.LAT {
		missing = append(missing, "lat")
	}
	if d.LegsOrBiped() != LegsBiped && !w.Legs {
		missing = append(missing, "legs")
	}
	if len(missing) == 0 {
		return ""
	}
	return fmt.Sprintf("%s uses the optional walker rules %s, which this game was not created with (%s; ogretable new --walkers %s)",
		d.Name, strings.Join(missing, ", "), WalkerOptional, strings.Join(missing, ","))
}

// RoundHalf returns x rounded down to a whole hex, at least 1: a half rate
// or a half phase of movement.
func RoundHalf(x float64) float64 { return math.Max(1, math.Floor(x/2)) }
