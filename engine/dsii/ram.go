package dsii

import (
	"fmt"
	"strings"

	"ogretable/engine"
)

// RamParty is what rams or is rammed: an Ogre, an armoured vehicle, a
// softskin (a vehicle with 0 armour), or infantry.
type RamParty string

// The parties of a ram (002 OGRE for DSII, OGREs and Ramming).
const (
	RamOgre     RamParty = "ogre"
	RamVehicle  RamParty = "vehicle"
	RamSoftskin RamParty = "softskin"
	RamInfantry RamParty = "infantry"
)

// ParseRamParty reads a party (ogre, vehicle, softskin, infantry) in any
// case; it errors on anything else.
func ParseRamParty(s string) (RamParty, error) {
	p := RamParty(strings.ToLower(strings.TrimSpace(s)))
	switch p {
	case RamOgre, RamVehicle, RamSoftskin, RamInfantry:
		return p, nil
	}
	return "", inputf("%q is not what rams or is rammed; say ogre, vehicle, softskin or infantry", s)
}

// InfantryKillPoints holds the points that eliminate rammed infantry, "the
// same number of damage points as are needed in an Infantry firefight (3
// for militia, 4 for line elements, 5 for powered armor)" (002 OGRE for
// DSII, Ramming resolution).
var InfantryKillPoints = map[string]int{"militia": 3, "line": 4, "powered": 5}

// Ram is one ram as the calculator and the ram verb describe it. Size is
// the rammer's: its tread modules' size for an Ogre, its own for a
// vehicle; TargetSize likewise for the target. Mark and TargetMark are
// Ogres' marks, for their Threat Levels. Infantry is rammed infantry's
// class: militia, line or powered.
type Ram struct {
	Rammer, Target   RamParty
	Mark, TargetMark string
	Size, TargetSize int
	Infantry         string
}

// RamResult is what a ram pulls: the rammer's chits against the target
// and the target's chits back against the rammer, each with its validity,
// and what the ram asks before and after.
type RamResult struct {
	Chits     int
	Valid     Validity
	BackChits int // 0: nothing is pulled back
	BackValid Validity
	// OgreRam is an Ogre ramming an Ogre, both ways: each M and BOOM
	// takes 1 BMF more (Attack.OgreRam).
	OgreRam bool
	// ConfidenceTest is a vehicle's test before it rams an Ogre, at
	// Threat, the target Ogre's Threat Level.
	ConfidenceTest bool
	// Threat is the Threat Level the ram uses: the target Ogre's for a
	// Confidence Test, the rammer's size class when an Ogre rams an Ogre;
	// HasThreat is false when it uses none.
	Threat    int
	HasThreat bool
	// KillPoints are the points that eliminate rammed infantry; 0 for any
	// other target.
	KillPoints int
	// Moves says what the ram does to the Ogre's move.
	Moves string
}

// RamInputError is a ram that lacks, or has wrong, a figure it needs:
// Field names it ("size", "mark", "target-size", "target-mark",
// "infantry"), for a caller to name its own field.
type RamInputError struct {
	Field, Reason string
}

// Error returns the reason with the package's name.
func (e *RamInputError) Error() string { return "dsii: " + e.Reason }

// Sentence returns the reason alone, for a person.
func (e *RamInputError) Sentence() string { return e.Reason }

