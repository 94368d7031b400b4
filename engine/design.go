package engine

import (
	"errors"
	"fmt"
)

// Design is a unit type a referee designs and keeps between games (the
// Ogre CRT's walker bought by points, 000 FAQ, Walkers): the stores keep
// it whole, as the JSON its system reads back (RegisterDesignKind), by
// the unit type id its name gives.
type Design interface {
	// DesignName returns the name the referee gave the design.
	DesignName() string
	// Problems returns what the rules refuse in the design, one sentence
	// each; none for a design that may be saved.
	Problems() []string
	// UnitType returns the design as the unit type a game adds it as.
	UnitType() *UnitType
}

// DesignKind is how the stores name and read a system's designs.
type DesignKind struct {
	// Prefix begins the unit type id of every design ("walker:").
	Prefix string
	// ID returns the unit type id of the design named name.
	ID func(name string) string
	// Decode reads a design back from the JSON encoding/json writes of it.
	Decode func(b []byte) (Design, error)
}

// designKind is the registered kind of design, nil for none. It is
// written only from init functions, so it is read without a lock.
var designKind *DesignKind

// RegisterDesignKind registers how the stores name and read designs. It
// panics when a kind is registered already: the stores keep one kind. A
// system calls it from an init function.
func RegisterDesignKind(k DesignKind) {
	if designKind != nil {
		panic(fmt.Sprintf("engine: a second kind of design (%q) is registered", k.Prefix))
	}
	designKind = &k
}

// ErrNoDesignKind is returned when a design is read in a build that
// registers no kind of design.
var ErrNoDesignKind = errors.New("engine: this build registers no kind of design")

// DesignID returns the unit type id of the design named name; name as it
// is when no kind is registered.
func DesignID(name string) string {
	if designKind == nil {
		return name
	}
	return designKind.ID(name)
}

// DesignIDPrefix returns what begins the unit type id of every design, ""
// when no kind is registered.
func DesignIDPrefix() string {
	if designKind == nil {
		return ""
	}
	return designKind.Prefix
}

// DecodeDesign reads a design back from its JSON.
func DecodeDesign(b []byte) (Design, error) {
	if designKind == nil {
		return nil, ErrNoDesignKind
	}
	return designKind.Decode(b)
}
