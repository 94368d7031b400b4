package crt

import (
	"math"
	"ogretable/engine"
	"testing"
)

// TestInterceptNeeded: the 2d6 total each interceptor needs, with every
// modifier (000 FAQ, CRUISE MISSILE DETONATION; 001 ARMOR!, 5.017, 5.021).
func TestInterceptNeeded(t *testing.T) {
	tests := []struct {
		source   string
		k        Interceptor
		m        MissileType
		flown    float64
		s        engine.Scale
		offboard bool
		want     int
	}{
		{"000 FAQ: 12 for a unit with an attack of 1 or 2", InterceptLightArmour, MissileStandard, 5, engine.Hexes, false, 12},
		{"000 FAQ: 11+ for a unit with an attack of 3 or more", InterceptArmour, MissileStandard, 5, engine.Hexes, false, 11},
		{"000 FAQ: 11+ for each infantry squad", InterceptInfantry, MissileStandard, 5, engine.Hexes, false, 11},
		{"000 FAQ: 10+ for each Ogre main gun", InterceptOgreMain, MissileStandard, 5, engine.Hexes, false, 10},
		{"000 FAQ: 10+ for each Ogre secondary gun", InterceptOgreSec, MissileStandard, 5, engine.Hexes, false, 10},
		{"000 FAQ: 9+ for each Ogre missile", InterceptOgreMissile, MissileStandard, 5, engine.Hexes, false, 9},
		{"000 FAQ: 9+ for each battlefield laser", InterceptLaser, MissileStandard, 5, engine.Hexes, false, 9},
		{"000 FAQ: 10 hexes is not more than 10", InterceptArmour, MissileStandard, 10, engine.Hexes, false, 11},
		{"000 FAQ: +1 past 10 hexes", InterceptArmour, MissileStandard, 11, engine.Hexes, false, 10},
		{"000 FAQ: +2 past 15 hexes", InterceptArmour, MissileStandard, 16, engine.Hexes, false, 9},
		{"000 FAQ: +3 past 20 hexes", InterceptArmour, MissileStandard, 21, engine.Hexes, false, 8},
		{"000 FAQ: +3 fired off board", InterceptArmour, MissileStandard, 0, engine.Hexes, true, 8},
		{"000 FAQ: off board and far: +3, not more", InterceptArmour, MissileStandard, 30, engine.Hexes, true, 8},
		{"000 FAQ: Ogre Miniatures, 30 inches is not more than 30", InterceptArmour, MissileStandard, 30, engine.Inches, false, 11},
		{"000 FAQ: Ogre Miniatures, +1 past 30 inches", InterceptArmour, MissileStandard, 31, engine.Inches, false, 10},
		{"000 FAQ: Ogre Miniatures, +2 past 45 inches", InterceptArmour, MissileStandard, 46, engine.Inches, false, 9},
		{"000 FAQ: Ogre Miniatures, +3 past 60 inches", InterceptArmour, MissileStandard, 61, engine.Inches, false, 8},
		{"001 ARMOR! 5.017: a minimissile is -1 to hit", InterceptArmour, MissileMini, 5, engine.Hexes, false, 12},
		{"001 ARMOR! 5.021: a dual warhead is -1 to hit", InterceptLaser, MissileDual, 5, engine.Hexes, false, 10},
		{"001 ARMOR! 5.017: light armour at a minimissile cannot hit", InterceptLightArmour, MissileMini, 5, engine.Hexes, false, 13},
		{"001 ARMOR! 5.03: a dummy is intercepted like a real one", InterceptOgreMain, MissileDummy, 5, engine.Hexes, false, 10},
	}
	for _, tc := range tests {
		if got := InterceptNeeded(tc.k, tc.m, tc.flown, tc.s, tc.offboard); got != tc.want {
			t.Errorf("%s: needed %d, want %d", tc.source, got, tc.want)
		}
	}
}

// TestChance2d6: the exact chances of two dice.
func TestChance2d6(t *testing.T) {
	for needed, want := range map[int]float64{2: 1, 7: 21.0 / 36, 9: 10.0 / 36, 10: 6.0 / 36, 11: 3.0 / 36, 12: 1.0 / 36, 13: 0, 1: 1} {
		if got := Chance2d6(needed); math.Abs(got-want) > 1e-12 {
			t.Errorf("Chance2d6(%d) = %v, want %v", needed, got, want)
		}
	}
}

