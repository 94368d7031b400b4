package crt

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"ogretable/engine"
	"reflect"
	"testing"
)

func TestOddsWorkedExamples(t *testing.T) {
	cases := []struct {
		attack, defense float64
		want            Column
		source          string
	}{
		{4, 2, Column2to1, "000 FAQ, COMBAT RESULTS TABLE: attack 4 on defence 2"},
		{2, 3, Column1to2, "000 FAQ, COMBAT RESULTS TABLE: attack 2 on defence 3"},
		{2, 1, Column2to1, "OFFICIAL-NOTES, Odds"},
		{6, 3, Column2to1, "OFFICIAL-NOTES, Odds"},
		{2, 2, Column1to1, "OFFICIAL-NOTES, Odds"},
		{3, 2, Column1to1, "OFFICIAL-NOTES, Odds"},
		{3, 3, Column1to1, "OFFICIAL-NOTES, Odds"},
		{1.5, 3, Column1to2, "OFFICIAL-NOTES, Odds"},
		{1.5, 2, Column1to2, "OFFICIAL-NOTES, Odds"},
		{1, 3, ColumnNone, "OFFICIAL-NOTES, Odds"},
		{2, 5, ColumnNone, "OFFICIAL-NOTES, Odds"},
		{1.5, 4, ColumnNone, "OFFICIAL-NOTES, Odds"},
		{5, 1, ColumnAuto, "OFFICIAL-NOTES, Odds"},
		{6, 1, ColumnAuto, "OFFICIAL-NOTES, Odds"},
		{10, 2, ColumnAuto, "OFFICIAL-NOTES, Odds"},
		{1, 0, ColumnAuto, "OFFICIAL-NOTES, Odds: any attack on defence 0"},
		{3, 3, Column1to1, "OFFICIAL-NOTES, Odds: missile tank on a secondary"},
		{3, 4, Column1to2, "OFFICIAL-NOTES, Odds: missile tank on the main battery"},
		{3, 1, Column3to1, "OFFICIAL-NOTES, Odds: missile tank on an AP gun"},
		{6, 3, Column2to1, "OFFICIAL-NOTES, Odds: howitzer on a secondary"},
		{4, 1, Column4to1, "OFFICIAL-NOTES, Odds: main battery on a light GEV"},
		{10, 2, ColumnAuto, "OFFICIAL-NOTES, Odds: two secondaries and a main on a GEV"},
		{0, 3, ColumnNone, "an attack of 0 has no effect"},
		{7, 2, Column3to1, "003 Ogre Lite, COMBAT RESULTS TABLE: rounded in the target's favour"},
		{9.9, 2, Column4to1, "003 Ogre Lite: 4.95 to 1 rounds down to 4-1"},
	}
	for _, c := range cases {
		if got := Odds(c.attack, c.defense); got != c.want {
			t.Errorf("Odds(%v, %v) = %v, want %v (%s)", c.attack, c.defense, got, c.want, c.source)
		}
	}
}

// TestCRTCells checks every cell of the table in every reading.
// 000 FAQ, COMBAT RESULTS TABLE; 003 Ogre Lite, COMBAT RESULTS TABLE (the
// same table, with its regular, overrun and spillover readings).
func TestCRTCells(t *testing.T) {
	table := map[Column][6]string{
		Column1to2: {"NE", "NE", "NE", "NE", "D", "X"},
		Column1to1: {"NE", "NE", "D", "D", "X", "XX"},
		Column2to1: {"NE", "D", "D", "X", "XX", "XX"},
		Column3to1: {"D", "D", "X", "XX", "XX", "XX"},
		Column4to1: {"D", "X", "XX", "XX", "XX", "XX"},
	}
	overrun := map[string]string{"NE": "NE", "D": "X", "X": "X", "XX": "XX"}
	spill := map[string]string{"NE": "NE", "D": "NE", "X": "D", "XX": "D"}
	for col, row := range table {
		c := col
		for die := 1; die <= 6; die++ {
			raw := row[die-1]
			cases := []struct {
				reading    Reading
				ogreWeapon bool
				want       string
			}{
				{Regular, false, raw},
				{Regular, true, raw},
				{Overrun, false, overrun[raw]},
				{Overrun, true, raw}, // D stays D against an Ogre weapon
				{Spillover, false, spill[raw]},
			}
			for _, k := range cases {
				a := Attack{Column: &c, Reading: k.reading, OgreWeapon: k.ogreWeapon}
				if got := a.Resolve(die).Result.String(); got != k.want {
					t.Errorf("%v die %d %v (ogre weapon %v) = %s, want %s", col, die, k.reading, k.ogreWeapon, got, k.want)
				}
			}
		}
	}
}

