package dsiiview

import (
	"encoding/json"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/tracker"
	"ogretable/tracker/internal/trackertest"
	"ogretable/tracker/present"
)

// openDSII opens a DSII game with a Mark V (MK5) and a heavy tank (HT),
// and plays lines.
func openDSII(t *testing.T, lines ...string) *tracker.Session {
	t.Helper()
	info := tracker.Info{ID: 1, Name: "DSII", Variant: dsii.Variant, Scale: engine.Inches, Seed: 7}
	s, err := tracker.Open(newMemStore(), trackertest.Catalog(t), info)
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, append([]string{"add dsii-mark-v as MK5 side ogre", "add heavy-tank as HT side defence"}, lines...)...)
	return s
}

// TestDSIIStateJSON: "state --json" gives a DSII Ogre, under "dsii", its
// EM's die, BMF, impact markers and modules, by the names the issue gives
// (issue 22, Interface); a unit that is no Ogre of modules has no "dsii",
// and no CRT treads or weapons.
func TestDSIIStateJSON(t *testing.T) {
	s := openDSII(t)
	// A marker and a destroyed module, as the damage verbs will leave them.
	mk5 := dsii.UnitOf(s.State().Unit("MK5"))
	mk5.Module("em").Markers = []dsii.Marker{dsii.MarkerDMG}
	mk5.Module("tread2").BMF = 3
	mk5.Module("missile3").Status, mk5.Module("missile3").Loads = engine.StatusDestroyed, 0
	b, err := json.Marshal(present.StateOf(s.Info(), s.State()))
	if err != nil {
		t.Fatal(err)
	}
	var st struct {
		Units []map[string]json.RawMessage `json:"units"`
	}
	if err := json.Unmarshal(b, &st); err != nil {
		t.Fatal(err)
	}
	var got struct {
		EMDie         string           `json:"em_die"`
		BMF           int              `json:"bmf"`
		BMFMax        int              `json:"bmf_max"`
		ImpactMarkers *int             `json:"impact_markers"`
		Modules       []map[string]any `json:"modules"`
	}
	if err := json.Unmarshal(st.Units[0]["dsii"], &got); err != nil {
		t.Fatalf("MK5 has no dsii part: %v\n%s", err, b)
	}
	// 002 OGRE for DSII, Damaged: the EM "is degraded by 1 die type": Superior d10 to d8.
	if got.EMDie != "d8" || got.BMF != 15 || got.BMFMax != 16 || got.ImpactMarkers == nil || *got.ImpactMarkers != 0 || len(got.Modules) != 35 {
		t.Errorf("MK5's dsii part: %s", st.Units[0]["dsii"])
	}
	for _, c := range []struct {
		i    int
		want string
	}{
		{0, `{"id":"em","kind":"electronics","markers":["dmg"],"status":"ok"}`},
		{2, `{"bmf":3,"bmf_max":4,"id":"tread2","kind":"tread","markers":[],"status":"ok"}`},
		{5, `{"id":"main1","kind":"main","markers":[],"status":"ok"}`},
		{15, `{"id":"missile3","kind":"missile","loads":0,"markers":[],"status":"destroyed"}`},
		{34, `{"id":"ap16","kind":"ap","markers":[],"status":"ok"}`},
	} {
		if m, _ := json.Marshal(got.Modules[c.i]); string(m) != c.want {
			t.Errorf("module %d = %s, want %s", c.i, m, c.want)
		}
	}
	for _, field := range []string{"dsii", "treads", "weapons"} {
		if _, ok := st.Units[1][field]; ok {
			t.Errorf("HT has %q in state --json: %s", field, b)
		}
	}
	if _, ok := st.Units[0]["treads"]; ok {
		t.Errorf("MK5 has the CRT's treads in state --json")
	}
}

