package engine

// Mark is one undo or redo event of a game's log, as the undo rule reads
// it: where it stands in the log, which command holds it, and which
// command it names.
type Mark struct {
	Seq     int64 // the event's seq in the log
	Command int64 // the seq of the command that holds the event
	Undo    bool  // true for an undo, false for a redo
	Target  int64 // the seq of the command the event names; 0 when it names none
}

// Voided applies the undo rule to marks, every undo and redo event of one
// game's log in seq order, and returns the commands the marks leave voided,
// each with the Seq of the undo that voids it. It returns nil when no
// command is voided.
//
// The rule: a mark counts only if its Target is an earlier command
// (1 <= Target < Command) that holds no marks itself, so undo and redo
// commands are never voided and an undo of an undo is ignored (redo is the
// way back). A command's marks are read in order: an undo voids it if it
// stands, a redo restores it if it is voided, and either does nothing
// otherwise. So a command is voided when its last counted mark is an undo,
// voided by the first undo after its last redo.
//
// The event_log view in db/migrations/0001_init.sql states the same rule
// in SQL for readers of the file; db tests check that the two agree.
func Voided(marks []Mark) map[int64]int64 {
	var (
		holders map[int64]bool  // commands that hold marks
		voided  map[int64]int64 // command seq -> seq of the undo voiding it
	)
	for _, m := range marks {
		if holders == nil {
			holders = make(map[int64]bool)
		}
		holders[m.Command] = true
		// Every mark of an earlier command comes before m, so holders is
		// complete for the target.
		n := m.Target
		if n < 1 || n >= m.Command || holders[n] {
			continue
		}
		switch {
		case m.Undo && voided[n] == 0:
			if voided == nil {
				voided = make(map[int64]int64)
			}
			voided[n] = m.Seq
		case !m.Undo:
			delete(voided, n)
		}
	}
	if len(voided) == 0 {
		return nil
	}
	return voided
}
