package ffot

import "ogretable/engine"

// Marker is the marker a stand carries after a quality check or a loss:
// none, suppressed or pinned (004 FFOTigers: "All units that roll a
// quality check are suppressed. If a unit suffers a loss then all
// surviving stands that were supressed are pinned.").
type Marker int

// The markers, from the lightest.
const (
	Unmarked Marker = iota
	Suppressed
	Pinned
)

// markerNames holds each marker's name as the commands and the JSON
// write it.
var markerNames = []string{Unmarked: "none", Suppressed: "suppressed", Pinned: "pinned"}

// String returns the marker's name: "none", "suppressed" or "pinned".
func (m Marker) String() string { return nameAt(markerNames, int(m)) }

// ParseMarker reads a marker by its name; it errors on anything else,
// naming the markers it takes.
func ParseMarker(s string) (Marker, error) {
	if m, ok := indexOf(markerNames, s); ok {
		return Marker(m), nil
	}
	return 0, errorf("%q is not a marker; say none, suppressed or pinned", s)
}

// FireModifier returns what the marker adds to its stand's to-hit rolls:
// -2 pinned, -1 suppressed (004 FFOTigers: "Stands that are pinned or
// suppressed are -2 and -1 to hit when they fire respectfully").
func (m Marker) FireModifier() int {
	switch m {
	case Pinned:
		return -2
	case Suppressed:
		return -1
	}
	return 0
}

// AfterCommand returns the marker left when its side enters its command
// phase: suppressed markers are removed and pinned become suppressed
// (004 FFOTigers, steps 1 and 5).
func (m Marker) AfterCommand() Marker {
	if m == Pinned {
		return Suppressed
	}
	return Unmarked
}

// AfterLoss returns the marker of a surviving stand whose unit suffered a
// loss: a suppressed stand is pinned (004 FFOTigers: "If a unit suffers a
// loss then all surviving stands that were supressed are pinned";
// NoteLossPins says when).
func (m Marker) AfterLoss() Marker {
	if m == Suppressed {
		return Pinned
	}
	return m
}

// MayFire reports whether a stand with the marker may fire: an unmarked
// stand in any fire, a suppressed one only in overwatch or an over-run
// (004 FFOTigers: "Suppressed units can fire in overwatch or while being
// over-run"; NoteSuppressedFire), a pinned one only in an over-run ("They
// may only fire as a result of being over-run").
func (m Marker) MayFire(overwatch, overrun bool) bool {
	switch m {
	case Pinned:
		return overrun
	case Suppressed:
		return overwatch || overrun
	}
	return true
}

// MarshalText writes the marker by its name.
func (m Marker) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads a marker by its name.
func (m *Marker) UnmarshalText(b []byte) error {
	v, err := ParseMarker(string(b))
	*m = v
	return err
}

// MarkerOf returns the marker stand u shows: its marker while it is in
// play, none once it is destroyed or removed, since a marker lies beside
// a stand on the table (004 FFOTigers: "Stands that fail their quality
// check are removed from the board").
func MarkerOf(u *engine.Unit) Marker {
	s := StandOf(u)
	if s == nil || !u.Alive() {
		return Unmarked
	}
	return s.Marker
}
