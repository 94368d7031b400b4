package crtcmd

import (
	"encoding/json"
	"math"
	"testing"
)

// TestCMCommands: the cruise missile calculator's JSON, with the field
// names issue 12 gives (000 FAQ, CRUISE MISSILE DETONATION; 001 ARMOR! 5.00).
func TestCMCommands(t *testing.T) {
	type out struct {
		Needed           *int     `json:"needed"` // intercept's; through's is a list
		NeededEach       []int    `json:"-"`
		Chance           *float64 `json:"chance"`
		Distance         *int     `json:"distance"`
		Effect           string   `json:"effect"`
		Column           string   `json:"column"`
		TreadDice        *string  `json:"tread_dice"`
		ChanceThrough    *float64 `json:"chance_through"`
		ChanceLuckyBlast *float64 `json:"chance_lucky_blast"`
	}
	get := func(args ...string) out {
		t.Helper()
		code, stdout, errs := runCmd(t, append(args, "--json")...)
		if code != 0 {
			t.Fatalf("%v: exit %d %s", args, code, errs)
		}
		var o out
		if args[1] == "through" {
			var th struct {
				ChanceThrough    *float64 `json:"chance_through"`
				ChanceLuckyBlast *float64 `json:"chance_lucky_blast"`
				Needed           []int    `json:"needed"`
			}
			if err := json.Unmarshal([]byte(stdout), &th); err != nil {
				t.Fatalf("%v: %v: %s", args, err, stdout)
			}
			return out{ChanceThrough: th.ChanceThrough, ChanceLuckyBlast: th.ChanceLuckyBlast, NeededEach: th.Needed}
		}
		if err := json.Unmarshal([]byte(stdout), &o); err != nil {
			t.Fatalf("%v: %v: %s", args, err, stdout)
		}
		return o
	}
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-12 }
	// 000 FAQ: 11+ for armour of attack 3 or more, +1 past 10 hexes.
	if o := get("cm", "intercept", "--by", "heavy tank", "--flown", "12"); *o.Needed != 10 || !near(*o.Chance, 6.0/36) {
		t.Errorf("a heavy tank at 12 hexes: %d %v", *o.Needed, *o.Chance)
	}
	// 000 FAQ: +3 off the board; 001 ARMOR! 5.017: a minimissile -1.
	if o := get("cm", "intercept", "--by", "laser", "--offboard", "--missile", "mini"); *o.Needed != 7 {
		t.Errorf("a laser at an off-board minimissile: %d", *o.Needed)
	}
	// Light armour against a minimissile needs 13: impossible.
	if o := get("cm", "intercept", "--by", "light-armor", "--missile", "mini"); *o.Needed != 13 || *o.Chance != 0 {
		t.Errorf("light armour at a minimissile: %d %v", *o.Needed, *o.Chance)
	}
	// Two Ogre mains (10+ each) and a squad (11+).
	o := get("cm", "through", "--by", "ogre-main,ogre-main,infantry")
	want := (30.0 / 36) * (30.0 / 36) * (33.0 / 36)
	if !near(*o.ChanceThrough, want) || !near(*o.ChanceLuckyBlast, (1-want)/6) {
		t.Errorf("through: %v %v, want %v %v", *o.ChanceThrough, *o.ChanceLuckyBlast, want, (1-want)/6)
	}
	// 000 FAQ: 2 hexes from ground zero, +1 in forest: 3, 2-1 and 2d6.
	if o := get("cm", "blast", "--distance", "2", "--target", "mark v", "--terrain", "forest"); *o.Distance != 3 || o.Effect != "attack" || o.Column != "2-1" || *o.TreadDice != "2d6" {
		t.Errorf("a Mark V in forest 2 hexes away: %+v", o)
	}
	// In inches: 2" is the first hex, 4-1 and 4d6; 0 is destroyed.
	if o := get("cm", "blast", "--distance", "2", "--scale", "inch"); *o.Distance != 1 || o.Column != "4-1" || *o.TreadDice != "4d6" {
		t.Errorf("2 inches: %+v", o)
	}
	if o := get("cm", "blast", "--distance", "0", "--target", "infantry"); o.Effect != "destroyed" || *o.TreadDice != "" {
		t.Errorf("ground zero: %+v", o)
	}
	// Infantry in town get 2 defensive hexes: 4 hexes, 6 or more: none.
	if o := get("cm", "blast", "--distance", "4", "--target", "infantry", "--terrain", "town"); *o.Distance != 6 || o.Effect != "none" {
		t.Errorf("infantry in town 4 hexes away: %+v", o)
	}
	// Command-line mistakes are exit 2.
	for _, args := range [][]string{{"cm", "fly"}, {"cm", "intercept"}, {"cm", "intercept", "--by", "boat"}, {"cm", "blast"}, {"cm", "intercept", "--by", "mark iii"}, {"cm", "intercept", "--by", "armor", "--flown", "-2"}} {
		if code, _, _ := runCmd(t, args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}
