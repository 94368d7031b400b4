package templates

import (
	"ogretable/engine"
)

// The Ogre CRT rules' walker designs (000 FAQ, Walkers) are a table kind
// of their own, registered as every rule system's kinds are: a design
// bought by points, played as the unit "walker:NAME".
func init() {
	register(define("walker", spec[engine.WalkerDesign]{
		key: "name", keyOf: func(d *engine.WalkerDesign) string { return engine.WalkerID(d.Name) },
		required: `"name" and "generation"`,
		check:    (*loader).checkWalker, add: addWalker,
		about: walkerAbout, docs: walkerFields,
	}))
	RegisterUnitField[engine.WalkerDesign](engine.WalkerKey, nil)
}

// checkWalker checks one [[walker]] design of a template file: its name,
// then every problem the engine finds in it (000 FAQ, Walkers, 4.0 Buying
// Walkers; 5.0 Optional Walker Rules), each on the design's line.
func (l *loader) checkWalker(e *entry[*engine.WalkerDesign]) {
	d := e.v
	if !requireText(l, e, "name", d.Name) {
		return
	}
	if !e.has("generation") {
		missing(l, e, "generation", " (early or late)")
		return
	}
	for _, p := range d.Problems() {
		report(l, e, e.at.line, "walker", "%s", p)
	}
}

// addWalker puts a design in the catalog as the unit type it is played as
// ("walker:NAME").
func addWalker(c *engine.Catalog, d *engine.WalkerDesign) {
	c.Units = append(c.Units, d.UnitType())
}
