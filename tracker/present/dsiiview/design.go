package dsiiview

import (
	"fmt"
	"io"
	"reflect"
	"strings"
	"text/tabwriter"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/tracker/present"
)

// DesignEntries returns the OGRE for DSII designs ([[dsii-ogre]]) of
// catalog cat as "ogretable units" lists them, beside the catalog's units:
// each an Ogre (kind "ogre", rules "dsii"), its size its tread modules',
// "house" when builtin (the built-in catalog, nil when unknown) lacks it
// or gives it otherwise. Never nil.
func DesignEntries(cat, builtin *engine.Catalog) []present.UnitEntry {
	out := []present.UnitEntry{}
	for _, e := range cat.Entries(dsii.TableOgre) {
		d, ok := e.(*dsii.Design)
		if !ok {
			continue
		}
		house := false
		if builtin != nil {
			b := builtin.Entry(dsii.TableOgre, d.ID)
			house = b == nil || !reflect.DeepEqual(b, e)
		}
		out = append(out, present.UnitEntry{ID: d.ID, Name: d.Name, Kind: string(engine.KindOgre), Mode: string(engine.ModeOgre),
			Size: d.Treads.Size, Source: d.Source, Scale: string(engine.Inches), Rules: string(dsii.Variant), House: house})
	}
	return out
}

// WriteDesigns writes the designs DesignEntries lists, as
// "ogretable units" prints them after the catalog's units: id, name, mark,
// EM, tread modules and batteries, and whether each is built in.
func WriteDesigns(w io.Writer, cat *engine.Catalog, designs []present.UnitEntry) {
	if len(designs) == 0 {
		return
	}
	fmt.Fprintln(w, "\nOGRE for DSII designs (ogretable new --rules dsii; \"ogretable ogre ID\" shows one):")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "id\tname\tmark\tEM\ttread modules\tbatteries\tfrom")
	for _, e := range designs {
		d, _ := cat.Entry(dsii.TableOgre, e.ID).(*dsii.Design)
		if d == nil {
			continue
		}
		from := "built in"
		if e.House {
			from = "house rules"
		}
		n := 0
		for _, b := range d.Batteries {
			n += b.Count
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d %s\t%d (%d modules)\t%s\n", d.ID, d.Name, blankDash(d.Mark), d.Electronics.Quality,
			d.Treads.Count, d.Treads.Speed, len(d.Batteries), n, from)
	}
	tw.Flush()
}

// blankDash returns s, or "–" when it is empty: a value not given.
func blankDash(s string) string {
	if s == "" {
		return "–"
	}
	return s
}

// ModuleSpec is one kind of module of a design in "ogretable ogre
// DESIGN --json": its activation unit, modules, and what the design gives
// of them (0 or "": not given), with its Effective Target Signature
// (dsii.Signature) and facing.
type ModuleSpec struct {
	Activation string             `json:"activation"`
	Kind       string             `json:"kind"`
	Modules    []string           `json:"modules"`
	Size       int                `json:"size,omitempty"`
	Armor      int                `json:"armor,omitempty"`
	Weapon     string             `json:"weapon,omitempty"`
	Facing     string             `json:"facing,omitempty"`
	Loads      int                `json:"loads,omitempty"`
	BMF        int                `json:"bmf,omitempty"`
	Signature  string             `json:"signature"`
	Valid      *dsii.ChitValidity `json:"valid,omitempty"`
}

// Design is a design as "ogretable ogre DESIGN --json" gives it.
type Design struct {
	ID      string       `json:"id"`
	Name    string       `json:"name"`
	Mark    string       `json:"mark,omitempty"`
	Quality string       `json:"quality"`
	EMDie   string       `json:"em_die"`
	BMF     int          `json:"bmf"`
	Speed   string       `json:"speed"`
	Units   []ModuleSpec `json:"units"`
	Source  string       `json:"source,omitempty"`
	Notes   string       `json:"notes,omitempty"`
}

