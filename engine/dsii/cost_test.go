package dsii

import (
	"slices"
	"strings"
	"testing"
)

// priced returns a design with house costs: an EM, 3 fast tread modules, a
// main battery of 2 DFFG/6, a secondary of 3 MDC/5, an AP battery of APSW
// and 2 missile modules.
func priced() *Design {
	return &Design{ID: "priced", Name: "Priced", Electronics: Electronics{Quality: "superior"},
		Treads: Treads{Count: 3, Size: 4, Speed: Fast},
		Batteries: []Battery{
			{Kind: KindMain, Count: 2, Weapon: "DFFG/6"},
			{Kind: KindSecondary, Count: 3, Weapon: "MDC/5"},
			{Kind: KindAP, Count: 4, Weapon: "APSW"},
			{Kind: KindMissile, Count: 2, Weapon: "HAR"},
		},
		Costs: Costs{Source: "a test's", Electronics: 50, Tread: 100, Main: 80, Secondary: 40, AP: 10, Missile: 30, FCS: 4, Systems: 60, MAKLoad: 40}}
}

// TestCost: a design's price by every formula of 002 OGRE for DSII, over
// the house data's base costs.
func TestCost(t *testing.T) {
	for _, c := range []struct {
		name    string
		change  func(d *Design)
		lines   map[string]float64 // what: points
		bpv     float64
		total   float64 // -1: not given
		missing []string
	}{
		{name: "every formula", change: func(*Design) {},
			lines: map[string]float64{
				"electronics module": 50, "tread modules": 300, "main": 160, "secondary": 120, "ap": 40, "missile": 60,
				// Electronics Module: "the largest class of direct fire weapon" (6) "multiplied by the number of
				// Weapons Modules ... which use direct fire weapons other than APSWs" (2 + 3) "multipled by the
				// appropriate cost value for the quality level" (4).
				"fire control system": 6 * 5 * 4,
				// OGRE Missiles: "The TAS is purchased at a cost of 200 points".
				"target acquisition system":  200,
				"EM systems (ECM, PDS, CBR)": 60,
				// Tread Modules: "5 BMF at a cost of 40% of the total BPV of ALL of the OGREs Modules", per module.
				"tread movement (fast)": 3 * 0.4 * 1110,
				// OGRE Missiles: "Each load costs 50% more than an normal load of MAK munitions".
				"missile loads": 2 * 1.5 * 40,
			},
			bpv: 1110, total: 1110 + 3*0.4*1110 + 120},
		{name: "slow treads: 20%", change: func(d *Design) { d.Treads.Speed = Slow },
			lines: map[string]float64{"tread movement (slow)": 3 * 0.2 * 1110}, bpv: 1110, total: 1110 + 3*0.2*1110 + 120},
		{name: "no missiles: no TAS, no loads", change: func(d *Design) { d.Batteries = d.Batteries[:3] },
			lines: map[string]float64{"fire control system": 120}, bpv: 850, total: 850 + 3*0.4*850},
		{name: "a base cost missing", change: func(d *Design) { d.Costs.Tread = 0 }, total: -1,
			missing: []string{"costs.tread (one tread module's BPV, without its movement)"}},
		{name: "a weapon missing for the FCS", change: func(d *Design) { d.Batteries[0].Weapon = "" }, total: -1,
			missing: []string{"the weapon of the main battery (whether it is direct fire, and its class, for the FCS)"}},
		{name: "no costs at all", change: func(d *Design) { d.Costs = Costs{} }, total: -1,
			missing: []string{"costs.electronics (the electronics module's BPV)", "costs.tread (one tread module's BPV, without its movement)",
				"costs.main (one main module's BPV)", "costs.secondary (one secondary module's BPV)", "costs.ap (one ap module's BPV)",
				"costs.missile (one missile module's BPV)", "costs.fcs (the FCS's cost value for its quality level)",
				"costs.systems (the EM's ECM, PDS and Counter Battery Radar)", "costs.mak_load (a normal MAK load of the missiles' battery type)"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := priced()
			c.change(d)
			got := d.Cost()
			for what, p := range c.lines {
				i := slices.IndexFunc(got.Lines, func(l CostLine) bool { return l.What == what })
				if i < 0 || got.Lines[i].Points != p {
					t.Errorf("line %q: %+v, want %v", what, got.Lines, p)
				}
			}
			if c.bpv != 0 && got.BPV != c.bpv {
				t.Errorf("BPV %v, want %v", got.BPV, c.bpv)
			}
			switch {
			case c.total < 0 && got.Total != nil:
				t.Errorf("total %v, want none", *got.Total)
			case c.total >= 0 && (got.Total == nil || *got.Total != c.total):
				t.Errorf("total %v, want %v", got.Total, c.total)
			}
			if !slices.Equal(got.Missing, c.missing) {
				t.Errorf("missing:\n%s\nwant\n%s", strings.Join(got.Missing, "\n"), strings.Join(c.missing, "\n"))
			}
		})
	}
}

// TestWeaponClass: a weapon's class is the number after its slash (002
// OGRE for DSII, OGRE Main Batteries: "DFFG/6 ... DFFG/9").
func TestWeaponClass(t *testing.T) {
	for _, c := range []struct {
		w  string
		n  int
		ok bool
	}{{"DFFG/6", 6, true}, {"MDC/5", 5, true}, {"HAR", 0, false}, {"DFFG/", 0, false}, {"X/0", 0, false}} {
		if n, ok := WeaponClass(c.w); n != c.n || ok != c.ok {
			t.Errorf("WeaponClass(%q) = %d, %v", c.w, n, ok)
		}
	}
}
