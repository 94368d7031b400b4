package templates

import (
	"strconv"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

func mustDefault(t *testing.T) *engine.Catalog {
	t.Helper()
	c, err := Default()
	if err != nil {
		t.Fatalf("Default: %v", err)
	}
	return c
}

func mustUnit(t *testing.T, c *engine.Catalog, name string) *engine.UnitType {
	t.Helper()
	u, err := c.Unit(name)
	if err != nil {
		t.Fatalf("Unit(%q): %v", name, err)
	}
	return u
}

// stats are the key values of a unit as a rules text prints them.
type stats struct {
	id     string
	kind   engine.Kind
	att    float64
	rng    float64
	def    float64
	mov    float64
	mov2   float64
	mode   engine.Mode
	size   int
	vp     float64
	squads int
}

// TestCatalogComplete looks every unit of the rules texts up by the name the
// text prints and checks its values.
func TestCatalogComplete(t *testing.T) {
	const (
		A  = engine.KindArmour
		I  = engine.KindInfantry
		M  = engine.KindMilitia
		S  = engine.KindStructure
		V  = engine.KindVTOL
		W  = engine.KindWalker
		G  = engine.ModeGEV
		T  = engine.ModeTank
		H  = engine.ModeHeavy
		O  = engine.ModeOgre
		N  = engine.ModeNone
		In = engine.ModeInfantry
		Wh = engine.ModeWheeled
	)
	cases := []struct {
		name string
		want stats
	}{
		// 000 FAQ, OFFICIAL UNITS LIST
		{"Light GEV", stats{"light-gev", A, 1, 2, 1, 4, 3, G, 1, 3, 0}},
		{"GEV", stats{"gev", A, 2, 2, 2, 4, 3, G, 2, 6, 0}},
		{"GEV-APC", stats{"gev-apc", A, 1, 2, 2, 3, 2, G, 3, 6, 3}},
		{"Hover Truck", stats{"hover-truck", A, 0, 0, 1, 3, 2, G, 3, 1, 2}},
		{"Light Tank", stats{"light-tank", A, 2, 2, 2, 3, 0, T, 1, 3, 1}},
		{"Heavy Tank", stats{"heavy-tank", A, 4, 2, 3, 3, 0, H, 3, 6, 1}},
		{"Superheavy Tank", stats{"superheavy-tank", A, 6, 3, 5, 3, 0, O, 5, 12, 2}},
		{"Missile Tank", stats{"missile-tank", A, 3, 4, 2, 2, 0, T, 2, 6, 0}},
		{"Mis. Crawler (armed)", stats{"missile-crawler", A, 0, 0, 2, 1, 0, H, 4, 18, 0}},
		{"Mis. Crawler (empty)", stats{"missile-crawler-empty", A, 0, 0, 2, 2, 0, H, 4, 6, 0}},
		{"Cruise Missile", stats{"cruise-missile", A, 0, 0, 0, 0, 0, N, 0, 12, 0}},
		{"Mobile Howitzer", stats{"mobile-howitzer", A, 6, 6, 2, 1, 0, T, 4, 12, 0}},
		{"Light Mobile Howitzer", stats{"light-mobile-howitzer", A, 3, 6, 1, 1, 0, T, 4, 6, 0}},
		{"Howitzer", stats{"howitzer", A, 6, 8, 1, 0, 0, N, 4, 12, 0}},
		{"Light Howitzer", stats{"light-howitzer", A, 3, 7, 1, 0, 0, N, 4, 6, 0}},
		{"Mobile Command Post", stats{"mobile-command-post", A, 0, 0, 1, 2, 0, T, 4, 0, 0}},
		{"GEV-Command Post", stats{"gev-command-post", A, 0, 0, 1, 2, 1, G, 3, 0, 0}},
		{"Truck, Armed", stats{"truck-armed", A, 1, 4, 1, 6, 0, Wh, 1, 1, 1}},
		{"Truck, Civilian", stats{"truck-civilian", A, 0, 0, 0, 6, 0, Wh, 1, 0.5, 1}},
		{"Infantry Squad", stats{"infantry-squad", I, 1, 1, 1, 2, 0, In, 1, 2, 0}},
		{"Heavy Weapons Squad", stats{"heavy-weapons-squad", I, 1, 1, 1, 2, 0, In, 1, 4, 0}},
		{"Marine Squad", stats{"marine-squad", I, 1, 1, 1, 2, 0, engine.ModeMarine, 1, 4, 0}},
		{"Engineer Squad", stats{"engineer-squad", I, 1, 1, 1, 2, 0, In, 1, 4, 0}},
		{"Militia Squad", stats{"militia-squad", M, 1, 1, 1, 0.5, 0, engine.ModeMilitia, 1, 0.33, 0}},
		// 000 FAQ, OFFICIAL UNITS LIST (Bldg/Structure table): low ends of printed ranges
		{"Command Post", stats{"command-post", S, 0, 0, 0, 0, 0, N, 5, 0, 0}},
		{"Hardened CP", stats{"hardened-cp", S, 0, 0, 1, 0, 0, N, 6, 0, 0}},
		{"Small Building", stats{"small-building", S, 0, 0, 0, 0, 0, N, 2, 0, 0}},
		{"Large Building", stats{"large-building", S, 0, 0, 0, 0, 0, N, 5, 0, 0}},
		{"Bridge", stats{"bridge", S, 0, 0, 0, 0, 0, N, 6, 0, 0}},
		{"Fortification", stats{"fortification", S, 0, 0, 0, 0, 0, N, 7, 0, 0}},
		{"Revetment", stats{"revetment", S, 0, 0, 2, 0, 0, N, 3, 0, 0}},
		{"Wall", stats{"wall", S, 0, 0, 1, 0, 0, N, 0, 0, 0}},
		{"Reactor", stats{"reactor", S, 0, 0, 0, 0, 0, N, 5, 0, 0}},
		{"Radar Dish", stats{"radar-dish", S, 0, 0, 0, 0, 0, N, 5, 0, 0}},
		{"Jam Screen", stats{"jam-screen", S, 0, 0, 0, 0, 0, N, 5, 0, 0}},
		{"Point Defense System", stats{"point-defense-system", S, 0, 0, 1, 0, 0, N, 3, 0, 0}},
		{"Laser Turret", stats{"laser-turret", S, 2, 30, 0, 0, 0, N, 4, 12, 0}},
		{"Laser Tower", stats{"laser-tower", S, 2, 60, 0, 0, 0, N, 4, 18, 0}},
		// 000 FAQ, UNOFFICIAL FAN-MADE UNITS
		{"Laser Tank", stats{"laser-tank", A, 2, 30, 1, 1, 0, Wh, 5, 36, 0}},
		{"EMP Tank", stats{"emp-tank", A, 0, 3, 3, 3, 0, T, 3, 12, 0}},
		{"Heavy GEV", stats{"heavy-gev", A, 4, 2, 2, 3, 2, G, 2, 9, 0}},
		// 000 FAQ, APPENDIX - UNOFFICIAL UNITS: version 1 moves 4[2] ("movement and attack range of 7")
		{"Missile GEV version 1", stats{"missile-gev-v1", A, 3, 3, 1, 4, 2, G, 2, 6, 0}},
		{"Missile GEV (ver 2)", stats{"missile-gev-v2", A, 3, 4, 1, 3, 1, G, 2, 6, 0}},
		// 000 FAQ, The Ogre Missile Carrier or Heavy Missile Tank
		{"Heavy Missile Tank", stats{"heavy-missile-tank", A, 0, 0, 5, 2, 0, H, 5, 12, 0}},
		{"OGRE Missile Tank", stats{"heavy-missile-tank", A, 0, 0, 5, 2, 0, H, 5, 12, 0}},
		// 000 FAQ, UNOFFICIAL FAN-MADE UNITS; The Missile Truck
		{"Truck, Light Missile", stats{"missile-truck", A, 3, 4, 1, 3, 0, Wh, 1, 2, 0}},
		{"Truck, Missile", stats{"missile-truck", A, 3, 4, 1, 3, 0, Wh, 1, 2, 0}},
		{"Construction Vehicle", stats{"construction-vehicle", A, 1, 1, 2, 2, 0, O, 5, 12, 2}},
		{"Ranger Trooper", stats{"ranger-trooper", I, 1, 1, 1, 3, 0, In, 1, 4, 0}},
		{"Assault Trooper", stats{"assault-trooper", I, 2, 1, 2, 2, 0, In, 1, 4, 0}},
		{"ORCA Fighter", stats{"orca-fighter", V, 3, 3, 0, 3, 3, engine.ModeVTOL, 1, 3, 0}},
		{"ORCA Bomber", stats{"orca-bomber", V, 4, 3, 0, 3, 3, engine.ModeVTOL, 2, 6, 0}},
		{"ORCA Transport", stats{"orca-transport", V, 0, 0, 0, 4, 3, engine.ModeVTOL, 3, 6, 3}},
		{"ORCA Carry-All", stats{"orca-carry-all", V, 0, 0, 0, 3, 2, engine.ModeVTOL, 4, 6, 0}},
		{"Drone Tank", stats{"drone-tank", A, 2, 2, 3, 3, 0, T, 1, 4, 0}},
		{"Drone Light Artillery", stats{"drone-light-artillery", A, 4, 7, 1, 0, 0, N, 1, 8, 0}},
		{"Drone Missile Launcher", stats{"drone-missile-launcher", A, 6, 5, 2, 2, 0, T, 1, 4, 0}},
		{"Drone Bomb", stats{"drone-bomb", A, 0, 0, 2, 3, 1, T, 1, 8, 0}},
		{"Drone Fast Strike", stats{"drone-fast-strike", A, 3, 3, 3, 3, 1, T, 1, 8, 0}},
		{"Drone Shuttle", stats{"drone-shuttle", A, 0, 0, 2, 6, 0, Wh, 1, 0, 2}},
		{"Drone Utility", stats{"drone-utility", A, 0, 0, 0, 1, 0, T, 1, 0, 0}},
		{"Drone Communication", stats{"drone-communication", A, 0, 0, 2, 3, 1, T, 1, 4, 0}},
		// 000 FAQ, Walkers 4.0 Buying Walkers: sample allocations of 12 and 18 VP
		{"early-walker", stats{"early-walker", W, 6, 3, 6, 3, 0, engine.ModeWalker, 0, 12, 0}},
		{"late-walker", stats{"late-walker", W, 8, 5, 8, 5, 0, engine.ModeWalker, 0, 18, 0}},
		// 001 ARMOR!, 3.011-3.018; VP = armour units x 6, infantry units x 2
		{"Mobile Bridge", stats{"mobile-bridge", A, 1, 1, 2, 2, 0, H, 3, 6, 0}},
		{"armor-heavy-gev", stats{"armor-heavy-gev", A, 3, 2, 2, 3, 2, G, 2, 6, 0}},
		{"Missile GEV", stats{"armor-missile-gev", A, 3, 4, 1, 3, 2, G, 2, 6, 0}},
		{"Super GEV", stats{"super-gev", A, 4, 3, 5, 3, 0, G, 3, 18, 0}},
		{"Fast Tank", stats{"fast-tank", A, 3, 2, 3, 4, 0, T, 2, 6, 0}},
		{"armor-light-howitzer", stats{"armor-light-howitzer", A, 4, 5, 1, 0, 0, N, 4, 6, 0}},
		{"Grunts", stats{"grunts", I, 1, 0, 1, 2, 0, In, 1, 1, 0}},
		{"EDD 209", stats{"edd-209", I, 2, 2, 1, 1, 0, In, 1, 6, 0}},
	}
	c := mustDefault(t)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			u := mustUnit(t, c, tc.name)
			got := stats{u.ID, u.Kind, u.Attack, u.Range, u.Defense, u.Move, u.Move2, u.Mode, u.Size, u.VP, u.Squads}
			if got != tc.want {
				t.Errorf("%s:\n got  %+v\n want %+v", tc.name, got, tc.want)
			}
			if u.Source == "" || u.Name == "" {
				t.Errorf("%s: name %q, source %q: both required", tc.name, u.Name, u.Source)
			}
		})
	}
}

