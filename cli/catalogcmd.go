package cli

import (
	"flag"
	"slices"
	"strings"

	"ogretable/engine"
	"ogretable/templates"
	"ogretable/tracker/present"
)

// "ogretable ogre" and "ogretable units": the catalog's Ogres and units,
// and the Ogre designs the rule systems keep in tables of their own
// (RegisterDesigns).

// runOgre prints an Ogre's record ("ogretable ogre"): treads, movement now
// and its bands, weapons.
func runOgre(e *env, args []string) error {
	fs := flag.NewFlagSet("ogre", flag.ContinueOnError)
	fs.Int("treads", 0, "tread units left (default: all)")
	scaleName := fs.String("scale", "hex", "hex or inch")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return usagef("name an Ogre, e.g. \"ogretable ogre 'mark v' --treads 40\"")
	}
	if _, err := engine.ParseScale(*scaleName); err != nil {
		return usagef("%s", engine.Sentence(err))
	}
	cat, err := e.loadCatalog()
	if err != nil {
		return err
	}
	name := strings.Join(pos, " ")
	// Each rule system shows the Ogres it plays: a catalog Ogre's record,
	// or a design of a table of its own that is no unit of the catalog.
	for _, d := range designs {
		if d.Show == nil {
			continue
		}
		if found, derr := d.Show(&Env{e}, fs, cat, name, *asJSON); found || derr != nil {
			return derr
		}
	}
	t, err := cat.Unit(name)
	if err != nil {
		return err
	}
	return usagef("%s is not an Ogre; \"ogretable units\" lists every unit", t.Name)
}

// runUnits lists the catalog ("ogretable units"), of one kind when --kind
// is given.
func runUnits(e *env, args []string) error {
	fs := flag.NewFlagSet("units", flag.ContinueOnError)
	scaleName := fs.String("scale", "hex", "hex or inch")
	kind := fs.String("kind", "", "only this kind: ogre, armour, infantry, militia, walker, vtol, structure")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("units takes no names; use \"ogretable units --kind ogre\" or \"ogretable ogre NAME\"")
	}
	scale, err := engine.ParseScale(*scaleName)
	if err != nil {
		return usagef("%s", engine.Sentence(err))
	}
	want := engine.Kind(engine.NormalName(*kind))
	if want == "armor" {
		want = engine.KindArmour // the American spelling
	}
	if *kind != "" && !validKind(want) {
		return usagef("unknown kind %q; choose ogre, armour, infantry, militia, walker, vtol or structure", *kind)
	}
	cat, err := e.loadCatalog()
	if err != nil {
		return err
	}
	if *kind == "" {
		want = ""
	}
	out := present.UnitEntries(cat, want, scale)
	// The rule systems' Ogre designs that are no unit of the catalog.
	own := make([][]present.UnitEntry, len(designs))
	if want == "" || want == engine.KindOgre {
		builtin, _ := templates.Default()
		for i, d := range designs {
			if d.List != nil {
				own[i] = d.List(cat, builtin)
			}
		}
	}
	if *asJSON {
		return writeJSON(e.stdout, append(out, slices.Concat(own...)...))
	}
	present.WriteUnits(e.stdout, cat, out, scale)
	for i, d := range designs {
		if d.Write != nil {
			d.Write(e.stdout, cat, own[i])
		}
	}
	return nil
}

// validKind reports whether k is a kind of the catalog.
func validKind(k engine.Kind) bool {
	for _, x := range engine.Kinds {
		if x == k {
			return true
		}
	}
	return false
}
