package crt_test

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// empSetup puts an EMP tank of the ogre side in play with a Mark III, a
// GEV of its own side, and the defence's heavy tank, infantry and command
// post, and moves to the ogre's fire phase of turn 1.
var empSetup = []string{"add emp-tank as EMP side ogre", "add mark-iii as MK3", "add gev as G side ogre",
	"add heavy-tank as H", "add infantry-squad squads 3 as I", "add command-post as CP", "next", "next"}

// TestEMPPulse plays the EMP tank's pulse (000 FAQ, The EMP Tank, Design
// Notes): "automatically disables any vehicle (except itself) in a radius
// of 2 hexes. No die roll is necessary ... can only disable, never destroy
// ... irrespective of faction ... does not affect cybertanks or Ogre weapon
// systems". The referee names the units within 2 hexes; a unit the pulse
// does not affect (an Ogre, its weapons, infantry, a structure) is not
// refused but named in the record with why, since a referee names what
// stands within 2 hexes and expects the program to know whom it spares.
//
// Recovery: the text gives the pulse no recovery of its own, so a unit it
// disables recovers as from enemy fire (OFFICIAL-NOTES, Disabled units):
// the enemy's heavy tank, disabled in the ogre's turn, stays down through
// the defence's next turn and recovers at the start of the turn after; the
// EMP tank's own GEV, disabled during its own side's turn, recovers at the
// start of its side's next turn.
func TestEMPPulse(t *testing.T) {
	const source = "000 FAQ, The EMP Tank, Design Notes"
	runRules(t, []rulesCase{
		{name: "vehicles disabled, friend and foe; Ogres, infantry and structures spared", source: source, v: crt.Published,
			lines: append(append([]string{}, empSetup...), "emp EMP at H,G,MK3,MK3.main1,I,CP"),
			check: func(t *testing.T, g *engine.Game) {
				for label, want := range map[string]engine.Status{"H": engine.StatusDisabled, "G": engine.StatusDisabled,
					"MK3": engine.StatusOK, "I": engine.StatusOK, "CP": engine.StatusOK, "EMP": engine.StatusOK} {
					if u := g.Unit(label); u.Status != want {
						t.Errorf("%s is %s, want %s", label, u.Status, want)
					}
				}
				if w := crt.UnitWeapon(g.Unit("MK3"), "main1"); w.Status != engine.StatusOK {
					t.Errorf("MK3.main1 is %s: the EMP does not affect Ogre weapon systems", w.Status)
				}
				if i := g.Unit("I"); crt.UnitOf(i).Squads != 3 {
					t.Errorf("I has %d squads: infantry are not vehicles", crt.UnitOf(i).Squads)
				}
				// OFFICIAL-NOTES, Disabled units: as enemy fire.
				if tm := g.Unit("H").Timer; tm == nil || tm.Side != "defence" || tm.Turn != 2 {
					t.Errorf("H's timer = %+v, want the defence's turn 2 (through its next turn)", tm)
				}
				if tm := g.Unit("G").Timer; tm == nil || tm.Side != "ogre" || tm.Turn != 2 {
					t.Errorf("G's timer = %+v, want the ogre's turn 2 (disabled in its own turn)", tm)
				}
				if len(g.VP) != 0 && (g.VP["ogre"] != 0 || g.VP["defence"] != 0) {
					t.Errorf("VP = %v: an EMP never destroys, so it scores none", g.VP)
				}
			}},
		{name: "the disablement runs out as enemy fire's does", source: source + "; OFFICIAL-NOTES, Disabled units", v: crt.Published,
			lines: append(append([]string{}, empSetup...), "emp EMP at H,G",
				"next", "next", "next", "next", // the defence's fire phase, turn 1
				"!fire H at MK3.treads|H is disabled and cannot fire; it recovers at the start of the defence's turn 2",
				"next", "next", // the ogre's recovery, turn 2: G is back
				"next", "next", // the ogre's fire phase, turn 2
				"fire G at H die 1",
				"next", "next", // the defence's recovery, turn 2: H is back
			),
			check: func(t *testing.T, g *engine.Game) {
				if h := g.Unit("H"); h.Status != engine.StatusOK {
					t.Errorf("H is %s at the defence's turn 2, want ok", h.Status)
				}
			}},
		{name: "a second pulse leaves a disabled unit disabled, never destroyed", source: source, v: crt.Published,
			lines: append(append([]string{}, empSetup...), "emp EMP at H",
				"next", "next", "next", "next", "next", "next", "next", "next", // the ogre's fire phase, turn 2
				"emp EMP at H"),
			check: func(t *testing.T, g *engine.Game) {
				h := g.Unit("H")
				if h.Status != engine.StatusDisabled {
					t.Fatalf("H is %s after a second pulse, want disabled", h.Status)
				}
				if h.Timer.Turn != 3 {
					t.Errorf("H recovers at turn %d, want 3: the second pulse keeps it down through the defence's next turn", h.Timer.Turn)
				}
			}},
		{name: "refusals", source: source, v: crt.Published,
			lines: append(append([]string{}, empSetup...),
				`!fire EMP at H|fire it with "emp EMP at LABEL[,LABEL...]"`,
				"!emp EMP at EMP,H|does not disable itself",
				"!emp EMP at H,H|named twice",
				"!emp G at H|G (GEV) is not an EMP tank",
				"!emp EMP at H die 3|no die is rolled for an EMP pulse",
				"!emp EMP at NOPE|no unit NOPE in play",
				"!emp EMP at G.gun1|name the unit G",
				"emp EMP at H",
				"!emp EMP at G|already fired its pulse this turn",
				"next", "next",
				"!emp EMP at G|EMP fires its pulse only in the fire phase",
				"next", "next",
				"!emp EMP at H|it is the defence's turn, and EMP belongs to the ogre",
			)},
		{name: "override lifts the phase check", source: source, v: crt.Published,
			lines: append(append([]string{}, empSetup[:6]...), "next",
				"!emp EMP at H|EMP fires its pulse only in the fire phase",
				"override emp EMP at H"),
			check: func(t *testing.T, g *engine.Game) {
				if h := g.Unit("H"); h.Status != engine.StatusDisabled {
					t.Errorf("H is %s after an overridden pulse, want disabled", h.Status)
				}
			}},
		{name: "a disabled EMP tank fires no pulse", source: source, v: crt.Published,
			lines: []string{"add emp-tank as EMP side ogre", "add emp-tank as EMP2 side ogre", "add heavy-tank as H", "next", "next",
				"emp EMP2 at EMP,H",
				"!emp EMP at H|EMP is disabled and cannot fire its pulse"}},
	})
}

