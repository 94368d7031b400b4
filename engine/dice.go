package engine

import (
	"fmt"
	"math/rand/v2"
)

// Die is one six-sided die as it fell, and whether the referee typed it in
// from the table (Manual) or the program rolled it.
type Die struct {
	Value  int  `json:"value"`
	Manual bool `json:"manual,omitempty"`
}

// Dice gives the dice a command needs. Roll returns n dice or an error (a
// manual source that holds too few values, or a value out of range).
type Dice interface {
	Roll(n int) ([]Die, error)
}

// Seeded is a Dice that rolls from a seeded generator: the same seed always
// gives the same dice, so a game's seed is part of the game.
type Seeded struct {
	r *rand.Rand
}

// NewSeeded returns seeded dice for a game seed and a stream number (the
// command's sequence number), so every command rolls its own reproducible dice.
func NewSeeded(seed, stream uint64) *Seeded {
	return &Seeded{r: rand.New(rand.NewPCG(seed, stream))}
}

// Roll returns n dice from 1 to 6; it never errors.
func (s *Seeded) Roll(n int) ([]Die, error) {
	d := make([]Die, n)
	for i := range d {
		d[i].Value = 1 + s.r.IntN(6)
	}
	return d, nil
}

// Manual is a Dice that hands out the values a player rolled at the table,
// in order. Done reports a wrong count when values are left over.
type Manual struct {
	values []int
	used   int
}

// NewManual returns manual dice holding values. It errors on a value outside
// 1 to 6.
func NewManual(values ...int) (*Manual, error) {
	for _, v := range values {
		if v < 1 || v > 6 {
			return nil, fmt.Errorf("engine: a die shows 1 to 6, not %d", v)
		}
	}
	return &Manual{values: values}, nil
}

// Roll returns the next n typed values, or an error saying how many dice the
// roll needs when fewer are left.
func (m *Manual) Roll(n int) ([]Die, error) {
	if m.used+n > len(m.values) {
		return nil, fmt.Errorf("engine: this roll needs %s but %s typed", countDice(m.used+n), countDice(len(m.values)))
	}
	d := make([]Die, n)
	for i := range d {
		d[i] = Die{Value: m.values[m.used+i], Manual: true}
	}
	m.used += n
	return d, nil
}

// Done returns an error when typed values were left unused: the referee
// typed more dice than the command rolls.
func (m *Manual) Done() error {
	if m.used != len(m.values) {
		return fmt.Errorf("engine: this command rolls %s but %s typed", countDice(m.used), countDice(len(m.values)))
	}
	return nil
}

func countDice(n int) string {
	switch n {
	case 0:
		return "no dice"
	case 1:
		return "1 die"
	}
	return fmt.Sprintf("%d dice", n)
}

// Sum returns the total of dice.
func Sum(dice []Die) int {
	t := 0
	for _, d := range dice {
		t += d.Value
	}
	return t
}
