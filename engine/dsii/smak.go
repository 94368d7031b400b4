package dsii

import "strings"

// ArtilleryClass is the class of an artillery unit firing SMAK: light 1,
// medium 2, heavy 3.
type ArtilleryClass int

// The classes of artillery.
const (
	Light ArtilleryClass = iota + 1
	Medium
	Heavy
)

// artilleryNames holds each class's name, lower case.
var artilleryNames = map[ArtilleryClass]string{Light: "light", Medium: "medium", Heavy: "heavy"}

// String returns the class's name, lower case: "heavy".
func (a ArtilleryClass) String() string { return artilleryNames[a] }

// ParseArtilleryClass reads a class (light, medium, heavy) in any case; it
// errors on anything else.
func ParseArtilleryClass(s string) (ArtilleryClass, error) {
	if a, ok := parseNamed(s, artilleryNames); ok {
		return a, nil
	}
	return 0, inputf("%q is not a class of artillery; say light, medium or heavy", s)
}

// SMAKChits returns the chits a SMAK round of artillery class a pulls
// against an Ogre module: "one chit greater than the class of the firing
// artillery unit. Thus, Light Artillery pulls 2 chits, Medium pulls 3, and
// Heavy pulls 4" (002 OGRE for DSII, Artillery fire against OGREs).
func SMAKChits(a ArtilleryClass) int { return int(a) + 1 }

// MissileSMAKChits is what an Ogre missile in SMAK mode pulls against an
// Ogre: "OGRE missiles (being Heavy Artillery) pull 6 chits" (002 OGRE for
// DSII, OGRE Missiles).
const MissileSMAKChits = 2 * int(Heavy)

// SMAKZone is the radius of a SMAK barrage's and an Ogre missile's Beaten
// Zone in inches ("a normal 2" Beaten Zone", 002 OGRE for DSII).
const SMAKZone = 2

// SMAKTarget is a SMAK load's designated module type, by its marker's
// code (002 OGRE for DSII, Artillery fire against OGREs).
type SMAKTarget struct {
	Code string // "EM", "MB", "SB", "AP", "MM", "MR", "TM"
	Kind string // the kind of module it homes on, as the state names it
}

// SMAKTargets are the SMAK loads: "SMAK - EM: targets Electronics Modules"
// ... "SMAK - TM: targets Tread Modules".
var SMAKTargets = []SMAKTarget{
	{"EM", "electronics"}, {"MB", "main"}, {"SB", "secondary"}, {"AP", "ap"},
	{"MM", "missile"}, {"MR", "rack"}, {"TM", "tread"},
}

// ParseSMAKTarget reads a SMAK load's code (EM, MB, SB, AP, MM, MR, TM;
// TR, the example's, for TM: see ReadingSMAKTR), in any case, with or
// without "SMAK-"; it errors on anything else.
func ParseSMAKTarget(s string) (SMAKTarget, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	t = strings.Trim(strings.TrimPrefix(t, "SMAK"), " -")
	if t == "TR" {
		t = "TM"
	}
	for _, x := range SMAKTargets {
		if x.Code == t {
			return x, nil
		}
	}
	return SMAKTarget{}, inputf("%q is not a SMAK load; say EM, MB, SB, AP, MM, MR or TM", s)
}

// SMAKShot is a SMAK round's homing roll against the target Ogre's ECM,
// and the chits it pulls when it hits.
type SMAKShot struct {
	Attack, ECM DieType
	Hit         Chance // the attack roll exceeds the ECM roll
	Chits       int
}

// SMAK returns the shot of a SMAK round of quality q (its die: Basic d6,
// Enhanced d8, Superior d10) fired by artillery of class a at an Ogre
// whose EM's die is ecm: "If the attack roll excedes the ECM roll, the
// rounds strike the target" (002 OGRE for DSII, Artillery fire against
// OGREs). It errors on an unknown quality or class, or a die off the
// ladder.
func SMAK(q Quality, a ArtilleryClass, ecm DieType) (SMAKShot, error) {
	if q.Die() == 0 {
		return SMAKShot{}, inputf("no SMAK quality %d; say basic, enhanced or superior", int(q))
	}
	if _, ok := artilleryNames[a]; !ok {
		return SMAKShot{}, inputf("no artillery class %d; say light, medium or heavy", int(a))
	}
	return smakShot(q.Die(), ecm, SMAKChits(a))
}

// MissileSMAK returns the shot of an Ogre missile in SMAK mode, fired on
// the firing EM's die now firer, at an Ogre whose EM's die is ecm: "each
// missile is treated as a SMAK round ... using the current effectiveness
// die of the OGREs Electronics Module", 6 chits (002 OGRE for DSII, OGRE
// Missiles). It errors on a die off the ladder.
func MissileSMAK(firer, ecm DieType) (SMAKShot, error) {
	return smakShot(firer, ecm, MissileSMAKChits)
}

// smakShot is the homing roll of die a against the ECM's die.
func smakShot(a, ecm DieType, chits int) (SMAKShot, error) {
	for _, d := range []DieType{a, ecm} {
		if !d.Valid() {
			return SMAKShot{}, inputf("%s is not a die of the ladder; say d4, d6, d8, d10 or d12", d)
		}
	}
	hit, _, _ := Opposed(a, ecm)
	return SMAKShot{Attack: a, ECM: ecm, Hit: hit, Chits: chits}, nil
}

// SMAKCost returns the extra points of one SMAK load of quality q for
// artillery of class a: "Basic: additional 5 points x the class of
// artillery per load", Enhanced 10, Superior 15 (002 OGRE for DSII). The
// rule's words are taken over the example's "+5" (ReadingSMAKCost).
func SMAKCost(q Quality, a ArtilleryClass) int {
	if q.Die() == 0 || artilleryNames[a] == "" {
		return 0
	}
	return 5 * int(q) * int(a)
}

// The readings of SMAK where 002 leaves a choice.
var (
	// ReadingSMAKCost: the rule over its example.
	ReadingSMAKCost = Reading{
		Topic: "SMAK cost",
		Text: `the rule "additional 5 points x the class of artillery per load" (10, 15 for Enhanced, ` +
			`Superior) is taken over its example ("Medium is 30+5"), which gives +5 to every class.`,
	}
	// ReadingSMAKTR: the example's TR is the list's TM.
	ReadingSMAKTR = Reading{
		Topic: `SMAK "TR"`,
		Text:  `the example's "SMAK - TR" attacks "the rear Tread Module": it is the list's "SMAK - TM".`,
	}
)
