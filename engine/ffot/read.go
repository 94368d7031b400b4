package ffot

import (
	"encoding/json"

	"ogretable/engine"
)

// This file reads FFOTigers' events for those who follow a log without
// folding it (the battle report's kill credit and its luck): what a fire
// did and what it was likely to do, what a burst left owing a check, how a
// check went against its odds.

// FireResult is what a stand's fire did, as its event records it: the
// firing stand, its target, the weapon, how it fired and the worst effect
// of its hits; and its to-hit roll: the dice, the lowest face that hits
// (7 for none) and the hits.
type FireResult struct {
	Firer, Target, Weapon string
	How                   How
	Effect                Effect
	ToHitDice, Needed     int
	Hits                  int
}

// HitsExpected returns the hits the fire's to-hit dice were expected to
// make before they were rolled: each die hits from Needed up (AtLeast).
func (f FireResult) HitsExpected() float64 {
	return float64(f.ToHitDice) * AtLeast(f.Needed).Float()
}

// ReadFire returns what the fire event e records; ok is false when e is no
// fire event or cannot be read.
func ReadFire(e engine.Event) (f FireResult, ok bool) {
	var d fireData
	if e.Kind != EventFire || json.Unmarshal(e.Data, &d) != nil {
		return FireResult{}, false
	}
	// The event's dice are the to-hit dice, then a save for each hit
	// when the target has one, then the effect dice of each unsaved hit
	// (Fire.Roll).
	saves := 0
	if d.Save > 0 {
		saves = d.Hits
	}
	toHit := len(e.Dice) - saves - (d.Hits-d.Saved)*d.PerHit
	return FireResult{Firer: e.Unit, Target: d.Target, Weapon: d.Weapon, How: How(d.How), Effect: d.Effect,
		ToHitDice: max(toHit, 0), Needed: d.Needed, Hits: d.Hits}, true
}

// BurstResult is what a barrage's burst did to stands: the barrage's name
// and the stands hit and not saved, each owing a quality check
// (NoteBarrageHit).
type BurstResult struct {
	Barrage string
	Unsaved []string
}

// ReadBurst returns what the burst event e records; ok is false when e is
// no burst event or cannot be read.
func ReadBurst(e engine.Event) (b BurstResult, ok bool) {
	var d burstData
	if e.Kind != EventBurst || json.Unmarshal(e.Data, &d) != nil {
		return BurstResult{}, false
	}
	return BurstResult{Barrage: d.Barrage, Unsaved: d.Unsaved}, true
}

// CheckResult is a stand's quality check: the stand, and whether it passed
// (a stand that fails is removed, 004 FFOTigers: "Stands that fail their
// quality check are removed from the board and count for 1/2 loss").
type CheckResult struct {
	Stand  string
	Passed bool
	// Needed is the lowest face that passes (7 for none).
	Needed int
}

// PassExpected returns the chance the check had to pass before its die was
// rolled.
func (c CheckResult) PassExpected() float64 { return AtLeast(c.Needed).Float() }

// ReadCheck returns what the check event e records; ok is false when e is
// no check event or cannot be read.
func ReadCheck(e engine.Event) (c CheckResult, ok bool) {
	var d checkData
	if e.Kind != EventCheck || json.Unmarshal(e.Data, &d) != nil {
		return CheckResult{}, false
	}
	return CheckResult{Stand: e.Unit, Passed: d.Passed, Needed: d.Needed}, true
}