// TestOfficialFlags checks which entries are marked official.
func TestOfficialFlags(t *testing.T) {
	c := mustDefault(t)
	for _, tc := range []struct {
		id       string
		official bool
	}{
		{"heavy-tank", true},             // 000 FAQ, OFFICIAL UNITS LIST
		{"mark-v", true},                 // 000 FAQ, OFFICIAL UNITS LIST (Ogre table)
		{"light-mobile-howitzer", false}, // 000 FAQ, Light Mobile Howitzer: "although unofficial"
		{"laser-tank", false},            // 000 FAQ, UNOFFICIAL FAN-MADE UNITS
		{"golem", false},                 // 000 FAQ, GURPS additions
		{"grunts", false},                // 001 ARMOR!, an unofficial supplement
		{"command-post", true},           // 000 FAQ, Bldg/Structure table
	} {
		if u := mustUnit(t, c, tc.id); u.Official != tc.official {
			t.Errorf("%s: official = %v, want %v", tc.id, u.Official, tc.official)
		}
	}
}

// TestSpecials checks the special rules the texts give units.
func TestSpecials(t *testing.T) {
	c := mustDefault(t)
	for _, tc := range []struct {
		id      string
		special []string
	}{
		{"superheavy-tank", []string{engine.SpecialSplitFire}},                                  // 000 FAQ, Superheavy Tank: 6 or 3+3
		{"ninja", []string{crt.SpecialECM}},                                                     // 000 FAQ, Ogre Ninja
		{"revener", []string{crt.SpecialECM}},                                                   // 000 FAQ, Gang Bang, OGRE Style
		{"emp-tank", []string{crt.SpecialDisable}},                                              // 000 FAQ, The EMP Tank
		{"command-post", []string{crt.SpecialCommandPost}},                                      // AP may fire at command posts
		{"hardened-cp", []string{crt.SpecialCommandPost}},                                       //
		{"mobile-command-post", []string{crt.SpecialCommandPost}},                               //
		{"gev-command-post", []string{crt.SpecialCommandPost}},                                  //
		{"grunts", []string{crt.SpecialOverrunOnly, crt.SpecialNoTerrain, crt.SpecialNoDouble}}, // 001 ARMOR!, 3.017 Grunts
		{"laser-turret", []string{crt.SpecialLaser}},                                            // 000 FAQ, lasers intercept missiles
		{"laser-tower", []string{crt.SpecialLaser}},                                             //
		{"howitzer", []string{engine.SpecialImmobile}},                                          // 000 FAQ, mode "-", move 0
		{"missile-crawler", []string{crt.SpecialCruise}},                                        // carries a cruise missile
	} {
		u := mustUnit(t, c, tc.id)
		for _, s := range tc.special {
			if !u.Has(s) {
				t.Errorf("%s: special %v lacks %q", tc.id, u.Special, s)
			}
		}
	}
	// 000 FAQ, Superheavy Tank: "2 separate attacks ... with a strength of 3"; 2 AP guns
	shvy := mustUnit(t, c, "SHVY")
	if len(shvy.Split) != 2 || shvy.Split[0] != 3 || shvy.Split[1] != 3 {
		t.Errorf("superheavy split = %v, want [3 3]", shvy.Split)
	}
	if got := mounts(shvy)["ap"]; got != 2 {
		t.Errorf("superheavy AP guns = %d, want 2", got)
	}
	// 000 FAQ, OFFICIAL UNITS LIST: Heavy Weapons Squad "(1x Missile) 3 4"
	hws := mustUnit(t, c, "Heavy Weapons Squad")
	w := c.Weapon(hws.Weapons[0].Weapon)
	if len(hws.Weapons) != 1 || hws.Weapons[0].Count != 1 || w == nil || w.Attack != 3 || w.Range != 4 || !w.OneShot {
		t.Errorf("heavy weapons squad missile = %+v %+v, want one one-shot 3/4", hws.Weapons, w)
	}
	// 000 FAQ, Heavy Missile Tank: "(AP capability) 4 1", "(Ogre Missiles x6) 6 5 3"
	hmt := mustUnit(t, c, "Ogre Missile Carrier")
	if m := mounts(hmt); m["ap"] != 4 || m["missile"] != 6 {
		t.Errorf("heavy missile tank mounts = %v, want 4 ap and 6 missile", m)
	}
}

