package dsii

import (
	"slices"
	"strings"
)

// Effect is one row of the damage table of 002 OGRE for DSII ("Damage and
// Special Damage against OGRE modules"): what one result does to a module
// of one class.
type Effect struct {
	Marker      Marker // the marker the module carries until a repair clears it; "" when none
	BMF         int    // BMF a tread module loses
	ForGood     bool   // the loss or the destruction cannot be repaired
	Destroyed   bool   // a weapons module is destroyed
	QualityDown bool   // the EM is one quality level down
	DieDown     bool   // the EM is one die type down
	D4ThisTurn  bool   // the EM's systems use a D4 for the rest of the turn
	RangeLonger bool   // a weapons module fires as if at the next longer range band
	Unusable    bool   // a weapons module cannot fire until repaired
	Text        string // the table's words, for the help and the sheet
}

// None reports whether the result does nothing to the module.
func (e Effect) None() bool { return e == Effect{Text: e.Text} }

// DamageTable is the damage table of 002 OGRE for DSII, by class of module
// and by result (KO, DMG, Systems Down, Mobility, BOOM). Whether a marker
// is repaired, and on what roll, is Repair's (repair.go).
var DamageTable = map[Class]map[Marker]Effect{
	ClassTread: {
		MarkerKO:       {BMF: 1, ForGood: true, Text: "-1 BMF (not repairable by the EM)"},
		MarkerDMG:      {Marker: MarkerDMG, BMF: 1, Text: "-1 BMF (repairable by the EM)"},
		MarkerSD:       {Text: "no effect"},
		MarkerMobility: {BMF: 1, ForGood: true, Text: "-1 BMF (not repairable by the EM)"},
		MarkerBOOM:     {BMF: 1, ForGood: true, Text: "-1 BMF (not repairable by the EM)"},
	},
	ClassWeapon: {
		MarkerKO:       {Destroyed: true, ForGood: true, Text: "destroyed (not repairable by the EM)"},
		MarkerDMG:      {Marker: MarkerDMG, RangeLonger: true, Text: "fires as if at the next longest range band (repairable by the EM)"},
		MarkerSD:       {Marker: MarkerSD, Unusable: true, Text: "weapons cannot be used until repaired by the EM"},
		MarkerMobility: {Text: "no effect"},
		MarkerBOOM:     {Destroyed: true, ForGood: true, Text: "destroyed (not repairable by the EM)"},
	},
	ClassEM: {
		MarkerKO:       {Marker: MarkerKO, QualityDown: true, Text: "-1 quality level (repairable by the EM)"},
		MarkerDMG:      {Marker: MarkerDMG, DieDown: true, Text: "-1 die type, never below D6 (repairable by the EM)"},
		MarkerSD:       {Marker: MarkerSD, QualityDown: true, Text: "all components one quality level lower (repairable by the EM)"},
		MarkerMobility: {Text: "no effect"},
		MarkerBOOM:     {Marker: MarkerBOOM, DieDown: true, D4ThisTurn: true, Text: "-1 die type (repairable by the EM); D4 for all systems for the rest of the turn"},
	},
}

// ArmourBlank is the armour of a module whose design does not give it:
// such a module takes results read at the table (ko, dmg) and specials,
// never chits with points.
const ArmourBlank = -1

// Attack is one attack on one module: the chits drawn, which of them
// count, and the results read at the table instead of points.
type Attack struct {
	Chits   []Chit
	Valid   Validity
	ReadKO  bool // "ko" given among the chits: the module is Knocked Out
	ReadDMG bool // "dmg" given among the chits: the module is Damaged
	// OgreRam is an Ogre ramming an Ogre's tread module, or rammed back
	// (002 OGRE for DSII, OGREs ramming OGREs): "allowing the targeted Tread
	// Module to lose more than one BMF per attack".
	OgreRam bool
}

// ParseAttack reads one attack's chits as the hit verb takes them: chits
// separated by commas, among which the results read at the table, "ko" and
// "dmg", may stand ("ko,m,boom"). The validity is v. It errors on a word it
// cannot read, on "ko" with "dmg", and on a read result with chits that
// have points (say one or the other).
func ParseAttack(s string, v Validity) (Attack, error) {
	a := Attack{Valid: v, Chits: make([]Chit, 0, strings.Count(s, ",")+1)}
	if strings.TrimSpace(s) == "" {
		return a, inputf("no chits given; list them with commas, such as red3,yellow1,m (or ko,boom as read)")
	}
	points := false
	for f := range strings.SplitSeq(s, ",") {
		switch strings.ToLower(strings.TrimSpace(f)) {
		case "ko":
			a.ReadKO = true
			continue
		case "dmg":
			a.ReadDMG = true
			continue
		}
		c, err := ParseChit(f)
		if err != nil {
			return Attack{}, err
		}
		points = points || c.Special == 0
		a.Chits = append(a.Chits, c)
	}
	switch {
	case a.ReadKO && a.ReadDMG:
		return Attack{}, inputf("%q reads both ko and dmg: one attack has one result; give one", s)
	case (a.ReadKO || a.ReadDMG) && points:
		return Attack{}, inputf("%q gives a result read at the table and chits with points: give the chits, or the result (ko or dmg) and the specials", s)
	}
	return a, nil
}

