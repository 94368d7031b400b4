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

// RepairBOOMv1 is the roll on which a log of version 1 or before repaired
// an EM's BOOM, a DMG's: the reading of those builds, which a game logged
// by them keeps (its repair command is read as "N+" said, the log version
// rule).
const RepairBOOMv1 = RepairDMG

// repairNeeded holds the roll that clears each marker a module can carry,
// as 002 gives it. An EM's BOOM has none in 002: the referee gives it
// (ReadingEMBOOMRepair).
var repairNeeded = map[Marker]int{MarkerDMG: RepairDMG, MarkerKO: RepairKO, MarkerSD: RepairSD}

// RepairNeeded returns the roll on the EM's die now that clears marker m
// from a module of class c, and false when the EM cannot repair it: a
// result the damage table calls "not repairable by the Electronics
// Module" (a tread's KO, Mobility and BOOM, a weapon's KO and BOOM) or one
// that places no marker ("No effect"). It returns 0 and true for a marker
// the EM repairs for which 002 gives no roll, an EM's BOOM: the referee
// gives it (RepairRoll).
func RepairNeeded(c Class, m Marker) (int, bool) {
	e, ok := DamageTable[c][m]
	if !ok || e.Marker == "" {
		return 0, false
	}
	return repairNeeded[e.Marker], true
}

// RepairRoll returns the roll on the EM's die that clears marker m from a
// module of class c of an Ogre of design d (nil when unknown): 002's, or,
// for an EM's BOOM, the one the design's house data gives
// (Electronics.BOOMRepair), 0 when it gives none. It returns false when
// the EM cannot repair the marker.
func RepairRoll(d *Design, c Class, m Marker) (int, bool) {
	n, ok := RepairNeeded(c, m)
	if ok && n == 0 && d != nil {
		n = d.Electronics.BOOMRepair
	}
	return n, ok
}

// RepairChance returns the roll needed to clear marker m from a module of
// class c with the EM's die d, and the chance of that roll; false (and no
// chance) when the EM cannot repair it. The roll is 0, and the chance
// none, for a marker whose roll 002 does not give (RepairRoll).
func RepairChance(c Class, m Marker, d DieType) (int, Chance, bool) {
	n, ok := RepairNeeded(c, m)
	if !ok || n == 0 {
		return 0, Chance{0, int(d)}, ok
	}
	return n, AtLeast(d, n), true
}

// RepairRollUnknown says, for a referee, that 002 gives no roll for the
// repair of an EM's BOOM, and where to give it: the sentence of the
// repair's refusal, of the repair form and of "dsii repair".
const RepairRollUnknown = `002 gives no roll for the EM's repair of its own BOOM ("repairable by the Electronics Module"): ` +
	`the referee gives it, in the design's house data (electronics = {..., boom_repair = N}) or on the repair (repair OGRE.em boom N+)`

// The readings of repairs where 002 leaves a choice.
var (
	// ReadingEMBOOMRepair: the roll of an EM's BOOM repair is the
	// referee's.
	ReadingEMBOOMRepair = Reading{
		Topic: "EM BOOM repair",
		Text: `002 says an EM's BOOM is "repairable by the Electronics Module" but gives no roll: the ` +
			`referee gives it, in the design's house data (electronics boom_repair = N) or on the repair ` +
			`(repair OGRE.em boom N+); without it the repair is refused. A game logged before log version 2 ` +
			`repaired it on 6+, a DMG's roll, and keeps that roll.`,
	}
	// ReadingRepairPerActivation: one marker per EM activation.
	ReadingRepairPerActivation = Reading{
		Topic: "Repairs per activation",
		Text: `"The Electronics Module may also activate during a turn to effect repairs": one ` +
			`activation, one roll, one marker, on the EM itself or on another module.`,
	}
)
