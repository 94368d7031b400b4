package crt_test

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// TestRulesTable checks the table of special rules: each named once, with
// what it does and its source in the rules texts.
func TestRulesTable(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range crt.Rules {
		if seen[r.Name] {
			t.Errorf("rule %q listed twice", r.Name)
		}
		seen[r.Name] = true
		if r.Does == "" || r.Source == "" {
			t.Errorf("rule %q: says nothing of what it does or where", r.Name)
		}
		if !strings.HasPrefix(r.Source, "000 FAQ") && !strings.HasPrefix(r.Source, "001 ARMOR!") && !strings.HasPrefix(r.Source, "003 Ogre Lite") {
			t.Errorf("rule %q: source %q names no rules text", r.Name, r.Source)
		}
	}
}

// TestSpecialRulesInPlay checks that an attack using a special rule the
// engine does not apply is refused with what the program does not do and
// what the referee does instead, and that override lets through only the
// rules whose attack is an ordinary CRT attack once the referee rules.
func TestSpecialRulesInPlay(t *testing.T) {
	cases := []struct {
		name   string
		source string
		lines  []string
	}{
		{"EMP tank", "000 FAQ, The EMP Tank, Design Notes: disables any vehicle within 2 hexes, no die, never destroys",
			[]string{"add emp-tank as EMP side ogre", "add heavy-tank as H",
				"next", "next",
				`!fire EMP at H|EMP (EMP Tank, special rule "disable-only"): its pulse is not on the CRT`,
				"!override fire EMP at H|disables every vehicle within 2 hexes",
			}},
		{"missile crawler", "000 FAQ, CRUISE MISSILE DETONATION: by distance from the target hex, not the CRT",
			[]string{"add missile-crawler as MCR side ogre", "add heavy-tank as H",
				"next", "next",
				"!fire MCR at H|a cruise missile is not fired on the CRT",
				"!override fire MCR at H|CRUISE MISSILE DETONATION table",
				"!fire MCR.cruise-missile1 at H|launch it with \"launch LAUNCHER",
			}},
		{"Mark VII", "000 FAQ, The Ogre Mk. VII: its howitzers fire on the CRT, its cruise missiles do not",
			[]string{"add mark-vii as MK7", "add heavy-tank as H", "add heavy-tank as H2",
				"next", "next",
				"!fire MK7.cruise-missile1 at H|the opponent scores 12 VP when it is fired",
				"fire MK7.ogre-howitzer1 at H2 die 1",
			}},
		{"laser tower", "000 FAQ, TERRAIN, Forest: a laser tower cannot snipe at units inside a forest hex",
			[]string{"add laser-tower as LT side ogre", "add heavy-tank as H", "add heavy-tank as H2",
				"terrain H forest", "terrain H2 swamp",
				"next", "next",
				"!fire LT at H|a laser cannot fire at a unit in forest, rubble or town",
				"fire LT at H2 die 1", // 000 FAQ, TERRAIN, Swamp: does not block line of sight for lasers
			}},
		{"laser tank overridden", "000 FAQ, The Laser Tank: the referee rules the line of sight",
			[]string{"add laser-tank as LZ side ogre", "add heavy-tank as H",
				"terrain H town",
				"next", "next",
				"!fire LZ at H|put \"override\" before the command",
				"override fire LZ at H",
			}},
		{"drone missile launcher", "000 FAQ, UNOFFICIAL FAN-MADE UNITS: Drone Missile Launcher, post-launch attack \"-\"",
			[]string{"add drone-missile-launcher as DML side ogre", "add heavy-tank as H",
				"next", "next",
				"!fire DML at H|fires once per game and never again",
				"override fire DML at H die 1",
			}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Log(tc.source)
			play(t, crt.Published, tc.lines...)
		})
	}
}

// TestSpecialRulesRegistered checks that the catalog's loader, which asks
// engine.SpecialRules, takes every special rule of the CRT's table and
// only those (the CRT being the one registered system that reads any).
func TestSpecialRulesRegistered(t *testing.T) {
	got := engine.SpecialRules()
	want := crt.RuleNames()
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("engine.SpecialRules() = %v, want the CRT's %v", got, want)
	}
}
