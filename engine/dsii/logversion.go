package dsii

import (
	"fmt"
	"regexp"
	"strings"
	"sync"

	"ogretable/engine"
)

// LogVersion returns the version of OGRE for DSII's log this build writes
// (engine.LogVersioner): 3, one chit drawn is "1 chit"; 2, the log of
// issue 30's fixes; 1, the log of
// issue 22's playtests' fixes; the builds before them wrote version 0.
func (system) LogVersion() int { return 3 }

// LogChanges returns what each version of OGRE for DSII's log changed
// (engine.LogVersioner): how a log before it wrote what this build writes.
func (system) LogChanges() []engine.LogChange { return logChanges }

// logChanges are the changes of OGRE for DSII's log, oldest first.
var logChanges = []engine.LogChange{
	{Version: 1, What: `a battery's activation names its weapon ("MK1's main battery (DFFG/6) activates")`,
		Text: engine.Rewrites(`( battery) \([^()]*\)( activates: )`, "$1$2")},
	{Version: 1, What: `a draw from the cup says each chit's die ("refilled for each draw, on d10 5, d9 9")`,
		Text: engine.Rewrites(`(, refilled for each draw), on d\d+ \d+(?:, d\d+ \d+)*`, "$1")},
	{Version: 1, What: `a count of one is singular: "1 valid point", "1 abort asked", and "2 air targets" for "2 air target(s)"`,
		Text: engine.Rewrites(
			`(^|[^0-9])1 valid point([^s]|$)`, "${1}1 valid points$2",
			`; 1 abort asked, `, "; 1 aborts asked, ",
			` at (\d+) air targets? \(EM `, " at $1 air target(s) (EM ")},
	{Version: 1, What: "a tread module Damaged with a KO, M or BOOM says why it carries no DMG marker, with the reading taken",
		Text: engine.Rewrites(
			`, no DMG marker, the BMF is lost for good`, "",
			regexp.QuoteMeta(" "+ReadingTreadOneBMF.String()), "")},
	{Version: 1, What: "an FSD chit says whose system is down, or that an Ogre firer ignores it (OGRE Main Batteries)",
		Text: engine.Rewrites(
			` An FSD chit: ignored, \S+ being an Ogre (\(OGRE Main Batteries: "Any Fire System Down chits pulled are ignored"\)\.)`,
			" An FSD chit: the firer's system is down, unless the firer is an Ogre $1",
			` An FSD chit: the firer's system is down, \S+'s, by DSII's rules\.`,
			` An FSD chit: the firer's system is down, unless the firer is an Ogre (OGRE Main Batteries: "Any Fire System Down chits pulled are ignored").`)},
	{Version: 1, What: `a failed Reaction Test says 002's "does not come within its LoS"`,
		Text: engine.Rewrites(`moves no closer to the Ogre and does not come within its LoS \(it may stop just out of LoS and pull back\)`,
			"moves no closer to the Ogre and out of its LoS")},
	{Version: 1, What: `an undo or redo of "next" names both sides' phase, where the log named one side's (engine.PhaseOf)`,
		Text: func(g *engine.Game, kind engine.EventKind, text string) []string {
			if kind != engine.MarkUndo && kind != engine.MarkRedo || !bothSidesPhase().MatchString(text) {
				return nil
			}
			var out []string
			for _, side := range g.Sides {
				out = append(out, bothSidesPhase().ReplaceAllStringFunc(text, func(m string) string {
					sm := bothSidesPhase().FindStringSubmatch(m)
					return sm[1] + "the " + side + "'s " + sm[2]
				}))
			}
			return out
		}},
	{Version: 1, What: "an attack or a ram's chits are logged on the attacker's side, and a unit destroyed by a named unit on the destroyer's; " +
		"the log named a hit or a blast on an Ogre the other side's, and a SMAK round, a ram's chits and a unit destroyed the side of the unit they struck",
		Side: sideV0},
	{Version: 2, What: `a draw from the cup says the cup's size, not its whole mix ("2 chits drawn from the cup (10 chits)" for "2 chits drawn from the cup of 4 × red3, ... (10 chits)"); the chits drawn follow it`,
		Text: cupListed},
	{Version: 2, What: "an Ogre's ram of a vehicle, or its chits back against a vehicle that rammed it, says an FSD pulled is ignored, where the log listed it among the valid specials",
		Text: fsdListed},
	{Version: 2, What: "an Ogre's ram of a vehicle records the tread module that rammed (where the Ogre stops while the vehicle survives), and an attack that is an Ogre's ram of an Ogre the tread module that rammed (finished moving for the activation)",
		Data: func(kind engine.EventKind) []string {
			switch kind {
			case EventRammed:
				return []string{"tread"}
			case EventHit:
				return []string{"ram"}
			}
			return nil
		}},
	{Version: 2, What: "the EM's repair of its own BOOM is on the roll the referee gives (002 gives none), said in the design's house data or on the command (\"repair MK5.em boom 6+\"), and its log line says so; a log before it repaired it on 6+, a DMG's roll, and its command is read with 6+ said",
		Text:    engine.Rewrites(regexp.QuoteMeta(boomRepairReferees), ""),
		Command: boomRepairSaid},
	{Version: 2, What: "a launch in which a missile rack fires more than one of its loads says the most a rack fires, the referee's rate (\"launch MK1 x2\"; 002 gives none), and its log line says so; a log before it fired one load a marker, and its command is read with as many said as the impact markers",
		Text:    engine.Rewrites(`, a rack firing at most \d+ loads?, the referee's rate \(002 gives none\)`, ""),
		Command: rackRateSaid},
	{Version: 3, What: `a draw of one chit says "1 chit drawn from the cup", where the log said "1 chits drawn from the cup"`,
		Text: engine.Rewrites(`(^|[^0-9])1 chit drawn from the cup`, "${1}1 chits drawn from the cup")},
}