// TestChanceThroughByEnumeration: the chance that a missile gets through N
// interceptors, and that it explodes where hit, equals the count over every
// way the dice can fall (000 FAQ, CRUISE MISSILE DETONATION: each tries
// once; on a hit the owner's 6 detonates it).
func TestChanceThroughByEnumeration(t *testing.T) {
	for _, needed := range [][]int{{}, {11}, {12, 9}, {10, 10, 11}, {9, 13, 8}} {
		through, lucky := ChanceThrough(needed, MissileStandard)
		// Enumerate every 2d6 of every interceptor, the first hit stops it.
		var enum func(i int, p float64) (float64, float64)
		enum = func(i int, p float64) (float64, float64) {
			if i == len(needed) {
				return p, 0
			}
			th, lu := 0.0, 0.0
			for a := 1; a <= 6; a++ {
				for b := 1; b <= 6; b++ {
					q := p / 36
					if a+b >= needed[i] {
						for d := 1; d <= 6; d++ {
							if d == 6 {
								lu += q / 6
							}
						}
						continue
					}
					x, y := enum(i+1, q)
					th, lu = th+x, lu+y
				}
			}
			return th, lu
		}
		wantT, wantL := enum(0, 1)
		if math.Abs(through-wantT) > 1e-12 || math.Abs(lucky-wantL) > 1e-12 {
			t.Errorf("%v: through %v lucky %v; enumeration %v %v", needed, through, lucky, wantT, wantL)
		}
	}
	if _, lucky := ChanceThrough([]int{9}, MissileDummy); lucky != 0 {
		t.Error("001 ARMOR! 5.03: a dummy never explodes")
	}
}

// TestStandardBlast: the FAQ's detonation table, band by band, and the
// defensive hexes (000 FAQ, CRUISE MISSILE DETONATION).
func TestStandardBlast(t *testing.T) {
	tests := []struct {
		d      int
		effect BlastEffect
		column Column
		treads string
	}{
		{0, BlastDestroyed, ColumnNone, ""},
		{1, BlastAttack, Column4to1, "4d6"},
		{2, BlastAttack, Column3to1, "3d6"},
		{3, BlastAttack, Column2to1, "2d6"},
		{4, BlastAttack, Column1to1, "1d6"},
		{5, BlastAttack, Column1to2, "1d3"},
		{6, BlastNone, ColumnNone, ""},
		{9, BlastNone, ColumnNone, ""},
	}
	for _, tc := range tests {
		b := StandardBlast(tc.d)
		if b.Effect != tc.effect || b.Column != tc.column || b.TreadText() != tc.treads {
			t.Errorf("%d hexes: %+v, want %s %s %s", tc.d, b, tc.effect, tc.column, tc.treads)
		}
	}
	hexes := []struct {
		source     string
		d          int
		k          engine.Kind
		t          engine.Terrain
		underwater bool
		want       int
	}{
		{"hexes doubled underwater", 2, engine.KindArmour, TerrainWater, true, 4},
		{"+2 for infantry in town", 1, engine.KindInfantry, TerrainTown, false, 3},
		{"+1 for units in forest", 1, engine.KindArmour, TerrainForest, false, 2},
		{"+1 for units in rubble", 0, engine.KindOgre, TerrainRubble, false, 1},
		{"+1 for units in swamp", 3, engine.KindInfantry, TerrainSwamp, false, 4},
		{"militia get nothing in forest", 2, engine.KindMilitia, TerrainForest, false, 2},
		{"+1 for militia in town", 2, engine.KindMilitia, TerrainTown, false, 3},
		{"armour gets nothing in town", 2, engine.KindArmour, TerrainTown, false, 2},
		{"nothing in the clear", 2, engine.KindArmour, TerrainClear, false, 2},
	}
	for _, tc := range hexes {
		if got := DefensiveHexes(tc.d, tc.k, tc.t, tc.underwater); got != tc.want {
			t.Errorf("000 FAQ, %s: %d hexes become %d, want %d", tc.source, tc.d, got, tc.want)
		}
	}
}

