package ffotcmd

import (
	"encoding/json"
	"math"
	"reflect"
	"strings"
	"testing"
)

// TestFFOTCalculators: each calculator's JSON, with the field names of
// issue 23, on cases of 004 FFOTigers.
func TestFFOTCalculators(t *testing.T) {
	cases := []struct {
		args []string
		want map[string]any
		src  string
	}{
		// 004 FFOTigers: "MEDIUM RANGE HITS ON A MODIFIED 4+"; VETERAN +1 to hit, +1 ROF.
		{[]string{"hit", "--range", "10", "--ranges", "6-12-18", "--quality", "veteran", "--rof", "2"},
			map[string]any{"band": "medium", "needed": 3.0, "dice": 3.0, "chance": 4.0 / 6, "chance_any": 26.0 / 27}, "004 FFOTigers, MEDIUM RANGE"},
		// "Stands that are pinned or suppressed are -2 and -1 to hit"; +1 at a routed unit.
		{[]string{"hit", "--range", "3", "--ranges", "3-6-9", "--pinned", "--routed-target"},
			map[string]any{"band": "short", "needed": 4.0, "dice": 1.0, "chance": 0.5, "chance_any": 0.5}, "004 FFOTigers, SHORT RANGE; pinned -2; routed +1"},
		// "All weapons have a ROF of one during over-run combat".
		{[]string{"hit", "--range", "0", "--ranges", "3-6-9", "--quality", "elite", "--rof", "3", "--overrun"},
			map[string]any{"band": "short", "needed": 1.0, "dice": 1.0, "chance": 1.0, "chance_any": 1.0}, "004 FFOTigers, OVER-RUN COMBAT"},
		{[]string{"hit", "--range", "10", "--ranges", "3-6-9"},
			map[string]any{"band": "out", "needed": 7.0, "dice": 1.0, "chance": 0.0, "chance_any": 0.0}, "004 FFOTigers, LONG RANGE: the third number"},
		// Infantry fire: "-2 if the target is in hard cover", "+1 in cover" when moving.
		{[]string{"inf", "--inf", "4", "--cover", "hard", "--moving"},
			map[string]any{"needed": 5.0, "dice": 1.0, "chance": 1.0 / 3, "chance_any": 1.0 / 3}, "004 FFOTigers, infantry fire step 1"},
		// "Crews firing their personal weapons are -1 to hit"; ROF 2 green.
		{[]string{"inf", "--inf", "4", "--rof", "2", "--quality", "green", "--crew"},
			map[string]any{"needed": 6.0, "dice": 2.0, "chance": 1.0 / 6, "chance_any": 11.0 / 36}, "004 FFOTigers, crews -1; GREEN -1"},
		// "Long range fire is -1 to penetration"; "roll an effects die for every point of difference above 1".
		{[]string{"effect", "--pen", "7", "--armor", "3", "--band", "long"},
			map[string]any{"difference": 3.0, "dice": 2.0, "can_kill": true, "chance_destroyed": 11.0 / 36, "chance_check": 4.0 / 9, "chance_suppressed": 0.0}, "004 FFOTigers, effects"},
		// "3 or more less than the defender's armor ... if the die roll for effects is a six, the defender is suppressed".
		{[]string{"effect", "--pen", "2", "--armor", "5"},
			map[string]any{"difference": -3.0, "dice": 1.0, "can_kill": false, "chance_destroyed": 0.0, "chance_check": 0.0, "chance_suppressed": 1.0 / 6}, "004 FFOTigers, effects"},
		// "Stands in Lt woods and Swamps save on a roll of 5+"; "hull down ... 4+".
		{[]string{"save", "--terrain", "light-woods"}, map[string]any{"needed": 5.0, "chance": 1.0 / 3}, "004 FFOTigers, saves"},
		{[]string{"save", "--terrain", "open", "--hull-down"}, map[string]any{"needed": 4.0, "chance": 0.5}, "004 FFOTigers, hull down"},
		{[]string{"save", "--terrain", "road"}, map[string]any{"needed": 0.0, "chance": 0.0}, "004 FFOTigers: no save on a road"},
		// The quality table's "Saving Throw"; rout: "-1 ... suppressed", "modify it -1".
		{[]string{"check", "--quality", "veteran"}, map[string]any{"needed": 4.0, "chance": 0.5}, "004 FFOTigers, VETERAN 4+"},
		{[]string{"check", "--quality", "elite", "--suppressed", "--with-fire"}, map[string]any{"needed": 5.0, "chance": 1.0 / 3}, "004 FFOTigers, rout"},
		// "The average quality round up"; "adds one ... per HQ unit in play".
		{[]string{"command", "--qualities", "green,elite,veteran", "--hq", "1", "--die", "2"},
			map[string]any{"rating": "veteran", "needed": 2.0, "chance": 5.0 / 6, "in_command": true}, "004 FFOTigers, ARMY COMMAND"},
		{[]string{"command", "--qualities", "green"}, map[string]any{"rating": "green", "needed": 5.0, "chance": 1.0 / 3, "in_command": nil}, "004 FFOTigers, GREEN 5+"},
		// "The bog roll for a vehicle is "1" for tracked and "2" for wheeled"; "-1 to the roll".
		{[]string{"bog", "--mode", "wheeled", "--bogged", "1", "--die", "4"}, map[string]any{"bogs_on": 3.0, "chance": 0.5, "bogged": false}, "004 FFOTigers, bog"},
		{[]string{"bog", "--mode", "tracked"}, map[string]any{"bogs_on": 1.0, "chance": 1.0 / 6, "bogged": nil}, "004 FFOTigers, bog"},
		// "Woods and swamps cost double for tracked vehicles"; "Suppressed ... 1/4 speed" toward.
		{[]string{"move", "--move", "6/4", "--mode", "tracked", "--terrain", "forest", "--marker", "suppressed"},
			map[string]any{"rate": 4.0, "cost": 2.0, "inches": 0.5}, "004 FFOTigers, movement"},
		{[]string{"move", "--move", "6/4", "--mode", "wheeled", "--terrain", "double-slope"},
			map[string]any{"rate": 4.0, "cost": 0.0, "inches": 0.0}, "004 FFOTigers: Double slopes cannot be driven up or down by vehicles"},
		// Issue 29: "Infantry can move 2 down slopes, just like on roads" (the road rate, NoteSlopeDown).
		{[]string{"move", "--move", "6/4", "--mode", "foot", "--terrain", "slope-down"},
			map[string]any{"rate": 6.0, "cost": 1.0, "inches": 6.0}, "004 FFOTigers, slopes"},
		// "Roads up slopes negate the slope penalty"; "Stands that start on the slope must pay the penalty if they move, even if on a road".
		{[]string{"move", "--move", "6/4", "--mode", "tracked", "--terrain", "road-up-slope"},
			map[string]any{"rate": 6.0, "cost": 1.0, "inches": 6.0}, "004 FFOTigers, slopes"},
		{[]string{"move", "--move", "6/4", "--mode", "tracked", "--terrain", "road-up-slope", "--from", "road-up-slope"},
			map[string]any{"rate": 6.0, "cost": 2.0, "inches": 3.0}, "004 FFOTigers, slopes"},
		// A double slope costs infantry at least what a slope costs (NoteDoubleSlope).
		{[]string{"move", "--move", "6/4", "--mode", "foot", "--terrain", "double-slope"},
			map[string]any{"rate": 4.0, "cost": 2.0, "inches": 2.0}, "004 FFOTigers, slopes"},
		// "Rivers can be crossed only at bridges or fords".
		{[]string{"move", "--move", "6/4", "--mode", "foot", "--terrain", "river"},
			map[string]any{"rate": 4.0, "cost": 0.0, "inches": 0.0}, "004 FFOTigers, rivers"},
		// SPOTTING: | AVERAGE Vehicle | AUTO | 20" | 10" | 45" |.
		{[]string{"spot", "--spotter", "vehicle", "--target", "vehicle", "--target-is", "stationary-open"}, map[string]any{"auto": false, "range": 45.0}, "004 FFOTigers, SPOTTING"},
		{[]string{"spot", "--spotter", "personnel", "--quality", "green", "--target", "personnel", "--target-is", "firing"}, map[string]any{"auto": true, "range": 0.0}, "004 FFOTigers, SPOTTING"},
		// "An elite spotter adds 4 to the roll and a green artillery stand subtracts one. Any modified result of 10+ hits."
		{[]string{"accuracy", "--spotter-quality", "elite", "--artillery-quality", "green", "--dice", "2d6"},
			map[string]any{"modifier": 3.0, "needed": 7.0, "dice": "2d6", "chance": 7.0 / 12}, "004 FFOTigers, ARTILLERY ACCURACY"},
		{[]string{"accuracy", "--spotter-quality", "elite", "--artillery-quality", "elite", "--adjustments", "1", "--spotter-attacked"},
			map[string]any{"modifier": 5.0, "needed": 5.0, "dice": "1d6", "chance": 1.0 / 3}, "004 FFOTigers: Each adjustment ... adds one; attacked -2"},
		// "a German 82mm and 120mm mortor ... 1.74 inches burst radious, effectively 1 and 3/4 inches".
		{[]string{"burst", "--calibres", "82,120"}, map[string]any{"radius": 1.75, "per_stand": 0.875}, "004 FFOTigers, burst"},
		// Artillery Hit Chart | 5-6 | 6+ | 5+ | 4+ | 4+ | 3+ |, the factor halved.
		{[]string{"artillery", "--factor", "11", "--target", "personnel-open"}, map[string]any{"round": "HE", "factor": 11.0, "row": "5-6", "needed": 3.0, "chance": 2.0 / 3}, "004 FFOTigers, Artillery Hit Chart"},
		// "AP rounds have 1/2 the burst value listed": 11 is 5.5, halved again
		// and rounded up, 3: row | 3-4 | ... | 4+ | personnel in the open (issue 29).
		{[]string{"artillery", "--factor", "11", "--target", "personnel-open", "--ap"}, map[string]any{"round": "AP", "factor": 5.5, "row": "3-4", "needed": 4.0, "chance": 0.5}, "004 FFOTigers, HE and AP rounds"},
		{[]string{"artillery", "--factor", "4", "--target", "afv", "--ap"}, map[string]any{"round": "AP", "factor": 2.0, "row": "1-2", "needed": 6.0, "chance": 1.0 / 6}, "004 FFOTigers, HE and AP rounds"},
		// "Stone buildings and Trenches have 15 hit points"; "If it saves, then it takes 1/2".
		{[]string{"terrain", "--feature", "stone-building", "--burst", "9", "--saved", "--damage", "4"},
			map[string]any{"hit_points": 15.0, "damage": 4.5, "total": 8.5, "fire": false}, "004 FFOTigers, hit points"},
		// "A terraign stand that fails its saving throw and goes over 50 percent damage at the same time will catch fire."
		{[]string{"terrain", "--feature", "stone-building", "--burst", "9", "--damage", "4"},
			map[string]any{"hit_points": 15.0, "damage": 9.0, "total": 13.0, "fire": true}, "004 FFOTigers, hit points"},
	}
	for _, c := range cases {
		args := append([]string{"ffot"}, append(c.args, "--json")...)
		code, out, errs := runCmd(t, args...)
		if code != 0 {
			t.Errorf("%v: exit %d: %s%s", c.args, code, out, errs)
			continue
		}
		var got map[string]any
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("%v: %v\n%s", c.args, err, out)
		}
		if !sameJSON(got, c.want) {
			t.Errorf("%v = %v, want %v (%s)", c.args, got, c.want, c.src)
		}
	}
}

