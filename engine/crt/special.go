package crt

import (
	"ogretable/engine"
	"strings"
)

// The Ogre CRT's special rules a unit type can carry, by the names the
// templates use, beside the two the templates check themselves
// (engine.SpecialSplitFire, engine.SpecialImmobile). Rules says what each
// does, its source, and whether the engine applies it.
const (
	SpecialAP          = "ap"                // anti-personnel: fires only at infantry and command posts
	SpecialOneShot     = "one-shot"          // the weapon fires once per game
	SpecialECM         = "ecm"               // -1 to every die against it, but infantry in an overrun (Ninja)
	SpecialDisable     = "disable-only"      // never destroys, only disables (EMP tank)
	SpecialCommandPost = "command-post"      // AP weapons may fire at it
	SpecialNoTerrain   = "no-terrain"        // gets no terrain defence bonus (grunts)
	SpecialOverrunOnly = "overrun-only"      // attacks only in an overrun (grunts)
	SpecialNoDouble    = "no-overrun-double" // does not double in an overrun (grunts)
	SpecialCruise      = "cruise-missile"    // carries or is a cruise missile
	SpecialLaser       = "laser"             // a battlefield laser (may intercept missiles)
	SpecialLaserTower  = "laser-tower"       // a laser tower: fires over forest, rubble and town
)

// Rule is a special rule a unit type may carry in the catalog (its Special
// list), with what it does and where the rules texts say so.
type Rule struct {
	Name   string // as the templates write it: "ecm"
	Does   string // what the rule does, one sentence
	Source string // the rules text and section
	// Refusal is empty for a rule the engine applies in full on the CRT.
	// Otherwise it says what the program does not do (yet) on the CRT and
	// what the referee does instead (another command, or a note), and an
	// attack that uses the rule is refused with it.
	Refusal string
	// Override is set when "override" before the command lets the attack
	// through as an ordinary CRT attack, the referee having ruled.
	Override bool
	// uses reports whether an attack by unit u (with weapon w, nil for the
	// unit itself) at target uses the rule; nil: any attack by a unit that
	// carries it.
	uses func(u *engine.Unit, w *Weapon, target *engine.Unit) bool
}

