package dsii

import "strings"

// Mobility is how terrain hinders an Ogre's treads: easy, normal, poor or
// difficult. No terrain is impassable ("Impassable = None. It's an
// OGRE!").
type Mobility string

// The mobility classes of 002 OGRE for DSII, Terrain Effects on Mobility
// for OGREs.
const (
	MobilityEasy      Mobility = "easy"
	MobilityNormal    Mobility = "normal"
	MobilityPoor      Mobility = "poor"
	MobilityDifficult Mobility = "difficult"
)

// Terrain is a terrain of the chart, its mobility for an Ogre and whether
// an Ogre leaves a path of Rough through it.
type Terrain struct {
	Name        string
	Mobility    Mobility
	LeavesRough bool
}

// Terrains is the chart of 002 OGRE for DSII, Terrain Effects on Mobility
// for OGREs: "Easy = Roads; Normal = Open, Light Scrub, Cultivated, Rough,
// Light Woods; Poor = Urban, Hills, Dense Woods, Rivers/Streams
// (crossing), Open water; Difficult = Mountains, Swamp"; "OGREs bashing
// their way through Light Woods or Dense Woods should leave a path ... of
// Rough".
var Terrains = []Terrain{
	{"road", MobilityEasy, false},
	{"open", MobilityNormal, false}, {"light-scrub", MobilityNormal, false},
	{"cultivated", MobilityNormal, false}, {"rough", MobilityNormal, false},
	{"light-woods", MobilityNormal, true},
	{"urban", MobilityPoor, false}, {"hills", MobilityPoor, false},
	{"dense-woods", MobilityPoor, true}, {"river", MobilityPoor, false},
	{"stream", MobilityPoor, false}, {"open-water", MobilityPoor, false},
	{"mountains", MobilityDifficult, false}, {"swamp", MobilityDifficult, false},
}

// terrainSpelling turns the spaces and underscores of a typed terrain into
// hyphens.
var terrainSpelling = strings.NewReplacer(" ", "-", "_", "-")

// TerrainOf returns the terrain named name ("light-woods", "Light Woods",
// "roads"), and errors on a terrain the chart does not name, listing them.
func TerrainOf(name string) (Terrain, error) {
	t := strings.ToLower(strings.TrimSpace(name))
	t = terrainSpelling.Replace(t)
	if t == "roads" || t == "rivers" || t == "streams" {
		t = strings.TrimSuffix(t, "s")
	}
	for _, x := range Terrains {
		if x.Name == t {
			return x, nil
		}
	}
	names := make([]string, 0, len(Terrains))
	for _, x := range Terrains {
		names = append(names, x.Name)
	}
	return Terrain{}, inputf("the chart of terrain for Ogres does not name %q; it names %s (and no terrain is impassable: a cliff is the referee's call)", name, strings.Join(names, ", "))
}
