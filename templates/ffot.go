package templates

import (
	"ogretable/engine/ffot"
)

// The [[ffot-stand]] table of FFOTigers (engine/ffot): the figures of a
// catalog unit as a stand, named by its unit. None is built in: 004 gives
// no figures for Ogre units, so every entry is a house rule of the
// referee's, with its source (an example ships unloaded, in
// templates/examples).
func init() {
	RegisterTable[ffot.Stand](SystemTable[ffot.Stand]{
		Name:        ffot.StandTable,
		Key:         "unit",
		Required:    `"unit", "source", "class", "mode", "move" and "armor"`,
		NoneBuiltIn: true, // "the seed's Ogre chart is not in its text"
		Check: func(c *Check, s *ffot.Stand) {
			given := true
			for _, f := range []string{"source", "class", "mode", "move", "armor"} {
				if !c.Has(f) {
					c.Missing(f)
					given = false
				}
			}
			if !given {
				return // the problems of fields left out are said once, as missing
			}
			s.Complete(c.Has("armor_side"), c.Has("soft"))
			for _, p := range s.Problems() {
				if p.Weapon == 0 {
					c.Problem(p.Field, "%s", p.Reason)
				} else {
					c.ItemProblem("weapons", p.Weapon-1, "%s: %s", p.Field, p.Reason)
				}
			}
		},
		Cross: func(c *Check, s *ffot.Stand) {
			if !c.KnownUnit(s.Unit) {
				c.UnknownUnit("unit", s.Unit)
			}
		},
	})
}
