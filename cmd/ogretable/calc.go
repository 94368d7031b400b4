package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"

	"ogretable/engine"
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
		return 0, usagef("%s must be a number of 0 or more, such as 4 or 1.5, not %q", what, s)
	}
	return v, nil
}

type crtJSON struct {
	Attack   float64            `json:"attack"`
	Defense  float64            `json:"defense"`
	Reading  string             `json:"reading"`
	Modifier int                `json:"modifier"`
	Column   string             `json:"column"`
	Die      int                `json:"die,omitempty"`
	Result   string             `json:"result,omitempty"`
	Chances  map[string]float64 `json:"chances"`
	Table    map[string]string  `json:"table"`
}

func runCRT(e *env, args []string) error {
	fs := flag.NewFlagSet("crt", flag.ContinueOnError)
	die := fs.Int("die", 0, "the die rolled, 1 to 6")
	reading := fs.String("reading", "regular", "regular, overrun or spillover")
	mod := fs.Int("modifier", 0, "added to the die (the Ninja's ECM: -1)")
	mult := fs.Float64("multiplier", 1, "the defence multiplier of the target's terrain (infantry in town: 3)")
	ogreWeapon := fs.Bool("ogre-weapon", false, "the target is an Ogre weapon (an overrun's D stays D)")
	asJSON := fs.Bool("json", false, "print JSON")
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
	rd, err := engine.ParseReading(*reading)
	if err != nil {
		return usagef("%s", trimPackage(err.Error()))
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
	a := engine.Attack{Strength: att, Defense: def * *mult, Reading: rd, Modifier: *mod, OgreWeapon: *ogreWeapon}
	col := a.Odds()
	out := crtJSON{Attack: att, Defense: a.Defense, Reading: rd.String(), Modifier: *mod, Column: col.String(),
		Chances: map[string]float64{}, Table: map[string]string{}}
	for r, p := range a.Chances() {
		out.Chances[r.String()] = p
	}
	for d := 1; d <= 6; d++ {
		out.Table[strconv.Itoa(d)] = a.Resolve(d).Result.String()
	}
	if *die != 0 {
		out.Die = *die
		out.Result = a.Resolve(*die).Result.String()
	}
	if *asJSON {
		return writeJSON(e.stdout, out)
	}
	w := e.stdout
	fmt.Fprintf(w, "Attack %s against defence %s", engine.FormatNumber(att), engine.FormatNumber(a.Defense))
	if *mult != 1 {
		fmt.Fprintf(w, " (%s × %s for terrain)", engine.FormatNumber(def), engine.FormatNumber(*mult))
	}
	fmt.Fprintf(w, ": odds %s, %s reading", col, rd)
	if *mod != 0 {
		fmt.Fprintf(w, ", die %+d", *mod)
	}
	fmt.Fprintln(w, ".")
	switch col {
	case engine.ColumnNone:
		fmt.Fprintln(w, "Worse than 1-2: the attack has no effect; no die is rolled.")
	case engine.ColumnAuto:
		fmt.Fprintf(w, "5-1 or better, or defence 0: an automatic X (read as %s); no die is rolled.\n", a.Resolve(1).Result)
	default:
		fmt.Fprint(w, "  die    ")
		for d := 1; d <= 6; d++ {
			fmt.Fprintf(w, "%-4d", d)
		}
		fmt.Fprint(w, "\n  result ")
		for d := 1; d <= 6; d++ {
			fmt.Fprintf(w, "%-4s", a.Resolve(d).Result)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprint(w, "Chances:")
	for _, r := range engine.Results {
		fmt.Fprintf(w, "  %s %s", r, percent(out.Chances[r.String()]))
	}
	fmt.Fprintln(w)
	if *ogreWeapon && rd != engine.Spillover {
		fmt.Fprintln(w, engine.OgreWeaponEffects)
	}
	if *die != 0 {
		fmt.Fprintf(w, "Die %d: %s\n", *die, out.Result)
	}
	return nil
}

// percent writes a chance as a percentage: "33.3%".
func percent(p float64) string {
	return strconv.FormatFloat(p*100, 'f', 1, 64) + "%"
}

type weaponJSON struct {
	Kind    string  `json:"kind"`
	Name    string  `json:"name"`
	Count   int     `json:"count"`
	Attack  float64 `json:"attack"`
	Range   float64 `json:"range"`
	Defense float64 `json:"defense"`
	VP      float64 `json:"vp"`
	Ammo    int     `json:"ammo,omitempty"`
	OneShot bool    `json:"one_shot,omitempty"`
}

type ogreJSON struct {
	ID        string       `json:"id"`
	Name      string       `json:"name"`
	TreadsMax int          `json:"treads_max"`
	Treads    int          `json:"treads"`
	Movement  float64      `json:"movement"`
	MoveMax   float64      `json:"movement_max"`
	NextBand  *bandJSON    `json:"next_band,omitempty"`
	Scale     string       `json:"scale"`
	Size      int          `json:"size"`
	Cost      float64      `json:"cost,omitempty"`
	Special   []string     `json:"special,omitempty"`
	Weapons   []weaponJSON `json:"weapons"`
	Source    string       `json:"source"`
	Notes     string       `json:"notes,omitempty"`
}

type bandJSON struct {
	Treads   int     `json:"treads"`
	Movement float64 `json:"movement"`
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
		return usagef("%s", trimPackage(err.Error()))
	}
	cat, err := e.loadCatalog()
	if err != nil {
		return err
	}
	t, err := cat.Unit(strings.Join(pos, " "))
	if err != nil {
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
	move := engine.TreadMovement(n, t.Treads, int(t.Move))
	out := ogreJSON{ID: t.ID, Name: t.Name, TreadsMax: t.Treads, Treads: n, Movement: scale.Distance(float64(move)),
		MoveMax: scale.Distance(t.Move), Scale: string(scale), Size: t.Size, Cost: t.Cost, Special: t.Special,
		Source: t.Source, Notes: t.Notes, Weapons: []weaponJSON{}}
	if at, to, ok := engine.NextBand(n, t.Treads, int(t.Move)); ok {
		out.NextBand = &bandJSON{Treads: at, Movement: scale.Distance(float64(to))}
	}
	for _, m := range t.Weapons {
		wt := cat.Weapon(m.Weapon)
		if wt == nil {
			return fmt.Errorf("templates: %s mounts unknown weapon %q", t.ID, m.Weapon)
		}
		out.Weapons = append(out.Weapons, weaponJSON{Kind: wt.Kind, Name: wt.Name, Count: m.Count, Attack: wt.Attack,
			Range: scale.Distance(wt.Range), Defense: wt.Defense, VP: wt.VP, Ammo: m.Ammo, OneShot: wt.OneShot})
	}
	if *asJSON {
		return writeJSON(e.stdout, out)
	}
	w := e.stdout
	fmt.Fprintf(w, "%s (size %d", t.Name, t.Size)
	if t.Cost > 0 {
		fmt.Fprintf(w, ", cost %s", engine.FormatNumber(t.Cost))
	}
	fmt.Fprintf(w, ")\nTreads %d of %d: movement %s (of %s)", n, t.Treads, scale.Format(float64(move)), scale.Format(t.Move))
	if out.NextBand != nil {
		fmt.Fprintf(w, "; at %d treads it drops to %s", out.NextBand.Treads, scale.Format(float64(engine.TreadMovement(out.NextBand.Treads, t.Treads, int(t.Move)))))
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "Bands: %s\n", bands(t, scale))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "weapon\tcount\tattack\trange\tdefence\tVP each\tnotes\n")
	for _, x := range out.Weapons {
		notes := ""
		if x.OneShot {
			notes = "one shot"
		}
		if x.Ammo > 0 {
			notes = fmt.Sprintf("%d missiles in the racks, one a turn each", x.Ammo)
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%s\t%s\n", x.Name, x.Count, engine.FormatNumber(x.Attack),
			scale.Format(x.Range/scale.Distance(1)), engine.FormatNumber(x.Defense), engine.FormatNumber(x.VP), notes)
	}
	tw.Flush()
	if t.Notes != "" {
		fmt.Fprintf(w, "Notes: %s\n", t.Notes)
	}
	fmt.Fprintf(w, "Source: %s\n", t.Source)
	return nil
}

// bands describes an Ogre's movement bands: "60-41 → 3 hexes, 40-21 → 2 ...".
func bands(t *engine.UnitType, scale engine.Scale) string {
	var parts []string
	for _, b := range engine.TreadBands(t.Treads, int(t.Move)) {
		parts = append(parts, fmt.Sprintf("%d-%d → %s", b.From, b.To, scale.Format(float64(b.Movement))))
	}
	return strings.Join(parts, ", ") + ", 0 → stopped"
}

type unitJSON struct {
	ID       string   `json:"id"`
	Name     string   `json:"name"`
	Kind     string   `json:"kind"`
	Attack   float64  `json:"attack"`
	Range    float64  `json:"range"`
	Defense  float64  `json:"defense"`
	Move     float64  `json:"move"`
	Move2    float64  `json:"move2,omitempty"`
	Mode     string   `json:"mode"`
	Size     int      `json:"size"`
	VP       float64  `json:"vp"`
	Squads   int      `json:"squads,omitempty"`
	Treads   int      `json:"treads,omitempty"`
	Special  []string `json:"special,omitempty"`
	Official bool     `json:"official"`
	Source   string   `json:"source"`
	Scale    string   `json:"scale"`
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
		return usagef("%s", trimPackage(err.Error()))
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
	out := []unitJSON{}
	for _, u := range cat.Units {
		if *kind != "" && u.Kind != want {
			continue
		}
		out = append(out, unitJSON{ID: u.ID, Name: u.Name, Kind: string(u.Kind), Attack: u.Attack, Range: scale.Distance(u.Range),
			Defense: u.Defense, Move: scale.Distance(u.Move), Move2: scale.Distance(u.Move2), Mode: string(u.Mode), Size: u.Size,
			VP: u.VP, Squads: u.Squads, Treads: u.Treads, Special: u.Special, Official: u.Official, Source: u.Source, Scale: string(scale)})
	}
	if *asJSON {
		return writeJSON(e.stdout, out)
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "id\tname\tkind\tatt\trange (%s)\tdef\tmove (%s)\tmode\tsize\tVP\tofficial\n", scale.Unit(), scale.Unit())
	for _, u := range out {
		move := engine.FormatNumber(u.Move)
		if u.Move2 > 0 {
			move += "/" + engine.FormatNumber(u.Move2)
		}
		att := engine.FormatNumber(u.Attack)
		if t, _ := cat.Unit(u.ID); t != nil && len(t.Split) > 0 {
			parts := make([]string, len(t.Split))
			for i, p := range t.Split {
				parts[i] = engine.FormatNumber(p)
			}
			att = strings.Join(parts, "+")
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%d\t%s\t%s\n", u.ID, u.Name, u.Kind, att, engine.FormatNumber(u.Range),
			engine.FormatNumber(u.Defense), move, u.Mode, u.Size, engine.FormatNumber(u.VP), yesNo(u.Official))
	}
	tw.Flush()
	fmt.Fprintf(e.stdout, "%d entries; \"ogretable ogre NAME\" shows an Ogre's weapons and treads.\n", len(out))
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

// yesNo writes a yes-or-no value as a word.
func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}
