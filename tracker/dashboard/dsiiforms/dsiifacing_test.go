package dsiiforms

import (
	"ogretable/tracker/dashboard"
	"slices"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/engine/dsii/dsiitest"
	"ogretable/templates"
	"ogretable/tracker"
)

// openDSIIGameWith is openDSIIGame over the house rules house.
func openDSIIGameWith(t *testing.T, house string, lines ...string) *tracker.Session {
	t.Helper()
	cat, err := templates.Load(templates.Files(), dsiitest.TemplatesDir(t, house))
	if err != nil {
		t.Fatal(err)
	}
	s, err := tracker.Open(newMemStore(), cat, tracker.Info{ID: 1, Name: "DSII", Variant: dsii.Variant, Scale: engine.Inches, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, append([]string{"add house-mark-i as MK1 side ogre", "add heavy-tank as HT side defence"}, lines...)...)
	return s
}

// TestDSIIHitFormSignatureAndSide: the hit form shows a module's Effective
// Target Signature and facing (002 OGRE for DSII, OGRE Modules: "Effective
// Target Signature is 1 (D12)"; "The Effective Target Signature will be
// increased by 1"), and its From list names the Ogre's side the firer is
// on, the engine refusing a module that cannot be seen from there (Firing
// at OGREs: "Modules cannot be targeted from any facing from which it
// cannot be seen").
func TestDSIIHitFormSignatureAndSide(t *testing.T) {
	s := openDSIIGame(t, "add dsii-mark-v as MK5 side defence")
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 160, 50)
	h.WaitText("MK1")
	h.Keys("h")
	h.WaitText("Hit a module", "Signature 1 (D12); its design gives no facing")
	// MK5.secondary1 faces right (the built-in Mark V's secondary (right)).
	h.Keys("MK5.S")
	h.WaitText("hit MK5.secondary1", "Signature +1; it faces right")
	for range 4 {
		h.Key(tcell.KeyTab)
	}
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyDown)
	h.WaitText("from left", "cannot be seen from the left")
}

// TestDSIIHitFormElement: the hit form lists the elements of the defence
// with [[dsii-element]] figures after the Ogres' modules, says what their
// armour asks (002 OGRE for DSII, Ramming resolution: "A tank with 4 armor
// must suffer 4 points to be Damaged, 5 to be killed"), and hits one.
func TestDSIIHitFormElement(t *testing.T) {
	s := openDSIIGameWith(t, houseDSII+"\n[[dsii-element]]\nunit = \"heavy-tank\"\nsource = \"a test's\"\nsize = 3\narmor = 4\n")
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 160, 50)
	h.WaitText("MK1")
	h.Keys("h")
	h.WaitText("Hit a module or an element")
	h.Keys("HT")
	h.WaitText("hit HT draw 1", "HT: size 3, armour 4: 4 valid points Damage it, 5 or a BOOM destroy it")
	// The program draws from the cup, asking no die (issue 30.11).
	h.Key(tcell.KeyEnter)
	h.WaitText("HT (size 3, armour 4) is hit")
}

// TestDSIIHitFormByModules: the hit form's By list offers an Ogre's
// weapons modules after it, those that can fire, so that a battery's
// credit (and its house validity) is chosen on the form; a module Systems
// Down or destroyed is not offered (002 OGRE for DSII, Systems Down,
// Weapons Module: "cannot be used until a successful repair is done by the
// Electronics Module"), nor the target Ogre's own.
func TestDSIIHitFormByModules(t *testing.T) {
	s := openDSIIGameWith(t, houseDSII+"\n[[dsii-element]]\nunit = \"heavy-tank\"\nsource = \"a test's\"\nsize = 3\narmor = 4\n",
		"add dsii-mark-v as MK5 side ogre", "hit MK5.secondary5 sd", "hit MK5.secondary4 ko")
	g := s.State()
	labels := func(target string) []string {
		var out []string
		for _, r := range attackerRows(g, g.Unit(target)) {
			out = append(out, r.Label)
		}
		return out
	}
	for _, c := range []struct {
		name, target string
		offered      []string
		not          []string
	}{
		{name: "an element's attackers", target: "HT", offered: []string{"MK1", "MK1.main1", "MK5", "MK5.main1", "MK5.secondary1", "MK5.secondary6"},
			not: []string{"MK5.secondary5", "MK5.secondary4", "MK5.em", "MK5.tread1"}},
		{name: "an Ogre's own modules are not its attackers", target: "MK5", offered: []string{"MK1.main1", "HT"}, not: []string{"MK5", "MK5.main1"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := labels(c.target)
			for _, w := range c.offered {
				if !slices.Contains(got, w) {
					t.Errorf("By lacks %s: %v", w, got)
				}
			}
			for _, n := range c.not {
				if slices.Contains(got, n) {
					t.Errorf("By offers %s: %v", n, got)
				}
			}
		})
	}
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 160, 50)
	h.WaitText("MK1")
	h.Keys("h")
	h.WaitText("Hit a module or an element")
	h.Keys("HT")
	h.WaitText("hit HT draw 1")
	for range 3 {
		h.Key(tcell.KeyTab)
	}
	h.WaitText("hit HT draw 1 by MK1") // the roster's selected unit of the other side
	h.Key(tcell.KeyDown)
	h.WaitText("hit HT draw 1 by MK1.main1")
	h.Key(tcell.KeyEnter)
	h.WaitGone("Hit a module or an element")
	h.WaitText("hit by MK1.main1") // the log's line
}
