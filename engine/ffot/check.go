package ffot

// MaxChecksPerTurn is the most quality checks a unit makes in a turn (004
// FFOTigers: "The most quality checks that a unit has to make in a turn,
// however is two").
const MaxChecksPerTurn = 2

// CheckNeeded returns the lowest face that passes a quality check of a
// stand or unit of quality q with mod added to the die: the quality
// table's "Saving Throw", the one number 004 gives a check
// (NoteCheckNumber), less mod; 7 when no face passes.
func CheckNeeded(q Quality, mod int) int { return neededFace(q.SavingThrow(), mod) }

// Passes reports whether die passes a roll whose lowest passing face is
// needed.
func Passes(die, needed int) bool { return die >= needed }

// RoutRoll is a unit's roll to rout or withdraw, or its check at the end
// of the turn after it routed (004 FFOTigers: "During the movement phase,
// roll the unit's quality check").
type RoutRoll struct {
	Quality    Quality
	Suppressed bool // a stand of the unit is suppressed
	Pinned     bool // a stand of the unit is pinned
	WithFire   bool // the unit also checks for the effects of fire
}

// Modifier returns what is added to the die: -1 when a stand is
// suppressed and -2 when one is pinned, both when both are
// (NoteRoutModifiers), and -1 when the check is also the one for fire
// ("only roll once for both but modify it -1").
func (r RoutRoll) Modifier() int {
	m := 0
	if r.Suppressed {
		m--
	}
	if r.Pinned {
		m -= 2
	}
	if r.WithFire {
		m--
	}
	return m
}

// Needed returns the lowest face that passes the roll, 7 when none does.
func (r RoutRoll) Needed() int { return CheckNeeded(r.Quality, r.Modifier()) }

// AfterCheck returns the marker of a stand after its quality check, and
// whether it stays: a stand that passes is suppressed, one that fails is
// removed (004 FFOTigers: "All units that roll a quality check are
// suppressed"; "Stands that fail their quality check are removed from the
// board and count for 1/2 loss").
func AfterCheck(m Marker, passed bool) (Marker, bool) {
	if !passed {
		return m, false
	}
	return max(m, Suppressed), true
}

// Losses returns a unit's losses in halves of a stand: a stand destroyed
// counts 2, one removed by a failed check 1 ("count for 1/2 loss").
func Losses(destroyed, removed int) int { return 2*destroyed + removed }

// HalfStrength reports whether a unit that started with start stands has
// lost half or more of its strength, losses counted in halves (Losses):
// its remaining stands then check again (004 FFOTigers: "A second quality
// check must be made for a stand whose unit losses reduced a units's
// strength to 50 percent or worse"; NoteHalfStrength).
func HalfStrength(start, halfLosses int) bool { return start > 0 && halfLosses >= start }
