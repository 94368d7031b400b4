package crt_test

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// TestEnterTerrain: what "enter" does by the way a mode enters a terrain
// (000 FAQ, MOVEMENT MODES; 003 Ogre Lite, TERRAIN).
func TestEnterTerrain(t *testing.T) {
	base := []string{"add truck-armed as TR side ogre", "add heavy-tank as H side ogre", "add orca-fighter as V side ogre",
		"add early-walker as W side ogre", "add howitzer as HW side ogre", "add mark-iii as MK3", "add gev as G", "next"}
	cases := []struct {
		name   string
		lines  []string
		unit   string
		status engine.Status
		where  engine.Terrain
		text   string // part of Recovers(), or of the last event's text
		source string
	}{
		{"wheeled off-road refused", []string{"!enter TR forest|only along a road"}, "TR", engine.StatusOK, "", "",
			"000 FAQ, MOVEMENT MODES, Wheeled Mode: may not enter forest unless on road"},
		{"wheeled forced in is stuck", []string{"enter TR forest forced"}, "TR", engine.StatusStuck, crt.TerrainForest,
			"stuck until freed (a construction vehicle frees it in 1 turn, 1 with an engineer squad)",
			"000 FAQ, MOVEMENT MODES, Wheeled Mode; Construction Vehicle"},
		{"wheeled overridden in is stuck", []string{"override enter TR swamp"}, "TR", engine.StatusStuck, crt.TerrainSwamp, "stuck until freed",
			"000 FAQ, MOVEMENT MODES, Wheeled Mode: if forced into swamp, it is stuck"},
		{"wheeled 1 hex in clear: no check", []string{"enter TR clear"}, "TR", engine.StatusOK, crt.TerrainClear, "",
			"000 FAQ, MOVEMENT MODES, Wheeled Mode: Clear - Move 1 hex"},
		{"wheeled far in clear: 1-2 stuck", []string{"enter TR clear far die 2"}, "TR", engine.StatusStuck, crt.TerrainClear, "1 turn",
			"000 FAQ, MOVEMENT MODES, Wheeled Mode: moving more than 1 hex requires terrain check. 1-2, stuck"},
		{"wheeled far in clear: 3 disabled", []string{"enter TR clear far die 3"}, "TR", engine.StatusDisabled, crt.TerrainClear, "rolls to recover",
			"000 FAQ, MOVEMENT MODES, Wheeled Mode: 3, disabled"},
		{"wheeled far in clear: 4 no effect", []string{"enter TR clear far die 4"}, "TR", engine.StatusOK, crt.TerrainClear, "",
			"000 FAQ, MOVEMENT MODES, Wheeled Mode: 4-6, no effect"},
		{"heavy stuck in swamp", []string{"enter H swamp die 1"}, "H", engine.StatusStuck, crt.TerrainSwamp,
			"a construction vehicle frees it in 2 turns, 1 with an engineer squad", "000 FAQ, MOVEMENT MODES, Heavy Mode; Construction Vehicle"},
		{"Ogre stuck in swamp", []string{"enter MK3 swamp die 2"}, "MK3", engine.StatusStuck, crt.TerrainSwamp,
			"4 turns, 3 with an engineer squad", "000 FAQ, MOVEMENT MODES, Ogre Mode; Construction Vehicle"},
		{"heavy into water refused", []string{"!enter H water|forced"}, "H", engine.StatusOK, "", "",
			"000 FAQ, MOVEMENT MODES, Heavy Mode: cannot enter water"},
		{"heavy forced into water is destroyed", []string{"enter H water forced"}, "H", engine.StatusDestroyed, crt.TerrainWater, "",
			"000 FAQ, MOVEMENT MODES, Heavy Mode: if forced into water, unit is destroyed"},
		{"cliff is impassable even forced", []string{"!enter H cliff forced|cannot enter cliff"}, "H", engine.StatusOK, "", "",
			"000 FAQ, MOVEMENT MODES, Heavy Mode: Cliff - Impassable"},
		{"VTOL flies over forest", []string{"terrain V clear", "enter V forest"}, "V", engine.StatusOK, crt.TerrainClear, "",
			"000 FAQ, MOVEMENT MODES, VTOL Mode: may not land in forest"},
		{"walker needs jump jets for a cliff", []string{"!enter W cliff|only with jump jets"}, "W", engine.StatusOK, "", "",
			"000 FAQ, Optional Walker Rules, 2.0 Movement and Terrain"},
		{"walker with jump jets climbs", []string{"override enter W cliff"}, "W", engine.StatusOK, crt.TerrainCliff, "",
			"000 FAQ, Optional Walker Rules, 2.0 Movement and Terrain"},
		{"an immobile unit never enters", []string{"!enter HW town|immobile", "terrain HW town"}, "HW", engine.StatusOK, crt.TerrainTown, "",
			"000 FAQ, MOVEMENT MODES (a howitzer has movement 0)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := play(t, crt.Published, append(base, c.lines...)...)
			u := g.Unit(c.unit)
			if u.Status != c.status || u.Terrain != c.where {
				t.Errorf("%s: %s in %q, want %s in %q (%s)", c.unit, u.Status, u.Terrain, c.status, c.where, c.source)
			}
			if c.text != "" && !strings.Contains(crt.Recovers(u), c.text) {
				t.Errorf("%s: Recovers() = %q, want %q (%s)", c.unit, crt.Recovers(u), c.text, c.source)
			}
		})
	}
	// Forced into water scores the unit for the enemy (OFFICIAL-NOTES,
	// Victory points: standard armour 6).
	if g := play(t, crt.Published, append(base, "enter H water forced")...); g.VP["defence"] != 6 {
		t.Errorf("a heavy tank drowned: defence VP %v, want 6", g.VP["defence"])
	}
}

func TestParseEnterFlags(t *testing.T) {
	cases := []struct {
		line        string
		terrain     string
		far, forced bool
		dice        int
	}{
		{"enter TR clear far die 3", "clear", true, false, 1},
		{"enter TR secondary road far", "secondary road", true, false, 0},
		{"enter TR forest forced", "forest", false, true, 0},
		{"enter TR forest far forced", "forest", true, true, 0},
		{"enter TR forest", "forest", false, false, 0},
	}
	for _, c := range cases {
		cmd, err := crt.ParseCommand(c.line)
		if err != nil || cmd.Terrain != c.terrain || crt.WordsOf(cmd).Far != c.far || crt.WordsOf(cmd).Forced != c.forced || len(cmd.Dice) != c.dice {
			t.Errorf("%q: %+v, %v", c.line, cmd, err)
		}
	}
}