func TestAutomaticAndNoEffect(t *testing.T) {
	// 003 Ogre Lite, COMBAT RESULTS TABLE: 5-to-1 or greater automatically X;
	// less than 1-to-2 no effect.
	for die := 1; die <= 6; die++ {
		if r := (Attack{Strength: 5, Defense: 1}).Resolve(die); r.Result != X || r.Column != ColumnAuto {
			t.Errorf("5 v 1 die %d = %+v, want automatic X", die, r)
		}
		if r := (Attack{Strength: 5, Defense: 1, Reading: Spillover}).Resolve(die); r.Result != D {
			t.Errorf("spillover of an automatic X die %d = %v, want D", die, r.Result)
		}
		if r := (Attack{Strength: 1, Defense: 3}).Resolve(die); r.Result != NE {
			t.Errorf("1 v 3 die %d = %v, want NE", die, r.Result)
		}
	}
	if (Attack{Strength: 5, Defense: 1}).NeedsDie() || (Attack{Strength: 1, Defense: 3}).NeedsDie() {
		t.Error("automatic and no-effect attacks need no die")
	}
}

func TestNinjaModifier(t *testing.T) {
	// 000 FAQ, Ogre Ninja: subtract 1 from the die result.
	a := Attack{Strength: 3, Defense: 3, Modifier: -1}
	want := []Result{NE, NE, NE, D, D, X}
	for die := 1; die <= 6; die++ {
		if got := a.Resolve(die).Result; got != want[die-1] {
			t.Errorf("1-1 die %d-1 = %v, want %v", die, got, want[die-1])
		}
	}
}

func TestChances(t *testing.T) {
	cases := []struct {
		a    Attack
		want map[Result]float64
		src  string
	}{
		{Attack{Strength: 4, Defense: 2}, map[Result]float64{NE: 1. / 6, D: 2. / 6, X: 1. / 6, XX: 2. / 6}, "000 FAQ, COMBAT RESULTS TABLE: 2-1"},
		{Attack{Strength: 4, Defense: 2, Reading: Overrun}, map[Result]float64{NE: 1. / 6, X: 3. / 6, XX: 2. / 6}, "003 Ogre Lite: overrun reads D as X"},
		{Attack{Strength: 4, Defense: 2, Reading: Spillover}, map[Result]float64{NE: 3. / 6, D: 3. / 6}, "003 Ogre Lite: spillover"},
		{Attack{Strength: 1, Defense: 0}, map[Result]float64{X: 1}, "OFFICIAL-NOTES, Odds: defence 0"},
		{Attack{Strength: 1, Defense: 3}, map[Result]float64{NE: 1}, "OFFICIAL-NOTES, Odds: no effect"},
	}
	for _, c := range cases {
		got := c.a.Chances()
		for _, r := range Results {
			if math.Abs(got[r]-c.want[r]) > 1e-12 {
				t.Errorf("%+v: chance of %v = %v, want %v (%s)", c.a, r, got[r], c.want[r], c.src)
			}
		}
	}
}

