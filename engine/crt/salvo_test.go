package crt_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// toFire is the lines that bring a new game to the ogre's fire phase.
var toFire = []string{"next", "next"}

// missileGame plays setup, then the lines, on a game of scale s, and
// returns it with the events the lines made.
func missileGame(t *testing.T, s engine.Scale, lines ...string) (*engine.Game, []engine.Event) {
	t.Helper()
	g, err := engine.NewGame(catalog(t), crt.Published, s, nil)
	if err != nil {
		t.Fatal(err)
	}
	return g, run(t, g, lines...)
}

// lastOf returns the last event of kind among events.
func lastOf(t *testing.T, events []engine.Event, kind engine.EventKind) engine.Event {
	t.Helper()
	for i := len(events) - 1; i >= 0; i-- {
		if events[i].Kind == kind {
			return events[i]
		}
	}
	t.Fatalf("no %q event among %d", kind, len(events))
	return engine.Event{}
}

// TestLaunchFromCrawler: a crawler that fires its missile becomes the empty
// crawler, recorded in the game, and the enemy scores 12 VP (000 FAQ,
// CRUISE MISSILE DETONATION: "When a cruise missile is fired, the opponent
// scores 12 VP"; OFFICIAL UNITS LIST: Mis. Crawler (armed) and (empty)).
func TestLaunchFromCrawler(t *testing.T) {
	g, evs := missileGame(t, engine.Hexes, append([]string{"add missile-crawler as CMC side ogre", "add heavy-tank as H"}, append(toFire, "launch CMC")...)...)
	u := g.Unit("CMC")
	if u.TypeID != "missile-crawler-empty" || u.Type.VP != 6 || len(crt.UnitOf(u).Weapons) != 0 {
		t.Errorf("CMC after launch: %s, %v VP, %d weapons; want the empty crawler, 6 VP, none", u.TypeID, u.Type.VP, len(crt.UnitOf(u).Weapons))
	}
	if g.Recorded("missile-crawler-empty") == nil {
		t.Error("the empty crawler is not recorded in the game")
	}
	if g.VP["defence"] != 12 {
		t.Errorf("defence VP = %v, want 12", g.VP["defence"])
	}
	m := crt.GameMissile(g, "M1")
	if m == nil || m.Status != crt.MissileFlying || m.From != "CMC" || m.Side != "ogre" || m.Salvo != 1 {
		t.Fatalf("M1 = %+v", m)
	}
	if s := lastOf(t, evs, crt.EventSalvo); !strings.Contains(s.Text, "1 cruise missile fired together") {
		t.Errorf("salvo text %q", s.Text)
	}
	// The crawler has fired: a second launch is refused.
	run(t, g, "!launch CMC|carries no cruise missile")
}

// TestLaunchRefusals: who may launch what, and when.
func TestLaunchRefusals(t *testing.T) {
	cases := []struct {
		source string
		lines  []string
	}{
		{"000 FAQ, CRUISE MISSILE DETONATION: missiles are fired in the fire phase",
			[]string{"add missile-crawler as CMC side ogre", "!launch CMC|only in the fire phase"}},
		{"a side fires its missiles in its own turn",
			[]string{"add missile-crawler as CMC", "next", "next", "!launch CMC|it is the ogre's turn"}},
		{"001 ARMOR!, 5.012: a crawler of minimissiles carries minimissiles",
			[]string{"add missile-crawler-mcm as MC side ogre", "next", "next", "!launch MC dual|carries minimissiles", "!launch MC x4|carries 3 missiles, not 4"}},
		{"001 ARMOR!, 5.011: a minimissile does not ride a cruise missile's crawler",
			[]string{"add missile-crawler as CMC side ogre", "next", "next", "!launch CMC mini|not minimissiles"}},
		{"001 ARMOR!, 5.013: a superheavy tows a single minimissile",
			[]string{"add superheavy-tank as SH side ogre", "next", "next", "!launch SH standard|tows only a minimissile", "!launch SH x2 mini|a single minimissile",
				"launch SH mini", "!launch SH mini|carries no cruise missile"}},
		{"000 FAQ, The Biggest Ogre Ever Made: no more than half the cruise missiles from the Mark VII",
			[]string{"add mark-vii as MK7", "next", "next", "!launch MK7 x2|no more than half", "launch MK7", "!launch MK7|no more than half",
				"override launch MK7"}},
		{"a disabled crawler cannot fire",
			[]string{"add missile-crawler as CMC side ogre", "correct CMC status disabled because test", "next", "next", "!launch CMC|disabled"}},
		{"off the board: a side of the game",
			[]string{"next", "next", "!launch offboard combine|no side \"combine\"", "!launch offboard defence|the defence fires its missiles in its own fire phase"}},
	}
	for _, tc := range cases {
		t.Run(tc.source, func(t *testing.T) { play(t, crt.Published, tc.lines...) })
	}
}

