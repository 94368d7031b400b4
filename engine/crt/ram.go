package crt

import (
	"fmt"
	"ogretable/engine"
	"slices"
	"strconv"
	"strings"
)

// The catalog ids the ramming rules name.
const (
	idHeavyTank      = "heavy-tank"
	idMobileHowitzer = "mobile-howitzer"
	idSuperheavy     = "superheavy-tank"
)

// SuperheavyNotionalTreads is the superheavy's notional tread units for
// ramming in the classic rules (000 FAQ, RAMMING).
const SuperheavyNotionalTreads = 24

// RamDice returns the dice an Ogre of the given size rolls for the tread
// damage it does ramming another Ogre: size 5-6 one die, 7 two, 8 four, 9
// six (OFFICIAL-NOTES, Ramming; 000 FAQ, RAMMING gives the same by mark).
func RamDice(size int) int {
	switch {
	case size <= 6:
		return 1
	case size == 7:
		return 2
	case size == 8:
		return 4
	}
	return 6
}

func ram(r *engine.Resolver) error {
	g := r.Game()
	rammer, err := r.Unit(r.Command().Attackers[0])
	if err != nil {
		return err
	}
	target, err := r.Unit(r.Command().Target)
	if err != nil {
		return err
	}
	if err := r.CheckTurn(rammer, rammer.Label+" rams", PhaseMovement, PhaseSecondMovement); err != nil {
		return err
	}
	rules := rules(g)
	classicSH := rules.ogresAndSuperheavyRam && rammer.Type.ID == idSuperheavy
	switch {
	case !rammer.Alive():
		return engine.Refusef("%s is destroyed", rammer.Label)
	case rammer.Type.Kind == engine.KindWalker:
		return refuseWalkerRam(rammer)
	}
	if err := ramTarget(rammer, target); err != nil {
		return err
	}
	switch {
	case rammer.Status == engine.StatusStuck:
		// A ram is made moving, and a stuck unit cannot move (000 FAQ,
		// MOVEMENT MODES: stuck is perma-disabled).
		return engine.Refusef("%s is stuck, so it cannot move and cannot ram; once it is freed (\"free %s\") it can", rammer.Label, rammer.Label)
	case rammer.Status != engine.StatusOK:
		why := ""
		if rec := Recovers(rammer); rec != "" {
			why = "; it " + rec
		}
		return engine.Refusef("%s is %s, so it cannot move and cannot ram%s", rammer.Label, rammer.Status, why)
	case classicSH && Movement(rammer) == 0:
		return engine.Refusef("%s has lost all its %d notional tread units and cannot move, so it cannot ram (000 FAQ, RAMMING)", rammer.Label, UnitOf(rammer).TreadsMax)
	case Movement(rammer) == 0:
		return engine.Refusef("%s cannot move, so it cannot ram", rammer.Label)
	}
	if err := checkSecondMove(r, rammer, "ram "+target.Label); err != nil {
		return err
	}
	// In an overrun its own rules speak first (only an Ogre rams, once,
	// after its fire round); then who may ram under the variant, and when.
	if err := checkOverrunRam(r, rammer, target, classicSH); err != nil {
		return err
	}
	if err := checkRammer(r, rammer, target, classicSH); err != nil {
		return err
	}
	if GameOf(g).Overrun == nil && rules.ramsInOverrun != "" && !r.Command().Override {
		return engine.Refusef("in the %s rules a ram is made only during an overrun, after the rammer's first fire round (%s); start one with \"overrun %s at %s\", or put \"override\" before the command",
			g.Variant, rules.ramsInOverrun, rammer.Label, target.Label)
	}
	n := GameOf(g).Rams[rammer.Label]
	if limit := rules.ramLimit; n >= limit {
		return engine.Refusef("%s has already rammed %s this turn, the most the %s rules allow", rammer.Label, times(n), g.Variant)
	}
	if rules.twoOrOneOgre && IsOgre(target) && n > 0 {
		return engine.Refusef("%s has already rammed this turn; an Ogre rams two units a turn, or one enemy Ogre (OFFICIAL-NOTES, Ramming)", rammer.Label)
	}
	if rules.twoOrOneOgre && n > 0 && GameOf(g).OgreRams[rammer.Label] {
		return engine.Refusef("%s has rammed an Ogre this turn and may not ram again (OFFICIAL-NOTES, Ramming)", rammer.Label)
	}
	text := fmt.Sprintf("%s rams %s.", rammer.Label, target.Label)
	if o := GameOf(g).Overrun; o != nil {
		cur, _ := o.Current()
		text = fmt.Sprintf("Overrun, fire round %d: %s rams %s, its one ram of the overrun.", cur.Number, rammer.Label, target.Label)
	}
	r.Emit(engine.Event{Kind: EventRam, Unit: rammer.Label, Target: target.Label, Text: text})
	switch {
	case IsOgre(target) && (IsOgre(rammer) || classicSH):
		err = ramOgre(r, rammer, target)
	case IsOgre(rammer) || classicSH:
		err = ramArmour(r, rammer, target)
	case IsOgre(target):
		err = armourRamsOgre(r, rammer, target)
	default:
		err = gevRamsArmour(r, rammer, target)
	}
	if err == nil && GameOf(g).Overrun != nil {
		overrunAfter(r)
	}
	return err
}

