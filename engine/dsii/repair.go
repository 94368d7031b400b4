package dsii

// The rolls on the EM's die now that 002 OGRE for DSII gives for repairs
// (Electronics Module: "The following damage types may be repaired on roll
// of 6+ ... any DMG marker on any Module type ... any "Kill" result on the
// Electronics Module"; "on roll of 4+ ... any Systems Down marker on any
// Module type").
const (
	RepairDMG = 6 // a DMG marker on any module
	RepairKO  = 6 // a KO on the electronics module
	RepairSD  = 4 // a Systems Down marker on any module
)

// repairNeeded holds the roll that clears each marker a module can carry.
// An EM's BOOM has none in 002; it takes the DMG's, whose effect it shares
// (ReadingEMBOOMRepair).
var repairNeeded = map[Marker]int{MarkerDMG: RepairDMG, MarkerKO: RepairKO, MarkerSD: RepairSD, MarkerBOOM: RepairDMG}

// RepairNeeded returns the roll on the EM's die now that clears marker m
// from a module of class c, and false when the EM cannot repair it: a
// result the damage table calls "not repairable by the Electronics
// Module" (a tread's KO, Mobility and BOOM, a weapon's KO and BOOM) or one
// that places no marker ("No effect").
func RepairNeeded(c Class, m Marker) (int, bool) {
	e, ok := DamageTable[c][m]
	if !ok || e.Marker == "" {
		return 0, false
	}
	n, ok := repairNeeded[e.Marker]
	return n, ok
}

// RepairChance returns the roll needed to clear marker m from a module of
// class c with the EM's die d, and the chance of that roll; false (and no
// chance) when the EM cannot repair it.
func RepairChance(c Class, m Marker, d DieType) (int, Chance, bool) {
	n, ok := RepairNeeded(c, m)
	if !ok {
		return 0, Chance{0, int(d)}, false
	}
	return n, AtLeast(d, n), true
}

// Repaired reports whether roll clears marker m from a module of class c:
// false when the roll is short or the EM cannot repair it.
func Repaired(c Class, m Marker, roll int) bool {
	n, ok := RepairNeeded(c, m)
	return ok && roll >= n
}

// The readings of repairs where 002 leaves a choice.
var (
	// ReadingEMBOOMRepair: an EM's BOOM is repaired as a DMG.
	ReadingEMBOOMRepair = Reading{
		Topic: "EM BOOM repair",
		Text: `002 says an EM's BOOM is "repairable by the Electronics Module" but gives no roll; it ` +
			`has a DMG's effect ("reduced by 1 die type"), so it is repaired as a DMG, on 6+.`,
	}
	// ReadingRepairPerActivation: one marker per EM activation.
	ReadingRepairPerActivation = Reading{
		Topic: "Repairs per activation",
		Text: `"The Electronics Module may also activate during a turn to effect repairs": one ` +
			`activation, one roll, one marker, on the EM itself or on another module.`,
	}
)
