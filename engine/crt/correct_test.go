package crt_test

import (
	"encoding/json"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// correctSetup is a Mark III (45 treads) of the ogre side, a GEV and a
// heavy tank of the defence, and a 3-squad heavy weapons stack (a missile
// a squad, 000 FAQ unit table), in the ogre's recovery phase of turn 1.
var correctSetup = []string{"add mark-iii as MK3", "add gev as G", "add heavy-tank as H",
	"add heavy-weapons-squad squads 3 as HW"}

// TestCorrections plays the referee's corrections (issue 10, Referee's
// corrections): each sets what was wrong at the table, with the reason,
// at any phase. A correction scores no VP, not even one that destroys or
// restores a unit: the score is set apart, by "correct SIDE vp N", so the
// log says both what the unit became and what the score became.
func TestCorrections(t *testing.T) {
	lines := func(more ...string) []string { return append(append([]string{}, correctSetup...), more...) }
	runRules(t, []rulesCase{
		{name: "treads", source: "OFFICIAL-NOTES, Treads and movement", v: crt.Published,
			lines: lines("correct MK3 treads 40 because the tread was not crossed off",
				"!correct MK3 treads 40 because again|has 40 treads already",
				"!correct MK3 treads 46 because x|MK3 has 0 to 45 treads",
				"!correct H treads 3 because x|only Ogres have tread units",
				"!correct MK3 treads 30|say why: end the correction with \"because REASON\"",
				"!correct MK3 treads 30 because|say why"),
			check: func(t *testing.T, g *engine.Game) {
				if u := g.Unit("MK3"); crt.UnitOf(u).Treads != 40 || crt.Movement(u) != 3 {
					t.Errorf("MK3 has %d treads, movement %v; want 40 and 3", crt.UnitOf(u).Treads, crt.Movement(u))
				}
			}},
		{name: "status disabled as by enemy fire, by terrain, until a turn; and ok", source: "OFFICIAL-NOTES, Disabled units", v: crt.Published,
			lines: lines("correct H status disabled because a D was read as NE",
				"correct G status disabled terrain because it failed its swamp roll",
				"!correct G status disabled until 0 because x|turn 1 or later",
				"correct HW status stuck because it was stuck in the swamp"),
			check: func(t *testing.T, g *engine.Game) {
				if tm := g.Unit("H").Timer; g.Unit("H").Status != engine.StatusDisabled || tm == nil || tm.Turn != 2 || tm.Side != "defence" {
					t.Errorf("H: %s %+v, want disabled until the defence's turn 2 (enemy fire in the ogre's turn)", g.Unit("H").Status, tm)
				}
				if tm := g.Unit("G").Timer; tm == nil || !tm.Roll {
					t.Errorf("G's timer = %+v, want a terrain roll", tm)
				}
				if g.Unit("HW").Status != engine.StatusStuck {
					t.Errorf("HW is %s, want stuck", g.Unit("HW").Status)
				}
			}},
		{name: "disabled until a turn, then recovered on time", source: "OFFICIAL-NOTES, Disabled units", v: crt.Published,
			lines: lines("correct H status disabled until 3 because the referee ruled it",
				"!correct H status disabled until 3 because again|H is disabled already",
				"correct H status ok because it was the other heavy tank",
				"!correct H status ok because again|H is ok already",
				"correct H status disabled until 2 because after all it was"),
			check: func(t *testing.T, g *engine.Game) {
				if tm := g.Unit("H").Timer; tm == nil || tm.Turn != 2 {
					t.Errorf("H's timer = %+v, want turn 2", tm)
				}
			}},
		{name: "squads, and the weapons of squads gone", source: "000 FAQ, unit table: (1x Missile) a squad", v: crt.Published,
			lines: lines("correct HW squads 2 because one squad was taken off the table",
				"!correct HW squads 0 because x|a stack with none is destroyed",
				"!correct H squads 2 because x|is not infantry"),
			check: func(t *testing.T, g *engine.Game) {
				u := g.Unit("HW")
				if crt.UnitOf(u).Squads != 2 || crt.UnitWeapon(u, "hws-missile3").Status != engine.StatusDestroyed || crt.UnitWeapon(u, "hws-missile2").Status != engine.StatusOK {
					t.Errorf("HW: %d squads, missiles %+v %+v; want 2 squads, the third missile lost", crt.UnitOf(u).Squads, crt.UnitWeapon(u, "hws-missile2"), crt.UnitWeapon(u, "hws-missile3"))
				}
			}},
		{name: "remove and restore", source: "issue 10, Referee's corrections", v: crt.Published,
			lines: lines("remove G because it was never on the table",
				"!correct G treads 1 because x|bring it back with \"restore G because ...\" first",
				"!remove G because again|G is removed",
				"next", "next",
				"!fire MK3.main1 at G|G",
				"!restore H because x|H is in play (ok)",
				"restore G because it was on the table after all",
				"fire MK3.main1 at G die 1"),
			check: func(t *testing.T, g *engine.Game) {
				if !g.Unit("G").Alive() {
					t.Errorf("G is %s after restore", g.Unit("G").Status)
				}
			}},
		{name: "a correction scores no VP; the referee sets VP apart", source: "issue 10, Referee's corrections", v: crt.Published,
			lines: lines("correct H status destroyed because MK3's shot was an X, read as D",
				"!fire MK3.main1 at H|H",
				"correct ogre vp 6 because H's destruction scores for the Ogre",
				"!correct nobody vp 1 because x|there is no side",
				"!correct ogre vp -1 because x|from 0 up",
				"restore H because it was the other tank",
				"remove G because it was never on the table"),
			check: func(t *testing.T, g *engine.Game) {
				if g.VP["ogre"] != 6 || g.VP["defence"] != 0 {
					t.Errorf("VP = %v, want ogre 6 (set by the referee) and defence 0", g.VP)
				}
			}},
	})
}

// TestCorrectionLogReplayAndUndo checks what the log says, that replay
// gives the same game (ARCHITECTURE.md, Decisions, Tests: replay(events) == state), and
// that a correction undone (its events voided, as the battle log undoes
// a command) leaves the game as it was before it.
func TestCorrectionLogReplayAndUndo(t *testing.T) {
	g, err := engine.NewGame(catalog(t), crt.Published, engine.Hexes, nil)
	if err != nil {
		t.Fatal(err)
	}
	log := run(t, g, correctSetup...)
	log = append(log, run(t, g, "next", "next", "fire MK3.main1 at G die 6")...)
	before, _ := json.Marshal(g)
	corrections := []string{
		"correct MK3 treads 40 because the tread was not crossed off",
		"correct HW squads 1 because two squads were never bought",
		"correct H status disabled because a D was read as NE",
		"remove G because it was never on the table",
		"restore G because it was, after all",
		"correct defence vp 0 because nothing was destroyed",
		"correct ogre vp 3 because the referee says so",
	}
	var corr []engine.Event
	for _, l := range corrections {
		corr = append(corr, run(t, g, l)...)
	}
	text := eventTexts(corr)
	for _, want := range []string{
		"Correction: MK3 has 40 treads, not 45 (movement 3), because the tread was not crossed off; VP are not changed",
		"Correction: HW has 1 squad, not 3, because two squads were never bought",
		"HW.hws-missile3 is lost with its squad.",
		"Correction: H is disabled; it recovers at the start of the defence's turn 2 (it was ok), because a D was read as NE",
		"Correction: G is removed from play (it was destroyed; not destroyed), because it was never on the table",
		"Correction: G is back in play, ok (it was removed), because it was, after all",
		"Correction: the ogre has 3 VP, not 6, because the referee says so.",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the log does not say %q:\n%s", want, text)
		}
	}
	for _, e := range corr {
		if e.Kind == crt.EventCorrected && (crt.EventOf(e).Correction == nil || crt.EventOf(e).Correction.Reason == "") {
			t.Errorf("correction without its reason: %+v", e)
		}
	}
	sameAsReplay(t, g, append(log, corr...))

	// Undo: the battle log voids a command's events and replays the rest.
	r, _ := engine.NewGame(g.Catalog, g.Variant, g.Scale, g.Sides)
	for _, e := range roundTrip(t, log) {
		if err := r.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	if after, _ := json.Marshal(r); string(after) != string(before) {
		t.Errorf("with the corrections undone the game differs:\n%s\n%s", before, after)
	}
}

// TestOldEventsReadTheSame checks that an event of a kind older than the
// corrections writes no correction field: logs written before it read,
// and are written, the same.
func TestOldEventsReadTheSame(t *testing.T) {
	b, _ := json.Marshal(engine.Event{Kind: crt.EventDisabled, Unit: "H", Text: "H is disabled."})
	if strings.Contains(string(b), "correction") {
		t.Errorf("an old event's JSON names the correction: %s", b)
	}
}