// TestLaunchSalvoMixed: a salvo of several launchers and types, announced
// together; a Mark VII with crawlers beside it may fire its half; the
// minimissile crawler empties after its third.
func TestLaunchSalvoMixed(t *testing.T) {
	g, evs := missileGame(t, engine.Hexes, "add mark-vii as MK7", "add missile-crawler x2 as CMC side ogre", "add missile-crawler-mcm as MC side ogre",
		"next", "next", "launch MK7 x2 and CMC1 dummy and CMC2 dual and MC x3 and offboard ogre mini")
	salvo := lastOf(t, evs, crt.EventSalvo)
	if len(crt.EventOf(salvo).Missile.Missiles) != 8 || !strings.Contains(salvo.Text, "8 cruise missiles") {
		t.Fatalf("salvo = %+v", salvo)
	}
	want := []crt.MissileType{"standard", "standard", "dummy", "dual", "mini", "mini", "mini", "mini"}
	for i, m := range crt.GameOf(g).Missiles {
		if m.Type != want[i] {
			t.Errorf("%s is %s, want %s", m.ID, m.Type, want[i])
		}
	}
	if !crt.GameOf(g).Missiles[7].Offboard || crt.GameOf(g).Missiles[7].From != "" {
		t.Errorf("M8 = %+v, want off the board", crt.GameOf(g).Missiles[7])
	}
	if g.Unit("MC").TypeID != "missile-crawler-empty" || g.Unit("CMC1").TypeID != "missile-crawler-empty" {
		t.Error("the crawlers did not become empty")
	}
	if g.VP["defence"] != 8*12 {
		t.Errorf("defence VP %v, want 96: 12 a missile, the dummy's too (001 ARMOR!, 5.03)", g.VP["defence"])
	}
	// 001 ARMOR!, 5.03: only its owner knows: the log calls the dummy a cruise missile.
	for _, e := range evs {
		if strings.Contains(strings.ToLower(e.Text), "dummy") {
			t.Errorf("the launch gives the dummy away: %q", e.Text)
		}
	}
	if crt.GameMissile(g, "M3").Shown() != crt.MissileStandard {
		t.Error("the dummy shows as what it is")
	}
}

