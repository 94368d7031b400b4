package dsii

import (
	"fmt"
	"strconv"
	"strings"
)

// Costs are the base costs of a design's parts, which 002 OGRE for DSII
// does not list (its modules are "purchased as a vehicle" by DSII's own
// rules): the referee's house data, with its source. A cost of 0 is one
// the data does not give. Design.Cost prices the design from them by
// every formula 002 gives.
type Costs struct {
	Source string `toml:"source" json:"source,omitempty"`
	// Electronics is the electronics module's BPV as a vehicle (size 1,
	// its armour, its FGP), without its systems.
	Electronics int `toml:"electronics" json:"electronics,omitempty"`
	// Tread is one tread module's BPV as a vehicle, without its movement
	// ("the actual cost for the movement type ... is not bought as part of
	// the Module").
	Tread int `toml:"tread" json:"tread,omitempty"`
	// Main ... Rack are one weapons module's BPV of each kind, its weapons
	// included.
	Main      int `toml:"main" json:"main,omitempty"`
	Secondary int `toml:"secondary" json:"secondary,omitempty"`
	AP        int `toml:"ap" json:"ap,omitempty"`
	Missile   int `toml:"missile" json:"missile,omitempty"`
	Rack      int `toml:"rack" json:"rack,omitempty"`
	// FCS is "the appropriate cost value for the quality level of the
	// FCS", per class of weapon.
	FCS int `toml:"fcs" json:"fcs,omitempty"`
	// Systems is the EM's other systems at its quality (ECM, PDS, Counter
	// Battery Radar), priced together.
	Systems int `toml:"systems" json:"systems,omitempty"`
	// MAKLoad is "a normal load of MAK munitions" of the missiles' battery
	// type (Heavy for OGRE missiles).
	MAKLoad int `toml:"mak_load" json:"mak_load,omitempty"`
}

// kindCost returns the cost of one weapons module of kind k.
func (c Costs) kindCost(k Kind) int {
	return map[Kind]int{KindMain: c.Main, KindSecondary: c.Secondary, KindAP: c.AP, KindMissile: c.Missile, KindRack: c.Rack}[k]
}

// CostLine is one line of a design's price: what it is, how it is
// reckoned, and its points.
type CostLine struct {
	What    string  `json:"what"`
	Formula string  `json:"formula"`
	Points  float64 `json:"points"`
}

// Cost is a design's price: its lines, the modules' BPV they sum to, the
// total, and what the house data lacks for it (a line it cannot reckon is
// left out and named in Missing; the total is then not given).
type Cost struct {
	Lines   []CostLine `json:"lines"`
	BPV     float64    `json:"bpv"`
	Total   *float64   `json:"total"`
	Missing []string   `json:"missing,omitempty"`
	Source  string     `json:"source,omitempty"`
}

// The shares of the modules' BPV one tread module's movement costs (002
// OGRE for DSII, Tread Modules: "OGRE Fast Tracked: This Module provides 5
// BMF at a cost of 40% of the total BPV of ALL of the OGREs Modules";
// "OGRE Slow Tracked: ... 20%"), and what an OGRE missile's load costs
// over a normal MAK load (OGRE Missiles: "Each load costs 50% more").
const (
	FastTrackedPercent = 40
	SlowTrackedPercent = 20
	MissileLoadPercent = 150
)

// percent returns the percentage of the BPV one tread module of speed s
// costs.
func (s Speed) percent() int {
	if s == Fast {
		return FastTrackedPercent
	}
	return SlowTrackedPercent
}

// WeaponClass returns the class of a weapon as DSII names it, the number
// after its slash ("DFFG/6": 6, "MDC/5": 5), and false when it has none.
func WeaponClass(weapon string) (int, bool) {
	_, n, ok := strings.Cut(weapon, "/")
	if !ok {
		return 0, false
	}
	c, err := strconv.Atoi(strings.TrimSpace(n))
	return c, err == nil && c > 0
}

// DirectFire reports whether battery b's weapons count for the FCS's
// price: "direct fire weapons other than APSWs" (002 OGRE for DSII,
// Electronics Module). Missiles and racks are artillery (OGRE Missiles:
// "purchased as Heavy Artillery Rockets"); an APSW is named so
// (ReadingCostFCS). It returns false and "" when it cannot say: the
// design gives a main, secondary or AP battery no weapon.
func (b Battery) DirectFire() (direct, known bool) {
	switch {
	case b.Kind.Loaded():
		return false, true
	case b.Weapon == "":
		return false, false
	case strings.HasPrefix(strings.ToUpper(strings.TrimSpace(b.Weapon)), "APSW"):
		return false, true
	}
	return true, true
}

