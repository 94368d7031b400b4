package dsii

import "strings"

// Class is what a module is for the damage table of 002 OGRE for DSII
// ("Damage and Special Damage against OGRE modules"): the electronics
// module, a tread module, or a weapons module (main, secondary, AP,
// missile and rack batteries alike).
type Class int

// The classes of module of the damage table.
const (
	ClassEM Class = iota + 1
	ClassTread
	ClassWeapon
)

// classNames holds each class's name as the calculators take it.
var classNames = map[Class]string{ClassEM: "em", ClassTread: "tread", ClassWeapon: "weapon"}

// String returns the class's name: "em", "tread" or "weapon".
func (c Class) String() string { return classNames[c] }

// ParseClass reads a class by its name ("em", "tread", "weapon"); it
// errors on anything else, naming the classes it takes.
func ParseClass(s string) (Class, error) {
	if c, ok := parseNamed(s, classNames); ok {
		return c, nil
	}
	return 0, inputf("%q is not a module; say em, tread or weapon", s)
}

// Marker is a damage marker a module carries until it is repaired or for
// good: KO, DMG, Systems Down, Mobility, BOOM (002 OGRE for DSII, Damage and
// Special Damage against OGRE modules).
type Marker string

// The markers, named as the JSON and the commands write them.
const (
	MarkerKO       Marker = "ko"
	MarkerDMG      Marker = "dmg"
	MarkerSD       Marker = "sd"
	MarkerMobility Marker = "m"
	MarkerBOOM     Marker = "boom"
)

// Markers lists every marker in the order of the damage table.
var Markers = []Marker{MarkerKO, MarkerDMG, MarkerSD, MarkerMobility, MarkerBOOM}

// ParseMarker reads a marker by its name ("ko", "dmg", "sd", "m", "boom";
// "mobility" for "m"); it errors on anything else, naming the markers.
func ParseMarker(s string) (Marker, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if t == "mobility" {
		return MarkerMobility, nil
	}
	for _, m := range Markers {
		if string(m) == t {
			return m, nil
		}
	}
	return "", inputf("%q is not a marker; say ko, dmg, sd, m or boom", s)
}
