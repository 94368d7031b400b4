// Package dsiitables reads and checks OGRE for DSII's own tables of the
// template files (002 OGRE for DSII): it registers them with the templates
// (templates.RegisterTable) from its init. The bundle systems/dsii links it
// into the program.
package dsiitables

import (
	"fmt"
	"slices"
	"strconv"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/templates"
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
	templates.RegisterTable[dsii.Design](templates.SystemTable[dsii.Design]{
		Name:     dsii.TableOgre,
		Required: `"id", "name", "electronics" (its quality), "treads" (their count and speed) and "batteries"`,
		Check:    checkDSIIOgre,
		About:    "an Ogre design of OGRE for DSII (002 OGRE for DSII, OGRE Modules), played as a unit type of DSII games by its id",
		Fields: templates.FieldDocs{
			"id":                       {Doc: "the design's id, which add names in a DSII game; not a [[unit]]'s"},
			"name":                     {Doc: "its name"},
			"mark":                     {Doc: "its mark, as the sheet prints it"},
			"electronics":              {Doc: "its electronics module, given whole"},
			"electronics.quality":      {Doc: "superior, enhanced or basic: the quality all its systems share"},
			"electronics.armor":        {Doc: "its armour; 0: not given, shown blank"},
			"electronics.boom_repair":  {Doc: "the roll on the EM's die that repairs the EM's own BOOM (\"repairable by the Electronics Module\", no number in 002): the referee's; 0: not given, and such a repair asks for it (repair OGRE.em boom N+)"},
			"treads":                   {Doc: "its tread modules, all alike (\"All Tread Modules must be the same size, and have the same values\"), given whole"},
			"treads.count":             {Doc: "how many tread modules"},
			"treads.size":              {Doc: "their size; 0: not given"},
			"treads.armor":             {Doc: "their armour; 0: not given"},
			"treads.speed":             {Doc: "fast (5 BMF a module) or slow (4)"},
			"batteries":                {Doc: "its batteries, each an activation unit of weapons modules of one kind"},
			"batteries.kind":           {Doc: "main, secondary, ap, missile or rack"},
			"batteries.count":          {Doc: "how many modules"},
			"batteries.size":           {Doc: "each module's size; 0: not given"},
			"batteries.armor":          {Doc: "each module's armour; 0: not given"},
			"batteries.weapon":         {Doc: "the weapon each houses; none: not given"},
			"batteries.facing":         {Doc: "its facing, free text"},
			"batteries.loads":          {Default: "1 a missile module, 5 a rack", Doc: "the missile loads each carries"},
			"batteries.valid":          {Doc: "the chits each module's weapon may use, by kind of target: the referee's house data (002 gives none but the rams' and the nukes'); used when a hit names the battery with by, a validity typed still overrides it"},
			"batteries.valid.ogre":     {Doc: "against an Ogre's modules: a validity as hit reads it (\"red,yellow\", \"all\", \"green,no-specials\"); none: typed at each hit"},
			"batteries.valid.vehicle":  {Doc: "against an armoured vehicle, read as ogre's"},
			"batteries.valid.softskin": {Doc: "against a vehicle of armour 0, read as ogre's"},
			"batteries.valid.infantry": {Doc: "against infantry, read as ogre's"},
			"source":                   {Doc: "where it comes from, such as \"house rule\""},
			"notes":                    {Doc: "what else the design says"},
			"costs":                    {Doc: "the base costs of its parts, which 002 does not list (its modules are \"purchased as a vehicle\" by DSII's own rules): the referee's; dsii cost prices the design from them by every formula 002 gives and names each one missing"},
			"costs.source":             {Doc: "where the costs come from"},
			"costs.electronics":        {Doc: "the electronics module's BPV as a vehicle, without its systems; 0: not given"},
			"costs.tread":              {Doc: "one tread module's BPV as a vehicle, without its movement; 0: not given"},
			"costs.main":               {Doc: "one main battery module's BPV, its weapon included; 0: not given"},
			"costs.secondary":          {Doc: "one secondary battery module's BPV, its weapon included; 0: not given"},
			"costs.ap":                 {Doc: "one AP module's BPV, its weapon included; 0: not given"},
			"costs.missile":            {Doc: "one missile module's BPV, its weapon included; 0: not given"},
			"costs.rack":               {Doc: "one missile rack module's BPV, its weapon included; 0: not given"},
			"costs.fcs":                {Doc: "\"the appropriate cost value for the quality level of the FCS\", per class of weapon; 0: not given"},
			"costs.systems":            {Doc: "the electronics module's other systems at its quality (ECM, PDS, Counter Battery Radar), together; 0: not given"},
			"costs.mak_load":           {Doc: "\"a normal load of MAK munitions\" of the missiles' battery type, of which a missile load costs 50% more; 0: not given"},
		},
		Cross: func(c *templates.Check, d *dsii.Design) {
			// A DSII game finds a unit of the catalog before a design.
			if c.KnownUnit(d.ID) {
				c.Problem("id", "%q is the id of a [[unit]] too; give the design an id of its own", d.ID)
			}
		},
	})
	templates.RegisterTable[dsii.Element](templates.SystemTable[dsii.Element]{
		Name:        dsii.TableElement,
		Key:         "unit",
		Required:    `"unit" and "source"; for a vehicle "size" and "armor" (0 for a softskin); for infantry "class" (militia, line or powered)`,
		NoneBuiltIn: true, // 002 gives no element's figures
		About:       "the figures of a catalog unit played as an element of the defence in OGRE for DSII games, keyed by the unit; 002 gives none, so every entry is the referee's",
		Fields: templates.FieldDocs{
			"unit":           {Doc: "the catalog [[unit]] (not an Ogre) the figures are for"},
			"source":         {Doc: "where the figures come from, such as \"our club's conversion\""},
			"size":           {Doc: "a vehicle's size, which a ram takes (a ram that types another is refused)"},
			"armor":          {Doc: "a vehicle's armour: A points Damage it, A+1 kill it (\"A tank with 4 armor must suffer 4 points to be Damaged, 5 to be killed\"); 0: a softskin"},
			"class":          {Doc: "infantry's class: militia, line or powered, eliminated by 3, 4 or 5 points"},
			"valid":          {Doc: "the chits its weapons may use, by kind of target, read as a [[dsii-ogre]] battery's valid"},
			"valid.ogre":     {Doc: "against an Ogre's modules"},
			"valid.vehicle":  {Doc: "against an armoured vehicle"},
			"valid.softskin": {Doc: "against a vehicle of armour 0"},
			"valid.infantry": {Doc: "against infantry"},
			"notes":          {Doc: "what else the referee says of it"},
		},
		Check: func(c *templates.Check, e *dsii.Element) {
			if !c.Has("source") {
				c.Missing("source")
			}
		},
		Cross: func(c *templates.Check, e *dsii.Element) {
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
	templates.RegisterTable[dsii.CupEntry](templates.SystemTable[dsii.CupEntry]{
		Name:     dsii.TableChit,
		Key:      "chit",
		Required: `"chit" and "count"`,
		Check:    checkDSIIChit,
		About:    "the chits of the referee's cup for OGRE for DSII's damage draws, one entry a kind of chit; 002 gives no mix, so every entry is a house rule",
		Fields: templates.FieldDocs{
			"chit":   {Doc: "the chit, as a draw names it: red3, yellow1, m, boom, ..."},
			"count":  {Doc: "how many of it the cup holds"},
			"source": {Doc: "where the mix comes from, such as \"house rule\""},
		},
	})
}

// checkDSIIOgre checks one design: its fields, then every way it breaks
// the limits of 002 OGRE for DSII, OGRE Modules (Design.Problems), each on
// its field's line.
func checkDSIIOgre(c *templates.Check, d *dsii.Design) {
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
func checkDSIIChit(c *templates.Check, ch *dsii.CupEntry) {
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