// TestInterceptThresholds: the 2d6 total each interceptor needs in play,
// with the flight's bonus in the game's scale, off the board, and the
// minimissile's -1 (000 FAQ, CRUISE MISSILE DETONATION; 001 ARMOR!, 5.017,
// 5.021).
func TestInterceptThresholds(t *testing.T) {
	cases := []struct {
		source       string
		scale        engine.Scale
		add, launch  string
		intercept    string
		want         int
		refusedSays  string
		interceptors int
	}{
		{"000 FAQ: die roll of 12, a unit with an attack of 1 or 2", engine.Hexes, "light-tank as X", "CMC", "X flown 5", 12, "", 0},
		{"000 FAQ: 11+, a unit with an attack of 3 or more", engine.Hexes, "heavy-tank as X", "CMC", "X flown 5", 11, "", 0},
		{"000 FAQ: 11+, each infantry squad", engine.Hexes, "infantry as X squads 3", "CMC", "X:2 flown 5", 11, "", 0},
		{"000 FAQ: 10+, each Ogre main gun", engine.Hexes, "mark-iii as X side defence", "CMC", "X.main1", 10, "", 0},
		{"000 FAQ: 10+, each Ogre secondary gun", engine.Hexes, "mark-iii as X side defence", "CMC", "X.secondary3", 10, "", 0},
		{"000 FAQ: 9+, each Ogre missile", engine.Hexes, "mark-iii as X side defence", "CMC", "X.missile1", 9, "", 0},
		{"000 FAQ: 9+, each battlefield laser (the laser tank)", engine.Hexes, "laser-tank as X", "CMC", "X", 9, "", 0},
		{"000 FAQ: 9+, each battlefield laser (the laser turret)", engine.Hexes, "laser-turret as X", "CMC", "X", 9, "", 0},
		{"000 FAQ: 10 hexes is not more than 10", engine.Hexes, "heavy-tank as X", "CMC", "X flown 10", 11, "", 0},
		{"000 FAQ: +1, more than 10 hexes", engine.Hexes, "heavy-tank as X", "CMC", "X flown 10.5", 10, "", 0},
		{"000 FAQ: +2, more than 15 hexes", engine.Hexes, "heavy-tank as X", "CMC", "X flown 16", 9, "", 0},
		{"000 FAQ: +3, more than 20 hexes", engine.Hexes, "heavy-tank as X", "CMC", "X flown 21", 8, "", 0},
		{"000 FAQ: Ogre Miniatures, 30 inches", engine.Inches, "heavy-tank as X", "CMC", "X flown 30", 11, "", 0},
		{"000 FAQ: Ogre Miniatures, more than 30 inches", engine.Inches, "heavy-tank as X", "CMC", "X flown 31", 10, "", 0},
		{"000 FAQ: Ogre Miniatures, more than 60 inches", engine.Inches, "heavy-tank as X", "CMC", "X flown 61", 8, "", 0},
		{"000 FAQ: +3, fired off board", engine.Hexes, "heavy-tank as X", "offboard ogre", "X", 8, "", 0},
		{"001 ARMOR! 5.017: a minimissile, -1 to hit", engine.Hexes, "heavy-tank as X", "offboard ogre mini", "X", 9, "", 0},
		{"001 ARMOR! 5.021: a dual warhead, -1 to hit", engine.Hexes, "laser-tank as X", "CMC dual", "X", 10, "", 0},
		{"001 ARMOR! 5.03: a dummy is intercepted as a cruise missile", engine.Hexes, "heavy-tank as X", "CMC dummy", "X", 11, "", 0},
		{"001 ARMOR! 5.017: 13 cannot be rolled", engine.Hexes, "light-tank as X", "MC", "X flown 0", 13, "", 0},
		{"OFFICIAL-NOTES, Cruise missiles: AP guns cannot intercept", engine.Hexes, "mark-iii as X side defence", "CMC", "X.ap1", 0, "AP guns cannot", 0},
		{"000 FAQ: only enemy units intercept", engine.Hexes, "heavy-tank as X side ogre", "CMC", "X", 0, "only enemy units intercept", 0},
		{"OFFICIAL-NOTES, Cruise missiles: disabled units cannot", engine.Hexes, "heavy-tank as X", "CMC", "X", 0, "disabled units cannot", 1},
		{"000 FAQ: a unit with no attack cannot", engine.Hexes, "missile-crawler as X", "CMC", "X", 0, "it has no attack", 0},
	}
	for _, tc := range cases {
		t.Run(tc.source, func(t *testing.T) {
			lines := []string{"add missile-crawler as CMC side ogre", "add missile-crawler-mcm as MC side ogre", "add " + tc.add}
			if tc.interceptors == 1 {
				lines = append(lines, "correct X status disabled because test")
			}
			lines = append(lines, "next", "next", "launch "+tc.launch)
			line := "intercept M1 by " + tc.intercept
			if tc.refusedSays != "" {
				missileGame(t, tc.scale, append(lines, "!"+line+"|"+tc.refusedSays)...)
				return
			}
			if tc.want <= 12 {
				line += " die 1 1"
			}
			g, evs := missileGame(t, tc.scale, append(lines, line)...)
			e := lastOf(t, evs, crt.EventIntercept)
			if crt.EventOf(e).Missile.Needed != tc.want {
				t.Errorf("%s: needs %d, want %d (%s)", line, crt.EventOf(e).Missile.Needed, tc.want, e.Text)
			}
			if tc.want > 12 && (len(e.Dice) != 0 || !strings.Contains(e.Text, "cannot roll")) {
				t.Errorf("an impossible interception: %q with %d dice", e.Text, len(e.Dice))
			}
			if m := crt.GameMissile(g, "M1"); m.Status != crt.MissileFlying {
				t.Errorf("after a miss M1 is %s", m.Status)
			}
		})
	}
}

