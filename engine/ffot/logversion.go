package ffot

import "ogretable/engine"

// LogVersion returns the version of FFOTigers' log this build writes
// (engine.LogVersioner): 2, the log of issue 29, which says what it does
// not roll; 1, the log of issue 23's playtests' fixes; the builds before
// them wrote version 0.
func (system) LogVersion() int { return 2 }

// LogChanges returns what each version of FFOTigers' log changed
// (engine.LogVersioner): how a log before it wrote what this build writes.
func (system) LogChanges() []engine.LogChange { return logChanges }

// logChanges are the changes of FFOTigers' log, oldest first.
var logChanges = []engine.LogChange{
	{Version: 1, What: "each event is logged on the side whose stand, unit or barrage acted (EventSide), where the log named the side to play",
		Side: func(g *engine.Game, _ engine.Event, side string) string {
			if s := g.CurrentSide(); s != side {
				return s
			}
			return ""
		}},
	{Version: 1, What: `"The attacker forms the unit", where the log said "form"`,
		Text: engine.Rewrites(`^The (.+) forms the (green|average|veteran|elite) unit `, "The $1 form the $2 unit ")},
	{Version: 1, What: `effect dice say their roll adjusted by the firer's quality ("dice 4, 6 +1 = 5, 7")`,
		Text: engine.Rewrites(`(a hit: (?:die|dice) \d+(?:, \d+)*) [+-]\d+ = -?\d+(?:, -?\d+)*`, "$1")},
	{Version: 1, What: `a burst counts "1 stand" and a barrage's placement "1 adjustment", where the log wrote "stand(s)" and "adjustment(s)"`,
		Text: engine.Rewrites(
			`(" a stand, \d+) stands?\)`, "$1 stand(s))",
			`; (\d+) adjustments?\. `, "; $1 adjustment(s). ")},
	{Version: 1, What: "an out-of-command barrage's landing names the turn whose command roll governs it, when its side placed it (004, steps 1 and 5)",
		Text: engine.Rewrites(
			`The (.+?) was out of command in turn \d+, when it placed the barrage (\S+): it does not land \(die (\d+), (\d+)\+ needed\)\.`,
			"The $1 is out of command: the barrage $2 does not land (die $3, $4+ needed).",
			`The (.+?) was out of command in turn \d+, when it placed the barrage (\S+), and lands it on die (\d+) \((\d+)\+\)\.`,
			"The $1 is out of command and lands the barrage $2 on die $3 ($4+).",
			`No command roll of the (.+?) is recorded for turn \d+, when it placed (\S+): it lands as in command\.`,
			"No command roll of the $1 is recorded: $2 lands as in command.")},
	{Version: 2, What: `a phase's line begins with the checks beyond two a turn that are not rolled ("Not rolled: INF1's third quality check of the turn (...)"), where the log said nothing of them`,
		Text: engine.Rewrites(`^Not rolled: .+? third quality check of the turn \(004 FFOTigers: "The most quality checks that a unit has to make in a turn, however is two", counted for each stand over every check of the turn\)\. `, "")},
	{Version: 2, What: `a pinned stand that passes a quality check "stays pinned", where the log said it "is suppressed" (NotePinnedStays)`,
		Text: engine.Rewrites(`: it passes and stays pinned\.$`, ": it passes and is suppressed.")},
}