// TestAliases checks the short names a referee types.
func TestAliases(t *testing.T) {
	c := mustDefault(t)
	for alias, id := range map[string]string{
		"HVY": "heavy-tank", "heavy": "heavy-tank", "MSL": "missile-tank", "GEV": "gev",
		"LGEV": "light-gev", "SHVY": "superheavy-tank", "MHWZ": "mobile-howitzer",
		"HWZ": "howitzer", "INF": "infantry-squad", "CP": "command-post",
		"Mk V": "mark-v", "Mark 5": "mark-v", "mark_v": "mark-v", "Mark-III-B": "mark-iii-b",
		"Ninja": "ninja", "Huscarl": "mark-v", "Legionnaire": "mark-iii", "MCV": "construction-vehicle",
		"Missile Crawler": "missile-crawler", "Revener": "revener", "Missile Truck": "missile-truck",
	} {
		if u := mustUnit(t, c, alias); u.ID != id {
			t.Errorf("Unit(%q) = %s, want %s", alias, u.ID, id)
		}
	}
}

func mounts(u *engine.UnitType) map[string]int {
	m := map[string]int{}
	for _, w := range u.Weapons {
		m[w.Weapon] += w.Count
	}
	return m
}

func ammo(u *engine.UnitType) int {
	n := 0
	for _, w := range u.Weapons {
		n += w.Ammo
	}
	return n
}

