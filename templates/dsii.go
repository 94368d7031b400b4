package templates

import (
	"fmt"
	"slices"
	"strconv"

	"ogretable/engine"
	"ogretable/engine/dsii"
)

// OGRE for DSII's own tables (002 OGRE for DSII): [[dsii-ogre]], an Ogre
// design of modules, which a DSII game plays as the unit type of its id
// (dsii's SystemUnits); [[dsii-element]], the figures of a catalog unit
// as an element of the defence (size, armour, infantry class, a weapon's
// validity), none built in, keyed by its unit; and [[dsii-chit]],
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
	RegisterTable[dsii.Element](SystemTable[dsii.Element]{
		Name:        dsii.TableElement,
		Key:         "unit",
		Required:    `"unit", "source", and "size" and "armor" (0 for a softskin) for a vehicle, or "class" (militia, line or powered) for infantry`,
		NoneBuiltIn: true, // 002 gives no element's figures
		Check: func(c *Check, e *dsii.Element) {
			if !c.Has("source") {
				c.Missing("source")
			}
		},
		Cross: func(c *Check, e *dsii.Element) {
			kind, ok := c.UnitKind(e.Unit)
			if !ok {
				c.UnknownUnit("unit", e.Unit)
				return
			}
			if kind == engine.KindOgre {
				c.Problem("unit", "%q is an Ogre: a DSII game plays an Ogre as a [[dsii-ogre]] design of modules, not as an element", e.Unit)
				return
			}
			infantry := kind == engine.KindInfantry || kind == engine.KindMilitia
			if !infantry && (!c.Has("size") || !c.Has("armor")) {
				for _, f := range []string{"size", "armor"} {
					if !c.Has(f) {
						c.Missing(f)
					}
				}
				return
			}
			for _, p := range e.Problems(infantry) {
				c.Problem(p.Field, "%s", p.Msg)
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
	// A table (electronics, treads) is given whole: a house rule with the
	// id of a built-in design that gives treads = {armor = 7} replaces the
	// built-in treads, count and speed too. Say so once, naming what the
	// table lacks, rather than "count 0" and "speed \"\"".
	lacks := map[string][]string{}
	if c.Has("electronics") && d.Electronics.Quality == "" {
		lacks["electronics"] = []string{"quality"}
	}
	if c.Has("treads") {
		if d.Treads.Count == 0 {
			lacks["treads"] = append(lacks["treads"], "count")
		}
		if d.Treads.Speed == "" {
			lacks["treads"] = append(lacks["treads"], "speed")
		}
	}
	for _, f := range []string{"electronics", "treads"} {
		if keys := lacks[f]; len(keys) > 0 {
			c.Problem(f, "%s is one table, given whole: it replaces all of a built-in design's %s, so it must give %s too (as in %s)",
				f, f, engine.JoinAnd(quoteAll(keys)), dsiiTableExample[f])
		}
	}
	for _, p := range d.Problems() {
		if slices.Contains(lacks[p.Field], p.Key) {
			continue
		}
		if p.Item >= 0 {
			c.ItemProblem(p.Field, p.Item, "%s", p.Msg)
			continue
		}
		c.Problem(p.Field, "%s", p.Msg)
	}
}

// dsiiTableExample shows each table of a [[dsii-ogre]] written whole.
var dsiiTableExample = map[string]string{
	"electronics": `electronics = {quality = "superior", armor = 7}`,
	"treads":      `treads = {count = 4, size = 5, armor = 7, speed = "slow"}`,
}

// quoteAll returns each word in double quotes.
func quoteAll(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = strconv.Quote(w)
	}
	return out
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
