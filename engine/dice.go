package engine

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Die is one die as it fell: its value, its sides (0 for a d6, so that logs
// written before dice had sides read the same), and whether the referee
// typed it in from the table (Manual) or the program rolled it.
type Die struct {
	Value  int  `json:"value"`
	Manual bool `json:"manual,omitempty"`
	Sides  int  `json:"sides,omitempty"`
}

// Faces returns the number of faces of the die: 6 when Sides is 0.
func (d Die) Faces() int { return faces(d.Sides) }

func faces(sides int) int {
	if sides == 0 {
		return 6
	}
	return sides
}

// DieSides lists the dice a command may roll: a d3 (read off a d6: 1-2 is
// 1, 3-4 is 2, 5-6 is 3), d4, d6, d8, d10 and d12 (ARCHITECTURE.md, Decisions, Dice). Two or
// more dice of one kind, such as 2d6, are a Need with a Count.
var DieSides = []int{3, 4, 6, 8, 10, 12}

// Need is one roll a command makes: Count dice of Sides faces (0 or 6: a
// d6), and For, what the roll decides, as a phrase that follows the dice:
// "for the attack", "to intercept", "for GEV3 in forest: 1-4 recovers".
type Need struct {
	Count int    `json:"count"`
	Sides int    `json:"sides,omitempty"`
	For   string `json:"for,omitempty"`
}

// D6 returns the need of n six-sided dice for what they decide.
func D6(n int, what string) Need { return Need{Count: n, For: what} }

// Dice returns the need as dice notation: "1d6", "2d6", "1d10".
func (n Need) Dice() string { return fmt.Sprintf("%dd%d", n.Count, faces(n.Sides)) }

// String returns the need for a prompt: "roll 2d6 to intercept", "roll 1d6
// for the attack".
func (n Need) String() string {
	s := "roll " + n.Dice()
	if n.For != "" {
		s += " " + n.For
	}
	return s
}

// Check returns an error when v is not on the need's die, saying which die
// it is and what it rolls for: "engine: 7 is not on a d6 (the roll for the
// attack)".
func (n Need) Check(v int) error {
	f := faces(n.Sides)
	if v >= 1 && v <= f {
		return nil
	}
	what := ""
	if n.For != "" {
		what = " (the roll " + n.For + ")"
	}
	return &RuleError{Reason: fmt.Sprintf("%d is not on a d%d%s; a d%d shows 1 to %d", v, f, what, f, f)}
}

// NeedsText returns needs as one phrase: "roll 1d6 for the attack, then
// roll 2d6 to intercept"; "no dice" when there are none.
func NeedsText(needs []Need) string {
	if len(needs) == 0 {
		return "no dice"
	}
	parts := make([]string, len(needs))
	for i, n := range needs {
		parts[i] = n.String()
	}
	return strings.Join(parts, ", then ")
}

// Dice gives the dice a command needs. Throw returns need.Count dice of
// need.Sides faces, or an error (a typed source that holds too few values,
// or a value that is not on the die).
type Dice interface {
	Throw(need Need) ([]Die, error)
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

// Throw returns the dice of need, each from 1 to its faces; it never errors.
func (s *Seeded) Throw(need Need) ([]Die, error) {
	d := make([]Die, need.Count)
	f := faces(need.Sides)
	for i := range d {
		d[i].Value = 1 + s.r.IntN(f)
		if f != 6 {
			d[i].Sides = f
		}
	}
	return d, nil
}

// Roll returns n six-sided dice; it never errors.
func (s *Seeded) Roll(n int) ([]Die, error) { return s.Throw(Need{Count: n}) }

// Manual is a Dice that hands out the values a player rolled at the table,
// in order, each checked against the die it is thrown as. Done reports a
// wrong count when values are left over.
type Manual struct {
	values []int
	used   int
	needs  []Need // the rolls thrown so far, for a shortfall's error
}

// NewManual returns manual dice holding values for six-sided dice. It errors
// on a value outside 1 to 6; for rolls of other dice, use NewTyped.
func NewManual(values ...int) (*Manual, error) {
	for _, v := range values {
		if v < 1 || v > 6 {
			return nil, &RuleError{Reason: fmt.Sprintf("a die shows 1 to 6, not %d", v)}
		}
	}
	return &Manual{values: values}, nil
}

// NewTyped returns manual dice holding values typed for any dice: each is
// checked when it is thrown, against its own die. It errors on a value below
// 1, which no die shows.
func NewTyped(values ...int) (*Manual, error) {
	for _, v := range values {
		if v < 1 {
			return nil, &RuleError{Reason: fmt.Sprintf("a die shows 1 or more, not %d", v)}
		}
	}
	return &Manual{values: values}, nil
}

// Throw returns the next need.Count typed values as dice of need.Sides, an
// error saying how many dice the roll needs when fewer are left, with the
// rolls thrown so far in order (the last one short), or an error
// naming the die when a value is not on it.
func (m *Manual) Throw(need Need) ([]Die, error) {
	n := need.Count
	m.needs = append(m.needs, need)
	if m.used+n > len(m.values) {
		return nil, &RuleError{Reason: fmt.Sprintf("this roll needs %s but %s typed: %s", CountDice(m.used+n), CountDice(len(m.values)), NeedsText(m.needs))}
	}
	d := make([]Die, n)
	for i := range d {
		v := m.values[m.used+i]
		if err := need.Check(v); err != nil {
			return nil, err
		}
		d[i] = Die{Value: v, Manual: true}
		if f := faces(need.Sides); f != 6 {
			d[i].Sides = f
		}
	}
	m.used += n
	return d, nil
}

// Roll returns the next n typed values as six-sided dice (see Throw).
func (m *Manual) Roll(n int) ([]Die, error) { return m.Throw(Need{Count: n}) }

// Done returns an error when typed values were left unused: the referee
// typed more dice than the command rolls.
func (m *Manual) Done() error {
	if m.used != len(m.values) {
		return &RuleError{Reason: fmt.Sprintf("this command rolls %s but %s typed", CountDice(m.used), CountDice(len(m.values)))}
	}
	return nil
}

func CountDice(n int) string {
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

// recorder throws with other dice and records each need.
type recorder struct {
	Dice
	needs []Need
}

func (r *recorder) Throw(need Need) ([]Die, error) {
	r.needs = append(r.needs, need)
	return r.Dice.Throw(need)
}

// NeedsOf returns the rolls cmd makes in g, in order, found by resolving it
// with d (typed dice in cmd are ignored) and keeping nothing: what a prompt
// asks the referee for before anything happens. It errors as Resolve does
// when the command is refused.
func NeedsOf(g *Game, cmd Command, d Dice) ([]Need, error) {
	cmd.Dice = nil
	r := &recorder{Dice: d}
	if _, err := Resolve(g, cmd, r); err != nil {
		return nil, err
	}
	return r.needs, nil
}

// typedFirst is a Dice that serves typed values first, each checked against
// its die as Manual does, and throws the rest with other dice, so the rolls
// that follow are those the typed values lead to. It records every need.
type typedFirst struct {
	typed   []int
	used    int
	other   Dice
	needs   []Need
	covered int // the leading needs thrown wholly from typed values
}

func (t *typedFirst) Throw(need Need) ([]Die, error) {
	t.needs = append(t.needs, need)
	n := min(need.Count, len(t.typed)-t.used)
	d := make([]Die, 0, need.Count)
	for _, v := range t.typed[t.used : t.used+n] {
		if err := need.Check(v); err != nil {
			return nil, err
		}
		die := Die{Value: v, Manual: true}
		if f := faces(need.Sides); f != 6 {
			die.Sides = f
		}
		d = append(d, die)
	}
	t.used += n
	if n == need.Count {
		if t.covered == len(t.needs)-1 {
			t.covered = len(t.needs)
		}
		return d, nil
	}
	rest, err := t.other.Throw(Need{Count: need.Count - n, Sides: need.Sides, For: need.For})
	return append(d, rest...), err
}

// typedThenRolled is a Dice that throws the values typed in m first, each
// checked against its die, and the dice left when they run out with other:
// a command typed "die 9 3 roll".
type typedThenRolled struct {
	m     *Manual
	other Dice
}

func (t *typedThenRolled) Throw(need Need) ([]Die, error) {
	n := min(need.Count, len(t.m.values)-t.m.used)
	if n == need.Count {
		return t.m.Throw(need)
	}
	var d []Die
	if n > 0 {
		typed, err := t.m.Throw(Need{Count: n, Sides: need.Sides, For: need.For})
		if err != nil {
			return nil, err
		}
		d = typed
	}
	rest, err := t.other.Throw(Need{Count: need.Count - n, Sides: need.Sides, For: need.For})
	return append(d, rest...), err
}

// face is a Dice whose every die shows the face pick gives for its faces.
type face func(faces int) int

func (p face) Throw(need Need) ([]Die, error) {
	d := make([]Die, need.Count)
	f := faces(need.Sides)
	for i := range d {
		d[i].Value = p(f)
		if f != 6 {
			d[i].Sides = f
		}
	}
	return d, nil
}

// NeedsAfter returns the rolls cmd makes in g once the referee has typed
// the values typed (the first dice of the roll, in order): the rolls those
// values are thrown for and the next one, then every later roll that does
// not depend on dice not typed yet. More reports that more rolls may follow
// whose number or size the dice still to be typed decide (FFOTigers' saves
// for the hits, then effect dice for the unsaved ones). d throws the dice
// not typed; their rolls are found by resolving cmd with d and with every
// die at its lowest and its highest, keeping nothing. It errors as Resolve
// does when the command is refused, and when a typed value is not on its
// die.
func NeedsAfter(g *Game, cmd Command, typed []int, d Dice) (needs []Need, more bool, err error) {
	cmd.Dice = nil
	run := func(other Dice) (*typedFirst, error) {
		t := &typedFirst{typed: typed, other: other}
		_, err := Resolve(g, cmd, t)
		return t, err
	}
	main, err := run(d)
	if err != nil {
		return nil, false, err
	}
	known := len(main.needs)
	for _, pick := range []face{func(int) int { return 1 }, func(f int) int { return f }} {
		alt, err := run(pick)
		if err != nil {
			known = min(known, main.covered+1)
			more = true
			continue
		}
		same := 0
		for same < min(known, len(alt.needs)) && alt.needs[same] == main.needs[same] {
			same++
		}
		if same < known || len(alt.needs) > same {
			more = true
		}
		known = same
	}
	// The rolls typed in full and the next one are thrown before any die
	// not typed, so the typed values alone decide them.
	known = min(max(known, main.covered+1), len(main.needs))
	if known < len(main.needs) {
		more = true
	}
	return main.needs[:known], more, nil
}
