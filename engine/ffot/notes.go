package ffot

// The readings this package takes where 004 FFOTigers is ambiguous or
// silent, each a sentence that cites the words it reads, for the help,
// the roster and the log to show.
const (
	NoteAutomatic      = "No automatic results: 004 says only \"HITS ON A MODIFIED 3+\" and \"All rolls are made on a six sided die\", so the modified roll alone decides; a natural 1 hits when the modifiers are enough, and a natural 6 misses when they are not."
	NoteEffectDice     = "Effect dice: \"roll an effects die for every point of difference above 1, else roll one die\" is read as one die per point above 1: a difference of 2 rolls 1 die, 3 rolls 2, 4 rolls 3; 1 or less rolls 1."
	NoteAdjustedSix    = "An adjusted effect roll above 6 counts as a six (\"Adjusted rolls of six destroy\"), and a hit that cannot kill suppresses on an adjusted six, since \"Quality of the firing unit will adjust this roll\" follows \"if the die roll for effects is a six\"."
	NoteTwoSaves       = "A stand with two saves (in forest and hull down, say) rolls once, on the better: 004 says \"The defender rolls any saving throws for status or terraign\" but gives no second roll."
	NoteCover          = "Soft and hard cover for infantry fire: 004 names no terrain either, so soft cover is terrain that saves on 5+ (light woods, swamp) and hard cover terrain that saves on 4+ (forest, town, smoke, trench, gully)."
	NoteWoods          = "Woods: \"Woods and swamps cost double for tracked vehicles and triple for wheeled vehicles\" is read for light woods and forest alike; stands on foot pay no more there, as 004 names only vehicles."
	NoteInfQuality     = "Quality on INF rolls: \"The quality modifier to hit is used here\" is read for infantry fire too, so the firing modifier is added to each INF die, and the dice are the \"adjusted rate of fire\" (ROF plus the quality's ROF modifier)."
	NoteCheckNumber    = "A quality check passes on the quality table's \"Saving Throw\" (6+ green to 3+ elite): 004 gives a check no other number."
	NoteRoutModifiers  = "Both rout modifiers apply when a unit has stands of each: \"-1 from roll if any stands in the unit are suppressed and -2 if any stands are pinned\", so -3."
	NoteHalfStrength   = "Half strength: 004 says both \"fall below 50 percent\" and \"reduced a units's strength to 50 percent or worse\"; the fire phase's rule, \"50 percent or worse\", is used, with a stand removed by a failed check counting \"1/2 loss\" and one destroyed a whole loss."
	NoteLossPins       = "When a loss pins: \"If a unit suffers a loss then all surviving stands that were supressed are pinned\" is applied once the fire phase's quality checks are rolled, to the unit's surviving stands suppressed by then."
	NoteSuppressedFire = "A suppressed stand fires only in overwatch or when over-run (\"Suppressed units can fire in overwatch or while being over-run\"), not in its own fire phase; a pinned stand only when over-run."
	NoteAverage        = "The army command rating, \"The average quality round up\", is averaged over the side's stands in play, green 1 to elite 4."
	NoteWheeledTwo     = "The wheeled \"2\": \"The bog roll for a vehicle is \"1\" for tracked and \"2\" for wheeled\" is read as a roll of that number or less, so a wheeled stand bogs on 1 or 2."
	NoteMoveOnce       = "A stand moves once in its side's movement phase: 004 has the side move \"any and all stands\" once a turn and a bogged stand try again \"On the next turn\", so a second move or bog roll of a stand in the phase is refused, a unit's withdrawal or rout counting as its stands' move."
	NoteBogEnds        = "Bog penalties: each bogging adds one to the faces that bog (\"-1 to the roll ... -2 on the next attempt to move, and so on\"); 004 does not say when this ends, so the count is kept until the stand leaves the swamp."
	NoteAccuracyDice   = "Accuracy dice: 004 says \"Any modified result of 10+ hits\" without naming the dice; with \"All rolls are made on a six sided die\" the roll is 1d6 (where an average spotter with average artillery never hits) unless the referee creates the game with new --accuracy 2d6, and the calculator shows the chance on the other beside it."
	NoteBurstHalf      = "The Artillery Hit Chart's \"Burst Factors / 2\" is read as the total burst factor of the rounds that landed, halved and rounded up, so a factor of 1 is on the \"1-2\" row."
	NoteAdjustment     = "Adjustments: \"Each adjustment in later turns adds one to this roll\" is read as one for each barrage of the side that came down in an earlier turn at the same point (as the referee names it), spotted by the same stand."
	NoteOutOfCommand   = "Out of command: \"may only land a barrage on a roll of 4+\" is read as a die rolled before the accuracy roll: on 1-3 the barrage does not land at all, on 4+ it rolls for accuracy as any other. The roll that governs a barrage is its side's command roll of the turn it was placed (steps 1 and 5: \"rolls for Command and places his artillery barrages\"): the defender's barrages land in step 4 of the next turn, before it rolls again."
	NoteWalls          = "Walls on the Artillery Hit Chart: 004 names a column \"Wood Building walls\" and none for stone walls, so a wooden wall is hit on that column and a stone wall on \"Stone Bld or woods\"."
	NoteBarrageHit     = "A stand a barrage hits: \"Stands that are hit must make saving throw if applicable, then a quality check if applicable\" is read as its terrain's save (and hull down), then, unsaved, a quality check due like one of the fire phase; 004 gives no effect roll for a burst."
	NoteRoutEnd        = "The end of the turn: a routed unit's check (\"At the end of the turn this unit must make a quality check again\") is rolled when the game turn ends, after the second side's barrage phase; the quality checks its stands owe for fire or a barrage after it routed wait for it, and the unit rolls once for both at -1 (\"If the unit has to make a quality check for effects of fire then only roll once for both but modify it -1\"), passing leaves those stands suppressed; it also rolls in place of the check for losses at half strength (\"Number 3 and 4 above will roll in place of or in addition to number two above\")."
	NoteRouted         = "A routed unit is +1 to be hit \"during the next enemy fire phase, to include overwatch\": the +1 holds from the rout until the end of the next fire phase of the enemy."
	NoteRoutedINF      = "The +1 to hit a routed unit is read for INF fire too, as 004 says \"plus one to hit\" of all fire."
	NoteOverrunWeapon  = "Over-run fire: infantry fire every weapon they carry, each its own roll at ROF 1 (\"They can also fire any and all weapons carried\", \"All weapons have a ROF of one during over-run combat\"), over-run or over-running, as \"Infantry can fire all weapons carried\"; any other stand fires its first weapon, once."
	NoteFireOnce       = "Fire once: a stand fires once in its side's fire phase, with one weapon (\"Roll dice equal to the firing stand's adjusted rate of fire\"), and infantry each weapon they carry once (\"in two seperate attacks\"); 004 gives overwatch no count (\"Non Phasing player may fire at moving stands\"), so a stand fires in overwatch as in its fire phase, once in each enemy movement phase. An over-run's fire is not counted: both stands fire again when the attacker \"can spend more movement points, if any and over-run again\"."
	NoteBarrageFire    = "A barrage is its stands' fire of the turn: the turn sequence has a side place \"his artillery barrages\" in its command phase before \"Attacker fires\", so a stand that placed a barrage in the turn does not also fire directly in that turn's fire phase; 004 does not tie overwatch to it, so the stand may still fire in overwatch."
	NoteNoPen          = "A weapon that lists no pen (rifles) fires at a hard target as pen 0: \"Hard targets may be hurt. Compare the penitration numbers with the armor and make a normal anti vehicle attack\", so at 3 or more below the armour it cannot destroy the target or force a check, and only a six suppresses (\"the defender cannot be destroyed or forced to make a quality check\"); the log says so."
	NoteSlopeDown      = "Down a slope: \"Infantry can move 2 down slopes, just like on roads\" is read as infantry moving at its road rate (the left number) down a slope or a double slope, and vehicles at their cross country rate, at no cost more."
	NoteDoubleSlope    = "A double slope on foot: 004 closes it to vehicles and gives no cost for infantry, so a double slope gone up costs a stand on foot what a slope does, double (\"Slopes cost stands double movement going up\"), and one gone down is a slope gone down."
	NoteSlopeStart     = "A stand that starts on a slope (slope-up, slope-down, double-slope, double-slope-down or road-up-slope: the terrain it is in) pays the slope's double on any move, even along the road (\"Stands that start on the slope must pay the penalty if they move, even if on a road\"); a road up a slope costs nothing more only to a stand that comes onto it from elsewhere."
	NoteHullDownMoves  = "hull down ends when the stand moves: 004 makes it a place (\"if it is above the firing stand or behind a ridge line/wall/hulk/railembankment\"), so the referee says it again with terrain LABEL TERRAIN hull-down where the stand is hull down after its move"
	NoteRoutEndCheck   = "The check at the end of the turn: 004 gives \"-1 from roll if any stands in the unit are suppressed and -2 if any stands are pinned\" to the roll \"During the movement phase\", and the end of the turn's is \"a quality check again\", so it is the unit's quality check without those modifiers, at -1 only when it is also its stands' check for fire (\"only roll once for both but modify it -1\"); a game created by an earlier build keeps the modifiers."
	NoteCheckLimit     = "Two checks a turn: \"The most quality checks that a unit has to make in a turn, however is two\" is counted for each stand, over every check it rolls in the turn, for fire, a barrage or its unit's losses; a third is not rolled, and the log says so. A barrage's check counts among the two, and a routed unit's check at the end of the turn rolls in place of its stands' (\"Number 3 and 4 above will roll in place of or in addition to number two above\")."
	NotePinnedStays    = "A pinned stand that passes a quality check stays pinned: \"All units that roll a quality check are suppressed\" is read as at least suppressed, and a pin is lifted only by its side's command phase (\"all pinned markers are converted to suppressed\")."
	NoteTableGeometry  = "The table's geometry is the referee's to judge: what a stand sees and fires into (\"A stand cannot see past 1/2 inch into town or forest/woods/smoke. Nor can a stand direct fire more than 1/2 inch into these terraign areas\"), whether a moving or spotted stand is \"in the forward arc of the overwatch stand\", a unit's cohesion (\"Green stands must all be placed within 1 inch of another stand in the unit\", a half inch more each quality level), ranges, which terrain a stand is in or a move passes, hull down, and what a burst radius covers (\"Buildings, trees and elevation changes block burst radius\"): the program takes them as the referee says them."
	NoteFeatureSave    = "A terrain feature's save: 004 gives it no number (\"it must roll to save\"), so the referee says whether it saved; the half a saved feature takes (\"1/2 of the hits\") is kept exact, 5 giving 2.5."
)