// TestOgres checks every Ogre's weapons, treads, movement, size and cost
// against the FAQ's Ogre table, with the published record sheets where
// OFFICIAL-NOTES corrects it.
func TestOgres(t *testing.T) {
	type ogre struct {
		main, sec, secLong, ap, racks, ammo, missiles, treads int
		move                                                  float64
		size                                                  int
		cost                                                  float64
	}
	cases := []struct {
		name string
		want ogre
	}{
		// 000 FAQ, OFFICIAL UNITS LIST (Ogre table)
		{"Mark I", ogre{1, 0, 0, 4, 0, 0, 0, 18, 3, 5, 25}},
		{"Mark II", ogre{1, 2, 0, 6, 0, 0, 0, 30, 3, 6, 50}},
		{"Mark III", ogre{1, 4, 0, 8, 0, 0, 2, 45, 3, 7, 100}}, // OFFICIAL-NOTES, Treads and movement: 45
		{"Mark III-B", ogre{2, 4, 0, 8, 0, 0, 4, 48, 3, 7, 120}},
		{"Mark IV", ogre{1, 2, 0, 8, 3, 15, 0, 56, 4, 8, 150}},
		{"Mark V", ogre{2, 6, 0, 12, 0, 0, 6, 60, 3, 8, 150}},
		{"Mark VI", ogre{3, 6, 0, 16, 3, 12, 6, 72, 3, 9, 250}},  // "6[12]"
		{"Fencer", ogre{0, 2, 0, 8, 4, 20, 0, 48, 3, 8, 125}},    // OFFICIAL-NOTES: size 8
		{"Fencer-B", ogre{2, 0, 0, 8, 4, 20, 0, 48, 3, 8, 150}},  // OFFICIAL-NOTES: size 8
		{"Ogre Ninja", ogre{1, 2, 0, 8, 1, 4, 2, 40, 4, 7, 150}}, // OFFICIAL-NOTES: 40 treads, move 4
		{"Doppelsoldner", ogre{2, 8, 0, 12, 6, 18, 0, 60, 3, 9, 250}},
		// 000 FAQ, UNOFFICIAL FAN-MADE UNITS (Ogre table); "---" treads and size borrowed from the Mark VI
		{"Mark VII (GURPS)", ogre{4, 12, 0, 24, 6, 30, 0, 72, 3, 9, 0}},
		{"Golem (GURPS)", ogre{1, 3, 0, 10, 3, 9, 0, 48, 3, 7, 0}},
		{"Oni (GURPS)", ogre{2, 0, 4, 12, 1, 4, 0, 48, 3, 7, 0}},     // "4!": main range
		{"Samurai (GURPS)", ogre{2, 0, 6, 16, 2, 8, 0, 60, 3, 8, 0}}, // "6!": main range
		{"Vulcan (GURPS)", ogre{0, 2, 0, 6, 0, 0, 0, 48, 3, 7, 0}},
		// 000 FAQ, Gang Bang, OGRE Style: a Mark V Huscarl with ECM, 200 points
		{"Mark V Huscarl (Revener)", ogre{2, 6, 0, 12, 0, 0, 6, 60, 3, 8, 200}},
	}
	c := mustDefault(t)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			u := mustUnit(t, c, tc.name)
			if u.Kind != engine.KindOgre || u.Mode != engine.ModeOgre {
				t.Fatalf("kind %s mode %s, want ogre ogre", u.Kind, u.Mode)
			}
			m := mounts(u)
			got := ogre{m["main"], m["secondary"], m["secondary-long"], m["ap"], m["rack"], ammo(u), m["missile"], u.Treads, u.Move, u.Size, u.Cost}
			if got != tc.want {
				t.Errorf("%s:\n got  %+v\n want %+v", tc.name, got, tc.want)
			}
		})
	}
	// 000 FAQ, The Biggest Ogre Ever Made: 4 Ogre howitzers, 20 AP, cruise missiles, 48 treads, move 3
	m7 := mustUnit(t, c, "Mark VII")
	if m := mounts(m7); m["ogre-howitzer"] != 4 || m["ap"] != 20 || m["cruise-missile"] < 1 || m["main"] != 0 || m["secondary"] != 0 || m7.Treads != 48 || m7.Move != 3 {
		t.Errorf("Mark VII: mounts %v treads %d move %v", m, m7.Treads, m7.Move)
	}
	if h := c.Weapon("ogre-howitzer"); h == nil || h.Attack != 6 || h.Range != 5 || h.Defense != 3 || h.OneShot {
		t.Errorf("Ogre howitzer = %+v, want reusable 6/5 D3", h)
	}
}