// TestEMPLogAndReplay checks what the log says each unit became, and that
// replaying the pulse's events gives the same game (ARCHITECTURE.md, Decisions, Tests).
func TestEMPLogAndReplay(t *testing.T) {
	g, err := engine.NewGame(catalog(t), crt.Published, engine.Hexes, nil)
	if err != nil {
		t.Fatal(err)
	}
	log := run(t, g, empSetup...)
	evs := run(t, g, "emp EMP at H,G,MK3,I,CP")
	text := eventTexts(evs)
	for _, want := range []string{
		"EMP fires its pulse at H, G, MK3, I and CP, with no die (000 FAQ, The EMP Tank, Design Notes)",
		"MK3 is not affected: an EMP does not affect cybertanks or Ogre weapon systems",
		"I is not affected: infantry are not vehicles",
		"CP is not affected: a structure is not a vehicle",
		"H is disabled by EMP's pulse; it recovers at the start of the defence's turn 2.",
		"G is disabled by EMP's pulse; it recovers at the start of the ogre's turn 2.",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the log does not say %q:\n%s", want, text)
		}
	}
	if evs[0].Kind != crt.EventEMP || strings.Join(crt.EventOf(evs[0]).Defenders, ",") != "H,G,MK3,I,CP" {
		t.Errorf("first event = %+v, want the pulse's record naming H,G,MK3,I,CP", evs[0])
	}
	log = append(log, evs...)
	log = append(log, run(t, g, "next", "next", "next", "next", "next", "next", "next", "next", "emp EMP at H")...)
	sameAsReplay(t, g, log)
}
