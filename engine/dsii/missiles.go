package dsii

// The rolls and figures of 002 OGRE for DSII, OGRE Missiles and The Final
// Option, each on the EM's die now.
const (
	// TASNeeded places one Impact Marker: "will need to roll a 4 or greater
	// in order to place each Impact Marker".
	TASNeeded = 4
	// AbortNeeded aborts one planned missile: "may attempt to abort any of
	// the planned fire missions by rolling a 4 or greater".
	AbortNeeded = 4
	// SelfDestructNeeded makes the Final Option a nuke: "The OGRE must roll
	// a 4 or greater (4+) using the Electronics Modules current
	// effectiveness die in order to self-destruct".
	SelfDestructNeeded = 4
	// TASRange is how far the TAS places markers, in inches: "the TAS may
	// only target enemies within 60" of the OGRE".
	TASRange = 60
	// TASCost is the TAS's price: "purchased at a cost of 200 points".
	TASCost = 200
	// SelfDestructRadius is the Final Option's Beaten Zone, in inches: "All
	// Marks of OGRE create a standard DSII Nuke (18" radius Beaten Zone)".
	SelfDestructRadius = 18
	// MissileLoads is an Ogre missile module's loads: "the standard OGRE
	// missile carries only one load of ammunition".
	MissileLoads = 1
	// RackLoads is a missile rack's loads: "missile tubes which each
	// carried 5 internal loads" (ReadingRackLoads).
	RackLoads = 5
)

// TASChance returns the chance of placing one Impact Marker on the EM's
// die d.
func TASChance(d DieType) Chance { return AtLeast(d, TASNeeded) }

// AbortChance returns the chance of aborting one planned missile on the
// EM's die d.
func AbortChance(d DieType) Chance { return AtLeast(d, AbortNeeded) }

// SelfDestructChance returns the chance that the Final Option makes a
// nuke on the EM's die d; otherwise "the OGRE overloads all existing
// modules and systems, effectively destroying itself".
func SelfDestructChance(d DieType) Chance { return AtLeast(d, SelfDestructNeeded) }

// MissileChitsVsNonOgre returns the chits an Ogre missile pulls at a
// non-Ogre target, from the chits DSII pulls for heavy artillery, which
// the referee gives (002 gives no number): "one greater than is normally
// pulled for the class of artillery used (Heavy for OGRE missiles)".
func MissileChitsVsNonOgre(heavyNormal int) int { return heavyNormal + 1 }

// The readings of missiles where 002 leaves a choice.
var (
	// ReadingRackLoads: a rack's 5 loads are all it has.
	ReadingRackLoads = Reading{
		Topic: "Rack loads",
		Text: `"missile tubes which each carried 5 internal loads": a rack fires 5 in all, not 1 + 5 ` +
			`("each HAR carries multiple additional ammunition loads" is read as the 5).`,
	}
	// ReadingMissileVsNonOgre: the normal count is the referee's.
	ReadingMissileVsNonOgre = Reading{
		Topic: "Missile chits against non-Ogres",
		Text: `"one greater than is normally pulled for the class of artillery used (Heavy ...)": ` +
			`DSII's normal count for Heavy is the referee's to give, plus 1.`,
	}
)
