package crt

import (
	"fmt"
	"strconv"
	"strings"

	"ogretable/engine"
)

// ReinforcementTable is the name of the Raid reinforcements table, the
// Ogre CRT system's own table of the catalog: [[reinforcement]] in the
// template files, "reinforcement" in the catalog's Tables.
const ReinforcementTable = "reinforcement"

// Reinforcement is one line of the Raid reinforcements table (Ogre
// Miniatures): the 2d6 roll and the units it brings. "reinforce" rolls on
// it (000 FAQ, APPENDIX, Reinforcements Table).
type Reinforcement struct {
	Roll  int            `toml:"roll"`
	Units []engine.Count `toml:"units"`
	Text  string         `toml:"text"`
}

func init() {
	engine.RegisterTable(engine.TableDef{Name: ReinforcementTable, New: func() engine.Entry { return &Reinforcement{} }})
}

// EntryKey returns the line's roll, which names it in its table: "7".
func (r *Reinforcement) EntryKey() string { return strconv.Itoa(r.Roll) }

// EntryText returns the line for the log: "roll 9: gev-apc x1, infantry-squad x3".
func (r *Reinforcement) EntryText() string {
	units := make([]string, len(r.Units))
	for i, u := range r.Units {
		units[i] = fmt.Sprintf("%s x%d", u.Type, u.Count)
	}
	return fmt.Sprintf("roll %d: %s", r.Roll, strings.Join(units, ", "))
}

// Reinforcements returns the lines of catalog c's Raid reinforcements
// table, in the order the templates list them; none when it has no table.
func Reinforcements(c *engine.Catalog) []*Reinforcement {
	var out []*Reinforcement
	for _, e := range c.Entries(ReinforcementTable) {
		if r, ok := e.(*Reinforcement); ok {
			out = append(out, r)
		}
	}
	return out
}