// TestInterceptOnce: each interceptor tries once a missile; the first hit
// stops it and the rest do not roll; a laser that fired in the previous
// player-turn may not intercept (000 FAQ, CRUISE MISSILE DETONATION).
func TestInterceptOnce(t *testing.T) {
	g, evs := missileGame(t, engine.Hexes, "add missile-crawler as CMC side ogre", "add heavy-tank x3 as H", "next", "next", "launch CMC",
		"intercept M1 by H1 flown 4 die 2 3",
		"!intercept M1 by H1|tried to intercept M1 already",
		"!intercept M1 by H2,H2|named twice",
		"!intercept M1 by H2,H3 die 6 6 1 1|rolls 2 dice but 4 dice typed",
		"intercept M1 by H2,H3 die 6 5")
	if m := crt.GameMissile(g, "M1"); m.Status != crt.MissileHit || len(m.Tried) != 2 || m.Flown != 4 {
		t.Errorf("M1 = %+v, want hit, tried by H1 and H2, flown 4", m)
	}
	if e := lastOf(t, evs, crt.EventIntercept); !strings.Contains(e.Text, "H3 need not try") {
		t.Errorf("hit text %q", e.Text)
	}
	run(t, g, "!intercept M1 by H3|lucky M1", "!blast M1|lucky M1", "lucky M1 die 4")
	if m := crt.GameMissile(g, "M1"); m.Status != crt.MissileDown {
		t.Errorf("after a 4 M1 is %s, want shot down", m.Status)
	}
	run(t, g, "!intercept M1 by H3|no longer in the air", "next")

	// 000 FAQ, CRUISE MISSILE DETONATION: "Time stops as the path of the
	// cruise missile is traced".
	play(t, crt.Published, "add missile-crawler as CMC side ogre", "next", "next", "launch CMC", "!next|M1 is still in the air", "override next")

	// The laser: fired in the previous player-turn (the defence's turn 1),
	// it may not intercept in the ogre's turn 2.
	l, _ := missileGame(t, engine.Hexes, "add missile-crawler as CMC side ogre", "add laser-tank as LZ", "add heavy-tank as H side ogre",
		"next", "next", "next", "next", "next", "next", "fire LZ at H die 1", "next", "next", "next", "next")
	run(t, l, "launch CMC", "!intercept M1 by LZ|fired in the previous player-turn")
}

// TestLuckyBlast: a hit missile's owner rolls one die: 6 detonates where
// hit, else it falls; a dummy hit just falls, and only then does the log
// say it was one (000 FAQ, CRUISE MISSILE DETONATION; 001 ARMOR!, 5.03).
func TestLuckyBlast(t *testing.T) {
	g, _ := missileGame(t, engine.Hexes, "add missile-crawler x2 as CMC side ogre", "add heavy-tank as H", "next", "next", "launch CMC1 and CMC2 dummy",
		"intercept M1 by H die 6 6", "lucky M1 die 6")
	if m := crt.GameMissile(g, "M1"); m.Status != crt.MissileDetonating {
		t.Errorf("after a 6 M1 is %s, want detonating", m.Status)
	}
	evs := run(t, g, "intercept M2 by H die 6 6")
	if m := crt.GameMissile(g, "M2"); m.Status != crt.MissileDown || !strings.Contains(evs[len(evs)-1].Text, "was a dummy missile") {
		t.Errorf("M2 = %+v, %q", m, evs[len(evs)-1].Text)
	}
	run(t, g, "!lucky M2|no longer in the air")
}

