package dsiicmd

import (
	"encoding/json"
	"math"
	"reflect"
	"strings"
	"testing"
)

// TestDSIICalculatorsJSON: each calculator's JSON, with the field names of
// issue 22, on the worked examples and figures of 002 OGRE for DSII.
func TestDSIICalculatorsJSON(t *testing.T) {
	for _, c := range []struct {
		name string
		args string
		want map[string]any
	}{
		// 002 OGRE for DSII, OGRE Modules: Superior D10; Electronics Module: 6+ and 4+ repairs;
		// OGRE Missiles: TAS and abort 4+; The Final Option: 4+.
		{"em superior", "em --quality superior", map[string]any{"die": "d10", "repair_dmg": 5.0 / 10,
			"repair_ko": 5.0 / 10, "repair_sd": 7.0 / 10, "tas": 7.0 / 10, "abort": 7.0 / 10, "self_destruct": 7.0 / 10}},
		// 002 OGRE for DSII, Knocked Out: "from Superior to Enhanced"; Damaged: "minimum ... D6".
		{"em KO and DMG", "em --quality superior --ko 1 --dmg", map[string]any{"die": "d6", "repair_dmg": 1.0 / 6,
			"repair_ko": 1.0 / 6, "repair_sd": 3.0 / 6, "tas": 3.0 / 6, "abort": 3.0 / 6, "self_destruct": 3.0 / 6}},
		// 002 OGRE for DSII, BOOM: "For the duration of the turn, the effective die type is treated as a D4".
		{"em BOOM this turn", "em --quality superior --boom 1 --boom-now", map[string]any{"die": "d4", "repair_dmg": 0.0,
			"repair_ko": 0.0, "repair_sd": 1.0 / 4, "tas": 1.0 / 4, "abort": 1.0 / 4, "self_destruct": 1.0 / 4}},
		// 002 OGRE for DSII, Electronics Module: "any DMG marker on any Module type" 6+.
		{"repair a tread's DMG", "repair --module tread --marker dmg --die d8", map[string]any{"repairable": true, "needed": 6.0, "chance": 3.0 / 8}},
		{"repair a weapon's SD", "repair --module weapon --marker sd --die d6", map[string]any{"repairable": true, "needed": 4.0, "chance": 3.0 / 6}},
		// 002 OGRE for DSII, Knocked Out, Weapons Module: "(not repairable by the Electronics Module)".
		{"repair a weapon's KO", "repair --module weapon --marker ko --die d10", map[string]any{"repairable": false, "needed": nil, "chance": 0.0}},
		// 002 OGRE for DSII, BOOM, Electronics Module: "(repairable by the Electronics Module)", no roll given.
		{"repair the EM's BOOM, no roll", "repair --module em --marker boom --die d10", map[string]any{"repairable": true, "needed": nil, "chance": 0.0, "referees_roll": true}},
		{"repair the EM's BOOM, the referee's roll", "repair --module em --marker boom --die d8 --roll 5", map[string]any{"repairable": true, "needed": 5.0, "chance": 4.0 / 8, "referees_roll": true}},
		// 002 OGRE for DSII, Air defence: "(D10) would fire at each target with a D8"; a blue
		// pilot's D8: of 64 pairs 28 higher, 8 equal, 28 lower.
		{"ads example", "ads --em-die d10 --targets 2 --pilot blue", map[string]any{"attack_die": "d8", "defence_die": "d8",
			"chance_hit": 28.0 / 64, "chance_abort": 8.0 / 64, "chance_miss": 28.0 / 64}},
		// 002 OGRE for DSII, Air defence: "A command value of 1 reduces the die type by 1": Green D6 to D4.
		{"ads green, command 1", "ads --em-die d6 --pilot green --command 1", map[string]any{"attack_die": "d6", "defence_die": "d4",
			"chance_hit": 14.0 / 24, "chance_abort": 4.0 / 24, "chance_miss": 6.0 / 24}},
		// 002 OGRE for DSII, SMAK example: Enhanced d8 against the undamaged EM's d10, 3 Heavy
		// elements "will pull 4 chits"; of 80 pairs the d8 is higher in 28.
		// ... "Enhanced: additional 10 points x the class of artillery per load": 10 × 3.
		{"smak example", "smak --quality enhanced --class heavy --ecm-die d10", map[string]any{"attack_die": "d8", "chance_hit": 28.0 / 80, "chits": 4.0, "load_cost": 30.0}},
		// 002 OGRE for DSII, OGRE Missiles: "using the current effectiveness die", "pull 6 chits".
		{"smak missile", "smak --missile --firer-die d10 --ecm-die d10", map[string]any{"attack_die": "d10", "chance_hit": 45.0 / 100, "chits": 6.0}},
		// 002 OGRE for DSII, OGREs ramming OGREs: "giving it a total of 8 chits"; "the rammed OGRE Mk I
		// would pull 3 chits".
		{"ram Mark V into Mark I", "ram --rammer ogre --mark mark-v --size 5 --target ogre --target-mark mark-i --target-size 3",
			map[string]any{"chits": 8.0, "valid": []any{"red", "yellow", "green"}, "specials": true, "back_chits": 3.0,
				"back_valid": []any{"red", "yellow"}, "back_specials": true, "confidence_test": false, "threat": 3.0, "kill_points": nil}},
		// 002 OGRE for DSII, Non-OGRE vehicles ramming OGREs: a softskin, "only Yellow chits are valid";
		// back "ALL valid against softskin vehicles".
		{"ram softskin into Mark V", "ram --rammer softskin --size 1 --target ogre --target-mark mark-v --target-size 5",
			map[string]any{"chits": 1.0, "valid": []any{"yellow"}, "specials": false, "back_chits": 5.0,
				"back_valid": []any{"red", "yellow", "green"}, "back_specials": true, "confidence_test": true, "threat": 3.0, "kill_points": nil}},
		// 002 OGRE for DSII, Ramming resolution: "3 for militia"; "Infantry cannot damage an OGREs treads".
		{"ram militia", "ram --rammer ogre --size 4 --target infantry --infantry militia",
			map[string]any{"chits": 4.0, "valid": []any{"red", "yellow", "green"}, "specials": false, "back_chits": 0.0,
				"back_valid": []any{}, "back_specials": false, "confidence_test": false, "threat": nil, "kill_points": 3.0}},
		// 002 OGRE for DSII, Reaction for those facing OGREs: "Mark V: +3".
		{"reaction", "reaction --mark mark-v", map[string]any{"threat": 3.0}},
		// 002 OGRE for DSII, OGRE Main Batteries: "DFFG/9 20" 40" 60"".
		{"range medium", "range --weapon DFFG/9 --distance 40", map[string]any{"band": "medium"}},
		// 002 OGRE for DSII, Damaged: "the next longest range band".
		{"range damaged", "range --weapon DFFG/6 --distance 14 --damaged", map[string]any{"band": "medium"}},
		// 002 OGRE for DSII, Air defence: "maximum range ... equal to the weapons Medium range".
		{"range air", "range --weapon DFFG/7 --distance 33 --air", map[string]any{"band": "out"}},
		// 002 OGRE for DSII, Terrain Effects on Mobility for OGREs.
		{"terrain dense woods", "terrain dense-woods", map[string]any{"mobility": "poor", "leaves_rough": true}},
		{"terrain road", "terrain road", map[string]any{"mobility": "easy", "leaves_rough": false}},
		// 002 OGRE for DSII, Ramming resolution: "4 armor must suffer 4 points to be Damaged, 5 to be killed".
		{"damage 4 of 4", "damage --module weapon --armor 4 --chits red3,yellow1", map[string]any{"points": 4.0, "result": "dmg",
			"bmf_lost": 0.0, "destroyed": false, "systems_down": false}},
		{"damage 5 of 4", "damage --module weapon --armor 4 --chits red3,yellow2", map[string]any{"points": 5.0, "result": "ko",
			"bmf_lost": 0.0, "destroyed": true, "systems_down": false}},
		// 002 OGRE for DSII, OGREs ramming OGREs: the Mark I "has lost 4 of its 5 BMFs".
		{"damage ram example", "damage --module tread --armor 5 --chits red3,yellow1,yellow2,green0,m,boom,m,red1 --ogre-ram",
			map[string]any{"points": 7.0, "result": "ko", "bmf_lost": 4.0, "destroyed": false, "systems_down": false}},
		// 002 OGRE for DSII, SMAK example: "Red and Yellow valid"; Systems Down on a weapon.
		{"damage valid, SD", "damage --module weapon --armor 4 --chits green3,red1,tsd --valid red,yellow",
			map[string]any{"points": 1.0, "result": "none", "bmf_lost": 0.0, "destroyed": false, "systems_down": true}},
	} {
		t.Run(c.name, func(t *testing.T) {
			args := append([]string{"dsii"}, strings.Fields(c.args)...)
			code, out, errs := runCmd(t, append(args, "--json")...)
			if code != 0 {
				t.Fatalf("exit %d: %s%s", code, out, errs)
			}
			var got map[string]any
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatalf("%v: %s", err, out)
			}
			if len(got) != len(c.want) {
				t.Errorf("fields %v, want %v", got, c.want)
			}
			for k, w := range c.want {
				g, ok := got[k]
				if !ok {
					t.Errorf("no field %q in %s", k, out)
					continue
				}
				if wf, isF := w.(float64); isF {
					if gf, _ := g.(float64); math.Abs(gf-wf) > 1e-12 {
						t.Errorf("%s = %v, want %v", k, g, w)
					}
				} else if !reflect.DeepEqual(g, w) {
					t.Errorf("%s = %#v, want %#v", k, g, w)
				}
			}
		})
	}
}

