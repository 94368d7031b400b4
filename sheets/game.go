package sheets

import (
	"fmt"

	"ogretable/engine"
)

// Setup returns a new game of the catalog with the command lines played on
// it (a scenario's set-up: "add ..."), for sheets of units that are not in
// a stored game. Its dice are seeded and never rolled by an "add".
func Setup(cat *engine.Catalog, v engine.Variant, s engine.Scale, sides []string, lines []string) (*engine.Game, error) {
	g, err := engine.NewGame(cat, v, s, sides)
	if err != nil {
		return nil, err
	}
	return g, Play(g, lines)
}

// Play resolves and applies each command line on g, in order.
func Play(g *engine.Game, lines []string) error {
	for i, line := range lines {
		cmd, err := g.ParseCommand(line)
		if err != nil {
			return fmt.Errorf("sheets: %q: %w", line, err)
		}
		events, err := engine.Resolve(g, cmd, engine.NewSeeded(0, uint64(i+1)))
		if err != nil {
			return fmt.Errorf("sheets: %q: %w", line, err)
		}
		for _, e := range events {
			if err := g.Apply(e); err != nil {
				return fmt.Errorf("sheets: %q: %w", line, err)
			}
		}
	}
	return nil
}

// FreshOgre returns an Ogre of type t as it enters play, in a game of its
// own with g's catalog, variant, scale and records (a new game when g is
// nil): the undamaged Ogre a blank sheet shows, and against which a
// damaged one's spent ammunition is counted.
func FreshOgre(cat *engine.Catalog, t *engine.UnitType, like *engine.Game) (*engine.Game, *engine.Unit, error) {
	v, s := engine.DefaultVariant(), engine.Hexes
	if like != nil {
		cat, v, s = like.Catalog, like.Variant, like.Scale
	}
	g, err := engine.NewGame(cat, v, s, nil)
	if err != nil {
		return nil, nil, err
	}
	if like != nil {
		g.Defs = like.Defs
	}
	const label = "SHEET"
	if err := Play(g, []string{"add " + t.ID + " as " + label + " side " + g.Sides[0]}); err != nil {
		return nil, nil, err
	}
	return g, g.Unit(label), nil
}