// TestBlastBands: a standard blast at each distance on armour in clear, the
// defensive hexes, and the dice on an Ogre (000 FAQ, CRUISE MISSILE
// DETONATION): 0 destroyed; 1 to 5 at 4-1 ... 1-2 with 4d6 ... 1d3 treads;
// 6 unaffected.
func TestBlastBands(t *testing.T) {
	cases := []struct {
		source string
		scale  engine.Scale
		unit   string // added as T
		at     string
		column string // the needs' text: "4-1"; "" none
		dice   int    // the needs
		tread  string // the last need: "4d6"
		status engine.Status
	}{
		{"0 hexes: destroyed, no saving throw", engine.Hexes, "heavy-tank", "T:0", "", 0, "", engine.StatusDestroyed},
		{"1 hex: 4:1", engine.Hexes, "heavy-tank", "T:1", "4-1", 1, "", ""},
		{"2 hexes: 3:1", engine.Hexes, "heavy-tank", "T:2", "3-1", 1, "", ""},
		{"3 hexes: 2:1", engine.Hexes, "heavy-tank", "T:3", "2-1", 1, "", ""},
		{"4 hexes: 1:1", engine.Hexes, "heavy-tank", "T:4", "1-1", 1, "", ""},
		{"5 hexes: 1:2", engine.Hexes, "heavy-tank", "T:5", "1-2", 1, "", ""},
		{"6 hexes: unaffected", engine.Hexes, "heavy-tank", "T:6", "", 0, "", engine.StatusOK},
		{"inches: 3\" is the second hex", engine.Inches, "heavy-tank", "T:3", "3-1", 1, "", ""},
		{"plus 1 hex: units in forest", engine.Hexes, "heavy-tank", "T:1:forest", "3-1", 1, "", ""},
		{"plus 2 hexes: infantry in town, each squad", engine.Hexes, "infantry squads 3", "T:1:town", "2-1", 3, "", ""},
		{"plus 1 hex: militia in town", engine.Hexes, "militia", "T:1:town", "3-1", 1, "", ""},
		{"hexes doubled: underwater", engine.Hexes, "heavy-tank", "T:2:underwater", "1-1", 1, "", ""},
		{"1 hex: Ogre weapons at 4:1, treads 4D6", engine.Hexes, "mark-iii side defence", "T:1", "4-1", 16, "4d6", ""},
		{"5 hexes: Ogre treads 1D3", engine.Hexes, "mark-iii side defence", "T:5", "1-2", 16, "1d3", ""},
		{"0 hexes: an Ogre destroyed", engine.Hexes, "mark-iii side defence", "T:0", "", 0, "", engine.StatusDestroyed},
	}
	for _, tc := range cases {
		t.Run(tc.source, func(t *testing.T) {
			g, _ := missileGame(t, tc.scale, "add missile-crawler as CMC side ogre", "add "+tc.unit+" as T", "next", "next", "launch CMC")
			cmd, err := g.ParseCommand("blast M1 flown 12 at " + tc.at)
			if err != nil {
				t.Fatal(err)
			}
			needs, err := engine.NeedsOf(g, cmd, engine.NewSeeded(1, 1))
			if err != nil {
				t.Fatal(err)
			}
			if len(needs) != tc.dice {
				t.Fatalf("%d needs, want %d: %s", len(needs), tc.dice, engine.NeedsText(needs))
			}
			if tc.column != "" && !strings.HasSuffix(needs[0].For, ": "+tc.column) {
				t.Errorf("first need %q, want the %s column", needs[0].For, tc.column)
			}
			if tc.tread != "" && needs[len(needs)-1].Dice() != tc.tread {
				t.Errorf("tread need %s, want %s", needs[len(needs)-1].Dice(), tc.tread)
			}
			if tc.status != "" {
				run(t, g, "blast M1 flown 12 at "+tc.at)
				if u := g.Unit("T"); u.Status != tc.status {
					t.Errorf("T is %s, want %s", u.Status, tc.status)
				}
			}
		})
	}
}

