package crt

import (
	"fmt"
	"math"
	"ogretable/engine"
	"strconv"
	"strings"
)

// Shooter is one attacker in a fire plan: a unit, or one of its weapons.
type Shooter struct {
	Unit   *engine.Unit
	Weapon *Weapon // nil when the unit fires its own attack
	// Strength is the attack it adds: Base, doubled or halved in an overrun.
	Strength float64
	// Base is its attack before an overrun doubles or halves it.
	Base float64
	// Share is the part of the unit's attack it fires when it fires less
	// than all it has left: attack points of a walker dividing its attack
	// (000 FAQ, Walkers, 3.0 CRT And Overruns), squads of an infantry stack
	// in an overrun (000 FAQ, OVERRUN); 0 for all of it.
	Share float64
	// Doubled is set in an overrun for infantry, Ogre weapons and walkers
	// (000 FAQ, OVERRUN; 003 Ogre Lite, OVERRUNS); Halved for a disabled
	// unit firing back (000 FAQ, OVERRUN).
	Doubled bool
	Halved  bool

	used float64 // what firing uses of the unit's attack (see Event.Points)
}

// Name returns the shooter as the command language writes it: "HVY1",
// "MK3.main1", or with a share "W1:2".
func (s Shooter) Name() string {
	n := s.key()
	if s.Share > 0 {
		n += ":" + engine.FormatNumber(s.Share)
	}
	return n
}

// key returns the unit's label, or LABEL.weapon for a weapon.
func (s Shooter) key() string {
	if s.Weapon != nil {
		return s.Unit.Label + "." + s.Weapon.ID
	}
	return s.Unit.Label
}

// describe returns the shooter with its strength for the record:
// "MK3.main1 (4×2)", "INF1:2 (2×2×½)", "HVY1 (4)".
func (s Shooter) describe() string {
	return fmt.Sprintf("%s (%s)", s.Name(), s.factors())
}

// FirePlan is an attack checked against the rules, before the die: who fires,
// at what, and the odds. The dashboard shows it before anything is rolled.
type FirePlan struct {
	Scale    engine.Scale // the game's scale, for showing ranges and moves
	Shooters []Shooter
	Target   *engine.Unit
	Weapon   *Weapon // the Ogre weapon targeted, if any
	Treads   bool    // the target is an Ogre's treads
	Attack   Attack
	// Round is the overrun fire round the attack is made in, 0 outside an
	// overrun; Squad is set when the target is one squad of an infantry
	// stack, as in an overrun (000 FAQ, OVERRUN).
	Round int
	Squad bool
	// Spill are the spillover attacks on units stacked with the target, in
	// the order their dice are rolled after the attack's own.
	Spill []SpillPlan
}

// SpillPlan is a spillover attack: a unit stacked with the target takes the
// attack at half strength, unrounded, its results one step down
// (OFFICIAL-NOTES, Overrun and spillover; 003 Ogre Lite, COMBAT RESULTS
// TABLE, Spillover Fire).
type SpillPlan struct {
	Target *engine.Unit
	Attack Attack
}

// TargetName returns the target as the command language writes it.
func (p *FirePlan) TargetName() string {
	switch {
	case p.Treads:
		return p.Target.Label + ".treads"
	case p.Weapon != nil:
		return p.Target.Label + "." + p.Weapon.ID
	}
	return p.Target.Label
}

// targetText names the target for the record: "a squad of INF1" in an
// overrun.
func (p *FirePlan) targetText() string {
	if p.Squad {
		return "a squad of " + p.Target.Label
	}
	return p.TargetName()
}

var column1to1 = Column1to1

func isInfantry(u *engine.Unit) bool {
	return u.Type.Kind == engine.KindInfantry || u.Type.Kind == engine.KindMilitia
}

// PlanFire checks an attack by attackers (unit labels or LABEL.weapon, with
// ":N" for part of a walker's attack or N squads of a stack in an overrun)
// on target (a unit label, LABEL.weapon or LABEL.treads) against the rules
// and returns the plan with its odds. spill names units stacked with the
// target that take the attack as spillover; their odds are in the plan's
// Spill. While an overrun is fought, the attack is an overrun attack: only
// its units fire, at each other, in their fire round. With override it
// skips only the phase, turn and fire-round checks, and a laser's line of
// sight. It errors with the reason when the attack is illegal.
func PlanFire(g *engine.Game, attackers []string, target string, override bool, spill ...string) (*FirePlan, error) {
	return PlanFireThrough(g, attackers, target, "", override, spill...)
}