// Rules lists every special rule the catalog may name, in the order the
// loader lists them. A template naming any other rule is refused.
var Rules = []Rule{
	{Name: engine.SpecialSplitFire, Does: "divides its attack between targets: a unit with separate guns (the superheavy's 3+3, in split) fires each at a different target, a walker any part of its attack",
		Source: "000 FAQ, Superheavy Tank; Walkers, 3.0 CRT And Overruns"},
	{Name: SpecialAP, Does: "fires only at infantry and command posts",
		Source: "000 FAQ, Superheavy Tank; 003 Ogre Lite, THE OGRE"},
	{Name: SpecialOneShot, Does: "fires once per game; then it has no attack",
		Source: "000 FAQ, UNOFFICIAL FAN-MADE UNITS (Drone Missile Launcher)",
		Refusal: "the program does not count a unit's one shot yet: it fires once per game and never again; " +
			"put \"override\" before its one attack, and fire it no more",
		Override: true},
	{Name: SpecialECM, Does: "takes 1 off every die rolled against it, but infantry's in an overrun",
		Source: "000 FAQ, Ogre Ninja"},
	{Name: SpecialDisable, Does: "disables every vehicle within 2 hexes, friend or foe, but not cybertanks or Ogre weapons, with no die; it never destroys",
		Source: "000 FAQ, The EMP Tank (Design Notes)",
		// The pulse is the "emp" verb (emp.go); an attack on the CRT by an
		// EMP tank is refused, pointing there.
		Refusal: "its pulse is not on the CRT: it disables every vehicle within 2 hexes " +
			"(except itself, friend or foe; not cybertanks or Ogre weapons), with no die, and never destroys; " +
			"fire it with \"emp EMP at LABEL[,LABEL...]\", naming every unit within 2 hexes of it"},
	{Name: SpecialCommandPost, Does: "may be fired at by anti-personnel weapons",
		Source: "000 FAQ, Superheavy Tank; 003 Ogre Lite, THE OGRE"},
	{Name: SpecialNoTerrain, Does: "gets no defence bonus from terrain",
		Source: "001 ARMOR!, 3.017 Grunts"},
	{Name: engine.SpecialImmobile, Does: "never moves (movement 0); rammed, it is destroyed",
		Source: "000 FAQ, RAMMING; MOVEMENT MODES"},
	{Name: SpecialOverrunOnly, Does: "attacks only in an overrun",
		Source: "001 ARMOR!, 3.017 Grunts"},
	{Name: SpecialNoDouble, Does: "does not double its attack in an overrun",
		Source: "001 ARMOR!, 3.017 Grunts"},
	{Name: SpecialCruise, Does: "is or carries a cruise missile, which flies to its target and detonates by the CRUISE MISSILE DETONATION table, not the CRT",
		Source: "000 FAQ, CRUISE MISSILE DETONATION; Cruise Missile Crawler",
		// The missile flies by the verbs of salvo.go; an attack on the CRT
		// with it is refused, pointing there.
		Refusal: "a cruise missile is not fired on the CRT: launch it with \"launch LAUNCHER [xN] [mini|dual|dummy]\" " +
			"(the opponent scores 12 VP when it is fired), roll each interception with \"intercept MISSILE by REF[,REF...] flown D\" " +
			"and a hit's lucky die with \"lucky MISSILE\", then detonate it by the CRUISE MISSILE DETONATION table with \"blast MISSILE at LABEL:DIST[,...]\"",
		uses: func(u *engine.Unit, w *Weapon, _ *engine.Unit) bool {
			if w != nil {
				return w.Type != nil && w.Type.Kind == WeaponCruise
			}
			return u.Type.Has(SpecialCruise)
		}},
	{Name: SpecialLaser, Does: "a battlefield laser: forest, rubble, town and wooded swamp break its line of sight, so it cannot fire at a unit in them, " +
		"and a laser turret not over them either (\"fire ... through forest\": the referee says what the line of fire crosses); it may intercept cruise missiles",
		Source: "000 FAQ, TERRAIN (Forest, Rubble, Swamp, Town); CRUISE MISSILE DETONATION; The Laser Tank"},
	{Name: SpecialLaserTower, Does: "a laser tower: fires over forest, rubble and town, though not at a unit in them",
		Source: "000 FAQ, TERRAIN (Forest, Rubble)"},
}

// WeaponCruise is the kind of a cruise missile carried as a weapon.
const WeaponCruise = "cruise"

// RuleNames returns the names of Rules, in order.
func RuleNames() []string {
	out := make([]string, len(Rules))
	for i, r := range Rules {
		out[i] = r.Name
	}
	return out
}

// RuleNamed returns the rule called name, or false when no rule is.
func RuleNamed(name string) (Rule, bool) {
	for _, r := range Rules {
		if r.Name == name {
			return r, true
		}
	}
	return Rule{}, false
}

// checkSpecialFire refuses an attack by attackers (as PlanFire takes them)
// at target that uses a special rule the program does not apply, with the
// rule's sentence. A rule with Override lets the attack through when the
// referee overrides. Names that do not resolve are left to PlanFire to
// report.
func checkSpecialFire(g *engine.Game, attackers []string, target string, override bool) error {
	tlabel, _, _ := strings.Cut(target, ".")
	tu, _ := g.Find(tlabel)
	for _, a := range attackers {
		ref, _, _ := strings.Cut(a, ":")
		label, part, _ := strings.Cut(ref, ".")
		u, err := g.Find(label)
		if err != nil || u.Type == nil {
			continue
		}
		var w *Weapon
		if part != "" {
			if w = UnitWeapon(u, part); w == nil {
				continue
			}
		}
		for _, r := range Rules {
			if r.Refusal == "" || r.Override && override {
				continue
			}
			if r.uses == nil && !u.Type.Has(r.Name) || r.uses != nil && !r.uses(u, w, tu) {
				continue
			}
			who := u.Label
			if w != nil {
				who += "." + w.ID
			}
			return engine.Refusef("%s (%s, special rule %q): %s (%s)", who, u.Type.Name, r.Name, r.Refusal, r.Source)
		}
	}
	return nil
}
