package ffot

// Rating returns a side's army command rating: the average of its
// qualities, rounded up (004 FFOTigers: "The average quality round up, is
// each side's army command rating"), over the stands in play
// (NoteAverage). It errors when there is none, or one is not a quality.
func Rating(qs []Quality) (Quality, error) {
	if len(qs) == 0 {
		return 0, errorf("a command rating needs the quality of one stand or more")
	}
	sum := 0
	for _, q := range qs {
		if !q.Valid() {
			return 0, errorf("%d is not a quality", int(q))
		}
		sum += q.Level()
	}
	return Quality((sum + len(qs) - 1) / len(qs)), nil
}

// CommandRoll is a side's army command roll.
type CommandRoll struct {
	Rating Quality // the side's command rating
	HQ     int     // the regimental or brigade HQ units it has in play
}

// Needed returns the lowest face that keeps the army in command: the
// rating's "ARMY COMMAND" number less one per HQ unit in play (004
// FFOTigers: "The presence of an HQ UNIT on the map adds one to all army
// command rolls per HQ unit in play"); 7 when none does.
func (c CommandRoll) Needed() int { return neededFace(c.Rating.CommandNeeded(), c.HQ) }

// OutOfCommandBarrage is the lowest face on which a side out of command
// lands a barrage (004 FFOTigers: "A side whose army is out of command may
// only land a barrage on a roll of 4+").
const OutOfCommandBarrage = 4
