package ffot

// InfShot is a stand's fire with a weapon that has an INF number (004
// FFOTigers, the infantry fire steps: "Each modified die roll that equals or
// exceeds the firing stand's INF number will hit the target").
type InfShot struct {
	INF     int     // the weapon's INF number
	ROF     int     // its rate of fire
	Quality Quality // the firing stand's
	Cover   Cover   // the target's
	Moving  bool    // the target is moving or moved in the last movement phase
	Marker  Marker  // the firing stand's
	Crew    bool    // a crew firing its personal weapons
	Overrun bool    // fire in an over-run: one die
	// RoutedTarget is set when the target's unit routed: +1 to hit
	// (NoteRoutedINF).
	RoutedTarget bool
}

// Modifier returns what is added to each INF die: -1 soft or -2 hard
// cover; +2 at a moving target in the open, +1 in cover ("If the target is
// moving or moved in the last movement phase: +2 in open, +1 in cover");
// -2 pinned, -1 suppressed; -1 for a crew ("Crews firing their personal
// weapons are -1 to hit"); the quality's firing modifier (NoteInfQuality);
// and +1 at a routed unit (NoteRoutedINF).
func (s InfShot) Modifier() int {
	m := s.Cover.Modifier() + s.Marker.FireModifier() + s.Quality.FiringModifier()
	if s.Moving {
		if s.Cover == NoCover {
			m += 2
		} else {
			m++
		}
	}
	if s.Crew {
		m--
	}
	if s.RoutedTarget {
		m++
	}
	return m
}

// Odds returns the odds of the shot: ROF plus the quality's ROF modifier
// dice ("Roll dice equal to the firing stand's adjusted rate of fire"),
// each hitting from the INF number less the modifier. It errors on an INF
// number below 1, a bad quality, or fewer than one die or more than
// MaxDice.
func (s InfShot) Odds() (Odds, error) {
	if s.INF < 1 {
		return Odds{}, errorf("an INF number is 1 or more, not %d", s.INF)
	}
	if err := checkDice(s.ROF, s.Quality, s.Overrun); err != nil {
		return Odds{}, err
	}
	return oddsOf(neededFace(s.INF, s.Modifier()), ROFDice(s.ROF, s.Quality, s.Overrun)), nil
}

// EffectModifier returns what is added to the effect dice of a hit the
// shot scores on a hard target: the quality's firing modifier, and -1 for
// a crew ("-1 to effects"). A soft target hit and not saved checks its
// quality and is pinned ("Soft targets are always pinned when they have to
// make a quality check").
func (s InfShot) EffectModifier() int { return effectModifier(s.Quality, s.Crew) }