// TestBlastResults: the blast applies every result: a heavy tank disabled
// on a D, infantry squads lost one by one, an Ogre's weapons and treads,
// VP to the unit's enemy, a terrain hex into rubble, ground zero a crater.
func TestBlastResults(t *testing.T) {
	g, evs := missileGame(t, engine.Hexes, "add missile-crawler as CMC side ogre", "add heavy-tank as H", "add infantry as I squads 3", "add mark-iii as MK side defence",
		"next", "next", "launch CMC",
		// H at 3 (2-1) die 2: D. I at 2 in clear (3-1): dice 1, 3, 3: D, X, XX: three squads.
		// MK at 4 (1-1): 15 weapons, dice 5 (X) then fourteen 1s (NE); treads 1d6: 4.
		// A forest hex at 1 (4-1) die 2: X, rubble.
		"blast M1 flown 14 at H:3,I:2,MK:4 hexes forest:1 die 2 1 3 3 5 1 1 1 1 1 1 1 1 1 1 1 1 1 1 4 2")
	if h := g.Unit("H"); h.Status != engine.StatusDisabled {
		t.Errorf("H is %s, want disabled", h.Status)
	}
	if i := g.Unit("I"); i.Status != engine.StatusDestroyed {
		t.Errorf("I is %s with %d squads, want destroyed", i.Status, crt.UnitOf(i).Squads)
	}
	mk := g.Unit("MK")
	if crt.UnitWeapon(mk, "main1").Status != engine.StatusDestroyed || crt.UnitOf(mk).Treads != crt.UnitOf(mk).TreadsMax-4 {
		t.Errorf("MK: main1 %s, treads %d of %d", crt.UnitWeapon(mk, "main1").Status, crt.UnitOf(mk).Treads, crt.UnitOf(mk).TreadsMax)
	}
	// The ogre scores 3 squads (6), the main gun (8) and 4 treads (4).
	if g.VP["ogre"] != 18 {
		t.Errorf("ogre VP %v, want 18", g.VP["ogre"])
	}
	if b := lastOf(t, evs, crt.EventBlast); !strings.Contains(b.Text, "crater") {
		t.Errorf("blast text %q", b.Text)
	}
	if e := evs[len(evs)-1]; !strings.Contains(e.Text, "forest hex 1 hex away is attacked as an Ogre weapon at 4-1, die 2: X; it becomes rubble") {
		t.Errorf("hex text %q", e.Text)
	}
	if m := crt.GameMissile(g, "M1"); m.Status != crt.MissileDetonated || m.Flown != 14 {
		t.Errorf("M1 = %+v", m)
	}
}

// TestMiniAndDualBlast: a minimissile reads ARMOR!'s table (5.018), a dual
// warhead's warheads one hex closer (5.022), and a minimissile's blast
// knocks down the missiles near it (5.015).
func TestMiniAndDualBlast(t *testing.T) {
	g, _ := missileGame(t, engine.Hexes, "add missile-crawler as CMC side ogre", "add gev x2 as G", "add command-post as CP",
		"next", "next", "launch offboard ogre x2 mini and CMC dual")
	// 5.018: any GEV at 3 hexes: 2-1; 5.022: a D2 CP at 2 hexes, one closer: 2-1.
	cmd, _ := g.ParseCommand("blast M1 at G1:3")
	needs, err := engine.NeedsOf(g, cmd, engine.NewSeeded(1, 1))
	if err != nil || len(needs) != 1 || !strings.HasSuffix(needs[0].For, "2-1") {
		t.Errorf("minimissile on a GEV at 3: %v %v", needs, err)
	}
	run(t, g, "!blast M1 at G1:3 lost M1|the missile that detonates", "blast M1 at G1:1,G2:6 lost M2")
	if g.Unit("G1").Status != engine.StatusDestroyed || g.Unit("G2").Status != engine.StatusOK {
		t.Errorf("G1 %s (X at 1 hex), G2 %s (none at 6)", g.Unit("G1").Status, g.Unit("G2").Status)
	}
	if m := crt.GameMissile(g, "M2"); m.Status != crt.MissileLost {
		t.Errorf("M2 is %s, want lost (001 ARMOR!, 5.015)", m.Status)
	}
	run(t, g, "!split M1|no longer in the air", "split M3 flown 8")
	if a := crt.GameMissile(g, "M3A"); a == nil || !a.Warhead || a.Status != crt.MissileFlying || crt.GameMissile(g, "M3").Status != crt.MissileSplit {
		t.Fatalf("after the split: %+v", crt.GameOf(g).Missiles)
	}
	if g.Unit("CP").Type.Defense == 2 {
		cmd, _ = g.ParseCommand("blast M3A at CP:2")
		needs, err = engine.NeedsOf(g, cmd, engine.NewSeeded(1, 1))
		if err != nil || len(needs) != 1 || !strings.HasSuffix(needs[0].For, "2-1") {
			t.Errorf("5.022: a D2 CP 2 hexes from a warhead: %v %v", needs, err)
		}
	}
	run(t, g, "!blast M3B at CP:2 caught M3A lost M3A|named twice")
}

