package crtview

import (
	"math"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker"
	"ogretable/tracker/internal/trackertest"
)

// missileSession opens a game with a crawler's salvo in the air: M1 a
// cruise missile, M2 a dummy, against a laser tank, a stack of 2 squads,
// a Mark III and a heavy tank in forest.
func missileSession(t *testing.T, scale engine.Scale) *tracker.Session {
	t.Helper()
	s, err := tracker.Open(newMemStore(), trackertest.Catalog(t), tracker.Info{ID: 1, Name: "M", Variant: crt.Published, Scale: scale, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, "add missile-crawler x2 as CMC side ogre", "add laser-tank as LZ", "add infantry as INF squads 2",
		"add mark-iii as DOG side defence", "add heavy-tank as H", "terrain H forest", "next", "next", "launch CMC1 and CMC2 dummy")
	return s
}

// TestMissileRowsKeepTheDummySecret: the dummy shows as a cruise missile
// until it falls or arrives (001 ARMOR!, 5.03).
func TestMissileRowsKeepTheDummySecret(t *testing.T) {
	s := missileSession(t, engine.Hexes)
	text := rowsText(MissileRows(s.State()))
	if !strings.Contains(text, "M2 CM CMC2 0 hexes flying") || strings.Contains(text, "DM") {
		t.Errorf("missile rows:\n%s", text)
	}
	run(t, s, "intercept M2 by LZ die 6 6")
	if text = rowsText(MissileRows(s.State())); !strings.Contains(text, "M2 DM CMC2 0 hexes shot down") {
		t.Errorf("after its fall:\n%s", text)
	}
}

// TestInterceptorRowsAndChances: every interceptor with its total and
// chance (000 FAQ, CRUISE MISSILE DETONATION: laser 9+, squads 11+ each,
// Ogre guns 10+, Ogre missiles 9+, armour 11+, less the flight bonus; AP
// guns never), and the chance through as crt.ChanceThrough gives it.
func TestInterceptorRowsAndChances(t *testing.T) {
	s := missileSession(t, engine.Inches)
	g := s.State()
	m := crt.GameMissile(g, "M1")
	rows := InterceptorRows(g, m, 31, []string{"LZ"}) // 31": +1
	for ref, want := range map[string]string{"LZ": "[x] LZ 8+ 41.7% laser", "INF:2": "[ ] INF:2 10+ 16.7% infantry", "DOG.main1": "[ ] DOG.main1 9+ 27.8% ogre-main",
		"DOG.missile2": "[ ] DOG.missile2 8+ 41.7% ogre-missile", "H": "[ ] H 10+ 16.7% armor"} {
		if got := rowOf(t, rows, ref).Text(); got != want {
			t.Errorf("%s: %q, want %q", ref, got, want)
		}
	}
	if strings.Contains(rowsText(rows), ".ap") || strings.Contains(rowsText(rows), "CMC") {
		t.Errorf("AP guns or the launcher's side offered:\n%s", rowsText(rows))
	}
	through, lucky := InterceptChances(g, m, 31, []string{"LZ", "INF:1", "DOG.main1", "nobody"})
	want, wantLucky := crt.ChanceThrough([]int{8, 10, 9}, crt.MissileStandard)
	if math.Abs(through-want) > 1e-12 || math.Abs(lucky-wantLucky) > 1e-12 {
		t.Errorf("through %v lucky %v, want %v %v", through, lucky, want, wantLucky)
	}
	sum := rowsText(InterceptSummary(g, m, 31, []string{"LZ", "INF:1", "DOG.main1"}))
	if !strings.Contains(sum, `M1 after 31" (+1 to intercept)`) || !strings.Contains(sum, "3 interceptors: gets through 35.1%") {
		t.Errorf("summary:\n%s", sum)
	}
	// The dummy is intercepted as a cruise missile, and its lucky chance shown as one's.
	_, l2 := InterceptChances(g, crt.GameMissile(g, "M2"), 31, []string{"LZ"})
	if math.Abs(l2-(15.0/36)/6) > 1e-12 {
		t.Errorf("the dummy's lucky chance %v gives it away", l2)
	}
}

// TestBlastRows: each unit's effective distance and result before the
// dice (000 FAQ, CRUISE MISSILE DETONATION: +1 hex in forest; infantry +2
// in town; an Ogre's weapons and treads).
func TestBlastRows(t *testing.T) {
	s := missileSession(t, engine.Hexes)
	g := s.State()
	entries := []BlastEntry{{Label: "H", Distance: 2}, {Label: "INF", Distance: 1, Terrain: crt.TerrainTown}, {Label: "DOG", Distance: 1}, {Label: "LZ", Distance: 0}, {Label: "CMC1", Distance: 7}}
	rows := BlastRows(g, crt.GameMissile(g, "M1"), entries)
	for label, want := range map[string]string{
		"H":    "H 2 hexes forest eff 3 attacked at 2-1",
		"INF":  "INF 1 hex town eff 3 attacked at 2-1 (each squad)",
		"DOG":  "DOG 1 hex clear eff 1 attacked at 4-1 (each weapon), treads 4d6",
		"LZ":   "LZ 0 hexes clear eff 0 destroyed, no die",
		"CMC1": "CMC1 7 hexes clear eff 7 unaffected",
	} {
		if got := rowOf(t, rows, label).Text(); got != want {
			t.Errorf("%s: %q, want %q", label, got, want)
		}
	}
	// The dummy's preview is a cruise missile's: nothing gives it away.
	if got := rowOf(t, BlastRows(g, crt.GameMissile(g, "M2"), entries[:1]), "H").Text(); got != "H 2 hexes forest eff 3 attacked at 2-1" {
		t.Errorf("the dummy's preview: %q", got)
	}
	if line := BlastLine(g, crt.GameMissile(g, "M1"), entries[:2], []string{"forest:2"}, []string{"M2"}, nil); line != "blast M1 at H:2,INF:1:town hexes forest:2 caught M2" {
		t.Errorf("line %q", line)
	}
}

// TestMissileTextOnTheMainScreen: the main screen's banner names every
// missile in the air, a dummy as the cruise missile it pretends to be, and
// says nothing once none is (issue 12, In the dashboard: the missile in
// flight shown with its distance flown).
func TestMissileTextOnTheMainScreen(t *testing.T) {
	s := missileSession(t, engine.Inches)
	text := cellsText(MissileText(s.State()))
	want := "MISSILES IN THE AIR: M1 CM from CMC1, flown 0\"; M2 CM from CMC2, flown 0\" (m to fly them)"
	if text != want {
		t.Errorf("banner %q, want %q", text, want)
	}
	run(t, s, "intercept M2 by LZ flown 10 die 6 6")
	if text := cellsText(MissileText(s.State())); strings.Contains(text, "M2") || !strings.Contains(text, "M1 CM from CMC1") {
		t.Errorf("after M2 fell: %q", text)
	}
	g, err := tracker.Open(newMemStore(), trackertest.Catalog(t), tracker.Info{ID: 1, Name: "none", Variant: crt.Published, Scale: engine.Hexes, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if cells := MissileText(g.State()); cells != nil {
		t.Errorf("no missile in the air, yet a banner: %v", cells)
	}
}
