package ffot

// Effect is what the effect dice of one hit do to the target stand.
type Effect int

// The effects, from the least.
const (
	NoEffect Effect = iota
	EffectSuppressed
	EffectCheck
	EffectDestroyed
)

// effectNames holds each effect's name as the log writes it.
var effectNames = []string{NoEffect: "none", EffectSuppressed: "suppressed", EffectCheck: "quality check", EffectDestroyed: "destroyed"}

// String returns the effect's name: "none", "suppressed", "quality check"
// or "destroyed".
func (e Effect) String() string { return nameAt(effectNames, int(e)) }

// Hit is a hit on a stand, for its effect: the weapon's penetration and
// the target's armour, the band, the firing stand's quality, and whether
// a crew fired its personal weapons.
type Hit struct {
	Pen, Armor int
	Band       Band
	Quality    Quality
	Crew       bool
}

// Difference returns the penetration after the band's modifier, less the
// armour (004 FFOTigers: "compare the firing penitration number to the
// target's armor").
func (h Hit) Difference() int { return h.Pen + h.Band.PenModifier() - h.Armor }

// EffectDice returns the effect dice of a hit whose difference is diff:
// one for every point of difference above 1, else one (004 FFOTigers: "If
// the Pen. is greater than the Arm. then roll an effects die for every
// point of difference above 1, else roll one die"; NoteEffectDice).
func EffectDice(diff int) int { return max(diff-1, 1) }

// CanKill reports whether a hit whose difference is diff can destroy its
// target or make it check: not when the penetration is 3 or more below
// the armour (004 FFOTigers: "If the firing player's penitration is 3 or
// more less than the defender's armor after range effects, then the
// defender cannot be destroyed or forced to make a quality check").
func CanKill(diff int) bool { return diff > -3 }

// Modifier returns what is added to each effect die: the quality's
// firing modifier ("Quality of the firing unit will adjust this roll"),
// and -1 for a crew firing its personal weapons.
func (h Hit) Modifier() int { return effectModifier(h.Quality, h.Crew) }

// effectModifier returns the effect dice's modifier of a quality, and -1
// for a crew (004 FFOTigers: "-1 to effects").
func effectModifier(q Quality, crew bool) int {
	m := q.FiringModifier()
	if crew {
		m--
	}
	return m
}

// EffectOf returns what one effect die does: an adjusted 6 destroys, a 4
// or 5 makes the target check (004 FFOTigers: "Each adjusted 4 or 5
// results in a quality check for the targeted stand. Adjusted rolls of six
// destroy the targeted stand."); when the hit cannot kill, an adjusted 6
// only suppresses ("if the die roll for effects is a six, the defender is
// suppressed"). An adjusted roll above 6 counts as a six
// (NoteAdjustedSix).
func EffectOf(die, mod int, canKill bool) Effect {
	a := die + mod
	switch {
	case !canKill && a >= 6:
		return EffectSuppressed
	case !canKill:
		return NoEffect
	case a >= 6:
		return EffectDestroyed
	case a >= 4:
		return EffectCheck
	}
	return NoEffect
}

// EffectOdds are the chances of what one hit does, its dice all rolled:
// the worst of its dice counts.
type EffectOdds struct {
	Difference int
	Dice       int
	CanKill    bool
	Destroyed  Chance // a die destroys
	Check      Chance // none destroys, and one makes the target check
	Suppressed Chance // the hit cannot kill, and a die suppresses
}

// Odds returns the chances of the hit. It errors on a band out of range,
// a bad quality, or more effect dice than MaxDice.
func (h Hit) Odds() (EffectOdds, error) {
	if h.Band < Short || h.Band > Long {
		return EffectOdds{}, errorf("a hit is at short, medium or long range")
	}
	if !h.Quality.Valid() {
		return EffectOdds{}, errorf("the firing stand has no quality")
	}
	d := h.Difference()
	o := EffectOdds{Difference: d, Dice: EffectDice(d), CanKill: CanKill(d)}
	if o.Dice > MaxDice {
		return EffectOdds{}, errorf("%d effect dice are more than the %d a chance is counted for", o.Dice, MaxDice)
	}
	mod := h.Modifier()
	six := AtLeast(neededFace(6, mod))
	if !o.CanKill {
		o.Suppressed = six.AnyOf(o.Dice)
		o.Destroyed, o.Check = Chance{0, 1}, Chance{0, 1}
		return o, nil
	}
	four := AtLeast(neededFace(4, mod))
	o.Destroyed = six.AnyOf(o.Dice)
	o.Check = six.Not().Pow(o.Dice).Minus(four.Not().Pow(o.Dice))
	o.Suppressed = Chance{0, 1}
	return o, nil
}