// TestDSIIRosterAndPanel: the roster shows an Ogre's EM die and BMF, and
// its panel each activation unit with its modules, markers, BMF and loads,
// the units activated this turn marked.
func TestDSIIRosterAndPanel(t *testing.T) {
	s := openDSII(t, "activate MK5.secondary4", "activate MK5.tread1")
	g := s.State()
	roster := present.RosterRows(g, "")
	if r := rowsText(roster); strings.Contains(r, "impact marker") || strings.Contains(r, "Final Option") {
		t.Errorf("the roster says a launch or Final Option no one asked for:\n%s", r)
	}
	if r := rowOf(t, roster, "MK5").Text(); !strings.Contains(r, "d10") || !strings.Contains(r, "16/16") || !strings.Contains(r, "2/14 activated") {
		t.Errorf("MK5's roster row %q lacks its EM die, BMF or activations", r)
	}
	panel := rowsText(present.ViewOf(g).Panel(g, g.Unit("MK5"), 0))
	// 002 OGRE for DSII, OGRE Modules and OGRE activation: the Mark V's MDC/5 secondaries,
	// its size-5 tread modules; the armour and main weapon 002 does not give, blank.
	for _, want := range []string{"EM d10 (superior)", "BMF 16/16", "Missiles ready 6", "Impact markers 0",
		"electronics module [armour –]: em",
		present.GlyphFired + " secondary (left) [MDC/5, armour –]: secondary4 secondary5 secondary6",
		"  secondary (right) [MDC/5, armour –]: secondary1", present.GlyphFired + "  tread1 (BMF 4/4) [size 5, armour –]",
		"main [weapon –, armour –]: main1 main2", "missile [HAR, armour –]: missile1 (1 load)", "2 of 14 units"} {
		if !strings.Contains(panel, want) {
			t.Errorf("the panel lacks %q:\n%s", want, panel)
		}
	}
	if present.ViewOf(g).Paneled(g.Unit("HT")) || present.ViewOf(g).FirstPaneled(g) != g.Unit("MK5") {
		t.Errorf("the panel is not MK5's alone")
	}
	run(t, s, "next")
	if r := rowOf(t, present.RosterRows(s.State(), ""), "MK5").Text(); strings.Contains(r, "activated") {
		t.Errorf("a new turn's roster row %q still shows activations", r)
	}
}

// TestDSIIEMQualityNow: a Mark V whose EM took a KO shows, in its panel
// and its "state" details, the quality its EM has now beside the die (002
// OGRE for DSII, Knocked Out: "the first "Kill" on an undamaged EM will
// reduce all components from Superior to Enhanced"), and the quality as
// bought apart; an EM with no KO shows its quality alone.
func TestDSIIEMQualityNow(t *testing.T) {
	s := openDSII(t)
	g := s.State()
	v := present.ViewOf(g)
	type details interface {
		StateDetails(*engine.Game, *engine.Unit) []string
	}
	state := func() string { return strings.Join(v.(details).StateDetails(g, g.Unit("MK5")), "; ") }
	if p, st := rowsText(v.Panel(g, g.Unit("MK5"), 0)), state(); !strings.Contains(p, "EM d10 (superior)") || !strings.Contains(st, "EM d10 (superior)") {
		t.Errorf("an undamaged EM: panel\n%s\nstate %q, want EM d10 (superior)", p, st)
	}
	dsii.UnitOf(g.Unit("MK5")).Module("em").Markers = []dsii.Marker{dsii.MarkerKO}
	want := "EM d8 (enhanced, bought superior)"
	if p := rowsText(v.Panel(g, g.Unit("MK5"), 0)); !strings.Contains(p, want) {
		t.Errorf("the panel lacks %q:\n%s", want, p)
	}
	if st := state(); !strings.Contains(st, want) {
		t.Errorf("the state details %q lack %q", st, want)
	}
	if r := rowOf(t, present.RosterRows(g, ""), "MK5").Text(); !strings.Contains(r, "d8") || strings.Contains(r, "superior") {
		t.Errorf("MK5's roster row %q does not show the die now, d8, alone", r)
	}
}

