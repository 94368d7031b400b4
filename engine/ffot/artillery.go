package ffot

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"ogretable/engine"
)

// Observer is what became of a barrage's spotter: ok, attacked or
// destroyed (004 FFOTigers: "If the spotting unit is attacked or
// destroyed").
type Observer string

// What became of the spotter.
const (
	ObserverOK        Observer = "ok"
	ObserverAttacked  Observer = "attacked"
	ObserverDestroyed Observer = "destroyed"
)

// ParseObserver reads what became of the spotter; it errors on anything
// else.
func ParseObserver(s string) (Observer, error) {
	switch o := Observer(strings.ToLower(strings.TrimSpace(s))); o {
	case ObserverOK, ObserverAttacked, ObserverDestroyed:
		return o, nil
	}
	return "", errorf("%q is not what became of the spotter; say ok, attacked or destroyed", s)
}

// AccuracyHits is the modified accuracy roll that hits (004 FFOTigers,
// ARTILLERY ACCURACY: "Any modified result of 10+ hits").
const AccuracyHits = 10

// Accuracy is a barrage's accuracy roll.
type Accuracy struct {
	Spotter     Quality  // the spotting stand's
	Artillery   Quality  // the artillery stand's
	Adjustments int      // adjustments in later turns
	Observer    Observer // what became of the spotter
	TwoDice     bool     // rolled on 2d6 rather than 1d6 (NoteAccuracyDice)
}

// Modifier returns what is added to the accuracy roll: one per level of the
// spotter's quality ("An elite spotter adds 4 to the roll"), the
// artillery's firing modifier ("a green artillery stand subtracts one"),
// one per adjustment ("Each adjustment in later turns adds one to this
// roll"), and -2 or -4 when the spotter was attacked or destroyed
// ("subtract 2 and 4 from the accuracy roll respectfully").
func (a Accuracy) Modifier() int {
	return a.Spotter.Level() + a.Artillery.FiringModifier() + a.Adjustments + a.Observer.Modifier()
}

// Modifier returns what the spotter's fate adds to the accuracy roll: -2
// attacked, -4 destroyed (004 FFOTigers: "If the spotting unit is attacked
// or destroyed subtract 2 and 4 from the accuracy roll respectfully"), 0
// unharmed.
func (o Observer) Modifier() int {
	switch o {
	case ObserverAttacked:
		return -2
	case ObserverDestroyed:
		return -4
	}
	return 0
}

// Modifiers says the parts of the accuracy roll's modifier, as the forms
// write them: "spotter veteran +3, artillery elite +2, +1 for adjustments,
// -2 the spotter attacked".
func (a Accuracy) Modifiers() string {
	w := fmt.Sprintf("spotter %s %+d, artillery %s %+d", a.Spotter, a.Spotter.Level(), a.Artillery, a.Artillery.FiringModifier())
	if a.Adjustments > 0 {
		w += fmt.Sprintf(", %+d for adjustments", a.Adjustments)
	}
	if m := a.Observer.Modifier(); m != 0 {
		w += fmt.Sprintf(", %+d the spotter %s", m, a.Observer)
	}
	return w
}

// AccuracyOf returns barrage b's accuracy roll in game g, the spotter as
// obs says: its spotter's quality (none when it is out of the game), its
// artillery's, its adjustments, on the game's dice (AccuracyIn). The verbs
// and the forms build the roll here.
func AccuracyOf(g *engine.Game, b *Barrage, obs Observer) Accuracy {
	a := AccuracyIn(g)
	a.Artillery, a.Adjustments, a.Observer = b.Quality, b.Adjustments, obs
	if sp := g.Unit(b.Spotter); sp != nil && StandOf(sp) != nil {
		a.Spotter = StandOf(sp).Quality
	}
	return a
}

// Needed returns the lowest total of the dice that hits: 10 less the
// modifier.
func (a Accuracy) Needed() int { return AccuracyHits - a.Modifier() }

// Chance returns the chance that the barrage lands on target, counted over
// the faces of its die or dice.
func (a Accuracy) Chance() Chance {
	if a.TwoDice {
		return TwoDiceAtLeast(a.Needed())
	}
	return AtLeast(a.Needed())
}

// Dice returns the accuracy roll's dice as the log and the forms say
// them: "1d6" or "2d6".
func (a Accuracy) Dice() string {
	if a.TwoDice {
		return "2d6"
	}
	return "1d6"
}

