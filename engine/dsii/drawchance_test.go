package dsii

import "testing"

// TestDrawChances: the chances of DMG and KO of a draw from the cup are
// counted over every way of drawing its chits, as Damage judges each (002
// OGRE for DSII, Damage and Special Damage against OGRE modules: "4
// points to be Damaged, 5 to be killed"), checked here against the draws
// enumerated one by one.
func TestDrawChances(t *testing.T) {
	cup := []CupChit{{Chit{Colour: Red, Points: 3}, 4}, {Chit{Colour: Yellow, Points: 1}, 3}, {Chit{Special: SpecialBOOM}, 1}}
	for _, c := range []struct {
		name    string
		n       int
		class   Class
		armor   int
		valid   Validity
		dmg, ko Chance
	}{
		// Two chits of 8 (28 pairs): red3+yellow1 (12 pairs) is 4 points, DMG
		// against armour 4; red3+red3 (6 pairs) is 6, a KO.
		{name: "two chits against armour 4", n: 2, class: ClassEM, armor: 4, valid: AllValid, dmg: Chance{3, 7}, ko: Chance{3, 14}},
		// Red only: red3+red3 (6 pairs) is 6 against armour 6, DMG; no KO.
		{name: "red only against armour 6", n: 2, class: ClassWeapon, armor: 6, valid: Validity{Red: true, Specials: true}, dmg: Chance{3, 14}, ko: Chance{0, 1}},
		// One chit against armour 0: any red3 or yellow1 (7 of 8) Knocks it Out.
		{name: "one chit against armour 0", n: 1, class: ClassTread, armor: 0, valid: AllValid, dmg: Chance{0, 1}, ko: Chance{7, 8}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dmg, ko, err := DrawChances(cup, c.n, c.class, c.armor, c.valid)
			if err != nil {
				t.Fatal(err)
			}
			if dmg.String() != c.dmg.String() || ko.String() != c.ko.String() {
				t.Errorf("DMG %s, KO %s; want %s, %s", dmg, ko, c.dmg, c.ko)
			}
			// The same counted by drawing every ordered sequence of picks.
			wd, wk := enumerate(t, cup, c.n, c.class, c.armor, c.valid)
			if dmg.Float() != wd || ko.Float() != wk {
				t.Errorf("DMG %v, KO %v; the draws enumerated give %v, %v", dmg.Float(), ko.Float(), wd, wk)
			}
		})
	}
	for _, n := range []int{0, 9} {
		if _, _, err := DrawChances(cup, n, ClassEM, 4, AllValid); err == nil {
			t.Errorf("a draw of %d from a cup of 8 is counted", n)
		}
	}
	if _, _, err := DrawChances(cup, 2, ClassEM, ArmourBlank, AllValid); err == nil {
		t.Errorf("a draw against a blank armour is counted")
	}
}

// enumerate returns the chances of DMG and KO of n chits drawn from cup,
// counted over every sequence of picks Draw takes.
func enumerate(t *testing.T, cup []CupChit, n int, c Class, armor int, v Validity) (dmg, ko float64) {
	t.Helper()
	size := CupSize(cup)
	var nd, nk, all int
	var walk func(picks []int)
	walk = func(picks []int) {
		if len(picks) == n {
			chits, err := Draw(cup, picks)
			if err != nil {
				t.Fatal(err)
			}
			o, err := Damage(c, armor, Attack{Chits: chits, Valid: v})
			if err != nil {
				t.Fatal(err)
			}
			all++
			switch o.Result {
			case MarkerDMG:
				nd++
			case MarkerKO:
				nk++
			}
			return
		}
		for p := 1; p <= size-len(picks); p++ {
			walk(append(picks, p))
		}
	}
	walk(nil)
	return float64(nd) / float64(all), float64(nk) / float64(all)
}