// TestDSIICalculatorsText: the text output says the result and the
// readings taken (issue 22, Ambiguities: shown as notes).
func TestDSIICalculatorsText(t *testing.T) {
	for _, c := range []struct {
		args string
		want []string
	}{
		{"em --quality enhanced --ko 1", []string{"EM die now: d6 (basic now, bought enhanced; 1 level down)", "Repair a DMG (6+): 1/6", "Reading, EM: the D6 floor"}},
		// 002 OGRE for DSII, BOOM, Electronics Module: "(repairable by the Electronics Module)", no roll given: the referee's.
		{"repair --module em --marker boom --die d10", []string{"002 gives no roll for the EM's repair of its own BOOM", "(here: --roll N)", "Reading, EM BOOM repair"}},
		{"repair --module em --marker boom --die d10 --roll 6", []string{"6+ on d10, 1/2 (50%) (the referee's roll: 002 gives none)", "Reading, EM BOOM repair"}},
		{"repair --module tread --marker sd --die d10", []string{"cannot repair", "Reading, Systems Down on treads"}},
		{"ads --em-die d10 --targets 2 --pilot blue", []string{"d8 against the blue pilot's d8", "Abort (equal): 1/8", "Reading, ADS dice below D4"}},
		{"smak --quality enhanced --class heavy --ecm-die d10", []string{"7/20 (35%)", "Chits on a hit: 4"}},
		{"ram --rammer ogre --size 4 --target vehicle --target-size 3", []string{"pulls 4 chits", "Back, the vehicle pulls 3 chits, valid: green, no specials", "only if the vehicle is destroyed"}},
		{"range --weapon DFFG/6 --distance 42 --damaged", []string{"out", "Reading, A DMG'ed weapon at long range"}},
		{"terrain Light Woods", []string{"light-woods: normal", "path of Rough"}},
		{"damage --module tread --armor 5 --chits red3,yellow2,m", []string{"armour 5: dmg", "BMF lost: 1 (1 for good)", "Reading, Tread: one attack"}},
		{"damage --module em --armor 7 --chits red3,red3,red1", []string{"7 valid points against armour 7: dmg"}},
	} {
		code, out, errs := runCmd(t, append([]string{"dsii"}, strings.Fields(c.args)...)...)
		if code != 0 {
			t.Errorf("%s: exit %d %s", c.args, code, errs)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("%s: no %q in\n%s", c.args, w, out)
			}
		}
	}
}

