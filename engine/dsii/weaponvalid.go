package dsii

import (
	"fmt"
	"strings"

	"ogretable/engine"
)

// ChitValidity is a weapon's chit validity against each kind of target, as
// the referee's house data gives it (a [[dsii-ogre]] battery's valid, a
// [[dsii-element]]'s): 002 gives none but the rams' and the nukes' ("Chit
// validity for target types is the same as for any other DFFG" sends the
// referee to DSII's own tables). Each is a validity ParseValidity reads
// ("red,yellow", "all", "green,no-specials"); "" where the data gives none.
type ChitValidity struct {
	Ogre     string `toml:"ogre" json:"ogre,omitempty"`         // against an Ogre's modules
	Vehicle  string `toml:"vehicle" json:"vehicle,omitempty"`   // against an armoured vehicle
	Softskin string `toml:"softskin" json:"softskin,omitempty"` // against a vehicle of 0 armour
	Infantry string `toml:"infantry" json:"infantry,omitempty"` // against infantry
}

// The kinds of target a ChitValidity names.
const (
	TargetOgre     = "ogre"
	TargetVehicle  = "vehicle"
	TargetSoftskin = "softskin"
	TargetInfantry = "infantry"
)

// For returns the validity against target (TargetOgre ...), and false when
// the data gives none for it (or it cannot be read: the
// templates' check refuses such data).
func (v ChitValidity) For(target string) (Validity, bool) {
	s := map[string]string{TargetOgre: v.Ogre, TargetVehicle: v.Vehicle, TargetSoftskin: v.Softskin, TargetInfantry: v.Infantry}[target]
	if s == "" {
		return Validity{}, false
	}
	val, err := ParseValidity(s)
	return val, err == nil
}

// String returns the validities given: "ogre red,yellow, vehicle all".
func (v ChitValidity) String() string {
	var out []string
	for _, p := range [][2]string{{TargetOgre, v.Ogre}, {TargetVehicle, v.Vehicle}, {TargetSoftskin, v.Softskin}, {TargetInfantry, v.Infantry}} {
		if p[1] != "" {
			out = append(out, p[0]+" "+p[1])
		}
	}
	return strings.Join(out, ", ")
}

// Problems returns each validity given that ParseValidity cannot read.
func (v ChitValidity) Problems() []string {
	var out []string
	for _, p := range [][2]string{{TargetOgre, v.Ogre}, {TargetVehicle, v.Vehicle}, {TargetSoftskin, v.Softskin}, {TargetInfantry, v.Infantry}} {
		if p[1] == "" {
			continue
		}
		if _, err := ParseValidity(p[1]); err != nil {
			out = append(out, fmt.Sprintf("%s: %s", p[0], engine.Sentence(err)))
		}
	}
	return out
}

// FirerValidity returns the chit validity the house data gives the firer
// by (a unit, or OGRE.MODULE) against a target of kind target in game g:
// an Ogre's module's battery's valid, an element's; and the words the log
// says it with ("MK5.main1's house validity"). It returns false when by is
// empty or the data gives none.
func FirerValidity(g *engine.Game, by, target string) (Validity, bool) {
	if by == "" {
		return Validity{}, false
	}
	label, module, isModule := strings.Cut(by, ".")
	u := g.Unit(label)
	if u == nil {
		return Validity{}, false
	}
	if !isModule {
		if e := ElementOf(g, u); e != nil {
			return e.Valid.For(target)
		}
		return Validity{}, false
	}
	d := DesignOf(g, u)
	st := UnitOf(u)
	if d == nil || st == nil {
		return Validity{}, false
	}
	m := st.Module(module)
	if m == nil || m.Battery < 1 || m.Battery > len(d.Batteries) {
		return Validity{}, false
	}
	return d.Batteries[m.Battery-1].Valid.For(target)
}

// validityNote returns what the log adds about a hit's validity: the
// firer's house validity used (typed none), or the typed one over it.
func validityNote(by string, house Validity, hasHouse, typed bool, used Validity) string {
	switch {
	case !hasHouse:
		return ""
	case !typed:
		return fmt.Sprintf(" Validity %s: %s's, by the referee's house data.", used, by)
	case used != house:
		return fmt.Sprintf(" The validity typed (%s) overrides %s's house validity (%s).", used, by, house)
	}
	return ""
}

// ReadingWeaponValidity: a weapon's validity is the referee's.
var ReadingWeaponValidity = Reading{
	Topic: "A weapon's chit validity",
	Text: `002 gives validity only for rams and nukes ("Chit validity for target types is the same as for any ` +
		`other DFFG"): a weapon's validity is the referee's house data (valid = {ogre, vehicle, softskin, ` +
		`infantry}), used when a hit names its firer (by OGRE.MODULE or by UNIT); a validity typed overrides it, and the log says so.`,
}