// PlanFireThrough is PlanFire for a line of fire that crosses terrain
// through, as the referee says ("" when nothing in between matters): a
// laser turret cannot fire over forest, rubble or town (see checkLaser).
func PlanFireThrough(g *engine.Game, attackers []string, target, through string, override bool, spill ...string) (*FirePlan, error) {
	if len(attackers) == 0 {
		return nil, engine.Refusef("name at least one attacker")
	}
	if err := checkSpecialFire(g, attackers, target, override); err != nil {
		return nil, err
	}
	ov := GameOf(g).Overrun
	p := &FirePlan{Scale: g.Scale}
	if err := planTarget(g, p, target); err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	var side string
	for _, a := range attackers {
		s, err := shooters(g, a)
		if err != nil {
			return nil, err
		}
		for _, x := range s {
			if seen[x.key()] {
				return nil, engine.Refusef("%s is named twice in the attack", x.key())
			}
			seen[x.key()] = true
			if side == "" {
				side = x.Unit.Side
			} else if x.Unit.Side != side {
				return nil, engine.Refusef("%s and the other attackers are on different sides", x.Unit.Label)
			}
			p.Shooters = append(p.Shooters, x)
		}
	}
	if ov != nil {
		if err := checkOverrunFire(g, p, override); err != nil {
			return nil, err
		}
	} else if !override {
		if g.Phase != PhaseFire {
			return nil, engine.Refusef("units fire only in the fire phase, and this is the %s phase; type \"next\" to move on, or put \"override\" before the command", g.Phase)
		}
		if side != g.CurrentSide() {
			return nil, engine.Refusef("it is the %s's turn, and the attackers belong to the %s; put \"override\" before the command to allow it", g.CurrentSide(), side)
		}
	}
	if !Opponent(side, p.Target.Side) {
		return nil, engine.Refusef("%s is on the same side as the attackers", p.Target.Label)
	}
	if p.Treads && len(p.Shooters) > 1 {
		// OFFICIAL-NOTES, Attacks on treads; 003 Ogre Lite, THE OGRE.
		return nil, engine.Refusef("an attack on treads is made by one attacker alone, never combined; fire %d separate attacks", len(p.Shooters))
	}
	if err := squadsAtTreads(g, p); err != nil {
		return nil, err
	}
	var strength float64
	allInfantry := true
	for _, s := range p.Shooters {
		if err := checkShooter(g, p, s, p.Target, p.Weapon, p.Treads); err != nil {
			return nil, err
		}
		if err := checkLaser(s, p.Target, through, override); err != nil {
			return nil, err
		}
		if s.Weapon != nil && s.Weapon.Type.Kind == WeaponGun {
			for _, o := range UnitOf(s.Unit).Weapons {
				if o == s.Weapon || o.Type.Kind != WeaponGun {
					continue
				}
				fired := o.FiredTurn == g.Turn && o.FiredAt == p.TargetName()
				if ov != nil {
					fired = ov.FiredAt[s.Unit.Label+"."+o.ID] == p.TargetName()
				}
				if fired {
					// 000 FAQ, Superheavy Tank: 2 separate attacks must be at different targets.
					return nil, engine.Refusef("%s already fired at %s; split fire goes at different targets", s.Unit.Label+"."+o.ID, p.TargetName())
				}
			}
		}
		if s.Unit.Type.Has(SpecialOverrunOnly) && ov == nil {
			// 001 ARMOR!, 3.017 Grunts: attack only in an overrun.
			return nil, engine.Refusef("%s attacks only in an overrun", s.Name())
		}
		allInfantry = allInfantry && isInfantry(s.Unit)
		strength += s.Strength
	}
	p.Attack = Attack{Strength: strength, Reading: Regular, OgreWeapon: readAsOgreWeapon(p.Weapon, p.Treads)}
	if p.Treads {
		p.Attack.Column = &column1to1
	}
	if ov != nil {
		p.Attack.Reading = Overrun
		p.Attack.Defense = overrunDefense(g, p.Target, p.Weapon, p.Treads)
	} else {
		p.Attack.Defense = Defense(g, p.Target, p.Weapon, p.Treads)
	}
	if p.Target.Type.Has(SpecialECM) && !(ov != nil && allInfantry) {
		// 000 FAQ, Ogre Ninja: subtract 1 from the die against it; the only
		// attacks exempt are infantry attacks in an overrun.
		p.Attack.Modify(-1, ReasonECM)
	}
	p.Attack.Modifier += attackDRM(g, p.Shooters)
	if err := planSpill(g, p, spill, override); err != nil {
		return nil, err
	}
	return p, nil
}

// checkLaser refuses a laser's shot that its line of sight does not allow
// (000 FAQ, TERRAIN, Forest, Rubble, Town; The Laser Tank): no laser fires
// at a unit in forest, rubble or town; a laser turret (the laser tank's
// too) cannot fire over them either, where a laser tower can. through is
// the terrain the line of fire crosses, as the referee says. The referee
// may override, as for a walker on its jump jets (000 FAQ, Optional Walker
// Rules, 2.0 Movement and Terrain).
func checkLaser(s Shooter, target *engine.Unit, through string, override bool) error {
	if override || !s.Unit.Type.Has(SpecialLaser) || laserMayFire(target) {
		return nil
	}
	const ruled = "if the referee rules the line of sight clear, put \"override\" before the command"
	if BlocksLaser(string(target.Terrain)) {
		return engine.Refusef("%s: a laser cannot fire at a unit in forest, rubble or town, which break its line of sight, and %s is in %s (000 FAQ, TERRAIN, %s); %s",
			s.Name(), target.Label, target.Terrain, terrainSection(target.Terrain), ruled)
	}
	if through != "" && BlocksLaser(through) && !s.Unit.Type.Has(SpecialLaserTower) {
		return engine.Refusef("%s is a laser turret and cannot fire over %s, which breaks its line of sight; only a laser tower fires over forest, rubble and town (000 FAQ, TERRAIN, %s); %s",
			s.Name(), through, terrainSection(engine.Terrain(through)), ruled)
	}
	return nil
}

// terrainSection names the FAQ's TERRAIN section for a laser's line of
// sight: Forest, Rubble, Town or Swamp.
func terrainSection(t engine.Terrain) string {
	switch t {
	case TerrainRubble:
		return "Rubble"
	case TerrainTown:
		return "Town"
	case woodedSwamp:
		return "Swamp"
	}
	return "Forest"
}

// checkShooter checks one shooter against a target: anti-personnel weapons
// fire only at infantry and command posts, and terrain may forbid attacking.
func checkShooter(g *engine.Game, p *FirePlan, s Shooter, target *engine.Unit, w *Weapon, treads bool) error {
	targetInfantry := isInfantry(target)
	targetCP := target.Type.Has(SpecialCommandPost)
	ap := s.Weapon != nil && s.Weapon.Type.AP || s.Weapon == nil && s.Unit.Type.Has(SpecialAP)
	if ap && (!(targetInfantry || targetCP) || w != nil || treads) {
		// 000 FAQ, Superheavy Tank; 003 Ogre Lite, THE OGRE: AP targets Inf or CP only.
		name := target.Label
		if target == p.Target {
			name = p.TargetName()
		}
		return engine.Refusef("%s is an anti-personnel weapon and fires only at infantry and command posts, not at %s", s.Name(), name)
	}
	if eff, ok := UnitTerrain(g, s.Unit); ok && eff.CannotAttack {
		return engine.Refusef("%s cannot attack from %s (%s)", s.Name(), s.Unit.Terrain, eff.Source)
	}
	return checkWalkerShot(s, target)
}