// TestDSIIPanelMissilesAndFinalOption: the panel counts the missiles the
// Ogre may still launch, one per load (002 OGRE for DSII, OGRE Missiles:
// "never reloaded"), and says when its Final Option is announced (The
// Final Option: "the OGRE must attempt to self-destruct" on its next
// activation); its lines keep within the panel's width.
func TestDSIIPanelMissilesAndFinalOption(t *testing.T) {
	s := openDSII(t, "tas MK5 x2 die 6 5", "launch MK5", "next", "destruct MK5")
	g := s.State()
	rows := present.ViewOf(g).Panel(g, g.Unit("MK5"), 40)
	panel := rowsText(rows)
	for _, want := range []string{"Missiles ready 4", "Final Option announced:", "its next activation is the attempt", "(destruct MK5)", "missile1 (0 loads)"} {
		if !strings.Contains(panel, want) {
			t.Errorf("the panel lacks %q:\n%s", want, panel)
		}
	}
	if r := rowOf(t, present.RosterRows(g, ""), "MK5").Text(); !strings.Contains(r, "Final Option announced") {
		t.Errorf("MK5's roster row %q does not say its Final Option is announced", r)
	}
	for _, r := range rows {
		if n := len([]rune(r.Text())); n > 40 {
			t.Errorf("the panel's line %q is %d wide, over 40", r.Text(), n)
		}
	}
}

// TestDSIIHeaderNamesNoSideToPlay: in a DSII turn both sides activate
// their units in the one phase (002 OGRE for DSII, OGRE activation), so the
// header names no side to play, the roster marks none and "ogretable
// state" names both sides' phase.
func TestDSIIHeaderNamesNoSideToPlay(t *testing.T) {
	s := openDSII(t, "activate MK5.tread1")
	g := s.State()
	var header strings.Builder
	for _, c := range present.HeaderText(s.Info(), g, 0) {
		header.WriteString(c.Text)
	}
	if h := header.String(); !strings.Contains(h, "BOTH SIDES in the activation phase") || strings.Contains(h, "to play") {
		t.Errorf("the header %q names a side to play", h)
	}
	if r := rowsText(present.RosterRows(g, "")); strings.Contains(r, "to play") {
		t.Errorf("the roster marks a side to play:\n%s", r)
	}
	var state strings.Builder
	if err := present.WriteState(&state, s.Info(), g); err != nil {
		t.Fatal(err)
	}
	if st := state.String(); !strings.Contains(st, "Turn 1, both sides' activation phase.") {
		t.Errorf("ogretable state names one side's phase:\n%s", st)
	}
}

// TestDSIIRosterImpactMarkers: the roster says an Ogre whose TAS placed
// impact markers must launch next (002 OGRE for DSII, OGRE Missiles: "On
// the following OGRE activation, the OGRE must activate its Missile
// Unit").
func TestDSIIRosterImpactMarkers(t *testing.T) {
	g := openDSII(t, "tas MK5 x2 die 6 5").State()
	if r := rowOf(t, present.RosterRows(g, ""), "MK5").Text(); !strings.Contains(r, "2 impact markers: launch next") {
		t.Errorf("MK5's roster row %q does not say it launches next", r)
	}
}

// TestDSIIRosterUnitActivated: the roster notes a unit that is no Ogre as
// activated once "activate UNIT" marks it, until "next" ends the turn (002
// OGRE for DSII, OGRE activation: an Ogre's unit activates "just as if it
// were any other unit in the game", each once a turn).
func TestDSIIRosterUnitActivated(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []string
		want  bool
	}{
		{"not yet", nil, false},
		{"activated", []string{"activate HT"}, true},
		{"the next turn", []string{"activate HT", "next"}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := openDSII(t, c.lines...).State()
			if r := rowOf(t, present.RosterRows(g, ""), "HT").Text(); strings.Contains(r, "activated") != c.want {
				t.Errorf("HT's roster row %q: activated shown %v, want %v", r, !c.want, c.want)
			}
		})
	}
}