// ramTarget refuses a unit that rammer can never ram, whatever the phase,
// the rammer's state and who rams under the variant: one destroyed, one of
// its own side, one that is neither armour nor an Ogre (a walker is rammed
// as armour). The ram verb and the views (Game.RamTargets) both ask it.
func ramTarget(rammer, target *engine.Unit) error {
	switch {
	case !target.Alive():
		return engine.Refusef("%s is already destroyed", target.Label)
	case !Opponent(rammer.Side, target.Side):
		return engine.Refusef("%s and %s are on the same side", rammer.Label, target.Label)
	case target.Type.Kind != engine.KindArmour && target.Type.Kind != engine.KindOgre && target.Type.Kind != engine.KindWalker:
		return engine.Refusef("only armour and Ogres can be rammed, and %s is %s", target.Label, target.Type.Kind)
	}
	return nil
}

// ramTargetInBattle refuses a target that is not on the other side of the
// overrun the rammer fights: in an overrun an Ogre rams a unit it is
// fighting. The ram verb (checkOverrunRam) and Game.RamTargets ask it.
func (o *OverrunState) ramTargetInBattle(rammer, target *engine.Unit) error {
	role, _ := o.RoleOf(rammer.Label)
	if trole, tin := o.RoleOf(target.Label); !tin || trole == role {
		return engine.Refusef("%s is not on the other side of the overrun; an Ogre rams a unit it is fighting", target.Label)
	}
	return nil
}

