package ffot

import "strings"

// Terrain is the terrain a stand is in, as the referee says it.
type Terrain string

// The terrains of 004 FFOTigers' saves and movement.
const (
	Open        Terrain = "open"
	Road        Terrain = "road"
	LightWoods  Terrain = "light-woods"
	Forest      Terrain = "forest"
	Swamp       Terrain = "swamp"
	Town        Terrain = "town"
	Smoke       Terrain = "smoke"
	Trench      Terrain = "trench"
	Gully       Terrain = "gully"
	SlopeUp     Terrain = "slope-up"
	DoubleSlope Terrain = "double-slope"
	Ford        Terrain = "ford"
)

// Terrains lists every terrain, in the order the help names them.
var Terrains = []Terrain{Open, Road, LightWoods, Forest, Swamp, Town, Smoke, Trench, Gully, SlopeUp, DoubleSlope, Ford}

// ParseTerrain reads a terrain by its name, in any case, with spaces or
// hyphens ("light woods"); it errors on anything else, naming the
// terrains it takes.
func ParseTerrain(s string) (Terrain, error) {
	t := Terrain(strings.ReplaceAll(strings.ToLower(strings.TrimSpace(s)), " ", "-"))
	for _, x := range Terrains {
		if t == x {
			return x, nil
		}
	}
	names := make([]string, len(Terrains))
	for i, x := range Terrains {
		names[i] = string(x)
	}
	return "", errorf("%q is not a terrain; say %s", s, strings.Join(names, ", "))
}

// Woods reports whether t is woods for movement: light woods and forest
// alike (004 FFOTigers: "Woods and swamps cost double ..."; NoteWoods).
func (t Terrain) Woods() bool { return t == LightWoods || t == Forest }
