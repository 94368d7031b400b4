package ffot

import "ogretable/engine"

// Attack is one stand's direct fire with one weapon at a target stand:
// the shot, the weapon's penetration, the target's armour and save.
type Attack struct {
	Shot  Shot
	Pen   int // the weapon's penetration
	Armor int // the target's armour facing the fire
	Save  int // the lowest face that saves a hit on the target, 0 for none (SaveNeeded)
}

// Outcome is what an attack's dice did, in the order 004 rolls them:
// the to-hit dice, a save for each hit, effect dice for each unsaved hit
// (004 FFOTigers: "Players roll to hit ... The defender rolls any saving
// throws for status or terraign. Then hits are rolled for effects.").
type Outcome struct {
	Band   Band
	ToHit  []engine.Die
	Hits   int
	Saves  []engine.Die // one per hit, when the target has a save
	Saved  int
	Effect [][]engine.Die // the effect dice of each unsaved hit
	Worst  Effect         // the worst effect of all the hits
}

// What the attack's rolls are for, as the prompts say them.
const (
	forToHit  = "to hit"
	forSave   = "to save the hit"
	forEffect = "for the hit's effect"
)

// Roll rolls the attack with d and returns its outcome. It errors as
// Shot.Odds does on a shot that cannot be rolled, and when d gives no dice
// (typed dice too few or not on a d6).
func (a Attack) Roll(d engine.Dice) (Outcome, error) {
	odds, err := a.Shot.Odds()
	if err != nil {
		return Outcome{}, err
	}
	o := Outcome{Band: odds.Band}
	if odds.Band == OutOfRange {
		return o, nil
	}
	if o.ToHit, err = d.Throw(engine.D6(odds.Dice, forToHit)); err != nil {
		return Outcome{}, err
	}
	for _, die := range o.ToHit {
		if die.Value >= odds.Needed {
			o.Hits++
		}
	}
	hit := Hit{Pen: a.Pen, Armor: a.Armor, Band: odds.Band, Quality: a.Shot.Quality}
	diff, mod := hit.Difference(), hit.Modifier()
	canKill, n := CanKill(diff), EffectDice(diff)
	for range o.Hits {
		if a.Save > 0 {
			s, err := d.Throw(engine.D6(1, forSave))
			if err != nil {
				return Outcome{}, err
			}
			o.Saves = append(o.Saves, s[0])
			if s[0].Value >= a.Save {
				o.Saved++
				continue
			}
		}
		e, err := d.Throw(engine.D6(n, forEffect))
		if err != nil {
			return Outcome{}, err
		}
		o.Effect = append(o.Effect, e)
		for _, die := range e {
			o.Worst = max(o.Worst, EffectOf(die.Value, mod, canKill))
		}
	}
	return o, nil
}
