package crt

import (
	"fmt"
	"ogretable/engine"
	"strings"
)

// Odds returns the CRT column of an attack of strength attack on a target of
// defence defense, rounded in the defender's favour with fractional strengths
// kept (000 FAQ, COMBAT RESULTS TABLE; OFFICIAL-NOTES, Odds). An attack of 0
// never has an effect; any attack on defence 0 is automatic.
func Odds(attack, defense float64) Column {
	switch {
	case attack <= 0:
		return ColumnNone
	case defense <= 0, attack >= 5*defense:
		return ColumnAuto
	case attack >= 4*defense:
		return Column4to1
	case attack >= 3*defense:
		return Column3to1
	case attack >= 2*defense:
		return Column2to1
	case attack >= defense:
		return Column1to1
	case 2*attack >= defense:
		return Column1to2
	}
	return ColumnNone
}

// crt is the combat results table of the rules texts, by column then die
// (000 FAQ, COMBAT RESULTS TABLE; 003 Ogre Lite, COMBAT RESULTS TABLE: the
// same table).
var crt = [...][6]Result{
	Column1to2: {NE, NE, NE, NE, D, X},
	Column1to1: {NE, NE, D, D, X, XX},
	Column2to1: {NE, D, D, X, XX, XX},
	Column3to1: {D, D, X, XX, XX, XX},
	Column4to1: {D, X, XX, XX, XX, XX},
}

// ReasonECM is the reason of the die modifier against a unit with ECM.
const ReasonECM = "ECM"

// Attack describes an attack before the die: its strength, the target's
// defence, the reading, the die modifier and its reasons, and whether the
// target is an Ogre weapon (for the overrun reading).
type Attack struct {
	Strength float64
	Defense  float64
	Reading  Reading
	Modifier int // added to the die: -1 against the Ninja
	// Modifiers are the reasons for Modifier, each with its part of it,
	// when the rules set it (see Modify); nil when it is given bare, as
	// to the crt command.
	Modifiers  []DieModifier
	OgreWeapon bool    // the target is an Ogre weapon: an overrun's D stays D
	Column     *Column // a fixed column (tread attacks are always 1-1); nil to compute from the odds
}

// Modify adds v to the attack's die modifier, for the reason why.
func (a *Attack) Modify(v int, why string) {
	a.Modifier += v
	a.Modifiers = append(a.Modifiers, DieModifier{Value: v, Reason: why})
}

// ModifierText returns the die modifier with its reasons: "-1 (ECM)",
// "-1 (ECM) +1 (crater)"; the bare "-1" when it has no reasons; "" when
// there is none.
func (a Attack) ModifierText() string { return modifierText(a.Modifier, a.Modifiers) }

// modifierText returns a die modifier of total with its reasons mods (see
// Attack.ModifierText).
func modifierText(total int, mods []DieModifier) string {
	if total == 0 && len(mods) == 0 {
		return ""
	}
	if len(mods) == 0 {
		return fmt.Sprintf("%+d", total)
	}
	parts := make([]string, len(mods))
	for i, m := range mods {
		parts[i] = fmt.Sprintf("%+d (%s)", m.Value, m.Reason)
	}
	return strings.Join(parts, " ")
}

// readAsOgreWeapon reports whether an attack on a weapon w (nil for none)
// or on treads is read as an attack on an Ogre weapon, whose D an overrun
// does not turn into an X: "treat D results as X results, unless the
// target was a cybertank (Ogre)" (000 FAQ, OVERRUN). A fire plan and a
// logged attack (AttackOf) read it alike.
func readAsOgreWeapon(w *Weapon, treads bool) bool { return w != nil || treads }

