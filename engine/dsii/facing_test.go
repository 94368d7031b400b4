package dsii_test

import (
	"strings"
	"testing"

	"ogretable/engine/dsii"
)

// TestHitFromSide: "hit ... from SIDE" refuses a module whose facing cannot
// be seen from the firer's side (002 OGRE for DSII, Firing at OGREs:
// "Modules cannot be targeted from any facing from which it cannot be
// seen. Thus, if a unit is on the right side of an OGRE, it cannot target
// any of the left side Weapons Modules or Tread Modules. Similarly, from
// the OGREs front, the rear Tread Modules and any rear Weapons Modules
// cannot be targeted"); left out, nothing is checked.
func TestHitFromSide(t *testing.T) {
	for _, c := range []struct {
		name, line, refusal string
	}{
		{name: "a left module from the right", line: "hit MK5.secondary4 red3 from right", refusal: `MK5.secondary4 faces left and cannot be seen from the right: "Modules cannot be targeted from any facing from which it cannot be seen"`},
		{name: "a rear module from the front", line: "hit MK5.ap11 red3 from front", refusal: "MK5.ap11 faces rear and cannot be seen from the front"},
		{name: "a front-right module from the left", line: "hit MK5.ap1 red3 from left", refusal: "faces front-right and cannot be seen from the left"},
		{name: "a front-right module from the front", line: "hit MK5.ap1 ko from front"},
		{name: "a right module from the front", line: "hit MK5.secondary1 ko from front"},
		{name: "the same side", line: "hit MK5.secondary1 ko from right"},
		// ReadingFacingUnknown: the design gives no facing to the EM, the treads or the main battery.
		{name: "the EM from anywhere", line: "hit MK5.em ko from rear"},
		{name: "a tread module without facing", line: "hit MK5.tread4 ko from front"},
		{name: "not said: nothing checked", line: "hit MK5.secondary4 ko"},
		{name: "override", line: "override hit MK5.secondary4 ko from right"},
		{name: "not a side", line: "hit MK5.em ko from above", refusal: `"above" is not a side of an Ogre`},
		{name: "from without a side", line: "hit MK5.em ko from", refusal: `"from" names the Ogre's side`},
		{name: "from and by in any order", line: "hit MK5.secondary1 from right ko by MK1.main1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := houseGame(t)
			err := try(g, c.line)
			switch {
			case c.refusal == "" && err != nil:
				t.Fatalf("%s: %v", c.line, err)
			case c.refusal != "" && (err == nil || !strings.Contains(err.Error(), c.refusal)):
				t.Errorf("%s: %v, want %q", c.line, err, c.refusal)
			}
		})
	}
}

// TestSignature: 002 OGRE for DSII, OGRE Modules: the EM's "Effective
// Target Signature is 1 (D12)"; a tread or weapons module's "will be
// increased by 1".
func TestSignature(t *testing.T) {
	for _, c := range []struct {
		kind dsii.Kind
		want string
	}{{dsii.KindElectronics, "1 (D12)"}, {dsii.KindTread, "+1"}, {dsii.KindMain, "+1"}, {dsii.KindAP, "+1"}, {dsii.KindRack, "+1"}} {
		if got := dsii.Signature(c.kind); got != c.want {
			t.Errorf("Signature(%s) = %q, want %q", c.kind, got, c.want)
		}
	}
}
