// Package crttables reads and checks the Ogre CRT rules' own table of the
// template files: [[walker]], a walker design bought by points (000 FAQ,
// Walkers), played as the unit "walker:NAME", and the same design as the
// "walker" field of a [[unit]]. It registers them with the templates
// (templates.RegisterUnitTable, templates.RegisterUnitField) from its
// init, and reads and writes a file of designs ("ogretable walker export"
// and "import"). The bundle systems/crt links it into the program.
package crttables

import (
	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/templates"
)

// The Ogre CRT rules' walker designs are a table kind of their own: a
// design bought by points, played as the unit "walker:NAME".
func init() {
	templates.RegisterUnitTable(templates.UnitTable[crt.WalkerDesign]{
		Name: crt.WalkerKey, Key: "name",
		KeyOf:    func(d *crt.WalkerDesign) string { return crt.WalkerID(d.Name) },
		Required: `"name" and "generation"`,
		Check:    checkWalker,
		UnitType: func(d *crt.WalkerDesign) *engine.UnitType { return d.UnitType() },
		About:    walkerAbout, Fields: walkerFields,
		Holds: "a walker file",
		None:  "a walker file holds one for each design (\"ogretable walker export\" writes one)",
	})
	unit := templates.FieldDocs{"walker": {Doc: "a walker bought by points (as [[walker]] gives one; its fields below)"}}
	for f, d := range walkerFields {
		unit["walker."+f] = d
	}
	templates.RegisterUnitField[crt.WalkerDesign](crt.WalkerKey, unit)
}

// checkWalker checks one [[walker]] design of a template file: its name,
// then every problem the rules find in it (000 FAQ, Walkers, 4.0 Buying
// Walkers; 5.0 Optional Walker Rules), each on the design's line.
func checkWalker(c *templates.Check, d *crt.WalkerDesign) {
	if !c.RequireText("name", d.Name) {
		return
	}
	if !c.Has("generation") {
		c.MissingWhy("generation", " (early or late)")
		return
	}
	for _, p := range d.Problems() {
		c.EntryProblem("walker", p)
	}
}

const walkerAbout = "a walker design bought by points (000 FAQ, Walkers), played as the unit walker:NAME in games of the rules that FAQ is for"

var walkerFields = templates.FieldDocs{
	"name":       {Doc: "the design's name"},
	"generation": {Doc: "early (12 VP to spend) or late (18 VP)"},
	"attack":     {Doc: "its attack strength, in points"},
	"defense":    {Doc: "its defence strength, in points"},
	"range":      {Doc: "its range, in hexes"},
	"move":       {Doc: "its movement, in hexes"},
	"gev_move":   {Doc: "movement bought for the GEV phase, with the GEV leg module only"},
	"jumpjets":   {Doc: "true with jumpjets (an optional walker rule)"},
	"wheels":     {Doc: "true with wheels (an optional walker rule)"},
	"lat":        {Doc: "true with land/air transformation (an optional walker rule)"},
	"legs":       {Default: "biped", Doc: "its leg assembly: biped, chickenleg, quad or gev"},
	"notes":      {Doc: "what else the design says"},
}