// checkOverrunFire checks an attack in an overrun: the shooters and the
// target are on opposite sides of the battle, and (unless overridden) it is
// the shooters' fire round: the defender's walkers, the attacker's walkers,
// then the others (000 FAQ, OVERRUN and Walkers, 3.0 CRT And Overruns; 003
// Ogre Lite, OVERRUN COMBAT TURN SEQUENCE).
func checkOverrunFire(g *engine.Game, p *FirePlan, override bool) error {
	ov := GameOf(g).Overrun
	tr, _ := ov.RoleOf(p.Target.Label)
	cur, _ := ov.Current()
	p.Round = cur.Number
	p.Squad = isInfantry(p.Target) && rules(g).overrunSquads
	for _, s := range p.Shooters {
		role, _ := ov.RoleOf(s.Unit.Label)
		if role == tr {
			return engine.Refusef("%s and %s are on the same side of the overrun", s.Unit.Label, p.Target.Label)
		}
		if override {
			continue
		}
		if role != cur.Role {
			return engine.Refusef("fire round %d is for %s, and %s is with %s; type \"next\" to end the round, or put \"override\" before the command",
				cur.Number, ov.roundText(cur), s.Unit.Label, ov.roleText(role))
		}
		walker := s.Unit.Type.Kind == engine.KindWalker
		switch {
		case cur.Walkers && !walker:
			return engine.Refusef("fire round %d is for %s, who fire first; %s fires in a later round (000 FAQ, Walkers, 3.0 CRT And Overruns)", cur.Number, ov.roundText(cur), s.Unit.Label)
		case !cur.Walkers && walker:
			return engine.Refusef("%s is a walker and fired in its side's walkers' round; fire round %d is for the others (000 FAQ, Walkers, 3.0 CRT And Overruns)", s.Unit.Label, cur.Number)
		}
	}
	return nil
}

// planSpill adds the spillover attacks of a plan: half its strength on each
// named unit stacked with the target, never an Ogre, never in an overrun
// (OFFICIAL-NOTES, Overrun and spillover; 003 Ogre Lite, COMBAT RESULTS
// TABLE).
func planSpill(g *engine.Game, p *FirePlan, spill []string, override bool) error {
	if len(spill) == 0 {
		return nil
	}
	if GameOf(g).Overrun != nil {
		return engine.Refusef("there is no spillover in an overrun (OFFICIAL-NOTES, Overrun and spillover); leave out \"with\"")
	}
	seen := map[string]bool{p.Target.Label: true}
	for _, l := range spill {
		u := g.Unit(l)
		switch {
		case u == nil:
			return engine.Refusef("no unit %s in play to take spillover", l)
		case seen[u.Label]:
			return engine.Refusef("%s is the target or named twice; name each other unit in the stack once after \"with\"", u.Label)
		case !u.Alive():
			return engine.Refusef("%s is already destroyed", u.Label)
		case IsOgre(u):
			return engine.Refusef("spillover never falls on an Ogre, and %s is one; leave it out after \"with\" (OFFICIAL-NOTES, Overrun and spillover)", u.Label)
		case u.Side != p.Target.Side:
			return engine.Refusef("%s is not on %s's side, so it is not stacked with it", u.Label, p.Target.Label)
		}
		seen[u.Label] = true
		if u.Terrain != "" {
			if eff, err := TerrainFor(u.Type.Mode, u.Terrain, g.Variant); err == nil && eff.CannotBeAttacked {
				return engine.Refusef("%s cannot be attacked in %s (%s)", u.Label, u.Terrain, eff.Source)
			}
		}
		for _, s := range p.Shooters {
			if err := checkShooter(g, p, s, u, nil, false); err != nil {
				return err
			}
			if err := checkLaser(s, u, "", override); err != nil {
				return err
			}
		}
		p.Spill = append(p.Spill, SpillPlan{Target: u,
			Attack: Attack{Strength: p.Attack.Strength / 2, Defense: Defense(g, u, nil, false), Reading: Spillover}})
	}
	return nil
}

// Defense returns the defence of a target in its terrain: a unit's (an
// infantry stack's is one per squad), or an Ogre weapon's; treads have none
// (attacks on them are always 1-1).
func Defense(g *engine.Game, u *engine.Unit, w *Weapon, treads bool) float64 {
	return defense(g, u, w, treads, UnitOf(u).Squads, true)
}

// defense returns the defence of u (of its weapon w) counting squads of an
// infantry stack, with the terrain's bonus when terrain is set.
func defense(g *engine.Game, u *engine.Unit, w *Weapon, treads bool, squads int, terrain bool) float64 {
	if treads {
		return 0
	}
	base := u.Type.Defense
	if w != nil {
		base = w.Type.Defense
	} else if u.Type.Kind == engine.KindInfantry {
		// 000 FAQ, Infantry: stacked squads defend with one point a squad, at most 3.
		base = u.Type.Defense * float64(min(max(squads, 1), 3))
	}
	if !terrain || u.Terrain == "" || u.Type.Has(SpecialNoTerrain) {
		return base
	}
	eff, ok := UnitTerrain(g, u)
	if !ok {
		return base
	}
	return eff.Defense(base)
}

