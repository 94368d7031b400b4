package crt_test

import (
	"strconv"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// ramCase is one ram: the game is set up by lines (played from the ogre's
// recovery phase, turn 1), then the ram is made; the target ends in status
// and each labelled unit has lost the treads in lost (an Ogre's, or a
// classic superheavy's notional ones).
type ramCase struct {
	name   string
	v      engine.Variant
	lines  []string
	ram    string
	target string
	status engine.Status
	lost   map[string]int
	text   string // part of the record of the ram, if set
}

func (c ramCase) check(t *testing.T) {
	t.Helper()
	g := mustGame(t, c.v)
	log := run(t, g, c.lines...)
	evs := run(t, g, c.ram)
	if s := g.Unit(c.target).Status; s != c.status {
		t.Errorf("%s: %s is %s, want %s", c.ram, c.target, s, c.status)
	}
	for l, want := range c.lost {
		u := g.Unit(l)
		if got := crt.UnitOf(u).TreadsMax - crt.UnitOf(u).Treads; got != want {
			t.Errorf("%s: %s lost %d treads, want %d", c.ram, l, got, want)
		}
	}
	if all := eventTexts(evs); !strings.Contains(all, c.text) {
		t.Errorf("%s: the record lacks %q:\n%s", c.ram, c.text, all)
	}
	sameAsReplay(t, g, append(log, evs...))
}

// eventTexts returns the texts of events, a line each.
func eventTexts(evs []engine.Event) string {
	s := make([]string, len(evs))
	for i, e := range evs {
		s[i] = e.Text
	}
	return strings.Join(s, "\n")
}

// mustGame returns a new game under variant v, in hexes.
func mustGame(t *testing.T, v engine.Variant) *engine.Game {
	t.Helper()
	g, err := engine.NewGame(catalog(t), v, engine.Hexes, nil)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// toMove is a fresh game's first movement phase: the ogre's.
var toMove = []string{"next"}

// disabledH is a heavy tank H disabled by the Mark V's main battery (4 v 3,
// 1-1, die 3: D) in the ogre's fire phase, then the ogre's movement phase of
// turn 2: H is disabled until the defence's turn 2 (OFFICIAL-NOTES, Disabled
// units), and an Ogre has no second movement to ram in (issue 10, item 1).
var disabledH = []string{"add mark-v as MK5", "add heavy-tank as H", "next", "next", "fire MK5.main1 at H die 3",
	"next", "next", "next", "next", "next", "next", "next"}

// inOverrun starts an overrun of attacker at defender and plays its first
// two fire rounds, so that the attacker may ram: in the classic and lite
// rules a ram is made only in an overrun, after the rammer's first fire
// round (000 FAQ, RAMMING; 003 Ogre Lite, RAMMING; issue 10, item 2).
func inOverrun(attacker, defender string) []string {
	return []string{"overrun " + attacker + " at " + defender, "next", "next"}
}

// withLines joins groups of command lines into one list.
func withLines(extra ...[]string) []string {
	var out []string
	for _, e := range extra {
		out = append(out, e...)
	}
	return out
}

// TestOgreRamsArmour: an Ogre ramming armour, under each variant.
func TestOgreRamsArmour(t *testing.T) {
	mk5 := []string{"add mark-v as MK5"}
	cases := []ramCase{
		// OFFICIAL-NOTES, Ramming: immobile or disabled armour rammed is destroyed.
		{name: "published: immobile howitzer destroyed, 1 tread", v: crt.Published,
			lines: withLines(mk5, []string{"add howitzer as HW"}, toMove), ram: "ram MK5 HW", target: "HW",
			status: engine.StatusDestroyed, lost: map[string]int{"MK5": 1}, text: "HW is destroyed"},
		{name: "published: disabled heavy tank destroyed, 2 treads", v: crt.Published,
			lines: disabledH, ram: "ram MK5 H", target: "H",
			status: engine.StatusDestroyed, lost: map[string]int{"MK5": 2}},
		// OFFICIAL-NOTES, Ramming: other armour disabled on 1-3, destroyed on 4-6.
		{name: "published: missile tank die 3 disabled, 1 tread", v: crt.Published,
			lines: withLines(mk5, []string{"add missile-tank as M"}, toMove), ram: "ram MK5 M die 3", target: "M",
			status: engine.StatusDisabled, lost: map[string]int{"MK5": 1}, text: "Ram on M: die 3, disabled (1-3)."},
		{name: "published: missile tank die 4 destroyed, 1 tread", v: crt.Published,
			lines: withLines(mk5, []string{"add missile-tank as M"}, toMove), ram: "ram MK5 M die 4", target: "M",
			status: engine.StatusDestroyed, lost: map[string]int{"MK5": 1}, text: "Ram on M: die 4, destroyed (4-6)."},
		// OFFICIAL-NOTES, Ramming: 2 treads for a heavy tank or mobile howitzer.
		{name: "published: heavy tank costs 2 treads", v: crt.Published,
			lines: withLines(mk5, []string{"add heavy-tank as H"}, toMove), ram: "ram MK5 H die 6", target: "H",
			status: engine.StatusDestroyed, lost: map[string]int{"MK5": 2}},
		// 001 ARMOR!, 3.011 Mobile Bridge: rammed as a heavy tank.
		{name: "published: the Mobile Bridge costs 2 treads", v: crt.Published,
			lines: withLines(mk5, []string{"add mobile-bridge as MB"}, toMove), ram: "ram MK5 MB die 6", target: "MB",
			status: engine.StatusDestroyed, lost: map[string]int{"MK5": 2}},
		{name: "published: mobile howitzer costs 2 treads", v: crt.Published,
			lines: withLines(mk5, []string{"add mobile-howitzer as MH"}, toMove), ram: "ram MK5 MH die 1", target: "MH",
			status: engine.StatusDisabled, lost: map[string]int{"MK5": 2}},
		// OFFICIAL-NOTES, Ramming: a superheavy takes a 1-1 attack and the Ogre loses 3.
		{name: "published: superheavy 1-1, die 5 X", v: crt.Published,
			lines: withLines(mk5, []string{"add superheavy-tank as SH"}, toMove), ram: "ram MK5 SH die 5", target: "SH",
			status: engine.StatusDestroyed, lost: map[string]int{"MK5": 3}, text: "MK5's ram is a 1-1 attack on SH: die 5, X."},
		{name: "published: superheavy 1-1, die 3 D", v: crt.Published,
			lines: withLines(mk5, []string{"add superheavy-tank as SH"}, toMove), ram: "ram MK5 SH die 3", target: "SH",
			status: engine.StatusDisabled, lost: map[string]int{"MK5": 3}},
		{name: "published: superheavy 1-1, die 1 NE", v: crt.Published,
			lines: withLines(mk5, []string{"add superheavy-tank as SH"}, toMove), ram: "ram MK5 SH die 1", target: "SH",
			status: engine.StatusOK, lost: map[string]int{"MK5": 3}},
		// 003 Ogre Lite, RAMMING: immobile destroyed; mobile disabled on 1-3,
		// destroyed on 4-6; 2 treads for a HVY, 1 for other units (a mobile
		// howitzer and a superheavy among them).
		{name: "lite: immobile howitzer destroyed, 1 tread", v: crt.Lite,
			lines: withLines(mk5, []string{"add howitzer as HW"}, toMove, inOverrun("MK5", "HW")), ram: "ram MK5 HW", target: "HW",
			status: engine.StatusDestroyed, lost: map[string]int{"MK5": 1}},
		{name: "lite: heavy tank die 2 disabled, 2 treads", v: crt.Lite,
			lines: withLines(mk5, []string{"add heavy-tank as H"}, toMove, inOverrun("MK5", "H")), ram: "ram MK5 H die 2", target: "H",
			status: engine.StatusDisabled, lost: map[string]int{"MK5": 2}},
		{name: "lite: mobile howitzer costs 1 tread", v: crt.Lite,
			lines: withLines(mk5, []string{"add mobile-howitzer as MH"}, toMove, inOverrun("MK5", "MH")), ram: "ram MK5 MH die 5", target: "MH",
			status: engine.StatusDestroyed, lost: map[string]int{"MK5": 1}},
		{name: "lite: superheavy is other armour", v: crt.Lite,
			lines: withLines(mk5, []string{"add superheavy-tank as SH"}, toMove, inOverrun("MK5", "SH")), ram: "ram MK5 SH die 3", target: "SH",
			status: engine.StatusDisabled, lost: map[string]int{"MK5": 1}},
		// 000 FAQ, RAMMING: the rammed unit is destroyed; the Ogre loses 2
		// against a vehicle. No die is rolled.
		{name: "classic: heavy tank destroyed, 2 treads", v: crt.Classic,
			lines: withLines(mk5, []string{"add heavy-tank as H"}, toMove, inOverrun("MK5", "H")), ram: "ram MK5 H", target: "H",
			status: engine.StatusDestroyed, lost: map[string]int{"MK5": 2}},
		{name: "classic: GEV destroyed, 2 treads", v: crt.Classic,
			lines: withLines(mk5, []string{"add gev as G"}, toMove, inOverrun("MK5", "G")), ram: "ram MK5 G", target: "G",
			status: engine.StatusDestroyed, lost: map[string]int{"MK5": 2}},
		{name: "classic: superheavy destroyed, 2 treads", v: crt.Classic,
			lines: withLines(mk5, []string{"add superheavy-tank as SH"}, toMove, inOverrun("MK5", "SH")), ram: "ram MK5 SH", target: "SH",
			status: engine.StatusDestroyed, lost: map[string]int{"MK5": 2}},
		// 000 FAQ, RAMMING: a superheavy is treated like a Mark I; it loses
		// 2 notional tread units (of 24) ramming a vehicle, which is destroyed.
		{name: "classic: superheavy rams armour", v: crt.Classic,
			lines: withLines([]string{"add superheavy-tank as SH side ogre", "add heavy-tank as H", "next"}, inOverrun("SH", "H")), ram: "ram SH H", target: "H",
			status: engine.StatusDestroyed, lost: map[string]int{"SH": 2}, text: "SH loses 2 notional tread units: 22 left, movement 3 hexes."},
	}
	for _, c := range cases {
		t.Run(c.name, c.check)
	}
}

// TestOgreRamsOgre: the rammer rolls dice by its size off the target's
// treads and loses 5 treads against a larger Ogre, otherwise 3 (published
// and lite); in the classic rules 5 against an equal or larger Ogre,
// otherwise 2.
func TestOgreRamsOgre(t *testing.T) {
	// The Mark III (size 7) and Mark V (size 8) of the ogre side against
	// the defence's Mark V, Mark III and Mark I (size 5).
	setup := []string{"add mark-iii as MK3", "add mark-v as MK5", "add mark-v as D5 side defence",
		"add mark-iii as D3 side defence", "add mark-i as D1 side defence", "next"}
	cases := []ramCase{
		// OFFICIAL-NOTES, Ramming: size 7 rolls 2 dice; 5 treads against a larger Ogre.
		{name: "published: Mark III rams a larger Mark V", v: crt.Published, lines: setup,
			ram: "ram MK3 D5 dice 3 4", target: "D5", status: engine.StatusOK, lost: map[string]int{"D5": 7, "MK3": 5},
			text: "MK3 rolls 2 dice for the ram: 7 tread units off D5."},
		// OFFICIAL-NOTES, Ramming: size 8 rolls 4 dice; 3 treads otherwise.
		{name: "published: Mark V rams an equal Mark V", v: crt.Published, lines: setup,
			ram: "ram MK5 D5 dice 1 2 3 4", target: "D5", status: engine.StatusOK, lost: map[string]int{"D5": 10, "MK5": 3}},
		{name: "published: Mark V rams a smaller Mark III", v: crt.Published, lines: setup,
			ram: "ram MK5 D3 dice 6 6 6 6", target: "D3", status: engine.StatusOK, lost: map[string]int{"D3": 24, "MK5": 3}},
		// 003 Ogre Lite, RAMMING: 3 for a smaller or equal sized Ogre, 5 for a larger.
		{name: "lite: Mark III rams a larger Mark V", v: crt.Lite, lines: withLines(setup, inOverrun("MK3", "D5")),
			ram: "ram MK3 D5 dice 1 1", target: "D5", status: engine.StatusOK, lost: map[string]int{"D5": 2, "MK3": 5}},
		{name: "lite: Mark III rams an equal Mark III", v: crt.Lite, lines: withLines(setup, inOverrun("MK3", "D3")),
			ram: "ram MK3 D3 dice 1 1", target: "D3", status: engine.StatusOK, lost: map[string]int{"D3": 2, "MK3": 3}},
		// 000 FAQ, RAMMING: 5 against an equal or larger Ogre, 2 against a
		// smaller one; 4D6 for a Mark V, 2D6 for a Mark III.
		{name: "classic: Mark V rams an equal Mark V", v: crt.Classic, lines: withLines(setup, inOverrun("MK5", "D5")),
			ram: "ram MK5 D5 dice 1 1 1 1", target: "D5", status: engine.StatusOK, lost: map[string]int{"D5": 4, "MK5": 5}},
		{name: "classic: Mark V rams a smaller Mark I", v: crt.Classic, lines: withLines(setup, inOverrun("MK5", "D1")),
			ram: "ram MK5 D1 dice 2 2 2 2", target: "D1", status: engine.StatusOK, lost: map[string]int{"D1": 8, "MK5": 2}},
		{name: "classic: Mark III rams a larger Mark V", v: crt.Classic, lines: withLines(setup, inOverrun("MK3", "D5")),
			ram: "ram MK3 D5 dice 6 6", target: "D5", status: engine.StatusOK, lost: map[string]int{"D5": 12, "MK3": 5}},
		// 000 FAQ, RAMMING: "A Superheavy tank is treated like a Mark I for
		// purposes of the table below" (1D6); it loses notional tread units
		// (24): 5 against an equal or larger Ogre. The Ogre is not destroyed.
		{name: "classic: superheavy rams a Mark V", v: crt.Classic,
			lines: withLines([]string{"add mark-v as MK5", "add superheavy-tank as SH", "next", "next", "next", "next", "next"}, inOverrun("SH", "MK5")),
			ram:   "ram SH MK5 die 4", target: "MK5", status: engine.StatusOK, lost: map[string]int{"MK5": 4, "SH": 5},
			text: "SH rolls 1 die for the ram: 4 tread units off MK5."},
		{name: "classic: superheavy rams an equal Mark I", v: crt.Classic,
			lines: withLines([]string{"add mark-i as MK1", "add superheavy-tank as SH", "next", "next", "next", "next", "next"}, inOverrun("SH", "MK1")),
			ram:   "ram SH MK1 die 6", target: "MK1", status: engine.StatusOK, lost: map[string]int{"MK1": 6, "SH": 5}},
	}
	for _, c := range cases {
		t.Run(c.name, c.check)
	}
}

// TestArmourRamsOgre: armour ramming an Ogre is destroyed and costs it 1
// tread, 2 for a heavy tank (OFFICIAL-NOTES, Ramming); a GEV is armour here
// too.
func TestArmourRamsOgre(t *testing.T) {
	// The Ogre is the defence's, so that the armour rams in the ogre
	// side's first movement phase.
	setup := func(add string) []string {
		return []string{"add mark-iii as MK3 side defence", add + " side ogre", "next"}
	}
	cases := []ramCase{
		{name: "heavy tank: destroyed, 2 treads", v: crt.Published, lines: setup("add heavy-tank as H"),
			ram: "ram H MK3", target: "H", status: engine.StatusDestroyed, lost: map[string]int{"MK3": 2}},
		{name: "missile tank: destroyed, 1 tread", v: crt.Published, lines: setup("add missile-tank as M"),
			ram: "ram M MK3", target: "M", status: engine.StatusDestroyed, lost: map[string]int{"MK3": 1}},
		{name: "mobile howitzer: destroyed, 1 tread", v: crt.Published, lines: setup("add mobile-howitzer as MH"),
			ram: "ram MH MK3", target: "MH", status: engine.StatusDestroyed, lost: map[string]int{"MK3": 1}},
		// A GEV rams an Ogre as any armour does: it is destroyed and the
		// Ogre loses 1 tread, with no die (OFFICIAL-NOTES, Ramming; the
		// reference card's size table; issue 10, item 4). It was a
		// double-strength attack on the treads (issue 3), which no text says.
		{name: "GEV: destroyed, 1 tread", v: crt.Published, lines: setup("add gev as G"),
			ram: "ram G MK3", target: "G", status: engine.StatusDestroyed, lost: map[string]int{"MK3": 1},
			text: "G is destroyed"},
	}
	for _, c := range cases {
		t.Run(c.name, c.check)
	}
	// 000 FAQ, RAMMING: in the classic rules only Ogres and the superheavy ram.
	play(t, crt.Classic, append(setup("add heavy-tank as H"), "!ram H MK3|only Ogres and the superheavy ram")...)
}

// TestRamRefusals: who may ram, and how often.
func TestRamRefusals(t *testing.T) {
	cases := []struct {
		name  string
		v     engine.Variant
		lines []string
	}{
		// OFFICIAL-NOTES, Ramming: at most two rams a turn, or one enemy Ogre.
		{"published: two rams, not three", crt.Published, []string{"add mark-v as MK5", "add gev x3 as G", "next",
			"ram MK5 G1 die 1", "ram MK5 G2 die 1", "!ram MK5 G3 die 1|already rammed twice this turn"}},
		{"published: no Ogre after a ram", crt.Published, []string{"add mark-v as MK5", "add gev as G", "add mark-iii as D3 side defence", "next",
			"ram MK5 G die 1", "!ram MK5 D3 dice 1 1 1 1|two units a turn, or one enemy Ogre"}},
		{"published: nothing after an Ogre", crt.Published, []string{"add mark-v as MK5", "add gev as G", "add mark-iii as D3 side defence", "next",
			"ram MK5 D3 dice 1 1 1 1", "!ram MK5 G die 1|rammed an Ogre this turn"}},
		{"published: two rams again next turn", crt.Published, []string{"add mark-v as MK5", "add gev x4 as G", "next",
			"ram MK5 G1 die 1", "ram MK5 G2 die 1", "next", "next", "next", "next", "next", "next", "next", "next",
			"ram MK5 G3 die 1", "ram MK5 G4 die 1"}},
		// 003 Ogre Lite, RAMMING: Ogres may ram one unit.
		// Rams are made in overruns (003 Ogre Lite, RAMMING), and a second
		// overrun in the same turn gives no second ram.
		{"lite: one ram", crt.Lite, withLines([]string{"add mark-v as MK5", "add gev x2 as G", "next"},
			inOverrun("MK5", "G1"), []string{"ram MK5 G1 die 1", "overrun end"}, inOverrun("MK5", "G2"),
			[]string{"!ram MK5 G2 die 1|already rammed once this turn, the most the lite rules allow"})},
		// 000 FAQ, RAMMING sets no limit: one ram in each overrun.
		{"classic: no limit", crt.Classic, withLines([]string{"add mark-v as MK5", "add gev x3 as G", "next"},
			inOverrun("MK5", "G1"), []string{"ram MK5 G1"}, inOverrun("MK5", "G2"), []string{"ram MK5 G2"},
			inOverrun("MK5", "G3"), []string{"ram MK5 G3"})},
		// A stuck unit cannot move (000 FAQ, MOVEMENT MODES, Ogre Mode:
		// swamp 1-2 stuck), so it cannot ram.
		{"published: a stuck Ogre", crt.Published, []string{"add mark-v as MK5", "add gev as G", "next",
			"enter MK5 swamp die 1", "!ram MK5 G die 1|MK5 is stuck, so it cannot move and cannot ram", "free MK5", "ram MK5 G die 1"}},
		{"published: a disabled heavy tank", crt.Published, []string{"add mark-v as MK5 side defence", "add heavy-tank as H side ogre",
			"add heavy-tank as D side defence", "next", "next", "override fire D at H die 3", "next",
			"!ram H MK5|H is disabled, so it cannot move and cannot ram; it recovers at the start of the ogre's turn 2"}},
		// 000 FAQ, RAMMING: the superheavy loses notional tread units "until
		// such it can no longer move": 24 of them, 2 a ram on a vehicle.
		// Each ram in an overrun of its own (000 FAQ, RAMMING).
		{"classic: a superheavy out of notional treads", crt.Classic, append(shRams(12),
			"!ram SH G13|lost all its 24 notional tread units")},
		{"published: only an Ogre rams armour", crt.Published, []string{"add superheavy-tank as SH side ogre", "add gev as G", "next",
			"!ram SH G|only an Ogre rams armour"}},
		// Issue 3, The game state and the turn: the wrong side, with the reason.
		{"published: the wrong side", crt.Published, []string{"add mark-v as MK5", "add heavy-tank as H", "next",
			"!ram H MK5|it is the ogre's turn, and H belongs to the defence; put"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { play(t, c.v, c.lines...) })
	}
}

// shRams is a classic game in which the superheavy SH rams GEVs G1 to Gn,
// each in an overrun of its own, with 13 GEVs in play.
func shRams(n int) []string {
	lines := []string{"add superheavy-tank as SH side ogre", "add gev x13 as G", "next"}
	for i := 1; i <= n; i++ {
		g := "G" + strconv.Itoa(i)
		lines = append(append(lines, inOverrun("SH", g)...), "ram SH "+g)
	}
	return lines
}

// TestStuckOgreCannotRamInOverrun: an Ogre stuck in swamp that is overrun
// fights back, but it cannot move, so it cannot ram after its fire round
// (003 Ogre Lite, RAMMING; 000 FAQ, OVERRUN: a stuck unit is immobile).
func TestStuckOgreCannotRamInOverrun(t *testing.T) {
	play(t, crt.Published, "add mark-iii as MK3 side defence", "add heavy-tank x2 as H side ogre",
		"next", "next", "next", "next", "next", "enter MK3 swamp die 1", // the defence's movement: MK3 is stuck
		"next", "next", "next", "next", // the ogre's movement phase, turn 2
		"overrun H1,H2 at MK3",
		"fire MK3.main1 at H1 die 1",               // fire round 1: the defender, MK3
		"next", "fire H2 at MK3.ap1 die 1", "next", // fire round 2: the attackers; round 3 is MK3's again
		"!override ram MK3 H2|MK3 is stuck, so it cannot move and cannot ram")
}
