package dsiiview

import (
	"strconv"
	"strings"

	"ogretable/engine"
	"ogretable/engine/dsii"
)

// ElementState is an element of the defence with [[dsii-element]]
// figures in "state --json", under "dsii": its size and armour (a
// vehicle's), its class (infantry's), its status and the markers it
// carries, as a module's.
type ElementState struct {
	Size    *int     `json:"size,omitempty"`
	Armor   *int     `json:"armor,omitempty"`
	Class   string   `json:"class,omitempty"`
	Status  string   `json:"status"`
	Markers []string `json:"markers"`
}

// ElementStateOf returns element u's part of "state --json", its figures
// e.
func ElementStateOf(u *engine.Unit, e *dsii.Element) ElementState {
	out := ElementState{Class: e.Class, Status: string(u.Status), Markers: []string{}}
	if !e.Infantry() {
		size, armor := e.Size, e.Armor
		out.Size, out.Armor = &size, &armor
	}
	if st := dsii.UnitOf(u); st != nil {
		for _, m := range st.Markers {
			out.Markers = append(out.Markers, string(m))
		}
	}
	return out
}

// elementNotes returns what the roster and "ogretable state" say of unit
// u of a DSII game, no Ogre of modules: its figures and the markers it
// carries ("size 3, armour 4: DMG, M"), or that it has none
// ("no [[dsii-element]] figures"), its damage then judged at the table.
func elementNotes(g *engine.Game, u *engine.Unit) []string {
	e := dsii.ElementOf(g, u)
	if e == nil {
		return []string{"no [[dsii-element]] figures"}
	}
	note := e.Figures()
	if st := dsii.UnitOf(u); st != nil && len(st.Markers) > 0 {
		ms := make([]string, len(st.Markers))
		for i, m := range st.Markers {
			ms[i] = strings.ToUpper(string(m))
		}
		note += ": " + strings.Join(ms, ", ")
	}
	return []string{note}
}

// Activation is one activation of this turn in "state --json", under
// "dsii", "activated": the unit; for an Ogre of modules, its activation
// unit's key ("battery1", "tread2", "em"), its name ("main", "tread2",
// "electronics module") and its modules.
type Activation struct {
	Unit       string   `json:"unit"`
	Activation string   `json:"activation,omitempty"`
	Name       string   `json:"name,omitempty"`
	Modules    []string `json:"modules,omitempty"`
}

// GameState is a DSII game's own part of "state --json", under "dsii":
// what has activated this turn (002 OGRE for DSII, OGRE activation: each
// unit once a turn), unit by unit in the order of the game's units, an
// Ogre's activation units in the order they activated.
type GameState struct {
	Activated []Activation `json:"activated"`
}

// GameStateOf returns game g's part of "state --json".
func GameStateOf(g *engine.Game) GameState {
	out := GameState{Activated: []Activation{}}
	st := dsii.GameOf(g)
	if st == nil {
		return out
	}
	for _, u := range g.Units {
		keys := st.Activated[u.Label]
		if len(keys) == 0 {
			continue
		}
		if !dsii.IsOgre(u) {
			out.Activated = append(out.Activated, Activation{Unit: u.Label})
			continue
		}
		d := dsii.DesignOf(g, u)
		seen := map[string]bool{}
		for _, k := range keys {
			if seen[k] {
				continue
			}
			seen[k] = true
			a := Activation{Unit: u.Label, Activation: k, Name: dsii.ActivationName(d, k)}
			for _, m := range dsii.UnitOf(u).Modules {
				if dsii.ActivationUnit(m) == k {
					a.Modules = append(a.Modules, m.ID)
				}
			}
			out.Activated = append(out.Activated, a)
		}
	}
	return out
}

// GameJSON returns the game's part of "state --json" (GameStateOf),
// under "dsii".
func (dsiiView) GameJSON(g *engine.Game) (string, any) { return "dsii", GameStateOf(g) }

// StateLines returns what "ogretable state" says under the units: what has
// activated this turn ("Activated in turn 2: MK5 main, tread1; HVY").
func (dsiiView) StateLines(g *engine.Game) []string {
	var parts []string
	var last string
	for _, a := range GameStateOf(g).Activated {
		switch {
		case a.Activation == "":
			parts = append(parts, a.Unit)
		case a.Unit == last:
			parts[len(parts)-1] += ", " + a.Name
		default:
			parts = append(parts, a.Unit+" "+a.Name)
		}
		last = a.Unit
	}
	if len(parts) == 0 {
		return nil
	}
	return []string{"Activated in turn " + strconv.Itoa(g.Turn) + ": " + strings.Join(parts, "; ")}
}
