package dsii_test

import (
	"encoding/json"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
)

// lastEvent plays the lines before in a fresh house game, then line, and
// returns line's last event, or fails the test; refusal, when given, is what
// line's refusal must say instead.
func lastEvent(t *testing.T, before []string, line, refusal string) engine.Event {
	t.Helper()
	g := houseGame(t)
	play(t, g, "add heavy-tank as HT1 side defence")
	play(t, g, before...)
	cmd, err := g.ParseCommand(line)
	if err != nil {
		if refusal != "" && strings.Contains(err.Error(), refusal) {
			return engine.Event{}
		}
		t.Fatalf("%s: %v", line, err)
	}
	events, err := engine.Resolve(g, cmd, engine.NewSeeded(1, 1))
	switch {
	case refusal != "" && (err == nil || !strings.Contains(err.Error(), refusal)):
		t.Fatalf("%s: %v, want a refusal saying %q", line, err, refusal)
	case refusal != "":
		return engine.Event{}
	case err != nil:
		t.Fatalf("%s: %v", line, err)
	}
	for _, e := range events {
		if err := g.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	return events[len(events)-1]
}

// TestAirDefence: a battery in Air Defense Mode fires at air units on the
// EM's die, -1 die type per target past the first, against the pilot's die.
// MK5's EM is Superior, D10 (002 OGRE for DSII, OGRE Modules).
func TestAirDefence(t *testing.T) {
	ads := []string{"ads MK5.main1"}
	for _, c := range []struct {
		name, line, refusal string
		before              []string
		results             []string // each target's result
		attack, defence     []string
	}{
		// 002 OGRE for DSII, Air defence: "an OGRE using an MDC/5 to attack two incoming
		// aerospace fighters ... with an undamage Electronics Module (D10) would fire at each
		// target with a D8"; "Green = D6, Blue = D8"; higher hits, lower misses.
		{name: "two targets, each at a D8", before: ads, line: "aa MK5.main1 green,blue die 8 6 3 8",
			results: []string{"hit", "miss"}, attack: []string{"d8", "d8"}, defence: []string{"d6", "d8"}},
		// "equal to the targets roll ... the target will abort its mission".
		{name: "equal rolls abort", before: ads, line: "aa MK5.main1 orange die 4 4",
			results: []string{"abort"}, attack: []string{"d10"}, defence: []string{"d10"}},
		// "A command value of 1 reduces the die type by 1, and a value of 3 increases the die type by 1".
		{name: "command 1 and 3", before: ads, line: "aa MK5.main1 blue/1,blue/3 die 1 1 1 1",
			results: []string{"abort", "abort"}, attack: []string{"d8", "d8"}, defence: []string{"d6", "d10"}},
		// ReadingADSBelowD4: D10, D8, D6, D4 at four targets; none at five.
		{name: "below D4", before: ads, line: "aa MK5.main1 green,green,green,green,green", refusal: "falls below D4"},
		{name: "a typed die off the attack die", before: ads, line: "aa MK5.main1 green,blue die 9 1 1 1", refusal: "9 is not on a d8"},
		{name: "not in Air Defense Mode", line: "aa MK5.main1 green", refusal: "not in Air Defense Mode this turn"},
		// "for the duration of the current turn".
		{name: "the mode ends with the turn", before: []string{"ads MK5.main1", "next"}, line: "aa MK5.main1 green", refusal: "not in Air Defense Mode this turn"},
		// "direct fire, non-APSW weapons".
		{name: "no tread module", line: "ads MK5.tread1", refusal: "only direct fire, non-APSW weapons"},
		{name: "no AP battery", line: "ads MK5.ap1", refusal: "only direct fire, non-APSW weapons"},
		// "which have not previously been activated during the current turn".
		{name: "not after the battery activated", before: []string{"activate MK5.main2"}, line: "ads MK5.main1", refusal: "has activated this turn already"},
		{name: "Air Defense Mode is the battery's activation", before: ads, line: "activate MK5.main2", refusal: "has activated this turn already"},
		{name: "a pilot without a skill", before: ads, line: "aa MK5.main1 red", refusal: "not a pilot skill"},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := lastEvent(t, c.before, c.line, c.refusal)
			if c.refusal != "" {
				return
			}
			var d struct {
				Targets []struct{ Attack, Defence, Result string } `json:"targets"`
			}
			if err := json.Unmarshal(e.Data, &d); err != nil {
				t.Fatal(err)
			}
			if len(d.Targets) != len(c.results) || len(e.Dice) != 2*len(c.results) {
				t.Fatalf("%s: %d targets, %d dice; want %d targets, two dice each", c.line, len(d.Targets), len(e.Dice), len(c.results))
			}
			for i, x := range d.Targets {
				if x.Result != c.results[i] || x.Attack != c.attack[i] || x.Defence != c.defence[i] {
					t.Errorf("%s: target %d %s %s %s; want %s %s %s", c.line, i+1, x.Attack, x.Defence, x.Result, c.attack[i], c.defence[i], c.results[i])
				}
			}
		})
	}
}

// TestReact: a unit facing an Ogre tests at its mark's Threat Level, as
// the referee enters it; an Ogre never tests.
func TestReact(t *testing.T) {
	for _, c := range []struct {
		name, line, refusal, want string
		before                    []string
	}{
		// 002 OGRE for DSII, Reaction for those facing OGREs: "Mark V: +3"; "Mark I or Mark II: +0".
		{name: "facing a Mark V", line: "react HT1 MK5 pass", want: "Threat Level +3) and passes"},
		// "may move provided that it does not move cloers to the OGRE or come within it's LoS".
		{name: "facing a Mark I", before: []string{"add heavy-tank as OT side ogre"}, line: "react OT MK1 fail", want: "Threat Level +0) and fails: it stays and acts, or moves no closer to the Ogre and does not come within its LoS"},
		// Confidence and Reaction for OGREs: "It never requires a reaction test".
		{name: "an Ogre never tests", line: "react MK1 MK5 pass", refusal: "never requires a reaction test"},
		{name: "no result", line: "react HT1 MK5 maybe", refusal: "enter pass or fail"},
		{name: "facing no Ogre", line: "react MK1 HT1 pass", refusal: "never requires"},
		{name: "facing a vehicle", line: "react HT1 HT1 pass", refusal: "HT1"},
		// "Reaction for those facing OGREs": the Ogres of the other side.
		{name: "its own side's Ogre", line: "react HT1 MK1 pass", refusal: "HT1 and MK1 are both on the defence side: a Reaction Test is for units facing an enemy Ogre"},
		{name: "its own side's Ogre by override", line: "override react HT1 MK1 pass", want: "Threat Level +0) and passes"},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := lastEvent(t, c.before, c.line, c.refusal)
			if c.refusal == "" && (e.Kind != dsii.EventReaction || !strings.Contains(e.Text, c.want)) {
				t.Errorf("%s: %s %q, want a reaction saying %q", c.line, e.Kind, e.Text, c.want)
			}
		})
	}
}