// Rolled returns the accuracy dice ds as the log says them: "4" on 1d6,
// "3+5 (2d6)" on two.
func (a Accuracy) Rolled(ds []engine.Die) string {
	if len(ds) == 1 {
		return strconv.Itoa(ds[0].Value)
	}
	vs := make([]string, len(ds))
	for i, d := range ds {
		vs[i] = strconv.Itoa(d.Value)
	}
	return strings.Join(vs, "+") + " (" + a.Dice() + ")"
}

// Check returns an error unless both qualities are qualities and the
// adjustments 0 or more.
func (a Accuracy) Check() error {
	if !a.Spotter.Valid() || !a.Artillery.Valid() {
		return errorf("an accuracy roll needs the spotter's and the artillery's quality")
	}
	if a.Adjustments < 0 {
		return errorf("adjustments are 0 or more, not %d", a.Adjustments)
	}
	return nil
}

// ScatterDirections are the directions of a barrage that misses, by the
// face of the die (004 FFOTigers: "1 is long, 2 is right long, 3 is right
// short, 4 is short, 5 is left short and 6 is left long").
var ScatterDirections = [6]string{"long", "right long", "right short", "short", "left short", "left long"}

// ScatterDice returns how many dice give the distance in inches of a miss:
// one, or two when the observer was attacked or eliminated ("up to 1 die in
// inches or 2 dice in inches if the observer was attacked or eliminated").
func ScatterDice(o Observer) int {
	if o == ObserverAttacked || o == ObserverDestroyed {
		return 2
	}
	return 1
}

// BurstPerStand returns the burst radius in inches each stand of a
// calibre in mm adds (004 FFOTigers: "75mm or less 1/2 inch burst per stand
// firing", "76mm-100mm 3/4 inch", "101mm-149mm 1 inch", "150mm-200mm 1 1/4
// inch", "201mm + 1 1/2 inch").
func BurstPerStand(calibre int) float64 {
	switch {
	case calibre <= 75:
		return 0.5
	case calibre <= 100:
		return 0.75
	case calibre <= 149:
		return 1
	case calibre <= 200:
		return 1.25
	}
	return 1.5
}

// BurstRadius returns the burst radius of the stands that land fire on a
// target, one calibre each: the average of their radii per stand times
// the number of stands (004 FFOTigers: "Combined fires average their burst
// radius ... times two ( for two stands firing)"). It errors when there is
// no stand, or a calibre is not 1 mm or more.
func BurstRadius(calibres []int) (perStand, radius float64, err error) {
	if len(calibres) == 0 {
		return 0, 0, errorf("a burst needs the calibre of one stand or more")
	}
	sum := 0.0
	for _, c := range calibres {
		if c < 1 {
			return 0, 0, errorf("a calibre is 1 mm or more, not %d", c)
		}
		sum += BurstPerStand(c)
	}
	perStand = sum / float64(len(calibres))
	return perStand, perStand * float64(len(calibres)), nil
}

// BurstFactor returns the burst factor of a round whose weapon lists
// burst: as listed for HE, half for AP (004 FFOTigers: "HE rounds fired
// have the burst value as listed, AP rounds have 1/2 the burst value
// listed or none if no burst value was listed").
func BurstFactor(listed int, ap bool) float64 {
	if ap {
		return float64(listed) / 2
	}
	return float64(listed)
}

// ArtilleryTarget is a column of 004's Artillery Hit Chart.
type ArtilleryTarget string

// The targets of the Artillery Hit Chart, as the calculators take them.
const (
	TargetStoneBuilding  ArtilleryTarget = "stone-building"
	TargetWoods          ArtilleryTarget = "woods"
	TargetWoodBuilding   ArtilleryTarget = "wood-building"
	TargetAFV            ArtilleryTarget = "afv"
	TargetBunker         ArtilleryTarget = "bunker"
	TargetPersonnelCover ArtilleryTarget = "personnel-cover"
	TargetTrench         ArtilleryTarget = "trench"
	TargetPersonnelOpen  ArtilleryTarget = "personnel-open"
)

// targetColumn holds each target's column ("Stone Bld or woods | Wood
// Building walls | AFV or bunkers | Personnel in cover or trenches |
// Personnel in open").
var targetColumn = map[ArtilleryTarget]int{
	TargetStoneBuilding: 0, TargetWoods: 0, TargetWoodBuilding: 1, TargetAFV: 2, TargetBunker: 2,
	TargetPersonnelCover: 3, TargetTrench: 3, TargetPersonnelOpen: 4,
}

