package dsii

import (
	"errors"
	"reflect"
	"testing"
)

// chits reads a list of chits for a test, failing it on a mistake.
func chits(t *testing.T, s string) []Chit {
	t.Helper()
	cs, err := ParseChits(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func TestDamage(t *testing.T) {
	redYellow := Validity{Red: true, Yellow: true, Specials: true}
	for _, c := range []struct {
		name    string
		class   Class
		armor   int
		chits   string
		valid   Validity
		ogreRam bool
		want    Outcome
	}{
		// 002 OGRE for DSII, Ramming resolution: "A tank with 4 armor must suffer 4 points to be
		// Damaged, 5 to be killed".
		{"4 armour, 4 points: DMG", ClassWeapon, 4, "red3,yellow1", AllValid, false,
			Outcome{Points: 4, Result: MarkerDMG, Markers: []Marker{MarkerDMG}}},
		{"4 armour, 5 points: KO", ClassWeapon, 4, "red3,yellow2", AllValid, false,
			Outcome{Points: 5, Result: MarkerKO, Destroyed: true}},
		{"4 armour, 3 points: none", ClassWeapon, 4, "red3,green0", AllValid, false,
			Outcome{Points: 3}},
		// 002 OGRE for DSII, SMAK example: "pull 4 chits, Red and Yellow valid" (green does not count).
		{"green not valid", ClassTread, 3, "red1,yellow1,green3,green2", redYellow, false,
			Outcome{Points: 2}},
		// 002 OGRE for DSII, Damaged, Tread Module: "reduced by one (repairable by the Electronics Module)".
		{"tread DMG", ClassTread, 5, "red3,yellow2", AllValid, false,
			Outcome{Points: 5, Result: MarkerDMG, Markers: []Marker{MarkerDMG}, BMFLost: 1}},
		// 002 OGRE for DSII, Knocked Out, Tread Module: "reduced by 1 BMF (not repairable".
		{"tread KO", ClassTread, 5, "red3,yellow3", AllValid, false,
			Outcome{Points: 6, Result: MarkerKO, BMFLost: 1, BMFForGood: 1}},
		// 002 OGRE for DSII, Tread Modules: "Even if an attack results in a combination of the above
		// results (a KO, an M, and Boom! for example from one shot) the Tread Module would still only
		// lose 1 MPF."
		{"tread KO, M, BOOM: 1 BMF", ClassTread, 5, "red3,yellow3,m,boom", AllValid, false,
			Outcome{Points: 6, Result: MarkerKO, M: 1, BOOM: 1, BMFLost: 1, BMFForGood: 1}},
		{"tread DMG and M: 1 BMF for good", ClassTread, 5, "red3,yellow2,m", AllValid, false,
			Outcome{Points: 5, Result: MarkerDMG, M: 1, BMFLost: 1, BMFForGood: 1}},
		// 002 OGRE for DSII, Systems Down, Tread Module: "No effect".
		{"tread Systems Down", ClassTread, 5, "tsd", AllValid, false, Outcome{TSD: 1}},
		// 002 OGRE for DSII, OGREs ramming OGREs: the Mark V's 8 chits on the Mark I's tread (5 armor):
		// "The total points of the valid chits is 7 points ... one BMF is lost. Additionally, the two Ms
		// cause the loss of two more BMFs, and the BOOM! accounts for a final one ... lost 4".
		{"Mark V rams Mark I", ClassTread, 5, "red3,yellow1,yellow2,green0,m,boom,m,red1", AllValid, true,
			Outcome{Points: 7, Result: MarkerKO, M: 2, BOOM: 1, BMFLost: 4, BMFForGood: 4}},
		{"the same chits, not a ram", ClassTread, 5, "red3,yellow1,yellow2,green0,m,boom,m,red1", AllValid, false,
			Outcome{Points: 7, Result: MarkerKO, M: 2, BOOM: 1, BMFLost: 1, BMFForGood: 1}},
		// 002 OGRE for DSII, OGREs ramming OGREs: the rammed Ogre back, "Red and Yellow chits are valid
		// ... Special chits are also valid": DMG and an M, two BMF.
		{"rammed back, DMG and M", ClassTread, 5, "red3,yellow2,green4,m", redYellow, true,
			Outcome{Points: 5, Result: MarkerDMG, M: 1, Markers: []Marker{MarkerDMG}, BMFLost: 2, BMFForGood: 1}},
		// 002 OGRE for DSII, Ramming resolution: vehicles back, "Only green chits ... Specials do not count".
		{"vehicle back, specials do not count", ClassTread, 5, "green3,green3,boom", Validity{Green: true}, false,
			Outcome{Points: 6, Result: MarkerKO, BMFLost: 1, BMFForGood: 1}},
		// 002 OGRE for DSII, Systems Down, Weapons Module: "cannot be used until a successful repair".
		{"weapon Systems Down", ClassWeapon, 4, "tsd,tsd", AllValid, false,
			Outcome{TSD: 2, Markers: []Marker{MarkerSD}, SystemsDown: true}},
		// 002 OGRE for DSII, Mobility, Weapons Module: "No effect".
		{"weapon Mobility", ClassWeapon, 4, "m", AllValid, false, Outcome{M: 1}},
		// 002 OGRE for DSII, BOOM, Weapons Module: "destroyed".
		{"weapon BOOM with Systems Down", ClassWeapon, 4, "boom,tsd", AllValid, false,
			Outcome{BOOM: 1, TSD: 1, Destroyed: true}},
		// 002 OGRE for DSII, BOOM, Electronics Module: "-1 die type ... D4 for all systems".
		{"EM BOOM", ClassEM, 7, "boom", AllValid, false,
			Outcome{BOOM: 1, Markers: []Marker{MarkerBOOM}, BOOMNow: true}},
		{"EM two BOOMs", ClassEM, 7, "boom,boom,m", AllValid, false,
			Outcome{BOOM: 2, M: 1, Markers: []Marker{MarkerBOOM, MarkerBOOM}, BOOMNow: true}},
		// 002 OGRE for DSII, Knocked Out and Systems Down, Electronics Module: one quality level each.
		{"EM KO and Systems Down", ClassEM, 2, "red3,tsd", AllValid, false,
			Outcome{Points: 3, Result: MarkerKO, TSD: 1, Markers: []Marker{MarkerKO, MarkerSD}, SystemsDown: true}},
		// 002 OGRE for DSII, OGRE Main Batteries: FSD is the firer's, not the module's.
		{"FSD does nothing to the module", ClassWeapon, 4, "fsd", AllValid, false, Outcome{FSD: 1}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := Damage(c.class, c.armor, Attack{Chits: chits(t, c.chits), Valid: c.valid, OgreRam: c.ogreRam})
			if err != nil {
				t.Fatal(err)
			}
			if !sameOutcome(got, c.want) {
				t.Errorf("Damage = %+v\nwant     %+v", got, c.want)
			}
		})
	}
}

// sameOutcome compares two outcomes, an empty list of markers as none.
func sameOutcome(a, b Outcome) bool {
	if len(a.Markers) == 0 && len(b.Markers) == 0 {
		a.Markers, b.Markers = nil, nil
	}
	return reflect.DeepEqual(a, b)
}

func TestDamageReadAndBlankArmour(t *testing.T) {
	// 002 OGRE for DSII, Damage and Special Damage against OGRE modules: a result read at the
	// table acts as one drawn; a module whose armour is not given cannot count points.
	for _, c := range []struct {
		name  string
		class Class
		armor int
		in    string
		want  Outcome
		bad   bool
	}{
		{"ko read on blank armour", ClassEM, ArmourBlank, "ko,m,boom", Outcome{Result: MarkerKO, M: 1, BOOM: 1,
			Markers: []Marker{MarkerKO, MarkerBOOM}, BOOMNow: true}, false},
		{"dmg read on a tread", ClassTread, ArmourBlank, "dmg", Outcome{Result: MarkerDMG, Markers: []Marker{MarkerDMG}, BMFLost: 1}, false},
		{"specials alone on blank armour", ClassWeapon, ArmourBlank, "tsd", Outcome{TSD: 1, Markers: []Marker{MarkerSD}, SystemsDown: true}, false},
		{"points on blank armour", ClassWeapon, ArmourBlank, "red3", Outcome{}, true},
		{"ko with points", ClassWeapon, 4, "ko,red3", Outcome{}, true},
		{"ko with dmg", ClassWeapon, 4, "ko,dmg", Outcome{}, true},
		{"a word that is no chit", ClassWeapon, 4, "kill", Outcome{}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			a, err := ParseAttack(c.in, AllValid)
			if err == nil {
				var got Outcome
				got, err = Damage(c.class, c.armor, a)
				if err == nil && !sameOutcome(got, c.want) {
					t.Errorf("Damage = %+v\nwant     %+v", got, c.want)
				}
			}
			var ie *InputError
			if (err != nil) != c.bad || (c.bad && !errors.As(err, &ie)) {
				t.Errorf("error = %v, bad %v", err, c.bad)
			}
		})
	}
	if _, err := Damage(ClassWeapon, -2, Attack{}); err == nil {
		t.Error("Damage took armour -2")
	}
	if _, err := Damage(Class(9), 3, Attack{}); err == nil {
		t.Error("Damage took class 9")
	}
}

