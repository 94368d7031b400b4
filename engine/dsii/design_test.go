package dsii

import (
	"strings"
	"testing"
)

// keeper returns a design within every limit of 002, for the cases to
// break one at a time.
func keeper() *Design {
	return &Design{ID: "test", Name: "Test", Electronics: Electronics{Quality: "superior", Armor: 7},
		Treads:    Treads{Count: 4, Size: 5, Armor: 7, Speed: Slow},
		Batteries: []Battery{{Kind: KindMain, Count: 2, Size: 4, Armor: 7}, {Kind: KindMissile, Count: 6}, {Kind: KindRack, Count: 1, Loads: 5}}}
}

func TestDesignProblems(t *testing.T) {
	for _, c := range []struct {
		name   string
		change func(d *Design)
		field  string
		item   int
		msg    string // what the problem's text starts with; "" for none
	}{
		{"within the limits", func(*Design) {}, "", -1, ""},
		// 002 OGRE for DSII, OGRE Modules: the EM "may have up to 6 armor levels greater than its size (e.g., 7 Armor)".
		{"EM armour 8", func(d *Design) { d.Electronics.Armor = 8 }, "electronics", -1, "armor 8 is more than 7"},
		// 002 OGRE for DSII, OGRE Modules: an EM's systems share one quality level (Superior, Enhanced, Basic).
		{"EM quality unknown", func(d *Design) { d.Electronics.Quality = "elite" }, "electronics", -1, `quality "elite"`},
		// 002 OGRE for DSII, BOOM, Electronics Module: "(repairable by the Electronics Module)", no roll:
		// the referee's, a roll on the EM's die (d4 to d12).
		{"EM BOOM repair on 5+", func(d *Design) { d.Electronics.BOOMRepair = 5 }, "", -1, ""},
		{"EM BOOM repair on 13+", func(d *Design) { d.Electronics.BOOMRepair = 13 }, "electronics", -1, "boom_repair 13 is no roll on the EM's die"},
		// 002 OGRE for DSII, Tread Modules: "up to 2 armor levels greater than its size with a maxium of 7".
		{"tread armour size+3", func(d *Design) { d.Treads.Size, d.Treads.Armor = 3, 6 }, "treads", -1, "armor 6 is more than size 3 + 2"},
		{"tread armour size+2", func(d *Design) { d.Treads.Size, d.Treads.Armor = 3, 5 }, "", -1, ""},
		{"tread armour 8", func(d *Design) { d.Treads.Size, d.Treads.Armor = 6, 8 }, "treads", -1, "armor 8 is more than 7"},
		// 002 OGRE for DSII, Tread Modules: OGRE Fast Tracked or OGRE Slow Tracked.
		{"tread speed", func(d *Design) { d.Treads.Speed = "medium" }, "treads", -1, `speed "medium"`},
		{"no treads", func(d *Design) { d.Treads.Count = 0 }, "treads", -1, "count 0"},
		// 002 OGRE for DSII, Weapons Modules: "up to 3 armor levels greater than its size with a maxium of 7".
		{"weapon armour size+4", func(d *Design) { d.Batteries[0].Size = 2 }, "batteries", 0, "armor 7 is more than size 2 + 3"},
		{"weapon armour size+3", func(d *Design) { d.Batteries[0].Size = 4 }, "", -1, ""},
		{"weapon armour 8", func(d *Design) { d.Batteries[0].Size, d.Batteries[0].Armor = 6, 8 }, "batteries", 0, "armor 8 is more than 7"},
		// 002 OGRE for DSII, Weapons Modules: "a minimum of 1 weapon": a battery has a module at least.
		{"empty battery", func(d *Design) { d.Batteries[1].Count = 0 }, "batteries", 1, "count 0"},
		{"unknown kind", func(d *Design) { d.Batteries[1].Kind = "hellbore" }, "batteries", 1, `kind "hellbore"`},
		{"loads on a main battery", func(d *Design) { d.Batteries[0].Loads = 1 }, "batteries", 0, "loads 1"},
		{"not given is no problem", func(d *Design) {
			d.Electronics.Armor, d.Treads.Armor, d.Treads.Size, d.Batteries[0].Armor, d.Batteries[0].Size = 0, 0, 0, 0, 0
		}, "", -1, ""},
		{"armour without a size: only the 7", func(d *Design) { d.Treads.Size = 0 }, "", -1, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := keeper()
			c.change(d)
			ps := d.Problems()
			if c.msg == "" {
				if len(ps) != 0 {
					t.Errorf("problems %+v, want none", ps)
				}
				return
			}
			if len(ps) != 1 || ps[0].Field != c.field || ps[0].Item != c.item || !strings.HasPrefix(ps[0].Msg, c.msg) {
				t.Errorf("problems %+v, want one of %s[%d] starting %q", ps, c.field, c.item, c.msg)
			}
		})
	}
}

func TestSpeedBMF(t *testing.T) {
	// 002 OGRE for DSII, Tread Modules: Fast Tracked "provides 5 BMF", Slow Tracked "provides 4 BMF".
	for _, c := range []struct {
		s    Speed
		want int
	}{{Fast, 5}, {Slow, 4}, {"medium", 0}} {
		if got := c.s.BMF(); got != c.want {
			t.Errorf("%q.BMF() = %d, want %d", c.s, got, c.want)
		}
	}
}

func TestLoadsEach(t *testing.T) {
	// 002 OGRE for DSII, OGRE Missiles: "the standard OGRE missile carries only one load";
	// the Mark IV's tubes "each carried 5 internal loads".
	for _, c := range []struct {
		b    Battery
		want int
	}{
		{Battery{Kind: KindMissile, Count: 6}, 1},
		{Battery{Kind: KindRack, Count: 2}, 5},
		{Battery{Kind: KindRack, Count: 2, Loads: 3}, 3},
		{Battery{Kind: KindMain, Count: 2}, 0},
	} {
		if got := c.b.LoadsEach(); got != c.want {
			t.Errorf("%+v.LoadsEach() = %d, want %d", c.b, got, c.want)
		}
	}
}

func TestKindClass(t *testing.T) {
	// 002 OGRE for DSII, Damage and Special Damage: Tread, Weapons and Electronics Modules.
	for _, c := range []struct {
		k    Kind
		want Class
	}{{KindElectronics, ClassEM}, {KindTread, ClassTread}, {KindMain, ClassWeapon}, {KindAP, ClassWeapon}, {KindRack, ClassWeapon}} {
		if got := c.k.Class(); got != c.want {
			t.Errorf("%s.Class() = %s, want %s", c.k, got, c.want)
		}
	}
}