func planTarget(g *engine.Game, p *FirePlan, ref string) error {
	label, part, _ := strings.Cut(ref, ".")
	u, err := g.Find(label)
	if err != nil {
		return err
	}
	p.Target = u
	if !u.Alive() {
		return engine.Refusef("%s is already destroyed", u.Label)
	}
	if ov := GameOf(g).Overrun; ov != nil {
		if _, in := ov.RoleOf(u.Label); !in {
			return engine.Refusef("%s is not in the overrun; until it ends, only its units fire, at each other (\"overrun end\" ends it)", u.Label)
		}
	}
	if u.Terrain != "" {
		if eff, err := TerrainFor(u.Type.Mode, u.Terrain, g.Variant); err == nil && eff.CannotBeAttacked {
			return engine.Refusef("%s cannot be attacked in %s (%s)", u.Label, u.Terrain, eff.Source)
		}
	}
	switch {
	case IsOgre(u) && part == "":
		ids := []string{"treads"}
		for _, w := range UnitOf(u).Weapons {
			if w.Status == engine.StatusOK {
				ids = append(ids, w.ID)
			}
		}
		return engine.Refusef("an Ogre's treads and weapons are targeted separately; fire at %s.treads or one of its weapons (%s)", u.Label, strings.Join(ids[1:], ", "))
	case strings.EqualFold(part, "treads"):
		if !IsOgre(u) {
			return engine.Refusef("only an Ogre's treads can be targeted, and %s is a %s", u.Label, u.Type.Name)
		}
		if UnitOf(u).Treads == 0 {
			return engine.Refusef("%s has no treads left", u.Label)
		}
		p.Treads = true
	case part != "":
		w := UnitWeapon(u, part)
		if w == nil && IsOgre(u) {
			// "MK3.tread": say the closest of its treads and weapons.
			parts := []string{"treads"}
			for _, w := range UnitOf(u).Weapons {
				parts = append(parts, w.ID)
			}
			msg := fmt.Sprintf("%s has no weapon %q to target", u.Label, part)
			if cl := engine.Closest(part, parts, 1); len(cl) > 0 {
				msg += fmt.Sprintf("; did you mean %s.%s?", u.Label, cl[0])
			}
			return engine.Refusef("%s (targets: %s.treads or one of its weapons: %s)", msg, u.Label, strings.Join(parts[1:], ", "))
		}
		if w == nil || !IsOgre(u) && !TargetableWeapon(w) {
			if refs := WeaponTargets(u); len(refs) > 0 {
				return engine.Refusef("%s has no weapon %q to target; its weapons targeted on their own are %s", u.Label, part, strings.Join(refs, ", "))
			}
			return engine.Refusef("%s has no weapon %q to target", u.Label, part)
		}
		if w.Status != engine.StatusOK {
			return engine.Refusef("%s.%s is already %s", u.Label, w.ID, w.Status)
		}
		if w.Type != nil && !w.Type.Shows(w.Type.Defense) {
			// 000 FAQ prints a cruise missile's defence "special .... see
			// notes" (OFFICIAL UNITS LIST), and no text gives one to a
			// missile still carried (The Biggest Ogre Ever Made): not a
			// 0, which would make any attack an automatic X.
			return &engine.MissingDataError{Reason: fmt.Sprintf("no rules text gives %s.%s a defence (its figures are printed %q); "+
				"to fire at it, give the %s one as a house rule ([[weapon]] id = %q with defense = N) and bring the game up to date with \"update %s\"; "+
				"or fire at %s's other weapons or treads", u.Label, w.ID, w.Type.Printed, w.Type.Name, w.Type.ID, u.Type.ID, u.Label)}
		}
		p.Weapon = w
	}
	return nil
}

// TargetableWeapon reports whether w, carried by a unit that is not an
// Ogre, is targeted on its own: an Ogre missile, as the Ogre Missile
// Carrier's six are (000 FAQ, The Ogre Missile Carrier: "the missiles can be
// targeted individually"); a weapon without a defence of its own (a heavy
// weapons squad's missile) never is.
func TargetableWeapon(w *Weapon) bool {
	return w.Status == engine.StatusOK && w.Type != nil && w.Type.Kind == WeaponMissile && w.Type.Defense > 0
}

// WeaponTargets returns the weapons of u, not an Ogre, that can be
// targeted on their own now (see TargetableWeapon), as LABEL.weapon.
func WeaponTargets(u *engine.Unit) []string {
	if IsOgre(u) {
		return nil
	}
	var refs []string
	for _, w := range UnitOf(u).Weapons {
		if TargetableWeapon(w) {
			refs = append(refs, u.Label+"."+w.ID)
		}
	}
	return refs
}