func TestFirerSystemDown(t *testing.T) {
	// 002 OGRE for DSII, OGRE Main Batteries: "Any Fire System Down chits pulled are ignored."
	o := Outcome{FSD: 1}
	if o.FirerSystemDown(true) {
		t.Error("an Ogre firer took a Firer System Down")
	}
	if !o.FirerSystemDown(false) || (Outcome{}).FirerSystemDown(false) {
		t.Error("FirerSystemDown of a non-Ogre firer")
	}
}

func TestDamageTableRows(t *testing.T) {
	// 002 OGRE for DSII, Damage and Special Damage against OGRE modules: every class has a row for
	// every marker, "No effect" where the table says so.
	noEffect := map[Class]Marker{ClassTread: MarkerSD, ClassWeapon: MarkerMobility, ClassEM: MarkerMobility}
	for _, c := range []Class{ClassEM, ClassTread, ClassWeapon} {
		for _, m := range Markers {
			e, ok := DamageTable[c][m]
			if !ok || e.Text == "" {
				t.Errorf("no %s row for %s", m, c)
			}
			if e.None() != (noEffect[c] == m) {
				t.Errorf("%s %s: None() = %v", c, m, e.None())
			}
		}
	}
}

func TestNukeZoneOf(t *testing.T) {
	// 002 OGRE for DSII, OGREs and Nukes: inner 3 chits and a Systems Down, middle 2, outer 1.
	for _, c := range []struct {
		name  string
		chits int
		sd    bool
	}{{"inner", 3, true}, {"Middle", 2, false}, {"outer", 1, false}} {
		z, err := NukeZoneOf(c.name)
		if err != nil || z.Chits != c.chits || z.SystemsDown != c.sd {
			t.Errorf("NukeZoneOf(%q) = %+v, %v", c.name, z, err)
		}
	}
	if _, err := NukeZoneOf("ground zero"); err == nil {
		t.Error("NukeZoneOf took ground zero")
	}
}