// TestDummyArrives: a dummy that arrives does nothing, and the log says it
// was one; it catches no missile (001 ARMOR!, 5.03).
func TestDummyArrives(t *testing.T) {
	g, _ := missileGame(t, engine.Hexes, "add missile-crawler x2 as CMC side ogre", "add heavy-tank as H", "next", "next", "launch CMC1 dummy and CMC2")
	run(t, g, "!blast M1 at H:0 caught M2|has no warhead")
	evs := run(t, g, "blast M1 at H:0")
	if g.Unit("H").Status != engine.StatusOK || !strings.Contains(evs[0].Text, "dummy missile all along") || crt.GameMissile(g, "M1").Status != crt.MissileDud {
		t.Errorf("H %s; %q", g.Unit("H").Status, evs[0].Text)
	}
}

// TestSalvoReplay: a two-missile salvo, every step of it, replayed from
// its log builds the same game, and a snapshot of it restores it (replay ==
// state, ARCHITECTURE.md, Decisions, Tests; 000 FAQ, CRUISE MISSILE DETONATION: "any missiles
// within 6 hexes of the explosion of another cruise missile will be
// treated as intercepted").
func TestSalvoReplay(t *testing.T) {
	lines := []string{"add missile-crawler x2 as CMC side ogre", "add heavy-tank x2 as H", "add laser-tank as LZ", "add infantry as I squads 2", "add mark-iii as MK side defence",
		"next", "next", "launch CMC1 and CMC2",
		"intercept M1 by LZ,MK.main1 flown 8 die 1 2 3 3",
		"intercept M1 by I flown 12 die 6 6",
		"lucky M1 die 6",
		"blast M1 flown 12 at H1:2,I:3 caught M2 die 4 5 5",
		"lucky M2 die 2",
	}
	g, evs := missileGame(t, engine.Hexes, lines...)
	if crt.GameMissile(g, "M1").Status != crt.MissileDetonated || crt.GameMissile(g, "M2").Status != crt.MissileDown {
		t.Fatalf("missiles: %+v %+v", crt.GameOf(g).Missiles[0], crt.GameOf(g).Missiles[1])
	}
	data, err := json.Marshal(evs)
	if err != nil {
		t.Fatal(err)
	}
	var back []engine.Event
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	r, _ := engine.NewGame(catalog(t), crt.Published, engine.Hexes, nil)
	for i, e := range back {
		if err := r.Apply(e); err != nil {
			t.Fatalf("event %d (%s): %v", i+1, e.Kind, err)
		}
	}
	a, _ := json.Marshal(g)
	b, _ := json.Marshal(r)
	if string(a) != string(b) {
		t.Errorf("replay differs from state:\n%s\n%s", a, b)
	}
	snap, err := r.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.RestoreGame(catalog(t), snap)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := json.Marshal(s)
	if string(a) != string(c) {
		t.Errorf("snapshot differs from state:\n%s\n%s", a, c)
	}
}

