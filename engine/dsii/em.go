package dsii

// EM is an electronics module's condition as its die needs it: its
// quality as bought and the markers it carries (002 OGRE for DSII, OGRE
// Modules and Damage and Special Damage against OGRE modules). KO and BOOM
// count each marker carried; DMG and SD are carried or not, since a second
// one changes nothing (see ReadingEMDMGNotCumulative, ReadingEMSecondSD).
type EM struct {
	Quality Quality // as bought: Superior, Enhanced or Basic
	KO      int     // Knocked Out results carried, each one quality level down
	DMG     bool    // a Damaged marker, one die type down
	SD      bool    // a Systems Down marker, one quality level down
	BOOM    int     // BOOM results carried, each one die type down
	BOOMNow bool    // a BOOM was taken this turn: D4 for the rest of it
}

// EMFloor is the lowest die an electronics module falls to by its markers,
// but in the turn of a BOOM (002 OGRE for DSII, Damaged: "the minimum die
// type is a D6 for the EM, regardless of damage").
const EMFloor = D6

// EMBOOMDie is the die of every system of an electronics module for the
// rest of a turn in which it took a BOOM (002 OGRE for DSII, BOOM: "For the
// duration of the turn, the effective die type is treated as a D4").
const EMBOOMDie = D4

// Steps returns how many levels the markers take the module down: one per
// KO, one for Systems Down, one for DMG, one per BOOM. A quality level is
// a die type on the ladder (Superior D10, Enhanced D8, Basic D6), so both
// count alike (see ReadingEMQualityLevel). Counts below zero count as none.
func (e EM) Steps() int {
	n := max(e.KO, 0) + max(e.BOOM, 0)
	if e.DMG {
		n++
	}
	if e.SD {
		n++
	}
	return n
}

// QualityNow returns the quality level the module's systems have now: its
// quality as bought, one level down per KO and for Systems Down, never
// below Basic (002 OGRE for DSII, Knocked Out: "the first "Kill" on an
// undamaged EM will reduce all components from Superior to Enhanced";
// Systems Down: "one quality level lower than the current state"). DMG and
// BOOM take a die type, not a quality level ("degraded by 1 die type"), so
// the die (Die) may be lower than the quality's. It returns 0 when the
// quality is none of the three.
func (e EM) QualityNow() Quality {
	if e.Quality.Die() == 0 {
		return 0
	}
	q := e.Quality - Quality(max(e.KO, 0))
	if e.SD {
		q--
	}
	return max(q, Basic)
}

// Die returns the die every system of the module uses now (fire control,
// ECM, PDS, TAS, repairs, the self-destruct): its quality's die, one type
// down per Steps, never below D6 (EMFloor), and D4 (EMBOOMDie) in the turn
// of a BOOM. It returns 0 when the quality is none of the three.
func (e EM) Die() DieType {
	base := e.Quality.Die()
	if base == 0 {
		return 0
	}
	if e.BOOMNow {
		return EMBOOMDie
	}
	d, _ := base.Down(e.Steps())
	return max(d, EMFloor)
}

// The readings of the electronics module's die where 002 leaves a choice.
var (
	// ReadingEMQualityLevel: a quality level down is a die type down.
	ReadingEMQualityLevel = Reading{
		Topic: "EM: a quality level",
		Text: `a KO or a Systems Down takes the EM one quality level down, which is one die type ` +
			`on the ladder ("Superior D10, Enhanced D8, Basic D6"; Knocked Out: "from Superior to Enhanced"); ` +
			`markers stack with one another, each one type down.`,
	}
	// ReadingEMDMGNotCumulative: one DMG marker, whatever the number of DMG results.
	ReadingEMDMGNotCumulative = Reading{
		Topic: "EM: a second DMG",
		Text:  `a second DMG result adds nothing ("DAMAGED results are not cumulative in any way").`,
	}
	// ReadingEMSecondSD: one Systems Down marker at a time.
	ReadingEMSecondSD = Reading{
		Topic: "EM: a second Systems Down",
		Text: `a module is down or not: a second Systems Down while one is carried adds nothing, ` +
			`and one 4+ repair clears it ("operate at one quality level lower"; Weapons: ` +
			`"cannot be used until a successful repair").`,
	}
	// ReadingEMSecondBOOM: each BOOM counts.
	ReadingEMSecondBOOM = Reading{
		Topic: "EM: a second BOOM",
		Text: `each BOOM takes one more die type ("reduced by 1 die type"); 002 does not say of ` +
			`BOOM what it says of DAMAGED ("not cumulative").`,
	}
	// ReadingEMDMGWithBOOM: DMG and BOOM both count.
	ReadingEMDMGWithBOOM = Reading{
		Topic: "EM: DMG with BOOM",
		Text: `both are "-1 die type" but different results: an EM with a DMG and a BOOM is two ` +
			`types down ("not cumulative" is said of DAMAGED results only).`,
	}
	// ReadingEMFloor: the D6 floor holds for every marker.
	ReadingEMFloor = Reading{
		Topic: "EM: the D6 floor",
		Text: `no marker takes the EM below D6 ("the minimum die type is a D6 for the EM, ` +
			`regardless of damage"), but in the turn of a BOOM all its systems use a D4 ` +
			`("For the duration of the turn ... treated as a D4").`,
	}
)