// times returns a count of times in words: "once", "twice", "3 times".
func times(n int) string {
	switch n {
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return fmt.Sprintf("%d times", n)
}

// checkRammer refuses a unit that may not ram target under the game's
// variant. An Ogre rams in every variant. In the classic rules only Ogres
// and the superheavy ram (000 FAQ, RAMMING); in Ogre Lite only Ogres (003
// Ogre Lite, RAMMING, under OVERRUNS: "Ogres may ram one unit"). In the
// published rules armour may ram an Ogre (OFFICIAL-NOTES, Ramming), and a
// GEV may ram armour too (published rules, 6.07.3); infantry are not armour
// and never ram, nor do walkers (000 FAQ, Walkers, 3.0 CRT And Overruns:
// "walkers have no need to ram").
func checkRammer(r *engine.Resolver, rammer, target *engine.Unit, classicSH bool) error {
	rules := rules(r.Game())
	switch {
	case IsOgre(rammer) || classicSH:
		return nil
	case rules.ogresAndSuperheavyRam:
		return engine.Refusef("in the classic rules only Ogres and the superheavy ram (000 FAQ, RAMMING), and %s is neither", rammer.Label)
	case rules.onlyOgresRam:
		return engine.Refusef("in the lite rules only Ogres ram (003 Ogre Lite, RAMMING: \"Ogres may ram one unit\"), and %s is not one", rammer.Label)
	case rammer.Type.Kind != engine.KindArmour:
		return engine.Refusef("only Ogres and armour ram (OFFICIAL-NOTES, Ramming), and %s is %s, not armour", rammer.Label, rammer.Type.Kind)
	case IsOgre(target):
		return nil
	case rammer.Type.Mode == engine.ModeGEV && rules.gevRamsArmour:
		return nil
	}
	return engine.Refusef("only an Ogre rams armour, and a GEV (the published rules, 6.07.3); %s can ram only an Ogre", rammer.Label)
}

// checkOverrunRam checks a ram while an overrun is fought: only an Ogre in
// it rams (in the classic rules, or the superheavy), once, a unit of the other side of the battle, after its own first
// fire round (003 Ogre Lite, RAMMING: "Ogres may ram one unit after its first
// fire round"; 000 FAQ, RAMMING: "after the fire phases during an overrun").
func checkOverrunRam(r *engine.Resolver, rammer, target *engine.Unit, classicSH bool) error {
	o := GameOf(r.Game()).Overrun
	if o == nil {
		return nil
	}
	role, in := o.RoleOf(rammer.Label)
	switch {
	case !in:
		return engine.Refusef("an overrun is being fought and %s is not in it; fight it out or type \"overrun end\" first", rammer.Label)
	case !IsOgre(rammer) && !classicSH:
		return engine.Refusef("in an overrun only an Ogre rams, and %s is not one (003 Ogre Lite, RAMMING)", rammer.Label)
	}
	if err := o.ramTargetInBattle(rammer, target); err != nil {
		return err
	}
	switch {
	case slices.Contains(o.Rammed, rammer.Label):
		return engine.Refusef("%s has already rammed in this overrun; an Ogre rams once (003 Ogre Lite, RAMMING)", rammer.Label)
	case !o.OgreFired(role):
		return engine.Refusef("%s may ram only after its first fire round (003 Ogre Lite, RAMMING); type \"next\" when its round is over", rammer.Label)
	}
	return nil
}

// ramOgre resolves an Ogre (or, in the classic rules, a superheavy) ramming
// an Ogre. The rammer rolls dice by its size and the total comes off the
// target's treads; the rammer loses 5 treads against a larger Ogre (classic:
// an equal or larger one), otherwise 3 (classic: 2) (OFFICIAL-NOTES, Ramming;
// 000 FAQ, RAMMING; 003 Ogre Lite, RAMMING). A classic superheavy is
// treated like a Mark I, whose size 5 it shares: one die, and it loses its
// notional tread units (000 FAQ, RAMMING).
func ramOgre(r *engine.Resolver, rammer, target *engine.Unit) error {
	size := rammer.Type.Size
	if !IsOgre(rammer) {
		size = markISize
	}
	d, err := r.Throw(engine.D6(RamDice(size), fmt.Sprintf("for %s's ram on %s: the total comes off its treads", rammer.Label, target.Label)))
	if err != nil {
		return err
	}
	dmg := min(engine.Sum(d), UnitOf(target).Treads)
	r.Emit(engine.Event{Kind: EventAttack, Dice: d, Attackers: []string{rammer.Label}, Target: target.Label + ".treads",
		Text: fmt.Sprintf("%s rolls %s for the ram: %d tread units off %s.%s", rammer.Label, engine.CountDice(len(d)), engine.Sum(d), target.Label, diceList(d))})
	loseTreads(r, target, dmg, rammer.Side)
	rules := rules(r.Game())
	self := rules.ogreRamSelf
	larger := target.Type.Size > size || rules.equalIsLarger && target.Type.Size == size
	if larger {
		self = 5
	}
	loseTreads(r, rammer, min(self, UnitOf(rammer).Treads), resolverScorer(r, rammer, target))
	return nil
}

// markISize is the size of a Mark I, as which a superheavy rams in the
// classic rules (000 FAQ, RAMMING; OFFICIAL-NOTES, Treads and movement:
// Mark I 18/3/5).
const markISize = 5

// ramArmour resolves an Ogre (or, in the classic rules, a superheavy)
// ramming armour. Classic: the rammed unit is destroyed and the rammer loses
// 2 treads (000 FAQ, RAMMING). Published and Ogre Lite: an immobile or
// disabled unit is destroyed, another is disabled on 1-3 and destroyed on
// 4-6, and the Ogre loses 2 treads for a heavy tank (published: or a mobile
// howitzer), 1 for other armour; in the published rules a superheavy instead
// takes a 1-1 attack and the Ogre loses 3 (OFFICIAL-NOTES, Ramming; 003 Ogre
// Lite, RAMMING).
func ramArmour(r *engine.Resolver, rammer, target *engine.Unit) error {
	g := r.Game()
	rules := rules(g)
	// The Mobile Bridge is rammed as a heavy tank (001 ARMOR!, 3.011).
	heavy := target.Type.ID == idHeavyTank || target.Type.ID == idMobileBridge ||
		target.Type.ID == idMobileHowitzer && rules.howitzerHeavyInRams
	if rules.ramDestroysArmour {
		r.NoRoll("for this ram: the rammed unit is destroyed (000 FAQ, RAMMING)")
		destroy(r, rammer.Side, target, true)
		loseTreads(r, rammer, min(2, UnitOf(rammer).Treads), resolverScorer(r, rammer, target))
		return nil
	}
	if target.Type.ID == idSuperheavy && rules.superheavyRamAttack {
		d, err := r.Throw(engine.D6(1, fmt.Sprintf("for the ram's 1-1 attack on %s", target.Label)))
		if err != nil {
			return err
		}
		a := Attack{Strength: 1, Defense: 1, Column: &column1to1}
		roll := a.Resolve(d[0].Value)
		r.Emit(With(engine.Event{Kind: EventAttack, Dice: d, Attackers: []string{rammer.Label}, Target: target.Label, Text: fmt.Sprintf("%s's ram is a 1-1 attack on %s: die %d, %s.", rammer.Label, target.Label, d[0].Value, roll.Result)}, Record{Roll: &roll}))
		rammed(r, rammer.Side, target, roll.Result)
		loseTreads(r, rammer, min(3, UnitOf(rammer).Treads), resolverScorer(r, rammer, target))
		return nil
	}
	lost := 1
	if heavy {
		lost = 2
	}
	if target.Status != engine.StatusOK || target.Type.Move == 0 {
		// An immobile or disabled unit rammed is destroyed.
		why := "it is immobile"
		if target.Status != engine.StatusOK {
			why = "it is " + string(target.Status)
		}
		r.NoRoll(fmt.Sprintf("for this ram: %s is destroyed, as %s (OFFICIAL-NOTES, Ramming)", target.Label, why))
		destroy(r, rammer.Side, target, true)
	} else {
		d, err := r.Throw(engine.D6(1, fmt.Sprintf("for the ram on %s: 1-3 disabled, 4-6 destroyed", target.Label)))
		if err != nil {
			return err
		}
		res := X
		if d[0].Value <= 3 {
			res = D
		}
		r.Emit(engine.Event{Kind: EventRamRoll, Dice: d, Unit: target.Label,
			Text: fmt.Sprintf("Ram on %s: die %d, %s.", target.Label, d[0].Value, map[Result]string{D: "disabled (1-3)", X: "destroyed (4-6)"}[res])})
		rammed(r, rammer.Side, target, res)
	}
	loseTreads(r, rammer, min(lost, UnitOf(rammer).Treads), resolverScorer(r, rammer, target))
	return nil
}

// scorer returns the side that scores the treads a rammer loses ramming
// target: the target's, for an Ogre's treads, as every tread unit an Ogre
// loses is worth 1 VP to its enemy (OFFICIAL-NOTES, Victory points: "tread
// 1 each"; the FAQ gives no other rule), so that the side's VP and the
// Ogre's VP lost (VPLost) agree; none for a classic superheavy's notional
// tread units, which are not an Ogre's (000 FAQ, RAMMING).
func resolverScorer(r *engine.Resolver, rammer, target *engine.Unit) string {
	if !IsOgre(rammer) {
		return ""
	}
	return target.Side
}

// rammed applies a ram's result to armour. A unit disabled by a ram in the
// enemy's turn was disabled by enemy action in the enemy's turn: it stays
// disabled through its own next turn and recovers at the start of the turn
// after, as after enemy fire; only a unit disabled during its own turn is
// back at its own next turn (OFFICIAL-NOTES, Disabled units; RecoveryTimer).
func rammed(r *engine.Resolver, side string, u *engine.Unit, res Result) {
	armourResult(r, side, u, res, CauseRammed)
}

// armourRamsOgre resolves armour ramming an Ogre: the rammer is destroyed
// and the Ogre loses 1 tread, 2 for a heavy tank (OFFICIAL-NOTES, Ramming).
// A GEV rams an Ogre as any armour does, costing it 1 tread (OFFICIAL-NOTES,
// Ramming; the reference card's size table puts a GEV with the armour).
func armourRamsOgre(r *engine.Resolver, rammer, target *engine.Unit) error {
	lost := 1
	if rammer.Type.ID == idHeavyTank {
		lost = 2
	}
	r.NoRoll(fmt.Sprintf("for this ram: %s is destroyed and %s loses %s (OFFICIAL-NOTES, Ramming)", rammer.Label, target.Label, treadUnits(lost)))
	destroy(r, target.Side, rammer, true)
	loseTreads(r, target, min(lost, UnitOf(target).Treads), rammer.Side)
	return nil
}

// gevRamsArmour resolves a GEV ramming armour (published rules, 6.07.3): an
// attack at twice its attack strength on the CRT, read as regular fire
// against the target's defence where it stands, and the GEV is destroyed
// whatever the result.
func gevRamsArmour(r *engine.Resolver, rammer, target *engine.Unit) error {
	strength := 2 * rammer.Type.Attack
	a := Attack{Strength: strength, Defense: Defense(r.Game(), target, nil, false), Reading: Regular}
	var d []engine.Die
	value := 0
	if why := a.noDie(); why != "" {
		r.NoRoll("for this ram: " + why)
	} else {
		var err error
		if d, err = r.Throw(engine.D6(1, fmt.Sprintf("for %s's ram on %s at twice its attack", rammer.Label, target.Label))); err != nil {
			return err
		}
		value = d[0].Value
	}
	roll := a.Resolve(value)
	die := ""
	if len(d) > 0 {
		die = fmt.Sprintf(", die %d", value)
	}
	r.Emit(With(engine.Event{Kind: EventAttack, Dice: d, Attackers: []string{rammer.Label}, Target: target.Label, Text: fmt.Sprintf("%s's ram is an attack of %s (twice its attack) on %s (defence %s)%s: %s; the GEV is destroyed (published rules, 6.07.3).",
		rammer.Label, engine.FormatNumber(strength), target.Label, engine.FormatNumber(a.Defense), die, roll.Result)}, Record{Strength: strength, Defense: a.Defense, Roll: &roll}))
	rammed(r, rammer.Side, target, roll.Result)
	destroy(r, target.Side, rammer, true)
	return nil
}

// treadUnits returns a count of tread units: "1 tread unit", "3 tread units".
func treadUnits(n int) string { return count(n, "tread unit") }

// treads takes n tread units off u; side, when set, scores them. A classic
// superheavy's are notional tread units: it moves at its full rate until
// they are all gone (000 FAQ, RAMMING).
func loseTreads(r *engine.Resolver, u *engine.Unit, n int, side string) {
	if n <= 0 {
		return
	}
	left := UnitOf(u).Treads - n
	what := treadUnits(n)
	moveNow := float64(TreadMovement(left, UnitOf(u).TreadsMax, int(u.Type.Move)))
	if !IsOgre(u) {
		what = count(n, "notional tread unit")
		moveNow = 0
		if left > 0 {
			moveNow = u.Type.Move
		}
	}
	r.Emit(With(engine.Event{Kind: EventTreadsLost, Unit: u.Label, Text: fmt.Sprintf("%s loses %s: %d left, movement %s.", u.Label, what, left, r.Game().Scale.Format(moveNow))}, Record{Treads: n}))
	if side != "" {
		r.VP(side, float64(n), treadUnits(n))
	}
	if IsOgre(u) {
		ogreDestroyed(r, u)
	}
}

// diceList writes more than one die for the record, after the total: "
// The dice: 3, 4, 5, 6."; "" for one die, which the total says.
func diceList(d []engine.Die) string {
	if len(d) < 2 {
		return ""
	}
	parts := make([]string, len(d))
	for i, x := range d {
		parts[i] = strconv.Itoa(x.Value)
	}
	return " The dice: " + strings.Join(parts, ", ") + "."
}