// BenchmarkBlast30 resolves and applies a standard missile's blast on 30
// units (ten heavy tanks, ten infantry stacks of 3 squads, eight GEVs and
// two Mark IIIs, at 1 to 5 hexes): the goal is the durable append
// plus 2 ms at most for the engine's part.
func BenchmarkBlast30(b *testing.B) {
	g, err := engine.NewGame(catalog(b), crt.Published, engine.Hexes, nil)
	if err != nil {
		b.Fatal(err)
	}
	lines := []string{"add missile-crawler as CMC side ogre", "add heavy-tank x10 as H", "add infantry x10 as I squads 3", "add gev x8 as G",
		"add mark-iii as MKA side defence", "add mark-iii as MKB side defence", "next", "next", "launch CMC"}
	for i, line := range lines {
		cmd, err := g.ParseCommand(line)
		if err != nil {
			b.Fatal(err)
		}
		evs, err := engine.Resolve(g, cmd, engine.NewSeeded(1, uint64(i)))
		if err != nil {
			b.Fatal(line, err)
		}
		for _, e := range evs {
			if err := g.Apply(e); err != nil {
				b.Fatal(err)
			}
		}
	}
	var at []string
	for i, u := range g.Units[1:] {
		at = append(at, fmt.Sprintf("%s:%d", u.Label, 1+i%5))
	}
	cmd, err := g.ParseCommand("blast M1 flown 15 at " + strings.Join(at, ","))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		evs, err := engine.Resolve(g, cmd, engine.NewSeeded(7, uint64(i)))
		if err != nil {
			b.Fatal(err)
		}
		s := g.Clone()
		for _, e := range evs {
			if err := s.Apply(e); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// TestOgreMissileInterceptingIsNotSpent: an Ogre missile, or a rack's, that
// tries to intercept a cruise missile, hit or miss, is not spent, and the
// log line says so with the rule it reads (issue 20, item 6; 000 FAQ,
// CRUISE MISSILE DETONATION: "Die roll of 9+ - Each Ogre missile", and the
// snap shot "does not impede that unit's ability to move and fire on its
// own turn").
func TestOgreMissileInterceptingIsNotSpent(t *testing.T) {
	cases := []struct {
		name, ogre, ref, dice, then string
	}{
		{"a missile that hits", "mark-iii", "X.missile1", "6 6", "lucky M1 die 1"},
		{"a missile that misses", "mark-iii", "X.missile1", "1 1", "blast M1"},
		{"a rack that hits", "mark-iv", "X.rack1", "6 6", "lucky M1 die 1"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, evs := missileGame(t, engine.Hexes, "add missile-crawler as CMC side ogre", "add "+tc.ogre+" as X side defence",
				"next", "next", "launch CMC", "intercept M1 by "+tc.ref+" die "+tc.dice)
			e := lastOf(t, evs, crt.EventIntercept)
			for _, want := range []string{"does not spend " + tc.ref, "000 FAQ, CRUISE MISSILE DETONATION", "does not impede that unit's ability to move and fire on its own turn"} {
				if !strings.Contains(e.Text, want) {
					t.Errorf("the interception line %q does not say %q", e.Text, want)
				}
			}
			_, id, _ := strings.Cut(tc.ref, ".")
			var before, after crt.Weapon
			for _, w := range crt.UnitOf(g.Unit("X")).Weapons {
				if w.ID == id {
					after = *w
				}
			}
			fresh, _ := missileGame(t, engine.Hexes, "add "+tc.ogre+" as X side defence")
			for _, w := range crt.UnitOf(fresh.Unit("X")).Weapons {
				if w.ID == id {
					before = *w
				}
			}
			if after.Status != engine.StatusOK || after.Ammo != before.Ammo {
				t.Errorf("%s after the snap shot: %s with %d missiles, want ok with %d", tc.ref, after.Status, after.Ammo, before.Ammo)
			}
			// It fires on its own turn: the defence's fire phase.
			run(t, g, tc.then, "next", "next", "next", "next", "fire "+tc.ref+" at CMC die 6")
		})
	}
}