// TestPublishedOverrides checks the numbers OFFICIAL-NOTES corrects, and
// that the FAQ's figure stays in the notes.
func TestPublishedOverrides(t *testing.T) {
	c := mustDefault(t)
	// OFFICIAL-NOTES, Treads and movement: Mark III 45/3/7, the FAQ's 48 is the III-B's
	m3 := mustUnit(t, c, "Mark III")
	if m3.Treads != 45 || !strings.Contains(m3.Notes, "FAQ: 48") {
		t.Errorf("Mark III: treads %d, notes %q", m3.Treads, m3.Notes)
	}
	// OFFICIAL-NOTES, Treads and movement: Ninja 40/4/7 (the FAQ gives 48 treads)
	ninja := mustUnit(t, c, "Ninja")
	if ninja.Treads != 40 || ninja.Move != 4 || ninja.Size != 7 || !strings.Contains(ninja.Notes, "FAQ: 48") {
		t.Errorf("Ninja: %d/%v/%d, notes %q", ninja.Treads, ninja.Move, ninja.Size, ninja.Notes)
	}
	// OFFICIAL-NOTES, Treads and movement: Fencer and Fencer-B size 8
	for _, n := range []string{"Fencer", "Fencer-B"} {
		if u := mustUnit(t, c, n); u.Size != 8 || !strings.Contains(u.Notes, "7") {
			t.Errorf("%s: size %d, notes %q", n, u.Size, u.Notes)
		}
	}
	// OFFICIAL-NOTES, Treads and movement: Mark V inventory
	m5 := mustUnit(t, c, "Mark V")
	if m := mounts(m5); m["main"] != 2 || m["secondary"] != 6 || m["ap"] != 12 || m["missile"] != 6 || m5.Treads != 60 {
		t.Errorf("Mark V: %v, %d treads", m, m5.Treads)
	}
	// OFFICIAL-NOTES, Treads and movement: published record sheets (treads / move / size)
	for _, tc := range []struct {
		name         string
		treads, size int
		move         float64
	}{
		{"Mark I", 18, 5, 3}, {"Mark II", 30, 6, 3}, {"Mark III", 45, 7, 3}, {"Mark III-B", 48, 7, 3},
		{"Mark IV", 56, 8, 4}, {"Mark V", 60, 8, 3}, {"Mark VI", 72, 9, 3}, {"Fencer", 48, 8, 3},
		{"Fencer-B", 48, 8, 3}, {"Ninja", 40, 7, 4}, {"Doppelsoldner", 60, 9, 3},
	} {
		if u := mustUnit(t, c, tc.name); u.Treads != tc.treads || u.Move != tc.move || u.Size != tc.size {
			t.Errorf("%s: %d/%v/%d, want %d/%v/%d", tc.name, u.Treads, u.Move, u.Size, tc.treads, tc.move, tc.size)
		}
	}
}