// shooters returns the attackers a reference names: a unit (all its unfired
// split guns, for a split-fire unit), part of one (":N"), or one of its
// weapons, with their strength. In an overrun, what each has fired counts by
// fire round, disabled units fire at half strength, and infantry, Ogre
// weapons and walkers at double. It errors when they cannot fire now.
func shooters(g *engine.Game, ref string) ([]Shooter, error) {
	ref, shareText, hasShare := strings.Cut(ref, ":")
	label, part, _ := strings.Cut(ref, ".")
	u, err := g.Find(label)
	if err != nil {
		return nil, err
	}
	var share float64
	if hasShare {
		n, err := strconv.ParseFloat(shareText, 64)
		if err != nil || n <= 0 || n != math.Trunc(n) {
			return nil, engine.Refusef("after %s: write a whole number of attack points (a walker) or squads (infantry in an overrun), as in %q", label, label+":1")
		}
		share = n
	}
	ov := GameOf(g).Overrun
	if ov != nil {
		if _, in := ov.RoleOf(u.Label); !in {
			return nil, engine.Refusef("%s is not in the overrun; until it ends, only its units fire (\"overrun end\" ends it)", u.Label)
		}
	}
	walker := u.Type.Kind == engine.KindWalker
	switch u.Status {
	case engine.StatusDestroyed, engine.StatusRemoved:
		return nil, engine.Refusef("%s is %s and cannot fire", u.Label, u.Status)
	case engine.StatusDisabled, engine.StatusStuck:
		switch {
		case IsOgre(u) && u.Status == engine.StatusStuck:
			// A stuck Ogre can still fire.
		case ov != nil && walker:
			return nil, engine.Refusef("%s is a %s walker, and disabled walkers do not attack in an overrun (000 FAQ, Walkers, 3.0 CRT And Overruns)", u.Label, u.Status)
		case ov != nil:
			// 000 FAQ, OVERRUN: a disabled unit may fire back at half strength.
		case u.Status == engine.StatusStuck:
			why := ""
			if f := FreedBy(u.Type.Mode, u.Terrain); f != "" {
				why = "; " + f
			}
			return nil, engine.Refusef("%s is stuck and cannot fire until freed%s", u.Label, why)
		default:
			why := ""
			if r := Recovers(u); r != "" {
				why = "; it " + r
			}
			return nil, engine.Refusef("%s is %s and cannot fire%s", u.Label, u.Status, why)
		}
	}
	var out []Shooter
	if part == "" {
		if IsOgre(u) {
			var ids []string
			for _, w := range UnitOf(u).Weapons {
				if w.Status == engine.StatusOK {
					ids = append(ids, u.Label+"."+w.ID)
				}
			}
			return nil, engine.Refusef("name which of %s's weapons fire: %s", u.Label, strings.Join(ids, ", "))
		}
		if len(u.Type.Split) > 0 {
			if hasShare {
				return nil, engine.Refusef("%s splits its fire by its guns; name them (%s.gun1)", u.Label, u.Label)
			}
			// Split fire: the unit's guns together, those not fired yet.
			for _, w := range UnitOf(u).Weapons {
				fired := w.FiredTurn == g.Turn
				if ov != nil {
					fired = ov.Fired[u.Label+"."+w.ID] > 0
				}
				if w.Type.Kind == WeaponGun && !fired {
					out = append(out, Shooter{Unit: u, Weapon: w, Base: w.Type.Attack, used: 1})
				}
			}
			if len(out) == 0 {
				return nil, engine.Refusef("%s has already fired %s", u.Label, fireSpan(g))
			}
			return overrunFactors(g, out), nil
		}
		if u.Type.Attack <= 0 {
			return nil, engine.Refusef("%s (%s) has no attack", u.Label, u.Type.Name)
		}
		squads := ov != nil && isInfantry(u)
		if hasShare && !walker && !squads {
			return nil, engine.Refusef("only a walker divides its attack (000 FAQ, Walkers, 3.0 CRT And Overruns), and an infantry stack fires squad by squad only in an overrun; fire %s whole", u.Label)
		}
		capacity, spent := 1.0, 0.0
		switch {
		case walker:
			capacity = u.Type.Attack
		case squads:
			capacity = float64(UnitOf(u).Squads)
		}
		switch {
		case ov != nil:
			spent = ov.Fired[u.Label]
		case walker && AttackSpent(g, u) > 0:
			spent = AttackSpent(g, u)
		case UnitOf(u).FiredTurn == g.Turn:
			spent = capacity
		}
		left := capacity - spent
		if left <= 0 {
			return nil, engine.Refusef("%s has already fired %s", u.Label, fireSpan(g))
		}
		use := left
		if hasShare {
			if share > left {
				what := "attack points"
				if squads {
					what = "squads"
				}
				return nil, engine.Refusef("%s has only %s %s left to fire %s", u.Label, engine.FormatNumber(left), what, fireSpan(g))
			}
			use = share
		}
		s := Shooter{Unit: u, Base: u.Type.Attack, used: use}
		switch {
		case walker:
			s.Base = use
		case squads:
			s.Base = u.Type.Attack * use
		case isInfantry(u):
			// Every squad of a stack attacks, militia's too (000 FAQ,
			// Infantry; Militia Mode).
			s.Base = u.Type.Attack * float64(max(UnitOf(u).Squads, 1))
		}
		if hasShare {
			s.Share = share
		}
		if !walker && ov == nil {
			s.used = 0 // the turn's fire is marked by the turn alone
		}
		return overrunFactors(g, []Shooter{s}), nil
	}
	if hasShare {
		return nil, engine.Refusef("%s.%s fires whole; only a walker divides its attack", u.Label, part)
	}
	w := UnitWeapon(u, part)
	if w == nil {
		var ids []string
		for _, w := range UnitOf(u).Weapons {
			ids = append(ids, w.ID)
		}
		if len(ids) == 0 {
			return nil, engine.Refusef("%s has no weapons of its own; fire with %s", u.Label, u.Label)
		}
		return nil, engine.Refusef("%s has no weapon %q; it has %s", u.Label, part, strings.Join(ids, ", "))
	}
	fired := w.FiredTurn == g.Turn
	if ov != nil {
		fired = ov.Fired[u.Label+"."+w.ID] > 0
	}
	switch {
	case w.Status != engine.StatusOK:
		return nil, engine.Refusef("%s.%s is %s", u.Label, w.ID, w.Status)
	case fired:
		return nil, engine.Refusef("%s.%s has already fired %s", u.Label, w.ID, fireSpan(g))
	case w.Type.Kind == WeaponRack && w.Ammo == 0:
		return nil, engine.Refusef("%s.%s has no missiles left", u.Label, w.ID)
	}
	if err := rackOnce(g, u, w); err != nil {
		return nil, err
	}
	return overrunFactors(g, []Shooter{{Unit: u, Weapon: w, Base: w.Type.Attack, used: 1}}), nil
}

// fireSpan says how long a unit's fire lasts: "this turn", or "in this fire
// round" in an overrun.
func fireSpan(g *engine.Game) string {
	if GameOf(g).Overrun != nil {
		return "in this fire round"
	}
	return "this turn"
}

// overrunFactors sets the shooters' strength: in an overrun infantry, Ogre
// weapons and walkers double (walkers after dividing their attack), unless
// they may not (grunts), and disabled units fire at half, unrounded (000 FAQ,
// OVERRUN and Walkers, 3.0 CRT And Overruns; 003 Ogre Lite, OVERRUNS; 001
// ARMOR!, 3.017 Grunts); in Ogre Lite a disabled Ogre too, doubled then
// halved (003 Ogre Lite, OVERRUNS: "Disabled units attack at 1/2").
func overrunFactors(g *engine.Game, s []Shooter) []Shooter {
	for i := range s {
		x := &s[i]
		x.Strength = x.Base
		if GameOf(g).Overrun == nil {
			continue
		}
		u := x.Unit
		x.Doubled = (isInfantry(u) || IsOgre(u) || u.Type.Kind == engine.KindWalker) && !u.Type.Has(SpecialNoDouble)
		x.Halved = u.Status != engine.StatusOK && (!IsOgre(u) || rules(g).disabledOgresHalved && u.Status == engine.StatusDisabled)
		if x.Doubled {
			x.Strength *= 2
		}
		if x.Halved {
			x.Strength /= 2
		}
	}
	return s
}

