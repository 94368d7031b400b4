package dsii

import (
	"strconv"
	"strings"
)

// Band is a range band of DSII: close, medium, long, or out of range.
type Band string

// The range bands, from the nearest.
const (
	BandClose  Band = "close"
	BandMedium Band = "medium"
	BandLong   Band = "long"
	BandOut    Band = "out"
)

// bands lists the bands in order, out last.
var bands = []Band{BandClose, BandMedium, BandLong, BandOut}

// DFFG is an Ogre's main battery, a DSII DFFG of class 6 to 9, with the
// farthest distance of each band in inches.
type DFFG struct {
	Class               int
	Close, Medium, Long float64
}

// DFFGs are 002 OGRE for DSII, OGRE Main Batteries: "DFFG/6 14" 28" 42";
// DFFG/7 16" 32" 48"; DFFG/8 18" 36" 54"; DFFG/9 20" 40" 60"" ("You don't
// need a DFFG/10").
var DFFGs = []DFFG{{6, 14, 28, 42}, {7, 16, 32, 48}, {8, 18, 36, 54}, {9, 20, 40, 60}}

// ParseDFFG reads a main battery's weapon, "DFFG/6" to "DFFG/9", in any
// case; it errors on any other weapon, saying that DSII's own weapons'
// ranges are the referee's.
func ParseDFFG(s string) (DFFG, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	if c, ok := strings.CutPrefix(t, "DFFG/"); ok {
		if n, err := strconv.Atoi(c); err == nil {
			for _, d := range DFFGs {
				if d.Class == n {
					return d, nil
				}
			}
		}
	}
	return DFFG{}, inputf("%q is not a main battery of 002: it gives DFFG/6 to DFFG/9 (no DFFG/10); DSII's own weapons' ranges come from DSII", s)
}

// String returns the weapon's name: "DFFG/6".
func (d DFFG) String() string { return "DFFG/" + strconv.Itoa(d.Class) }

// Band returns the band of a target at distance inches: up to the close
// distance close, up to the medium one medium, up to the long one long,
// farther out (ReadingBandEdges). A damaged module fires "as if at the
// next longest range band" (002 OGRE for DSII, Damaged), from long to out
// (ReadingDamagedLong); air defence reaches no farther than medium ("The
// maximum range for anti-air fire ... is equal to the weapons Medium
// range", Air defence). It errors on a distance below zero.
func (d DFFG) Band(distance float64, damaged, air bool) (Band, error) {
	if distance < 0 || distance != distance {
		return "", inputf("a distance is 0 inches or more, not %v", distance)
	}
	i := 0
	switch {
	case distance <= d.Close:
		i = 0
	case distance <= d.Medium:
		i = 1
	case distance <= d.Long:
		i = 2
	default:
		i = 3
	}
	if air && distance > d.Medium {
		return BandOut, nil
	}
	if damaged {
		i = min(i+1, len(bands)-1)
	}
	return bands[i], nil
}

// The readings of the main batteries' bands where 002 leaves a choice.
var (
	// ReadingBandEdges: a band's figure is its farthest distance.
	ReadingBandEdges = Reading{
		Topic: "Band edges",
		Text: `"DFFG/6 14" 28" 42"": each figure is the farthest distance of its band, so 14" is ` +
			`close and 14.1" medium.`,
	}
	// ReadingDamagedLong: a damaged weapon at long range is out of range.
	ReadingDamagedLong = Reading{
		Topic: "A DMG'ed weapon at long range",
		Text: `"fire as if at the next longest range band": there is none past long, so a damaged ` +
			`weapon cannot fire at a target in its long band.`,
	}
)
