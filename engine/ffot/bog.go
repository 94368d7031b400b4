package ffot

import "strings"

// Mode is how a stand moves: tracked, wheeled or on foot.
type Mode string

// The movement modes.
const (
	Tracked Mode = "tracked"
	Wheeled Mode = "wheeled"
	Foot    Mode = "foot"
)

// ParseMode reads a movement mode by its name; it errors on anything else.
func ParseMode(s string) (Mode, error) {
	m := Mode(strings.ToLower(strings.TrimSpace(s)))
	switch m {
	case Tracked, Wheeled, Foot:
		return m, nil
	}
	return "", errorf("%q is not a movement mode; say tracked, wheeled or foot", s)
}

// Vehicle reports whether the mode is a vehicle's.
func (m Mode) Vehicle() bool { return m == Tracked || m == Wheeled }

// BogsOn returns the highest face on which a stand of mode m bogs down in a
// swamp, having bogged down bogged times before: 1 for tracked, 2 for
// wheeled (004 FFOTigers: "The bog roll for a vehicle is "1" for tracked
// and "2" for wheeled on a six sided die"; NoteWheeledTwo), and one more
// for each bogging, as the roll is 1 less ("the stand rolls for bog at -1
// to the roll ... it will be -2 on the next attempt to move, and so on";
// NoteBogEnds). Stands on foot never bog: 0.
func BogsOn(m Mode, bogged int) int {
	base := 0
	switch m {
	case Tracked:
		base = 1
	case Wheeled:
		base = 2
	}
	if base == 0 {
		return 0
	}
	return min(base+max(bogged, 0), 6)
}

// Bogs reports whether die bogs a stand of mode m that has bogged down
// bogged times before.
func Bogs(die int, m Mode, bogged int) bool { return die <= BogsOn(m, bogged) }
