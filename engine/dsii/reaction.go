package dsii

import "strings"

// markThreats holds each Ogre mark's Threat Level (002 OGRE for DSII,
// Reaction for those facing OGREs: "Mark I or Mark II: +0; Mark III: +1;
// Mark III-B, IV, Fencer, or Fencer B: +2; Mark V: +3; Mark VI: +4"), by
// the mark's name as designs write it.
var markThreats = map[string]int{
	"mark-i": 0, "mark-ii": 0, "mark-iii": 1,
	"mark-iii-b": 2, "mark-iv": 2, "fencer": 2, "fencer-b": 2,
	"mark-v": 3, "mark-vi": 4,
}

// ThreatTable is the table of Threat Levels as the referee reads it, for
// the help and the forms that show it (002 OGRE for DSII, Reaction for
// those facing OGREs; markThreats).
const ThreatTable = "Mark I/II +0, III +1, III-B/IV/Fencer/Fencer B +2, V +3, VI +4"

// Marks lists the marks 002 gives a Threat Level, in its order.
var Marks = []string{"mark-i", "mark-ii", "mark-iii", "mark-iii-b", "mark-iv", "fencer", "fencer-b", "mark-v", "mark-vi"}

// markSpelling turns the spaces and underscores of a typed mark into
// hyphens and drops its dots ("Mk. V").
var markSpelling = strings.NewReplacer(" ", "-", "_", "-", ".", "")

// NormalMark returns a mark's name as designs write it ("mark-v"), from
// the ways a referee types it: "Mark V", "mark_v", "mk-v", "v", "III-B".
func NormalMark(s string) string {
	t := strings.ToLower(strings.TrimSpace(s))
	t = markSpelling.Replace(t)
	for strings.Contains(t, "--") {
		t = strings.ReplaceAll(t, "--", "-")
	}
	switch {
	case strings.HasPrefix(t, "mark-") || strings.HasPrefix(t, "fencer"):
		return t
	case strings.HasPrefix(t, "mk-"):
		return "mark-" + t[3:]
	case strings.HasPrefix(t, "mk"):
		return "mark-" + t[2:]
	case strings.HasPrefix(t, "mark"):
		return "mark-" + t[4:]
	}
	return "mark-" + t
}

// Threat returns an Ogre mark's Threat Level, for the Reaction Test of
// units facing it, a vehicle's Confidence Test before ramming it, and its
// size class when it rams an Ogre (002 OGRE for DSII, OGREs ramming OGREs:
// "The Size Classes are the same as are listed for Reaction Tests"); it
// errors on a mark 002 gives no level (ReadingMarksWithoutThreat).
func Threat(mark string) (int, error) {
	if n, ok := markThreats[NormalMark(mark)]; ok {
		return n, nil
	}
	return 0, inputf("002 gives no Threat Level for %q; the marks it gives: %s", mark, strings.Join(Marks, ", "))
}

// OgresTestReaction is false: an Ogre "never requires a reaction test
// (always consider it to have passed)" (002 OGRE for DSII, Confidence and
// Reaction for OGREs).
const OgresTestReaction = false

// ReadingMarksWithoutThreat: a mark 002 does not list has no threat.
var ReadingMarksWithoutThreat = Reading{
	Topic: "Marks without a threat",
	Text: `only the marks 002 lists have a Threat Level ("Mark I or Mark II: +0" ... "Mark VI: +4"); ` +
		`for any other the referee decides the test, and the program asks for pass or fail.`,
}
