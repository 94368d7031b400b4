package ffot_test

import (
	"encoding/json"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
)

// readings is the options of a game created since issue 29.
var readings = `{"readings":2}`

// toPhase moves game p on with next until it is side's phase.
func (p *play) toPhase(side string, phase engine.Phase) {
	p.t.Helper()
	for i := 0; i < 16 && (p.g.CurrentSide() != side || p.g.Phase != phase); i++ {
		p.must("next")
	}
}

// TestFFOTReadingsOption: a game created since issue 29 records its
// readings; one created before records none and keeps its own (the
// project's rule: a game keeps the rules it was played with, so its log
// imports as it was recorded); a clone keeps them; other editions are
// refused.
func TestFFOTReadingsOption(t *testing.T) {
	if got := ffot.ReadingsOf(configured(t, "").g); got != 0 {
		t.Errorf("a game with no options: readings %d, want 0", got)
	}
	p := configured(t, readings)
	if got := ffot.ReadingsOf(p.g.Clone()); got != ffot.ReadingsNow {
		t.Errorf("a clone: readings %d, want %d", got, ffot.ReadingsNow)
	}
	g := newPlay(t).g
	if err := g.System().(engine.Configurer).Configure(g, json.RawMessage(`{"readings":7}`)); err == nil {
		t.Error("readings 7 accepted")
	}
}

// TestFFOTMoveSlopesAndRivers: the slopes and rivers of 004's movement, in
// the move verb's refusals and log lines (issue 29.5), and a game created
// before keeping its own costs.
func TestFFOTMoveSlopesAndRivers(t *testing.T) {
	cases := []struct {
		name, options string
		setup         []string
		line          string
		says          string // in the move's line, or the refusal
		refused       bool
	}{
		// "Rivers can be crossed only at bridges or fords".
		{"a tank into a river", readings, nil, "move HT quarter into river", "rivers can be crossed only at bridges or fords", true},
		{"infantry into a river", readings, nil, "move INF quarter into river", "rivers can be crossed only at bridges or fords", true},
		{"a tank at a ford", readings, nil, "move HT quarter into ford", `up to 0.33" in ford (4" cross country, cost ×3)`, false},
		// "Double slopes cannot be driven up or down by vehicles."
		{"a tank down a double slope", readings, nil, "move HT quarter into double-slope-down", "double slopes cannot be driven up or down by vehicles", true},
		// NoteDoubleSlope: at least a slope's double on foot.
		{"infantry up a double slope", readings, nil, "move INF full into double-slope", `up to 1" in double-slope (2" cross country, cost ×2)`, false},
		{"infantry up a double slope, a game from before", "", nil, "move INF full into double-slope", `up to 2" in double-slope (2" cross country)`, false},
		// "Infantry can move 2 down slopes, just like on roads" (NoteSlopeDown).
		{"infantry down a slope", readings, nil, "move INF full into slope-down", `up to 2" in slope-down (2" road)`, false},
		// "Roads up slopes negate the slope penalty".
		{"a tank onto a road up a slope", readings, nil, "move HT half into road-up-slope", `up to 3" in road-up-slope (6" road)`, false},
		// "Stands that start on the slope must pay the penalty if they
		// move, even if on a road."
		{"a tank along the road up the slope it starts on", readings, []string{"terrain HT road-up-slope"}, "move HT half",
			`up to 1.5" in road-up-slope (6" road, cost ×2, as it starts on road-up-slope)`, false},
		{"a tank off a slope", readings, []string{"terrain HT slope-up"}, "move HT full into open",
			`up to 2" in open (4" cross country, cost ×2, as it starts on slope-up)`, false},
		{"a tank off a slope, a game from before", "", []string{"terrain HT slope-up"}, "move HT full into open",
			`up to 4" in open (4" cross country).`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := configured(t, c.options)
			for _, l := range c.setup {
				p.must(l)
			}
			p.toPhase("defender", ffot.PhaseMovement)
			if c.refused {
				p.refused(c.line, c.says)
				return
			}
			evs := p.must(c.line)
			if !strings.Contains(evs[len(evs)-1].Text, c.says) {
				t.Errorf("%s: %q, want %q", c.line, evs[len(evs)-1].Text, c.says)
			}
		})
	}
}

// TestFFOTHullDownEndsOnAMove: a stand hull down is no longer when it
// moves, in its own terrain too, and the log says so (issue 29.9;
// NoteHullDownMoves: 004 FFOTigers, "A vehicle stand is hull down if it is
// above the firing stand or behind a ridge line"); a game created before
// issue 29 keeps it hull down within its terrain, as its log recorded.
func TestFFOTHullDownEndsOnAMove(t *testing.T) {
	for _, c := range []struct {
		name, options, line string
		hull                bool
		says                string
	}{
		{"moves in its terrain", readings, "move HT quarter", false, "it is no longer hull down"},
		{"moves into another", readings, "move HT quarter into forest", false, "it is no longer hull down"},
		{"does not move", readings, "move HT none", true, ""},
		{"a game from before, in its terrain", "", "move HT quarter", true, ""},
		{"a game from before, into another", "", "move HT quarter into forest", false, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := configured(t, c.options)
			p.must("terrain HT open hull-down")
			p.toPhase("defender", ffot.PhaseMovement)
			evs := p.must(c.line)
			if got := ffot.StandOf(p.g.Unit("HT")).HullDown; got != c.hull {
				t.Errorf("hull down %v, want %v", got, c.hull)
			}
			text := evs[len(evs)-1].Text
			if c.says != "" && !strings.Contains(text, c.says) || c.says == "" && strings.Contains(text, "hull down") {
				t.Errorf("the move says %q, want %q", text, c.says)
			}
		})
	}
}