// sameJSON reports whether got has exactly the fields of want, with the
// same values, numbers to within a rounding.
func sameJSON(got, want map[string]any) bool {
	if len(got) != len(want) {
		return false
	}
	for k, w := range want {
		g, ok := got[k]
		if !ok {
			return false
		}
		if wf, isNum := w.(float64); isNum {
			gf, ok := g.(float64)
			if !ok || math.Abs(gf-wf) > 1e-12 {
				return false
			}
			continue
		}
		if !reflect.DeepEqual(g, w) {
			return false
		}
	}
	return true
}

func TestFFOTScatter(t *testing.T) {
	// 004 FFOTigers: "1 is long, 2 is right long, 3 is right short, 4 is
	// short, 5 is left short and 6 is left long"; "up to 1 die in inches or
	// 2 dice in inches if the observer was attacked or eliminated".
	var got struct {
		Directions   []string `json:"directions"`
		DistanceDice string   `json:"distance_dice"`
		Distances    []struct {
			Inches int     `json:"inches"`
			Chance float64 `json:"chance"`
		} `json:"distances"`
		Direction string `json:"direction"`
		Distance  int    `json:"distance"`
	}
	code, out, errs := runCmd(t, "ffot", "scatter", "--observer", "destroyed", "--dice", "3,4,5", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	want := []string{"long", "right long", "right short", "short", "left short", "left long"}
	sum := 0.0
	for _, d := range got.Distances {
		sum += d.Chance
	}
	if !reflect.DeepEqual(got.Directions, want) || got.DistanceDice != "2d6" || len(got.Distances) != 11 ||
		got.Distances[5].Inches != 7 || math.Abs(got.Distances[5].Chance-1.0/6) > 1e-12 || math.Abs(sum-1) > 1e-12 ||
		got.Direction != "right short" || got.Distance != 9 {
		t.Errorf("scatter, observer destroyed: %+v", got)
	}
	code, out, _ = runCmd(t, "ffot", "scatter", "--json")
	if code != 0 || !strings.Contains(out, `"distance_dice": "1d6"`) || strings.Contains(out, `"direction"`) {
		t.Errorf("scatter with no dice:\n%s", out)
	}
}

func TestFFOTText(t *testing.T) {
	for _, c := range []struct {
		args []string
		says []string
	}{
		{[]string{"hit", "--range", "10", "--ranges", "6-12-18", "--quality", "veteran", "--rof", "2"}, []string{"medium", "3+", "3 dice", "26/27 (96.3%)", "Reading: No automatic results"}},
		{[]string{"effect", "--pen", "2", "--armor", "5"}, []string{"cannot destroy", "1/6 (16.7%)", "Reading: Effect dice"}},
		{[]string{"command", "--qualities", "green", "--die", "4"}, []string{"rating green", "out of command", "only on 4+"}},
		{[]string{"accuracy"}, []string{"+2", "total of 8", "On 2d6 it would be 5/12"}},
		{[]string{"move", "--move", "6/4", "--mode", "wheeled", "--terrain", "swamp", "--marker", "suppressed", "--direction", "away"}, []string{"0.667\" away from the enemy"}},
		{[]string{"terrain", "--feature", "wood-building", "--burst", "5"}, []string{"8 hit points", "catches fire"}},
	} {
		code, out, errs := runCmd(t, append([]string{"ffot"}, c.args...)...)
		if code != 0 {
			t.Errorf("%v: exit %d: %s", c.args, code, errs)
			continue
		}
		for _, s := range c.says {
			if !strings.Contains(out, s) {
				t.Errorf("%v does not say %q:\n%s", c.args, s, out)
			}
		}
	}
	code, out, _ := runCmd(t, "help", "ffot")
	if code != 0 || !strings.Contains(out, "ffot terrain --feature") || !strings.Contains(out, "Readings of 004") {
		t.Errorf("help ffot:\n%s", out)
	}
}

func TestFFOTMistakes(t *testing.T) {
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"ffot"}, ""}, // the help, exit 0: below
		{[]string{"ffot", "fire"}, `choose hit, inf`},
		{[]string{"ffot", "hit", "--range", "3"}, "give --ranges"},
		{[]string{"ffot", "hit", "--range", "3", "--ranges", "9-6-3"}, "must be above 0 and increase"},
		{[]string{"ffot", "hit", "--range", "-1", "--ranges", "3-6-9"}, "0 inches or more"},
		{[]string{"ffot", "hit", "--range", "3", "--ranges", "3-6-9", "--rof", "0"}, "rate of fire is 1 or more"},
		{[]string{"ffot", "hit", "--range", "3", "--ranges", "3-6-9", "--pinned", "--suppressed"}, "not both"},
		{[]string{"ffot", "hit", "--range", "3", "--ranges", "3-6-9", "--quality", "superb"}, `"superb" is not a quality`},
		{[]string{"ffot", "inf", "--inf", "0"}, "INF number is 1 or more"},
		{[]string{"ffot", "inf", "--inf", "4", "--cover", "bushes"}, "say none, soft or hard"},
		{[]string{"ffot", "effect", "--pen", "4"}, "give --armor"},
		{[]string{"ffot", "effect", "--pen", "4", "--armor", "4", "--band", "out"}, "say short, medium or long"},
		{[]string{"ffot", "save", "--terrain", "jungle"}, `"jungle" is not a terrain`},
		{[]string{"ffot", "command", "--qualities", "green,superb"}, `--qualities: "superb" is not a quality`},
		{[]string{"ffot", "command", "--qualities", "green", "--hq", "-1"}, "0 or more"},
		{[]string{"ffot", "command", "--qualities", "green", "--die", "7"}, "1 to 6"},
		{[]string{"ffot", "bog", "--mode", "foot"}, "only vehicles bog down"},
		{[]string{"ffot", "move", "--move", "6", "--mode", "foot", "--terrain", "open"}, "road/cross-country"},
		{[]string{"ffot", "spot", "--spotter", "vehicle", "--target", "tank", "--target-is", "firing"}, "say vehicle or personnel"},
		{[]string{"ffot", "accuracy", "--spotter-attacked", "--spotter-destroyed"}, "not both"},
		{[]string{"ffot", "accuracy", "--dice", "3d6"}, "say 1d6 or 2d6"},
		{[]string{"ffot", "accuracy", "--adjustments", "-1"}, "adjustments are 0 or more"},
		{[]string{"ffot", "scatter", "--dice", "3,4,5"}, "rolls 2 dice (the direction, then 1d6 of distance), not 3"},
		{[]string{"ffot", "scatter", "--dice", "3,9"}, "not a die of 1 to 6"},
		{[]string{"ffot", "burst", "--calibres", "82,big"}, "not a calibre"},
		{[]string{"ffot", "burst", "--calibres", "0"}, "1 mm or more"},
		{[]string{"ffot", "artillery", "--factor", "0", "--target", "afv"}, "above 0"},
		{[]string{"ffot", "artillery", "--factor", "3", "--target", "tank"}, "not a target of the Artillery Hit Chart"},
		{[]string{"ffot", "terrain", "--feature", "hedge", "--burst", "3"}, "not a terrain feature"},
		{[]string{"ffot", "terrain", "--feature", "trees", "--burst", "-3"}, "0 or more"},
		{[]string{"ffot", "save", "forest"}, `"forest" is not a flag`},
	} {
		code, out, errs := runCmd(t, c.args...)
		if c.says == "" {
			if code != 0 || !strings.Contains(out, "ogretable ffot") {
				t.Errorf("%v: exit %d\n%s", c.args, code, out)
			}
			continue
		}
		if code != exitUsage || !strings.Contains(errs, c.says) || out != "" {
			t.Errorf("%v: exit %d, %q; want exit 2 saying %q", c.args, code, errs, c.says)
		}
	}
}