// TestMiniBlast: ARMOR!'s minimissile table, a case per row and per gap
// or clash, read as the catalog's ruling says: each number the farthest
// distance of its column, the stronger column winning a clash (001 ARMOR!,
// 5.018); a dual warhead's warhead one hex closer (5.022).
func TestMiniBlast(t *testing.T) {
	x, none := Blast{Effect: BlastDestroyed}, Blast{Effect: BlastNone}
	at := func(c Column) Blast { return Blast{Effect: BlastAttack, Column: c} }
	tests := []struct {
		c    MiniClass
		want []Blast // at 0, 1, 2, ... hexes
	}{
		{MiniD0orGEV, []Blast{x, at(Column4to1), at(Column2to1), at(Column2to1), at(Column1to1), at(Column1to1), none}},
		{MiniD1, []Blast{x, at(Column2to1), at(Column2to1), at(Column1to1), at(Column1to1), none}},
		// The D2 row's clash at 1 hex is settled by 5.022's worked example.
		{MiniD2, []Blast{x, at(Column2to1), at(Column1to1), at(Column1to1), none}},
		{MiniD3, []Blast{at(Column4to1), at(Column2to1), at(Column1to1), at(Column1to2), none}},
		{MiniInfantry, []Blast{x, at(Column2to1), at(Column1to1), at(Column1to2), none}},
		{MiniTownForest, []Blast{x, x, x, at(Column4to1), at(Column2to1), at(Column1to1), none}},
		{MiniRoad, []Blast{x, at(Column1to2), none}},
		{MiniOgre, []Blast{at(Column4to1), at(Column1to2), none}},
		{MiniBuildingS, []Blast{x, at(Column1to1), at(Column1to1), none}},
		{MiniBuildingM, []Blast{x, at(Column1to1), none}},
		{MiniBuildingL, []Blast{x, at(Column1to2), none}},
	}
	for _, tc := range tests {
		for d, want := range tc.want {
			got := MiniBlast(tc.c, d)
			if got.Effect != want.Effect || got.Column != want.Column {
				t.Errorf("001 ARMOR! 5.018, %s at %d hexes: %s %s, want %s %s", tc.c, d, got.Effect, got.Column, want.Effect, want.Column)
			}
		}
	}
	// 001 ARMOR! 5.022's example: a D2 CP 2 hexes away is 1-1 to a
	// minimissile, and 2-1 to a dual warhead's warhead (one hex closer).
	cp := &engine.UnitType{ID: "cp", Kind: engine.KindStructure, Defense: 2, Special: []string{SpecialCommandPost}}
	if b := BlastOn(MissileMini, cp, TerrainClear, false, 2); b.Effect != BlastAttack || b.Column != Column1to1 {
		t.Errorf("a D2 CP 2 hexes from a minimissile: %+v, want 1-1", b)
	}
	if b := BlastOn(MissileDual, cp, TerrainClear, false, 2); b.Distance != 1 || b.Effect != BlastAttack || b.Column != Column2to1 {
		t.Errorf("a D2 CP 2 hexes from a dual warhead's warhead: %+v, want 2-1 at 1 hex", b)
	}
	if b := BlastOn(MissileDummy, cp, TerrainClear, false, 0); b.Effect != BlastNone {
		t.Errorf("001 ARMOR! 5.03: a dummy has no blast, got %+v", b)
	}
}

// TestInterceptorOf: who may intercept, by the unit or weapon (000 FAQ,
// CRUISE MISSILE DETONATION; OFFICIAL-NOTES, Cruise missiles: AP guns
// cannot).
func TestInterceptorOf(t *testing.T) {
	light := &engine.UnitType{Kind: engine.KindArmour, Attack: 2}
	heavy := &engine.UnitType{Kind: engine.KindArmour, Attack: 4}
	inf := &engine.UnitType{Kind: engine.KindInfantry, Attack: 1}
	laser := &engine.UnitType{Kind: engine.KindStructure, Attack: 6, Special: []string{SpecialLaser}}
	ogre := &engine.UnitType{Kind: engine.KindOgre}
	tests := []struct {
		t    *engine.UnitType
		w    *engine.WeaponType
		want Interceptor
		ok   bool
	}{
		{light, nil, InterceptLightArmour, true},
		{heavy, nil, InterceptArmour, true},
		{inf, nil, InterceptInfantry, true},
		{laser, nil, InterceptLaser, true},
		{ogre, &engine.WeaponType{Kind: WeaponMain}, InterceptOgreMain, true},
		{ogre, &engine.WeaponType{Kind: WeaponSecondary}, InterceptOgreSec, true},
		{ogre, &engine.WeaponType{Kind: WeaponMissile}, InterceptOgreMissile, true},
		{ogre, &engine.WeaponType{Kind: WeaponAP, AP: true}, "", false},
		{ogre, nil, "", false},
		{&engine.UnitType{Kind: engine.KindArmour}, nil, "", false},
	}
	for _, tc := range tests {
		got, ok := InterceptorOf(tc.t, tc.w)
		if got != tc.want || ok != tc.ok {
			t.Errorf("%+v %+v: %s %v, want %s %v", tc.t, tc.w, got, ok, tc.want, tc.ok)
		}
	}
}

// TestHexesOf: distances in the scale count as whole hexes.
func TestHexesOf(t *testing.T) {
	for _, tc := range []struct {
		d    float64
		s    engine.Scale
		want int
	}{{2, engine.Hexes, 2}, {4, engine.Inches, 2}, {3, engine.Inches, 2}, {0, engine.Inches, 0}, {1.5, engine.Hexes, 2}} {
		if got := HexesOf(tc.d, tc.s); got != tc.want {
			t.Errorf("HexesOf(%v, %s) = %d, want %d", tc.d, tc.s, got, tc.want)
		}
	}
}

// BenchmarkChanceThrough20: the survival chance with 20 interceptors of
// mixed kinds (issue 12, Performance: goal 1 ms or less).
func BenchmarkChanceThrough20(b *testing.B) {
	var needed []int
	for i := range 20 {
		k := Interceptors[i%len(Interceptors)]
		needed = append(needed, InterceptNeeded(k, MissileStandard, float64(i), engine.Hexes, false))
	}
	for b.Loop() {
		ChanceThrough(needed, MissileStandard)
	}
}