// TestWeapons checks the Ogre systems and the other carried weapons.
func TestWeapons(t *testing.T) {
	c := mustDefault(t)
	for _, tc := range []struct {
		id                string
		att, rng, def, vp float64
		oneShot, ap       bool
		notesHave         string
	}{
		// 000 FAQ, OFFICIAL UNITS LIST (Ogre systems); OFFICIAL-NOTES, Victory points
		{"main", 4, 3, 4, 8, false, false, ""},
		{"secondary", 3, 2, 3, 4, false, false, ""},
		{"ap", 1, 1, 1, 1, false, true, ""},
		{"missile", 6, 5, 3, 1, true, false, "gives 3"}, // the FAQ's VP 3 in the notes
		// 003 Ogre Lite, The Ogre: "Missile Racks: Att 6 Range 10\" Def 4 *Multi-Shot"
		{"rack", 6, 5, 4, 1, false, false, ""},
		// 000 FAQ, GURPS "!": secondaries with the main gun's range
		{"secondary-long", 3, 3, 3, 4, false, false, ""},
		// 000 FAQ, Heavy Weapons Squad "(1x Missile) 3 4"
		{"hws-missile", 3, 4, 0, 0, true, false, ""},
		// 000 FAQ, CRUISE MISSILE DETONATION: 12 VP to the opponent
		{"cruise-missile", 0, 0, 0, 12, true, false, ""},
	} {
		w := c.Weapon(tc.id)
		if w == nil {
			t.Errorf("no weapon %q", tc.id)
			continue
		}
		if w.Attack != tc.att || w.Range != tc.rng || w.Defense != tc.def || w.VP != tc.vp || w.OneShot != tc.oneShot || w.AP != tc.ap {
			t.Errorf("%s = %+v", tc.id, w)
		}
		if !strings.Contains(w.Notes, tc.notesHave) {
			t.Errorf("%s notes %q lack %q", tc.id, w.Notes, tc.notesHave)
		}
	}
}