// AttackOf returns the attack that the logged attack event e rolled on the
// CRT, as the engine made it before its die, with g the game before e is
// applied: its strength, defence, column, reading and die modifier as e
// records them, and whether its target (LABEL.treads, LABEL.weapon) is
// read as an Ogre weapon as the fire plan read it (readAsOgreWeapon). Its
// Chances are the chances the fire form showed before the roll, so that a
// report's expectation and the dashboard's odds are the same call. ok is
// false for an event that is no roll on the CRT.
func AttackOf(g *engine.Game, e engine.Event) (a Attack, ok bool) {
	if e.Kind != EventAttack || EventOf(e).Roll == nil {
		return Attack{}, false
	}
	col := EventOf(e).Roll.Column
	a = Attack{Strength: EventOf(e).Strength, Defense: EventOf(e).Defense, Reading: EventOf(e).Roll.Reading, Modifier: EventOf(e).Roll.Modifier,
		Modifiers: EventOf(e).Roll.Modifiers, Column: &col}
	label, part, _ := strings.Cut(e.Target, ".")
	if u := g.Unit(label); u != nil && part != "" {
		treads := strings.EqualFold(part, "treads") && IsOgre(u)
		a.OgreWeapon = readAsOgreWeapon(UnitWeapon(u, part), treads)
	}
	return a, true
}

// Odds returns the attack's CRT column: the fixed one when set, else the
// odds of strength against defence.
func (a Attack) Odds() Column {
	if a.Column != nil {
		return *a.Column
	}
	return Odds(a.Strength, a.Defense)
}

// Resolve returns the result of the attack for a die from 1 to 6. A modified
// die below 1 reads as NE; above 6 reads as 6. An automatic column gives X
// whatever the die, then the reading applies.
func (a Attack) Resolve(die int) Roll {
	col := a.Odds()
	r := Roll{Column: col, Die: die, Modifier: a.Modifier, Modifiers: a.Modifiers, Reading: a.Reading}
	var raw Result
	switch col {
	case ColumnNone:
		raw = NE
	case ColumnAuto:
		raw = X
	default:
		d := die + a.Modifier
		switch {
		case d < 1:
			raw = NE
		case d > 6:
			raw = crt[col][5]
		default:
			raw = crt[col][d-1]
		}
	}
	r.Result = Read(a.Reading, raw, a.OgreWeapon)
	return r
}

// Read returns a raw CRT result as the reading reads it; ogreWeapon says the
// target is an Ogre weapon, whose D an overrun does not turn into X.
func Read(r Reading, res Result, ogreWeapon bool) Result {
	switch r {
	case Overrun:
		if res == D && !ogreWeapon {
			return X
		}
	case Spillover:
		switch res {
		case D:
			return NE
		case X, XX:
			return D
		}
	}
	return res
}

// Chances returns the exact probability of each result of the attack before
// the die is rolled: each face of one die counts 1/6. The four values sum to 1.
func (a Attack) Chances() map[Result]float64 {
	var faces [XX + 1]int
	for die := 1; die <= 6; die++ {
		faces[a.Resolve(die).Result]++
	}
	c := make(map[Result]float64, len(faces))
	for r, n := range faces {
		c[Result(r)] = float64(n) / 6
	}
	return c
}

// NeedsDie reports whether the attack's result depends on the die: false for
// no-effect and automatic attacks, which roll nothing.
func (a Attack) NeedsDie() bool {
	col := a.Odds()
	return col != ColumnNone && col != ColumnAuto
}

// NoDie says why the attack rolls no die, or "" when it needs one: the rule
// fire, ram and "ogretable crt --die" share, so that a die given for an
// attack that rolls none is refused everywhere with the same sentence.
func (a Attack) NoDie() string { return a.noDie() }

// noDie says why the attack rolls no die, to follow "no die is rolled for
// this attack: " ("6 against 1 is an automatic X"), or "" when it needs
// one (000 FAQ, COMBAT RESULTS TABLE; OFFICIAL-NOTES, Odds).
func (a Attack) noDie() string {
	att, def := engine.FormatNumber(a.Strength), engine.FormatNumber(a.Defense)
	switch a.Odds() {
	case ColumnNone:
		if a.Strength <= 0 {
			return "an attack of 0 has no effect"
		}
		return fmt.Sprintf("%s against %s is worse than 1-2 odds, which have no effect", att, def)
	case ColumnAuto:
		read := "X"
		if res := a.Resolve(1).Result; res != X {
			read = fmt.Sprintf("X, read as %s (%s)", res, a.Reading)
		}
		if a.Defense <= 0 {
			return fmt.Sprintf("any attack on defence 0 is an automatic %s", read)
		}
		return fmt.Sprintf("%s against %s is an automatic %s", att, def, read)
	}
	return ""
}

// Opponent reports whether side a and side b are enemies: every other side
// is an enemy.
func Opponent(a, b string) bool { return a != b }
