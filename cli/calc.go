package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/engine/dsii"
	"ogretable/templates"
	"ogretable/tracker/present"
)

// writeJSON writes v as indented JSON.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// parseStrength reads an attack or defence strength, which may be
// fractional ("1.5") but not negative.
func parseStrength(what, s string) (float64, error) {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || v < 0 || math.IsInf(v, 0) || math.IsNaN(v) {
		return 0, parseStrengthErr(what, s)
	}
	return v, nil
}

// parseStrengthErr is the mistake of a strength s that is not a number of 0
// or more.
func parseStrengthErr(what, s string) error {
	return usagef("%s must be a number of 0 or more, such as 4 or 1.5, not %q", what, s)
}

// negativeArg finds a negative number among the positional arguments of
// args ("crt -1 2"), which the flag parser would take for an unknown flag:
// it returns it and its place among the positionals. A value after a flag
// that takes one ("--modifier -1") is not positional.
func negativeArg(fs *flag.FlagSet, args []string) (string, int, bool) {
	n := 0
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		if !strings.HasPrefix(a, "-") {
			n++
			continue
		}
		if _, err := strconv.ParseFloat(a, 64); err == nil {
			return a, n, true
		}
		name := strings.TrimLeft(a, "-")
		if strings.Contains(name, "=") {
			continue
		}
		if f := fs.Lookup(name); f != nil {
			if b, ok := f.Value.(interface{ IsBoolFlag() bool }); !ok || !b.IsBoolFlag() {
				i++ // the flag's value
			}
		}
	}
	return "", 0, false
}

// runCRT reads the combat results table ("ogretable crt"): the odds, the
// result of each face of the die and the chance of each result.
func runCRT(e *env, args []string) error {
	fs := flag.NewFlagSet("crt", flag.ContinueOnError)
	die := fs.Int("die", 0, "the die rolled, 1 to 6")
	reading := fs.String("reading", "regular", "regular, overrun or spillover")
	mod := fs.Int("modifier", 0, "added to the die (the Ninja's ECM: -1)")
	mult := fs.Float64("multiplier", 1, "the defence multiplier of the target's terrain (infantry in town: 3)")
	ogreWeapon := fs.Bool("ogre-weapon", false, "the target is an Ogre weapon (an overrun's D stays D)")
	asJSON := fs.Bool("json", false, "print JSON")
	if a, i, ok := negativeArg(fs, args); ok {
		// "crt -1 2": the flag parser would take -1 for a flag.
		return parseStrengthErr([]string{"the attack", "the defence"}[min(i, 1)], a)
	}
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 2 {
		return usagef("give the attack and the defence, e.g. \"ogretable crt 4 2 --die 3\"")
	}
	att, err := parseStrength("the attack", pos[0])
	if err != nil {
		return err
	}
	def, err := parseStrength("the defence", pos[1])
	if err != nil {
		return err
	}
	rd, err := crt.ParseReading(*reading)
	if err != nil {
		return usagef("%s", engine.Sentence(err))
	}
	if *die != 0 && (*die < 1 || *die > 6) {
		return usagef("--die must be 1 to 6, not %d", *die)
	}
	if *mult <= 0 || math.IsInf(*mult, 0) || math.IsNaN(*mult) {
		return usagef("--multiplier must be more than 0")
	}
	if *mod < -6 || *mod > 6 {
		return usagef("--modifier must be between -6 and 6")
	}
	q := present.CRTQuery{Attack: att, Defense: def, Multiplier: *mult, Reading: rd, Modifier: *mod, OgreWeapon: *ogreWeapon, Die: *die}
	if why := q.NoDie(); why != "" && *die != 0 {
		// The rule "do 'fire …'" applies (crt.Attack.NoDie).
		return usagef("no die is rolled for this attack: %s; leave out --die", why)
	}
	if *asJSON {
		return writeJSON(e.stdout, present.CRTOf(q))
	}
	present.WriteCRT(e.stdout, q)
	return nil
}

// runOgre prints an Ogre's record ("ogretable ogre"): treads, movement now
// and its bands, weapons.
func runOgre(e *env, args []string) error {
	fs := flag.NewFlagSet("ogre", flag.ContinueOnError)
	treads := fs.Int("treads", 0, "tread units left (default: all)")
	scaleName := fs.String("scale", "hex", "hex or inch")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return usagef("name an Ogre, e.g. \"ogretable ogre 'mark v' --treads 40\"")
	}
	scale, err := engine.ParseScale(*scaleName)
	if err != nil {
		return usagef("%s", engine.Sentence(err))
	}
	cat, err := e.loadCatalog()
	if err != nil {
		return err
	}
	t, err := cat.Unit(strings.Join(pos, " "))
	if err != nil {
		// An OGRE for DSII design is no unit of the catalog, but an Ogre.
		if entry, derr := cat.FindEntry(dsii.TableOgre, strings.Join(pos, " ")); derr == nil {
			return writeDSIIDesign(e, fs, entry, *asJSON)
		}
		return err
	}
	if t.Kind != engine.KindOgre {
		return usagef("%s is not an Ogre; \"ogretable units\" lists every unit", t.Name)
	}
	n := t.Treads
	if flagSet(fs, "treads") {
		n = *treads
	}
	if n < 0 || n > t.Treads {
		return usagef("the %s has %d tread units, so --treads must be 0 to %d, not %d", t.Name, t.Treads, t.Treads, n)
	}
	if *asJSON {
		out, err := present.OgreRecordOf(cat, t, n, scale)
		if err != nil {
			return err
		}
		return writeJSON(e.stdout, out)
	}
	return present.WriteOgre(e.stdout, cat, t, n, scale)
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
	var designs []present.UnitEntry
	if want == "" || want == engine.KindOgre {
		builtin, _ := templates.Default()
		designs = present.DSIIDesignEntries(cat, builtin)
	}
	if *asJSON {
		return writeJSON(e.stdout, append(out, designs...))
	}
	present.WriteUnits(e.stdout, cat, out, scale)
	present.WriteDSIIDesigns(e.stdout, cat, designs)
	return nil
}

// writeDSIIDesign prints an OGRE for DSII design ("ogretable ogre
// dsii-mark-v"), entry of the catalog's [[dsii-ogre]]: its modules and
// what the design gives of them; --treads and --scale, a CRT Ogre's, are
// refused.
func writeDSIIDesign(e *env, fs *flag.FlagSet, entry engine.Entry, asJSON bool) error {
	d, ok := entry.(*dsii.Design)
	if !ok {
		return fmt.Errorf("cli: the catalog's %s table holds no design", dsii.TableOgre)
	}
	if flagSet(fs, "treads") || flagSet(fs, "scale") {
		return usagef("%s is an OGRE for DSII design of modules, played in inches: --treads and --scale are a CRT Ogre's; leave them out", d.Name)
	}
	if asJSON {
		return writeJSON(e.stdout, present.DSIIDesignOf(d))
	}
	present.WriteDSIIDesign(e.stdout, d)
	return nil
}

// flagSet reports whether the flag name was given on the command line.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
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
