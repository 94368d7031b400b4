package dsii

// Pilot is an air unit's pilot skill, which gives its defence die against
// an Ogre's Air Defense Mode fire.
type Pilot int

// The pilot skills of 002 OGRE for DSII, Air defence: "Green = D6, Blue =
// D8, Orange = D10".
const (
	PilotGreen Pilot = iota + 1
	PilotBlue
	PilotOrange
)

// pilotNames holds each skill's name, lower case.
var pilotNames = map[Pilot]string{PilotGreen: "green", PilotBlue: "blue", PilotOrange: "orange"}

// pilotDice holds each skill's defence die.
var pilotDice = map[Pilot]DieType{PilotGreen: D6, PilotBlue: D8, PilotOrange: D10}

// String returns the skill's name, lower case: "blue".
func (p Pilot) String() string { return pilotNames[p] }

// ParsePilot reads a pilot skill (green, blue, orange) in any case; it
// errors on anything else.
func ParsePilot(s string) (Pilot, error) {
	if p, ok := parseNamed(s, pilotNames); ok {
		return p, nil
	}
	return 0, inputf("%q is not a pilot skill; say green, blue or orange", s)
}

// ADSRule says how an Ogre's air defence shot is rolled, as the forms show
// it before the dice (002 OGRE for DSII, Air defence; ADSAttackDie,
// ADSDefenceDie, ADSResult).
const ADSRule = "Each target: the EM's die, one type down per target past the first, against the pilot's die (Green D6, Blue D8, Orange D10; command 1: -1 type, 3: +1): lower misses, equal aborts, higher hits."

// CommandNone is an air unit's command value when the referee gives none:
// its die is its skill's.
const CommandNone = 0

// ADSDefenceDie returns an air unit's defence die: its skill's die, one
// type lower at command 1 and one higher at command 3 ("A command value of
// 1 reduces the die type by 1, and a value of 3 increases the die type by
// 1", 002 OGRE for DSII, Air defence); command 2, or none, leaves it (see
// ReadingADSCommand2). It errors on an unknown skill or a command other
// than 0 to 3.
func ADSDefenceDie(p Pilot, command int) (DieType, error) {
	d, ok := pilotDice[p]
	if !ok {
		return 0, inputf("no pilot skill %d; say green, blue or orange", int(p))
	}
	switch command {
	case CommandNone, 2:
		return d, nil
	case 1:
		d, _ = d.Down(1)
		return d, nil
	case 3:
		d, _ = d.Down(-1)
		return d, nil
	}
	return 0, inputf("command %d is not a command value; give 1, 2 or 3 (or none)", command)
}

// ADSAttackDie returns the die an Ogre fires with at each of targets air
// units in one Air Defense Mode activation: the EM's die now, one type
// lower per target past the first ("For each individual element targeted
// past the first, a -1 die type penalty is incurred", 002 OGRE for DSII,
// Air defence). It errors on fewer than one target, and on so many that
// the die would fall below D4, saying how many it can take (see
// ReadingADSBelowD4).
func ADSAttackDie(em DieType, targets int) (DieType, error) {
	if !em.Valid() {
		return 0, inputf("%s is not a die of the ladder; say d4, d6, d8, d10 or d12", em)
	}
	if targets < 1 {
		return 0, inputf("%d targets: an Ogre fires at 1 target or more", targets)
	}
	d, ok := em.Down(targets - 1)
	if !ok {
		most := (int(em)-int(D4))/2 + 1
		return 0, inputf("a %s at %d targets falls below D4 (-1 die type per target past the first): it takes at most %d", em, targets, most)
	}
	return d, nil
}

// ADSShot is one Air Defense Mode attack die against one air unit's
// defence die, and the chance of each result: "less than the targets roll,
// the shot missed"; "equal ... the target will abort its mission";
// "excedes ... the target is hit" (002 OGRE for DSII, Air defence).
type ADSShot struct {
	Attack, Defence  DieType
	Hit, Abort, Miss Chance
}

// ADS returns the shot of an Ogre whose EM's die is em at targets air
// units, against a pilot of skill p and command value command (0 when
// none). It errors as ADSAttackDie and ADSDefenceDie do.
func ADS(em DieType, targets int, p Pilot, command int) (ADSShot, error) {
	a, err := ADSAttackDie(em, targets)
	if err != nil {
		return ADSShot{}, err
	}
	d, err := ADSDefenceDie(p, command)
	if err != nil {
		return ADSShot{}, err
	}
	hit, abort, miss := Opposed(a, d)
	return ADSShot{Attack: a, Defence: d, Hit: hit, Abort: abort, Miss: miss}, nil
}

// The readings of air defence where 002 leaves a choice.
var (
	// ReadingADSBelowD4: no die below D4.
	ReadingADSBelowD4 = Reading{
		Topic: "ADS dice below D4",
		Text: `"a -1 die type penalty is incurred" per target past the first: the ladder ends at D4, ` +
			`so an Ogre cannot take a target its die would fall off the ladder for; the command ` +
			`says how many it can.`,
	}
	// ReadingADSCommand2: command 2 changes nothing.
	ReadingADSCommand2 = Reading{
		Topic: "ADS command 2",
		Text:  `"A command value of 1 reduces the die type by 1, and a value of 3 increases" it: command 2 leaves the skill's die.`,
	}
)