// Cost prices design d from its house costs by every formula 002 OGRE for
// DSII gives: each module's BPV as the house data gives it; the FCS,
// "calculated using the largest class of direct fire weapon, then is
// multiplied by the number of Weapons Modules the OGRE has, which use
// direct fire weapons other than APSWs, which is then multipled by the
// appropriate cost value for the quality level of the FCS" (Electronics
// Module); the TAS, "purchased at a cost of 200 points" (OGRE Missiles),
// when the design has missiles; each tread module's movement, 40% (fast)
// or 20% (slow) "of the total BPV of ALL of the OGREs Modules" (Tread
// Modules, ReadingCostTreads); and the missiles' loads, "50% more than an
// normal load of MAK munitions" each (OGRE Missiles).
func (d *Design) Cost() Cost {
	c := d.Costs
	out := Cost{Lines: []CostLine{}, Source: c.Source}
	need := func(v int, what string) bool {
		if v == 0 {
			out.Missing = append(out.Missing, what)
			return false
		}
		return true
	}
	add := func(what, formula string, points float64) {
		out.Lines = append(out.Lines, CostLine{What: what, Formula: formula, Points: points})
		out.BPV += points
	}
	if need(c.Electronics, "costs.electronics (the electronics module's BPV)") {
		add("electronics module", "house data", float64(c.Electronics))
	}
	if need(c.Tread, "costs.tread (one tread module's BPV, without its movement)") {
		add("tread modules", fmt.Sprintf("%d × %d", d.Treads.Count, c.Tread), float64(d.Treads.Count*c.Tread))
	}
	seen := map[Kind]bool{}
	var noWeapon []string
	missiles := false
	largest, direct, fcsKnown := 0, 0, true
	for _, b := range d.Batteries {
		missiles = missiles || b.Kind.Loaded()
		if v := c.kindCost(b.Kind); v == 0 {
			if !seen[b.Kind] {
				out.Missing = append(out.Missing, fmt.Sprintf("costs.%s (one %s module's BPV)", b.Kind, b.Kind))
			}
		} else {
			add(b.Name(), fmt.Sprintf("%d × %d", b.Count, v), float64(b.Count*v))
		}
		seen[b.Kind] = true
		isDirect, known := b.DirectFire()
		switch {
		case !known:
			fcsKnown = false
			noWeapon = append(noWeapon, b.Name())
		case isDirect:
			class, ok := WeaponClass(b.Weapon)
			if !ok {
				fcsKnown = false
				out.Missing = append(out.Missing, fmt.Sprintf("the class of %s (the %s battery's weapon, written WEAPON/CLASS) for the FCS", b.Weapon, b.Name()))
				continue
			}
			largest = max(largest, class)
			direct += b.Count
		}
	}
	if len(noWeapon) == 1 {
		out.Missing = append(out.Missing, fmt.Sprintf("the weapon of the %s battery (whether it is direct fire, and its class, for the FCS)", noWeapon[0]))
	} else if len(noWeapon) > 1 {
		out.Missing = append(out.Missing, fmt.Sprintf("the weapons of the %s batteries (whether they are direct fire, and their classes, for the FCS)", strings.Join(noWeapon, ", ")))
	}
	if need(c.FCS, "costs.fcs (the FCS's cost value for its quality level)") && fcsKnown {
		add("fire control system", fmt.Sprintf("class %d × %d direct-fire weapons modules × %d", largest, direct, c.FCS), float64(largest*direct*c.FCS))
	}
	if missiles {
		add("target acquisition system", "002's 200 points", TASCost)
	}
	if need(c.Systems, "costs.systems (the EM's ECM, PDS and Counter Battery Radar)") {
		add("EM systems (ECM, PDS, CBR)", "house data", float64(c.Systems))
	}
	total := out.BPV
	if len(out.Missing) == 0 {
		pct := d.Treads.Speed.percent()
		move := float64(d.Treads.Count*pct) * out.BPV / 100
		out.Lines = append(out.Lines, CostLine{What: "tread movement (" + string(d.Treads.Speed) + ")",
			Formula: fmt.Sprintf("%d × %d%% of the BPV %s", d.Treads.Count, pct, fmtPoints(out.BPV)), Points: move})
		total += move
	}
	if missiles && need(c.MAKLoad, "costs.mak_load (a normal MAK load of the missiles' battery type)") {
		loads := 0
		for _, b := range d.Batteries {
			loads += b.Count * b.LoadsEach()
		}
		l := float64(loads*MissileLoadPercent*c.MAKLoad) / 100
		out.Lines = append(out.Lines, CostLine{What: "missile loads", Formula: fmt.Sprintf("%d × %d%% of %d", loads, MissileLoadPercent, c.MAKLoad), Points: l})
		total += l
	}
	if len(out.Missing) == 0 {
		out.Total = &total
	}
	return out
}

// fmtPoints writes points without a needless decimal: "1240", "496.5".
func fmtPoints(p float64) string { return strconv.FormatFloat(p, 'f', -1, 64) }

// The readings of the design's price where 002 leaves a choice.
var (
	// ReadingCostTreads: the movement's share, per tread module.
	ReadingCostTreads = Reading{
		Topic: "Tread movement's cost",
		Text: `"This Module provides 5 BMF at a cost of 40% of the total BPV of ALL of the OGREs Modules" is read ` +
			`per tread module ("This Module"), over the BPV of every module with the EM's systems, loads not included.`,
	}
	// ReadingCostFCS: which weapons the FCS counts.
	ReadingCostFCS = Reading{
		Topic: "The FCS's cost",
		Text: `"direct fire weapons other than APSWs": the main, secondary and AP batteries whose weapon is not an ` +
			`APSW; missiles and racks are artillery ("purchased as Heavy Artillery Rockets"); a weapon's class is its ` +
			`number after the slash (DFFG/6: 6); the TAS's 200 points are counted for a design with missiles or racks; ` +
			`base costs are the referee's house data, as 002 lists none.`,
	}
)