// Outcome is what one attack does to one module.
type Outcome struct {
	Points int    // the points of the valid chits
	Result Marker // MarkerKO (more points than the armour), MarkerDMG (as many), "" (fewer)
	// The valid special chits drawn, each counted.
	M, BOOM, TSD, FSD int
	// Markers are the markers the module now carries because of this
	// attack, what a repair clears, in the table's order; an EM carries one
	// BOOM marker per BOOM chit.
	Markers     []Marker
	BMFLost     int  // BMF the tread module loses
	BMFForGood  int  // of BMFLost, those no repair gives back
	Destroyed   bool // the weapons module is destroyed
	SystemsDown bool // the module is Systems Down (weapons module or EM)
	BOOMNow     bool // the EM uses a D4 for the rest of the turn
}

// FirerSystemDown reports whether an FSD chit drawn in this attack puts the
// firer's own system down: never when the firer is an Ogre ("OGREs weapons
// never suffer the effects of Firer System Down results", 002 OGRE for
// DSII, OGRE Main Batteries); otherwise as DSII rules it.
func (o Outcome) FirerSystemDown(ogreFirer bool) bool { return o.FSD > 0 && !ogreFirer }

// PointsNeeded returns the valid chit points that Damage a module of
// armour armor and those that Knock it Out: as many as the armour, and one
// more ("A tank with 4 armor must suffer 4 points to be Damaged, 5 to be
// killed", 002 OGRE for DSII, Ramming resolution). It returns false when
// the armour is blank (ArmourBlank): the result is then read at the table.
func PointsNeeded(armor int) (dmg, ko int, ok bool) {
	if armor == ArmourBlank {
		return 0, 0, false
	}
	return armor, armor + 1, true
}

// Damage returns what attack a does to a module of class c and armour
// armor (ArmourBlank when the design does not give it). Valid points equal
// to the armour Damage it, more Knock it Out ("A tank with 4 armor must
// suffer 4 points to be Damaged, 5 to be killed", 002 OGRE for DSII,
// Ramming resolution); the specials act as the damage table says; a tread
// module loses at most 1 BMF an attack (Tread Modules: "would still only
// lose 1 MPF") but in an Ogre's ram of an Ogre. It errors on an unknown
// class, an armour below zero, and chits with points against a blank
// armour.
func Damage(c Class, armor int, a Attack) (Outcome, error) {
	var o Outcome
	dmg, ko, _ := PointsNeeded(armor)
	row, ok := DamageTable[c]
	if !ok {
		return o, inputf("no module class %d; say em, tread or weapon", int(c))
	}
	if armor < 0 && armor != ArmourBlank {
		return o, inputf("armour %d is below zero; give the module's armour, 0 or more", armor)
	}
	for _, ch := range a.Chits {
		if armor == ArmourBlank && ch.Special == 0 {
			return o, inputf("the module's armour is not given, so %s cannot be counted: give the result read at the table (ko or dmg) with the specials, or give the armour in the design", ch)
		}
		if !a.Valid.Counts(ch) {
			continue
		}
		switch ch.Special {
		case 0:
			o.Points += ch.Points
		case SpecialM:
			o.M++
		case SpecialBOOM:
			o.BOOM++
		case SpecialTSD:
			o.TSD++
		case SpecialFSD:
			o.FSD++
		}
	}
	switch {
	case a.ReadKO:
		o.Result = MarkerKO
	case a.ReadDMG:
		o.Result = MarkerDMG
	case armor != ArmourBlank && o.Points >= ko:
		o.Result = MarkerKO
	case armor != ArmourBlank && o.Points > 0 && o.Points >= dmg:
		o.Result = MarkerDMG
	}
	// Each result once, the specials as many times as drawn.
	results := []struct {
		m Marker
		n int
	}{{MarkerKO, b2i(o.Result == MarkerKO)}, {MarkerDMG, b2i(o.Result == MarkerDMG)},
		{MarkerSD, min(o.TSD, 1)}, {MarkerMobility, o.M}, {MarkerBOOM, o.BOOM}}
	repairable := 0
	for _, r := range results {
		if r.n == 0 {
			continue
		}
		e := row[r.m]
		o.Destroyed = o.Destroyed || e.Destroyed
		o.SystemsDown = o.SystemsDown || (r.m == MarkerSD && e.Marker != "")
		o.BOOMNow = o.BOOMNow || e.D4ThisTurn
		if e.BMF > 0 {
			o.BMFLost += e.BMF * r.n
			if e.ForGood {
				o.BMFForGood += e.BMF * r.n
			} else {
				repairable += e.BMF * r.n
			}
		}
		if e.Marker == "" {
			continue
		}
		n := r.n
		if e.Marker != MarkerBOOM {
			n = 1 // only BOOM counts each chit (ReadingEMSecondBOOM)
		}
		for range n {
			o.Markers = append(o.Markers, e.Marker)
		}
	}
	if o.Destroyed {
		o.Markers, o.SystemsDown = nil, false
	}
	if c == ClassTread && !a.OgreRam && o.BMFLost > 1 {
		// "Even if an attack results in a combination of the above results
		// ... the Tread Module would still only lose 1 MPF": lost for good
		// when any result is for good (ReadingTreadOneBMF).
		o.BMFLost = 1
		o.BMFForGood = min(o.BMFForGood, 1)
	}
	if c == ClassTread && o.BMFForGood > 0 && !a.OgreRam {
		o.Markers = removeMarker(o.Markers, MarkerDMG)
	}
	return o, nil
}

