package ffot

import "ogretable/engine"

// SystemName is the name FFOTigers registers under, which its view and
// paper register by.
const SystemName = "ffot"

// CommandOf returns side's army command roll as game g stands: its rating,
// the average quality of its stands in play that are in a unit, rounded up
// (004 FFOTigers: "The average quality round up, is each side's army
// command rating"; NoteAverage), and its regimental or brigade HQ units
// with a stand in play ("adds one to all army command rolls per HQ unit in
// play"). It errors when the side has no stand in a unit.
func CommandOf(g *engine.Game, side string) (CommandRoll, error) {
	qs := make([]Quality, 0, len(g.Units))
	for _, u := range g.Units {
		if s := StandOf(u); s != nil && u.Side == side && u.Alive() && s.Quality.Valid() {
			qs = append(qs, s.Quality)
		}
	}
	rating, err := Rating(qs)
	if err != nil {
		return CommandRoll{}, errorf("the %s has no stand in a unit, so no command rating", side)
	}
	hq := 0
	for _, f := range GameOf(g).Units {
		if f.Side == side && f.HQ && f.InPlay(g) {
			hq++
		}
	}
	return CommandRoll{Rating: rating, HQ: hq}, nil
}

// InPlay reports whether a stand of the unit is in play.
func (f *Formation) InPlay(g *engine.Game) bool {
	for _, l := range f.Stands {
		if u := g.Unit(l); u != nil && u.Alive() {
			return true
		}
	}
	return false
}

// StandsInPlay returns the labels of the unit's stands in play, those not
// destroyed or removed.
func (f *Formation) StandsInPlay(g *engine.Game) []string {
	var out []string
	for _, l := range f.Stands {
		if u := g.Unit(l); u != nil && u.Alive() {
			out = append(out, l)
		}
	}
	return out
}

// LossesOf returns the unit's losses in halves of a stand (Losses): its
// stands destroyed and those removed by a failed check.
func (f *Formation) LossesOf(g *engine.Game) int {
	destroyed, removed := 0, 0
	for _, l := range f.Stands {
		switch u := g.Unit(l); {
		case u == nil:
		case u.Status == engine.StatusDestroyed:
			destroyed++
		case u.Status == engine.StatusRemoved:
			removed++
		}
	}
	return Losses(destroyed, removed)
}

// SideLosses returns side's losses in game g in halves of a stand
// (Losses): its stands destroyed and those removed by a failed check (004
// FFOTigers: "Stands that fail their quality check are removed from the
// board and count for 1/2 loss"). 004 scores no victory points; this is
// what the header shows in their place.
func SideLosses(g *engine.Game, side string) int {
	destroyed, removed := 0, 0
	for _, u := range g.Units {
		if u.Side != side || StandOf(u) == nil {
			continue
		}
		switch u.Status {
		case engine.StatusDestroyed:
			destroyed++
		case engine.StatusRemoved:
			removed++
		}
	}
	return Losses(destroyed, removed)
}
