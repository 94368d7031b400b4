package present

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"ogretable/engine"
)

// This file is the reference tables as the command line prints them
// ("ogretable units"): text, and values that encode as JSON. A system's
// own tables are its view's.

// UnitEntry is one entry of the catalog as "ogretable units --json" prints
// it, with distances in the scale.
type UnitEntry struct {
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
	// Rules names the rules variant an entry is played in when it is no
	// unit of the shared catalog (a design a system's view lists); House
	// says that such an entry comes from the referee's house rules.
	Rules string `json:"rules,omitempty"`
	House bool   `json:"house,omitempty"`
	// Weapons are an Ogre's weapons: its attack, range, defence and VP are
	// theirs, each weapon's, not the Ogre's own (Attack, Range, Defense and
	// VP are 0). None for any other unit.
	Weapons []WeaponEntry `json:"weapons,omitempty"`
}

// WeaponEntry is one weapon of an Ogre's as "ogretable units" lists it:
// how many the Ogre has, and each one's figures in the list's scale.
type WeaponEntry struct {
	ID      string  `json:"id"`
	Name    string  `json:"name"`
	Kind    string  `json:"kind,omitempty"`
	Count   int     `json:"count"`
	Attack  float64 `json:"attack"`
	Range   float64 `json:"range"`
	Defense float64 `json:"defense"`
	VP      float64 `json:"vp"`
	OneShot bool    `json:"one_shot,omitempty"`
	// Printed is the word its rules text prints in place of figures it
	// gives none of (a cruise missile's "special"), as the catalog says.
	Printed string `json:"printed,omitempty"`
	// figures are its attack/range and defence as the list writes them,
	// the text's word where it gives no figure (engine.WeaponType.Figure).
	figures string
}

// ogreWeapons returns the weapons of unit type u when it is an Ogre, whose
// figures are its weapons', in the scale; nil for any other unit.
func ogreWeapons(cat *engine.Catalog, u *engine.UnitType, scale engine.Scale) []WeaponEntry {
	if u.Kind != engine.KindOgre {
		return nil
	}
	var out []WeaponEntry
	for _, m := range u.Weapons {
		w := cat.Weapon(m.Weapon)
		if w == nil {
			continue
		}
		r := scale.Distance(w.Range)
		figures := w.Printed
		if !w.ShowsNone() {
			figures = w.Figure(w.Attack, engine.FormatNumber(w.Attack)) + "/" + w.Figure(w.Range, engine.FormatNumber(r)) +
				" D" + w.Figure(w.Defense, engine.FormatNumber(w.Defense))
		}
		out = append(out, WeaponEntry{ID: w.ID, Name: w.Name, Kind: w.Kind, Count: m.Count, Attack: w.Attack, Range: r,
			Defense: w.Defense, VP: w.VP, OneShot: w.OneShot, Printed: w.Printed, figures: figures})
	}
	return out
}

// UnitEntries returns the units of the catalog cat of kind ("": of every
// kind), in the catalog's order, in the scale; never nil.
func UnitEntries(cat *engine.Catalog, kind engine.Kind, scale engine.Scale) []UnitEntry {
	out := []UnitEntry{}
	for _, u := range cat.Units {
		if kind != "" && u.Kind != kind {
			continue
		}
		out = append(out, UnitEntry{ID: u.ID, Name: u.Name, Kind: string(u.Kind), Attack: u.Attack, Range: scale.Distance(u.Range),
			Defense: u.Defense, Move: scale.Distance(u.Move), Move2: scale.Distance(u.Move2), Mode: string(u.Mode), Size: u.Size,
			VP: u.VP, Squads: u.Squads, Treads: u.Treads, Special: u.Special, Official: u.Official, Source: u.Source, Scale: string(scale),
			Weapons: ogreWeapons(cat, u, scale)})
	}
	return out
}

// WriteUnits writes units of the catalog cat as "ogretable units" prints
// them: a table (a split-fire unit's attack as its parts, "3+3"; an Ogre's
// attack, range, defence and VP "-", its weapons' listed after the
// table), then how many there are.
func WriteUnits(w io.Writer, cat *engine.Catalog, units []UnitEntry, scale engine.Scale) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "id\tname\tkind\tatt\trange (%s)\tdef\tmove (%s)\tmode\tsize\tVP\tofficial\n", scale.Unit(), scale.Unit())
	var ogres []UnitEntry
	for _, u := range units {
		if u.Kind == string(engine.KindOgre) {
			// An Ogre's figures are its weapons', each its own: listed
			// after the table, never a 0 in its row.
			ogres = append(ogres, u)
			fmt.Fprintf(tw, "%s\t%s\t%s\t-\t-\t-\t%s\t%s\t%d\t-\t%s\n", u.ID, u.Name, u.Kind,
				engine.FormatNumber(u.Move), u.Mode, u.Size, yesNo(u.Official))
			continue
		}
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
	if len(ogres) > 0 {
		fmt.Fprintf(w, "An Ogre's attack, range, defence and VP are each weapon's (how many, attack/range (%s) and defence, VP each):\n", scale.Unit())
		for _, u := range ogres {
			fmt.Fprintf(w, "  %s: %s\n", u.ID, weaponsLine(u.Weapons))
		}
	}
	fmt.Fprintf(w, "%d entries; \"ogretable ogre NAME\" shows an Ogre's weapons and treads.\n", len(units))
}

// weaponsLine writes an Ogre's weapons on one line of "ogretable units":
// "2 main 4/3 D4 8 VP, 6 secondary 3/2 D3 4 VP, ...", a weapon named by its
// kind where the catalog gives one.
func weaponsLine(weapons []WeaponEntry) string {
	if len(weapons) == 0 {
		return "no weapons in the catalog"
	}
	parts := make([]string, len(weapons))
	for i, w := range weapons {
		name := w.Name
		if w.Kind != "" {
			name = w.Kind
			if name == "ap" {
				name = "AP"
			}
		}
		parts[i] = fmt.Sprintf("%d %s %s %s VP", w.Count, name, w.figures, engine.FormatNumber(w.VP))
		if w.OneShot {
			parts[i] += " (one shot)"
		}
	}
	return strings.Join(parts, ", ")
}

// yesNo writes a yes-or-no value as a word.
func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}
