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
	// The terrains of issue 29's movement: a slope gone down, a double
	// slope gone down, a road up a slope, and a river.
	SlopeDown       Terrain = "slope-down"
	DoubleSlopeDown Terrain = "double-slope-down"
	RoadUpSlope     Terrain = "road-up-slope"
	River           Terrain = "river"
)

// Terrains lists every terrain, in the order the help names them.
var Terrains = []Terrain{Open, Road, LightWoods, Forest, Swamp, Town, Smoke, Trench, Gully, SlopeUp, SlopeDown, RoadUpSlope, DoubleSlope, DoubleSlopeDown, Ford, River}

// TerrainTable says what the terrains leave to the table, for the help of
// the verbs that take a terrain: the geometry 004 gives in words the
// program cannot see.
const TerrainTable = "the referee judges from the table which terrain a stand is in and a move passes: " +
	"double-slope is a double slope gone up, slope-up and slope-down a slope gone up or down; " +
	"road-up-slope is a road up a slope, said only when \"the movement of the stand passes completely over the terraign in question\" (004 FFOTigers), else slope-up; " +
	"a bridge is road and a river is crossed at a ford (\"Rivers can be crossed only at bridges or fords\"); " +
	"a stand is in town \"if it is 1/2 from 2 or more building stands\" and in the woods \"within 1/2 inch of a tree stand ... unless the stand is on a road in its entirety\""

// Slope reports whether t is on a slope, up or down, single or double, a
// road's or not: a stand that starts there pays the slope's penalty if it
// moves (004 FFOTigers: "Stands that start on the slope must pay the
// penalty if they move, even if on a road").
func (t Terrain) Slope() bool {
	switch t {
	case SlopeUp, SlopeDown, DoubleSlope, DoubleSlopeDown, RoadUpSlope:
		return true
	}
	return false
}

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