// DesignOf returns design d as "ogretable ogre" shows it: its
// activation units in the order of 002's list (dsii.ModulesOf), each with
// its modules and what the design gives of them.
func DesignOf(d *dsii.Design) Design {
	out := Design{ID: d.ID, Name: d.Name, Mark: d.Mark, Quality: d.Electronics.Quality, Speed: string(d.Treads.Speed),
		BMF: d.Treads.Count * d.Treads.Speed.BMF(), Source: d.Source, Notes: d.Notes, Units: []ModuleSpec{}}
	if q, err := d.Quality(); err == nil {
		out.EMDie = q.Die().String()
	}
	index := map[string]int{}
	for _, m := range dsii.ModulesOf(d) {
		key := dsii.ActivationUnit(m)
		if i, ok := index[key]; ok {
			out.Units[i].Modules = append(out.Units[i].Modules, m.ID)
			continue
		}
		spec := ModuleSpec{Activation: dsii.ActivationName(d, key), Kind: string(m.Kind), Modules: []string{m.ID},
			Signature: dsii.Signature(m.Kind), BMF: m.BMFMax, Loads: m.Loads}
		if a := dsii.ArmorOf(d, m); a != dsii.ArmourBlank {
			spec.Armor = a
		}
		switch {
		case m.Kind == dsii.KindElectronics:
			spec.Size = dsii.EMSize
		case m.Kind == dsii.KindTread:
			spec.Size = d.Treads.Size
		default:
			b := d.Batteries[m.Battery-1]
			spec.Size, spec.Weapon, spec.Facing = b.Size, b.Weapon, b.Facing
			if b.Valid != (dsii.ChitValidity{}) {
				v := b.Valid
				spec.Valid = &v
			}
		}
		index[key] = len(out.Units)
		out.Units = append(out.Units, spec)
	}
	return out
}

// WriteDesign writes design d as "ogretable ogre DESIGN" prints it:
// its name and EM, then each activation unit with its modules and what
// the design gives of them, "–" for what it leaves blank.
func WriteDesign(w io.Writer, d *dsii.Design) {
	x := DesignOf(d)
	fmt.Fprintf(w, "%s (%s), an OGRE for DSII design of modules", x.Name, x.ID)
	if x.Mark != "" {
		fmt.Fprintf(w, ", %s", x.Mark)
	}
	fmt.Fprintf(w, "\nEM %s (%s), BMF %d (%d %s tread modules)\n", blankDash(x.EMDie), x.Quality, x.BMF, d.Treads.Count, x.Speed)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "unit\tmodules\tsize\tarmour\tweapon\tfacing\tsignature\tvalid")
	num := func(n int) string {
		if n == 0 {
			return "–"
		}
		return fmt.Sprint(n)
	}
	for _, u := range x.Units {
		mods := u.Modules[0]
		if len(u.Modules) > 1 {
			mods += "-" + u.Modules[len(u.Modules)-1]
		}
		weapon := u.Weapon
		switch {
		case u.Kind == string(dsii.KindTread):
			weapon = fmt.Sprintf("BMF %d", u.BMF)
		case u.Loads > 0:
			weapon = fmt.Sprintf("%s, %s each", blankDash(u.Weapon), engine.Counted(u.Loads, "load", "loads"))
		case u.Kind == string(dsii.KindElectronics):
			weapon = ""
		}
		valid := ""
		if u.Valid != nil {
			valid = u.Valid.String()
		}
		armor := num(u.Armor)
		if u.Kind == string(dsii.KindElectronics) && u.Armor == 0 {
			armor = "–"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", u.Activation, mods, num(u.Size), armor, blankDash(weapon), blankDash(u.Facing), u.Signature, blankDash(valid))
	}
	tw.Flush()
	fmt.Fprintln(w, "Signature: \"Effective Target Signature is 1 (D12)\" for the EM; tread and weapons modules' \"will be increased by 1\" (002 OGRE for DSII, OGRE Modules). A value the design leaves blank (–) is not guessed.")
	if x.Source != "" {
		fmt.Fprintf(w, "Source: %s\n", x.Source)
	}
	if x.Notes != "" {
		fmt.Fprintf(w, "Notes: %s\n", strings.TrimSpace(x.Notes))
	}
}