// ParseArtilleryTarget reads a target of the Artillery Hit Chart; it
// errors on anything else.
func ParseArtilleryTarget(s string) (ArtilleryTarget, error) {
	t := ArtilleryTarget(strings.ToLower(strings.TrimSpace(s)))
	if _, ok := targetColumn[t]; ok {
		return t, nil
	}
	return "", errorf("%q is not a target of the Artillery Hit Chart; say stone-building, woods, wood-building, afv, bunker, personnel-cover, trench or personnel-open", s)
}

// hitChart is 004 FFOTigers' Artillery Hit Chart: by row, the lowest face
// that hits each column.
var hitChart = [5]struct {
	row    string
	needed [5]int
}{
	{"1-2", [5]int{6, 6, 6, 6, 5}},
	{"3-4", [5]int{6, 6, 5, 5, 4}},
	{"5-6", [5]int{6, 5, 4, 4, 3}},
	{"7-8", [5]int{5, 4, 3, 3, 2}},
	{"9+", [5]int{4, 3, 2, 2, 2}},
}

// ArtilleryHit returns the row of the Artillery Hit Chart for a total burst
// factor, and the lowest face that hits target on it: the row is the factor
// halved, rounded up ("Burst Factors / 2"; NoteBurstHalf). It errors on a
// factor not above 0.
func ArtilleryHit(factor float64, target ArtilleryTarget) (row string, needed int, err error) {
	col, ok := targetColumn[target]
	if !ok {
		return "", 0, errorf("%q is not a target of the Artillery Hit Chart", target)
	}
	if !(factor > 0) || math.IsInf(factor, 0) {
		return "", 0, errorf("a burst factor is above 0")
	}
	h := int(math.Ceil(factor / 2))
	i := min((h-1)/2, len(hitChart)-1)
	return hitChart[i].row, hitChart[i].needed[col], nil
}

// Feature is a terrain feature that burst effect damages.
type Feature string

// The terrain features of 004's hit points.
const (
	Trees         Feature = "trees"
	Bunker        Feature = "bunker"
	StoneBuilding Feature = "stone-building"
	TrenchFeature Feature = "trench"
	WoodBuilding  Feature = "wood-building"
	StoneWall     Feature = "stone-wall"
	WoodWall      Feature = "wood-wall"
)

// FeatureKinds are the terrain features of 004's hit points, in its order.
var FeatureKinds = []Feature{Trees, Bunker, StoneBuilding, TrenchFeature, WoodBuilding, StoneWall, WoodWall}

// featureHitPoints are the features' hit points (004 FFOTigers: "Trees and
// Bunkers have 30 hit points. Stone buildings and Trenches have 15 hit
// points. Wooden buildings have 8 hit points. Stone walls have 8 hit points
// and wooden walls have 4 hit points.").
var featureHitPoints = map[Feature]int{
	Trees: 30, Bunker: 30, StoneBuilding: 15, TrenchFeature: 15, WoodBuilding: 8, StoneWall: 8, WoodWall: 4,
}

// ParseFeature reads a terrain feature; it errors on anything else.
func ParseFeature(s string) (Feature, error) {
	f := Feature(strings.ToLower(strings.TrimSpace(s)))
	if _, ok := featureHitPoints[f]; ok {
		return f, nil
	}
	return "", errorf("%q is not a terrain feature; say trees, bunker, stone-building, trench, wood-building, stone-wall or wood-wall", s)
}

// HitPoints returns the feature's hit points.
func (f Feature) HitPoints() int { return featureHitPoints[f] }

// FeatureDamage returns the hit points a feature loses to a burst of burst
// effect: all of it when it fails its save, half when it saves (004
// FFOTigers: "it must roll to save or it will take full burst effect in hit
// points. If it saves, then it takes 1/2 of the hits instead"), the half
// kept exact (NoteFeatureSave).
func FeatureDamage(burst float64, saved bool) float64 {
	if saved {
		return burst / 2
	}
	return burst
}

// CatchesFire reports whether a feature of hp hit points, damaged before
// and then by this hit, catches fire: it failed its save and went over
// half its hit points with this hit ("A terraign stand that fails its
// saving throw and goes over 50 percent damage at the same time will catch
// fire").
func CatchesFire(hp int, before, this float64, saved bool) bool {
	half := float64(hp) / 2
	return !saved && before <= half && before+this > half
}
