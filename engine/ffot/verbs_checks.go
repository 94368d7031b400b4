package ffot

import (
	"fmt"

	"ogretable/engine"
)

// ChecksDue returns the stands of game g that check their quality when
// the fire or barrage phase ends, in the order they roll: each stand in
// play with a check due that has made fewer than MaxChecksPerTurn this
// turn (004 FFOTigers: "no more than one quality check made for any number
// of hits"; "The most quality checks that a unit has to make in a turn,
// however is two"), less those of a routed unit that checks at the end of
// the turn, whose checks wait for that check and roll once with it
// (NoteRoutEnd).
func ChecksDue(g *engine.Game) []*engine.Unit {
	st := GameOf(g)
	var out []*engine.Unit
	for _, u := range g.Units {
		s := StandOf(u)
		if s != nil && u.Alive() && s.CheckDue && s.Checks < MaxChecksPerTurn && !st.routChecking(s.Unit) {
			out = append(out, u)
		}
	}
	return out
}

// routChecking reports whether the unit named name routed and checks at
// the end of the turn.
func (s *GameState) routChecking(name string) bool {
	if name == "" {
		return false
	}
	f := s.Formation(name)
	return f != nil && f.RoutCheck
}

// RoutChecksDue returns the routed units that check at the end of the
// turn, when leaving the game's phase ends the turn (NoteRoutEnd).
func RoutChecksDue(g *engine.Game) []*Formation {
	if g.Phase != PhaseBarrage || g.Side != len(g.Sides)-1 {
		return nil
	}
	var out []*Formation
	for _, f := range GameOf(g).Units {
		if f.RoutCheck && f.InPlay(g) {
			out = append(out, f)
		}
	}
	return out
}

// CheckOf returns the lowest face that passes stand u's quality check: its
// quality's "Saving Throw" (NoteCheckNumber).
func CheckOf(u *engine.Unit) int { return CheckNeeded(StandOf(u).Quality, 0) }

// rollChecks rolls the quality checks due as the fire or barrage phase
// ends: a check for each stand hit (ChecksDue), then a second for the
// stands of each unit its losses of the phase left at half strength or
// worse, then the pins of a loss (NoteLossPins), and, at the end of the
// turn, each routed unit's check.
func rollChecks(r *engine.Resolver) error {
	g := r.Game()
	if g.Phase != PhaseFire && g.Phase != PhaseBarrage {
		r.NoRoll("for the next phase")
		return nil
	}
	rolled := false
	for _, u := range ChecksDue(g) {
		if err := rollCheck(r, u, ""); err != nil {
			return err
		}
		rolled = true
	}
	// "A second quality check must be made for a stand whose unit losses
	// reduced a units's strength to 50 percent or worse" (NoteHalfStrength).
	for _, f := range GameOf(g).Units {
		// A routed unit's check at the end of the turn rolls "in place
		// of" this one (NoteRoutEnd).
		if !f.Lost || f.RoutCheck || !HalfStrength(len(f.Stands), f.LossesOf(g)) {
			continue
		}
		for _, l := range f.Stands {
			u := g.Unit(l)
			if u == nil || !u.Alive() || StandOf(u).Checks >= MaxChecksPerTurn {
				continue
			}
			if err := rollCheck(r, u, fmt.Sprintf(", its unit %s at half strength or worse", f.Name)); err != nil {
				return err
			}
			rolled = true
		}
	}
	// "If a unit suffers a loss then all surviving stands that were
	// supressed are pinned."
	for _, f := range GameOf(g).Units {
		if !f.Lost {
			continue
		}
		for _, l := range f.Stands {
			u := g.Unit(l)
			if u == nil || !u.Alive() || StandOf(u).Marker != Suppressed {
				continue
			}
			emit(r, EventMarker, u.Label, markerData{Marker: Pinned}, fmt.Sprintf("%s is pinned: its unit %s suffered a loss.", u.Label, f.Name))
		}
	}
	for _, f := range RoutChecksDue(g) {
		if err := rollRoutEnd(r, f); err != nil {
			return err
		}
		rolled = true
	}
	if !rolled {
		r.NoRoll("for the next phase: no quality check is due")
	}
	return nil
}

// rollCheck rolls stand u's quality check; why adds to the log's reason.
func rollCheck(r *engine.Resolver, u *engine.Unit, why string) error {
	s := StandOf(u)
	needed := CheckOf(u)
	dice, err := r.Throw(engine.D6(1, fmt.Sprintf("for %s's quality check: %d+ passes", u.Label, needed)))
	if err != nil {
		return err
	}
	d := checkData{Needed: needed, Die: dice[0].Value, Passed: Passes(dice[0].Value, needed), Pin: s.PinOnCheck}
	text := fmt.Sprintf("%s checks its quality%s: %d+ needed, die %d: ", u.Label, why, needed, d.Die)
	switch {
	case !d.Passed:
		text += "it fails and is removed (half a loss)."
	case d.Pin:
		text += "it passes and is pinned (a soft target)."
	default:
		text += "it passes and is suppressed."
	}
	emitUnitDice(r, EventCheck, u.Label, d, text, dice)
	return nil
}

// RoutEndWithFire reports whether routed unit f's check at the end of the
// turn in game g is also its stands' check for fire, and so at -1: a stand
// of it in play has a check due (NoteRoutEnd).
func RoutEndWithFire(g *engine.Game, f *Formation) bool {
	for _, l := range f.Stands {
		if u := g.Unit(l); u != nil && u.Alive() && StandOf(u).CheckDue {
			return true
		}
	}
	return false
}

// rollRoutEnd rolls a routed unit's check at the end of the turn, at -1
// when a stand of it also checks for fire (NoteRoutEnd).
func rollRoutEnd(r *engine.Resolver, f *Formation) error {
	return rollRout(r, f, RoutEndWithFire(r.Game(), f), EventRoutDone, "routed, checks at the end of the turn", "it passes.", "it fails and is eliminated from play.")
}