// rackRateSaid returns the command line this build reads for line, a
// command of game g that a log before version 2 recorded: a launch that
// says no rate, in which a missile rack fires more than one of its loads,
// is read with a rate of as many loads as the impact markers, the one
// load a marker those builds fired; "" for any other line.
func rackRateSaid(g *engine.Game, line string) string {
	c, err := g.ParseCommand(line)
	if err != nil || c.Verb != launchVerb.Verb || len(c.Args) > 0 {
		return ""
	}
	u := g.Unit(c.Label)
	if u == nil || !IsOgre(u) {
		return ""
	}
	markers := UnitOf(u).ImpactMarkers
	if _, rack := LaunchLoads(u, markers, 0); rack == "" {
		return ""
	}
	return fmt.Sprintf("%s x%d", line, markers)
}

// boomRepairReferees is what a repair's log line says after the roll
// needed when the roll is the referee's.
const boomRepairReferees = " (the referee's roll: 002 gives none)"

// boomRepairSaid returns the command line this build reads for line, a
// command of game g that a log before version 2 recorded: a repair of an
// EM's BOOM that says no roll is read with RepairBOOMv1 said, the roll
// those builds took; "" for any other line.
func boomRepairSaid(g *engine.Game, line string) string {
	c, err := g.ParseCommand(line)
	if err != nil || c.Verb != repairVerb.Verb || c.Count != 0 {
		return ""
	}
	u := g.Unit(c.Label)
	if u == nil || !IsOgre(u) {
		return ""
	}
	m := UnitOf(u).Module(c.Target)
	if m == nil || m.Kind != KindElectronics {
		return ""
	}
	marker, err := repairMarker(u, *m, c.Args)
	if err != nil || marker != MarkerBOOM {
		return ""
	}
	return fmt.Sprintf("%s %d+", line, RepairBOOMv1)
}

// cupSizeAt finds where version 2 of the log says a draw's cup by its size;
// compiled on its first use, as the other expressions of this file, not by
// every run of the program.
var cupSizeAt = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`( chits? drawn from the cup) \((\d+ chits)\)`) })

// cupListed returns the sentence version 1 of the log wrote where this
// build says a draw's cup by its size: the cup of game g, the one the draw
// was from (the game records its cup when it first draws), listed whole.
func cupListed(g *engine.Game, _ engine.EventKind, text string) []string {
	if !cupSizeAt().MatchString(text) {
		return nil
	}
	cup, err := Cup(g)
	if err != nil {
		return nil
	}
	return []string{cupSizeAt().ReplaceAllString(text, "$1 of "+strings.ReplaceAll(CupText(cup), "$", "$$"))}
}

// fsdIgnoredAt finds where version 2 of the log says an Ogre's ram ignored
// an FSD: the chits listed before their points, and the specials said.
var fsdIgnoredAt = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`([a-z0-9]+(?:, [a-z0-9]+)*): (\d+ valid points?) against (\S+), (?:no valid special|valid specials [a-z, ]+); an FSD ignored, \S+ being an Ogre \(OGRE Main Batteries: "Any Fire System Down chits pulled are ignored"\)`)
})

// fsdListed returns the sentence version 1 of the log wrote where this
// build says an Ogre's ram ignored an FSD: the specials among the chits, in
// their order, FSD among them, were the valid specials (every special
// counts in an Ogre's ram of a vehicle and in its chits back).
func fsdListed(_ *engine.Game, kind engine.EventKind, text string) []string {
	if kind != EventRammed && kind != engine.MarkUndo && kind != engine.MarkRedo {
		return nil
	}
	older := fsdIgnoredAt().ReplaceAllStringFunc(text, func(m string) string {
		sm := fsdIgnoredAt().FindStringSubmatch(m)
		var specials []string
		for _, w := range strings.Split(sm[1], ", ") {
			if c, err := ParseChit(w); err == nil && c.Special != 0 {
				specials = append(specials, c.String())
			}
		}
		sp := "no valid special"
		if len(specials) > 0 {
			sp = "valid specials " + strings.Join(specials, ", ")
		}
		return fmt.Sprintf("%s: %s against %s, %s", sm[1], sm[2], sm[3], sp)
	})
	if older == text {
		return nil
	}
	return []string{older}
}

// bothSidesPhase is where an undo or redo of "next" names the phase it
// goes to: "next (back to both sides' activation phase, turn 1)".
var bothSidesPhase = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(next \((?:back|on) to )both sides' ([a-z]+ phase, turn \d+\))`)
})

// sideV0 returns the side version 0 of the log named with event e of game
// g where this build names side, when the two differ: a hit or a nuclear
// blast on an Ogre's module was the other side's, a SMAK round's homing, a
// ram's chits and a unit destroyed the side of the unit they struck (the
// event's unit).
func sideV0(g *engine.Game, e engine.Event, side string) string {
	u := g.Unit(e.Unit)
	if e.Side != "" || u == nil {
		return ""
	}
	older := ""
	switch e.Kind {
	case EventHit, EventNuke:
		older = otherSide(g, u.Side)
	case EventSMAK, EventRammed, engine.EventDestroyed:
		older = u.Side
	}
	if older == side {
		return ""
	}
	return older
}
