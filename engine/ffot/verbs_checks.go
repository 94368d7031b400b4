package ffot

import (
	"fmt"
	"slices"

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
//
// It returns what it does not roll: the sentence of the stands whose check
// is beyond the two of a turn (NoteCheckLimit), "" when none is, for the
// phase's line to begin with.
func rollChecks(r *engine.Resolver) (string, error) {
	g := r.Game()
	if g.Phase != PhaseFire && g.Phase != PhaseBarrage {
		r.NoRoll("for the next phase")
		return "", nil
	}
	beyond := checksBeyond(g)
	rolled := false
	for _, u := range ChecksDue(g) {
		if err := rollCheck(r, u, ""); err != nil {
			return "", err
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
			if u == nil || !u.Alive() {
				continue
			}
			if StandOf(u).Checks >= MaxChecksPerTurn {
				if !slices.Contains(beyond, u) {
					beyond = append(beyond, u)
				}
				continue
			}
			if err := rollCheck(r, u, fmt.Sprintf(", its unit %s at half strength or worse", f.Name)); err != nil {
				return "", err
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
			return "", err
		}
		rolled = true
	}
	if !rolled {
		r.NoRoll("for the next phase: no quality check is due")
	}
	return NotRolledText(beyond), nil
}

// checksBeyond returns the stands of game g that owe a quality check for
// fire or a barrage as the phase ends and do not roll it, having made
// MaxChecksPerTurn this turn (NoteCheckLimit); not those of a routed unit,
// whose check at the end of the turn rolls in place of theirs
// (NoteRoutEnd).
func checksBeyond(g *engine.Game) []*engine.Unit {
	st := GameOf(g)
	var out []*engine.Unit
	for _, u := range g.Units {
		if s := StandOf(u); s != nil && u.Alive() && s.CheckDue && s.Checks >= MaxChecksPerTurn && !st.routChecking(s.Unit) {
			out = append(out, u)
		}
	}
	return out
}

// NotRolledText says that the stands us do not roll a check beyond the two
// of a turn, with the rule and the reading: "Not rolled: INF1's third
// quality check of the turn (...). "; "" for none. The phase's line begins
// with it, so the log says why no die was rolled.
func NotRolledText(us []*engine.Unit) string {
	if len(us) == 0 {
		return ""
	}
	labels := make([]string, len(us))
	for i, u := range us {
		labels[i] = u.Label + "'s"
	}
	return fmt.Sprintf("Not rolled: %s third quality check of the turn (004 FFOTigers: %s). ", engine.JoinAnd(labels), noteCheckLimitWords)
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
	if d.Passed {
		text += "it passes and " + AfterPassWords(s) + "."
	} else {
		text += "it fails and is removed (half a loss)."
	}
	emitUnitDice(r, EventCheck, u.Label, d, text, dice)
	return nil
}

// AfterPassWords says what a stand whose quality check passes becomes, as
// the log and the dashboard write it: "is pinned (a soft target)" when the
// check pins it (004 FFOTigers: "Soft targets are always pinned when they
// have to make a quality check"), "stays pinned" when it is pinned already
// (AfterCheck: "All units that roll a quality check are suppressed" does
// not lift a pin), else "is suppressed".
func AfterPassWords(s *UnitState) string {
	switch {
	case s.PinOnCheck:
		return "is pinned (a soft target)"
	case s.Marker == Pinned:
		return "stays pinned"
	}
	return "is suppressed"
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

// RoutEndRollOf returns routed unit f's check at the end of the turn in
// game g: its quality check, at -1 when a stand of it also checks for fire
// (NoteRoutEnd), without the withdraw roll's -1 suppressed and -2 pinned
// (NoteRoutEndCheck), which a game created before issue 29 keeps
// (ReadingsOf).
func RoutEndRollOf(g *engine.Game, f *Formation) RoutRoll {
	r := RoutRollOf(g, f, RoutEndWithFire(g, f))
	if ReadingsOf(g) >= ReadingsNow {
		r.Suppressed, r.Pinned = false, false
	}
	return r
}

// rollRoutEnd rolls a routed unit's check at the end of the turn
// (RoutEndRollOf); the log says when the unit's markers would have
// counted in the withdraw roll and do not here.
func rollRoutEnd(r *engine.Resolver, f *Formation) error {
	what := "routed, checks at the end of the turn"
	if w := RoutRollOf(r.Game(), f, false); ReadingsOf(r.Game()) >= ReadingsNow && (w.Suppressed || w.Pinned) {
		what += " (its quality check again, without the withdraw roll's " + w.Modifiers() + ": " + NoteRoutEndCheckShort + ")"
	}
	return rollRoutWith(r, f, RoutEndRollOf(r.Game(), f), EventRoutDone, what, "it passes.", "it fails and is eliminated from play.")
}