// TreadDMGForGood reports whether outcome o of attack a on a module of
// class c is a Damaged result on a tread module that places no DMG marker,
// because a KO, M or BOOM among its results takes the one BMF for good
// (ReadingTreadOneBMF): the log and the hit form say so.
func TreadDMGForGood(c Class, a Attack, o Outcome) bool {
	return c == ClassTread && !a.OgreRam && o.Result == MarkerDMG && o.BMFForGood > 0 && !slices.Contains(o.Markers, MarkerDMG)
}

// b2i returns 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// removeMarker returns ms without m.
func removeMarker(ms []Marker, m Marker) []Marker {
	var out []Marker
	for _, x := range ms {
		if x != m {
			out = append(out, x)
		}
	}
	return out
}

// NukeZone is a zone of a nuclear blast on an Ogre (002 OGRE for DSII,
// OGREs and Nukes): the chits every module is attacked with, all colours
// valid, and whether each module also takes a Systems Down (the EMP).
type NukeZone struct {
	Name        string
	Chits       int
	SystemsDown bool
}

// NukeZones are the zones of 002 OGRE for DSII, OGREs and Nukes: "INNER
// ZONE: ... 3 chits each ... Additionally, each Module suffers a Systems
// Down chit"; "MIDDLE ZONE: ... 2 chits each"; "OUTER ZONE: ... 1 chit
// each, all colors valid".
var NukeZones = []NukeZone{{"inner", 3, true}, {"middle", 2, false}, {"outer", 1, false}}

// NukeZoneOf returns the zone named name (inner, middle, outer); it errors
// on any other name.
func NukeZoneOf(name string) (NukeZone, error) {
	for _, z := range NukeZones {
		if strings.EqualFold(strings.TrimSpace(name), z.Name) {
			return z, nil
		}
	}
	return NukeZone{}, inputf("%q is not a zone of a nuke; say inner, middle or outer", name)
}

// The readings of damage where 002 leaves a choice.
var (
	// ReadingTreadOneBMF: which lost BMF a mixed attack on a tread is.
	ReadingTreadOneBMF = Reading{
		Topic: "Tread: one attack, several results",
		Text: `the tread module loses 1 BMF ("would still only lose 1 MPF"), for good when a KO, M ` +
			`or BOOM is among the results, repairable (a DMG marker) only when DMG is the only one.`,
	}
	// ReadingNoEffectNoMarker: "No effect" places no marker.
	ReadingNoEffectNoMarker = Reading{
		Topic: "Systems Down on treads, Mobility on weapons or the EM",
		Text:  `"No effect": no marker is placed, so there is nothing to repair.`,
	}
	// ReadingDamageZeroPoints: an armour of 0 needs a chit to be Damaged.
	ReadingDamageZeroPoints = Reading{
		Topic: "Points equal to the armour",
		Text: `"4 points to be Damaged, 5 to be killed": as many valid points as the armour Damage, more ` +
			`Knock Out; no valid points at all do nothing, even against armour 0.`,
	}
)
