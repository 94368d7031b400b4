package ffot

// terrainSaves are the saving throws of 004 FFOTigers' terrain ("Stands in
// Lt woods and Swamps save on a roll of 5+"; "Stands in Forests, Towns,
// Smoke, Trenches, Gullies save on a roll of 4+").
var terrainSaves = map[Terrain]int{
	LightWoods: 5, Swamp: 5,
	Forest: 4, Town: 4, Smoke: 4, Trench: 4, Gully: 4,
}

// HullDownSave is the saving throw of a stand hull down to the fire (004
// FFOTigers: "Stands which are hull down to the fire save on a roll of
// 4+").
const HullDownSave = 4

// SaveNeeded returns the lowest face that saves a hit on a stand in
// terrain t, hull down or not: 5 or 4, or 0 when the stand has no save.
// A stand that has two saves rolls once, on the better (NoteTwoSaves).
func SaveNeeded(t Terrain, hullDown bool) int {
	n := terrainSaves[t]
	if hullDown && (n == 0 || HullDownSave < n) {
		n = HullDownSave
	}
	return n
}

// SaveChance returns the chance that a save of needed succeeds; none when
// needed is 0 (no save).
func SaveChance(needed int) Chance {
	if needed == 0 {
		return Chance{0, 1}
	}
	return AtLeast(needed)
}

// Cover is the cover a target of infantry fire is in: none, soft or hard
// (004 FFOTigers: "-1 if target is in soft cover, -2 if the target is in
// hard cover").
type Cover int

// The covers, from none.
const (
	NoCover Cover = iota
	SoftCover
	HardCover
)

// coverNames holds each cover's name as the calculators take it.
var coverNames = []string{NoCover: "none", SoftCover: "soft", HardCover: "hard"}

// String returns the cover's name: "none", "soft" or "hard".
func (c Cover) String() string { return nameAt(coverNames, int(c)) }

// ParseCover reads a cover by its name; it errors on anything else.
func ParseCover(s string) (Cover, error) {
	if c, ok := indexOf(coverNames, s); ok {
		return Cover(c), nil
	}
	return 0, errorf("%q is not a cover; say none, soft or hard", s)
}

// CoverOf returns the cover of a stand in terrain t: soft where the
// terrain saves on 5+ (light woods, swamp), hard where it saves on 4+
// (forest, town, smoke, trench, gully), none elsewhere; 004 names no
// terrain soft or hard (NoteCover).
func CoverOf(t Terrain) Cover {
	switch terrainSaves[t] {
	case 5:
		return SoftCover
	case 4:
		return HardCover
	}
	return NoCover
}

// Modifier returns what the cover adds to an infantry fire die: -1 soft,
// -2 hard.
func (c Cover) Modifier() int { return -int(c) }