// TestTables checks the size table and the Raid reinforcements table.
func TestTables(t *testing.T) {
	c := mustDefault(t)
	// 000 FAQ, APPENDIX, Size Table (Ogre Battlefields)
	sizes := map[int][]string{}
	for _, s := range c.Sizes {
		sizes[s.Size] = s.Units
	}
	for size, ids := range map[int][]string{
		1: {"light-tank", "light-gev"},
		2: {"missile-tank", "gev"},
		5: {"superheavy-tank", "mark-i"},
		7: {"mark-iii", "mark-iii-b", "ninja"},
		8: {"mark-iv", "mark-v", "fencer", "fencer-b"},
		9: {"mark-vi", "doppelsoldner"},
	} {
		if strings.Join(sizes[size], ",") != strings.Join(ids, ",") {
			t.Errorf("size %d = %v, want %v", size, sizes[size], ids)
		}
	}
	if len(c.Sizes) != 9 {
		t.Errorf("%d size classes, want 9", len(c.Sizes))
	}
	// 000 FAQ, APPENDIX, Reinforcements Table (Ogre Miniatures)
	want := map[int]string{
		2: "superheavy-tank x1", 3: "missile-tank x1", 4: "light-tank x2", 5: "gev x1",
		6: "light-gev x2", 7: "gev x1", 8: "light-gev x2", 9: "gev-apc x1 infantry-squad x3",
		10: "heavy-tank x1", 11: "infantry-squad x9", 12: "mobile-howitzer x1",
	}
	if len(crt.Reinforcements(c)) != 11 {
		t.Fatalf("%d reinforcement lines, want 11 (2..12)", len(crt.Reinforcements(c)))
	}
	for i, r := range crt.Reinforcements(c) {
		if r.Roll != i+2 {
			t.Errorf("line %d has roll %d", i, r.Roll)
		}
		var got []string
		for _, u := range r.Units {
			got = append(got, u.Type+" x"+strconv.Itoa(u.Count))
		}
		if strings.Join(got, " ") != want[r.Roll] {
			t.Errorf("roll %d = %v, want %s", r.Roll, got, want[r.Roll])
		}
		if r.Text == "" {
			t.Errorf("roll %d has no printed text", r.Roll)
		}
	}
}

