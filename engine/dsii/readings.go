package dsii

// Reading is a choice this package makes where 002 OGRE for DSII is
// ambiguous or silent: the question, and the reading taken with the words
// of the text it rests on. The help, the dashboard and the sheet show
// readings to the referee, so no choice is hidden.
type Reading struct {
	Topic string // what the text leaves open, e.g. "EM: a second Systems Down"
	Text  string // the reading taken, citing 002's words
}

// String returns the reading as one line: "Topic: Text".
func (r Reading) String() string { return r.Topic + ": " + r.Text }

// Readings returns every reading this package takes, in the order of the
// rules they touch, for the help and the sheet to list.
func Readings() []Reading {
	return []Reading{
		ReadingEMQualityLevel, ReadingEMDMGNotCumulative, ReadingEMSecondSD,
		ReadingEMSecondBOOM, ReadingEMDMGWithBOOM, ReadingEMFloor,
		ReadingCupRefilled, ReadingChitValues, ReadingSpecialsAct, ReadingDamageZeroPoints, ReadingTreadOneBMF, ReadingNoEffectNoMarker,
		ReadingEMBOOMRepair, ReadingRepairPerActivation,
		ReadingBandEdges, ReadingDamagedLong,
		ReadingADSBelowD4, ReadingADSCommand2,
		ReadingSMAKCost, ReadingSMAKTR, ReadingMissileVsNonOgre, ReadingRackLoads, ReadingRackRate,
		ReadingSMAKValid, ReadingCloseAssault, ReadingOgreDestroyed,
		ReadingMarksWithoutThreat,
		ReadingElementData, ReadingElementSecondDMG, ReadingElementInfantrySpecials, ReadingWeaponValidity,
		ReadingFacingUnknown, ReadingCostTreads, ReadingCostFCS,
	}
}
