package templates

import (
	"fmt"

	"ogretable/engine"
	"ogretable/engine/dsii"
)

// OGRE for DSII's own tables (002 OGRE for DSII): [[dsii-ogre]], an Ogre
// design of modules, which a DSII game plays as the unit type of its id
// (dsii's SystemUnits); and [[dsii-chit]],
// the chits of the referee's cup, keyed by the chit. The built-in design
// (dsii-mark-v, in data/60-dsii.toml) gives only what 002 gives; the cup
// has no built-in entry, since 002 gives no mix.
func init() {
	RegisterTable[dsii.Design](SystemTable[dsii.Design]{
		Name:     dsii.TableOgre,
		Required: `"id", "name", "electronics" (its quality), "treads" (their count and speed) and "batteries"`,
		Check:    checkDSIIOgre,
		Cross: func(c *Check, d *dsii.Design) {
			// A DSII game finds a unit of the catalog before a design.
			if c.KnownUnit(d.ID) {
				c.Problem("id", "%q is the id of a [[unit]] too; give the design an id of its own", d.ID)
			}
		},
	})
	RegisterTable[dsii.CupEntry](SystemTable[dsii.CupEntry]{
		Name:     dsii.TableChit,
		Key:      "chit",
		Required: `"chit" and "count"`,
		Check:    checkDSIIChit,
	})
}

// checkDSIIOgre checks one design: its fields, then every way it breaks
// the limits of 002 OGRE for DSII, OGRE Modules (Design.Problems), each on
// its field's line.
func checkDSIIOgre(c *Check, d *dsii.Design) {
	for _, f := range []string{"name", "electronics", "treads", "batteries"} {
		if !c.Has(f) {
			c.Missing(f)
		}
	}
	if c.Has("name") && d.Name == "" {
		c.Problem("name", "a design has a name")
	}
	for _, p := range d.Problems() {
		if p.Item >= 0 {
			c.ItemProblem(p.Field, p.Item, "%s", p.Msg)
			continue
		}
		c.Problem(p.Field, "%s", p.Msg)
	}
}

// checkDSIIChit checks one entry of the cup: a chit the rules read
// (dsii.ParseChit), named as they write it, and how many, at least one.
func checkDSIIChit(c *Check, ch *dsii.CupEntry) {
	if c.Has("chit") { // a missing chit is reported as the missing key
		if chit, err := dsii.ParseChit(ch.Chit); err != nil {
			c.Problem("chit", "%s", engine.Sentence(err))
		} else if chit.String() != ch.Chit {
			c.Problem("chit", "write the chit %q as %q, the name the cup keys it by", ch.Chit, chit.String())
		}
	}
	if !c.Has("count") {
		c.Missing("count")
		return
	}
	if ch.Count < 1 {
		c.Problem("count", "%s", fmt.Sprintf("the cup holds at least one %s chit when it is listed (got %d); leave the entry out for none", ch.Chit, ch.Count))
	}
}
