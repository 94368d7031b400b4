package ffot

import (
	"fmt"
	"ogretable/engine"
)

// Attack is one stand's direct fire with one weapon at a target stand:
// the shot, the weapon's penetration, the target's armour and save.
type Attack struct {
	Shot  Shot
	Pen   int // the weapon's penetration
	Armor int // the target's armour facing the fire
	Save  int // the lowest face that saves a hit on the target, 0 for none (SaveNeeded)
}

// Outcome is what an attack's dice did, in the order 004 rolls them: the
// to-hit dice, then a save for each hit, then the effect dice of each
// unsaved hit (004 FFOTigers: "Players roll to hit ... The defender rolls
// any saving throws for status or terraign. Then hits are rolled for
// effects.").
type Outcome struct {
	Band    Band
	ToHit   []engine.Die
	Hits    int
	Saves   []engine.Die // one per hit, when the target has a save
	Saved   int
	PerHit  int          // the effect dice of each unsaved hit
	Effects []engine.Die // PerHit dice for each unsaved hit, hit after hit
	// EffectModifier is what is added to each effect die (Hit.Modifier),
	// for the log to show the adjusted roll beside the die.
	EffectModifier int
	Worst          Effect // the worst effect of all the hits
}

// What the attack's rolls are for, as the prompts say them.
const (
	forToHit  = "to hit"
	forSaves  = "to save the hits"
	forEffect = "for the effects, hit after hit"
)

// needing returns what a roll is for with the face each die needs, as
// the prompt says it before the dice fall: "to hit, 4+ each" (a
// playtest's referee read "1d6 to hit" and had to wait for the result to
// learn the number); needed above 6 is said as no face hitting.
func needing(what string, needed int) string {
	// The texts of the to-hit and save rolls are made once (needTexts): a
	// Sprintf for each roll was a quarter of a stand's fire outcome
	// (BenchmarkFireRoll).
	if needed >= 0 && needed < len(needTexts[0]) {
		switch what {
		case forToHit:
			return needTexts[0][needed]
		case forSaves:
			return needTexts[1][needed]
		}
	}
	return sayNeeding(what, needed)
}

// needTexts are needing's texts of the to-hit and save rolls, by the
// face needed, 0 to 7.
var needTexts = func() (t [2][8]string) {
	for i := range t[0] {
		t[0][i], t[1][i] = sayNeeding(forToHit, i), sayNeeding(forSaves, i)
	}
	return t
}()

// sayNeeding writes needing's text.
func sayNeeding(what string, needed int) string {
	if needed > 6 {
		return what + ", no face succeeds"
	}
	return fmt.Sprintf("%s, %d+ each", what, max(needed, 1))
}

// Roll rolls the attack with d and returns its outcome. It errors as
// Shot.Roll does on a shot that cannot be rolled, and when d gives no dice
// (typed dice too few or not on a d6).
func (a Attack) Roll(d engine.Dice) (Outcome, error) {
	band, needed, dice, err := a.Shot.Roll()
	if err != nil || band == OutOfRange {
		return Outcome{Band: band}, err
	}
	o := Outcome{Band: band}
	if o.ToHit, err = d.Throw(engine.D6(dice, needing(forToHit, needed))); err != nil {
		return Outcome{}, err
	}
	for _, die := range o.ToHit {
		if die.Value >= needed {
			o.Hits++
		}
	}
	return RollHits(d, o, a.Save, Hit{Pen: a.Pen, Armor: a.Armor, Band: band, Quality: a.Shot.Quality})
}

// RollHits rolls the saves and effects of the o.Hits hits of o, as Roll
// does after its to-hit dice (a hard target hit by INF fire takes them too:
// 004 FFOTigers, "Hard targets may be hurt ... make a normal anti vehicle
// attack"): a save of save (0: none) for each hit, then hit's effect dice
// for each unsaved one. It errors when d gives no dice.
func RollHits(d engine.Dice, o Outcome, save int, hit Hit) (Outcome, error) {
	o, err := RollSaves(d, o, save)
	if err != nil || o.Hits == o.Saved {
		return o, err
	}
	unsaved := o.Hits - o.Saved
	diff, mod := hit.Difference(), hit.Modifier()
	canKill := CanKill(diff)
	o.PerHit, o.EffectModifier = EffectDice(diff), mod
	if o.Effects, err = d.Throw(engine.D6(unsaved*o.PerHit, forEffect)); err != nil {
		return Outcome{}, err
	}
	for _, die := range o.Effects {
		o.Worst = max(o.Worst, EffectOf(die.Value, mod, canKill))
	}
	return o, nil
}

// RollSaves rolls a save of save (0: none) for each of the o.Hits hits
// of o (004 FFOTigers: "The defender rolls any saving throws for status or
// terraign"). It errors when d gives no dice.
func RollSaves(d engine.Dice, o Outcome, save int) (Outcome, error) {
	var err error
	if save > 0 && o.Hits > 0 {
		if o.Saves, err = d.Throw(engine.D6(o.Hits, needing(forSaves, save))); err != nil {
			return Outcome{}, err
		}
		for _, die := range o.Saves {
			if die.Value >= save {
				o.Saved++
			}
		}
	}
	return o, nil
}
