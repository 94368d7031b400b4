package ffot

import "strings"

// Quality is the quality of a stand or a unit: Green, Average, Veteran or
// Elite (004 FFOTigers: "starting with GREEN, then moving on to AVERAGE,
// then VETERAN, and finally ELITE").
type Quality int

// The qualities, from the lowest.
const (
	Green Quality = iota + 1
	Average
	Veteran
	Elite
)

// Qualities lists the qualities from the lowest.
var Qualities = []Quality{Green, Average, Veteran, Elite}

// qualityRow is one line of 004's quality table.
type qualityRow struct {
	name                                  string
	savingThrow, firing, rof, armyCommand int
	cohesion                              float64 // inches
}

// qualityTable is 004 FFOTigers' quality table, by quality ("| Quality
// Level | Saving Throw | Firing Modifier | ROF Modifier | ARMY COMMAND |
// Cohesion |").
var qualityTable = map[Quality]qualityRow{
	Green:   {"green", 6, -1, 0, 5, 1},
	Average: {"average", 5, 0, 0, 4, 1.5},
	Veteran: {"veteran", 4, 1, 1, 3, 2},
	Elite:   {"elite", 3, 2, 1, 2, 2.5},
}

// Valid reports whether q is one of the four qualities.
func (q Quality) Valid() bool { _, ok := qualityTable[q]; return ok }

// String returns the quality's name as the commands take it: "veteran".
func (q Quality) String() string { return qualityTable[q].name }

// SavingThrow returns the quality table's "Saving Throw": the lowest face
// that passes a quality check, 6 for Green to 3 for Elite.
func (q Quality) SavingThrow() int { return qualityTable[q].savingThrow }

// FiringModifier returns the quality table's "Firing Modifier", added to
// the to-hit and the effect rolls: -1 for Green to +2 for Elite.
func (q Quality) FiringModifier() int { return qualityTable[q].firing }

// ROFModifier returns the quality table's "ROF Modifier", added to a
// weapon's rate of fire: +1 for Veteran and Elite.
func (q Quality) ROFModifier() int { return qualityTable[q].rof }

// CommandNeeded returns the quality table's "ARMY COMMAND": the lowest
// face of an army command roll at this rating, 5 for Green to 2 for Elite.
func (q Quality) CommandNeeded() int { return qualityTable[q].armyCommand }

// Cohesion returns the quality table's "Cohesion" in inches: how close each
// stand of a unit of this quality must be to another of the unit.
func (q Quality) Cohesion() float64 { return qualityTable[q].cohesion }

// Level returns the quality's level, 1 for Green to 4 for Elite: what a
// spotter of this quality adds to an accuracy roll (004 FFOTigers,
// ARTILLERY ACCURACY: "Each level of quality of the spotting unit is worth
// plus one ... An elite spotter adds 4").
func (q Quality) Level() int { return int(q) }

// ParseQuality reads a quality by its name, in any case ("vet" for
// veteran); it errors on anything else, naming the qualities it takes.
func ParseQuality(s string) (Quality, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if t == "vet" {
		return Veteran, nil
	}
	for _, q := range Qualities {
		if t == q.String() {
			return q, nil
		}
	}
	return 0, errorf("%q is not a quality; say green, average, veteran or elite", s)
}

// MarshalText writes the quality by its name, "" for none.
func (q Quality) MarshalText() ([]byte, error) { return []byte(q.String()), nil }

// UnmarshalText reads a quality by its name, "" for none.
func (q *Quality) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*q = 0
		return nil
	}
	v, err := ParseQuality(string(b))
	*q = v
	return err
}
