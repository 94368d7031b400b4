package crttables

import (
	"ogretable/engine/crt"
	"ogretable/templates"
)

// The Raid reinforcements table is the Ogre CRT rules' own table of the
// catalog: [[reinforcement]], one line a 2d6 roll, which "reinforce" rolls
// on (000 FAQ, APPENDIX, Reinforcements Table (Ogre Miniatures)).
func init() {
	templates.RegisterTable(templates.SystemTable[crt.Reinforcement]{
		Name: crt.ReinforcementTable, Key: "roll", Label: "reinforcement roll %d",
		Required: `"roll" and "units"`,
		Check:    checkReinforcement,
		Cross:    func(c *templates.Check, r *crt.Reinforcement) { c.CountTypes("units", r.Units) },
		About:    reinforcementAbout, Fields: reinforcementFields,
	})
}

// checkReinforcement checks one line of the table as its file gives it: a
// roll of two dice, and the units it brings.
func checkReinforcement(c *templates.Check, r *crt.Reinforcement) {
	if c.Has("roll") && (r.Roll < 2 || r.Roll > 12) {
		c.Problem("roll", "must be a roll of two dice, 2 to 12 (got %d)", r.Roll)
	}
	if len(r.Units) == 0 {
		c.Problem("units", "must list at least one {type, count}")
	}
	c.Counts("units", r.Units)
}

const reinforcementAbout = "a line of the Raid reinforcements table (Ogre Miniatures): the 2d6 roll and the units it brings"

var reinforcementFields = templates.FieldDocs{
	"roll":        {Doc: "the 2d6 roll"},
	"units":       {Doc: "the units it brings"},
	"units.type":  {Doc: "a unit id"},
	"units.count": {Doc: "how many"},
	"units.side":  {Doc: "the side they join"},
	"text":        {Doc: "the line as printed"},
}
