package ffot

import "strings"

// Spotter is the kind of stand that spots: personnel, vehicle, recon
// vehicle or recon personnel (004 FFOTigers, SPOTTING: "Spotting Stand").
type Spotter string

// The kinds of spotting stand, in the order of 004's table.
const (
	SpotPersonnel      Spotter = "personnel"
	SpotVehicle        Spotter = "vehicle"
	SpotReconVehicle   Spotter = "recon-vehicle"
	SpotReconPersonnel Spotter = "recon-personnel"
)

// Spotters lists the kinds of spotting stand in the order of 004's table.
var Spotters = []Spotter{SpotPersonnel, SpotVehicle, SpotReconVehicle, SpotReconPersonnel}

// ParseSpotter reads a kind of spotting stand; it errors on anything else.
func ParseSpotter(s string) (Spotter, error) {
	t := Spotter(strings.ToLower(strings.TrimSpace(s)))
	for _, x := range Spotters {
		if t == x {
			return x, nil
		}
	}
	return "", errorf("%q is not a spotting stand; say personnel, vehicle, recon-vehicle or recon-personnel", s)
}

// Seen is what the spotted stand is doing, a column of 004's table.
type Seen string

// The columns of 004's spotting table, for each kind of target.
const (
	MovingOpen      Seen = "moving-open"
	Firing          Seen = "firing"
	MovingCover     Seen = "moving-cover"
	StationaryCover Seen = "stationary-cover"
	StationaryOpen  Seen = "stationary-open"
)

// seenColumn holds each column's place among the four of a kind of target
// ("Moving in open or firing | Moving in cover | Stationary in cover |
// Stationary in open").
var seenColumn = map[Seen]int{MovingOpen: 0, Firing: 0, MovingCover: 1, StationaryCover: 2, StationaryOpen: 3}

// ParseSeen reads what the spotted stand is doing; it errors on anything
// else.
func ParseSeen(s string) (Seen, error) {
	t := Seen(strings.ToLower(strings.TrimSpace(s)))
	if _, ok := seenColumn[t]; ok {
		return t, nil
	}
	return "", errorf("%q is not what a target does; say moving-open, firing, moving-cover, stationary-cover or stationary-open", s)
}

// spotTable is 004 FFOTigers' SPOTTING table: by the spotter's quality
// (green, average, veteran and elite alike), its kind, and the target's
// kind (vehicle, then personnel or gun) and column, the range in inches
// out to which it spots; 0 is AUTO.
var spotTable = map[Quality]map[Spotter][2][4]float64{
	Green: {
		SpotPersonnel:      {{0, 20, 10, 40}, {0, 10, 1, 20}},
		SpotVehicle:        {{0, 10, 5, 40}, {0, 5, 1, 10}},
		SpotReconVehicle:   {{0, 20, 10, 40}, {0, 10, 1, 20}},
		SpotReconPersonnel: {{0, 30, 15, 40}, {0, 15, 1, 30}},
	},
	Average: {
		SpotPersonnel:      {{0, 30, 15, 45}, {0, 15, 1, 30}},
		SpotVehicle:        {{0, 20, 10, 45}, {0, 10, 1, 20}},
		SpotReconVehicle:   {{0, 30, 15, 45}, {0, 15, 1, 30}},
		SpotReconPersonnel: {{0, 40, 20, 45}, {0, 20, 1, 40}},
	},
	Veteran: {
		SpotPersonnel:      {{0, 40, 20, 50}, {0, 20, 1, 40}},
		SpotVehicle:        {{0, 30, 15, 50}, {0, 15, 1, 30}},
		SpotReconVehicle:   {{0, 40, 20, 50}, {0, 20, 1, 40}},
		SpotReconPersonnel: {{0, 50, 25, 50}, {0, 25, 1, 50}},
	},
}

// SpotRange returns how far a spotter of kind k and quality q sees a
// target, a vehicle or not, doing what seen says: auto when it sees it
// whatever the range, else the range in inches out to which it does (004
// FFOTigers, SPOTTING: "Spotting is automatic or automatic out to a certain
// range"). It errors on a quality, kind or column not in the table.
func SpotRange(k Spotter, q Quality, vehicle bool, seen Seen) (auto bool, inches float64, err error) {
	if q == Elite {
		q = Veteran // the table's "VET/ELITE" rows
	}
	rows, ok := spotTable[q]
	col, okc := seenColumn[seen]
	row, okr := rows[k]
	if !ok || !okc || !okr {
		return false, 0, errorf("no line of the spotting table for a %s %s seeing %q", q, k, seen)
	}
	target := 1
	if vehicle {
		target = 0
	}
	r := row[target][col]
	return r == 0, r, nil
}
