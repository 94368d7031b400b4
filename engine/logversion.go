package engine

import (
	"regexp"
	"slices"
	"sync"
)

// LogVersioner is a rule system whose log has changed since earlier builds
// wrote it: the sentence of an event, or the side the log names with it. A
// game logged by an earlier build holds its events as that build wrote
// them, and import checks every event by making it again (tracker.Verify):
// an event is the same event when its only difference from the one made
// now is one that a change the system lists explains.
//
// LogVersion returns the version of the system's log this build writes: 0
// is the log of every build before versions (and of a system that is no
// LogVersioner), 1 the log with the first changes listed, and so on. The
// session records it with each event it logs (Event.LogVersion, and in an
// undo or redo mark), so that a game played partly by an earlier build
// says which of its events are older: a database keeps no build, and one
// game may hold events of several.
//
// LogChanges returns the changes, each with the version that made it.
type LogVersioner interface {
	LogVersion() int
	LogChanges() []LogChange
}

// LogChange is one change of a rule system's log, made in version Version:
// What says it for a person, Text and Side how a log before it wrote what
// this build writes (either may be nil).
type LogChange struct {
	Version int
	What    string
	// Text returns the sentences a log before the change wrote where this
	// build writes text, in an event of kind in game g, or in an undo or
	// redo mark (kind MarkUndo or MarkRedo), whose sentence quotes the
	// lines it voids or restores; none when the change does not touch
	// text.
	Text func(g *Game, kind EventKind, text string) []string
	// Side returns the side a log before the change named with event e,
	// which this build logs on side, in game g as the event left it; ""
	// when the change does not touch it.
	Side func(g *Game, e Event, side string) string
	// Data returns the keys of an event's data (Event.Data) that the
	// change added to events of kind: a log before it wrote such an event
	// without them, the rest of its data the same. nil when the change
	// adds none.
	Data func(kind EventKind) []string
	// Command returns the command line this build reads where a log before
	// the change recorded line, a command of game g as it stood before the
	// command: what the line left to the rules of its day and this build
	// asks the referee to say (an OGRE for DSII EM's BOOM repaired on 6+);
	// "" when the change does not touch the line.
	Command func(g *Game, line string) string
}

// LogVersionOf returns the version of game g's system's log that this build
// writes: its LogVersioner's, else 0.
func LogVersionOf(g *Game) int {
	if lv, ok := g.System().(LogVersioner); ok {
		return lv.LogVersion()
	}
	return 0
}

// logChangesAfter returns the changes of game g's system's log made after
// version v, newest first.
func logChangesAfter(g *Game, v int) []LogChange {
	lv, ok := g.System().(LogVersioner)
	if !ok {
		return nil
	}
	var out []LogChange
	for _, c := range lv.LogChanges() {
		if c.Version > v {
			out = append(out, c)
		}
	}
	slices.Reverse(out)
	return out
}

// EarlierTexts returns the sentences an event of kind in game g may hold
// where this build writes text, when a log of version v wrote it: text
// itself, and text with any of the changes made after v undone, each alone
// or with others, since the builds between v and this one made some of
// them and not yet the others. kind is as for LogChange.Text.
func EarlierTexts(g *Game, v int, kind EventKind, text string) []string {
	texts := []string{text}
	for _, c := range logChangesAfter(g, v) {
		if c.Text == nil {
			continue
		}
		for _, t := range texts {
			for _, older := range c.Text(g, kind, t) {
				if !slices.Contains(texts, older) {
					texts = append(texts, older)
				}
			}
		}
	}
	return texts
}

// EarlierSides returns the sides the log may name with event e of game g
// (as the event left it), which this build logs on side, when a log of
// version v wrote it: side itself, and the side each change made after v
// named instead.
func EarlierSides(g *Game, v int, e Event, side string) []string {
	sides := []string{side}
	for _, c := range logChangesAfter(g, v) {
		if c.Side == nil {
			continue
		}
		if older := c.Side(g, e, side); older != "" && !slices.Contains(sides, older) {
			sides = append(sides, older)
		}
	}
	return sides
}

// LaterCommand returns the command line this build reads for a command
// of game g (as it stood before the command) that a log of version v
// recorded as line: line with the Command of each change made after v
// applied, oldest first.
func LaterCommand(g *Game, v int, line string) string {
	changes := logChangesAfter(g, v)
	for i := len(changes) - 1; i >= 0; i-- {
		if c := changes[i].Command; c != nil {
			if later := c(g, line); later != "" {
				line = later
			}
		}
	}
	return line
}

// AddedData returns the keys of the data of an event of kind in game g
// that the changes made after version v added: a log of version v wrote
// the event without them.
func AddedData(g *Game, v int, kind EventKind) []string {
	var keys []string
	for _, c := range logChangesAfter(g, v) {
		if c.Data == nil {
			continue
		}
		for _, k := range c.Data(kind) {
			if !slices.Contains(keys, k) {
				keys = append(keys, k)
			}
		}
	}
	return keys
}

// Rewrites returns a LogChange's Text that gives text with each match of
// each expression of pairs (expression, replacement, expression, ...)
// replaced as regexp.ReplaceAllString replaces it, one pair after the
// other; nothing when none matches. It panics on an expression that does
// not compile, as regexp.MustCompile does, on its first use.
//
// The expressions are compiled on the first call, not when the LogChange is
// declared: a system declares its changes in a package variable, and a
// program that never reads a log (ogretable version) should not pay for them.
func Rewrites(pairs ...string) func(*Game, EventKind, string) []string {
	type rule struct {
		re   *regexp.Regexp
		repl string
	}
	compiled := sync.OnceValue(func() []rule {
		var rules []rule
		for i := 0; i+1 < len(pairs); i += 2 {
			rules = append(rules, rule{regexp.MustCompile(pairs[i]), pairs[i+1]})
		}
		return rules
	})
	return func(_ *Game, _ EventKind, text string) []string {
		older := text
		for _, r := range compiled() {
			older = r.re.ReplaceAllString(older, r.repl)
		}
		if older == text {
			return nil
		}
		return []string{older}
	}
}