// TestOddsProperties: the column never favours the attacker, and the chances
// always sum to 1 (ARCHITECTURE.md, Decisions, Tests: odds never favour the attacker).
func TestOddsProperties(t *testing.T) {
	ratio := map[Column]float64{Column1to2: 0.5, Column1to1: 1, Column2to1: 2, Column3to1: 3, Column4to1: 4, ColumnAuto: 5}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		a := float64(rng.IntN(40)) / 2
		d := float64(1+rng.IntN(20)) / 2
		col := Odds(a, d)
		if col != ColumnNone && a/d < ratio[col]-1e-9 {
			t.Fatalf("Odds(%v, %v) = %v favours the attacker", a, d, col)
		}
		if col != ColumnAuto && col+1 <= ColumnAuto && a/d >= ratio[col+1] {
			t.Fatalf("Odds(%v, %v) = %v is below the column the ratio reaches", a, d, col)
		}
		for _, rd := range []Reading{Regular, Overrun, Spillover} {
			sum := 0.0
			for _, p := range (Attack{Strength: a, Defense: d, Reading: rd}).Chances() {
				sum += p
			}
			if math.Abs(sum-1) > 1e-12 {
				t.Fatalf("chances of %v v %v %v sum to %v", a, d, rd, sum)
			}
		}
	}
}

func BenchmarkChances(b *testing.B) {
	a := Attack{Strength: 7, Defense: 3, Reading: Overrun, Modifier: -1}
	for b.Loop() {
		_ = a.Chances()
	}
}

func TestTreadMovementBands(t *testing.T) {
	// OFFICIAL-NOTES, Treads and movement: movement = ceil(treads / band).
	cases := []struct {
		name         string
		max, move    int
		treads, want int
	}{
		{"Mark V", 60, 3, 60, 3}, {"Mark V", 60, 3, 41, 3}, {"Mark V", 60, 3, 40, 2},
		{"Mark V", 60, 3, 21, 2}, {"Mark V", 60, 3, 20, 1}, {"Mark V", 60, 3, 1, 1}, {"Mark V", 60, 3, 0, 0},
		{"Mark III", 45, 3, 45, 3}, {"Mark III", 45, 3, 31, 3}, {"Mark III", 45, 3, 30, 2},
		{"Mark III", 45, 3, 16, 2}, {"Mark III", 45, 3, 15, 1}, {"Mark III", 45, 3, 1, 1},
		{"Mark IV", 56, 4, 56, 4}, {"Mark IV", 56, 4, 43, 4}, {"Mark IV", 56, 4, 42, 3},
		{"Mark IV", 56, 4, 29, 3}, {"Mark IV", 56, 4, 28, 2}, {"Mark IV", 56, 4, 15, 2},
		{"Mark IV", 56, 4, 14, 1}, {"Mark IV", 56, 4, 1, 1},
	}
	for _, c := range cases {
		if got := TreadMovement(c.treads, c.max, c.move); got != c.want {
			t.Errorf("%s at %d treads: movement %d, want %d", c.name, c.treads, got, c.want)
		}
	}
	// The next band of a Mark V at 60 starts at 40, movement 2.
	if at, to, ok := NextBand(60, 60, 3); !ok || at != 40 || to != 2 {
		t.Errorf("NextBand(60, 60, 3) = %d, %d, %v; want 40, 2", at, to, ok)
	}
	if _, _, ok := NextBand(0, 60, 3); ok {
		t.Error("an Ogre with no treads has no next band")
	}
}

// TestConfigureReadsTheWalkerRules: a new game takes the optional walker
// rules it was created with from its options, as recorded (000 FAQ,
// Walkers, 5.0 Optional Walker Rules: chosen for the game); none without
// them; options that are not JSON are an error.
func TestConfigureReadsTheWalkerRules(t *testing.T) {
	cases := []struct {
		name    string
		options string
		want    *WalkerRules
		err     bool
	}{
		{"none", "", nil, false},
		{"jumpjets and wheels", `{"walkers":{"jumpjets":true,"wheels":true}}`, &WalkerRules{Jumpjets: true, Wheels: true}, false},
		{"an empty set", `{"walkers":{}}`, nil, false},
		{"other options", `{"hulks":true}`, nil, false},
		{"not JSON", `{"walkers":`, nil, true},
	}
	for _, c := range cases {
		g, err := engine.NewGame(&engine.Catalog{}, Published, engine.Hexes, nil)
		if err != nil {
			t.Fatal(err)
		}
		var opts json.RawMessage
		if c.options != "" {
			opts = json.RawMessage(c.options)
		}
		err = configure(g, opts)
		if got := GameOf(g).Walkers; (err != nil) != c.err || !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: walker rules %+v, error %v; want %+v, error %v", c.name, got, err, c.want, c.err)
		}
	}
}