func fire(r *engine.Resolver) error {
	g := r.Game()
	p, err := PlanFireThrough(g, r.Command().Attackers, r.Command().Target, WordsOf(r.Command()).Through, r.Command().Override, WordsOf(r.Command()).Spill...)
	if err != nil {
		return err
	}
	// The prompt says whose roll it is: "for HVY1 at MK3.treads, 1-1".
	attackers := make([]string, len(p.Shooters))
	for i, s := range p.Shooters {
		attackers[i] = s.Name()
	}
	whose := fmt.Sprintf("for %s at %s, %s", strings.Join(attackers, "+"), p.TargetName(), p.Attack.Odds())
	die := func(a Attack, what, prompt string) ([]engine.Die, int, error) {
		if why := a.noDie(); why != "" {
			r.NoRoll("for " + what + ": " + why)
			return nil, 0, nil
		}
		d, err := r.Throw(engine.D6(1, prompt))
		if err != nil {
			return nil, 0, err
		}
		return d, d[0].Value, nil
	}
	dice, value, err := die(p.Attack, "this attack", whose)
	if err != nil {
		return err
	}
	spillDice := make([][]engine.Die, len(p.Spill))
	spillValues := make([]int, len(p.Spill))
	for i, s := range p.Spill {
		if spillDice[i], spillValues[i], err = die(s.Attack, "the spillover onto "+s.Target.Label, fmt.Sprintf("for the spillover onto %s, %s", s.Target.Label, s.Attack.Odds())); err != nil {
			return err
		}
	}
	roll := p.Attack.Resolve(value)
	names := make([]string, len(p.Shooters))
	for i, s := range p.Shooters {
		names[i] = s.Name()
	}
	r.Emit(With(engine.Event{Kind: EventAttack, Dice: dice, Attackers: names, Target: p.TargetName(), Text: attackText(p, roll)}, Record{Strength: p.Attack.Strength, Defense: p.Attack.Defense, Roll: &roll, Round: p.Round}))
	for _, s := range p.Shooters {
		e := With(engine.Event{Kind: EventFired, Unit: s.Unit.Label, Target: p.TargetName(), Points: s.used}, Record{Round: p.Round})
		if w := s.Weapon; w != nil {
			e.Weapon = w.ID
			// The log says what firing used up; other fire leaves no line.
			switch {
			case w.Type.OneShot:
				e.Text = fmt.Sprintf("%s.%s is spent.", s.Unit.Label, w.ID)
			case w.Type.Kind == WeaponRack:
				e.Text = fmt.Sprintf("%s.%s has %d missiles left.", s.Unit.Label, w.ID, w.Ammo-1)
			}
		}
		r.Emit(e)
		if IsOgre(s.Unit) {
			// Its last missile fired, an Ogre without treads has nothing left.
			ogreDestroyed(r, s.Unit)
		}
	}
	side := p.Shooters[0].Unit.Side
	result(r, side, p.Target, p.Weapon, p.Treads, roll.Result, p.Attack.Strength, p.Squad)
	for i, s := range p.Spill {
		sr := s.Attack.Resolve(spillValues[i])
		r.Emit(With(engine.Event{Kind: EventAttack, Dice: spillDice[i], Attackers: names, Target: s.Target.Label, Text: spillText(p, s, sr)}, Record{Strength: s.Attack.Strength, Defense: s.Attack.Defense, Roll: &sr}))
		result(r, side, s.Target, nil, false, sr.Result, s.Attack.Strength, false)
	}
	rubble(r, p)
	if p.Round > 0 {
		overrunAfter(r)
	}
	return nil
}

// rubble turns a town or forest hit by 12 or more attack strength in one
// non-overrun attack into rubble (000 FAQ, TERRAIN, Forest and Town).
func rubble(r *engine.Resolver, p *FirePlan) {
	t := p.Target.Terrain
	if p.Attack.Reading == Overrun || p.Attack.Strength < 12 || (t != TerrainTown && t != TerrainForest) {
		return
	}
	text := fmt.Sprintf("The %s where %s stands becomes rubble (an attack of %s).", t, p.Target.Label, engine.FormatNumber(p.Attack.Strength))
	r.Emit(engine.Event{Kind: engine.EventNote, Note: text, Text: text})
	for _, u := range r.Game().Units {
		if u.Alive() && u.Terrain == t && u.Label == p.Target.Label {
			r.Emit(With(engine.Event{Kind: EventTerrain, Unit: u.Label, Text: fmt.Sprintf("%s is now in rubble.", u.Label)}, Record{Terrain: TerrainRubble}))
		}
	}
}

// attackText is the record of an attack: who fires with what strength, at
// what, the odds, the die and the result (with its reading when it differs
// from the table's).
func attackText(p *FirePlan, roll Roll) string {
	var b strings.Builder
	if p.Round > 0 {
		fmt.Fprintf(&b, "Overrun, fire round %d: ", p.Round)
	}
	descs := make([]string, len(p.Shooters))
	plain := true
	for i, s := range p.Shooters {
		descs[i] = s.describe()
		plain = plain && !s.Doubled && !s.Halved && s.Share == 0
	}
	if plain {
		for i, s := range p.Shooters {
			descs[i] = s.Name()
		}
		fmt.Fprintf(&b, "%s (%s)", strings.Join(descs, " + "), engine.FormatNumber(p.Attack.Strength))
	} else {
		fmt.Fprintf(&b, "%s", strings.Join(descs, " + "))
		if len(descs) > 1 || p.Shooters[0].Doubled || p.Shooters[0].Halved {
			fmt.Fprintf(&b, " = %s", engine.FormatNumber(p.Attack.Strength))
		}
	}
	fmt.Fprintf(&b, " fire%s at %s", map[bool]string{true: "", false: "s"}[len(p.Shooters) > 1], p.targetText())
	switch {
	case p.Treads:
		b.WriteString(" at 1-1")
	default:
		fmt.Fprintf(&b, " (defence %s): %s", engine.FormatNumber(p.Attack.Defense), roll.Column)
	}
	b.WriteString(rollText(p.Attack, roll, p.noEffect(roll.Result)))
	return b.String()
}

