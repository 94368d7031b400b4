package dsiiview

import (
	"encoding/json"
	"maps"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/tracker"
	"ogretable/tracker/internal/trackertest"
	"ogretable/tracker/present"
)

// openDSIIElements opens a DSII game with a Mark V (MK5), a heavy tank
// (HT) and an infantry squad (INF) with [[dsii-element]] figures, and a
// light tank (LT) without, and plays lines.
func openDSIIElements(t *testing.T, lines ...string) *tracker.Session {
	t.Helper()
	base := trackertest.Catalog(t)
	cat := *base
	cat.Tables = maps.Clone(base.Tables)
	if cat.Tables == nil {
		cat.Tables = engine.Tables{}
	}
	cat.Tables[dsii.TableElement] = []engine.Entry{
		&dsii.Element{Unit: "heavy-tank", Source: "a test's", Size: 3, Armor: 4},
		&dsii.Element{Unit: "infantry-squad", Source: "a test's", Class: "powered"},
	}
	info := tracker.Info{ID: 1, Name: "DSII", Variant: dsii.Variant, Scale: engine.Inches, Seed: 7}
	s, err := tracker.Open(newMemStore(), &cat, info)
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, append([]string{"add dsii-mark-v as MK5 side ogre", "add heavy-tank as HT side defence",
		"add infantry-squad as INF side defence", "add light-tank as LT side defence"}, lines...)...)
	return s
}

// stateUnits returns the units of "state --json" of s, by label, and the
// game's "dsii" part.
func stateUnits(t *testing.T, s *tracker.Session) (map[string]map[string]json.RawMessage, json.RawMessage) {
	t.Helper()
	b, err := json.Marshal(present.StateOf(s.Info(), s.State()))
	if err != nil {
		t.Fatal(err)
	}
	var st struct {
		Units []map[string]json.RawMessage `json:"units"`
		DSII  json.RawMessage              `json:"dsii"`
	}
	if err := json.Unmarshal(b, &st); err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]json.RawMessage{}
	for _, u := range st.Units {
		var label string
		_ = json.Unmarshal(u["label"], &label)
		out[label] = u
	}
	return out, st.DSII
}

// TestDSIIElementShown: an element's figures and markers are in "state
// --json" (under "dsii", as a module's), the roster and "ogretable
// state"; the roster says which elements lack figures (002 OGRE for DSII,
// Ramming resolution: "A tank with 4 armor must suffer 4 points to be
// Damaged, 5 to be killed, and/or suffer the effects of any special chits
// pulled (M, BOOM!, etc.)").
func TestDSIIElementShown(t *testing.T) {
	s := openDSIIElements(t, "hit HT red3,yellow1,m by MK5.secondary1", "hit INF red3,yellow2 by MK5.ap1")
	units, _ := stateUnits(t, s)
	for _, c := range []struct{ label, want string }{
		{"HT", `{"size":3,"armor":4,"status":"ok","markers":["dmg","m"]}`},
		// "5 for powered armor": eliminated.
		{"INF", `{"class":"powered","status":"destroyed","markers":[]}`},
		{"LT", ``},
	} {
		if got := string(units[c.label]["dsii"]); got != c.want {
			t.Errorf("%s's dsii part = %s, want %s", c.label, got, c.want)
		}
	}
	g := s.State()
	for _, c := range []struct{ label, want string }{
		{"HT", "size 3, armour 4: DMG, M"},
		{"LT", "no [[dsii-element]] figures"},
	} {
		if r := rowOf(t, present.RosterRows(g, ""), c.label).Text(); !strings.Contains(r, c.want) {
			t.Errorf("%s's roster row %q, want %q", c.label, r, c.want)
		}
	}
	var b strings.Builder
	if err := present.WriteState(&b, s.Info(), g); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "size 3, armour 4: DMG, M") {
		t.Errorf("ogretable state does not show HT's markers:\n%s", b.String())
	}
}

// TestDSIIActivatedState: "state --json" gives what has activated this
// turn, units and an Ogre's modules by activation unit (002 OGRE for DSII,
// OGRE activation: "This effectively gives the OGRE player 14 \"units\"
// to activate"), and none after the turn ends.
func TestDSIIActivatedState(t *testing.T) {
	s := openDSIIElements(t, "activate MK5.secondary4", "activate HT", "activate MK5.tread1")
	_, game := stateUnits(t, s)
	want := `{"activated":[{"unit":"MK5","activation":"battery3","name":"secondary (left)","modules":["secondary4","secondary5","secondary6"]},` +
		`{"unit":"MK5","activation":"tread1","name":"tread1","modules":["tread1"]},{"unit":"HT"}]}`
	if string(game) != want {
		t.Errorf("dsii = %s, want %s", game, want)
	}
	var b strings.Builder
	if err := present.WriteState(&b, s.Info(), s.State()); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "Activated in turn 1: MK5 secondary (left), tread1; HT") {
		t.Errorf("ogretable state does not say what activated:\n%s", b.String())
	}
	run(t, s, "next")
	if _, game := stateUnits(t, s); string(game) != `{"activated":[]}` {
		t.Errorf("a new turn's dsii = %s, want none activated", game)
	}
}

// TestDSIIRosterSelfDestructed: an Ogre that took its Final Option is shown
// as self-destructed, not as announcing it (002 OGRE for DSII, The Final
// Option: "the OGRE overloads all existing modules and systems,
// effectively destroying itself").
func TestDSIIRosterSelfDestructed(t *testing.T) {
	s := openDSIIElements(t, "destruct MK5", "next", "destruct MK5 die 2")
	g := s.State()
	r := rowOf(t, present.RosterRows(g, ""), "MK5").Text()
	if !strings.Contains(r, "self-destructed") || strings.Contains(r, "announced") {
		t.Errorf("MK5's roster row %q, want it self-destructed", r)
	}
	if p := rowsText(present.ViewOf(g).Panel(g, g.Unit("MK5"), 0)); !strings.Contains(p, "self-destructed") || strings.Contains(p, "announced") {
		t.Errorf("MK5's panel, want it self-destructed:\n%s", p)
	}
}
