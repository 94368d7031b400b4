package ffot

import (
	"encoding/json"

	"ogretable/engine"
)

// This file reads FFOTigers' events for those who follow a log without
// folding it (the battle report's kill credit): what a fire did, what a
// burst left owing a check, how a check went.

// FireResult is what a stand's fire did, as its event records it: the
// firing stand, its target, the weapon, how it fired and the worst effect
// of its hits.
type FireResult struct {
	Firer, Target, Weapon string
	How                   How
	Effect                Effect
}

// ReadFire returns what the fire event e records; ok is false when e is no
// fire event or cannot be read.
func ReadFire(e engine.Event) (f FireResult, ok bool) {
	var d fireData
	if e.Kind != EventFire || json.Unmarshal(e.Data, &d) != nil {
		return FireResult{}, false
	}
	return FireResult{Firer: e.Unit, Target: d.Target, Weapon: d.Weapon, How: How(d.How), Effect: d.Effect}, true
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
}

// ReadCheck returns what the check event e records; ok is false when e is
// no check event or cannot be read.
func ReadCheck(e engine.Event) (c CheckResult, ok bool) {
	var d checkData
	if e.Kind != EventCheck || json.Unmarshal(e.Data, &d) != nil {
		return CheckResult{}, false
	}
	return CheckResult{Stand: e.Unit, Passed: d.Passed}, true
}