// The short forms of readings the log quotes in a line of its own.
const (
	// NoteRoutEndCheckShort is NoteRoutEndCheck as a routed unit's check at
	// the end of the turn quotes it.
	NoteRoutEndCheckShort = "004 gives those to the roll \"During the movement phase\", and this is \"a quality check again\""
	// noteCheckLimitWords is NoteCheckLimit as a check not rolled quotes it.
	noteCheckLimitWords = "\"The most quality checks that a unit has to make in a turn, however is two\", counted for each stand over every check of the turn"
)

// Notes returns every reading the package takes, in the order of 004.
func Notes() []string {
	return []string{
		NoteAutomatic, NoteEffectDice, NoteAdjustedSix, NoteTwoSaves, NoteCover, NoteWoods,
		NoteInfQuality, NoteCheckNumber, NoteRoutModifiers, NoteHalfStrength, NoteLossPins,
		NoteSuppressedFire, NoteAverage, NoteWheeledTwo, NoteMoveOnce, NoteBogEnds, NoteAccuracyDice,
		NoteBurstHalf, NoteFeatureSave, NoteAdjustment, NoteOutOfCommand, NoteWalls, NoteBarrageHit,
		NoteRoutEnd, NoteRouted, NoteRoutedINF, NoteFireOnce, NoteBarrageFire, NoteNoPen, NoteOverrunWeapon,
		NoteSlopeDown, NoteDoubleSlope, NoteSlopeStart, "Hull down: " + NoteHullDownMoves + ".", NoteRoutEndCheck,
		NoteCheckLimit, NotePinnedStays, NoteTableGeometry,
	}
}