// noEffect says why a result does nothing to the plan's target, to follow
// the result in the record: "no effect on an Ogre's treads" for a D on
// treads or on an Ogre weapon (OFFICIAL-NOTES, Attacks on treads: a D has no
// effect on an Ogre); "" otherwise.
func (p *FirePlan) noEffect(res Result) string {
	switch {
	case res != D:
		return ""
	case p.Treads:
		return "no effect on an Ogre's treads"
	case p.Weapon != nil:
		return "no effect on an Ogre weapon"
	}
	return ""
}

// OgreWeaponEffects says what the combat results do to an Ogre weapon
// (OFFICIAL-NOTES, Attacks on treads: a D has no effect on an Ogre; 003
// Ogre Lite, COMBAT RESULTS TABLE: an overrun's D stays D against one).
const OgreWeaponEffects = "A D does nothing to an Ogre weapon; an X or XX destroys it."

// Effects says what the combat results do to the plan's target when it is
// part of an Ogre, where a D does nothing (OFFICIAL-NOTES, Attacks on
// treads): for treads, how many an X or XX takes off and the movement left
// then, in the plan's Scale; "" for any other target.
func (p *FirePlan) Effects() string {
	switch {
	case p.Treads:
		u := p.Target
		lost := min(int(p.Attack.Strength), UnitOf(u).Treads)
		left := UnitOf(u).Treads - lost
		return fmt.Sprintf("A D does nothing to treads; an X or XX takes %d off: %d left, move %s.",
			lost, left, p.Scale.Format(float64(TreadMovement(left, UnitOf(u).TreadsMax, int(u.Type.Move)))))
	case p.Weapon != nil:
		return OgreWeaponEffects
	}
	return ""
}

// spillText is the record of a spillover attack.
func spillText(p *FirePlan, s SpillPlan, roll Roll) string {
	return fmt.Sprintf("Spillover onto %s: half of %s is %s (defence %s): %s%s", s.Target.Label,
		engine.FormatNumber(p.Attack.Strength), engine.FormatNumber(s.Attack.Strength), engine.FormatNumber(s.Attack.Defense), roll.Column, rollText(s.Attack, roll, ""))
}

// rollText ends an attack's record: ", die 4: D." or ", die 3: D, read as
// X (overrun)." or ", automatic X."; a modified die names the modifier's
// reasons: ", die 5-1 (ECM): D."; after, when set, follows the result:
// ", die 4: D, no effect on an Ogre's treads.".
func rollText(a Attack, roll Roll, after string) string {
	raw := a
	raw.Reading = Regular
	read := ""
	if r := raw.Resolve(roll.Die).Result; r != roll.Result {
		read = fmt.Sprintf("%s, read as %s (%s)", r, roll.Result, roll.Reading)
	} else {
		read = roll.Result.String()
	}
	if after != "" {
		read += ", " + after
	}
	switch roll.Column {
	case ColumnNone:
		return ", no effect possible."
	case ColumnAuto:
		return fmt.Sprintf(", automatic %s.", read)
	}
	// The modifier with its reasons: ", die 5-1 (ECM): D.".
	mod := modifierText(roll.Modifier, roll.Modifiers)
	return fmt.Sprintf(", die %d%s: %s.", roll.Die, mod, read)
}

// result applies a combat result to a target, by what the target is (000
// FAQ, COMBAT RESULTS TABLE; 003 Ogre Lite, RESULTS; OFFICIAL-NOTES), and
// scores the victory points of what is destroyed for side.
// With squad set (infantry in an overrun), the target is one squad: any
// result but NE costs that squad (000 FAQ, OVERRUN).
func result(r *engine.Resolver, side string, u *engine.Unit, w *Weapon, treads bool, res Result, strength float64, squad bool) {
	switch {
	case squad && isInfantry(u):
		if res == NE {
			return
		}
		if UnitOf(u).Squads > 1 {
			r.Emit(engine.Event{Kind: EventSquadsLost, Unit: u.Label, Squads: 1, Text: fmt.Sprintf("%s loses a squad: %d left.", u.Label, UnitOf(u).Squads-1)})
			r.VP(side, u.Type.VP, "a squad of "+u.Label)
			squadWeaponsLost(r, u)
			return
		}
		destroy(r, side, u, false)
	case treads:
		if res < X {
			return // only an X removes treads; a D has no effect on an Ogre
		}
		loseTreads(r, u, min(int(strength), UnitOf(u).Treads), side)
	case w != nil:
		if res < X {
			return // D: no effect on an Ogre weapon
		}
		r.Emit(engine.Event{Kind: EventWeaponLost, Unit: u.Label, Weapon: w.ID, Text: fmt.Sprintf("%s.%s is destroyed.", u.Label, w.ID)})
		if IsOgre(u) {
			// Another unit's VP are scored when it is destroyed.
			r.VP(side, WeaponVP(r.Game(), w), u.Label+"."+w.ID)
		}
		ogreDestroyed(r, u)
	case u.Type.Kind == engine.KindStructure:
		if res < X {
			return // a structure shrugs off a D, like an Ogre weapon
		}
		if UnitOf(u).StructurePoints > 0 {
			lost := min(strength, UnitOf(u).StructurePoints)
			r.Emit(engine.Event{Kind: EventStructureHit, Unit: u.Label, Points: lost,
				Text: fmt.Sprintf("%s loses %s structure points: %s left.", u.Label, engine.FormatNumber(lost), engine.FormatNumber(UnitOf(u).StructurePoints-lost))})
			if UnitOf(u).StructurePoints > 0 {
				return
			}
		}
		destroy(r, side, u, res == X)
	case u.Type.Kind == engine.KindInfantry || militiaAsInfantry(r.Game(), u):
		if res == NE {
			return
		}
		if res == D && UnitOf(u).Squads > 1 {
			r.Emit(engine.Event{Kind: EventSquadsLost, Unit: u.Label, Squads: 1, Text: fmt.Sprintf("%s loses a squad: %d left.", u.Label, UnitOf(u).Squads-1)})
			r.VP(side, u.Type.VP, "a squad of "+u.Label)
			squadWeaponsLost(r, u)
			return
		}
		destroy(r, side, u, false)
	case u.Type.Kind == engine.KindMilitia || u.Type.Kind == engine.KindVTOL:
		if res != NE {
			destroy(r, side, u, res == X) // a D reads X
		}
	default: // armour and walkers
		armourResult(r, side, u, res, CauseEnemyFire)
	}
}