// TestScenarios checks the scenarios' sides, forces and victory classes.
func TestScenarios(t *testing.T) {
	c := mustDefault(t)
	for _, tc := range []struct {
		id, name string
		sides    []string
		forces   map[string]int // side/type -> count
		victory  int
	}{
		// ogretable, after the classic Ogre basic scenario
		{"quick", "Quick game", []string{"ogre", "defence"}, map[string]int{
			"ogre/mark-iii": 1, "defence/command-post": 1, "defence/heavy-tank": 3, "defence/missile-tank": 3,
			"defence/gev": 4, "defence/howitzer": 1, "defence/infantry-squad": 18}, 0},
		// 000 FAQ, Scenario: Nuclear Hare and Hounds
		{"hare-and-hounds", "Nuclear Hare and Hounds", []string{"combine", "paneuropean"}, map[string]int{
			"combine/mark-i": 6, "paneuropean/fencer-b": 1, "paneuropean/infantry-squad": 9, "paneuropean/light-tank": 3}, 12},
		// 000 FAQ, Scenario: Gang Bang, OGRE Style
		{"gang-bang", "Gang Bang, OGRE Style", []string{"combine", "paneuropean"}, map[string]int{
			"combine/mark-vi": 1, "combine/mark-v": 1, "combine/mark-iv": 1, "paneuropean/revener": 2}, 12},
	} {
		s, err := c.Scenario(tc.id)
		if err != nil {
			t.Fatal(err)
		}
		if s.Name != tc.name || strings.Join(s.Sides, ",") != strings.Join(tc.sides, ",") {
			t.Errorf("%s: name %q sides %v", tc.id, s.Name, s.Sides)
		}
		got := map[string]int{}
		for _, f := range s.Forces {
			got[f.Side+"/"+f.Type] += f.Count
		}
		if len(got) != len(tc.forces) {
			t.Errorf("%s: forces %v, want %v", tc.id, got, tc.forces)
		}
		for k, n := range tc.forces {
			if got[k] != n {
				t.Errorf("%s: %s = %d, want %d", tc.id, k, got[k], n)
			}
		}
		if len(s.Victory) != tc.victory {
			t.Errorf("%s: %d victory lines, want %d", tc.id, len(s.Victory), tc.victory)
		}
		for _, side := range s.Sides {
			var classes []string
			for _, v := range s.Victory {
				if v.Side == side {
					classes = append(classes, v.Class)
				}
			}
			if tc.victory > 0 && strings.Join(classes, "") != "SABCDE" {
				t.Errorf("%s: %s classes %v, want S..E", tc.id, side, classes)
			}
		}
		if len(s.Points) == 0 || s.Source == "" {
			t.Errorf("%s: points %v source %q", tc.id, s.Points, s.Source)
		}
	}
	// 000 FAQ, Nuclear Hare and Hounds: victory conditions verbatim
	s, _ := c.Scenario("Nuclear Hare and Hounds")
	if v := s.Victory[0]; v.Side != "combine" || v.Class != "S" || !strings.Contains(v.Condition, "Ice-breaker seized; Fencer-B destroyed.") {
		t.Errorf("first victory line = %+v", v)
	}
	// The quick game's defence: 12 armour units with the howitzer counting 2
	q, _ := c.Scenario("quick")
	armour := 0
	for _, f := range q.Forces {
		switch f.Type {
		case "heavy-tank", "missile-tank", "gev":
			armour += f.Count
		case "howitzer":
			armour += 2 * f.Count
		}
	}
	if armour != 12 {
		t.Errorf("quick game defence = %d armour units, want 12", armour)
	}
}

// TestListingOrder checks that the catalog keeps the order of the files and
// of the entries in them.
func TestListingOrder(t *testing.T) {
	c := mustDefault(t)
	if c.Units[0].ID != "light-gev" || c.Units[len(c.Units)-1].ID != "edd-209" {
		t.Errorf("first %s, last %s", c.Units[0].ID, c.Units[len(c.Units)-1].ID)
	}
	idx := map[string]int{}
	for i, u := range c.Units {
		idx[u.ID] = i
	}
	for _, pair := range [][2]string{{"light-gev", "gev"}, {"mark-i", "mark-ii"}, {"mark-vi", "fencer"}, {"heavy-tank", "mark-i"}} {
		if idx[pair[0]] > idx[pair[1]] {
			t.Errorf("%s listed after %s", pair[0], pair[1])
		}
	}
	c2, _ := Default()
	if c != c2 {
		t.Error("Default loaded twice")
	}
}

// BenchmarkLoad measures loading the built-in files.
func BenchmarkLoad(b *testing.B) {
	for b.Loop() {
		if _, err := Load(Files(), ""); err != nil {
			b.Fatal(err)
		}
	}
}

// TestLooseNamesUnambiguous: the loose match of names (engine.SameName:
// spaces, hyphens and roman numerals left aside, issue 11) names one unit
// type for every id, name and alias of the built-in catalog.
func TestLooseNamesUnambiguous(t *testing.T) {
	cat, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range cat.Units {
		for _, n := range append([]string{u.ID, u.Name}, u.Aliases...) {
			for _, v := range cat.Units {
				if v == u {
					continue
				}
				for _, m := range append([]string{v.ID, v.Name}, v.Aliases...) {
					if engine.SameName(n, m) {
						t.Errorf("%q (%s) and %q (%s) are one name to engine.SameName", n, u.ID, m, v.ID)
					}
				}
			}
			if got, err := cat.Unit(n); err != nil || got != u {
				t.Errorf("Unit(%q) = %v, %v; want %s", n, got, err, u.ID)
			}
		}
	}
	for _, c := range []struct{ typed, id string }{{"markv", "mark-v"}, {"MARK5", "mark-v"}, {"mark-iii-b", "mark-iii-b"}, {"markiiib", "mark-iii-b"}, {"heavytank", "heavy-tank"}} {
		if got, err := cat.Unit(c.typed); err != nil || got.ID != c.id {
			t.Errorf("Unit(%q) = %v, %v; want %s", c.typed, got, err, c.id)
		}
	}
}
