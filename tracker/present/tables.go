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
			VP: u.VP, Squads: u.Squads, Treads: u.Treads, Special: u.Special, Official: u.Official, Source: u.Source, Scale: string(scale)})
	}
	return out
}

// WriteUnits writes units of the catalog cat as "ogretable units" prints
// them: a table (a split-fire unit's attack as its parts, "3+3"), then how
// many there are.
func WriteUnits(w io.Writer, cat *engine.Catalog, units []UnitEntry, scale engine.Scale) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "id\tname\tkind\tatt\trange (%s)\tdef\tmove (%s)\tmode\tsize\tVP\tofficial\n", scale.Unit(), scale.Unit())
	for _, u := range units {
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
	fmt.Fprintf(w, "%d entries; \"ogretable ogre NAME\" shows an Ogre's weapons and treads.\n", len(units))
}

// yesNo writes a yes-or-no value as a word.
func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}
