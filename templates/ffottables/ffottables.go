// Package ffottables reads and checks FFOTigers' own table of the template
// files (004 FFOTigers): it registers it with the templates
// (templates.RegisterTable) from its init. The bundle systems/ffot links it
// into the program.
package ffottables

import (
	"ogretable/engine/ffot"
	"ogretable/templates"
)

// The [[ffot-stand]] table of FFOTigers (engine/ffot): the figures of a
// catalog unit as a stand, named by its unit. None is built in: 004 gives
// no figures for Ogre units, so every entry is a house rule of the
// referee's, with its source (an example ships unloaded, in
// templates/examples).
func init() {
	templates.RegisterTable[ffot.Stand](templates.SystemTable[ffot.Stand]{
		Name:        ffot.StandTable,
		Key:         "unit",
		Required:    `"unit", "source", "class", "mode", "move" and "armor"`,
		NoneBuiltIn: true, // 004 gives no figures for Ogre units
		About: "the figures of a catalog unit as an FFOTigers stand; 004 FFOTigers gives none for Ogre units, so every entry is the referee's, " +
			"with its source (\"ogretable templates example ffot\" writes an example to start from)",
		Fields: templates.FieldDocs{
			"unit":             {Doc: "the id of the catalog unit these are the figures of (heavy-tank): a unit of that type added to an FFOTigers game plays them"},
			"source":           {Doc: "where the figures come from (\"our club's conversion\"), shown with them"},
			"class":            {Doc: "vehicle or personnel: which spotting column and Artillery Hit Chart column it is"},
			"recon":            {Doc: "true for a recon stand: it spots on the recon lines of the spotting table"},
			"mode":             {Doc: "tracked, wheeled or foot: what terrain costs it, and whether it bogs"},
			"move":             {Doc: "road/cross-country inches, \"6/4\" (004: \"the left number is road movement rate\")"},
			"armor":            {Doc: "its armour, front"},
			"armor_side":       {Default: "its armor", Doc: "its side/rear armour, which infantry that over-run it fire at"},
			"soft":             {Default: "true for personnel, false for a vehicle", Doc: "a soft target: a hit by INF fire makes it check and pins it; a hard one takes a normal anti-vehicle attack"},
			"weapons":          {Doc: "its weapons, the first its main one"},
			"weapons.name":     {Doc: "the weapon's name, which fire names after the stand and a dot (fire HT1.gun at ...)"},
			"weapons.rof":      {Doc: "its rate of fire: dice a shot rolls, before the quality's ROF modifier"},
			"weapons.ranges":   {Doc: "short, medium and long range in inches, [6, 12, 18] (004: \"R1 3-6-9\")"},
			"weapons.pen":      {Doc: "its penetration, against armour; 0: it cannot hurt a hard target by penetration"},
			"weapons.burst":    {Doc: "its burst value (HE; AP rounds half), for barrages and the Artillery Hit Chart"},
			"weapons.inf":      {Doc: "its INF number: above 0, it fires at personnel by INF dice"},
			"weapons.crew":     {Doc: "the INF number of the crew's own arms (004: \"some crewed weapons have an INF number\")"},
			"weapons.indirect": {Doc: "true when it fires indirectly: a howitzer, mortar or rocket launcher places barrages"},
			"weapons.rocket":   {Doc: "true for rockets, which cannot fire below their short range"},
			"weapons.ifr":      {Default: "its long range", Doc: "its indirect firing range, in inches"},
			"weapons.calibre":  {Doc: "its calibre in mm, which gives a barrage's burst radius (needed to fire indirectly)"},
		},
		Check: func(c *templates.Check, s *ffot.Stand) {
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
		Cross: func(c *templates.Check, s *ffot.Stand) {
			if !c.KnownUnit(s.Unit) {
				c.UnknownUnit("unit", s.Unit)
			}
		},
	})
}
