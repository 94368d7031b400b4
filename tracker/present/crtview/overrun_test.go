package crtview

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/present"
)

func TestShooterText(t *testing.T) {
	tests := []struct {
		name string
		s    crt.Shooter
		want string
	}{
		{"plain", crt.Shooter{Base: 4, Strength: 4}, "4"},
		{"doubled", crt.Shooter{Base: 3, Strength: 6, Doubled: true}, "3×2=6"},
		{"halved", crt.Shooter{Base: 3, Strength: 1.5, Halved: true}, "3×½=1.5"},
		{"both", crt.Shooter{Base: 2, Strength: 2, Doubled: true, Halved: true}, "2×2×½=2"},
	}
	for _, tc := range tests {
		if got := tc.s.StrengthText(); got != tc.want {
			t.Errorf("%s: ShooterText = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// The quick game's Ogre overruns in its movement phase; HVY1 disabled by
// the Ogre's fire in turn 1 is still disabled in the Ogre's turn 2.
var (
	overrunSetup  = []string{"next", "overrun $O at INF1,HVY1"}
	disabledSetup = append(append([]string{"next", "next", "fire $O.main1 at HVY1 die 3"}, nexts(7)...), "overrun $O at HVY1,INF2")
)

func TestOverrunRows(t *testing.T) {
	tests := []struct {
		name     string
		lines    []string
		want     []string // in this order
		not      []string
		noBattle bool
	}{
		{name: "no overrun", lines: []string{"next"}, noBattle: true},
		{name: "round 1: the defenders fire first", lines: overrunSetup, want: []string{
			"Fire round 1: the defenders (defence) fire   no shot yet",
			"  Attackers (ogre)",
			"● $O  Mark III       ok  treads 45/45",
			// 000 FAQ, OVERRUN: Ogre weapons and infantry fire at double.
			"fires main 4×2=8, secondary 3×2=6 ×4, ap 1×2=2 ×8, missile 6×2=12 ×2",
			present.GlyphSelected + " Defenders (defence)  fire now",
			"● INF1 Infantry Squad ok  3 squads  fires 3×2=6",
			"● HVY1 Heavy Tank     ok  fires 4",
		}},
		{name: "a shot: the weapon is gone, the firer has fired", lines: append(overrunSetup[:2:2], "fire HVY1 at $O.main1 die 5", "fire INF1:1 at $O.treads die 1"), want: []string{
			"2 shots so far",
			"fires secondary 3×2=6 ×4, ap",
			"INF1 Infantry Squad ok  3 squads  fires 2×2=4 (" + present.GlyphFired + " has fired some)",
			"HVY1 Heavy Tank     ok  " + present.GlyphFired + " fired this round",
		}, not: []string{"main 4×2=8"}},
		{name: "round 2: the attackers fire", lines: append(overrunSetup[:2:2], "next"), want: []string{
			"Fire round 2: the attackers (ogre) fire",
			present.GlyphSelected + " Attackers (ogre)  fire now",
			"  Defenders (defence)",
			"HVY1 Heavy Tank     ok  fires 4",
		}},
		// Issue 11: the form counts the shots of the round being fought;
		// round 2 opened after 2 shots says none yet, then its own.
		{name: "round 2 counts its own shots", lines: append(overrunSetup[:2:2], "fire HVY1 at $O.main1 die 5", "fire INF1:1 at $O.treads die 1", "next"), want: []string{
			"Fire round 2: the attackers (ogre) fire   no shot yet in this round",
		}, not: []string{"2 shots so far"}},
		{name: "a shot in round 2", lines: append(overrunSetup[:2:2], "fire HVY1 at $O.main1 die 5", "fire INF1:1 at $O.treads die 1", "next", "fire $O.secondary1 at HVY1 die 1"), want: []string{
			"Fire round 2: the attackers (ogre) fire   1 shot so far",
		}},
		{name: "a disabled unit fires back at half", lines: disabledSetup, want: []string{
			// 000 FAQ, OVERRUN: a disabled unit may fire at half strength.
			present.GlyphDisabled + " HVY1 Heavy Tank     disabled  fires 4×½=2",
		}},
		{name: "a ram, and a destroyed unit stays listed", lines: append(overrunSetup[:2:2], "next", "next", "ram $O HVY1 die 4"), want: []string{
			"treads 43/45, has rammed",
			present.GlyphDestroyed + " HVY1 Heavy Tank     destroyed",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := openQuick(t, newMemStore(), engine.Hexes)
			run(t, s, tc.lines...)
			rows := OverrunRows(s.State())
			if tc.noBattle {
				if rows != nil {
					t.Errorf("no overrun, yet rows:\n%s", rowsText(rows))
				}
				return
			}
			text := rowsText(rows)
			at := 0
			for _, w := range tc.want {
				w = sub(s, w)
				i := strings.Index(text[at:], w)
				if i < 0 {
					t.Fatalf("the battle lacks %q (in order):\n%s", w, text)
				}
				at += i + len(w)
			}
			for _, w := range tc.not {
				if strings.Contains(text, sub(s, w)) {
					t.Errorf("the battle shows %q:\n%s", sub(s, w), text)
				}
			}
		})
	}
}

func TestOverrunShooters(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	if _, err := crt.OverrunShooters(s.State(), "HVY1", true); err == nil {
		t.Error("shooters without an overrun")
	}
	run(t, s, overrunSetup...)
	g := s.State()
	tests := []struct {
		ref      string
		override bool
		want     string // ShooterText of the shooters, or the refusal's start
	}{
		{"INF1", false, "3×2=6"},
		{"$O.main1", true, "4×2=8"},
		// Round 1 is the defenders': the engine refuses the Ogre without override.
		{"$O.main1", false, "Fire round 1 is for the defenders"},
		{"HVY2", true, "HVY2 is not in the overrun"},
	}
	for _, tc := range tests {
		sh, err := crt.OverrunShooters(g, sub(s, tc.ref), tc.override)
		got := ""
		if err != nil {
			got = present.Refusal(err)
		} else {
			got = shootersText(sh)
		}
		if !strings.HasPrefix(got, tc.want) {
			t.Errorf("OverrunShooters(%s, %v) = %q, want %q…", tc.ref, tc.override, got, tc.want)
		}
	}
}

func TestOverrunStartRowsAndKeys(t *testing.T) {
	ok := rowsText(OverrunStartRows("overrun MK3 at INF1", nil))
	bad := rowsText(OverrunStartRows("overrun MK3 at INF1", &engine.RuleError{Reason: "MK3 is disabled and cannot move in"}))
	for _, w := range []string{"overrun MK3 at INF1", "000 FAQ, OVERRUN", "Enter starts it"} {
		if !strings.Contains(ok, w) {
			t.Errorf("start rows lack %q:\n%s", w, ok)
		}
	}
	if !strings.Contains(bad, present.GlyphDestroyed+" MK3 is disabled and cannot move in") || strings.Contains(bad, "Enter starts") {
		t.Errorf("a refused start reads:\n%s", bad)
	}
	for _, tc := range []struct {
		ram, confirm bool
		want, not    string
	}{
		{false, false, "f fire  n end the round  j join  e end overrun  Esc close", "r ram"},
		{true, false, "n end the round  r ram  j join", ""},
		{true, true, "End the overrun now? y/Enter end it  n/Esc keep fighting", "f fire"},
	} {
		got := present.Row{Cells: OverrunKeys(tc.ram, tc.confirm)}.Text()
		if !strings.Contains(got, tc.want) || tc.not != "" && strings.Contains(got, tc.not) {
			t.Errorf("OverrunKeys(%v, %v) = %q", tc.ram, tc.confirm, got)
		}
	}
}