// TestFFOTRoutEndCheck: a routed unit's check at the end of the turn is
// "a quality check again", without the withdraw roll's "-1 from roll if
// any stands in the unit are suppressed and -2 if any stands are pinned",
// which 004 FFOTigers gives the roll "During the movement phase"
// (NoteRoutEndCheck; issue 29.8): a green unit with a suppressed stand
// passes on 6; a game created before keeps the modifiers (7+: no face).
func TestFFOTRoutEndCheck(t *testing.T) {
	for _, c := range []struct {
		name, options, says string
		eliminated          bool
	}{
		{"issue 29's reading", readings, "The unit foot routed, checks at the end of the turn (its quality check again, without the withdraw roll's -1 suppressed: 004 gives those to the roll \"During the movement phase\", and this is \"a quality check again\"): 6+ needed, die 6: it passes.", false},
		{"a game from before", "", "The unit foot routed, checks at the end of the turn: 7+ needed (-1 suppressed), die 6: it fails and is eliminated from play.", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := configured(t, c.options)
			p.toPhase("defender", ffot.PhaseMovement)
			ffot.StandOf(p.g.Unit("INF")).Marker = ffot.Suppressed
			p.must("rout foot", 1) // green 6+, -1: it routs
			p.toPhase("defender", ffot.PhaseBarrage)
			if r := ffot.RoutEndRollOf(p.g, ffot.GameOf(p.g).Formation("foot")); (r.Needed() == 7) != c.eliminated {
				t.Errorf("the dashboard's roll %+v needs %d", r, r.Needed())
			}
			evs := p.must("next", 6)
			var got string
			for _, e := range evs {
				if e.Kind == ffot.EventRoutDone {
					got = e.Text
				}
			}
			if got != c.says {
				t.Errorf("the check says\n%q\nwant\n%q", got, c.says)
			}
			if !p.g.Unit("INF").Alive() != c.eliminated {
				t.Errorf("INF is %s", p.g.Unit("INF").Status)
			}
		})
	}
}

// TestFFOTChecksSaid: what the quality checks at the end of a fire phase
// do not roll, or leave as it was, the log says (issue 29.9): a check
// beyond "The most quality checks that a unit has to make in a turn,
// however is two" (004 FFOTigers; NoteCheckLimit) is not rolled, and the
// phase's line begins by saying so; a pinned stand that passes stays
// pinned (NotePinnedStays).
func TestFFOTChecksSaid(t *testing.T) {
	for _, c := range []struct {
		name         string
		checks       int
		marker       ffot.Marker
		dice         []int
		phase        string // the phase's line begins so
		check        string // the check's line, "" for none
		after        ffot.Marker
		checksBefore int
	}{
		{"a third check", 2, ffot.Unmarked, nil, "Not rolled: HT's third quality check of the turn (004 FFOTigers: \"The most quality checks that a unit has to make in a turn, however is two\", counted for each stand over every check of the turn). The attacker's barrage phase", "", ffot.Unmarked, 2},
		{"a second check", 1, ffot.Unmarked, []int{6}, "The attacker's barrage phase", "HT checks its quality: 5+ needed, die 6: it passes and is suppressed.", ffot.Suppressed, 2},
		{"pinned, it passes", 0, ffot.Pinned, []int{5}, "The attacker's barrage phase", "HT checks its quality: 5+ needed, die 5: it passes and stays pinned.", ffot.Pinned, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := configured(t, readings)
			p.toPhase("attacker", ffot.PhaseFire)
			s := ffot.StandOf(p.g.Unit("HT"))
			s.Checks, s.CheckDue, s.Marker = c.checks, true, c.marker
			evs := p.must("next", c.dice...)
			last := evs[len(evs)-1]
			if !strings.HasPrefix(last.Text, c.phase) {
				t.Errorf("the phase says %q, want it to begin %q", last.Text, c.phase)
			}
			var check string
			for _, e := range evs {
				if e.Kind == ffot.EventCheck {
					check = e.Text
				}
			}
			if check != c.check {
				t.Errorf("the check says %q, want %q", check, c.check)
			}
			if s := ffot.StandOf(p.g.Unit("HT")); s.Marker != c.after || s.Checks != c.checksBefore || s.CheckDue {
				t.Errorf("HT after: %s, %d checks, due %v", s.Marker, s.Checks, s.CheckDue)
			}
		})
	}
}

// TestLogVersion1Texts: the changes of version 2 of FFOTigers' log give the
// sentence a log of version 1 wrote where this build says more (issue 29):
// no word of a check not rolled, and a pinned stand that passed "is
// suppressed".
func TestLogVersion1Texts(t *testing.T) {
	g := newPlay(t).g
	for _, c := range []struct {
		name     string
		kind     engine.EventKind
		now, was string
	}{
		{"a check not rolled", engine.EventPhase, "Not rolled: HT's and INF's third quality check of the turn (004 FFOTigers: \"The most quality checks that a unit has to make in a turn, however is two\", counted for each stand over every check of the turn). The attacker's barrage phase, turn 1.",
			"The attacker's barrage phase, turn 1."},
		{"pinned, it passes", ffot.EventCheck, "HT checks its quality: 5+ needed, die 5: it passes and stays pinned.",
			"HT checks its quality: 5+ needed, die 5: it passes and is suppressed."},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := engine.EarlierTexts(g, 1, c.kind, c.now)
			if len(got) != 2 || got[0] != c.now || got[1] != c.was {
				t.Errorf("version 1 wrote %q, want %q", got, c.was)
			}
			if got := engine.EarlierTexts(g, 2, c.kind, c.now); len(got) != 1 {
				t.Errorf("version 2 wrote %q, want this build's sentence only", got)
			}
		})
	}
}