// TestDSIICalculatorMistakes: a mistake exits 2 with a sentence that says
// what to give, and writes nothing to standard output.
func TestDSIICalculatorMistakes(t *testing.T) {
	for _, c := range []struct {
		args string
		want string
	}{
		{"nuke", "choose em, repair"},
		{"em", "needs --quality"},
		{"em --quality elite", "superior, enhanced or basic"},
		{"em --quality basic --ko -1", "0 or more"},
		{"em --quality basic --boom-now", "--boom 1 or more"},
		{"em --quality basic stray", "takes flags"},
		{"repair --module em --marker ko --die 8", "say d4, d6, d8, d10 or d12"},
		{"repair --module em --marker dmg --die d8 --roll 5", "--roll is the referee's roll where 002 gives none"},
		{"repair --module em --marker boom --die d8 --roll 13", "--roll 13 is no roll on the EM's die"},
		{"repair --module hull --marker ko --die d8", "em, tread or weapon"},
		{"repair --module em --marker kill --die d8", "ko, dmg, sd, m or boom"},
		{"ads --em-die d10 --targets 5 --pilot blue", "at most 4"},
		{"ads --em-die d10 --pilot purple", "green, blue or orange"},
		{"ads --em-die d10 --pilot blue --command 0", "1, 2 or 3"},
		{"smak --missile --class heavy --ecm-die d10", "not both"},
		{"smak --missile --ecm-die d10", "needs --firer-die"},
		{"smak --quality basic --class light --firer-die d8 --ecm-die d10", "give --missile"},
		{"smak --quality basic --class huge --ecm-die d10", "light, medium or heavy"},
		{"ram --rammer vehicle --size 2 --target softskin --target-size 1", "no Ogre in it"},
		{"ram --rammer ogre --mark mark-v --size 5 --target ogre --target-size 3", "--target-mark"},
		{"ram --rammer ogre --size 5 --target infantry", "militia, line or powered"},
		{"reaction --mark ninja", "no Threat Level"},
		{"range --weapon DFFG/10 --distance 3", "DFFG/6 to DFFG/9"},
		{"range --weapon DFFG/6", "needs --distance"},
		{"terrain cliff", "does not name"},
		{"damage --module em --armor 3 --chits red3,blue2", "not a chit"},
		{"damage --module em --armor 3 --chits red3 --valid blue", "not a validity"},
		{"damage --module em --armor -1 --chits red3", "0 or more"},
		// 002 OGRE for DSII, OGRE Modules: the EM "May have up to 6 armor levels greater than its
		// size (e.g., 7 Armor)"; tread modules "with a maxium of 7"; weapons modules likewise.
		{"damage --module em --armor 8 --chits red3", "armor 8 is more than 7 (002 OGRE for DSII, OGRE Modules: the electronics module's size is always 1"},
		{"damage --module tread --armor 9 --chits red3", `"with a maxium of 7"`},
		{"damage --module weapon --armor 8 --chits red3", "a weapons module's armour is at most its size + 3"},
	} {
		code, out, errs := runCmd(t, append([]string{"dsii"}, strings.Fields(c.args)...)...)
		if code != 2 || out != "" || !strings.Contains(errs, c.want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q (want %q)", c.args, code, out, errs, c.want)
		}
	}
}

// TestDSIIHelp: "ogretable help" and "ogretable dsii --help" list every
// calculator (issue 22, Calculators).
func TestDSIIHelp(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"dsii", "--help"}, {"dsii"}, {"help", "dsii"}} {
		code, out, _ := runCmd(t, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d", args, code)
		}
		for name := range dsiiCalculators {
			if !strings.Contains(out, name) {
				t.Errorf("%v: the help lacks %s", args, name)
			}
		}
	}
}