// squadWeaponsLost takes from a stack that lost squads the weapons of
// theirs it can no longer carry: each squad carries its own (see
// mountsFor), and a squad lost is taken to be one that fired its weapon
// first, so only weapons not fired beyond a weapon a squad left are lost.
func squadWeaponsLost(r *engine.Resolver, u *engine.Unit) {
	for _, m := range u.Type.Weapons {
		var ready []*Weapon
		for _, w := range UnitOf(u).Weapons {
			if w.Status == engine.StatusOK && strings.TrimRight(w.ID, "0123456789") == m.Weapon {
				ready = append(ready, w)
			}
		}
		for i := len(ready) - 1; i >= m.Count*UnitOf(u).Squads; i-- {
			w := ready[i]
			r.Emit(engine.Event{Kind: EventWeaponLost, Unit: u.Label, Weapon: w.ID,
				Text: fmt.Sprintf("%s.%s is lost with its squad.", u.Label, w.ID)})
		}
	}
}

// militiaAsInfantry reports whether u is militia in terrain where it reads
// a D as infantry do: forest, rubble, swamp and town (000 FAQ, MOVEMENT
// MODES, Militia Mode: "D results as Infantry while in forest").
func militiaAsInfantry(g *engine.Game, u *engine.Unit) bool {
	if u.Type.Kind != engine.KindMilitia || u.Terrain == "" {
		return false
	}
	eff, err := TerrainFor(u.Type.Mode, u.Terrain, g.Variant)
	return err == nil && eff.MilitiaAsInfantry
}

// armourResult applies a combat result to armour (or a walker), disabled
// by cause on a D: NE does nothing; a D disables a unit in action; a D on a
// disabled unit, or an X, destroys it, leaving a hulk; an XX destroys it
// outright (000 FAQ, COMBAT RESULTS TABLE; OFFICIAL-NOTES, Disabled units).
// Fire and rams both read their results here.
func armourResult(r *engine.Resolver, side string, u *engine.Unit, res Result, cause engine.Cause) {
	if res == D && u.Type.Kind == engine.KindWalker && UnitOf(u).Flying {
		res = X // 000 FAQ, Walkers, 5.0 Optional Walker Rules, Land/Air Transformation: a D reads X in the air
	}
	switch {
	case res == NE:
	case res == D && u.Status == engine.StatusOK:
		disable(r, u, cause)
	default:
		destroy(r, side, u, res != XX)
	}
}

// destroy removes a unit from play and scores its victory points. Only a
// vehicle leaves a hulk ("Armor units are destroyed and leave a Hulk", 003
// Ogre Lite, RESULTS): infantry, militia and structures (a command post, a
// building) leave none.
func destroy(r *engine.Resolver, side string, u *engine.Unit, hulk bool) {
	text := fmt.Sprintf("%s is destroyed.", u.Label)
	if hulk && u.Type.Kind != engine.KindInfantry && u.Type.Kind != engine.KindMilitia && u.Type.Kind != engine.KindStructure {
		text = fmt.Sprintf("%s is destroyed, leaving a hulk.", u.Label)
	} else {
		hulk = false
	}
	r.Emit(With(engine.Event{Kind: engine.EventDestroyed, Unit: u.Label, Text: text}, Record{Hulk: hulk}))
	vp := u.Type.VP
	if isInfantry(u) {
		// A stack scores every squad it had left, militia's too (000 FAQ,
		// OFFICIAL UNITS LIST: VP a squad).
		vp *= float64(max(UnitOf(u).Squads, 1))
	}
	if !IsOgre(u) {
		r.VP(side, vp, u.Label)
	}
}

// ogreDestroyed destroys an Ogre once every tread is gone and no weapon
// can fire: each is destroyed or spent, or a missile rack with no missile
// left, which cannot fire (OFFICIAL-NOTES, Treads and movement; 000 FAQ,
// OFFICIAL UNITS LIST: a rack's missiles are its bracketed total).
func ogreDestroyed(r *engine.Resolver, u *engine.Unit) {
	if !IsOgre(u) || !u.Alive() || UnitOf(u).Treads > 0 || armed(u) {
		return
	}
	text := fmt.Sprintf("%s has lost every weapon and every tread: it is destroyed.", u.Label)
	if !DestroyedOgre(u) {
		text = fmt.Sprintf("%s has lost every tread, and its only weapons left are empty missile racks, which cannot fire: it is destroyed.", u.Label)
	}
	r.Emit(With(engine.Event{Kind: engine.EventDestroyed, Unit: u.Label, Text: text}, Record{Hulk: true}))
}

// armed reports whether one of u's weapons can still fire: it is in
// working order, and a missile rack has a missile left.
func armed(u *engine.Unit) bool {
	for _, w := range UnitOf(u).Weapons {
		if w.Status == engine.StatusOK && !(w.Type.Kind == WeaponRack && w.Ammo == 0) {
			return true
		}
	}
	return false
}

// WeaponVP returns the victory points a weapon is worth in the game's
// variant: the catalog's, but an Ogre missile is 3 in the classic rules
// (000 FAQ, OFFICIAL UNITS LIST, Ogre systems table: "Ogre Missile 6 5 3 3")
// where the published rules give 1 (OFFICIAL-NOTES, Victory points).
func WeaponVP(g *engine.Game, w *Weapon) float64 {
	if w.Type == nil {
		return 0
	}
	if w.Type.ID == idOgreMissile && rules(g).ogreMissileVP > 0 {
		return rules(g).ogreMissileVP
	}
	return w.Type.VP
}

// idOgreMissile is the catalog id of the Ogre missile.
const idOgreMissile = "missile"