// Resolve returns what ram r pulls, from 002 OGRE for DSII, OGREs and
// Ramming: an Ogre ramming a vehicle pulls its tread modules' size, all
// colours and specials, the vehicle its size back, green only; an Ogre
// running over infantry its tread size, no specials, nothing back; a
// vehicle ramming an Ogre, after a Confidence Test, its size, red and
// yellow (a softskin yellow), no specials, the Ogre its tread size back,
// red and yellow (all against a softskin), specials too; an Ogre ramming
// an Ogre its tread size plus its size class, all and specials, the
// rammed Ogre its tread size plus its class back, red and yellow and
// specials. It errors on a ram with no Ogre in it, or when a figure it
// needs is missing or wrong (a *RamInputError).
func (r Ram) Resolve() (RamResult, error) {
	var out RamResult
	switch {
	case r.Rammer == RamInfantry:
		return out, inputf("infantry do not ram: 002 has Ogres and vehicles ram")
	case r.Rammer != RamOgre && r.Target != RamOgre:
		return out, inputf("a ram of a %s by a %s has no Ogre in it: DSII rules it, not 002", r.Target, r.Rammer)
	}
	redYellow := Validity{Red: true, Yellow: true}
	switch r.Rammer {
	case RamOgre:
		if err := needSize("size", r.Size, "the ramming Ogre's tread modules"); err != nil {
			return out, err
		}
		out.Chits = r.Size
		switch r.Target {
		case RamVehicle, RamSoftskin:
			// "All chit colors are valid, including specials, when an OGRE rams."
			out.Valid = AllValid
			if err := needSize("target-size", r.TargetSize, "the rammed vehicle"); err != nil {
				return out, err
			}
			// "Each rammed vehicle pulls 1 chit for each size point it has. Only green chits are
			// valid against OGRE treads. Specials do not count."
			out.BackChits, out.BackValid = r.TargetSize, Validity{Green: true}
			out.Moves = "the Ogre moves on only if the vehicle is destroyed (KO or BOOM)"
		case RamInfantry:
			// "when infantry are rammed (run over), specials have no effect"; "Infantry cannot
			// damage an OGREs treads by being run over."
			out.Valid = Validity{Red: true, Yellow: true, Green: true}
			k, ok := InfantryKillPoints[strings.ToLower(strings.TrimSpace(r.Infantry))]
			if !ok {
				return out, &RamInputError{"infantry", fmt.Sprintf("rammed infantry are militia, line or powered, not %q", r.Infantry)}
			}
			out.KillPoints = k
			out.Moves = "the Ogre moves on whether or not the infantry are destroyed"
		case RamOgre:
			t, err := ramThreat("mark", r.Mark, "the ramming Ogre")
			if err != nil {
				return out, err
			}
			bt, err := ramThreat("target-mark", r.TargetMark, "the rammed Ogre")
			if err != nil {
				return out, err
			}
			if err := needSize("target-size", r.TargetSize, "the rammed Ogre's tread modules"); err != nil {
				return out, err
			}
			// "one chit per size point of its Tread Modules, +1 per "size class""; "All chits are
			// valid ... Special chits are also valid"; back: "Red and Yellow chits are valid ...
			// Special chits are also valid".
			out.Chits += t
			out.Valid = AllValid
			out.BackChits, out.BackValid = r.TargetSize+bt, Validity{Red: true, Yellow: true, Specials: true}
			out.OgreRam, out.Threat, out.HasThreat = true, t, true
			out.Moves = "the ramming Ogre stops at the point of impact"
		default:
			return out, inputf("%q is not what an Ogre rams; say ogre, vehicle, softskin or infantry", r.Target)
		}
	case RamVehicle, RamSoftskin:
		t, err := ramThreat("target-mark", r.TargetMark, "the rammed Ogre")
		if err != nil {
			return out, err
		}
		if err := needSize("size", r.Size, "the ramming vehicle"); err != nil {
			return out, err
		}
		if err := needSize("target-size", r.TargetSize, "the rammed Ogre's tread modules"); err != nil {
			return out, err
		}
		// "Each vehicle ramming an OGREs treads pulls 1 chit for each size point of the vehicle.
		// For armored vehicles, Red and Yellow chits are valid ... For softskins ... only Yellow
		// chits are valid. Special chits ... do not effect OGRE treads"; back: "Red and Yellow
		// against armored vehicles, and ALL valid against softskin vehicles. Specials ... are valid."
		out.Chits, out.Valid = r.Size, redYellow
		out.BackChits, out.BackValid = r.TargetSize, Validity{Red: true, Yellow: true, Specials: true}
		if r.Rammer == RamSoftskin {
			out.Valid = Validity{Yellow: true}
			out.BackValid = AllValid
		}
		out.ConfidenceTest, out.Threat, out.HasThreat = true, t, true
	default:
		return out, inputf("%q is not what rams; say ogre, vehicle or softskin", r.Rammer)
	}
	return out, nil
}

// needSize checks that a size is given and 1 or more.
func needSize(field string, n int, whose string) error {
	if n < 1 {
		return &RamInputError{field, fmt.Sprintf("give the size of %s, 1 or more", whose)}
	}
	return nil
}

// ramThreat returns the Threat Level of an Ogre's mark, or the error of a
// mark missing or not listed.
func ramThreat(field, mark, whose string) (int, error) {
	if strings.TrimSpace(mark) == "" {
		return 0, &RamInputError{field, fmt.Sprintf("give the mark of %s, for its Threat Level", whose)}
	}
	t, err := Threat(mark)
	if err != nil {
		return 0, &RamInputError{field, engine.Sentence(err)}
	}
	return t, nil
}
